"""The New game dialog fits the window that opened it (issue 31, played at 1024x640 and 800x500):
every game, every player count, its options shown, in English, Italian and German, with Start
inside the window and pressed there with the mouse."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from chroma_desktop import language
from chroma_desktop.registry import find_game, game_ids
from chroma_desktop.ui import translation

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture(autouse=True)
def _english_afterwards():
    yield
    translation.install(language.SOURCE)


def _start_inside_the_window(window, qtbot, game_id: str, players: int) -> None:
    dialog = window.show_new_game_dialog(game_id)
    dialog.players_box.setValue(players)
    qtbot.waitUntil(dialog.isVisible)
    qtbot.wait(20)  # the dialog fits its wrapped texts once they are laid out
    assert dialog.option_boxes or game_id == "cmyk"
    room = window.frameGeometry()
    assert room.contains(dialog.frameGeometry()), (game_id, players, dialog.frameGeometry(), room)
    start = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    assert start.isVisible()
    assert room.contains(start.mapToGlobal(start.rect().topLeft()))
    assert room.contains(start.mapToGlobal(start.rect().bottomRight()))
    dialog.reject()


@pytest.mark.parametrize("size", [(1024, 640), (800, 500)])
@pytest.mark.parametrize("game_id", game_ids())
def test_every_set_up_keeps_start_inside_a_small_window(window, qtbot, game_id, size):
    window.resize(*size)
    game = find_game(game_id)
    for players in range(game.min_players, game.max_players + 1):
        _start_inside_the_window(window, qtbot, game_id, players)


@pytest.mark.parametrize("lang", ["it", "de"])
@pytest.mark.parametrize("size", [(1024, 640), (800, 500)])
def test_the_longer_languages_keep_start_inside_a_small_window(window, qtbot, lang, size):
    window.languages.set_language(lang, remember=False)
    window.resize(*size)
    for game_id in game_ids():
        game = find_game(game_id)
        for players in sorted({game.min_players, game.max_players}):
            _start_inside_the_window(window, qtbot, game_id, players)


def test_start_pressed_where_it_is_drawn_in_an_800x500_window(window, qtbot):
    window.resize(800, 500)
    dialog = window.show_new_game_dialog("chroma_cubes")
    dialog.players_box.setValue(4)
    qtbot.waitUntil(dialog.isVisible)
    qtbot.wait(20)
    assert dialog.set_up_scroll.verticalScrollBar().isVisible()  # the seats and options scroll
    start = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(start, LEFT, Qt.KeyboardModifier.NoModifier, start.rect().center())
    qtbot.waitUntil(lambda: window.controller is not None)
    assert window.controller.game.id == "chroma_cubes" and len(window.controller.seats) == 4
