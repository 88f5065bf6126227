"""Chroma Cubes' solo cairn game: the trade stock shows its dice as dice to be rolled.

Rulebook: a die taken from the trade stock is rolled, so a stock die keeps no face; the table
showed each one with a (faint) symbol, as if it would come with that face (issue 31)."""

from __future__ import annotations

import random

from chroma_desktop.games.chroma_cubes.state import STOCK, active
from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.match_controller import Seat


def _shows(item) -> tuple[list[str], list[str]]:
    """The symbols and the words on a die's paper face (the rim's marks come last)."""
    rim_y = item.face.marks[-1].y
    marks = [m for m in item.face.marks if m.y != rim_y]
    return [m.symbol for m in marks if m.symbol], [m.text for m in marks if m.text]


def _stock_items(controller):
    state = controller.match.state
    config = state.config
    return {d: controller.scene.item_for(f"die:{config.die_ids[d]}")
            for d, where in enumerate(state.loc) if where == STOCK}


def test_the_trade_stock_shows_dice_to_be_rolled_before_and_after_a_trade(window):
    controller = window.start_game(NewGameConfig("chroma_cubes", 1, [Seat("You")],
                                                 {"mode": "cairn"}, False, 2))
    stock = _stock_items(controller)
    assert stock
    for item in stock.values():
        assert _shows(item) == ([], ["?"])
    rng = random.Random(0)
    while not controller.match.is_over():
        trades = [m for m in controller.legal if m.kind == "trade"]
        if trades:
            break
        bonus = [m for m in controller.legal if "bonus:" in m.source]
        controller.play(bonus[0] if bonus else rng.choice(controller.legal))
    else:
        raise AssertionError("no trade stone came")
    move = trades[0]
    config = controller.match.state.config
    given = config.die_of(move.source[4:])
    symbols_before, _ = _shows(controller.scene.item_for(move.source))
    assert symbols_before  # a rolled active die shows its face
    controller.play(move)
    state = controller.match.state
    assert state.loc[given] == STOCK
    taken = config.die_of(move.target[4:])
    assert state.loc[taken] == active(0)
    stock = _stock_items(controller)
    assert given in stock
    for item in stock.values():
        assert _shows(item) == ([], ["?"])
