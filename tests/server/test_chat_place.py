"""Chat keeps the table's seq it was said at, so a log drawn anew puts it among the moves; a
database from before that is opened and read as it was (its lines have no seq)."""

from __future__ import annotations

import sqlite3

from chroma_desktop.net.server_frame_reader import read_server_frame
from chroma_desktop.net.server_frames import ChatLine, encode_server_frame
from chroma_desktop.server.store import SqliteStore

OLD_CHAT = """CREATE TABLE chat (
    table_id TEXT NOT NULL, n INTEGER NOT NULL, sender INTEGER NOT NULL, text TEXT NOT NULL,
    ts REAL NOT NULL, PRIMARY KEY (table_id, n));"""


def test_a_chat_line_keeps_the_seq_it_was_said_at(tmp_path):
    store = SqliteStore(tmp_path / "tables.db")
    try:
        assert store.add_chat("t1", 0, "hello", 0) == 1
        assert store.add_chat("t1", 1, "later", 7) == 2
        assert store.chat("t1") == [(1, 0, "hello", 0), (2, 1, "later", 7)]
    finally:
        store.close()


def test_a_database_from_before_reads_its_chat_with_no_seq_and_keeps_new_ones(tmp_path):
    path = tmp_path / "tables.db"
    old = sqlite3.connect(str(path))
    old.executescript(OLD_CHAT)
    old.execute("INSERT INTO chat VALUES ('t1', 1, 0, 'from before', 1.0)")
    old.commit()
    old.close()
    store = SqliteStore(path)
    try:
        store.add_chat("t1", 1, "now", 3)
        assert store.chat("t1") == [(1, 0, "from before", None), (2, 1, "now", 3)]
    finally:
        store.close()


def test_the_chat_frame_carries_its_seq_and_reads_without_one():
    import json

    said = ChatLine(1, "hi", 4, 9)
    assert read_server_frame(json.loads(encode_server_frame(said))) == said
    older = {"t": "chat", "from": 1, "text": "hi", "n": 4}
    assert read_server_frame(older) == ChatLine(1, "hi", 4, None)
