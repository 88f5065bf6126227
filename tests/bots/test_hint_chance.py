"""How sure a hint's chance is (`bots/hint_chance.py`, issue 31): the range its playouts support,
and the same position asked twice with other random numbers lands inside the range said the
first time (a real search on real positions, seeded)."""

from __future__ import annotations

import random

import pytest

from chroma_desktop.bots.hint_chance import NARROW, STEP, ChanceRange, chance_range
from chroma_desktop.bots.hint_ranking import HintRanker, hint_rng
from tests.bots.test_hint_ranking import MIX, second_turns


def test_no_win_in_sixteen_playouts_is_not_said_as_no_chance():
    likely = chance_range(0.0, 16)
    assert (likely.low, likely.high) == (0, 20) and not likely.narrow
    assert likely.english() == "0–20 %"


def test_a_range_holds_the_share_seen_and_narrows_as_playouts_grow():
    widths = []
    for playouts in (16, 64, 256, 4096):
        likely = chance_range(0.54, playouts)
        assert likely.low <= 54 <= likely.high
        assert likely.low % STEP == 0 and likely.high % STEP == 0
        widths.append(likely.high - likely.low)
    assert widths == sorted(widths, reverse=True) and widths[0] > widths[-1]
    assert chance_range(0.54, 16)[:2] == (30, 75)  # 16 playouts: a wide range, honestly
    many = chance_range(0.54, 4096)
    assert many.narrow and many.high - many.low <= NARROW and many.english() == "about 55 %"


def test_a_chance_from_no_playout_is_refused():
    with pytest.raises(ValueError, match="at least one playout"):
        chance_range(0.5, 0)


def test_playouts_that_stray_less_say_a_narrower_range():
    """A playout cut by the game's evaluation scores a share between 0 and 1: over 100 such
    playouts straying 0.1, the chance is said as one figure; as coin flips, as a range."""
    steady = chance_range(0.4, 100, spread=0.1)
    assert steady.narrow and steady.english() == "about 40 %"
    assert chance_range(0.4, 100, spread=0.5) == chance_range(0.4, 100) == ChanceRange(30, 50, 40)
    assert chance_range(0.4, 100).english() == "30–50 %"
    assert chance_range(0.0, 16, spread=0.0) == chance_range(0.0, 16)  # none seen in 16: still wide


def test_the_same_position_asked_twice_gives_chances_within_the_ranges_said():
    """The newcomer's case: a 2-player Chroma Mix game against a Normal bot that moved first, the
    same position asked twice, each time with its own random numbers (as two looks are): every
    move listed both times has ranges with a chance in common, and its figure never moves by
    more than the two ranges' half widths together."""
    compared = 0
    for seed in (2, 3):
        for match in second_turns(seed, turns=2):
            view = match.view(0)
            looks = [HintRanker(playouts=64).rank(MIX, view, 0, stream)
                     for stream in (hint_rng(match, 0), random.Random(f"again {match.cursor}"))]
            said = [{entry.move: entry for entry in look.moves} for look in looks]
            for move in said[0].keys() & said[1].keys():
                first, again = said[0][move], said[1][move]
                assert first.likely is not None and again.likely is not None
                assert again.percent is not None and first.percent is not None
                assert first.likely.low <= again.likely.high and again.likely.low <= first.likely.high
                margin = (first.likely.high - first.likely.low + again.likely.high
                          - again.likely.low) / 2
                assert abs(first.percent - again.percent) <= margin, (first, again)
                compared += 1
    assert compared >= 4
