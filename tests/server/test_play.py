"""Bots play every game to the end through a real server on a loopback port, and the server's
log replays to the record every client receives at the end."""

from __future__ import annotations

import asyncio
import base64
import json

import pytest

from chroma_desktop.net.client import TableSession, play_seat
from chroma_desktop.net.protocol import seed_commitment
from chroma_desktop.registry import find_game, game_ids
from chroma_desktop.rules.match import Match
from tests.server.engines import open_store, store_args
from tests.server.servers import ServerProcess, create_table

PLAYERS = {"chroma_mix": 3}


@pytest.fixture
def server(tmp_path):
    process = ServerProcess(tmp_path / "tables.sqlite3")
    process.start()
    yield process
    process.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def any_server(request, tmp_path):
    """A real `chroma-server` on each engine: a client cannot tell which it talks to."""
    engine_args = () if request.param == "sqlite" else store_args(request.getfixturevalue("pg_url"), "n")
    process = ServerProcess(tmp_path / "tables.sqlite3", extra_args=engine_args)
    process.start()
    yield process
    process.stop()


async def _watch(session: TableSession) -> list[dict]:
    return [frame async for frame in session.frames()]


async def _play_all(url: str, tables: dict[str, dict]) -> dict[str, tuple[list, list]]:
    async def one(game: str, created: dict) -> tuple[list, list]:
        seats = [TableSession(url, created["table"], game, seat_token=token)
                 for token in created["seat_tokens"]]
        watcher = TableSession(url, created["table"], game, spectator_code=created["spectator_code"])
        watching = asyncio.create_task(_watch(watcher))
        logs = await asyncio.gather(*(play_seat(session, seat, keep_frames=True)
                                      for seat, session in enumerate(seats)))
        return list(logs), await asyncio.wait_for(watching, 30)

    results = await asyncio.wait_for(
        asyncio.gather(*(one(game, created) for game, created in tables.items())), 120)
    return dict(zip(tables, results, strict=True))


def test_bots_play_every_game_to_the_end_and_the_log_replays_to_the_record(any_server, tmp_path):
    server = any_server
    tables = {game: create_table(server.url, game, PLAYERS.get(game, 4)) for game in game_ids()}
    assert len(tables) == 4
    results = asyncio.run(_play_all(server.url, tables))
    store = open_store(tmp_path / "tables.sqlite3", server.extra_args)
    for game, (logs, watched) in results.items():
        ends = [log.end for log in logs]
        record = ends[0]["record"]
        assert all(end["record"] == record for end in ends), game
        assert watched[-1]["t"] == "end" and watched[-1]["record"] == record
        # The seed revealed at the end opens the commitment every seat got at the start.
        assert seed_commitment(int(ends[0]["seed"]), ends[0]["salt"]) == tables[game]["seed_commit"]
        assert record["seed"] == int(ends[0]["seed"]) and record["seed"].bit_length() > 64
        stored = store.load(tables[game]["table"])
        assert stored.row.status == "over"
        assert [[row.player, row.move] for row in stored.log] == record["moves"]
        replayed = Match.from_record(record, resolve=find_game)
        assert replayed.is_over() and list(replayed.outcome().scores) == ends[0]["outcome"]["scores"]
        _assert_no_frame_before_the_end_holds_the_seed(record["seed"], ends[0]["salt"],
                                                       [log.frames for log in logs])
        # Every move a client had acknowledged is in the record at the ply the ack named.
        for seat, log in enumerate(logs):
            assert log.acked, (game, seat)
            for ply, text in log.acked.values():
                assert record["moves"][ply] == [seat, text]
    store.close()


def _assert_no_frame_before_the_end_holds_the_seed(seed: int, salt: str, seats: list[list[str]]) -> None:
    raw = seed.to_bytes(16, "big")
    forms = {str(seed), f"{seed:x}", f"{seed:X}", f"{seed:o}", base64.b64encode(raw).decode().rstrip("="),
             base64.urlsafe_b64encode(raw).decode().rstrip("="), base64.b32encode(raw).decode().rstrip("="),
             salt}
    for frames in seats:
        assert json.loads(frames[-1])["t"] == "end"
        before_end = frames[:-1]
        assert len(before_end) > 20
        for frame in before_end:
            assert not any(form in frame for form in forms), frame[:200]


def test_a_hello_with_a_wrong_token_or_table_is_refused_politely(server):
    from websockets.sync.client import connect

    created = create_table(server.url, "coloretto", 3)
    session = TableSession(server.url, created["table"], "coloretto", seat_token="x" * 22)
    for hello, code in ((session.hello(), "bad_token"),
                        (session.hello().replace(created["table"], "nope"), "unknown_table"),
                        (json.dumps({**json.loads(session.hello()), "seat_token": created["seat_tokens"][0],
                                     "rules": "0" * 32}), "update_needed")):
        with connect(server.url) as socket:
            socket.send(hello)
            answer = json.loads(socket.recv(10))
        assert answer["t"] == "error" and answer["code"] == code and answer["why"]


def test_only_the_host_key_opens_tables(server):
    from websockets.sync.client import connect

    with connect(server.url) as socket:
        socket.send(json.dumps({"t": "create", "host_key": "guess", "game": "coloretto", "players": 3}))
        answer = json.loads(socket.recv(10))
    assert answer["code"] == "bad_token"


def test_a_refused_session_leaves_no_connection_for_the_server_to_wait_on(tmp_path):
    # A client refused at hello used to stop its reader half-way through the closing handshake:
    # the server held the connection until its close timeout (closing the host's window, which
    # stops its server, waited that long). The refused client now cuts it at once.
    import time

    from chroma_desktop.net.client import SessionRefused
    from chroma_desktop.server.limits import Limits
    from tests.server.servers import ServerThread

    thread = ServerThread(tmp_path / "tables.sqlite3", limits=Limits(close_timeout=60.0))
    try:
        created = thread.create("coloretto", 2)
        session = TableSession(thread.url, created["table"], "coloretto", seat_token="x" * 22)

        async def read() -> None:
            async for _frame in session.frames():
                pass

        with pytest.raises(SessionRefused):
            asyncio.run(read())
        deadline = time.monotonic() + 10  # far below the close timeout
        while thread.call(lambda: len(thread.listening.all_connections)) and time.monotonic() < deadline:
            time.sleep(0.02)
        assert thread.call(lambda: len(thread.listening.all_connections)) == 0
    finally:
        thread.stop()


def test_a_session_cut_mid_game_comes_back_and_one_cut_after_its_end_does_not(tmp_path):
    # `drop` says whether it cut a session that was still reading: the fault tests count the
    # reconnects they expect by it (a session that had read its table's end has nothing to come
    # back for, though it may still hold its connection).
    from chroma_desktop.net.client import SeatLog
    from tests.server.servers import ServerThread

    thread = ServerThread(tmp_path / "tables.sqlite3")
    try:
        created = thread.create("coloretto", 2)
        sessions = [TableSession(thread.url, created["table"], "coloretto", seat_token=token)
                    for token in created["seat_tokens"]]
        logs = [SeatLog(), SeatLog()]

        async def play() -> bool:
            seats = [asyncio.create_task(play_seat(session, seat, seed=seat, think=0.002,
                                                   result=logs[seat]))
                     for seat, session in enumerate(sessions)]
            while len(logs[0].acked) < 5:
                await asyncio.sleep(0.005)
            cut = sessions[0].drop()
            await asyncio.wait_for(asyncio.gather(*seats), 60)
            return cut

        assert asyncio.run(play()) is True
    finally:
        thread.stop()
    assert [log.end is not None for log in logs] == [True, True]
    assert sessions[0].reconnects == 1 and sessions[1].reconnects == 0
    assert all(session.ended for session in sessions)
    assert [session.drop() for session in sessions] == [False, False]
