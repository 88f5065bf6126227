"""A move an online table's server turned down, said as a refusal made here is (`ui/refusals.py`):
its reason beside the table and, in teach mode, the pointer to the lesson for the rule it names
(issue 31: the server's refusals pointed to no lesson, while the table's own did).

The server says why in the rules' words when its rules turned the move down (`illegal`, the
rules' message in `why_msg`: a real-time or simultaneous table's late move that is no longer
legal); for a reject code of its own (`stale`: the table changed meanwhile) the words are the
code's, and once the fresh table comes, the rules are asked why the move refused cannot be made
on it either, as a local table asks them (`Game.why_not`), and their reason is said after the
server's, with its lesson.
"""

from __future__ import annotations

from typing import Any, NamedTuple, Protocol

from PySide6.QtCore import QCoreApplication

from chroma_desktop.net.protocol import UNAVAILABLE
from chroma_desktop.rules.api import Game, Move
from chroma_desktop.rules.messages import Message
from chroma_desktop.rules.played import PlayedMatch
from chroma_desktop.ui.refusals import Refusals
from chroma_desktop.ui.translation import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate

REJECTIONS = {
    "stale": QT_TRANSLATE_NOOP("OnlineController", "the table changed meanwhile: here it is now"),
    "not_your_turn": QT_TRANSLATE_NOOP("OnlineController", "it is not your turn"),
    "rate": QT_TRANSLATE_NOOP("OnlineController", "too many moves at once: slow down"),
    "over": QT_TRANSLATE_NOOP("OnlineController", "the game is over"),
    "not_a_seat": QT_TRANSLATE_NOOP("OnlineController", "spectators watch: they cannot play"),
    UNAVAILABLE: QT_TRANSLATE_NOOP("OnlineController", "the server cannot store moves just now: "
                                   "try again in a moment"),
}
"""Reject codes (docs/PROTOCOL.md) said here; an illegal move is said in the rules' words the
server sends."""


class RefusedTable(Protocol):
    """What saying a server's refusal needs of its table (the online controller)."""

    @property
    def game(self) -> Game[Any]: ...

    @property
    def match(self) -> PlayedMatch: ...

    @property
    def seat(self) -> int | None: ...

    @property
    def refusals(self) -> Refusals: ...

    def words(self, message: Message | str) -> str: ...


class _Waiting(NamedTuple):
    """A move refused by a code of the server's own, to weigh on the fresh table."""

    move: Move
    said: str


class ServerRefusals:
    """Says the server's refusals beside `table`, with the lesson a refusal's rule has."""

    def __init__(self, table: RefusedTable) -> None:
        self.table = table
        self._waiting: _Waiting | None = None

    def rejected(self, code: str, reason: Message | str, move: Move | None) -> str:
        """The server refused `move` (None: not one sent from here) with `code` and `reason`
        (the rules' message, or the server's English words): said beside the table with the
        lesson for the rule it names. Returns the server's reason in the language shown."""
        table = self.table
        words = table.words(reason)
        known = REJECTIONS.get(code)  # said in the language shown
        shown = translate("OnlineController", known) if known else words
        said = translate("OnlineController", "The server refused the move: {reason}").format(
            reason=shown)
        table.refusals.said_by_server(said, reason)
        self._waiting = _Waiting(move, said) if known and move is not None else None
        return words

    def table_came(self) -> None:
        """The fresh table after a refusal whose code named no rule: when the move refused
        cannot be made on it either, the rules' reason is said after the server's words, with
        its lesson (the pointer a local refusal of the same move gets)."""
        waiting, self._waiting = self._waiting, None
        table = self.table
        seat = table.seat
        if waiting is None or seat is None or waiting.move in table.match.legal_moves(seat):
            return
        move = waiting.move
        reason = table.game.why_not(table.match.state, seat, move.source, move.target)
        why = table.words(reason)
        if why:
            table.refusals.said_by_server(f"{waiting.said}. {why}", reason)
