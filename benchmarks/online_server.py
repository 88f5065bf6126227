"""Figures for the online table server (issue 18): prints them, asserts nothing.

    .venv/bin/python benchmarks/online_server.py [latency] [turns N] [realtime N] [normal N]
        [reconnect] [storm N] [kill] [attacks [NAME,NAME...]] [capacity [GAME,GAME...]]
        [--sizes N,N,...] [--repeat K] [--seconds S]

With no part named, runs all eight at their full sizes (1,000 turn-based tables, 150 CMYK! tables,
300 Coloretto tables around the normal one, 1,000 clients in the storm, every attack). The store's
faults (acked-but-lost under kill -9, write-lock contention and a full disk) are
`benchmarks/online_durability.py`. `attacks` runs each attack of `online_attacks.py` on a server
of its own with the default limits (the fds attack's limited to 1,024 open files) and prints a
normal table's move → own state meanwhile.
`chroma-server` runs in a subprocess pinned to core 0 (SQLite WAL, synchronous=NORMAL) and every
client in this process on core 1, all on loopback:

- latency: one table of each game, bots moving 10 ms after each state: move sent → own updated state
  received, p50/p99, and the server's CPU per accepted move (from /proc). The bots decide in worker
  threads and each frame is timed as it is read off its socket, so one seat's thinking never sits
  between another seat's move and its answer (in CMYK! every seat acts at once).
The load parts' clients play any legal move from the `legal` list (the server's work per move is
the same; the clients' is far less, so one core of clients can drive the server):

- turns N: N 4-player Coloretto tables (4·N sockets) at a human pace (3-5 s before each move; a
  table whose game ends is replaced at once, so N stay in play):
  moves per second, the server's CPU over the window (% of one core), move → ack p50/p99.
- realtime N: N 4-player CMYK! tables, every seat acting about once a second (0.5-1.5 s): the same
  figures, plus the share of moves refused as stale.
- normal N: one normal 4-player Coloretto table (bots moving 10 ms after each state) while N
  4-player Coloretto tables play at bot pace (each seat 1-2 s a move): the normal table's move →
  own state p50/p99 over the window. The collector's pauses show here (server/memory.py).
- reconnect: 40 seats of 10 tables dropped without a close, one by one: drop → fresh state p50/p95.
- storm N: N seated clients (N/4 Coloretto tables) all cut at once: time until every one is back
  with a fresh state, and reconnects per second (jittered backoff 50-500 ms).
- kill: 20 tables in play, the server killed with SIGKILL and started again at once: kill → every
  client holding a fresh state, p50/p95/max, and the server's start-up time.
- capacity [GAMES]: tables per core at bot pace, per game (all four unless named). For each game
  and each size of its ladder (`LADDERS`, or `--sizes`), a fresh server holds N 4-player tables
  in play at bot pace (turn-based: each seat 1-2 s a move; CMYK!: every seat about once a second,
  0.5-1.5 s) for the window: move → own state p50/p99 of every move. A table of the sizes that
  keep p50 ≤ 5 ms and p99 ≤ 20 ms ends the part (`--repeat K`: the best of K runs a size, as
  a shared machine's load only adds latency); it is not run with the others by default.

On a shared machine every latency also holds the time the server (and the clients) were ready to
run but waited for a CPU: the latency and load parts print that wait (from /proc/PID/schedstat)
with the load average, and say when the clients' own core was saturated, so a figure is read
against the machine it was measured on.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import os
import random
import resource
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

from websockets.asyncio.client import connect

from chroma_desktop.net.client import ANY_LEGAL, SeatLog, TableSession, play_seat
from chroma_desktop.net.protocol import dumps
from chroma_desktop.registry import game_ids

HOST_KEY = "benchmark-host-key-0123456789"
TICKS = os.sysconf("SC_CLK_TCK")
PACE = 0.01
"""Seconds each bot waits before a move in the latency part: the client's own work (the other
seats' bots) then never sits between a move and its answer."""


class Server:
    def __init__(self, db: Path, per_address: int = 100_000, open_files: int | None = None,
                 move_rate: float = 1000) -> None:
        """`per_address`: connections from one address (the load parts' clients all come from
        127.0.0.1, so their new connections and refusals a second are not limited either);
        `open_files`: the server's RLIMIT_NOFILE (None: as inherited); `move_rate`:
        moves a second per seat (high for the load parts, the default for the attacks)."""
        self.db, self.port, self.process = db, 0, None
        self.per_address, self.open_files, self.move_rate = per_address, open_files, move_rate

    def _pin(self) -> None:
        os.sched_setaffinity(0, {0})
        if self.open_files is not None:
            resource.setrlimit(resource.RLIMIT_NOFILE, (self.open_files, self.open_files))

    def start(self) -> float:
        began = time.perf_counter()
        env = dict(os.environ, CHROMA_SERVER_HOST_KEY=HOST_KEY)
        self.process = subprocess.Popen(
            [sys.executable, "-m", "chroma_desktop.server.main", "--db", str(self.db), "--port",
             str(self.port), "--move-rate", str(self.move_rate), "--connections-per-address",
             str(self.per_address), "--new-connections-per-second",
             str(50 if self.per_address <= 64 else 100_000), "--address-refusals-per-second",
             str(20 if self.per_address <= 64 else 100_000)],
            stdout=subprocess.PIPE, text=True, env=env, preexec_fn=self._pin)
        line = self.process.stdout.readline()
        self.url = line.split()[-1]
        self.port = int(self.url.rsplit(":", 1)[1])
        return time.perf_counter() - began

    def cpu_seconds(self) -> float:
        fields = Path(f"/proc/{self.process.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / TICKS

    def waited_seconds(self) -> float:
        """Seconds the server was ready to run but waited for a CPU (the machine's other load)."""
        return _waited(self.process.pid)

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(10)


def _waited(pid: int | str) -> float:
    """Seconds process `pid` has spent ready to run on a run queue (/proc/PID/schedstat)."""
    try:
        return int(Path(f"/proc/{pid}/schedstat").read_text().split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return float("nan")


def machine_load() -> str:
    """The load average now, to read every figure against: the machine may be shared."""
    return "load average " + " ".join(f"{value:.2f}" for value in os.getloadavg())


async def create(url: str, game: str, players: int, count: int) -> list[dict]:
    tables = []
    for _ in range(count):
        async with connect(url) as socket:
            await socket.send(dumps({"t": "create", "host_key": HOST_KEY, "game": game, "players": players}))
            tables.append(json.loads(await socket.recv()))
    return tables


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def ms(values: list[float]) -> str:
    return f"p50 {pct(values, .5) * 1e3:.1f} ms, p95 {pct(values, .95) * 1e3:.1f} ms, " \
           f"p99 {pct(values, .99) * 1e3:.1f} ms (n={len(values)})"


def seats_of(url: str, game: str, tables: list[dict]) -> list[tuple[int, TableSession]]:
    return [(seat, TableSession(url, table["table"], game, seat_token=token))
            for table in tables for seat, token in enumerate(table["seat_tokens"])]


# -- the parts -------------------------------------------------------------------------------
async def latency(server: Server) -> None:
    print(f"\n== move → own updated state, one table per game, bots moving {PACE * 1e3:.0f} ms after a state")
    for game in game_ids():
        players = 3 if game == "chroma_mix" else 4
        tables = await create(server.url, game, players, 1)
        seats = seats_of(server.url, game, tables)
        cpu, waited, began = server.cpu_seconds(), server.waited_seconds(), time.perf_counter()
        logs = await asyncio.gather(*(play_seat(session, seat, think=PACE, decide_apart=True)
                                      for seat, session in seats))
        cpu, waited = server.cpu_seconds() - cpu, server.waited_seconds() - waited
        elapsed = time.perf_counter() - began
        moves = sum(len(log.acked) for log in logs)
        values = [value for log in logs for value in log.latencies]
        print(f"{game:13} {players}p: {ms(values)}; server CPU {cpu / moves * 1e3:.2f} ms per accepted "
              f"move ({moves} moves, {len(logs[0].end['record']['moves'])} plies); the server waited for "
              f"a CPU {waited / elapsed * 100:.0f} % of the time; {machine_load()}")


class LoadFigures(NamedTuple):
    p50: float
    p99: float
    moves_per_second: float
    server_cpu: float
    """The server's CPU over the window, as a share of one core."""
    server_waited: float
    """The share of the window the server was ready to run but waited for a CPU."""
    clients_saturated: bool


async def load(server: Server, game: str, count: int, think: tuple[float, float],
               seconds: float) -> LoadFigures:
    """`count` 4-player tables kept in play: a table whose game ends is replaced by a new one, so
    the server holds `count` tables in play for the whole window. Prints the figures and
    returns them."""
    logs: list[SeatLog] = []  # every seat of every table, replacements included
    live: dict[int, list[TableSession]] = {}
    replaced = [0]

    async def keep_table(slot: int) -> None:
        for round_ in itertools.count():
            (table,) = await create(server.url, game, 4, 1)
            seats = seats_of(server.url, game, [table])
            live[slot] = [session for _seat, session in seats]
            seat_logs = [SeatLog() for _ in seats]
            logs.extend(seat_logs)
            await asyncio.gather(*(
                play_seat(session, seat, ANY_LEGAL, seed=(round_ * count + slot) * 4 + seat, think=think,
                          result=log) for (seat, session), log in zip(seats, seat_logs, strict=True)))
            for session in live[slot]:
                session.close()
            replaced[0] += 1

    tasks = []
    for slot in range(count):
        tasks.append(asyncio.create_task(keep_table(slot)))
        if slot % 12 == 11:
            await asyncio.sleep(0.05)  # connect gradually
    await asyncio.sleep(max(think) + 2)  # everyone seated and playing
    marks = {id(log): (len(log.acked), len(log.rejects), len(log.latencies)) for log in logs}
    replaced_before = replaced[0]
    cpu, began, mine = server.cpu_seconds(), time.perf_counter(), time.process_time()
    waited, mine_waited = server.waited_seconds(), _waited("self")
    await asyncio.sleep(seconds)
    cpu, elapsed = server.cpu_seconds() - cpu, time.perf_counter() - began
    mine = time.process_time() - mine
    waited, mine_waited = server.waited_seconds() - waited, _waited("self") - mine_waited
    ended = list(logs)
    since = [marks.get(id(log), (0, 0, 0)) for log in ended]
    moves = sum(len(log.acked) - mark[0] for log, mark in zip(ended, since, strict=True))
    refused = [code for log, mark in zip(ended, since, strict=True) for code in log.rejects[mark[1]:]]
    rejects = len(refused)
    values = [value for log, mark in zip(ended, since, strict=True) for value in log.latencies[mark[2]:]]
    print(f"{count} tables, {4 * count} sockets, {elapsed:.0f} s window: {moves / elapsed:.0f} moves/s, "
          f"server CPU {cpu / elapsed * 100:.0f} % of one core ({cpu / max(moves, 1) * 1e3:.2f} ms a move); "
          f"move → own state {ms(values)}; refused {rejects / max(moves + rejects, 1):.1%} "
          f"({refused.count('stale')} stale, {refused.count('illegal')} no longer legal); the clients' own "
          f"process used {mine / elapsed * 100:.0f} % of its core (latency includes its queueing)")
    print(f"  waiting for a CPU (run queue, the machine's other load): server {waited / elapsed * 100:.0f} % "
          f"of the window, clients {mine_waited / elapsed * 100:.0f} %; {machine_load()}; games that ended "
          f"in the window and were replaced: {replaced[0] - replaced_before}")
    saturated = (mine + mine_waited) / elapsed > 0.8
    if saturated:
        print("  the clients' core was saturated: these latencies include the clients' own queueing, "
              "not only the server's (spread the clients, or run fewer tables)")
    for task in tasks:
        task.cancel()
    for sessions in live.values():
        for session in sessions:
            session.close()
    await asyncio.gather(*tasks, return_exceptions=True)
    return LoadFigures(pct(values, .5), pct(values, .99), moves / elapsed, cpu / elapsed, waited / elapsed,
                       saturated)


LADDERS = {"coloretto": (100, 200, 300), "chroma_mix": (25, 50, 100), "chroma_cubes": (25, 50, 100),
           "cmyk": (25, 50, 75)}
"""The sizes `capacity` tries for each game, smallest first."""
BOT_PACE = {"cmyk": (0.5, 1.5)}
"""Seconds each seat waits before a move at bot pace (real time: every seat acts); else 1-2 s."""
TARGET_P50, TARGET_P99 = 0.005, 0.020


async def capacity(folder: Path, games: list[str], sizes: list[int] | None, seconds: float,
                   repeat: int = 1) -> None:
    """`repeat` runs of each size, the one with the lowest p99 kept: on a shared machine the
    others' load only ever adds latency, so the best run is the nearest to the server's own."""
    print(f"\n== tables per core at bot pace, per game: a fresh server per run, {seconds:.0f} s windows, "
          f"the best of {repeat} run(s) a size; within p50 ≤ {TARGET_P50 * 1e3:.0f} ms and p99 ≤ "
          f"{TARGET_P99 * 1e3:.0f} ms")
    rows = []
    for game in games:
        think = BOT_PACE.get(game, (1.0, 2.0))
        held = 0
        for count in sizes or LADDERS[game]:
            runs = []
            for attempt in range(repeat):
                print(f"\n{game}, {count} tables ({think[0]:g}-{think[1]:g} s a move per seat), run "
                      f"{attempt + 1}:", flush=True)
                server = Server(folder / f"capacity-{game}-{count}-{attempt}.sqlite3", move_rate=1000)
                server.start()
                try:
                    runs.append(await load(server, game, count, think, seconds))
                finally:
                    server.stop()
            figures = min(runs, key=lambda run: run.p99)
            within = figures.p50 <= TARGET_P50 and figures.p99 <= TARGET_P99
            rows.append((game, count, figures, within))
            if within and not figures.clients_saturated:
                held = max(held, count)
        print(f"  {game}: {held or 'fewer than ' + str(min(sizes or LADDERS[game]))} tables held the target")
    print("\n| Game | Tables | Moves/s | Move → own state p50 / p99 | Server CPU (a move) | Server waited "
          "| Held |")
    print("|---|---|---|---|---|---|---|")
    for game, count, figures, within in rows:
        per_move = figures.server_cpu / max(figures.moves_per_second, 1e-9) * 1e3
        print(f"| {game} | {count} | {figures.moves_per_second:.0f} | {figures.p50 * 1e3:.1f} / "
              f"{figures.p99 * 1e3:.1f} ms | {figures.server_cpu:.0%} ({per_move:.2f} ms) | "
              f"{figures.server_waited:.0%} | "
              f"{'yes' if within else 'no'}{' (clients saturated)' if figures.clients_saturated else ''} |")
    print(f"({machine_load()})")


async def normal_among(server: Server, count: int, seconds: float) -> None:
    """A normal table's latency while `count` Coloretto tables play at bot pace around it."""
    background = asyncio.create_task(load(server, "coloretto", count, (1.0, 2.0), seconds))
    await asyncio.sleep(4)  # the background seated and playing (its window starts now too)
    values: list[float] = []
    began = time.perf_counter()
    while time.perf_counter() - began < seconds:
        tables = await create(server.url, "coloretto", 4, 1)
        logs = await asyncio.gather(*(play_seat(session, seat, ANY_LEGAL, think=PACE)
                                      for seat, session in seats_of(server.url, "coloretto", tables)))
        values += [value for log in logs for value in log.latencies]
    print(f"a normal Coloretto table among {count} at bot pace: move → own state {ms(values)}; "
          f"{machine_load()}")
    await background


async def reconnect(server: Server) -> None:
    print("\n== reconnect after a drop without a close")
    tables = await create(server.url, "coloretto", 4, 10)
    seats = seats_of(server.url, "coloretto", tables)
    tasks = [asyncio.create_task(play_seat(session, seat, think=(0.5, 1.5))) for seat, session in seats]
    await asyncio.sleep(2)
    for _seat, session in seats:
        session.drop()
        await asyncio.sleep(0.05)
    await asyncio.sleep(2)
    values = [value for _seat, session in seats for value in session.recoveries]
    print(f"drop → fresh state: {ms(values)} (client backoff 50-100 ms)")
    for task in tasks:
        task.cancel()
    for _seat, session in seats:
        session.close()
    await asyncio.gather(*tasks, return_exceptions=True)


async def storm(server: Server, count: int) -> None:
    print(f"\n== reconnect storm: {count} seated clients all cut at once")
    tables = await create(server.url, "coloretto", 4, count // 4)
    seats = seats_of(server.url, "coloretto", tables)
    for _seat, session in seats:
        session.backoff = (0.05, 0.5)  # jittered, as a real client's
    tasks = []
    for index, (seat, session) in enumerate(seats):
        tasks.append(asyncio.create_task(play_seat(session, seat, ANY_LEGAL, think=(60.0, 60.0))))
        if index % 50 == 49:
            await asyncio.sleep(0.05)
    def seated() -> int:
        return sum(session.socket is not None and session.last_seq is not None for _s, session in seats)

    while seated() < len(seats):
        await asyncio.sleep(0.1)
    began = time.perf_counter()
    for _seat, session in seats:
        session.drop()
    while sum(bool(session.recoveries) for _s, session in seats) < len(seats):
        await asyncio.sleep(0.02)
        if time.perf_counter() - began > 60:
            break
    took = time.perf_counter() - began
    back = sum(bool(session.recoveries) for _s, session in seats)
    values = [session.recoveries[0] for _s, session in seats if session.recoveries]
    print(f"{back}/{len(seats)} back with a fresh state in {took:.2f} s ({back / took:.0f} reconnects/s, "
          f"backoff 50-500 ms); each: {ms(values)}")
    for task in tasks:
        task.cancel()
    for _seat, session in seats:
        session.close()
    await asyncio.gather(*tasks, return_exceptions=True)


async def kill(server: Server) -> None:
    print("\n== SIGKILL of the server during play, started again at once")
    tables = await create(server.url, "chroma_mix", 3, 20)
    seats = seats_of(server.url, "chroma_mix", tables)
    tasks = [asyncio.create_task(play_seat(session, seat, think=(0.2, 0.6))) for seat, session in seats]
    await asyncio.sleep(4)
    now = time.perf_counter()
    for _seat, session in seats:
        session.cut_at = now
    server.kill()
    started = await asyncio.to_thread(server.start)
    await asyncio.sleep(4)
    values = [session.recoveries[-1] for _seat, session in seats if session.recoveries]
    print(f"server start-up {started:.2f} s; kill → fresh state for {len(values)}/{len(seats)} clients: "
          f"{ms(values)}, max {max(values):.2f} s")
    for task in tasks:
        task.cancel()
    for _seat, session in seats:
        session.close()
    await asyncio.gather(*tasks, return_exceptions=True)


async def attacks(folder: Path, names: list[str], seconds: float) -> None:
    from online_attacks import FDS, attack

    print(f"\n== attacks: a normal table's move → own state (Coloretto, 20 ms after each state) during "
          f"each attack, {seconds:.0f} s; the server has the default limits")
    for name in names:
        server = Server(folder / f"attack-{name}.sqlite3", per_address=64,
                        open_files=FDS if name == "fds" else None, move_rate=20)
        server.start()
        try:
            cpu, waited = server.cpu_seconds(), server.waited_seconds()
            values, said = await attack(name, server.url, create, seconds)
            cpu, waited = server.cpu_seconds() - cpu, server.waited_seconds() - waited
            print(f"{name:10}: {ms(values)}; server CPU {cpu / seconds * 100:.0f} % of a core, waiting for "
                  f"a CPU {waited / seconds * 100:.0f} % of the time; {said}; {machine_load()}", flush=True)
        finally:
            server.stop()


async def main(parts: dict[str, int], seconds: float, attack_names: list[str], games: list[str],
               sizes: list[int] | None) -> None:
    with contextlib.suppress(OSError):
        os.sched_setaffinity(0, {1})
    sys.setswitchinterval(0.0005)  # a bot thinking in a thread lets the sockets be read within 0.5 ms
    folder = Path(tempfile.mkdtemp(prefix="chroma-bench-"))
    server = Server(folder / "tables.sqlite3")
    server.start()
    try:
        if "latency" in parts:
            await latency(server)
        if "turns" in parts:
            print(f"\n== turn-based load: Coloretto at a human pace (3-5 s a move), N={parts['turns']}")
            await load(server, "coloretto", parts["turns"], (3.0, 5.0), seconds)
        if "realtime" in parts:
            print(f"\n== real-time load: CMYK!, each seat about once a second, N={parts['realtime']}")
            await load(server, "cmyk", parts["realtime"], (0.5, 1.5), seconds)
        if "normal" in parts:
            print(f"\n== a normal table among N Coloretto tables at bot pace, N={parts['normal']}")
            await normal_among(server, parts["normal"], seconds)
        if "reconnect" in parts:
            await reconnect(server)
        if "storm" in parts:
            await storm(server, parts["storm"])
        if "kill" in parts:
            await kill(server)
    finally:
        server.stop()
    if "attacks" in parts:
        await attacks(folder, attack_names, seconds)
    if "capacity" in parts:
        await capacity(folder, games, sizes, seconds, parts["capacity"])


def parse(argv: list[str]) -> tuple[dict[str, int], float, list[str], list[str], list[int] | None]:
    seconds = 20.0
    if "--seconds" in argv:
        at = argv.index("--seconds")
        seconds = float(argv[at + 1])
        del argv[at:at + 2]
    repeat = 1
    if "--repeat" in argv:
        at = argv.index("--repeat")
        repeat = int(argv[at + 1])
        del argv[at:at + 2]
    sizes = None
    if "--sizes" in argv:
        at = argv.index("--sizes")
        sizes = [int(size) for size in argv[at + 1].split(",")]
        del argv[at:at + 2]
    games = list(game_ids())
    parts: dict[str, int] = {}
    from online_attacks import ATTACKS

    defaults = {"latency": 1, "turns": 1000, "realtime": 150, "normal": 300, "reconnect": 1, "storm": 1000,
                "kill": 1, "attacks": 1}
    names = list(ATTACKS)
    words = iter(argv)
    for word in words:
        if word == "capacity":
            parts[word] = repeat
            if argv[-1] != word and argv[argv.index(word) + 1] not in defaults:
                games = next(words).split(",")
                if set(games) - set(LADDERS):
                    print(f"games are {', '.join(LADDERS)}", file=sys.stderr)
                    raise SystemExit(2)
            continue
        if word not in defaults:
            print(__doc__, file=sys.stderr)
            raise SystemExit(2)
        parts[word] = defaults[word]
        if word in ("turns", "realtime", "normal", "storm"):
            with contextlib.suppress(StopIteration, ValueError):
                parts[word] = int(next(words))
        if word == "attacks" and argv[-1] != word and argv[argv.index(word) + 1] not in defaults:
            names = next(words).split(",")
            if set(names) - set(ATTACKS):
                print(f"attacks are {', '.join(ATTACKS)}", file=sys.stderr)
                raise SystemExit(2)
    return (parts or defaults), seconds, names, games, sizes


if __name__ == "__main__":
    random.seed(18)
    chosen, window, attack_names, chosen_games, chosen_sizes = parse(sys.argv[1:])
    asyncio.run(main(chosen, window, attack_names, chosen_games, chosen_sizes))
