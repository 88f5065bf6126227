"""`PlayPolicy`: how the moves at a table are made, which the table controller
(`ui/match_controller.py`) composes and calls; the controller itself only shows the table and
takes the player's hand (pick and drop, keys, the log's lines).

Two policies:
- `ui.local_play.LocalPlay`: a `Match` played here: the move is played at once, bots think on a
  worker thread at the one scheduler's pace (`bots/schedule.py`), the hint's search ranks the
  moves, undo and redo, the autosave.
- `ui.online_table.RemotePlay`: a seat at a table on a server: the move is sent and shown when
  the server's state comes back; no bots, search, undo or autosave here.

A lesson limits the table to its moves through a `MoveGuide` (`MatchController.guide`), which
both the table and the local policy read. What a policy (and the hint's search) may use of its
table is `TableSide`, so neither depends on the controller's module.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import SignalInstance

from chroma_desktop.rules.api import Game, Move, PlayerId
from chroma_desktop.rules.messages import Message
from chroma_desktop.rules.played import PlayedMatch
from chroma_desktop.ui.seat import Seat


class PlayPolicy(Protocol):
    """What the table controller asks of the way a table is played."""

    searches_hints: bool
    """Whether the hint's search ranks the moves with their odds (it needs the seed's chance:
    a table played here), or the hint is the Normal bot's move alone."""

    @property
    def bot_error(self) -> str:
        """What stopped a bot ("" when none did)."""

    def humans(self) -> list[PlayerId]:
        """The seats played at this desk (an online seat's own, none once the game is over there)."""

    def submit(self, move: Move, player: PlayerId) -> bool:
        """Make `player`'s `move` (played here, or sent); False when it was refused and said so."""

    def moved(self, before: int) -> None:
        """After `submit`: show the table as it is now (`before`: the match's cursor before)."""

    def table_shown(self) -> None:
        """The table was drawn anew and the game goes on: let whoever acts next act."""

    def prompt(self) -> str | None:
        """What the prompt says instead of the table's own words (None: the table's own)."""

    def history_html(self) -> list[str]:
        """The whole log as it stands, one line of HTML each."""

    def can_undo(self) -> bool: ...

    def undo(self) -> bool:
        """Take back to before the last decision of a human here; False when nothing can be."""

    def can_redo(self) -> bool: ...

    def redo(self) -> bool:
        """Play again what was undone, up to a human's next decision; False when nothing is."""

    def undo_is_free(self) -> bool:
        """Whether undo may go back across revealed cards (teach mode, one human)."""

    def can_save(self) -> bool:
        """Whether the game can be saved now."""

    def session_record(self) -> dict[str, Any]:
        """The record a save file holds (OSError when it cannot be saved now)."""

    def autosave(self) -> None:
        """Write the autosave, if this table keeps one."""

    def bot_pending(self) -> bool:
        """Whether a bot is thinking for this table now."""

    def stop(self) -> None:
        """The table goes away (or a new game starts): stop thinking, close what is open."""


class MoveGuide(Protocol):
    """What limits the table to some moves (a lesson: `chroma_desktop.lessons.LessonRun`)."""

    def offers(self, move: Move) -> bool:
        """Whether the table offers `move` (the others cannot be picked up)."""

    def refusal(self, move: Move) -> str:
        """Words for a move the guide refuses; "" for one it lets the player make."""

    def reply_due(self) -> bool:
        """Whether another seat answers now (a lesson whose bots answer the learner)."""

    def reply(self) -> tuple[PlayerId, Move] | None:
        """That answer: the seat and the move the guide chooses for it."""


class TableSide(Protocol):
    """What the play policies and the hint's search (`ui/hint_odds.py`) use of their table, the
    `MatchController`."""

    @property
    def message(self) -> SignalInstance: ...

    @property
    def note(self) -> SignalInstance: ...

    @property
    def log_added(self) -> SignalInstance: ...

    @property
    def thinking(self) -> SignalInstance: ...

    @property
    def best_moves(self) -> SignalInstance: ...

    @property
    def match(self) -> PlayedMatch: ...

    @property
    def game(self) -> Game: ...

    @property
    def seats(self) -> list[Seat]: ...

    @property
    def guide(self) -> MoveGuide | None: ...

    @property
    def teach(self) -> bool: ...

    @property
    def autosave_enabled(self) -> bool: ...

    @property
    def bot_delay_ms(self) -> int: ...

    @property
    def table_number(self) -> int: ...

    @property
    def search_playouts(self) -> int | None: ...

    @property
    def legal(self) -> tuple[Move, ...]: ...

    @property
    def player(self) -> PlayerId | None: ...

    def human_to_move(self) -> PlayerId | None: ...

    def focused_move(self) -> Move | None: ...

    def refresh(self, animate: bool = True) -> None: ...

    def words(self, message: Message | str) -> str: ...

    def refuse(self, reason: Message | str) -> bool:
        """Say why a move was not made (and, in teach mode, point to its rule's lesson)."""

    def line_html(self, who: PlayerId, text: Message | str) -> str: ...

    def light_hint(self, move: Move, take_focus: bool) -> None: ...

    def search_budget(self) -> float: ...
