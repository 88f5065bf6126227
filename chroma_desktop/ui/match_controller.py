"""MatchController: between a Match and the table scene.

After every change it reads the view once, fetches the legal moves once and syncs the scene. On
pick-up it answers the targets to highlight; on a drop it plays the one matching move, asks when
several match, or snaps back and shows the rules' `why_not`. Bots think on a worker thread and
their moves come back here. The controller never decides legality itself.
"""

from __future__ import annotations

import html
import random
import re
from dataclasses import dataclass

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from chroma_desktop.bots import make_bot
from chroma_desktop.persistence import autosave_path, write_json_atomic
from chroma_desktop.rules.api import CHANCE, IllegalMoveError, Move, Outcome
from chroma_desktop.rules.match import Match
from chroma_desktop.ui.items.base import Highlight
from chroma_desktop.ui.items.button_item import ButtonItem
from chroma_desktop.ui.items.card_item import CardItem
from chroma_desktop.ui.items.shape_item import ShapeItem
from chroma_desktop.ui.scene.layouts import Layout, TableContext, layout_for
from chroma_desktop.ui.scene.table_scene import TableScene


@dataclass(frozen=True)
class Seat:
    """Who sits in a seat: a human, or a bot by name."""

    name: str
    bot: str = ""  # "" for a human, else a bot name such as "heuristic" or "random"

    @property
    def is_human(self) -> bool:
        return not self.bot

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "bot": self.bot}

    @classmethod
    def from_json(cls, data: object) -> Seat:
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            raise ValueError("a seat needs a name")
        bot = data.get("bot", "")
        if not isinstance(bot, str):
            raise ValueError("a seat's bot must be text")
        return cls(data["name"], bot)


def _base_verb(verb: str) -> str:
    """The plain form of a third-person verb: draws -> draw, chooses -> choose, takes -> take."""
    if verb.endswith("ches") or verb.endswith("shes") or verb.endswith("sses"):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") else verb


class _BotRelay(QObject):
    done = Signal(object, object)  # token, move (or an exception)


class _BotTask(QRunnable):
    def __init__(self, relay: _BotRelay, token: object, bot, game, view, player: int,
                 rng: random.Random) -> None:
        super().__init__()
        self.relay, self.token = relay, token
        self.bot, self.game, self.view, self.player, self.rng = bot, game, view, player, rng

    def run(self) -> None:
        try:
            move = self.bot.choose(self.game, self.view, self.player, self.rng)
        except Exception as error:  # reported on the GUI thread, never lost
            move = error
        self.relay.done.emit(self.token, move)


class MatchController(QObject):
    changed = Signal()
    log_added = Signal(str)  # one line of HTML
    message = Signal(str)  # a refusal or a note beside the table ("" clears it)
    prompt_changed = Signal(str)
    game_over = Signal(object)  # Outcome
    thinking = Signal(bool)
    choose_move = Signal(list)  # several moves match one drop: the window asks which
    hand_over = Signal(int)  # hot-seat: hide the table until this seat's player is at the desk

    def __init__(self, match: Match, seats: list[Seat], *, teach: bool = False,
                 autosave: bool = True, bot_delay_ms: int = 450, parent: QObject | None = None):
        super().__init__(parent)
        self.match = match
        self.game = match.game
        self.seats = list(seats)
        self.teach = teach
        self.autosave_enabled = autosave
        self.bot_delay_ms = bot_delay_ms
        self.layout: Layout = layout_for(self.game, match.content, match.players)
        self.scene = TableScene(self.layout.scene_width, self.layout.scene_height)
        self.scene.targets_for = self.targets_for
        self.scene.picked.connect(self._on_picked)
        self.scene.dropped.connect(self.drop)
        self.scene.activated.connect(self.activate)
        self._bots = {seat: make_bot(s.bot, self.game.id)
                      for seat, s in enumerate(self.seats) if not s.is_human}
        self._hinter = None
        self._relay = _BotRelay()
        self._relay.done.connect(self._on_bot_move)
        self._pending_token: object = None
        self._legal: tuple[Move, ...] = ()
        self._player: int | None = None
        self._viewer: int | None = self._first_human()
        self._focus_index = -1
        self._hint: Move | None = None
        self._announced_over = False
        self.awaiting_hand_over: int | None = None
        self.last_outcome: Outcome | None = None
        self.bot_error: str = ""

    # -- who is who -----------------------------------------------------------------------------
    def _first_human(self) -> int | None:
        return next((i for i, s in enumerate(self.seats) if s.is_human), None)

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def human_to_move(self) -> int | None:
        """The human seat that decides now, if any."""
        return next((p for p in self.match.to_move() if p != CHANCE and self.seats[p].is_human),
                    None)

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
            self.prompt_changed.emit(f"Pass the table to {self.seats[player].name}.")
            self.hand_over.emit(player)
            self.changed.emit()
            return
        if self.awaiting_hand_over is not None:
            return
        self._player = player
        if player is not None:
            self._viewer = player
        self._legal = self.match.legal_moves(player) if player is not None else ()
        view = self.match.view(self._viewer)
        context = TableContext(self.game, tuple(s.name for s in self.seats), self._viewer,
                               self.match.to_move())
        self.scene.clear_selection()
        self.scene.sync(self.layout.specs(view, context), animate)
        self.scene.sources = {move.source for move in self._legal if "+" not in move.source}
        self.scene.multi_keys = {part for move in self._legal if "+" in move.source
                                 for part in move.source.split("+")}
        for item in self.scene.items_by_id.values():
            if isinstance(item, ButtonItem):  # a table button is live only when it is a move
                item.configure(item.label, item.width, item.component_id in self.scene.sources)
        clicked = {move.source for move in self._legal if move.target == move.source}
        for item in self.scene.items_by_id.values():
            # Cards follow the mouse; zones (rows) and click-sources (the deck) drag a ghost.
            key = item.source_key
            item.draggable = (isinstance(item, (CardItem, ShapeItem)) and key not in clicked
                              and (key in self.scene.sources or key in self.scene.multi_keys))
        if self._focus_index >= len(self._legal):
            self._focus_index = -1
        self._update_highlights()
        self.prompt_changed.emit(self.prompt_text())
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
            return "The game is over."
        if self._player is None:
            names = ", ".join(self.seats[p].name for p in self.match.to_move() if p != CHANCE)
            return f"{names} is thinking…"
        prompt = self.named(self.game.prompt(self.match.state, self._player))
        humans = self.humans()
        if len(humans) > 1:
            return f"{self.seats[self._player].name}: {prompt}"
        return prompt

    def _update_highlights(self) -> None:
        highlights: dict[str, Highlight] = {}
        if self.teach:
            for move in self._legal:
                highlights[move.target] = Highlight.TARGET
                highlights[move.source] = Highlight.TARGET
        if 0 <= self._focus_index < len(self._legal):
            move = self._legal[self._focus_index]
            highlights[move.source] = Highlight.FOCUS
            highlights[move.target] = Highlight.FOCUS
        if self._hint is not None:
            highlights[self._hint.source] = Highlight.HINT
            highlights[self._hint.target] = Highlight.HINT
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

    def drop(self, source: str, target: str) -> bool:
        """A drop of `source` on `target`: play the matching move or say why not."""
        if self._player is None:
            return False
        matches = [m for m in self.moves_from(source) if m.target == target]
        if len(matches) == 1:
            return self.play(matches[0])
        if len(matches) > 1:
            self.choose_move.emit(matches)
            return False
        reason = self.game.why_not(self.match.state, self._player, source, target or "table")
        self.message.emit(self.named(reason) or "Drop it on one of the highlighted places.")
        return False

    def activate(self, source: str) -> bool:
        """A click on `source`: play its move when that is unambiguous, else show the targets."""
        if self._player is None:
            return False
        moves = self.moves_from(source)
        direct = [m for m in moves if m.target == source]
        if len(direct) == 1:
            return self.play(direct[0])
        if len(moves) == 1:
            return self.play(moves[0])
        if moves:
            self.message.emit("Drag it onto one of the highlighted places.")
            self.scene.set_highlights({m.target: Highlight.TARGET for m in moves})
        return False

    def play(self, move: Move) -> bool:
        player = self._player if self._player is not None else self.match.to_move()[0]
        before = self.match.cursor
        try:
            self.match.play(move, player)
        except IllegalMoveError as error:
            self.message.emit(str(error))
            return False
        self._after_change(before)
        return True

    def _after_change(self, before: int) -> None:
        for ply in range(before, self.match.cursor):
            who = self.match.movers[ply]
            text = self.game.describe(self.match.states[ply], self.match.moves[ply])
            self.log_added.emit(self._log_html(who, text))
        self._hint = None
        self._focus_index = -1
        self.message.emit("")
        self.autosave()
        self.refresh()

    def named(self, text: str) -> str:
        """The rules' "Player N" replaced by the name at that seat."""
        def name(found: re.Match[str]) -> str:
            seat = int(found.group(1)) - 1
            return self.seats[seat].name if 0 <= seat < len(self.seats) else found.group(0)

        named = re.sub(r"\bPlayer (\d+)\b", name, text)
        # "You draws a card" -> "You draw a card", "You is dealt" -> "You are dealt".
        named = re.sub(r"\bYou is\b", "You are", named)
        if named.startswith("You "):
            named = re.sub(r"\btheir\b", "your", named)
        return re.sub(r"\bYou (\w+?)e?s\b", lambda m: f"You {_base_verb(m.group(0)[4:])}", named)

    def _log_html(self, who: int, text: str) -> str:
        escaped = html.escape(self.named(text))
        for glyph, hue in self.layout.glyph_colours().items():
            escaped = escaped.replace(
                html.escape(glyph), f'<span style="color:{hue}; font-weight:bold">'
                f"{html.escape(glyph)}</span>")
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
        self.message.emit(f"Enter: {self.game.describe(self.match.state, move)}")
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
        self.scene.cancel_pick()
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
        """Highlight the heuristic bot's choice for the human to move; returns its reason."""
        if self._player is None or not self._legal:
            return ""
        if self._hinter is None:
            self._hinter = make_bot("heuristic", self.game.id)
        view = self.match.view(self._player)
        if hasattr(self._hinter, "hint"):
            move, reason = self._hinter.hint(self.game, view, self._player)
        else:
            move = self._hinter.choose(self.game, view, self._player, random.Random(0))
            reason = self.game.describe(self.match.state, move)
        self._hint = move
        self._update_highlights()
        self.message.emit(f"Hint: {reason}")
        return reason

    # -- bots -------------------------------------------------------------------------------
    def _schedule_bot(self) -> None:
        movers = [p for p in self.match.to_move() if p != CHANCE and not self.seats[p].is_human]
        if not movers or self._pending_token is not None:
            return
        player = movers[0]
        token = (self.match.cursor, len(self.match.moves), player)
        self._pending_token = token
        self.thinking.emit(True)
        view = self.match.view(player)
        rng = random.Random(f"bot:{self.match.seed}:{self.match.cursor}:{player}")
        task = _BotTask(self._relay, token, self._bots[player], self.game, view, player, rng)
        if self.bot_delay_ms > 0:
            QTimer.singleShot(self.bot_delay_ms, lambda: self._start_task(task, token))
        else:
            self._start_task(task, token)

    def _start_task(self, task: _BotTask, token: object) -> None:
        if token == self._pending_token:
            QThreadPool.globalInstance().start(task)

    def _on_bot_move(self, token: object, move: object) -> None:
        if token != self._pending_token:
            return  # the position changed (undo, new game) while the bot thought
        self._pending_token = None
        self.thinking.emit(False)
        player = token[2]  # type: ignore[index]
        if isinstance(move, Exception):
            self.bot_error = f"{self.seats[player].name} could not move: {move}"
            self.message.emit(self.bot_error)
            return
        before = self.match.cursor
        try:
            self.match.play(move, player)
        except IllegalMoveError as error:
            self.bot_error = f"{self.seats[player].name} tried an illegal move: {error}"
            self.message.emit(self.bot_error)
            return
        self._after_change(before)

    def bot_pending(self) -> bool:
        return self._pending_token is not None

    def stop(self) -> None:
        """Forget any bot still thinking (the window is closing or a new game starts)."""
        self._pending_token = None

    # -- undo and redo -----------------------------------------------------------------------
    def undo_is_free(self) -> bool:
        """Free rewind in teach mode and with one human; else never back across a reveal."""
        return self.teach or len(self.humans()) <= 1

    def can_undo(self) -> bool:
        return self.match.can_undo(self.undo_is_free())

    def undo(self) -> bool:
        free = self.undo_is_free()
        if not self.match.can_undo(free):
            self.message.emit("Nothing to undo here: a card was revealed since, or the game "
                              "has just begun.")
            return False
        self._pending_token = None
        while self.match.undo(free):
            if self.human_to_move() is not None:
                break
        self.thinking.emit(False)
        self._after_undo_redo("Undone.")
        return True

    def can_redo(self) -> bool:
        return self.match.can_redo()

    def redo(self) -> bool:
        if not self.match.can_redo():
            return False
        self._pending_token = None
        while self.match.redo():
            if self.human_to_move() is not None:
                break
        self._after_undo_redo("Redone.")
        return True

    def _after_undo_redo(self, note: str) -> None:
        self._hint = None
        self._focus_index = -1
        self.autosave()
        self.refresh()
        self.message.emit(note)
        self.log_added.emit(f'<i style="color:#8a8a8a">{note}</i>')

    # -- saving -------------------------------------------------------------------------------
    def session_record(self) -> dict:
        record = self.match.to_record()
        record["seats"] = [seat.to_json() for seat in self.seats]
        record["teach"] = self.teach
        return record

    def autosave(self) -> None:
        if self.autosave_enabled:
            try:
                write_json_atomic(autosave_path(), self.session_record())
            except OSError as error:
                self.message.emit(f"Autosave failed: {error.strerror}")
