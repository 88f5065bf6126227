"""The store on PostgreSQL (`chroma-server --store postgresql://...`): the same tables, seats
and append-only log as SQLite's, shared by several nodes, with the leases that keep one
authority per table (`leases.py`).

The store's guarantees are SQLite's: every write is one transaction that commits before the call
returns or raises; `PRIMARY KEY (table_id, ply)` is the compare-and-swap of the log and
`UNIQUE (table_id, player, cid)` keeps a move id from being applied twice (`StoreConflict`); a
database that cannot answer now (down, restarting, a lock held past `LOCK_WAIT`, a statement past
`STATEMENT_WAIT`) is `StoreUnavailable`, nothing of the call kept, and the next call connects
again (at most once every `RECONNECT_EVERY`, so an outage costs the event loop one refused connect
a moment, not one per table). On top, each write to a table's state carries the epoch of this
node's lease on it, and the database refuses it (`LeaseLost`) unless that lease is the table's
current one and unexpired: log rows through the schema's trigger (`pg_schema.py`), the other
writes (status, chat, votes, rematch, names) through a check of the lease row in their transaction.

psycopg 3 is an optional dependency (the `server` extra): it is imported only when a
`postgresql://` store is asked for.
"""

from __future__ import annotations

import json
import secrets
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import psycopg

from chroma_desktop.server.leases import LEASE_SECONDS, Claim, LeaseLost
from chroma_desktop.server.pg_schema import FENCE_STATE, SCHEMA, SCHEMA_LOCK
from chroma_desktop.server.store import (
    Append,
    LogRow,
    StoreConflict,
    StoredTable,
    StoreUnavailable,
    TableRow,
)

CONNECT_WAIT = 2
"""Seconds a connection attempt may take (whole seconds: libpq's `connect_timeout`)."""
LOCK_WAIT_MS = 200
"""Milliseconds a statement may wait for a row lock another node holds (a claim, an append)."""
STATEMENT_WAIT_MS = 2000
"""Milliseconds any statement may run before it fails as `StoreUnavailable`."""
RECONNECT_EVERY = 0.25
"""Seconds between two attempts to connect while the database is unreachable."""

APPEND = (
    "WITH added AS (INSERT INTO log SELECT %(table)s, r.ply, r.player, r.move, r.cid, %(ts)s, %(epoch)s "
    "FROM unnest(%(plies)s::int[], %(players)s::int[], %(moves)s::text[], %(cids)s::bigint[]) "
    "AS r(ply, player, move, cid) RETURNING ply) "
    "UPDATE tables SET clocks = COALESCE(%(clocks)s::text, clocks), "
    "status = COALESCE(%(status)s::text, status) "
    "WHERE table_id = %(table)s AND (%(clocks)s::text IS NOT NULL OR %(status)s::text IS NOT NULL)")
"""A move's rows, its clocks and the table's status in one statement (`PgStore._append`)."""

APPEND_GROUP = (
    "WITH added AS (INSERT INTO log SELECT r.table_id, r.ply, r.player, r.move, r.cid, %(ts)s, r.epoch "
    "FROM unnest(%(tables)s::text[], %(plies)s::int[], %(players)s::int[], %(moves)s::text[], "
    "%(cids)s::bigint[], %(epochs)s::bigint[]) AS r(table_id, ply, player, move, cid, epoch) RETURNING ply) "
    "UPDATE tables SET clocks = COALESCE(t.clocks, tables.clocks), "
    "status = COALESCE(t.status, tables.status) "
    "FROM unnest(%(changed)s::text[], %(clocks)s::text[], %(status)s::text[]) AS t(table_id, clocks, status) "
    "WHERE tables.table_id = t.table_id")
"""Several tables' appends as `APPEND` makes one (`pg_writer.PgWriter`, group commit): every row
with its table's epoch (the trigger checks each), and each table's clocks and status that changed."""

TABLE_COLUMNS = ("table_id, game, players, options, seed, salt, seed_commit, spectator_hash, status, "
                 "created, next_table, clocks")


class PgStore:
    """Tables in PostgreSQL, written by the node `node` (reached by clients at `address`), which
    holds a lease of `lease_seconds` on each table it serves."""

    def __init__(self, url: str, node: str, address: str = "",
                 lease_seconds: float = LEASE_SECONDS, epochs: dict[str, int] | None = None) -> None:
        """`epochs`: a twin's (`twin`), shared; a twin neither makes the schema nor registers."""
        self.url, self.node, self.address = url, node, address
        self.lease_seconds = lease_seconds
        self.renew_every: float | None = lease_seconds / 3
        self.epochs: dict[str, int] = {} if epochs is None else epochs
        """The epoch of each lease this node holds: the fencing token its writes carry."""
        self._connection: psycopg.Connection[Any] | None = None
        self._last_attempt = 0.0
        self.relay_secret: bytes | None = None
        self.twins: list[PgStore] = []
        """This node's other connections (`twin`): they hear its address too."""
        self._connect(first=True)
        if epochs is None:
            self._make_schema()

    def twin(self) -> PgStore:
        """The same node's store on a connection of its own, holding the same leases (one
        `epochs`): the writer's thread's (`pg_writer.py`), for claims, renewals and lone retries."""
        twin = PgStore(self.url, self.node, self.address, self.lease_seconds, epochs=self.epochs)
        twin.relay_secret = self.relay_secret
        self.twins.append(twin)
        return twin

    def _make_schema(self) -> None:
        address = self.address
        with self._transaction() as db:
            db.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK,))
            db.execute(SCHEMA)
            db.execute("INSERT INTO cluster VALUES ('relay_secret', %s) ON CONFLICT DO NOTHING",
                       (secrets.token_hex(32),))
            db.execute("SELECT value FROM cluster WHERE name = 'relay_secret'")
            found = db.fetchone()
        assert found is not None  # inserted just before if it was not there
        self.relay_secret = bytes.fromhex(found[0])
        self.register(address)

    # -- connecting ------------------------------------------------------------------------
    def _connect(self, first: bool = False) -> psycopg.Connection[Any]:
        connection = self._connection
        if connection is not None and not connection.closed and not connection.broken:
            return connection
        now = time.monotonic()
        if not first and now - self._last_attempt < RECONNECT_EVERY:
            raise StoreUnavailable("the tables' database is unreachable: trying again shortly")
        self._last_attempt = now
        try:
            self._connection = psycopg.connect(
                self.url, autocommit=True, connect_timeout=CONNECT_WAIT,
                options=f"-c lock_timeout={LOCK_WAIT_MS} -c statement_timeout={STATEMENT_WAIT_MS}",
                application_name=f"chroma-server {self.node}"[:63])
        except psycopg.Error as error:
            self._connection = None
            if first:
                raise
            raise StoreUnavailable(f"the tables' database is unreachable: {error}") from error
        return self._connection

    def _failed(self, error: psycopg.Error, doing: str) -> StoreConflict | StoreUnavailable:
        """The store's exception for a database error (the connection dropped if it broke)."""
        if error.sqlstate == FENCE_STATE:
            return LeaseLost(error.diag.message_primary or str(error))
        if isinstance(error, psycopg.errors.IntegrityError):
            return StoreConflict(str(error).strip())
        connection = self._connection
        if connection is not None and (connection.broken or connection.closed):
            self._connection = None
        return StoreUnavailable(f"the tables cannot be {doing} now: {str(error).strip()}")

    @contextmanager
    def _transaction(self) -> Iterator[psycopg.Cursor[Any]]:
        """One write transaction, committed when the block ends; rolled back if it raises."""
        connection = self._connect()
        try:
            with connection.transaction(), connection.cursor() as cursor:
                yield cursor
        except psycopg.Error as error:
            raise self._failed(error, "written") from error

    @contextmanager
    def _reading(self) -> Iterator[psycopg.Cursor[Any]]:
        connection = self._connect()
        try:
            with connection.cursor() as cursor:
                yield cursor
        except psycopg.Error as error:
            raise self._failed(error, "read") from error

    def _fence(self, db: psycopg.Cursor[Any], table_id: str) -> int:
        """Check, inside a write, that this node still holds the table's lease (the row kept
        FOR SHARE until the write commits): its epoch, or LeaseLost."""
        epoch = self.epochs.get(table_id)
        if epoch is not None:
            db.execute("SELECT 1 FROM leases WHERE table_id = %s AND node = %s AND epoch = %s "
                       "AND expires > clock_timestamp() FOR SHARE", (table_id, self.node, epoch))
            if db.fetchone() is not None:
                return epoch
        self.epochs.pop(table_id, None)
        raise LeaseLost(f"table {table_id}: node {self.node} does not hold its lease")

    # -- the store -------------------------------------------------------------------------
    def create(self, row: TableRow, seat_hashes: list[str], log: list[LogRow],
               names: list[str] | None = None) -> None:
        names = names or [""] * len(seat_hashes)
        now = time.time()
        with self._transaction() as db:
            db.execute("INSERT INTO leases VALUES (%s, %s, 1, clock_timestamp() + make_interval(secs => %s))",
                       (row.table_id, self.node, self.lease_seconds))
            db.execute(f"INSERT INTO tables ({TABLE_COLUMNS}) "
                       "VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, NULL, %s)",
                       (row.table_id, row.game, row.players, json.dumps(row.options), f"{row.seed:x}",
                        row.salt, row.seed_commit, row.spectator_hash, row.status, now,
                        None if row.clocks is None else json.dumps(row.clocks)))
            db.executemany("INSERT INTO seats VALUES (%s, %s, %s, %s, NULL)",
                           [(row.table_id, seat, digest, name or None)
                            for seat, (digest, name) in enumerate(zip(seat_hashes, names, strict=True))])
            self._insert_log(db, row.table_id, log, now, 1)
        self.epochs[row.table_id] = 1

    def append(self, table_id: str, rows: list[LogRow], clocks: dict[str, Any] | None = None,
               status: str | None = None) -> None:
        epoch = self.epochs.get(table_id)
        if epoch is None:
            raise LeaseLost(f"table {table_id}: node {self.node} does not hold its lease")
        try:
            try:
                self._append(table_id, rows, clocks, status, epoch)
            except LeaseLost:
                # Expired while nobody took it (the database was down past the lease): the same
                # epoch is extended, since no other node can have written, and the move stored.
                if not self._extend(table_id, epoch):
                    raise
                self._append(table_id, rows, clocks, status, epoch)
        except LeaseLost:
            self.epochs.pop(table_id, None)
            raise
        except StoreConflict as conflict:
            raise StoreConflict(f"table {table_id}: {conflict}") from conflict

    def _append(self, table_id: str, rows: list[LogRow], clocks: dict[str, Any] | None,
                status: str | None, epoch: int) -> None:
        """One statement, so one round trip and its own transaction: the rows (the trigger checks
        their epoch) with the clocks and the status (the end goes with the last move, never
        after it), all kept or none."""
        connection = self._connect()
        try:
            connection.execute(APPEND, append_parameters(table_id, rows, clocks, status, epoch))
        except psycopg.Error as error:
            raise self._failed(error, "written") from error

    def _extend(self, table_id: str, epoch: int) -> bool:
        """Extend this node's lease of the table at `epoch` if no other node has taken it since."""
        with self._transaction() as db:
            db.execute("UPDATE leases SET expires = clock_timestamp() + make_interval(secs => %s) "
                       "WHERE table_id = %s AND node = %s AND epoch = %s RETURNING epoch",
                       (self.lease_seconds, table_id, self.node, epoch))
            return db.fetchone() is not None

    @staticmethod
    def _insert_log(db: psycopg.Cursor[Any], table_id: str, rows: list[LogRow], now: float,
                    epoch: int) -> None:
        db.executemany("INSERT INTO log VALUES (%s, %s, %s, %s, %s, %s, %s)",
                       [(table_id, row.ply, row.player, row.move, row.cid, now, epoch) for row in rows])

    def load(self, table_id: str) -> StoredTable | None:
        with self._reading() as db:
            db.execute(f"SELECT {TABLE_COLUMNS} FROM tables WHERE table_id = %s", (table_id,))
            found = db.fetchone()
            if found is None:
                return None
            row = TableRow(table_id=found[0], game=found[1], players=found[2], options=json.loads(found[3]),
                           seed=int(found[4], 16), salt=found[5], seed_commit=found[6],
                           spectator_hash=found[7], status=found[8], created=found[9], next_table=found[10],
                           clocks=None if found[11] is None else json.loads(found[11]))
            db.execute("SELECT token_hash, name FROM seats WHERE table_id = %s ORDER BY seat", (table_id,))
            seats = db.fetchall()
            db.execute("SELECT ply, player, move, cid FROM log WHERE table_id = %s ORDER BY ply", (table_id,))
            log = db.fetchall()
            db.execute("SELECT seat FROM rematch_votes WHERE table_id = %s ORDER BY seat", (table_id,))
            votes = db.fetchall()
        return StoredTable(row, tuple(s[0] for s in seats), tuple(LogRow(*entry) for entry in log),
                           tuple(s[1] or "" for s in seats), tuple(vote[0] for vote in votes))

    def _fenced_write(self, table_id: str, sql: str, parameters: tuple[Any, ...]) -> None:
        with self._transaction() as db:
            self._fence(db, table_id)
            db.execute(sql, parameters)

    def set_status(self, table_id: str, status: str) -> None:
        self._fenced_write(table_id, "UPDATE tables SET status = %s WHERE table_id = %s", (status, table_id))

    def set_next(self, table_id: str, next_table: str) -> None:
        self._fenced_write(table_id, "UPDATE tables SET next_table = %s WHERE table_id = %s",
                           (next_table, table_id))

    def add_chat(self, table_id: str, sender: int, text: str, seq: int) -> int:
        with self._transaction() as db:
            self._fence(db, table_id)
            db.execute("INSERT INTO chat (table_id, n, sender, text, ts, seq) SELECT %s, "
                       "COALESCE(MAX(n), 0) + 1, %s, %s, %s, %s FROM chat WHERE table_id = %s RETURNING n",
                       (table_id, sender, text, time.time(), seq, table_id))
            said = db.fetchone()
        assert said is not None  # INSERT ... RETURNING answers its one row
        return int(said[0])

    def chat(self, table_id: str, last: int = 50) -> list[tuple[int, int, str, int | None]]:
        with self._reading() as db:
            db.execute("SELECT n, sender, text, seq FROM chat WHERE table_id = %s ORDER BY n DESC LIMIT %s",
                       (table_id, last))
            rows = db.fetchall()
        return [(int(n), int(sender), str(text), None if seq is None else int(seq))
                for n, sender, text, seq in reversed(rows)]

    def table_ids(self, status: str = "open") -> list[str]:
        with self._reading() as db:
            db.execute("SELECT table_id FROM tables WHERE status = %s ORDER BY created", (status,))
            return [row[0] for row in db.fetchall()]

    def set_name(self, table_id: str, seat: int, name: str) -> None:
        self._fenced_write(table_id, "UPDATE seats SET name = %s WHERE table_id = %s AND seat = %s",
                           (name or None, table_id, seat))

    def put_code(self, key: str, table_id: str, seat: int, sealed: str, expires: float) -> None:
        with self._transaction() as db:
            db.execute("DELETE FROM codes WHERE (table_id = %s AND seat = %s) OR expires < %s",
                       (table_id, seat, time.time()))
            db.execute("INSERT INTO codes VALUES (%s, %s, %s, %s, %s) ON CONFLICT (key) DO UPDATE SET "
                       "table_id = EXCLUDED.table_id, seat = EXCLUDED.seat, sealed = EXCLUDED.sealed, "
                       "expires = EXCLUDED.expires", (key, table_id, seat, sealed, expires))

    def take_code(self, key: str, now: float) -> tuple[str, int, str] | None:
        with self._transaction() as db:
            db.execute("DELETE FROM codes WHERE key = %s RETURNING table_id, seat, sealed, expires", (key,))
            found = db.fetchone()
            db.execute("DELETE FROM codes WHERE expires < %s", (now,))
        if found is None or found[3] < now:
            return None
        return found[0], found[1], found[2]

    def drop_codes(self, table_id: str, seat: int) -> None:
        with self._transaction() as db:
            db.execute("DELETE FROM codes WHERE table_id = %s AND seat = %s", (table_id, seat))

    def add_rematch_vote(self, table_id: str, seat: int) -> None:
        self._fenced_write(table_id, "INSERT INTO rematch_votes VALUES (%s, %s) ON CONFLICT DO NOTHING",
                           (table_id, seat))

    def close(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None

    # -- leases (leases.Ownership) ---------------------------------------------------------
    def register(self, address: str) -> None:
        """Say where this node's clients reach it (what `admin nodes` lists)."""
        self.address = address
        for twin in self.twins:
            twin.address = address
        with self._transaction() as db:
            db.execute("INSERT INTO nodes VALUES (%s, %s, clock_timestamp()) ON CONFLICT (node) DO UPDATE "
                       "SET address = EXCLUDED.address, seen = EXCLUDED.seen", (self.node, address))

    def claim(self, table_id: str) -> Claim:
        with self._transaction() as db:
            db.execute("SELECT 1 FROM tables WHERE table_id = %s", (table_id,))
            if db.fetchone() is None:
                return Claim(known=False, held=False)
            db.execute(
                "INSERT INTO leases VALUES (%s, %s, 1, clock_timestamp() + make_interval(secs => %s)) "
                "ON CONFLICT (table_id) DO UPDATE SET node = EXCLUDED.node, epoch = leases.epoch + 1, "
                "expires = EXCLUDED.expires "
                "WHERE leases.node = EXCLUDED.node OR leases.expires <= clock_timestamp() RETURNING epoch",
                (table_id, self.node, self.lease_seconds))
            taken = db.fetchone()
            if taken is None:
                db.execute("SELECT l.node, COALESCE(n.address, '') FROM leases l "
                           "LEFT JOIN nodes n ON n.node = l.node WHERE l.table_id = %s", (table_id,))
                holder = db.fetchone()
        if taken is None:
            owner, address = holder if holder is not None else ("", "")
            if address == self.address:  # an old name of this node, at this address: never carry to itself
                address = ""
            return Claim(known=True, held=False, owner=str(owner), address=str(address))
        self.epochs[table_id] = int(taken[0])
        return Claim(known=True, held=True, epoch=int(taken[0]), owner=self.node)

    def renew(self) -> set[str]:
        held = dict(self.epochs)
        with self._transaction() as db:
            db.execute("UPDATE nodes SET seen = clock_timestamp() WHERE node = %s", (self.node,))
            if not held:
                return set()
            db.execute("UPDATE leases l SET expires = clock_timestamp() + make_interval(secs => %s) "
                       "FROM unnest(%s::text[], %s::bigint[]) AS h(table_id, epoch) "
                       "WHERE l.table_id = h.table_id AND l.epoch = h.epoch AND l.node = %s "
                       "RETURNING l.table_id",
                       (self.lease_seconds, list(held), list(held.values()), self.node))
            kept = {row[0] for row in db.fetchall()}
        lost = set(held) - kept
        for table_id in lost:
            if self.epochs.get(table_id) == held[table_id]:
                del self.epochs[table_id]
        return lost

    def release(self, table_id: str) -> None:
        epoch = self.epochs.pop(table_id, None)
        if epoch is None:
            return
        with self._transaction() as db:
            db.execute("UPDATE leases SET expires = clock_timestamp() WHERE table_id = %s AND node = %s "
                       "AND epoch = %s", (table_id, self.node, epoch))

    def release_all(self) -> None:
        held, self.epochs = self.epochs, {}
        if not held:
            return
        with self._transaction() as db:
            db.execute("UPDATE leases l SET expires = clock_timestamp() "
                       "FROM unnest(%s::text[], %s::bigint[]) AS h(table_id, epoch) "
                       "WHERE l.table_id = h.table_id AND l.epoch = h.epoch AND l.node = %s",
                       (list(held), list(held.values()), self.node))



def append_parameters(table_id: str, rows: list[LogRow], clocks: dict[str, Any] | None,
                       status: str | None, epoch: int) -> dict[str, Any]:
    return {"table": table_id, "ts": time.time(), "epoch": epoch,
            "plies": [row.ply for row in rows], "players": [row.player for row in rows],
            "moves": [row.move for row in rows], "cids": [row.cid for row in rows],
            "clocks": None if clocks is None else json.dumps(clocks), "status": status}


def group_parameters(appends: list[Append], epochs: dict[str, int]) -> dict[str, Any]:
    rows = [(table_id, row, epochs[table_id]) for table_id, log, _, _ in appends for row in log]
    changed = [append for append in appends if append.clocks is not None or append.status is not None]
    return {"ts": time.time(), "tables": [table_id for table_id, _, _ in rows],
            "plies": [row.ply for _, row, _ in rows], "players": [row.player for _, row, _ in rows],
            "moves": [row.move for _, row, _ in rows], "cids": [row.cid for _, row, _ in rows],
            "epochs": [epoch for _, _, epoch in rows], "changed": [append.table_id for append in changed],
            "clocks": [None if append.clocks is None else json.dumps(append.clocks) for append in changed],
            "status": [append.status for append in changed]}
