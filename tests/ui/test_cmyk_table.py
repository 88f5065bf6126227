"""The CMYK! table driven as a player drives it: take a tile from a pile, place it on a lit space,
a refused drop and its reason, turning the initial tile with R, the buttons, keyboard play, bots
acting in real time while you hold a tile, hot-seat, and save/open."""

from __future__ import annotations

import re
import time

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from chroma_desktop.games.cmyk.grid import ORIGIN
from chroma_desktop.games.cmyk.moves import grid_id
from chroma_desktop.games.cmyk.state import NONE, PLAY, SETUP_PLACE, SETUP_TAKE
from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.items.base import Highlight
from chroma_desktop.ui.items.shape_item import ShapeItem
from chroma_desktop.ui.main_window import MainWindow
from chroma_desktop.ui.match_controller import Seat
from chroma_desktop.ui.scene.source_watch import FRESH_SECONDS

PAUSED = 10 ** 7  # a bot pace at which no bot acts during a test


def start(window, seats, seed=4, teach=False, **options):
    return window.start_game(NewGameConfig("cmyk", len(seats), seats, options, teach, seed))


def hot_seat(count=2):
    return [Seat(f"Player {i + 1}") for i in range(count)]


def shape(scene, key):
    """The tile item that picking up `key` means (the pile's top tile, the tile in hand)."""
    return next(i for i in scene.items_by_id.values()
                if isinstance(i, ShapeItem) and i.source_key == key)


def click(scene, item):
    point = item.sceneBoundingRect().center()
    scene.begin_pick(item, point)
    scene.release_at(point)


def drag_to(scene, item, target_id):
    scene.begin_pick(item, item.pos())
    end = scene.item_for(target_id).pos()  # a triangle's centre
    scene.drag_to(end)
    scene.release_at(end)


def confirm_hand_over(window):
    while window.controller.awaiting_hand_over is not None:
        window.hand_over_page.button.click()


def play_setup(qtbot, window):
    """Every human takes and places an initial tile through the table; bots do their part."""
    controller = window.controller
    while controller.match.state.phase in (SETUP_TAKE, SETUP_PLACE):
        confirm_hand_over(window)
        seat = controller.human_to_move()
        if seat is None:
            plies = len(controller.match.moves)
            qtbot.waitUntil(lambda plies=plies: len(controller.match.moves) > plies, timeout=5000)
            continue
        if controller.match.state.phase == SETUP_TAKE:
            click(controller.scene, controller.scene.item_for(controller.legal[0].source))
        else:
            drag_to(controller.scene, shape(controller.scene, f"p{seat}.hand"), grid_id(seat, ORIGIN))
    confirm_hand_over(window)
    assert controller.match.state.phase == PLAY


def take_first_pile(controller, seat):
    for _look in range(20):  # a pile whose top a bot just took is looked at again (issue 31)
        pile = next(m.source for m in controller.legal if m.kind == "take")
        click(controller.scene, controller.scene.item_for(pile))
        if controller.match.state.hands[seat] != NONE:
            break
        QTest.qWait(round(FRESH_SECONDS * 1000))
    assert controller.match.state.hands[seat] != NONE
    return pile


def open_spaces(scene, seat):
    """The empty spaces drawn beside `seat`'s mosaic (placed tiles are `tile:` items)."""
    return sorted(cid for cid in scene.items_by_id if cid.startswith(f"grid:p{seat}:"))


def press(window, key):
    QTest.keyClick(window.view, key)


def test_take_by_clicking_a_pile_and_place_on_a_lit_space(window):
    window.bot_delay_ms = PAUSED
    controller = start(window, [Seat("You"), Seat("Bot", "heuristic")])
    assert controller.match.state.phase == SETUP_TAKE
    # The bot is paused: its set-up moves are played for it, then "Ready Go!".
    while controller.match.state.phase != PLAY:
        seat = controller.match.to_move()[0]
        controller.match.play(controller.match.legal_moves(seat)[0], seat)
    controller.refresh(animate=False)
    scene = controller.scene
    pile = take_first_pile(controller, 0)
    state = controller.match.state
    tile = state.config.tile_ids[state.hands[0]]
    assert scene.item_for(pile).title == f"Pile {int(pile[5:]) + 1}"
    hand = shape(scene, "p0.hand")
    assert hand.component_id == f"tile:{tile}"
    # Picking the tile up lights exactly the spaces where it fits.
    scene.begin_pick(hand, hand.pos())
    targets = {m.target for m in controller.legal if m.kind == "place"}
    lit = {cid for cid in scene.highlighted(Highlight.TARGET) if cid.startswith("grid:")}
    assert targets and lit == targets
    (target,) = targets
    end = scene.item_for(target).pos()
    scene.drag_to(end)
    scene.release_at(end)
    state = controller.match.state
    cell = next(move.arg.cell for move in controller.match.moves[-1:])
    assert state.mosaics[0].cells[cell][0] == state.config.tile_index(tile)
    assert state.hands[0] == NONE
    # The tile now lies on that space, as the last tile (movable until the next take).
    item = scene.item_for(f"tile:{tile}")
    assert item.source_key == target and item.pos() == end
    assert state.last[0] == cell


def test_a_refused_drop_says_why_and_snaps_back(window):
    window.bot_delay_ms = PAUSED
    controller = start(window, hot_seat())
    play_setup(None, window)  # hot-seat: initial tiles in turn, hand-over pages between
    seat = controller.human_to_move()
    scene = controller.scene
    take_first_pile(controller, seat)
    fits = {m.target for m in controller.legal if m.kind == "place"}
    refused = next(cid for cid in open_spaces(scene, seat) if cid not in fits)
    state = controller.match.state
    hand = shape(scene, f"p{seat}.hand")
    drag_to(scene, hand, refused)
    reason = window.side.message.text()
    assert reason == controller.words(controller.game.why_not(state, seat, f"p{seat}.hand", refused))
    assert reason.endswith("touching sides show the same mark.")
    assert controller.match.state == state  # nothing was played
    assert hand.pos() == hand.home  # the tile is back in hand


def test_the_log_and_the_table_call_you_you_and_a_bot_by_its_name(window):
    window.bot_delay_ms = PAUSED
    controller = start(window, [Seat("You"), Seat("Bot 2", "heuristic")])
    match = controller.match
    while match.state.phase != PLAY:  # the paused bot's set-up moves are played for it
        seat = match.to_move()[0]
        match.play(match.legal_moves(seat)[0], seat)
    controller.refresh(animate=False)
    take_first_pile(controller, 0)
    bot_take = next(m for m in match.legal_moves(1) if m.kind == "take")
    match.play(bot_take, 1)
    controller.refresh(animate=False)
    log = [re.sub(r"<[^>]+>", "", line) for line in controller.history_html()]  # chance is grey
    assert "You are dealt a private objective card" in log
    assert "Bot 2 is dealt a private objective card" in log
    initial = [line for line in log if line.endswith("left neighbour")]
    assert len(initial) == 2
    assert any(line.startswith("You take ") and line.endswith(" for your left neighbour")
               for line in initial)
    assert any(line.startswith("Bot 2 takes ") and line.endswith(" for their left neighbour")
               for line in initial)
    taken = [line for line in log if " from pile " in line and line not in initial]
    assert [line.split(" the ")[0] for line in taken] == ["You take", "Bot 2 takes"]
    # Your mosaic is yours; every count on the table agrees with its noun.
    scene = controller.scene
    assert scene.item_for("p0.mosaic").title == "Your mosaic"
    assert scene.item_for("p0.mosaic").status.endswith(" · 1 tile")
    assert scene.item_for("p1.mosaic").title == "Bot 2"
    shown = " ".join(getattr(item, "text", "") + " " + getattr(item, "status", "")
                     for item in scene.items_by_id.values())
    assert "0 hexagons, 1 tile\n" in shown and "1 tiles" not in shown and "Player " not in shown


def test_r_turns_the_initial_tile_and_the_drop_keeps_that_turn(window):
    window.bot_delay_ms = PAUSED
    controller = start(window, hot_seat(), seed=5)
    while controller.match.state.phase == SETUP_TAKE:
        confirm_hand_over(window)
        click(controller.scene, controller.scene.item_for(controller.legal[0].source))
    confirm_hand_over(window)
    seat = controller.human_to_move()
    hand = shape(controller.scene, f"p{seat}.hand")
    before = hand.face
    press(window, Qt.Key.Key_R)
    assert hand.face != before  # the tile in hand turned
    drag_to(controller.scene, hand, grid_id(seat, ORIGIN))
    placed = controller.match.state.mosaics[seat].cells[ORIGIN]
    assert controller.match.state.config.rotations[1] == placed[1]  # the second turn


def test_with_flipped_tiles_r_chooses_between_two_that_fit_one_space(window):
    window.bot_delay_ms = PAUSED
    controller = start(window, hot_seat(), edge_order="free")
    play_setup(None, window)
    seat = controller.human_to_move()
    take_first_pile(controller, seat)
    places = [m for m in controller.legal if m.kind == "place"]
    assert len({m.target for m in places}) < len(places)  # one space, two ways to lay the tile
    for _ in range(3):  # r0 -> r1 -> r2 -> f0: the tile in hand is now flipped
        press(window, Qt.Key.Key_R)
    target = places[0].target
    drag_to(controller.scene, shape(controller.scene, f"p{seat}.hand"), target)
    assert window.ending.end_dialog is None and controller.match.state.hands[seat] == NONE
    cell = places[0].arg.cell
    assert controller.match.state.mosaics[seat].cells[cell][1] >= 3  # laid flipped, as shown


def test_keyboard_takes_and_places_a_tile(window):
    window.bot_delay_ms = PAUSED
    controller = start(window, hot_seat())
    play_setup(None, window)
    seat = controller.human_to_move()
    window.view.setFocus()
    press(window, Qt.Key.Key_Tab)
    assert controller.focused_move().kind == "take"
    press(window, Qt.Key.Key_Return)
    tile = controller.match.state.hands[seat]
    assert tile != NONE
    while controller.focused_move() is None or controller.focused_move().kind != "place":
        press(window, Qt.Key.Key_Tab)
    focused = controller.focused_move()
    assert controller.scene.item_for(focused.target).highlight == Highlight.FOCUS
    press(window, Qt.Key.Key_Return)
    assert controller.match.state.mosaics[seat].cells[focused.arg.cell][0] == tile


def test_bots_keep_playing_while_you_hold_a_tile(qtbot, window):
    controller = start(window, [Seat("You"), Seat("Bot 2", "heuristic"), Seat("Bot 3", "heuristic")])
    play_setup(qtbot, window)
    scene = controller.scene
    take_first_pile(controller, 0)
    tile = controller.match.state.hands[0]
    hand = shape(scene, "p0.hand")
    scene.begin_pick(hand, hand.pos())  # the tile is up in the player's hand, mid-drag
    scene.drag_to(hand.pos() + QPointF(60, -60))
    before = [len(mosaic) for mosaic in controller.match.state.mosaics]
    qtbot.waitUntil(lambda: all(len(mosaic) >= count + 2 for mosaic, count in
                                zip(controller.match.state.mosaics[1:], before[1:], strict=True)),
                    timeout=10_000)
    assert controller.match.state.hands[0] == tile
    assert scene.picked_id == hand.component_id
    # The drop still lands on a lit space of the table as it is now.
    placements = [m for m in controller.legal if m.kind == "place"]
    if placements:
        end = scene.item_for(placements[0].target).pos()
        scene.drag_to(end)
        scene.release_at(end)
    else:
        scene.cancel_pick()
        click(scene, scene.item_for("button:putback"))
    assert controller.match.state.hands[0] == NONE


def test_bots_think_at_a_human_pace(qtbot, window):
    window.bot_delay_ms = 450  # the app's own pace
    started = time.monotonic()
    controller = start(window, [Seat("You"), Seat("Bot", "heuristic")])
    if controller.human_to_move() == 0:
        click(controller.scene, controller.scene.item_for(controller.legal[0].source))
    qtbot.waitUntil(lambda: 1 in controller.match.movers, timeout=10_000)
    assert time.monotonic() - started >= 0.5  # a bot thinks like a person before it acts


def test_undo_in_real_time_gives_back_the_tile_you_placed(qtbot, window):
    controller = start(window, [Seat("You"), Seat("Bot", "heuristic")])
    play_setup(qtbot, window)
    take_first_pile(controller, 0)
    tile = controller.match.state.hands[0]
    place = next(m for m in controller.legal if m.kind == "place")
    drag_to(controller.scene, shape(controller.scene, "p0.hand"), place.target)
    placed = len(controller.match.moves)
    qtbot.waitUntil(lambda: len(controller.match.moves) > placed + 2, timeout=10_000)
    window.play.undo()  # the bot's moves since, and your placement, are undone
    assert controller.match.state.hands[0] == tile
    assert place.arg.cell not in controller.match.state.mosaics[0].cells


def test_hot_seat_desk_passes_once_a_tile_is_placed(window):
    window.bot_delay_ms = PAUSED
    controller = start(window, hot_seat())
    play_setup(None, window)
    seat = controller.human_to_move()
    take_first_pile(controller, seat)
    assert controller.human_to_move() == seat  # the tile taken is placed by the same player
    place = next(m for m in controller.legal if m.kind == "place")
    drag_to(controller.scene, shape(controller.scene, f"p{seat}.hand"), place.target)
    assert controller.awaiting_hand_over == 1 - seat  # private cards: the table hides first
    assert window.stack.currentWidget() is window.hand_over_page
    confirm_hand_over(window)
    assert controller.human_to_move() == 1 - seat
    assert controller.viewer == 1 - seat


def test_put_back_and_stop_buttons(window):
    window.bot_delay_ms = PAUSED
    controller = start(window, hot_seat(), seed=3)  # the first tile taken fits nowhere
    play_setup(None, window)
    seat = controller.human_to_move()
    scene = controller.scene
    stop, putback = scene.item_for("button:stop"), scene.item_for("button:putback")
    assert stop.enabled and not putback.enabled
    pile = take_first_pile(controller, seat)
    assert not stop.enabled and putback.enabled
    assert putback.label == f"Put back on pile {int(pile[5:]) + 1}"
    click(scene, putback)
    state = controller.match.state
    assert state.hands[seat] == NONE and state.top(int(pile[5:])) != NONE
    confirm_hand_over(window)
    seat = controller.human_to_move()
    click(scene, scene.item_for("button:stop"))
    assert controller.match.state.stopped[seat]


def test_the_other_players_private_objective_stays_hidden(window):
    window.bot_delay_ms = PAUSED
    controller = start(window, [Seat("You"), Seat("Bot", "heuristic")], seed=6)
    state = controller.match.state
    shown = " ".join(getattr(item, "text", "") + " " + getattr(item, "status", "")
                     for item in controller.scene.items_by_id.values())
    mine, theirs = (state.config.private[card].name for card in state.privates)
    assert mine in shown
    assert state.privates_shown or theirs == mine or theirs not in shown


def test_save_and_open_round_trip(window, tmp_path):
    window.bot_delay_ms = PAUSED
    controller = start(window, hot_seat(3), seed=12)
    play_setup(None, window)
    seat = controller.human_to_move()
    take_first_pile(controller, seat)
    path = tmp_path / "cmyk.json"
    assert window.files.save_to(path)
    state = controller.match.state
    other = MainWindow(bot_delay_ms=PAUSED, autosave=False)
    try:
        assert other.files.open_file(path)
        confirm_hand_over(other)
        reopened = other.controller
        assert reopened.match.state == state
        assert reopened.seats == controller.seats
        tile = state.config.tile_ids[state.hands[seat]]
        assert shape(reopened.scene, f"p{seat}.hand").component_id == f"tile:{tile}"
    finally:
        other.controller.stop()
        other.close()
        other.deleteLater()
