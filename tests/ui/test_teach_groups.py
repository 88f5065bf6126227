"""Teach mode explains (issue 31): beside the table the open moves are grouped by what they do,
each with why (and its best effect where the game previews moves), and a button points to the
lesson for the rule at hand, the main group's or a refusal's; clicking it opens that lesson on
the table. Real window, real mouse on the view's viewport and on the side panel's button, at
points taken from what is drawn; what is checked is what the player reads."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from chroma_desktop import registry
from chroma_desktop.lessons import shipped_lessons
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match
from chroma_desktop.ui.dialogs import NewGameConfig
from tests.toy_game.manifest import MANIFEST as TOY
from tests.ui.conftest import start, vs_bots, wait_for_human
from tests.ui.test_cmyk_table_reading import seats
from tests.ui.test_refusals_in_teach_mode import mouse_drag

LEFT = Qt.MouseButton.LeftButton

FULL_ROW = """chroma position: coloretto, 3 players
phase: place
turn: P1
drawn: red
removed: grey
row 1: blue, blue, green
row 2: yellow
row 3: empty
P1: 2 yellow, 1 green
P2: 2 blue
P3: 1 orange
"""

CUBES_COLOURING = next(lesson.position for lesson in shipped_lessons("chroma_cubes")
                       if lesson.id == "first_completion_bonus")
"""Mid-round on the Cardinal sheet, the learner to colour: the Branch and the Berries and leaves
each lack one section; Bot 2 finished the Berries first."""


def said_lines(window) -> list[str]:
    return window.side.message.text().split("\n")


def click(widget) -> None:
    QTest.mouseClick(widget, LEFT, Qt.KeyboardModifier.NoModifier, widget.rect().center())
    QApplication.processEvents()


def test_coloretto_says_its_open_moves_grouped_with_why_and_points_to_its_lesson(window, qtbot):
    controller = start(window, vs_bots(3), seed=4, teach=True)
    wait_for_human(qtbot, controller)
    lines = said_lines(window)
    assert lines[0].startswith("Teach mode: ") and lines[0].endswith("moves are open:")
    assert lines[1] == "\u2022 Draw a card and place it: 3 rows have room"
    button = window.side.lesson_button
    assert button.isVisible()
    assert button.words.text() == "New to drawing or taking? Lesson: Draw a card, or take a row"
    click(button)
    assert window.lesson is not None and window.lesson.lesson is not None
    assert window.lesson.lesson.id == "draw_or_take"
    assert not button.isVisible()  # the lesson's own box says what to do


def test_a_refusal_points_to_the_lesson_for_the_rule_it_names_not_the_main_groups(window, qtbot):
    controller = start(window, vs_bots(3), seed=4, teach=True)
    wait_for_human(qtbot, controller)
    button = window.side.lesson_button
    assert button.words.text().startswith("New to drawing or taking?")  # the main group's
    scene = controller.scene
    row, other = scene.item_for("row:0"), scene.item_for("row:1")
    assert controller.match.state.rows[0]  # row 1 holds cards: it can be taken
    mouse_drag(window, row.sceneBoundingRect().center(), other.sceneBoundingRect().center())
    assert window.side.message.text() == "Drag a row onto your own collection to take it."
    assert button.words.text() == "New to taking a row? Lesson: Taking a row ends your round"
    click(button)
    assert window.lesson.lesson.id == "take_ends_round"


def test_a_full_row_refusal_points_to_the_lesson_on_a_rows_room(window, qtbot):
    match = Match.from_position(FULL_ROW, 7, resolve=find_game)
    controller = window.show_match(match, seats(3), True)
    window.finish_start()
    QApplication.processEvents()
    controller.scene.finish_animations()
    assert said_lines(window)[1] == ("\u2022 Place the drawn card on a row with room: rows 2, 3")
    scene = controller.scene
    card, full_row = scene.item_for("drawn"), scene.item_for("row:0")
    mouse_drag(window, card.sceneBoundingRect().center(), full_row.sceneBoundingRect().center())
    assert "Row 1 is full" in window.side.message.text()
    button = window.side.lesson_button
    assert button.isVisible() and button.words.text() == ("New to a row's room? Lesson: "
                                                    "A row holds three cards")
    click(button)
    assert window.lesson is not None and window.lesson.lesson.id == "row_capacity"


def test_chroma_cubes_groups_the_sections_by_figure_and_points_to_the_figures_lesson(window, qtbot):
    match = Match.from_position(CUBES_COLOURING, 7, resolve=find_game)
    window.bot_delay_ms = 10 ** 7  # the others stay still while the player reads
    controller = window.show_match(match, seats(match.players), True)
    window.finish_start()
    QApplication.processEvents()
    lines = said_lines(window)
    figures = [line for line in lines if line.startswith("\u2022 Colour a section: ")]
    assert figures, lines
    # One section left of each; the Branch, which nobody has finished, is worth more to finish:
    # in short its sections left, in full (on demand) its worth and who finished it.
    assert figures[0].startswith("\u2022 Colour a section: Branch, 1 section left")
    full = window.side.teach_words[1].split("\n")
    branch = next(line for line in full if line.startswith("\u2022 Colour a section: Branch"))
    assert branch.startswith("\u2022 Colour a section: Branch 2 pts:")
    assert "nobody has finished it" in branch
    button = window.side.lesson_button
    assert button.words.text() == "New to figures? Lesson: Be first to finish a figure"
    click(button)
    assert window.lesson.lesson.id == "first_completion_bonus"
    assert window.controller is not controller


def test_the_toy_game_says_each_groups_best_effect_and_its_lesson_in_italian(window, qtbot):
    registry.register(TOY)
    try:
        config = NewGameConfig(TOY.id, 2, vs_bots(2), {"counters": "7"}, True, 3)
        controller = window.start_game(config)
        wait_for_human(qtbot, controller)
        left = controller.match.state.left
        lines = said_lines(window)
        if left % 3:  # a take leaves a multiple of three: that group comes first
            assert lines[1].startswith(f"\u2022 Leave {left - left % 3} counters: a multiple of three")
            assert window.side.lesson_button.words.text() == ("New to multiples of three? Lesson: "
                                                        "Leave a multiple of three")
        assert not any("up to" in line for line in lines[1:])  # no take wins yet: no change said
        window.languages.set_language("it", remember=False)  # View -> Language
        try:
            said = window.side.message.text()
            assert said.startswith("Modalità didattica")
            assert "pedine" in said and "fino a" not in said
        finally:
            window.languages.set_language("en", remember=False)
    finally:
        if window.controller is not None:
            window.controller.stop()
        registry.unregister(TOY.id)


def test_the_last_counter_group_says_up_to_plus_one(window, qtbot):
    registry.register(TOY)
    try:
        position = ("chroma position: toy_nim, 2 players, counters=7\nturn: P1\nleft: 2\n"
                    "P1: 3\nP2: 2\nlast taker: P2\n")
        match = Match.from_position(position, 7, resolve=find_game)
        window.bot_delay_ms = 10 ** 7
        window.show_match(match, vs_bots(2), True)
        window.finish_start()
        QApplication.processEvents()
        lines = said_lines(window)
        assert lines[1] == ("\u2022 Take the last counters: whoever takes the last counter wins "
                            "(up to +1)")
        assert lines[2] == ("\u2022 Take 1 counter: with 2 left none of these leaves a multiple "
                            "of three")
        button = window.side.lesson_button
        assert button.words.text() == "New to the last counter? Lesson: Take the last counter"
        click(button)
        assert window.lesson.lesson.id == "take_the_last"
    finally:
        if window.controller is not None:
            window.controller.stop()
        registry.unregister(TOY.id)


def test_a_refused_cmyk_drop_points_to_the_lesson_on_matching_sides(window, qtbot):
    from chroma_desktop.games.cmyk import moves as mv
    from chroma_desktop.games.cmyk.state import NONE, PLAY
    from tests.ui.test_cmyk_table import open_spaces
    from tests.ui.test_cmyk_table_reading import bots_play, tile_items
    from tests.ui.test_refusals_in_teach_mode import shown

    match = Match(find_game("cmyk"), 2, {}, 4)
    bots_play(match, lambda state: state.phase == PLAY and not state.pending
              and all(hand == NONE for hand in state.hands))
    match.play(next(move for move in match.legal_moves(0) if move.kind == mv.TAKE), 0)
    controller = shown(window, match, True)
    lines = said_lines(window)
    assert lines[1].startswith("\u2022 Place the C") and "touching side matching" in lines[1]
    scene = controller.scene
    fits = {move.target for move in controller.legal if move.kind == mv.PLACE}
    refused = next(cid for cid in open_spaces(scene, 0) if cid not in fits)
    tile = next(item for item in tile_items(scene) if item.source_key == mv.hand_id(0))
    mouse_drag(window, tile.sceneBoundingRect().center(), scene.item_for(refused).pos())
    assert "edges meet at" in window.side.message.text()
    button = window.side.lesson_button
    assert button.isVisible() and button.words.text() == (
        "New to matching sides? Lesson: Touching sides show the same ink and mark")
    click(button)
    assert window.lesson.lesson.id == "matching_marks"


def test_the_lesson_button_is_reached_and_pressed_with_the_keys(window, qtbot):
    controller = start(window, vs_bots(3), seed=4, teach=True)
    wait_for_human(qtbot, controller)
    button = window.side.lesson_button
    assert button.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert button.accessibleName() == button.words.text()  # a screen reader says the sentence
    button.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(button, Qt.Key.Key_Space)
    QApplication.processEvents()
    assert window.lesson is not None and window.lesson.lesson.id == "draw_or_take"
