"""The badge that says what a move does to the mover's score before it is made (issue 31): a
glyph and the signed change ("↑ +4", "↓ -2", "→ ±0": the glyph and the sign say it, the pill's
colour only repeats it), or where the move changes no score now, the rules' few words after the
glyph of no change (`Effect.label`: "→ Row: +3 to you"), drawn at the move's target while the
player rests on it or focuses it (`ui/move_worth.py` decides when and where). The glyphs are
arrows, which no table draws: a dot would read as Chroma Mix's rank dots, a triangle as
Coloretto's grey or CMYK!'s 100 % mark.

The badge ignores the table's zoom: its words are as large as the side panel's at every window
size. Where it goes: inside a zone, in its bottom-right corner (a row's or a player area's
empty corner, beside what the zone holds); on a card or shape, just outside its top-right
corner (below it at the table's top edge), so it never covers what it describes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from chroma_desktop.rules.api import signed_change
from chroma_desktop.ui import theme
from chroma_desktop.ui.painting import ALIGN_CENTER, fill_and_outline, pen, rounded_path
from chroma_desktop.ui.words import draw_words

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

BADGE_Z = 20_000.0  # over a lifted card (the scene's LIFT_Z) and its enlargement
GAP = 6.0  # scene units between the badge and the edge it stands by
PADDING = 8.0  # pixels around the words
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
                    scale: float, label: str = "") -> None:
        """Say `change` (or the rules' `label`: `badge_text`) at `target` (its scene rectangle):
        inside its bottom-right corner, or outside its top-right corner; `table` is the scene's
        rectangle and `scale` the view's zoom (the badge keeps its size in pixels)."""
        self.prepareGeometryChange()
        self.text, self.change = badge_text(change, label), change
        metrics = QFontMetricsF(self.font)
        width = metrics.horizontalAdvance(self.text) + 2 * PADDING
        height = metrics.height() + PADDING
        if inside:
            self.setPos(target.bottomRight() - QPointF(GAP, GAP))
            self._box = QRectF(-width, -height, width, height)
        elif target.top() - GAP - height / max(scale, 0.05) >= table.top():
            self.setPos(target.topRight() - QPointF(0, GAP))
            self._box = QRectF(-width, -height, width, height)
        else:
            self.setPos(target.bottomRight() + QPointF(0, GAP))
            self._box = QRectF(-width, 0, width, height)
        self.show()
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        return self._box.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = GAIN if self.change > 0 else LOSS if self.change < 0 else EVEN
        radius = self._box.height() / 2
        fill_and_outline(painter, rounded_path(self._box, radius), fill,
                         pen(theme.INK_ON_TABLE, 1.5))
        draw_words(painter, self._box, ALIGN_CENTER, self.text, self.font, theme.INK_ON_TABLE)
