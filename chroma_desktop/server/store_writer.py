"""Where a node's appends and lease checks run: on the event loop (SQLite) or on one writer
thread of its own (PostgreSQL), so that a commit's wait for the disk never holds the loop.

SQLite's commit (WAL, `synchronous=NORMAL`) writes to the page cache and returns in tens of
microseconds: a hop to a thread would cost more than it saves, so `InlineWriter` calls the store
where it stands. PostgreSQL's commit waits for its log to reach the disk (fsync) and for the
server's answer: `ThreadWriter` hands appends, claims and renewals to one thread with its own
connection (`PgStore.twin`), in the order they came, and the loop serves every other table
meanwhile. The appends that queued while a commit was under way go out together in the next
one (`PgStore.append_group`): one flush for all, each table's its own savepoint. A table has at
most one append in flight (its `Table.busy`), so its moves reach the log in order; an append's
answer (stored, `StoreConflict`, `LeaseLost`, `StoreUnavailable`) comes back only once its
transaction has committed or failed, so acked still means durable.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from chroma_desktop.server.leases import Claim, Ownership
from chroma_desktop.server.store import Append, Store, StoreUnavailable

if TYPE_CHECKING:  # psycopg is the server extra's: imported only for a PostgreSQL store
    from chroma_desktop.server.pg_store import PgStore

STOP_WAIT = 5.0
"""Seconds closing waits for the writer thread to finish what was queued."""


class StoreWriter(Protocol):
    """A node's appends and lease checks, awaited."""

    suspends: bool
    """Whether an append may give the event loop to others while it waits (then what follows
    it must not be cut short by a cancelled task: the gateway shields it)."""

    async def append(self, append: Append) -> None:
        """Store one table's rows (`Store.append`): StoreConflict or StoreUnavailable as it raises."""

    async def claim(self, table_id: str) -> Claim:
        """`Ownership.claim`."""

    async def renew(self) -> set[str]:
        """`Ownership.renew`."""

    def close(self) -> None:
        """Finish what was queued and stop."""


class InlineWriter:
    """The store's calls on the event loop itself (SQLite, one owner)."""

    suspends = False

    def __init__(self, store: Store, ownership: Ownership) -> None:
        self.store, self.ownership = store, ownership

    async def append(self, append: Append) -> None:
        self.store.append(*append)

    async def claim(self, table_id: str) -> Claim:
        return self.ownership.claim(table_id)

    async def renew(self) -> set[str]:
        return self.ownership.renew()

    def close(self) -> None:
        pass


class _Job(NamedTuple):
    loop: asyncio.AbstractEventLoop
    future: asyncio.Future[Any]
    append: Append | None
    call: Callable[[], Any] | None


class ThreadWriter:
    """Appends, claims and renewals on one thread with its own connection, in order; the
    appends waiting together committed together."""

    suspends = True

    def __init__(self, store: PgStore) -> None:
        self.twin = store.twin()
        self.jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        self.groups = 0
        """How many commits carried appends (with `appended`: how much grouping saved)."""
        self.appended = 0
        self.thread = threading.Thread(target=self._run, name=f"store-writer {store.node}", daemon=True)
        self.thread.start()

    def _queued(self, append: Append | None, call: Callable[[], Any] | None) -> asyncio.Future[Any]:
        loop = asyncio.get_running_loop()
        future: asyncio.Future[Any] = loop.create_future()
        self.jobs.put(_Job(loop, future, append, call))
        return future

    async def append(self, append: Append) -> None:
        await self._queued(append, None)

    async def claim(self, table_id: str) -> Claim:
        claim: Claim = await self._queued(None, lambda: self.twin.claim(table_id))
        return claim

    async def renew(self) -> set[str]:
        lost: set[str] = await self._queued(None, self.twin.renew)
        return lost

    def close(self) -> None:
        self.jobs.put(None)
        self.thread.join(STOP_WAIT)
        self.twin.close()

    # -- the thread ------------------------------------------------------------------------
    def _run(self) -> None:
        while True:
            first = self.jobs.get()
            waiting = [first]
            with contextlib.suppress(queue.Empty):
                while True:
                    waiting.append(self.jobs.get_nowait())
            jobs = [job for job in waiting if job is not None]
            self._work(jobs)
            if len(jobs) < len(waiting):
                return

    def _work(self, jobs: list[_Job]) -> None:
        """Run the jobs in order: consecutive appends of distinct tables as one group."""
        group: list[_Job] = []
        for job in jobs:
            if job.append is not None and all(job.append.table_id != held.table_id
                                              for held in (queued.append for queued in group) if held):
                group.append(job)
                continue
            self._commit(group)
            group = []
            if job.append is not None:
                group.append(job)
            else:
                self._call(job)
        self._commit(group)

    def _commit(self, group: list[_Job]) -> None:
        if not group:
            return
        try:
            answers = self.twin.append_group([job.append for job in group if job.append is not None])
        except Exception as error:  # never lose a waiter: an unforeseen failure answers every one
            answers = [StoreUnavailable(f"the tables cannot be written now: {error}")] * len(group)
        self.groups += 1
        self.appended += len(group)
        _answer_all([(job, None, answer) for job, answer in zip(group, answers, strict=True)])

    @staticmethod
    def _call(job: _Job) -> None:
        assert job.call is not None  # a job without an append is a call
        try:
            result = job.call()
        except Exception as error:  # StoreUnavailable, TableElsewhere, ...: the awaiting task's to raise
            _answer_all([(job, None, error)])
            return
        _answer_all([(job, result, None)])


def _answer_all(answers: list[tuple[_Job, Any, BaseException | None]]) -> None:
    """Settle each job's future (with its result, or its error) on its event loop, one wake-up
    of each loop for a whole group (a loop already closed: nobody waits)."""
    def settle(these: list[tuple[_Job, Any, BaseException | None]]) -> None:
        for job, result, error in these:
            if job.future.cancelled():
                continue
            if error is not None:
                job.future.set_exception(error)
            else:
                job.future.set_result(result)

    loops = {id(job.loop): job.loop for job, _, _ in answers}
    for key, loop in loops.items():
        with contextlib.suppress(RuntimeError):
            loop.call_soon_threadsafe(settle, [answer for answer in answers if id(answer[0].loop) == key])
