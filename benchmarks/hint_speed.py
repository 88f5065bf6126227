"""How long a hint takes (issue 31): the hint ranking (`bots/hint_ranking.py`) asked as the
panel asks it, thinking for the panel's default think time and on past it until its floor of
playouts (`PLAYOUTS_EACH` a candidate), at mid-game positions of seeded games.

Each position is a match played by the Normal bots a seeded number of decisions in (MOST_PLIES_IN
at most); the seat to move asks for the hint. Printed per game and player count: the median
seconds of a hint with its quartiles, wall and CPU time (the CPU figure is what a busy machine
disturbs least), and the playouts it made; then the CPU time of the floor of playouts alone
(the ranking with a think time too short to matter), the part that can keep a hint past its
think time.

    python benchmarks/hint_speed.py [POSITIONS] [--think S] [GAME[:PLAYERS] ...]
      POSITIONS  positions per figure (default 8)
      --think    the think time (default: the search's DEFAULT_BUDGET, 1 s)
      default figures: chroma_mix:2 chroma_mix:1
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from sampled_positions import positions  # benchmarks/, beside this script

from chroma_desktop.bots.hint_ranking import HintRanker, hint_rng
from chroma_desktop.bots.search import DEFAULT_BUDGET
from chroma_desktop.registry import find_game

FLOOR_ONLY = 1e-3  # seconds: the search stops as soon as it has its floor of playouts


def quartiles(values: list[float]) -> str:
    if len(values) < 2:
        return f"{values[0]:.2f}"
    low, mid, high = statistics.quantiles(values, n=4)
    return f"{mid:.2f} ({low:.2f}-{high:.2f})"


def measure(game_id: str, players: int, count: int, think: float) -> str:
    game = find_game(game_id)
    walls, cpus, playouts, floors = [], [], [], []
    for match, seat in positions(game_id, players, count):
        view, rng = match.view(seat), hint_rng(match, seat)
        ranker = HintRanker(budget=think)
        wall, cpu = time.perf_counter(), time.process_time()
        ranker.rank(game, view, seat, rng)
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
        playouts.append(sum(entry.playouts for entry in ranker.search.last_stats))
        # The floor alone: a think time too short to matter, so the search stops at its floor.
        floor = HintRanker(budget=FLOOR_ONLY)
        cpu = time.process_time()
        floor.rank(game, view, seat, hint_rng(match, seat))
        floors.append(time.process_time() - cpu)
    return (f"{game.name}, {players} player{'s' if players > 1 else ''} ({len(walls)} positions, "
            f"median (quartiles)):\n  hint {quartiles(walls)} s wall, {quartiles(cpus)} s CPU, "
            f"{statistics.median(playouts):.0f} playouts; slowest {max(walls):.2f} s wall, "
            f"{max(cpus):.2f} s CPU\n  the floor of playouts alone: {quartiles(floors)} s CPU, "
            f"slowest {max(floors):.2f} s")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--think", type=float, default=DEFAULT_BUDGET)
    parser.add_argument("words", nargs="*", metavar="POSITIONS | GAME[:PLAYERS]")
    args = parser.parse_args(argv)
    count = next((int(word) for word in args.words if word.isdigit()), 8)
    figures = [word for word in args.words if not word.isdigit()] or ["chroma_mix:2", "chroma_mix:1"]
    for figure in figures:
        game_id, _, players = figure.partition(":")
        print(measure(game_id, int(players or 2), count, args.think), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
