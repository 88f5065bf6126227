"""CMYK!'s unclear removal rule played both ways: the test names its ruling (data/cmyk/
rulings.yaml, Help > Rulings) and shows the option's two readings remove different numbers of
tiles. Tables are set up with the scenario helpers of `conftest.py`.
"""

from __future__ import annotations

from chroma_desktop.games.cmyk import moves as mv
from chroma_desktop.games.cmyk.config import make_config
from chroma_desktop.games.cmyk.state import EV_REMOVAL
from tests.rules.cmyk.conftest import tile


def ruling(game, ruling_id):
    return next(r for r in game.content.rulings if r.id == ruling_id)


def stuck_with_one_stopped(game, table, content, removal):
    """Three players, the third has stopped; no pile's top tile (C100, M100, Y100) fits anyone
    still taking tiles: the first takes one and puts it back, and the removal rule applies."""
    state = table(players=3, tops=("T56", "T41", "T36"), stopped=(False, False, True))
    state = state._replace(config=make_config(content, 3, "single", "fixed", removal))
    state = game.apply(game.apply(state, mv.take_move(0, 0)), mv.putback_move(0, 0))
    assert state.pending == ((EV_REMOVAL,),)
    return state


def test_removal_takes_one_tile_per_player_still_taking_tiles_by_default(game, table, content):
    assert ruling(game, "removal_when_some_stopped").default == "active"
    assert game.new_initial_state(3, {}).config.removal_by_everyone is False
    state = stuck_with_one_stopped(game, table, content, "active")
    outcomes = game.chance_outcomes(state)
    assert [move.arg for move, _ in outcomes] == [(0, 1), (0, 2), (1, 2)]
    after = game.apply(state, outcomes[0][0])
    assert after.out == (tile(state, "T56"), tile(state, "T41"))
    assert after.piles_left() == (2,)


def test_removal_by_everyone_takes_a_tile_for_the_stopped_player_too(game, table, content):
    assert game.new_initial_state(3, {"removal": "all"}).config.removal_by_everyone is True
    state = stuck_with_one_stopped(game, table, content, "all")
    outcomes = game.chance_outcomes(state)
    assert [move.arg for move, _ in outcomes] == [(0, 1, 2)]
    after = game.apply(state, outcomes[0][0])
    assert after.out == (tile(state, "T56"), tile(state, "T41"), tile(state, "T36"))
    assert after.piles_left() == ()
