"""MatchController: between a Match and the table scene.

After every change it reads the view once, fetches the legal moves once and syncs the scene. On
pick-up it answers the targets to highlight; on a drop it plays the one matching move, asks when
several match, or snaps back and shows the rules' `why_not`. Bots think on a worker thread and
their moves come back here; so does the hint's search, whose best three moves (with their win
chances) the panel lists. The controller never decides legality itself.

Several players may act at once (real-time games): every bot then has its own think time and the
bots act one at a time, earliest first, while the human may act at any moment. A bot with a
`think_time(view, seat, rng)` thinks that many seconds (scaled by `bot_delay_ms`, the normal pace
being DEFAULT_BOT_DELAY_MS), as on the real-time driver's clock; a bot with `act(..., stalled)` may
wait until the table changes, and is made to move when every bot waits and no human can act.
Turns are fair as on the driver's clock (`bots.realtime.fair_order`): a tie, and the bot made to
move, go to the next seat round the table after the last player to act.
"""

from __future__ import annotations

import itertools
import random
import time
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, QTimer, Signal

from chroma_desktop.bots import Bot, check_bot, make_bot
from chroma_desktop.language import message_translator
from chroma_desktop.rules.api import CHANCE, IllegalMoveError, Move, Outcome, PlayerId
from chroma_desktop.rules.messages import Message, SeatNames, render
from chroma_desktop.ui.items.base import Highlight
from chroma_desktop.ui.items.button_item import ButtonItem
from chroma_desktop.ui.items.card_item import CardItem
from chroma_desktop.ui.items.shape_item import ShapeItem
from chroma_desktop.ui.scene.layouts import Layout, TableContext, layout_for
from chroma_desktop.ui.scene.table_scene import TableScene
from chroma_desktop.ui.seat import Seat

if TYPE_CHECKING:
    from chroma_desktop.rules.match import Match
    from chroma_desktop.ui.best_moves import BestMove
    from chroma_desktop.ui.bot_task import BotRelay, BotTask, RankTask

translate = QCoreApplication.translate
DEFAULT_BOT_DELAY_MS = 450  # a bot's think time at the normal pace
_TABLE_NUMBERS = itertools.count(1)  # each controller's own, in the tokens its bots answer with


class MoveGuide(Protocol):
    """What limits the table to some moves (a lesson: `chroma_desktop.lessons.LessonRun`)."""

    def offers(self, move: Move) -> bool:
        """Whether the table offers `move` (the others cannot be picked up)."""

    def refusal(self, move: Move) -> str:
        """Words for a move the guide refuses; "" for one it lets the player make."""

    def reply_due(self) -> bool:
        """Whether another seat answers now (a lesson whose bots answer the learner)."""

    def reply(self) -> tuple[PlayerId, Move] | None:
        """That answer: the seat and the move the guide chooses for it."""

__all__ = ["MatchController", "Seat"]


def _escape(text: str) -> str:
    """Text made safe inside Qt's rich text (as `html.escape(text, quote=False)`)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def hint_rng(match: Match, player: int) -> random.Random:
    """The hint's search's generator for this table: the same odds each time it is asked."""
    return random.Random(f"hint:{match.seed}:{match.cursor}:{player}")


class MatchController(QObject):
    changed = Signal()
    log_added = Signal(str)  # one line of HTML
    log_reset = Signal(list)  # the whole log anew, one HTML line each (after undo or redo)
    message = Signal(str)  # a refusal or a problem beside the table ("" clears it)
    note = Signal(str)  # help beside the table: a hint, the focused move, "Undone."
    prompt_changed = Signal(str)
    game_over = Signal(object)  # Outcome
    thinking = Signal(bool)
    # The hint with odds: (thinking, the best moves listed, the Normal bot's reason when its own
    # move is not among them); (False, [], "") takes the list away.
    best_moves = Signal(bool, list, str)
    choose_move = Signal(list)  # several moves match one drop: the window asks which
    hand_over = Signal(int)  # hot-seat: hide the table until this seat's player is at the desk

    def __init__(self, match: Match, seats: list[Seat], *, teach: bool = False,
                 autosave: bool = True, bot_delay_ms: int = DEFAULT_BOT_DELAY_MS,
                 parent: QObject | None = None):
        super().__init__(parent)
        self.table_number = next(_TABLE_NUMBERS)
        self.match = match
        self.game = match.game
        self.seats = list(seats)
        self.teach = teach
        self.autosave_enabled = autosave
        self.bot_delay_ms = bot_delay_ms
        self.layout: Layout = layout_for(self.game, match.content, match.players)
        self.scene = TableScene(self.layout.scene_width, self.layout.scene_height, self)
        self.scene.targets_for = self.targets_for
        self.scene.picked.connect(self._on_picked)
        self.scene.dropped.connect(self.drop)
        self.scene.activated.connect(self.activate)
        self.scene.selection_changed.connect(self._on_selection)
        for seat in self.seats:
            if not seat.is_human:
                check_bot(seat.bot, self.game.id)  # a wrong name fails here, not mid-game
        self._bots: dict[int, Bot] = {}  # made when a seat's bot first plays
        self._hinter = None
        self._ranking: RankTask | None = None  # the hint's search under way, to cancel
        self._rank_relay: BotRelay | None = None  # listened to once a hint first searches
        self._rank_token: object = None  # the table the hint's search (or its list) is for
        self._hint_normal: tuple[Move, str] | None = None  # the Normal bot's move and reason
        self._search_seconds: float | None = None  # the think time, read when first needed
        self.best: list[BestMove] = []
        """The hint's best moves listed beside the table now, best first."""
        self.search_playouts: int | None = None
        """Playouts a decision for Hard bots and the hint's search: fixed, it is reproducible
        (tests); None thinks for the think time chosen in the new-game dialog."""
        self._relay: BotRelay | None = None  # listened to once a bot first thinks
        self._task: BotTask | None = None  # the bot thinking now, to cancel on undo or close
        self._pending_token: object = None
        self._due: dict[int, float] = {}  # bot seat -> when it acts (time.monotonic)
        self._waiting: set[int] = set()  # bots waiting until the table changes
        self._declined: set[int] = set()  # waiting bots that would not move even when made to
        self._asked_stalled = False  # the bot thinking now was made to move
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._next_bot)
        self._desk: int | None = None  # hot-seat: the human at the desk when several may act
        self.variant = 0  # R: which of several moves sharing one drop (a tile's turn) is meant
        self._legal: tuple[Move, ...] = ()
        self._player: int | None = None
        self._viewer: int | None = self._first_human()
        self._focus_index = -1
        self._hint: Move | None = None
        self._announced_over = False
        self.awaiting_hand_over: int | None = None
        self.last_outcome: Outcome | None = None
        self.bot_error: str = ""
        self.guide: MoveGuide | None = None
        """A lesson: the moves offered are its own, a move it refuses gets its words, and the
        bots wait (the lesson is the learner's decision) unless it has them answer, with the
        moves it chooses (`MoveGuide.reply`)."""

    # -- who is who -----------------------------------------------------------------------------
    def _first_human(self) -> int | None:
        return next((i for i, s in enumerate(self.seats) if s.is_human), None)

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def human_to_move(self) -> int | None:
        """The human seat that decides now, if any (the one at the desk when several may)."""
        humans = [p for p in self.match.to_move() if p != CHANCE and self.seats[p].is_human]
        if not humans:
            return None
        return self._desk if self._desk in humans else humans[0]

    @property
    def legal(self) -> tuple[Move, ...]:
        return self._legal

    @property
    def viewer(self) -> int | None:
        return self._viewer

    # -- refreshing the table -------------------------------------------------------------------
    def start(self) -> None:
        """Draw the table and, if a bot is to move, let it think."""
        self.refresh(animate=False)

    def _needs_hand_over(self, player: int) -> bool:
        """Hot-seat: another human takes over and would see what the last one must not."""
        viewer = self._viewer
        if viewer is None or viewer == player or len(self.humans()) < 2:
            return False
        state = self.match.state
        return self.game.view(state, viewer) != self.game.view(state, player)

    def confirm_hand_over(self) -> None:
        """The next player is at the desk: show the table as they see it."""
        if self.awaiting_hand_over is not None:
            self._viewer = self.awaiting_hand_over
            self.awaiting_hand_over = None
            self.refresh(animate=False)

    def refresh(self, animate: bool = True) -> None:
        player = self.human_to_move()
        if player is not None and self.awaiting_hand_over is None and self._needs_hand_over(player):
            self.awaiting_hand_over = player
            self._player, self._legal = None, ()
            self.scene.sources, self.scene.multi_keys = set(), set()
            from chroma_desktop.ui.translation import with_name

            name = self.seats[player].name
            self.prompt_changed.emit(with_name(translate("MatchController", "Pass the table to {name}.")
                                               .format(name=name), name))
            self.hand_over.emit(player)
            self.changed.emit()
            return
        if self.awaiting_hand_over is not None:
            return
        previous, self._player = self._player, player
        if player is not None:
            self._viewer = player
        focused = self.focused_move()
        self._legal = self.match.legal_moves(player) if player is not None else ()
        if self.guide is not None:
            self._legal = tuple(move for move in self._legal if self.guide.offers(move))
        # Another player's move (real time) keeps the keyboard focus and hint if still legal.
        self._focus_index = self._legal.index(focused) if focused in self._legal else -1
        if self._hint not in self._legal:
            self._hint = None
        if self._rank_token is not None and self._rank_token != self._hint_table():
            self.drop_best_moves()  # the odds were worked out for another table
        view = self.match.view(self._viewer)
        context = TableContext(self.game, tuple(s.name for s in self.seats), self._viewer,
                               self.match.to_move(), self.variant)
        if player is None or player != previous:
            self.scene.clear_selection()
        self.scene.sync(self.layout.specs(view, context), animate)
        self.scene.sources = {move.source for move in self._legal if "+" not in move.source}
        self.scene.multi_keys = {part for move in self._legal if "+" in move.source
                                 for part in move.source.split("+")}
        # Another player's move (rounds played at once, real time) keeps the cards or dice you
        # have chosen while you may still choose them; your own move lets them go (see `play`).
        self.scene.keep_selected(self.scene.multi_keys)
        pairs = {(move.source, move.target) for move in self._legal}
        for item in self.scene.items_by_id.values():
            if isinstance(item, ButtonItem):  # a table button is live only when it is a move
                live = item.click in pairs if item.click else item.component_id in self.scene.sources
                item.configure(item.label, item.width, live)
                if live and item.click:
                    self.scene.sources.add(item.component_id)
        clicked = {move.source for move in self._legal if move.target == move.source}
        for item in self.scene.items_by_id.values():
            # Cards follow the mouse; zones (rows) and click-sources (the deck) drag a ghost.
            key = item.source_key
            item.draggable = (isinstance(item, (CardItem, ShapeItem)) and key not in clicked
                              and (key in self.scene.sources or key in self.scene.multi_keys))
        self._update_highlights()
        self.prompt_changed.emit(self.prompt_text())
        # A lesson's box says what to do: the list of every open move would crowd it out.
        if self.teach and self.guide is None and self._player is not None and self._legal:
            self.note.emit(self.teach_text())
        self.changed.emit()
        outcome = self.match.outcome()
        if outcome is not None:
            self.last_outcome = outcome
            if not self._announced_over:
                self._announced_over = True
                self.game_over.emit(outcome)
        else:
            self._announced_over = False
            self._schedule_bot()

    def prompt_text(self) -> str:
        if self.match.is_over():
            return translate("MatchController", "The game is over.")
        if self.guide is not None and not self._legal and not self.guide.reply_due():
            return translate("MatchController", "The lesson is done: try it again, or go on "
                                                "to the next lesson.")
        if self._player is None:
            names = ", ".join(self.seats[p].name for p in self.match.to_move() if p != CHANCE)
            return translate("MatchController", "{names} is thinking…").format(names=names)
        prompt = self.words(self.game.prompt(self.match.state, self._player))
        humans = self.humans()
        if len(humans) > 1:
            return f"{self.seats[self._player].name}: {prompt}"
        return prompt

    def teach_text(self, most: int = 6) -> str:
        """Teach mode's explanation: every move open now, in the rules' words (lit on the table)."""
        said: list[str] = []
        for move in self._legal:
            sentence = self.words(self.game.describe(self.match.state, move))
            if sentence not in said:
                said.append(sentence)
        shown = "; ".join(said[:most]) + (translate("MatchController", "; and {n} more").format(
            n=len(said) - most) if len(said) > most else "")
        if len(said) == 1:
            return translate("MatchController", "Teach mode: the lit places show every legal "
                                                "move. One move is open: {moves}.").format(moves=shown)
        return translate("MatchController", "Teach mode: the lit places show every legal move. "
                                            "{n} moves are open: {moves}.").format(n=len(said),
                                                                                  moves=shown)

    def _update_highlights(self) -> None:
        highlights: dict[str, Highlight] = {}

        def light(move: Move, highlight: Highlight) -> None:
            # A several-item source lights each of its items.
            for key in (*move.source.split("+"), move.target):
                highlights[key] = highlight

        if self.teach:
            for move in self._legal:
                light(move, Highlight.TARGET)
        if 0 <= self._focus_index < len(self._legal):
            light(self._legal[self._focus_index], Highlight.FOCUS)
        if self._hint is not None:
            light(self._hint, Highlight.HINT)
        self.scene.set_highlights(highlights)

    # -- the player's hand on the table ---------------------------------------------------------
    def moves_from(self, source: str) -> list[Move]:
        """Legal moves starting from `source`; a several-card source matches in any order."""
        if "+" not in source:
            return [move for move in self._legal if move.source == source]
        parts = sorted(source.split("+"))
        return [move for move in self._legal
                if "+" in move.source and sorted(move.source.split("+")) == parts]

    def targets_for(self, source: str) -> set[str]:
        return {move.target for move in self.moves_from(source)}

    def _on_picked(self, source: str) -> None:
        self.message.emit("")

    def _on_selection(self, source: str) -> None:
        """Cards chosen together that no move uses (a mix that makes nothing): say why now."""
        if self._player is None or "+" not in source or self.moves_from(source):
            return
        reason = self.words(self.game.why_not(self.match.state, self._player, source, ""))
        if reason:
            self.message.emit(reason)

    def drop(self, source: str, target: str) -> bool:
        """A drop of `source` on `target`: play the matching move or say why not."""
        if self._player is None:
            return False
        matches = [m for m in self.moves_from(source) if m.target == target]
        if len(matches) == 1:
            return self.play(matches[0])
        if len(matches) > 1:
            # The layout may say which one R has chosen (a tile's orientation); else ask.
            chosen = self.layout.choose_variant(matches, self.variant)
            if chosen is not None:
                return self.play(chosen)
            self.choose_move.emit(matches)
            return False
        if self.guide is not None:
            # A move the rules allow but the lesson does not offer: the lesson says why.
            allowed = [m for m in self.match.legal_moves(self._player)
                       if m.source == source and m.target == target]
            if allowed:
                self.message.emit(self.guide.refusal(allowed[0]))
                return False
        reason = self.game.why_not(self.match.state, self._player, source, target or "table")
        self.message.emit(self.words(reason) or translate(
            "MatchController", "Drop it on one of the highlighted places."))
        return False

    def activate(self, source: str) -> bool:
        """A click on `source`: play its move when that is unambiguous, turn it when the table
        shows which of several moves a drop makes, else show the targets."""
        if self._player is None:
            return False
        moves = self.moves_from(source)
        direct = [m for m in moves if m.target == source]
        if len(direct) == 1:
            return self.play(direct[0])
        if len(moves) == 1:
            return self.play(moves[0])
        shared = [m for m in moves if sum(o.target == m.target for o in moves) > 1]
        if shared and self.layout.choose_variant(
                [m for m in moves if m.target == shared[0].target], self.variant) is not None:
            # Several moves share one drop and the table shows which one (a tile's turn): a
            # click turns it, as R does.
            self.rotate()
            return False
        if moves:
            self.note.emit(translate("MatchController", "Drag it onto one of the highlighted places."))
            self.scene.set_highlights({m.target: Highlight.TARGET for m in moves})
        elif source:
            # Nothing can be done with it now (two cards that mix into nothing): say why.
            reason = self.words(self.game.why_not(self.match.state, self._player, source, ""))
            if reason:
                self.message.emit(reason)
        return False

    def play(self, move: Move) -> bool:
        player = self._player if self._player is not None else self.match.to_move()[0]
        refused = self.guide.refusal(move) if self.guide is not None else ""
        if refused:
            self.message.emit(refused)
            return False
        before = self.match.cursor
        try:
            self.match.play(move, player)
        except IllegalMoveError as error:
            self.message.emit(self.words(error.args[0]) if error.args else str(error))
            return False
        if self.layout.desk_passes_after(move):
            # Hot-seat in real time: the next human who may act takes the desk.
            humans = [p for p in self.match.to_move()
                      if p != CHANCE and p != player and self.seats[p].is_human]
            if humans:
                self._desk = next((p for p in humans if p > player), humans[0])
        self._hint = None
        self._focus_index = -1
        self.variant = 0
        self.scene.clear_selection()
        self.message.emit("")
        self._after_change(before)
        return True

    def rotate(self) -> None:
        """R: choose the next of several moves that share one drop; the layout shows which."""
        self.variant += 1
        self.refresh(animate=False)

    def _after_change(self, before: int) -> None:
        for ply in range(before, self.match.cursor):
            self.log_added.emit(self.log_html(ply))
        # The table changed: bots that chose to wait look again after a fresh think time.
        now = time.monotonic()
        for seat in sorted(self._waiting):
            self._due[seat] = now + self._think_seconds(seat)
        self._waiting.clear()
        self._declined.clear()
        self.autosave()
        self.refresh()

    @property
    def seat_names(self) -> SeatNames:
        """How the rules' seats are called here: each seat's name, "you" for a seat named You."""
        names = tuple(seat.name for seat in self.seats)
        return SeatNames(names, frozenset(i for i, name in enumerate(names) if name == "You"))

    def words(self, message: Message | str) -> str:
        """What the rules said, with this table's seat names."""
        return render(message, self.seat_names, message_translator())

    def log_html(self, ply: int) -> str:
        """The log line of move `ply` (as seen before it was made), glyphs in their colours."""
        return self._log_html(self.match.movers[ply],
                              self.game.describe(self.match.states[ply], self.match.moves[ply]))

    def history_html(self) -> list[str]:
        """The log of the moves up to the cursor, one line each."""
        return [self.log_html(ply) for ply in range(self.match.cursor)]

    def _log_html(self, who: int, text: Message | str) -> str:
        escaped = _escape(self.words(text))
        for glyph, hue in self.layout.glyph_colours().items():
            escaped = escaped.replace(
                _escape(glyph), f'<span style="color:{hue}; font-weight:bold">'
                f"{_escape(glyph)}</span>")
        if who == CHANCE:
            return f'<span style="color:#8a8a8a">{escaped}</span>'
        return escaped

    # -- keyboard ---------------------------------------------------------------------------
    def focus_next(self, step: int = 1) -> Move | None:
        """Move keyboard focus to the next (or previous) legal move; returns it."""
        if not self._legal:
            return None
        if self._focus_index < 0:
            self._focus_index = 0 if step > 0 else len(self._legal) - 1
        else:
            self._focus_index = (self._focus_index + step) % len(self._legal)
        move = self._legal[self._focus_index]
        self.note.emit(translate("MatchController", "Enter: {move}").format(
            move=self.words(self.game.describe(self.match.state, move))))
        shown = self.layout.variant_showing(move)
        if shown is not None and shown != self.variant:
            self.variant = shown  # the table shows the focused turn (a tile in hand)
            self.refresh(animate=False)
        self._update_highlights()
        return move

    def play_focused(self) -> bool:
        if 0 <= self._focus_index < len(self._legal):
            return self.play(self._legal[self._focus_index])
        return False

    def cancel(self) -> None:
        self.scene.show_preview(None)
        self._focus_index = -1
        self._hint = None
        self.drop_best_moves()
        self.scene.cancel_pick()
        self.scene.clear_selection()
        self.message.emit("")
        self._update_highlights()

    def enlarge_focused(self) -> bool:
        """Show the card the focused move starts from, enlarged (the keyboard's hover)."""
        move = self.focused_move()
        if move is None:
            return False
        key = move.source.split("+")[0]
        item = next((i for i in self.scene.items_by_id.values()
                     if isinstance(i, CardItem) and key in (i.source_key, i.component_id)), None)
        if item is None:
            return False
        self.scene.show_preview(item)
        return True

    def focused_move(self) -> Move | None:
        if 0 <= self._focus_index < len(self._legal):
            return self._legal[self._focus_index]
        return None

    # -- hints -----------------------------------------------------------------------------
    def hint(self) -> str:
        """Highlight the heuristic bot's choice for the human to move; returns its reason.

        The hinted move is also the keyboard's (Enter plays it), and the several cards or dice
        it takes are chosen on the table (dragging one of them takes them all).
        """
        if self._player is None or not self._legal:
            return ""
        if self._hinter is None:
            self._hinter = make_bot("heuristic", self.game.id)
        view = self.match.view(self._player)
        move, said = self._hinter.hint(self.game, view, self._player)
        reason = self.words(said)
        self._hint = move
        if move in self._legal:
            self._focus_index = self._legal.index(move)
        self.scene.clear_selection()
        if "+" in move.source:
            self.scene.select(move.source.split("+"))
        self._update_highlights()
        self.note.emit(translate("MatchController", "Hint: {reason} (Enter plays it.)").format(
            reason=reason))
        self._rank_moves(move, reason)
        return reason

    # The hint with odds: the search ranks the moves on a worker thread; its best three are
    # listed beside the table (ui/best_moves.py), the first lit and played by Enter.
    def _hint_table(self) -> tuple[int, int, int | None, int]:
        """Which table a hint is for: any move, undo or redo makes another."""
        return self.match.cursor, len(self.match.moves), self._player, self.table_number

    def _search_budget(self) -> float:
        if self._search_seconds is None:
            from chroma_desktop.ui.settings import load_think_seconds

            self._search_seconds = load_think_seconds()
        return self._search_seconds

    def _rank_moves(self, normal: Move, reason: str) -> None:
        """Start the search's ranking of the moves open now (a lesson offers its own)."""
        self.drop_best_moves()
        if self.guide is not None or self._player is None or len(self._legal) < 1:
            return
        from chroma_desktop.bots.search import SearchBot
        from chroma_desktop.ui.bot_task import RankTask, shared_relay

        if self._rank_relay is None:
            self._rank_relay = shared_relay("ranking")
            self._rank_relay.done.connect(self._on_ranked)
        self._hint_normal = (normal, reason)
        self._rank_token = self._hint_table()
        bot = SearchBot(budget=self._search_budget(), playouts=self.search_playouts)
        task = RankTask(self._rank_relay, self._rank_token, bot, self.game,
                        self.match.view(self._player), self._player,
                        hint_rng(self.match, self._player))
        self._ranking = task
        self.best_moves.emit(True, [], "")
        QThreadPool.globalInstance().start(task)

    def _on_ranked(self, token: object, ranked: object) -> None:
        if token != self._rank_token or self._ranking is None:
            return  # a move, undo or another hint since: these odds are for another table
        self._ranking = None
        if isinstance(ranked, Exception):
            self.drop_best_moves()
            self.message.emit(translate("MatchController", "The hint's search stopped on a problem it "
                                        "did not foresee (technical detail: {error})").format(error=ranked))
            return
        from chroma_desktop.ui.best_moves import SHOWN, BestMove

        normal, reason = self._hint_normal or (None, "")
        state = self.match.state
        self.best = []
        for odds in ranked:  # type: ignore[union-attr]
            if odds.move not in self._legal or (odds.playouts == 0 and len(self._legal) > 1):
                continue  # not tried: no chance to show
            percent = round(100 * max(0.0, min(1.0, odds.win_chance))) if odds.playouts else None
            self.best.append(BestMove(odds.move, self.words(self.game.describe(state, odds.move)),
                                      percent, odds.playouts, reason if odds.move == normal else ""))
            if len(self.best) == SHOWN:
                break
        # The search's best three, listed by their chance (a player reads the list top down;
        # the search keeps the Normal bot's move first unless another is surely better).
        self.best.sort(key=lambda entry: -1 if entry.percent is None else -entry.percent)
        if not self.best:
            self.drop_best_moves()
            return
        first = self.best[0].move
        focused = self.focused_move()
        self._hint = first
        if focused is None or focused == normal:  # the player has not moved the focus since
            self._focus_index = self._legal.index(first)
            self.scene.clear_selection()
            if "+" in first.source:
                self.scene.select(first.source.split("+"))
            shown = self.layout.variant_showing(first)
            if shown is not None and shown != self.variant:
                self.variant = shown  # the table shows the move's turn (a tile in hand)
                self.refresh(animate=False)
        self._update_highlights()
        aside = reason if all(entry.move != normal for entry in self.best) else ""
        self.best_moves.emit(False, list(self.best), aside)
        self.note.emit(translate("MatchController", "Hint: Enter plays the first of the best "
                                 "moves."))

    def play_best(self, index: int) -> bool:
        """Play the listed best move `index` (clicked beside the table)."""
        if 0 <= index < len(self.best):
            return self.play(self.best[index].move)
        return False

    def hint_pending(self) -> bool:
        """Whether the hint's search is still thinking."""
        return self._ranking is not None

    def drop_best_moves(self) -> None:
        """No more hint with odds: its search stops at once and the list goes."""
        if self._ranking is not None:
            self._ranking.cancel()
            self._ranking = None
        listed = self._rank_token is not None
        self._rank_token = None
        self.best = []
        if listed:
            self.best_moves.emit(False, [], "")

    # -- bots -------------------------------------------------------------------------------
    def _bot(self, seat: int) -> Bot:
        if seat not in self._bots:
            self._bots[seat] = make_bot(self.seats[seat].bot, self.game.id)
        return self._bots[seat]

    def _think_seconds(self, seat: int) -> float:
        from chroma_desktop.bots.clock import is_realtime, think_seconds

        if not is_realtime(self.game):
            return self.bot_delay_ms / 1000  # the bot is made when it plays
        # Real time: the one bot clock, scaled like bot_delay_ms.
        rng = random.Random(f"think:{self.match.seed}:{len(self.match.moves)}:{seat}")
        seconds = think_seconds(self.game, self._bot(seat), self.match.view(seat), seat, rng)
        return seconds * self.bot_delay_ms / DEFAULT_BOT_DELAY_MS

    def _schedule_bot(self) -> None:
        """Every bot that may act gets a think time; the earliest acts first, one at a time."""
        movers = {p for p in self.match.to_move() if p != CHANCE and not self.seats[p].is_human
                  and self.guide is None}
        for seat in [seat for seat in self._due if seat not in movers]:
            del self._due[seat]
        self._waiting &= movers
        self._declined &= self._waiting
        now = time.monotonic()
        for seat in sorted(movers - self._waiting - self._due.keys()):
            self._due[seat] = now + self._think_seconds(seat)
        self._arm_bot_timer()
        if self.guide is not None and self.guide.reply_due():
            self._bot_timer.start(self.bot_delay_ms)  # a lesson's bots answer at the normal pace

    def _arm_bot_timer(self) -> None:
        if self._pending_token is not None or self.match.is_over():
            return
        if self._due:
            delay = max(0.0, min(self._due.values()) - time.monotonic())
            self._bot_timer.start(round(delay * 1000))
        elif self._waiting and self.human_to_move() is None:
            # Everyone waits: the next waiting seat after the last to act must move.
            from chroma_desktop.bots.realtime import fair_order

            order = fair_order(self._waiting - self._declined, self.match.last_mover(),
                               len(self.seats))
            if order:
                self._start_bot(order[0], stalled=True)
            else:
                self.bot_error = translate("MatchController", "Every bot waits and none will move.")
                self.message.emit(self.bot_error)

    def _next_bot(self) -> None:
        if self.guide is not None:
            self._play_guided_reply()
            return
        if self._pending_token is not None or not self._due:
            return
        from chroma_desktop.bots.realtime import next_due

        seat = next_due(self._due, self.match.last_mover(), len(self.seats))
        if self._due[seat] > time.monotonic() + 0.002:
            self._arm_bot_timer()
            return
        del self._due[seat]
        self._start_bot(seat, stalled=False)

    def _play_guided_reply(self) -> None:
        """A lesson's bot answers the learner: the guide's move, shown as any bot's."""
        answer = self.guide.reply() if self.guide is not None else None
        if answer is None:
            return  # undone, or another lesson, since the answer was due
        before = self.match.cursor
        self.match.play(answer[1], answer[0])
        self._after_change(before)

    def _start_bot(self, seat: int, stalled: bool) -> None:
        """Let `seat` decide on the table as it is now, on a worker thread."""
        token = (self.match.cursor, len(self.match.moves), seat, self.table_number)
        self._pending_token = token
        self._asked_stalled = stalled
        self.thinking.emit(True)
        view = self.match.view(seat)
        rng = random.Random(f"bot:{self.match.seed}:{self.match.cursor}:{seat}")
        from chroma_desktop.ui.bot_task import BotTask, shared_relay

        if self._relay is None:
            self._relay = shared_relay("move")
            self._relay.done.connect(self._on_bot_move)
        self._tune_search(self._bot(seat))
        task = BotTask(self._relay, token, self._bot(seat), self.game, view, seat, rng, stalled)
        self._task = task
        QThreadPool.globalInstance().start(task)

    def _on_bot_move(self, token: object, move: object) -> None:
        if token != self._pending_token:
            return  # the position changed (undo, new game) while the bot thought
        self._pending_token = None
        self.thinking.emit(False)
        player = token[2]  # type: ignore[index]
        if isinstance(move, Exception):
            self.bot_error = translate("MatchController", "{name} could not move: {reason}").format(
                name=self.seats[player].name, reason=move)
            self.message.emit(self.bot_error)
            return
        if move is None:  # nothing worth doing now: wait until the table changes
            self._waiting.add(player)
            if self._asked_stalled:
                self._declined.add(player)  # made to move, it still waits: ask the next one
            self._arm_bot_timer()
            return
        before = self.match.cursor
        try:
            self.match.play(move, player)
        except IllegalMoveError as error:
            if token[:2] != (self.match.cursor, len(self.match.moves)):  # type: ignore[index]
                # Someone else moved while the bot thought and its move is gone: think again.
                self._due[player] = time.monotonic()
                self._arm_bot_timer()
                return
            self.bot_error = translate("MatchController", "{name} tried an illegal move: {reason}").format(
                name=self.seats[player].name, reason=self.words(error.args[0]) if error.args else str(error))
            self.message.emit(self.bot_error)
            return
        self._after_change(before)

    def _tune_search(self, bot: Bot) -> None:
        """A Hard bot thinks for the think time chosen (or the fixed playouts)."""
        from chroma_desktop.bots.search import SearchBot

        if isinstance(bot, SearchBot):
            bot.budget, bot.playouts = self._search_budget(), self.search_playouts

    def _cancel_thinking(self) -> None:
        """A searching bot stops at once; what it would have played is dropped (stale token)."""
        if self._task is not None and self._pending_token is not None:
            self._task.cancel()
        self._task = None

    def bot_pending(self) -> bool:
        return self._pending_token is not None

    def stop(self) -> None:
        """Forget any bot still thinking (the window is closing or a new game starts)."""
        self._cancel_thinking()
        self.drop_best_moves()
        self._pending_token = None
        self._bot_timer.stop()
        self._due.clear()
        self._waiting.clear()
        self._declined.clear()

    # -- undo and redo -----------------------------------------------------------------------
    def undo_is_free(self) -> bool:
        """Free rewind in teach mode and with one human; else never back across a reveal."""
        return self.teach or len(self.humans()) <= 1

    def can_undo(self) -> bool:
        return self.match.can_undo(self.undo_is_free())

    def undo(self) -> bool:
        free = self.undo_is_free()
        if not self.match.can_undo(free):
            self.message.emit(translate("MatchController", "Nothing to undo here: a card was "
                                                           "revealed since, or the game has just begun."))
            return False
        self._cancel_thinking()
        self._pending_token = None
        while self.match.undo(free):
            # Back to before a human's own decision (in real time bots moved since).
            if self.human_to_move() is not None and self._human_decides_next():
                break
        self.thinking.emit(False)
        self._after_undo_redo(translate("MatchController", "Undone."))
        return True

    def can_redo(self) -> bool:
        return self.match.can_redo()

    def redo(self) -> bool:
        if not self.match.can_redo():
            return False
        self._pending_token = None
        while self.match.redo():
            if not self.match.can_redo() or (self.human_to_move() is not None
                                             and self._human_decides_next()):
                break
        self._after_undo_redo(translate("MatchController", "Redone."))
        return True

    def _human_decides_next(self) -> bool:
        """Whether the decision recorded at the cursor (the next one to redo) is a human's."""
        return self.seats[self.match.movers[self.match.cursor]].is_human

    def _after_undo_redo(self, note: str) -> None:
        self._hint = None
        self._focus_index = -1
        self.scene.clear_selection()
        self.autosave()
        self.refresh()
        self.message.emit("")
        self.note.emit(note)
        # The log tells the game as it now stands: the undone moves leave it.
        self.log_reset.emit(self.history_html())

    # -- saving -------------------------------------------------------------------------------
    def can_save(self) -> bool:
        """Whether the game on the table can be saved now (an online one only once it is over)."""
        return True

    def session_record(self) -> dict:
        record = self.match.to_record()
        record["seats"] = [seat.to_json() for seat in self.seats]
        record["teach"] = self.teach
        return record

    def autosave(self) -> None:
        if self.autosave_enabled:
            try:
                from chroma_desktop.persistence import autosave_path, write_json_atomic

                write_json_atomic(autosave_path(), self.session_record())
            except OSError as error:
                self.message.emit(translate("MatchController", "Autosave failed: {reason}").format(
                    reason=error.strerror))
