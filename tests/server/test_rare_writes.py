"""A PostgreSQL node's rare writes through its writer (`rare_writes.py`, `store_writer.write`):
chat, a resignation, rematch votes, a name, a new table, a short code made and found, and the
claims a code's table needs, each waits on a lock another transaction holds while the node's
event loop goes on turning, and is answered once the lock is let go and its commit returned
(acked is durable). The nodes run in the test's own event loop, on the real database, spoken to
over real sockets."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import psycopg
import pytest
from websockets.asyncio.client import connect

from chroma_desktop.net.client import TableSession
from chroma_desktop.net.protocol import dumps
from chroma_desktop.server import pg_store
from chroma_desktop.server.gateway import TableServer
from chroma_desktop.server.pg_store import PgStore
from tests.server.durable_play import RawSeat
from tests.server.held_locks import LEASE_ROW, Node, while_held
from tests.server.servers import HOST_KEY


@pytest.fixture(autouse=True)
def patient_locks(monkeypatch):
    """The nodes' connections wait 5 s for a lock (not 200 ms): a busy machine still sees each
    write wait, the loop turn, and the write go on once the lock is let go."""
    monkeypatch.setattr(pg_store, "LOCK_WAIT_MS", 5000)


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
            created = await while_held(pg_url, "LOCK TABLE tables IN EXCLUSIVE MODE", (),
                                        _ask(url, {"t": "create", "host_key": HOST_KEY, "game": "coloretto",
                                                   "players": 2}, "created"))
            assert created["t"] == "created"
            table = created["table"]
            seats = [await RawSeat.join(url, created, seat) for seat in range(2)]

            async def chat() -> dict[str, Any]:
                await seats[0].socket.send(dumps({"t": "chat", "id": 1, "text": "hello"}))
                return await seats[1].next_of("chat", "reject")

            said = await while_held(pg_url, LEASE_ROW, (table,), chat())
            assert (said["t"], said["text"]) == ("chat", "hello")
            assert _stored(pg_url, "SELECT sender, text FROM chat WHERE table_id = %s",
                           table) == [(0, "hello")]

            async def resign() -> dict[str, Any]:
                await seats[1].socket.send(dumps({"t": "resign"}))
                return await seats[0].next_of("end", "reject")

            assert (await while_held(pg_url, LEASE_ROW, (table,), resign()))["t"] == "end"
            assert _stored(pg_url, "SELECT status FROM tables WHERE table_id = %s",
                           table) == [("resigned:1",)]

            async def vote(seat: int) -> dict[str, Any]:
                await seats[seat].socket.send(dumps({"t": "rematch"}))
                while True:  # past the news of the votes before
                    news = await seats[seat].next_of("rematch", "reject")
                    if news["t"] == "reject" or seat in news["votes"]:
                        return news

            first = await while_held(pg_url, LEASE_ROW, (table,), vote(0))
            assert (first["t"], first["votes"], first["table"]) == ("rematch", [0], None)
            # The last vote makes the rematch's table: kept while `tables` is locked, then told.
            second = await while_held(pg_url, "LOCK TABLE tables IN EXCLUSIVE MODE", (), vote(1))
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

            await while_held(pg_url, LEASE_ROW, (table,), named())
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
            code = await while_held(pg_url, LEASE_ROW, (made["table"],), _ask(url, asked, "code"))
            assert (code["t"], code["seat"]) == ("code", 1)
            assert node.store.epochs[made["table"]] == 2  # claimed by this node, a new epoch
            assert _stored(pg_url, "SELECT seat FROM codes WHERE table_id = %s", made["table"]) == [(1,)]
            found = await while_held(pg_url, "LOCK TABLE codes IN EXCLUSIVE MODE", (),
                                      _ask(url, {"t": "find_code", "code": code["code"]}, "invite"))
            assert (found["t"], found["table"], found["seat_token"]) == (
                "invite", made["table"], made["seat_tokens"][1])
            assert _stored(pg_url, "SELECT seat FROM codes WHERE table_id = %s", made["table"]) == []
        finally:
            await node.stop()

    asyncio.run(scenario())
