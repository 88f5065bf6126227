"""What the mouse play-throughs could not do at first, each shown on its own with real mouse events:
choosing a starting colour (Coloretto, newer edition), keeping the dice you chose while another
player moves (Chroma Cubes, rounds played at once), and turning the initial tile (CMYK!)."""

from __future__ import annotations

import random
import re

from chroma_desktop.games.chroma_cubes.state import PLAY as CUBES_PLAY
from chroma_desktop.games.cmyk.state import SETUP_PLACE
from chroma_desktop.games.coloretto.state import CHOOSE
from chroma_desktop.ui.game_config import NewGameConfig
from chroma_desktop.ui.items.shape_item import ShapeItem
from tests.ui.playthrough.gestures import MouseHand
from tests.ui.playthrough.harness import hot_seat, you_and_bots

PAUSED = 10 ** 7  # a bot pace at which no bot acts during the test


def start(window, game_id, seats, seed, **options):
    window.set_pace(0, remember=False)
    return window.start_game(NewGameConfig(game_id, len(seats), list(seats), options, False, seed))


def hand(window, qtbot):
    return MouseHand(window, random.Random(0), qtbot.waitUntil)


def describe(controller):
    return lambda move: controller.words(controller.game.describe(controller.match.state, move))


def test_a_starting_colour_is_chosen_by_a_click_or_a_drag(window, qtbot):
    controller = start(window, "coloretto", hot_seat(3), seed=2, edition="newer")
    match = controller.match
    assert match.state.phase == CHOOSE
    scene = controller.scene
    # No last-round count before the last-round card is in the deck.
    assert "label:last" not in scene.items_by_id
    for _ in range(3):
        seat = controller.human_to_move()
        move = controller.legal[-1]
        assert scene.item_for(move.source) is not None, "the starting card is on the table"
        assert hand(window, qtbot).make(move, controller.legal, describe(controller)) is None
        assert match.moves[match.movers.index(seat)] == move
    assert match.state.phase != CHOOSE
    assert not any(cid.startswith("supply:") for cid in scene.items_by_id)
    label = scene.item_for("label:last")
    assert label is not None and int(re.search(r"\d+", label.text).group()) > 0


def test_dice_you_chose_stay_chosen_while_the_other_player_moves(window, qtbot):
    window.bot_delay_ms = PAUSED
    controller = start(window, "chroma_cubes", you_and_bots(2), seed=1)
    match = controller.match
    while match.state.phase != CUBES_PLAY:  # the draft, played straight into the match
        seat = match.to_move()[0]
        match.play(match.legal_moves(seat)[0], seat)
    controller.refresh(animate=False)
    move = next(m for m in controller.legal if "+" in m.source)
    mouse = hand(window, qtbot)
    chosen = mouse.select(move.source.split("+"))
    assert not isinstance(chosen, str), chosen
    # The bot's move arrives as from its thread: the table refreshes for it.
    bot_move = match.legal_moves(1)[-1]
    match.play(bot_move, 1)
    controller.refresh()
    assert controller.scene.selection == chosen
    assert move in controller.legal
    assert mouse.drag_chosen(chosen, move.target) is None
    assert [m for p, m in zip(match.movers, match.moves, strict=True) if p == 0][-1] == move


def test_the_initial_tile_turns_with_a_click_and_lies_as_shown(window, qtbot):
    window.bot_delay_ms = PAUSED
    controller = start(window, "cmyk", you_and_bots(2), seed=4)
    match = controller.match
    while not (match.state.phase == SETUP_PLACE and 0 in match.to_move()):
        seat = next(s for s in match.to_move() if s != 0 or match.state.phase != SETUP_PLACE)
        match.play(match.legal_moves(seat)[0], seat)
    controller.refresh(animate=False)
    places = [m for m in controller.legal if m.kind == "place"]
    assert len(places) > 1, "several turns of the initial tile fit"
    tile = next(i for i in controller.scene.items_by_id.values()
                if isinstance(i, ShapeItem) and i.source_key == "p0.hand")
    face = tile.face
    mouse = hand(window, qtbot)
    plies = len(match.moves)
    assert mouse.click("p0.hand") is None
    assert tile.face != face and len(match.moves) == plies, "a click turned the tile, nothing else"
    wanted = next(m for m in places if controller.layout.choose_variant(places, 0) != m)
    assert mouse.make(wanted, controller.legal, describe(controller)) is None
    assert [m for p, m in zip(match.movers, match.moves, strict=True) if p == 0][-1] == wanted
