"""Figures for the online server across nodes (issue 35): prints them, asserts nothing.

    .venv/bin/python benchmarks/online_nodes.py [--tables N] [--seconds S] [--lease L] [--durable]
        [--synchronous-commit on|off] [--direct] [--skip-faults] [--skip-single] [--appends N]
        [--crash] [--save FILE]
    .venv/bin/python benchmarks/online_nodes.py --pool FILE [FILE ...]

- appends: one node's store alone, no sockets: the seconds one `append` (a move's row, its clocks)
  takes on SQLite (synchronous=NORMAL) and on PostgreSQL (this machine, loopback), and with 20
  tables appending at once through a node's writer (`pg_writer.PgWriter`): each
  append's wait and how many appends a commit carried (group commit).
- load: the same N 4-player Coloretto tables at bot pace (each seat 1-2 s a move, any legal move)
  on one node with SQLite, then on three nodes sharing PostgreSQL and NATS behind one address (a
  pass-through front that spreads connections over the nodes, so about two seats in three reach a
  node that does not own their table and are relayed): move sent → own updated state, p50/p99,
  over an S-second window after a warm-up, and the servers' CPU per move (all nodes together).
  `--direct` adds three nodes with each seat connected to its table's owner (no front, no relay):
  the store's and the bus's cost without the relay's.
- faults (three nodes): a node killed with SIGKILL, then another stopped with SIGSTOP: for the
  seats of the tables each held, the time from the fault until the seat holds a fresh state again
  (p50/p95/max), the lease being L seconds (the default is `chroma-server`'s own).

- crash (`--crash`): one node on PostgreSQL, N tables played fast, and PostgreSQL crashed twice
  mid-play (`pg_ctl stop -m immediate`: no shutdown checkpoint, no WAL written that was not yet)
  and started again: the acknowledged moves missing from the logs afterwards, and the tables
  whose log no longer replays (what `synchronous_commit=off` risks: see docs/DEPLOY.md).

`--save FILE` writes each setup's latencies (JSON) to pool several runs: a p99 of one window's
400 moves is its fifth slowest, and on a shared machine one run's load spike decides it.
`--pool FILE ...` starts nothing: it prints each setup's p50 and p99 over the runs those files kept.

PostgreSQL's settings are printed first: the tests' cluster (fsync off, a figure of the node
alone, never a deployment's) unless `--durable` (fsync on, PostgreSQL's defaults), with
`synchronous_commit` on (the default: a move is acked once its commit is on disk) or off.

Every process runs on this machine (the nodes, PostgreSQL, NATS, the clients in this process): on
a shared machine the figures hold the others' load too, and say the load average. The engines are
started as the tests start them (`tests/server/engines.py`, `tests/server/nodes.py`); the test
cluster runs without fsync unless `--durable`.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # tests.server: the engines, nodes

from chroma_desktop.net.client import ANY_LEGAL, SeatLog, TableSession, play_seat  # noqa: E402
from chroma_desktop.server.leases import LEASE_SECONDS  # noqa: E402
from chroma_desktop.server.pg_store import PgStore  # noqa: E402
from chroma_desktop.server.pg_writer import PgWriter  # noqa: E402
from chroma_desktop.server.store import Append, LogRow, SqliteStore, Store, TableRow  # noqa: E402
from tests.server.engines import NatsServer, PostgresCluster, store_args  # noqa: E402
from tests.server.nodes import Front, Nodes, owners  # noqa: E402
from tests.server.servers import ServerProcess, create_table  # noqa: E402

GAME = "coloretto"
BOT_PACE = (1.0, 2.0)
TICKS = os.sysconf("SC_CLK_TCK")
UNLIMITED = ("--connections-per-address", "100000", "--new-connections-per-second", "100000",
             "--address-refusals-per-second", "100000")
"""Every client comes from 127.0.0.1: the per-address limits would count them as one attacker."""


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def load_average() -> str:
    return "load average " + " ".join(f"{value:.2f}" for value in os.getloadavg())


# -- appends ---------------------------------------------------------------------------------
def time_appends(store: Store, count: int) -> list[float]:
    """Seconds each of `count` appends to one new table took."""
    row = TableRow(table_id="bench", game=GAME, players=4, options={}, seed=1, salt="s", seed_commit="c",
                   spectator_hash="h", status="open", created=time.time())
    store.create(row, ["a", "b", "c", "d"], [])
    took = []
    for ply in range(count):
        began = time.perf_counter()
        store.append("bench", [LogRow(ply, ply % 4, f"m{ply}", ply)], clocks={"left": [ply]})
        took.append(time.perf_counter() - began)
    return took


def appends(folder: Path, url: str, count: int) -> list[tuple[str, list[float]]]:
    sqlite = SqliteStore(folder / "appends.sqlite3")
    pg = PgStore(url, "bench")
    try:
        return [("SQLite", time_appends(sqlite, count)), ("PostgreSQL", time_appends(pg, count))]
    finally:
        sqlite.close()
        pg.close()


async def grouped_appends(url: str, tables: int, rounds: int) -> tuple[list[float], float]:
    """`tables` tables appending at once through a node's writer (`PgWriter`), `rounds`
    times: each append's seconds from queued to committed, and the appends a commit carried."""
    store = PgStore(url, "bench-group")
    writer = PgWriter(store)
    try:
        ids = [f"group{index}" for index in range(tables)]
        for table_id in ids:
            store.create(TableRow(table_id=table_id, game=GAME, players=4, options={}, seed=1, salt="s",
                                  seed_commit="c", spectator_hash="h", created=time.time()),
                         ["a", "b", "c", "d"], [])

        async def one(table_id: str, ply: int) -> float:
            began = time.perf_counter()
            await writer.append(Append(table_id, [LogRow(ply, ply % 4, f"m{ply}", ply)], {"left": [ply]}))
            return time.perf_counter() - began

        await asyncio.gather(*(one(table_id, 0) for table_id in ids))  # connected first, not timed
        groups, appended = writer.groups, writer.appended
        took: list[float] = []
        for ply in range(1, rounds + 1):
            took += await asyncio.gather(*(one(table_id, ply) for table_id in ids))
        return took, (writer.appended - appended) / max(writer.groups - groups, 1)
    finally:
        await writer.close()
        store.close()


# -- load ------------------------------------------------------------------------------------
class Load:
    """Bots at bot pace on every seat of `tables`, table i's seats through `urls[i]`."""

    def __init__(self, urls: list[str], tables: list[dict], think: tuple[float, float] = BOT_PACE) -> None:
        self.tables = tables
        self.sessions: dict[str, list[TableSession]] = {}
        self.logs: list[SeatLog] = []
        self.tasks: list[asyncio.Task[SeatLog]] = []
        for index, (url, table) in enumerate(zip(urls, tables, strict=True)):
            sessions = [TableSession(url, table["table"], GAME, seat_token=token)
                        for token in table["seat_tokens"]]
            self.sessions[table["table"]] = sessions
            for seat, session in enumerate(sessions):
                log = SeatLog()
                self.logs.append(log)
                self.tasks.append(asyncio.get_running_loop().create_task(play_seat(
                    session, seat, ANY_LEGAL, seed=index * 4 + seat, think=think, result=log)))

    async def window(self, seconds: float) -> list[float]:
        """Every move → own state latency of the next `seconds`."""
        marks = [len(log.latencies) for log in self.logs]
        await asyncio.sleep(seconds)
        return [value for log, mark in zip(self.logs, marks, strict=True) for value in log.latencies[mark:]]

    async def back_after(self, tables: list[str], fault_at: float, within: float) -> tuple[list[float], int]:
        """Seconds from `fault_at` until each seat of `tables` (still in play) held a fresh state
        again; how many seats did not within `within` seconds."""
        seats = [session for table in tables for session in self.sessions[table] if not session.ended]
        for session in seats:
            session.recoveries.clear()
            session.cut_at = fault_at
        deadline = time.perf_counter() + within
        while time.perf_counter() < deadline and not all(s.recoveries or s.ended for s in seats):
            await asyncio.sleep(0.05)
        back = [session.recoveries[0] for session in seats if session.recoveries]
        return back, len(seats) - len(back)

    async def close(self) -> None:
        for sessions in self.sessions.values():
            for session in sessions:
                session.close()
        for task in self.tasks:
            task.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)


def cpu_seconds(servers: list[ServerProcess]) -> float:
    """The CPU the servers' processes used so far (user and system, from /proc)."""
    total = 0
    for server in servers:
        assert server.process is not None
        fields = Path(f"/proc/{server.process.pid}/stat").read_text().rsplit(")", 1)[1].split()
        total += int(fields[11]) + int(fields[12])
    return total / TICKS


class Window(NamedTuple):
    latencies: list[float]
    cpu: float
    """The servers' CPU seconds over the window."""


def latency_row(setup: str, window: Window, seconds: float) -> str:
    values = window.latencies
    return (f"| {setup} | {len(values) / seconds:.0f} | {pct(values, .5) * 1e3:.1f} | "
            f"{pct(values, .99) * 1e3:.1f} | {window.cpu / max(len(values), 1) * 1e3:.2f} | {len(values)} |")


async def measured(load: Load, servers: list[ServerProcess], seconds: float) -> Window:
    cpu = cpu_seconds(servers)
    values = await load.window(seconds)
    return Window(values, cpu_seconds(servers) - cpu)


async def one_node(folder: Path, count: int, seconds: float) -> Window:
    server = ServerProcess(folder / "one.sqlite3", extra_args=UNLIMITED)
    server.start()
    try:
        tables = [create_table(server.url, GAME, 4) for _ in range(count)]
        load = Load([server.url] * count, tables)
        await asyncio.sleep(max(BOT_PACE) + 2)
        values = await measured(load, [server], seconds)
        await load.close()
    finally:
        server.stop()
    return values


async def three_nodes(folder: Path, url: str, bus: str, count: int, seconds: float, lease: float,
                      faults: bool, direct: bool) -> tuple[Window, list[tuple[str, list[float], int]]]:
    """`direct`: each table's seats go straight to the node that opened (and holds) it, no front
    and no relay: what the store and the bus cost alone."""
    nodes = Nodes(folder, url, lease=lease, extra_args=("--bus", bus, *UNLIMITED))
    front = Front([node.port for node in nodes.nodes])
    fault_rows: list[tuple[str, list[float], int]] = []
    try:
        tables = [create_table(nodes.url_of(index % 3), GAME, 4) for index in range(count)]
        front_url = await front.start()
        urls = [nodes.url_of(index % 3) if direct else front_url for index in range(count)]
        load = Load(urls, tables)
        await asyncio.sleep(max(BOT_PACE) + 2)
        values = await measured(load, nodes.nodes, seconds)
        if faults:
            for name, index, strike in (("SIGKILL", 0, signal.SIGKILL), ("SIGSTOP", 1, signal.SIGSTOP)):
                victim = nodes.nodes[index]
                assert victim.process is not None
                held = [table for table, node in owners(url).items() if node == f"n{index}"]
                victim.process.send_signal(strike)
                fault_at = time.perf_counter()
                front.down.add(victim.port)  # the balancer's health check, at once
                back, missing = await load.back_after(held, fault_at, within=lease * 3 + 30)
                fault_rows.append((f"{name} of n{index} ({len(held)} tables)", back, missing))
            sleeper = nodes.nodes[1].process
            assert sleeper is not None
            sleeper.send_signal(signal.SIGCONT)
        await load.close()
    finally:
        await front.close()
        nodes.stop_all()
    return values, fault_rows


def settings_said(durable: bool, commit: str) -> str:
    """PostgreSQL's settings of a run and what an acked move is under them (docs/DEPLOY.md)."""
    if not durable:
        return (f"fsync off, full_page_writes off, synchronous_commit {commit} (the tests' cluster, "
                "no deployment's: an acked move is in the machine's memory only)")
    if commit == "on":
        return ("fsync on, full_page_writes on, synchronous_commit on (PostgreSQL's defaults, the "
                "deployment's: a move is acked once its commit is on disk)")
    return ("fsync on, full_page_writes on, synchronous_commit off (a move is acked before its "
            "commit is on disk: a crash of PostgreSQL or of its machine loses the last moves acked)")


# -- a PostgreSQL crash ------------------------------------------------------------------------
CRASH_PACE = (0.1, 0.3)
"""Seconds a move per seat while PostgreSQL is crashed: many commits a second, some in flight."""


async def crash(folder: Path, cluster: PostgresCluster, count: int) -> tuple[int, int, int]:
    """One node, `count` tables at `CRASH_PACE`, PostgreSQL crashed twice and started again: the
    acked moves, those missing from the logs afterwards (not at the ply their ack named), and
    the tables whose stored log does not replay to what their seats were shown."""
    url = cluster.new_database()
    node = ServerProcess(folder / "crash.sqlite3", extra_args=(*store_args(url, "c0"), *UNLIMITED))
    node.start()
    try:
        tables = [create_table(node.url, GAME, 4) for _ in range(count)]
        load = Load([node.url] * count, tables, think=CRASH_PACE)
        for _ in range(2):
            await asyncio.sleep(3)
            await asyncio.to_thread(cluster.stop, "immediate")
            await asyncio.to_thread(cluster.start)
        await asyncio.sleep(3)
        await load.close()
    finally:
        node.stop()
    store = PgStore(url, "onlooker")
    acked = lost = broken = 0
    try:
        for index, table in enumerate(tables):
            stored = store.load(table["table"])
            log = {row.ply: row for row in stored.log} if stored is not None else {}
            gone = 0
            for seat in range(4):
                for ply, text in load.logs[index * 4 + seat].acked.values():
                    acked += 1
                    row = log.get(ply)
                    gone += row is None or (row.player, row.move) != (seat, text)
            lost += gone
            broken += gone > 0 or sorted(log) != list(range(len(log)))  # a gap: the log does not replay
    finally:
        store.close()
    return acked, lost, broken


SETUP_NAMES = {"single": "1 node, SQLite", "direct": "3 nodes, PostgreSQL + NATS, each seat at the owner",
               "relayed": "3 nodes, PostgreSQL + NATS, one front (relayed)"}


async def main(args: argparse.Namespace) -> None:
    folder = Path(tempfile.mkdtemp(prefix="chroma-nodes-"))
    commit = args.synchronous_commit
    cluster = PostgresCluster(durable=args.durable, settings=(f"synchronous_commit={commit}",))
    nats = NatsServer()
    print(f"PostgreSQL: {settings_said(args.durable, commit)}; {os.cpu_count()} CPUs shared with every "
          f"other process; {load_average()}")
    try:
        if args.crash:
            acked, lost, broken = await crash(folder, cluster, args.tables)
            print(f"\n== PostgreSQL crashed twice (immediate stop) under {args.tables} tables at "
                  f"{CRASH_PACE[0]:g}-{CRASH_PACE[1]:g} s a move: {acked} moves acked, {lost} of them lost, "
                  f"{broken} tables whose log no longer holds what was shown ({load_average()})")
            return
        print(f"\n== one append (a move's row and its clocks), {args.appends} in a row, one node alone")
        for engine, took in appends(folder, cluster.new_database(), args.appends):
            print(f"{engine:10}: p50 {pct(took, .5) * 1e3:.2f} ms, p99 {pct(took, .99) * 1e3:.2f} ms")
        took, per_commit = await grouped_appends(cluster.new_database(), 20, max(1, args.appends // 20))
        print(f"PostgreSQL, 20 tables at once through the writer: p50 {pct(took, .5) * 1e3:.2f} ms, "
              f"p99 {pct(took, .99) * 1e3:.2f} ms, {per_commit:.1f} appends a commit", flush=True)
        print(f"\n== {args.tables} 4-player Coloretto tables at bot pace ({BOT_PACE[0]:g}-{BOT_PACE[1]:g} s "
              f"a move per seat), {args.seconds:.0f} s window", flush=True)
        single = None
        if not args.skip_single:
            single = await one_node(folder, args.tables, args.seconds)
            print(f"one node on SQLite done; {load_average()}", flush=True)
        direct = None
        if args.direct:
            direct, _ = await three_nodes(folder, cluster.new_database(), nats.url(), args.tables,
                                          args.seconds, args.lease, False, True)
            print(f"three nodes, each seat at its table's owner: done; {load_average()}", flush=True)
        spread, fault_rows = await three_nodes(folder, cluster.new_database(), nats.url(), args.tables,
                                               args.seconds, args.lease, not args.skip_faults, False)
        print("\n| Setup | Moves/s | Move → own state p50 (ms) | p99 (ms) | Servers' CPU a move (ms) "
              "| Moves |")
        print("|---|---|---|---|---|---|")
        if single is not None:
            print(latency_row(SETUP_NAMES["single"], single, args.seconds))
        if direct is not None:
            print(latency_row(SETUP_NAMES["direct"], direct, args.seconds))
        print(latency_row(SETUP_NAMES["relayed"], spread, args.seconds))
        if args.save is not None:  # each setup's latencies, for runs pooled (a p99 of 400 moves is noisy)
            kept = {"single": single, "direct": direct, "relayed": spread}
            args.save.write_text(json.dumps({name: window.latencies for name, window in kept.items()
                                             if window is not None}))
        if fault_rows:
            print(f"\n| Fault (lease {args.lease:g} s) | Seats | Back in play p50 (s) | p95 (s) | max (s) "
                  "| Not back |")
            print("|---|---|---|---|---|---|")
            for name, back, missing in fault_rows:
                print(f"| {name} | {len(back) + missing} | {pct(back, .5):.2f} | {pct(back, .95):.2f} | "
                      f"{max(back, default=float('nan')):.2f} | {missing} |")
        print(f"({load_average()})")
    finally:
        nats.close()
        cluster.close()


def pooled(files: list[Path]) -> None:
    """Each setup's latencies over the runs `--save` kept in `files`, as one table."""
    runs = [json.loads(path.read_text(encoding="utf-8")) for path in files]
    print(f"\n| Setup, {len(runs)} runs pooled | Move → own state p50 (ms) | p99 (ms) | max (ms) | Moves |")
    print("|---|---|---|---|---|")
    for name, setup in SETUP_NAMES.items():
        values = [value for run in runs for value in run.get(name, [])]
        if values:
            print(f"| {setup} | {pct(values, .5) * 1e3:.1f} | {pct(values, .99) * 1e3:.1f} | "
                  f"{max(values) * 1e3:.1f} | {len(values)} |")


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=60, help="4-player tables in play at once")
    parser.add_argument("--seconds", type=float, default=20.0, help="the latency window")
    parser.add_argument("--lease", type=float, default=LEASE_SECONDS, help="the nodes' lease (seconds)")
    parser.add_argument("--durable", action="store_true", help="PostgreSQL with fsync (its defaults)")
    parser.add_argument("--synchronous-commit", choices=("on", "off"), default="on",
                        help="PostgreSQL's synchronous_commit: on acks a move once its commit is on disk")
    parser.add_argument("--crash", action="store_true",
                        help="only: crash PostgreSQL twice mid-play and count the acked moves lost")
    parser.add_argument("--direct", action="store_true",
                        help="also three nodes with each seat at its table's owner (no front, no relay)")
    parser.add_argument("--skip-faults", action="store_true", help="no kill -9 or SIGSTOP")
    parser.add_argument("--skip-single", action="store_true", help="no one-node SQLite run")
    parser.add_argument("--save", type=Path, default=None, help="write each setup's latencies (JSON) here")
    parser.add_argument("--pool", type=Path, nargs="+", default=None,
                        help="print the setups' figures over runs saved with --save; start nothing")
    parser.add_argument("--appends", type=int, default=500, help="appends timed on each store alone")
    return parser.parse_args(argv)


if __name__ == "__main__":
    arguments = parse(sys.argv[1:])
    if arguments.pool:
        pooled(arguments.pool)
    else:
        asyncio.run(main(arguments))
