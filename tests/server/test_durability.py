"""Acked means durable, with real faults: SQLite's write lock held by another connection, a full
disk (a small tmpfs, and SQLite's own page limit), and a real `chroma-server` killed with SIGKILL
at the end of a game. A move the store refuses is answered `unavailable` and never stored; other
tables keep answering while the lock is held; play goes on once the store works again; and after
a restart every acknowledged move is in the log and every finished table says so."""

from __future__ import annotations

import asyncio
import contextlib
import errno
import json
import sqlite3
import subprocess
import time
from pathlib import Path

import pytest

from chroma_desktop.net.protocol import UNAVAILABLE, MoveFrame
from chroma_desktop.server.bus import InProcessBus
from chroma_desktop.server.store import LogRow, SqliteStore, StoreUnavailable
from chroma_desktop.server.table import Table
from tests.server.durable_play import BotTable, RawSeat, check_log
from tests.server.servers import ServerProcess, ServerThread, create_table

PROMPT = 1.0
"""Seconds within which another table must answer while the store is locked: far above a normal
answer (milliseconds), far below the lock's 3 s (a behaviour, not a benchmark)."""


@pytest.fixture
def server_process(tmp_path):
    server = ServerProcess(tmp_path / "tables.sqlite3")
    server.start()
    yield server
    server.stop()


async def _seat_to_move(url: str, created: dict) -> RawSeat:
    """A raw socket of the seat to move at `created`'s table."""
    first = await RawSeat.join(url, created, 0)
    seat = first.state["to_move"][0]
    if seat == 0:
        return first
    await first.close()
    return await RawSeat.join(url, created, seat)


def test_a_held_write_lock_refuses_moves_unavailable_and_other_tables_answer_at_once(server_process,
                                                                                      tmp_path):
    db = tmp_path / "tables.sqlite3"
    url = server_process.url
    played, other = create_table(url, "coloretto", 2), create_table(url, "coloretto", 2)

    async def scenario() -> BotTable:
        bots = BotTable(url, played)
        await bots.until(lambda: bots.acked() >= 10)
        raw = await _seat_to_move(url, other)
        holder = sqlite3.connect(db, isolation_level=None)
        holder.execute("BEGIN IMMEDIATE")  # another process's writer: nothing else can commit
        held_at = time.monotonic()
        try:
            chat, took = await raw.answer_to({"t": "chat", "id": 1, "text": "still there?"}, "reject", "chat")
            assert took < PROMPT and chat["t"] == "reject" and chat["code"] == UNAVAILABLE
            move = {"t": "move", "id": 1, "seq": raw.state["seq"], "move": raw.state["legal"][0]}
            refused, took = await raw.answer_to(move, "reject", "ack")
            assert took < PROMPT and refused["t"] == "reject" and refused["code"] == UNAVAILABLE
            assert refused["id"] == 1
            await bots.until(lambda: bots.refused(UNAVAILABLE) >= 2, within=PROMPT * 2)
            await asyncio.sleep(0.3)  # an ack already on its way when the lock was taken
            acked_while_locked = bots.acked()
            await asyncio.sleep(max(0.0, 3.0 - (time.monotonic() - held_at)))
            assert bots.acked() == acked_while_locked  # nothing acknowledged that was not stored
        finally:
            holder.execute("ROLLBACK")
            holder.close()
        # The store works again: the same move is taken now, and the bots play on to the end.
        move = {"t": "move", "id": 2, "seq": raw.state["seq"], "move": raw.state["legal"][0]}
        acked, _ = await raw.answer_to(move, "ack", "reject")
        assert acked["t"] == "ack" and acked["id"] == 2
        await raw.close()
        await bots.finish()
        return bots

    bots = asyncio.run(scenario())
    server_process.kill()
    server_process.start()  # the restart reads only what was committed
    assert check_log(db, played["table"], "coloretto", bots.logs) > 10
    assert all(log.end is not None for log in bots.logs)


def _mounted_tmpfs(mountpoint: Path, size: str) -> bool:
    mountpoint.mkdir()
    found = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(mountpoint)],
                           capture_output=True, check=False)
    return found.returncode == 0


def _fill(disk: Path) -> Path:
    """Write a file until the disk is full (ENOSPC); the file, to free the disk again."""
    filler = disk / "filler"
    try:
        with open(filler, "wb", buffering=0) as out:
            while True:
                out.write(b"\0" * 4096)
    except OSError as error:
        assert error.errno == errno.ENOSPC
    return filler


def test_a_full_disk_refuses_moves_unavailable_and_keeps_every_acked_one(tmp_path):
    disk = tmp_path / "disk"
    if not _mounted_tmpfs(disk, "8m"):
        pytest.skip("mounting a tmpfs is not permitted here (the page-limit test covers a full disk)")
    server = ServerProcess(disk / "tables.sqlite3", log_path=tmp_path / "server.log")
    try:
        server.start()
        played = create_table(server.url, "coloretto", 2)

        async def scenario() -> BotTable:
            bots = BotTable(server.url, played)
            await bots.until(lambda: bots.acked() >= 10)
            filler = _fill(disk)
            # The log's file grows with the next commits: they fail as "database or disk is full".
            await bots.until(lambda: bots.refused(UNAVAILABLE) >= 3, within=20)
            # (A commit that fits in the log file's space already written may still succeed: it is
            # stored, so its ack is right. What counts is that no ack comes without its row.)
            await asyncio.sleep(0.5)
            filler.unlink()
            await bots.finish()
            return bots

        bots = asyncio.run(scenario())
        server.kill()
        server.start()
        assert check_log(disk / "tables.sqlite3", played["table"], "coloretto", bots.logs) > 10
    finally:
        server.stop()
        subprocess.run(["umount", str(disk)], check=False)


def test_a_full_database_by_its_page_limit_refuses_moves_and_keeps_every_acked_one(tmp_path):
    """The same through SQLite's own limit on the server's connection (`max_page_count`): a real
    "database or disk is full" where no tmpfs can be mounted."""
    db = tmp_path / "tables.sqlite3"
    server = ServerThread(db)
    try:
        played = server.create("coloretto", 2)

        def limit(pages: int | None) -> None:
            connection = server.store.connection
            if pages is None:
                (pages,) = connection.execute("PRAGMA page_count").fetchone()
            connection.execute(f"PRAGMA max_page_count = {pages}")

        async def scenario() -> BotTable:
            bots = BotTable(server.url, played)
            await bots.until(lambda: bots.acked() >= 4)
            server.call(lambda: limit(None))  # the database cannot grow by a page from now on
            await bots.until(lambda: bots.refused(UNAVAILABLE) >= 3, within=30)
            await asyncio.sleep(0.5)
            server.call(lambda: limit(1 << 30))
            await bots.finish()
            return bots

        bots = asyncio.run(scenario())
    finally:
        server.stop()
    assert check_log(db, played["table"], "coloretto", bots.logs) >= 4


def test_a_kill_at_the_end_of_a_game_leaves_its_end_stored_and_told(server_process, tmp_path):
    db = tmp_path / "tables.sqlite3"
    url = server_process.url
    played = create_table(url, "coloretto", 2)

    async def until_the_end() -> BotTable:
        bots = BotTable(url, played, think=0.0)
        await bots.until(lambda: any(log.end is not None for log in bots.logs), within=120)
        return bots

    async def kill_at_the_end() -> BotTable:
        bots = await until_the_end()
        server_process.kill()  # SIGKILL as soon as the last move is acknowledged and the end told
        for task in bots.tasks:
            task.cancel()
        for session in bots.sessions:
            session.close()
        await asyncio.gather(*bots.tasks, return_exceptions=True)
        return bots

    bots = asyncio.run(kill_at_the_end())
    store = SqliteStore(db)
    try:
        stored = store.load(played["table"])
    finally:
        store.close()
    assert stored is not None and stored.row.status == "over"  # stored with the last move
    server_process.start()

    async def late_hello() -> dict:
        raw = await RawSeat.join(url, played, 1)
        end = await raw.next_of("end")
        await raw.close()
        return end

    end = asyncio.run(late_hello())
    told = next(log.end for log in bots.logs if log.end is not None)
    assert end["record"] == told["record"] and end["seed"] == told["seed"]
    assert check_log(db, played["table"], "coloretto", bots.logs) > 0


def test_a_table_an_older_server_left_open_after_its_last_move_is_repaired_on_load(tmp_path):
    db = tmp_path / "tables.sqlite3"
    server = ServerThread(db)
    try:
        played = server.create("coloretto", 2)

        async def play() -> BotTable:
            bots = BotTable(server.url, played, think=0.0)
            await bots.finish()
            return bots

        bots = asyncio.run(play())
    finally:
        server.stop()
    # What a kill between storing the last move and storing the end left, before both were one.
    with contextlib.closing(sqlite3.connect(db)) as older, older:
        older.execute("UPDATE tables SET status = 'open' WHERE table_id = ?", (played["table"],))
    server = ServerThread(db)
    try:
        async def come_back() -> tuple[dict, dict]:
            seats = [await RawSeat.join(server.url, played, seat) for seat in (0, 1)]
            end = await seats[0].next_of("end")
            for raw in seats:
                await raw.socket.send('{"t": "rematch"}')
            news = await seats[0].next_of("rematch")
            while news["table"] is None:
                news = await seats[0].next_of("rematch")
            for raw in seats:
                await raw.close()
            return end, news

        end, news = asyncio.run(come_back())
        told = bots.logs[0].end
        assert told is not None and end["record"] == told["record"]
        assert news["table"]  # a rematch is no longer refused
    finally:
        server.stop()
    assert check_log(db, played["table"], "coloretto", bots.logs) > 0


def test_the_store_refuses_at_once_while_locked_keeping_nothing_and_writes_again_after(tmp_path):
    db = tmp_path / "tables.sqlite3"
    store = SqliteStore(db)
    table, _ = Table.create(store, InProcessBus(), "coloretto", 2)
    stored = store.load(table.table_id)
    assert stored is not None
    ply = len(stored.log)
    row = LogRow(ply, 0, "a move", cid=1)
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        for _ in range(2):  # the second try does not wait for the lock at all
            with pytest.raises(StoreUnavailable):
                store.append(table.table_id, [row], status="over")
            assert store.failing
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    after = store.load(table.table_id)
    assert after is not None and len(after.log) == ply and after.row.status == "open"  # nothing kept
    store.append(table.table_id, [row], status="over")  # the move and the end, in one transaction
    assert not store.failing
    after = store.load(table.table_id)
    assert after is not None and after.log[-1] == row and after.row.status == "over"
    store.close()


def _legal(table: Table, seat: int) -> str:
    return table.game.move_to_str(table.match.state, table.match.legal_moves(seat)[0])


def test_a_table_refuses_a_move_and_an_undo_answer_the_store_refused_and_takes_them_when_it_works(tmp_path):
    db = tmp_path / "tables.sqlite3"
    store = SqliteStore(db)
    table, _ = Table.create(store, InProcessBus(), "chroma_cubes", 3)
    cid = 0
    while not table.match.can_undo() or table.match.last_mover() is None:
        seat = table.match.to_move()[0]
        cid += 1
        table.move(seat, MoveFrame(cid, table.seq, _legal(table, seat)))
    asker = table.match.last_mover()
    assert asker is not None
    others = [seat for seat in range(3) if seat != asker]
    table.undo_request(asker)
    table.undo_answer(others[0], True)
    seq, cursor, state = table.seq, table.match.cursor, table.match.state
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        with pytest.raises(StoreUnavailable):
            table.undo_answer(others[1], True)
        with pytest.raises(StoreUnavailable):
            table.undo_answer(others[1], True)  # the answer was not counted: it may come again
        assert (table.seq, table.match.cursor, table.match.state) == (seq, cursor, state)
    finally:
        holder.execute("ROLLBACK")
    assert table.undo_answer(others[1], True).changed  # the store works: the undo is taken
    seat = table.match.to_move()[0]
    move = MoveFrame(cid + 1, table.seq, _legal(table, seat))
    seq, cursor = table.seq, table.match.cursor
    holder.execute("BEGIN IMMEDIATE")
    try:
        refused = table.move(seat, move)
        assert json.loads(refused.frames[0])["code"] == UNAVAILABLE and not refused.changed
        assert (table.seq, table.match.cursor) == (seq, cursor)  # not stored, so not played
        assert (seat, move.id) not in table.acks
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    taken = table.move(seat, move)  # the same move again, now stored and acknowledged
    assert json.loads(taken.frames[0])["t"] == "ack" and taken.changed
    stored = store.load(table.table_id)
    assert stored is not None
    reloaded = Table.load(store, InProcessBus(), stored)
    assert reloaded.seq == table.seq and reloaded.match.state == table.match.state
    store.close()
