"""A PostgreSQL node's rare writes through its writer (`rare_writes.py`, `store_writer.write`):
chat, a resignation, rematch votes, a name, a new table, a short code made and found, and the
claims a code's table needs, each waits on a lock another transaction holds while the node's
event loop goes on turning, and is answered once the lock is let go and its commit returned
(acked is durable). The nodes run in the test's own event loop, on the real database, spoken to
over real sockets."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable
from typing import Any

import psycopg
import pytest
from websockets.asyncio.client import connect

from chroma_desktop.net.client import TableSession
from chroma_desktop.net.protocol import dumps
from chroma_desktop.server import pg_store
from chroma_desktop.server.gateway import TableServer
from chroma_desktop.server.pg_store import PgStore
from chroma_desktop.server.pg_writer import PgWriter
from chroma_desktop.server.secrecy import token_hash
from tests.server.durable_play import RawSeat
from tests.server.servers import HOST_KEY

LEASE_ROW = "SELECT 1 FROM leases WHERE table_id = %s FOR UPDATE"
"""Holds a table's lease row: every fenced write (chat, status, votes, names) and a claim wait."""


@pytest.fixture(autouse=True)
def patient_locks(monkeypatch):
    """The nodes' connections wait 5 s for a lock (not 200 ms): a busy machine still sees each
    write wait, the loop turn, and the write go on once the lock is let go."""
    monkeypatch.setattr(pg_store, "LOCK_WAIT_MS", 5000)


class Node:
    """A node on the test's event loop: the store, its writer and its listening server."""

    def __init__(self, url: str, name: str) -> None:
        self.store = PgStore(url, name, "ws://127.0.0.1:1")
        self.writer = PgWriter(self.store)
        self.server = TableServer(self.store, host_key_hash=token_hash(HOST_KEY), ownership=self.store,
                                  writer=self.writer)

    async def start(self) -> str:
        self.listening = await self.server.serve("127.0.0.1", 0)
        return f"ws://127.0.0.1:{self.listening.sockets[0].getsockname()[1]}"

    async def stop(self) -> None:
        await self.server.close()
        self.listening.close()
        await self.listening.wait_closed()
        self.store.close()


async def _while_held(url: str, lock: str, parameters: tuple[Any, ...], action: Awaitable[Any]) -> Any:
    """Run `action` while another transaction holds `lock`: once the node's write is seen
    waiting for it, the loop must keep turning (ticks counted) before the lock is let go; the
    action's answer."""
    blocker = psycopg.connect(url)
    watcher = psycopg.connect(url, autocommit=True)
    ticks = 0

    async def tick() -> None:
        nonlocal ticks
        while True:
            await asyncio.sleep(0.002)
            ticks += 1

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
        before = ticks
        await asyncio.sleep(0.1)
        assert ticks - before >= 5, "the event loop stood still while the write waited"
        assert not acting.done()  # still waiting: the lock is held
        blocker.rollback()
        return await asyncio.wait_for(acting, 10)
    finally:
        ticker.cancel()
        blocker.rollback()
        blocker.close()
        watcher.close()


async def _ask(url: str, frame: dict[str, Any], kind: str) -> dict[str, Any]:
    """Send one frame on a new socket; the first answer of `kind`."""
    async with connect(url) as socket:
        await socket.send(dumps(frame))
        while True:
            answer = json.loads(await asyncio.wait_for(socket.recv(), 10))
            if answer["t"] in (kind, "error", "reject"):
                return dict(answer)


def _stored(url: str, sql: str, *parameters: Any) -> list[tuple[Any, ...]]:
    with psycopg.connect(url) as db:
        return db.execute(sql, parameters).fetchall()


def test_chat_resign_votes_and_names_wait_for_a_lock_while_the_loop_turns(pg_url):
    async def scenario() -> None:
        node = Node(pg_url, "node-a")
        url = await node.start()
        try:
            created = await _while_held(pg_url, "LOCK TABLE tables IN EXCLUSIVE MODE", (),
                                        _ask(url, {"t": "create", "host_key": HOST_KEY, "game": "coloretto",
                                                   "players": 2}, "created"))
            assert created["t"] == "created"
            table = created["table"]
            seats = [await RawSeat.join(url, created, seat) for seat in range(2)]

            async def chat() -> dict[str, Any]:
                await seats[0].socket.send(dumps({"t": "chat", "id": 1, "text": "hello"}))
                return await seats[1].next_of("chat", "reject")

            said = await _while_held(pg_url, LEASE_ROW, (table,), chat())
            assert (said["t"], said["text"]) == ("chat", "hello")
            assert _stored(pg_url, "SELECT sender, text FROM chat WHERE table_id = %s",
                           table) == [(0, "hello")]

            async def resign() -> dict[str, Any]:
                await seats[1].socket.send(dumps({"t": "resign"}))
                return await seats[0].next_of("end", "reject")

            assert (await _while_held(pg_url, LEASE_ROW, (table,), resign()))["t"] == "end"
            assert _stored(pg_url, "SELECT status FROM tables WHERE table_id = %s",
                           table) == [("resigned:1",)]

            async def vote(seat: int) -> dict[str, Any]:
                await seats[seat].socket.send(dumps({"t": "rematch"}))
                while True:  # past the news of the votes before
                    news = await seats[seat].next_of("rematch", "reject")
                    if news["t"] == "reject" or seat in news["votes"]:
                        return news

            first = await _while_held(pg_url, LEASE_ROW, (table,), vote(0))
            assert (first["t"], first["votes"], first["table"]) == ("rematch", [0], None)
            # The last vote makes the rematch's table: kept while `tables` is locked, then told.
            second = await _while_held(pg_url, "LOCK TABLE tables IN EXCLUSIVE MODE", (), vote(1))
            assert second["votes"] == [0, 1] and second["table"] is not None
            assert _stored(pg_url, "SELECT next_table FROM tables WHERE table_id = %s", table) == [
                (second["table"],)]
            assert _stored(pg_url, "SELECT seat FROM rematch_votes WHERE table_id = %s ORDER BY seat",
                           table) == [(0,), (1,)]
            for seat in seats:
                await seat.close()

            async def named() -> None:
                hello = TableSession(url, table, "coloretto", seat_token=created["seat_tokens"][0],
                                     name="Ada")
                async with connect(url) as socket:
                    await socket.send(hello.hello())
                    while json.loads(await asyncio.wait_for(socket.recv(), 10))["t"] != "state":
                        pass
                    while not _stored(pg_url, "SELECT 1 FROM seats WHERE table_id = %s AND name = 'Ada'",
                                      table):
                        await asyncio.sleep(0.01)

            await _while_held(pg_url, LEASE_ROW, (table,), named())
        finally:
            await node.stop()

    asyncio.run(scenario())



def test_a_short_code_made_and_found_claims_and_writes_while_the_loop_turns(pg_url):
    """The table is another node's, let go: making its code claims it here (through the
    writer), then keeps the code; finding the code uses it up; each waits on a lock meanwhile."""
    other = PgStore(pg_url, "node-b", "ws://127.0.0.1:2")
    made = TableServer(other, ownership=other).create("coloretto", 2, {})
    other.release(made["table"])
    other.close()

    async def scenario() -> None:
        node = Node(pg_url, "node-a")
        url = await node.start()
        try:
            asked = {"t": "make_code", "table": made["table"], "seat_token": made["seat_tokens"][1]}
            code = await _while_held(pg_url, LEASE_ROW, (made["table"],), _ask(url, asked, "code"))
            assert (code["t"], code["seat"]) == ("code", 1)
            assert node.store.epochs[made["table"]] == 2  # claimed by this node, a new epoch
            assert _stored(pg_url, "SELECT seat FROM codes WHERE table_id = %s", made["table"]) == [(1,)]
            found = await _while_held(pg_url, "LOCK TABLE codes IN EXCLUSIVE MODE", (),
                                      _ask(url, {"t": "find_code", "code": code["code"]}, "invite"))
            assert (found["t"], found["table"], found["seat_token"]) == (
                "invite", made["table"], made["seat_tokens"][1])
            assert _stored(pg_url, "SELECT seat FROM codes WHERE table_id = %s", made["table"]) == []
        finally:
            await node.stop()

    asyncio.run(scenario())
