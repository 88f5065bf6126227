"""A bot's decision computed on a worker thread and relayed back to the GUI thread."""

from __future__ import annotations

import random
from functools import cache

from PySide6.QtCore import QObject, QRunnable, Signal


class BotRelay(QObject):
    done = Signal(object, object)  # token, move (or an exception)


@cache
def shared_relay(kind: str) -> BotRelay:
    """The process's relay for one kind of answer ("move", "ranking"), made on first use (in the
    GUI thread) and kept. Not one per table: a table put away goes at once, with its Qt objects,
    while a task it started may still be thinking; that task's answer then reaches a relay that
    still lives, and the token it carries says which table asked (no other takes it)."""
    return BotRelay()


class BotTask(QRunnable):
    def __init__(self, relay: BotRelay, token: object, bot, game, view, player: int,
                 rng: random.Random, stalled: bool) -> None:
        super().__init__()
        self.relay, self.token, self.stalled = relay, token, stalled
        self.bot, self.game, self.view, self.player, self.rng = bot, game, view, player, rng
        self.cancelled = False

    def run(self) -> None:
        # Armed before the check: a cancel before it is seen here, one after it by the bot.
        self.bot.arm_cancel()
        if self.cancelled:  # cancelled while it waited for a thread: the controller moved on
            return
        try:
            # A real-time bot may wait (None) until the table changes.
            move = self.bot.act(self.game, self.view, self.player, self.rng, self.stalled)
        except Exception as error:  # reported on the GUI thread, never lost
            move = error
        self.relay.done.emit(self.token, move)

    def cancel(self) -> None:
        """Tell a bot that searches to stop thinking now (undo, new game, close): its move is
        then dropped by the controller, whose token has moved on."""
        self.cancelled = True
        self.bot.cancel()


class RankTask(QRunnable):
    """The search's ranking of a human's moves (a hint with odds), on a worker thread.

    `bot` is a ranker of its own (`bots.hint_ranking.HintRanker`: `rank` and `cancel`); the
    ranking, or the exception it raised, is relayed with `token` so the controller can drop a
    stale one.
    """

    def __init__(self, relay: BotRelay, token: object, bot, game, view, player: int,
                 rng: random.Random) -> None:
        super().__init__()
        self.relay, self.token = relay, token
        self.bot, self.game, self.view, self.player, self.rng = bot, game, view, player, rng
        self.cancelled = False

    def run(self) -> None:
        self.bot.arm_cancel()  # before the check, as in BotTask.run
        if self.cancelled:  # cancelled while it waited for a thread: nothing to think about
            return
        try:
            ranked = self.bot.rank(self.game, self.view, self.player, self.rng)
        except Exception as error:  # reported on the GUI thread, never lost
            ranked = error
        self.relay.done.emit(self.token, ranked)

    def cancel(self) -> None:
        """Stop the search at once (undo, a move, new game, close); its ranking is dropped."""
        self.cancelled = True
        self.bot.cancel()
