"""Helpers for the tests that hold a lock in a real PostgreSQL while a node's write or read
waits for it: a node on the test's own event loop, and `while_held`, which shows the loop keeps
turning meanwhile."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable
from typing import Any

import psycopg

from chroma_desktop.server.gateway import TableServer
from chroma_desktop.server.limits import Limits
from chroma_desktop.server.pg_store import PgStore
from chroma_desktop.server.pg_writer import PgWriter
from chroma_desktop.server.secrecy import token_hash
from tests.server.servers import HOST_KEY

LEASE_ROW = "SELECT 1 FROM leases WHERE table_id = %s FOR UPDATE"
"""Holds a table's lease row: every fenced write (appends, chat, status, votes, names), a claim
and a release wait."""

STILL = 1.0
"""Seconds the loop may stand still (a busy machine) while a write waits; a store call on the
loop stands it still for the whole wait (past the statements' 2 s bound, `pg_store`)."""


class Node:
    """A node on the test's event loop: the store, its writer and its listening server."""

    def __init__(self, url: str, name: str, limits: Limits | None = None) -> None:
        self.store = PgStore(url, name, "ws://127.0.0.1:1")
        self.writer = PgWriter(self.store)
        self.server = TableServer(self.store, host_key_hash=token_hash(HOST_KEY), ownership=self.store,
                                  writer=self.writer, limits=limits)

    async def start(self) -> str:
        self.listening = await self.server.serve("127.0.0.1", 0)
        return f"ws://127.0.0.1:{self.listening.sockets[0].getsockname()[1]}"

    async def stop(self) -> None:
        await self.server.close()
        self.listening.close()
        await self.listening.wait_closed()
        self.store.close()


async def while_held(url: str, lock: str, parameters: tuple[Any, ...], action: Awaitable[Any]) -> Any:
    """Run `action` while another transaction holds `lock`: once the node's write (or read) is
    seen waiting for it, the loop must keep turning (ticks counted) before the lock is let go;
    the action's answer."""
    blocker = psycopg.connect(url)
    watcher = psycopg.connect(url, autocommit=True)
    ticks, longest, last = 0, 0.0, time.monotonic()

    async def tick() -> None:  # counts the loop's turns, and the longest time it stood still
        nonlocal ticks, longest, last
        while True:
            await asyncio.sleep(0.002)
            now = time.monotonic()
            ticks, longest, last = ticks + 1, max(longest, now - last), now

    ticker = asyncio.get_running_loop().create_task(tick())
    try:
        blocker.execute(lock, parameters)
        acting = asyncio.ensure_future(action)
        for _ in range(2000):  # until the node's write waits for the lock (10 s at most)
            (waiting,) = watcher.execute("SELECT count(*) FROM pg_locks WHERE NOT granted").fetchone()
            if waiting or acting.done():
                break
            await asyncio.sleep(0.005)
        assert waiting and not acting.done(), f"the write never waited for the lock: {acting}"
        before, longest = ticks, 0.0
        await asyncio.sleep(0.1)
        assert ticks - before >= 5 and longest < STILL, (
            f"the event loop stood still while the write waited ({longest:.2f} s)")
        assert not acting.done()  # still waiting: the lock is held
        blocker.rollback()
        return await asyncio.wait_for(acting, 10)
    finally:
        ticker.cancel()
        blocker.rollback()
        blocker.close()
        watcher.close()
