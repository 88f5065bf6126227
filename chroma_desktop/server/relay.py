"""A player who comes to a node that does not own their table is carried to the node that does.

With several nodes behind one address, a `hello` may reach any of them. The node that holds the
table's lease serves it (`leases.py`); another node opens a WebSocket to the owner's address (as
the owner registered it), says the same `hello`, and passes frames both ways unread until either
side closes: straight from each connection's data callback (`passing_on.py`), and by one task
per direction for what must wait. The client cannot tell: it talks to one address and gets the
owner's frames. Only the owner computes views, so no secret crosses between nodes. When the
owner cannot be reached (it died and its lease has not run out yet), the client's socket is
closed with 1013 ("try again later"): the client reconnects by itself, and once the lease has
expired the node it reaches takes the table and loads it from its log. An owner that stalls (its
TCP open, nothing answered) is noticed by the relay's pings as the reference client notices a
stalled node (`net/client.py`'s `PING_EVERY`, `PONG_WAIT`, `CLOSE_WAIT`): the client is told to
reconnect.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from websockets.asyncio.client import ClientConnection, connect
from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
from websockets.protocol import State

from chroma_desktop.net.client import CLOSE_WAIT, PING_EVERY, PONG_WAIT
from chroma_desktop.server.passing_on import WRITE_AT_ONCE, PassingOn

TRY_AGAIN_LATER = 1013
"""The close code for a client whose table's owner cannot be reached now."""
OWNER_GONE = 1012
"""The close code when the owner closed the relayed connection (the client reconnects)."""
CONNECT_WAIT = 2.0
"""Seconds to reach the owner before the client is told to try again."""
OWNER_FRAME = 1 << 20
"""The largest frame taken from the owner: what the reference client takes from a server."""

log = logging.getLogger("chroma_server")


async def relay(client: ServerConnection, hello: str, address: str, headers: dict[str, str]) -> None:
    """Carry `client` (whose first frame was `hello`) to the node at `address` until either
    closes (the client's own frames are held to the size cap by its socket here); `headers` go
    with the handshake (the client's address, signed: `relayed_for.py`)."""
    try:
        owner = await connect(address, compression=None, max_size=OWNER_FRAME, open_timeout=CONNECT_WAIT,
                              additional_headers=headers, create_connection=CarriedOwner,
                              ping_interval=PING_EVERY, ping_timeout=PONG_WAIT, close_timeout=CLOSE_WAIT)
    except (OSError, TimeoutError, InvalidHandshake, InvalidURI) as error:
        log.info("the owner at %s cannot be reached: %s", address or "(none)", error)
        await client.close(TRY_AGAIN_LATER, "try again later")
        return
    try:
        await owner.send(hello)
        await _both_ways(client, owner)
    finally:
        await owner.close()
    if owner.close_code is not None and client.close_code is None:
        await client.close(OWNER_GONE, "reconnect")


class CarriedOwner(PassingOn, ClientConnection):
    """The relay's connection to the owner: its messages passed on as they come (`passing_on.py`)."""


async def _both_ways(client: ServerConnection, owner: ClientConnection) -> None:
    """Frames both ways until either side closes: straight from each connection's data callback
    where both are `PassingOn` (the gateway's and the owner's connections), else, and for what
    must wait, by one task per direction."""
    carried = [source for source in (client, owner) if isinstance(source, PassingOn)]
    if len(carried) == 2:
        client_side, owner_side = carried
        client_side.pass_to(owner, taken=1)  # its hello was read by the gateway
        owner_side.pass_to(client, taken=0)

    async def pass_on(source: ServerConnection | ClientConnection,
                      target: ServerConnection | ClientConnection) -> None:
        with contextlib.suppress(ConnectionClosed):
            while True:  # the frame's UTF-8 passed on as it came: never decoded, nor encoded again
                frame = await source.recv(decode=False)
                if isinstance(source, PassingOn):
                    source.took()
                buffered = target.transport.get_write_buffer_size()
                if target.protocol.state is State.OPEN and buffered <= WRITE_AT_ONCE:
                    # Written straight to the socket, as the gateway's `Connection.push` does: no
                    # send lock, no drain to await (nothing waits while the buffer is this small).
                    target.protocol.send_text(frame)
                    target.send_data()
                else:  # the reader lags: wait for its buffer to drain (the source is not read meanwhile)
                    await target.send(frame, text=True)

    tasks = [asyncio.get_running_loop().create_task(pass_on(client, owner)),
             asyncio.get_running_loop().create_task(pass_on(owner, client))]
    try:
        await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
