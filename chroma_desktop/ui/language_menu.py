"""View → Language: the language the app is shown in, switched at once and remembered.

`LanguageMenu` is one of the main window's collaborators: it owns the submenu (each language
the data offers, `language.offered()`, named in its own words, the same in every language) and
installs the chosen language (`ui/translation.py`); then `changed` tells the window and the
others to say everything again. The items are made when the submenu first opens (or a language
is chosen), so an English start-up reads no language's file.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from chroma_desktop import language
from chroma_desktop.ui.translation import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu

    from chroma_desktop.ui.menu_words import MenuWords


class LanguageMenu(QObject):
    """Chooses the language shown."""

    changed = Signal()  # another language is installed: what is shown is to be said again

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.language_actions: dict[str, QAction] = {}
        self._submenu: QMenu | None = None

    def add_items(self, menus: MenuWords, view: QMenu) -> QMenu:
        """View → Language, with a ticked item per language (made when it first opens);
        returns the submenu."""
        self._submenu = menus.submenu(view, QT_TRANSLATE_NOOP("MainWindow", "&Language"))
        self._submenu.aboutToShow.connect(self._add_languages)
        return self._submenu

    def _add_languages(self) -> None:
        from PySide6.QtGui import QAction, QActionGroup

        if self._submenu is None or self.language_actions:
            return
        chosen = QActionGroup(self)
        for code in language.offered():
            action = QAction("&" + language.NAMES[code], self)
            action.setCheckable(True)
            action.setChecked(code == language.current())
            action.triggered.connect(lambda _checked=False, c=code: self.set_language(c))
            chosen.addAction(action)
            self._submenu.addAction(action)
            self.language_actions[code] = action

    def set_language(self, code: str, remember: bool = True) -> None:
        """Show the app in `code` from now on (remembered for the next start): the menus, the
        pages, the side panel and the table are said again in it at once (`changed`)."""
        from chroma_desktop.ui.translation import install, save_language

        self._add_languages()
        if remember:
            save_language(code)
        if code != language.current():
            install(code)
            self.changed.emit()
        if code in self.language_actions:
            self.language_actions[code].setChecked(True)
