"""The carrying node's CPU a relayed round trip (issue 35): prints it, asserts nothing.

    .venv/bin/python benchmarks/online_relay.py [--connections C] [--trips N] [--runs R]

Three processes on this machine: an owner that answers each frame with a frame of a state's
size (a WebSocket server, no table), a carrying node that passes every connection on to it with
a relay, and the clients here (C connections, each N round trips: a move-sized frame out, the
state back, the next sent once it came). The figure is the carrying process's CPU (user and
system, from /proc) divided by the round trips, for each way of carrying, in turns, R times:

- `tasks`: one task per direction, as the relay carried every frame before `passing_on.py`: the
  task reads a frame (`recv`), then writes it to the other socket (straight to the transport
  while its buffer is small). The carrier's connections are plain `ServerConnection`s here.
- `callback`: `server/relay.py` as it is: each whole frame is written to the other socket from
  the receiving connection's own data callback, as websockets parses it (`passing_on.PassingOn`;
  a frame that must wait goes to the tasks).

On a shared machine the figures hold the others' load: read them side by side, run in turns.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import multiprocessing
import os
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from websockets.asyncio.client import connect  # noqa: E402
from websockets.asyncio.server import ServerConnection, serve  # noqa: E402
from websockets.exceptions import ConnectionClosed  # noqa: E402

from chroma_desktop.server import relay  # noqa: E402
from chroma_desktop.server.passing_on import PassingOn  # noqa: E402

TICKS = os.sysconf("SC_CLK_TCK")
MOVE = "x" * 120
STATE = "y" * 1500
WAYS = ("tasks", "callback")


def _owner(port: multiprocessing.Queue) -> None:  # type: ignore[type-arg]
    async def answer(socket: ServerConnection) -> None:
        with contextlib.suppress(ConnectionClosed):  # the carrier is killed after each run
            async for _ in socket:
                await socket.send(STATE)

    async def main() -> None:
        async with serve(answer, "127.0.0.1", 0, compression=None) as server:
            port.put(server.sockets[0].getsockname()[1])
            await asyncio.Future()

    asyncio.run(main())


class _Carried(PassingOn, ServerConnection):
    """The gateway's connections are `PassingOn` (`guard.py`): the relay passes frames on from
    the data callbacks."""


def _carrier(owner: str, way: str, port: multiprocessing.Queue) -> None:  # type: ignore[type-arg]
    async def handle(socket: ServerConnection) -> None:
        hello = await socket.recv()
        await relay.relay(socket, str(hello), owner, {})

    async def main() -> None:
        # A plain ServerConnection is no `PassingOn`: the relay carries it by its two tasks.
        made = _Carried if way == "callback" else ServerConnection
        async with serve(handle, "127.0.0.1", 0, compression=None, create_connection=made) as server:
            port.put(server.sockets[0].getsockname()[1])
            await asyncio.Future()

    asyncio.run(main())


def _cpu(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


async def _clients(url: str, connections: int, trips: int, carrier: int) -> tuple[float, float]:
    sockets = [await connect(url, compression=None, max_size=1 << 20) for _ in range(connections)]
    for socket in sockets:
        await socket.send("hello")
        await socket.recv()

    async def play(socket: Any) -> None:
        for _ in range(trips):
            await socket.send(MOVE)
            await socket.recv()

    cpu, began = _cpu(carrier), time.monotonic()
    await asyncio.gather(*(play(socket) for socket in sockets))
    spent, took = _cpu(carrier) - cpu, time.monotonic() - began
    for socket in sockets:
        await socket.close()
    return spent, took


def _one(owner: str, way: str, connections: int, trips: int) -> tuple[float, float]:
    ports: multiprocessing.Queue[int] = multiprocessing.Queue()
    carrier = multiprocessing.Process(target=_carrier, args=(owner, way, ports), daemon=True)
    carrier.start()
    try:
        url = f"ws://127.0.0.1:{ports.get(timeout=20)}"
        assert carrier.pid is not None
        return asyncio.run(_clients(url, connections, trips, carrier.pid))
    finally:
        carrier.kill()
        carrier.join()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--connections", type=int, default=20)
    parser.add_argument("--trips", type=int, default=500)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    ports: multiprocessing.Queue[int] = multiprocessing.Queue()
    owner = multiprocessing.Process(target=_owner, args=(ports,), daemon=True)
    owner.start()
    try:
        owner_url = f"ws://127.0.0.1:{ports.get(timeout=20)}"
        trips = args.connections * args.trips
        print(f"{args.connections} connections x {args.trips} round trips, load {os.getloadavg()[0]:.1f}")
        seen: dict[str, list[float]] = {way: [] for way in WAYS}
        for run in range(args.runs):
            for way in WAYS:
                spent, took = _one(owner_url, way, args.connections, args.trips)
                seen[way].append(spent / trips * 1e6)
                print(f"run {run + 1} {way:8}: {spent / trips * 1e6:6.1f} us CPU a round trip "
                      f"({trips / took:,.0f} round trips/s)", flush=True)
        for way in WAYS:
            ordered = sorted(seen[way])
            print(f"{way:8}: median {ordered[len(ordered) // 2]:.1f} us, "
                  f"range {ordered[0]:.1f}-{ordered[-1]:.1f} us CPU a round trip")
    finally:
        owner.kill()
        with contextlib.suppress(Exception):
            owner.join()


if __name__ == "__main__":
    main()
