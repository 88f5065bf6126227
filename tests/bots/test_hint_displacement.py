"""The hint puts another move than the Normal bot's first only when it surely wins more often
(issue 31: a hint at least as strong as Normal). Its first displaces the Normal bot's choice on
a sure gain in win share, at a confidence for all the moves compared at once: with 1.5 standard
errors for each of nine, a Chroma Mix solo hint put first "refill, returning no card", which
games played on from there showed losing more often than the Normal bot's print. Real searches
on seeded positions (those of `benchmarks/hint_displacement.py`)."""

from __future__ import annotations

import random

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.hint_ranking import HintRanker, hint_rng
from chroma_desktop.bots.search import CONFIDENCE, family_confidence
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.chance import sample_outcome
from chroma_desktop.rules.match import Match

MIX = find_game("chroma_mix")
FLOOR_ONLY = 1e-3  # seconds: the ranking stops at the panel's floor of playouts
JUDGED = 100  # paired games played on from the position for each move


def solo_position(seed: int) -> Match:
    """A Chroma Mix solo game the Normal bot played a seeded number of decisions in."""
    match, rng = Match(MIX, 1, None, seed), random.Random(seed)
    normal = make_bot("heuristic", MIX.id)
    for _ in range(rng.randrange(2, 41)):
        movers = [p for p in match.to_move() if p != CHANCE]
        if match.is_over() or not movers:
            break
        seat = rng.choice(movers)
        match.play(normal.choose(MIX, match.view(seat), seat, rng), seat)
    return match


def wins_played_on(match: Match, move) -> int:
    """Games won of JUDGED played on by the Normal bot after `move`, each from its own sample of
    what the player cannot see and its own dice (the same for every move judged)."""
    normal, view, won = make_bot("heuristic", MIX.id), match.view(0), 0
    for seed in range(JUDGED):
        rng = random.Random(seed)
        state = MIX.apply(MIX.determinize(view, 0, random.Random(seed)), move)
        while movers := MIX.to_move(state):
            if movers[0] == CHANCE:
                state = MIX.apply(state, sample_outcome(MIX.chance_outcomes(state), rng))
            else:
                state = MIX.apply(state, normal.choose(MIX, state, movers[0], rng))
        outcome = MIX.outcome(state)
        won += outcome is not None and 0 in outcome.winners
    return won


def test_the_confidence_grows_with_the_moves_compared():
    assert abs(family_confidence(1) - CONFIDENCE) < 1e-9
    steps = [family_confidence(count) for count in (1, 2, 4, 9, 11)]
    assert steps == sorted(steps) and 2.3 < family_confidence(9) < 2.6


def test_a_hint_no_longer_puts_first_a_refill_that_returns_no_card_on_a_lucky_few_playouts():
    match = solo_position(20)
    assert match.cursor == 41 and match.to_move() == (0,)
    view = match.view(0)
    normal = make_bot("heuristic", MIX.id).choose(MIX, view, 0, random.Random(0))
    ranker = HintRanker(budget=FLOOR_ONLY)
    first = ranker.rank(MIX, view, 0, hint_rng(match, 0)).moves[0]
    assert first.move == normal and normal.kind == "print"
    # The rule each move alone was held to put the refill first on the same playouts.
    ranker.search.family_wise = False
    ranker.search.displace_by_wins = False
    lucky = ranker.rank(MIX, view, 0, hint_rng(match, 0)).best
    assert lucky.kind == "refill" and lucky.arg is None  # returning no card, a card in hand
    # Played on from here, the print wins more often than the refill.
    assert wins_played_on(match, normal) > wins_played_on(match, lucky)


def test_a_move_that_surely_wins_more_is_still_put_first():
    """Choosing Confident Billy's mix: Sapphire Blue in place of the Normal bot's Emerald Green,
    which games played on from there show winning far more often."""
    match = solo_position(16)
    assert match.cursor == 61
    view = match.view(0)
    normal = make_bot("heuristic", MIX.id).choose(MIX, view, 0, random.Random(0))
    best = HintRanker(budget=FLOOR_ONLY).rank(MIX, view, 0, hint_rng(match, 0)).best
    assert best != normal and best.kind == normal.kind == "billy"
    assert wins_played_on(match, best) >= wins_played_on(match, normal) + JUDGED // 5
