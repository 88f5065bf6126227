"""A shape drawn from data: filled polygons with outlines, texts and symbols.

Sheet sections (Chroma Cubes), dice faces and triangle tiles (CMYK!) are all shapes: the layout
describes the polygons in scene units, their fills and the marks on them, so every colour also
carries a letter, a symbol or a pattern. A shape's face is drawn once for each size it is shown at
and then copied (`body_image`: a Chroma Cubes sheet has some forty sections, most with words);
a lifted shape's shadow and its highlight are drawn as they are each time.

A shape's tool tip may be a `LateTip`: the rules' words, said only when first asked for (the
mouse comes to rest on the shape, the note line or a screen reader asks for its `details`). A
first frame shows no tool tip, and a Chroma Cubes table said its 36 dice's names up front: about
a third of the time its first frame took to make.
"""

import marshal
from functools import lru_cache
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPolygonF

from chroma_desktop.language import message_translator
from chroma_desktop.rules.messages import Message, render
from chroma_desktop.ui import theme
from chroma_desktop.ui.items.base import TableItem
from chroma_desktop.ui.items.body_image import BodyImages
from chroma_desktop.ui.painting import ALIGN_CENTER, brush, draw_text, pen, rounded_path, words_box
from chroma_desktop.ui.plain_text import set_tool_tip
from chroma_desktop.ui.symbols import draw_symbol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsSceneHoverEvent, QStyleOptionGraphicsItem, QWidget

# Shape faces by what they show and their device size (a sheet section is ~20 KB).
FACES = BodyImages()


class ShapePart(NamedTuple):
    """One filled polygon of a shape, in the shape's own coordinates."""

    points: tuple[tuple[float, float], ...]
    fill: str = "#FFFFFF"  # "" for no fill
    outline: str = "#3C3A36"  # "" for no outline
    width: float = 1.2
    hatch: bool = False  # diagonal hatching: a pattern that reads without colour


class ShapeMark(NamedTuple):
    """A text or an SVG symbol placed on a shape (a requirement, a level, a die face)."""

    x: float
    y: float
    text: str = ""
    symbol: str = ""  # an SVG symbol name in assets/symbols
    colour: str = "#1B1B1B"
    size: float = 14.0  # text point size relative to the system font's 10, or symbol size


class ShapeFace(NamedTuple):
    parts: tuple[ShapePart, ...]
    marks: tuple[ShapeMark, ...] = ()
    rounded: float = 0.0  # corner radius for a single rectangular part (dice)


def _what_it_shows(face: ShapeFace) -> bytes:
    """A face's parts and marks as bytes: its key among the bodies kept. (A NamedTuple's repr, made in
    Python, took longer than copying the image; bytes keep their hash, where a tuple of points is
    hashed again at every look-up.) Marshal format 2 writes equal values alike, whatever
    objects they share."""
    return marshal.dumps((tuple(tuple(part) for part in face.parts),
                          tuple(tuple(mark) for mark in face.marks), face.rounded), 2)


def _polygon(points: tuple[tuple[float, float], ...]) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in points])


def _area(points: tuple[tuple[float, float], ...]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(_polygon(points))
    path.closeSubpath()
    return path


@lru_cache(maxsize=4096)
def _outline(part: ShapePart, rounded: float) -> QPainterPath:
    """A part's drawn outline, made once per part: a table repaints the same parts again and
    again (a Chroma Cubes sheet has about forty sections), and many share their points."""
    if rounded:
        return rounded_path(_polygon(part.points).boundingRect(), rounded)
    return _area(part.points)


@lru_cache(maxsize=1024)
def _hatching(part: ShapePart) -> QPainterPath:
    """Diagonal lines across a part's bounds, 6 units apart (clipped to the part when drawn)."""
    bounds = _polygon(part.points).boundingRect()
    hatching = QPainterPath()
    step = 6.0
    offset = -bounds.height()
    while offset < bounds.width():
        hatching.moveTo(bounds.left() + offset, bounds.bottom())
        hatching.lineTo(bounds.left() + offset + bounds.height(), bounds.top())
        offset += step
    return hatching


def _bounds(parts: tuple[ShapePart, ...]) -> QRectF:
    xs = [x for part in parts for x, _y in part.points]
    ys = [y for part in parts for _x, y in part.points]
    if not xs:
        return QRectF()
    return QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def hit_shape(parts: tuple[ShapePart, ...]) -> QPainterPath:
    """Where the mouse takes the shape: all its filled parts together, minus its holes.

    Filled parts are united, not merely added (a die's face lies on its body: added, the
    overlap would cancel out and leave only the rim). A part with neither fill nor outline is a
    hole (a section drawn above this one). Outline-only parts are lines drawn on the shape;
    they count only when nothing is filled.
    """
    solid = [part for part in parts if part.fill] or [part for part in parts if part.outline]
    shape = QPainterPath()
    for part in solid:
        shape = shape.united(_area(part.points))
    for part in parts:
        if not part.fill and not part.outline:
            shape = shape.subtracted(_area(part.points))
    return shape


class LateTip(NamedTuple):
    """A tool tip in the rules' words, said when it is first asked for, in the language shown
    then; capitalised, as a tool tip starts."""

    said: Message
    after: str = ""  # the table's own words after it (" · stuck")

    def words(self) -> str:
        text = render(self.said, None, message_translator()) + self.after
        return text[:1].upper() + text[1:]


class ShapeItem(TableItem):
    def __init__(self, component_id: str, face: ShapeFace) -> None:
        self._tip: str | LateTip = ""
        super().__init__(component_id)
        self.setAcceptHoverEvents(True)  # a late tip is said as the mouse comes to rest
        self.face = face
        self.shape_group = ""  # the shapes it belongs with, and the group it shows (ui/scene/shape_groups)
        self.shown_with = ""
        self._path: QPainterPath | None = None
        self._bounds = QRectF()
        self._rebuild()

    def set_tip(self, tip: "str | LateTip") -> None:
        """What the shape says in full: its tool tip and `details` (a late tip: when asked)."""
        if tip != self._tip:
            self._tip = tip
            set_tool_tip(self, tip if isinstance(tip, str) else "")

    @property
    def details(self) -> str:  # (ui/move_worth.py's note line, ui/accessible_table.py)
        return self._tip if isinstance(self._tip, str) else self._tip.words()

    @details.setter
    def details(self, text: str) -> None:
        self.set_tip(text)

    def hoverEnterEvent(self, event: "QGraphicsSceneHoverEvent") -> None:  # noqa: N802 (Qt naming)
        if isinstance(self._tip, LateTip):  # before Qt asks for it, once the mouse rests here
            set_tool_tip(self, self._tip.words())
        super().hoverEnterEvent(event)

    def set_face(self, face: ShapeFace) -> None:
        if face != self.face:
            self.prepareGeometryChange()
            self.face = face
            self._rebuild()
            self.update()

    def _rebuild(self) -> None:
        self._path = None  # made when first asked for (a hit test, a highlight)
        self._key: tuple | None = None  # the key of its kept body, made when first drawn
        self._bounds = _bounds(self.face.parts)

    @property
    def path(self) -> QPainterPath:
        """The shape's outline for the mouse and for its highlight (see `hit_shape`)."""
        if self._path is None:
            self._path = hit_shape(self.face.parts)
        return self._path

    def word_boxes(self) -> tuple[QRectF, ...]:
        """Each mark's words (as `_paint_face` draws them) and symbol."""
        boxes = []
        for mark in self.face.marks:
            if mark.symbol:
                half = mark.size / 2
                boxes.append(QRectF(mark.x - half, mark.y - half, mark.size, mark.size))
            if mark.text:
                boxes.append(words_box(QRectF(mark.x - 60, mark.y - 30, 120, 60), ALIGN_CENTER,
                                       mark.text, theme.font(mark.size / 10, bold=True)))
        return tuple(boxes)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        return self._bounds.adjusted(-8, -8, 10, 12)

    def shape(self) -> QPainterPath:
        return self.path

    def paint(self, painter: QPainter, option: "QStyleOptionGraphicsItem",
              widget: "QWidget | None" = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        face = self.face
        if self.lifted:
            painter.fillPath(self.path.translated(4, 8), brush(QColor(0, 0, 0, 60)))
        if self._key is None:
            self._key = ("shape", _what_it_shows(face))
        FACES.paint(painter, self.boundingRect(), self._key, self._paint_face)
        colour = self.highlight.colour()
        if colour is not None:
            # A tint as well as the outline: neighbouring shapes (sections of a sheet) draw
            # their own edges over half of it.
            tint = QColor(colour)
            tint.setAlpha(70)
            painter.fillPath(self.path, brush(tint))
            outline = self.highlight.outline()
            assert outline is not None  # a state with a colour has its outline
            painter.strokePath(self.path, outline)

    def _paint_face(self, painter: QPainter) -> None:
        """The parts, their hatching and the marks on them, as vectors."""
        face = self.face
        rounded = face.rounded if len(face.parts) == 1 else 0.0
        for part in face.parts:
            outline = _outline(part, rounded)
            if part.fill:
                painter.fillPath(outline, brush(QColor(part.fill)))
            if part.outline:
                painter.strokePath(outline, pen(QColor(part.outline), part.width))
            if part.hatch:
                painter.save()
                painter.setClipPath(_area(part.points))
                painter.strokePath(_hatching(part), pen(QColor(0, 0, 0, 70), 1))
                painter.restore()
        for mark in face.marks:
            if mark.symbol:
                half = mark.size / 2
                draw_symbol(painter, mark.symbol, mark.colour,
                            QRectF(mark.x - half, mark.y - half, mark.size, mark.size))
            if mark.text:
                draw_text(painter, QRectF(mark.x - 60, mark.y - 30, 120, 60), ALIGN_CENTER,
                          mark.text, theme.font(mark.size / 10, bold=True), QColor(mark.colour))
