"""Online play in the app, the parts a friend meets first and last: joining by a short code, the
names players give, a rematch voted from the Results screen, and the "your turn" notice for a
table that is not on screen. Real windows offscreen, real servers on loopback ports, real mouse
and keyboard events on the dialogs.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import threading
import unicodedata

import pytest
import shiboken6
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox
from websockets.sync.client import connect

from chroma_desktop.net.client import TableSession, play_seat
from chroma_desktop.net.invite import invite_link, read_invite
from chroma_desktop.net.protocol import MAX_NAME, dumps, rules_hash
from chroma_desktop.net.short_code import read_code_invite
from chroma_desktop.ui.online_dialog import FRIEND, NORMAL_BOT
from chroma_desktop.ui.online_games import remembered
from chroma_desktop.ui.online_table import YOU, OnlineController, display_names
from chroma_desktop.ui.settings import load_last_server, load_player_name
from tests.server.servers import ServerThread
from tests.ui.conftest import humans, start
from tests.ui.test_online_table import LEFT, WAIT_MS, _window

IDS = itertools.count(1)


def _host(qtbot, players: int = 3, bot: bool = True):
    """The host's window at seat 0 of a Coloretto table it serves: seat 1 a friend's, seat 2
    (with `bot`) the Normal bot's; and the dialog with the friend's link and code."""
    host = _window(qtbot)
    dialog = host.online.show_host_dialog()
    dialog.players_box.setValue(players)
    dialog.set_seat(1, FRIEND)
    if bot:
        dialog.set_seat(2, NORMAL_BOT)
    dialog.name_edit.setText("Ada")
    assert dialog.open_table(), dialog.error_label.text()
    qtbot.waitUntil(lambda: isinstance(host.controller, OnlineController), timeout=WAIT_MS)
    return host, dialog


def _type_into(edit, text: str) -> None:
    edit.clear()
    QTest.mouseClick(edit, LEFT)
    QTest.keyClicks(edit, text)


def _shown(dialog) -> bool:
    return shiboken6.isValid(dialog) and dialog.isVisible()


# -- short codes ---------------------------------------------------------------------------------
def test_a_friend_joins_by_typing_the_short_code_and_each_table_shows_the_others_name(qtbot):
    host, dialog = _host(qtbot)
    joiner = _window(qtbot)
    try:
        line = dialog.code_edits[1].text()
        code, server = read_code_invite(line)
        assert server == host.online.online_host().url
        assert line.startswith(f"{code[:4]}-{code[4:]}@127.0.0.1:")
        assert load_player_name() == "Ada"  # remembered for the next time
        friend_invite = dialog.invite_edits[1].text()  # (the dialog goes once it closes)
        QTest.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Close), LEFT)
        # The friend types the code as they heard it (small letters, no hyphen), and the server's
        # address in the Server field.
        join = joiner.online.show_join_dialog()
        assert join.server_edit.text() == "127.0.0.1:8765"  # at first: a server on this computer
        _type_into(join.link_edit, code.lower())
        _type_into(join.server_edit, server.removeprefix("ws://"))
        _type_into(join.name_edit, "Bea")
        QTest.mouseClick(join.join_button, LEFT)
        qtbot.waitUntil(lambda: isinstance(joiner.controller, OnlineController), timeout=WAIT_MS)
        assert joiner.controller.seat == 1 and not _shown(join)  # closed, and gone once closed
        assert load_last_server() == server.removeprefix("ws://")
        assert remembered()[0]["link"] == invite_link(server, read_invite(remembered()[0]["link"]).table,
                                                      seat_token=read_invite(friend_invite).seat_token,
                                                      game="coloretto")
        # Each table says the other's name: the host's names Bea, the friend's names Ada.
        qtbot.waitUntil(lambda: host.controller.seats[1].name == "Bea", timeout=WAIT_MS)
        qtbot.waitUntil(lambda: joiner.controller.seats[0].name == "Ada", timeout=WAIT_MS)
        assert joiner.controller.seats[1].name == YOU and joiner.controller.seats[2].name == "Bot 3"
        # A code is used once: typed again (with its server in the line), nobody's table waits.
        again = joiner.online.show_join_dialog()
        _type_into(again.link_edit, line)
        QTest.mouseClick(again.join_button, LEFT)
        qtbot.waitUntil(lambda: "no table waits for this code" in again.error_label.text(), timeout=WAIT_MS)
        assert again.join_button.isEnabled()
        _type_into(again.link_edit, "K7QF-M2X")
        QTest.mouseClick(again.join_button, LEFT)
        assert again.error_label.text() == ("This is neither an invite link nor a code: a code has 8 "
                                            "letters and digits, like K7QF-M2XD")
        again.reject()
    finally:
        joiner.close()
        host.close()


# -- names ---------------------------------------------------------------------------------------
def test_a_friend_named_you_is_never_taken_for_the_player_at_this_table(qtbot):
    host, dialog = _host(qtbot, players=2, bot=False)
    joiner = _window(qtbot)
    try:
        link = dialog.invite_edits[1].text()
        dialog.reject()
        join = joiner.online.show_join_dialog(link)
        join.name_edit.setText("you\u202e")  # a name that would speak as the host's "you"
        QTest.mouseClick(join.join_button, LEFT)
        qtbot.waitUntil(lambda: host.controller.said_names[1] == "you", timeout=WAIT_MS)
        assert host.controller.seats[1].name == "you (2)"
        assert host.controller.seat_names.spoken_to == frozenset({0})
        assert "you (2)" in host.side.prompt.text() or host.controller.human_to_move() == 0
    finally:
        joiner.close()
        host.close()


NAMES = settings(max_examples=200, deadline=None, derandomize=True, database=None)
TRICKY = st.sampled_from(["You", "you", " YOU ", "Player 2", ""])


@NAMES
@given(said=st.lists(st.one_of(st.text(max_size=40), TRICKY), min_size=2, max_size=5),
       own=st.integers(0, 4))
def test_whatever_names_the_server_says_each_seat_shows_one_clean_name_of_its_own(said, own):
    defaults = [f"Player {seat + 1}" for seat in range(len(said))]
    own = own if own < len(said) else None
    shown = display_names(defaults, said, own)
    assert len(shown) == len(said)
    assert len({name.casefold() for name in shown}) == len(shown)  # nobody passes for another
    for seat, name in enumerate(shown):
        if seat == own:
            assert name == YOU
            continue
        assert name != YOU and name.casefold() != "you" and 0 < len(name) <= MAX_NAME + 5
        assert not any(unicodedata.category(c).startswith("C") for c in name)


# -- rematch -------------------------------------------------------------------------------------
async def _play_to_the_end(url: str, table: str, tokens) -> None:
    sessions = [TableSession(url, table, "coloretto", seat_token=token) for token in tokens]
    await asyncio.wait_for(asyncio.gather(*(play_seat(session, seat, "random", seed=seat)
                                            for seat, session in enumerate(sessions))), 50)


def test_every_seat_asks_for_a_rematch_from_the_results_and_both_windows_move_to_the_new_table(qtbot):
    host, dialog = _host(qtbot)
    joiner = _window(qtbot)
    try:
        link = dialog.invite_edits[1].text()
        dialog.reject()
        join = joiner.online.show_join_dialog(link)
        _type_into(join.name_edit, "Bea")
        QTest.mouseClick(join.join_button, LEFT)
        qtbot.waitUntil(lambda: isinstance(joiner.controller, OnlineController), timeout=WAIT_MS)
        first = {window: window.controller for window in (host, joiner)}
        qtbot.waitUntil(lambda: host.controller.seats[1].name == "Bea", timeout=WAIT_MS)
        # The game is played to its end from second connections to the two players' seats (the
        # windows follow it; the host's bot plays its own seat).
        invite, tokens = read_invite(link), dialog.table.seat_tokens[:2]
        played = threading.Thread(target=lambda: asyncio.run(_play_to_the_end(invite.server, invite.table,
                                                                               tokens)))
        played.start()
        qtbot.waitUntil(lambda: not played.is_alive(), timeout=60_000)
        for window in (host, joiner):
            qtbot.waitUntil(lambda w=window: w.ending.end_dialog is not None
                            and w.ending.end_dialog.isVisible(), timeout=WAIT_MS)
        results = host.ending.end_dialog
        assert "Bea" in results.plain_text()  # the results name the friend
        # The bot asked at once; the host asks with the mouse: the screen stays and says who waits.
        qtbot.waitUntil(lambda: first[host].rematch_votes == [2], timeout=WAIT_MS)
        QTest.mouseClick(results.rematch_button, LEFT)
        qtbot.waitUntil(lambda: first[host].rematch_votes == [0, 2], timeout=WAIT_MS)
        assert results.isVisible() and not results.rematch_button.isEnabled()
        assert results.rematch_label.text() == "Rematch asked by You, Bot 3; waiting for Bea."
        qtbot.waitUntil(lambda: joiner.ending.end_dialog.rematch_label.text()
                        == "Rematch asked by Ada, Bot 3; waiting for You.", timeout=WAIT_MS)
        QTest.mouseClick(joiner.ending.end_dialog.rematch_button, LEFT)
        # Every seat asked: each window moves to the new table, at the same seat.
        for window, seat in ((host, 0), (joiner, 1)):
            qtbot.waitUntil(lambda w=window: w.controller is not first[w]
                            and isinstance(w.controller, OnlineController), timeout=WAIT_MS)
            new = window.controller
            assert new.seat == seat and new.end is None and new.remote.view_state is not None
            assert new.link.invite.table == first[window].rematch_table != first[window].link.invite.table
            assert window.ending.end_dialog is None and not _shown(results)  # closed, and gone
        assert host.controller.seats[1].name == "Bea"  # the names came along
        qtbot.waitUntil(lambda: host.controller.online.get(2) is True, timeout=WAIT_MS)  # the bot too
        kept = [entry["link"] for entry in remembered()]
        assert link not in kept and joiner.online.online_link in kept  # the new table replaces the old
    finally:
        joiner.close()
        host.close()


# -- "your turn" ---------------------------------------------------------------------------------
def _hello(url: str, created: dict, seat: int, name: str):
    socket = connect(url, legacy=True)
    socket.send(dumps({"t": "hello", "v": 1, "table": created["table"],
                       "seat_token": created["seat_tokens"][seat], "last_seq": None,
                       "rules": rules_hash("coloretto"), "name": name}))
    return socket


def _latest_state(socket, last: dict | None = None, after_seq: int | None = None) -> dict:
    """The newest state the socket has had. After a move (`after_seq`, the seq it was made
    against): the first state newer than that, and any already queued after it. Else `last`, or
    one waited for, and any that follow it within 0.3 s (what else the table had to say)."""
    state = last
    if after_seq is not None:
        state = None
        while state is None:
            frame = json.loads(socket.recv(10))
            if frame["t"] == "state" and frame["seq"] > after_seq:
                state = frame
    quiet = 0 if after_seq is not None else 0.3
    while True:
        try:
            frame = json.loads(socket.recv(10 if state is None else quiet))
        except TimeoutError:
            assert state is not None, "no state came"
            return state
        if frame["t"] == "state":
            state = frame


def _play_until(socket, seat: int, until_seat: int, last: dict | None = None) -> dict:
    """Play `seat`'s moves (the first legal one each time) until `until_seat` is to move."""
    state = _latest_state(socket, last)
    for _ in range(200):
        if until_seat in state["to_move"]:
            return state
        assert seat in state["to_move"] and state["legal"], state
        socket.send(dumps({"t": "move", "id": next(IDS), "seq": state["seq"], "move": state["legal"][0]}))
        state = _latest_state(socket, after_seq=state["seq"])
        while seat in state["to_move"] and not state["legal"]:
            state = _latest_state(socket, after_seq=state["seq"])
    raise AssertionError("the other seat never came to move")


@pytest.fixture
def server(tmp_path):
    thread = ServerThread(tmp_path / "tables.sqlite3")
    yield thread
    thread.stop()


def test_when_the_other_seat_moves_at_a_table_not_on_screen_the_window_says_it_is_your_turn(qtbot, server):
    created = server.create("coloretto", 2)
    link = invite_link(server.url, created["table"], seat_token=created["seat_tokens"][1], game="coloretto")
    other = _hello(server.url, created, 0, "Ana")
    mine = _hello(server.url, created, 1, "Bea")
    try:
        first = _latest_state(other)
        if 1 in first["to_move"]:  # seat 1 starts: play its turn, so the window comes when it waits
            _play_until(mine, 1, 0)
        mine.close()
        window = _window(qtbot)
        window.online.join_online(link)
        qtbot.waitUntil(lambda: isinstance(window.controller, OnlineController), timeout=WAIT_MS)
        assert window.controller.human_to_move() is None and window.online.online_link == link
        # The player goes to a game at the desk: the online table is no longer on screen.
        start(window, humans(3))
        qtbot.waitUntil(lambda: window.online.turn_watcher is not None
                        and window.online.turn_watcher.known.get(link) is not None, timeout=WAIT_MS)
        assert not window.online.turn_watcher.known[link]["mine"]
        assert not window.online.turn_notice.isVisible()
        # The other seat moves until it is this seat's turn: the notice appears, with the name.
        _play_until(other, 0, 1, first)
        qtbot.waitUntil(lambda: window.online.turn_notice.isVisible(), timeout=WAIT_MS)
        assert window.online.turn_notice.label.text() == "Your turn at Coloretto with Ana"
        assert window.online.alerts >= 1
        games = window.online.show_my_online_games()
        assert games.row_labels[0].text().endswith(" · your turn")
        games.reject()
        # The button goes there.
        QTest.mouseClick(window.online.turn_notice.go_button, LEFT)
        qtbot.waitUntil(lambda: isinstance(window.controller, OnlineController), timeout=WAIT_MS)
        assert window.controller.human_to_move() == 1 and not window.online.turn_notice.isVisible()
        assert link not in window.online.turn_watcher.watching()
        window.close()
    finally:
        other.close()


# -- links the system opens (macOS) ----------------------------------------------------------------
def test_a_chroma_link_the_system_opens_is_read_from_its_file_open_event(qtbot):
    from PySide6.QtCore import QEvent, QUrl
    from PySide6.QtGui import QFileOpenEvent

    from chroma_desktop.ui.link_events import link_from_event

    link = "chroma://192.168.1.20:8765/abcdefghijklmnopqrstuv?seat=abcdefghijklmnopqrstuv&game=coloretto"
    assert link_from_event(QFileOpenEvent(QUrl(link))) == link
    assert link_from_event(QFileOpenEvent("/tmp/game.chroma")) is None  # a file: not a link
    assert link_from_event(QEvent(QEvent.Type.Show)) is None
