"""The online host's bot seats keep the table's pace (`bots.schedule.seat_pace`), not a flat
pause of their own: the turn pace in a turn-based game and the bot clock in real time, scaled as
the window's pace is; and a seat played through the server asks its pace of each view it acts on.

In a round a person's seat may play at the same time (Chroma Cubes: "every player taking their
turn at the same time"), a hosted bot waits a person's pace before each move, as at the local
table (issue 31: the host's bots showed their whole round within two seconds); the host knows
the seats its bots play, and every other seat is a person's. Bots alone keep the turn pace."""

from __future__ import annotations

import asyncio
import random
import threading
import time
from typing import Any

import pytest

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.clock import SHARED_ROUND_PACE_SECONDS, TURN_PACE_SECONDS, think_seconds
from chroma_desktop.net.client import TableSession, play_seat
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match
from chroma_desktop.ui.online_host import HostedTable, OnlineHost
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


SCALE = 0.1  # the window's pace: think times a tenth of the normal ones
CUBES = find_game("chroma_cubes")
PERSON_LOOKS = 3.0


class WatchedHost(OnlineHost):
    """The real host, noting each think time its bots are given: the view, the seconds, and when."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.thought: list[tuple[Any, float, float]] = []
        self._noting = threading.Lock()

    def pace(self, game_id: str, seat: int, bot_seats: frozenset[int] | None = None):
        paced = super().pace(game_id, seat, bot_seats)

        def noted(view: Any) -> float:
            seconds = paced(view)
            with self._noting:
                self.thought.append((view, seconds, time.monotonic()))
            return seconds

        return noted

    def noted(self) -> list[tuple[Any, float, float]]:
        with self._noting:
            return list(self.thought)


def shared_with(seat: int, thought: list[tuple[Any, float, float]]) -> list[tuple[Any, float, float]]:
    return [entry for entry in thought if seat in CUBES.to_move(entry[0])]


def test_a_hosted_bot_sharing_a_round_with_a_person_waits_a_persons_pace(tmp_path):
    host = WatchedHost(tmp_path, bot_think=TURN_PACE_SECONDS * SCALE)
    person, bot = 0, 1
    try:
        table: HostedTable = host.create_table("chroma_cubes", 2, {})
        host.seat_bots(table, [bot])

        def person_thinks(view: Any) -> float:
            # A person drafts their die at once, then looks at their dice while the bot colours
            # its own sheet (its round: 2 to 6 moves, each well within this at the test's pace).
            return PERSON_LOOKS if bot in CUBES.to_move(view) else 0.0

        async def sit_and_watch() -> None:
            session = TableSession(table.server, table.table, "chroma_cubes",
                                   seat_token=table.seat_tokens[person], name="Person")
            playing = asyncio.create_task(play_seat(session, person, think=person_thinks))
            try:
                while len(shared_with(person, host.noted())) < 3 and not playing.done():
                    await asyncio.sleep(0.05)
            finally:
                playing.cancel()
                await asyncio.gather(playing, return_exceptions=True)
                session.close()

        asyncio.run(asyncio.wait_for(sit_and_watch(), 60))
        thought = host.noted()
    finally:
        host.stop()
    shared = shared_with(person, thought)
    assert len(shared) >= 3, [CUBES.to_move(view) for view, _s, _at in thought]
    assert all(seconds == pytest.approx(SHARED_ROUND_PACE_SECONDS * SCALE)
               for _view, seconds, _at in shared)
    alone = [seconds for view, seconds, _at in thought if person not in CUBES.to_move(view)]
    assert all(seconds == pytest.approx(TURN_PACE_SECONDS * SCALE)  # the draft, seat by seat
               for seconds in alone)
    # The bot waited each of them before its next move (a lower bound: a busy machine is later).
    times = [at for _view, _seconds, at in shared]
    assert all(later - earlier >= SHARED_ROUND_PACE_SECONDS * SCALE
               for earlier, later in zip(times, times[1:], strict=False)), times


def test_a_table_of_hosted_bots_alone_keeps_the_turn_pace_in_a_shared_round(tmp_path):
    host = WatchedHost(tmp_path, bot_think=TURN_PACE_SECONDS * SCALE)
    try:
        table = host.create_table("chroma_cubes", 2, {})
        host.seat_bots(table, [0, 1])
        deadline = time.monotonic() + 60
        while (len([entry for entry in host.noted() if len(CUBES.to_move(entry[0])) > 1]) < 4
               and time.monotonic() < deadline):
            time.sleep(0.05)
        thought = host.noted()
    finally:
        host.stop()
    shared = [seconds for view, seconds, _at in thought if len(CUBES.to_move(view)) > 1]
    assert len(shared) >= 4, [CUBES.to_move(view) for view, _s, _at in thought]
    assert all(seconds == pytest.approx(TURN_PACE_SECONDS * SCALE) for _view, seconds, _at in thought)
