"""CMYK!'s bot levels (issue 14): the manifest offers Easy, and on the real-time driver Normal
beats Easy and Easy beats random play on fixed-seed samples (the 400-game figures with their
intervals are in benchmarks/bot_levels.py); each level's pace is declared in the manifest and
kept by the one scheduler (issue 31; the figure is benchmarks/cmyk_pace.py)."""

from __future__ import annotations

import random
import statistics

import pytest

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.driver import BatchResult
from chroma_desktop.bots.realtime import play_realtime_batch, play_realtime_match
from chroma_desktop.games.cmyk import moves as mv
from chroma_desktop.games.cmyk.heuristic import CmykEasyBot, CmykHeuristicBot
from chroma_desktop.registry import find_game, manifest_for


@pytest.fixture(scope="module")
def cmyk():
    return find_game("cmyk")


def test_the_manifest_offers_easy_and_normal():
    levels = {level.id for level in manifest_for("cmyk").bot_levels}
    assert levels >= {"easy", "heuristic"}
    assert isinstance(make_bot("easy", "cmyk"), CmykEasyBot)
    assert isinstance(make_bot("heuristic", "cmyk"), CmykHeuristicBot)


def _both_ways(cmyk, strong: str, weak: str, games: int, seed: int) -> tuple[float, float, float]:
    """The stronger bot's wins and both mean scores over `games`, seats swapped halfway."""
    first, second = make_bot(strong, "cmyk"), make_bot(weak, "cmyk")
    ahead: BatchResult = play_realtime_batch(cmyk, [first, second], games // 2, seed)
    behind: BatchResult = play_realtime_batch(cmyk, [second, first], games // 2, seed + 1)
    wins = ahead.wins[0] + behind.wins[1]
    strong_score = (ahead.score_totals[0] + behind.score_totals[1]) / games
    weak_score = (ahead.score_totals[1] + behind.score_totals[0]) / games
    return wins, strong_score, weak_score


def test_normal_beats_easy(cmyk):
    wins, normal, easy = _both_ways(cmyk, "heuristic", "easy", 20, seed=41)
    assert wins >= 11
    assert normal >= easy + 3


def test_easy_beats_random(cmyk):
    wins, easy, random_play = _both_ways(cmyk, "easy", "random", 20, seed=43)
    assert wins >= 18
    assert easy >= 2 * random_play


def test_each_level_declares_its_pace_slowest_first():
    """Issue 31: from a pace a first-time player keeps up with to an expert's, in the manifest."""
    paces = [level.pace for level in manifest_for("cmyk").bot_levels]
    assert all(pace is not None for pace in paces)
    assert paces == sorted(paces, reverse=True) and paces[0] >= 12 and paces[-1] <= 6


def test_the_scheduler_paces_each_level_as_declared(cmyk):
    """On the one scheduler's virtual clock a bot of each level places about a tile every `pace`
    seconds (the median gap between its placements), whatever it decides."""
    manifest = manifest_for("cmyk")
    order = ["easy", "heuristic", "hard"]
    bots = [make_bot(level, "cmyk") for level in order]
    bots[2].playouts = 4  # the search's time is not on the virtual clock
    gaps: dict[str, list[float]] = {level: [] for level in order}
    for seed in (3, 4):
        _match, log = play_realtime_match(cmyk, bots, None, seed)
        for seat, level in enumerate(order):
            placed = [a.time for a in log if a.player == seat and a.move.kind == mv.PLACE]
            gaps[level].extend(b - a for a, b in zip(placed[1:], placed[2:], strict=False))
    medians = {level: statistics.median(found) for level, found in gaps.items()}
    for level in order:
        declared = manifest.level(level).pace
        assert 0.7 * declared <= medians[level] <= 1.3 * declared, (level, medians)
    assert medians["easy"] > medians["heuristic"] > medians["hard"]


def test_a_bot_of_no_level_keeps_the_normal_pace(cmyk):
    from chroma_desktop.bots.clock import think_seconds
    from chroma_desktop.bots.random_bot import RandomBot
    from chroma_desktop.rules.match import Match

    match = Match(cmyk, 2, {}, seed=1)
    view = match.view(0)
    normal = think_seconds(cmyk, make_bot("heuristic", "cmyk"), view, 0, random.Random(5))
    assert think_seconds(cmyk, RandomBot(), view, 0, random.Random(5)) == normal
    assert think_seconds(cmyk, make_bot("easy", "cmyk"), view, 0, random.Random(5)) == 1.5 * normal
