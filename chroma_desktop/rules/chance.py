"""Where chance comes from: the generator for each chance node of a seeded match, and a draw.

Rules never draw: a chance node lists its outcomes and `Match` resolves it with
`chance_rng(seed, ply)`, so a game is fully determined by its seed and moves.
"""

from __future__ import annotations

import random

from chroma_desktop.rules.api import Move


def chance_rng(seed: int, ply: int) -> random.Random:
    """The generator that resolves the chance node at `ply` of a match seeded with `seed`."""
    return random.Random(f"chroma:{seed}:{ply}")


def sample_outcome(outcomes: tuple[tuple[Move, float], ...], rng: random.Random) -> Move:
    """One outcome drawn by its probability."""
    roll = rng.random()
    for move, probability in outcomes:
        roll -= probability
        if roll < 0:
            return move
    return outcomes[-1][0]
