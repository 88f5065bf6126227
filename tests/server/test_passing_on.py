"""The relay passes a carried connection's frames on from the connections' data callbacks
(`passing_on.PassingOn`), and falls back to its tasks for what must wait: real sockets on one
event loop, an owner that answers each message and records what it got, a carrying server whose
connections are the gateway's kind."""

from __future__ import annotations

import asyncio
from typing import Any

from websockets.asyncio.client import connect
from websockets.asyncio.server import ServerConnection, serve

from chroma_desktop.server import relay
from chroma_desktop.server.passing_on import WRITE_AT_ONCE, PassingOn

BIG = "z" * (WRITE_AT_ONCE // 4)


class Carried(PassingOn, ServerConnection):
    """A carrying node's connection, as `guard.ConnectionGate.connection_class` makes them."""


async def _owner_and_carrier(got: list[str], carried: list[PassingOn],
                             first_wait: float) -> tuple[Any, Any, str]:
    async def answer(socket: ServerConnection) -> None:
        async for message in socket:
            text = str(message)
            got.append(text)
            if text == "flood":  # far more than a socket's buffer: a reader that lags is waited for
                for n in range(40):
                    await socket.send(f"{n}:{BIG}")
            else:
                await socket.send(f"echo:{text}")

    async def carry(socket: ServerConnection) -> None:
        assert isinstance(socket, PassingOn)
        carried.append(socket)
        hello = await socket.recv()
        await asyncio.sleep(first_wait)  # what the client sends meanwhile queues before the carrying
        await relay.relay(socket, str(hello), owner_url, {})

    owner = await serve(answer, "127.0.0.1", 0, compression=None, max_size=None)
    owner_url = f"ws://127.0.0.1:{owner.sockets[0].getsockname()[1]}"
    carrier = await serve(carry, "127.0.0.1", 0, compression=None, create_connection=Carried)
    return owner, carrier, f"ws://127.0.0.1:{carrier.sockets[0].getsockname()[1]}"


def test_frames_keep_their_order_queued_before_the_carrying_passed_on_after_it():
    async def scenario() -> tuple[list[str], list[str], list[PassingOn]]:
        got: list[str] = []
        carried: list[PassingOn] = []
        owner, carrier, url = await _owner_and_carrier(got, carried, first_wait=0.2)
        try:
            async with connect(url, compression=None) as client:
                await client.send("hello")
                await client.send("early 1")  # read by nobody yet: queued at the carrier
                await client.send("early 2")
                echoes = [str(await asyncio.wait_for(client.recv(), 10)) for _ in range(3)]
                for n in range(30):  # now carried: straight from the data callback
                    await client.send(f"move {n}")
                await client.send(iter(["frag", "ment"]))  # in two frames: through the task
                await client.send("last")
                echoes += [str(await asyncio.wait_for(client.recv(), 10)) for _ in range(32)]
        finally:
            for server in (carrier, owner):
                server.close()
                await server.wait_closed()
        return got, echoes, carried

    got, echoes, carried = asyncio.run(scenario())
    sent = ["hello", "early 1", "early 2", *(f"move {n}" for n in range(30)), "fragment", "last"]
    assert got == sent
    assert echoes == [f"echo:{text}" for text in sent]
    (client_side,) = carried
    # Queued: the hello and the two early messages (before the carrying), the fragmented one
    # (and the last, if it came while the fragments still waited for the task); the 30 moves
    # went straight on.
    assert client_side.messages_in in (4, 5) and client_side.messages_taken == client_side.messages_in


def test_a_reader_that_lags_is_waited_for_and_gets_every_frame_in_order():
    async def scenario() -> list[str]:
        got: list[str] = []
        owner, carrier, url = await _owner_and_carrier(got, [], first_wait=0.0)
        try:
            async with connect(url, compression=None, max_size=None, max_queue=None) as client:
                await client.send("hello")
                assert str(await asyncio.wait_for(client.recv(), 10)) == "echo:hello"
                client.transport.pause_reading()  # the player's reading stalls while the owner floods
                await client.send("flood")
                await asyncio.sleep(0.5)
                client.transport.resume_reading()
                return [str(await asyncio.wait_for(client.recv(), 10)) for _ in range(40)]
        finally:
            for server in (carrier, owner):
                server.close()
                await server.wait_closed()

    frames = asyncio.run(scenario())
    assert [frame.split(":")[0] for frame in frames] == [str(n) for n in range(40)]
    assert all(frame.endswith(BIG) for frame in frames)
