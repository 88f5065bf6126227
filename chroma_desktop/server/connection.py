"""One socket's outgoing side on the server: a bounded queue of frames and the task that writes
it, with each text encoded to UTF-8 once for all the sockets it goes to (`gateway.py` seats
connections; this module only writes to them)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterator
from contextvars import ContextVar
from socket import SO_RCVBUF, SO_SNDBUF, SOL_SOCKET

from websockets.asyncio.connection import Connection as WebSocket
from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed
from websockets.protocol import State


class _Utf8Once:
    """The UTF-8 of the last text sent: one state pushed to a whole audience is encoded once.

    The text and its bytes are one tuple, replaced whole: servers on other threads of the process
    (the app's own, a test's) never read one text's bytes for another."""

    last: tuple[str, bytes] = ("", b"")

    @classmethod
    def of(cls, text: str) -> bytes:
        last = cls.last
        if last[0] is not text:
            last = cls.last = (text, text.encode())
        return last[1]


_held: ContextVar[list[Connection] | None] = ContextVar("frames_held", default=None)
"""The connections whose frames wait for the end of `one_write_each` (None: written at once)."""


@contextlib.contextmanager
def one_write_each() -> Iterator[None]:
    """The frames pushed inside (in this task) leave each socket in one write at the end: a
    move's ack and the mover's new state are one TCP segment, so every process on their way (a
    relaying node, a balancer, the client) wakes once for both, not once a frame."""
    held: list[Connection] = []
    token = _held.set(held)
    try:
        yield
    finally:
        _held.reset(token)
        for connection in held:
            connection.holding = False
            write_at_once(connection.socket)


def write_at_once(socket: WebSocket) -> None:
    """Whatever the socket's protocol holds to send, in one write (websockets' own `send_data`
    writes each frame apart); an end of stream after it is sent as `send_data` sends it."""
    chunks = socket.protocol.data_to_send()
    data = [chunk for chunk in chunks if chunk]
    if data:
        socket.transport.write(b"".join(data))
    if len(data) < len(chunks):
        if socket.transport.can_write_eof():
            with contextlib.suppress(Exception):  # as websockets: write_eof's errors are not documented
                socket.transport.write_eof()
        else:
            socket.transport.close()


class Connection:
    """One socket's outgoing side: a bounded queue and the task that writes it.

    A frame for a connection with nothing waiting is written at once, without waking its task (a
    state for a hundred spectators is a hundred writes in one go, not a hundred task switches);
    the queue and the task take over while the socket's buffers are full."""

    def __init__(self, socket: ServerConnection, limit: int, send_buffer: int = 0,
                 receive_buffer: int = 0, write_limit: int = 0) -> None:
        self.socket = socket
        self.queue: asyncio.Queue[str] = asyncio.Queue(limit)
        self.dropped = False
        self.sending = False
        self.holding = False
        """Frames wait in the socket's protocol for the end of `one_write_each`."""
        self.write_limit = write_limit
        self.writer = asyncio.get_running_loop().create_task(self._write())
        raw = socket.transport.get_extra_info("socket")
        if raw is not None and send_buffer:
            # What the kernel holds for a reader is bounded too, not only the frames queued here.
            raw.setsockopt(SOL_SOCKET, SO_SNDBUF, send_buffer)
        if raw is not None and receive_buffer:
            raw.setsockopt(SOL_SOCKET, SO_RCVBUF, receive_buffer)

    def push(self, text: str) -> None:
        if self.dropped:
            return
        socket = self.socket
        if (not self.sending and self.queue.empty() and socket.protocol.state is State.OPEN
                and socket.transport.get_write_buffer_size() <= self.write_limit):
            socket.protocol.send_text(_Utf8Once.of(text))  # as websockets' own `broadcast` writes
            held = _held.get()
            if held is None:
                socket.send_data()
            elif not self.holding:
                self.holding = True
                held.append(self)
            return
        try:
            self.queue.put_nowait(text)
        except asyncio.QueueFull:
            self.drop()

    def drop(self) -> None:
        """Cut a reader that fell behind: abort, never wait for its buffers to drain."""
        self.dropped = True
        self.socket.transport.abort()

    async def _write(self) -> None:
        with contextlib.suppress(ConnectionClosed):
            while True:
                text = await self.queue.get()
                self.sending = True
                await self.socket.send(_Utf8Once.of(text), text=True)
                self.sending = False

    async def close(self) -> None:
        self.writer.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self.writer
