"""Rematch votes outlive the server: a seat that asked for a rematch before the server was killed
(SIGKILL) is still counted after it comes back, so the last seat's vote opens the new table, and
a seat that comes back hears the votes so far. A resigned game is offered a rematch like any end.
"""

from __future__ import annotations

from websockets.sync.client import connect

from chroma_desktop.net.protocol import dumps, rules_hash
from chroma_desktop.server.store import SqliteStore
from tests.server.servers import ServerProcess, create_table, frame_of_kind


def _hello(url: str, table: str, token: str):
    socket = connect(url, legacy=True)
    socket.send(dumps({"t": "hello", "v": 1, "table": table, "seat_token": token, "last_seq": None,
                       "rules": rules_hash("coloretto")}))
    return socket


def test_a_rematch_vote_made_before_a_server_kill_still_counts_after_the_restart(tmp_path):
    db = tmp_path / "tables.sqlite3"
    server = ServerProcess(db)
    server.start()
    try:
        created = create_table(server.url, "coloretto", 3)
        table, tokens = created["table"], created["seat_tokens"]
        with _hello(server.url, table, tokens[0]) as first:
            frame_of_kind(first, "state")
            first.send(dumps({"t": "resign"}))
            end = frame_of_kind(first, "end")
            assert end["resigned"] == 0 and end["outcome"] is None
            first.send(dumps({"t": "rematch"}))
            assert frame_of_kind(first, "rematch") == {"t": "rematch", "votes": [0], "table": None}
        with _hello(server.url, table, tokens[2]) as third:
            frame_of_kind(third, "end")
            assert frame_of_kind(third, "rematch")["votes"] == [0]
            third.send(dumps({"t": "rematch"}))
            assert frame_of_kind(third, "rematch") == {"t": "rematch", "votes": [0, 2], "table": None}
        server.kill()
        server.start()  # the same port and database: the votes come back from the store
        with _hello(server.url, table, tokens[1]) as second:
            frame_of_kind(second, "end")
            assert frame_of_kind(second, "rematch") == {"t": "rematch", "votes": [0, 2], "table": None}
            second.send(dumps({"t": "rematch"}))
            news = frame_of_kind(second, "rematch")
        assert news["votes"] == [0, 1, 2] and isinstance(news["table"], str) and news["table"] != table
        # The new table takes the same seat tokens.
        with _hello(server.url, news["table"], tokens[0]) as again:
            welcome = frame_of_kind(again, "welcome")
            assert welcome["seat"] == 0 and welcome["status"] == "open"
    finally:
        server.stop()
    store = SqliteStore(db)
    try:
        assert store.load(table).rematch_votes == (0, 1, 2)
        assert store.load(news["table"]).rematch_votes == ()
    finally:
        store.close()


def test_asking_twice_for_a_rematch_is_one_vote_in_the_store(any_store):
    from chroma_desktop.server.bus import InProcessBus
    from chroma_desktop.server.table import Table

    store = any_store  # on SQLite and on PostgreSQL
    table, _ = Table.create(store, InProcessBus(), "coloretto", 2)
    table.resign(1)
    assert table.rematch(0) is None and table.rematch(0) is None
    stored = store.load(table.table_id)
    assert stored.rematch_votes == (0,)
    assert Table.load(store, InProcessBus(), stored).rematch_votes == {0}
