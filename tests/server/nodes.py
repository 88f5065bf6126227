"""Several `chroma-server` nodes on one PostgreSQL, for the tests: the nodes as real processes
(killed with SIGKILL, stopped with SIGSTOP), one address in front of them as a load balancer
would give (`Front`: a TCP pass-through that spreads connections over the nodes it believes up),
and the check of every table's log after the faults. `benchmarks/online_nodes.py` runs the same
nodes and front for its figures."""

from __future__ import annotations

import asyncio
import contextlib
import signal
from pathlib import Path
from typing import Any

import psycopg

from chroma_desktop.net.client import SeatLog
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match
from chroma_desktop.server.pg_store import PgStore
from tests.server.engines import store_args
from tests.server.servers import ServerProcess

LEASE = 2.0
"""The nodes' lease in these tests: a dead node's tables move after two seconds."""


class Nodes:
    """`count` nodes named n0, n1... on the database at `url`, with a lease of `lease` seconds
    and any further `chroma-server` arguments `extra_args` (a bus, the limits)."""

    def __init__(self, folder: Path, url: str, count: int = 3, lease: float = LEASE,
                 extra_args: tuple[str, ...] = ("--address-refusals-per-second", "1000")) -> None:
        self.url = url
        self.nodes = [ServerProcess(folder / f"n{index}.sqlite3", extra_args=(
            *store_args(url, f"n{index}", lease), *extra_args))
            for index in range(count)]
        for node in self.nodes:
            node.start()

    def url_of(self, index: int) -> str:
        return self.nodes[index].url

    def stop_all(self) -> None:
        for node in self.nodes:
            assert node.process is not None
            if node.process.poll() is None:
                node.process.send_signal(signal.SIGCONT)  # a stopped node cannot take SIGTERM
            node.stop()


class Front:
    """One address for all the nodes: each connection goes to the next node not marked `down`
    (a load balancer's health check), passed through byte for byte from the data callbacks (as
    a balancer's kernel splices them: no task woken, nothing read in turn)."""

    def __init__(self, ports: list[int]) -> None:
        self.ports, self.down = ports, set[int]()
        self.turn = 0

    async def start(self) -> str:
        loop = asyncio.get_running_loop()
        self.server = await loop.create_server(lambda: _ClientSide(self), "127.0.0.1", 0)
        return f"ws://127.0.0.1:{self.server.sockets[0].getsockname()[1]}"

    def next_ports(self) -> list[int]:
        """The nodes up, from the next in turn."""
        start, self.turn = self.turn, self.turn + 1
        turned = [self.ports[(start + step) % len(self.ports)] for step in range(len(self.ports))]
        return [port for port in turned if port not in self.down]

    async def close(self) -> None:
        self.server.close()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.server.wait_closed(), 2)


class _Passing(asyncio.Protocol):
    """One side of a connection passed through: what it reads is written to the other side
    at once; the other side's full buffer holds its reading back; either's end closes both."""

    def __init__(self) -> None:
        self.transport: asyncio.Transport | None = None
        self.other: _Passing | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport

    def data_received(self, data: bytes) -> None:
        if self.other is not None and self.other.transport is not None:
            self.other.transport.write(data)

    def eof_received(self) -> bool:
        self.connection_lost(None)
        return False

    def connection_lost(self, exc: Exception | None) -> None:
        if self.other is not None and self.other.transport is not None:
            self.other.transport.close()

    def pause_writing(self) -> None:
        if self.other is not None and self.other.transport is not None:
            self.other.transport.pause_reading()

    def resume_writing(self) -> None:
        if self.other is not None and self.other.transport is not None:
            self.other.transport.resume_reading()


class _ClientSide(_Passing):
    """A client's connection to the front: held unread until a node is reached."""

    def __init__(self, front: Front) -> None:
        super().__init__()
        self.front = front

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        assert self.transport is not None
        self.transport.pause_reading()
        self.reaching = asyncio.get_running_loop().create_task(self._reach(self.front.next_ports()))

    async def _reach(self, ports: list[int]) -> None:
        assert self.transport is not None
        for port in ports:  # each node up once
            try:
                _, node = await asyncio.get_running_loop().create_connection(_Passing, "127.0.0.1", port)
            except OSError:
                continue
            if self.transport.is_closing():
                assert node.transport is not None
                node.transport.close()
                return
            self.other, node.other = node, self
            self.transport.resume_reading()
            return
        self.transport.close()


def check_tables(url: str, tables: dict[str, tuple[str, list[SeatLog]]]) -> dict[str, int]:
    """Every table (id → its game and its seats' logs): 0 acked moves lost (each is in the log at
    the ply its ack named), 0 applied twice (a seat's move id is in the log once, and only if it
    was sent), 0 rows from a stale owner (the epochs never go down along the log), and the log
    replays to a finished game whose status says so. The counts, for the test to show."""
    store = PgStore(url, "onlooker")
    totals = {"acked": 0, "tables": 0, "owners": 0}
    try:
        with psycopg.connect(url) as db:
            for table_id, (game, logs) in tables.items():
                stored = store.load(table_id)
                assert stored is not None
                for seat, log in enumerate(logs):
                    for ply, text in log.acked.values():
                        assert (stored.log[ply].player, stored.log[ply].move) == (seat, text), (table_id, ply)
                        totals["acked"] += 1
                    ids = [row.cid for row in stored.log if row.player == seat and row.cid is not None]
                    assert len(ids) == len(set(ids)) and set(ids) <= set(log.sent), (table_id, seat)
                epochs = [epoch for (epoch,) in db.execute(
                    "SELECT epoch FROM log WHERE table_id = %s ORDER BY ply", (table_id,)).fetchall()]
                assert epochs == sorted(epochs), (table_id, epochs)
                totals["owners"] += len(set(epochs))
                match = Match.from_record({"format_version": 1, "game": game, "players": stored.row.players,
                                           "options": stored.row.options, "seed": stored.row.seed,
                                           "moves": [[row.player, row.move] for row in stored.log]},
                                          resolve=find_game)
                assert match.is_over() and stored.row.status == "over", table_id
                ends = [log.end for log in logs]
                assert all(end is not None and end["record"] == match.to_record() for end in ends)
                totals["tables"] += 1
    finally:
        store.close()
    return totals


def owners(url: str) -> dict[str, Any]:
    """Each table's lease holder now."""
    with psycopg.connect(url) as db:
        return dict(db.execute("SELECT table_id, node FROM leases").fetchall())
