"""Turning a game's position values into a win chance, for the search bot's depth-cut playouts.

Each game's heuristic module says what a position is worth to each seat, in its own points
(`evaluate(state, player)` there); the search wants a chance of winning, 0..1. A seat's chance
here grows with its lead over the best other seat, along a logistic curve whose `scale` is the
lead (in the game's points) that makes a win about three times as likely as a loss.
"""

from __future__ import annotations

import math
from collections.abc import Sequence


def lead_chance(values: Sequence[float], player: int, scale: float) -> float:
    """The win chance, 0..1, of `player` leading the best other seat by its value's margin (a
    seat alone: its value against zero)."""
    best_other = max((v for seat, v in enumerate(values) if seat != player), default=0.0)
    return logistic((values[player] - best_other) / scale)


def logistic(x: float) -> float:
    """1 / (1 + e^-(x ln 3)): 0.5 at 0, 0.75 at 1, 0.25 at -1, never quite 0 or 1."""
    x *= math.log(3)
    if x < -60:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))
