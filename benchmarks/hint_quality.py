"""Hint quality (issue 31): a seat that always plays the hint's first move, beside the Normal bot
in the same seat, over the same seeded games. Prints win shares; asserts nothing.

    python benchmarks/hint_quality.py [GAMES] [--seeds FROM:TO] [--playouts N | --think S]
                                      [GAME[:PLAYERS] ...]
      GAMES       seeded games per game and player count (default 40; the issue's figure is 400)
      --seeds     only seeds FROM..TO-1 (a shard; shards' win counts add up to the whole run)
      --playouts  the ranking's playouts a decision, fixed (reproducible)
      --think     think for S seconds as the panel does, and on to the panel's floor of
                  playouts (`PLAYOUTS_EACH` a candidate); default FLOOR_ONLY, far below a
                  playout's time: the floor alone, reproducible, the fewest playouts the panel
                  ever ranks on

The default was 24 fixed playouts, fewer than the panel ever ranks on: a move other than the
Normal bot's is put first only on PLAYOUTS_EACH (8) paired playouts, which 24 shared among more
than three candidates never give, so the "hint" seat played the Normal bot's moves wherever
more than three were open (Chroma Mix solo, seeds 0-99: 90 wins against 89; CMYK! 2p, 41 against
39). `benchmarks/hint_displacement.py` counts it: at 20 positions each, 24 playouts moved off
the Normal bot's move once in Chroma Mix solo and once in CMYK!, the panel's floor 4 and 3 times.
      GAME:N[:OPTION=VALUE,...]
                  a game, its player count and options (default: every game at 2 players, and
                  solo where the game has a solo mode), e.g. chroma_cubes:1:mode=cairn

Seat 1 (the first) is played by the hint (`bots/hint_ranking.HintRanker`, its first move, the
one the table lights and Enter plays), every other seat by the Normal bot; then the same seeds
again with the Normal bot in seat 1. A game's win counts for seat 1 when it is among the
outcome's winners (a shared win counts; solo: the game's own win, against its automaton or
target). Seat 1's mean score is printed too: a solo game scored without a win or loss (Chroma
Cubes' score attack) is judged by it. Real-time games (CMYK!) take the seats that may act in
turn, chosen by the seed.
"""

from __future__ import annotations

import random
import sys
import time

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.hint_ranking import HintRanker
from chroma_desktop.registry import find_game, game_ids, manifest_for
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.match import Match

HINT_SEAT = 0
FLOOR_ONLY = 1e-3  # seconds: the ranking stops at its floor of playouts (reproducible)


def play(game_id: str, players: int, options: dict[str, str], seed: int,
         hint: HintRanker | None) -> tuple[bool, float]:
    """One seeded game; whether seat 1 won, and its score. `hint` plays seat 1 (None: Normal)."""
    game = find_game(game_id)
    match = Match(game, players, options or None, seed)
    # Common random numbers: who acts next and each seat's bot draw from streams of their own,
    # so the two runs of a seed differ only by seat 1's choices (the chance moves come from the
    # match's seed in both).
    turns = random.Random(f"{seed}:turns")
    seats = [random.Random(f"{seed}:seat {seat}") for seat in range(players)]
    normal = make_bot("heuristic", game_id)
    while not match.is_over():
        movers = [p for p in match.to_move() if p != CHANCE]
        seat = turns.choice(movers)
        view = match.view(seat)
        if seat == HINT_SEAT and hint is not None:
            move = hint.rank(game, view, seat, random.Random(f"{seed}:{match.cursor}")).best
        else:
            move = normal.choose(game, view, seat, seats[seat])
        match.play(move, seat)
    outcome = match.outcome()
    if outcome is None:
        return False, 0.0
    return HINT_SEAT in outcome.winners, float(outcome.scores[HINT_SEAT])


def main(argv: list[str]) -> int:
    games, chosen = 40, []
    playouts: int | None = None
    think = FLOOR_ONLY
    shard: tuple[int, int] | None = None
    words = iter(argv)
    for word in words:
        if word == "--playouts":
            playouts = int(next(words))
        elif word == "--think":
            think = float(next(words))
        elif word == "--seeds":
            first, _, last = next(words).partition(":")
            shard = (int(first), int(last))
        elif word.isdigit():
            games = int(word)
        else:
            name, _, rest = word.partition(":")
            count, _, option_text = rest.partition(":")
            options = dict(pair.split("=", 1) for pair in option_text.split(",") if pair)
            chosen.append((name, int(count or 2), options))
    if not chosen:
        for game_id in game_ids():
            manifest = manifest_for(game_id)
            chosen.append((game_id, max(2, manifest.min_players), {}))
            if manifest.min_players == 1:
                chosen.append((game_id, 1, {}))
    hint = HintRanker(budget=think) if playouts is None else HintRanker(playouts=playouts)
    seeds = range(*shard) if shard else range(games)
    games = len(seeds)
    print(f"{'game':<24} {'players':>7} {'seeds':>9} {'hint wins':>14} {'Normal wins':>14} "
          f"{'hint score':>10} {'Normal score':>12}  seconds")
    for game_id, players, options in chosen:
        started = time.monotonic()
        hinted = [play(game_id, players, options, seed, hint) for seed in seeds]
        normal = [play(game_id, players, options, seed, None) for seed in seeds]
        by_hint, by_normal = sum(w for w, _ in hinted), sum(w for w, _ in normal)
        label = game_id + "".join(f" {k}={v}" for k, v in options.items())
        print(f"{label:<24} {players:>7} {seeds.start:>4}-{seeds.stop - 1:<4} "
              f"{by_hint:>4} {by_hint / games:>8.1%} {by_normal:>4} {by_normal / games:>8.1%} "
              f"{sum(s for _, s in hinted) / games:>10.2f} {sum(s for _, s in normal) / games:>12.2f}  "
              f"{time.monotonic() - started:.0f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
