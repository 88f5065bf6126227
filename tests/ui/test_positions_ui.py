"""Positions at the table: Edit → Copy position / Paste position through the real window's
actions, and `--open` with a position file through the launcher's own functions."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from chroma_desktop.persistence import save_match
from chroma_desktop.persistence.refusals import said
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.position import position_from_text, position_to_text
from chroma_desktop.ui import settings
from chroma_desktop.ui.app import read_file_to_open, show_file_opened
from chroma_desktop.ui.match_controller import Seat
from tests.ui.conftest import humans, start

coloretto = find_game("coloretto")

PLACING = """chroma position: coloretto, 4 players, edition=newer
# P2 has drawn a red card; row 1 is full.
phase: place
round: 2
turn: P2
drawn: red
row 1: blue, blue, joker
row 2: taken by P1
P1: 2 green
last row taken by: P1
"""


def menus(window):
    window.finish_start()
    return window


def test_copy_position_puts_the_table_on_the_clipboard(window):
    controller = start(menus(window), humans(4))
    assert controller.activate("deck")  # a drawn card now waits to be placed
    window.files.copy_position_action.trigger()
    text = QApplication.clipboard().text()
    assert text == position_to_text(coloretto, controller.match.state)
    assert "phase: place" in text and "drawn: " in text
    assert position_from_text(text, resolve=find_game) == controller.match.state
    assert "Position copied" in window.table_page.message


def test_paste_position_starts_a_game_there_and_undo_stops_there(window):
    menus(window)
    QApplication.clipboard().setText(PLACING)
    window.files.paste_position_action.trigger()
    controller = window.controller
    assert controller is not None and window.stack.currentWidget() is window.table_page
    expected = position_from_text(PLACING, resolve=find_game)
    assert controller.match.state == expected
    assert [seat.name for seat in controller.seats] == [f"Player {n}" for n in range(1, 5)]
    assert window.files.save_path is None and not controller.can_undo()
    assert controller.scene.item_for("drawn") is not None  # the drawn card is on the table
    assert "row:0" not in controller.targets_for("drawn"), "row 1 is full"
    assert controller.drop("drawn", "row:2")
    assert controller.match.state.rows[2] == (expected.drawn,)
    assert controller.undo() and controller.match.state == expected
    assert not controller.can_undo()
    # The game's record starts from the position: the autosave replays to the same table.
    assert Match.from_record(controller.session_record(), resolve=find_game).state == expected


def test_a_pasted_position_is_seated_as_the_game_was_last_set_up(window):
    settings.save_set_up("coloretto", 4, [Seat("Ada").to_json(),
                                          Seat("Bot 2", "heuristic").to_json(),
                                          Seat("Bot 3", "easy").to_json(),
                                          Seat("Bot 4", "heuristic").to_json()], {}, False)
    three = PLACING.replace("4 players", "3 players").replace("round: 2", "round: 2\nremoved: grey")
    assert window.files.paste_position(three)
    assert window.controller.seats == [Seat("Ada"), Seat("Bot 2", "heuristic"),
                                       Seat("Bot 3", "easy")]


def test_pasting_text_that_is_no_position_leaves_the_game_and_says_why(window):
    controller = start(menus(window), humans(4))
    before = controller.match.state
    QApplication.clipboard().setText("chroma position: coloretto, 4 players\nphase: turn\n")
    window.files.paste_position_action.trigger()
    assert window.controller is controller and controller.match.state == before
    said = window.statusBar().currentMessage()
    assert said == ("The clipboard holds no position to play: the line 'turn: ...' is missing")


def test_copy_position_without_a_game_says_so(window):
    menus(window).show_start()
    window.files.copy_position_action.trigger()
    assert window.start_page.message.text() == "There is no game on the table to copy."


# -- --open FILE ---------------------------------------------------------------------------------
def test_open_a_position_file_at_launch(window, tmp_path):
    for name in ("lesson.pos", "lesson.position", "lesson.txt"):  # by suffix, or by its first line
        path = tmp_path / name
        path.write_text(PLACING, encoding="utf-8")
        opened, problem = read_file_to_open(path)
        assert problem == "" and opened.from_position
        show_file_opened(window, path, opened, problem)
        assert window.controller.match.state == position_from_text(PLACING, resolve=find_game)
        assert window.files.save_path is None and not window.controller.can_undo()


def test_a_broken_position_file_opens_the_start_page_with_the_reason(window, tmp_path):
    path = tmp_path / "broken.pos"
    path.write_text(PLACING.replace("row 1: blue", "row 1: purple"), encoding="utf-8")
    opened, problem = read_file_to_open(path)
    assert opened is None
    assert said(problem).startswith("broken.pos is not a position that can be played: line 7 (row 1): "
                              "'purple' is not one of")
    show_file_opened(window, path, opened, problem)
    assert window.stack.currentWidget() is window.start_page
    assert window.start_page.message.text() == said(problem)
    binary = tmp_path / "binary.position"
    binary.write_bytes(b"\xff\xfe\x00")
    opened, problem = read_file_to_open(binary)
    assert opened is None and said(problem) == "binary.position is not a position (not UTF-8 text)"


def test_a_saved_game_still_opens_as_a_save(window, tmp_path):
    match = Match(coloretto, 3, {}, 7)
    path = tmp_path / "game.json"
    save_match(match, path)
    opened, problem = read_file_to_open(path)
    assert problem == "" and not opened.from_position
    show_file_opened(window, path, opened, problem)
    assert window.controller.match.state == match.state and window.files.save_path == path
