"""A carried connection's frames passed on to the other side as they are read (`relay.py`).

A WebSocket connection (websockets' asyncio `Connection`) parses the bytes that come in, in the
event loop's data callback, and hands each frame to `process_event`, which queues a message for
`recv`; a task waiting in `recv` then wakes and, in the relay, writes it to the other socket.
`PassingOn` skips the queue and the task: once carrying (`pass_to`), each text message that
comes whole in one frame is written to the other socket there and then, unread (its bytes as they
came), while the other socket's write buffer is small (`WRITE_AT_ONCE`) and no earlier message
still waits in the queue; the messages of one read leave in one write (an owner's ack and state
that came in one segment go on in one). Anything else (a message in fragments, a binary one, a lagging reader,
a message that came before the carrying began) goes to the queue as ever, and the relay's task
carries it, waiting for the other side's buffer to drain: the messages keep their order, and a
reader that lags still holds the source back. Control frames (ping, pong, close) are the
connection's own, as ever.
"""

from __future__ import annotations

from websockets.asyncio.connection import Connection
from websockets.frames import DATA_OPCODES, Frame, Opcode
from websockets.protocol import Event, State

from chroma_desktop.server.connection import write_at_once

WRITE_AT_ONCE = 1 << 16
"""Bytes a socket's write buffer may hold for a frame to be written to it at once; above, the
relay's task waits for the buffer to drain before it reads the next frame from the other side."""


class PassingOn(Connection):
    """A connection whose whole text messages go straight to another connection while carried."""

    passing_to: Connection | None = None
    """The other side of the carried connection (None: not carried, every message queued)."""
    messages_in = 0
    """Messages handed to the queue `recv` reads (counted from the connection's start)."""
    messages_taken = 0
    """Messages taken from that queue (by `recv`: the first frame, then the relay's task)."""
    passed_unsent = False
    """Messages of the read under way were passed to the other side's protocol, not yet written."""

    def pass_to(self, target: Connection, taken: int) -> None:
        """Carry this connection's messages to `target` from now on; `taken`: how many of the
        messages queued so far were read already (the rest go first, through the queue)."""
        self.passing_to, self.messages_taken = target, taken

    def took(self) -> None:
        """One message was taken from the queue (the relay's task read it)."""
        self.messages_taken += 1

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        target = self.passing_to
        if self.passed_unsent and target is not None:
            self.passed_unsent = False
            write_at_once(target)

    def process_event(self, event: Event) -> None:
        target = self.passing_to
        if not isinstance(event, Frame):  # the handshake's request or response
            super().process_event(event)
            return
        if (target is not None and event.opcode is Opcode.TEXT and event.fin
                and self.messages_in == self.messages_taken and target.protocol.state is State.OPEN
                and target.transport.get_write_buffer_size() <= WRITE_AT_ONCE):
            target.protocol.send_text(event.data)  # unread: the owner checks the client's text
            self.passed_unsent = True  # written once the whole read is parsed (`data_received`)
            return
        if event.opcode in DATA_OPCODES and event.fin:
            self.messages_in += 1
        super().process_event(event)
