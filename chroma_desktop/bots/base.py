"""The bot protocol, and the base every bot builds on (the defaults of its optional parts)."""

from __future__ import annotations

import random
from typing import Any, Protocol

from chroma_desktop.rules.api import Game, Move, PlayerId


class Bot(Protocol):
    """Chooses a legal move for `player` from its own view of the state."""

    name: str

    def choose(self, game: Game, view: Any, player: PlayerId, rng: random.Random,
               budget: float | None = None) -> Move:
        """A legal move; `budget` (seconds) bounds bots that search and is ignored by others."""

    def act(self, game: Game, view: Any, player: PlayerId, rng: random.Random,
            stalled: bool) -> Move | None:
        """Real time: a move, or None to wait until the table changes (never when `stalled`)."""

    def hint(self, game: Game, view: Any, player: PlayerId) -> tuple[Move, Any]:
        """The move this bot would make, with a reason a player can read."""

    def think_time(self, view: Any, player: PlayerId, rng: random.Random) -> float | None:
        """Real time: seconds before the next action, or None to keep the game's normal pace."""

    def cancel(self) -> None:
        """Stop thinking at once (undo, new game, close); a bot that does not search ignores it."""

    def arm_cancel(self) -> None:
        """A new decision begins: earlier cancels no longer apply to it (see `cancel`)."""


class BaseBot:
    """The defaults of the optional parts of `Bot`: a bot needs only `choose`."""

    name = "bot"

    def choose(self, game: Game, view: Any, player: PlayerId, rng: random.Random,
               budget: float | None = None) -> Move:
        raise NotImplementedError

    def act(self, game: Game, view: Any, player: PlayerId, rng: random.Random,
            stalled: bool) -> Move | None:
        return self.choose(game, view, player, rng)

    def hint(self, game: Game, view: Any, player: PlayerId) -> tuple[Move, Any]:
        move = self.choose(game, view, player, random.Random(0))
        return move, game.describe(view, move)

    def think_time(self, view: Any, player: PlayerId, rng: random.Random) -> float | None:
        return None

    def cancel(self) -> None:
        return None

    def arm_cancel(self) -> None:
        return None
