"""The one bot scheduler (no Qt, no clock of its own): which bot seat acts next, and when.

Every driver of bots asks it: the headless real-time driver on its seeded virtual clock
(`bots/realtime.py`), the table's timer on the monotonic clock (`ui/local_play.py`), and the
online host's bot seats through `seat_pace` (`ui/online_host.py`, which knows its bot seats:
every other seat is a person's). The time is always passed in,
so the rules here are deterministic and tested with plain numbers.

- **Pace.** A bot that may act gets a think time when it becomes one of the seats to move:
  in a real-time game the bot clock's (`bots.clock.think_seconds`: the bot's own `think_time`,
  else the manifest's `pace`), in a turn-based game the table's pace (`TURN_PACE_SECONDS`), or
  a person's (`SHARED_ROUND_PACE_SECONDS`) in a round a person at the desk plays at the same
  time (`clock.turn_pace`).
  The driver hands its `think(seat)` in, because each drives its own generator and scale.
- **Order.** The earliest think time acts first; a tie goes to the seat next round the table
  after the last player to act (`fair_order`, `next_due`).
- **Waiting.** A bot may decline to act now (`act(..., stalled=False)` returns None): it waits
  until the table changes, then looks again after a fresh think time (`table_changed`).
- **Stalls.** When every bot waits and no human can act, the next waiting seat after the last to
  act is made to move (`stalled=True`); one that declines even then is passed over, and when every
  waiting bot has declined the game is stuck.

What `turn` answers is a value: `Act` and `WaitUntil` are NamedTuples, and the two answers
without a value are one object each (`IDLE`, `STUCK`). Frozen dataclasses generate their
methods when the module is imported: the four cost ~14 million instructions before the first
frame of a table opened with a bot to move (SCHEDULER_WHEN_A_BOT_MOVES in
tests/architecture/test_start_up_rules.py).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Iterable, Mapping
from typing import Any, Final, NamedTuple

from chroma_desktop.bots.base import Bot
from chroma_desktop.bots.clock import TURN_PACE_SECONDS
from chroma_desktop.rules.api import CHANCE, Game, PlayerId


def fair_order(seats: Iterable[int], last: int | None, players: int) -> list[int]:
    """`seats` in turn order round the table, starting with the one after `last` (who acted last;
    None: from seat 1)."""
    start = -1 if last is None else last
    return sorted(seats, key=lambda seat: (seat - start - 1) % players)


def next_due(due: Mapping[int, float], last: int | None, players: int) -> int:
    """The seat whose think time ends first; on a tie, the first in turn after `last`."""
    rank = {seat: place for place, seat in enumerate(fair_order(due, last, players))}
    return min(due, key=lambda seat: (due[seat], rank[seat]))


class Act(NamedTuple):
    """`seat` acts now; `stalled`: every bot waits and this one is made to move."""

    seat: int
    stalled: bool = False


class WaitUntil(NamedTuple):
    """No bot acts before `time` (the earliest think time's end)."""

    time: float


class Idle:
    """No bot acts until the table changes (a human decides, or no bot is to move): `IDLE`."""

    def __repr__(self) -> str:
        return "IDLE"


class Stuck:
    """Every bot waits, none will move even when made to, and no human can act: `STUCK`."""

    def __repr__(self) -> str:
        return "STUCK"


IDLE: Final = Idle()
STUCK: Final = Stuck()
Turn = Act | WaitUntil | Idle | Stuck


class BotSchedule:
    """The bots' think times and waits for one match; `think(seat)` gives a seat's next think time.

    The driver reports what happens: the seats to move (`update`), a change of the table
    (`table_changed`), a bot that declined (`declined_by`), and asks `turn(now, ...)` what is next."""

    def __init__(self, players: int, think: Callable[[int], float]) -> None:
        self.players = players
        self.think = think
        self.due: dict[int, float] = {}
        """Bot seat → the time it acts."""
        self.waiting: set[int] = set()
        """Bots waiting until the table changes."""
        self.declined: set[int] = set()
        """Waiting bots that would not move even when made to."""

    def update(self, bots_to_move: Iterable[int], now: float) -> None:
        """The bot seats that may act now: the others are forgotten, each new one gets a think
        time from `now` (in seat order, so a seeded `think` draws in the same order each run)."""
        movers = set(bots_to_move)
        for seat in [seat for seat in self.due if seat not in movers]:
            del self.due[seat]
        self.waiting &= movers
        self.declined &= self.waiting
        for seat in sorted(movers - self.waiting - self.due.keys()):
            self.due[seat] = now + self.think(seat)

    def table_changed(self, now: float, mover: int | None = None) -> None:
        """Someone (`mover`) changed the table: waiting bots look again after a fresh think time."""
        if mover is not None:  # it is to move again only if `update` says so
            self.due.pop(mover, None)
            self.waiting.discard(mover)
        for seat in sorted(self.waiting):
            self.due[seat] = now + self.think(seat)
        self.waiting.clear()
        self.declined.clear()

    def next_time(self) -> float | None:
        """When the next bot acts, or None if no bot is thinking."""
        return min(self.due.values()) if self.due else None

    def turn(self, now: float, last: int | None, human_can_act: bool, slack: float = 0.0) -> Turn:
        """What happens at `now` (`last`: who acted last): a bot whose think time has ended (within
        `slack`) acts; else the wait until the next one; else, when every bot waits and no human
        can act, the one made to move."""
        if self.due:
            seat = next_due(self.due, last, self.players)
            if self.due[seat] > now + slack:
                return WaitUntil(self.due[seat])
            del self.due[seat]
            return Act(seat)
        if not self.waiting or human_can_act:
            return IDLE
        order = fair_order(self.waiting - self.declined, last, self.players)
        return Act(order[0], stalled=True) if order else STUCK

    def waits(self, seat: int, stalled: bool) -> None:
        """`seat` chose not to act: it waits for the table to change (made to move: it declined)."""
        self.due.pop(seat, None)
        self.waiting.add(seat)
        if stalled:
            self.declined.add(seat)

    def again(self, seat: int, now: float) -> None:
        """`seat`'s move went stale while it thought (someone moved first): it acts again now."""
        self.due[seat] = now

    def clear(self) -> None:
        """Forget every think time and wait (undo, a new game, the table closing)."""
        self.due.clear()
        self.waiting.clear()
        self.declined.clear()


def realtime_think(game: Game, bot: Bot, view: Any, seat: PlayerId, rng: random.Random) -> float:
    """A bot's think time in a real-time game: the one bot clock (`bots.clock.think_seconds`)."""
    from chroma_desktop.bots.clock import think_seconds

    return think_seconds(game, bot, view, seat, rng)


def person_shares_round(game: Game, view: Any, bot_seats: Collection[PlayerId]) -> bool:
    """Whether a person's seat (any seat not in `bot_seats`) may act on `view` too: a round the
    bots play at the same time as a person (Chroma Cubes' rounds)."""
    return any(mover != CHANCE and mover not in bot_seats for mover in game.to_move(view))


def seat_pace(game: Game, bot: Bot, bot_seats: Collection[PlayerId] | None = None
              ) -> Callable[[Any, PlayerId, random.Random], float]:
    """How long `bot` thinks before each move it makes on `view`, as at the table: the bot
    clock in a real-time game; in a turn-based one the turn pace, or a person's
    (`clock.turn_pace`) where a person's seat may act in the same round. `bot_seats`: the seats
    bots play at this table, every other seat being a person's (None: bots alone)."""
    from chroma_desktop.bots.clock import is_realtime, turn_pace

    if not is_realtime(game):
        if bot_seats is None:
            return lambda view, seat, rng: TURN_PACE_SECONDS
        bots = frozenset(bot_seats)
        return lambda view, seat, rng: turn_pace(person_shares_round(game, view, bots))

    def pace(view: Any, seat: PlayerId, rng: random.Random) -> float:
        return realtime_think(game, bot, view, seat, rng)

    return pace
