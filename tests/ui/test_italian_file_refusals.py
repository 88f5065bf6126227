"""Why a file is refused, in Italian (issue 17): the save is read before Qt and before the language
is chosen, so the refusal carries a template that the window says in the language shown; the
command line and an English desktop keep the English."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from chroma_desktop import language
from chroma_desktop.persistence import SaveFileError, read_record
from chroma_desktop.rules.match import FORMAT_VERSION
from chroma_desktop.ui.session import load_session
from chroma_desktop.ui.translation import install
from tests.ui.launch_probe import start_page_after_opening

DOUBLED_KEY = (f'{{"format_version": {FORMAT_VERSION}, "game": "coloretto", "game": "cmyk", '
               '"players": 3, "seed": 1, "moves": []}')


def _launch_with(tmp_path: Path, save: Path, locale: str) -> tuple[str, str]:
    """Start the app as a player on a desktop in `locale` does, with `--open save`: whether the
    start page shows, and its message."""
    env = {key: value for key, value in os.environ.items()
           if key not in ("CHROMA_DESKTOP_LANGUAGE", "LANGUAGE", "LC_MESSAGES")}
    env.update(QT_QPA_PLATFORM="offscreen", LC_ALL=locale, LANG=locale,
               CHROMA_DESKTOP_DATA_DIR=str(tmp_path / f"data-{locale}"),
               CHROMA_DESKTOP_CACHE_DIR=str(tmp_path / "cache"))
    return start_page_after_opening(save, env)


def test_a_damaged_save_at_launch_is_refused_in_the_desktops_language(tmp_path):
    save = tmp_path / "partita.json"
    save.write_text(DOUBLED_KEY, encoding="utf-8")
    assert _launch_with(tmp_path, save, "it_IT.UTF-8") == (
        "True", "partita.json non si può aprire: la chiave 'game' è scritta due volte")
    assert _launch_with(tmp_path, save, "en_GB.UTF-8") == (
        "True", "partita.json cannot be opened: the key 'game' is written twice")
    assert save.read_text(encoding="utf-8") == DOUBLED_KEY  # left as it was


@pytest.fixture
def italian_window(window):
    install("it")
    yield window
    install(language.SOURCE)


@pytest.mark.parametrize(("change", "italian"), [
    ({"teach": "no"}, "il campo 'teach' deve essere true o false"),
    ({"seats": [{"name": "You"}]}, "indica 1 posto per 3 giocatori"),
    ({"format_version": 99}, "format_version 99 non supportata (attesa: 1)"),
])
def test_a_damaged_save_opened_in_italian_says_why_in_italian(italian_window, tmp_path, change,
                                                               italian):
    record = {"format_version": FORMAT_VERSION, "game": "coloretto", "players": 3, "seed": 1,
              "moves": []}
    save = tmp_path / "vecchia.json"
    save.write_text(json.dumps({**record, **change}), encoding="utf-8")
    italian_window.show_start()
    assert not italian_window.files.open_file(save)
    shown = italian_window.start_page.message.text()
    assert shown.startswith("vecchia.json non si può ") and shown.endswith(italian)
    assert italian_window.statusBar().currentMessage() == shown
    with pytest.raises(SaveFileError) as refused:  # what the command line says: English
        load_session(save)
    assert str(refused.value).startswith("vecchia.json cannot be ")


@pytest.mark.parametrize("name", ["cartella.json", "Blue", "red, green and blue"])
def test_a_folder_is_not_a_save_and_its_name_is_said_as_written(italian_window, tmp_path, name):
    folder = tmp_path / name  # a name that is also a colour is not a word to translate
    folder.mkdir()
    italian_window.show_start()
    assert not italian_window.files.open_file(folder)
    assert italian_window.start_page.message.text() == f"{name} non è un file normale"
    with pytest.raises(SaveFileError) as refused:
        read_record(folder)
    assert str(refused.value) == f"{name} is not a regular file"
