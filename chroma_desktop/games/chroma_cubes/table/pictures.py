"""Chroma Cubes' pictures for Help -> How to play: dice and a sheet, drawn with this table's own
faces from a real game. `ui.reference_pictures` finds this module beside the layout and
calls `components(table)`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from chroma_desktop import language
from chroma_desktop.games.chroma_cubes.table.faces import die_face
from chroma_desktop.games.chroma_cubes.table.layout import DIE
from chroma_desktop.ui.items.shape_item import ShapeItem
from chroma_desktop.ui.reference_pictures import Picture, RealTable, render, strip

SHEET_WIDTH = 420  # pixels


def components(table: RealTable) -> list[Picture]:
    """A die of each colour, the six faces of the first colour's die, and your sheet from the
    table (with what the bots' game has coloured so far)."""
    config = table.view.config
    colours = config.colours

    def die(colour: int, face: int) -> ShapeItem:
        symbols = tuple(colours[s] for s in config.faces[colour][face])
        # No number: a die of the box, its colour's symbol alone on its rim.
        return ShapeItem(f"die:{colour}:{face}", die_face(colours[colour], "", symbols, DIE))

    translate = QCoreApplication.translate
    first = language.word(colours[0].name).lower()
    pictures = [Picture("Components", translate("ReferencePictures", "A die of each colour, each "
                                                                     "showing one of its faces"),
                        strip(die(colour, colour % 6) for colour in range(len(colours)))),
                Picture("Components", translate("ReferencePictures", "The six faces of a {colour} "
                                                "die: its own colour and its neighbours come up "
                                                "most").format(colour=first),
                        strip(die(0, face) for face in range(len(config.faces[0]))))]
    sheet = table.scene.item_for("paper:p0")
    if sheet is not None:
        pictures.append(Picture("Components", translate("ReferencePictures",
                                                        "A sheet, a few sections coloured"),
                                render(table.scene, sheet.sceneBoundingRect(), SHEET_WIDTH)))
    return pictures
