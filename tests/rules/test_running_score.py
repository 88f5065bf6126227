"""A game whose manifest declares a running score (`running_score`) has one: its rules class
says each seat's score as the game stands (`rules.api.RunningScore`), which a resigned online
game's Results show; the app reads the declaration, never probes the class."""

from __future__ import annotations

import random

import pytest

from chroma_desktop.registry import find_game, manifests

DECLARED = [manifest.id for manifest in manifests() if manifest.running_score]


def test_the_games_that_keep_a_running_score_say_so():
    assert {"coloretto", "cmyk"} <= set(DECLARED)


@pytest.mark.parametrize("game_id", DECLARED)
def test_a_declared_running_score_is_a_number_for_every_seat_through_a_game(game_id):
    game = find_game(game_id)
    rng = random.Random(0)
    state = game.new_initial_state(game.min_players, {})
    for _ in range(60):
        scores = [game.live_score(state, seat) for seat in range(game.min_players)]
        assert all(isinstance(score, int | float) for score in scores)
        if game.outcome(state) is not None:
            break
        chances = game.chance_outcomes(state)
        if chances:
            state = game.apply(state, chances[0][0])
            continue
        seat = game.to_move(state)[0]
        state = game.apply(state, rng.choice(game.legal_moves(state, seat)))
