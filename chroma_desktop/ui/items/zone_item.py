"""Zones: rounded panels for rows, player areas and the deck slot, with a title and status."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from chroma_desktop.ui import theme
from chroma_desktop.ui.items.base import Highlight, TableItem


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
        self.setZValue(-10)

    def configure(self, rect: QRectF, title: str, status: str = "", active: bool = False,
                  dimmed: bool = False, slots: tuple[QRectF, ...] = ()) -> None:
        if (rect, title, status, active, dimmed, slots) != (
            self.rect, self.title, self.status, self.active, self.dimmed, self.slots
        ):
            self.prepareGeometryChange()
            self.rect, self.title, self.status = rect, title, status
            self.active, self.dimmed, self.slots = active, dimmed, slots
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        return self.rect.adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(theme.PANEL_BORDER, 1))
        painter.setBrush(theme.PANEL_ACTIVE if self.active else theme.PANEL)
        painter.setOpacity(0.45 if self.dimmed else 1.0)
        painter.drawRoundedRect(self.rect, 12, 12)
        painter.setPen(QPen(QColor(255, 255, 255, 70), 1.4, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for slot in self.slots:
            painter.drawRoundedRect(slot, 8, 8)
        painter.setOpacity(1.0)
        text_rect = self.rect.adjusted(12, 6, -12, -6)
        painter.setPen(theme.INK_ON_TABLE)
        painter.setFont(theme.font(1.05, bold=True))
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                         self.title)
        if self.status:
            painter.setPen(theme.INK_ON_TABLE if not self.active else theme.HIGHLIGHT)
            painter.setFont(theme.font(1.05, bold=True))
            painter.drawText(text_rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop,
                             self.status)
        colour = self.highlight.colour()
        if colour is not None:
            width = 3 if self.highlight == Highlight.TARGET else 4
            painter.setPen(QPen(colour, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.rect.adjusted(-2, -2, 2, 2), 13, 13)


class LabelItem(TableItem):
    """Text on the table (round number, deck count, notes)."""

    def __init__(self, component_id: str) -> None:
        super().__init__(component_id)
        self.text = ""
        self.scale_ = 1.0
        self.width = 200.0
        self.colour = theme.INK_ON_TABLE
        self.setCacheMode(TableItem.CacheMode.DeviceCoordinateCache)

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

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setPen(self.colour)
        painter.setFont(theme.font(self.scale_, bold=self.scale_ > 1.1))
        vertical = Qt.AlignmentFlag.AlignVCenter if "\n" not in self.text else \
            Qt.AlignmentFlag.AlignTop
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignLeft | vertical, self.text)
