"""Zones: rounded panels for rows, player areas and the deck slot, with a title and status."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter

from chroma_desktop.ui import theme
from chroma_desktop.ui.items.base import TableItem
from chroma_desktop.ui.painting import (
    ALIGN_LEFT,
    ALIGN_RIGHT,
    ALIGN_TOP,
    ALIGN_VCENTER,
    dashed_pen,
    fill_and_outline,
    outline_rounded,
    pen,
    rounded_path,
    words_box,
)
from chroma_desktop.ui.words import draw_words

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget


class ZoneItem(TableItem):
    """A rectangular area of the table that can be a drop target."""

    def __init__(self, component_id: str) -> None:
        super().__init__(component_id)
        self.rect = QRectF(0, 0, 100, 100)
        self.title = ""
        self.status = ""
        self.active = False
        self.dimmed = False
        self.slots: tuple[QRectF, ...] = ()
        self.words = theme.ZONE_WORDS  # the title's and status's type scale
        self.depth = 0  # how many zones this one lies on
        self.setZValue(-10)

    def set_depth(self, depth: int) -> None:
        """Lie on `depth` other zones: drawn above them, its colours as seen there."""
        if depth != self.depth:
            self.depth = depth
            self.setZValue(-10 + depth / 100)
            self.update()

    def configure(self, rect: QRectF, title: str, status: str = "", active: bool = False,
                  dimmed: bool = False, slots: tuple[QRectF, ...] = (), words: float = 0.0) -> None:
        """`words`: the title's type scale (0: the theme's)."""
        words = words or theme.ZONE_WORDS
        if (rect, title, status, active, dimmed, slots, words) != (
            self.rect, self.title, self.status, self.active, self.dimmed, self.slots, self.words
        ):
            self.prepareGeometryChange()
            self.rect, self.title, self.status = rect, title, status
            self.active, self.dimmed, self.slots, self.words = active, dimmed, slots, words
            self.update()

    def ghost_title(self) -> str:
        return self.title or self.component_id

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        return self.rect.adjusted(-6, -6, 6, 6)

    def word_boxes(self) -> tuple[QRectF, ...]:
        text_rect, font = self.rect.adjusted(12, 6, -12, -6), theme.font(self.words, bold=True)
        return (words_box(text_rect, ALIGN_LEFT | ALIGN_TOP, self.title, font),
                words_box(text_rect, ALIGN_RIGHT | ALIGN_TOP, self.status, font))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setOpacity(0.45 if self.dimmed else 1.0)
        fill, border, slot_edge = theme.zone_colours(self.depth, self.active)
        fill_and_outline(painter, rounded_path(self.rect, 12), fill, pen(border, 1))
        slot_pen = dashed_pen(slot_edge, 1.4)
        for slot in self.slots:
            outline_rounded(painter, slot, 8, slot_pen)
        painter.setOpacity(1.0)
        text_rect = self.rect.adjusted(12, 6, -12, -6)
        title_font = theme.font(self.words, bold=True)
        draw_words(painter, text_rect, ALIGN_LEFT | ALIGN_TOP, self.title, title_font,
                  theme.INK_ON_TABLE)
        if self.status:
            draw_words(painter, text_rect, ALIGN_RIGHT | ALIGN_TOP, self.status, title_font,
                      theme.HIGHLIGHT if self.active else theme.INK_ON_TABLE)
        outline = self.highlight.outline()
        if outline is not None:
            outline_rounded(painter, self.rect.adjusted(-2, -2, 2, 2), 13, outline)


class LabelItem(TableItem):
    """Text on the table (round number, deck count, notes)."""

    def __init__(self, component_id: str) -> None:
        super().__init__(component_id)
        self.text = ""
        self.scale_ = 1.0
        self.width = 200.0
        self.colour = theme.INK_ON_TABLE

    def configure(self, text: str, width: float, scale: float = 1.0,
                  colour: QColor | None = None) -> None:
        colour = colour or theme.INK_ON_TABLE
        if (text, width, scale, colour) != (self.text, self.width, self.scale_, self.colour):
            self.prepareGeometryChange()
            self.text, self.width, self.scale_, self.colour = text, width, scale, colour
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        lines = self.text.count("\n") + 1
        return QRectF(0, 0, self.width, (30 * self.scale_ + 8) if lines == 1
                      else lines * 22 * self.scale_ + 8)

    def word_boxes(self) -> tuple[QRectF, ...]:
        return (self.boundingRect(),)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        vertical = ALIGN_VCENTER if "\n" not in self.text else ALIGN_TOP
        draw_words(painter, self.boundingRect(), ALIGN_LEFT | vertical, self.text,
                  theme.font(self.scale_, bold=self.scale_ > 1.1), self.colour)
