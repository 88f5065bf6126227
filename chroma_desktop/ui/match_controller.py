"""MatchController: the table controller, between a match (any `rules.played.PlayedMatch`) and
the table scene. After every change it reads the view and the legal moves once and syncs the
scene; on a drop it plays the one matching move, asks when several match, or snaps back with the
rules' `why_not`; it keeps the keyboard's focus, the hint's lights, the log's lines and what a
move is worth (`ui/move_worth.py`). How moves are made is its play policy's (`ui/play_policy.py`):
`LocalPlay` here, `RemotePlay` at a table on a server. It never decides legality itself. Its
parts the first frame does not need (teach mode's words, refusals, a move's worth, the hint's
odds) and the hint are its base class's, `TableParts` (`ui/table_parts.py`).
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Signal

from chroma_desktop.bots import check_bot
from chroma_desktop.bots.clock import is_realtime
from chroma_desktop.language import message_translator
from chroma_desktop.rules.api import CHANCE, Move, Outcome
from chroma_desktop.rules.messages import Message, SeatNames, render
from chroma_desktop.rules.played import PlayedMatch
from chroma_desktop.ui.items.base import Highlight
from chroma_desktop.ui.items.button_item import ButtonItem
from chroma_desktop.ui.items.card_item import CardItem
from chroma_desktop.ui.items.shape_item import ShapeItem
from chroma_desktop.ui.local_play import DEFAULT_BOT_DELAY_MS
from chroma_desktop.ui.plain_text import Rich, coloured_glyphs, rich
from chroma_desktop.ui.play_policy import MoveGuide, PlayPolicy
from chroma_desktop.ui.scene.layouts import Layout, TableContext, layout_for
from chroma_desktop.ui.scene.source_watch import FRESH_SECONDS
from chroma_desktop.ui.scene.table_scene import TableScene
from chroma_desktop.ui.seat import Seat
from chroma_desktop.ui.table_parts import TableParts

if TYPE_CHECKING:
    from chroma_desktop.ui.table_parts import PartsTable
    from chroma_desktop.ui.teach_words import TeachWords

translate = QCoreApplication.translate
_TABLE_NUMBERS = itertools.count(1)  # each controller's own, in the tokens its bots answer with
PlayedT = TypeVar("PlayedT", bound=PlayedMatch)
__all__ = ["DEFAULT_BOT_DELAY_MS", "MatchController", "MoveGuide", "Seat"]


class MatchController(TableParts, Generic[PlayedT]):
    """The table: view, scene, pick and drop, keyboard focus, hints and the log, over `match`,
    played through `policy` (None: `LocalPlay`, which needs a `Match`)."""

    is_online = False
    """Whether the table is a seat at a table on a server (`OnlineController`)."""
    changed = Signal()
    log_added = Signal(str)  # one line of HTML
    log_reset = Signal(list)  # the whole log anew, one HTML line each (after undo or redo)
    # (and TableParts' `note`, `message`, `best_moves`)
    lesson_pointed = Signal(object)  # teach mode's `TeachWords.pointed`: a `LessonPointer` or None
    teach_detailed = Signal(str, str)  # teach mode's `TeachWords.detailed`: (short, full)
    prompt_changed = Signal(str)
    game_over = Signal(object)  # Outcome
    thinking = Signal(bool)
    choose_move = Signal(list)  # several moves match one drop: the window asks which
    hand_over = Signal(int)  # hot-seat: hide the table until this seat's player is at the desk

    def __init__(self, match: PlayedT, seats: list[Seat], *, teach: bool = False,
                 autosave: bool = True, bot_delay_ms: int = DEFAULT_BOT_DELAY_MS,
                 parent: QObject | None = None, policy: PlayPolicy | None = None) -> None:
        super().__init__(parent)
        self.table_number = next(_TABLE_NUMBERS)
        self.match: PlayedT = match
        self.game = match.game
        self.seats = list(seats)
        self.teach = teach
        self.autosave_enabled = autosave
        self.bot_delay_ms = bot_delay_ms
        """The bots' pace: a turn-based bot's think time (real-time think times scale with it)."""
        self.layout: Layout = layout_for(self.game, match.content, match.players)
        self.scene = TableScene(self.layout.scene_width, self.layout.scene_height, self)
        self.scene.targets_for = self.targets_for
        self.scene.picked.connect(self._on_picked)
        self.scene.dropped.connect(self.drop)
        self.scene.activated.connect(self.activate)
        if is_realtime(self.game):  # another player may take what this one reaches for
            self.scene.source_watch.fresh_seconds = FRESH_SECONDS
        for seat in self.seats:
            if not seat.is_human:
                check_bot(seat.bot, self.game.id)  # a wrong name fails here, not mid-game
        self.search_playouts: int | None = None
        """Playouts a Hard bot's or the hint's decision: fixed (tests), or None: the think time."""
        self._desk: int | None = None  # hot-seat: the human at the desk when several may act
        self.variant = 0  # R: which of several moves sharing one drop (a tile's turn) is meant
        self._legal: tuple[Move, ...] = ()
        self._player: int | None = None
        self._focus_index = -1
        self._chosen_move: Move | None = None  # the move focused because its cards were chosen
        self._hint: Move | None = None
        self._announced_over = False
        self.awaiting_hand_over: int | None = None
        self.last_outcome: Outcome | None = None
        self.guide: MoveGuide | None = None
        """A lesson: the moves offered are its own, a move it refuses gets its words, and the bots
        wait (the learner decides) unless it has them answer with its moves (`MoveGuide.reply`)."""
        if policy is None:
            from chroma_desktop.rules.match import Match
            from chroma_desktop.ui.local_play import LocalPlay

            if not isinstance(match, Match):
                raise TypeError("a table played here needs a Match; give another its play policy")
            policy = LocalPlay(self, match, self)
        self.policy: PlayPolicy = policy
        self._viewer: int | None = next(iter(self.humans()), None)
        self.scene.stale_pick.connect(self._stale_pick)
        self.scene.selection_changed.connect(self._chosen)

    def table(self) -> PartsTable:
        return self

    def teaching_made(self, teaching: TeachWords) -> None:
        teaching.pointed.connect(self.lesson_pointed)
        teaching.detailed.connect(self.teach_detailed)

    # -- who is who -----------------------------------------------------------------------------
    def humans(self) -> list[int]:
        """The seats played at this desk."""
        return self.policy.humans()

    def human_to_move(self) -> int | None:
        """The human seat that decides now, if any (the one at the desk when several may)."""
        here = self.humans()
        humans = [p for p in self.match.to_move() if p != CHANCE and p in here]
        if not humans:
            return None
        return self._desk if self._desk in humans else humans[0]

    @property
    def player(self) -> int | None:
        """The human deciding on the table now (None while bots think or before a hand-over)."""
        return self._player

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

    def from_set_position(self) -> bool:
        """Whether the game on the table starts from a set position (a save's or a pasted one),
        not a dealt one: a local match's `start_position` (an online table starts where its
        server deals)."""
        from chroma_desktop.rules.match import Match

        return isinstance(self.match, Match) and self.match.start_position is not None

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
        if self.odds_outdated():
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
                item.configure(item.label, item.width, live, item.words)
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
        # A lesson's box says what to do: the list of every open move would crowd it out. A refusal
        # stands until the player acts again, in every mode, whoever else moves (issue 31).
        if self.guide is None and not self.refusal_shown() and (self.teach or self._teaching is not None):
            said = self.teaching.open_moves(self._player, self._legal)
            if said:
                self.note.emit(said)
        self.changed.emit()
        outcome = self.match.outcome()
        if outcome is not None:
            self.last_outcome = outcome
            if not self._announced_over:
                self._announced_over = True
                self.game_over.emit(outcome)
        else:
            self._announced_over = False
            self.policy.table_shown()

    def prompt_text(self) -> str:
        said = self.policy.prompt()
        if said is not None:
            return said
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
        self.follow_focus()

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

    def _chosen(self, source: str) -> None:
        """Cards or dice chosen: the first move they make takes the keyboard's focus (its target
        lit, the note says what it does and is worth; Enter, a click or a drop makes it), unless
        the focus is on one of theirs already (a hint's); none, and the rules say why (issue 31).
        """
        moves = self.moves_from(source) if source else []
        focused = self.focused_move()
        if focused is not None and focused == self._chosen_move and focused not in moves:
            self._focus_index = -1  # the cards it takes are no longer the ones chosen
            self.note.emit("")
            self._update_highlights()
        self._chosen_move = None
        if not moves:
            self.refusals.selected(source)
        elif self.focused_move() not in moves:
            self._chosen_move = moves[0]
            self._focus_index = self._legal.index(moves[0])
            self.note.emit(self.worth.focus_note(moves[0]))
            self._update_highlights()

    def _stale_pick(self, source: str) -> None:
        self.refusals.stale(source)

    def _on_picked(self, source: str) -> None:
        self.message.emit("")

    def refuse(self, reason: Message | str) -> bool:
        """Say why a move was not made (a key's, or one the rules turned down): see `Refusals`."""
        return self.refusals.refuse(reason)

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
        self.refusals.dropped(source, target)
        return False

    def activate(self, source: str) -> bool:
        """A click on `source`: play its move when that is unambiguous, turn it when the table
        shows which of several moves a drop makes, else choose it and light its targets."""
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
        if moves:  # chosen: a click on a place it lights makes the move there, as a drop does
            self.scene.select([source])
            self.note.emit(translate("MatchController",
                                     "Click one of the highlighted places, or drag it there."))
        elif source:
            self.refusals.why_not(source, "")  # nothing can be done with it now: say why
        return False

    def play(self, move: Move) -> bool:
        """Make `move` for the human deciding (played here, or sent to the server)."""
        player = self._player if self._player is not None else self.match.to_move()[0]
        before = self.match.cursor
        if not self.policy.submit(move, player):
            return False
        if self.layout.desk_passes_after(move):
            # Hot-seat in real time: the next human who may act takes the desk.
            humans = [p for p in self.match.to_move()
                      if p != CHANCE and p != player and p in self.humans()]
            if humans:
                self._desk = next((p for p in humans if p > player), humans[0])
        self._hint = None
        self._focus_index = -1
        self.variant = 0
        self.scene.clear_selection()
        self.message.emit("")
        self.policy.moved(before)
        self.scene.source_watch.own_move_drawn()
        return True

    def rotate(self) -> None:
        """R: choose the next of several moves that share one drop; the layout shows which."""
        self.variant += 1
        self.refresh(animate=False)

    @property
    def seat_names(self) -> SeatNames:
        """How the rules' seats are called here: each seat's name, "you" for a seat named You."""
        names = tuple(seat.name for seat in self.seats)
        return SeatNames(names, frozenset(i for i, name in enumerate(names) if name == "You"))

    def words(self, message: Message | str) -> str:
        """What the rules said, with this table's seat names."""
        return render(message, self.seat_names, message_translator())

    def history_html(self) -> list[str]:
        """The log as it stands, one line of HTML each."""
        return self.policy.history_html()

    @property
    def log_lines(self) -> list[str]:
        """The log as shown now, one line of HTML each."""
        return self.history_html()

    def line_html(self, who: int, text: Message | str) -> Rich:
        """One log line: what `who` did in words, glyphs in their colours (chance's in grey)."""
        said = coloured_glyphs(self.words(text), self.layout.glyph_colours())
        if who == CHANCE:
            return rich('<span style="color:#8a8a8a">{said}</span>', said=said)
        return said

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
        self.note.emit(self.worth.focus_note(move))  # "Enter: ..." and what the move is worth
        shown = self.layout.variant_showing(move)
        if shown is not None and shown != self.variant:
            self.variant = shown  # the table shows the focused turn (a tile in hand)
            self.refresh(animate=False)
        self._update_highlights()
        return move

    def play_focused(self) -> bool:
        """Enter: the focused move, or the only one open (issue 31: "End my round" was all a
        newcomer could do, and Enter did nothing)."""
        move = self.focused_move()
        if move is None and len(self._legal) == 1:
            move = self._legal[0]
        if move is not None and self.scene.source_watch.just_changed(move.source):
            self.refusals.stale(move.source)  # issue 31: not the tile the player aimed at
            return False
        return move is not None and self.play(move)

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

    # -- bots -------------------------------------------------------------------------------
    @property
    def bot_error(self) -> str:
        """What stopped a bot ("" when none did)."""
        return self.policy.bot_error

    def bot_pending(self) -> bool:
        return self.policy.bot_pending()

    def stop(self) -> None:
        """Forget any bot still thinking (the window is closing or a new game starts)."""
        self.drop_best_moves()
        self.policy.stop()

    # -- undo and redo -----------------------------------------------------------------------
    def can_undo(self) -> bool:
        return self.policy.can_undo()

    def undo(self) -> bool:
        if not self.policy.undo():
            self.message.emit(translate("MatchController", "Nothing to undo here: a card was "
                                                           "revealed since, or the game has just begun."))
            return False
        self._after_undo_redo(translate("MatchController", "Undone."))
        return True

    def can_redo(self) -> bool:
        return self.policy.can_redo()

    def redo(self) -> bool:
        if not self.policy.redo():
            return False
        self._after_undo_redo(translate("MatchController", "Redone."))
        return True

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
        return self.policy.can_save()

    def session_record(self) -> dict[str, Any]:
        return self.policy.session_record()

    def autosave(self) -> None:
        self.policy.autosave()
