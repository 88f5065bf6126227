"""The badge that says what a move does to the mover's score before it is made (issue 31): a
glyph and the signed change ("↑ +4", "↓ -2", "→ ±0": the glyph and the sign say it, the pill's
colour only repeats it), or where the move changes no score now, the rules' few words after the
glyph of no change (`Effect.label`: "→ Row: +3 to you"), drawn at the move's target while the
player rests on it or focuses it (`ui/move_worth.py` decides when and where). The glyphs are
arrows, which no table draws: a dot would read as Chroma Mix's rank dots, a triangle as
Coloretto's grey or CMYK!'s 100 % mark.

The badge ignores the table's zoom: its words are as large as the side panel's at every window
size. Where it goes: inside a zone, in its bottom-right corner (a row's or a player area's
empty corner, beside what the zone holds); by a card or shape, just outside it, at the first
of its sides where it covers nothing else drawn (`spot`: a Chroma Cubes section's neighbours,
a lock's words), so it never covers what it describes nor what is beside it, and where every
place near is taken, on a shape's fill but never on words or symbols (`TableItem.word_boxes`).
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
REACH_X, REACH_Y = 28.0, 36.0  # pixels from its target the badge's middle may stand at most
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


def spot(target: QRectF, size: QRectF, table: QRectF, others: tuple[QPainterPath, ...],
         reach: QPointF, words: tuple[QRectF, ...] = ()) -> QRectF:
    """Where a badge of `size` (scene units) stands by `target`: above its right end, below it,
    at its right, at its left, above or below its left end, or off one of its corners; the
    first on the table that covers none of `others` and none of `words`; else, where those are
    all taken, the free place nearest above its right end whose middle stays within `reach` of
    `target`; else the place there (or three times as far out: a packed market of cards) that
    covers no `words` and least of `others`; else the first of the sides that covers least of
    the words, then of the others.
    The words are every block of words or symbol drawn (issue 31: by a Chroma Cubes eye the
    badge stood on the head's "3 hearts", a section that held the eye's box): the badge may
    stand on a shape's fill where there is no other room, never on what a player reads."""
    width, height = size.width(), size.height()
    right, left = target.right() - width, target.left()
    above, below = target.top() - GAP - height, target.bottom() + GAP
    middle = target.center().y() - height / 2
    beyond_right, beyond_left = target.right() + GAP, target.left() - GAP - width
    spots = [QRectF(x, y, width, height) for x, y in (
        (right, above), (right, below), (beyond_right, middle), (beyond_left, middle),
        (left, above), (left, below), (beyond_right, above), (beyond_right, below),
        (beyond_left, above), (beyond_left, below))]
    far = QPointF(3 * reach.x(), 3 * reach.y())
    near = target.adjusted(-far.x() - width, -far.y() - height, far.x() + width, far.y() + height)
    nearby = [other for other in others if other.boundingRect().intersects(near)]
    read = [box for box in words if box.intersects(near)]

    def covered(box: QRectF) -> float:
        area = QPainterPath()
        area.addRect(box)
        overlaps = (other.intersected(area).boundingRect() for other in nearby
                    if other.intersects(box))
        return sum(part.width() * part.height() for part in overlaps)

    def words_covered(box: QRectF) -> float:
        return sum(part.width() * part.height()
                   for part in (box.intersected(word) for word in read) if not part.isEmpty())

    on_table = [each for each in spots if table.contains(each)] or spots
    free = next((each for each in on_table if not covered(each) and not words_covered(each)), None)
    if free is not None:
        return free
    # Further out, on a grid, never over the target itself either.
    whole = QPainterPath()
    whole.addRect(target)
    nearby.append(whole)
    first = on_table[0]

    def grid(out: QPointF) -> list[QRectF]:
        step = height / 4
        boxes = [QRectF(target.left() - out.x() + i * step - width / 2,
                        target.top() - out.y() + j * step - height / 2, width, height)
                 for i in range(int((target.width() + 2 * out.x()) / step) + 1)
                 for j in range(int((target.height() + 2 * out.y()) / step) + 1)]
        return sorted((box for box in boxes if table.contains(box)),
                      key=lambda box: (box.center() - first.center()).manhattanLength())

    within = grid(reach)
    for box in within:
        if not covered(box) and not words_covered(box):
            return box
    unread = [box for box in on_table + within + grid(far) if not words_covered(box)]
    if unread:
        return min(unread, key=covered)  # min keeps the first of equals: the order above
    return min(on_table, key=lambda box: (words_covered(box), covered(box)))


class WorthBadge(QGraphicsObject):
    """A move's change of score at its target (one per table, shown and hidden)."""

    def __init__(self) -> None:
        from PySide6.QtCore import Qt  # made on first use, after the first frame

        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setZValue(BADGE_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the table beneath takes clicks
        self.text = ""
        self.change = 0.0
        self._box = QRectF()

    @property
    def font(self) -> QFont:
        return theme.font(1.0, bold=True)

    def show_change(self, change: float, target: QRectF, inside: bool, table: QRectF,
                    scale: float, label: str = "", others: tuple[QPainterPath, ...] = (),
                    words: tuple[QRectF, ...] = ()) -> None:
        """Say `change` (or the rules' `label`: `badge_text`) at `target` (its scene rectangle):
        inside its bottom-right corner, or just outside it where it covers none of `others`
        (the scene outlines of what else is drawn) nor of `words` (the scene boxes of every
        block of words and symbol drawn: `spot`); `table` is the scene's rectangle and `scale`
        the view's zoom (the badge keeps its size in pixels)."""
        self.prepareGeometryChange()
        self.text, self.change = badge_text(change, label), change
        metrics = QFontMetricsF(self.font)
        width = metrics.horizontalAdvance(self.text) + 2 * PADDING
        height = metrics.height() + PADDING
        self._box = QRectF(0, 0, width, height)
        if inside:
            self.setPos(target.bottomRight() - QPointF(GAP, GAP) - QPointF(width, height) / scale)
        else:
            self.setPos(spot(target, QRectF(0, 0, width / scale, height / scale), table,
                             others, QPointF(REACH_X, REACH_Y) / scale, words).topLeft())
        self.show()
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        return self._box.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = GAIN if self.change > 0 else LOSS if self.change < 0 else EVEN
        radius = self._box.height() / 2
        pill = rounded_path(self._box, radius)
        fill_and_outline(painter, pill, fill, pen(theme.INK_ON_TABLE, 1.5))
        tell_drawn_mark(painter, PILL, pill)  # what it covers is measured (tests/ui/overlaps.py)
        draw_words(painter, self._box, ALIGN_CENTER, self.text, self.font, theme.INK_ON_TABLE)
