"""Chroma Mix hint traps (issue 31): how often the hint's first move hands Confident Billy a win
condition, or declines a free card, when a better move is open.

Seeded games are played by the Normal bot (solo games against Billy, and 2-player games); at
every decision of a player where a trap is possible, the hint ranking (`bots/hint_ranking.py`)
is asked for its first move as the panel asks it (the player's view, `hint_rng`), with the
playouts of the panel's floor (`PLAYOUTS_EACH` a candidate: reproducible). Counted:

(a) Billy positions: some legal move surely hands Billy a win condition and some does not
    (`games/chroma_mix/billy_gifts.py`: `hands_billy_a_win`, Billy meeting a condition at the
    end of his turn, not for a moment that his next mix takes away). A trap: the first move is
    one that hands it. (a'), for information: the same for a part of a win condition
    (`hands_billy_a_part`: a card his Ruby or Sapphire victory wants, or 17 VP in hand), which
    may be the least bad move.
(b) Free-card positions: a card may be gained (`is_free_card_choice`: a GAIN choice, taking
    one and declining both legal). A trap: the first move declines while a move taking a card
    did at least as well in the search's playouts.

    python benchmarks/hint_traps.py [SOLO_GAMES] [TWO_PLAYER_GAMES] [--seed S] [--playouts N]
      defaults: 20 solo games, 10 two-player games, seed 1, the panel's floor of playouts
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.hint_ranking import PLAYOUTS_EACH, HintRanker, hint_rng
from chroma_desktop.bots.search import MAX_CANDIDATES
from chroma_desktop.games.chroma_mix import moves as mv
from chroma_desktop.games.chroma_mix.billy_gifts import (
    hands_billy_a_part,
    hands_billy_a_win,
    is_free_card_choice,
)
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.match import Match


class Tally:
    def __init__(self, name: str) -> None:
        self.name, self.positions, self.traps, self.seconds = name, 0, 0, 0.0
        self.examples: list[str] = []

    def line(self) -> str:
        rate = self.traps / self.positions if self.positions else 0.0
        return (f"{self.name:<44} {self.positions:>9} {self.traps:>6} {rate:>7.1%}"
                f"   (ranking {self.seconds / max(1, self.positions):.2f} s a position)")


def rank_first(game, match: Match, seat: int, playouts: int | None):
    view = match.view(seat)
    legal = game.legal_moves(view, seat)
    count = playouts or PLAYOUTS_EACH * min(len(legal), MAX_CANDIDATES)
    ranker = HintRanker(playouts=count)
    start = time.perf_counter()
    ranking = ranker.rank(game, view, seat, hint_rng(match, seat))
    return ranking, ranker.search.last_stats, time.perf_counter() - start


def play_games(players: int, games: int, seed: int, playouts: int | None,
               billy: Tally | None, part: Tally | None,
               free: Tally) -> None:
    game = find_game("chroma_mix")
    normal = make_bot("heuristic", "chroma_mix")
    for number in range(games):
        match = Match(game, players, None, seed + number)
        rng = random.Random(seed + number)
        while not match.is_over():
            seat = next(p for p in match.to_move() if p != CHANCE)
            view = match.view(seat)
            legal = game.legal_moves(view, seat)
            handing = ([hands_billy_a_win(view, move) for move in legal]
                       if billy is not None and len(legal) > 1 else [])
            billy_case = any(handing) and not all(handing)
            parting = ([hands_billy_a_part(view, move) for move in legal]
                       if part is not None and len(legal) > 1 else [])
            part_case = any(parting) and not all(parting)
            free_case = is_free_card_choice(view, legal)
            if billy_case or part_case or free_case:
                ranking, stats, seconds = rank_first(game, match, seat, playouts)
                first = ranking.best
                if billy_case and billy is not None:
                    billy.positions += 1
                    billy.seconds += seconds
                    if hands_billy_a_win(view, first):
                        billy.traps += 1
                        billy.examples.append(f"seed {seed + number} ply {match.cursor}: "
                                              f"{mv.to_text(view.config, first)}")
                if part_case and part is not None:
                    part.positions += 1
                    part.seconds += seconds
                    if hands_billy_a_part(view, first):
                        part.traps += 1
                        part.examples.append(f"seed {seed + number} ply {match.cursor}: "
                                             f"{mv.to_text(view.config, first)}")
                if free_case:
                    free.positions += 1
                    free.seconds += seconds
                    chances = {entry.move: entry.win_chance for entry in stats if entry.playouts}
                    if first.kind == mv.SKIP and any(
                            move.kind == mv.CHOOSE and chance >= chances.get(first, 0.0)
                            for move, chance in chances.items()):
                        free.traps += 1
                        free.examples.append(f"seed {seed + number} ply {match.cursor}")
            match.play(normal.choose(game, view, seat, rng), seat)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("solo_games", type=int, nargs="?", default=20)
    parser.add_argument("two_player_games", type=int, nargs="?", default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--playouts", type=int, default=None)
    args = parser.parse_args(argv)
    solo_games, duo_games = args.solo_games, args.two_player_games
    seed, playouts = args.seed, args.playouts
    billy = Tally("(a) hands Billy a win, solo")
    part = Tally("(a') hands Billy a part of a win, solo")
    free_solo = Tally("(b) declines a free card, solo")
    free_duo = Tally("(b) declines a free card, 2 players")
    start = time.perf_counter()
    play_games(1, solo_games, seed, playouts, billy, part, free_solo)
    play_games(2, duo_games, seed, playouts, None, None, free_duo)
    print(f"Chroma Mix hint traps: {solo_games} solo and {duo_games} two-player games from seed "
          f"{seed}, {playouts or 'the floor of'} playouts"
          f"{'' if playouts else f' ({PLAYOUTS_EACH} a candidate)'}")
    print(f"{'trap':<44} {'positions':>9} {'traps':>6} {'rate':>7}")
    for tally in (billy, part, free_solo, free_duo):
        print(tally.line())
        for example in tally.examples[:5]:
            print("   ", example)
    print(f"({time.perf_counter() - start:.0f} s in all)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
