"""The registered games, as an explicit tuple; `find_game(id)` looks one up."""

from __future__ import annotations

from chroma_desktop.rules.api import Game
from chroma_desktop.rules.chroma_cubes.game import ChromaCubesGame
from chroma_desktop.rules.chroma_mix.game import ChromaMixGame
from chroma_desktop.rules.coloretto.game import ColorettoGame

GAMES: tuple[Game, ...] = (ChromaCubesGame(), ChromaMixGame(), ColorettoGame())


def game_ids() -> tuple[str, ...]:
    return tuple(game.id for game in GAMES)


def find_game(game_id: str) -> Game:
    """The game registered as `game_id`; KeyError naming the known games otherwise."""
    for game in GAMES:
        if game.id == game_id:
            return game
    raise KeyError(f"unknown game {game_id!r} (known games: {', '.join(game_ids())})")
