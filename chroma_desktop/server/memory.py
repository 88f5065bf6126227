"""The server's memory policy: the cyclic garbage collector kept out of the moves' way.

A server holds every table's states (immutable, kept for late moves, undo and a reconnecting
seat's log lines): hundreds of thousands of objects that live as long as their table. CPython's
collector would go through all of them again at every full collection, and such a pause grows
with the number of tables (150 CMYK! tables: 50-300 ms, every table waiting). Almost nothing the
server makes is cyclic - reference counting frees it the moment it is dropped, frozen or not - so
the server collects only what is young and then freezes the survivors (`gc.freeze`): frozen
objects are never traversed again, and each pause covers only what was made since the last one.

- `full()` at start-up (after the imports and the content are loaded), then `settle()` every
  `SETTLE_EVERY` seconds (`keep_settled`): collect the two young generations (a millisecond or
  two), then freeze everything.
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
