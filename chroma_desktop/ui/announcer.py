"""What happens at the table, said to a screen reader: accessibility announcements.

`Announcer` follows the table's controller: each line of the log (a bot's move, the player's own,
chance), a refusal with its reason (assertive: it interrupts), a hint with its reason, the
prompt when the turn changes, and the end with the scores go out as
`QAccessibleAnnouncementEvent`s on the table's view, and as the table's notification
(`accessible_table.show_notice`, for readers that ignore announcement events, as Debian 12's
Orca 43 does), in the words the table shows (the language shown). No
flood: at most one announcement each `SPACING_MS`; what comes meanwhile is merged into the next
(a real-time CMYK! game is told as a summary): past `MERGED_LINES` lines the earliest are left
out and counted ("Earlier messages skipped: 4."), never a refusal or the end.

The keys that read on demand (P, S, L: `ui/table_view.py`, `READING_KEYS`) say through it too:
the whole position in the table's spoken words (`read_position`), the score race (`read_scores`),
the last moves (`read_moves`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QTextDocumentFragment

if TYPE_CHECKING:
    from chroma_desktop.rules.api import Outcome
    from chroma_desktop.ui.match_controller import MatchController
    from chroma_desktop.ui.table_view import TableView

translate = QCoreApplication.translate
SPACING_MS = 1000
MERGED_LINES = 6
LAST_MOVES = 5
READING_KEYS = ("read_position", "read_scores", "read_moves")
"""The table view's key actions that read on demand (P, S, L: `ui/table_view.py`)."""


def plain(html: str) -> str:
    """A log line's words without its markup (the log's lines are rich text)."""
    return " ".join(QTextDocumentFragment.fromHtml(html).toPlainText().split())


class Announcer(QObject):
    """Says the table's news on `view` for assistive technology; `said` keeps what went out
    (the tests read it, and so can a player's own log)."""

    def __init__(self, view: TableView, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._view = view
        self._controller: MatchController | None = None
        self._waiting: list[tuple[str, bool]] = []  # each line, and whether it must be said
        self._assertive = False
        self._last_prompt = ""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._flush)
        self._quiet_since_flush = True
        self.said: list[tuple[str, bool]] = []
        """Every announcement made: its words and whether it was assertive."""
        # A table opened at start-up gets its accessible tree and announcements right after its
        # first frame (ACCESSIBILITY_AFTER_FIRST_FRAME in tests/architecture/
        # test_start_up_rules.py): importing QAccessible makes its eight enums.
        self._waiting_for_table = False
        self._held: list[tuple[str, bool]] = []  # made meanwhile: told once the table is up

    def follow(self, controller: MatchController) -> None:
        """Tell what happens at the table `controller` drives (the one on the window now), and
        let the accessible tree read it (`ui/accessible_table.py`: now, or when the table is up
        if `wait_for_table` was called)."""
        self._controller = controller
        self._waiting.clear()
        self._last_prompt = ""
        controller.log_added.connect(self._logged)
        controller.message.connect(self._refused)
        controller.prompt_changed.connect(self._prompted)
        controller.game_over.connect(self._ended)
        controller.note.connect(self._focus_moved)
        controller.hinted.connect(self._hinted)
        controller.changed.connect(self._table_changed)
        if not self._waiting_for_table:
            from chroma_desktop.ui.accessible_table import attach

            attach(self._view, controller)

    def wait_for_table(self) -> None:
        """Hold the accessible tree and the announcements until `table_is_up` (a table opened at
        start-up, before the window is shown)."""
        self._waiting_for_table = True

    def table_is_up(self) -> None:
        """The table's first frame is on the screen: the accessible tree reads the table followed;
        a reader that asked before is told its items (each as made, then a reorder), and what
        was announced meanwhile."""
        if not self._waiting_for_table:
            return
        self._waiting_for_table = False
        from chroma_desktop.ui.accessible_table import attach, follow_focus, table_changed

        controller = self._controller
        if controller is not None:
            attach(self._view, controller)
            table_changed(self._view, controller)
            follow_focus(self._view, controller)
        held, self._held = self._held, []
        for words, assertive in held:
            self._announce(words, assertive)

    def _table_changed(self) -> None:
        controller = self._controller
        if controller is None or not self._current(self.sender()) or self._waiting_for_table:
            return  # the tree comes after the first frame, told all at once then
        from chroma_desktop.ui.accessible_table import table_changed

        table_changed(self._view, controller)

    def _focus_moved(self) -> None:
        controller = self._controller
        if controller is None or not self._current(self.sender()) or self._waiting_for_table:
            return
        from chroma_desktop.ui.accessible_table import follow_focus

        follow_focus(self._view, controller)

    def _current(self, controller: object) -> bool:
        return controller is self._controller

    def _spoken(self, text: str) -> str:
        from chroma_desktop.ui.spoken_words import plain_words

        controller = self._controller
        return plain_words(text, controller.layout.glyph_words() if controller is not None else {})

    def _logged(self, html: str) -> None:
        if self._current(self.sender()):
            self.say(self._spoken(plain(html)))

    def _hinted(self, text: str) -> None:
        # The focus goes to the hinted move too, but a reader says nothing new where it was
        # there already: the hint and its reason are said.
        if self._current(self.sender()) and text:
            self.say(self._spoken(text))

    def _refused(self, text: str) -> None:
        if self._current(self.sender()) and text:
            self.say(self._spoken(text), assertive=True)

    def _prompted(self, text: str) -> None:
        # The turn coming to a player here is said; "Bot 2 is thinking…" is not news.
        controller = self._controller
        if controller is None or not self._current(self.sender()):
            return
        if controller.player is None:
            self._last_prompt = ""  # the next turn's prompt is news even if worded alike
            return
        if text and text != self._last_prompt:
            self._last_prompt = text
            self.say(self._spoken(text))

    def _ended(self, outcome: Outcome | None) -> None:
        controller = self._controller
        if controller is None or not self._current(self.sender()):
            return
        self.say(result_words(controller, outcome), keep=True)

    # -- saying --------------------------------------------------------------------------------
    def say(self, text: str, assertive: bool = False, keep: bool = False) -> None:
        """Announce `text`, merged with what else comes within `SPACING_MS`; an `assertive` one
        (a refusal) or one to `keep` (the end) is never left out of a merge."""
        text = " ".join(text.split())
        if not text:
            return
        self._waiting.append((text, assertive or keep))
        self._assertive = self._assertive or assertive
        if not self._timer.isActive():
            if self._quiet_since_flush:
                self._flush()
            else:
                self._timer.start(SPACING_MS)

    def _flush(self) -> None:
        if not self._waiting:
            self._quiet_since_flush = True
            return
        # The lines that must be said, and the latest of the others: what stands now.
        room = max(0, MERGED_LINES - sum(1 for _, kept in self._waiting if kept))
        others = [index for index, (_, kept) in enumerate(self._waiting) if not kept]
        dropped = set(others[:max(0, len(others) - room)])
        lines = [text for index, (text, _) in enumerate(self._waiting) if index not in dropped]
        words = sentences(lines)
        if dropped:
            skipped = translate("Announcer", "Earlier messages skipped: {count}.")
            words = skipped.format(count=len(dropped)) + " " + words
        assertive = self._assertive
        self._waiting.clear()
        self._assertive = False
        self._quiet_since_flush = False
        self._timer.start(SPACING_MS)  # the next waits its turn
        self.said.append((words, assertive))
        if not self._waiting_for_table:
            self._announce(words, assertive)
        else:  # told to a reader with the tree, right after the first frame
            self._held = [*self._held, (words, assertive)][-MERGED_LINES:]

    def _announce(self, words: str, assertive: bool) -> None:
        from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

        if QAccessible.isActive():
            event = QAccessibleAnnouncementEvent(self._view, words)
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if assertive
                                else QAccessible.AnnouncementPoliteness.Polite)
            QAccessible.updateAccessibility(event)
            from chroma_desktop.ui.accessible_table import show_notice

            show_notice(self._view, words)

    # -- on demand -----------------------------------------------------------------------------
    def read(self, action: str) -> None:
        """One of `READING_KEYS` pressed on the table."""
        if action == "read_position":
            self.read_position()
        elif action == "read_scores":
            self.read_scores()
        elif action == "read_moves":
            self.read_moves()

    def read_position(self) -> None:
        """The whole position as the player sees it, in the position notation's words."""
        controller = self._controller
        if controller is None:
            return
        self.say(position_words(self._view, controller))

    def read_scores(self) -> None:
        controller = self._controller
        if controller is not None:
            self.say(score_words(controller))

    def read_moves(self) -> None:
        controller = self._controller
        if controller is None:
            return
        lines = [plain(line) for line in controller.history_html()][-LAST_MOVES:]
        self.say(self._spoken(sentences(lines)) if lines else translate("Announcer", "No move yet."))


def sentences(lines: list[str]) -> str:
    """Lines said one after another, each ending as a sentence (a reader pauses there); a
    sentence ended inside its closing bracket, "(Enter plays it.)", ends there already."""
    return " ".join(line if line.rstrip(")")[-1:] in ".!?…:" else line + "." for line in lines if line)


def position_words(view: TableView, controller: MatchController) -> str:
    """What the player sees of the table, in the words the accessible tree says it (heard with
    Orca, the notation's own terms, "phase: turn", "plus2", "P1", told a player nothing)."""
    from chroma_desktop.ui.spoken_table import table_words

    return table_words(view, controller)


def score_words(controller: MatchController) -> str:
    """Each seat's score as the game stands, where the rules keep one; else that they are said
    at the end."""
    from chroma_desktop.registry import manifest_for
    from chroma_desktop.rules.api import RunningScore

    if not manifest_for(controller.game.id).running_score:
        return translate("Announcer", "This game's scores are counted at the end.")
    scorer = cast(RunningScore[Any], controller.game)  # the manifest says it keeps one
    view = controller.match.view(controller.viewer)
    scores = [(seat.name, scorer.live_score(view, index)) for index, seat in enumerate(controller.seats)]
    return translate("Announcer", "Scores: {scores}.").format(
        scores=", ".join(f"{name} {score:g}" for name, score in scores))


def result_words(controller: MatchController, outcome: Outcome | None) -> str:
    """The end: who won and every seat's score (None: an online game ended without a result,
    by a resignation; the log has just said who resigned)."""
    if outcome is None:
        return translate("Announcer", "The game is over.")
    names = [seat.name for seat in controller.seats]
    winners = ", ".join(names[seat] for seat in outcome.winners if 0 <= seat < len(names))
    scores = ", ".join(f"{names[index]} {score:g}" for index, score in enumerate(outcome.scores)
                       if index < len(names))
    if winners:
        return translate("Announcer", "The game is over. Won: {winners}. Scores: {scores}.").format(
            winners=winners, scores=scores)
    return translate("Announcer", "The game is over. Scores: {scores}.").format(scores=scores)
