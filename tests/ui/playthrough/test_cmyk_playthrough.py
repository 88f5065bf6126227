"""CMYK! played through by the mouse alone and by the keyboard alone, in real time against two
bots, at every animation pace."""

from __future__ import annotations

import pytest

from tests.ui.playthrough.harness import Mode, matrix, play_through, you_and_bots

MODES = [
    # Bots think 10-25 ms (the normal pace scaled down) and the human pauses about as long
    # between moves, so both take tiles; stopping waits until the human has played a while.
    Mode("cmyk 3p real time", "cmyk", you_and_bots(3), seed=1, hold_back=(("stop", 12),),
         bot_delay_ms=3, realtime_pause_ms=15),
]


@pytest.mark.parametrize(("mode", "hand", "pace", "length"), matrix(MODES))
def test_cmyk_play_through(qtbot, window, mode, hand, pace, length):
    report = play_through(qtbot, window, mode, hand, pace, length)
    assert report.over or report.decisions == length, f"{mode.name}: the game did not end"
