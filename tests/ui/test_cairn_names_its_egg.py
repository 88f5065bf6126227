"""The solo cairn game names its cairns' eggs ("Cairn 3 · Egg 3") but the sheet numbers no egg:
a newcomer could not tell which egg a cairn fills (issue 31). Resting the real mouse on a cairn
outlines its egg on the sheet, as resting on the chart's miniature does."""

from __future__ import annotations

from chroma_desktop.ui.match_controller import Seat
from tests.ui.test_chroma_cubes_figures_table import mouse_onto, shown_outlines
from tests.ui.test_chroma_cubes_table import start


def test_resting_on_a_cairn_outlines_its_egg_on_the_sheet(window, qtbot):
    controller = start(window, [Seat("You")], seed=2, mode="cairn")
    scene = controller.scene
    config = controller.match.state.config
    eggs = config.sheet.figures
    assert len({cairn.figure for cairn in config.cairns}) > 1  # the cairns fill different eggs
    for number, cairn in enumerate(config.cairns, start=1):
        mouse_onto(window, scene.item_for(f"sheet:p0:easter_eggs:cairn{number}"))
        egg = eggs[cairn.figure].id
        qtbot.waitUntil(lambda egg=egg: shown_outlines(scene) == {f"figure-shown:p0:{egg}"})
