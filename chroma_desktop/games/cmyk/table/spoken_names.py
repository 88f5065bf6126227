"""What a screen reader calls CMYK!'s table objects (`TableLayout.spoken_name`, read by
`ui/accessible_table.py` and the P key) where the drawing says it for the eye alone: a tile by
its inks in the rules' words ("the C80 M0 Y20 tile", not its level glyphs), a pile's stack by its
count ("11 tiles in pile 1", not the move it offers), the mosaic's legend without the glyphs it
explains, and the notes that tell the mouse's way in the keys' words ("R turns it")."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from chroma_desktop.games.cmyk import words
from chroma_desktop.language import message_translator
from chroma_desktop.rules.messages import render

translate = QCoreApplication.translate


def spoken_name(item_id: str, view: Any) -> str:
    """The words for `item_id` ("" for an object the drawing names well)."""
    config = view.config
    kind, _, rest = item_id.partition(":")
    if kind == "tile" and rest in config.tile_ids:
        return render(words.tile_name(config, config.tile_ids.index(rest)), None, message_translator())
    if kind == "stack" and rest.isdigit() and int(rest) < len(view.piles):
        known, hidden = view.piles[int(rest)]
        return translate("CmykTable", "{count} tiles in pile {n}").format(
            count=len(known) + hidden, n=int(rest) + 1)
    if item_id == "label:legend":
        return translate("CmykTable", "Each side of a tile shows its ink in percent; K-tiles match "
                                      "any mark of their ink")
    if item_id == "label:hand":
        return translate("CmykTable", "R turns it")
    if item_id == "label:buttons":
        return translate("CmykTable", "Tab goes through the moves; Enter plays the one it is on")
    return ""
