"""A button drawn on the table (Refill, Skip, Done...): a move source like any card."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from chroma_desktop.ui import theme
from chroma_desktop.ui.items.base import Highlight, TableItem


class ButtonItem(TableItem):
    def __init__(self, component_id: str) -> None:
        super().__init__(component_id)
        self.label = ""
        self.width = 120.0
        self.enabled = False
        self.click: tuple[str, str] | None = None  # (source, target) a click drops, if any
        self.setCacheMode(TableItem.CacheMode.DeviceCoordinateCache)

    def configure(self, label: str, width: float, enabled: bool) -> None:
        if (label, width, enabled) != (self.label, self.width, self.enabled):
            self.prepareGeometryChange()
            self.label, self.width, self.enabled = label, width, enabled
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        return QRectF(-4, -4, self.width + 8, 48)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.width, 40)
        painter.setPen(QPen(theme.PANEL_BORDER, 1.2))
        painter.setBrush(QColor("#F3F1E8") if self.enabled else QColor(255, 255, 255, 40))
        painter.drawRoundedRect(rect, 20, 20)
        painter.setPen(QColor("#1F3B2D") if self.enabled else theme.INK_MUTED)
        painter.setFont(theme.font(1.05, bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.label)
        colour = self.highlight.colour()
        if colour is not None:
            painter.setPen(QPen(colour, 3 if self.highlight == Highlight.TARGET else 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 23, 23)
