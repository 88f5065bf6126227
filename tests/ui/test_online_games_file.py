"""`online-games.json` (Game → My online games) is read as any file from outside the code: a
damaged one, a FIFO or one with a field of the wrong type is refused with a message on the status
bar and in the dialog, left as it was, and the game on the table goes on (its bots move)."""

from __future__ import annotations

import json
import os

import pytest

from chroma_desktop.net.invite import invite_link
from chroma_desktop.ui.online_games import MyGamesDialog, games_file, read_kept, remember, remembered
from tests.ui.conftest import start, vs_bots, wait_for_human

GOOD_LINK = invite_link("ws://127.0.0.1:8765", "t" * 22, seat_token="s" * 22)


def _entry(**changes):
    entry = {"link": GOOD_LINK, "game": "coloretto", "seat": 0, "opened": 1_700_000_000.0,
             "hosted": True, "friends": {}, "bots": {}, "over": False}
    entry.update(changes)
    return entry


DAMAGED = [
    [_entry(friends=[1, 2])],
    [_entry(bots={"1": 5})],
    [_entry(seat="0")],
    [_entry(seat=True)],
    [_entry(opened="yesterday")],
    [_entry(hosted="yes")],
    [_entry(game=["coloretto"])],
    [_entry(link="not a link")],
    [_entry(extra=1)],
    {"link": GOOD_LINK},
    [_entry()] * 31,
]


def _write(data) -> bytes:
    path = games_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path.read_bytes()


def test_a_good_file_is_read_with_its_types():
    _write([_entry(friends={"1": GOOD_LINK})])
    entries, problem = read_kept()
    assert problem is None
    assert entries[0]["friends"] == {1: GOOD_LINK} and entries[0]["seat"] == 0


@pytest.mark.parametrize("data", DAMAGED)
def test_a_damaged_file_is_refused_whole_and_never_written_over(data):
    before = _write(data)
    entries, problem = read_kept()
    assert entries == [] and problem is not None
    assert remembered() == []
    remember(GOOD_LINK, "coloretto", 0)  # a table shown now is not kept over the damaged file
    assert games_file().read_bytes() == before


def test_a_damaged_file_is_said_and_the_bots_still_play(window, qtbot):
    before = _write([_entry(friends=[1, 2])])
    controller = start(window, vs_bots(4))
    window.finish_start()
    assert "online-games.json cannot be opened" in window.statusBar().currentMessage()
    wait_for_human(qtbot, controller)
    dialog = MyGamesDialog(window.online)
    qtbot.addWidget(dialog)
    assert "online-games.json cannot be opened" in dialog.error_label.text()
    # The bots move: play a human move and see the table come back to the human.
    played_before = len(controller.match.to_record()["moves"])
    controller.play(controller.legal[0])
    qtbot.waitUntil(lambda: len(controller.match.to_record()["moves"]) > played_before + 1,
                    timeout=10_000)
    assert games_file().read_bytes() == before


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_named_as_the_file_neither_freezes_the_window_nor_is_replaced(window):
    path = games_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    start(window, vs_bots(3))
    window.finish_start()
    assert "not a regular file" in window.statusBar().currentMessage()
    remember(GOOD_LINK, "coloretto", 0)
    assert path.is_fifo()
