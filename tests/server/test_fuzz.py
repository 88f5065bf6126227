"""Hostile frames, fuzzed: whatever a client sends, as its first frame or during play, the server
answers with an `error` or a `reject` that says what is wrong (or acts on it, if it happens to be a
valid frame), never crashes, and goes on serving the table."""

from __future__ import annotations

import itertools
import json
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from websockets.sync.client import connect

from chroma_desktop.net.client import TableSession
from chroma_desktop.net.protocol import CLIENT_TYPES
from chroma_desktop.server.limits import Limits
from tests.server.servers import ServerThread

FUZZ = settings(max_examples=60, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
MARKERS = itertools.count()
# Every frame the server may send: a hostile frame that happens to be a valid resign, undo
# request or rematch vote is answered with the table's own frames for them.
ANSWERS = {"error", "reject", "ack", "state", "chat", "end", "presence", "created", "undo", "rematch",
           "welcome", "code", "invite"}

scalars = st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70), st.floats(allow_nan=True),
                    st.text(max_size=30))
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
    st.text(max_size=8), inner, max_size=4), max_leaves=12)
fields = st.sampled_from(["t", "v", "id", "seq", "move", "text", "table", "seat_token", "spectator_code",
                          "last_seq", "rules", "host_key", "game", "players", "options", "name"])
frames = st.one_of(
    st.dictionaries(fields, values, max_size=6).map(json.dumps),
    st.builds(lambda kind, rest: json.dumps({"t": kind, **rest}), st.sampled_from(CLIENT_TYPES),
              st.dictionaries(fields, values, max_size=5)),
    values.map(json.dumps),
    st.text(max_size=200),
    st.binary(max_size=100),
)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    interval = sys.getswitchinterval()
    sys.setswitchinterval(0.0002)
    thread = ServerThread(tmp_path_factory.mktemp("fuzz") / "tables.sqlite3",
                          Limits(frames_per_second=10_000, frame_burst=10_000,
                                 chats_per_second=10_000, chat_burst=10_000,
                                 seat_rejects_per_second=10_000, seat_reject_burst=10_000,
                                 address_rejects_per_second=10_000, address_reject_burst=10_000))
    created = thread.create("chroma_mix", 3)
    yield thread, created
    thread.stop()
    sys.setswitchinterval(interval)


def _answers_until_heard(socket, marker: str) -> list[dict]:
    """Every frame up to the echo of the chat line `marker` (sent after the hostile frames)."""
    found = []
    while True:
        answer = json.loads(socket.recv(5))
        if answer["t"] == "chat" and answer["text"] == marker:
            return found
        found.append(answer)


@FUZZ
@given(frame=frames)
def test_a_hostile_first_frame_gets_an_error_and_the_socket_closes(server, frame):
    thread, _created = server
    with connect(thread.url, close_timeout=1) as socket:
        socket.send(frame)
        try:
            answer = json.loads(socket.recv(5))
        except Exception as closed:  # only a close the server chose: never a crash
            assert "1009" in str(closed) or "1008" in str(closed), closed
            return
    assert answer["t"] == "error" and answer["code"] and answer["why"]


@FUZZ
@given(hostile=st.lists(frames, min_size=1, max_size=5))
def test_hostile_frames_during_play_get_rejects_and_the_table_goes_on(server, hostile):
    thread, created = server
    session = TableSession(thread.url, created["table"], "chroma_mix", seat_token=created["seat_tokens"][1])
    with connect(thread.url, close_timeout=1) as socket:
        socket.send(session.hello())
        assert json.loads(socket.recv(5))["t"] == "welcome"
        for frame in hostile:
            socket.send(frame)
        # Still serving: a chat line sent after them is heard.
        marker = f"still here? {next(MARKERS)}"
        socket.send(json.dumps({"t": "chat", "id": 1, "text": marker}))
        answers = _answers_until_heard(socket, marker)
        assert {answer["t"] for answer in answers} <= ANSWERS
        rejects = [answer for answer in answers if answer["t"] == "reject"]
        assert all(reject["code"] and reject["why"] for reject in rejects)
