"""`chroma-server`: run the online table server (one process, asyncio; SQLite, or PostgreSQL
shared by several nodes).

    chroma-server --db tables.sqlite3 --host 127.0.0.1 --port 8765
    chroma-server --store postgresql://chroma@db/chroma --node a --port 8765

With `--store postgresql://...` the node serves a table only while it holds the table's lease
(`leases.py`), and carries a player whose table another node holds to that node (`relay.py`);
`--advertise` is the address the other nodes reach it at; `--bus nats://...` lets spectators
watch a table on any node (`nats_bus.py`, `watch.py`). `chroma-server admin` lists the nodes
and tables of such a store and moves a table (`admin.py`). See docs/DEPLOY.md.

Tables are opened by whoever holds the host key, read from the environment variable
CHROMA_SERVER_HOST_KEY (never from the command line, where other users could read it). The
server prints `chroma-server listening on ws://HOST:PORT` once it accepts connections.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import signal
import socket
import sys

from chroma_desktop.server.leases import LEASE_SECONDS

HOST_KEY_VARIABLE = "CHROMA_SERVER_HOST_KEY"


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="chroma-server", description="The Chroma online table server.")
    parser.add_argument("--db", default="chroma-server.sqlite3", help="the SQLite file of the tables")
    parser.add_argument("--store", default=None, metavar="postgresql://...",
                        help="keep the tables in this PostgreSQL database instead, shared with other nodes")
    parser.add_argument("--node", default=None,
                        help="this node's name among the nodes of one store (default: host name and port)")
    parser.add_argument("--advertise", default=None, metavar="ws://HOST:PORT",
                        help="the address other nodes reach this node at (default: the one it listens on)")
    parser.add_argument("--bus", default=None, metavar="nats://...",
                        help="the NATS server the nodes share (with --store): spectators watch on any node")
    parser.add_argument("--lease", type=float, default=LEASE_SECONDS,
                        help="seconds a node's hold on a table lasts unless renewed (PostgreSQL)")
    parser.add_argument("--host", default="127.0.0.1", help="the address to listen on")
    parser.add_argument("--port", type=int, default=8765, help="the port (0: any free port)")
    parser.add_argument("--synchronous", choices=("NORMAL", "FULL"), default="NORMAL",
                        help="SQLite durability: NORMAL survives a crash, FULL a power cut too")
    parser.add_argument("--move-rate", type=float, default=20.0, help="moves a second a seat may send")
    parser.add_argument("--away-after", type=float, default=120.0,
                        help="seconds a seat to move may be gone before the Normal bot plays it (0: never)")
    parser.add_argument("--connections-per-address", type=int, default=64,  # Limits.connections_per_address
                        help="connections one address may hold at once")
    parser.add_argument("--new-connections-per-second", type=float, default=50.0,  # Limits' default
                        help="new connections a second one address may open (in bursts of 200)")
    parser.add_argument("--address-refusals-per-second", type=float, default=20.0,  # Limits' default
                        help="refusals a second one address may draw (in bursts of four seconds' worth)")
    parser.add_argument("--max-connections", type=int, default=None,
                        help="connections at once in all (default: the open-file limit less some headroom)")
    args = parser.parse_args(argv)
    if args.connections_per_address < 1:
        parser.error(f"--connections-per-address must be 1 or more, not {args.connections_per_address}")
    if not args.new_connections_per_second > 0:
        parser.error(f"--new-connections-per-second must be above 0, not {args.new_connections_per_second}")
    if args.max_connections is not None and args.max_connections < 1:
        parser.error(f"--max-connections must be 1 or more, not {args.max_connections}")
    if not 0 <= args.port <= 65535:
        parser.error(f"--port must be from 0 to 65535, not {args.port}")
    if args.away_after < 0:
        parser.error(f"--away-after must be 0 or more, not {args.away_after}")
    if not args.address_refusals_per_second > 0:
        parser.error("--address-refusals-per-second must be above 0, not "
                     f"{args.address_refusals_per_second}")
    if not args.move_rate > 0:
        parser.error(f"--move-rate must be above 0, not {args.move_rate}")
    if args.store is not None and not args.store.startswith(("postgresql://", "postgres://")):
        parser.error(f"--store must be a postgresql:// address, not {args.store!r} (SQLite: --db)")
    if args.bus is not None and (args.store is None or not args.bus.startswith(("nats://", "tls://"))):
        parser.error("--bus takes a nats:// address, and goes with --store postgresql://...")
    if not args.lease >= 1:
        parser.error(f"--lease must be 1 second or more, not {args.lease}")
    return args


async def run(args: argparse.Namespace) -> None:
    from chroma_desktop.server.checkpoints import Checkpointer
    from chroma_desktop.server.gateway import TableServer
    from chroma_desktop.server.leases import Ownership, SoleOwner
    from chroma_desktop.server.limits import Limits
    from chroma_desktop.server.memory import keep_settled, start
    from chroma_desktop.server.secrecy import token_hash
    from chroma_desktop.server.store import SqliteStore, Store
    from chroma_desktop.server.store_writer import InlineWriter, StoreWriter

    host_key = os.environ.get(HOST_KEY_VARIABLE)
    store: Store
    ownership: Ownership
    writer: StoreWriter
    shared = None
    if args.store is not None:
        from chroma_desktop.server.pg_store import PgStore
        from chroma_desktop.server.pg_writer import PgWriter

        # A node's name must be its own: a restart on the same port takes its tables back at once.
        node = args.node or f"{socket.gethostname()}:{args.port or os.getpid()}"
        store = ownership = shared = PgStore(args.store, node, lease_seconds=args.lease)
        writer = PgWriter(shared)  # commits wait for the disk while the event loop serves on
    else:
        store, ownership = SqliteStore(args.db, args.synchronous, autocheckpoint=False), SoleOwner()
        writer = InlineWriter(store, ownership)
    rate = args.move_rate
    base = Limits()
    limits = Limits(moves_per_second=rate, move_burst=max(base.move_burst, int(rate * 2)),
                    frames_per_second=max(base.frames_per_second, rate * 3),
                    frame_burst=max(base.frame_burst, int(rate * 6)), away_after=args.away_after,
                    connections_per_address=args.connections_per_address,
                    new_connections_per_second=args.new_connections_per_second,
                    new_connection_burst=max(base.new_connection_burst,
                                             int(args.new_connections_per_second * 4)),
                    max_connections=args.max_connections,
                    address_rejects_per_second=args.address_refusals_per_second,
                    address_reject_burst=max(1, int(args.address_refusals_per_second * 4)))
    bus, watch = None, None
    if args.bus is not None:
        from chroma_desktop.server.nats_bus import NatsBus
        from chroma_desktop.server.watch import RemoteWatch

        bus = await NatsBus.connect(args.bus, ownership.node)
        watch = RemoteWatch(bus, writer, limits)
    server = TableServer(store, bus=bus, limits=limits, ownership=ownership, watch=watch, writer=writer,
                         host_key_hash=token_hash(host_key) if host_key else None)
    listening = await server.serve(args.host, args.port)
    host, port = listening.sockets[0].getsockname()[:2]
    checkpointer = None
    if shared is not None:
        shared.register(args.advertise or f"ws://{host}:{port}")
    else:
        checkpointer = Checkpointer(args.db).start()  # the disk's waits off the event loop
    start()  # the collector only between frames; start-up's objects never traversed again (memory.py)
    settling = asyncio.get_running_loop().create_task(keep_settled())
    print(f"chroma-server listening on ws://{host}:{port}", flush=True)
    stop: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def stop_once() -> None:
        if not stop.done():
            stop.set_result(None)

    for signum in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            asyncio.get_running_loop().add_signal_handler(signum, stop_once)
    await stop
    settling.cancel()
    await server.close()
    listening.close()
    await listening.wait_closed()
    if checkpointer is not None:
        checkpointer.stop()
    if bus is not None:
        await bus.close()
    store.close()


def main(argv: list[str] | None = None) -> int:
    arguments = sys.argv[1:] if argv is None else argv
    if arguments[:1] == ["admin"]:  # the nodes of a PostgreSQL store, looked at and steered
        from chroma_desktop.server import admin

        return admin.main(arguments[1:])
    args = parse_args(argv)
    try:
        asyncio.run(run(args))
    except ConnectionError as error:  # nats-py's, or a refused connection: the bus is unreachable
        print(f"chroma-server: cannot reach the bus {args.bus}: {error}", file=sys.stderr)
        return 1
    except OSError as error:
        print(f"chroma-server: cannot listen on {args.host}:{args.port}: {error.strerror}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
