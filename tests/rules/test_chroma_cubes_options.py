"""Chroma Cubes' set-up options for two places where the rulebook reads two ways: reserve
activations a round (`reserve_activations`: one, our reading, or unlimited) and the different
symbol of each superpower lock side (`lock_symbols`: per_lock, our reading, or all_locks).

Each test plays the same position under both readings and shows where they part.
"""

from __future__ import annotations

import random

import pytest

from chroma_desktop.games.chroma_cubes import moves as mv
from chroma_desktop.games.chroma_cubes.state import PLAY, active, reserve
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import IllegalMoveError, OptionError
from chroma_desktop.rules.match import Match

GAME = find_game("chroma_cubes")


def table(dice, reserves=None, locks=None, **options):
    """Round 1 of a 2-player Cardinal game: `dice` / `reserves` map a player to {die: face}."""
    state = GAME.new_initial_state(2, options)
    config = state.config
    loc, faces = list(state.loc), list(state.face)
    for place_of, given in ((active, dice), (reserve, reserves or {})):
        for player, entries in given.items():
            for die_id, text in entries.items():
                die = config.die_of(die_id)
                loc[die] = place_of(player)
                faces[die] = mv._face(config, die, text)
    state = state._replace(phase=PLAY, loc=tuple(loc), face=tuple(faces), to_roll=(),
                           acting=frozenset({0, 1}), fresh=False)
    return state._replace(locks=locks) if locks else state


def play(state, text):
    return GAME.apply(state, GAME.parse_move(state, text))


def test_the_options_offer_both_readings_with_ours_the_default():
    specs = {spec.name: spec for spec in GAME.option_specs}
    assert specs["reserve_activations"].choices == ("one", "unlimited")
    assert specs["reserve_activations"].default == "one"
    assert specs["lock_symbols"].choices == ("per_lock", "all_locks")
    assert specs["lock_symbols"].default == "per_lock"
    assert all(specs[name].help for name in ("reserve_activations", "lock_symbols"))
    with pytest.raises(OptionError, match=r"'reserve_activations' cannot be 'two' \(choose from "
                                          r"one, unlimited\)"):
        GAME.new_initial_state(2, {"reserve_activations": "two"})


ACTIVE = {0: {"red#1": "red+purple", "red#2": "red+purple", "red#3": "red+purple"},
          1: {"green#1": "green+blue"}}
RESERVE = {0: {"blue#1": "blue+green", "blue#2": "blue+green"}}


def test_one_reserve_activation_a_round_or_as_many_as_you_like():
    for reading in ("one", "unlimited"):
        state = table(ACTIVE, RESERVE, reserve_activations=reading)
        state = play(state, "p1 activate blue#1 give red#1 p2")
        second = GAME.parse_move(state, "p1 activate blue#2 give red#2 p2")
        if reading == "one":
            assert second not in GAME.legal_moves(state, 0)
            with pytest.raises(IllegalMoveError, match="You already activated a reserve die this "
                                                       "round."):
                GAME.apply(state, second)
        else:
            state = GAME.apply(state, second)
            assert set(state.dice_at(active(0))) == {GAME.parse_move(state, "p1 take blue#1").arg.die,
                                                     GAME.parse_move(state, "p1 take blue#2").arg.die,
                                                     state.config.die_of("red#3")}


def test_unlimited_activations_a_die_given_this_round_waits_for_the_next():
    # With one activation a round the die just given can be activated at once (our reading has
    # no need to hold it back); with unlimited activations it waits, so dice cannot circle.
    for reading in ("one", "unlimited"):
        state = table(ACTIVE, RESERVE, reserve_activations=reading)
        state = play(state, "p1 activate blue#1 give red#1 p2")
        back = GAME.parse_move(state, "p2 activate red#1 give green#1 p1")
        if reading == "one":
            state = GAME.apply(state, back)
            assert state.loc[state.config.die_of("red#1")] == active(1)
            continue
        assert back not in GAME.legal_moves(state, 1)
        with pytest.raises(IllegalMoveError, match="Red die 1 came to your reserve this round: you "
                                                   "can activate it from the next round."):
            GAME.apply(state, back)
        state = play(play(state, "p1 end"), "p2 end")
        assert state.round == 2 and back in GAME.legal_moves(state, 1)


# Five dice whose only common symbol is the heart.
FIVE_HEARTS = {0: {"red#1": "red+purple", "red#2": "red+orange", "red#3": "red+green",
                   "red#4": "red+purple", "red#5": "red+orange"}, 1: {"green#1": "green+blue"}}
RED = 0  # colour-wheel order: red, orange, yellow, green, blue, purple


def test_lock_symbols_differ_per_lock_or_over_every_lock():
    # Lock A has a side coloured with hearts; five hearts are showing.
    locks = (((RED,), ()), ((), ()))
    for reading in ("per_lock", "all_locks"):
        state = table(FIVE_HEARTS, locks=locks, lock_symbols=reading)
        legal = GAME.legal_moves(state, 0)
        same_lock = GAME.parse_move(state, "p1 lock a red red#1 red#2 red#3 red#4 red#5")
        other_lock = GAME.parse_move(state, "p1 lock b red red#1 red#2 red#3 red#4 red#5")
        assert same_lock not in legal
        with pytest.raises(IllegalMoveError, match="The other side of lock A already has hearts"):
            GAME.apply(state, same_lock)
        if reading == "per_lock":
            assert other_lock in legal
            assert GAME.apply(state, other_lock).locks[0] == ((RED,), (RED,))
        else:
            assert not [m for m in legal if m.kind == mv.LOCK]
            with pytest.raises(IllegalMoveError, match="You already coloured a lock side with "
                                                       "hearts: every lock side needs a different "
                                                       "symbol."):
                GAME.apply(state, other_lock)
            assert str(GAME.why_not(state, 0, other_lock.source, other_lock.target)).startswith(
                "You already coloured a lock side with hearts")


@pytest.mark.parametrize("options", [{"reserve_activations": "unlimited"},
                                     {"lock_symbols": "all_locks", "sheet": "dice"},
                                     {"reserve_activations": "unlimited", "lock_symbols": "all_locks"}])
def test_random_playouts_under_the_other_readings_end_and_keep_every_die(options):
    for seed in (1, 2):
        match = Match(GAME, 3, options, seed=seed)
        rng = random.Random(seed)
        inventory = GAME.inventory(match.state)
        while not match.is_over():
            assert len(match.moves) < 5_000
            assert GAME.inventory(match.state) == inventory
            player = rng.choice(match.to_move())
            match.play(rng.choice(GAME.legal_moves(match.state, player)), player)
        assert Match.from_record(match.to_record(), resolve=find_game).state == match.state
