"""Chroma Cubes: dice clicked or chosen together that no move uses (issue 31). A newcomer who
clicked dice next to the hint's highlighted ones was told "That is not a move in Chroma Cubes.";
the refusal now names the rule the dice miss: a die not theirs to use, dice with no symbol in
common, or as many dice as no section still to colour needs (rulebook: a section is coloured by
as many dice as it shows symbols, each die showing that symbol)."""

from __future__ import annotations

import random
from itertools import combinations

from chroma_desktop import language
from chroma_desktop.bots import make_bot
from chroma_desktop.games.chroma_cubes.state import PLAY, CubesState, active
from chroma_desktop.language import message_translator
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.messages import render

GAME = find_game("chroma_cubes")
NOT_A_MOVE = "That is not a move in Chroma Cubes."


def positions(seed: int) -> list[CubesState]:
    """The states of a 2-player game the Normal bots played where seat 1 may colour."""
    normal = make_bot("heuristic", "chroma_cubes")
    match = Match(GAME, 2, None, seed)
    rng = random.Random(seed)
    found: list[CubesState] = []
    while not match.is_over():
        state: CubesState = match.view(0)
        if state.phase == PLAY and 0 in match.to_move() and not state.to_roll \
                and not state.extra_due[0]:
            found.append(state)
        seat = next(p for p in match.to_move() if p != CHANCE)
        match.play(normal.choose(GAME, match.view(seat), seat, rng), seat)
    return found


def said(state: CubesState, dice: tuple[int, ...], code: str = "en") -> str:
    source = "+".join(f"die:{state.config.die_ids[die]}" for die in dice)
    language.set_current(code)
    try:
        return render(GAME.why_not(state, 0, source, ""), None, message_translator())
    finally:
        language.set_current(language.SOURCE)


def chosen_without_move() -> list[tuple[CubesState, tuple[int, ...]]]:
    """Groups of one to three of seat 1's free dice that no move uses, in played positions."""
    groups = []
    for seed in range(3):
        for state in positions(seed)[::3]:
            legal = GAME.legal_moves(state, 0)
            used = {frozenset(m.source.split("+")) for m in legal}
            free = state.free_dice(0)
            for size in (1, 2, 3):
                for dice in combinations(free, size):
                    ids = frozenset(f"die:{state.config.die_ids[d]}" for d in dice)
                    if ids not in used:
                        groups.append((state, dice))
    return groups


def test_chosen_dice_no_move_uses_are_told_the_rule_they_miss() -> None:
    groups = chosen_without_move()
    assert len(groups) > 20
    reasons = {said(state, dice) for state, dice in groups}
    assert NOT_A_MOVE not in reasons
    assert any(r.startswith("Those dice show no symbol in common") for r in reasons)
    assert any(r.startswith("No section you still have to colour needs exactly") for r in reasons)
    assert any("can colour nothing now" in r for r in reasons)
    for code in ("it", "de"):
        state, dice = groups[0]
        words = said(state, dice, code)
        assert words and words != said(state, dice)


def test_a_die_that_is_not_free_says_why() -> None:
    state = positions(1)[5]
    other = next(d for d, place in enumerate(state.loc) if place == active(1))
    assert said(state, (other,)).endswith("is not one of your active dice.")
