"""A store that fails to read (issue 30): a table whose rows SQLite cannot read back is answered
`unavailable` in words, never 1011 or a crash, nothing of it is kept in memory half loaded, and
the server goes on answering.

The fault is real: the database's `log` table's page is overwritten with garbage on disk between
two runs of the server, so SQLite itself finds the file malformed when the table is loaded.
"""

from __future__ import annotations

import json
import sqlite3
import sys
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from chroma_desktop.net.protocol import rules_hash
from chroma_desktop.server.store import SqliteStore, StoreUnavailable
from tests.server.servers import ServerThread


def _break_the_log_page(db: Path) -> None:
    """Overwrite the page that holds the `log` table's rows with garbage, as a failing disk would."""
    with sqlite3.connect(db) as reader:
        (page_size,) = reader.execute("PRAGMA page_size").fetchone()
        (root,) = reader.execute("SELECT rootpage FROM sqlite_master WHERE name = 'log'").fetchone()
    with open(db, "r+b") as file:
        file.seek((root - 1) * page_size)
        file.write(b"\xff" * page_size)


def _hello(created: dict, seat: int = 0) -> str:
    return json.dumps({"t": "hello", "v": 1, "table": created["table"], "last_seq": None,
                       "rules": rules_hash("coloretto"), "seat_token": created["seat_tokens"][seat]})


@pytest.fixture
def broken(tmp_path):
    """A table stored by one server, its log's page broken on disk, then a new server on the file."""
    interval = sys.getswitchinterval()
    sys.setswitchinterval(0.0002)
    db = tmp_path / "tables.sqlite3"
    first = ServerThread(db)
    created = first.create("coloretto", 3)
    first.stop()  # the last connection closed: SQLite copied the write-ahead log into the file
    assert not db.with_name(db.name + "-wal").exists() or db.with_name(db.name + "-wal").stat().st_size == 0
    _break_the_log_page(db)
    server = ServerThread(db)
    yield server, created, db
    server.stop()
    sys.setswitchinterval(interval)


def test_a_table_that_cannot_be_read_is_answered_unavailable_and_not_kept(broken):
    server, created, _db = broken
    with connect(server.url, close_timeout=1) as client:
        client.send(_hello(created))
        answer = json.loads(client.recv(10))
        with pytest.raises(ConnectionClosed) as closed:
            client.recv(10)
    assert answer["t"] == "error" and answer["code"] == "unavailable"
    assert "cannot read this table" in answer["why"] and "try again" in answer["why"]
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008  # the server's refusal, not 1011
    assert server.call(lambda: created["table"] not in server.server.tables)  # nothing half loaded
    with connect(server.url, close_timeout=1) as client:  # the server goes on answering
        client.send(_hello({"table": "no-such-table", "seat_tokens": ["x"]}))
        assert json.loads(client.recv(10))["code"] == "unknown_table"
    with connect(server.url, close_timeout=1) as client:  # and says the same again, not a crash
        client.send(_hello(created, seat=1))
        assert json.loads(client.recv(10))["code"] == "unavailable"


def test_a_short_code_for_a_table_that_cannot_be_read_is_answered_unavailable(broken):
    server, created, _db = broken
    with connect(server.url, close_timeout=1) as client:
        client.send(json.dumps({"t": "make_code", "table": created["table"],
                                "seat_token": created["seat_tokens"][0]}))
        answer = json.loads(client.recv(10))
    assert answer["t"] == "error" and answer["code"] == "unavailable"


def test_the_store_says_a_failing_read_as_unavailable(broken):
    _server, created, db = broken
    store = SqliteStore(db)
    try:
        with pytest.raises(StoreUnavailable, match="cannot be read"):
            store.load(created["table"])
    finally:
        store.close()
