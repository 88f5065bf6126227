"""An object says every move it takes part in (issue 34): in Chroma Mix and CMYK! a move is
offered as an action on one object, and a look-alike of it (a pile's top tile, a market card over
its slot) says that move in its description too, as what clicking it plays; read through Qt's
accessibility API over the first turns of a game against the Normal bot."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible

from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.items.base import TableItem
from chroma_desktop.ui.match_controller import Seat
from chroma_desktop.ui.spoken_words import plain_words
from tests.ui.conftest import wait_for_human

NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description
TURNS = 6


@pytest.mark.parametrize("game_id", ["chroma_mix", "cmyk"])
def test_a_look_alike_says_the_moves_its_twin_offers(window, qtbot, game_id):
    window.bot_delay_ms = 0
    controller = window.start_game(NewGameConfig(game_id, 2, [Seat("You"), Seat("Bot 2", "heuristic")],
                                                 {}, False, 3))
    table = QAccessible.queryAccessibleInterface(window.view)
    unsaid: list[tuple[str, str, str]] = []
    look_alikes = 0
    for turn in range(TURNS):
        wait_for_human(qtbot, controller, timeout=30_000)
        if controller.match.is_over():
            break
        controller.refresh(animate=False)
        state = controller.match.state
        for child in (table.child(index) for index in range(table.childCount())):
            item = child.object()
            if not isinstance(item, TableItem):  # the last announcement's notice
                continue
            taking_part = [move for move in controller.legal
                           if item.source_key in move.source.split("+")
                           or move.target and move.target == item.drop_id]
            actions = child.actionInterface().actionNames() if child.actionInterface() else []
            if taking_part and not actions:
                look_alikes += 1
            said = " ".join([child.text(DESCRIPTION), *actions])
            for move in taking_part:
                words = plain_words(controller.words(controller.game.describe(state, move)),
                                    controller.layout.glyph_words())
                if words not in said:
                    unsaid.append((child.text(NAME), words, child.text(DESCRIPTION)))
        controller.play(controller.legal[turn * 5 % len(controller.legal)])
    assert look_alikes, "no object takes part in a move it does not offer"
    assert not unsaid, unsaid[:5]
