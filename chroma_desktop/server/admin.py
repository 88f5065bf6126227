"""`chroma-server admin`: look at and steer the nodes that share one PostgreSQL store.

    chroma-server admin --store postgresql://... nodes
    chroma-server admin --store postgresql://... tables [--status open]
    chroma-server admin --store postgresql://... move TABLE [--to NODE]

`nodes` lists each node, the address it registered, when it last renewed its leases and how many
tables it holds. `tables` lists the tables with their holder, the lease's epoch and the seconds it
has left. `move` ends the table's lease now: the next node a player reaches takes the table
(`--to NODE`: that node holds it at once, with a new epoch, and loads it when a player comes). The
node that held it finds its lease gone at its next renewal, lets the table go and closes its
sockets; its clients reconnect. A move never loses a played move: the old holder's late writes
carry an old epoch, which the database refuses.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from chroma_desktop.server.leases import LEASE_SECONDS


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="chroma-server admin",
                                     description="Look at and steer the nodes of one PostgreSQL store.")
    parser.add_argument("--store", required=True, metavar="postgresql://...", help="the nodes' store")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("nodes", help="list the nodes and the tables each holds")
    tables = commands.add_parser("tables", help="list the tables and who holds each")
    tables.add_argument("--status", default="open", help="open, over, resigned:N, or all (default: open)")
    move = commands.add_parser("move", help="end a table's lease now, so another node takes it")
    move.add_argument("table")
    move.add_argument("--to", default=None, metavar="NODE", help="the node that takes it at once")
    move.add_argument("--lease", type=float, default=LEASE_SECONDS,
                      help="seconds the lease given to --to lasts (its node renews it from then on)")
    args = parser.parse_args(argv)
    if not args.store.startswith(("postgresql://", "postgres://")):
        parser.error(f"--store must be a postgresql:// address, not {args.store!r}")
    return args


def _rows(url: str, sql: str, parameters: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    import psycopg

    with psycopg.connect(url, connect_timeout=5) as db:
        return list(db.execute(sql, parameters).fetchall())


def nodes(url: str) -> list[str]:
    rows = _rows(url, "SELECT n.node, n.address, EXTRACT(EPOCH FROM clock_timestamp() - n.seen), "
                      "(SELECT count(*) FROM leases l WHERE l.node = n.node "
                      "AND l.expires > clock_timestamp()) FROM nodes n ORDER BY n.node")
    return [f"{node}\t{address}\tseen {seen:.1f} s ago\tholds {held}" for node, address, seen, held in rows]


def tables(url: str, status: str) -> list[str]:
    rows = _rows(url, "SELECT t.table_id, t.game, t.status, COALESCE(l.node, '-'), COALESCE(l.epoch, 0), "
                      "EXTRACT(EPOCH FROM l.expires - clock_timestamp()) "
                      "FROM tables t LEFT JOIN leases l ON l.table_id = t.table_id "
                      "WHERE %s = 'all' OR t.status = %s ORDER BY t.created", (status, status))
    lines = []
    for table_id, game, state, node, epoch, left in rows:
        lease = "free" if left is None or left <= 0 else f"{float(left):.1f} s left"
        lines.append(f"{table_id}\t{game}\t{state}\t{node}\tepoch {epoch}\t{lease}")
    return lines


def move(url: str, table_id: str, to: str | None, lease: float) -> str:
    import psycopg

    with psycopg.connect(url, connect_timeout=5) as db:
        if to is None:
            done = db.execute("UPDATE leases SET expires = clock_timestamp() WHERE table_id = %s "
                              "RETURNING epoch", (table_id,)).fetchone()
        else:
            done = db.execute("UPDATE leases SET node = %s, epoch = epoch + 1, "
                              "expires = clock_timestamp() + make_interval(secs => %s) WHERE table_id = %s "
                              "RETURNING epoch", (to, lease, table_id)).fetchone()
    if done is None:
        raise LookupError(f"no table {table_id} has a lease")
    if to is None:
        return f"table {table_id}: lease ended (epoch {done[0]}); the next node a player reaches takes it"
    return f"table {table_id}: held by {to} now (epoch {done[0]})"


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    import psycopg

    try:
        match args.command:
            case "nodes":
                lines = nodes(args.store)
            case "tables":
                lines = tables(args.store, args.status)
            case _:
                lines = [move(args.store, args.table, args.to, args.lease)]
    except psycopg.errors.UndefinedTable:
        print("chroma-server admin: this database is no nodes' store yet (start a node with --store)",
              file=sys.stderr)
        return 1
    except psycopg.Error as error:
        said = (str(error).strip().splitlines() or [type(error).__name__])[0]
        print(f"chroma-server admin: the store cannot be reached: {said}", file=sys.stderr)
        return 1
    except LookupError as error:
        print(f"chroma-server admin: {error.args[0]}", file=sys.stderr)
        return 1
    for line in lines:
        print(line)
    return 0
