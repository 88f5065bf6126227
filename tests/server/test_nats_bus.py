"""The bus between nodes on a real `nats-server`: a node's own sockets hear a table's frames in
process; another node hears a subject only once it says it wants it, and again after NATS
restarts. Then three real nodes on PostgreSQL and NATS: a spectator at a node that does not own
the table watches it over NATS (the owner's address is unreachable, so nothing else could carry
it), through a NATS restart, to the end the players got, also when the whole game was played
while NATS was down, and hears the chat said while NATS was down once it is back."""

from __future__ import annotations

import asyncio
import signal
import time
from collections.abc import Iterator
from contextlib import contextmanager

from chroma_desktop.net.client import TableSession
from chroma_desktop.net.protocol import dumps
from chroma_desktop.server.nats_bus import INTEREST_EVERY, INTEREST_KEPT, NatsBus
from tests.server.durable_play import BotTable, RawSeat
from tests.server.engines import store_args
from tests.server.nodes import check_tables
from tests.server.servers import ServerProcess, create_table


async def _until(condition, within: float = 10.0) -> None:
    deadline = time.monotonic() + within
    while not condition():
        assert time.monotonic() < deadline, "not in time"
        await asyncio.sleep(0.02)


@contextmanager
def _owner_and_other(tmp_path, pg_url, nats_server,
                     lease: float) -> Iterator[tuple[ServerProcess, ServerProcess]]:
    """Two nodes on PostgreSQL and NATS, each holding a table `lease` seconds; the owner's address
    leads nowhere, so a connection could not be carried to it and only the bus serves."""
    bus = ("--bus", nats_server.url())
    owner = ServerProcess(tmp_path / "n0.sqlite3", extra_args=(
        *store_args(pg_url, "n0", lease), *bus, "--advertise", "ws://127.0.0.1:1"))
    other = ServerProcess(tmp_path / "n1.sqlite3", extra_args=(*store_args(pg_url, "n1", lease), *bus))
    owner.start()
    other.start()
    try:
        yield owner, other
    finally:
        owner.stop()
        other.stop()


def _watching(other: ServerProcess, created: dict, watched: list[dict]) -> asyncio.Task:
    """A spectator at `other` watching `created`'s table, each frame added to `watched`."""
    watcher = TableSession(other.url, created["table"], "coloretto",
                           spectator_code=created["spectator_code"])

    async def watch() -> None:
        async for frame in watcher.frames():
            watched.append(frame)

    return asyncio.get_running_loop().create_task(watch())


def test_a_subject_crosses_to_the_nodes_that_want_it_and_again_after_a_nats_restart(nats_server):
    async def scenario() -> None:
        owner = await NatsBus.connect(nats_server.url(), "owner")
        other = await NatsBus.connect(nats_server.url(), "other")
        try:
            mine: list[str] = []
            theirs: list[str] = []
            owner.subscribe("table.t.out.spectator", mine.append)
            assert owner.subscribers("table.t.out.spectator") == 1
            owner.publish("table.t.out.spectator", "before anyone else wants it")
            assert mine == ["before anyone else wants it"]  # at once, in the publisher's turn
            leave = other.subscribe_remote("table.t.out.spectator", theirs.append)
            await _until(lambda: owner.subscribers("table.t.out.spectator") == 2)
            owner.publish("table.t.out.spectator", "one")
            owner.publish("table.t.out.spectator", "two")
            await _until(lambda: theirs == ["one", "two"])  # in order, and only what came after
            owner.publish("table.t.out.0", "a seat's frame")  # nobody elsewhere wants it: not sent
            await asyncio.to_thread(nats_server.stop)
            owner.publish("table.t.out.spectator", "while NATS is down")
            await asyncio.to_thread(nats_server.start)
            for n in range(100):  # until both are back on the bus
                owner.publish("table.t.out.spectator", f"after {n}")
                if theirs[-1].startswith("after"):
                    break
                await asyncio.sleep(0.1)
            assert theirs[-1].startswith("after") and "a seat's frame" not in theirs
            leave()
            await _until(lambda: owner.subscribers("table.t.out.spectator") == 1, within=8)
        finally:
            await owner.close()
            await other.close()

    asyncio.run(scenario())


def test_a_spectator_at_another_node_watches_over_nats_through_a_nats_restart(tmp_path, pg_url, nats_server):
    with _owner_and_other(tmp_path, pg_url, nats_server, 2.0) as (owner, other):
        created = create_table(owner.url, "coloretto", 4)

        async def scenario() -> tuple[BotTable, list[dict]]:
            watched: list[dict] = []
            watching = _watching(other, created, watched)
            await _until(lambda: any(frame["t"] == "state" for frame in watched))
            bots = BotTable(owner.url, created, "coloretto", think=0.02)
            await bots.until(lambda: bots.acked() >= 15)
            await asyncio.to_thread(nats_server.stop)
            await asyncio.sleep(0.5)
            await asyncio.to_thread(nats_server.start)
            await bots.finish(within=120)
            await asyncio.wait_for(watching, 30)
            return bots, watched

        bots, watched = asyncio.run(scenario())
    assert watched[0]["t"] == "welcome" and watched[0]["seat"] is None
    assert watched[-1]["t"] == "end" and watched[-1]["record"] == bots.logs[0].end["record"]
    seqs = [frame["seq"] for frame in watched if frame["t"] == "state"]
    assert len(seqs) > 10 and seqs[-1] == max(seqs)
    assert bots.refused("unavailable") == 0
    totals = check_tables(pg_url, {created["table"]: ("coloretto", bots.logs)})
    assert totals["tables"] == 1 and totals["acked"] >= 15


def test_a_spectator_elsewhere_gets_an_end_played_while_nats_was_down(tmp_path, pg_url, nats_server):
    """NATS down past `INTEREST_KEPT`: the owner no longer publishes for the other node, so the
    whole game's frames, its end among them, never cross; once the bus is back, the spectator's
    node asks the owner again and says the last state and the end."""
    with _owner_and_other(tmp_path, pg_url, nats_server, 5.0) as (owner, other):
        created = create_table(owner.url, "coloretto", 3)

        async def scenario() -> tuple[BotTable, list[dict]]:
            watched: list[dict] = []
            watching = _watching(other, created, watched)
            await _until(lambda: any(frame["t"] == "state" for frame in watched))
            await asyncio.to_thread(nats_server.stop)
            await asyncio.sleep(INTEREST_KEPT + 0.5)
            bots = BotTable(owner.url, created, "coloretto", think=0.005)
            await bots.finish(within=120)
            await asyncio.to_thread(nats_server.start)
            await asyncio.wait_for(watching, 30)
            return bots, watched

        bots, watched = asyncio.run(scenario())
    assert watched[0]["t"] == "welcome"
    assert watched[-1]["t"] == "end" and watched[-1]["record"] == bots.logs[0].end["record"]
    seqs = [frame["seq"] for frame in watched if frame["t"] == "state"]
    assert seqs == sorted(set(seqs)) and len(seqs) >= 2  # the first state, then the last


def test_a_spectator_elsewhere_waits_for_an_owner_slow_to_answer_instead_of_reconnecting(tmp_path, pg_url,
                                                                                           nats_server):
    """The owner stopped (SIGSTOP) for 2 s while the spectator's node asks it for the first
    frames: the node waits for its answer (an owner that is gone is known at once) instead of
    carrying the spectator to it, here to nowhere, and the spectator's first frame is the welcome."""
    with _owner_and_other(tmp_path, pg_url, nats_server, 10.0) as (owner, other):
        created = create_table(owner.url, "coloretto", 3)
        assert owner.process is not None

        async def first_frames() -> list[dict]:
            watcher = TableSession(other.url, created["table"], "coloretto",
                                   spectator_code=created["spectator_code"])
            watched: list[dict] = []
            async for frame in watcher.frames():
                watched.append(frame)
                if frame["t"] == "state":
                    return watched
            return watched

        async def stopped_then_woken() -> list[dict]:
            owner.process.send_signal(signal.SIGSTOP)
            try:
                watching = asyncio.ensure_future(first_frames())
                await asyncio.sleep(2.0)  # the spectator's node asks meanwhile
            finally:
                owner.process.send_signal(signal.SIGCONT)
            return await asyncio.wait_for(watching, 30)

        watched = asyncio.run(stopped_then_woken())
    assert watched[0]["t"] == "welcome" and watched[-1]["t"] == "state"
    assert "_reconnected" not in [frame["t"] for frame in watched]


def test_chat_said_while_nats_was_down_reaches_a_spectator_elsewhere_once_and_in_order(tmp_path, pg_url,
                                                                                        nats_server):
    """NATS down past `INTEREST_KEPT` while a seat says two lines: the owner publishes nothing
    for the other node meanwhile, so the lines never cross; once the bus is back, the
    spectator's node asks the owner again and says the lines it missed (the store keeps them,
    numbered), each once, after the line it heard before and before the line said after."""
    with _owner_and_other(tmp_path, pg_url, nats_server, 10.0) as (owner, other):
        created = create_table(owner.url, "coloretto", 3)

        def chat(watched: list[dict]) -> list[tuple[int, str]]:
            return [(frame["n"], frame["text"]) for frame in watched if frame["t"] == "chat"]

        async def scenario() -> list[dict]:
            watched: list[dict] = []
            watching = _watching(other, created, watched)
            await _until(lambda: any(frame["t"] == "state" for frame in watched))
            seat = await RawSeat.join(owner.url, created, 0)
            try:
                async def say(n: int, text: str) -> None:
                    await seat.socket.send(dumps({"t": "chat", "id": n, "text": text}))
                    heard = await seat.next_of("chat")  # stored and told to the owner's sockets
                    assert (heard["n"], heard["text"]) == (n, text)

                await say(1, "before the outage")
                await _until(lambda: chat(watched) == [(1, "before the outage")])
                await asyncio.to_thread(nats_server.stop)
                await asyncio.sleep(INTEREST_KEPT + 0.5)  # the owner no longer publishes for it
                await say(2, "while NATS is down")
                await say(3, "still down")
                await asyncio.to_thread(nats_server.start)
                await _until(lambda: len(chat(watched)) >= 3, within=30)
                await asyncio.sleep(2 * INTEREST_EVERY)  # time for a line said twice to show
                await say(4, "after the outage")
                await _until(lambda: len(chat(watched)) >= 4, within=10)
            finally:
                await seat.close()
                watching.cancel()
            return watched

        watched = asyncio.run(scenario())
    assert chat(watched) == [(1, "before the outage"), (2, "while NATS is down"), (3, "still down"),
                             (4, "after the outage")]
    assert [frame["t"] for frame in watched].count("welcome") == 1
