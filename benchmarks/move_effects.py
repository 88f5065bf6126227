#!/usr/bin/env python3
"""What a move is worth (issue 31): how long `effect` takes a call, per game and move kind.

`effect` runs while the player drags or rests on a target, so it must keep up with the mouse
(aim: under 5 ms a call). Plays GAMES seeded games of CMYK! (3 players) and Chroma Cubes (2
players) between Normal bots and, before each bot move, previews every legal move of the mover
as the table would (CMYK! on the mover's view); prints the median, the 99th percentile and the
slowest call for each move kind that has an effect, in wall time and in the thread's CPU time
(on a shared machine the wall time's tail is other processes' turn). Prints figures; asserts
nothing.

    python benchmarks/move_effects.py [GAMES] [SEED]      (default 4 games, seed 1)
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from chroma_desktop.bots import make_bot
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match

Times = dict[tuple[str, str], list[float]]


def measure(game_id: str, players: int, games: int, seed: int) -> Times:
    game = find_game(game_id)
    times: Times = {}
    for number in range(games):
        match = Match(game, players, {}, seed=seed + number)
        bots = [make_bot("heuristic", game_id) for _ in range(players)]
        rng = random.Random(seed + number)
        while not match.is_over() and len(match.moves) < 6_000:
            movers = match.to_move()
            if movers[0] < 0:
                match.play(rng.choice(match.legal_moves(-1)), -1)
                continue
            player = rng.choice(movers)
            view = game.view(match.state, player)
            for move in game.legal_moves(view, player):
                started, cpu = time.perf_counter(), time.thread_time()
                found = game.effect(view, move)
                wall, cpu = time.perf_counter() - started, time.thread_time() - cpu
                if found is not None:
                    times.setdefault((move.kind, "wall"), []).append(wall * 1000)
                    times.setdefault((move.kind, "cpu"), []).append(cpu * 1000)
            match.play(bots[player].choose(game, view, player, rng), player)
    return times


def main(games: int = 4, seed: int = 1) -> None:
    for game_id, players in (("cmyk", 3), ("chroma_cubes", 2)):
        for (kind, clock), spent in sorted(measure(game_id, players, games, seed).items()):
            spent.sort()
            median, tail = statistics.median(spent), spent[int(len(spent) * 0.99)]
            print(f"{game_id:13} {kind:8} {clock:4} {len(spent):6} calls  median {median:6.3f} ms"
                  f"  p99 {tail:6.3f} ms  slowest {spent[-1]:6.3f} ms")


if __name__ == "__main__":
    main(*(int(arg) for arg in sys.argv[1:3]))
