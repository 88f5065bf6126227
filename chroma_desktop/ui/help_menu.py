"""Help → How to play, Rulings, Keys, About: the rules of the game on the table, in the app's
words, and the keys that play it.

`HelpMenu` is one of the main window's collaborators (`ui/table_window.py`): it owns those menu
items and their dialogs. With a game on the table they show that game's; on the start page, a
chooser of every game's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from chroma_desktop.ui.plain_text import rich
from chroma_desktop.ui.translation import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDialog, QMenu, QMessageBox, QWidget

    from chroma_desktop.ui.menu_words import MenuWords
    from chroma_desktop.ui.rules_reference import RulesReferenceDialog
    from chroma_desktop.ui.rulings_dialog import RulingsDialog
    from chroma_desktop.ui.table_window import TableWindow

translate = QCoreApplication.translate
# Help → Keys: every key of the table, the reading keys of a screen reader's player among them.
TABLE_KEYS = (
    QT_TRANSLATE_NOOP("HelpMenu", "Tab, arrows: move among the legal moves"),
    QT_TRANSLATE_NOOP("HelpMenu", "Enter or Space: play the highlighted move"),
    QT_TRANSLATE_NOOP("HelpMenu",
                      "Ctrl+Tab: leave the table for the side panel (and an online table's chat)"),
    QT_TRANSLATE_NOOP("HelpMenu", "Esc: cancel"),
    QT_TRANSLATE_NOOP("HelpMenu", "H: hint"),
    QT_TRANSLATE_NOOP("HelpMenu", "Z: enlarge the highlighted card"),
    QT_TRANSLATE_NOOP("HelpMenu", "R: turn the tile (the next move with the same place)"),
    QT_TRANSLATE_NOOP("HelpMenu", "P: read the whole position aloud"),
    QT_TRANSLATE_NOOP("HelpMenu", "S: read the scores aloud"),
    QT_TRANSLATE_NOOP("HelpMenu", "L: read the last moves aloud"),
    QT_TRANSLATE_NOOP("HelpMenu", "+, -, 0: zoom in, zoom out, fit the table"),
    QT_TRANSLATE_NOOP("HelpMenu", "Ctrl+Z, Ctrl+Shift+Z: undo, redo"),
    QT_TRANSLATE_NOOP("HelpMenu", "Reviewing a game: arrows step, Home and End go to its ends"),
)


class HelpMenu(QObject):
    """The rules reference, the rulings and the About box."""

    def __init__(self, window: TableWindow, parent: QWidget) -> None:
        super().__init__(parent)
        self._window = window
        self._parent = parent  # the dialogs' parent
        # The dialogs open now (None once closed: each goes then, as every one-use dialog does).
        self.rules_reference: RulesReferenceDialog | None = None
        self.rulings_dialog: RulingsDialog | None = None
        self.rulings_action: QAction | None = None

    def add_items(self, menus: MenuWords, help_menu: QMenu) -> None:
        from PySide6.QtGui import QKeySequence

        menus.action(help_menu, QT_TRANSLATE_NOOP("MainWindow", "&How to play"), self.how_to_play,
                     QKeySequence.StandardKey.HelpContents)
        self.rulings_action = menus.action(
            help_menu, QT_TRANSLATE_NOOP("MainWindow", "&Rulings…"), self.show_rulings)
        menus.action(help_menu, QT_TRANSLATE_NOOP("MainWindow", "&Keys"), self.keys)
        menus.action(help_menu, QT_TRANSLATE_NOOP("MainWindow", "&About Chroma Desktop"),
                     self.about)

    def how_to_play(self) -> RulesReferenceDialog:
        """Help -> How to play: the rules reference of the game on the table; with none, of
        the first game, a chooser offering every game's."""
        from chroma_desktop.ui.rules_reference import RulesReferenceDialog

        controller = self._window.controller
        on_table = controller is not None and not self._window.showing_start()
        dialog = RulesReferenceDialog(self._parent, controller.game.id
                                      if controller is not None and on_table else None)
        self.rules_reference = dialog
        self._open_for_one_use(dialog)
        return dialog

    def show_rulings(self) -> RulingsDialog:
        """Help -> Rulings: the unclear rules of the game on the table and the readings it is
        played with; with no game on the table, a chooser of every game's."""
        from chroma_desktop.ui.rulings_dialog import RulingsDialog

        controller = self._window.controller
        if controller is not None and not self._window.showing_start():
            dialog = RulingsDialog(self._parent, controller.game, controller.match.options)
        else:
            dialog = RulingsDialog(self._parent, None, None)
        self.rulings_dialog = dialog
        self._open_for_one_use(dialog)
        return dialog

    def _open_for_one_use(self, dialog: QDialog) -> None:
        """Open `dialog`; once closed it goes and the keys go back to the table (kept as the
        window's hidden child, each opening left the last one alive, with its real table)."""
        self._window.when_closed(dialog)
        dialog.finished.connect(self._forget_closed)
        dialog.open()

    def _forget_closed(self) -> None:
        if self.rules_reference is not None and not self.rules_reference.isVisible():
            self.rules_reference = None
        if self.rulings_dialog is not None and not self.rulings_dialog.isVisible():
            self.rulings_dialog = None

    def keys(self) -> QMessageBox:
        """Help -> Keys: the table's keys, one a line (a reader reads them as plain text)."""
        from PySide6.QtWidgets import QMessageBox

        from chroma_desktop.ui.plain_text import message_box

        box = message_box(QMessageBox.Icon.Information, translate("HelpMenu", "Keys"),
                          "\n".join(translate("HelpMenu", line) for line in TABLE_KEYS), self._parent,
                          QMessageBox.StandardButton.Ok)
        self._window.when_closed(box)
        box.open()
        return box

    def about(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication, QMessageBox

        from chroma_desktop import __version__

        box = QMessageBox(QMessageBox.Icon.Information, translate("MainWindow", "About Chroma Desktop"),
                          "", QMessageBox.StandardButton.Ok, self._parent)
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(rich("<h3>Chroma Desktop {version}</h3><p>{words}</p>", version=__version__,
                         words=translate("MainWindow", "A desktop tabletop for Chroma Mix, Coloretto, "
                                                       "Chroma Cubes and CMYK!.")))
        icon = QApplication.windowIcon()  # as QMessageBox.about, which guesses the text's format
        if not icon.isNull():
            box.setIconPixmap(icon.pixmap(64, 64))
        box.exec()
