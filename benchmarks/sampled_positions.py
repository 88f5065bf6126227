"""The positions the hint benchmarks sample (hint_speed.py, hint_stability.py,
hint_displacement.py): a match the Normal bots played a seeded number of decisions in (2 to 40),
where the seat to move has a real choice (two moves or more)."""

from __future__ import annotations

import random
from collections.abc import Iterator

from chroma_desktop.bots import make_bot
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.match import Match

LEAST_PLIES_IN, MOST_PLIES_IN = 2, 40


def seat_to_move(match: Match) -> int | None:
    """The first seat that may act (None: the game is over, or only chance acts)."""
    movers = [p for p in match.to_move() if p != CHANCE]
    return movers[0] if movers and not match.is_over() else None


def positions(game_id: str, players: int, count: int,
              random_seat: bool = False) -> Iterator[tuple[Match, int]]:
    """`count` matches, seeds 1, 2, ... played some decisions in by the Normal bots, each with
    the seat to move. `random_seat`: the seed's stream picks which of several seats that may act
    plays each decision in (as tests/bots/test_hint_displacement.py samples), not the first."""
    game = find_game(game_id)
    normal = make_bot("heuristic", game_id)
    seed = 0
    while count:
        seed += 1
        match = Match(game, players, None, seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(LEAST_PLIES_IN, MOST_PLIES_IN + 1)):
            movers = [p for p in match.to_move() if p != CHANCE]
            if match.is_over() or not movers:
                break
            seat = rng.choice(movers) if random_seat else movers[0]
            match.play(normal.choose(game, match.view(seat), seat, rng), seat)
        seat = seat_to_move(match)
        if seat is None or len(match.legal_moves(seat)) < 2:
            continue
        count -= 1
        yield match, seat
