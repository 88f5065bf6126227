"""Hostile peers (issue 30): a raw client that is not the app's own, sending hand-written JSON and
bytes over plain sockets, can never crash, spoof or slow the server or another table.

Every case is short (bounded loops, seconds) and on loopback; other loopback addresses
(127.0.0.2 ...) stand for other machines, since limits are counted per address.
"""

from __future__ import annotations

import json
import os
import resource
import select
import socket as sockets
import struct
import subprocess
import sys
import threading
import time
from contextlib import ExitStack, closing

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

import chroma_desktop.server.codes as codes
from chroma_desktop.net.protocol import rules_hash
from chroma_desktop.server.limits import Backoff, Limits
from chroma_desktop.server.secrecy import token_hash
from chroma_desktop.server.table import Table
from tests.server.servers import HOST_KEY, ServerThread, frame_of_kind


def _port(url: str) -> int:
    return int(url.rsplit(":", 1)[1])


def _raw(url: str, source: str = "127.0.0.1"):
    """A WebSocket client on a TCP socket bound to `source` (another 'machine' on loopback)."""
    tcp = sockets.create_connection(("127.0.0.1", _port(url)), timeout=10, source_address=(source, 0))
    return connect(url, sock=tcp, max_size=1 << 20, close_timeout=1, legacy=True)


def _hello(created: dict, seat: int | None = 0, game: str = "coloretto", **extra) -> dict:
    said = {"t": "hello", "v": 1, "table": created["table"], "last_seq": None, "rules": rules_hash(game)}
    if seat is None:
        said["spectator_code"] = created["spectator_code"]
    else:
        said["seat_token"] = created["seat_tokens"][seat]
    return {**said, **extra}


def _seated(url: str, created: dict, seat: int | None = 0, source: str = "127.0.0.1"):
    client = _raw(url, source)
    client.send(json.dumps(_hello(created, seat)))
    assert json.loads(client.recv(10))["t"] == "welcome"
    frame_of_kind(client, "state")
    return client


def _closed_code(client) -> int | None:
    """Read until the server closes; the close code it sent."""
    with pytest.raises(ConnectionClosed) as closed:
        for _ in range(10_000):
            client.recv(10)
    return closed.value.rcvd.code if closed.value.rcvd else None


@pytest.fixture
def tight(tmp_path):
    """A server with small limits, so each case floods in a few dozen frames."""
    interval = sys.getswitchinterval()
    sys.setswitchinterval(0.0002)
    server = ServerThread(tmp_path / "tables.sqlite3", Limits(
        moves_per_second=1, move_burst=5, chats_per_second=1, chat_burst=3, frames_per_second=1000,
        frame_burst=1000, rejects_per_second=1, reject_burst=10, codes_per_second=0.01, code_burst=2,
        address_codes_per_second=0.01, address_code_burst=3, connections_per_address=6,
        spectators_per_table=3))
    server.server.host_key_hash = token_hash(HOST_KEY)
    yield server
    server.stop()
    sys.setswitchinterval(interval)


# -- frames: a closed schema, answered `bad_frame`, never 1011 -------------------------------------
def test_a_boolean_is_not_the_protocols_version(tight):
    created = tight.create("coloretto", 3)
    with _raw(tight.url) as client:
        client.send(json.dumps(_hello(created, v=True)))
        answer = json.loads(client.recv(10))
    assert answer["t"] == "error" and answer["code"] == "bad_frame"


@pytest.mark.parametrize("field", ["table", "seat_token", "rules", "name"])
def test_a_lone_surrogate_in_a_hello_is_a_bad_frame(tight, field):
    created = tight.create("coloretto", 3)
    text = json.dumps(_hello(created, name="Ann")).replace(f'"{field}": "', f'"{field}": "\\udc00', 1)
    assert "\\udc00" in text
    with _raw(tight.url) as client:
        client.send(text)
        answer = json.loads(client.recv(10))
        assert answer["t"] == "error" and answer["code"] == "bad_frame", answer
        assert _closed_code(client) == 1008  # the server's refusal: never 1011


def test_a_lone_surrogate_in_chat_is_a_bad_frame_and_the_table_goes_on(tight):
    created = tight.create("coloretto", 3)
    with _seated(tight.url, created) as client:
        client.send('{"t": "chat", "id": 7, "text": "hi \\ud83d"}')
        reject = frame_of_kind(client, "reject")
        assert reject["code"] == "bad_frame" and reject["id"] == 7
        client.send('{"t": "chat", "id": 8, "text": "hi \\ud83d\\ude00"}')  # a pair is a character
        assert frame_of_kind(client, "chat")["text"] == "hi \N{GRINNING FACE}"


def test_nan_and_raw_bytes_are_bad_frames(tight):
    created = tight.create("coloretto", 3)
    with _seated(tight.url, created) as client:
        for hostile in ('{"t": "move", "id": NaN, "seq": 0, "move": "x"}', b"\xff\xfe{}",
                        '{"t": "chat", "id": Infinity, "text": "x"}', "[" * 5000 + "]" * 5000):
            client.send(hostile)
            assert frame_of_kind(client, "reject")["code"] == "bad_frame"
        client.send(b'{"t": "chat", "id": 1, "text": "\xff"}', text=True)  # a text frame that is not UTF-8
        assert _closed_code(client) == 1007  # the WebSocket's own answer to invalid data, not 1011


# -- rates per seat and per address, not per connection --------------------------------------------
def test_more_connections_of_one_seat_put_no_more_chat_on_the_table(tight):
    created = tight.create("coloretto", 3)
    with ExitStack() as stack:
        listener = stack.enter_context(_seated(tight.url, created, seat=1))
        spammers = [stack.enter_context(_seated(tight.url, created, seat=0)) for _ in range(4)]
        began = time.monotonic()
        for n in range(5):
            for index, spammer in enumerate(spammers):
                spammer.send(json.dumps({"t": "chat", "id": n * 10 + index, "text": f"spam {n} {index}"}))
        spammers[0].send(json.dumps({"t": "chat", "id": 999, "text": "last"}))
        heard = 0
        deadline = time.monotonic() + 3
        while time.monotonic() < deadline:
            try:
                frame = json.loads(listener.recv(max(0.01, deadline - time.monotonic())))
            except TimeoutError:
                break
            heard += frame["t"] == "chat"
        # 20 lines from four connections of one seat: the seat's burst of 3 (and one a second).
        assert heard <= 3 + (time.monotonic() - began) + 1


def test_more_connections_of_one_seat_play_no_more_moves(tight):
    created = tight.create("coloretto", 3)
    with ExitStack() as stack:
        flooders = [stack.enter_context(_seated(tight.url, created, seat=1)) for _ in range(4)]
        for n in range(6):
            for index, flooder in enumerate(flooders):
                flooder.send(json.dumps({"t": "move", "id": n * 10 + index, "seq": 0, "move": "nonsense"}))
        answers = [frame_of_kind(flooder, "reject") for flooder in flooders for _ in range(6)]
    # 24 moves from four connections of one seat: the seat's burst of 5 reached the rules.
    assert 5 <= sum(answer["code"] != "rate" for answer in answers) <= 7
    assert all(answer["code"] in ("rate", "stale", "not_your_turn", "illegal") for answer in answers)


def test_seats_of_many_tables_at_one_address_play_no_more_moves_than_the_address_may(tight):
    # The address may send 3 seats' worth (a burst of 15); four seats each have a burst of 5.
    tables = [tight.create("coloretto", 3) for _ in range(4)]
    with ExitStack() as stack:
        flooders = [stack.enter_context(_seated(tight.url, created, seat=1, source="127.0.0.2"))
                    for created in tables]
        began = time.monotonic()
        for n in range(6):
            for flooder in flooders:
                flooder.send(json.dumps({"t": "move", "id": n, "seq": 0, "move": "nonsense"}))
        answers = [frame_of_kind(flooder, "reject") for flooder in flooders for _ in range(6)]
        took = time.monotonic() - began
        elsewhere = stack.enter_context(_seated(tight.url, tables[0], seat=2, source="127.0.0.3"))
        for n in range(5):
            elsewhere.send(json.dumps({"t": "move", "id": n, "seq": 0, "move": "nonsense"}))
        other_answers = [frame_of_kind(elsewhere, "reject") for _ in range(5)]
    reached = sum(answer["code"] != "rate" for answer in answers)
    # 24 moves from four seats at one address: the address's 15 (and 3 a second), not the seats' 20.
    assert 15 <= reached <= 15 + 3 * took + 1
    assert all(answer["code"] in ("rate", "stale", "not_your_turn", "illegal") for answer in answers)
    assert all(answer["code"] != "rate" for answer in other_answers)  # another address is not held up


def _flood_until_closed(clients, frames: int) -> tuple[int, list[int | None]]:
    """Send `frames` nonsense moves on each client, then read each until the server closes it:
    how many rejects came back in all, and each close code."""
    for client in clients:
        for n in range(frames):
            try:
                client.send(json.dumps({"t": "move", "id": n, "seq": 0, "move": "nonsense"}))
            except ConnectionClosed:
                break
    rejects, codes_ = 0, []
    for client in clients:
        try:
            for _ in range(10_000):
                rejects += json.loads(client.recv(10))["t"] == "reject"
        except ConnectionClosed as closed:
            codes_.append(closed.rcvd.code if closed.rcvd else None)
    return rejects, codes_


def test_refusals_are_counted_per_seat_and_per_address_however_many_connections(tmp_path):
    server = ServerThread(tmp_path / "tables.sqlite3", Limits(
        moves_per_second=1000, move_burst=1000, frames_per_second=1000, frame_burst=1000,
        rejects_per_second=0.05, reject_burst=10, seat_rejects_per_second=0.05, seat_reject_burst=12,
        address_rejects_per_second=0.05, address_reject_burst=20))
    try:
        created = server.create("coloretto", 3)
        began = time.monotonic()
        rejects, closes = _flood_until_closed(
            [_seated(server.url, created, seat=1, source="127.0.0.2") for _ in range(5)], 15)
        # Five connections, each allowed 10: the seat's 12 in all (and one every 20 s), then closes.
        assert rejects <= 12 + (time.monotonic() - began) / 20
        assert closes == [1008] * 5
        with _raw(server.url, "127.0.0.2") as again:  # the seat's refusals are spent: not seated
            again.send(json.dumps(_hello(created, seat=1)))
            answer = json.loads(again.recv(10))
            assert answer["t"] == "error" and answer["code"] == "rate"
        # Another seat from the same address: the address's 20 are nearly spent.
        more, closes = _flood_until_closed(
            [_seated(server.url, created, seat=2, source="127.0.0.2") for _ in range(2)], 15)
        assert rejects + more <= 20 + (time.monotonic() - began) / 20
        assert closes == [1008] * 2
        with _raw(server.url, "127.0.0.2") as again:
            again.send(json.dumps(_hello(created, seat=0)))
            assert json.loads(again.recv(10))["code"] == "rate"
        with _seated(server.url, created, seat=0, source="127.0.0.3") as player:  # elsewhere: plays on
            player.send(json.dumps({"t": "chat", "id": 1, "text": "still here"}))
            assert frame_of_kind(player, "chat")["text"] == "still here"
    finally:
        server.stop()


def test_a_connection_that_draws_too_many_refusals_is_closed_with_a_clear_code(tight):
    created = tight.create("coloretto", 3)
    with _seated(tight.url, created) as client:
        received, code = 0, None
        try:
            for _n in range(200):
                client.send('{"t": "nonsense"}')
            for _ in range(1000):
                received += len(client.recv(10))
        except ConnectionClosed as closed:  # while sending, or reading what came before the close
            code, reason = closed.rcvd.code, closed.rcvd.reason
    assert code == 1008 and "too many refused" in reason
    assert received < 40 * 200  # about ten small rejects, not two hundred


def test_a_flood_of_code_lookups_on_one_socket_is_closed(tight):
    with _raw(tight.url) as client:
        received, code = 0, None
        try:
            for _n in range(300):
                client.send('{"t": "find_code", "code": "K7QF-M2XD"}')
            for _ in range(1000):
                received += len(client.recv(10))
        except ConnectionClosed as closed:
            code = closed.rcvd.code if closed.rcvd else None
    assert code == 1008
    assert received < 150 * 20  # a few refusals, not one per lookup


def test_make_code_is_limited_per_seat_and_per_address_and_derives_off_the_loop(tight, monkeypatch):
    created = tight.create("coloretto", 3)
    threads: list[str] = []
    real_keys = codes.keys

    def keys(code: str):
        threads.append(threading.current_thread().name)
        return real_keys(code)

    monkeypatch.setattr(codes, "keys", keys)

    def make(seat: int, source: str = "127.0.0.1") -> dict:
        with _raw(tight.url, source) as client:
            client.send(json.dumps({"t": "make_code", "table": created["table"],
                                    "seat_token": created["seat_tokens"][seat]}))
            return json.loads(client.recv(10))

    seat_zero = [make(0) for _ in range(4)]
    assert [answer["t"] for answer in seat_zero] == ["code", "code", "error", "error"]
    assert seat_zero[-1]["code"] == "rate"
    # Another seat from the same address: the address's burst (3) is nearly spent.
    assert [make(1)["t"] for _ in range(2)] == ["code", "error"]
    assert make(2, "127.0.0.2")["t"] == "code"  # another address is not held up
    assert threads and all(name.startswith("short-code-keys") for name in threads)


def test_host_key_guesses_back_off_per_address(tight):
    def create(key: str, source: str = "127.0.0.1") -> dict:
        with _raw(tight.url, source) as client:
            client.send(json.dumps({"t": "create", "host_key": key, "game": "coloretto", "players": 3}))
            return json.loads(client.recv(10))

    assert [create("guess")["code"] for _ in range(3)] == ["bad_token"] * 3  # three are free
    waiting = create(HOST_KEY)  # then even the right key waits: a try is not checked at all
    assert waiting["t"] == "error" and waiting["code"] == "rate" and "wait" in waiting["why"]
    assert create(HOST_KEY, "127.0.0.2")["t"] == "created"  # the host elsewhere is not held up
    time.sleep(1.1)
    assert create(HOST_KEY)["t"] == "created"  # after the wait, the right key opens tables again


def test_a_host_key_guesser_of_a_thousand_failures_still_just_waits():
    backoff = Backoff(3, 1.0, 60.0)
    for _ in range(5000):  # a day of guessing at one try a minute, and more
        backoff.failed("127.0.0.2")
    assert 59 < backoff.wait("127.0.0.2") <= 60 and backoff.wait("127.0.0.3") == 0
    backoff.succeeded("127.0.0.2")
    assert backoff.wait("127.0.0.2") == 0


# -- connections at the door ---------------------------------------------------------------------
def _bare(port: int, source: str) -> sockets.socket:
    return sockets.create_connection(("127.0.0.1", port), timeout=10, source_address=(source, 0))


def _upgrade(port: int, source: str) -> bytes:
    """The server's answer to a WebSocket opening handshake, read to the end."""
    with closing(_bare(port, source)) as sock:
        sock.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                     b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
        said = b""
        while chunk := sock.recv(4096):
            said += chunk
            if b"\r\n\r\n" in said and not said.startswith(b"HTTP/1.1 503"):
                break  # admitted: the handshake's answer is enough
        return said


def _refused(bare: list[sockets.socket], wait: float = 1.0) -> list[bytes]:
    """What the server said to each bare socket that it answered within `wait` seconds."""
    said: list[bytes] = []
    deadline = time.monotonic() + wait
    pending = list(bare)
    while pending and time.monotonic() < deadline:
        ready, _, _ = select.select(pending, [], [], max(0.0, deadline - time.monotonic()))
        for sock in ready:
            said.append(sock.recv(4096))
            pending.remove(sock)
    return said


def test_connections_from_one_address_are_capped_and_others_still_join(tight):
    created = tight.create("coloretto", 3)
    port = _port(tight.url)
    with ExitStack() as stack:
        bare = [stack.enter_context(closing(_bare(port, "127.0.0.2"))) for _ in range(10)]
        answers = _refused(bare)
        assert len(answers) == 4  # six held (the cap per address), four told at once
        assert all(answer.startswith(b"HTTP/1.1 503") and b"too many connections from your address" in answer
                   for answer in answers)
        assert _upgrade(port, "127.0.0.2").startswith(b"HTTP/1.1 503")
        with _seated(tight.url, created, source="127.0.0.3") as player:  # a real player still joins
            player.send(json.dumps({"t": "chat", "id": 1, "text": "hello"}))
            assert frame_of_kind(player, "chat")["text"] == "hello"


def test_clients_that_reset_before_their_refusal_leave_nothing_open(tight, caplog):
    port = _port(tight.url)
    with ExitStack() as stack:
        [stack.enter_context(closing(_bare(port, "127.0.0.2"))) for _ in range(6)]  # the address's cap
        for _ in range(40):  # refused, and gone (a reset) before or while the answer is written
            rude = _bare(port, "127.0.0.2")
            rude.setsockopt(sockets.SOL_SOCKET, sockets.SO_LINGER, struct.pack("ii", 1, 0))
            rude.close()
        time.sleep(0.3)
        assert tight.call(lambda: tight.server.gate.open) == 6
    deadline = time.monotonic() + 5
    while tight.call(lambda: (tight.server.gate.open, tight.server.gate.lingering)) != (0, 0):
        assert time.monotonic() < deadline
        time.sleep(0.05)
    assert not [record for record in caplog.records if record.levelname == "ERROR"]


def test_new_connections_from_one_address_are_rate_limited_at_the_door(tmp_path):
    server = ServerThread(tmp_path / "tables.sqlite3", Limits(new_connections_per_second=0.5,
                                                              new_connection_burst=5))
    try:
        port = _port(server.url)
        answers = [_upgrade(port, "127.0.0.2") for _ in range(8)]  # each closed before the next
        assert [answer.split(b" ")[1] for answer in answers] == [b"101"] * 5 + [b"503"] * 3
        assert b"too many new connections from your address" in answers[-1]
        assert _upgrade(port, "127.0.0.3").startswith(b"HTTP/1.1 101")  # another address is not held up
    finally:
        server.stop()


def test_spectators_per_table_are_capped_and_a_state_is_written_once_for_them_all(tight, monkeypatch):
    created = tight.create("coloretto", 3)
    written: list[int | None] = []
    real_state_for = Table.state_for

    def state_for(self, seat, since, public=None):
        written.append(seat)
        return real_state_for(self, seat, since, public)

    monkeypatch.setattr(Table, "state_for", state_for)
    with ExitStack() as stack:
        watchers = [stack.enter_context(_seated(tight.url, created, seat=None)) for _ in range(3)]
        with _raw(tight.url) as late:
            late.send(json.dumps(_hello(created, seat=None)))
            answer = json.loads(late.recv(10))
        assert answer["t"] == "error" and answer["code"] == "full"
        player = stack.enter_context(_raw(tight.url))
        player.send(json.dumps(_hello(created, seat=0)))
        state = frame_of_kind(player, "state")
        if not state["legal"]:  # the seat to move plays
            player = stack.enter_context(_raw(tight.url))
            player.send(json.dumps(_hello(created, seat=state["to_move"][0])))
            state = frame_of_kind(player, "state")
        written.clear()
        player.send(json.dumps({"t": "move", "id": 1, "seq": state["seq"], "move": state["legal"][0]}))
        assert frame_of_kind(player, "ack")["id"] == 1
        for watcher in watchers:
            assert frame_of_kind(watcher, "state")["seq"] > 0
        assert written.count(None) == 1  # one state for the whole audience


# -- running out of file descriptors: refused early, on a real `chroma-server` -----------------------
def test_a_flood_of_bare_sockets_never_runs_the_server_out_of_descriptors(tmp_path):
    limit = 300  # the server's open files: a cap of 300 - 160 - 15 = 125 connections

    def lowered() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (limit, limit))

    env = dict(os.environ, CHROMA_SERVER_HOST_KEY=HOST_KEY)
    process = subprocess.Popen(
        [sys.executable, "-m", "chroma_desktop.server.main", "--db", str(tmp_path / "t.sqlite3"),
         "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, preexec_fn=lowered)
    try:
        url = process.stdout.readline().split()[-1]
        port = _port(url)
        with _raw(url) as host:
            host.send(json.dumps({"t": "create", "host_key": HOST_KEY, "game": "coloretto", "players": 3}))
            created = json.loads(host.recv(10))
        with ExitStack() as stack:
            # One address floods: it holds its 64 and is told no for the rest, at once.
            flood = [stack.enter_context(closing(_bare(port, "127.0.0.2"))) for _ in range(200)]
            assert len(_refused(flood)) == 200 - 64
            with _seated(url, created, source="127.0.0.9") as player:  # a real player joins
                player.send(json.dumps({"t": "chat", "id": 1, "text": "still here"}))
                assert frame_of_kind(player, "chat")["text"] == "still here"
            # Many addresses fill the server: newcomers are answered 503, never left hanging.
            more = [stack.enter_context(closing(_bare(port, f"127.0.0.{3 + n // 60}"))) for n in range(120)]
            answers = _refused(more)
            assert answers and all(b"503" in said and b"as many connections" in said for said in answers)
            assert _upgrade(port, "127.0.0.10").startswith(b"HTTP/1.1 503")
        time.sleep(0.5)  # the flood has gone: a real player joins again
        with _seated(url, created, source="127.0.0.10") as player:
            player.send(json.dumps({"t": "chat", "id": 2, "text": "back"}))
            assert [frame_of_kind(player, "chat")["text"] for _ in range(2)] == ["still here", "back"]
    finally:
        process.terminate()
        _out, err = process.communicate(timeout=10)
    assert "Too many open files" not in err
    refusals = [line for line in err.splitlines() if "refused" in line and "connection(s)" in line]
    assert 1 <= len(refusals) <= 10, err[-2000:]


def test_seats_of_many_tables_at_one_address_put_no_more_chat_than_the_address_may(tight):
    # The address may say 3 seats' worth (a burst of 9); four seats each have a burst of 3.
    tables = [tight.create("coloretto", 3) for _ in range(4)]
    with ExitStack() as stack:
        spammers = [stack.enter_context(_seated(tight.url, created, seat=0, source="127.0.0.4"))
                    for created in tables]
        began = time.monotonic()
        for n in range(3):
            for spammer in spammers:
                spammer.send(json.dumps({"t": "chat", "id": n, "text": f"spam {n}"}))
        said = refused = 0
        for spammer in spammers:
            for _ in range(3):
                frame = json.loads(spammer.recv(5))
                while frame["t"] not in ("chat", "error", "reject"):
                    frame = json.loads(spammer.recv(5))
                said += frame["t"] == "chat"
                refused += frame["t"] != "chat" and frame.get("code") == "rate"
        took = time.monotonic() - began
        elsewhere = stack.enter_context(_seated(tight.url, tables[0], seat=1, source="127.0.0.5"))
        elsewhere.send(json.dumps({"t": "chat", "id": 1, "text": "hello"}))
        other = json.loads(elsewhere.recv(5))
        while other["t"] not in ("chat", "error", "reject"):
            other = json.loads(elsewhere.recv(5))
    # 12 lines from four seats at one address: the address's 9 (and 3 a second), not the seats' 12.
    assert 9 <= said <= 9 + 3 * took + 1 and said + refused == 12
    assert other["t"] == "chat"  # another address is not held up
