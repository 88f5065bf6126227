"""Cards chosen together on the Chroma Mix table, as a newcomer does it (issue 31): they clicked
Soft Cyan and Light Yellow, then the Jungle they make, and nothing happened or was said; the
teach-mode lights still showed cards the pair cannot make. Now the pair's move takes the
keyboard's focus (the note says what it does, its card is lit as the keyboard's, the cards the
pair cannot make go dark) and a click on that card makes it, as a drag onto it does; one card or die chosen
shows where it can go the same way. And Enter with nothing focused plays the only move open (a
newcomer pressed Enter at "End my round" and nothing happened). Driven through the real view
with the mouse at points taken from what is drawn, and the real keys."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from chroma_desktop.ui.game_config import NewGameConfig
from chroma_desktop.ui.items.base import Highlight
from tests.ui.test_chroma_mix_table_fixes import (
    PAUSED,
    cards,
    click,
    first_seed,
    in_market,
    last_move,
    pixel,
    you_and_a_bot,
    zone_pixel,
)


def market_card(scene, kind: str):
    return next(item for item in scene.items_by_id.values()
                if item.drop_id == f"market.r2:{kind}")


def start_with_jungle_and_coral(window, teach: bool):
    window.bot_delay_ms = PAUSED
    seed = first_seed(2, lambda state: state.current == 0 and in_market(state, "jungle")
                      and in_market(state, "coral"))
    seats = you_and_a_bot()
    return window.start_game(NewGameConfig("chroma_mix", len(seats), seats, {}, teach, seed))


def choose_cyan_and_yellow(window, scene):
    click(window, pixel(window, cards(scene, "p0.hand:soft_cyan")[0]))
    click(window, pixel(window, cards(scene, "p0.hand:light_yellow")[0]))


def test_two_chosen_cards_say_what_they_make_and_light_only_that(window):
    controller = start_with_jungle_and_coral(window, teach=True)
    scene = controller.scene
    jungle, coral = market_card(scene, "jungle"), market_card(scene, "coral")
    assert coral.highlight == Highlight.TARGET  # teach mode lights every mix's card
    choose_cyan_and_yellow(window, scene)
    said = window.side.message.text()
    assert said.startswith("Enter: You mix Soft Cyan and Light Yellow into Jungle")
    assert "Stacks. VP in play" in said and ".." not in said  # the card's words, then the worth
    assert jungle.highlight == Highlight.FOCUS  # the one Enter makes
    assert coral.highlight == Highlight.NONE  # Soft Cyan + Light Yellow do not make Coral
    # Enter makes it, as the note says.
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert last_move(controller) == (0, "mix soft_cyan light_yellow -> jungle")
    assert cards(scene, "p0.hand:jungle")


def test_a_click_on_the_card_two_chosen_cards_make_mixes_them(window, qtbot):
    controller = start_with_jungle_and_coral(window, teach=False)
    scene = controller.scene
    before = controller.match.state
    choose_cyan_and_yellow(window, scene)
    click(window, pixel(window, market_card(scene, "jungle")))
    assert controller.match.state != before
    assert last_move(controller) == (0, "mix soft_cyan light_yellow -> jungle")
    assert cards(scene, "p0.hand:jungle") and not cards(scene, "p0.hand:soft_cyan")


def test_unchoosing_a_card_takes_the_focus_off_the_mix(window):
    controller = start_with_jungle_and_coral(window, teach=False)
    scene = controller.scene
    choose_cyan_and_yellow(window, scene)
    assert controller.focused_move().kind == "mix"
    click(window, pixel(window, cards(scene, "p0.hand:light_yellow")[0]))
    assert controller.focused_move().source == "p0.hand:soft_cyan"  # the card still chosen
    click(window, pixel(window, cards(scene, "p0.hand:soft_cyan")[0]))
    assert controller.focused_move() is None
    before = controller.match.state
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert controller.match.state == before  # Enter no longer plays cards no longer chosen


# -- one card or die chosen ---------------------------------------------------------------------
def test_one_chosen_card_prints_with_a_click_on_your_play_area(window):
    controller = start_with_jungle_and_coral(window, teach=True)
    scene = controller.scene
    click(window, pixel(window, cards(scene, "p0.hand:soft_cyan")[0]))
    assert window.side.message.text().startswith("Enter: You print Soft Cyan")
    assert market_card(scene, "jungle").highlight == Highlight.NONE  # one card mixes nothing
    click(window, zone_pixel(window, "p0.play"))
    assert last_move(controller) == (0, "print soft_cyan")
    assert cards(scene, "p0.play:soft_cyan")


def test_one_chosen_die_colours_a_section_with_a_click_on_it(window):
    from chroma_desktop.games.chroma_cubes.state import PLAY
    from tests.ui.conftest import humans
    from tests.ui.playthrough.sight import screen_point, visible_area

    seats = humans(2)
    controller = window.start_game(NewGameConfig("chroma_cubes", 2, seats, {}, False, 3))
    while controller.match.state.phase != PLAY:  # the draft is not under test
        controller.play(controller.legal[0])
    scene = controller.scene
    move = next(m for m in controller.legal if m.kind == "colour" and "+" not in m.source)
    die, section = scene.item_for(move.source), scene.item_for(move.target)
    click(window, screen_point(window.view, visible_area(die, lambda other: False)))
    assert scene.selection == [die]
    point = screen_point(window.view, visible_area(section, lambda other: False))
    assert point is not None
    before = controller.match.state
    click(window, point)
    assert controller.match.state != before
    played = controller.match.moves[controller.match.cursor - 1]
    assert played.source == move.source and played.kind == "colour"


# -- Enter with one move open -------------------------------------------------------------------
def test_enter_plays_the_only_open_move_when_none_is_focused(window):
    from chroma_desktop.ui.match_controller import Seat

    controller = window.start_game(NewGameConfig("chroma_cubes", 1, [Seat("You")],
                                                 {"mode": "cairn"}, False, 2))
    turn = controller.match.state.round
    for _step in range(12):  # colour with the dice until only ending the turn is open
        colours = [m for m in controller.legal if m.kind == "colour"]
        if not colours:
            break
        controller.play(colours[0])
    assert [m.kind for m in controller.legal] == ["end"]
    assert controller.focused_move() is None
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert controller.match.state.round == turn + 1 or controller.match.state.phase == "over"
