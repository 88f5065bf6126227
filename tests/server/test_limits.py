"""The limits: a reader that stops reading is dropped without holding the table up, too many moves
or lines of chat are refused with `rate`, and an oversized frame closes the socket."""

from __future__ import annotations

import json
import socket as sockets
import sys

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from chroma_desktop.net.client import TableSession
from chroma_desktop.net.protocol import MAX_FRAME_BYTES, dumps
from chroma_desktop.server.limits import Limits
from tests.server.servers import ServerThread, frame_of_kind


@pytest.fixture
def server(tmp_path):
    # The server shares this process's GIL: switch threads often, or each frame waits up to 5 ms.
    interval = sys.getswitchinterval()
    sys.setswitchinterval(0.0002)
    thread = ServerThread(tmp_path / "tables.sqlite3",
                          Limits(send_queue=8, send_buffer=8192, write_limit=8192, moves_per_second=1000,
                                 move_burst=1000, frames_per_second=1000, frame_burst=1000, chat_burst=3))
    yield thread
    thread.stop()
    sys.setswitchinterval(interval)


def _seat(server, created, seat, game):
    socket = connect(server.url, max_size=1 << 20, legacy=True)
    session = TableSession(server.url, created["table"], game, seat_token=created["seat_tokens"][seat])
    socket.send(session.hello())
    welcome, state = (json.loads(socket.recv(10)) for _ in range(2))
    assert welcome["t"] == "welcome" and state["t"] == "state"
    return socket, state


def test_a_spectator_that_stops_reading_is_dropped_and_the_table_goes_on(server):
    created = server.create("chroma_cubes", 4)
    raw = sockets.create_connection(("127.0.0.1", int(server.url.rsplit(":", 1)[1])))
    raw.setsockopt(sockets.SOL_SOCKET, sockets.SO_RCVBUF, 2048)
    with connect(server.url, sock=raw, max_size=1 << 20, close_timeout=0.5) as slow:
        slow.send(TableSession(server.url, created["table"], "chroma_cubes",
                               spectator_code=created["spectator_code"]).hello())
        players = [_seat(server, created, seat, "chroma_cubes") for seat in range(4)]
        states = [state for _socket, state in players]
        moves = 0
        while moves < 100 and not states[0]["over"]:
            seat = next(s for s in range(4) if s in states[s]["to_move"] and states[s]["legal"])
            players[seat][0].send(dumps({"t": "move", "id": moves + 1, "seq": states[seat]["seq"],
                                         "move": states[seat]["legal"][0]}))
            ack = frame_of_kind(players[seat][0], "ack")  # never held up by the slow reader
            assert ack["id"] == moves + 1
            moves += 1
            for other, (socket, _state) in enumerate(players):
                while states[other]["seq"] < ack["seq"]:
                    states[other] = frame_of_kind(socket, "state")
        assert moves >= 60
        # The slow spectator was cut: what reached it ends in a broken connection, not the end.
        with pytest.raises(ConnectionClosed):
            while True:
                slow.recv(10)
        assert server.call(lambda: server.server.bus.subscribers(
            f"table.{created['table']}.out.spectator")) == 0
    for socket, _state in players:
        socket.close()


def test_too_much_chat_is_refused_with_rate(server):
    created = server.create("coloretto", 3)
    socket, _state = _seat(server, created, 0, "coloretto")
    for n in range(10):
        socket.send(dumps({"t": "chat", "id": n + 1, "text": f"hello {n}"}))
    answers: list[dict] = []
    while len(answers) < 10:
        frame = json.loads(socket.recv(10))
        if frame["t"] in ("chat", "reject"):
            answers.append(frame)
    # A burst of 3, then one a second: ten lines sent at once pass 3 (or 4 if a second went by).
    assert sum(frame["t"] == "chat" for frame in answers) in (3, 4)
    assert all(frame["code"] == "rate" for frame in answers if frame["t"] == "reject")
    # Who comes later hears the table's chat so far.
    other, _state = _seat(server, created, 1, "coloretto")
    heard = [frame_of_kind(other, "chat")["text"] for _ in range(3)]
    assert heard == [frame["text"] for frame in answers if frame["t"] == "chat"][:3]
    other.close()
    socket.close()


def test_an_oversized_frame_closes_the_socket(server):
    created = server.create("coloretto", 3)
    socket, _state = _seat(server, created, 0, "coloretto")
    socket.send(dumps({"t": "chat", "id": 1, "text": "x" * (MAX_FRAME_BYTES + 10)}))
    with pytest.raises(ConnectionClosed) as closed:
        while True:
            socket.recv(10)
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
