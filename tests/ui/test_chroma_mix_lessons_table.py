"""Chroma Mix's lessons on the real table, offscreen: an exact mix made with the mouse (cards
chosen by clicks, dragged onto the supply) after the rules and the lesson refuse others; a lesson
whose other player answers, its answer shown on the table and in the log before the explanation;
undoing such a lesson; and every Chroma Mix lesson through the controller."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from chroma_desktop.lessons import shipped_lessons
from chroma_desktop.rules.position import position_to_text
from chroma_desktop.ui.settings import lessons_done
from tests.ui.playthrough.gestures import MouseHand

LEFT = Qt.MouseButton.LeftButton


def _lesson(lesson_id: str):
    return next(one for one in shipped_lessons("chroma_mix") if one.id == lesson_id)


def _open_lesson(window, qtbot, lesson_id: str):
    """Start page → Learn tile → the lesson's button, all by mouse."""
    window.show_start()
    QTest.mouseClick(window.start_page.learn_button, LEFT)
    page = window._lessons_page
    assert window.stack.currentWidget() is page
    QTest.mouseClick(page.lesson_buttons[("chroma_mix", lesson_id)], LEFT)
    qtbot.waitUntil(lambda: window.controller is not None
                    and window.controller.guide is not None
                    and window.controller.guide.lesson.id == lesson_id)
    return window.controller


def _close_results(window) -> None:
    """A lesson that ends the game explains it in its box: no results dialog over it."""
    assert window.ending.end_dialog is None or not window.ending.end_dialog.isVisible()


def test_an_exact_mix_made_with_the_mouse(window, qtbot):
    lesson = _lesson("exact_mix")
    controller = _open_lesson(window, qtbot, lesson.id)
    box = window.lesson.box
    assert box.goal.text() == lesson.goal and "2. Mix" in box.rule.text()
    hand = MouseHand(window, random.Random(4), qtbot.waitUntil)
    # Violet overpays with either card: a click chooses it for its own move (printing it), and
    # Sapphire Blue, the mix the lesson asks for, is not lit as its target.
    chosen = hand.select(["p0.hand:violet"])
    assert [item.source_key for item in chosen] == ["p0.hand:violet"], chosen
    assert not any("sapphire_blue" in key for key in window.view.scene().highlighted())
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.view.scene().selection)
    assert controller.match.cursor == 0
    # Printing Violet is legal, but not what the lesson asks: its hint answers.
    assert hand._drag_onto("p0.hand:violet", "p0.play") is None
    assert window.side.message.text() == lesson.hint
    assert controller.match.cursor == 0 and box.result.text() == ""
    # Cerulean and Fuchsia, chosen by clicks and dragged onto Sapphire Blue: mixed, explained.
    chosen = hand.select(["p0.hand:cerulean", "p0.hand:fuchsia"])
    assert not isinstance(chosen, str)
    assert hand.drag_chosen(chosen, "supply.r4:sapphire_blue") is None
    qtbot.waitUntil(lambda: box.result.text() != "")
    assert lesson.explanation in box.result.text()
    assert controller.game.move_to_str(controller.match.states[0], controller.match.moves[0]) \
        == "mix cerulean fuchsia -> sapphire_blue"
    position = position_to_text(controller.game, controller.match.state).splitlines()
    assert "P1 hand: 1 violet, 1 sapphire_blue" in position
    assert any(item.source_key == "p0.hand:sapphire_blue"
               for item in controller.scene.items_by_id.values())
    assert lesson.id in lessons_done("chroma_mix")


def test_the_other_player_answers_on_the_table_before_the_explanation(window, qtbot):
    lesson = _lesson("point_victory")
    assert lesson.then == "opponents"
    controller = _open_lesson(window, qtbot, lesson.id)
    box = window.lesson.box
    hand = MouseHand(window, random.Random(5), qtbot.waitUntil)
    # Emerald Green back to hand: refused in the lesson's own words.
    assert hand._drag_onto("p0.play:emerald_green", "p0.hand") is None
    assert window.side.message.text() == dict(lesson.feedback)["refill emerald_green"]
    assert controller.match.cursor == 0
    # Orange onto the play area: accepted; the other player then takes its turn.
    assert hand._drag_onto("p0.hand:orange", "p0.play") is None
    qtbot.waitUntil(lambda: lesson.explanation in box.result.text())
    _close_results(window)
    movers = [mover for mover in controller.match.movers if mover >= 0]
    assert movers[0] == lesson.seat and 1 in movers
    assert controller.match.is_over() and controller.match.outcome().winners == (lesson.seat,)
    log = window.side.log.toPlainText()
    assert "You print Orange" in log and "Bot 2" in log
    # Bot 2's cards are on the table as it left them.
    assert any(item.source_key.startswith("p1.play:")
               for item in controller.scene.items_by_id.values() if item.source_key)
    assert lesson.id in lessons_done("chroma_mix")


def test_while_the_others_answer_the_box_says_so_and_undo_opens_the_lesson_again(window, qtbot):
    lesson = _lesson("point_victory")
    run = window.start_lesson("chroma_mix", lesson.id).run
    controller = window.controller
    box = window.lesson.box
    controller.bot_delay_ms = 50
    assert controller.play(controller.game.parse_move(controller.match.state, "print orange"))
    # Played, not yet answered: no explanation before the answer.
    assert run.moved and not run.done and run.reply_due()
    assert box.result.text() == "Right. Now the others answer your move…"
    assert controller.legal == ()
    qtbot.waitUntil(lambda: run.done)
    assert lesson.explanation in box.result.text()
    _close_results(window)
    # Undo goes back past the answer to the learner's own decision: the lesson is open again.
    assert controller.undo()
    assert controller.match.cursor == run.start_ply and not run.moved
    assert box.result.text() == "" and controller.legal
    qtbot.wait(100)  # no answer comes to a lesson that is open again
    assert controller.match.cursor == run.start_ply


@pytest.mark.parametrize("lesson", shipped_lessons("chroma_mix"), ids=lambda lesson: lesson.id)
def test_every_chroma_mix_lesson_on_the_table(window, qtbot, lesson):
    run = window.start_lesson("chroma_mix", lesson.id).run
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
    qtbot.waitUntil(lambda: lesson.explanation in window.lesson.box.result.text())
    _close_results(window)
    assert run.done and controller.legal == ()
    if lesson.then:
        assert controller.match.is_over() or lesson.seat in controller.match.to_move()
    if not controller.match.is_over():  # nobody is "thinking": the lesson is done
        assert window.side.prompt.text().startswith("The lesson is done")


def _fits(button) -> bool:
    return button.fontMetrics().horizontalAdvance(button.text().replace("&", "")) <= button.width()


def test_on_a_small_window_every_lesson_title_and_button_shows_whole_or_ends_in_an_ellipsis(
        window, qtbot):
    window.resize(1024, 640)
    page = window.show_lessons()
    qtbot.waitUntil(lambda: page.isVisible())
    for lesson in shipped_lessons("chroma_mix"):
        button = page.lesson_buttons[("chroma_mix", lesson.id)]
        assert button.toolTip() == lesson.title
        shown = button.text().strip()
        assert shown == lesson.title or (shown.endswith("…") and lesson.title.startswith(shown[:-1]))
    # The lesson box's buttons keep their words whole, on two rows where one is too narrow.
    window.start_lesson("chroma_mix", "raspberry_big_mix")
    box = window.lesson.box
    qtbot.waitUntil(lambda: box.isVisible() and box.width() > 0)
    assert all(_fits(button) for button in (box.again_button, box.next_button, box.list_button))
    assert box.goal.text() == _lesson("raspberry_big_mix").goal


def test_at_1280_by_800_every_lesson_title_of_every_game_reads_whole(window, qtbot):
    from chroma_desktop.ui.lesson_page import LESSON_COLUMNS

    window.resize(1280, 800)
    page = window.show_lessons()
    qtbot.waitUntil(lambda: page.isVisible())
    columns = {page.grid.getItemPosition(page.grid.indexOf(button))[1]
               for button in page.lesson_buttons.values()}
    assert len(columns) == LESSON_COLUMNS  # games side by side, two by two
    for (game_id, lesson_id), button in page.lesson_buttons.items():
        title = next(one.title for one in shipped_lessons(game_id) if one.id == lesson_id)
        assert button.text().strip().endswith(title), (game_id, lesson_id, button.text())


def test_on_a_narrow_panel_the_lesson_box_buttons_go_one_under_another(window, qtbot):
    # At 800x500 under a real X server the side panel leaves the box about 150 px.
    window.resize(800, 500)
    window.start_lesson("chroma_mix", "exact_mix")
    box = window.lesson.box
    qtbot.waitUntil(lambda: box.isVisible() and box.width() > 0)
    buttons = (box.again_button, box.next_button, box.list_button)
    narrow = max(button.minimumWidth() for button in buttons) + 10
    box.setFixedWidth(narrow)
    qtbot.waitUntil(lambda: box.width() == narrow)
    rows = {box.buttons.getItemPosition(box.buttons.indexOf(button))[0] for button in buttons}
    assert rows == {0, 1, 2}
    qtbot.waitUntil(lambda: all(_fits(button) and button.width() <= narrow for button in buttons))
