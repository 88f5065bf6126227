"""The bus between tables and sockets: publish, subscribe and request on subjects
(`table.<id>.out.<seat>`), with an in-process implementation.

One server process needs nothing more; the interface is kept to these three calls so that NATS
(or Redis/Valkey) can carry the same subjects between processes later without touching the tables.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

Handler = Callable[[str], None]


class Bus(Protocol):
    def publish(self, subject: str, payload: str) -> None: ...

    def subscribe(self, subject: str, handler: Handler) -> Callable[[], None]:
        """Call `handler(payload)` for each message on `subject`; returns the unsubscribe."""

    def request(self, subject: str, payload: str) -> Any:
        """Send to the one responder on `subject` and return its answer."""

    def subscribers(self, subject: str) -> int:
        """How many handlers listen on `subject` (the tables build frames only for subjects
        someone listens to); a bus between processes that cannot know says 1."""


class InProcessBus:
    """Subjects in a dict; handlers run at once, in the publisher's thread (never blocking: a
    handler only queues)."""

    def __init__(self) -> None:
        self._handlers: dict[str, list[Handler]] = {}
        self._responders: dict[str, Callable[[str], Any]] = {}

    def publish(self, subject: str, payload: str) -> None:
        for handler in tuple(self._handlers.get(subject, ())):
            handler(payload)

    def subscribe(self, subject: str, handler: Handler) -> Callable[[], None]:
        self._handlers.setdefault(subject, []).append(handler)

        def unsubscribe() -> None:
            handlers = self._handlers.get(subject, [])
            if handler in handlers:
                handlers.remove(handler)
            if not handlers:
                self._handlers.pop(subject, None)

        return unsubscribe

    def respond(self, subject: str, responder: Callable[[str], Any]) -> None:
        self._responders[subject] = responder

    def request(self, subject: str, payload: str) -> Any:
        responder = self._responders.get(subject)
        if responder is None:
            raise LookupError(f"nobody answers on {subject}")
        return responder(payload)

    def subscribers(self, subject: str) -> int:
        return len(self._handlers.get(subject, ()))
