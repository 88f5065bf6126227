"""The client's own address, carried from a relaying node to the table's owner, so that the
per-address limits (connections, new connections a second, moves, refusals, codes) count a
relayed player as the player, not as the node that carried them.

A node that relays a connection (`relay.py`) says, in its handshake to the owner, the header
`Chroma-Relayed-For: ADDRESS ISSUED MAC`: the client's address, when it was said (Unix seconds)
and an HMAC-SHA256 of both under the cluster's relay secret, a random key every node reads from
the shared store (`PgStore.relay_secret`). The owner trusts the address only when the MAC holds
and it was said within `FRESH_FOR` seconds: a client cannot forge it without the store's secret,
and a header from anyone else is ignored (the connection counts as its own address). The owner
then counts the connection under the client's address instead of the relaying node's, refusing
it (HTTP 503) if that address is past its limits, as if the client had come straight to it.
"""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
import logging
import time
from collections.abc import Callable

from websockets.asyncio.server import ServerConnection
from websockets.http11 import Request, Response

from chroma_desktop.server.guard import ConnectionGate

HEADER = "Chroma-Relayed-For"
FRESH_FOR = 30.0
"""Seconds a stated address stays believable (nodes' clocks a little apart, a slow handshake)."""

log = logging.getLogger("chroma_server")


class RelayStamp:
    """Signs and checks stated client addresses under the cluster's secret."""

    def __init__(self, secret: bytes) -> None:
        self.secret = secret

    def _mac(self, address: str, issued: int) -> str:
        return hmac.new(self.secret, f"{address} {issued}".encode(), hashlib.sha256).hexdigest()

    def sign(self, address: str, now: float | None = None) -> dict[str, str]:
        """The header that states `address` to the owner."""
        issued = int(time.time() if now is None else now)
        return {HEADER: f"{address} {issued} {self._mac(address, issued)}"}

    def verify(self, value: str, now: float | None = None) -> str | None:
        """The address a header's value states, or None if it was not signed with the secret,
        is stale, or is no IP address."""
        parts = value.split(" ")
        if len(parts) != 3 or not parts[1].isdigit():
            return None
        address, issued, mac = parts[0], int(parts[1]), parts[2]
        if abs((time.time() if now is None else now) - issued) > FRESH_FOR:
            return None
        if not hmac.compare_digest(mac, self._mac(address, issued)):
            return None
        try:
            ipaddress.ip_address(address)
        except ValueError:
            return None
        return address


def relayed_for_check(gate: ConnectionGate, stamp: RelayStamp | None
                      ) -> Callable[[ServerConnection, Request], Response | None]:
    """The server's `process_request`: a relayed handshake's connection counted under the
    client's address (refused with 503 if that address is past its limits)."""

    def check(socket: ServerConnection, request: Request) -> Response | None:
        value = request.headers.get(HEADER)
        if value is None or stamp is None:
            return None
        address = stamp.verify(value)
        if address is None:
            log.warning("a stated client address was not signed by a node: counted as its sender's")
            return None
        why = gate.count_as(socket, address)
        if why is not None:
            return socket.respond(503, why)
        return None

    return check
