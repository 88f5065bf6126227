"""Chroma Mix's card effects fit the box they are drawn in, in English and in Italian (issue 31:
Italian effects were cut off on the table, and the words on table cards were 5-7 px at
1024x640). A card on the table shows its marks (⚡, ∞), no words; the enlarged card under the
mouse shows every word, in the box drawn for them; the note line says them where a card is
pointed at or focused (tests/ui/test_pointed_details.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainterPath

from chroma_desktop import language
from chroma_desktop.games.chroma_mix.table import layout
from chroma_desktop.games.chroma_mix.table.faces import ENLARGED
from chroma_desktop.ui import painting, theme
from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.match_controller import Seat
from chroma_desktop.ui.translation import install

# Every scale the layout draws cards at (the backs and piles' under-cards show no words), and the
# enlarged card's.
SCALES = {name: getattr(layout, name) for name in dir(layout)
          if name.endswith("_SCALE") and name not in ("BACK_SCALE", "PILE_SCALE")}
SCALES["enlarged"] = ENLARGED * 1.1


def _drawn_effect(art, width: float) -> list[painting.DrawnText]:
    """The blocks of words drawing `art` at `width` draws, in the painter's units."""
    from PySide6.QtGui import QImage, QPainter

    height = width * theme.CARD_HEIGHT / theme.CARD_WIDTH
    image = QImage(int(width) + 20, int(height) + 20, QImage.Format.Format_ARGB32_Premultiplied)
    rect = QRectF(10, 10, width, height)
    path = QPainterPath()
    path.addRoundedRect(rect, 8, 8)
    seen: list[painting.DrawnText] = []
    painter = QPainter(image)
    stop = painting.watch_drawn_text(seen.append)
    try:
        art(painter, rect, path, width / theme.CARD_WIDTH)
    finally:
        stop()
        painter.end()
    return seen


@pytest.mark.parametrize("code", ["en", "it"])
def test_every_cards_effect_fits_its_box_or_is_left_to_the_enlarged_card(window, code):
    install(code)
    try:
        controller = window.start_game(NewGameConfig(
            "chroma_mix", 2, [Seat("A"), Seat("B")], {}, False, 1))
        arts = controller.layout.art
        assert len(arts) >= 20
        shown = 0
        for art in arts:
            for name, scale in SCALES.items():
                width = theme.CARD_WIDTH * scale
                reading = art.reading(width)
                where = (code, art.name, name)
                if scale < ENLARGED:  # a table card: its marks, no words
                    assert reading.words is None, where
                    continue
                font, lines, fits = reading.words
                assert fits and " ".join(lines).split() == art.text.split(), where
                effect = [d for d in _drawn_effect(art, width)
                          if d.text.split() == art.text.split()]
                assert len(effect) == 1, where
                drawn = effect[0]
                assert drawn.width <= drawn.room.width() + 0.5, where
                assert drawn.height <= drawn.room.height() + 0.5, where
                shown += 1
        assert shown >= len([art for art in arts if art.text])
    finally:
        install(language.SOURCE)
