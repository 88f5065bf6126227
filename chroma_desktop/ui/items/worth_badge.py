"""The badge that says what a move does to the mover's score before it is made (issue 31): a
glyph and the signed change ("↑ +4", "↓ -2", "→ ±0": the glyph and the sign say it, the pill's
colour only repeats it), or where the move changes no score now, the rules' few words after the
glyph of no change (`Effect.label`: "→ Row: +3 to you"), drawn at the move's target while the
player rests on it or focuses it (`ui/move_worth.py` decides when and where). The glyphs are
arrows, which no table draws: a dot would read as Chroma Mix's rank dots, a triangle as
Coloretto's grey or CMYK!'s 100 % mark.

The badge ignores the table's zoom: its words are as large as the side panel's at every window
size. Where it goes: inside a zone, in its bottom-right corner (a row's or a player area's
empty corner, beside what the zone holds); by a card or shape, always touching it so that it
reads as its own: just outside it, at the first of its sides where it covers nothing else drawn
(`spot`: a Chroma Cubes section's neighbours, a lock's words), else on the target's own face
where it has no words (a packed market's card) or across its edge, else on a neighbour's fill,
but never on words or symbols (`TableItem.word_boxes`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from chroma_desktop.rules.api import signed_change
from chroma_desktop.ui import theme
from chroma_desktop.ui.painting import (
    ALIGN_CENTER,
    PILL,
    fill_and_outline,
    pen,
    rounded_path,
    tell_drawn_mark,
)
from chroma_desktop.ui.words import draw_words

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

BADGE_Z = 20_000.0  # over a lifted card (the scene's LIFT_Z) and its enlargement
GAP = 6.0  # scene units between the badge and the edge it stands by
PADDING = 8.0  # pixels around the words
TOUCH = GAP + 1.0  # scene units from its target's outline the badge stands at most
SIGN_GLYPHS = {"+": "↑", "-": "↓"}  # the sign said as a shape too, not by colour alone
NO_CHANGE_GLYPH = "→"  # level: no table uses an arrow (tests/ui/test_worth_badge_glyphs.py)
BADGE_GLYPHS = (*SIGN_GLYPHS.values(), NO_CHANGE_GLYPH)
GAIN, LOSS, EVEN = QColor("#2E7D4F"), QColor("#B23A3A"), QColor("#4A4F57")


def signed_points(change: float) -> str:
    """The change as the badge says it, after its glyph: "↑ +4", "↓ -2", "→ ±0"."""
    said = signed_change(change)
    return f"{SIGN_GLYPHS.get(said[0], NO_CHANGE_GLYPH)} {said}"


def badge_text(change: float, label: str = "") -> str:
    """What the badge says: the rules' `label` (words of the table's language) after the glyph
    of no change, where the move changes no score now and the rules gave one; else the change."""
    if label and not change:
        return f"{NO_CHANGE_GLYPH} {label}"
    return signed_points(change)


def two_lines(text: str) -> str:
    """`text` broken at the space nearest its middle (never right after its glyph), or as it
    is where it has too few words."""
    parts = text.split(" ")
    if len(parts) < 4:
        return text
    breaks = range(2, len(parts) - 1)
    best = min(breaks, key=lambda at: abs(len(" ".join(parts[:at])) - len(" ".join(parts[at:]))))
    return f"{' '.join(parts[:best])}\n{' '.join(parts[best:])}"


def words_under(box: QRectF, words: tuple[QRectF, ...]) -> float:
    """How much of the blocks of `words` (scene boxes) `box` covers, in square scene units."""
    return sum(part.width() * part.height()
               for part in (box.intersected(word) for word in words) if not part.isEmpty())


def spot(target: QRectF, size: QRectF, table: QRectF, others: tuple[QPainterPath, ...],
         words: tuple[QRectF, ...] = (), outline: QPainterPath | None = None) -> QRectF:
    """Where a badge of `size` (scene units) stands by `target` (its box; `outline` its own
    outline, default the box), always touching that outline (within `TOUCH`), so that it reads
    as its target's (issue 31: in Chroma Mix solo's packed market, with no place free near, it
    stood two cards below its target):
    - beside it: above its right end, below it, at its right, at its left, above or below its
      left end, or off one of its corners; the first on the table that covers none of `others`
      and none of `words`;
    - else partly or wholly on the target itself, on its face where it has no words (a card's
      colour between its value row and its pigments), or across its edge, the place covering
      least of the target first: the first that covers none of `others` nor of `words`;
    - else the touching place that covers no `words` and least of `others` (a neighbouring
      section's fill); else the one that covers least of the words, then of the others.
    The words are every block of words or symbol drawn (a Chroma Cubes head's "3 hearts" by its
    eye, a section that held the eye's box): the badge never stands on what a player reads."""
    if outline is None:
        outline = QPainterPath()
        outline.addRect(target)
    width, height = size.width(), size.height()
    right, left = target.right() - width, target.left()
    above, below = target.top() - GAP - height, target.bottom() + GAP
    middle = target.center().y() - height / 2
    beyond_right, beyond_left = target.right() + GAP, target.left() - GAP - width
    sides = [QRectF(x, y, width, height) for x, y in (
        (right, above), (right, below), (beyond_right, middle), (beyond_left, middle),
        (left, above), (left, below), (beyond_right, above), (beyond_right, below),
        (beyond_left, above), (beyond_left, below))]
    near = target.adjusted(-width - TOUCH, -height - TOUCH, width + TOUCH, height + TOUCH)
    nearby = [other for other in others if other.boundingRect().intersects(near)]
    read = [box for box in words if box.intersects(near)]

    def touches(box: QRectF) -> bool:
        return outline.intersects(box.adjusted(-TOUCH, -TOUCH, TOUCH, TOUCH))

    def covered(box: QRectF) -> float:
        area = QPainterPath()
        area.addRect(box)
        overlaps = (other.intersected(area).boundingRect() for other in nearby
                    if other.intersects(box))
        return sum(part.width() * part.height() for part in overlaps)

    def words_covered(box: QRectF) -> float:
        return words_under(box, tuple(read))

    on_table = [each for each in sides if table.contains(each) and touches(each)] or sides
    free = next((each for each in on_table if not covered(each) and not words_covered(each)), None)
    if free is not None:
        return free
    first = on_table[0].center()

    def on_target(box: QRectF) -> float:
        area = QPainterPath()
        area.addRect(box)
        part = outline.intersected(area).boundingRect()
        return part.width() * part.height()

    step = height / 4
    grid = [QRectF(target.left() - width - GAP + i * step, target.top() - height - GAP + j * step,
                   width, height)
            for i in range(int((target.width() + width + 2 * GAP) / step) + 1)
            for j in range(int((target.height() + height + 2 * GAP) / step) + 1)]
    touching = sorted((box for box in grid if table.contains(box) and touches(box)),
                      key=lambda box: (round(on_target(box)), (box.center() - first).manhattanLength()))
    for box in touching:
        if not covered(box) and not words_covered(box):
            return box
    unread = [box for box in on_table + touching if not words_covered(box)]
    if unread:
        return min(unread, key=covered)  # min keeps the first of equals: the order above
    return min(on_table + touching, key=lambda box: (words_covered(box), covered(box)))


class WorthBadge(QGraphicsObject):
    """A move's change of score at its target (one per table, shown and hidden)."""

    def __init__(self) -> None:
        from PySide6.QtCore import Qt  # made on first use, after the first frame

        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setZValue(BADGE_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the table beneath takes clicks
        self.text = ""
        """What the badge says (`badge_text`), on one line."""
        self.lines = ""
        """The words as drawn: `text`, or on two lines where only a narrower pill had room."""
        self.change = 0.0
        self._box = QRectF()

    @property
    def font(self) -> QFont:
        return theme.font(1.0, bold=True)

    def show_change(self, change: float, target: QRectF, inside: bool, table: QRectF,
                    scale: float, label: str = "", others: tuple[QPainterPath, ...] = (),
                    words: tuple[QRectF, ...] = (), outline: QPainterPath | None = None) -> None:
        """Say `change` (or the rules' `label`: `badge_text`) at `target` (its scene rectangle):
        inside its bottom-right corner, or touching its `outline` (the target's own, in the
        scene) where it covers none of `others` (the scene outlines of what else is drawn) nor
        of `words` (the scene boxes of every block of words and symbol drawn: `spot`); `table`
        is the scene's rectangle and `scale` the view's zoom (the badge keeps its size in
        pixels)."""
        self.prepareGeometryChange()
        self.text, self.change = badge_text(change, label), change
        self.lines = self.text
        size = self._size(self.lines)
        if inside:
            self._box = size
            self.setPos(target.bottomRight() - QPointF(GAP, GAP) - size.bottomRight() / scale)
            self.show()
            self.update()
            return

        def placed(lines: str) -> QRectF:
            box = self._size(lines)
            return spot(target, QRectF(0, 0, box.width() / scale, box.height() / scale), table,
                        others, words, outline)

        where = placed(self.lines)
        # Long words with no room touching their target (a Chroma Cubes label "→ 3 left (Bot 2
        # and Bot 3: 5)" by a small berry of a dense sheet): on two lines, narrower; else the
        # change alone, "→ ±0" (the note line says the rest).
        for shorter in (two_lines(self.text), signed_points(change)):
            if not words_under(where, words):
                break
            if shorter != self.lines:
                there = placed(shorter)
                if words_under(there, words) < words_under(where, words):
                    self.lines, where, size = shorter, there, self._size(shorter)
        self._box = size
        self.setPos(where.topLeft())
        self.show()
        self.update()

    def _size(self, lines: str) -> QRectF:
        """The pill for `lines` (one or two), in pixels."""
        metrics = QFontMetricsF(self.font)
        shown = lines.split("\n")
        return QRectF(0, 0, max(metrics.horizontalAdvance(line) for line in shown) + 2 * PADDING,
                      metrics.height() * len(shown) + PADDING)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        return self._box.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = GAIN if self.change > 0 else LOSS if self.change < 0 else EVEN
        radius = (QFontMetricsF(self.font).height() + PADDING) / 2
        pill = rounded_path(self._box, radius)
        fill_and_outline(painter, pill, fill, pen(theme.INK_ON_TABLE, 1.5))
        tell_drawn_mark(painter, PILL, pill)  # what it covers is measured (tests/ui/overlaps.py)
        draw_words(painter, self._box, ALIGN_CENTER, self.lines, self.font, theme.INK_ON_TABLE)
