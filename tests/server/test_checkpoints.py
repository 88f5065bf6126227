"""The server's store leaves checkpoints to the `Checkpointer` thread (server/checkpoints.py):
its commits never checkpoint, the thread copies the whole log into the database, and every
row committed is there after a restart."""

from __future__ import annotations

import sqlite3
import time

from chroma_desktop.server.checkpoints import Checkpointer
from chroma_desktop.server.store import LogRow, SqliteStore, TableRow


def _row(table_id: str) -> TableRow:
    return TableRow(table_id, "coloretto", 4, {}, 1, "salt", "commit", "spectator")


def _fill(store: SqliteStore, table_id: str, moves: int) -> None:
    store.create(_row(table_id), ["a", "b", "c", "d"], [])
    for ply in range(moves):
        store.append(table_id, [LogRow(ply, ply % 4, f"move {ply}", ply)])


def _log_and_copied(path) -> tuple[int, int]:
    """The WAL's frames and how many of them are in the database (a no-op checkpoint asks)."""
    with sqlite3.connect(path) as db:
        _busy, frames, copied = db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
    return frames, copied


def test_the_servers_commits_leave_the_log_to_the_thread(tmp_path):
    path = tmp_path / "tables.sqlite3"
    store = SqliteStore(path, autocheckpoint=False)
    try:
        assert store.connection.execute("PRAGMA wal_autocheckpoint").fetchone()[0] == 0
        _fill(store, "t1", 600)  # far past the 1,000 pages at which a commit would checkpoint
        with sqlite3.connect(path) as db:  # a reader that checkpoints nothing
            db.execute("PRAGMA wal_autocheckpoint=0")
        frames = (path.with_name(path.name + "-wal")).stat().st_size // 4096
        assert frames > 1000  # nothing copied the log back: it only grew
        checkpointer = Checkpointer(path, every=0.01).start()
        deadline = time.monotonic() + 30
        while checkpointer.checkpoints < 2 and time.monotonic() < deadline:
            time.sleep(0.01)
        checkpointer.stop()
        frames, copied = _log_and_copied(path)
        assert checkpointer.checkpoints >= 2 and frames == copied
    finally:
        store.close()


def test_every_committed_row_is_read_back_after_a_restart(tmp_path):
    path = tmp_path / "tables.sqlite3"
    store = SqliteStore(path, autocheckpoint=False)
    checkpointer = Checkpointer(path, every=0.005).start()
    _fill(store, "t1", 300)
    checkpointer.stop()
    store.connection.close()  # as a killed server leaves it: no close-time checkpoint of ours
    again = SqliteStore(path)
    try:
        stored = again.load("t1")
        assert [row.move for row in stored.log] == [f"move {ply}" for ply in range(300)]
    finally:
        again.close()
