"""The real-time driver: players' actions interleaved by a seeded clock (no Qt), for any game
whose manifest says it is played in real time (CMYK!).

Every bot acts after a think time from the one bot clock (`bots.clock.think_seconds`: its own
pace, or the game's normal pace); at that moment it looks at the table as it is then and
acts, or waits (a bot's `act(..., stalled=False)` may return None) until someone else changes the
table. When every bot waits and no human can act, the bots are asked again with `stalled=True`
and must move. The clock and every think time come from generators derived from the seed, so a
headless game is reproducible; the table can drive the same clock with `advance(seconds)` and
report a human's action with `human_move`.

Turns are fair: when two bots are due at the same moment, and when every bot waits and one must
be made to move, the seat next round the table after the last player to act goes first
(`fair_order`): the one scheduler's rules (`bots/schedule.py`), which the table's timer and the
online host's bots follow too. A game that does not end within
`max_actions` actions, or where every bot waits and none will move, stops with
`RealtimeStalled`, which names the game, the seed and the seats.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from chroma_desktop.bots.base import Bot
from chroma_desktop.bots.clock import think_seconds
from chroma_desktop.bots.driver import BatchResult, bot_rng
from chroma_desktop.bots.schedule import Act, BotSchedule, Stuck, fair_order, next_due
from chroma_desktop.rules.api import Game, Move
from chroma_desktop.rules.match import Match

DEFAULT_MAX_ACTIONS = 5_000
"""Far beyond a real match: a CMYK! game with bots takes under 200 actions, a three-game match
of four under 600."""


__all__ = ["Action", "RealtimeDriver", "RealtimeStalled", "fair_order", "next_due",
           "play_realtime_batch", "play_realtime_match"]


class RealtimeStalled(RuntimeError):
    """A real-time game that cannot go on: no end within the action limit, or nobody will move."""


@dataclass(frozen=True)
class Action:
    """One player action on the clock."""

    time: float
    player: int
    move: Move


class RealtimeDriver:
    """Drives the bots of `match` on a virtual clock; `bots[seat]` is None for a human seat."""

    def __init__(self, match: Match, bots: Sequence[Bot | None], seed: int,
                 max_actions: int = DEFAULT_MAX_ACTIONS) -> None:
        self.match, self.bots, self.clock = match, list(bots), 0.0
        self.seed, self.max_actions = seed, max_actions
        self.think_rngs = [random.Random(f"clock:{seed}:{seat}") for seat in range(len(bots))]
        self.bot_rngs = [bot_rng(seed, seat) for seat in range(len(bots))]
        self.schedule = BotSchedule(len(self.bots), self._think)
        self.log: list[Action] = []

    # -- the clock ---------------------------------------------------------------------------
    def _think(self, seat: int) -> float:
        bot = self.bots[seat]
        assert bot is not None
        return think_seconds(self.match.game, bot, self.match.view(seat), seat, self.think_rngs[seat])

    def next_time(self) -> float | None:
        """When the next bot acts, or None if no bot is thinking."""
        self.schedule.update((seat for seat in self.match.to_move() if self.bots[seat] is not None),
                             self.clock)
        return self.schedule.next_time()

    def _changed(self, seat: int, move: Move) -> None:
        self.log.append(Action(self.clock, seat, move))
        self.schedule.table_changed(self.clock, seat)

    def _ask(self, seat: int, stalled: bool) -> Move | None:
        bot, game = self.bots[seat], self.match.game
        assert bot is not None
        return bot.act(game, self.match.view(seat), seat, self.bot_rngs[seat], stalled)

    # -- acting ------------------------------------------------------------------------------
    def step(self) -> Action | None:
        """Let the next bot act; None when the game is over or only humans can act."""
        while not self.match.is_over():
            when = self.next_time()
            if when is not None:
                self.clock = when
            human_can_act = any(self.bots[seat] is None for seat in self.match.to_move())
            turn = self.schedule.turn(self.clock, self.match.last_mover(), human_can_act)
            if isinstance(turn, Stuck):
                raise RealtimeStalled(self._stalled("every bot waits and none will move"))
            if not isinstance(turn, Act):
                return None
            if len(self.log) >= self.max_actions:
                raise RealtimeStalled(self._stalled(f"no end within {self.max_actions} actions"))
            move = self._ask(turn.seat, stalled=turn.stalled)
            if move is None:
                self.schedule.waits(turn.seat, turn.stalled)
                continue
            self.match.play(move, turn.seat)
            self._changed(turn.seat, move)
            return self.log[-1]
        return None

    def _stalled(self, reason: str) -> str:
        """What stopped, for a player or a developer: game, seed, seats and who acted lately."""
        seats = ", ".join(f"seat {seat + 1} {bot.name if bot is not None else 'human'}"
                          for seat, bot in enumerate(self.bots))
        recent = Counter(action.player + 1 for action in self.log[-200:])
        lately = ", ".join(f"seat {seat} {count}" for seat, count in sorted(recent.items()))
        return (f"{self.match.game.name}, seed {self.seed} ({seats}): {reason}"
                + (f"; the last {sum(recent.values())} actions by seat: {lately}" if lately else ""))

    def advance(self, seconds: float) -> list[Action]:
        """Move the clock on by `seconds` (the table's timer), letting bots act on the way."""
        end, done = self.clock + seconds, []
        while True:
            when = self.next_time()
            if when is None or when > end or self.match.is_over():
                break
            action = self.step()
            if action is None:
                break
            done.append(action)
        self.clock = max(self.clock, end)
        return done

    def human_move(self, seat: int, move: Move) -> Action:
        """A human's action at the current clock time."""
        self.match.play(move, seat)
        self._changed(seat, move)
        return self.log[-1]

    def play_to_end(self) -> Match:
        """Play until the game ends or a human must act; RealtimeStalled if it cannot end."""
        while self.step() is not None:
            pass
        return self.match


def play_realtime_match(game: Game, bots: Sequence[Bot], options: Mapping[str, object] | None = None,
                        seed: int = 0, max_actions: int = DEFAULT_MAX_ACTIONS
                        ) -> tuple[Match, list[Action]]:
    """One all-bot game on the seeded clock: the match and the timed actions."""
    driver = RealtimeDriver(Match(game, len(bots), options, seed), bots, seed, max_actions)
    driver.play_to_end()
    return driver.match, driver.log


def play_realtime_batch(game: Game, bots: Sequence[Bot], games: int, seed: int,
                        options: Mapping[str, object] | None = None) -> BatchResult:
    """Like `driver.play_batch`, on the real-time clock."""
    result = BatchResult.empty(len(bots))
    for index in range(games):
        match, _log = play_realtime_match(game, bots, options, seed * 1_000_003 + index)
        result.count(match.outcome())
    return result
