"""The registered games: an explicit catalogue, each game's rules imported only when needed.

`CATALOGUE` lists every game with what a menu shows (name, player counts) and where its `Game`
class lives, so starting the app does not import every game's rules. `find_game(id)` builds a
game on first use; `GAMES` (all of them, in catalogue order) imports them all.
To register a game, add one `GameEntry` line to `CATALOGUE`.
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import Any, NamedTuple

from chroma_desktop.rules.api import Game


class GameEntry(NamedTuple):
    id: str
    name: str
    min_players: int
    max_players: int
    factory: str  # "package.module:ClassName"


CATALOGUE: tuple[GameEntry, ...] = (
    GameEntry("coloretto", "Coloretto", 2, 5, "chroma_desktop.rules.coloretto.game:ColorettoGame"),
    GameEntry("chroma_mix", "Chroma Mix", 1, 4, "chroma_desktop.rules.chroma_mix.game:ChromaMixGame"),
    GameEntry("chroma_cubes", "Chroma Cubes", 1, 4,
              "chroma_desktop.rules.chroma_cubes.game:ChromaCubesGame"),
    GameEntry("cmyk", "CMYK!", 2, 5, "chroma_desktop.rules.cmyk.game:CmykGame"),
)


def game_ids() -> tuple[str, ...]:
    return tuple(entry.id for entry in CATALOGUE)


def entry_for(game_id: str) -> GameEntry:
    for entry in CATALOGUE:
        if entry.id == game_id:
            return entry
    raise KeyError(f"unknown game {game_id!r} (known games: {', '.join(game_ids())})")


@cache
def find_game(game_id: str) -> Game:
    """The game registered as `game_id`; KeyError naming the known games otherwise."""
    module_name, _, class_name = entry_for(game_id).factory.partition(":")
    return getattr(importlib.import_module(module_name), class_name)()


def __getattr__(name: str) -> Any:
    if name == "GAMES":
        return tuple(find_game(entry.id) for entry in CATALOGUE)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
