"""The keys go back to the table once a menu or a dialog has closed.

The table is played with keys (H, Enter, arrows: `ui/table_view.py`), so whatever took the keys
for a moment (a menu, a dialog, another window of the app) hands them back to the table's view
when it closes, unless the player is typing somewhere on purpose. Where no window manager hands
activation back (offscreen, some X servers) the window takes it back itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

if TYPE_CHECKING:
    from PySide6.QtGui import QWindow
    from PySide6.QtWidgets import QDialog, QWidget


class KeysToTable(QObject):
    """Gives the keys back to the table's `view` in `window`."""

    def __init__(self, window: QWidget, view: QWidget, showing_table: Callable[[], bool],
                 log: Callable[[], QWidget | None]) -> None:
        super().__init__(window)
        self._window = window
        self._view = view
        self._showing_table = showing_table
        self._log = log  # the side panel's log, where typing is not on purpose

    def when_closed(self, dialog: QDialog) -> None:
        """A dialog opened for one use: once it closes, the keys go back to the table and the
        dialog goes (kept as the window's hidden child, every one opened stayed for the
        session)."""
        dialog.finished.connect(self.soon)
        dialog.finished.connect(dialog.deleteLater)

    def soon(self) -> None:
        QTimer.singleShot(0, self.now)

    def now(self) -> None:
        """Once a menu or a dialog has closed, the keys (H, Enter, arrows) go to the table again."""
        from PySide6.QtWidgets import QApplication, QLineEdit, QTextEdit

        window = self._window
        if (not self._showing_table()
                or QApplication.activeModalWidget() is not None
                or QApplication.activePopupWidget() is not None):
            return
        active = QApplication.activeWindow()
        if active is None or not active.isVisible():
            # The closed menu or dialog is still the active window where no window manager
            # hands activation back: keys would go nowhere.
            window.activateWindow()
        elif active is not window:
            return  # another window of the app is in use
        focused = QApplication.focusWidget()
        if isinstance(focused, (QLineEdit, QTextEdit)) and focused.window() is window \
                and focused is not self._log():
            return  # the player is typing somewhere on purpose
        self._view.setFocus()

    def focus_window_changed(self, focus_window: QWindow | None) -> None:
        # Keys are sent to a menu or dialog that has closed (no window manager took them back).
        if focus_window is not None and not focus_window.isVisible() and self._window.isVisible():
            self.soon()
