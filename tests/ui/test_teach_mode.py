"""Teach mode explains as well as lights: the side panel says which moves are open, in words
(grouped by what they do, with why: tests/ui/test_teach_groups.py)."""

from __future__ import annotations

from tests.ui.conftest import start, vs_bots, wait_for_human


def test_teach_mode_says_every_open_move_in_words(window, qtbot):
    controller = start(window, vs_bots(3), seed=4, teach=True)
    wait_for_human(qtbot, controller)
    said = window.side.message.text()
    assert said.startswith("Teach mode: ") and said.split("\n")[0].endswith("moves are open:")
    assert "Draw a card and place it: 3 rows have room" in said  # the rules' own words
    assert "Player " not in said


def test_without_teach_mode_nothing_is_explained_unasked(window, qtbot):
    controller = start(window, vs_bots(3), seed=4, teach=False)
    wait_for_human(qtbot, controller)
    assert "Teach mode" not in window.side.message.text()
