"""The online host's bot seats keep the table's pace (`bots.schedule.seat_pace`), not a flat
pause of their own: the turn pace in a turn-based game and the bot clock in real time, scaled as
the window's pace is; and a seat played through the server asks its pace of each view it acts on."""

from __future__ import annotations

import asyncio
import random
from typing import Any

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.clock import TURN_PACE_SECONDS, think_seconds
from chroma_desktop.net.client import TableSession, play_seat
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match
from chroma_desktop.ui.online_host import OnlineHost
from tests.server.servers import ServerThread


def test_the_hosts_bots_think_at_the_tables_pace(tmp_path):
    host = OnlineHost(tmp_path, bot_think=2 * TURN_PACE_SECONDS)  # the window's pace, halved
    try:
        assert host.pace("coloretto", 1)(None) == 2 * TURN_PACE_SECONDS
        cmyk = find_game("cmyk")
        view = Match(cmyk, 3, {}, 4).view(2)
        expected = think_seconds(cmyk, make_bot("heuristic", "cmyk"), view, 2, random.Random("host pace:2"))
        assert host.pace("cmyk", 2)(view) == 2 * expected
    finally:
        host.stop()


def test_a_seat_asks_its_pace_of_every_view_it_acts_on(tmp_path):
    server = ServerThread(tmp_path / "tables.sqlite3")
    try:
        created = server.create("coloretto", 2)
        seen: list[list[Any]] = [[], []]

        def paced(seat: int):
            def think(view: Any) -> float:
                seen[seat].append(view)
                return 0.0005
            return think

        async def play() -> list[Any]:
            sessions = [TableSession(server.url, created["table"], "coloretto",
                                     seat_token=created["seat_tokens"][seat]) for seat in (0, 1)]
            return await asyncio.gather(*(play_seat(sessions[seat], seat, think=paced(seat))
                                          for seat in (0, 1)))

        logs = asyncio.run(asyncio.wait_for(play(), 60))
    finally:
        server.stop()
    assert Match.from_record(logs[0].end["record"], resolve=find_game).is_over()
    for seat in (0, 1):
        assert len(seen[seat]) == len(logs[seat].sent) > 5  # once before each move sent
        state_class = type(Match(find_game("coloretto"), 2).state)  # a view decoded, not JSON
        assert all(type(view) is state_class for view in seen[seat])
