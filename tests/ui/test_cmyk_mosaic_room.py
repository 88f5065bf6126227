"""CMYK!: your mosaic never overlaps the legend under it, however large it grows, in a window of
1280x800, 1024x640 or 800x500 (issue 31: the mosaic's tiles covered the legend)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from chroma_desktop.ui.items.shape_item import ShapeItem
from tests.ui.drawn_text import close, played_match
from tests.ui.drawn_text import drawn_text as shown_text


def _legend_and_mosaic(window) -> tuple[QRectF, list[tuple[str, QRectF]]]:
    scene = window.controller.scene
    legend = scene.item_for("label:legend")
    lines = legend.text.count("\n") + 1
    # What the label covers: its lines from its top (a single line is centred in its box).
    height = lines * 22 * legend.scale_ + 8
    room = legend.mapRectToScene(QRectF(0, 0, legend.width, height))
    # Your tiles and open spaces: their drop targets are your grid's places (grid:p0:...).
    mosaic = [(item.component_id, item.mapToScene(item.path).boundingRect())
              for item in scene.items()
              if isinstance(item, ShapeItem) and item.drop_id.startswith("grid:p0:")]
    return room, mosaic


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640), (800, 500)])
def test_the_mosaic_keeps_clear_of_its_legend(qapp, size):
    checked = 0
    for moves in (0, 20, 40, 60, 90):
        match = played_match("cmyk", 2, moves, seed=4)
        _seen, window = shown_text(qapp, match, size)
        try:
            legend, mosaic = _legend_and_mosaic(window)
            assert mosaic
            overlapping = [name for name, rect in mosaic if rect.intersects(legend)]
            assert overlapping == []
            checked += len(mosaic)
        finally:
            close(window)
    assert checked > 20
