"""Time controls: a bank of seconds per seat plus an increment per move (as Board Game Arena's
clocks). What is stored is wall-clock time (when each seat to move started thinking), so a
deadline that passes while the server is down has passed when it comes back.

A clock is a plain dict, stored as JSON with the table: `bank`, `increment`, `left` (seconds per
seat, at the moment in `since`) and `since` (per seat: when it started thinking, or None).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from chroma_desktop.net.server_frames import SeatClock

MAX_BANK = 30 * 24 * 3600  # turn-based tables may last a month
MAX_INCREMENT = 24 * 3600


def new_clocks(players: int, bank: float, increment: float) -> dict[str, Any]:
    if not 0 < bank <= MAX_BANK or not 0 <= increment <= MAX_INCREMENT:
        raise ValueError(f"a clock has a bank of 1 s to 30 days and an increment of 0 to 1 day, "
                         f"not {bank} and {increment}")
    return {"bank": bank, "increment": increment, "left": [float(bank)] * players,
            "since": [None] * players}


def follow(clocks: dict[str, Any], movers: Iterable[int], now: float) -> dict[str, Any]:
    """The clocks once `movers` are the seats to move: theirs run (from now, if they were not
    running), the others stop."""
    movers = set(movers)
    since = [(started if started is not None else now) if seat in movers else None
             for seat, started in enumerate(clocks["since"])]
    return {**clocks, "since": since}


def charge(clocks: dict[str, Any], seat: int, now: float) -> dict[str, Any]:
    """The clocks after `seat` moved at `now`: the time it took is spent, the increment added."""
    left, since = list(clocks["left"]), list(clocks["since"])
    started = since[seat] if since[seat] is not None else now
    left[seat] = max(0.0, left[seat] - (now - started)) + clocks["increment"]
    since[seat] = None
    return {**clocks, "left": left, "since": since}


def remaining(clocks: dict[str, Any], seat: int, now: float) -> float:
    started = clocks["since"][seat]
    return clocks["left"][seat] - (now - started if started is not None else 0.0)


def out_of_time(clocks: dict[str, Any], now: float) -> list[int]:
    """The seats to move whose time has run out."""
    return [seat for seat, started in enumerate(clocks["since"])
            if started is not None and remaining(clocks, seat, now) <= 0]


def shown(clocks: dict[str, Any], now: float) -> list[SeatClock]:
    """What every seat is told: each seat's time left (tenths of a second) and whether it runs."""
    return [SeatClock(round(max(0.0, remaining(clocks, seat, now)), 1), started is not None)
            for seat, started in enumerate(clocks["since"])]
