"""The bot factory: bots by level name, for any game.

Bot levels are named: "random" (generic) and the levels a game's manifest lists in its one table
of levels (`GameManifest.bot_levels`: "easy", "heuristic" (Normal), "hard" (the search bot,
`bots.search`)), which the New game dialog and `chroma simulate --bots` read too. `make_bot`
asks the manifest; `check_bot` checks a name without loading a bot.
"""

from __future__ import annotations

from chroma_desktop.bots.base import Bot
from chroma_desktop.manifest import STANDARD_LEVELS

RANDOM = "random"


class UnknownBotError(ValueError):
    """A bot name that is not known, or not available for a game."""


BOT_NAMES = (RANDOM, *(level.id for level in STANDARD_LEVELS))
"""The levels the shipped games offer (the command line's help); a plug-in may offer others."""


def levels_help() -> str:
    """The bot names, each with what it plays like: the command line's help."""
    return ", ".join([f"{RANDOM} (random legal moves)",
                      *(f"{level.id} ({level.description})" for level in STANDARD_LEVELS)])


def level_names(game_id: str) -> tuple[str, ...]:
    """The bot names `make_bot` takes for `game_id`: random, then its manifest's levels."""
    from chroma_desktop.registry import manifest_for

    return (RANDOM, *(level.id for level in manifest_for(game_id).bot_levels))


def check_bot(name: str, game_id: str) -> None:
    """UnknownBotError unless `make_bot(name, game_id)` can make that bot (nothing is loaded)."""
    from chroma_desktop.registry import UnknownGameError, manifest_for

    try:
        manifest = manifest_for(game_id)
    except UnknownGameError as error:
        raise UnknownBotError(str(error)) from error
    if name == RANDOM or manifest.level(name) is not None:
        return
    if name not in BOT_NAMES:
        raise UnknownBotError(f"unknown bot {name!r} (choose from {', '.join(level_names(game_id))})")
    if name == "heuristic":
        raise UnknownBotError(f"no heuristic bot for {game_id} yet (use random)")


def make_bot(name: str, game_id: str) -> Bot:
    """The bot called `name` for `game_id`; UnknownBotError names the choices otherwise.

    A shipped level the game's manifest does not offer ("easy" where a game has no easy bot yet)
    plays at random.
    """
    from chroma_desktop.bots.random_bot import RandomBot
    from chroma_desktop.registry import load, manifest_for

    check_bot(name, game_id)
    level = manifest_for(game_id).level(name)
    bot: Bot = load(level.factory)() if level is not None else RandomBot()
    return bot
