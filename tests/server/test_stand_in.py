"""A seat whose player is away too long is played by the Normal bot, from that seat's view, until
its player comes back."""

from __future__ import annotations

import asyncio
import sys

import pytest

from chroma_desktop.net.client import SeatLog, TableSession, play_seat
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match
from chroma_desktop.server.limits import Limits
from tests.server.servers import ServerThread


@pytest.fixture
def server(tmp_path):
    interval = sys.getswitchinterval()
    sys.setswitchinterval(0.0002)
    thread = ServerThread(tmp_path / "tables.sqlite3", Limits(away_after=0.2))
    yield thread
    thread.stop()
    sys.setswitchinterval(interval)


async def _play(url: str, created: dict, stand_in_moves) -> list[SeatLog]:
    here = TableSession(url, created["table"], "coloretto", seat_token=created["seat_tokens"][0])
    later = TableSession(url, created["table"], "coloretto", seat_token=created["seat_tokens"][1])
    logs = [SeatLog(), SeatLog()]
    first = asyncio.create_task(play_seat(here, 0, think=0.01, result=logs[0]))
    # Seat 2 is away meanwhile: the stand-in plays for it (however the deal goes) until it
    # has made five moves; then its player comes back.
    while await asyncio.to_thread(stand_in_moves) < 5 and not first.done():
        await asyncio.sleep(0.02)
    await asyncio.gather(first, play_seat(later, 1, result=logs[1]))
    return logs


def test_an_away_seat_is_played_by_the_normal_bot_until_its_player_returns(server):
    created = server.create("coloretto", 2)

    def stand_in_moves() -> int:
        stored = server.call(lambda: server.store.load(created["table"]))
        return sum(1 for row in stored.log if row.player == 1 and row.cid is None)

    logs = asyncio.run(asyncio.wait_for(_play(server.url, created, stand_in_moves), 60))
    stored = server.call(lambda: server.store.load(created["table"]))
    by_stand_in = [row for row in stored.log if row.player == 1 and row.cid is None]
    by_player = [row for row in stored.log if row.player == 1 and row.cid is not None]
    assert len(by_stand_in) >= 5 and by_player  # the bot played, then the player took over
    assert stored.log.index(by_stand_in[-1]) < stored.log.index(by_player[0])
    record = logs[0].end["record"]
    assert Match.from_record(record, resolve=find_game).is_over() and logs[1].end["record"] == record
