"""Where a Chroma Mix card says it draws words is where it draws them (issue 31: the worth badge
may stand on a card's own colour, never on its words, so `CardArt.word_boxes` must hold every
word and figure the card paints: its name, VP, pile size, pigment letters, "2×" and marks).

Every card face of a real Chroma Mix table (solo, with Confident Billy's Mix card, and two
players), at the sizes the table shows them, is painted onto an image while every block of
words is watched where its ink lands; each block lies inside one of the boxes the face
declares, and the boxes leave room: some of the face is colour alone."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter, QPainterPath

from chroma_desktop.games.chroma_mix.table.faces import CardArt
from chroma_desktop.ui import painting
from chroma_desktop.ui.items.card_item import CardItem
from tests.ui.drawn_text import close, played_match, shown_table

SLACK = 1.0  # scene units: antialiased ink at a box's edge


def _faces(qapp, players: int, moves: int) -> list[tuple[CardArt, float]]:
    match = played_match("chroma_mix", players, moves)
    window = shown_table(qapp, match, (1024, 640))
    try:
        return sorted({(item.face.painter, item.card_rect().width())
                       for item in window.controller.scene.items_by_id.values()
                       if isinstance(item, CardItem) and isinstance(item.face.painter, CardArt)
                       and not item.face.face_down}, key=repr)
    finally:
        close(window)


def _drawn(art: CardArt, width: float) -> list[painting.DrawnText]:
    rect = QRectF(0, 0, width, width * 120 / 84)
    image = QImage(int(width) + 2, int(rect.height()) + 2, painting.IMAGE_FORMAT)
    painter = QPainter(image)
    path = QPainterPath()
    path.addRect(rect)
    seen: list[painting.DrawnText] = []
    stop = painting.watch_drawn_text(seen.append, in_place=True)
    try:
        art(painter, rect, path, width / 84)
    finally:
        stop()
        painter.end()
    return seen


@pytest.mark.parametrize("players, moves", [(1, 30), (2, 14)])
def test_every_word_a_card_draws_lies_in_a_box_it_declares(qapp, players, moves):
    faces = _faces(qapp, players, moves)
    assert len(faces) > 10
    outside = []
    for art, width in faces:
        rect = QRectF(0, 0, width, width * 120 / 84)
        boxes = [box.adjusted(-SLACK, -SLACK, SLACK, SLACK) for box in art.word_boxes(rect)]
        for drawn in _drawn(art, width):
            ink = drawn.ink.boundingRect()
            if not any(box.contains(ink) for box in boxes):
                outside.append(f"{art.name} ({width:.0f} wide): {drawn.text!r} at "
                               f"{[round(v, 1) for v in ink.getRect()]}")
        covered = sum(box.width() * box.height() for box in art.word_boxes(rect))
        assert covered < 0.85 * rect.width() * rect.height(), art.name  # some colour is free
    assert outside == [], "\n".join(outside)
