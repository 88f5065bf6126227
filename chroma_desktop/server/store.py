"""Where tables live: the store interface (create, append, load) and its SQLite implementation.

The log is the truth: a table is rebuilt by replaying its log through `Match`, set-up chance
included. `PRIMARY KEY(table_id, ply)` is the compare-and-swap that keeps two writers from both
appending ply k, and `UNIQUE(table_id, player, cid)` keeps a player's move id from being applied
twice. SQLite runs in WAL mode with `synchronous=NORMAL`: a commit survives the server being
killed (not a power cut). The schema is plain SQL, so a PostgreSQL store can take the same tables.

Acked means durable: every write is one transaction that either commits before the call returns or
raises. A store that cannot write now (its write lock held by another process, the disk full, an
I/O error) raises `StoreUnavailable` and keeps nothing of the call; the caller refuses what it was
asked (`unavailable`) and tries again on the next request. The store never holds the event loop
longer than `BUSY_WAIT`: SQLite's busy wait is bounded by it, and a write that finds the lock held
past it fails instead of waiting (SQLite's default was 5 s, every table waiting). Once a write has
failed, the next ones do not wait at all until one succeeds: a hundred tables trying their moves
against a held lock would otherwise hold the loop for a hundred busy waits. A read that fails
(an I/O error, a file that is no longer a database) is `StoreUnavailable` too: the caller answers
`unavailable` and keeps nothing of what it read.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, NamedTuple, Protocol

BUSY_WAIT = 0.05
"""Seconds a write may wait for SQLite's write lock before it fails as `StoreUnavailable`: long
enough for another writer's commit to finish, short enough that no table notices the wait."""
STARTUP_WAIT = 5.0
"""Seconds opening the store may wait for another writer (nothing is served yet)."""


class StoreConflict(RuntimeError):
    """An append that another writer (or the same move sent twice) got to first."""


class StoreUnavailable(RuntimeError):
    """The store cannot write now (locked by another process, disk full, I/O error): nothing of
    the call was kept, and a later call may succeed."""


class TableRow(NamedTuple):
    table_id: str
    game: str
    players: int
    options: dict[str, str]
    seed: int
    salt: str
    seed_commit: str
    spectator_hash: str
    status: str = "open"
    created: float = 0.0
    next_table: str | None = None
    """The rematch's table, once every seat asked for one."""
    clocks: dict[str, Any] | None = None
    """The time control and each seat's time: `bank`, `increment`, `left` (seconds per seat) and
    `since` (the wall-clock time each seat to move started thinking), so deadlines outlive a restart."""


class LogRow(NamedTuple):
    ply: int
    player: int
    move: str
    cid: int | None = None


class Append(NamedTuple):
    """One table's append, as `Store.append` takes it (what a writer queues: `store_writer.py`)."""

    table_id: str
    rows: list[LogRow]
    clocks: dict[str, Any] | None = None
    status: str | None = None


class StoredTable(NamedTuple):
    row: TableRow
    seat_hashes: tuple[str, ...]
    log: tuple[LogRow, ...]
    names: tuple[str, ...] = ()
    """Each seat's player's name, as they last said it in `hello` ("" for none yet)."""
    rematch_votes: tuple[int, ...] = ()
    """The seats that asked for a rematch after the end, in seat order."""


class Store(Protocol):
    """What a table needs from storage: small enough for PostgreSQL or a stream to implement."""

    def create(self, row: TableRow, seat_hashes: list[str], log: list[LogRow],
               names: list[str] | None = None) -> None:
        """Keep a new table: its row, its seats (with their players' `names`, "" for none) and
        the set-up's log, at once."""

    def append(self, table_id: str, rows: list[LogRow], clocks: dict[str, Any] | None = None,
               status: str | None = None) -> None:
        """Append `rows` at once (a move and the chance it caused), with the clocks after them and
        the table's new `status` (its end, when the rows end the game), in one transaction;
        StoreConflict if taken, StoreUnavailable if nothing can be written now."""

    def load(self, table_id: str) -> StoredTable | None:
        """The table, whole (None if there is none); StoreUnavailable if it cannot be read now."""

    def set_status(self, table_id: str, status: str) -> None: ...

    def set_next(self, table_id: str, next_table: str) -> None: ...

    def add_chat(self, table_id: str, sender: int, text: str, seq: int) -> int:
        """Keep a line of chat said when the table was at `seq`; its number."""

    def chat(self, table_id: str, last: int = 50) -> list[tuple[int, int, str, int | None]]:
        """The table's last lines of chat, oldest first: (number, sender, text, the table's seq
        when it was said; None for a line kept before the store kept it)."""

    def table_ids(self, status: str = "open") -> list[str]: ...

    def set_name(self, table_id: str, seat: int, name: str) -> None: ...

    def put_code(self, key: str, table_id: str, seat: int, sealed: str, expires: float) -> None:
        """Keep a short code's row (found by `key`), in place of the seat's earlier code."""

    def take_code(self, key: str, now: float) -> tuple[str, int, str] | None:
        """The code's (table, seat, sealed token), used up; None if unknown or expired."""

    def drop_codes(self, table_id: str, seat: int) -> None: ...

    def add_rematch_vote(self, table_id: str, seat: int) -> None:
        """Keep `seat`'s wish to play again (asking twice keeps one vote)."""

    def close(self) -> None: ...


SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    table_id TEXT PRIMARY KEY, game TEXT NOT NULL, players INTEGER NOT NULL, options TEXT NOT NULL,
    seed TEXT NOT NULL, salt TEXT NOT NULL, seed_commit TEXT NOT NULL, spectator_hash TEXT NOT NULL,
    status TEXT NOT NULL, created REAL NOT NULL, next_table TEXT, clocks TEXT);
CREATE TABLE IF NOT EXISTS seats (
    table_id TEXT NOT NULL, seat INTEGER NOT NULL, token_hash TEXT NOT NULL, name TEXT,
    last_seen REAL, PRIMARY KEY (table_id, seat));
CREATE TABLE IF NOT EXISTS log (
    table_id TEXT NOT NULL, ply INTEGER NOT NULL, player INTEGER NOT NULL, move TEXT NOT NULL,
    cid INTEGER, ts REAL NOT NULL, PRIMARY KEY (table_id, ply), UNIQUE (table_id, player, cid));
CREATE TABLE IF NOT EXISTS codes (
    key TEXT PRIMARY KEY, table_id TEXT NOT NULL, seat INTEGER NOT NULL, sealed TEXT NOT NULL,
    expires REAL NOT NULL);
CREATE TABLE IF NOT EXISTS rematch_votes (
    table_id TEXT NOT NULL, seat INTEGER NOT NULL, PRIMARY KEY (table_id, seat));
CREATE TABLE IF NOT EXISTS chat (
    table_id TEXT NOT NULL, n INTEGER NOT NULL, sender INTEGER NOT NULL, text TEXT NOT NULL,
    ts REAL NOT NULL, seq INTEGER, PRIMARY KEY (table_id, n));
"""


class SqliteStore:
    """The default store: one SQLite file in WAL mode. Each write is one transaction; an
    `sqlite3.OperationalError` (locked, busy, full, I/O) is rolled back and raised as
    `StoreUnavailable`."""

    def __init__(self, path: Path | str, synchronous: str = "NORMAL", autocheckpoint: bool = True,
                 busy_wait: float = BUSY_WAIT) -> None:
        """`autocheckpoint=False`: commits never checkpoint the WAL; a `checkpoints.Checkpointer`
        thread must (the server's, so that no move waits for the disk). `busy_wait`: the most a
        write waits for another connection's write lock."""
        self.connection = sqlite3.connect(str(path), isolation_level=None, timeout=STARTUP_WAIT)
        self.connection.execute("PRAGMA journal_mode=WAL")
        self.connection.execute(f"PRAGMA synchronous={'FULL' if synchronous == 'FULL' else 'NORMAL'}")
        if not autocheckpoint:
            self.connection.execute("PRAGMA wal_autocheckpoint=0")
        self.connection.executescript(SCHEMA)
        columns = {row[1] for row in self.connection.execute("PRAGMA table_info(tables)")}
        for column in ("next_table", "clocks"):  # a database from before rematches and clocks
            if column not in columns:
                self.connection.execute(f"ALTER TABLE tables ADD COLUMN {column} TEXT")
        said = {row[1] for row in self.connection.execute("PRAGMA table_info(chat)")}
        if "seq" not in said:  # a database from before chat kept its place among the moves
            self.connection.execute("ALTER TABLE chat ADD COLUMN seq INTEGER")
        # Start-up may wait for another writer; once serving, a write waits `busy_wait` at most.
        self.busy_wait = busy_wait
        self.failing = False
        """The last write failed: the next ones try once, without waiting, until one succeeds."""
        self._wait_for_lock(busy_wait)

    def _wait_for_lock(self, seconds: float) -> None:
        self.connection.execute(f"PRAGMA busy_timeout={max(0, int(seconds * 1000))}")

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction: committed when the block ends, rolled back if it raises. A
        write SQLite refuses now (the lock held past `busy_wait`, the disk full, an I/O error) is
        `StoreUnavailable`; a broken uniqueness is `StoreConflict`."""
        db = self.connection
        try:
            db.execute("BEGIN IMMEDIATE")
            try:
                yield db
                db.execute("COMMIT")
            except BaseException:
                if db.in_transaction:  # SQLite rolls some failures (a full disk) back itself
                    db.execute("ROLLBACK")
                raise
        except sqlite3.IntegrityError as error:
            raise StoreConflict(str(error)) from error
        except sqlite3.DatabaseError as error:  # locked, busy, full, I/O, a file that is no database
            if not self.failing:
                self.failing = True
                self._wait_for_lock(0.0)
            raise StoreUnavailable(f"the tables cannot be written now: {error}") from error
        if self.failing:
            self.failing = False
            self._wait_for_lock(self.busy_wait)

    def _write(self, sql: str, parameters: tuple[Any, ...]) -> None:
        """One statement as its own transaction (see `_transaction`)."""
        with self._transaction() as db:
            db.execute(sql, parameters)

    def create(self, row: TableRow, seat_hashes: list[str], log: list[LogRow],
               names: list[str] | None = None) -> None:
        names = names or [""] * len(seat_hashes)
        now = time.time()
        with self._transaction() as db:
            db.execute("INSERT INTO tables VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)",
                       (row.table_id, row.game, row.players, json.dumps(row.options), f"{row.seed:x}",
                        row.salt, row.seed_commit, row.spectator_hash, row.status, now,
                        None if row.clocks is None else json.dumps(row.clocks)))
            db.executemany("INSERT INTO seats VALUES (?, ?, ?, ?, NULL)",
                           [(row.table_id, seat, digest, name or None)
                            for seat, (digest, name) in enumerate(zip(seat_hashes, names, strict=True))])
            self._insert_log(row.table_id, log, now)

    def append(self, table_id: str, rows: list[LogRow], clocks: dict[str, Any] | None = None,
               status: str | None = None) -> None:
        try:
            with self._transaction() as db:
                self._insert_log(table_id, rows, time.time())
                if clocks is not None:
                    db.execute("UPDATE tables SET clocks = ? WHERE table_id = ?",
                               (json.dumps(clocks), table_id))
                if status is not None:  # the end goes with the last move, never after it
                    db.execute("UPDATE tables SET status = ? WHERE table_id = ?", (status, table_id))
        except StoreConflict as conflict:
            raise StoreConflict(f"table {table_id}: {conflict}") from conflict

    def _insert_log(self, table_id: str, rows: list[LogRow], now: float) -> None:
        self.connection.executemany(
            "INSERT INTO log VALUES (?, ?, ?, ?, ?, ?)",
            [(table_id, row.ply, row.player, row.move, row.cid, now) for row in rows])

    @contextmanager
    def _reading(self) -> Iterator[sqlite3.Connection]:
        """One read: SQLite's failures (an I/O error, a file that is no database, a lock) are
        `StoreUnavailable`, so a table is served whole or not at all, never half read."""
        try:
            yield self.connection
        except sqlite3.DatabaseError as error:
            raise StoreUnavailable(f"the tables cannot be read now: {error}") from error

    def load(self, table_id: str) -> StoredTable | None:
        with self._reading():
            return self._load(table_id)

    def _load(self, table_id: str) -> StoredTable | None:
        db = self.connection
        found = db.execute("SELECT table_id, game, players, options, seed, salt, seed_commit, "
                           "spectator_hash, status, created, next_table, clocks "
                           "FROM tables WHERE table_id = ?",
                           (table_id,)).fetchone()
        if found is None:
            return None
        row = TableRow(table_id=found[0], game=found[1], players=found[2], options=json.loads(found[3]),
                       seed=int(found[4], 16), salt=found[5], seed_commit=found[6], spectator_hash=found[7],
                       status=found[8], created=found[9], next_table=found[10],
                       clocks=None if found[11] is None else json.loads(found[11]))
        seats = db.execute("SELECT token_hash, name FROM seats WHERE table_id = ? ORDER BY seat",
                           (table_id,)).fetchall()
        log = db.execute("SELECT ply, player, move, cid FROM log WHERE table_id = ? ORDER BY ply",
                         (table_id,)).fetchall()
        votes = db.execute("SELECT seat FROM rematch_votes WHERE table_id = ? ORDER BY seat",
                           (table_id,)).fetchall()
        return StoredTable(row, tuple(s[0] for s in seats), tuple(LogRow(*entry) for entry in log),
                           tuple(s[1] or "" for s in seats), tuple(vote[0] for vote in votes))

    def set_status(self, table_id: str, status: str) -> None:
        self._write("UPDATE tables SET status = ? WHERE table_id = ?", (status, table_id))

    def set_next(self, table_id: str, next_table: str) -> None:
        self._write("UPDATE tables SET next_table = ? WHERE table_id = ?", (next_table, table_id))

    def add_chat(self, table_id: str, sender: int, text: str, seq: int) -> int:
        with self._transaction() as db:
            (n,) = db.execute("SELECT COALESCE(MAX(n), 0) + 1 FROM chat WHERE table_id = ?",
                              (table_id,)).fetchone()
            db.execute("INSERT INTO chat (table_id, n, sender, text, ts, seq) VALUES (?, ?, ?, ?, ?, ?)",
                       (table_id, n, sender, text, time.time(), seq))
        return int(n)

    def chat(self, table_id: str, last: int = 50) -> list[tuple[int, int, str, int | None]]:
        with self._reading() as db:
            rows = db.execute(
                "SELECT n, sender, text, seq FROM chat WHERE table_id = ? ORDER BY n DESC LIMIT ?",
                (table_id, last)).fetchall()
        return [(int(n), int(sender), str(text), None if seq is None else int(seq))
                for n, sender, text, seq in reversed(rows)]

    def table_ids(self, status: str = "open") -> list[str]:
        with self._reading() as db:
            return [row[0] for row in db.execute(
                "SELECT table_id FROM tables WHERE status = ? ORDER BY created", (status,))]

    def set_name(self, table_id: str, seat: int, name: str) -> None:
        self._write("UPDATE seats SET name = ? WHERE table_id = ? AND seat = ?",
                    (name or None, table_id, seat))

    def put_code(self, key: str, table_id: str, seat: int, sealed: str, expires: float) -> None:
        with self._transaction() as db:
            db.execute("DELETE FROM codes WHERE (table_id = ? AND seat = ?) OR expires < ?",
                       (table_id, seat, time.time()))
            db.execute("INSERT OR REPLACE INTO codes VALUES (?, ?, ?, ?, ?)",
                       (key, table_id, seat, sealed, expires))

    def take_code(self, key: str, now: float) -> tuple[str, int, str] | None:
        with self._transaction() as db:
            found = db.execute("SELECT table_id, seat, sealed, expires FROM codes WHERE key = ?",
                               (key,)).fetchone()
            db.execute("DELETE FROM codes WHERE key = ? OR expires < ?", (key, now))
        if found is None or found[3] < now:
            return None
        return found[0], found[1], found[2]

    def drop_codes(self, table_id: str, seat: int) -> None:
        self._write("DELETE FROM codes WHERE table_id = ? AND seat = ?", (table_id, seat))

    def add_rematch_vote(self, table_id: str, seat: int) -> None:
        self._write("INSERT OR IGNORE INTO rematch_votes VALUES (?, ?)", (table_id, seat))

    def close(self) -> None:
        self.connection.close()
