"""One authority per table, on the real PostgreSQL: a node serves a table only while it holds the
table's lease; another node takes it only once it has expired or been let go, with a higher
epoch; and the database itself refuses a write from a node whose epoch is not the current one,
whatever that node believes (the split-brain case)."""

from __future__ import annotations

import json
import time

import psycopg
import pytest

from chroma_desktop.net.protocol import MoveFrame
from chroma_desktop.server.bus import InProcessBus
from chroma_desktop.server.leases import LeaseLost
from chroma_desktop.server.pg_store import PgStore
from chroma_desktop.server.store import LogRow, StoreConflict, StoreUnavailable
from chroma_desktop.server.table import Table

LEASE = 1.0


@pytest.fixture
def nodes(pg_url):
    """Two nodes on one database, with one-second leases."""
    a = PgStore(pg_url, "node-a", "ws://127.0.0.1:1", lease_seconds=LEASE)
    b = PgStore(pg_url, "node-b", "ws://127.0.0.1:2", lease_seconds=LEASE)
    yield a, b
    a.close()
    b.close()


def _first_legal(table: Table, seat: int) -> str:
    return json.loads(table.state_for(seat, table.seq))["legal"][0]


def _play(table: Table, cid: int) -> None:
    seat = table.match.to_move()[0]
    assert table.move(seat, MoveFrame(cid, table.seq, _first_legal(table, seat))).changed


def _epochs(url: str, table_id: str) -> list[int]:
    with psycopg.connect(url) as db:
        return [epoch for (epoch,) in db.execute(
            "SELECT epoch FROM log WHERE table_id = %s ORDER BY ply", (table_id,)).fetchall()]


def test_a_held_table_is_refused_to_another_node_until_its_lease_ends(nodes):
    a, b = nodes
    table, _ = Table.create(a, InProcessBus(), "coloretto", 3)
    refused = b.claim(table.table_id)
    assert refused.known and not refused.held
    assert (refused.owner, refused.address) == ("node-a", "ws://127.0.0.1:1")
    assert not b.claim("no-such-table").known
    # Renewed, the lease outlives its first second.
    for _ in range(3):
        time.sleep(LEASE / 2)
        assert a.renew() == set()
    assert not b.claim(table.table_id).held
    # Let go, it is taken at once, with a higher epoch.
    a.release(table.table_id)
    taken = b.claim(table.table_id)
    assert taken.held and taken.epoch == 2


def test_a_stalled_owner_loses_its_table_and_the_database_refuses_its_late_move(nodes, pg_url):
    a, b = nodes
    bus = InProcessBus()
    table, _ = Table.create(a, bus, "coloretto", 3)
    for cid in range(1, 6):
        _play(table, cid)
    time.sleep(LEASE + 0.2)  # node A stalls past its lease (a SIGSTOP, a long pause)
    assert b.claim(table.table_id).held
    successor = Table.load(b, bus, b.load(table.table_id))
    assert successor.match.to_record() == table.match.to_record()
    _play(successor, 1)
    # A wakes and tries a move on the table it still has in memory: refused, not applied.
    before = table.match.to_record()
    seat = table.match.to_move()[0]
    with pytest.raises(LeaseLost):
        table.move(seat, MoveFrame(99, table.seq, _first_legal(table, seat)))
    assert table.match.to_record() == before and (seat, 99) not in table.acks
    # Its renewal says the table is lost; its other writes are refused too.
    assert a.renew() == set()  # already let go by the refused move
    with pytest.raises(LeaseLost):
        a.set_status(table.table_id, "resigned:0")
    with pytest.raises(LeaseLost):
        a.add_chat(table.table_id, 0, "still here?", table.seq)
    # The log: B's moves after A's, never an older epoch after a newer one, and it replays.
    epochs = _epochs(pg_url, table.table_id)
    assert epochs == sorted(epochs) and epochs[-1] == 2 and epochs.count(2) == 1
    assert Table.load(b, bus, b.load(table.table_id)).match.to_record() == successor.match.to_record()


def test_an_expired_lease_nobody_took_goes_on_at_the_same_epoch(nodes, pg_url):
    a, b = nodes
    table, _ = Table.create(a, InProcessBus(), "coloretto", 3)
    _play(table, 1)
    time.sleep(LEASE + 0.2)  # expired (the database was away, say), and no node came for it
    _play(table, 2)  # extended at the same epoch: no other node can have written meanwhile
    assert set(_epochs(pg_url, table.table_id)) == {1}
    assert not b.claim(table.table_id).held


def test_the_database_refuses_a_stale_epoch_whatever_the_node_believes(nodes, pg_url):
    a, b = nodes
    table, _ = Table.create(a, InProcessBus(), "coloretto", 3)
    a.release(table.table_id)
    assert b.claim(table.table_id).epoch == 2
    a.epochs[table.table_id] = 1  # a node that wrongly believes it still holds epoch 1
    next_ply = len(a.load(table.table_id).log)
    with pytest.raises(LeaseLost):
        a.append(table.table_id, [LogRow(next_ply, 0, "anything")])
    # Not even a raw INSERT with the old epoch gets in: the trigger refuses it.
    with psycopg.connect(pg_url) as db, pytest.raises(psycopg.Error) as refused:
        db.execute("INSERT INTO log VALUES (%s, %s, 0, 'x', NULL, 0, 1)", (table.table_id, next_ply))
    assert refused.value.sqlstate == "CH409"
    b.append(table.table_id, [LogRow(next_ply, 0, "anything")])
    with pytest.raises(StoreConflict):  # the ply is taken: the log's own compare-and-swap
        b.append(table.table_id, [LogRow(next_ply, 1, "other")])


def test_renewal_reports_the_tables_another_node_took(nodes):
    a, b = nodes
    kept, _ = Table.create(a, InProcessBus(), "coloretto", 3)
    taken, _ = Table.create(a, InProcessBus(), "coloretto", 3)
    time.sleep(LEASE + 0.2)
    assert b.claim(taken.table_id).held
    assert a.renew() == {taken.table_id}  # the expired but untaken lease is kept (same epoch)
    assert kept.table_id in a.epochs and taken.table_id not in a.epochs
    _play(kept, 1)


def test_a_postgresql_restart_is_unavailable_then_play_goes_on(nodes, postgres):
    a, _ = nodes
    table, _ = Table.create(a, InProcessBus(), "coloretto", 3)
    _play(table, 1)
    postgres.stop()
    try:
        seat = table.match.to_move()[0]
        before = table.match.to_record()
        reply = table.move(seat, MoveFrame(2, table.seq, _first_legal(table, seat)))
        assert json.loads(reply.frames[0])["code"] == "unavailable" and not reply.changed
        assert table.match.to_record() == before
        with pytest.raises(StoreUnavailable):
            a.renew()
    finally:
        postgres.start()
    time.sleep(0.3)  # past the store's reconnect interval
    assert a.renew() == set()
    _play(table, 3)
    stored = a.load(table.table_id)
    assert [row.cid for row in stored.log if row.cid is not None] == [1, 3]


def test_a_node_is_never_told_to_carry_a_player_to_its_own_address(nodes, pg_url):
    a, _ = nodes
    table, _ = Table.create(a, InProcessBus(), "coloretto", 3)
    renamed = PgStore(pg_url, "node-a-renamed", "ws://127.0.0.1:1")  # a restart under a new name
    try:
        refused = renamed.claim(table.table_id)
    finally:
        renamed.close()
    assert not refused.held and (refused.owner, refused.address) == ("node-a", "")
