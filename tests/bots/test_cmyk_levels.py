"""CMYK!'s bot levels (issue 14): the manifest offers Easy, and on the real-time driver Normal
beats Easy and Easy beats random play on fixed-seed samples (the 400-game figures with their
intervals are in benchmarks/bot_levels.py)."""

from __future__ import annotations

import pytest

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.driver import BatchResult
from chroma_desktop.bots.realtime import play_realtime_batch
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
