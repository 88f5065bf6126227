"""Teach mode's words are short enough (issue 31): at 1024x640 they no longer squeeze the game
log to a few lines. Teach mode says one line a group, the reason in a few words, and the rest on
demand: the side panel's "More about these moves", reached with the keys and named for a screen
reader, shows every group with its whole reason, and pressed again gives the short words back.
A real window resized as a player resizes it; what is checked is the widgets' geometry and what
the player reads."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match
from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.teach_words import SHORT_GROUPS
from tests.ui.conftest import vs_bots, wait_for_human
from tests.ui.test_cmyk_table_reading import seats
from tests.ui.test_side_panel_width import resize
from tests.ui.test_teach_groups import CUBES_COLOURING

LEAST_LOG_LINES = 8


def log_lines(window) -> float:
    """How many lines of its text the game log shows at once."""
    log = window.side.log
    return log.viewport().height() / log.fontMetrics().lineSpacing()


def fully_shown(label) -> bool:
    """Whether a word-wrapped label is as tall as its words need (nothing cut off)."""
    return label.height() >= label.heightForWidth(label.width())


def cubes_colouring(window, qtbot):
    match = Match.from_position(CUBES_COLOURING, 7, resolve=find_game)
    window.bot_delay_ms = 10 ** 7  # the others stay still while the player reads
    controller = window.show_match(match, seats(match.players), True)
    window.finish_start()
    resize(window, qtbot, 1024, 640)
    return controller


def test_chroma_cubes_teach_words_leave_the_log_eight_lines_at_1024x640(window, qtbot):
    cubes_colouring(window, qtbot)
    side = window.side
    lines = side.message.text().split("\n")
    assert lines[0].startswith("Teach mode: ") and lines[0].endswith("moves are open:")
    assert len(lines) <= 1 + SHORT_GROUPS + 1  # the head, the groups, "and N more kinds"
    assert lines[1].startswith("\u2022 Colour a section: Branch, 1 section left")
    assert lines[-1].startswith("\u2022 and ") and lines[-1].endswith("more kinds of move")
    assert fully_shown(side.message)
    assert log_lines(window) >= LEAST_LOG_LINES, log_lines(window)
    assert side.lesson_button.isVisible()  # the lesson still has its place
    assert side.teach_box.geometry().bottom() <= side.height()


def test_more_shows_every_group_in_full_with_the_keys_and_gives_the_short_words_back(window, qtbot):
    cubes_colouring(window, qtbot)
    side = window.side
    short = side.message.text()
    more, box = side.more_button, side.teach_more.box
    assert more.isVisible() and more.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert more.accessibleName() == "Teach mode: every open move and why"
    assert not box.isVisible()
    more.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(more, Qt.Key.Key_Space)
    QApplication.processEvents()
    assert box.isVisible() and more.words.text() == "Fewer words"
    assert box.focusPolicy() & Qt.FocusPolicy.TabFocus and box.accessibleName()
    full = box.toPlainText()
    assert full.startswith("Teach mode: the lit places show every legal move.")
    # The whole reason of each figure, and the other kinds of move in their own words.
    assert "\u2022 Colour a section: Branch 2 pts:" in full and "nobody has finished it" in full
    assert "\u2022 End your round: your unused dice are saved" in full
    assert "more kinds of move" not in full
    assert not side.message.isVisible()  # the words in full take the short ones' place
    # The words in full take a share of the room, and scroll: the log keeps its eight lines.
    assert log_lines(window) >= LEAST_LOG_LINES, log_lines(window)
    assert box.height() >= 2 * box.fontMetrics().lineSpacing()
    QTest.keyClick(more, Qt.Key.Key_Space)
    QApplication.processEvents()
    assert not box.isVisible() and more.words.text() == "More about these moves"
    assert side.message.isVisible() and side.message.text() == short


def test_more_goes_when_a_refusal_takes_the_teach_words_place(window, qtbot):
    controller = cubes_colouring(window, qtbot)
    assert window.side.more_button.isVisible()
    window.side.more_button.click()
    assert window.side.teach_more.box.isVisible()
    controller.message.emit("Not now.")
    QApplication.processEvents()
    assert not window.side.more_button.isVisible()
    assert not window.side.teach_more.box.isVisible()
    assert window.side.message.isVisible() and window.side.message.text() == "Not now."


@pytest.mark.parametrize("game_id,players", [("coloretto", 3), ("chroma_mix", 2),
                                             ("chroma_cubes", 2), ("cmyk", 2)])
def test_every_games_log_keeps_eight_lines_in_teach_mode_at_1024x640(window, qtbot, game_id,
                                                                     players):
    controller = window.start_game(NewGameConfig(game_id, players, vs_bots(players), {}, True, 4))
    window.finish_start()
    wait_for_human(qtbot, controller)
    window.bot_delay_ms = 10 ** 7  # the bots wait while the player reads
    resize(window, qtbot, 1024, 640)
    said = window.side.message.text()
    assert said.startswith("Teach mode: "), said
    assert fully_shown(window.side.message)
    assert log_lines(window) >= LEAST_LOG_LINES, (game_id, log_lines(window))


def test_no_more_button_where_the_short_words_say_it_all(window, qtbot):
    """Coloretto's two groups have short reasons already: nothing more to show on demand."""
    from tests.ui.conftest import start

    controller = start(window, vs_bots(3), seed=4, teach=True)
    wait_for_human(qtbot, controller)
    assert window.side.message.text().split("\n")[1] == "\u2022 Draw a card and place it: 3 rows have room"
    assert not window.side.more_button.isVisible()
