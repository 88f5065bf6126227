"""CMYK!'s pictures for Help -> How to play: tiles and a K-tile, drawn with this table's own
faces from a real game. `ui.reference_pictures` finds this module beside the layout and
calls `components(table)`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from chroma_desktop.games.cmyk.config import K_LEVEL
from chroma_desktop.games.cmyk.grid import UP
from chroma_desktop.games.cmyk.table.layout import CmykLayout
from chroma_desktop.ui.items.shape_item import ShapeItem
from chroma_desktop.ui.reference_pictures import Picture, RealTable, strip

TILES = 3
TILE = 170.0  # larger than the tile in hand (whose marks name their inks): room for the marks
K_TILE = 150.0


def components(table: RealTable) -> list[Picture]:
    """The tiles with the deepest inks (mostly 0 % marks show little colour), and a K-tile."""
    config = table.view.config
    layout = table.layout
    assert isinstance(layout, CmykLayout)  # the pictures of this game's own table
    faces = layout.faces(config)
    tiles = range(len(config.tile_ids))
    plain = sorted((tile for tile in tiles if not config.is_k(tile)),
                   key=lambda tile: -sum(code % 8 for code in config.edges[tile][0]
                                         if code % 8 != K_LEVEL))[:TILES]
    k_tiles = [tile for tile in tiles if config.is_k(tile)][:1]  # a content pack may have none
    translate = QCoreApplication.translate
    pictures = [Picture("Components", translate("ReferencePictures",
                                                "Tiles: each side shows an ink at a mark"),
                        strip(ShapeItem(f"tile:{t}", faces.face(t, 0, UP, TILE)) for t in plain))]
    if k_tiles:
        pictures.append(Picture("Components", translate(
            "ReferencePictures", "A K-tile: black, it matches any mark of each ink"),
                                strip(ShapeItem(f"k:{t}", faces.face(t, 0, UP, K_TILE))
                                      for t in k_tiles)))
    return pictures
