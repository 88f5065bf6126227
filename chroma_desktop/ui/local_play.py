"""`LocalPlay`: the play policy of a `Match` played at this desk (`ui/play_policy.py`).

A move is played at once and logged. Bots think on a worker thread (`ui/bot_task.py`) when the
one bot scheduler (`bots/schedule.py`) says, on the monotonic clock: every bot that may act gets
a think time (the bot clock's in real time, `bot_delay_ms` in a turn-based game, a person's pace
where a person here acts in the same round: `clock.turn_pace`; every think time is scaled by
`bot_delay_ms` against the normal pace), the earliest acts first, a tie and
the bot made to move go round the table from the last player to act, and a bot that chose to
wait looks again when the table changes. A lesson's guide keeps the bots still unless it has them
answer (`MoveGuide.reply`), at the normal pace. The scheduler is made when a bot is first to
move (a table shown at launch with the player to move loads no scheduler before its first frame:
TABLE_FIRST in tests/architecture/test_start_up_rules.py). Undo goes back to before a human's own decision
(never across a reveal unless undo is free); the autosave is written after every change.
"""

from __future__ import annotations

import logging
import random
import time
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, QTimer

from chroma_desktop.bots import Bot, make_bot
from chroma_desktop.bots.clock import TURN_PACE_SECONDS, turn_pace
from chroma_desktop.rules.api import CHANCE, IllegalMoveError, Move, PlayerId
from chroma_desktop.rules.match import Match

if TYPE_CHECKING:
    from chroma_desktop.bots.schedule import BotSchedule
    from chroma_desktop.ui.bot_task import BotRelay, BotTask
    from chroma_desktop.ui.play_policy import TableSide

translate = QCoreApplication.translate
DEFAULT_BOT_DELAY_MS = round(TURN_PACE_SECONDS * 1000)
"""A bot's think time at the normal pace, in the table's milliseconds."""
TIMER_SLACK = 0.002
"""Seconds early a single-shot timer may fire and still find its bot due."""


class LocalPlay(QObject):
    """Plays `match` here for `table`: moves, bots, undo and redo, the autosave. The table is its
    `parent`, so a bot's answer relayed after the table is put away reaches neither."""

    searches_hints = True

    def __init__(self, table: TableSide, match: Match, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.match = match
        self._bot_error = ""
        self._bots: dict[int, Bot] = {}  # made when a seat's bot first plays
        self._relay: BotRelay | None = None  # listened to once a bot first thinks
        self._task: BotTask | None = None  # the bot thinking now, to cancel on undo or close
        self.pending_token: tuple[int, int, int, int] | None = None
        """The decision the bot thinking now was asked for (cursor, moves, seat, table)."""
        self._asked_stalled = False  # the bot thinking now was made to move
        self._autosave_failing = False  # told once; told again after an autosave that works
        self._schedule: BotSchedule | None = None  # made when a bot is first to move
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next_bot)

    @property
    def schedule(self) -> BotSchedule:
        """The bots' think times and waits (made on first use)."""
        if self._schedule is None:
            from chroma_desktop.bots.schedule import BotSchedule

            self._schedule = BotSchedule(self.match.players, self._think_seconds)
        return self._schedule

    @property
    def bot_error(self) -> str:
        return self._bot_error

    def _say_bot_error(self, text: str) -> None:
        self._bot_error = text
        self.table.message.emit(text)

    def humans(self) -> list[PlayerId]:
        return [seat for seat, sitting in enumerate(self.table.seats) if sitting.is_human]

    # -- moves --------------------------------------------------------------------------------
    def submit(self, move: Move, player: PlayerId) -> bool:
        guide = self.table.guide
        refused = guide.refusal(move) if guide is not None else ""
        if refused:
            self.table.message.emit(refused)
            return False
        try:
            self.match.play(move, player)
        except IllegalMoveError as error:
            self.table.refuse(error.args[0] if error.args else str(error))
            return False
        return True

    def moved(self, before: int) -> None:
        """The match changed from cursor `before`: log it, wake the waiting bots, save, redraw."""
        for ply in range(before, self.match.cursor):
            self.table.log_added.emit(self.log_html(ply))
        if self._schedule is not None:  # else no bot has thought, and none waits
            self._schedule.table_changed(time.monotonic())
        self.autosave()
        self.table.refresh()

    def prompt(self) -> str | None:
        return None

    def log_html(self, ply: int) -> str:
        """The log line of move `ply` (as seen before it was made), glyphs in their colours."""
        match = self.match
        return self.table.line_html(match.movers[ply], self.table.game.describe(match.states[ply],
                                                                                 match.moves[ply]))

    def history_html(self) -> list[str]:
        return [self.log_html(ply) for ply in range(self.match.cursor)]

    # -- bots ---------------------------------------------------------------------------------
    def bot(self, seat: int) -> Bot:
        """The bot that plays `seat` (made when it first plays)."""
        if seat not in self._bots:
            self._bots[seat] = make_bot(self.table.seats[seat].bot, self.table.game.id)
        return self._bots[seat]

    def _think_seconds(self, seat: int) -> float:
        from chroma_desktop.bots.clock import is_realtime
        from chroma_desktop.bots.schedule import realtime_think

        scale = self.table.bot_delay_ms / DEFAULT_BOT_DELAY_MS
        if not is_realtime(self.table.game):
            # A round played at once with a person here: one move at a time, at a person's pace.
            return turn_pace(self.table.human_to_move() is not None) * scale
        rng = random.Random(f"think:{self.match.seed}:{len(self.match.moves)}:{seat}")
        return realtime_think(self.table.game, self.bot(seat), self.match.view(seat), seat, rng) * scale

    def table_shown(self) -> None:
        """Every bot that may act gets a think time; the earliest acts first, one at a time."""
        guide = self.table.guide
        bots = [] if guide is not None else [
            seat for seat in self.match.to_move() if seat != CHANCE and not self.table.seats[seat].is_human]
        if bots or self._schedule is not None:  # no scheduler is needed until a bot is to move
            self.schedule.update(bots, time.monotonic())
        self._arm_timer()
        if guide is not None and guide.reply_due():
            self._timer.start(self.table.bot_delay_ms)  # a lesson's bots answer at the normal pace

    def _arm_timer(self) -> None:
        if self.pending_token is not None or self.match.is_over() or self.table.guide is not None \
                or self._schedule is None:  # no scheduler yet: no bot is thinking nor waiting
            return
        from chroma_desktop.bots.schedule import Act, Stuck

        now = time.monotonic()
        when = self.schedule.next_time()
        if when is not None:
            self._timer.start(round(max(0.0, when - now) * 1000))
            return
        turn = self.schedule.turn(now, self.match.last_mover(), self.table.human_to_move() is not None)
        if isinstance(turn, Act):  # every bot waits: the one after the last to act must move
            self._start_bot(turn.seat, stalled=True)
        elif isinstance(turn, Stuck):
            self._say_bot_error(translate("MatchController", "Every bot waits and none will move."))

    def _next_bot(self) -> None:
        if self.table.guide is not None:
            self._play_guided_reply()
            return
        if self.pending_token is not None or self.schedule.next_time() is None:
            return
        from chroma_desktop.bots.schedule import Act

        turn = self.schedule.turn(time.monotonic(), self.match.last_mover(),
                                  self.table.human_to_move() is not None, TIMER_SLACK)
        if isinstance(turn, Act):
            self._start_bot(turn.seat, stalled=False)
        else:
            self._arm_timer()

    def _play_guided_reply(self) -> None:
        """A lesson's bot answers the learner: the guide's move, shown as any bot's."""
        answer = self.table.guide.reply() if self.table.guide is not None else None
        if answer is None:
            return  # undone, or another lesson, since the answer was due
        before = self.match.cursor
        self.match.play(answer[1], answer[0])
        self.moved(before)

    def _start_bot(self, seat: int, stalled: bool) -> None:
        """Let `seat` decide on the table as it is now, on a worker thread."""
        token = (self.match.cursor, len(self.match.moves), seat, self.table.table_number)
        self.pending_token = token
        self._asked_stalled = stalled
        self.table.thinking.emit(True)
        view = self.match.view(seat)
        rng = random.Random(f"bot:{self.match.seed}:{self.match.cursor}:{seat}")
        from chroma_desktop.ui.bot_task import BotTask, shared_relay

        if self._relay is None:
            self._relay = shared_relay("move")
            self._relay.done.connect(self._on_bot_move)
        bot = self.bot(seat)
        self._tune_search(bot)
        task = BotTask(self._relay, token, bot, self.table.game, view, seat, rng, stalled)
        self._task = task
        QThreadPool.globalInstance().start(task)

    def _on_bot_move(self, token: object, move: object) -> None:
        if self.pending_token is None or token != self.pending_token:
            return  # the position changed (undo, new game) while the bot thought
        asked = self.pending_token
        self.pending_token = None
        self.table.thinking.emit(False)
        player = asked[2]
        name = self.table.seats[player].name
        if isinstance(move, Exception):
            self._say_bot_error(translate("MatchController", "{name} could not move: {reason}").format(
                name=name, reason=move))
            return
        if move is None:  # nothing worth doing now: wait until the table changes
            self.schedule.waits(player, self._asked_stalled)
            self._arm_timer()
            return
        if not isinstance(move, Move):
            self._say_bot_error(translate("MatchController", "{name} could not move: {reason}").format(
                name=name, reason=repr(move)))
            return
        before = self.match.cursor
        try:
            self.match.play(move, player)
        except IllegalMoveError as error:
            if asked[:2] != (self.match.cursor, len(self.match.moves)):
                # Someone else moved while the bot thought and its move is gone: think again.
                self.schedule.again(player, time.monotonic())
                self._arm_timer()
                return
            reason = self.table.words(error.args[0]) if error.args else str(error)
            self._say_bot_error(translate("MatchController", "{name} tried an illegal move: {reason}")
                                .format(name=name, reason=reason))
            return
        self.moved(before)

    def _tune_search(self, bot: Bot) -> None:
        """A Hard bot thinks for the think time chosen (or the fixed playouts)."""
        from chroma_desktop.bots.search import SearchBot

        if isinstance(bot, SearchBot):
            bot.budget, bot.playouts = self.table.search_budget(), self.table.search_playouts

    def _cancel_thinking(self) -> None:
        """A searching bot stops at once; what it would have played is dropped (stale token)."""
        if self._task is not None and self.pending_token is not None:
            self._task.cancel()
        self._task = None
        self.pending_token = None

    def bot_pending(self) -> bool:
        return self.pending_token is not None

    def stop(self) -> None:
        self._cancel_thinking()
        self._timer.stop()
        if self._schedule is not None:
            self._schedule.clear()

    # -- undo and redo ------------------------------------------------------------------------
    def undo_is_free(self) -> bool:
        """Free rewind in teach mode and with one human; else never back across a reveal."""
        return self.table.teach or len(self.humans()) <= 1

    def can_undo(self) -> bool:
        return self.match.can_undo(self.undo_is_free())

    def undo(self) -> bool:
        free = self.undo_is_free()
        if not self.match.can_undo(free):
            return False
        self._cancel_thinking()
        while self.match.undo(free):
            # Back to before a human's own decision (in real time bots moved since).
            if self.table.human_to_move() is not None and self._human_decides_next():
                break
        self.table.thinking.emit(False)
        return True

    def can_redo(self) -> bool:
        return self.match.can_redo()

    def redo(self) -> bool:
        if not self.match.can_redo():
            return False
        self.pending_token = None
        while self.match.redo():
            if not self.match.can_redo() or (self.table.human_to_move() is not None
                                             and self._human_decides_next()):
                break
        return True

    def _human_decides_next(self) -> bool:
        """Whether the decision recorded at the cursor (the next one to redo) is a human's."""
        return self.table.seats[self.match.movers[self.match.cursor]].is_human

    # -- saving -------------------------------------------------------------------------------
    def can_save(self) -> bool:
        return True

    def session_record(self) -> dict[str, Any]:
        record = self.match.to_record()
        record["seats"] = [seat.to_json() for seat in self.table.seats]
        record["teach"] = self.table.teach
        return record

    def autosave(self) -> None:
        if not self.table.autosave_enabled:
            return
        try:
            from chroma_desktop.persistence import autosave_path, write_json_atomic

            record = self.session_record()
            if self.match.is_over():
                record["finished"] = True  # nothing to resume (issue 31)
            write_json_atomic(autosave_path(), record)
        except Exception as error:  # issue 32: whatever fails, the game goes on and is said once
            logging.getLogger(__name__).warning("Autosave failed", exc_info=True)
            if not self._autosave_failing:
                self._autosave_failing = True
                reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
                self.table.message.emit(translate("MatchController", "Autosave failed: {reason}").format(
                    reason=reason))
            return
        self._autosave_failing = False
