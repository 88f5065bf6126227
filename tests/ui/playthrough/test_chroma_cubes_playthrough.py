"""Chroma Cubes played through by the mouse alone and by the keyboard alone: two players (you and
a bot, rounds played at once), and the solo cairn game, at every animation pace."""

from __future__ import annotations

import pytest

from tests.ui.playthrough.harness import Mode, matrix, play_through, you_and_bots

MODES = [
    Mode("chroma cubes 2p", "chroma_cubes", you_and_bots(2), seed=1),
    Mode("chroma cubes cairn", "chroma_cubes", you_and_bots(1), (("mode", "cairn"),), seed=2),
]


@pytest.mark.parametrize(("mode", "hand", "pace", "length"), matrix(MODES))
def test_chroma_cubes_play_through(qtbot, window, mode, hand, pace, length):
    report = play_through(qtbot, window, mode, hand, pace, length)
    assert report.over or report.decisions == length, f"{mode.name}: the game did not end"
