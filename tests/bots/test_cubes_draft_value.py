"""Chroma Cubes' 2-player hint during the draft (issue 31): the search cuts playouts after
SEARCH_DEPTH decisions, inside the 14-pick draft or in the first round, where nobody has
coloured anything; the old value of a cut was points and partial figures alone, 0 for both
seats, so every draft pick showed exactly an even chance. A cut there is now played on to the
end (`draft_value`) and valued by the final points."""

from __future__ import annotations

import random

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.evaluation import lead_chance
from chroma_desktop.bots.hint_ranking import HintRanker, hint_rng
from chroma_desktop.games.chroma_cubes.draft_value import cut_too_early
from chroma_desktop.games.chroma_cubes.heuristic import (
    EVALUATION_SCALE,
    evaluate,
    played_on,
    position_value,
)
from chroma_desktop.games.chroma_cubes.state import DRAFT, OVER, PLAY, CubesState
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.match import Match

GAME = find_game("chroma_cubes")


def played_until(seed: int, stop, players: int = 2, options: dict[str, str] | None = None) -> Match:
    """A game the Normal bots played from `seed` until `stop(state)` holds at a decision."""
    normal = make_bot("heuristic", "chroma_cubes")
    match = Match(GAME, players, options, seed)
    rng = random.Random(seed)
    while True:
        state: CubesState = match.view(0)
        if not state.to_roll and state.phase != "first" and stop(state):
            return match
        seat = next(p for p in match.to_move() if p != CHANCE)
        match.play(normal.choose(GAME, match.view(seat), seat, rng), seat)


def drafting(seed: int, picks: int) -> Match:
    return played_until(seed, lambda s: s.phase == DRAFT and s.picks == picks)


def test_a_cut_in_the_draft_is_valued_by_a_game_played_to_the_end() -> None:
    chances = []
    for seed in range(6):
        state: CubesState = drafting(seed, 8).view(0)
        assert position_value(state, 0) == position_value(state, 1) == 0.0  # the old value: even
        assert cut_too_early(state)
        end = played_on(state)
        assert end.phase == OVER
        values = [float(end.score(seat)) for seat in (0, 1)]
        assert evaluate(state, 0) == lead_chance(values, 0, EVALUATION_SCALE)
        assert evaluate(state, 0) == evaluate(state, 0)  # the same cut, the same value
        chances.append(evaluate(state, 0))
    assert len({round(c, 6) for c in chances}) > 1 and 0.5 not in chances


def test_the_first_round_is_played_on_and_later_rounds_are_not() -> None:
    first = played_until(4, lambda s: s.phase == PLAY and s.round == 1).view(0)
    assert cut_too_early(first)
    later = played_until(4, lambda s: s.phase == PLAY and s.round == 3).view(0)
    assert not cut_too_early(later)
    values = [position_value(later, seat) for seat in (0, 1)]
    assert evaluate(later, 1) == lead_chance(values, 1, EVALUATION_SCALE)


def test_the_solo_games_keep_their_own_values() -> None:
    for options in ({"sheet": "cardinal"}, {"mode": "cairn"}):
        state = played_until(2, lambda s: s.phase == PLAY, 1, options).view(0)
        assert not cut_too_early(state)


def test_the_draft_hint_shows_chances_from_played_games() -> None:
    match = drafting(2, 6)
    seat = next(p for p in match.to_move() if p != CHANCE)
    ranking = HintRanker(playouts=48).rank(GAME, match.view(seat), seat, hint_rng(match, seat))
    percents = [entry.percent for entry in ranking.moves if entry.percent is not None]
    assert len(percents) >= 2
    assert any(percent != 50 for percent in percents), percents  # the old hint: 50 for every pick
