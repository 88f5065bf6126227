"""Where things go on Chroma Mix's table: cards in a row or fanned (copies of a card overlap
first), and labels fitted to their room in readable type, never cut.

Every label's type is at least `READABLE` of the system font (9 px at 1024x640, where the table
is drawn at 0.71 of its size; issue 31).
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtGui import QFontMetricsF

from chroma_desktop.games.chroma_mix.table.faces import READABLE
from chroma_desktop.ui import theme

__all__ = ["READABLE", "SAME_STEP", "bar_heights", "fan_positions", "fit_label", "label_bottom",
           "label_top", "row_positions"]

SAME_STEP = 16.0  # the strip that shows of a copy covered by the next one


def row_positions(count: int, left: float, width: float, card_width: float,
                  gap: float = 8.0) -> list[float]:
    """Where `count` cards go in a row `width` wide: side by side, or overlapping evenly when
    they do not fit; always from the hand's current contents, so no gap is ever left."""
    if count <= 0:
        return []
    step = card_width + gap
    if count > 1 and card_width + (count - 1) * step > width:
        step = (width - card_width) / (count - 1)
    return [left + index * step for index in range(count)]


def fan_positions(kinds: list[int], left: float, width: float, card_width: float,
                  gap: float = 8.0) -> list[float]:
    """Where a row of cards goes (`kinds` in order): side by side when they fit; else the
    copies of a card overlap first (each still shows a strip; the one on top shows it whole),
    then, if need be, all of them evenly. Laid out from what the row holds, so no gap is left."""
    count = len(kinds)
    if count <= 1:
        return [left] * count
    full = card_width + gap
    if card_width + (count - 1) * full <= width:
        return [left + index * full for index in range(count)]
    groups = 1 + sum(1 for a, b in zip(kinds, kinds[1:], strict=False) if a != b)
    same, other = SAME_STEP, full
    if count > groups:
        same = (width - card_width - (groups - 1) * full) / (count - groups)
    if same < SAME_STEP:
        same = SAME_STEP
        other = (width - card_width - (count - groups) * same) / max(1, groups - 1)
        if groups == 1 or other < same:  # no room to keep the kinds apart: all evenly
            same = other = (width - card_width) / (count - 1)
    positions = [left]
    for a, b in zip(kinds, kinds[1:], strict=False):
        positions.append(positions[-1] + (same if a == b else other))
    return positions


def bar_heights(needs: list[float], room: float) -> list[float]:
    """Heights for bars stacked in `room`, each at least what its lines need (`needs`), the
    room left over shared evenly; where the needs exceed the room, each in proportion to its
    need (a bar of three lines of parts no longer runs into the next: issue 31)."""
    total = sum(needs)
    if not needs or total <= 0:
        return [room / max(1, len(needs))] * len(needs)
    if total > room:
        return [need * room / total for need in needs]
    extra = (room - total) / len(needs)
    return [need + extra for need in needs]


def fit_label(text: str, width: float, scale: float, smallest: float = READABLE,
              lines: int = 1) -> tuple[str, float]:
    """`text` and a label scale at which it fits `width`: broken at the " · " between its parts
    (or between words, in a part longer than a line) onto up to `lines` lines, shrunk down to
    `smallest` if need be, then onto as many lines as it takes (never cut)."""
    return _fitted_label(text, width, scale, smallest, lines, theme.font_key())


# The table is laid out again on every change, mostly with the same labels: each is fitted once
# per system font (its key holds the family and the size).
@lru_cache(maxsize=1024)
def _fitted_label(text: str, width: float, scale: float, smallest: float, lines: int,
                  font_key: str) -> tuple[str, float]:
    def broken(size: float) -> list[str]:
        metrics = QFontMetricsF(theme.font(size))
        rows: list[str] = []
        for part in text.split(" · "):
            if rows and metrics.horizontalAdvance(f"{rows[-1]} · {part}") <= width:
                rows[-1] = f"{rows[-1]} · {part}"
                continue
            rows.append("")
            for word in part.split(" "):  # a part too long for a line breaks between words
                if rows[-1] and metrics.horizontalAdvance(f"{rows[-1]} {word}") > width:
                    rows.append(word)
                else:
                    rows[-1] = f"{rows[-1]} {word}".strip()
        return rows

    size = scale
    while True:
        rows = broken(size)
        if len(rows) <= lines or size <= smallest:
            return "\n".join(rows), size
        size = max(smallest, size - 0.04)


def label_bottom(text: str, scale: float) -> float:
    """How far below a label's top its last line ends (one line sits in the middle of its
    box, several start at its top)."""
    spacing = QFontMetricsF(theme.font(scale)).lineSpacing()
    if "\n" not in text:
        return (30 * scale + 8 + spacing) / 2
    return spacing * (text.count("\n") + 1)


def label_top(text: str, scale: float, top: float, height: float) -> float:
    """Where a label goes to sit in the middle of a bar `height` tall at `top` (a label of one
    line centres itself in its box; one of several lines starts at its top)."""
    if "\n" not in text:
        return top + (height - (30 * scale + 8)) / 2
    spacing = QFontMetricsF(theme.font(scale)).lineSpacing()
    return top + (height - spacing * (text.count("\n") + 1)) / 2
