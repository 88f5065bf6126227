"""CMYK!: a pile's top that changed just before the press, or while the button was down, is not
taken silently (issue 31: a newcomer twice got another tile than the one they aimed at). Driven
with the real mouse on the view, a real bot's move landing between press and release."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from chroma_desktop.bots import make_bot
from chroma_desktop.games.cmyk import moves as mv
from chroma_desktop.games.cmyk.state import NONE, PLAY
from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.match_controller import Seat
from chroma_desktop.ui.scene.source_watch import FRESH_SECONDS, SourceWatch

PAUSED = 10 ** 7  # a bot pace at which no bot acts by itself during the test
LEFT = Qt.MouseButton.LeftButton


def table_in_play(window):
    window.bot_delay_ms = PAUSED
    controller = window.start_game(NewGameConfig(
        "cmyk", 2, [Seat("You"), Seat("Bot", "heuristic")], {}, False, 4))
    while controller.match.state.phase != PLAY:  # the set-up, played for both
        seat = controller.match.to_move()[0]
        controller.match.play(controller.match.legal_moves(seat)[0], seat)
    controller.refresh(animate=False)
    return controller


def top_point(window, pile: int):
    """Where pile `pile`'s top tile is drawn, in the view's viewport, and that tile's item id."""
    scene = window.controller.scene
    top = max((item for item in scene.items_by_id.values() if item.source_key == f"pile:{pile}"
               and item.component_id.startswith("tile:")), key=lambda item: item.home_z)
    return window.view.mapFromScene(top.sceneBoundingRect().center()), top.component_id


def bot_takes(controller) -> tuple[int, object]:
    """The bot's own move (a take: its hand is empty), not played yet: (pile, move)."""
    view = controller.match.view(1)
    move = make_bot("heuristic", "cmyk").act(controller.game, view, 1, random.Random(0), True)
    assert move.kind == mv.TAKE
    return move.arg.pile, move


def test_a_bot_taking_the_top_between_press_and_release_is_said_not_taken(window, qtbot):
    controller = table_in_play(window)
    said: list[str] = []
    controller.message.connect(said.append)
    pile, bot_move = bot_takes(controller)
    qtbot.wait(round(FRESH_SECONDS * 1000) + 150)  # the set-up's takes are seen
    point, aimed = top_point(window, pile)
    QTest.mousePress(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, point)
    before = controller.match.cursor
    controller.match.play(bot_move, 1)  # the bot's answer lands as the table's bot timer plays it
    controller.policy.moved(before)
    assert window.controller.scene.item_for(aimed).source_key != f"pile:{pile}"
    QTest.mouseRelease(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, point)
    assert controller.match.state.hands[0] == NONE  # not the tile beneath the one aimed at
    assert said[-1] == f"Pile {pile + 1} just changed: look again."
    # A click at once on the new top: it changed just before the press, so it is not taken yet.
    QTest.mouseClick(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, point)
    assert controller.match.state.hands[0] == NONE
    assert said[-1] == f"Pile {pile + 1} just changed: look again."
    # Looked at for a moment, the new top is taken: the tile the player saw.
    qtbot.wait(round(FRESH_SECONDS * 1000) + 150)
    point, seen = top_point(window, pile)
    QTest.mouseClick(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, point)
    state = controller.match.state
    assert state.hands[0] != NONE and f"tile:{state.config.tile_ids[state.hands[0]]}" == seen


def test_a_pile_left_alone_is_taken_at_once(window, qtbot):
    controller = table_in_play(window)
    qtbot.wait(round(FRESH_SECONDS * 1000) + 150)  # the set-up's takes are seen
    point, seen = top_point(window, 0)
    QTest.mouseClick(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, point)
    state = controller.match.state
    assert state.hands[0] != NONE and f"tile:{state.config.tile_ids[state.hands[0]]}" == seen


def test_the_watch_on_plain_clock_values():
    watch = SourceWatch()
    watch.fresh_seconds = 0.6
    watch.shown([("pile:0", "stack:0", 2), ("pile:0", "tile:T01", 4), ("pile:1", "tile:T02", 4)],
                now=10.0)
    watch.pressed("pile:0", now=10.5)  # the top was drawn 0.5 s ago
    assert watch.released_stale()
    watch.pressed("pile:0", now=10.7)
    assert not watch.released_stale()
    watch.pressed("pile:0", now=11.0)
    watch.shown([("pile:0", "stack:0", 2), ("pile:0", "tile:T03", 4), ("pile:1", "tile:T02", 4)],
                now=11.1)  # taken while the button was down
    assert watch.released_stale()
    watch.pressed("pile:1", now=11.2)  # another pile's top did not change
    assert not watch.released_stale()
    watch.shown([("pile:0", "tile:T09", 4)], now=20.0, moved=False)  # drawn anew (an undo)
    watch.pressed("pile:0", now=20.1)
    assert not watch.released_stale()
    turn_based = SourceWatch()  # no window before the press: only a change during it counts
    turn_based.shown([("row:0", "card:1", 1)], now=0.0)
    turn_based.pressed("row:0", now=0.0)
    assert not turn_based.released_stale()


def test_enter_on_a_take_whose_pile_just_changed_is_said_not_played(window, qtbot):
    """Hint or Tab, then Enter: the focused take waits until the new top has been seen."""
    controller = table_in_play(window)
    said: list[str] = []
    controller.message.connect(said.append)
    pile, bot_move = bot_takes(controller)
    while (controller.focused_move() is None or controller.focused_move().kind != mv.TAKE
           or controller.focused_move().arg.pile != pile):
        QTest.keyClick(window.view, Qt.Key.Key_Tab)
    before = controller.match.cursor
    controller.match.play(bot_move, 1)  # the bot takes that pile's top while the player looks
    controller.policy.moved(before)
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert controller.match.state.hands[0] == NONE
    assert said[-1] == f"Pile {pile + 1} just changed: look again."
    qtbot.wait(round(FRESH_SECONDS * 1000) + 150)
    _point, seen = top_point(window, pile)
    assert controller.focused_move().arg.pile == pile  # the focus stays on the pile
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    state = controller.match.state
    assert state.hands[0] != NONE and f"tile:{state.config.tile_ids[state.hands[0]]}" == seen
