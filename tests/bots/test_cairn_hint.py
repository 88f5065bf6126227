"""The search's value of Chroma Cubes' cairn game (issue 31): the game is scored, not won, and
the hint that follows the search is judged by its mean score, so a playout's value is in
proportion to the points the game ends with, and a finished game is worth its points alone."""

from __future__ import annotations

import random

from chroma_desktop.bots import make_bot
from chroma_desktop.games.chroma_cubes.heuristic import evaluate, most_cairn_points
from chroma_desktop.games.chroma_cubes.state import CubesState
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.match import Match


def finished_cairn_game(seed: int) -> CubesState:
    """A cairn game the Normal bot played to its end from `seed`."""
    game = find_game("chroma_cubes")
    normal = make_bot("heuristic", "chroma_cubes")
    match = Match(game, 1, {"mode": "cairn"}, seed)
    rng = random.Random(seed)
    while not match.is_over():
        seat = next(p for p in match.to_move() if p != CHANCE)
        match.play(normal.choose(game, match.view(seat), seat, rng), seat)
    state: CubesState = match.view(0)
    return state


def partly_coloured_eggs(state: CubesState) -> int:
    config, mask = state.config, state.coloured[0]
    return sum(1 for figure, figure_mask in enumerate(config.figure_masks)
               if not state.figure_points[0][figure] and mask & figure_mask)


FINISHED = [finished_cairn_game(seed) for seed in range(6)]


def test_a_finished_cairn_game_is_worth_its_points_alone() -> None:
    # An egg partly coloured when the game ends scores nothing; the old value counted part of
    # its points and so favoured spreading colour over finishing an egg at the end.
    assert any(partly_coloured_eggs(state) for state in FINISHED)
    for state in FINISHED:
        assert state.score(0) > 0
        assert evaluate(state, 0) == state.score(0) / most_cairn_points(state.config)


def test_the_cairn_value_is_in_proportion_to_points() -> None:
    # A logistic of the points flattened above 8: a sure 8 was worth more than an even chance
    # of 6 or 12, where the mean score (what the game is judged by) says the opposite.
    scores = sorted({state.score(0): state for state in FINISHED}.items())
    assert len(scores) >= 3
    (low, at_low), (middle, at_middle), (high, at_high) = scores[0], scores[len(scores) // 2], scores[-1]
    slope = (evaluate(at_high, 0) - evaluate(at_low, 0)) / (high - low)
    assert slope > 0
    assert abs(evaluate(at_middle, 0) - (evaluate(at_low, 0) + slope * (middle - low))) < 1e-9


def test_the_best_cairn_score_is_every_egg_with_its_bonus() -> None:
    config = FINISHED[0].config
    assert most_cairn_points(config) >= len(config.cairns) * (config.per_egg + config.egg_bonus)
    assert all(0 < evaluate(state, 0) <= 1 for state in FINISHED)
