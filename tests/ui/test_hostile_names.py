"""Another player's words are shown as they were written, wherever they are shown: a real server,
the host's real window, and a second seat joining with a hostile name (markup that as HTML would
abort the app, show a file from this disk, stretch the panel or put a link; a look-alike of
"You"). Each place the name shows is checked: the table's seat, the prompt while the table waits
for it, the log (its chat line), the prompt after its resignation, the Results' title, the
window's title. Then the words of a refusal the store could not take (`unavailable`).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from websockets.sync.client import connect

import chroma_desktop
from chroma_desktop.net.invite import read_invite
from chroma_desktop.net.protocol import dumps, rules_hash
from tests.server.servers import frame_of_kind
from tests.ui.test_online_play_more import _host, _play_until
from tests.ui.test_online_table import WAIT_MS, tables  # noqa: F401 (the fixture)

PICTURE = "/tmp/cdh.png"  # a file on "this disk" that an <img> would show (a name has 24 characters)
CYRILLIC_O = "\u043e"
HOSTILE = {
    "crash": "<img src=/dev/zero>",
    "local file": f"<img src={PICTURE}>",
    "huge": "<img src=x width=3000>",
    "link": "<a href=http://x>hi</a>",
    "you": f"Y{CYRILLIC_O}u",
}
SHOWN = {**HOSTILE, "you": f"Y{CYRILLIC_O}u (2)"}  # a look-alike of "You" carries its seat


def _hello(url: str, table: str, token: str, name: str):
    socket = connect(url, legacy=True)
    socket.send(dumps({"t": "hello", "v": 1, "table": table, "seat_token": token, "last_seq": None,
                       "rules": rules_hash("coloretto"), "name": name}))
    return socket


def _no_markup_read(html: str) -> None:
    assert "<img" not in html and "<a " not in html


@pytest.mark.parametrize("kind", list(HOSTILE))
def test_a_hostile_name_is_shown_literally_in_every_place_of_the_hosts_window(qtbot, kind):
    QImage(8, 8, QImage.Format.Format_RGB32).save(PICTURE)
    name, shown = HOSTILE[kind], SHOWN[kind]
    host, dialog = _host(qtbot, players=2, bot=False)
    invite = read_invite(dialog.invite_edits[1].text())
    tokens = dialog.table.seat_tokens
    dialog.reject()
    try:
        with _hello(invite.server, invite.table, tokens[1], name) as hostile, \
                _hello(invite.server, invite.table, tokens[0], "Ada") as own:
            controller = host.controller
            qtbot.waitUntil(lambda: controller.said_names[1] == name, timeout=WAIT_MS)
            assert controller.seats[1].name == shown
            # The table waits for the hostile seat (the host's own moves made from another
            # connection to its seat): the prompt names it, as plain text, at its normal size.
            _play_until(own, 0, until_seat=1)
            prompt = host.side.prompt
            qtbot.waitUntil(lambda: shown in prompt.text(), timeout=WAIT_MS)
            assert prompt.text() == f"Waiting for {shown}…"
            assert prompt.textFormat() == Qt.TextFormat.PlainText
            assert prompt.sizeHint().width() < 1000 and prompt.sizeHint().height() < 200
            # What they say goes in the log as it was written, their name before it.
            hostile.send(dumps({"t": "chat", "id": 1, "text": name + " hello"}))
            qtbot.waitUntil(lambda: f"{shown}: {name} hello" in host.side.log.toPlainText(), timeout=WAIT_MS)
            _no_markup_read(host.side.log.document().toHtml())
            # They resign: the prompt and the Results' title say who, as written.
            hostile.send(dumps({"t": "resign"}))
            frame_of_kind(hostile, "end")
            qtbot.waitUntil(lambda: host.ending.end_dialog is not None
                            and host.ending.end_dialog.isVisible(), timeout=WAIT_MS)
            assert prompt.text() == f"The game is over: {shown} resigned."
            results = host.ending.end_dialog
            assert results.title.text() == f"{shown} resigned"
            assert results.title.textFormat() == Qt.TextFormat.PlainText
            assert results.title.sizeHint().width() < 1000
            _no_markup_read(results.details.text())
            assert "<" not in host.windowTitle() and name not in host.windowTitle()
    finally:
        host.close()


def test_a_move_the_store_could_not_keep_is_said_in_words_to_try_again(qtbot, tables):  # noqa: F811
    host, _joiner, _link = tables
    controller = host.controller
    controller.link.take({"t": "reject", "id": None, "code": "unavailable", "why": "the store is locked",
                          "seq": controller.remote.seq})
    assert host.side.message.text() == ("The server refused the move: the server cannot store moves "
                                        "just now: try again in a moment")


def test_the_seat_spoken_to_is_reserved_in_every_language_the_app_speaks():
    from xml.etree import ElementTree

    from chroma_desktop.ui.online_table import display_names
    from chroma_desktop.ui.translation import seat_titles

    catalogues = sorted((Path(chroma_desktop.__file__).parent / "i18n").glob("*.ts"))
    assert len(catalogues) >= 2 and len(seat_titles()) == len(catalogues) + 1  # and English's
    for catalogue in catalogues:
        for context in ElementTree.parse(catalogue).getroot().iter("context"):
            if context.findtext("name") == "Seats":
                said = [message.findtext("translation") for message in context.iter("message")
                        if message.findtext("source") == "You"]
                assert said and said[0] in seat_titles(), catalogue
                shown = display_names(["Player 1", "Player 2"], ["", said[0]], 0)
                assert shown == ["You", f"{said[0]} (2)"]


def test_frames_that_do_not_read_are_passed_by_and_said_beside_the_table(qtbot, tables):  # noqa: F811
    host, _joiner, _link = tables
    controller = host.controller
    seq, seen = controller.remote.seq, controller.remote.view_state
    for damaged in ([1, 2], "text", {"t": "nope"}, {"t": "presence", "seat": "0", "online": 1, "name": 5},
                    {"t": "chat", "from": True, "text": "<b>x</b>", "n": 1}):
        controller.message.emit("")
        controller.link.take(damaged)
        assert host.side.message.text().startswith("The server sent a frame this app cannot read")
    assert controller.remote.seq == seq and controller.remote.view_state is seen
    assert "<b>x</b>" not in host.side.log.toPlainText()


def test_the_turn_notices_name_the_other_seats_as_a_table_does(qtbot):
    from chroma_desktop.ui.online_turns import TableNews, TurnWatcher, others_at

    news = TableNews(seat=0, to_move=[1], mine=False, names=["Ada", f"Y{CYRILLIC_O}u"], over=False,
                     gone=False)
    assert others_at(news) == [f"Y{CYRILLIC_O}u (2)"]
    watcher = TurnWatcher()
    try:
        watcher.known["link"] = news
        assert watcher.whose_turn("link") == f"waiting for Y{CYRILLIC_O}u (2)"
    finally:
        watcher.stop()
