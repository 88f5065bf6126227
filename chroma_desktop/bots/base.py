"""The bot protocol, the base every bot builds on, and the bot factory.

Bot levels are named: "random" (generic), "easy", "heuristic" (Normal) and whatever a game's
manifest offers. `make_bot` asks the manifest; `check_bot` checks a name without loading a bot.
"""

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


class UnknownBotError(ValueError):
    """A bot name that is not known, or not available for a game."""


BOT_NAMES = ("random", "easy", "heuristic")


def check_bot(name: str, game_id: str) -> None:
    """UnknownBotError unless `make_bot(name, game_id)` can make that bot (nothing is loaded)."""
    from chroma_desktop.games import manifest_for

    if name not in BOT_NAMES:
        raise UnknownBotError(f"unknown bot {name!r} (choose from {', '.join(BOT_NAMES)})")
    try:
        manifest = manifest_for(game_id)
    except KeyError as error:
        raise UnknownBotError(error.args[0]) from error
    if name == "heuristic" and name not in manifest.bots:
        raise UnknownBotError(f"no heuristic bot for {game_id} yet (use random)")


def make_bot(name: str, game_id: str) -> Bot:
    """The bot called `name` for `game_id`; UnknownBotError names the choices otherwise.

    A level the game's manifest does not offer ("easy" where a game has no easy bot yet) plays
    at random.
    """
    from chroma_desktop.bots.random_bot import RandomBot
    from chroma_desktop.games import load, manifest_for

    check_bot(name, game_id)
    factory = manifest_for(game_id).bots.get(name)
    return load(factory)() if factory else RandomBot()
