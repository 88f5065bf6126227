"""The heuristic bot for each game, by game id."""

from __future__ import annotations

from collections.abc import Callable

from chroma_desktop.bots.chroma_cubes_heuristic import ChromaCubesHeuristicBot
from chroma_desktop.bots.coloretto_heuristic import ColorettoHeuristicBot

HEURISTICS: dict[str, Callable[[], object]] = {
    "coloretto": ColorettoHeuristicBot,
    "chroma_cubes": ChromaCubesHeuristicBot,
}
