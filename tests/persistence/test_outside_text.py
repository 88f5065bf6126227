"""Text from outside the code must be text UTF-8 can write: JSON's `\\ud800` escape reads into a
lone surrogate, which a save's next autosave could not encode. The one reader (`read_json`,
`read_text`) refuses it, and any refusal leaves the file as it was."""

from __future__ import annotations

import json
import os

import pytest

from chroma_desktop.persistence import SaveFileError
from chroma_desktop.persistence.reading import UnreadableFileError, read_json, read_text
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match
from chroma_desktop.ui.session import load_session


def _session_text(name: str) -> str:
    match = Match(find_game("coloretto"), 3, {"edition": "newer"}, 5)
    record = match.to_record()
    record["seats"] = [{"name": "You", "bot": ""}, {"name": "Bot 2", "bot": "heuristic"},
                       {"name": "Bot 3", "bot": "heuristic"}]
    # json.dumps writes a lone surrogate as the escape `\ud800`, which is what a crafted file holds
    return json.dumps(record).replace('"Bot 2"', json.dumps(name))


@pytest.mark.parametrize("name", ["\ud800", "a\udfffb", "\udc00\ud800"])
def test_a_seat_name_that_is_a_lone_surrogate_is_refused(tmp_path, name):
    path = tmp_path / "game.json"
    path.write_text(_session_text(name), encoding="ascii")
    before = path.read_bytes()
    with pytest.raises(SaveFileError) as refused:
        load_session(path)
    assert "not valid Unicode (a lone surrogate)" in str(refused.value)
    assert path.read_bytes() == before


def test_a_seat_name_with_a_real_astral_character_opens(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(_session_text("Bea \U0001f600"), encoding="ascii")  # written as a surrogate pair
    match, seats, _ = load_session(path)
    assert seats[1].name == "Bea \U0001f600"


@pytest.mark.parametrize("text", ['"\\ud800"', '["ok", ["\\ud800"]]', '{"\\ud800": 1}',
                                  '{"a": {"b": ["\\udfff"]}}'])
def test_read_json_refuses_a_lone_surrogate_anywhere(tmp_path, text):
    path = tmp_path / "any.json"
    path.write_text(text, encoding="ascii")
    with pytest.raises(UnreadableFileError) as refused:
        read_json(path, 1024)
    assert str(refused.value).startswith("any.json cannot be opened: it holds text")


def test_read_json_reads_strict_json(tmp_path):
    path = tmp_path / "any.json"
    path.write_text('[{"a": "\\u00e8", "b": [1, 2.5, null, true]}]', encoding="ascii")
    assert read_json(path, 1024) == [{"a": "è", "b": [1, 2.5, None, True]}]
    path.write_text('{"a": 1, "a": 2}', encoding="ascii")
    with pytest.raises(UnreadableFileError, match="written twice"):
        read_json(path, 1024)
    path.write_text('[NaN]', encoding="ascii")
    with pytest.raises(UnreadableFileError, match="not a number"):
        read_json(path, 1024)


def test_read_text_refuses_what_is_not_utf8_and_what_is_too_large(tmp_path):
    path = tmp_path / "words.yaml"
    path.write_bytes(b"caf\xe9")
    with pytest.raises(UnreadableFileError, match="words.yaml cannot be opened: it is not UTF-8 text"):
        read_text(path, 1024)
    path.write_bytes(b"x" * 1025)
    with pytest.raises(UnreadableFileError, match="too large"):
        read_text(path, 1024)
    assert read_text(path, 2048) == "x" * 1025


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_the_readers_refuse_a_fifo_without_blocking(tmp_path):
    path = tmp_path / "online-games.json"
    os.mkfifo(path)
    for reader in (read_text, read_json):
        with pytest.raises(UnreadableFileError, match="not a regular file"):
            reader(path, 1024)
