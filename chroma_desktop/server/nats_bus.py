"""The bus between nodes (`chroma-server --bus nats://...`): the in-process bus for this node's
own sockets, and core NATS for the subjects other nodes listen to.

A table's frames go to its subjects (`table.<id>.out.<seat>`) as on one node: this node's sockets
hear them at once, in the publisher's turn, whether NATS is up or not. A subject another node
listens to (`subscribe_remote`: its spectators of a table this node owns) is also published on
NATS as `chroma.<subject>`, and only then: each node says every `INTEREST_EVERY` seconds which
subjects it listens to on NATS (on `chroma.interest`), and a node publishes on NATS only the
subjects some other node said it wants within `INTEREST_KEPT` seconds. Frames leave through one
queue and one task, so they reach NATS in the order they were published. The connection has no
echo: a node never hears its own frames back.

NATS restarting or unreachable loses only what other nodes would have heard meanwhile (nats-py
reconnects by itself, subscribes again and sends what it buffered); every state is a full
snapshot, so a spectator elsewhere is whole again at the next change. Only what a table publishes
to its spectators crosses (views for no seat): seat frames never leave their owner but through
the seat's own connection (`relay.py`).

nats-py is an optional dependency (the `server` extra), imported only for a `nats://` bus.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

import nats
from nats.aio.client import Client
from nats.aio.msg import Msg
from nats.errors import Error as NatsError

from chroma_desktop.server.bus import Handler, InProcessBus

INTEREST_EVERY = 1.0
"""Seconds between two of a node's sayings of the subjects it listens to on NATS."""
INTEREST_KEPT = 3.5
"""Seconds a node's saying holds: a node that stopped saying it is no longer published to."""
OUTBOX = 10_000
"""Frames waiting for NATS at most; past it (NATS down a long while) frames are dropped."""
PREFIX = "chroma."

log = logging.getLogger("chroma_server")

Responder = Callable[[bytes], Awaitable[bytes]]
CONNECT_WAIT = 5.0
"""Seconds the first connection to NATS may take before the node gives up starting."""


class BusUnreachable(ConnectionError):
    """The NATS server could not be reached when the node started."""


class NatsBus:
    """`bus.Bus` over this node's sockets and, for the subjects other nodes want, NATS."""

    def __init__(self, client: Client, node: str) -> None:
        self.client, self.node = client, node
        self.local = InProcessBus()
        self.outbox: asyncio.Queue[tuple[str, bytes]] = asyncio.Queue(OUTBOX)
        self.wanted: dict[str, tuple[frozenset[str], float]] = {}
        """Each other node's subjects, and until when its saying holds."""
        self.remote: dict[str, list[Handler]] = {}
        """The subjects this node listens to on NATS, and its handlers of each."""
        self.subscriptions: dict[str, Any] = {}
        self.tasks: list[asyncio.Task[None]] = []
        self.back_again: asyncio.Future[None] | None = None
        """Done when this node is on NATS again after losing it (`reconnection`)."""

    @classmethod
    async def connect(cls, url: str, node: str) -> NatsBus:
        """A bus on the NATS server at `url`; BusUnreachable if it cannot be reached now (once
        connected, nats-py reconnects by itself whenever the connection is lost)."""
        async def failed(error: Exception) -> None:  # every attempt while NATS is down: not worth a warning
            log.debug("the bus: %s", error)

        async def lost() -> None:
            log.warning("node %s lost the bus: reconnecting", node)

        async def back() -> None:
            log.warning("node %s is on the bus again", node)
            bus.came_back()

        try:
            client = await asyncio.wait_for(nats.connect(
                url, name=f"chroma-server {node}", no_echo=True, max_reconnect_attempts=-1,
                reconnect_time_wait=0.2, connect_timeout=2, allow_reconnect=True, error_cb=failed,
                disconnected_cb=lost, reconnected_cb=back), CONNECT_WAIT)
        except (TimeoutError, OSError, NatsError) as error:
            raise BusUnreachable(f"no NATS server answers at {url}") from error
        bus = cls(client, node)
        await client.subscribe(f"{PREFIX}interest", cb=bus._heard_interest)
        loop = asyncio.get_running_loop()
        bus.tasks = [loop.create_task(bus._send()), loop.create_task(bus._say_interest())]
        return bus

    # -- bus.Bus ---------------------------------------------------------------------------
    def publish(self, subject: str, payload: str) -> None:
        self.local.publish(subject, payload)
        if self._wanted_elsewhere(subject):
            try:
                self.outbox.put_nowait((PREFIX + subject, payload.encode()))
            except asyncio.QueueFull:
                log.warning("the bus to other nodes is behind: a frame for %s is dropped", subject)

    def subscribe(self, subject: str, handler: Handler) -> Callable[[], None]:
        return self.local.subscribe(subject, handler)

    def request(self, subject: str, payload: str) -> Any:
        return self.local.request(subject, payload)

    def subscribers(self, subject: str) -> int:
        return self.local.subscribers(subject) + self._wanted_elsewhere(subject)

    # -- between nodes ---------------------------------------------------------------------
    def subscribe_remote(self, subject: str, handler: Handler) -> Callable[[], None]:
        """Hear `subject` as other nodes publish it (this node says it wants it at once)."""
        handlers = self.remote.setdefault(subject, [])
        handlers.append(handler)
        if len(handlers) == 1:
            asyncio.get_running_loop().create_task(self._listen(subject))

        def unsubscribe() -> None:
            if handler in handlers:
                handlers.remove(handler)
            if not handlers and self.remote.get(subject) is handlers:
                del self.remote[subject]
                subscription = self.subscriptions.pop(subject, None)
                if subscription is not None:
                    asyncio.get_running_loop().create_task(subscription.unsubscribe())

        return unsubscribe

    async def respond(self, subject: str, responder: Responder) -> None:
        """Answer requests on `subject` (`PREFIX` added) with `responder(payload)`."""
        async def answer(message: Msg) -> None:
            try:
                reply = await responder(message.data)
            except Exception:  # an answer that fails must never stop the bus
                log.exception("the answer on %s failed", subject)
                return
            with contextlib.suppress(NatsError):
                await message.respond(reply)

        await self.client.subscribe(PREFIX + subject, cb=answer)

    async def ask(self, subject: str, payload: bytes, within: float = 1.0) -> bytes | None:
        """The answer of whoever responds on `subject`, or None (no responder, NATS down, late)."""
        try:
            message = await self.client.request(PREFIX + subject, payload, timeout=within)
        except (NatsError, TimeoutError):
            return None
        return bytes(message.data)

    async def close(self) -> None:
        for task in self.tasks:
            task.cancel()
        for task in self.tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        with contextlib.suppress(NatsError, TimeoutError):
            await self.client.close()

    async def reconnection(self) -> None:
        """Until this node is on NATS again after it lost the connection (what other nodes
        published meanwhile may be lost: `watch.RemoteWatch` asks again)."""
        if self.back_again is None or self.back_again.done():
            self.back_again = asyncio.get_running_loop().create_future()
        await asyncio.shield(self.back_again)  # shared by every waiter: one cancelled waiter cancels no other

    def came_back(self) -> None:
        if self.back_again is not None and not self.back_again.done():
            self.back_again.set_result(None)

    # -- inside ----------------------------------------------------------------------------
    def _wanted_elsewhere(self, subject: str) -> int:
        now = time.monotonic()
        return sum(1 for subjects, until in self.wanted.values() if until > now and subject in subjects)

    async def _listen(self, subject: str) -> None:
        async def heard(message: Msg) -> None:
            text = message.data.decode()
            for handler in tuple(self.remote.get(subject, ())):
                handler(text)

        try:
            subscription = await self.client.subscribe(PREFIX + subject, cb=heard)
        except NatsError as error:  # NATS down: the subscription is made again when it is back
            log.warning("cannot listen to %s on the bus now: %s", subject, error)
            return
        if subject in self.remote:
            self.subscriptions[subject] = subscription
        else:  # left before NATS answered
            await subscription.unsubscribe()
        await self._tell_interest()

    async def _heard_interest(self, message: Msg) -> None:
        try:
            said = json.loads(message.data)
            node, subjects = str(said["node"]), frozenset(str(subject) for subject in said["subjects"])
        except (ValueError, TypeError, KeyError):
            return
        self.wanted[node] = (subjects, time.monotonic() + INTEREST_KEPT)

    async def _tell_interest(self) -> None:
        with contextlib.suppress(NatsError):
            said = {"node": self.node, "subjects": sorted(self.remote)}
            await self.client.publish(f"{PREFIX}interest", json.dumps(said).encode())

    async def _say_interest(self) -> None:
        while True:
            await self._tell_interest()
            await asyncio.sleep(INTEREST_EVERY)

    async def _send(self) -> None:
        while True:
            subject, data = await self.outbox.get()
            try:
                await self.client.publish(subject, data)
            except NatsError as error:  # the outbox of nats-py is full too: this frame is lost
                log.warning("a frame for %s did not reach the bus: %s", subject, error)
