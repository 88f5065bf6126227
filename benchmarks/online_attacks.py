"""Attacks on the online table server (issue 30): a normal table's latency while a hostile peer
floods it, for `benchmarks/online_server.py attacks [NAME ...]`.

A probe plays 4-player Coloretto tables one after another (ANY_LEGAL moves, 20 ms after each
state) from 127.0.0.1 and times each move → own updated state, p50/p99, while one attack runs
from other loopback addresses (127.0.0.2 ...: other machines, as far as the server's limits per
address can tell):

- chat: 20 connections of one seat of another table send chat as fast as they can.
- moves: 50 connections of one seat send moves that do not read, as fast as they can (what they
  draw back, in bytes, is printed).
- make_code: 8 loops ask for short codes for one seat, each on a new connection.
- host_key: 8 loops try wrong host keys, each on a new connection.
- fds: 1,500 bare TCP connections from one address against a server limited to 1,024 open files.
- spectators: 2,000 spectators on another table (from 40 addresses) while its seats play.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import socket as sockets
import time
from collections.abc import Awaitable, Callable
from typing import Any

from websockets.asyncio.client import connect
from websockets.exceptions import WebSocketException

from chroma_desktop.net.client import ANY_LEGAL, SeatLog, TableSession, play_seat
from chroma_desktop.net.protocol import dumps, rules_hash

ATTACKS = ("none", "chat", "moves", "make_code", "host_key", "fds", "spectators")
"""The attacks by name ("none": the probe alone, the baseline)."""
FDS = 1024
"""The server's RLIMIT_NOFILE in the fds attack, as in the issue's run."""


class Counter:
    def __init__(self) -> None:
        self.frames = self.bytes = self.refused = self.errors = 0


async def _probe(url: str, create: Callable[..., Awaitable[list[dict]]], seconds: float) -> list[float]:
    """Coloretto tables played one after another for `seconds`: every move's latency."""
    latencies: list[float] = []
    deadline = time.monotonic() + seconds
    round_ = 0
    while time.monotonic() < deadline:
        (table,) = await create(url, "coloretto", 4, 1)
        sessions = [TableSession(url, table["table"], "coloretto", seat_token=token)
                    for token in table["seat_tokens"]]
        logs = [SeatLog() for _ in sessions]
        games = [asyncio.create_task(play_seat(session, seat, ANY_LEGAL, seed=round_ * 4 + seat, think=0.02,
                                               result=log))
                 for seat, (session, log) in enumerate(zip(sessions, logs, strict=True))]
        done, pending = await asyncio.wait(games, timeout=max(0.1, deadline - time.monotonic()))
        for task in pending:
            task.cancel()
        for session in sessions:
            session.close()
        await asyncio.gather(*games, return_exceptions=True)
        latencies += [value for log in logs for value in log.latencies]
        round_ += 1
    return latencies


def _hello(table: dict, seat: int | None) -> str:
    said: dict[str, Any] = {"t": "hello", "v": 1, "table": table["table"], "last_seq": None,
                            "rules": rules_hash("coloretto")}
    if seat is None:
        said["spectator_code"] = table["spectator_code"]
    else:
        said["seat_token"] = table["seat_tokens"][seat]
    return dumps(said)


async def _drain(socket: Any, counter: Counter) -> None:
    with contextlib.suppress(WebSocketException, OSError, asyncio.CancelledError):
        async for text in socket:
            counter.frames += 1
            counter.bytes += len(text)


async def _flood(url: str, table: dict, seat: int, frame: Callable[[int], str], counter: Counter,
                 source: str) -> None:
    """One connection of `seat` sending `frame(n)` as fast as it can; again when it is closed."""
    while True:
        reader: asyncio.Task[None] | None = None
        try:
            async with connect(url, local_addr=(source, 0), max_size=None) as socket:
                await socket.send(_hello(table, seat))
                reader = asyncio.create_task(_drain(socket, counter))
                n = 0
                while True:
                    await socket.send(frame(n))
                    n += 1
                    if n % 20 == 0:
                        await asyncio.sleep(0)
        except (WebSocketException, OSError):
            counter.refused += 1
            await asyncio.sleep(0.05)
        finally:
            if reader is not None:
                reader.cancel()


async def _ask_again(url: str, frame: str, counter: Counter, source: str) -> None:
    """A new connection for each try of `frame` (a short code, a host key), as fast as answered."""
    while True:
        try:
            async with connect(url, local_addr=(source, 0)) as socket:
                await socket.send(frame)
                answer = json.loads(await socket.recv())
                counter.frames += 1
                counter.bytes += len(dumps(answer))
                counter.refused += answer.get("code") == "rate"
        except (WebSocketException, OSError):
            counter.errors += 1
            await asyncio.sleep(0.01)


async def _bare_sockets(port: int, count: int, sources: list[str], counter: Counter) -> list[sockets.socket]:
    held = []
    for n in range(count):
        raw = sockets.socket()
        raw.setblocking(False)
        raw.bind((sources[n % len(sources)], 0))
        with contextlib.suppress(BlockingIOError):
            raw.connect(("127.0.0.1", port))
        held.append(raw)
        if n % 50 == 49:
            await asyncio.sleep(0.01)
    await asyncio.sleep(1.0)
    for raw in held:
        with contextlib.suppress(OSError):
            if raw.recv(4096).startswith(b"HTTP/1.1 503"):
                counter.refused += 1
    return held


async def _assault(name: str, url: str, target: dict, ready: Callable[[], None], seconds: float) -> str:
    """Attack `target` with `name` for `seconds` after `ready()`: what the attack got, in words."""
    counter, heard = Counter(), Counter()
    tasks: list[asyncio.Task[Any]] = []
    held: list[sockets.socket] = []
    if name == "chat":
        def chat(n: int) -> str:
            return dumps({"t": "chat", "id": n, "text": "spam"})

        tasks = [asyncio.create_task(_flood(url, target, 0, chat, counter, "127.0.0.2")) for _ in range(20)]
        listener = await connect(url)
        await listener.send(_hello(target, 1))
        tasks.append(asyncio.create_task(_drain(listener, heard)))
    elif name == "moves":
        def move(n: int) -> str:
            return dumps({"t": "move", "id": n, "seq": 0, "move": "nonsense"})

        tasks = [asyncio.create_task(_flood(url, target, 1, move, counter, "127.0.0.2")) for _ in range(50)]
    elif name == "make_code":
        frame = dumps({"t": "make_code", "table": target["table"], "seat_token": target["seat_tokens"][0]})
        tasks = [asyncio.create_task(_ask_again(url, frame, counter, "127.0.0.2")) for _ in range(8)]
    elif name == "host_key":
        frame = dumps({"t": "create", "host_key": "guess" + "x" * 20, "game": "coloretto", "players": 4})
        tasks = [asyncio.create_task(_ask_again(url, frame, counter, "127.0.0.2")) for _ in range(8)]
    elif name == "fds":
        held = await _bare_sockets(int(url.rsplit(":", 1)[1]), 1500, ["127.0.0.2"], counter)
    elif name == "spectators":
        sources = [f"127.0.0.{n}" for n in range(2, 42)]
        for n in range(2000):
            with contextlib.suppress(WebSocketException, OSError):
                socket = await connect(url, local_addr=(sources[n % len(sources)], 0), max_size=None)
                await socket.send(_hello(target, None))
                if json.loads(await socket.recv())["t"] == "welcome":
                    tasks.append(asyncio.create_task(_drain(socket, counter)))
                else:  # refused: the table has as many spectators as it takes
                    await socket.close()
        counter.refused = 2000 - len(tasks)
        sessions = [TableSession(url, target["table"], "coloretto", seat_token=token)
                    for token in target["seat_tokens"]]
        tasks += [asyncio.create_task(play_seat(session, seat, ANY_LEGAL, think=0.05))
                  for seat, session in enumerate(sessions)]
    ready()
    began = time.monotonic()
    await asyncio.sleep(seconds)
    elapsed = time.monotonic() - began
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    for raw in held:
        raw.close()
    return {"none": "no attack",
            "chat": f"another seat heard {heard.frames / elapsed:.0f} frames/s",
            "moves": f"the flood drew {counter.bytes / elapsed / 1e3:.0f} KB/s back "
                     f"({counter.frames / elapsed:.0f} frames/s, {counter.refused} closes)",
            "make_code": f"{counter.frames / elapsed:.0f} answers/s, {counter.refused} of {counter.frames} "
                         "refused rate",
            "host_key": f"{counter.frames / elapsed:.0f} answers/s, {counter.refused} of {counter.frames} "
                        "refused rate (not checked)",
            "fds": f"{counter.refused} of 1500 bare sockets answered 503 at once",
            "spectators": f"{2000 - counter.refused} spectators seated, {counter.refused} refused; "
                          f"{counter.frames / elapsed:.0f} frames/s to them"}[name]


def _attacker(name: str, url: str, target: dict, seconds: float, said: Any) -> None:
    """The attack in a process of its own: the probe's latencies never hold the attacker's queueing."""
    os.nice(19)  # the clients' core is shared: the probe's reading comes first, as on another machine
    said.put(asyncio.run(_assault(name, url, target, lambda: said.put("ready"), seconds)))


async def attack(name: str, url: str, create: Callable[..., Awaitable[list[dict]]],
                 seconds: float) -> tuple[list[float], str]:
    """Run attack `name` (in a process of its own) while the probe plays: the probe's latencies,
    and what the attack got."""
    import multiprocessing

    (target,) = await create(url, "coloretto", 4, 1)
    context = multiprocessing.get_context("fork")
    said = context.Queue()
    attacker = context.Process(target=_attacker, args=(name, url, target, seconds + 1.0, said))
    attacker.start()
    assert await asyncio.to_thread(said.get, True, 120) == "ready"
    values = await _probe(url, create, seconds)
    words = await asyncio.to_thread(said.get, True, 60)
    attacker.join(10)
    return values, words
