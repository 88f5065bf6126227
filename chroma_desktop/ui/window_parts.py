"""The main window's collaborators a table's first frame does not need, made on first use (a base
class of `MainWindow`, `ui/main_window.py`): online play (`ui/online_play.py`), the game's end
(`ui/game_end.py`), the keys and moves at the table (`ui/table_play.py`), View → Language
(`ui/language_menu.py`) and the Help menu (`ui/help_menu.py`). A table opened at launch is drawn
without importing their modules (TABLE_FIRST in tests/architecture/test_start_up_rules.py); each
sees the window as a `TableWindow` (`ui/table_window.py`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMainWindow

if TYPE_CHECKING:
    from chroma_desktop.rules.api import Move
    from chroma_desktop.ui.best_moves import BestMove
    from chroma_desktop.ui.game_end import GameEnd
    from chroma_desktop.ui.help_menu import HelpMenu
    from chroma_desktop.ui.language_menu import LanguageMenu
    from chroma_desktop.ui.online_play import OnlinePlay
    from chroma_desktop.ui.online_table import OnlineController
    from chroma_desktop.ui.table_play import TablePlay
    from chroma_desktop.ui.table_window import TableWindow


class WindowParts(QMainWindow):
    """The collaborators made when first used. `MainWindow` is the one subclass: the methods
    declared here without a body are its own."""

    def __init__(self) -> None:
        super().__init__()
        self._online: OnlinePlay | None = None
        self._ending: GameEnd | None = None
        self._play: TablePlay | None = None
        self._languages: LanguageMenu | None = None
        self._help_menu: HelpMenu | None = None

    def table_window(self) -> TableWindow:
        """The window as its collaborators see it (itself)."""
        raise NotImplementedError

    def retranslate(self) -> None:
        raise NotImplementedError

    @property
    def online(self) -> OnlinePlay:
        """Host, join, my online games, resign, turn notices."""
        if self._online is None:
            from chroma_desktop.ui.online_play import OnlinePlay

            self._online = OnlinePlay(self.table_window(), self)
        return self._online

    @property
    def ending(self) -> GameEnd:
        """The results, the rematch and the review of a game that ends."""
        if self._ending is None:
            from chroma_desktop.ui.game_end import GameEnd

            self._ending = GameEnd(self.table_window(), self, self._online_table_on_screen)
        return self._ending

    @property
    def play(self) -> TablePlay:
        """Keys, hint, undo, and the moves a drop could mean."""
        if self._play is None:
            from chroma_desktop.ui.table_play import TablePlay

            self._play = TablePlay(self.table_window(), self)
        return self._play

    @property
    def languages(self) -> LanguageMenu:
        """View → Language."""
        if self._languages is None:
            from chroma_desktop.ui.language_menu import LanguageMenu

            self._languages = LanguageMenu(self)
            self._languages.changed.connect(self.retranslate)
        return self._languages

    @property
    def help_menu(self) -> HelpMenu:
        """The Help menu's items and what they open."""
        if self._help_menu is None:
            from chroma_desktop.ui.help_menu import HelpMenu

            self._help_menu = HelpMenu(self.table_window(), self)
        return self._help_menu

    def _online_table_on_screen(self) -> OnlineController | None:
        """The online table on the window, if it is one (none before online play is made)."""
        return self._online.table_on_screen() if self._online is not None else None

    def reviewing(self) -> bool:
        """Whether the game on the table is being reviewed (never before the game's end is made)."""
        return self._ending is not None and self._ending.reviewing

    def _choose_move(self, moves: list[Move]) -> None:
        self.play.choose_move(moves)

    def _show_best_moves(self, thinking: bool, entries: list[BestMove], why: str) -> None:
        self.play.show_best_moves(thinking, entries, why)
