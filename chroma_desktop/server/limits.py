"""The limits that keep one client from hurting a table: sizes, rates, queues and timeouts."""

from __future__ import annotations

import time
from dataclasses import dataclass

from chroma_desktop.net.protocol import MAX_FRAME_BYTES


@dataclass(frozen=True)
class Limits:
    max_frame: int = MAX_FRAME_BYTES
    moves_per_second: float = 20.0
    move_burst: int = 40
    chats_per_second: float = 1.0
    chat_burst: int = 5
    frames_per_second: float = 50.0
    frame_burst: int = 100
    send_queue: int = 256
    """Frames waiting for a slow reader; one more and it is dropped, never waited for."""
    send_buffer: int = 32 * 1024
    """Bytes the kernel may hold for one reader (SO_SNDBUF; Linux doubles it)."""
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


class TokenBucket:
    """`rate` actions a second on average, `burst` at once."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, float(burst)
        self.tokens = float(burst)
        self.stamp = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True
