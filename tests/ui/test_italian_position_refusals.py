"""Position refusals at the table in Italian (issue 17): Edit → Paste position and a position file
opened say why a text is not a position in the language shown, the notation quoted as written."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from chroma_desktop import language
from chroma_desktop.ui.app import read_file_to_open, show_file_opened
from chroma_desktop.ui.translation import install
from tests.ui.conftest import humans, start


@pytest.fixture
def italian_window(window):
    install("it")
    window.finish_start()
    yield window
    install(language.SOURCE)


def test_pasting_a_broken_position_says_why_in_italian(italian_window):
    controller = start(italian_window, humans(4))
    before = controller.match.state
    QApplication.clipboard().setText("chroma position: coloretto, 4 players\nphase: turn\nturn: P1\n"
                                     "row 1: red, red, red, red\n")
    italian_window.files.paste_position_action.trigger()
    assert italian_window.controller is controller and controller.match.state == before
    said = italian_window.statusBar().currentMessage()
    assert said.endswith(": riga 4 (row 1): la fila 1 contiene al massimo 3 carte, non 4"), said
    assert "holds" not in said


def test_pasting_a_position_of_an_unknown_game_says_why_in_italian(italian_window):
    start(italian_window, humans(4))
    QApplication.clipboard().setText("chroma position: scacchi, 2 players\n")
    italian_window.files.paste_position_action.trigger()
    said = italian_window.statusBar().currentMessage()
    assert "riga 1: gioco sconosciuto 'scacchi' (giochi noti: " in said, said


def test_a_broken_position_file_is_refused_in_italian(italian_window, tmp_path):
    path = tmp_path / "lezione.pos"
    path.write_text("chroma position: coloretto, 4 players, edition=oldest\nphase: turn\n",
                    encoding="utf-8")
    opened, problem = read_file_to_open(path)
    assert opened is None
    show_file_opened(italian_window, path, opened, problem)
    assert italian_window.stack.currentWidget() is italian_window.start_page
    shown = italian_window.start_page.message.text()
    assert shown.startswith("lezione.pos non è una posizione che si possa giocare: riga 1: "
                            "l'opzione 'edition' non può valere 'oldest' (scegli tra "), shown


@pytest.mark.parametrize(("change", "italian"), [
    ({"game": "scacchi"}, "gioco sconosciuto 'scacchi' (giochi noti: "),
    ({"options": {"colore": "rosa"}}, "opzione sconosciuta 'colore' (opzioni di questo gioco: "),
    ({"options": {"edition": "oldest"}}, "l'opzione 'edition' non può valere 'oldest' (scegli tra "),
])
def test_a_save_of_an_unknown_game_or_option_is_refused_in_italian(italian_window, tmp_path, change,
                                                                    italian):
    import json

    from chroma_desktop.rules.match import FORMAT_VERSION

    save = tmp_path / "vecchia.json"
    save.write_text(json.dumps({"format_version": FORMAT_VERSION, "game": "coloretto", "players": 3,
                                "seed": 1, "moves": [], **change}), encoding="utf-8")
    italian_window.show_start()
    assert not italian_window.files.open_file(save)
    shown = italian_window.start_page.message.text()
    assert shown.startswith("vecchia.json non si può ") and italian in shown, shown
