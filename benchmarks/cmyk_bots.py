#!/usr/bin/env python3
"""CMYK! bot benchmark: the heuristic bot against two random bots, 3 players, seeded games.

Plays the same number of games with the generic driver (`bots/driver.py`, one action per player
per round) and with the real-time driver (`bots/realtime.py`, seeded clock, all bots at the
"normal" speed), and prints win rates, mean scores and time per game as JSON. Prints figures; it
asserts nothing.

    python benchmarks/cmyk_bots.py [GAMES] [SEED]
"""

from __future__ import annotations

import json
import sys
import time

from chroma_desktop.bots.driver import play_batch
from chroma_desktop.bots.random_bot import RandomBot
from chroma_desktop.bots.realtime import play_realtime_batch
from chroma_desktop.games.cmyk.heuristic import CmykHeuristicBot
from chroma_desktop.registry import find_game


def main(games: int = 300, seed: int = 0) -> None:
    game = find_game("cmyk")
    bots = [CmykHeuristicBot(), RandomBot(), RandomBot()]
    for name, batch in (("generic", play_batch), ("realtime", play_realtime_batch)):
        start = time.perf_counter()
        result = batch(game, bots, games, seed)
        seconds = time.perf_counter() - start
        print(json.dumps({
            "driver": name, "games": games, "seed": seed,
            "heuristic_win_rate": round(result.wins[0] / games, 3),
            "mean_scores": [round(result.mean_score(s), 2) for s in range(3)],
            "ms_per_game": round(1000 * seconds / games, 1),
        }))


if __name__ == "__main__":
    main(*(int(arg) for arg in sys.argv[1:3]))
