"""Chroma Cubes' solo cairn game ends at a turn's start when no die can be used (the rulebook's
Easter Eggs sheet: "If you can't use any dice, the game is over"). A newcomer's game stopped at
turn 10 with two cairns filled and the result did not say why (issue 31): the outcome now says it,
then the score, and says no early ending when the last cairn was filled."""

from __future__ import annotations

import random

from chroma_desktop.bots import make_bot
from chroma_desktop.games.chroma_cubes.state import OVER
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE

GAME = find_game("chroma_cubes")


def played(seed: int):
    """A cairn game played to its end by the Normal bot, seeded."""
    state = GAME.new_initial_state(1, {"mode": "cairn"})
    bot = make_bot("heuristic", GAME.id)
    rng = random.Random(seed)
    while state.phase != OVER:
        player = GAME.to_move(state)[0]
        if player == CHANCE:
            outcomes = GAME.chance_outcomes(state)
            move = rng.choices([m for m, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            move = bot.choose(GAME, GAME.view(state, player), player, rng)
        state = GAME.apply(state, move)
    return state


def test_a_cairn_game_ended_by_dice_that_cannot_be_used_says_so():
    early = full = 0
    for seed in range(12):
        state = played(seed)
        config = state.config
        said = str(GAME.outcome(state).tie_break)
        filled = len(state.cairns_done)
        if filled < len(config.cairns):
            early += 1
            assert said == (f"Turn {state.round}: none of your dice could colour a section, so "
                             f"the game ended there ({filled} of {len(config.cairns)} cairns "
                             f"filled). Score: {state.score(0)} points")
        else:
            full += 1
            assert not said.startswith("Turn ")  # no early ending said (its score: solo results)
    assert early, "no seeded game ended before its last cairn"
