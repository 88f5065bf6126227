"""Where a node's writes and lease checks run, awaited by the gateway (`moving.py`,
`rare_writes.py`, `stand_in.py`, `leases.keep_leases`, a hello's or a code's claim and reads, a
finished table's release): the store's calls on the event loop for SQLite (`InlineWriter`), off
it for PostgreSQL (`pg_writer.PgWriter`): moves on an asynchronous connection, grouped; the rare
writes (chat, a resignation, rematch votes, names, codes, a new table), the reads, claims and
releases on a thread with a connection of its own, one at a time.

SQLite's commit (WAL, `synchronous=NORMAL`) writes to the page cache and returns in tens of
microseconds: anything but calling the store where it stands would cost more than it saves.
PostgreSQL's commit waits for its log to reach the disk (fsync) and for the server's answer:
`PgWriter` awaits it, so the loop serves every other table meanwhile, and groups the appends
that queued during a commit into the next.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Protocol, TypeVar

from chroma_desktop.server.leases import Claim, Ownership
from chroma_desktop.server.store import Append, Store, StoreUnavailable

Written = TypeVar("Written")


class StoreWriter(Protocol):
    """A node's appends and lease checks, awaited."""

    suspends: bool
    """Whether an append may give the event loop to others while it waits (then what follows
    it must not be cut short by a cancelled task: the gateway shields it)."""

    async def append(self, append: Append) -> None:
        """Store one table's rows (`Store.append`): StoreConflict or StoreUnavailable as it raises."""

    async def write(self, job: Callable[[Store], Written]) -> Written:
        """`job(store)`: a rare write (or a read that goes with it) on the writer's store, its
        answer or what it raised (StoreConflict, StoreUnavailable), once committed."""

    async def read(self, job: Callable[[Store], Written]) -> Written:
        """`job(store)`: a read (a table's log for a hello, its chat) on the writer's store, in
        its turn among the writes; its answer, or StoreUnavailable as it raised."""

    async def claim(self, table_id: str) -> Claim:
        """`Ownership.claim`."""

    def release(self, table_id: str) -> asyncio.Future[None]:
        """`Ownership.release`, sent at once (so a claim asked later comes after it) and
        awaited, or not, by the caller: StoreUnavailable as it raised."""

    async def renew(self) -> set[str]:
        """`Ownership.renew`."""

    async def close(self) -> None:
        """Finish what was queued and stop."""


class InlineWriter:
    """The store's calls on the event loop itself (SQLite, one owner)."""

    suspends = False

    def __init__(self, store: Store, ownership: Ownership) -> None:
        self.store, self.ownership = store, ownership

    async def append(self, append: Append) -> None:
        self.store.append(*append)

    async def write(self, job: Callable[[Store], Written]) -> Written:
        return job(self.store)

    async def read(self, job: Callable[[Store], Written]) -> Written:
        return job(self.store)

    async def claim(self, table_id: str) -> Claim:
        return self.ownership.claim(table_id)

    def release(self, table_id: str) -> asyncio.Future[None]:
        released: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        try:
            self.ownership.release(table_id)
        except StoreUnavailable as error:
            released.set_exception(error)
        else:
            released.set_result(None)
        return released

    async def renew(self) -> set[str]:
        return self.ownership.renew()

    async def close(self) -> None:
        pass
