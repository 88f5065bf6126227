"""The door: how many connections the server holds, in all and from each address.

A connection is counted from the moment its socket is accepted (before any handshake), so bare
sockets that never say a word count too. Past either cap the socket is answered at once with an
HTTP 503 naming the reason, its sending side shut, and closed when the client closes or half a
second later (closing at once, with the client's request unread, would reset the connection and
lose the answer; at most `LINGERING` refused sockets wait so, the rest are closed at once), so
the process never runs out of file descriptors (the total stays below RLIMIT_NOFILE with
headroom: `limits.connection_cap`) and real players from other addresses still get in.
Refusals are logged at most once a second, with how many there were.
"""

from __future__ import annotations

import asyncio
import logging
import time

from websockets.asyncio.server import ServerConnection

from chroma_desktop.server.limits import BucketBook
from chroma_desktop.server.passing_on import PassingOn

log = logging.getLogger("chroma_server")

FULL_ANSWER = (b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain\r\nRetry-After: 5\r\n"
               b"Connection: close\r\nContent-Length: %d\r\n\r\n%s")
SERVER_FULL = "chroma-server: the server holds as many connections as it can; try again soon\n"
ADDRESS_FULL = "chroma-server: too many connections from your address\n"
ADDRESS_HURRIED = "chroma-server: too many new connections from your address: slow down\n"
LINGER = 0.5
"""Seconds a refused socket waits for its client to read the answer and close."""
LINGERING = 64
"""Refused sockets that may wait at once (their descriptors come out of `fd_headroom`)."""


def refusal_bytes(why: str) -> bytes:
    """The HTTP answer a refused socket gets before it is closed."""
    body = why.encode()
    return FULL_ANSWER % (len(body), body)


class ConnectionGate:
    """Counts open connections in all and by address; `admit` says whether one more may come."""

    def __init__(self, total: int, per_address: int, new_per_address: BucketBook[str] | None = None) -> None:
        """`new_per_address`: new connections from each address (a client that connects, is
        refused and connects again costs the server a handshake each time)."""
        self.total, self.per_address = total, per_address
        self.new_per_address = new_per_address
        self.open = 0
        self.by_address: dict[str, int] = {}
        self.refused_since_log = 0
        self.last_log = 0.0
        self.flush_pending = False
        self.lingering = 0
        self.relayed_for: dict[ServerConnection, str] = {}
        """Connections a node relayed, counted under the client's address it stated
        (`relayed_for.py`) instead of the node's."""

    def address_of(self, socket: ServerConnection) -> str:
        """The address a connection counts as: the client's own when a node relayed it."""
        return self.relayed_for.get(socket) or peer_address(socket)

    def count_as(self, socket: ServerConnection, address: str) -> str | None:
        """Count an admitted connection under `address` instead of its sender's; None if it may
        stay, else the refusal's words (it stays counted as its sender's until it closes)."""
        sender = self.address_of(socket)
        self.release(sender)
        why = self.admit(address)
        if why is not None:
            self._count(sender)
            return why
        self.relayed_for[socket] = address
        return None

    def admit(self, address: str) -> str | None:
        """Count a new connection from `address`; None if it may come, else the refusal's words."""
        if self.open >= self.total:
            return self._refused(SERVER_FULL)
        if self.by_address.get(address, 0) >= self.per_address:
            return self._refused(ADDRESS_FULL)
        if self.new_per_address is not None and not self.new_per_address.take(address):
            return self._refused(ADDRESS_HURRIED)
        self._count(address)
        return None

    def _count(self, address: str) -> None:
        self.open += 1
        self.by_address[address] = self.by_address.get(address, 0) + 1

    def release(self, address: str) -> None:
        self.open -= 1
        left = self.by_address.get(address, 1) - 1
        if left > 0:
            self.by_address[address] = left
        else:
            self.by_address.pop(address, None)

    def _refused(self, why: str) -> str:
        """Count a refusal; log the count at most once a second (a flood writes one line a second)."""
        self.refused_since_log += 1
        now = time.monotonic()
        if now - self.last_log >= 1.0:
            self._log(now)
        elif not self.flush_pending:
            self.flush_pending = True
            asyncio.get_running_loop().call_later(1.0 - (now - self.last_log), self._flush)
        return why

    def _flush(self) -> None:
        self.flush_pending = False
        if self.refused_since_log:
            self._log(time.monotonic())

    def _log(self, now: float) -> None:
        log.warning("refused %d connection(s) in the last second: %d open (cap %d, %d per address)",
                    self.refused_since_log, self.open, self.total, self.per_address)
        self.refused_since_log, self.last_log = 0, now

    def connection_class(self) -> type[ServerConnection]:
        """The `ServerConnection` the server makes for each accepted socket, counted by this gate."""
        gate = self

        class GuardedConnection(PassingOn, ServerConnection):
            refused = True  # until admitted: a refused socket is never counted, nor released
            address = ""
            linger: asyncio.TimerHandle | None = None

            def connection_made(self, transport: asyncio.BaseTransport) -> None:
                peer = transport.get_extra_info("peername")
                self.address = str(peer[0]) if peer else ""
                why = gate.admit(self.address)
                if why is not None:
                    assert isinstance(transport, asyncio.WriteTransport)
                    try:
                        transport.write(refusal_bytes(why))
                        if gate.lingering < LINGERING and transport.can_write_eof():
                            transport.write_eof()
                            gate.lingering += 1
                            self.linger = asyncio.get_running_loop().call_later(LINGER, transport.abort)
                        else:
                            transport.close()
                    except OSError:  # the client has gone already (reset before the answer)
                        transport.abort()
                    return
                self.refused = False
                super().connection_made(transport)

            def data_received(self, data: bytes) -> None:
                if not self.refused:
                    super().data_received(data)

            def eof_received(self) -> None:
                if not self.refused:
                    super().eof_received()

            def connection_lost(self, exc: Exception | None) -> None:
                if self.refused:
                    if self.linger is not None:
                        self.linger.cancel()
                        gate.lingering -= 1
                    return
                gate.release(gate.relayed_for.pop(self, self.address))
                super().connection_lost(exc)

            def pause_writing(self) -> None:
                if not self.refused:
                    super().pause_writing()

            def resume_writing(self) -> None:
                if not self.refused:
                    super().resume_writing()

        return GuardedConnection


def peer_address(socket: ServerConnection) -> str:
    """The address a connection comes from ("" when the transport does not say)."""
    peer = socket.remote_address
    return str(peer[0]) if peer else ""
