"""The start page's buttons, whose words go onto more lines when their column is narrower than
them ("Resume Coloretto / (4 players, after 10 moves)"), so no label is ever cut at its ends.

A `StartButton` keeps its words whole (`words`, with its `&` accelerator) and shows them on as
few lines as its width holds, the lines as even as they can be (`even_lines`). The page decides
how many columns its buttons get (`columns_for`): as many as let every label stand on one line,
else two columns with labels on two lines, else one.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Sequence

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QPushButton, QStyle, QStyleOptionButton

MOST_LINES_TRIED = 4
"""Splits of a label into more lines than this are not weighed (the words go one a line)."""
COLUMN_CHOICES = (5, 3, 2)
"""The start page's columns of buttons, widest first (one row, two rows, three rows)."""
LINES_IN_TWO_COLUMNS = 2
"""A label may take this many lines in two columns; one needing more gets a column alone."""


def shown_words(text: str) -> str:
    """`text` as drawn: its accelerator's `&` left out, `&&` drawn as one `&`."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


PHRASE_BREAKS = re.compile(r" (?=\()|(?<=,) ")
"""Where a label's phrases meet: before a parenthesis, after a comma."""


def even_lines(words: str, room: float, measure: Callable[[str], float]) -> list[str]:
    """`words` on the fewest lines each at most `room` wide (as `measure` says a line's width),
    split between phrases where that fits ("Resume Coloretto / (4 players, after 10 moves)"),
    else between words, where the longest line is shortest; one word a line when nothing fits."""
    for parts in (PHRASE_BREAKS.split(words), words.split(" ")):
        lines = _fewest_lines(parts, room, measure)
        if lines is not None:
            return lines
    return words.split(" ")


def _fewest_lines(parts: list[str], room: float,
                  measure: Callable[[str], float]) -> list[str] | None:
    """`parts` joined into the fewest lines that fit `room`, the longest as short as can be
    (None: no split into at most MOST_LINES_TRIED lines fits)."""
    for count in range(1, min(len(parts), MOST_LINES_TRIED) + 1):
        best: list[str] | None = None
        widest = float("inf")
        for cuts in itertools.combinations(range(1, len(parts)), count - 1):
            bounds = (0, *cuts, len(parts))
            lines = [" ".join(parts[start:end]) for start, end in itertools.pairwise(bounds)]
            longest = max(measure(shown_words(line)) for line in lines)
            if longest < widest:
                best, widest = lines, longest
        if best is not None and widest <= room:
            return best
    return None


class StartButton(QPushButton):
    """A push button saying `words` on as many lines as its width needs."""

    def __init__(self, words: str) -> None:
        super().__init__()
        self.words = ""
        self.set_words(words)

    def set_words(self, words: str) -> None:
        """Say `words` (with its `&` accelerator), wrapped to the button's width."""
        self.words = words
        self.setAccessibleName(shown_words(words))  # one line, whatever the wrapping
        self._wrap()

    def chrome(self) -> int:
        """The width the button's frame and padding take beside its words (its style's)."""
        option = QStyleOptionButton()
        self.initStyleOption(option)
        return self.style().sizeFromContents(QStyle.ContentsType.CT_PushButton, option,
                                             QSize(0, 0), self).width()

    def text_room(self) -> int:
        """How wide a line of words may be at the button's width now."""
        return self.width() - self.chrome()

    def one_line_width(self) -> int:
        """The width the button needs to say its words on one line."""
        return self.fontMetrics().horizontalAdvance(shown_words(self.words)) + self.chrome()

    def lines_at(self, width: int) -> list[str]:
        """The lines the words take in a button `width` wide."""
        return even_lines(self.words, width - self.chrome(), self.fontMetrics().horizontalAdvance)

    def _wrap(self) -> None:
        text = "\n".join(self.lines_at(self.width()))
        if text != self.text():
            self.setText(text)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._wrap()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        self._wrap()  # a new font or style measures the words anew


def columns_for(buttons: Sequence[StartButton], room: int, spacing: int) -> int:
    """How many columns of equal width the start page gives `buttons` in `room` pixels: the most
    that let every label stand on one line, else two if every label fits on two lines, else one."""

    def width(columns: int) -> int:
        return (room - (columns - 1) * spacing) // columns

    for columns in COLUMN_CHOICES:
        if all(button.one_line_width() <= width(columns) for button in buttons):
            return columns
    two = width(2)
    if all(len(button.lines_at(two)) <= LINES_IN_TWO_COLUMNS for button in buttons):
        return 2
    return 1
