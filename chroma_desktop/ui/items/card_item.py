"""A card: rounded corners, its colour, a tinted symbol and pattern, a title, a lift shadow."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from chroma_desktop.ui import theme
from chroma_desktop.ui.items.base import Highlight, TableItem
from chroma_desktop.ui.symbols import draw_symbol


@dataclass(frozen=True)
class CardFace:
    """How a card looks; two cards with equal faces are interchangeable on the table."""

    title: str
    fill: str  # the card's colour
    symbol: str  # an SVG symbol name in assets/symbols
    ink: str = "#FFFFFF"  # colour of the symbol and title
    face_down: bool = False
    corner: str = ""  # small text in the top-left corner (a glyph, a value)
    multicolour: tuple[str, ...] = ()  # stripes of several colours (jokers)
    # Pigment cards (Chroma Mix): pigment marks, rank dots, VP, effect text and its kind marks.
    pips: tuple[str, ...] = ()  # one letter per pigment ("C", "M", "Y")
    dots: int = 0
    vp: int = 0
    text: str = ""
    marks: str = ""  # "⚡" instant, "∞" continuous

PIP_COLOURS = {"C": "#00A0E0", "M": "#E0007A", "Y": "#F5D000"}


def readable_ink(fill: str) -> QColor:
    """Black or white, whichever reads better on `fill`."""
    colour = QColor(fill)
    luminance = 0.299 * colour.red() + 0.587 * colour.green() + 0.114 * colour.blue()
    return QColor("#1B1B1B") if luminance > 150 else QColor("#FFFFFF")


class CardItem(TableItem):
    def __init__(self, component_id: str, face: CardFace, scale: float = 1.0) -> None:
        super().__init__(component_id)
        self.face = face
        self.card_scale = scale
        self.badge = ""
        self.setCacheMode(TableItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptHoverEvents(True)

    @property
    def size(self) -> tuple[float, float]:
        return theme.CARD_WIDTH * self.card_scale, theme.CARD_HEIGHT * self.card_scale

    def set_face(self, face: CardFace, scale: float) -> None:
        if face != self.face or scale != self.card_scale:
            self.prepareGeometryChange()
            self.face, self.card_scale = face, scale
            self.update()

    def hoverEnterEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        scene = self.scene()
        if scene is not None and hasattr(scene, "hover_card"):
            scene.hover_card(self)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802
        scene = self.scene()
        if scene is not None and hasattr(scene, "hover_card"):
            scene.hover_card(None)
        super().hoverLeaveEvent(event)

    def set_badge(self, badge: str) -> None:
        if badge != self.badge:
            self.badge = badge
            self.update()

    def card_rect(self) -> QRectF:
        width, height = self.size
        return QRectF(0, 0, width, height)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        margin = 14.0 * self.card_scale + 6
        return self.card_rect().adjusted(-margin, -margin, margin, margin + 8)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.card_rect(), theme.CARD_RADIUS * self.card_scale,
                            theme.CARD_RADIUS * self.card_scale)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.card_rect()
        radius = theme.CARD_RADIUS * self.card_scale
        self._paint_shadow(painter, rect, radius)
        path = QPainterPath()
        path.addRoundedRect(rect, radius, radius)
        if self.face.face_down:
            self._paint_back(painter, rect, path)
        else:
            self._paint_front(painter, rect, path, radius)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(theme.CARD_EDGE, 1.2))
        painter.drawPath(path)
        colour = self.highlight.colour()
        if colour is not None:
            painter.setPen(QPen(colour, 4 if self.highlight != Highlight.TARGET else 3))
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), radius + 3, radius + 3)
        if self.badge:
            self._paint_badge(painter, rect)

    def _paint_shadow(self, painter: QPainter, rect: QRectF, radius: float) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        if self.lifted:
            for spread, alpha in ((10, 28), (6, 40), (3, 55)):
                painter.setBrush(QColor(0, 0, 0, alpha))
                painter.drawRoundedRect(rect.adjusted(-spread + 4, -spread + 10, spread + 4,
                                                      spread + 10), radius + spread, radius + spread)
        else:
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.drawRoundedRect(rect.translated(1.5, 2.5), radius, radius)

    def _paint_back(self, painter: QPainter, rect: QRectF, path: QPainterPath) -> None:
        painter.fillPath(path, QBrush(theme.CARD_BACK))
        inner = rect.adjusted(6 * self.card_scale, 6 * self.card_scale, -6 * self.card_scale,
                              -6 * self.card_scale)
        painter.setPen(QPen(QColor(255, 255, 255, 120), 1.5))
        painter.drawRoundedRect(inner, 5, 5)
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
        step = 10 * self.card_scale
        y = inner.top() + step
        while y < inner.bottom():
            painter.drawLine(inner.left() + 3, y, inner.right() - 3, y)
            y += step

    def _paint_front(self, painter: QPainter, rect: QRectF, path: QPainterPath,
                     radius: float) -> None:
        if self.face.pips:
            self._paint_pigment_card(painter, rect, path)
            return
        face, scale = self.face, self.card_scale
        painter.fillPath(path, QBrush(QColor(face.fill)))
        if face.multicolour:
            painter.save()
            painter.setClipPath(path)
            band = rect.height() / len(face.multicolour)
            for index, hue in enumerate(face.multicolour):
                painter.fillRect(QRectF(rect.left(), rect.top() + index * band, rect.width(),
                                        band + 1), QColor(hue))
            painter.restore()
        # The pattern: the symbol repeated small and faint across the face.
        painter.save()
        painter.setClipPath(path)
        painter.setOpacity(0.18)
        tile = 16 * scale
        y, row = rect.top() + 4, 0
        while y < rect.bottom():
            x = rect.left() + 4 + (tile if row % 2 else 0)
            while x < rect.right():
                draw_symbol(painter, face.symbol, face.ink, QRectF(x, y, tile * 0.8, tile * 0.8))
                x += tile * 2
            y += tile
            row += 1
        painter.restore()
        # The symbol large in a roundel, readable without colour.
        roundel = QRectF(0, 0, rect.width() * 0.64, rect.width() * 0.64)
        roundel.moveCenter(rect.center() - QPointF(0, 6 * scale))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawEllipse(roundel)
        draw_symbol(painter, face.symbol, face.ink, roundel.adjusted(8 * scale, 8 * scale,
                                                                     -8 * scale, -8 * scale))
        if face.corner:
            painter.setPen(QColor(face.ink))
            painter.setFont(theme.font(0.9 * max(scale, 0.7), bold=True))
            painter.drawText(rect.adjusted(6 * scale, 3 * scale, 0, 0),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, face.corner)
        if face.title and scale >= 0.8:
            painter.setPen(QColor(face.ink))
            painter.setFont(theme.font(0.85, bold=True))
            painter.drawText(rect.adjusted(2, 0, -2, -5 * scale),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                             face.title)

    def _paint_pigment_card(self, painter: QPainter, rect: QRectF, path: QPainterPath) -> None:
        """A Chroma Mix card: its mixed colour, name band, rank dots, VP, pigment marks, effect."""
        face, scale = self.face, self.card_scale
        painter.fillPath(path, QBrush(QColor(face.fill)))
        painter.save()
        painter.setClipPath(path)
        band = QRectF(rect.left(), rect.top(), rect.width(), 22 * scale)
        painter.fillRect(band, QColor(255, 255, 255, 215))
        painter.restore()
        painter.setPen(QColor("#1B1B1B"))
        if scale >= 0.75:
            painter.setFont(theme.font(0.72 * scale / 0.9 if scale < 0.9 else 0.8 * scale, bold=True))
            painter.drawText(band.adjusted(4 * scale, 0, -2, 0),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, face.title)
        # Rank dots, top right (read without colour).
        painter.setBrush(QColor("#1B1B1B"))
        painter.setPen(Qt.PenStyle.NoPen)
        dot = 4.2 * scale
        for index in range(face.dots):
            centre = QPointF(rect.right() - 7 * scale - index * (dot * 2 + 2 * scale),
                             rect.top() + 11 * scale if scale < 0.75 else rect.top() + 30 * scale)
            painter.drawEllipse(centre, dot, dot)
        ink = readable_ink(face.fill)
        if face.vp:
            painter.setPen(ink)
            painter.setFont(theme.font(1.0 * max(scale, 0.6), bold=True))
            top = rect.top() + (24 if scale >= 0.75 else 3) * scale
            painter.drawText(QRectF(rect.left() + 4 * scale, top, 40 * scale, 18 * scale),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                             f"★{face.vp}")
        # Pigment marks: a circle per pigment with its letter, in the card's centre.
        count = len(face.pips)
        radius = 9.5 * scale
        per_row = 2 if count <= 4 else 3
        rows = (count + per_row - 1) // per_row
        centre_y = rect.top() + rect.height() * (0.47 if face.text and scale >= 0.9 else 0.55)
        painter.setFont(theme.font(0.8 * max(scale, 0.6), bold=True))
        for index, letter in enumerate(face.pips):
            row, column = divmod(index, per_row)
            in_row = min(per_row, count - row * per_row)
            x = rect.center().x() + (column - (in_row - 1) / 2) * radius * 2.3
            y = centre_y + (row - (rows - 1) / 2) * radius * 2.3
            circle = QRectF(x - radius, y - radius, radius * 2, radius * 2)
            painter.setPen(QPen(QColor("#1B1B1B"), 1.2))
            painter.setBrush(QColor(PIP_COLOURS.get(letter, "#888888")))
            painter.drawEllipse(circle)
            painter.setPen(QColor("#FFFFFF") if letter != "Y" else QColor("#1B1B1B"))
            painter.drawText(circle, Qt.AlignmentFlag.AlignCenter, letter)
        if face.text and scale >= 0.9:
            box = QRectF(rect.left() + 4 * scale, rect.bottom() - 40 * scale,
                         rect.width() - 8 * scale, 36 * scale)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 225))
            painter.drawRoundedRect(box, 4 * scale, 4 * scale)
            painter.setPen(QColor("#1B1B1B"))
            font = theme.font(0.5 * scale)
            painter.setFont(font)
            painter.drawText(box.adjusted(2 * scale, 1, -2 * scale, -1),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
                             | Qt.TextFlag.TextWordWrap, f"{face.marks} {face.text}".strip())
        elif face.marks:
            painter.setPen(ink)
            painter.setFont(theme.font(0.9 * max(scale, 0.6), bold=True))
            painter.drawText(rect.adjusted(0, 0, -4 * scale, -3 * scale),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom, face.marks)

    def _paint_badge(self, painter: QPainter, rect: QRectF) -> None:
        painter.setFont(theme.font(0.9, bold=True))
        metrics = painter.fontMetrics()
        width = max(metrics.horizontalAdvance(self.badge) + 12, 24)
        badge = QRectF(rect.right() - width + 8, rect.top() - 10, width, 22)
        painter.setPen(QPen(theme.CARD_EDGE, 1))
        painter.setBrush(theme.CARD_PAPER)
        painter.drawRoundedRect(badge, 11, 11)
        painter.setPen(theme.CARD_EDGE)
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.badge)
