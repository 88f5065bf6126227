"""Chroma Mix: the heuristic bot against the random bot (2 players, both seats) and against
Confident Billy on every solo difficulty, over seeded games; plies and games per second for
random and heuristic play. Prints figures, asserts nothing.

    python benchmarks/chroma_mix_bots.py [TWO_PLAYER_GAMES] [SOLO_GAMES] [RANDOM_GAMES]
"""

from __future__ import annotations

import sys
import time

from chroma_desktop.bench_engine import run_engine_bench
from chroma_desktop.bots import make_bot
from chroma_desktop.bots.driver import play_bot_match
from chroma_desktop.registry import find_game


def batch(game, bots, games: int, seed: int, options=None) -> tuple[list[float], int, float]:
    """Wins per seat, plies and seconds over `games` seeded games."""
    wins = [0.0] * len(bots)
    plies = 0
    start = time.perf_counter()
    for index in range(games):
        match = play_bot_match(game, bots, options, seed * 1_000_003 + index)
        plies += len(match.moves)
        outcome = match.outcome()
        for seat in outcome.winners:
            wins[seat] += 1 / len(outcome.winners)
    return wins, plies, time.perf_counter() - start


def main() -> None:
    two = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    solo = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    random_games = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    game = find_game("chroma_mix")
    heuristic, rand = make_bot("heuristic", game.id), make_bot("random", game.id)
    for label, bots, seat in (("heuristic first", [heuristic, rand], 0),
                              ("heuristic second", [rand, heuristic], 1)):
        wins, plies, seconds = batch(game, bots, two, seed=2025)
        print(f"2 players, {label}: heuristic wins {wins[seat]:.0f} of {two} "
              f"({100 * wins[seat] / two:.1f} %); {plies / seconds:,.0f} plies/s, "
              f"{two / seconds:,.1f} games/s")
    for level in ("lowest", "easy", "medium", "hard"):
        wins, plies, seconds = batch(game, [heuristic], solo, seed=2026,
                                     options={"difficulty": level})
        print(f"solo vs Confident Billy, {level}: heuristic wins {wins[0]:.0f} of {solo} "
              f"({100 * wins[0] / solo:.1f} %); {plies / seconds:,.0f} plies/s, "
              f"{solo / seconds:,.1f} games/s")
    for players in (1, 2, 4):
        figures = run_engine_bench(game, players, {}, random_games if players > 1 else 200)
        print(f"random play, {players} player(s): {figures['plies_per_s']:,.0f} plies/s, "
              f"{figures['games_per_s']} games/s over {figures['games']} games")


if __name__ == "__main__":
    main()
