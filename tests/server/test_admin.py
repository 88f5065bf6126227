"""`chroma-server admin` on a real PostgreSQL store: it lists the nodes and the tables with their
holders, and moves a table: the node that held it loses it at its next renewal (and the database
refuses its writes), the node it was moved to holds it with a new epoch."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from chroma_desktop.net.protocol import MoveFrame
from chroma_desktop.server.bus import InProcessBus
from chroma_desktop.server.leases import LeaseLost
from chroma_desktop.server.pg_store import PgStore
from chroma_desktop.server.table import Table


def _admin(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "chroma_desktop.server.main", "admin", *args],
                          capture_output=True, text=True, timeout=60)


def test_admin_lists_nodes_and_tables_and_moves_a_table_to_another_node(pg_url):
    a = PgStore(pg_url, "node-a", "ws://10.0.0.1:8765")
    b = PgStore(pg_url, "node-b", "ws://10.0.0.2:8765")
    try:
        table, _ = Table.create(a, InProcessBus(), "coloretto", 3)
        listed = _admin("--store", pg_url, "nodes")
        assert listed.returncode == 0, listed.stderr
        lines = listed.stdout.splitlines()
        assert lines[0].startswith("node-a\tws://10.0.0.1:8765\t") and lines[0].endswith("holds 1")
        assert lines[1].startswith("node-b\tws://10.0.0.2:8765\t") and lines[1].endswith("holds 0")
        tables = _admin("--store", pg_url, "tables").stdout.splitlines()
        assert len(tables) == 1
        assert tables[0].startswith(f"{table.table_id}\tcoloretto\topen\tnode-a\tepoch 1\t")
        moved = _admin("--store", pg_url, "move", table.table_id, "--to", "node-b")
        assert moved.returncode == 0 and "held by node-b now (epoch 2)" in moved.stdout
        assert a.renew() == {table.table_id}  # node A lets it go at its next renewal
        seat = table.match.to_move()[0]
        legal = json.loads(table.state_for(seat, table.seq))["legal"][0]
        with pytest.raises(LeaseLost):
            table.move(seat, MoveFrame(1, table.seq, legal))
        taken = b.claim(table.table_id)
        assert taken.held and taken.epoch == 3
        # Without --to, the lease just ends: the next node a player reaches takes the table.
        ended = _admin("--store", pg_url, "move", table.table_id)
        assert ended.returncode == 0 and "lease ended" in ended.stdout
        assert a.claim(table.table_id).held
    finally:
        a.close()
        b.close()


def test_admin_says_in_one_line_what_it_cannot_do(pg_url):
    empty = _admin("--store", pg_url, "tables")
    assert empty.returncode == 1 and "no nodes' store yet" in empty.stderr and empty.stderr.count("\n") == 1
    PgStore(pg_url, "node-a").close()
    unknown = _admin("--store", pg_url, "move", "no-such-table")
    assert unknown.returncode == 1 and unknown.stderr.count("\n") == 1 and "no table" in unknown.stderr
    unreachable = _admin("--store", "postgresql://nobody@127.0.0.1:1/none", "nodes")
    assert unreachable.returncode == 1 and "cannot be reached" in unreachable.stderr
    assert "Traceback" not in unreachable.stderr
    wrong = _admin("--store", "sqlite:tables.db", "nodes")
    assert wrong.returncode == 2 and "usage: chroma-server admin" in wrong.stderr
