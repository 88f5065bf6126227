"""The toy game plays a whole game online through the real server: the server finds it as any
plug-in is found (`CHROMA_DESKTOP_GAMES`), and the clients build it through the registry."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import pytest

from chroma_desktop import registry
from chroma_desktop.net.client import TableSession, play_seat
from chroma_desktop.rules.match import Match
from tests.server.servers import ServerProcess, create_table
from tests.toy_game.manifest import MANIFEST as TOY

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def server(tmp_path, monkeypatch):
    monkeypatch.setenv(registry.EXTRA_GAMES_VARIABLE, "tests.toy_game.manifest")
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(filter(None, (str(ROOT),
                                                                   os.environ.get("PYTHONPATH")))))
    registry.register(TOY)
    process = ServerProcess(tmp_path / "tables.sqlite3")
    process.start()
    yield process
    process.stop()
    registry.unregister(TOY.id)


def test_the_toy_plays_a_whole_game_online(server):
    created = create_table(server.url, TOY.id, 2)

    async def play() -> list:
        seats = [TableSession(server.url, created["table"], TOY.id, seat_token=token)
                 for token in created["seat_tokens"]]
        return await asyncio.wait_for(asyncio.gather(
            *(play_seat(session, seat) for seat, session in enumerate(seats))), 60)

    logs = asyncio.run(play())
    record = logs[0].end["record"]
    assert all(log.end["record"] == record for log in logs)
    match = Match.from_record(record, resolve=registry.find_game)
    assert match.is_over() and match.state.left == 0
