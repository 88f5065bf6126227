"""Choosing a tile's turn by keyboard shows it: Tab to a place move and the tile in hand turns
to that move's turn, so the player sees which one Enter will play (CMYK!'s initial tile)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from chroma_desktop.games.cmyk.state import SETUP_PLACE
from chroma_desktop.ui.game_config import NewGameConfig
from chroma_desktop.ui.items.shape_item import ShapeItem
from chroma_desktop.ui.match_controller import Seat

PAUSED = 10 ** 7  # a bot pace at which no bot acts during the test


def test_tabbing_to_a_turn_shows_the_tile_at_that_turn_and_enter_plays_it(window, qtbot):
    window.bot_delay_ms = PAUSED
    seats = [Seat("You"), Seat("Bot 2", "heuristic")]
    controller = window.start_game(NewGameConfig("cmyk", 2, seats, {}, False, 4))
    match = controller.match
    while not (match.state.phase == SETUP_PLACE and 0 in match.to_move()):
        seat = next(s for s in match.to_move() if s != 0 or match.state.phase != SETUP_PLACE)
        match.play(match.legal_moves(seat)[0], seat)
    controller.refresh(animate=False)
    places = [m for m in controller.legal if m.kind == "place"]
    assert len({m.arg.rotation for m in places}) > 1, "several turns of the initial tile fit"
    faces = {}
    for _ in range(len(controller.legal) + 1):
        QTest.keyClick(window.view, Qt.Key.Key_Tab)
        move = controller.focused_move()
        if move is None or move.kind != "place":
            continue
        tile = next(i for i in controller.scene.items_by_id.values()
                    if isinstance(i, ShapeItem) and i.source_key == "p0.hand")
        # The tile in hand is the move's own: dropping it now would play exactly this move.
        same_drop = [m for m in places if m.target == move.target]
        assert controller.layout.choose_variant(same_drop, controller.variant) == move
        faces.setdefault(move.arg.rotation, tile.face)
    assert len(set(faces.values())) == len(faces) > 1  # each turn is drawn differently
    move = controller.focused_move()
    while move is None or move.kind != "place":
        QTest.keyClick(window.view, Qt.Key.Key_Tab)
        move = controller.focused_move()
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert [m for p, m in zip(match.movers, match.moves, strict=True) if p == 0][-1] == move
