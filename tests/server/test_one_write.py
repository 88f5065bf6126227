"""A move's answer and the mover's own new state leave the owner's socket in one write
(`connection.one_write_each`), and a relaying node passes the frames of one read on in one write
(`passing_on.PassingOn`): every process on the way back wakes once for both, not once a frame.
A real server in a thread and real sockets; each server socket's writes are recorded on their
way to the real transport."""

from __future__ import annotations

import asyncio
from typing import Any

from websockets.asyncio.client import connect as connect_async
from websockets.asyncio.server import ServerConnection, serve
from websockets.sync.client import connect

from chroma_desktop.net.client import TableSession
from chroma_desktop.net.protocol import dumps
from chroma_desktop.server import relay
from chroma_desktop.server.connection import write_at_once
from chroma_desktop.server.passing_on import PassingOn
from tests.server.servers import ServerThread, frame_of_kind


def _record_writes(transport: Any) -> list[bytes]:
    """Each `write` of `transport` from now on, as it is passed on to the real one."""
    written: list[bytes] = []
    write = transport.write

    def recorded(data: bytes) -> None:
        written.append(bytes(data))
        write(data)

    transport.write = recorded
    return written


def test_the_movers_ack_and_new_state_leave_in_one_write_the_other_seats_state_alone(tmp_path):
    server = ServerThread(tmp_path / "tables.sqlite3")
    try:
        created = server.create("coloretto", 2)
        sockets, states = [], []
        for seat in range(2):
            socket = connect(server.url, max_size=1 << 20, legacy=True)
            socket.send(TableSession(server.url, created["table"], "coloretto",
                                     seat_token=created["seat_tokens"][seat]).hello())
            sockets.append(socket)
            states.append(frame_of_kind(socket, "state"))
        seated = server.call(lambda: sorted(server.server.seated[created["table"]], key=id))
        writes = {id(seat): server.call(lambda seat=seat: _record_writes(seat.transport)) for seat in seated}
        mover = states[0]["to_move"][0]
        state = states[mover]
        sockets[mover].send(dumps({"t": "move", "id": 1, "seq": state["seq"], "move": state["legal"][0]}))
        assert frame_of_kind(sockets[mover], "ack")["id"] == 1
        assert frame_of_kind(sockets[mover], "state")["seq"] > state["seq"]
        assert frame_of_kind(sockets[1 - mover], "state")["seq"] > state["seq"]
        for socket in sockets:
            socket.close()
        # Closing the sockets may send the other seat who left (another kind): not counted.
        by_kinds = sorted([b'"t":"ack"' in data, b'"t":"state"' in data] for written in writes.values()
                           for data in written if b'"t":"ack"' in data or b'"t":"state"' in data)
        # The mover's socket: one write holding both, the ack first; the other's: its state alone.
        assert by_kinds == [[False, True], [True, True]]
        (both,) = [data for written in writes.values() for data in written if b'"t":"ack"' in data]
        assert both.index(b'"t":"ack"') < both.index(b'"t":"state"')
    finally:
        server.stop()


class Carried(PassingOn, ServerConnection):
    """A carrying node's connection, as `guard.ConnectionGate.connection_class` makes them."""


def test_frames_that_came_in_one_read_are_passed_on_in_one_write():
    async def scenario() -> tuple[list[str], list[bytes]]:
        carried: list[PassingOn] = []

        async def answer(socket: ServerConnection) -> None:
            async for message in socket:  # two frames a message, in one write, as an owner's move
                socket.protocol.send_text(f"ack:{message}".encode())
                socket.protocol.send_text(f"state:{message}".encode())
                write_at_once(socket)

        async def carry(socket: ServerConnection) -> None:
            assert isinstance(socket, PassingOn)
            carried.append(socket)
            hello = await socket.recv()
            await relay.relay(socket, str(hello), owner_url, {})

        owner = await serve(answer, "127.0.0.1", 0, compression=None)
        owner_url = f"ws://127.0.0.1:{owner.sockets[0].getsockname()[1]}"
        carrier = await serve(carry, "127.0.0.1", 0, compression=None, create_connection=Carried)
        try:
            async with connect_async(f"ws://127.0.0.1:{carrier.sockets[0].getsockname()[1]}",
                                     compression=None) as client:
                await client.send("hello")
                got = [str(await asyncio.wait_for(client.recv(), 10)) for _ in range(2)]
                written = _record_writes(carried[0].transport)
                for n in range(5):
                    await client.send(f"move {n}")
                    got += [str(await asyncio.wait_for(client.recv(), 10)) for _ in range(2)]
        finally:
            for server in (carrier, owner):
                server.close()
                await server.wait_closed()
        return got, written

    got, written = asyncio.run(scenario())
    sent = ["hello", *(f"move {n}" for n in range(5))]
    assert got == [f"{kind}:{text}" for text in sent for kind in ("ack", "state")]
    passed = [data for data in written if b"ack:" in data or b"state:" in data]
    assert len(passed) == 5 and all(b"ack:move" in data and b"state:move" in data for data in passed)
