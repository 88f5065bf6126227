"""Words drawn over words: every two blocks of words on a table whose ink crosses where both show.

Each item the view shows is painted as the view paints it (its own `paint`, under the transform
the view gives it, bottom to top), with every block of words drawn in place
(`painting.watch_drawn_text(..., in_place=True)`): each says where its ink is on the viewport
(`DrawnText.ink`, the outlines of its glyphs, so neither a line's empty ascent, descent and
leading nor the corners of a glyph's box count) and which item drew it. Two blocks overlap where
their glyphs cross over more than `LEAST` device pixels each way (antialiased edges touch
without reading as one), unless a card
painted above the lower one covers the place (a card fanned or stacked on another hides the
words under it: the upper card's words are then drawn on its own face). Words of anything but
a card or a shape under a card or a shape painted above them are covered too (a zone's status
under a row's card, a title under a die).
A symbol is a block of ink with no words (`painting.watch_drawn_marks`: its glyph's outline, from
the symbol's own image): words over or under a symbol overlap it as they would other words (two
symbols side by side are a pattern, not an overlap). A badge's pill covers whatever words were
drawn before it where it lies, a card's own words included (its count over a title).
That covers two labels drawn over each other, a badge or a label over a card's or a tile's
words, a mark over a number, a card over a title: every word a table shows is drawn through
`painting.draw_text_block`, every symbol through `symbols.draw_symbol`."""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBitmap, QImage, QPainter, QPainterPath, QRegion, QTransform
from PySide6.QtWidgets import QGraphicsView, QStyleOptionGraphicsItem

from chroma_desktop.ui import painting
from chroma_desktop.ui.items.card_item import CardItem
from chroma_desktop.ui.items.shape_item import ShapeItem
from chroma_desktop.ui.symbols import symbol_pixmap

LEAST = 1.0  # device pixels each way
SYMBOL_INK = 64  # pixels across a symbol's image its outline is read from


class Painted(NamedTuple):
    """A block of words as the view shows it: where, and by the how-many-th item painted."""

    text: str
    box: QRectF  # of its ink, on the viewport
    ink: QPainterPath  # its glyphs' outlines, on the viewport
    order: int
    step: int = 0  # the how-many-th block of words, symbol or pill drawn
    symbol: bool = False  # a symbol's ink, no words


class Body(NamedTuple):
    """What a card or a shape covers of what was painted before it, on the viewport."""

    order: int
    outline: QPainterPath
    card: bool
    step: int = -1  # a pill's place among what was drawn (-1: a card's or a shape's body)


@lru_cache(maxsize=64)
def _symbol_outline(name: str) -> QPainterPath:
    """Symbol `name`'s glyph as a path across `SYMBOL_INK` units square (its opaque pixels)."""
    image = symbol_pixmap(name, "#000000", SYMBOL_INK).toImage()
    mask = QBitmap.fromImage(image.createAlphaMask(Qt.ImageConversionFlag.ThresholdAlphaDither))
    outline = QPainterPath()
    outline.addRegion(QRegion(mask))
    return outline.simplified()


def _symbol_ink(mark: painting.DrawnMark) -> QPainterPath:
    square = mark.outline.boundingRect()
    onto = QTransform.fromTranslate(square.x(), square.y()).scale(
        square.width() / SYMBOL_INK, square.height() / SYMBOL_INK)
    return mark.device.map(onto.map(_symbol_outline(mark.name)))


def painted_words(view: QGraphicsView) -> tuple[list[Painted], list[Body]]:
    """Every block of words and every symbol `view` shows, in the order painted, and the body of
    every card and shape (a die, a tile, a sheet's section) and badge pill with its place in
    that order."""
    viewport = view.viewport()
    image = QImage(viewport.width(), viewport.height(), painting.IMAGE_FORMAT)
    painter = QPainter(image)
    words: list[Painted] = []
    bodies: list[Body] = []
    seen: list[painting.DrawnText | painting.DrawnMark] = []
    stop_words = painting.watch_drawn_text(seen.append, in_place=True)
    stop_marks = painting.watch_drawn_marks(seen.append)
    step = 0
    try:
        for order, item in enumerate(view.scene().items(Qt.SortOrder.AscendingOrder)):
            if not item.isVisible():
                continue
            placing = item.deviceTransform(view.viewportTransform())
            painter.save()
            painter.setTransform(placing)
            seen.clear()
            item.paint(painter, QStyleOptionGraphicsItem(), viewport)
            painter.restore()
            for drawn in seen:
                step += 1
                if isinstance(drawn, painting.DrawnText):
                    if not drawn.placed.isEmpty():
                        words.append(Painted(drawn.text, drawn.placed, drawn.ink, order, step))
                elif drawn.name == painting.PILL:
                    bodies.append(Body(order, drawn.device.map(drawn.outline), False, step))
                else:
                    ink = _symbol_ink(drawn)
                    words.append(Painted(f"the symbol {drawn.name}", ink.boundingRect(), ink,
                                         order, step, symbol=True))
            if isinstance(item, CardItem):
                outline = QPainterPath()
                outline.addRect(item.card_rect())
                bodies.append(Body(order, placing.map(outline), True))
            elif isinstance(item, ShapeItem):
                bodies.append(Body(order, placing.map(item.shape()), False))
    finally:
        stop_marks()
        stop_words()
        painter.end()
    return words, bodies


def overlapping(words: list[Painted], bodies: list[Body]) -> list[str]:
    """Each two blocks of `words` whose ink crosses where no card above the lower one covers it,
    said with the box they share, and the words a card or a shape covers (`covered`)."""
    found = []
    for index, first in enumerate(words):
        for second in words[index + 1:]:
            if first.symbol and second.symbol or not first.box.intersects(second.box):
                continue
            shared = first.ink.intersected(second.ink).boundingRect()
            if shared.width() <= LEAST or shared.height() <= LEAST:
                continue
            lower = min(first.order, second.order)
            if any(body.card and body.order > lower and body.outline.contains(shared)
                   for body in bodies):
                continue
            found.append(f"{first.text!r} over {second.text!r} at "
                         f"{[round(value) for value in shared.getRect()]}")
    return sorted(set(found) | set(covered(words, bodies)))


def covered(words: list[Painted], bodies: list[Body]) -> list[str]:
    """Words of anything but a card or a shape (a label, a zone's title or status, a button)
    whose glyphs a card or a shape painted above them covers over more than `LEAST` pixels each
    way (a card's own words under the card above are a fanned hand's: `overlapping` sees to
    those), and any words or symbol drawn before a badge's pill under it."""
    owners = {body.order for body in bodies if body.step < 0}
    found = []
    for said in words:
        for body in bodies:
            if body.step >= 0:
                if body.step <= said.step:
                    continue
            elif said.order in owners or body.order <= said.order:
                continue
            if not body.outline.intersects(said.box):
                continue
            shared = body.outline.intersected(said.ink).boundingRect()
            if shared.width() > LEAST and shared.height() > LEAST:
                kind = "pill" if body.step >= 0 else "card" if body.card else "shape"
                found.append(f"{said.text!r} under a {kind} at "
                             f"{[round(value) for value in shared.getRect()]}")
    return found
