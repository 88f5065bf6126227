"""Acked-but-lost under kill -9, write-lock contention and a full disk (issue 30): prints the
counts, asserts nothing.

    .venv/bin/python benchmarks/online_durability.py [kill] [lock] [full] [--tables N]

With no part named, runs all three, each with N 4-player Coloretto tables (default 20) played to
the end by the Normal bot on a real `chroma-server` (a subprocess, as in online_server.py):

- kill: the server killed with SIGKILL three times during play and started again at once.
- lock: another connection holds SQLite's write lock (`BEGIN IMMEDIATE`) for 3 s, twice; the
  moves tried meanwhile are refused `unavailable`, and a chat line at a table nobody plays at
  times how long the server takes to answer while the lock is held.
- full: the database on a small tmpfs that is filled for 2 s, twice (needs root to mount it;
  skipped, and said so, where mounting is not permitted).

Each part then stops the server and reads every table's log: an acknowledged move missing from it
(at the ply its ack named) is acked-but-lost; a move stored with a seat's id that seat never saw
acknowledged is counted too (nothing refused may be stored; after a kill, one stored whose ack
the kill cut off is possible and is said apart).
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import json
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from online_server import Server, create, seats_of
from websockets.asyncio.client import connect

from chroma_desktop.net.client import SeatLog, TableSession, play_seat
from chroma_desktop.net.protocol import dumps
from chroma_desktop.server.store import SqliteStore

GAME = "coloretto"
THINK = (0.01, 0.05)


class Play:
    """`count` tables played to the end by bots, every seat's log kept."""

    def __init__(self, server: Server, tables: list[dict]) -> None:
        self.tables = tables
        self.seats = seats_of(server.url, GAME, tables)
        self.logs = [SeatLog() for _ in self.seats]
        self.tasks = [asyncio.create_task(play_seat(session, seat, seed=index, think=THINK, result=log))
                      for index, ((seat, session), log) in enumerate(zip(self.seats, self.logs, strict=True))]

    def acked(self) -> int:
        return sum(len(log.acked) for log in self.logs)

    def refused(self, code: str) -> int:
        return sum(log.rejects.count(code) for log in self.logs)

    async def until_acked(self, count: int) -> None:
        while self.acked() < count and not all(task.done() for task in self.tasks):
            await asyncio.sleep(0.02)

    async def finish(self) -> None:
        await asyncio.wait_for(asyncio.gather(*self.tasks), 600)
        for _seat, session in self.seats:
            session.close()


def count_lost(db: Path, play: Play) -> tuple[int, int, int]:
    """(acked moves, acked-but-lost, stored but never acked) over every table of `play`."""
    store = SqliteStore(db)
    acked = lost = unacked = 0
    try:
        for (seat, session), log in zip(play.seats, play.logs, strict=True):
            stored = store.load(session.table)
            assert stored is not None, f"table {session.table} is gone"
            rows = stored.log
            acked += len(log.acked)
            lost += sum(1 for ply, text in log.acked.values()
                        if ply >= len(rows) or (rows[ply].player, rows[ply].move) != (seat, text))
            unacked += sum(1 for row in rows if row.player == seat and row.cid is not None
                           and row.cid not in log.acked)
    finally:
        store.close()
    return acked, lost, unacked


async def part_kill(folder: Path, count: int) -> None:
    server = Server(folder / "kill.sqlite3")
    server.start()
    try:
        play = Play(server, await create(server.url, GAME, 4, count))
        for target in (200, 600, 1000):
            await play.until_acked(target)
            server.kill()
            await asyncio.sleep(0.1)
            await asyncio.to_thread(server.start)
        await play.finish()
    finally:
        server.stop()
    acked, lost, unacked = count_lost(folder / "kill.sqlite3", play)
    print(f"kill -9 (3 kills): acked-but-lost {lost} of {acked} acked moves; stored but whose ack the kill "
          f"cut off: {unacked}")


async def answer_time(url: str, table: dict) -> float:
    """Seconds a chat line at `table` takes to be answered (a line or a refusal)."""
    async with connect(url) as socket:
        await socket.send(TableSession(url, table["table"], GAME, seat_token=table["seat_tokens"][0]).hello())
        while json.loads(await socket.recv())["t"] != "state":
            pass
        sent = time.perf_counter()
        await socket.send(dumps({"t": "chat", "id": 1, "text": "here?"}))
        while json.loads(await socket.recv())["t"] not in ("chat", "reject"):
            pass
        return time.perf_counter() - sent


async def part_lock(folder: Path, count: int) -> None:
    db = folder / "lock.sqlite3"
    server = Server(db)
    server.start()
    answers: list[float] = []
    try:
        quiet = (await create(server.url, GAME, 4, 1))[0]
        play = Play(server, await create(server.url, GAME, 4, count))
        for target in (200, 600):
            await play.until_acked(target)
            holder = sqlite3.connect(db, isolation_level=None)
            holder.execute("BEGIN IMMEDIATE")
            began = time.monotonic()
            await asyncio.sleep(0.5)
            answers.append(await answer_time(server.url, quiet))
            await asyncio.sleep(max(0.0, 3.0 - (time.monotonic() - began)))
            holder.execute("ROLLBACK")
            holder.close()
        await play.finish()
    finally:
        server.stop()
    acked, lost, unacked = count_lost(db, play)
    print(f"write lock held 3 s (twice): acked-but-lost {lost} of {acked} acked moves; refused while held: "
          f"{play.refused('unavailable')} (unavailable); stored but never acked: {unacked}; another table's "
          f"chat answered in {max(answers) * 1e3:.1f} ms at most while the lock was held")


async def part_full(folder: Path, count: int) -> None:
    disk = folder / "disk"
    disk.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64m", "tmpfs", str(disk)],
                             capture_output=True, check=False)
    if mounted.returncode != 0:
        print(f"full disk: skipped (a tmpfs cannot be mounted here: {mounted.stderr.decode().strip()})")
        return
    db = disk / "full.sqlite3"
    try:
        server = Server(db)
        server.start()
        try:
            play = Play(server, await create(server.url, GAME, 4, count))
            for target in (200, 600):
                await play.until_acked(target)
                filler = fill(disk)
                await asyncio.sleep(2)
                filler.unlink()
            await play.finish()
        finally:
            server.stop()
        acked, lost, unacked = count_lost(db, play)
    finally:
        subprocess.run(["umount", str(disk)], check=False)
    print(f"disk full 2 s (twice): acked-but-lost {lost} of {acked} acked moves; refused while full: "
          f"{play.refused('unavailable')} (unavailable); stored but never acked: {unacked}")


def fill(disk: Path) -> Path:
    """A file that takes every free byte of `disk` (delete it to free the disk)."""
    filler = disk / "filler"
    try:
        with open(filler, "wb", buffering=0) as out:
            while True:
                out.write(b"\0" * 65536)
    except OSError as error:
        if error.errno != errno.ENOSPC:
            raise
    with contextlib.suppress(OSError), open(filler, "ab", buffering=0) as out:
        while True:
            out.write(b"\0" * 512)
    return filler


async def main(parts: list[str], count: int) -> None:
    folder = Path(tempfile.mkdtemp(prefix="chroma-durability-"))
    print(f"== acked-but-lost, {count} four-player {GAME} tables a part, bots {THINK[0]}-{THINK[1]} s a move")
    if "kill" in parts:
        await part_kill(folder, count)
    if "lock" in parts:
        await part_lock(folder, count)
    if "full" in parts:
        await part_full(folder, count)


if __name__ == "__main__":
    arguments = sys.argv[1:]
    tables = 20
    if "--tables" in arguments:
        at = arguments.index("--tables")
        tables = int(arguments[at + 1])
        del arguments[at:at + 2]
    chosen = [word for word in arguments if word in ("kill", "lock", "full")] or ["kill", "lock", "full"]
    asyncio.run(main(chosen, tables))
