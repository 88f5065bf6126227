"""Lessons on the real table, offscreen, played with real mouse events: the Learn tile, the
lesson list and its ticks, a wrong move refused in the lesson's words, the accepted move
explained, Try again and Next lesson; and every Coloretto lesson through the controller."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from chroma_desktop.lessons import shipped_lessons
from chroma_desktop.ui.settings import lessons_done
from tests.ui.playthrough.gestures import MouseHand

LEFT = Qt.MouseButton.LeftButton


def _lesson(lesson_id: str):
    return next(one for one in shipped_lessons("coloretto") if one.id == lesson_id)


def _click(widget) -> None:
    QTest.mouseClick(widget, LEFT)


def _open_lesson(window, qtbot, lesson_id: str):
    """Start page → Learn tile → the lesson's button, all by mouse."""
    window.show_start()
    _click(window.start_page.learn_button)
    page = window._lessons_page
    assert window.stack.currentWidget() is page
    _click(page.lesson_buttons[("coloretto", lesson_id)])
    qtbot.waitUntil(lambda: window.controller is not None
                    and window.controller.guide is not None
                    and window.controller.guide.lesson.id == lesson_id)
    return window.controller


def test_a_scoring_lesson_played_with_the_mouse(window, qtbot):
    lesson = _lesson("too_many_colours")
    controller = _open_lesson(window, qtbot, lesson.id)
    box = window.lesson.box
    assert box.isVisible() and box.goal.text() == lesson.goal
    assert lesson.rule in box.rule.text() and "Introduction" in box.rule.text()
    scene = controller.scene
    # The lesson offers the rows only: the deck cannot be picked up, a click on it plays nothing.
    assert scene.sources == {"row:0", "row:1"}
    hand = MouseHand(window, random.Random(1), qtbot.waitUntil)
    assert hand.click("deck") is None  # the click was made
    assert controller.match.cursor == 0
    # The wrong row, dragged onto the learner's area: refused in the lesson's words.
    assert hand._drag_onto("row:0", "p0.collection") is None
    assert window.side.message.text() == dict(lesson.feedback)["take 1"]
    assert controller.match.cursor == 0 and box.result.text() == ""
    # The right one: played, and explained.
    assert hand._drag_onto("row:1", "p0.collection") is None
    qtbot.waitUntil(lambda: box.result.text() != "")
    assert lesson.explanation in box.result.text()
    assert controller.match.history()[0][0] == lesson.seat
    assert controller.legal == ()  # done: nothing more to play, and the bots stay still
    qtbot.wait(50)
    assert [mover for mover in controller.match.movers if mover >= 0] == [lesson.seat]
    assert lesson.id in lessons_done("coloretto")
    assert not controller.autosave_enabled
    # Next lesson, by mouse.
    _click(box.next_button)
    qtbot.waitUntil(lambda: window.lesson.lesson.id == "purple_side")
    assert window.controller is not controller and box.result.text() == ""
    # The list ticks what was passed.
    _click(box.list_button)
    page = window._lessons_page
    assert window.stack.currentWidget() is page
    assert page.lesson_buttons[("coloretto", lesson.id)].text().startswith("✓")
    assert not page.lesson_buttons[("coloretto", "purple_side")].text().startswith("✓")


def test_the_capacity_lesson_placing_with_the_mouse(window, qtbot):
    lesson = _lesson("row_capacity")
    controller = _open_lesson(window, qtbot, lesson.id)
    hand = MouseHand(window, random.Random(2), qtbot.waitUntil)
    # Row 1 is full: the rules themselves refuse it.
    assert hand._drag_onto("drawn", "row:0") is None
    assert "Row 1 is full" in window.side.message.text()
    # Row 4 has room, but the lesson wants the reds together.
    assert hand._drag_onto("drawn", "row:3") is None
    assert window.side.message.text() == dict(lesson.feedback)["place 4"]
    assert controller.match.cursor == 0
    assert hand._drag_onto("drawn", "row:1") is None
    qtbot.waitUntil(lambda: window.lesson.box.result.text() != "")
    assert controller.match.state.rows[1] == (2, 2, 2)  # three reds (red is colour 2)
    # Try again: the lesson anew, at its position.
    _click(window.lesson.box.again_button)
    qtbot.waitUntil(lambda: window.controller is not controller)
    assert window.controller.match.cursor == 0 and window.lesson.box.result.text() == ""


def test_a_new_game_takes_the_lesson_box_away(window, qtbot):
    from tests.ui.conftest import start, vs_bots

    _open_lesson(window, qtbot, "jokers")
    controller = start(window, vs_bots(4))
    assert controller.guide is None and not window.lesson.box.isVisible()
    assert controller.autosave_enabled


@pytest.mark.parametrize("lesson", shipped_lessons("coloretto"), ids=lambda lesson: lesson.id)
def test_every_coloretto_lesson_on_the_table(window, qtbot, lesson):
    run = window.start_lesson("coloretto", lesson.id).run
    controller = window.controller
    assert controller.guide is run
    offered = {controller.game.move_to_str(controller.match.state, move)
               for move in controller.legal}
    assert offered == set(lesson.offered) or not lesson.offered
    wrong = next(move for move in controller.legal
                 if controller.game.move_to_str(controller.match.state, move)
                 not in lesson.accepted)
    assert not controller.play(wrong)
    assert window.side.message.text() in (lesson.hint, *dict(lesson.feedback).values())
    accepted = controller.game.parse_move(controller.match.state, lesson.accepted[0])
    assert controller.play(accepted)
    assert lesson.explanation in window.lesson.box.result.text()
