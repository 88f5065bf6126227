"""The engine benchmark: seeded random playouts straight through the rules API.

Each decision picks uniformly among the legal moves and each chance node is sampled by its
probabilities, the same decision shape as the floor benchmark in `shared/bench/`. Pure Python,
no Qt.
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping

from chroma_desktop.rules.api import CHANCE, Game
from chroma_desktop.rules.match import sample_outcome


def random_playout(game: Game, players: int, options: Mapping[str, object],
                   rng: random.Random, max_plies: int = 1_000_000) -> int:
    """Play one game to the end at random; returns the number of plies."""
    state = game.new_initial_state(players, options)
    plies = 0
    while plies < max_plies:
        movers = game.to_move(state)
        if not movers:
            break
        if movers[0] == CHANCE:
            move = sample_outcome(game.chance_outcomes(state), rng)
        else:
            player = movers[0] if len(movers) == 1 else rng.choice(movers)
            move = rng.choice(game.legal_moves(state, player))
        state = game.apply(state, move)
        plies += 1
    game.outcome(state)
    return plies


def run_engine_bench(game: Game, players: int, options: Mapping[str, object], games: int,
                     seed: int = 1) -> dict[str, float | int | str]:
    rng = random.Random(seed)
    start = time.perf_counter()
    plies = sum(random_playout(game, players, options, rng) for _ in range(games))
    seconds = time.perf_counter() - start
    return {
        "game": game.id,
        "players": players,
        "games": games,
        "seconds": round(seconds, 3),
        "games_per_s": round(games / seconds, 1),
        "plies_per_s": round(plies / seconds, 1),
    }
