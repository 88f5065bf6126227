"""Bots that decide in worker threads (`play_seat(..., decide_apart=True)`, the benchmark's way of
keeping one seat's thinking off another's timings) still play a real-time game to the end, and
every move's time runs from its sending to its answer being read off the socket."""

from __future__ import annotations

import asyncio

import pytest

from chroma_desktop.net.client import TableSession, play_seat
from tests.server.servers import ServerProcess, create_table


@pytest.fixture
def server(tmp_path):
    process = ServerProcess(tmp_path / "tables.sqlite3")
    process.start()
    yield process
    process.stop()


def test_bots_deciding_apart_play_cmyk_to_the_end(server):
    created = create_table(server.url, "cmyk", 3)
    seats = [TableSession(server.url, created["table"], "cmyk", seat_token=token)
             for token in created["seat_tokens"]]

    async def play() -> list:
        playing = (play_seat(session, seat, seed=seat, decide_apart=True)
                   for seat, session in enumerate(seats))
        return await asyncio.wait_for(asyncio.gather(*playing), 120)

    logs = asyncio.run(play())
    record = logs[0].end["record"]
    assert all(log.end["record"] == record for log in logs)
    for log in logs:
        assert log.acked and len(log.latencies) == len(log.acked)
        assert all(latency > 0 for latency in log.latencies)  # read after it was sent
    played = {(seat, text) for seat, log in enumerate(logs) for _ply, text in log.acked.values()}
    assert played <= {(player, text) for player, text in record["moves"]}
