"""Faults during play: the server killed with SIGKILL twice, clients cut without a close, moves
sent twice and sent late. Not one acknowledged move is lost, none is applied twice, and every
table's log replays to the record its players receive at the end."""

from __future__ import annotations

import asyncio
import random
from collections import Counter

import pytest

from chroma_desktop.net.client import SeatLog, TableSession, play_seat
from chroma_desktop.registry import find_game, game_ids
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.match import Match
from tests.server.engines import open_store, store_args
from tests.server.servers import ServerProcess, create_table

PLAYERS = {"chroma_mix": 3}


async def _play_through_faults(server: ServerProcess, tables: dict[str, dict]) -> tuple[dict, list, int]:
    sessions: dict[str, list[TableSession]] = {}
    logs: dict[str, list[SeatLog]] = {}
    tasks = []
    for game, created in tables.items():
        sessions[game] = [TableSession(server.url, created["table"], game, seat_token=token)
                          for token in created["seat_tokens"]]
        logs[game] = [SeatLog() for _ in sessions[game]]
        tasks += [asyncio.create_task(play_seat(session, seat, seed=seat, duplicate_every=5, late_every=7,
                                                think=0.002, result=logs[game][seat]))
                  for seat, session in enumerate(sessions[game])]
    every = [log for game_logs in logs.values() for log in game_logs]
    everyone = [session for game_sessions in sessions.values() for session in game_sessions]
    rng = random.Random(18)

    async def until_acked(count: int) -> None:
        while sum(len(log.acked) for log in every) < count:
            await asyncio.sleep(0.01)

    for target in (60, 160):
        await until_acked(target)
        server.kill()  # SIGKILL: no close frames, no flush beyond what was committed
        await asyncio.sleep(0.2)
        await asyncio.to_thread(server.start)
    dropped = 0
    for target in (220, 260, 300):
        await until_acked(target)
        # A session that has read its table's end is done with the connection it still holds.
        playing = [session for session in everyone if session.socket is not None
                   and not session.ended]
        for session in rng.sample(playing, min(3, len(playing))):
            dropped += session.drop()  # no close frame: what a lost network does
    await asyncio.wait_for(asyncio.gather(*tasks), 150)
    return logs, everyone, dropped


@pytest.mark.parametrize("engine", ["sqlite", "postgresql"])
def test_no_move_is_lost_or_applied_twice_through_kills_drops_duplicates_and_late_sends(tmp_path, engine,
                                                                                        request):
    engine_args = () if engine == "sqlite" else store_args(request.getfixturevalue("pg_url"), "node-a")
    server = ServerProcess(tmp_path / "tables.sqlite3", extra_args=engine_args)
    server.start()
    try:
        tables = {game: create_table(server.url, game, PLAYERS.get(game, 4)) for game in game_ids()}
        logs, sessions, dropped = asyncio.run(_play_through_faults(server, tables))
    finally:
        server.stop()
    store = open_store(tmp_path / "tables.sqlite3", engine_args)
    totals = Counter()
    for game, created in tables.items():
        stored = store.load(created["table"])
        record = Match.from_record({"format_version": 1, "game": game, "players": stored.row.players,
                                    "options": stored.row.options, "seed": stored.row.seed,
                                    "moves": [[row.player, row.move] for row in stored.log]},
                               resolve=find_game)
        assert record.is_over(), game
        ends = [log.end for log in logs[game]]
        assert all(end is not None and end["record"] == record.to_record() for end in ends), game
        for seat, log in enumerate(logs[game]):
            # 0 lost: every acknowledged move is in the log, at the ply its ack named.
            for ply, text in log.acked.values():
                assert (stored.log[ply].player, stored.log[ply].move) == (seat, text), (game, seat, ply)
            # 0 applied twice: each of the seat's moves in the log carries an id it sent, once.
            logged = [row for row in stored.log if row.player == seat]
            ids = [row.cid for row in logged]
            assert None not in ids and len(ids) == len(set(ids)), (game, seat)
            assert all(log.sent[row.cid] == row.move for row in logged), (game, seat)
            totals["acked"] += len(log.acked)
            totals["sent"] += len(log.sent)
        assert all(row.cid is None for row in stored.log if row.player == CHANCE)
    store.close()
    # Both kills came during play: every seat came back twice, and the dropped ones once more.
    assert all(session.reconnects >= 2 for session in sessions)
    assert dropped >= 6
    assert sum(session.reconnects for session in sessions) >= 2 * len(sessions) + dropped
    assert totals["acked"] > 300
    # The late sends were really late: some were refused as stale.
    assert sum(log.rejects.count("stale") for game_logs in logs.values() for log in game_logs) > 5
