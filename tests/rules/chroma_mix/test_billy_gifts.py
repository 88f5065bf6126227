"""What a Chroma Mix move gives away (`games/chroma_mix/billy_gifts.py`, issue 31): Billy's win
conditions count at the end of his turn, so a mix that meets one only until his next mix that
turn is no gift, and one that every later mix leaves met is. The position is a real one: a solo
game of the Normal bot (seed 36), at Billy's mix on ply 131, where the first of the hint's
moves once read as handing Billy his Point victory (17 VP in hand) and was not (the hint on it:
tests/bots/test_hint_gifts.py)."""

from __future__ import annotations

import random

import pytest

from chroma_desktop.bots import make_bot
from chroma_desktop.games.chroma_mix import moves as mv
from chroma_desktop.games.chroma_mix import victory
from chroma_desktop.games.chroma_mix.billy_gifts import (
    hands_billy_a_part,
    hands_billy_a_win,
    is_free_card_choice,
)
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.chance import sample_outcome
from chroma_desktop.rules.match import Match

GAME = find_game("chroma_mix")
SURE = {"billy light_yellow lavender -> key", "billy light_yellow turquoise -> emerald_green"}
MOMENTARY = "billy cerulean lemon -> emerald_green"


def normal_game(players: int, seed: int, plies: int) -> Match:
    match, normal, rng = Match(GAME, players, None, seed), make_bot("heuristic", GAME.id), \
        random.Random(seed)
    while match.cursor < plies:
        seat = next(p for p in match.to_move() if p != CHANCE)
        match.play(normal.choose(GAME, match.view(seat), seat, rng), seat)
    return match


@pytest.fixture(scope="module")
def billy_mix() -> Match:
    match = normal_game(1, 36, 131)
    assert match.state.top[0] == "billy_mix"
    return match


def _text(match: Match, move) -> str:
    return mv.to_text(match.state.config, move)


def _turn_ends_with_billy_met(match: Match, move, seed: int, careful: bool) -> bool:
    """Play `move`, then the rest of Billy's turn: his mixes chosen at random, or `careful`ly
    by the Normal bot (the mix that brings him least close to a win). Billy's `met` once the
    turn is over."""
    state, rng = GAME.apply(match.state, move), random.Random(seed)
    billy, turns = state.config.billy, match.state.turns
    normal = make_bot("heuristic", GAME.id)
    while state.turns == turns and GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        if seat == CHANCE:
            state = GAME.apply(state, sample_outcome(GAME.chance_outcomes(state), rng))
        elif careful:
            state = GAME.apply(state, normal.choose(GAME, state, seat, rng))
        else:
            state = GAME.apply(state, rng.choice(GAME.legal_moves(state, seat)))
    return bool(state.met[billy])


def test_a_mix_hands_billy_a_win_only_when_his_turn_ends_with_it_met(billy_mix):
    view = billy_mix.view(0)
    legal = GAME.legal_moves(view, 0)
    handing = {_text(billy_mix, move) for move in legal if hands_billy_a_win(view, move)}
    assert handing == SURE
    for move in legal:
        if _text(billy_mix, move) in SURE:  # whatever is chosen for him next: he has won
            assert all(_turn_ends_with_billy_met(billy_mix, move, seed, careful=False)
                       for seed in range(6))
        else:  # the rest of the turn can keep him from it
            assert not _turn_ends_with_billy_met(billy_mix, move, 0, careful=True)


def test_a_condition_met_for_a_moment_is_no_gift(billy_mix):
    view = billy_mix.view(0)
    momentary = next(move for move in GAME.legal_moves(view, 0)
                     if _text(billy_mix, move) == MOMENTARY)
    after = GAME.apply(billy_mix.state, momentary)
    billy = after.config.billy
    assert victory.conditions_met(after, billy)  # 17 VP in hand, for now
    assert after.top[0] == "billy_mix"  # and another mix to choose for him this turn
    assert not hands_billy_a_win(view, momentary)
    assert hands_billy_a_part(view, momentary)  # the tracker's part "17 VP in hand" is done


def test_a_free_card_choice_is_a_gain_that_may_be_declined():
    match = normal_game(2, 1, 0)
    found = 0
    normal, rng = make_bot("heuristic", GAME.id), random.Random(1)
    while not match.is_over() and found < 3:
        seat = next(p for p in match.to_move() if p != CHANCE)
        view = match.view(seat)
        legal = GAME.legal_moves(view, seat)
        top = view.top
        free = is_free_card_choice(view, legal)
        assert free == (top is not None and top[0] == "gain" and mv.SKIP_MOVE in legal
                        and any(move.kind == mv.CHOOSE for move in legal))
        found += free
        match.play(normal.choose(GAME, view, seat, rng), seat)
    assert found == 3
    assert not is_free_card_choice(normal_game(1, 36, 131).view(0), ())


def test_the_preview_says_a_momentary_win_condition_is_billys_only_for_now(billy_mix):
    """Rulebook, Solo variant and Ending the game: Billy's conditions count at the end of his
    turn. The preview of a mix (what a move is worth) says "Hands ... Billy wins" only for the
    mixes that surely hand him the win, and "for now" for the one a later mix can undo."""
    from chroma_desktop.rules.messages import render

    view = billy_mix.view(0)
    said = {_text(billy_mix, move): render(GAME.effect(view, move).words, None)
            for move in GAME.legal_moves(view, 0)}
    for text in SURE:
        assert said[text].startswith("Hands Confident Billy its"), said[text]
    assert said[MOMENTARY].startswith("Gives Confident Billy its"), said[MOMENTARY]
    assert "for now" in said[MOMENTARY] and "Billy wins" not in said[MOMENTARY]
