"""What the window's collaborators ask of the window: a narrow Protocol, not the window itself.

`MainWindow` shows one page at a time, the table with its side panel among them; its
collaborators (`ui/game_files.py`, `ui/online_play.py`, `ui/game_end.py`,
`ui/language_menu.py`, `ui/help_menu.py`) own their menus and dialogs, and reach the window
only through `TableWindow`. None of them imports the window's module, so the window's types
read one way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QStatusBar

    from chroma_desktop.rules.match import Match
    from chroma_desktop.ui.announcer import Announcer
    from chroma_desktop.ui.dialogs import NewGameDialog
    from chroma_desktop.ui.game_config import NewGameConfig
    from chroma_desktop.ui.match_controller import MatchController
    from chroma_desktop.ui.pages import SidePanel
    from chroma_desktop.ui.seat import Seat
    from chroma_desktop.ui.table_view import TableView


class TableWindow(Protocol):
    """The window as its collaborators see it."""

    controller: MatchController | None  # the table on the window (a match here, or online)
    bot_delay_ms: int
    autosave: bool
    view: TableView
    announcer: Announcer  # says the table's news to a screen reader

    @property
    def last_config(self) -> NewGameConfig | None:
        """How the game on the table was set up (None: it was opened, not set up)."""

    @last_config.setter
    def last_config(self, config: NewGameConfig | None) -> None: ...

    @property
    def side(self) -> SidePanel:
        """The panel beside the table (built when first asked for)."""

    @property
    def side_built(self) -> SidePanel | None:
        """The panel beside the table if it is built yet."""

    def showing_table(self) -> bool:
        """Whether the table (with its side panel) is the page shown."""

    def showing_start(self) -> bool:
        """Whether the start page is the page shown."""

    def say_on_start_page(self, text: str) -> None:
        """Put `text` on the start page's message line."""

    def show_match(self, match: Match, seats: list[Seat], teach: bool) -> MatchController: ...

    def show_controller(self, controller: MatchController) -> MatchController: ...

    def show_table(self) -> None:
        """Make the table the page shown."""

    def show_new_game_dialog(self, game_id: str = "") -> NewGameDialog: ...

    def start_game(self, config: NewGameConfig) -> MatchController: ...

    def set_prompt(self, text: str) -> None: ...

    def set_message(self, text: str, error: bool = False) -> None:
        """Say `text` beside the table (in red for a refusal or a problem)."""

    def update_actions(self) -> None:
        """Enable the menu items and panel buttons the table allows now."""

    def when_closed(self, dialog: QDialog) -> None:
        """`dialog` is for one use: the keys go back to the table and it goes once it closes."""

    def back_to_table_soon(self) -> None: ...

    def reviewed_ply(self) -> int | None:
        """The move the table is reviewed at (None: the table is not being reviewed)."""

    def statusBar(self) -> QStatusBar: ...  # noqa: N802 (Qt's name)

    def isActiveWindow(self) -> bool: ...  # noqa: N802 (Qt's name)
