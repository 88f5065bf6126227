"""The Coloretto heuristic bot in seat 1 against three random bots, over many seeded games."""

from __future__ import annotations

import sys
import time

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.driver import play_batch
from chroma_desktop.games import find_game


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    game = find_game("coloretto")
    bots = [make_bot("heuristic", game.id)] + [make_bot("random", game.id)] * 3
    for options in ({}, {"edition": "newer", "scoring": "purple"}):
        start = time.perf_counter()
        result = play_batch(game, bots, games, seed=7, options=options)
        seconds = time.perf_counter() - start
        label = ", ".join(f"{k}={v}" for k, v in options.items()) or "original, brown"
        print(f"{label}: heuristic wins {result.wins[0]:.1f} of {games} "
              f"({100 * result.wins[0] / games:.1f} %), mean score "
              f"{result.mean_score(0):.1f} vs random {result.mean_score(1):.1f}; "
              f"{seconds / games * 1000:.1f} ms per game")


if __name__ == "__main__":
    main()
