"""Cards chosen together on the Chroma Mix table, as a newcomer does it (issue 31): they clicked
Soft Cyan and Light Yellow, then the Jungle they make, and nothing happened or was said; the
teach-mode lights still showed cards the pair cannot make. Now the pair's move takes the
keyboard's focus (the note says what it does, its card is lit as the keyboard's, the cards the
pair cannot make go dark) and a click on that card makes it, as a drag onto it does. Driven through the real
view with the mouse at points taken from what is drawn."""

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
    assert window.side.message.text().startswith(
        "Enter: You mix Soft Cyan and Light Yellow into Jungle")
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
    assert controller.focused_move() is not None
    click(window, pixel(window, cards(scene, "p0.hand:light_yellow")[0]))
    assert controller.focused_move() is None
    before = controller.match.state
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert controller.match.state == before  # Enter no longer mixes cards no longer chosen
