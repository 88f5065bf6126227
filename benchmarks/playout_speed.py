"""Playouts per second of the search bot (`bots/search.py`), for every game, and a profile.

For each game a 2-player match (and 4-player Coloretto) is played some decisions in by the
Normal bots; from that position the search bot's playout loop runs for a fixed number of
playouts: the figure is playouts per second (and plies per second) of CPU time, which a
machine shared with other work disturbs far less than wall time. With `--profile` the loop runs
under cProfile and the top functions by own time are printed.

    python benchmarks/playout_speed.py [PLAYOUTS] [--profile] [--full] [GAME ...]
      PLAYOUTS  playouts per game (default 200)
      --full    play every playout to the end of the game (no depth cut)
"""

from __future__ import annotations

import cProfile
import pstats
import random
import sys
import threading
import time

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.search import SearchBot
from chroma_desktop.registry import find_game, game_ids
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.match import Match

PLIES_IN = 8  # decisions played by the Normal bots before the measured position


def position(game_id: str, players: int, seed: int = 3) -> Match:
    game = find_game(game_id)
    match = Match(game, players, None, seed)
    normal, rng = make_bot("heuristic", game_id), random.Random(seed)
    while len(match.moves) < PLIES_IN and not match.is_over():
        seat = next(p for p in match.to_move() if p != CHANCE)
        match.play(normal.choose(game, match.view(seat), seat, rng), seat)
    return match


def measure(game_id: str, players: int, playouts: int, full: bool, profile: bool) -> str:
    game = find_game(game_id)
    match = position(game_id, players)
    seat = next(p for p in match.to_move() if p != CHANCE)
    view = match.view(seat)
    bot = SearchBot(playouts=playouts, depth=None if full else SearchBot().depth)
    policy, depth = bot._policy(game), bot._evaluation(game)[1]
    rng = random.Random(1)
    states = [game.determinize(view, seat, rng) for _ in range(playouts)]
    profiler = cProfile.Profile() if profile else None
    start = time.process_time()
    if profiler:
        profiler.enable()
    plies, never = 0, threading.Event()  # the playouts' stop signal, never set here
    for state in states:
        plies += bot._playout(game, state, seat, policy, rng, never).plies
    if profiler:
        profiler.disable()
    seconds = time.process_time() - start
    line = (f"{game.name}, {players} players: {playouts / seconds:.1f} playouts/s, "
            f"{plies / seconds:.0f} plies/s ({playouts} playouts in {seconds:.2f} s CPU, "
            f"{plies / playouts:.0f} plies each, {f'cut at {depth} decisions' if depth else 'to the end'})")
    if profiler:
        print(line)
        pstats.Stats(profiler).sort_stats("tottime").print_stats(18)
    return line


def main() -> None:
    args = sys.argv[1:]
    profile, full = "--profile" in args, "--full" in args
    args = [a for a in args if a not in ("--profile", "--full")]
    playouts = int(args[0]) if args and args[0].isdigit() else 200
    chosen = [a for a in args if not a.isdigit()] or list(game_ids())
    for game_id in chosen:
        print(measure(game_id, 2, playouts, full, profile), flush=True)
        if game_id == "coloretto":
            print(measure(game_id, 4, playouts, full, profile), flush=True)


if __name__ == "__main__":
    main()
