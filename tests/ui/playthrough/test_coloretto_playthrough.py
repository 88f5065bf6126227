"""Coloretto played through by the mouse alone and by the keyboard alone: both editions, 2, 3 and
5 players, at every animation pace."""

from __future__ import annotations

import pytest

from tests.ui.playthrough.harness import Mode, matrix, play_through, you_and_bots

MODES = [  # both editions; 2, 3 and 5 players; both scoring sides; colours removed by choice
    Mode("coloretto original 2p", "coloretto", you_and_bots(2), (("edition", "original"),
                                                               ("colour_removal", "chosen")), seed=1),
    Mode("coloretto newer 3p", "coloretto", you_and_bots(3), (("edition", "newer"),), seed=2),
    Mode("coloretto original 5p", "coloretto", you_and_bots(5), (("edition", "original"),), seed=3),
    Mode("coloretto newer 5p", "coloretto", you_and_bots(5), (("edition", "newer"),
                                                            ("scoring", "purple")), seed=5),
]


@pytest.mark.parametrize(("mode", "hand", "pace", "length"), matrix(MODES))
def test_coloretto_play_through(qtbot, window, mode, hand, pace, length):
    report = play_through(qtbot, window, mode, hand, pace, length)
    assert report.over or report.decisions == length, f"{mode.name}: the game did not end"
