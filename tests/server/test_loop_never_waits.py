"""Nothing of the store on a PostgreSQL node's event loop, besides the rare writes
(`test_rare_writes.py`) and the moves (`test_store_writer.py`): the stand-in's move for an away
seat, the lease of a finished table let go, and a hello's reads (the table's log, for a table
not in memory, and its chat) each wait on a lock another transaction holds in the real database
while the node's loop goes on turning, and go on once the lock is let go."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import psycopg
import pytest
from websockets.asyncio.client import connect

from chroma_desktop.net.client import TableSession
from chroma_desktop.net.protocol import dumps
from chroma_desktop.server import pg_store, pg_writer
from chroma_desktop.server.gateway import TableServer
from chroma_desktop.server.limits import Limits
from chroma_desktop.server.pg_store import PgStore
from tests.server.durable_play import RawSeat
from tests.server.held_locks import LEASE_ROW, Node, while_held
from tests.server.servers import HOST_KEY


@pytest.fixture(autouse=True)
def patient_locks(monkeypatch):
    """The nodes' connections (the blocking ones and the appends') wait 5 s for a lock, not
    200 ms: a busy machine still sees each wait, the loop turn, and the work go on after."""
    monkeypatch.setattr(pg_store, "LOCK_WAIT_MS", 5000)
    monkeypatch.setattr(pg_writer, "LOCK_WAIT_MS", 5000)


def _one(url: str, sql: str, *parameters: Any) -> Any:
    with psycopg.connect(url) as db:
        row = db.execute(sql, parameters).fetchone()
        return None if row is None else row[0]


async def _created(url: str) -> dict[str, Any]:
    async with connect(url) as socket:
        await socket.send(dumps({"t": "create", "host_key": HOST_KEY, "game": "coloretto", "players": 2}))
        return dict(json.loads(await asyncio.wait_for(socket.recv(), 10)))


async def _until(condition: Any, within: float = 10.0) -> None:
    """Until `condition()` (a query of the database, asked on a thread) holds."""
    for _ in range(int(within / 0.02)):
        if await asyncio.to_thread(condition):
            return
        await asyncio.sleep(0.02)
    raise AssertionError("not there in time")


def test_the_stand_ins_moves_wait_for_a_lock_while_the_loop_turns(pg_url):
    async def scenario() -> None:
        node = Node(pg_url, "node-a", Limits(away_after=0.2))
        url = await node.start()
        try:
            table = (await _created(url))["table"]  # nobody sits: the stand-in plays every seat

            def logged() -> int:
                return int(_one(pg_url, "SELECT count(*) FROM log WHERE table_id = %s", table))

            start = logged()
            await _until(lambda: logged() > start)  # the stand-in plays

            async def one_more() -> int:
                before = logged()
                await _until(lambda: logged() > before)
                return logged() - before

            assert await while_held(pg_url, LEASE_ROW, (table,), one_more()) >= 1
        finally:
            await node.stop()

    asyncio.run(scenario())


def test_a_finished_tables_lease_is_let_go_off_the_loop(pg_url):
    async def scenario() -> None:
        node = Node(pg_url, "node-a")
        url = await node.start()
        try:
            created = await _created(url)
            table = created["table"]
            seats = [await RawSeat.join(url, created, seat) for seat in range(2)]
            await seats[1].socket.send(dumps({"t": "resign"}))
            await seats[0].next_of("end")

            def expired() -> bool:
                return bool(_one(pg_url, "SELECT expires <= clock_timestamp() FROM leases "
                                         "WHERE table_id = %s", table))

            async def leave() -> None:  # the last listener goes: the table leaves memory
                for seat in seats:
                    await seat.close()
                await _until(expired)

            assert not expired()
            await while_held(pg_url, LEASE_ROW, (table,), leave())
            assert table not in node.server.tables and table not in node.store.epochs
        finally:
            await node.stop()

    asyncio.run(scenario())


def test_a_hellos_reads_of_the_log_and_the_chat_wait_for_a_lock_while_the_loop_turns(pg_url):
    other = PgStore(pg_url, "node-b", "ws://127.0.0.1:2")
    created = TableServer(other, ownership=other).create("coloretto", 2, {})
    table = created["table"]
    other.add_chat(table, 1, "before", 0)
    other.release(table)  # let go: the next hello loads it at the node it reaches
    other.close()

    async def scenario() -> None:
        node = Node(pg_url, "node-a")
        url = await node.start()
        try:
            async def greeted(seat: int) -> tuple[RawSeat, list[str]]:
                socket = await connect(url)
                await socket.send(TableSession(url, table, "coloretto",
                                               seat_token=created["seat_tokens"][seat]).hello())
                kinds: list[str] = []
                while "state" not in kinds:
                    frame = json.loads(await asyncio.wait_for(socket.recv(), 10))
                    kinds.append(frame["t"])
                while "chat" not in kinds:  # the chat follows the state
                    kinds.append(json.loads(await asyncio.wait_for(socket.recv(), 10))["t"])
                return RawSeat(socket, {}), kinds

            # Not in memory: the log is read (after the claim) while nobody may read `log`.
            first, kinds = await while_held(pg_url, "LOCK TABLE log IN ACCESS EXCLUSIVE MODE", (),
                                            greeted(0))
            assert kinds[0] == "welcome" and kinds.index("state") < kinds.index("chat")
            assert table in node.server.tables and node.store.epochs[table] == 2
            # In memory: a second hello reads only its chat, while nobody may read `chat`.
            second, kinds = await while_held(pg_url, "LOCK TABLE chat IN ACCESS EXCLUSIVE MODE", (),
                                             greeted(1))
            assert kinds[0] == "welcome" and kinds.index("state") < kinds.index("chat")
            for seat in (first, second):
                await seat.close()
        finally:
            await node.stop()

    asyncio.run(scenario())
