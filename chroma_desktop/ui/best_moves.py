"""The hint with odds beside the table: the hint's ranking's best three moves (`bots/hint_ranking.py`),
each with its estimated win chance in words, as sure as its playouts allow ("25–75 %", "about
60 %": `bots/hint_chance.py`), and under the first, the one recommended, its reason. No other
move is recommended, and no move below the first shows a higher chance: one the search could not
tell from the first says "as good as 1" instead.

The controller works the ranking out on a worker thread (`MatchController.hint`) and sends the
entries here; the box says "Thinking…" meanwhile. The first entry is the one lit on the table
and the one Enter plays; clicking an entry (or Space or Enter on it, reached with Tab) plays it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from chroma_desktop.rules.api import Move
from chroma_desktop.ui import theme
from chroma_desktop.ui.plain_text import join_rich, plain_label, rich, set_rich, set_tool_tip

if TYPE_CHECKING:  # the ranking's type alone: the bots are not on the app's start path
    from chroma_desktop.bots.hint_chance import ChanceRange

translate = QCoreApplication.translate


class BestMove(NamedTuple):
    """One listed move: what it does in words and its win chance."""

    move: Move
    words: str  # game.describe, rendered with the table's seat names
    percent: int | None  # estimated win chance; None when it is the only move (not searched)
    playouts: int  # how many playouts the estimate rests on
    level_with_first: bool = False  # not below the first's chance: "as good as 1" (hint_ranking)
    likely: ChanceRange | None = None  # the range the playouts support (bots/hint_chance.py)


def chance_text(entry: BestMove, spoken: bool = False) -> str:
    """The win chance as words: colours never carry it alone. It is said as sure as its playouts
    allow: "about 50 %" for a narrow range, else the range ("25–75 %"; `spoken`: "25 to 75 %"),
    never a bare figure (issue 31). A move the search could not tell from the first says so,
    never a figure above the first's (the list's numbers never contradict its order)."""
    if entry.percent is None:
        return translate("BestMoves", "the only move")
    if entry.level_with_first:
        return translate("BestMoves", "as good as 1")
    likely = entry.likely
    if likely is None:
        return translate("BestMoves", "{percent} %").format(percent=entry.percent)
    if likely.narrow:
        return translate("BestMoves", "about {percent} %").format(percent=likely.about)
    if spoken:
        return translate("BestMoves", "{low} to {high} %").format(low=likely.low, high=likely.high)
    return translate("BestMoves", "{low}–{high} %").format(low=likely.low, high=likely.high)


def playouts_text(entry: BestMove) -> str:
    """How sure the entry's chance is, and that a click plays it (its tool tip)."""
    if entry.percent is None:
        return translate("BestMoves", "Click to play it.")
    if entry.level_with_first:
        return translate("BestMoves", "The search could not tell it from the first: not surely "
                                      "better after {n} playouts (fewer games, or within "
                                      "chance). Click to play it.").format(n=entry.playouts)
    if entry.likely is not None:
        return translate("BestMoves", "It won {percent} % of {n} playouts: the true chance is "
                                      "likely between {low} and {high} % (19 times in 20). "
                                      "Click to play it.").format(
            percent=entry.percent, n=entry.playouts, low=entry.likely.low,
            high=entry.likely.high)
    return translate("BestMoves", "From {n} playouts. Click to play it.").format(n=entry.playouts)


class MoveEntry(QLabel):
    """One listed move: click it, or Space or Enter on it, to play it."""

    chosen = Signal(int)

    def __init__(self, index: int, entry: BestMove, why: str = "") -> None:
        super().__init__()
        self.index, self.entry = index, entry
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        # Read whole: the log below gives way on a small window, not the moves.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the keys with the table
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFont(theme.font(1.0))
        first = index == 0
        # The chance first: on a small window it is what must show.
        parts = [rich("<b>{number}. {chance}</b> · {words}", number=index + 1, chance=chance_text(entry),
                      words=entry.words)]
        if first:
            parts.append(rich(" <i>{best}</i>", best=translate("BestMoves", "(best)")))
        if why:  # the first move's reason: the one recommendation, explained
            parts.append(rich('<br><span style="color:{muted}">{said}</span>',
                              muted=theme.INK_MUTED.darker(160).name(), said=why))
        set_rich(self, join_rich("", parts))
        plain = f"{index + 1}. {entry.words}: {chance_text(entry, spoken=True)}"
        if why:
            plain += ". " + why
        self.setAccessibleName(plain)
        set_tool_tip(self, playouts_text(entry))
        # The first is framed in the table's hint colour; its number and "(best)" say it too.
        border = theme.FOCUS.name() if first else "transparent"
        self.setStyleSheet(f"MoveEntry {{ border: 2px solid {border}; border-radius: 4px; "
                           "}")
        self.setContentsMargins(5, 3, 5, 3)  # the frame, as margins the wrapping counts

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
                event.position().toPoint()):
            self.chosen.emit(self.index)
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.chosen.emit(self.index)
            return
        super().keyPressEvent(event)


class BestMovesBox(QWidget):
    """"Best moves": thinking, then the entries; hidden when there is no hint."""

    chosen = Signal(int)  # the index of the entry the player picked

    def __init__(self) -> None:
        super().__init__()
        column = self.column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(4)
        self.title = plain_label(translate("BestMoves", "Best moves"))
        self.title.setFont(theme.font(1.05, bold=True))
        self.status = plain_label("")
        self.status.setWordWrap(True)
        self.status.setAccessibleName(translate("BestMoves", "Best moves"))
        column.addWidget(self.title)
        column.addWidget(self.status)
        self.entries: list[MoveEntry] = []
        explained = translate("BestMoves", "Win chances from the Hard bot's search, as sure as its "
                                           "playouts allow: a range the true chance is likely "
                                           "in. Enter plays the first; click a move to play it.")
        set_tool_tip(self.title, explained)
        self.setAccessibleDescription(explained)
        self.hide()

    def show_thinking(self) -> None:
        self._clear()
        self.status.setText(translate("BestMoves", "Thinking…"))
        self.status.show()
        self.show()

    def show_entries(self, entries: list[BestMove], why: str = "") -> None:
        """The moves, best first; `why` is the first one's reason, said under it."""
        self._clear()
        column = self.column
        for index, entry in enumerate(entries):  # the ranking lists the best three
            widget = MoveEntry(index, entry, why if index == 0 else "")
            widget.chosen.connect(self.chosen)
            column.addWidget(widget)
            widget.show()  # now, not when the event loop next runs
            self.entries.append(widget)
        self.status.setText("")
        self.status.hide()
        self.show()

    def clear(self) -> None:
        """No hint now (a move, undo, a new game): the box goes."""
        self._clear()
        self.hide()

    def _clear(self) -> None:
        column = self.column
        for widget in self.entries:
            column.removeWidget(widget)
            widget.hide()
            widget.deleteLater()
        self.entries = []
        # The status line goes back under the title (it says "Thinking…" there).
        column.removeWidget(self.status)
        column.insertWidget(1, self.status)
