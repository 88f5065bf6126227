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
That covers two labels drawn over each other, a badge or a label over a card's or a tile's
words, a mark over a number, a card over a title: every word a table shows is drawn through
`painting.draw_text_block`."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsView, QStyleOptionGraphicsItem

from chroma_desktop.ui import painting
from chroma_desktop.ui.items.card_item import CardItem
from chroma_desktop.ui.items.shape_item import ShapeItem

LEAST = 1.0  # device pixels each way


class Painted(NamedTuple):
    """A block of words as the view shows it: where, and by the how-many-th item painted."""

    text: str
    box: QRectF  # of its ink, on the viewport
    ink: QPainterPath  # its glyphs' outlines, on the viewport
    order: int


class Body(NamedTuple):
    """What a card or a shape covers of what was painted before it, on the viewport."""

    order: int
    outline: QPainterPath
    card: bool


def painted_words(view: QGraphicsView) -> tuple[list[Painted], list[Body]]:
    """Every block of words `view` shows, in the order painted, and the body of every card and
    shape (a die, a tile, a sheet's section) with its place in that order."""
    viewport = view.viewport()
    image = QImage(viewport.width(), viewport.height(), painting.IMAGE_FORMAT)
    painter = QPainter(image)
    words: list[Painted] = []
    bodies: list[Body] = []
    seen: list[painting.DrawnText] = []
    stop = painting.watch_drawn_text(seen.append, in_place=True)
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
            words += [Painted(drawn.text, drawn.placed, drawn.ink, order) for drawn in seen
                      if not drawn.placed.isEmpty()]
            if isinstance(item, CardItem):
                outline = QPainterPath()
                outline.addRect(item.card_rect())
                bodies.append(Body(order, placing.map(outline), True))
            elif isinstance(item, ShapeItem):
                bodies.append(Body(order, placing.map(item.shape()), False))
    finally:
        stop()
        painter.end()
    return words, bodies


def overlapping(words: list[Painted], bodies: list[Body]) -> list[str]:
    """Each two blocks of `words` whose ink crosses where no card above the lower one covers it,
    said with the box they share, and the words a card or a shape covers (`covered`)."""
    found = []
    for index, first in enumerate(words):
        for second in words[index + 1:]:
            if not first.box.intersects(second.box):
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
    those)."""
    owners = {body.order for body in bodies}
    found = []
    for said in words:
        if said.order in owners:
            continue
        for body in bodies:
            if body.order <= said.order or not body.outline.intersects(said.box):
                continue
            shared = body.outline.intersected(said.ink).boundingRect()
            if shared.width() > LEAST and shared.height() > LEAST:
                found.append(f"{said.text!r} under a {'card' if body.card else 'shape'} at "
                             f"{[round(value) for value in shared.getRect()]}")
    return found
