"""Three `chroma-server` nodes on one real PostgreSQL, clients spread over them through one
address: a node killed with SIGKILL mid-play, a node stopped (SIGSTOP) past its lease and woken
(SIGCONT), and PostgreSQL restarted mid-play. Each time: 0 acknowledged moves lost, 0 applied
twice, 0 applied by a stale owner, and every table's log replays to its finished game."""

from __future__ import annotations

import asyncio
import signal

import pytest
from websockets.exceptions import ConnectionClosed

from tests.server.durable_play import BotTable, RawSeat
from tests.server.nodes import LEASE, Front, Nodes, check_tables, owners
from tests.server.servers import create_table

GAME = "coloretto"


def _tables(nodes: Nodes, count: int) -> list[dict]:
    """`count` tables, opened on the nodes in turn (each is first held by the node it was opened on)."""
    return [create_table(nodes.url_of(index % len(nodes.nodes)), GAME, 4) for index in range(count)]


async def _played(nodes: Nodes, created: list[dict], fault, after_acks: int = 40) -> list[BotTable]:
    """Bots play every table through one address; `fault(front)` strikes once `after_acks` moves
    were acknowledged, and play goes on to the end of every table."""
    front = Front([node.port for node in nodes.nodes])
    url = await front.start()
    tables = [BotTable(url, table, GAME) for table in created]
    try:
        await tables[0].until(lambda: sum(table.acked() for table in tables) >= after_acks)
        await fault(front)
        for table in tables:
            await table.finish(within=120)
    finally:
        await front.close()
    return tables


def test_three_nodes_play_on_when_one_is_killed_mid_play(tmp_path, pg_url):
    nodes = Nodes(tmp_path, pg_url)
    try:
        created = _tables(nodes, 6)
        victim = nodes.nodes[0]

        async def kill(front: Front) -> None:
            victim.kill()  # SIGKILL: its leases are left to run out
            front.down.add(victim.port)

        tables = asyncio.run(_played(nodes, created, kill))
    finally:
        nodes.stop_all()
    totals = check_tables(pg_url, {table.table: (GAME, table.logs) for table in tables})
    assert totals["tables"] == 6 and totals["acked"] > 40
    held = owners(pg_url)
    assert all(held[table["table"]] in ("n1", "n2") for table in created[::3])  # its tables moved on
    assert totals["owners"] > 6


def test_a_node_stopped_past_its_lease_applies_no_move_when_it_wakes(tmp_path, pg_url):
    nodes = Nodes(tmp_path, pg_url)
    sleeper = nodes.nodes[0]
    assert sleeper.process is not None
    try:
        probe = create_table(nodes.url_of(0), GAME, 3)  # held by the node that will sleep
        created = _tables(nodes, 3)

        async def split_brain(front: Front) -> None:
            seats = [await RawSeat.join(nodes.url_of(0), probe, seat, GAME) for seat in range(3)]
            mover = seats[0].state["to_move"][0]
            asleep = seats[mover]
            sleeper.process.send_signal(signal.SIGSTOP)
            front.down.add(sleeper.port)
            # A move reaches the sleeping node (its socket takes it; the node cannot act on it).
            await asleep.socket.send(f'{{"t": "move", "id": 1, "seq": {asleep.state["seq"]}, '
                                     f'"move": "{asleep.state["legal"][0]}"}}')
            await asyncio.sleep(LEASE + 1.0)
            # Past the lease, another node takes the table from its log and the seat plays there.
            awake = await RawSeat.join(nodes.url_of(1), probe, mover, GAME)
            assert awake.state["seq"] == asleep.state["seq"]
            answer, _ = await awake.answer_to({"t": "move", "id": 2, "seq": awake.state["seq"],
                                               "move": awake.state["legal"][-1]}, "ack", "reject")
            assert answer["t"] == "ack", answer
            sleeper.process.send_signal(signal.SIGCONT)
            # Woken, the old owner applies nothing: it lets the table go and closes the socket.
            with pytest.raises(ConnectionClosed):
                await asleep.next_of("ack", within=20)
            for seat in (*seats, awake):
                await seat.close()

        tables = asyncio.run(_played(nodes, created, split_brain, after_acks=20))
    finally:
        nodes.stop_all()
    totals = check_tables(pg_url, {table.table: (GAME, table.logs) for table in tables})
    assert totals["tables"] == 3
    from chroma_desktop.server.pg_store import PgStore

    store = PgStore(pg_url, "onlooker")
    try:
        log = store.load(probe["table"]).log
    finally:
        store.close()
    assert [row.cid for row in log if row.cid is not None] == [2]  # the woken node's move 1 is not there
    assert owners(pg_url)[probe["table"]] == "n1"


def test_three_nodes_play_on_through_a_postgresql_restart(tmp_path, pg_url, postgres):
    nodes = Nodes(tmp_path, pg_url)
    try:
        created = _tables(nodes, 6)

        async def restart(front: Front) -> None:
            await asyncio.to_thread(postgres.restart, 0.5)

        tables = asyncio.run(_played(nodes, created, restart))
    finally:
        nodes.stop_all()
    totals = check_tables(pg_url, {table.table: (GAME, table.logs) for table in tables})
    assert totals["tables"] == 6 and totals["acked"] > 40


def test_a_node_stopped_with_sigterm_lets_its_tables_go_at_once(tmp_path, pg_url):
    import psycopg

    nodes = Nodes(tmp_path, pg_url, count=2)
    try:
        created = _tables(nodes, 2)  # one held by each node
        nodes.nodes[0].stop()  # SIGTERM: the node lets its leases go before it exits
        with psycopg.connect(pg_url) as db:
            ended = dict(db.execute("SELECT table_id, expires <= clock_timestamp() FROM leases").fetchall())
        assert ended == {created[0]["table"]: True, created[1]["table"]: False}

        async def play_on(front: Front) -> None:
            pass

        tables = asyncio.run(_played(nodes, created, play_on, after_acks=0))
    finally:
        nodes.stop_all()
    check_tables(pg_url, {table.table: (GAME, table.logs) for table in tables})
    assert set(owners(pg_url).values()) == {"n1"}


def test_a_client_comes_back_through_a_front_that_had_no_node_up(tmp_path, pg_url):
    """A load balancer with no node up closes connections before any HTTP answer (or answers 503):
    the client tries again after its backoff rather than waiting for ever."""
    nodes = Nodes(tmp_path, pg_url, count=1)
    try:
        created = _tables(nodes, 1)

        async def scenario() -> BotTable:
            front = Front([nodes.nodes[0].port])
            front.down.add(nodes.nodes[0].port)
            url = await front.start()
            try:
                table = BotTable(url, created[0], GAME)
                await asyncio.sleep(0.5)  # every connection so far was closed at once
                assert table.acked() == 0
                front.down.clear()
                await table.finish(within=60)
            finally:
                await front.close()
            return table

        table = asyncio.run(scenario())
    finally:
        nodes.stop_all()
    assert check_tables(pg_url, {table.table: (GAME, table.logs)})["tables"] == 1


def test_a_short_code_is_made_and_found_at_a_node_that_does_not_own_the_table(tmp_path, pg_url):
    from chroma_desktop.net.client import find_code, make_code
    from chroma_desktop.net.server_frames import InviteFound

    nodes = Nodes(tmp_path, pg_url, count=2)
    try:
        created = create_table(nodes.url_of(0), GAME, 3)  # held by n0
        elsewhere = nodes.url_of(1)
        code = asyncio.run(make_code(elsewhere, created["table"], created["seat_tokens"][1]))
        found = asyncio.run(find_code(elsewhere, code))
    finally:
        nodes.stop_all()
    assert found == InviteFound(created["table"], 1, created["seat_tokens"][1], GAME)
    assert owners(pg_url)[created["table"]] == "n0"
