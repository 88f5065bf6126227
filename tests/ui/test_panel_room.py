"""The side panel's words and the screens around a table cut nothing in a longer language
(issue 33), at 1024x640 and 800x500: teach mode's words, the hint's list of best moves and the
prompt of each table in pseudo (accented, about 40 % longer), German and Italian; the Learn page,
a lesson's page, How to play, Rulings and the results in pseudo, German, Italian and English; the
start page and the New game, Host and Join dialogs in pseudo, German and Italian. What is measured
is each label's and button's words against its room (`tests/ui/widget_room.py`)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from chroma_desktop import language
from chroma_desktop.lessons import shipped_lessons
from chroma_desktop.registry import game_ids
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
SETTLED_S = 2.0  # wrapped words take their lines' height a few passes after a size changes


def _settled_cuts(qtbot, shown: QWidget) -> list[str]:
    """What `shown` cuts once laid out: measured again while it cuts something, until
    `SETTLED_S` (a loaded machine lays out later; a real cut stays)."""
    deadline = time.monotonic() + SETTLED_S
    while (found := cut_widgets(shown)) and time.monotonic() < deadline:
        qtbot.wait(20)
    return found


@pytest.fixture(scope="module")
def pseudo_folder(tmp_path_factory):
    return write_pseudo(tmp_path_factory.mktemp("pseudo-panel"))


@contextmanager
def _shown_in(code: str, folder) -> Iterator[None]:
    """Every word in `code` (the pseudo language from `folder`) while the block runs; English
    after."""
    if code == PSEUDO:
        with pseudo_shown(folder):
            yield
        return
    install(code)
    try:
        yield
    finally:
        install(language.SOURCE)


def _window(qtbot, code: str) -> MainWindow:
    """A window at 1024x640 saying its words in `code` (installed in `_shown_in`)."""
    window = MainWindow(bot_delay_ms=10 ** 7, autosave=False)
    window.set_pace(0, remember=False)
    qtbot.addWidget(window)
    if code != PSEUDO:
        install(code)  # after the window: it installs the language the settings say
    window.resize(*SIZES[0])
    window.show()
    window.finish_start()
    QApplication.processEvents()
    return window


def _at_each_size(window: MainWindow, qtbot, what: str, shown: QWidget | None = None) -> list[str]:
    """What `shown` (the window when None) cuts at each size of the window, said with `what`."""
    cut = []
    for size in SIZES:
        resize(window, qtbot, *size)
        cut += [f"{size}, {what}: {found}" for found in _settled_cuts(qtbot, shown or window)]
    return cut


def _your_turn(name: str):
    """The table `name` after its bot moves, played on until it is your move."""
    game, players, options, moves = TABLES[name]
    return played_match(game, players, 0, options=options, until=lambda match: match.cursor >= moves
                        and 0 in match.to_move() or match.is_over())


@pytest.mark.parametrize("code", [PSEUDO, "de", "it"])
@pytest.mark.parametrize("name", TABLE_NAMES)
def test_teach_words_the_hint_list_and_the_prompt_cut_nothing(qtbot, pseudo_folder, name, code):
    match = _your_turn(name)
    assert not match.is_over()
    with _shown_in(code, pseudo_folder):
        window = _window(qtbot, code)
        try:
            window.show_match(match, [Seat("You")] + [Seat(f"Bot {seat}", "heuristic")
                                                      for seat in range(1, match.players)], True)
            QApplication.processEvents()
            side, controller = window.side, window.controller
            assert controller is not None
            controller.search_playouts = HINT_PLAYOUTS
            assert side.message.text() and side.prompt.text()  # teach mode's words
            cut = _at_each_size(window, qtbot, "teach", side)
            window.view.setFocus()
            QTest.keyClick(window.view, Qt.Key.Key_H)
            qtbot.waitUntil(lambda: bool(side.best_moves.entries), timeout=30_000)
            cut += _at_each_size(window, qtbot, "hint", side)
        finally:
            close(window)
    assert cut == [], "\n".join(cut)


ENDED_GAMES = [("coloretto", 3, {}), ("chroma_mix", 2, {}), ("chroma_cubes", 1, {"mode": "cairn"}),
               ("cmyk", 2, {})]


def _lesson_and_learn_page(window, qtbot, game_id: str) -> list[str]:
    window.show_start()
    QTest.mouseClick(window.start_page.learn_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    cut = _at_each_size(window, qtbot, "learn page")
    lesson = shipped_lessons(game_id)[0]
    QTest.mouseClick(window._lessons_page.lesson_buttons[(game_id, lesson.id)],
                     Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.guide is not None)
    QApplication.processEvents()
    assert window.lesson.box.isVisible()
    return cut + _at_each_size(window, qtbot, "lesson")


def _dialog_room(window, qtbot, what: str, opened: Callable[[], QDialog]) -> list[str]:
    """What the dialog `opened` opens cuts, opened at each size of the window, and where it is
    larger than the window."""
    cut = []
    for size in SIZES:
        resize(window, qtbot, *size)
        dialog = opened()
        qtbot.waitUntil(dialog.isVisible)
        cut += [f"{size}, {what}: {found}" for found in _settled_cuts(qtbot, dialog)]
        if dialog.width() > size[0] or dialog.height() > size[1]:
            cut.append(f"{size}, {what}: {dialog.width()}x{dialog.height()}, larger than the "
                       "window")
        dialog.reject()
    return cut


def _shown_again(dialog: QDialog) -> QDialog:
    """The results, shown again after the window changed size (they open once, at the end)."""
    dialog.show()
    return dialog


def _new_game(window, game_id: str) -> QDialog:
    dialog = window.show_new_game_dialog(game_id)
    dialog.players_box.setValue(dialog.players_box.maximum())
    return dialog


@pytest.mark.parametrize("code", [PSEUDO, "de", "it", "en"])
@pytest.mark.parametrize(("game_id", "players", "options"), ENDED_GAMES)
def test_a_lesson_how_to_play_rulings_and_the_results_cut_nothing(
        qtbot, pseudo_folder, code, game_id, players, options):
    match = played_match(game_id, players, 0, options=options, until=lambda match: match.is_over())
    with _shown_in(code, pseudo_folder):
        window = _window(qtbot, code)
        try:
            cut = _lesson_and_learn_page(window, qtbot, game_id)
            cut += _dialog_room(window, qtbot, "How to play", window.help_menu.how_to_play)
            cut += _dialog_room(window, qtbot, "Rulings", window.help_menu.show_rulings)
            window.show_match(match, [Seat("You")] + [Seat(f"Bot {seat}", "heuristic")
                                                      for seat in range(1, players)], False)
            qtbot.waitUntil(lambda: window.ending.end_dialog is not None, timeout=10_000)
            ended = window.ending.end_dialog
            cut += _dialog_room(window, qtbot, "results", lambda: _shown_again(ended))
        finally:
            close(window)
    assert cut == [], "\n".join(cut)


@pytest.mark.parametrize("code", [PSEUDO, "de", "it"])
def test_the_start_page_new_game_host_and_join_cut_nothing(qtbot, pseudo_folder, code):
    with _shown_in(code, pseudo_folder):
        window = _window(qtbot, code)
        try:
            window.show_start()
            cut = _at_each_size(window, qtbot, "start page")
            for game_id in game_ids():
                cut += _dialog_room(window, qtbot, f"New game {game_id}",
                                    lambda game_id=game_id: _new_game(window, game_id))
            cut += _dialog_room(window, qtbot, "Host", window.online.show_host_dialog)
            cut += _dialog_room(window, qtbot, "Join", window.online.show_join_dialog)
        finally:
            close(window)
    assert cut == [], "\n".join(cut)
