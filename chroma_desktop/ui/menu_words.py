"""The window's menu items with their English words, said again when the language changes.

The window and each of its collaborators (files, online play, language, end of game, help) add
their own items through one `MenuWords`; every item keeps the English it was made from, so
`retranslate` says them all in the language now installed. The words are the "MainWindow"
context's in the translation catalogue, wherever the item is made.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QKeySequence
    from PySide6.QtWidgets import QMenu

translate = QCoreApplication.translate
CONTEXT = "MainWindow"


class MenuWords:
    """Makes menu items said in the language shown, and says them again in another."""

    def __init__(self, owner: QObject) -> None:
        self._owner = owner  # the actions' parent: they live as long as the window
        self._words: list[tuple[QAction, str]] = []

    def keep(self, action: QAction, words: str) -> None:
        """Say `action` as `words` (English) in whatever language is shown from now on."""
        action.setText(translate(CONTEXT, words))
        self._words.append((action, words))

    def action(self, menu: QMenu, words: str, slot: Callable[..., object] | None = None,
               shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None) -> QAction:
        """A new item at the end of `menu`, calling `slot` when chosen (with the checked state
        if it takes an argument: Qt gives a slot what it can take)."""
        from PySide6.QtGui import QAction, QKeySequence

        action = QAction(self._owner)
        self.keep(action, words)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if slot is not None:
            action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def submenu(self, menu: QMenu, title: str) -> QMenu:
        """A submenu at the end of `menu`, titled `title`."""
        submenu = menu.addMenu(translate(CONTEXT, title))
        self._words.append((submenu.menuAction(), title))
        return submenu

    def retranslate(self) -> None:
        for action, words in self._words:
            action.setText(translate(CONTEXT, words))
