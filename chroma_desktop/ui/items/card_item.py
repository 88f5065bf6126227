"""A card: rounded corners, its colour, a tinted symbol and pattern, a title, a lift shadow.

A card's body (its front or back, with the glow of a lit card) is drawn once for each size it is
shown at and then copied (`body_image`: a full Chroma Mix table repaint drew ~280 antialiased
paths and ~200 texts). The image holds the card as it lies: its resting shadow, body and edge. A
lifted card's shadow, highlights and badges are drawn as they are each time.
"""

from typing import TYPE_CHECKING, NamedTuple, Protocol

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsScene

from chroma_desktop.ui import theme
from chroma_desktop.ui.items.base import Highlight, TableItem
from chroma_desktop.ui.items.body_image import BodyImages, face_key
from chroma_desktop.ui.painting import (
    ALIGN_BOTTOM,
    ALIGN_CENTER,
    ALIGN_HCENTER,
    ALIGN_LEFT,
    ALIGN_TOP,
    PILL,
    brush,
    draw_text,
    ellipse_path,
    fill,
    fill_and_outline,
    fill_rect,
    fill_rounded,
    outline_rounded,
    pen,
    rounded_path,
    tell_drawn_mark,
)
from chroma_desktop.ui.symbols import draw_pattern, draw_symbol
from chroma_desktop.ui.words import place_words, words_image

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget


class CardPainter(Protocol):
    """A game's own drawing of a card's front, and where on it that drawing puts words."""

    def __call__(self, painter: QPainter, rect: QRectF, path: QPainterPath,
                 scale: float) -> None:
        """Draw the front in `rect` (the card's coordinates) clipped by `path`."""

    def word_boxes(self, rect: QRectF) -> tuple[QRectF, ...]:
        """Where the front drawn in `rect` has words or symbols (what a worth badge on the
        card never covers); the rest is the card's colour alone."""


class CardFace(NamedTuple):
    """How a card looks; two cards with equal faces are interchangeable on the table."""

    title: str
    fill: str  # the card's colour
    symbol: str  # an SVG symbol name in assets/symbols
    ink: str = "#FFFFFF"  # colour of the symbol and title
    face_down: bool = False
    corner: str = ""  # small text in the top-left corner (a glyph, a value)
    multicolour: tuple[str, ...] = ()  # stripes of several colours (jokers)
    text: str = ""  # the card's words (its effect), as its painter shows them
    marks: str = ""  # marks beside the words ("⚡" instant, "∞" continuous)
    # A game's own drawing of the front, called as painter(qpainter, rect, path, scale) in the
    # card's coordinates (Chroma Mix's pigment cards); None: the symbol-and-title front below.
    painter: CardPainter | None = None


# Card bodies by what they show and their device size; a table's cards are ~40 KB each.
BODIES = BodyImages()
GLOW_ROOM = 8.0  # a lit card (Chroma Mix) glows 7 units beyond its edge


def readable_ink(fill: str) -> QColor:
    """Black or white, whichever reads better on `fill`."""
    colour = QColor(fill)
    luminance = 0.299 * colour.red() + 0.587 * colour.green() + 0.114 * colour.blue()
    return QColor("#1B1B1B") if luminance > 150 else QColor("#FFFFFF")


class CardPreviewScene(QGraphicsScene):
    """A scene that enlarges the card the mouse rests on: the table does, a rules reference's
    pictures (a plain `QGraphicsScene`) do not. Its cards tell it when the mouse comes and goes."""

    def hover_card(self, item: "CardItem | None") -> None:
        """The mouse rests on `item` (None: it left the card)."""
        raise NotImplementedError


class CardItem(TableItem):
    def __init__(self, component_id: str, face: CardFace, scale: float = 1.0) -> None:
        super().__init__(component_id)
        self.face = face
        self.card_scale = scale
        self.badge = ""
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
        if isinstance(scene, CardPreviewScene):
            scene.hover_card(self)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802
        scene = self.scene()
        if isinstance(scene, CardPreviewScene):
            scene.hover_card(None)
        super().hoverLeaveEvent(event)

    def set_badge(self, badge: str) -> None:
        if badge != self.badge:
            self.badge = badge
            self.update()

    def card_rect(self) -> QRectF:
        width, height = self.size
        return QRectF(0, 0, width, height)

    def word_boxes(self) -> tuple[QRectF, ...]:
        """The whole face (its title, corner and symbol), or where a game's own front says it
        draws words; and the badge at its corner."""
        rect, face = self.card_rect(), self.face
        drawn = (rect,) if face.painter is None or face.face_down else face.painter.word_boxes(rect)
        if self.badge:
            advance = QFontMetricsF(theme.font(theme.CARD_WORDS, bold=True)).horizontalAdvance(
                self.badge)
            drawn += (self._badge_box(rect, advance + 2),)
        return drawn

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        margin = 14.0 * self.card_scale + 6
        return self.card_rect().adjusted(-margin, -margin, margin, margin + 8)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.card_rect(), theme.CARD_RADIUS * self.card_scale,
                            theme.CARD_RADIUS * self.card_scale)
        return path

    def paint(self, painter: QPainter, option: "QStyleOptionGraphicsItem",
              widget: "QWidget | None" = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.card_rect()
        radius = theme.CARD_RADIUS * self.card_scale
        if self.lifted:
            self._paint_lift_shadow(painter, rect, radius)
        self._paint_body_image(painter, rect, radius)
        outline = self.highlight.outline()
        if outline is not None:
            outline_rounded(painter, rect.adjusted(-4, -4, 4, 4), radius + 3, outline)
        if self.highlight == Highlight.SELECTED:
            self._paint_tick(painter, rect)
        if self.badge:
            self._paint_badge(painter, rect)

    def _paint_tick(self, painter: QPainter, rect: QRectF) -> None:
        """A chosen card's tick, in a disc on its top right corner."""
        size = 22.0 * max(self.card_scale, 0.6)
        disc = QRectF(rect.right() - size * 0.75, rect.top() - size * 0.25, size, size)
        fill_rounded(painter, disc, size / 2, theme.SELECTED)
        tick = QPainterPath()
        tick.moveTo(disc.left() + size * 0.27, disc.top() + size * 0.52)
        tick.lineTo(disc.left() + size * 0.44, disc.top() + size * 0.69)
        tick.lineTo(disc.left() + size * 0.74, disc.top() + size * 0.33)
        painter.strokePath(tick, pen(theme.CARD_EDGE, size * 0.13))

    @staticmethod
    def _paint_lift_shadow(painter: QPainter, rect: QRectF, radius: float) -> None:
        for spread, alpha in ((10, 28), (6, 40), (3, 55)):
            fill_rounded(painter, rect.adjusted(-spread + 4, -spread + 10, spread + 4,
                                                spread + 10), radius + spread,
                         QColor(0, 0, 0, alpha))

    def _paint_body(self, painter: QPainter, rect: QRectF, radius: float) -> None:
        """The card as vectors: its resting shadow (not when lifted), the front or the back, and
        its edge."""
        if not self.lifted:
            # Only the sliver beside the card shows (odd-even fill leaves out the overlap; the
            # card covers the rest): a fraction of the translucent area to blend.
            shadow = rounded_path(rect.translated(1.5, 2.5), radius)
            shadow.addRoundedRect(rect, radius, radius)
            fill(painter, shadow, QColor(0, 0, 0, 60))
        path = QPainterPath()
        path.addRoundedRect(rect, radius, radius)
        if self.face.face_down:
            self._paint_back(painter, rect, path)
        else:
            self._paint_front(painter, rect, path, radius)
        painter.strokePath(path, pen(theme.CARD_EDGE, 1.2))

    def _paint_body_image(self, painter: QPainter, rect: QRectF, radius: float) -> None:
        """The body copied from its image at this device size (see the module's docstring)."""
        key = ("card", face_key(self.face), self.lifted, round(self.card_scale, 4))
        BODIES.paint(painter, rect.adjusted(-GLOW_ROOM, -GLOW_ROOM, GLOW_ROOM, GLOW_ROOM), key,
                     lambda body_painter: self._paint_body(body_painter, rect, radius))

    def _paint_back(self, painter: QPainter, rect: QRectF, path: QPainterPath) -> None:
        painter.fillPath(path, brush(theme.CARD_BACK))
        inner = rect.adjusted(6 * self.card_scale, 6 * self.card_scale, -6 * self.card_scale,
                              -6 * self.card_scale)
        outline_rounded(painter, inner, 5, pen(QColor(255, 255, 255, 120), 1.5))
        lines = QPainterPath()
        step = 10 * self.card_scale
        y = inner.top() + step
        while y < inner.bottom():
            lines.moveTo(inner.left() + 3, y)
            lines.lineTo(inner.right() - 3, y)
            y += step
        painter.strokePath(lines, pen(QColor(255, 255, 255, 60), 1))

    def _paint_front(self, painter: QPainter, rect: QRectF, path: QPainterPath,
                     radius: float) -> None:
        if self.face.painter is not None:
            self.face.painter(painter, rect, path, self.card_scale)
            return
        face, scale = self.face, self.card_scale
        painter.fillPath(path, brush(QColor(face.fill)))
        if face.multicolour:
            painter.save()
            painter.setClipPath(path)
            band = rect.height() / len(face.multicolour)
            for index, hue in enumerate(face.multicolour):
                fill_rect(painter, QRectF(rect.left(), rect.top() + index * band, rect.width(),
                                          band + 1), QColor(hue))
            painter.restore()
        # The pattern: the symbol repeated small and faint across the face.
        painter.save()
        painter.setClipPath(path)
        painter.setOpacity(0.18)
        draw_pattern(painter, face.symbol, face.ink, rect.adjusted(4, 4, 0, 0), 16 * scale)
        painter.restore()
        # The symbol large in a roundel, readable without colour.
        roundel = QRectF(0, 0, rect.width() * 0.64, rect.width() * 0.64)
        roundel.moveCenter(rect.center() - QPointF(0, 6 * scale))
        shade = QColor(0, 0, 0, 70)
        fill(painter, ellipse_path(roundel), shade if face.multicolour else
             theme.over(shade, QColor(face.fill)))
        draw_symbol(painter, face.symbol, face.ink, roundel.adjusted(8 * scale, 8 * scale,
                                                                     -8 * scale, -8 * scale))
        ink = QColor(face.ink)
        words = theme.font(theme.CARD_WORDS, bold=True)
        if face.corner:
            draw_text(painter, rect.adjusted(6 * scale, 3 * scale, 0, 0), ALIGN_LEFT | ALIGN_TOP,
                      face.corner, words, ink)
        # The title where it fits whole (its colour, glyph and symbol say the card without it).
        if face.title and scale >= 0.8 and \
                QFontMetricsF(words).horizontalAdvance(face.title) <= rect.width() - 6:
            draw_text(painter, rect.adjusted(2, 0, -2, -4 * scale), ALIGN_HCENTER | ALIGN_BOTTOM,
                      face.title, words, ink)

    @staticmethod
    def _badge_box(rect: QRectF, advance: float) -> QRectF:
        """The badge's pill at the card's top-right corner, for words `advance` wide."""
        width = max(advance + 12, 24)
        return QRectF(rect.right() - width + 8, rect.top() - 10, width, 22)

    def _paint_badge(self, painter: QPainter, rect: QRectF) -> None:
        font = theme.font(theme.CARD_WORDS, bold=True)
        # The pill fits the words' own image where there is one (no font metrics measured).
        shown = words_image(painter, ALIGN_CENTER, self.badge, font, theme.CARD_EDGE, 0)
        advance = shown.width if shown is not None else \
            QFontMetricsF(font).horizontalAdvance(self.badge)
        badge = self._badge_box(rect, advance)
        pill = rounded_path(badge, 11)
        fill_and_outline(painter, pill, theme.CARD_PAPER, pen(theme.CARD_EDGE, 1))
        tell_drawn_mark(painter, PILL, pill)
        if shown is not None:
            place_words(painter, badge, ALIGN_CENTER, shown)
        else:
            draw_text(painter, badge, ALIGN_CENTER, self.badge, font, theme.CARD_EDGE)
