"""Chroma Mix's pictures for Help -> How to play: a few cards of each rank, drawn with this table's own
faces from a real game. `ui.reference_pictures` finds this module beside the layout and
calls `components(table)`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from chroma_desktop.games.chroma_mix.table.layout import ChromaMixLayout
from chroma_desktop.ui.items.card_item import CardItem
from chroma_desktop.ui.reference_pictures import Picture, RealTable, strip

PER_RANK = 4
SCALE = 1.25  # wide enough that every card shows its effect in words


def components(table: RealTable) -> list[Picture]:
    """The first cards of each rank, as the layout draws them for this game's set-up."""
    layout = table.layout
    assert isinstance(layout, ChromaMixLayout)  # the pictures of this game's own table
    cards = layout.content.cards
    faces = layout.faces  # built by the layout when it laid out the table
    pictures = []
    for rank in sorted({card.rank for card in cards}):
        kinds = [kind for kind, card in enumerate(cards) if card.rank == rank][:PER_RANK]
        items = [CardItem(f"rank{rank}:{kind}", faces[kind], SCALE) for kind in kinds]
        caption = QCoreApplication.translate("ReferencePictures", "Rank {rank} cards").format(
            rank=rank)
        pictures.append(Picture("Components", caption, strip(items)))
    return pictures
