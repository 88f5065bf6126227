"""`PlayedMatch`: what a table reads of the match it shows, whether the match is played here
(`rules.match.Match`) or on a server (`ui.online_table.RemoteMatch`, the seat's view and legal
moves as the server last said them). The table controller (`ui/match_controller.py`) uses exactly
these members; both kinds of match satisfy the protocol, which mypy checks where each is given
to a controller. Playing, undoing and the record are a play policy's (`ui/play_policy.py`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from chroma_desktop.rules.api import Game, Move, Outcome, PlayerId


class PlayedMatch(Protocol):
    """A match as a table shows it."""

    @property
    def game(self) -> Game:
        """The rules."""

    @property
    def players(self) -> int:
        """How many seats."""

    @property
    def options(self) -> Mapping[str, Any]:
        """The options it was set up with."""

    @property
    def seed(self) -> int:
        """Chance's seed (0 while a server keeps it)."""

    @property
    def cursor(self) -> int:
        """How many moves stand (undo moves it back)."""

    @property
    def moves(self) -> Sequence[Move]:
        """The moves played here (none at an online table: the server plays them)."""

    @property
    def content(self) -> Any:
        """The game's content, which the table's layout draws with."""

    @property
    def state(self) -> Any:
        """The state as shown: the whole state, or an online seat's view."""

    def to_move(self) -> tuple[PlayerId, ...]:
        """The seats (or CHANCE) that may act now."""

    def legal_moves(self, player: PlayerId) -> tuple[Move, ...]:
        """What `player` may do now."""

    def view(self, player: PlayerId | None) -> Any:
        """What `player` sees (None: a spectator)."""

    def is_over(self) -> bool:
        """Whether the game has ended."""

    def outcome(self) -> Outcome | None:
        """The result once the game has ended (None before, and at an online table)."""

    def last_mover(self) -> PlayerId | None:
        """Who acted last (None when unknown or nobody yet)."""
