"""What follows the mouse when a zone (a row, the deck) is picked up on the table: its title in
a lifted pill (the scene makes one per pick-up, `TableScene`)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter

from chroma_desktop.ui import theme
from chroma_desktop.ui.items.base import TableItem
from chroma_desktop.ui.painting import ALIGN_CENTER, fill_and_outline, pen, rounded_path
from chroma_desktop.ui.words import draw_words


class DragGhost(TableItem):
    """What follows the mouse when a zone (a row, the deck) is picked up."""

    keeps_pixmap = False

    def __init__(self, title: str, z: float) -> None:
        super().__init__("ghost")
        self.title = title
        self.setZValue(z)
        self.setOpacity(0.9)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        return QRectF(-70, -22, 140, 44)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill_and_outline(painter, rounded_path(self.boundingRect().adjusted(2, 2, -2, -2), 12),
                         QColor(20, 40, 30, 220), pen(theme.HIGHLIGHT, 2))
        draw_words(painter, self.boundingRect(), ALIGN_CENTER, self.title,
                  theme.font(1.0, bold=True), theme.INK_ON_TABLE)
