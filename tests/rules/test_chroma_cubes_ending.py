"""Chroma Cubes: the game ends after a round in which nobody coloured anything only when nobody
could colour anything in the next round either, counting reserve dice and the reroll, wild and
flip superpowers (rules.yaml `end_when_nobody_can_colour`); the result then says why it ended.

Each scenario leaves both players one section to colour and dice that cannot colour it as they
lie; one ingredient (a reserve die, a superpower) decides whether the game goes on.
"""

from __future__ import annotations

import random

from chroma_desktop.bots import make_bot
from chroma_desktop.games.chroma_cubes import moves as mv
from chroma_desktop.games.chroma_cubes.state import OVER, PLAY, active, reserve
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE

GAME = find_game("chroma_cubes")


def scene(sheet="cardinal", left=("green", 1), dice=None, reserves=None, unlocked=()):
    """Round 1 of a 2-player game: every section coloured but the first needing `left`;
    `dice` / `reserves` map a player to {die id: face}; `unlocked` names p1's unlocked powers."""
    state = GAME.new_initial_state(2, {"sheet": sheet})
    config = state.config
    loc, faces = list(state.loc), list(state.face)
    for place_of, given in ((active, dice or {}), (reserve, reserves or {})):
        for player, entries in given.items():
            for die_id, text in entries.items():
                die = config.die_of(die_id)
                loc[die] = place_of(player)
                faces[die] = mv._face(config, die, text)
    need = (config.colour_of(left[0]), left[1])
    keep = next(i for i, n in enumerate(config.needs) if n == need)
    mask = (1 << len(config.needs)) - 1 & ~(1 << keep)
    locks = [[(), ()], [(), ()]]
    for power in unlocked:
        locks[0][config.powers.index(power)] = (0, 1)
    return state._replace(
        phase=PLAY, loc=tuple(loc), face=tuple(faces), to_roll=(), fresh=False,
        acting=frozenset({0, 1}), coloured=(mask, mask),
        locks=tuple(tuple(player) for player in locks)), keep


STUCK = {0: {"orange#1": "red+yellow"}, 1: {"orange#2": "red+yellow"}}  # no green on top


def end_round(state):
    for text in ("p1 end", "p2 end"):
        state = GAME.apply(state, GAME.parse_move(state, text))
    return state


def colourings(state, player, section):
    return [m for m in GAME.legal_moves(state, player)
            if m.kind == mv.COLOUR and m.arg.section == section]


def test_the_game_ends_when_truly_nobody_can_change_anything_and_says_why():
    state, _ = scene(dice=STUCK)
    state = end_round(state)
    assert state.phase == OVER
    outcome = GAME.outcome(state)
    assert str(outcome.tie_break).startswith(
        "Nobody coloured anything in round 1, and nobody could in the next, not even with a "
        "reserve die or a superpower: the game ended before anyone reached 6 points. Tied on 0 "
        "points")
    assert str(outcome.tie_break).endswith("shared win")


def test_a_held_reserve_die_that_could_colour_keeps_the_game_going():
    state, keep = scene(dice=STUCK, reserves={0: {"green#1": "green+yellow"}})
    state = end_round(state)
    assert state.phase == PLAY and state.round == 2
    state = GAME.apply(state, GAME.parse_move(state, "p1 activate green#1 give orange#1 p2"))
    assert colourings(state, 0, keep)


def test_a_reserve_die_that_could_not_colour_does_not():
    state, _ = scene(dice=STUCK, reserves={0: {"green#1": "yellow+blue"}})
    assert end_round(state).phase == OVER


def test_a_reserve_die_with_no_opponent_reserve_to_give_to_does_not():
    # Rulebook: you cannot give a die to an opponent who has four dice in reserve.
    full = {f"blue#{n}": "blue+purple" for n in range(1, 5)}
    state, _ = scene(dice=STUCK, reserves={0: {"green#1": "green+yellow"}, 1: full})
    assert end_round(state).phase == OVER


def test_reserve_dice_brought_in_over_several_rounds_keep_the_game_going():
    # Two green dice are needed and one reserve die is activated a round: faces never change in
    # the reserve, nor on unused active dice, so the second round's activation completes it.
    dice = {0: {"orange#1": "red+yellow", "orange#3": "red+yellow"}, 1: STUCK[1]}
    reserves = {0: {"green#1": "green+yellow", "green#2": "green+blue"}}
    state, keep = scene(left=("green", 2), dice=dice, reserves=reserves)
    state = end_round(state)
    assert state.phase == PLAY
    state = GAME.apply(state, GAME.parse_move(state, "p1 activate green#1 give orange#1 p2"))
    assert not colourings(state, 0, keep)
    state = end_round(state)
    assert state.phase == PLAY and state.round == 3
    state = GAME.apply(state, GAME.parse_move(state, "p1 activate green#2 give orange#3 p2"))
    assert colourings(state, 0, keep)


def test_an_unlocked_reroll_that_could_unstick_a_die_keeps_the_game_going():
    # The orange die has a red+green face: a reroll may show the leaf.
    state, _ = scene(dice=STUCK, unlocked=("reroll_one",))
    state = end_round(state)
    assert state.phase == PLAY
    assert GAME.parse_move(state, "p1 reroll orange#1") in GAME.legal_moves(state, 0)


def test_an_unlocked_wild_that_could_unstick_a_die_keeps_the_game_going():
    state, keep = scene(dice=STUCK, unlocked=("wild_one",))
    state = end_round(state)
    assert state.phase == PLAY
    state = GAME.apply(state, GAME.parse_move(state, "p1 wild orange#1 green"))
    assert colourings(state, 0, keep)


def test_an_unlocked_flip_that_could_unstick_a_die_keeps_the_game_going():
    # Flip turns red+yellow to red+green (they share the heart).
    state, keep = scene(sheet="dice", dice=STUCK, unlocked=("flip_shared_symbol",))
    state = end_round(state)
    assert state.phase == PLAY
    state = GAME.apply(state, GAME.parse_move(state, "p1 flip orange#1 red+green"))
    assert colourings(state, 0, keep)


def test_a_flip_that_cannot_reach_the_symbol_does_not():
    # Only a raindrop is wanted: no face sharing a heart or a star shows one.
    state, _ = scene(sheet="dice", left=("blue", 1), dice=STUCK, unlocked=("flip_shared_symbol",))
    assert end_round(state).phase == OVER


def test_heuristic_bots_take_the_way_out_and_the_game_moves_on():
    # Only a reroll can help, one die a round, a face in six: the bots keep rerolling.
    state, keep = scene(dice=STUCK, unlocked=("reroll_one",))
    bots = [make_bot("heuristic", GAME.id), make_bot("easy", GAME.id)]
    rng = random.Random(4)
    for _ in range(2_000):
        if state.phase == OVER or state.coloured[0] >> keep & 1:
            break
        player = GAME.to_move(state)[0]
        if player == CHANCE:
            outcomes = GAME.chance_outcomes(state)
            move = rng.choices([m for m, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            move = bots[player].choose(GAME, GAME.view(state, player), player, rng)
        state = GAME.apply(state, move)
    assert state.coloured[0] >> keep & 1
