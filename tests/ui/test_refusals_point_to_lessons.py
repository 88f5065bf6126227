"""Every refusal points to its lesson in teach mode (issue 31), whatever the hand did: a click on
a greyed table button, cards chosen together that make nothing, not only a refused drop. Real
window, the real mouse on the view's viewport at points taken from the drawn items; what is
checked is what the player reads beside the table and the lesson the button then opens."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match
from tests.ui.test_cmyk_table_reading import pixel
from tests.ui.test_refusals_in_teach_mode import shown

LEFT = Qt.MouseButton.LeftButton
NO_KEYS = Qt.KeyboardModifier.NoModifier


def click_item(window, key: str) -> None:
    item = window.controller.scene.item_for(key)
    QTest.mouseClick(window.view.viewport(), LEFT, NO_KEYS,
                     pixel(window, item.sceneBoundingRect().center()))
    QApplication.processEvents()


def click(widget) -> None:
    QTest.mouseClick(widget, LEFT, NO_KEYS, widget.rect().center())
    QApplication.processEvents()


def cmyk_holding_a_tile() -> Match:
    from chroma_desktop.games.cmyk import moves as mv
    from chroma_desktop.games.cmyk.state import NONE, PLAY
    from tests.ui.test_cmyk_table_reading import bots_play

    match = Match(find_game("cmyk"), 2, {}, 4)
    bots_play(match, lambda state: state.phase == PLAY and not state.pending
              and all(hand == NONE for hand in state.hands))
    match.play(next(move for move in match.legal_moves(0) if move.kind == mv.TAKE), 0)
    return match


def test_a_click_on_cmyks_greyed_stop_points_to_the_lesson_on_when_to_stop(window):
    controller = shown(window, cmyk_holding_a_tile(), True)
    button = window.side.lesson_button
    assert button.words.text().startswith("New to matching sides?")  # placing the tile held
    stop = controller.scene.item_for("button:stop")
    assert not stop.enabled  # a tile is in hand: stopping is no move now
    click_item(window, "button:stop")
    assert window.side.message.text() == "Place or put back the tile in your hand before you stop."
    assert button.isVisible() and button.words.text() == (
        "New to when to stop? Lesson: Stop when more tiles would cost you")
    click(button)
    assert window.lesson is not None and window.lesson.lesson.id == "the_end"


def test_the_same_click_without_teach_mode_says_why_and_points_nowhere(window):
    controller = shown(window, cmyk_holding_a_tile(), False)
    played = controller.match.cursor
    click_item(window, "button:stop")
    assert window.side.message.text() == "Place or put back the tile in your hand before you stop."
    assert not window.side.lesson_button.isVisible()
    assert controller.match.cursor == played  # nothing was played


def test_two_cards_chosen_that_mix_into_nothing_point_to_the_lesson_on_exact_mixes(window):
    """Burgundy's lesson position, played as a game: the main group meets a win condition, but
    Cerulean and Soft Cyan chosen together make nothing, and teach mode points to mixing."""
    from chroma_desktop.lessons import shipped_lessons

    lesson = next(one for one in shipped_lessons("chroma_mix") if one.id == "burgundy_victory")
    match = Match.from_position(lesson.position, 7, resolve=find_game)
    controller = shown(window, match, True)
    button = window.side.lesson_button
    assert button.words.text() == "New to the win conditions? Lesson: 17 VP: a Point victory"
    scene = controller.scene
    for key in ("p0.hand:cerulean", "p0.hand:soft_cyan"):
        card = next(item for item in scene.items_by_id.values() if item.source_key == key)
        QTest.mouseClick(window.view.viewport(), LEFT, NO_KEYS,
                         pixel(window, card.sceneBoundingRect().center()))
        QApplication.processEvents()
    said = window.side.message.text()
    assert said.endswith("no card is made of exactly that."), said
    assert button.isVisible() and button.words.text() == "New to mixing? Lesson: Mixes must be exact"
    click(button)
    assert window.lesson is not None and window.lesson.lesson.id == "exact_mix"


def test_a_move_the_rules_turn_down_when_made_points_to_its_lesson(window):
    """What Enter, a listed best move or the "Which move?" dialog plays goes through
    `MatchController.play`; a move the rules then turn down (`IllegalMoveError`) is said like
    any refusal, with its lesson."""
    from chroma_desktop.rules.api import Move
    from tests.ui.test_teach_groups import FULL_ROW

    controller = shown(window, Match.from_position(FULL_ROW, 7, resolve=find_game), True)
    button = window.side.lesson_button
    assert button.words.text().startswith("New to a row's room?")  # placing: the main group's
    window.table_page.point_to_lesson(None)  # nothing pointed to before the refusal
    assert not controller.play(Move("place", 0, "drawn", "row:0"))
    assert window.side.message.text().startswith("Row 1 is full (3 of 3 cards)")
    assert button.isVisible() and button.words.text() == ("New to a row's room? Lesson: "
                                                    "A row holds three cards")
    assert controller.match.cursor == 0
