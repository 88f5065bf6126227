"""The side panel's words and the screens around a table cut nothing in a longer language
(issue 33): teach mode's words, the hint's list of best moves and the prompt, in the
pseudo-locale (accented, about 40 % longer) at 1024x640 and 800x500, each table; a lesson's page,
How to play and the results at 800x500 in pseudo, German and Italian. What is measured is each
label's and button's words against its room (`tests/ui/widget_room.py`)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from chroma_desktop import language
from chroma_desktop.lessons import shipped_lessons
from chroma_desktop.ui.main_window import MainWindow
from chroma_desktop.ui.match_controller import Seat
from chroma_desktop.ui.translation import install
from tests.ui.drawn_text import close, played_match
from tests.ui.pseudo_language import PSEUDO, pseudo_shown, write_pseudo
from tests.ui.test_drawn_text import TABLES
from tests.ui.test_pseudo_words import TABLE_NAMES
from tests.ui.test_side_panel_width import resize
from tests.ui.widget_room import cut_widgets

SIZES = ((1024, 640), (800, 500))
HINT_PLAYOUTS = 4  # the list's words, not its odds, are measured


@pytest.fixture(scope="module")
def pseudo_folder(tmp_path_factory):
    return write_pseudo(tmp_path_factory.mktemp("pseudo-panel"))


def _your_turn(name: str):
    """The table `name` after its bot moves, played on until it is your move."""
    game, players, options, moves = TABLES[name]
    return played_match(game, players, 0, options=options, until=lambda match: match.cursor >= moves
                        and 0 in match.to_move() or match.is_over())


def _table_window(qtbot, match) -> MainWindow:
    window = MainWindow(bot_delay_ms=10 ** 7, autosave=False)
    window.set_pace(0, remember=False)
    qtbot.addWidget(window)
    window.resize(*SIZES[0])
    window.show()
    seats = [Seat("You")] + [Seat(f"Bot {seat}", "heuristic") for seat in range(1, match.players)]
    window.show_match(match, seats, True)
    window.finish_start()
    QApplication.processEvents()
    return window


@pytest.mark.parametrize("name", TABLE_NAMES)
def test_teach_words_the_hint_list_and_the_prompt_cut_nothing_in_pseudo(
        qtbot, pseudo_folder, name):
    match = _your_turn(name)
    assert not match.is_over()
    cut = []
    with pseudo_shown(pseudo_folder):
        window = _table_window(qtbot, match)
        try:
            side, controller = window.side, window.controller
            assert controller is not None
            controller.search_playouts = HINT_PLAYOUTS
            for size in SIZES:
                resize(window, qtbot, *size)
                assert side.message.text() and side.prompt.text()  # teach mode's words
                cut += [f"{size}, teach: {found}" for found in cut_widgets(side)]
            window.view.setFocus()
            QTest.keyClick(window.view, Qt.Key.Key_H)
            qtbot.waitUntil(lambda: bool(side.best_moves.entries), timeout=30_000)
            for size in SIZES:
                resize(window, qtbot, *size)
                cut += [f"{size}, hint: {found}" for found in cut_widgets(side)]
        finally:
            close(window)
    assert cut == [], "\n".join(cut)


ENDED_GAMES = [("coloretto", 3, {}), ("chroma_mix", 2, {}), ("chroma_cubes", 1, {"mode": "cairn"}),
               ("cmyk", 2, {})]


@contextmanager
def _shown_in(code: str, folder) -> Iterator[None]:
    """Every word in `code` (the pseudo language from `folder`) while the block runs."""
    if code == PSEUDO:
        with pseudo_shown(folder):
            yield
        return
    install(code)
    try:
        yield
    finally:
        install(language.SOURCE)


def _lesson_and_learn_page(window, qtbot, game_id: str) -> list[str]:
    window.show_start()
    QTest.mouseClick(window.start_page.learn_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    cut = [f"learn page: {found}" for found in cut_widgets(window)]
    lesson = shipped_lessons(game_id)[0]
    QTest.mouseClick(window._lessons_page.lesson_buttons[(game_id, lesson.id)],
                     Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.guide is not None)
    QApplication.processEvents()
    assert window.lesson.box.isVisible()
    return cut + [f"lesson: {found}" for found in cut_widgets(window)]


@pytest.mark.parametrize("code", [PSEUDO, "de", "it"])
@pytest.mark.parametrize(("game_id", "players", "options"), ENDED_GAMES)
def test_a_lesson_how_to_play_and_the_results_cut_nothing_at_800x500(
        qtbot, pseudo_folder, code, game_id, players, options):
    match = played_match(game_id, players, 0, options=options, until=lambda match: match.is_over())
    with _shown_in(code, pseudo_folder):
        window = MainWindow(bot_delay_ms=10 ** 7, autosave=False)
        window.set_pace(0, remember=False)
        qtbot.addWidget(window)
        if code != PSEUDO:
            install(code)  # after the window: it installs the language the settings say
        window.show()
        window.finish_start()
        resize(window, qtbot, *SIZES[1])
        try:
            cut = _lesson_and_learn_page(window, qtbot, game_id)
            reference = window.help_menu.how_to_play()
            qtbot.waitUntil(reference.isVisible)
            QApplication.processEvents()
            cut += [f"How to play: {found}" for found in cut_widgets(reference)]
            if reference.width() > SIZES[1][0] or reference.height() > SIZES[1][1]:
                cut.append(f"How to play: {reference.width()}x{reference.height()}, larger than "
                           "the window")
            reference.reject()
            window.show_match(match, [Seat("You")] + [Seat(f"Bot {seat}", "heuristic")
                                                      for seat in range(1, players)], False)
            qtbot.waitUntil(lambda: window.ending.end_dialog is not None, timeout=10_000)
            dialog = window.ending.end_dialog
            qtbot.waitUntil(dialog.isVisible)
            QApplication.processEvents()
            cut += [f"results: {found}" for found in cut_widgets(dialog)]
            dialog.reject()
        finally:
            close(window)
    assert cut == [], "\n".join(cut)
