"""The settings file is read as any file from outside the code: a FIFO or a huge file in its
place is left as it was, and the window starts with its own settings for the run (a FIFO made
QSettings block the window for ever)."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from chroma_desktop.ui.settings_file import MAX_SETTINGS_BYTES, settings, settings_refusal


def _settings_path():
    return os.path.join(os.environ["CHROMA_DESKTOP_DATA_DIR"], "settings.ini")


def _made_in_time() -> object:
    made: list[object] = []
    worker = threading.Thread(target=lambda: made.append(settings()), daemon=True)
    worker.start()
    worker.join(5)
    assert made, "making the settings blocked"
    return made[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_in_place_of_the_settings_is_left_and_never_blocks():
    os.makedirs(os.path.dirname(_settings_path()), exist_ok=True)
    os.mkfifo(_settings_path())
    store = _made_in_time()
    store.setValue("view/language", "it")
    store.sync()
    assert store.value("view/language") == "it"
    assert store.fileName() != _settings_path()
    assert os.path.exists(_settings_path()) and not os.path.isfile(_settings_path())


def test_a_huge_settings_file_is_left_as_it_was():
    os.makedirs(os.path.dirname(_settings_path()), exist_ok=True)
    with open(_settings_path(), "wb") as file:
        file.write(b"[view]\nlanguage=it\n" + b"#" * MAX_SETTINGS_BYTES)
    before = os.path.getsize(_settings_path())
    assert "too large" in settings_refusal(Path(_settings_path()))
    store = _made_in_time()
    store.setValue("view/language", "en")
    store.sync()
    assert os.path.getsize(_settings_path()) == before


def test_a_regular_settings_file_is_the_one_read_and_written():
    store = settings()
    store.setValue("view/language", "it")
    store.sync()
    assert store.fileName() == _settings_path()
    assert settings().value("view/language") == "it"
