"""A player relayed by another node counts, at the table's owner, as the player's own address,
not the relaying node's: the per-address limits hold across nodes, and a client cannot state an
address of its choosing (only a node, with the store's secret, can). The clients come from
distinct loopback addresses (127.0.0.2, .3, .4: all this machine) so their addresses differ."""

from __future__ import annotations

import asyncio
import json
import time

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from chroma_desktop.net.client import TableSession
from chroma_desktop.server.relayed_for import HEADER, RelayStamp
from tests.server.engines import store_args
from tests.server.servers import ServerProcess, create_table

GAME = "coloretto"
PER_ADDRESS = ("--connections-per-address", "2")


async def _seat(url: str, created: dict, seat: int, source: str, headers: dict[str, str] | None = None):
    """A seat's socket from the loopback address `source`, past its hello: its first frame."""
    socket = await connect(url, local_addr=(source, 0), additional_headers=headers)
    token = created["seat_tokens"][seat]
    await socket.send(TableSession(url, created["table"], GAME, seat_token=token).hello())
    return socket, json.loads(await asyncio.wait_for(socket.recv(), 10))


def test_the_owner_counts_a_relayed_player_as_the_player_and_ignores_a_forged_address(tmp_path, pg_url):
    owner = ServerProcess(tmp_path / "n0.sqlite3", extra_args=(*store_args(pg_url, "n0"), *PER_ADDRESS))
    relayer = ServerProcess(tmp_path / "n1.sqlite3", extra_args=(*store_args(pg_url, "n1"), *PER_ADDRESS))
    owner.start()
    relayer.start()
    try:
        created = create_table(owner.url, GAME, 4)  # held by n0

        async def scenario() -> None:
            # 127.0.0.2: once at the owner, once through n1: two connections of its own there.
            direct, first = await _seat(owner.url, created, 0, "127.0.0.2")
            relayed, second = await _seat(relayer.url, created, 1, "127.0.0.2")
            assert first["t"] == "welcome" and second["t"] == "welcome"
            # A third through n1 is its third at the owner: refused there, told to come back later.
            third = await connect(relayer.url, local_addr=("127.0.0.2", 0))
            await third.send(TableSession(relayer.url, created["table"], GAME,
                                          seat_token=created["seat_tokens"][2]).hello())
            with pytest.raises(ConnectionClosed) as closed:
                await asyncio.wait_for(third.recv(), 10)
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1013
            # Another player through the same node is that player at the owner, not n1's third.
            other, said = await _seat(relayer.url, created, 3, "127.0.0.3")
            assert said["t"] == "welcome"
            # A client stating another address itself is counted as itself: a bad MAC, a good MAC
            # under a key that is not the store's, both ignored; its third connection is refused.
            forged = [RelayStamp(b"not the store's secret").sign("127.0.0.9"),
                      {HEADER: f"127.0.0.8 {int(time.time())} {'0' * 64}"}]
            liars = [await connect(owner.url, local_addr=("127.0.0.4", 0), additional_headers=headers)
                     for headers in forged]
            with pytest.raises(InvalidStatus) as refused:
                await connect(owner.url, local_addr=("127.0.0.4", 0))
            assert refused.value.response.status_code == 503
            for socket in (direct, relayed, other, *liars):
                await socket.close()

        asyncio.run(scenario())
    finally:
        owner.stop()
        relayer.stop()


def test_a_stamp_holds_only_for_its_address_its_secret_and_a_short_while():
    stamp = RelayStamp(b"k" * 32)
    value = stamp.sign("198.51.100.7", now=1000.0)[HEADER]
    assert stamp.verify(value, now=1010.0) == "198.51.100.7"
    assert stamp.verify(value, now=1100.0) is None  # stale: said too long ago
    assert RelayStamp(b"x" * 32).verify(value, now=1000.0) is None
    assert stamp.verify(value.replace("198.51.100.7", "198.51.100.8"), now=1000.0) is None
    assert stamp.verify(stamp.sign("not-an-address", now=1000.0)[HEADER], now=1000.0) is None
    assert stamp.verify("garbage", now=1000.0) is None
