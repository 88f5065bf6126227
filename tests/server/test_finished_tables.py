"""A finished table leaves the server's memory once nobody listens to it (its seats and spectators
gone); the store keeps it, and a late hello loads it again for its end and record. An open table
nobody sits at stays."""

from __future__ import annotations

import asyncio
import time

from tests.server.durable_play import BotTable, RawSeat
from tests.server.servers import ServerThread


def _held(server: ServerThread) -> set[str]:
    """The ids of the tables the server holds in memory."""
    return set(server.call(lambda: list(server.server.tables)))


async def _until_gone(server: ServerThread, table: str, within: float = 5.0) -> None:
    deadline = time.monotonic() + within
    while table in _held(server):
        assert time.monotonic() < deadline, "the finished table stayed in memory"
        await asyncio.sleep(0.02)


def test_a_finished_table_leaves_memory_when_its_players_leave_and_comes_back_for_a_late_hello(tmp_path):
    server = ServerThread(tmp_path / "tables.sqlite3")
    try:
        finished, waiting = server.create("coloretto", 2), server.create("coloretto", 2)
        assert _held(server) == {finished["table"], waiting["table"]}

        async def scenario() -> None:
            watcher = await RawSeat.join(server.url, finished, 1)  # stays after the end
            bots = BotTable(server.url, finished, think=0.0)
            await bots.finish()
            await watcher.next_of("end")
            await asyncio.sleep(0.2)
            assert finished["table"] in _held(server)  # over, but a seat still listens
            await watcher.close()
            await _until_gone(server, finished["table"])
            assert _held(server) == {waiting["table"]}  # an open table stays, players or not

            late = await RawSeat.join(server.url, finished, 0)
            end = await late.next_of("end")
            told = bots.logs[1].end
            assert told is not None and (end["record"], end["seed"]) == (told["record"], told["seed"])
            assert finished["table"] in _held(server)
            await late.close()
            await _until_gone(server, finished["table"])  # gone again once the late seat left

        asyncio.run(scenario())
    finally:
        server.stop()
