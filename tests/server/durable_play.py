"""Helpers for the durability tests: bots playing a table on a real server, a raw seated socket
(not the app's client) that times the server's answers, and the check that every acknowledged
move is in the store's log and nothing refused is."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from chroma_desktop.net.client import SeatLog, TableSession, play_seat
from chroma_desktop.net.protocol import dumps
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match
from chroma_desktop.server.store import SqliteStore


class BotTable:
    """Every seat of one table played by the Normal bot through `play_seat`."""

    def __init__(self, url: str, created: dict[str, Any], game: str = "coloretto",
                 think: float = 0.005) -> None:
        self.created, self.game = created, game
        self.sessions = [TableSession(url, created["table"], game, seat_token=token)
                         for token in created["seat_tokens"]]
        self.logs = [SeatLog() for _ in self.sessions]
        self.tasks = [asyncio.get_running_loop().create_task(
            play_seat(session, seat, seed=seat, think=think, result=self.logs[seat]))
            for seat, session in enumerate(self.sessions)]

    @property
    def table(self) -> str:
        return str(self.created["table"])

    def acked(self) -> int:
        return sum(len(log.acked) for log in self.logs)

    def refused(self, code: str) -> int:
        return sum(log.rejects.count(code) for log in self.logs)

    async def until(self, condition: Any, within: float = 60.0) -> None:
        deadline = time.monotonic() + within
        while not condition():
            assert time.monotonic() < deadline, "the table did not get there in time"
            assert not any(task.done() and task.exception() for task in self.tasks)
            await asyncio.sleep(0.01)

    async def finish(self, within: float = 120.0) -> None:
        """Play to the end, then leave (a session stays connected after the end until closed)."""
        await asyncio.wait_for(asyncio.gather(*self.tasks), within)
        for session in self.sessions:
            session.close()


class RawSeat:
    """One seat's own socket, frames read as JSON: for timing the server's answers."""

    def __init__(self, socket: ClientConnection, state: dict[str, Any]) -> None:
        self.socket, self.state = socket, state

    @classmethod
    async def join(cls, url: str, created: dict[str, Any], seat: int, game: str = "coloretto") -> RawSeat:
        socket = await connect(url, max_size=1 << 20)
        await socket.send(TableSession(url, created["table"], game,
                                       seat_token=created["seat_tokens"][seat]).hello())
        raw = cls(socket, {})
        raw.state = await raw.next_of("state")
        return raw

    async def next_of(self, *kinds: str, within: float = 10.0) -> dict[str, Any]:
        """The next frame of one of `kinds` (keeping the latest state seen on the way)."""
        deadline = time.monotonic() + within
        while True:
            frame = json.loads(await asyncio.wait_for(self.socket.recv(), deadline - time.monotonic()))
            if frame["t"] == "state":
                self.state = frame
            if frame["t"] in kinds:
                return dict(frame)

    async def answer_to(self, frame: dict[str, Any], *kinds: str) -> tuple[dict[str, Any], float]:
        """Send `frame`; the first answer of one of `kinds` and the seconds it took."""
        sent = time.perf_counter()
        await self.socket.send(dumps(frame))
        answer = await self.next_of(*kinds)
        return answer, time.perf_counter() - sent

    async def close(self) -> None:
        await self.socket.close()


def check_log(db: Path, table: str, game: str, logs: list[SeatLog], over: bool = True) -> int:
    """Every acknowledged move is in the table's log at the ply its ack named; every move in the
    log that carries a seat's id was acknowledged (nothing refused was stored); the log replays,
    and the table's status agrees with it. How many acked moves were checked."""
    store = SqliteStore(db)
    try:
        stored = store.load(table)
    finally:
        store.close()
    assert stored is not None
    checked = 0
    for seat, log in enumerate(logs):
        for ply, text in log.acked.values():
            assert (stored.log[ply].player, stored.log[ply].move) == (seat, text), (seat, ply)
            checked += 1
        logged = {row.cid for row in stored.log if row.player == seat and row.cid is not None}
        assert logged == set(log.acked), f"seat {seat}: stored ids that were never acked"
    match = Match.from_record({"format_version": 1, "game": game, "players": stored.row.players,
                               "options": stored.row.options, "seed": stored.row.seed,
                               "moves": [[row.player, row.move] for row in stored.log]},
                              resolve=find_game)
    assert match.is_over() == over
    assert (stored.row.status == "over") == match.is_over(), stored.row.status
    return checked
