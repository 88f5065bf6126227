"""The heuristic bot for each game, by game id: "module:Class", imported on first use."""

from __future__ import annotations

import importlib

HEURISTICS: dict[str, str] = {
    "coloretto": "chroma_desktop.bots.coloretto_heuristic:ColorettoHeuristicBot",
    "chroma_cubes": "chroma_desktop.bots.chroma_cubes_heuristic:ChromaCubesHeuristicBot",
    "cmyk": "chroma_desktop.bots.cmyk_heuristic:CmykHeuristicBot",
    "chroma_mix": "chroma_desktop.bots.chroma_mix_heuristic:ChromaMixHeuristicBot",
}


# Games whose heuristic bot keeps its own pace (`think_time`, for real-time play); elsewhere a
# bot thinks for the table's set delay, and need not be loaded to know it (a test checks this).
OWN_PACE: frozenset[str] = frozenset({"cmyk"})


def heuristic_class(game_id: str) -> type:
    module_name, _, class_name = HEURISTICS[game_id].partition(":")
    return getattr(importlib.import_module(module_name), class_name)
