"""The table controller's parts its first frame does not need, and the hint (a base class of
`MatchController`, `ui/match_controller.py`).

Teach mode's words (`ui/teach_words.py`), the refusals (`ui/refusals.py`), what a move is worth
(`ui/move_worth.py`) and the hint's odds (`ui/hint_odds.py`) are made, and their modules
imported, when first used, or by `build_parts` once the table's first frame is up (the window's
`finish_start`): a table drawn at launch does without them (TABLE_FIRST in
tests/architecture/test_start_up_rules.py). What they follow from the start is what stands
beside the table (`Beside`: the last note, whether a refusal stands), which they read when made.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal, SignalInstance

from chroma_desktop.bots import Bot, make_bot

if TYPE_CHECKING:
    from chroma_desktop.rules.api import Game, Move
    from chroma_desktop.rules.messages import Message
    from chroma_desktop.rules.played import PlayedMatch
    from chroma_desktop.ui.best_moves import BestMove
    from chroma_desktop.ui.hint_odds import HintOdds
    from chroma_desktop.ui.move_worth import MoveWorth, WorthTable
    from chroma_desktop.ui.play_policy import PlayPolicy, TableSide
    from chroma_desktop.ui.refusals import Refusals, RefusingTable
    from chroma_desktop.ui.scene.layouts import Layout
    from chroma_desktop.ui.scene.table_scene import TableScene
    from chroma_desktop.ui.teach_words import TeachTable, TeachWords

    class PartsTable(TableSide, TeachTable, RefusingTable, WorthTable, Protocol):
        """What the parts use of their table: the controller."""

translate = QCoreApplication.translate


class Beside(QObject):
    """What the table's `note` and `message` last put beside it: the note standing, and whether
    a refusal (a message with words) stands, which the parts made later start from."""

    def __init__(self, note: SignalInstance, message: SignalInstance, parent: QObject) -> None:
        super().__init__(parent)
        self.note = ""
        self.refusal = False
        note.connect(self._noted)
        message.connect(self._messaged)

    def _noted(self, text: str) -> None:
        self.note, self.refusal = text, False

    def _messaged(self, text: str) -> None:  # a message takes the note's place, even ""
        self.note, self.refusal = "", bool(text)


class TableParts(QObject):
    """The parts of a table made on first use, and the hint. `MatchController` is the one
    subclass: the attributes and methods declared here without a body are its own."""

    note = Signal(str)  # help beside the table: a hint, the focused move, "Undone."
    message = Signal(str)  # a refusal or a problem beside the table ("" clears it)
    best_moves = Signal(bool, list, str)  # (thinking, moves listed, the first's reason)
    hinted = Signal(str)  # a hint's words, announced to a screen reader (issue 34)

    game: Game[Any]
    match: PlayedMatch
    layout: Layout
    scene: TableScene
    policy: PlayPolicy
    variant: int
    search_playouts: int | None
    _player: int | None
    _legal: tuple[Move, ...]
    _focus_index: int
    _hint: Move | None

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.beside = Beside(self.note, self.message, self)
        self._odds: HintOdds | None = None
        self._teaching: TeachWords | None = None
        self._refusals: Refusals | None = None
        self._worth: MoveWorth | None = None
        self._hinter: Bot | None = None
        self._search_seconds: float | None = None  # the think time, read when first needed

    # -- made on first use ----------------------------------------------------------------------
    @property
    def odds(self) -> HintOdds:
        """The hint's ranking by the search, and the best moves it lists."""
        if self._odds is None:
            from chroma_desktop.ui.hint_odds import HintOdds

            self._odds = HintOdds(self.table(), self)
        return self._odds

    @property
    def teaching(self) -> TeachWords:
        """Teach mode's words: the open moves grouped with why, the lesson at hand."""
        if self._teaching is None:
            from chroma_desktop.ui.teach_words import TeachWords

            self._teaching = TeachWords(self.table(), self)
            self.teaching_made(self._teaching)
        return self._teaching

    @property
    def refusals(self) -> Refusals:
        """Why a move was not made, said beside the table (and its lesson, in teach mode)."""
        if self._refusals is None:
            from chroma_desktop.ui.refusals import Refusals

            self._refusals = Refusals(self.table(), self, shown=self.beside.refusal)
        return self._refusals

    @property
    def worth(self) -> MoveWorth:
        """The badge and words of the move rested on or focused."""
        if self._worth is None:
            from chroma_desktop.ui.move_worth import MoveWorth

            self._worth = MoveWorth(self.table(), self, self.beside.note, self.beside.refusal)
        return self._worth

    def build_parts(self) -> None:
        """Make every part now (the table's first frame is up): resting on a move shows its
        worth from the first hover."""
        self.worth.follow_focus()
        self.refusals  # noqa: B018 (made here)
        self.teaching  # noqa: B018 (made here)

    def teaching_made(self, teaching: TeachWords) -> None:
        """`teaching` was just made: a subclass connects it where its words go."""

    def refusal_shown(self) -> bool:
        """Whether a refusal stands beside the table now."""
        return self._refusals.shown if self._refusals is not None else self.beside.refusal

    def odds_outdated(self) -> bool:
        """Whether a hint's list (or search) is there for another table than the one shown."""
        return self._odds is not None and self._odds.outdated()

    def follow_focus(self) -> None:
        """The worth badge follows the keyboard's focus (once the parts are made; before, no
        move is focused nor rested on)."""
        if self._worth is not None or 0 <= self._focus_index < len(self._legal):
            self.worth.follow_focus()

    # -- the controller's own (MatchController) -------------------------------------------------
    def table(self) -> PartsTable:
        """The controller these parts belong to (itself)."""
        raise NotImplementedError

    def words(self, message: Message | str) -> str:
        raise NotImplementedError

    def refresh(self, animate: bool = True) -> None:
        raise NotImplementedError

    def _update_highlights(self) -> None:
        raise NotImplementedError

    def play(self, move: Move) -> bool:
        raise NotImplementedError

    # -- hints -----------------------------------------------------------------------------
    def hint(self) -> str:
        """Highlight the heuristic bot's choice for the human to move; returns its reason.

        The hinted move is also the keyboard's (Enter plays it), and the several cards or dice
        it takes are chosen on the table (dragging one of them takes them all). Where the play
        policy searches hints, the search then ranks the moves with their odds (`ui/hint_odds.py`).
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
        said = translate("MatchController", "Hint: {reason} (Enter plays it.)").format(reason=reason)
        self.note.emit(said)
        self.hinted.emit(said)
        if self.policy.searches_hints:
            self.odds.rank()
        else:
            self.drop_best_moves()  # the search's odds need the seed's chance
        return reason

    def light_hint(self, move: Move, take_focus: bool) -> None:
        """Light `move` as the hint; with `take_focus`, the keyboard's focus and the cards it
        takes go to it too, and the table shows its turn (a tile in hand)."""
        self._hint = move
        if take_focus and move in self._legal:
            self._focus_index = self._legal.index(move)
            self.scene.clear_selection()
            if "+" in move.source:
                self.scene.select(move.source.split("+"))
            shown = self.layout.variant_showing(move)
            if shown is not None and shown != self.variant:
                self.variant = shown
                self.refresh(animate=False)
        self._update_highlights()

    def search_budget(self) -> float:
        """Seconds a Hard bot and the hint's search think (the think time chosen)."""
        if self._search_seconds is None:
            from chroma_desktop.ui.settings import load_think_seconds

            self._search_seconds = load_think_seconds()
        return self._search_seconds

    @property
    def best(self) -> list[BestMove]:
        """The hint's best moves listed beside the table now, best first."""
        return self._odds.best if self._odds is not None else []

    def play_best(self, index: int) -> bool:
        """Play the listed best move `index` (clicked beside the table)."""
        if 0 <= index < len(self.best):
            return self.play(self.best[index].move)
        return False

    def hint_pending(self) -> bool:
        """Whether the hint's search is still thinking."""
        return self._odds is not None and self._odds.pending()

    def drop_best_moves(self) -> None:
        """No more hint with odds: its search stops at once and the list goes."""
        if self._odds is not None:
            self._odds.drop()
