"""A PostgreSQL node's writer (`store_writer.StoreWriter`): its appends on an asynchronous
connection of the event loop's own, so that the loop serves every other table while a commit
waits for the disk, and the appends that queued meanwhile go out together in the next one.

An append is queued; one task takes everything queued and sends it as one statement
(`pg_store.APPEND_GROUP`, or `APPEND` for one), one round trip and one flush for all (group
commit), then answers each waiter, and takes what queued meanwhile. The statement is all or
nothing. If the database refuses it (a ply taken, a stale epoch: `StoreConflict`, `LeaseLost`),
nothing was kept and each append is tried again alone by `PgStore.append`, which keeps every
guarantee (the fence, a lease that expired untaken extended at its epoch), on the node's
blocking connection (`PgStore.twin`) in a thread of its own; claims, renewals, releases, the
rare writes (`write`: chat, a resignation, votes, names, codes, a new table) and the reads
(`read`: a hello's table and chat) run there too, one at a time, in the order they came (so a
table's rare writes, awaited under its lock, reach it in order, and a finished table's release
comes before a later hello's claim). If the database cannot answer (down, restarting, a lock
or a statement past its wait), none is kept and each waiter gets `StoreUnavailable`. A table
has one append in flight at most (`Table.busy`), so its moves reach the log in order; an answer
comes only once its commit returned, so acked still means durable. The loop never waits on the
thread's connection: it awaits it.

psycopg is the `server` extra's: this module is imported only for a `postgresql://` store.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import psycopg

from chroma_desktop.server.leases import Claim
from chroma_desktop.server.pg_schema import FENCE_STATE
from chroma_desktop.server.pg_store import (
    APPEND,
    APPEND_GROUP,
    CONNECT_WAIT,
    LOCK_WAIT_MS,
    RECONNECT_EVERY,
    STATEMENT_WAIT_MS,
    PgStore,
    append_parameters,
    group_parameters,
)
from chroma_desktop.server.store import Append, Store, StoreConflict, StoreUnavailable
from chroma_desktop.server.store_writer import Written

log = logging.getLogger("chroma_server")

Answer = StoreConflict | StoreUnavailable | None
Waiter = tuple[Append, "asyncio.Future[None]"]


class PgWriter:
    """A PostgreSQL node's appends on the event loop's asynchronous connection, grouped; its
    claims, renewals and lone retries on a thread with the node's blocking twin connection."""

    suspends = True

    def __init__(self, store: PgStore) -> None:
        self.store = store
        self.twin = store.twin()
        self.thread = ThreadPoolExecutor(1, thread_name_prefix=f"store {store.node}")
        self.waiting: list[Waiter] = []
        self.sender: asyncio.Task[None] | None = None
        self.connection: psycopg.AsyncConnection[Any] | None = None
        self.last_attempt = 0.0
        self.groups = 0
        """How many statements carried appends (with `appended`: how much grouping saved)."""
        self.appended = 0
        self.closed = False

    async def append(self, append: Append) -> None:
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.waiting.append((append, done))
        if self.sender is None or self.sender.done():
            self.sender = asyncio.get_running_loop().create_task(self._send())
        await done

    async def write(self, job: Callable[[Store], Written]) -> Written:
        return await asyncio.get_running_loop().run_in_executor(self.thread, job, self.twin)

    async def read(self, job: Callable[[Store], Written]) -> Written:
        return await asyncio.get_running_loop().run_in_executor(self.thread, job, self.twin)

    async def claim(self, table_id: str) -> Claim:
        return await asyncio.get_running_loop().run_in_executor(self.thread, self.twin.claim, table_id)

    def release(self, table_id: str) -> asyncio.Future[None]:
        loop = asyncio.get_running_loop()
        if self.closed:  # the node stops: its leases are let go all at once (`release_all`)
            released: asyncio.Future[None] = loop.create_future()
            released.set_exception(StoreUnavailable("the node's writer is closed"))
            return released
        return loop.run_in_executor(self.thread, self.twin.release, table_id)

    async def renew(self) -> set[str]:
        return await asyncio.get_running_loop().run_in_executor(self.thread, self.twin.renew)

    async def close(self) -> None:
        self.closed = True
        if self.sender is not None:  # what was queued is stored (or refused) before the end
            with contextlib.suppress(asyncio.CancelledError):
                await self.sender
        self.thread.shutdown(wait=True)
        self.twin.close()
        connection, self.connection = self.connection, None
        if connection is not None:
            with contextlib.suppress(psycopg.Error):
                await connection.close()

    # -- sending -----------------------------------------------------------------------------
    async def _send(self) -> None:
        while self.waiting:
            group, rest = _distinct(self.waiting)
            self.waiting = rest
            try:
                answers = await self._store(group)
            except Exception as error:  # never leave a table waiting: an unforeseen failure answers all
                log.exception("node %s: appends failed", self.store.node)
                answers = [StoreUnavailable(f"the tables cannot be written now: {error}")] * len(group)
            self.groups += 1
            self.appended += len(group)
            for (_, done), answer in zip(group, answers, strict=True):
                if done.done():
                    continue
                if answer is None:
                    done.set_result(None)
                else:
                    done.set_exception(answer)

    async def _store(self, group: list[Waiter]) -> list[Answer]:
        appends = [append for append, _ in group]
        epochs = self.store.epochs
        if any(append.table_id not in epochs for append in appends):
            return await self._alone(appends)
        try:
            connection = await self._connect()
            if len(appends) == 1:
                table_id, rows, clocks, status = appends[0]
                await connection.execute(APPEND, append_parameters(table_id, rows, clocks, status,
                                                                   epochs[table_id]))
            else:
                await connection.execute(APPEND_GROUP, group_parameters(appends, epochs))
        except StoreUnavailable as error:
            return [error] * len(appends)
        except psycopg.Error as error:
            if error.sqlstate == FENCE_STATE or isinstance(error, psycopg.errors.IntegrityError):
                return await self._alone(appends)  # nothing kept: each is kept or refused alone
            broken = self.connection
            if broken is not None and (broken.broken or broken.closed):
                self.connection = None
            failure = StoreUnavailable(f"the tables cannot be written now: {str(error).strip()}")
            return [failure] * len(appends)
        return [None] * len(appends)

    async def _alone(self, appends: list[Append]) -> list[Answer]:
        """Each append tried alone by `PgStore.append`, on the thread's connection."""
        def each() -> list[Answer]:
            answers: list[Answer] = []
            for append in appends:
                try:
                    self.twin.append(*append)
                except (StoreConflict, StoreUnavailable) as error:
                    answers.append(error)
                else:
                    answers.append(None)
            return answers

        return await asyncio.get_running_loop().run_in_executor(self.thread, each)

    async def _connect(self) -> psycopg.AsyncConnection[Any]:
        connection = self.connection
        if connection is not None and not connection.closed and not connection.broken:
            return connection
        now = time.monotonic()
        if now - self.last_attempt < RECONNECT_EVERY:
            raise StoreUnavailable("the tables' database is unreachable: trying again shortly")
        self.last_attempt = now
        try:
            self.connection = await psycopg.AsyncConnection.connect(
                self.store.url, autocommit=True, connect_timeout=CONNECT_WAIT,
                options=f"-c lock_timeout={LOCK_WAIT_MS} -c statement_timeout={STATEMENT_WAIT_MS}",
                application_name=f"chroma-server {self.store.node} appends"[:63])
        except psycopg.Error as error:
            self.connection = None
            raise StoreUnavailable(f"the tables' database is unreachable: {error}") from error
        return self.connection


def _distinct(waiting: list[Waiter]) -> tuple[list[Waiter], list[Waiter]]:
    """The waiting appends of distinct tables, in order, and the rest (a table's second append
    goes in the next group, after its first)."""
    group: list[Waiter] = []
    rest: list[Waiter] = []
    seen: set[str] = set()
    for item in waiting:
        if item[0].table_id in seen or rest:
            rest.append(item)
        else:
            seen.add(item[0].table_id)
            group.append(item)
    return group, rest
