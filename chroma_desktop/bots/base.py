"""The bot protocol and the bot factory."""

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


class UnknownBotError(ValueError):
    """A bot name that is not known, or not available for a game."""


BOT_NAMES = ("random", "easy", "heuristic")


def check_bot(name: str, game_id: str) -> None:
    """UnknownBotError unless `make_bot(name, game_id)` can make that bot (nothing is loaded)."""
    from chroma_desktop.bots.heuristics import HEURISTICS

    if name not in BOT_NAMES:
        raise UnknownBotError(f"unknown bot {name!r} (choose from {', '.join(BOT_NAMES)})")
    if name == "heuristic" and game_id not in HEURISTICS:
        raise UnknownBotError(f"no heuristic bot for {game_id} yet (use random)")


def make_bot(name: str, game_id: str) -> Bot:
    """The bot called `name` for `game_id`; UnknownBotError names the choices otherwise."""
    from chroma_desktop.bots.heuristics import HEURISTICS, heuristic_class
    from chroma_desktop.bots.random_bot import RandomBot

    check_bot(name, game_id)
    if name == "heuristic":
        return heuristic_class(game_id)()
    if name == "easy" and game_id in HEURISTICS:
        # The heuristic at its easy level where the game's heuristic has one, else random play.
        try:
            return heuristic_class(game_id)(level="easy")
        except TypeError:
            pass
    return RandomBot()
