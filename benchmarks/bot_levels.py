"""Bot levels, two players: Normal (heuristic) against Easy, and Easy against random.

For every game whose manifest offers an "easy" bot, plays GAMES seeded games per figure with the
seats swapped halfway (the first half with the stronger bot in seat 1, the second in seat 2) and
prints the stronger bot's win rate (a shared win counts as a share) with its 95 % interval
(Wilson). Real-time games are played on the real-time driver. Issue 14 asks for Normal beating
Easy at least 65 % of the time and Easy beating random at least 60 %. Prints figures; asserts
nothing.

    python benchmarks/bot_levels.py [GAMES] [SEED]      (default 400 games per figure, seed 1)
"""

from __future__ import annotations

import sys
import time

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.clock import is_realtime
from chroma_desktop.bots.driver import play_batch, win_interval
from chroma_desktop.bots.realtime import play_realtime_batch
from chroma_desktop.registry import find_game, manifests

PAIRS = (("heuristic", "easy"), ("easy", "random"))
NAMES = {"heuristic": "Normal", "easy": "Easy", "random": "random"}


def duel(game_id: str, strong: str, weak: str, games: int, seed: int) -> str:
    game = find_game(game_id)
    batch = play_realtime_batch if is_realtime(game) else play_batch
    first, second = make_bot(strong, game_id), make_bot(weak, game_id)
    start = time.perf_counter()
    half = games // 2
    ahead = batch(game, [first, second], half, seed)
    behind = batch(game, [second, first], games - half, seed + 1)
    seconds = time.perf_counter() - start
    wins = ahead.wins[0] + behind.wins[1]
    rate, low, high = win_interval(wins, games)
    return (f"{game.name}: {NAMES[strong]} beats {NAMES[weak]} in {100 * rate:.1f} % of {games} "
            f"games (95 % interval {100 * low:.1f}-{100 * high:.1f} %); "
            f"{seconds / games * 1000:.0f} ms per game")


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    if games < 2:
        raise SystemExit("bot_levels.py: GAMES must be at least 2")
    with_easy = [m.id for m in manifests() if m.level("easy") is not None]
    without = [m.id for m in manifests() if m.level("easy") is None]
    print(f"Bot levels, 2 players, {games} games per figure, seed {seed}"
          + (f" (no easy level yet: {', '.join(without)})" if without else ""))
    for game_id in with_easy:
        for strong, weak in PAIRS:
            print(duel(game_id, strong, weak, games, seed), flush=True)


if __name__ == "__main__":
    main()
