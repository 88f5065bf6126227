"""Chroma Cubes' and CMYK!'s lessons on the real table, offscreen: some played with real mouse
events at points taken from what is drawn (a die dragged onto a section, two dice chosen then
dragged, a pile clicked, a tile dragged onto a space), each wrong move refused in the lesson's
words and the accepted one explained; and every lesson of both games through the controller."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from chroma_desktop.lessons import shipped_lessons
from chroma_desktop.ui.settings import lessons_done
from tests.ui.playthrough.gestures import MouseHand

LEFT = Qt.MouseButton.LeftButton


def _lesson(game_id: str, lesson_id: str):
    return next(one for one in shipped_lessons(game_id) if one.id == lesson_id)


def _open_lesson(window, qtbot, game_id: str, lesson_id: str):
    """Start page → Learn tile → the lesson's button, all by mouse."""
    window.show_start()
    QTest.mouseClick(window.start_page.learn_button, LEFT)
    page = window._lessons_page
    assert window.stack.currentWidget() is page
    QTest.mouseClick(page.lesson_buttons[(game_id, lesson_id)], LEFT)
    qtbot.waitUntil(lambda: window.controller is not None
                    and window.controller.guide is not None
                    and window.controller.guide.lesson.id == lesson_id)
    return window.controller


def _refused_in_the_lessons_words(window, controller, lesson, move_text: str) -> None:
    assert window.side.message.text() == dict(lesson.feedback).get(move_text, lesson.hint)
    assert controller.match.cursor == 0 and window.lesson.box.result.text() == ""


def _explained(window, qtbot, controller, lesson) -> None:
    qtbot.waitUntil(lambda: window.lesson.box.result.text() != "")
    assert lesson.explanation in window.lesson.box.result.text()
    assert controller.match.history()[0] == (
        lesson.seat, controller.game.parse_move(controller.match.states[0], lesson.accepted[0]))
    qtbot.wait(50)  # the bots stay still
    assert {mover for mover in controller.match.movers if mover >= 0} == {lesson.seat}
    assert lesson.id in lessons_done(lesson.game_id)
    assert not controller.autosave_enabled


def test_chroma_cubes_bonus_lesson_dragging_a_die(window, qtbot):
    lesson = _lesson("chroma_cubes", "first_completion_bonus")
    controller = _open_lesson(window, qtbot, "chroma_cubes", lesson.id)
    box = window.lesson.box
    assert box.goal.text() == lesson.goal and "Gameplay: Score" in box.rule.text()
    hand = MouseHand(window, random.Random(5), qtbot.waitUntil)
    # The berries are worth less: refused in the lesson's words.
    assert hand._drag_onto("die:purple#1", "sheet:p0:cardinal:s23") is None
    _refused_in_the_lessons_words(window, controller, lesson, "p1 colour s23 purple#1")
    assert hand._drag_onto("die:purple#1", "sheet:p0:cardinal:s17") is None
    _explained(window, qtbot, controller, lesson)
    assert controller.match.state.score(lesson.seat) == 3
    assert controller.legal == ()  # done: the table offers nothing more


def test_chroma_cubes_colour_lesson_choosing_two_dice(window, qtbot):
    lesson = _lesson("chroma_cubes", "colour_a_section")
    controller = _open_lesson(window, qtbot, "chroma_cubes", lesson.id)
    hand = MouseHand(window, random.Random(6), qtbot.waitUntil)
    # One die on the beak bottom: a move the lesson offers, and refuses in its words.
    assert hand._drag_onto("die:orange#1", "sheet:p0:cardinal:s10") is None
    _refused_in_the_lessons_words(window, controller, lesson, "p1 colour s10 orange#1")
    chosen = hand.select(["die:red#1", "die:orange#1"])
    assert not isinstance(chosen, str), chosen
    assert hand.drag_chosen(chosen, "sheet:p0:cardinal:s9") is None
    _explained(window, qtbot, controller, lesson)
    assert controller.match.state.coloured[lesson.seat] >> 8 & 1  # s9, the beak top


def test_cmyk_matching_lesson_clicking_piles(window, qtbot):
    lesson = _lesson("cmyk", "matching_marks")
    controller = _open_lesson(window, qtbot, "cmyk", lesson.id)
    assert "How to place tiles" in window.lesson.box.rule.text()
    hand = MouseHand(window, random.Random(7), qtbot.waitUntil)
    assert hand.click("pile:0") is None
    _refused_in_the_lessons_words(window, controller, lesson, "p1 take 1")
    assert hand.click("pile:1") is None
    _explained(window, qtbot, controller, lesson)
    state = controller.match.state
    assert state.config.tile_ids[state.hands[lesson.seat]] == "T19"


def test_cmyk_removal_lesson_dragging_the_tile(window, qtbot):
    lesson = _lesson("cmyk", "removal_rule")
    controller = _open_lesson(window, qtbot, "cmyk", lesson.id)
    hand = MouseHand(window, random.Random(8), qtbot.waitUntil)
    assert hand._drag_onto("p0.hand", "grid:p0:0,-1,down") is None
    _refused_in_the_lessons_words(window, controller, lesson, "p1 place 0,-1 down r0")
    assert hand._drag_onto("p0.hand", "grid:p0:0,0,down") is None
    _explained(window, qtbot, controller, lesson)
    state = controller.match.state
    assert state.out == () and len(state.mosaics[lesson.seat]) == 2  # nothing was removed


GAMES_LESSONS = [pytest.param(lesson, id=lesson.key) for game_id in ("chroma_cubes", "cmyk")
                 for lesson in shipped_lessons(game_id)]


@pytest.mark.parametrize("lesson", GAMES_LESSONS)
def test_every_lesson_on_the_table(window, qtbot, lesson):
    run = window.start_lesson(lesson.game_id, lesson.id).run
    controller = window.controller
    assert controller.guide is run
    state = controller.match.state
    offered = {controller.game.move_to_str(state, move) for move in controller.legal}
    assert offered == set(lesson.offered) or not lesson.offered
    wrong = next(move for move in controller.legal
                 if controller.game.move_to_str(state, move) not in lesson.accepted)
    assert not controller.play(wrong)
    assert window.side.message.text() in (lesson.hint, *dict(lesson.feedback).values())
    assert controller.play(controller.game.parse_move(state, lesson.accepted[0]))
    assert lesson.explanation in window.lesson.box.result.text()
