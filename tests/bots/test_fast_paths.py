"""The fast paths the search's playouts take give the same numbers as the rules' own.

CMYK!'s `scoring.points` (no words) against the sum of its `breakdown` lines, and Coloretto's
cached `scoring.score` / `scoring.gain` against the breakdown and against each other, over every
state of seeded random games (real games from the shipped YAML).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from chroma_desktop.games.cmyk import scoring as cmyk_scoring
from chroma_desktop.games.cmyk import words as cmyk_words
from chroma_desktop.games.coloretto import scoring as coloretto_scoring
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE, Game
from chroma_desktop.rules.chance import sample_outcome
from chroma_desktop.rules.common.counts import add_all

MIRROR_KEYS = (cmyk_words.SYMMETRIC.key, cmyk_words.NOT_SYMMETRIC.key)


def random_states(game: Game, players: int, seed: int, options: dict | None = None) -> Iterator[Any]:
    rng = random.Random(seed)
    state = game.new_initial_state(players, options or {})
    while True:
        yield state
        movers = game.to_move(state)
        if not movers:
            return
        if movers[0] == CHANCE:
            move = sample_outcome(game.chance_outcomes(state), rng)
        else:
            seat = rng.choice(movers)
            move = rng.choice(game.legal_moves(state, seat))
        state = game.apply(state, move)


@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2), (4, 3), (5, 4)])
def test_cmyk_points_are_the_breakdown_without_its_words(players, seed):
    game = find_game("cmyk")
    checked = 0
    for index, state in enumerate(random_states(game, players, seed)):
        if index % 7:
            continue
        for player in range(players):
            lines = cmyk_scoring.breakdown(state, player)
            assert cmyk_scoring.points(state, player) == sum(line.points for line in lines)
            mirrors = sum(line.points for line in lines
                          if getattr(line.label, "key", "") in MIRROR_KEYS)
            assert cmyk_scoring.points(state, player, mirrors=False) == pytest.approx(
                sum(line.points for line in lines) - mirrors)
            checked += 1
    assert checked >= 10


@pytest.mark.parametrize("options", [{}, {"scoring": "purple"}, {"edition": "newer"}])
def test_coloretto_cached_scores_match_the_breakdown_and_the_gains(options):
    game = find_game("coloretto")
    for state in random_states(game, 4, 8, options):
        config = state.config
        for collection in state.collections:
            score = coloretto_scoring.score(config, state.removed, collection)
            lines = coloretto_scoring.breakdown(config, state.removed, collection)
            assert score == sum(line.points for line in lines)
            for row in state.rows:
                assert coloretto_scoring.gain(config, state.removed, collection, row) == (
                    coloretto_scoring.score(config, state.removed, add_all(collection, row))
                    - score)
