"""A button drawn on the table (Refill, Skip, Done...): a move source like any card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter

from chroma_desktop.ui import theme
from chroma_desktop.ui.items.base import TableItem
from chroma_desktop.ui.painting import (
    ALIGN_CENTER,
    fill_and_outline,
    outline_rounded,
    pen,
    rounded_path,
)
from chroma_desktop.ui.words import draw_words

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget


class ButtonItem(TableItem):
    def __init__(self, component_id: str) -> None:
        super().__init__(component_id)
        self.label = ""
        self.width = 120.0
        self.enabled = False
        self.words = theme.ZONE_WORDS  # the label's type scale
        self.click: tuple[str, str] | None = None  # (source, target) a click drops, if any

    def configure(self, label: str, width: float, enabled: bool, words: float = 0.0) -> None:
        """`words`: the label's type scale (0: the theme's)."""
        words = words or theme.ZONE_WORDS
        if (label, width, enabled, words) != (self.label, self.width, self.enabled, self.words):
            self.prepareGeometryChange()
            self.label, self.width, self.enabled, self.words = label, width, enabled, words
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        return QRectF(-4, -4, self.width + 8, 48)

    def word_boxes(self) -> tuple[QRectF, ...]:
        return (QRectF(0, 0, self.width, 40),)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.width, 40)
        fill_and_outline(painter, rounded_path(rect, 20),
                         QColor("#F3F1E8") if self.enabled else QColor(255, 255, 255, 40),
                         pen(theme.PANEL_BORDER, 1.2))
        draw_words(painter, rect, ALIGN_CENTER, self.label, theme.font(self.words, bold=True),
                  QColor("#1F3B2D") if self.enabled else theme.INK_MUTED)
        outline = self.highlight.outline()
        if outline is not None:
            outline_rounded(painter, rect.adjusted(-3, -3, 3, 3), 23, outline)
