"""Chroma Cubes' small dice (issue 17, issue 31): an opponent's die shows its colour by its
colour's symbol on its rim (short names in letters, "Ve" and "Vi" for Verde and Viola, came out at
4 px at 1024x640), and says its name in the language shown where the mouse rests on it (its tool
tip and the note line); the die's top face keeps its symbols for a player who does not tell the
colours apart."""

from __future__ import annotations

import pytest

from chroma_desktop import language
from chroma_desktop.games.chroma_cubes.state import DRAFT
from chroma_desktop.games.chroma_cubes.table.faces import NUMBERED_DIE, symbol_file
from chroma_desktop.games.chroma_cubes.table.layout import SMALL_DIE
from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.translation import install
from tests.ui.conftest import humans
from tests.ui.test_chroma_cubes_table import point_at

ITALIAN = {"red": "rosso", "orange": "arancione", "yellow": "giallo", "green": "verde",
           "blue": "blu", "purple": "viola"}
ENGLISH = {"red": "red", "orange": "orange", "yellow": "yellow", "green": "green", "blue": "blue",
           "purple": "purple"}


def _opponents_dice(window, code: str) -> dict[str, set[str]]:
    """The names every opponent's die says where pointed at, by die colour, in `code`; checks
    each shows its colour's symbol, alone, on its rim."""
    install(code)
    try:
        window.finish_start()
        controller = window.start_game(NewGameConfig("chroma_cubes", 3, humans(3), {}, False, 5))
        while controller.match.state.phase == DRAFT:
            controller.play(controller.legal[0])
        state = controller.match.state
        config = state.config
        names: dict[str, set[str]] = {}
        for die, where in enumerate(state.loc):
            if where < 0 or where // 2 == controller.viewer:
                continue
            colour = config.colours[config.dice[die]]
            item = controller.scene.item_for(f"die:{config.die_ids[die]}")
            marks = item.face.marks
            rim_y = marks[-1].y
            rim = [mark for mark in marks if mark.y == rim_y]
            assert [(mark.text, mark.symbol) for mark in rim] == [("", symbol_file(colour))]
            assert not [mark.text for mark in marks if mark.text]  # no words too small to read
            point_at(window, item)  # its tool tip is said where the mouse rests on it
            assert item.details == item.toolTip()
            names.setdefault(colour.id, set()).add(item.details)
            # The face still carries its symbols, whatever the language.
            top = config.faces[config.dice[die]][state.face[die]] if state.face[die] >= 0 else ()
            symbols = [mark.symbol for mark in marks if mark.symbol and mark.y != rim_y]
            assert symbols == ([symbol_file(config.colours[s]) for s in top] or
                               [symbol_file(colour)])
        return names
    finally:
        install(language.SOURCE)


@pytest.mark.parametrize(("code", "expected"), [("it", ITALIAN), ("en", ENGLISH)])
def test_an_opponents_small_dice_show_their_colours_symbol_and_say_their_name(window, code,
                                                                               expected):
    assert SMALL_DIE < NUMBERED_DIE  # an opponent's die is too small for its number
    names = _opponents_dice(window, code)
    assert len(names) >= 4  # enough colours among the opponents' dice to tell them apart
    for colour, said in names.items():
        for name in said:
            assert expected[colour] in name.lower().split(), (colour, name)
