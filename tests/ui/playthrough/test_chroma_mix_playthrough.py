"""Chroma Mix played through by the mouse alone and by the keyboard alone: two players at one
desk (hot-seat, the table handed over between them), four players (two at the desk, two bots),
and solo against Confident Billy, at every animation pace."""

from __future__ import annotations

import pytest

from tests.ui.playthrough.harness import Mode, hot_seat, matrix, play_through, you_and_bots

MODES = [
    Mode("chroma mix 2p hot-seat", "chroma_mix", hot_seat(2), seed=1),
    Mode("chroma mix 4p", "chroma_mix", hot_seat(2, bots=2), seed=2),
    Mode("chroma mix solo", "chroma_mix", you_and_bots(1), seed=3),
]


@pytest.mark.parametrize(("mode", "hand", "pace", "length"), matrix(MODES))
def test_chroma_mix_play_through(qtbot, window, mode, hand, pace, length):
    report = play_through(qtbot, window, mode, hand, pace, length)
    assert report.over or report.decisions == length, f"{mode.name}: the game did not end"
