"""Short codes, players' names and the rematch through a real server on a loopback port.

A short code stands for one seat's invite: the server hands back the seat's token once, forgets
the code when the seat is taken or after its lifetime, keeps the token only sealed, and limits
lookups per connection and per address. A player's name said in `hello` reaches every seat
(welcome and presence), cleaned, whatever a hostile client sends. Bots that vote for a rematch
move on to the same new table with the same tokens.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import sys
import unicodedata

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from websockets.sync.client import connect

from chroma_desktop.net.client import SessionRefused, TableSession, find_code, make_code, play_seat
from chroma_desktop.net.protocol import MAX_NAME, clean_name, dumps, rules_hash
from chroma_desktop.net.server_frames import InviteFound
from chroma_desktop.net.short_code import (
    ALPHABET,
    CodeError,
    code_with_server,
    new_code,
    read_code,
    read_code_invite,
    shown,
)
from chroma_desktop.server.limits import Limits
from chroma_desktop.server.store import SqliteStore
from chroma_desktop.server.table import Table
from tests.server.servers import ServerThread, frame_of_kind

FAST = Limits(moves_per_second=1000, move_burst=1000, frames_per_second=1000, frame_burst=1000,
              lookup_burst=3, address_lookup_burst=6)


@pytest.fixture
def server(tmp_path):
    interval = sys.getswitchinterval()
    sys.setswitchinterval(0.0002)
    thread = ServerThread(tmp_path / "tables.sqlite3", FAST)
    thread.db = tmp_path / "tables.sqlite3"
    yield thread
    thread.stop()
    sys.setswitchinterval(interval)


def _ask(url: str, frame: dict) -> dict:
    with connect(url) as socket:
        socket.send(dumps(frame))
        return json.loads(socket.recv(10))


def _hello(url: str, table: str, token: str, name: str | None = None):
    socket = connect(url, legacy=True)
    frame = {"t": "hello", "v": 1, "table": table, "seat_token": token, "last_seq": None,
             "rules": rules_hash("coloretto")}
    if name is not None:
        frame["name"] = name
    socket.send(dumps(frame))
    return socket


# -- the code itself ------------------------------------------------------------------------------
def test_a_code_reads_back_however_it_is_typed_and_names_its_server():
    code = new_code()
    assert len(code) == 8 and set(code) <= set(ALPHABET) and len(ALPHABET) == 32
    assert shown("K7QFM2XD") == "K7QF-M2XD"
    for typed in ("K7QF-M2XD", "k7qf m2xd", " K7QFM2XD ", "k7qf-m2xd"):
        assert read_code(typed) == "K7QFM2XD"
    assert read_code("OIL0-1234") == "01101234"  # O reads as 0, I and L as 1
    line = code_with_server("K7QFM2XD", "ws://192.168.1.20:8765")
    assert line == "K7QF-M2XD@192.168.1.20:8765"
    assert read_code_invite(line) == ("K7QFM2XD", "ws://192.168.1.20:8765")
    assert read_code_invite("k7qf-m2xd") == ("K7QFM2XD", "")


@pytest.mark.parametrize(("text", "words"), [
    ("K7QF", "8 letters"), ("K7QF-M2XDQ", "8 letters"), ("K7QF-M2U!", "holds no ! U"),
    ("K7QF-M2XD@nowhere", "HOST:PORT"), ("K7QF-M2XD@host:99999", "HOST:PORT")])
def test_a_text_that_is_no_code_is_refused_saying_why(text, words):
    with pytest.raises(CodeError, match=words):
        read_code_invite(text)


# -- on the server -------------------------------------------------------------------------------
def test_a_code_gives_the_seat_once_and_the_database_never_holds_the_token(server):
    created = server.create("coloretto", 3)
    token = created["seat_tokens"][1]
    answer = _ask(server.url, {"t": "make_code", "table": created["table"], "seat_token": token})
    assert answer["t"] == "code" and answer["seat"] == 1
    code = answer["code"]
    dump = "\n".join(sqlite3.connect(server.db).iterdump())
    assert token not in dump and code not in dump
    found = asyncio.run(find_code(server.url, shown(code).lower()))
    assert found == InviteFound(created["table"], 1, token, "coloretto")
    with pytest.raises(SessionRefused) as refused:  # used once
        asyncio.run(find_code(server.url, code))
    assert refused.value.code == "bad_code"


def test_a_code_is_used_up_when_its_seat_is_taken_and_a_new_one_replaces_the_old(server):
    created = server.create("coloretto", 3)
    table, token = created["table"], created["seat_tokens"][2]
    first = asyncio.run(make_code(server.url, table, token))
    second = asyncio.run(make_code(server.url, table, token))
    with pytest.raises(SessionRefused):
        asyncio.run(find_code(server.url, first))  # replaced
    with _hello(server.url, table, token) as socket:
        frame_of_kind(socket, "state")
    with pytest.raises(SessionRefused):
        asyncio.run(find_code(server.url, second))  # the seat is taken
    with pytest.raises(SessionRefused) as refused:  # only a seat's own token makes its code
        asyncio.run(make_code(server.url, table, "A" * 22))
    assert refused.value.code == "bad_token"


def test_an_expired_code_opens_nothing(tmp_path):
    thread = ServerThread(tmp_path / "tables.sqlite3", Limits(code_lifetime=0.0))
    try:
        created = thread.create("coloretto", 3)
        code = asyncio.run(make_code(thread.url, created["table"], created["seat_tokens"][1]))
        with pytest.raises(SessionRefused) as refused:
            asyncio.run(find_code(thread.url, code))
        assert refused.value.code == "bad_code"
    finally:
        thread.stop()


def test_guessing_codes_is_rate_limited_per_connection_and_per_address(server):
    guesses = [f"{n:08d}" for n in range(12)]
    with connect(server.url) as socket:
        codes = []
        for guess in guesses[:5]:
            socket.send(dumps({"t": "find_code", "code": guess}))
            codes.append(json.loads(socket.recv(10))["code"])
    assert codes == ["bad_code"] * 3 + ["rate"] * 2  # FAST: a burst of 3 per connection
    # New connections gain nothing: the address has 6 lookups in a burst, 3 were spent above.
    answers = []
    for guess in guesses[5:]:
        try:
            asyncio.run(find_code(server.url, guess))
        except SessionRefused as refused:
            answers.append(refused.code)
    assert answers == ["bad_code"] * 3 + ["rate"] * 4


# -- names ---------------------------------------------------------------------------------------
def test_each_seats_name_reaches_every_seat_cleaned_and_outlives_a_restart(server, tmp_path):
    created = server.create("coloretto", 3)
    table, tokens = created["table"], created["seat_tokens"]
    with _hello(server.url, table, tokens[0], "Ada") as ada:
        welcome = frame_of_kind(ada, "welcome")
        assert [seat["name"] for seat in welcome["seats"]] == ["", "", ""]
        assert frame_of_kind(ada, "presence") == {"t": "presence", "seat": 0, "online": True, "name": "Ada"}
        with _hello(server.url, table, tokens[1], "  Bea\u202e\u0007  Bo ") as bea:
            assert [seat["name"] for seat in frame_of_kind(bea, "welcome")["seats"]] == ["Ada", "", ""]
            heard = frame_of_kind(ada, "presence")
            assert heard["seat"] == 1 and heard["name"] == "Bea Bo"
    stored = SqliteStore(tmp_path / "tables.sqlite3").load(table)
    assert stored.names == ("Ada", "Bea Bo", "")


NAME_FUZZ = settings(max_examples=40, deadline=None, derandomize=True, database=None,
                     suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


@NAME_FUZZ
@given(name=st.one_of(st.text(max_size=40), st.text(st.characters(categories=["Cc", "Cf", "Zl", "Zp", "Co"]),
                                                    max_size=40),
                      st.integers(), st.lists(st.text(max_size=3), max_size=3), st.text(min_size=41)))
def test_a_hostile_name_is_cleaned_or_refused_and_never_breaks_the_table(server, name):
    if not hasattr(server, "fuzzed"):
        server.fuzzed = server.create("coloretto", 3)
    created = server.fuzzed
    with _hello(server.url, created["table"], created["seat_tokens"][2], name) as socket:
        first = json.loads(socket.recv(10))
        if first["t"] == "error":  # not text, or too long: the hello is refused, saying why
            assert first["code"] == "bad_frame" and "name" in first["why"]
            assert not isinstance(name, str) or len(name) > 40
            return
        said = frame_of_kind(socket, "presence")["name"] if clean_name(name) else None
    if said is not None:
        assert said == clean_name(name) and 0 < len(said) <= MAX_NAME and said == said.strip()
        assert not any(unicodedata.category(c)[0] in "C" or unicodedata.category(c) in ("Zl", "Zp")
                       for c in said)
    # The table goes on: another seat is welcomed and sees the name as it was kept.
    with _hello(server.url, created["table"], created["seat_tokens"][0]) as other:
        assert frame_of_kind(other, "state")["seq"] >= 0


# -- rematch -------------------------------------------------------------------------------------
def test_bots_that_vote_for_a_rematch_all_move_to_one_new_table_with_their_tokens(server):
    created = server.create("coloretto", 3)

    async def play(table: str) -> list:
        sessions = [TableSession(server.url, table, "coloretto", seat_token=token, name=f"Bot {seat + 1}",
                                 after_end=True) for seat, token in enumerate(created["seat_tokens"])]
        try:
            return await asyncio.wait_for(asyncio.gather(
                *(play_seat(session, seat, "random", seed=seat, vote_rematch=True)
                  for seat, session in enumerate(sessions))), 60)
        finally:
            for session in sessions:
                session.close()

    logs = asyncio.run(play(created["table"]))
    tables = {log.next_table for log in logs}
    assert len(tables) == 1 and None not in tables and created["table"] not in tables
    (again,) = tables
    assert all(log.end is not None for log in logs)
    with _hello(server.url, again, created["seat_tokens"][1]) as socket:
        welcome = frame_of_kind(socket, "welcome")
        assert welcome["seat"] == 1 and welcome["status"] == "open"
        assert [seat["name"] for seat in welcome["seats"]] == ["Bot 1", "Bot 2", "Bot 3"]  # kept
    # A seat that comes back to the old table hears where the rematch is.
    with _hello(server.url, created["table"], created["seat_tokens"][0]) as socket:
        assert frame_of_kind(socket, "end")["rematch"] == again
        assert frame_of_kind(socket, "rematch") == {"t": "rematch", "votes": [0, 1, 2], "table": again}


def test_a_rematch_keeps_the_names_of_the_table_before(tmp_path):
    from chroma_desktop.server.bus import InProcessBus

    store = SqliteStore(tmp_path / "tables.sqlite3")
    try:
        table, _ = Table.create(store, InProcessBus(), "coloretto", 3)
        for seat, name in enumerate(("Ada", "Bea", "")):
            table.presence(seat, +1, name)
        table.resign(0)
        for seat in range(3):
            again = table.rematch(seat)
        assert again is not None and again.names == ["Ada", "Bea", ""]
        assert store.load(again.table_id).names == ("Ada", "Bea", "")
    finally:
        store.close()
