"""A PostgreSQL node's writer on the real database (`pg_writer.PgWriter`): appends await their
commit while the event loop goes on serving; the appends that queue during a commit go out
together (one statement, one flush), each kept or refused on its own; a group the database
cannot take keeps none of them; the fence still refuses a stale epoch; claims and renewals
through the writer hold the node's leases."""

from __future__ import annotations

import asyncio
import time

import psycopg
import pytest

from chroma_desktop.server.bus import InProcessBus
from chroma_desktop.server.leases import LeaseLost
from chroma_desktop.server.pg_store import RECONNECT_EVERY, PgStore
from chroma_desktop.server.pg_writer import PgWriter
from chroma_desktop.server.store import Append, LogRow, StoreConflict, StoreUnavailable
from chroma_desktop.server.table import Table


@pytest.fixture
def node(pg_url):
    store = PgStore(pg_url, "node-a", "ws://127.0.0.1:1")
    yield store
    store.close()


def _tables(store: PgStore, count: int) -> list[Table]:
    return [Table.create(store, InProcessBus(), "coloretto", 3)[0] for _ in range(count)]


def _next(store: PgStore, table: Table, move: str = "x") -> Append:
    ply = len(store.load(table.table_id).log)
    return Append(table.table_id, [LogRow(ply, 0, move, ply + 100)])


def _logged(url: str, table_id: str) -> list[str]:
    with psycopg.connect(url) as db:
        return [move for (move,) in db.execute(
            "SELECT move FROM log WHERE table_id = %s ORDER BY ply", (table_id,)).fetchall()]


def _through(node: PgStore, *batches: list[Append], pause: float = 0.0) -> tuple[list[list], PgWriter]:
    """Each batch of appends queued at once through a new writer (the next batch after the
    last's answers and `pause` seconds): the answers (None, or what was raised) and the writer."""
    writer = PgWriter(node)

    async def run() -> list[list]:
        answers = []
        try:
            for batch in batches:
                answers.append(await asyncio.gather(*(writer.append(append) for append in batch),
                                                    return_exceptions=True))
                await asyncio.sleep(pause)
        finally:
            await writer.close()
        return answers

    return asyncio.run(run()), writer


def test_a_group_stores_each_tables_rows_clocks_and_end_together(node):
    timed, ended, plain = _tables(node, 3)
    clocks = {"bank": 60.0, "increment": 2.0, "left": [51.5, 60.0, 60.0], "since": [0.0, 1.0, 0.0]}
    group = [_next(node, timed, "a")._replace(clocks=clocks), _next(node, ended, "b")._replace(status="over"),
             _next(node, plain, "c")]
    (answers,), writer = _through(node, group)
    assert answers == [None, None, None] and (writer.groups, writer.appended) == (1, 3)
    stored = {table.table_id: node.load(table.table_id) for table in (timed, ended, plain)}
    assert stored[timed.table_id].row.clocks == clocks and stored[timed.table_id].row.status == "open"
    assert stored[ended.table_id].row.status == "over" and stored[ended.table_id].row.clocks is None
    assert stored[plain.table_id].row.status == "open"
    assert [entry.log[-1].move for entry in stored.values()] == ["a", "b", "c"]
    assert [entry.log[-1].cid for entry in stored.values()] == [append.rows[0].cid for append in group]


def test_a_group_keeps_each_tables_append_or_refuses_it_alone(node, pg_url):
    kept, taken, stale = _tables(node, 3)
    clash = _next(node, taken)
    node.append(*clash._replace(rows=[clash.rows[0]._replace(move="first")]))  # the ply is taken
    node.epochs[stale.table_id] += 1  # a node that believes it holds an epoch it never had
    (answers,), _ = _through(node, [_next(node, kept, "mine"), clash, _next(node, stale)])
    assert answers[0] is None
    assert isinstance(answers[1], StoreConflict) and taken.table_id in str(answers[1])
    assert isinstance(answers[2], LeaseLost)
    assert _logged(pg_url, kept.table_id)[-1] == "mine"
    assert _logged(pg_url, taken.table_id)[-1] == "first"
    assert stale.table_id not in node.epochs  # let go: its next write is refused at once


def test_a_group_on_a_cut_connection_keeps_none_and_the_next_connects_again(node, pg_url):
    tables = _tables(node, 3)
    first = _next(node, tables[0], "before")
    writer = PgWriter(node)

    async def run() -> tuple[list, list, list]:
        try:
            connected = await asyncio.gather(writer.append(first), return_exceptions=True)
            with psycopg.connect(pg_url, autocommit=True) as db:  # the writer's connection is cut
                db.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                           "WHERE application_name = 'chroma-server node-a appends'")
            cut = await asyncio.gather(*(writer.append(_next(node, table, "lost")) for table in tables),
                                       return_exceptions=True)
            await asyncio.sleep(RECONNECT_EVERY + 0.05)
            again = await asyncio.gather(*(writer.append(_next(node, table, "after")) for table in tables),
                                         return_exceptions=True)
        finally:
            await writer.close()
        return connected, cut, again

    connected, cut, again = asyncio.run(run())
    assert connected == [None] and again == [None, None, None]
    assert all(isinstance(answer, StoreUnavailable) for answer in cut)
    assert _logged(pg_url, tables[0].table_id)[-2:] == ["before", "after"]
    assert all("lost" not in _logged(pg_url, table.table_id) for table in tables)


def test_the_loop_serves_on_while_appends_wait_and_those_queued_meanwhile_commit_together(node, pg_url):
    held, *others = _tables(node, 4)
    writer = PgWriter(node)
    blocker = psycopg.connect(pg_url)
    try:
        # Another transaction holds the lease row of `held`: its append waits for the lock (up
        # to the store's LOCK_WAIT) while the event loop turns.
        blocker.execute("SELECT 1 FROM leases WHERE table_id = %s FOR UPDATE", (held.table_id,))

        async def play() -> tuple[int, BaseException | None, list[BaseException | None]]:
            ticks = 0

            async def tick() -> None:
                nonlocal ticks
                while True:
                    await asyncio.sleep(0.005)
                    ticks += 1

            ticker = asyncio.get_running_loop().create_task(tick())
            waiting = asyncio.ensure_future(writer.append(_next(node, held)))
            await asyncio.sleep(0.05)  # the held append is under way; these queue behind it
            queued = [asyncio.ensure_future(writer.append(_next(node, table, "later"))) for table in others]
            first = (await asyncio.gather(waiting, return_exceptions=True))[0]
            rest = await asyncio.gather(*queued, return_exceptions=True)
            ticker.cancel()
            await writer.close()
            return ticks, first, rest

        began = time.monotonic()
        ticks, first, rest = asyncio.run(play())
        waited = time.monotonic() - began
    finally:
        blocker.rollback()
        blocker.close()
    assert isinstance(first, StoreUnavailable)  # the lock was held past the store's wait
    assert rest == [None, None, None]
    assert ticks >= 10 and waited >= 0.15  # the loop turned all along the wait
    assert writer.appended == 4 and writer.groups == 2  # the three queued ones: one statement
    assert held.table_id in node.epochs  # refused for now, not lost
    assert all(_logged(pg_url, table.table_id)[-1] == "later" for table in others)


def test_claims_and_renewals_through_the_writer_hold_the_same_leases(node, pg_url):
    other = PgStore(pg_url, "node-b", "ws://127.0.0.1:2")
    writer = PgWriter(node)
    try:
        table, = _tables(other, 1)
        other.release(table.table_id)

        async def claim_renew_append() -> tuple[bool, set[str]]:
            claim = await writer.claim(table.table_id)
            lost = await writer.renew()
            await writer.append(_next(node, table, "mine"))
            await writer.close()
            return claim.held, lost

        assert asyncio.run(claim_renew_append()) == (True, set())
        assert node.epochs[table.table_id] == 2  # the writer's claim is the node's epoch
        assert not other.claim(table.table_id).held
        assert _logged(pg_url, table.table_id)[-1] == "mine"
    finally:
        other.close()
