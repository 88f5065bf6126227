"""When the hint's first move is not the Normal bot's (issue 31): is it better? At seeded
positions (Normal bots played a seeded number of decisions in) the hint ranking is asked as the
panel asks it, with `--playouts N` or the panel's floor of playouts (default); where its first
move differs from the Normal bot's, both moves are judged on JUDGE paired games played on to the
end by the Normal bot in every seat, each pair from one sample of what the player cannot see with
the same dice. Printed: how often the hint moved off the Normal bot's move, and of those, the
mean paired win-share gain of the hint's move with its standard error, and how often the hint's
move won more, fewer or as many of the judge's games.

    python benchmarks/hint_displacement.py [POSITIONS] [--playouts N] [--judge J] [GAME[:PLAYERS] ...]
      POSITIONS   positions per figure (default 20)
      default figures: chroma_mix:1 cmyk:2
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys

from sampled_positions import positions  # benchmarks/, beside this script

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.hint_ranking import HintRanker, hint_rng
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE, Game
from chroma_desktop.rules.chance import sample_outcome

FLOOR_ONLY = 1e-3  # seconds: the ranking stops at its floor of playouts (reproducible)


def played_on(game: Game, state, player: int, seed: int) -> float:
    """Player's win share after the Normal bot plays every seat to the end from `state`."""
    normal, rng = make_bot("heuristic", game.id), random.Random(seed)
    while movers := game.to_move(state):
        if movers[0] == CHANCE:
            state = game.apply(state, sample_outcome(game.chance_outcomes(state), rng))
            continue
        seat = movers[0] if len(movers) == 1 else movers[rng.randrange(len(movers))]
        state = game.apply(state, normal.choose(game, state, seat, rng))
    outcome = game.outcome(state)
    if outcome is None or player not in outcome.winners:
        return 0.0
    return 1 / len(outcome.winners)


def measure(game_id: str, players: int, count: int, playouts: int | None, judge: int) -> str:
    game = find_game(game_id)
    normal = make_bot("heuristic", game_id)
    moved, gains, better, worse = 0, [], 0, 0
    for match, seat in positions(game_id, players, count, random_seat=True):
        view = match.view(seat)
        ranker = HintRanker(budget=FLOOR_ONLY) if playouts is None else HintRanker(playouts=playouts)
        first = ranker.rank(game, view, seat, hint_rng(match, seat)).best
        usual = normal.choose(game, view, seat, random.Random(0))
        if first == usual:
            continue
        moved += 1
        diffs = []
        for sample_seed in range(judge):
            sample = game.determinize(view, seat, random.Random(sample_seed))
            diffs.append(played_on(game, game.apply(sample, first), seat, sample_seed)
                         - played_on(game, game.apply(sample, usual), seat, sample_seed))
        gain = statistics.fmean(diffs)
        gains.append(gain)
        error = statistics.stdev(diffs) / math.sqrt(judge) if judge > 1 else 0.0
        better += gain > 2 * error
        worse += gain < -2 * error
        print(f"  seed {match.seed}, ply {match.cursor}, P{seat + 1}: {first} in place of "
              f"{usual}: {gain:+.3f} ± {error:.3f}", flush=True)
    text = (f"{game.name}, {players} player{'s' if players > 1 else ''}: the hint moved off the "
            f"Normal bot's move at {moved}/{count} positions")
    if gains:
        text += (f"; its move's mean gain {statistics.fmean(gains):+.3f} win share over {judge} "
                 f"judged games each; surely better {better}, surely worse {worse}")
    return text


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--playouts", type=int, default=None)
    parser.add_argument("--judge", type=int, default=100)
    parser.add_argument("words", nargs="*", metavar="POSITIONS | GAME[:PLAYERS]")
    args = parser.parse_args(argv)
    count = next((int(word) for word in args.words if word.isdigit()), 20)
    figures = [word for word in args.words if not word.isdigit()] or ["chroma_mix:1", "cmyk:2"]
    for figure in figures:
        game_id, _, players = figure.partition(":")
        print(measure(game_id, int(players or 2), count, args.playouts, args.judge), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
