"""The results screen at the end of a game: who won, the ranking, each player's breakdown as a
table, what the table looked like at the end, and what next (review the game, a new game, a
rematch).

Enter reviews the game: the results are never thrown away by a stray key. The screen can be
shown again from the side panel until another game starts.

For a screen reader (issue 34) each table is a Tab stop (Tab leaves it, the arrows go from cell to
cell) and every cell is named in words (the winner's "★" said as "winner", a line's colour glyphs
left out), its column named by the table's header: Orca says the row a cell is in, each value
once ("1. You, winner. 23"), a reader of one cell its column and value ("Points 23").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QModelIndex, Qt, QTimer, Signal, SignalInstance
from PySide6.QtGui import QColor, QFocusEvent, QIcon, QPixmap, QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from chroma_desktop.language import message_translator
from chroma_desktop.rules.api import Outcome, ScoreLine
from chroma_desktop.rules.messages import Message, SeatNames, render
from chroma_desktop.ui import theme
from chroma_desktop.ui.layouts import nested
from chroma_desktop.ui.plain_text import Rich, coloured_glyphs, join_rich, plain_label, rich, rich_label
from chroma_desktop.ui.spoken_words import plain_words
from chroma_desktop.ui.translation import seat_title

__all__ = ["ResultsDialog", "headline", "outcome_html", "ranking", "resignation_headline"]

translate = QCoreApplication.translate


def _seat_names(names: list[str]) -> SeatNames:
    return SeatNames(tuple(names), frozenset(i for i, name in enumerate(names) if name == "You"))


def _coloured(said: Message | str, seat_names: SeatNames, glyph_colours: dict[str, str]) -> Rich:
    """Rules' words as rich text, each colour glyph in its colour (as in the log)."""
    return coloured_glyphs(render(said, seat_names, message_translator()), glyph_colours)


def headline(outcome: Outcome, names: list[str]) -> tuple[str, str]:
    """Who won, as a sentence, and what broke a tie ("" when nothing had to)."""
    seat_names = _seat_names(names)
    tie_break = render(outcome.tie_break, seat_names, message_translator())
    winners = translate("ResultsDialog", " and ").join(seat_title(names[p]) for p in outcome.winners)
    if not winners:  # a solo automaton won: the outcome says who
        return tie_break or translate("ResultsDialog", "Nobody at the table wins"), ""
    you_alone = len(outcome.winners) == 1 and outcome.winners[0] in seat_names.spoken_to
    if you_alone:
        said = translate("ResultsDialog", "You win!")
    elif len(outcome.winners) > 1:
        said = translate("ResultsDialog", "{names} win!").format(names=winners)
    else:
        said = translate("ResultsDialog", "{name} wins!").format(name=winners)
    return said, (tie_break[0].upper() + tie_break[1:]) if tie_break else ""


def resignation_headline(resigned: int, names: list[str], standing: bool) -> tuple[str, str]:
    """Who resigned, as a sentence, and what the scores below are ("" when there are none)."""
    if names[resigned] == "You":
        said = translate("ResultsDialog", "You resigned")
    else:
        said = translate("ResultsDialog", "{name} resigned").format(name=names[resigned])
    if not standing:
        return said, translate("ResultsDialog", "The game ended there, before its scoring.")
    return said, translate("ResultsDialog", "The game ended there: the scores as they stood, "
                                            "with no winner.")


def ranking(outcome: Outcome, players: int) -> list[tuple[int, int]]:
    """(place, seat), best first: the winners share first place, then by score; equal scores
    share a place (1, 2, 2, 4)."""
    order = sorted(range(players), key=lambda p: (p not in outcome.winners, -outcome.scores[p], p))
    places: list[tuple[int, int]] = []
    for index, seat in enumerate(order):
        previous = order[index - 1] if index else None
        if previous is not None and (seat in outcome.winners) == (previous in outcome.winners) \
                and outcome.scores[seat] == outcome.scores[previous]:
            places.append((places[-1][0], seat))
        else:
            places.append((index + 1, seat))
    return places


def outcome_html(outcome: Outcome, names: list[str], glyph_colours: dict[str, str]) -> Rich:
    """The results as one rich text: the winner, the tie-break and each breakdown."""
    seat_names = _seat_names(names)
    title, tie_break = headline(outcome, names)
    parts = [rich("<h2>{title}</h2>", title=title)]
    if tie_break:
        parts.append(rich("<p><i>{tie_break}</i></p>", tie_break=tie_break))
    for _place, player in ranking(outcome, len(names)):
        crown = " ★" if player in outcome.winners else ""
        parts.append(rich("<h3>{name}: {score}</h3>", name=seat_title(names[player]),
                          score=f"{outcome.scores[player]:g}{crown}"))
        rows = [rich("<tr><td align='right' style='padding-right:10px'>{points}</td><td>{label}</td></tr>",
                     points=shown_points(line), label=_coloured(line.label, seat_names, glyph_colours))
                for line in (outcome.breakdown[player] if outcome.breakdown else ())]
        parts.append(rich("<table>{rows}</table>", rows=join_rich("", rows)))
    return join_rich("", parts)


def shown_points(line: ScoreLine) -> str:
    """A line's points as the breakdown shows them: signed when added to the score, in
    parentheses when only shown (a tie-break's measure)."""
    return f"{line.points:+g}" if line.counts else f"({line.points:g})"


def _plain(rich: str) -> str:
    return QTextDocumentFragment.fromHtml(rich).toPlainText()


class ResultsTable(QTableWidget):
    """A results table that says the cell it is at when Tab lands on it. The row the keys are
    on is selected while the table has the focus (Orca says "not selected" of every cell of a
    table whose cells are not), none otherwise."""

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt naming)
        super().focusInEvent(event)
        # Qt tells a reader of a cell only when the current cell changes: made current again
        # once the table's own focus has been told, the cell Tab lands on is said (with its
        # row, as Orca reads a table), not the table alone.
        QTimer.singleShot(0, self._say_current)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt naming)
        super().focusOutEvent(event)
        self.clearSelection()

    def _say_current(self) -> None:
        current = self.currentIndex()
        if current.isValid() and self.hasFocus():
            self.setCurrentIndex(QModelIndex())
            self.setCurrentIndex(current)


def _table(headers: list[str], name: str) -> QTableWidget:
    table = ResultsTable(0, len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.setAccessibleName(name)
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    # A Tab stop read cell by cell with the arrows; Tab itself goes on to the next control.
    table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    table.setTabKeyNavigation(False)
    table.setWordWrap(True)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    header = table.horizontalHeader()
    for column in range(len(headers) - 1):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(len(headers) - 1, QHeaderView.ResizeMode.Stretch)
    return table


def _start_at_first_cell(table: QTableWidget) -> None:
    """The table's first cell made current (where Tab lands), nothing selected until the keys
    are in the table. A cell has no description: Orca reads the whole row of a Qt table, then the
    cell's description, so a row described in it was heard twice ("+21. Brown: 8 cards, counted
    positive. Points, For: Brown: 8 cards ..."); a cell read alone (NVDA, or Orca's Left and
    Right) has its column from the table's header, which Qt gives a reader with the cell."""
    if table.rowCount():
        table.setCurrentCell(0, 0)
        table.clearSelection()  # selected only while the keys are in the table


def _fit_height(table: QTableWidget) -> None:
    """The table as tall as its rows: the screen scrolls, not each table."""
    table.resizeRowsToContents()
    height = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
    height += sum(table.rowHeight(row) for row in range(table.rowCount()))
    table.setFixedHeight(height)


def _swatch(hue: str) -> QIcon:
    pixmap = QPixmap(14, 14)
    pixmap.fill(QColor(hue))
    return QIcon(pixmap)


def _cell(text: str, align_right: bool = False, bold: bool = False,
          spoken: str = "") -> QTableWidgetItem:
    """A cell showing `text`, named to a reader by `spoken` (else by its text, glyphs left out)."""
    item = QTableWidgetItem(text)
    item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken or plain_words(text))
    if align_right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if bold:
        item.setFont(theme.font(1.0, bold=True))
    return item


class ResultsDialog(QDialog):
    """The end of a game: ranking, breakdown tables, end details, and what next."""

    review = Signal()
    new_game = Signal()
    rematch = Signal()

    def __init__(self, outcome: Outcome | None, names: list[str], glyph_colours: dict[str, str],
                 parent: QWidget | None = None, details: Rich | None = None,
                 resigned: int | None = None) -> None:
        """`resigned`: the seat whose player resigned; `outcome` is then the scores as they stood
        (no winners), or None for a game that cannot say them."""
        super().__init__(parent)
        self.setWindowTitle(translate("ResultsDialog", "Results"))
        self.names, self.resigned = list(names), resigned
        self.outcome = outcome if outcome is not None else Outcome((0,) * len(self.names), ())
        self._glyph_colours = dict(glyph_colours)
        layout = QVBoxLayout(self)
        if resigned is not None:
            title, tie_break = resignation_headline(resigned, self.names, outcome is not None)
        else:
            title, tie_break = headline(self.outcome, self.names)
        self.title = plain_label(title)
        self.title.setFont(theme.font(1.8, bold=True))
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.tie_break = plain_label(tie_break)
        self.tie_break.setWordWrap(True)
        self.tie_break.setVisible(bool(tie_break))
        layout.addWidget(self.tie_break)
        self.record = plain_label("")  # the player's own record, when the game keeps one
        self.record.setWordWrap(True)
        self.record.setVisible(False)
        layout.addWidget(self.record)
        body = QWidget()
        column = QVBoxLayout(body)
        column.setContentsMargins(0, 0, 0, 0)
        places = ranking(self.outcome, len(self.names))
        self.ranking = self._ranking_table(places)
        self.ranking.setVisible(outcome is not None)
        column.addWidget(self.ranking)
        self.breakdowns: dict[int, QTableWidget] = {}
        if resigned is None:  # a resigned game was never scored: no breakdowns
            self._fill_breakdown_grid(nested(column, QGridLayout()), places)
        self.details = rich_label(details)
        self.details.setWordWrap(True)
        self.details.setVisible(bool(details))
        column.addWidget(self.details)
        column.addStretch(1)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setWidget(body)
        self.scroll_area.setFrameShape(QScrollArea.Shape.NoFrame)
        # Named to a reader; no Tab stop: Tab goes through its tables, and the area scrolls to
        # the one Tab lands on.
        self.scroll_area.setAccessibleName(self.windowTitle())
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(self.scroll_area, 1)
        self.rematch_closes = True
        """Rematch closes the screen (at one desk); online, the screen stays and says who asked."""
        self.rematch_label = plain_label("")
        self.rematch_label.setWordWrap(True)
        self.rematch_label.hide()
        layout.addWidget(self.rematch_label)
        self._fill_buttons(nested(layout, QHBoxLayout()))
        for table in (self.ranking, *self.breakdowns.values()):
            _fit_height(table)
        self._size_to(parent, body)
        if outcome is not None:
            # The keys start on the ranking: a reader hears who won and by how much first;
            # Enter still reviews the game (the table passes it to the default button).
            self.ranking.setFocus()

    def _ranking_table(self, places: list[tuple[int, int]]) -> QTableWidget:
        table = _table([translate("ResultsDialog", "Place"), translate("ResultsDialog", "Player"),
                        translate("ResultsDialog", "Points")], translate("ResultsDialog", "Ranking"))
        table.setRowCount(len(places))
        for row, (place, seat) in enumerate(places):
            won = seat in self.outcome.winners
            name = seat_title(self.names[seat])
            table.setItem(row, 0, _cell(f"{place}.", align_right=True, spoken=str(place)))
            table.setItem(row, 1, _cell(name + (" ★" if won else ""), bold=won, spoken=translate(
                "ResultsDialog", "{name}, winner").format(name=name) if won else name))
            table.setItem(row, 2, _cell(f"{self.outcome.scores[seat]:g}", align_right=True))
        _start_at_first_cell(table)
        header = table.horizontalHeader()
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        return table

    def _fill_breakdown_grid(self, grid: QGridLayout, places: list[tuple[int, int]]) -> None:
        """One table per player, in ranking order, two to a row."""
        seat_names = _seat_names(self.names)
        across = 1 if len(places) == 1 else 2
        for index, (_place, seat) in enumerate(places):
            score = f"{self.outcome.scores[seat]:g}"
            box = QGroupBox(f"{seat_title(self.names[seat])}: {score}")
            inner = QVBoxLayout(box)
            table = _table([translate("ResultsDialog", "Points"), translate("ResultsDialog", "For")],
                           translate("ResultsDialog", "Your score") if self.names[seat] == "You"
                           else translate("ResultsDialog", "{name}'s score").format(
                               name=seat_title(self.names[seat])))
            breakdown = self.outcome.breakdown
            lines = breakdown[seat] if seat < len(breakdown) else ()
            table.setRowCount(len(lines) + 1)
            for row, line in enumerate(lines):
                table.setItem(row, 0, _cell(shown_points(line), align_right=True))
                words = render(line.label, seat_names, message_translator())
                item = _cell(words)
                hue = next((hue for glyph, hue in self._glyph_colours.items() if glyph in words),
                           None)
                if hue is not None:  # the colour the line is about, beside its glyph
                    item.setIcon(_swatch(hue))
                if not line.counts:
                    item.setToolTip(translate("ResultsDialog",
                                              "Not added to the score: it decided the places"))
                table.setItem(row, 1, item)
            # The score, which the counting lines add up to.
            table.setItem(len(lines), 0, _cell(score, align_right=True, bold=True))
            table.setItem(len(lines), 1, _cell(translate("ResultsDialog", "Score"), bold=True))
            _start_at_first_cell(table)
            inner.addWidget(table)
            if any(not line.counts for line in lines):
                note = plain_label(translate(
                    "ResultsDialog", "Figures in ( ) decided the places and are not added."))
                note.setWordWrap(True)
                inner.addWidget(note)
            inner.addStretch(1)
            self.breakdowns[seat] = table
            grid.addWidget(box, index // across, index % across)

    def _fill_buttons(self, row: QHBoxLayout) -> None:
        self.review_button = QPushButton(translate("ResultsDialog", "&Review game"))
        self.review_button.setToolTip(translate("ResultsDialog",
                                                "Step through the game move by move (arrow keys)"))
        self.new_button = QPushButton(translate("ResultsDialog", "&New game…"))
        self.rematch_button = QPushButton(translate("ResultsDialog", "Re&match"))
        self.rematch_button.setToolTip(translate("ResultsDialog",
                                                 "The same game and players, a new deal"))
        self.close_button = QPushButton(translate("ResultsDialog", "&Close"))
        self.review_button.clicked.connect(lambda: self._then(self.review))
        self.new_button.clicked.connect(lambda: self._then(self.new_game))
        self.rematch_button.clicked.connect(self._rematch_clicked)
        self.close_button.clicked.connect(self.accept)
        for button in (self.review_button, self.new_button, self.rematch_button):
            row.addWidget(button)
        row.addStretch(1)
        row.addWidget(self.close_button)
        # Enter reviews the game; only a deliberate click (or Alt+M) starts a rematch.
        for button in (self.new_button, self.rematch_button, self.close_button):
            button.setAutoDefault(False)
        self.review_button.setDefault(True)
        self.review_button.setFocus()

    def _rematch_clicked(self) -> None:
        if self.rematch_closes:
            self._then(self.rematch)
            return
        self.rematch_button.setEnabled(False)  # asked: the votes show below the results
        self.rematch.emit()

    def show_rematch_votes(self, text: str) -> None:
        """Say who has asked for a rematch online ("" hides the line)."""
        self.rematch_label.setText(text)
        self.rematch_label.setVisible(bool(text))

    def _then(self, signal: SignalInstance) -> None:
        self.accept()
        signal.emit()

    def _size_to(self, parent: QWidget | None, body: QWidget) -> None:
        """As large as the content wants (scrolling none of it), within the window it belongs
        to; the content scrolls when the window is smaller."""
        around = self.sizeHint() - self.scroll_area.sizeHint()
        width = 860  # two breakdowns side by side, their lines unwrapped
        body.resize(width - around.width() - 24, body.heightForWidth(width) if
                    body.hasHeightForWidth() else body.sizeHint().height())
        floor = 420 if self.resigned is None else 160  # a resignation says little: no empty screen
        height = max(floor, body.sizeHint().height() + around.height() + 8)
        if parent is not None:
            width = min(width, max(360, parent.width() - 40))
            height = min(height, max(320, parent.height() - 40))
        self.resize(width, height)

    def plain_text(self) -> str:
        """Everything the screen shows, as text (what a screen reader or a test reads)."""
        lines = [self.title.text(), self.tie_break.text()]
        for row in range(self.ranking.rowCount() if self.ranking.isVisibleTo(self) else 0):
            lines.append(" ".join(_text(self.ranking.item(row, c)) for c in range(3)))
        for seat, table in self.breakdowns.items():
            lines.append(seat_title(self.names[seat]))
            for row in range(table.rowCount()):
                lines.append(f"{_text(table.item(row, 0))} {_text(table.item(row, 1))}")
        lines.append(_plain(self.details.text()))
        return "\n".join(line for line in lines if line)


def _text(item: QTableWidgetItem | None) -> str:
    """A table cell's text ("" for a cell left empty)."""
    return item.text() if item is not None else ""
