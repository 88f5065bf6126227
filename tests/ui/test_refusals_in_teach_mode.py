"""Every refusal shows its reason in every mode (issue 31): with teach mode on, a drop the rules
refuse is answered with the rules' reason, and the reason stays while the other players move
(CMYK!'s bots place tiles in real time, Chroma Cubes' rounds are played at once); with teach mode
off it is the same. Mouse events go to the view's viewport (QTest) at points taken from the
drawn items."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from chroma_desktop.bots import make_bot
from chroma_desktop.games.chroma_cubes.state import DRAFT
from chroma_desktop.games.cmyk import moves as mv
from chroma_desktop.games.cmyk.state import NONE, PLAY
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match
from tests.ui.test_chroma_cubes_table import inside
from tests.ui.test_cmyk_table import open_spaces
from tests.ui.test_cmyk_table_reading import bots_play, pixel, seats, tile_items

LEFT = Qt.MouseButton.LeftButton
NO_KEYS = Qt.KeyboardModifier.NoModifier
PAUSED = 10 ** 7  # a bot pace at which no bot acts by itself during a test


def mouse_drag(window, start: QPointF, end: QPointF) -> None:
    """Press at `start`, move in steps and release at `end` (scene points) on the viewport."""
    viewport = window.view.viewport()
    first, last = pixel(window, start), pixel(window, end)
    QTest.mousePress(viewport, LEFT, NO_KEYS, first)
    for step in range(1, 9):
        QTest.mouseMove(viewport, first + (last - first) * (step / 8))
    QTest.mouseRelease(viewport, LEFT, NO_KEYS, last)
    QApplication.processEvents()


def shown(window, match: Match, teach: bool):
    window.bot_delay_ms = PAUSED
    controller = window.show_match(match, seats(match.players), teach)
    window.finish_start()
    QApplication.processEvents()
    controller.scene.finish_animations()
    return controller


def another_seat_moves(controller, seat: int) -> None:
    """`seat`'s Normal bot makes its move, and the table follows as it does for any bot's."""
    match = controller.match
    move = make_bot("heuristic", match.game.id).choose(match.game, match.view(seat), seat,
                                                       random.Random(seat))
    before = match.cursor
    match.play(move, seat)
    controller.policy.moved(before)


@pytest.mark.parametrize("teach", [True, False])
def test_a_refused_cmyk_tile_drop_says_why_and_the_reason_stays_while_bots_place(window, teach):
    match = Match(find_game("cmyk"), 2, {}, 4)
    bots_play(match, lambda state: state.phase == PLAY and not state.pending
              and all(hand == NONE for hand in state.hands))
    match.play(next(move for move in match.legal_moves(0) if move.kind == mv.TAKE), 0)
    controller = shown(window, match, teach)
    if teach:
        assert window.side.message.text().startswith("Teach mode")
    scene = controller.scene
    fits = {move.target for move in controller.legal if move.kind == mv.PLACE}
    refused = next(cid for cid in open_spaces(scene, 0) if cid not in fits)
    tile = next(item for item in tile_items(scene) if item.source_key == mv.hand_id(0))
    state = match.state
    mouse_drag(window, tile.mapToScene(QPointF(0, 0)), scene.item_for(refused).pos())
    assert match.state == state  # nothing was played
    reason = controller.words(controller.game.why_not(state, 0, mv.hand_id(0), refused))
    assert "edges meet at" in reason
    assert window.side.message.text() == reason
    # The bot takes and places tiles meanwhile: the reason stays until you act again.
    for _ in range(3):
        another_seat_moves(controller, 1)
        assert window.side.message.text() == reason
    # Your next pick-up clears it, and teach mode's list comes back with the next change.
    QTest.mousePress(window.view.viewport(), LEFT, NO_KEYS, pixel(window, tile.mapToScene(QPointF(0, 0))))
    assert window.side.message.text() == ""
    QTest.mouseRelease(window.view.viewport(), LEFT, NO_KEYS, pixel(window, tile.mapToScene(QPointF(0, 0))))
    another_seat_moves(controller, 1)
    assert window.side.message.text().startswith("Teach mode") == teach


def test_a_refused_chroma_cubes_colouring_says_why_while_the_bots_play_their_round(window):
    from chroma_desktop.ui.dialogs import NewGameConfig

    window.bot_delay_ms = PAUSED
    players = seats(2)
    controller = window.start_game(NewGameConfig("chroma_cubes", 2, players, {}, True, 3))
    window.finish_start()
    match = controller.match
    while match.state.phase == DRAFT:  # the draft, each seat as its Normal bot would
        seat = match.to_move()[0]
        another_seat_moves(controller, seat)
    assert controller.human_to_move() == 0 and 1 in match.to_move()
    QApplication.processEvents()
    controller.scene.finish_animations()
    assert window.side.message.text().startswith("Teach mode")
    scene = controller.scene
    state = match.state
    config = state.config
    die_id, target = next((m.source, t) for m in controller.legal if m.kind == "colour"
                          and "+" not in m.source
                          for t in (f"sheet:p0:{config.sheet.id}:s{n + 1}"
                                    for n in range(len(config.needs)))
                          if not any(o.source == m.source and o.target == t for o in controller.legal))
    die = scene.item_for(die_id)
    mouse_drag(window, die.sceneBoundingRect().center(), inside(scene, scene.item_for(target)))
    assert match.state == state
    reason = controller.words(controller.game.why_not(state, 0, die_id, target))
    assert reason and window.side.message.text() == reason
    another_seat_moves(controller, 1)  # the bot plays its part of the round at the same time
    assert controller.human_to_move() == 0
    assert window.side.message.text() == reason
