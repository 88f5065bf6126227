"""View → Zoom, Fit table to window, Teach mode, Animation pace.

`ViewMenu` is one of the main window's collaborators: it owns those items and the animation
pace (how long the table's items take to move, remembered in the settings). Teach mode is the
window's (`MainWindow.set_teach`: the side panel's box shows it too); the item calls it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from chroma_desktop.ui.translation import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu

    from chroma_desktop.ui.match_controller import MatchController
    from chroma_desktop.ui.menu_words import MenuWords
    from chroma_desktop.ui.table_view import TableView

PACES = ((QT_TRANSLATE_NOOP("MainWindow", "&Fast"), 120),
         (QT_TRANSLATE_NOOP("MainWindow", "&Normal"), 260),
         (QT_TRANSLATE_NOOP("MainWindow", "&Slow"), 520),
         (QT_TRANSLATE_NOOP("MainWindow", "&Off"), 0))  # ms per move


class ViewMenu(QObject):
    """The table's zoom, teach mode item and animation pace."""

    def __init__(self, view: TableView, controller: Callable[[], MatchController | None],
                 parent: QObject) -> None:
        super().__init__(parent)
        self._view = view
        self._controller = controller  # the table on the window
        self._pace_ms: int | None = None  # the remembered pace, read when first needed
        self.pace_actions: dict[int, QAction] = {}
        self.teach_action: QAction | None = None

    def add_items(self, menus: MenuWords, view: QMenu, set_teach: Callable[[bool], None],
                  teach: bool) -> QMenu:
        """The View menu's items but Language; returns the pace submenu."""
        from PySide6.QtGui import QActionGroup, QKeySequence

        keys = QKeySequence.StandardKey
        menus.action(view, QT_TRANSLATE_NOOP("MainWindow", "Zoom &in"),
                     lambda: self._view.zoom_by(1.15), keys.ZoomIn)
        menus.action(view, QT_TRANSLATE_NOOP("MainWindow", "Zoom &out"),
                     lambda: self._view.zoom_by(1 / 1.15), keys.ZoomOut)
        menus.action(view, QT_TRANSLATE_NOOP("MainWindow", "&Fit table to window"),
                     self._view.fit, "Ctrl+0")
        self.teach_action = menus.action(view, QT_TRANSLATE_NOOP("MainWindow", "&Teach mode"))
        self.teach_action.setCheckable(True)
        self.teach_action.setChecked(teach)
        self.teach_action.toggled.connect(set_teach)
        pace = menus.submenu(view, QT_TRANSLATE_NOOP("MainWindow", "Animation &pace"))
        group = QActionGroup(self)  # one pace at a time, the current one ticked
        for label, ms in PACES:
            action = menus.action(pace, label, lambda _checked=False, v=ms: self.set_pace(v))
            action.setCheckable(True)
            group.addAction(action)
            self.pace_actions[ms] = action
        self._show_pace()
        return pace

    @property
    def pace_known(self) -> int | None:
        """The pace, if it is read already (None: not before the table's first frame)."""
        return self._pace_ms

    @property
    def pace_ms(self) -> int:
        """How long items take to move, in ms (0: no animation), as the player last chose."""
        if self._pace_ms is None:
            from chroma_desktop.ui.settings import load_pace

            self._pace_ms = load_pace()
        return self._pace_ms

    def set_pace(self, ms: int, remember: bool = True) -> None:
        self._pace_ms = ms
        if remember:
            from chroma_desktop.ui.settings import save_pace

            save_pace(ms)
        controller = self._controller()
        if controller is not None:
            controller.scene.animation_ms = ms
        self._show_pace()

    def _show_pace(self) -> None:
        """Tick the pace in use (the nearest one offered, for a pace set otherwise)."""
        if self.pace_actions:
            ms = min(self.pace_actions, key=lambda offered: abs(offered - self.pace_ms))
            self.pace_actions[ms].setChecked(True)
