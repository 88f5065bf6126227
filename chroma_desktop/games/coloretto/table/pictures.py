"""Coloretto's pictures for Help -> How to play: a card of each colour and the special cards,
drawn with this table's own faces from a real game. `ui.reference_pictures` finds this module
beside the layout and calls `components(table)`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from chroma_desktop.games.coloretto.table.layout import ColorettoLayout
from chroma_desktop.ui.items.card_item import CardItem
from chroma_desktop.ui.reference_pictures import Picture, RealTable, strip


def components(table: RealTable) -> list[Picture]:
    """A chameleon card of each colour, then the jokers, the +2 and the last-round card."""
    layout, config = table.layout, table.view.config
    assert isinstance(layout, ColorettoLayout)  # the pictures of this game's own table
    colours = [CardItem(f"colour:{i}", face) for i, face in enumerate(layout.faces[:config.colours])]
    specials = [CardItem(f"special:{i}", face) for i, face in
                enumerate([*layout.faces[config.colours:], layout.last_round_face])]
    translate = QCoreApplication.translate
    return [Picture("Components", translate("ReferencePictures", "A chameleon card of each colour"),
                    strip(colours)),
            Picture("Components", translate("ReferencePictures", "Joker, golden joker (newer "
                                                                 "edition), +2 and the last-round card"),
                    strip(specials))]
