"""The server's memory policy: the cyclic garbage collector kept out of the moves' way.

A server holds every table's states (immutable, kept for late moves, undo and a reconnecting
seat's log lines): hundreds of thousands of objects that live as long as their table. CPython's
collector would go through all of them again at every full collection, and such a pause grows
with the number of tables (150 CMYK! tables: 50-300 ms, every table waiting). Almost nothing the
server makes is cyclic - reference counting frees it the moment it is dropped, frozen or not - so
the server collects only what is young and then freezes the survivors (`gc.freeze`): frozen
objects are never traversed again, and each pause covers only what was made since the last one.

- `start()` once serving is ready (after the imports and the content are loaded): the collector's
  thresholds raised (`THRESHOLDS`), so that it no longer runs by itself every 700 new objects -
  in the middle of a move, at any table - then a full collection and a freeze (`full()`).
- `settle()` every `SETTLE_EVERY` seconds (`keep_settled`), between frames, not inside a move:
  collect the two young generations (what was made in the last half second, a millisecond or
  two), then freeze everything. The raised thresholds are a back-stop for a burst of garbage
  cycles between two settles.
- A reference cycle that was alive at a freeze and dies later is not collected until the next
  `full()` (unfreeze, collect all, freeze again), once every `FULL_EVERY` seconds: a few closed
  connections' worth of memory waits that long, and the one long pause comes that rarely.
"""

from __future__ import annotations

import asyncio
import gc
import time

SETTLE_EVERY = 0.5
"""Seconds between two settles: each collects about this long's worth of new objects."""
FULL_EVERY = 600.0
"""Seconds between two full collections, which free the cycles frozen while still alive."""
THRESHOLDS = (100_000, 50, 1_000)
"""The collector's own thresholds (CPython's are 700, 10, 10): a young collection by itself only
after 100,000 more containers made than freed (a few seconds of a busy server's work; the
settles come first), and an older one far more rarely."""


def start() -> None:
    """At start-up, once serving is ready: raise the thresholds, collect all and freeze."""
    gc.set_threshold(*THRESHOLDS)
    full()


def settle() -> int:
    """Collect the young generations, then freeze every object; how many were freed."""
    freed = gc.collect(1)
    gc.freeze()
    return freed


def full() -> int:
    """Collect everything, frozen objects included, then freeze the survivors again."""
    gc.unfreeze()
    freed = gc.collect()
    gc.freeze()
    return freed


async def keep_settled(every: float = SETTLE_EVERY, full_every: float = FULL_EVERY) -> None:
    """Settle every `every` seconds and collect fully every `full_every` seconds, until cancelled."""
    last_full = time.monotonic()
    while True:
        await asyncio.sleep(every)
        if time.monotonic() - last_full >= full_every:
            full()
            last_full = time.monotonic()
        else:
            settle()
