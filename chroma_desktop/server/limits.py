"""The limits that keep one client from hurting a table: sizes, rates, queues and timeouts.

Rates are counted where a hostile player cannot multiply them: moves, chat and refusals per seat
(however many connections hold its token), moves, short codes, refusals and host-key attempts
per address too (`budgets.py` keeps those books), and connections per address and in all
(below the process's open-file limit). The numbers here are the ones docs/PROTOCOL.md states
(tests/server/test_protocol_doc.py reads them there).
"""

from __future__ import annotations

import resource
import time
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Generic, TypeVar

from chroma_desktop.net.protocol import MAX_FRAME_BYTES


@dataclass(frozen=True)
class Limits:
    max_frame: int = MAX_FRAME_BYTES
    moves_per_second: float = 20.0
    move_burst: int = 40
    """Moves from one seat, however many connections hold its token."""
    address_moves_per_second: float | None = None
    address_move_burst: int | None = None
    """Moves from one address, whatever seats it holds (None: three seats' worth of the seat's
    numbers, so `--move-rate` moves both)."""
    chats_per_second: float = 1.0
    chat_burst: int = 5
    """Chat lines from one seat, however many connections hold its token."""
    address_chats_per_second: float | None = None
    address_chat_burst: int | None = None
    """Chat lines from one address, whatever seats it holds (None: three seats' worth of the
    seat's numbers)."""
    frames_per_second: float = 60.0
    frame_burst: int = 120
    """Frames of any kind on one connection."""
    codes_per_second: float = 0.2
    code_burst: int = 3
    """`make_code` for one seat: a code now and then, never a flood of key derivations."""
    address_codes_per_second: float = 0.5
    address_code_burst: int = 8
    """`make_code` from one address (a host makes one code per friend's seat)."""
    derivations_waiting: int = 8
    """Short-code key derivations (PBKDF2, off the event loop) queued at once on the server;
    more are refused with `rate`."""
    rejects_per_second: float = 10.0
    reject_burst: int = 40
    """Refusals one connection may draw; past them it is closed (1008, "too many refused frames")."""
    seat_rejects_per_second: float = 10.0
    seat_reject_burst: int = 40
    address_rejects_per_second: float = 20.0
    address_reject_burst: int = 80
    """Refusals one seat and one address may draw, however many connections draw them; past
    them the connection asking for one more is closed (1008) and a new one is refused at its
    hello (`error rate`) until the budget has refilled."""
    host_key_free_tries: int = 3
    host_key_backoff: float = 1.0
    host_key_backoff_most: float = 60.0
    """Wrong host keys from one address: the first few are free, then each doubles the wait
    before the next is even checked (1 s, 2 s, 4 s ... at most 60 s)."""
    connections_per_address: int = 64
    new_connections_per_second: float = 50.0
    new_connection_burst: int = 200
    """New connections from one address: each costs a handshake, refused or not."""
    max_connections: int | None = None
    """Connections at once in all; None: the process's open-file limit less `fd_headroom`."""
    fd_headroom: int = 160
    """Descriptors kept free below RLIMIT_NOFILE: up to 100 sockets are accepted at once before
    the first is counted (the listen backlog), and the store, its checkpoints and the process
    hold some 20 more."""
    spectators_per_table: int = 100
    send_queue: int = 256
    """Frames waiting for a slow reader; one more and it is dropped, never waited for."""
    send_buffer: int = 32 * 1024
    """Bytes the kernel may hold for one reader (SO_SNDBUF; Linux doubles it)."""
    receive_buffer: int = 8 * 1024
    """Bytes the kernel may hold from one writer (SO_RCVBUF; Linux doubles it): a flood of small
    frames is read, and parsed in one go, a few hundred at a time, never 256 KiB at once."""
    write_limit: int = 32 * 1024
    """Bytes the WebSocket library buffers for one reader before a send waits for it."""
    close_timeout: float = 2.0
    ping_interval: float = 5.0
    ping_timeout: float = 5.0
    hello_timeout: float = 10.0
    away_after: float = 120.0
    """Seconds a seat to move may be gone before the Normal bot plays for it (0: never)."""
    code_lifetime: float = 12 * 3600.0
    """Seconds a short code stands for its seat (it is used up sooner: once, or when the seat is taken)."""
    lookups_per_second: float = 0.5
    lookup_burst: int = 3
    """Short-code lookups on one connection: a few typos, never a search."""
    address_lookups_per_second: float = 1 / 6
    address_lookup_burst: int = 20
    """Short-code lookups from one address, however many connections it opens: guessing one of
    the 2^40 codes at 10 a minute takes longer than any code lives."""

    def address_move_rate(self) -> float:
        """Moves a second from one address (`address_moves_per_second`, or three seats' worth)."""
        return self.address_moves_per_second if self.address_moves_per_second is not None \
            else 3 * self.moves_per_second

    def address_move_burst_size(self) -> int:
        return self.address_move_burst if self.address_move_burst is not None else 3 * self.move_burst

    def address_chat_rate(self) -> float:
        """Chat lines a second from one address (`address_chats_per_second`, or three seats')."""
        return self.address_chats_per_second if self.address_chats_per_second is not None \
            else 3 * self.chats_per_second

    def address_chat_burst_size(self) -> int:
        return self.address_chat_burst if self.address_chat_burst is not None else 3 * self.chat_burst


class TokenBucket:
    """`rate` actions a second on average, `burst` at once."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, float(burst)
        self.tokens = float(burst)
        self.stamp = time.monotonic()

    def take(self) -> bool:
        if not self.has():
            return False
        self.tokens -= 1
        return True

    def has(self) -> bool:
        """Whether one action may come now (taking nothing)."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        return self.tokens >= 1


def connection_cap(limits: Limits, open_files: int | None = None) -> int:
    """How many connections the server holds at once: `max_connections`, else the open-file
    limit (`open_files`, by default this process's RLIMIT_NOFILE) less the headroom and a
    twentieth, so a refusal is said before `accept` fails."""
    if limits.max_connections is not None:
        return limits.max_connections
    soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0] if open_files is None else open_files
    if soft == resource.RLIM_INFINITY:
        soft = 65536
    return max(8, soft - limits.fd_headroom - soft // 20)


Key = TypeVar("Key", bound=Hashable)


class BucketBook(Generic[Key]):
    """A token bucket per key (a seat, an address), shared by every connection of that key.

    Idle keys are forgotten once the book grows past `most`: a forgotten bucket comes back full,
    which is what an idle key's bucket would hold anyway."""

    def __init__(self, rate: float, burst: int, most: int = 10_000) -> None:
        self.rate, self.burst, self.most = rate, burst, most
        self.buckets: dict[Key, TokenBucket] = {}

    def take(self, key: Key) -> bool:
        bucket = self.buckets.get(key)
        if bucket is None:
            if len(self.buckets) >= self.most:
                self._forget_idle()
            bucket = self.buckets[key] = TokenBucket(self.rate, self.burst)
        return bucket.take()

    def has(self, key: Key) -> bool:
        """Whether `key` may act once now (taking nothing; an unknown key's bucket is full)."""
        bucket = self.buckets.get(key)
        return bucket is None or bucket.has()

    def _forget_idle(self) -> None:
        now = time.monotonic()
        full = [key for key, bucket in self.buckets.items()
                if bucket.tokens + (now - bucket.stamp) * bucket.rate >= bucket.burst]
        for key in full:
            del self.buckets[key]
        if len(self.buckets) >= self.most:  # all busy: drop the oldest half (their holders may gain a burst)
            for key in list(self.buckets)[: self.most // 2]:
                del self.buckets[key]


class Backoff:
    """Failures per address with a doubling wait: `wait(address)` is how long it must still wait
    before a try is checked (0: now); a success forgets its failures."""

    def __init__(self, free_tries: int, first: float, most: float, keep: int = 10_000) -> None:
        self.free_tries, self.first, self.most, self.keep = free_tries, first, most, keep
        self.failures: dict[str, tuple[int, float]] = {}

    def wait(self, address: str) -> float:
        count, last = self.failures.get(address, (0, 0.0))
        if count < self.free_tries:
            return 0.0
        delay = min(self.most, self.first * 2.0 ** min(count - self.free_tries, 64))  # no float overflow
        return max(0.0, last + delay - time.monotonic())

    def failed(self, address: str) -> None:
        if len(self.failures) >= self.keep:
            self.failures.clear()  # a flood of addresses: start again rather than grow
        count, _last = self.failures.get(address, (0, 0.0))
        self.failures[address] = (count + 1, time.monotonic())

    def succeeded(self, address: str) -> None:
        self.failures.pop(address, None)
