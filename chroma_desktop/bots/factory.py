"""The bot factory: bots by level name, for any game.

Bot levels are named: "random" (generic), "easy", "heuristic" (Normal), "hard" (the search bot,
`bots.search`) and whatever a game's manifest offers. `make_bot` asks the manifest; `check_bot`
checks a name without loading a bot.
"""

from __future__ import annotations

from chroma_desktop.bots.base import Bot


class UnknownBotError(ValueError):
    """A bot name that is not known, or not available for a game."""


BOT_NAMES = ("random", "easy", "heuristic", "hard")


def check_bot(name: str, game_id: str) -> None:
    """UnknownBotError unless `make_bot(name, game_id)` can make that bot (nothing is loaded)."""
    from chroma_desktop.games import manifest_for
    from chroma_desktop.rules.refusal import UnknownGameError

    if name not in BOT_NAMES:
        raise UnknownBotError(f"unknown bot {name!r} (choose from {', '.join(BOT_NAMES)})")
    try:
        manifest = manifest_for(game_id)
    except UnknownGameError as error:
        raise UnknownBotError(str(error)) from error
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
