"""The Chroma Mix table driven as a player drives it: print, mix, refill, swap, effect choices,
Confident Billy's mix decision, the hot-seat hand-over, save/resume inside a decision, and the
log and labels naming you "you" and a bot by its name."""

from __future__ import annotations

import random
import re

from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.items.base import Highlight
from chroma_desktop.ui.items.card_item import CardItem
from chroma_desktop.ui.match_controller import Seat

PAUSED = 10 ** 7  # a bot pace at which no bot acts during a test


def start(window, seats, seed=3, teach=False, **options):
    return window.start_game(NewGameConfig("chroma_mix", len(seats), seats, options, teach, seed))


def hot_seat(count=2):
    return [Seat(f"Player {i + 1}") for i in range(count)]


def items_with_key(scene, key):
    return [item for item in scene.items_by_id.values() if item.source_key == key]


def click(scene, item):
    point = item.sceneBoundingRect().center()
    scene.begin_pick(item, point)
    scene.release_at(point)


def drag(scene, item, target_id):
    start_point = item.sceneBoundingRect().center()
    scene.begin_pick(item, start_point)
    target = next(i for i in scene.items_by_id.values()
                  if target_id in (i.component_id, i.drop_id))
    end = target.sceneBoundingRect().center()
    scene.drag_to(end)
    scene.release_at(end)


def texts(controller):
    state = controller.match.state
    return [controller.game.move_to_str(state, m) for m in controller.legal]


def confirm_hand_over(window):
    if window.controller.awaiting_hand_over is not None:
        window.hand_over_page.button.click()


def test_print_by_dragging_a_hand_card_onto_the_play_area(window):
    controller = start(window, hot_seat())
    confirm_hand_over(window)
    seat = controller.human_to_move()
    card = items_with_key(controller.scene, f"p{seat}.hand:soft_cyan")[0]
    drag(controller.scene, card, f"p{seat}.play")
    state = controller.match.state
    assert state.play[seat][state.config.kind_of("soft_cyan")] == 1
    assert "Choose Pale Magenta or Light Yellow" in window.side.prompt.text()


def test_an_effect_decision_is_offered_on_the_table(window):
    controller = start(window, hot_seat(), teach=True)
    confirm_hand_over(window)
    seat = controller.human_to_move()
    drag(controller.scene, items_with_key(controller.scene, f"p{seat}.hand:soft_cyan")[0],
         f"p{seat}.play")
    lit = controller.scene.highlighted(Highlight.TARGET)
    assert {"supply.r1:pale_magenta", "supply.r1:light_yellow"} <= lit
    before = controller.match.state.hands[seat][controller.match.state.config.kind_of(
        "light_yellow")]
    drag(controller.scene, controller.scene.item_for("supply.r1:light_yellow"), f"p{seat}.hand")
    state = controller.match.state
    assert state.hands[seat][state.config.kind_of("light_yellow")] == before + 1


def test_a_two_card_mix_onto_a_market_card(window):
    controller = start(window, hot_seat())
    confirm_hand_over(window)
    seat = controller.human_to_move()
    scene = controller.scene
    cyan = items_with_key(scene, f"p{seat}.hand:soft_cyan")[0]
    magenta = items_with_key(scene, f"p{seat}.hand:pale_magenta")[0]
    click(scene, cyan)
    click(scene, magenta)
    assert scene.selection == [cyan, magenta]
    # The market shows what the selection can make (the one Enter makes lit as the keyboard's).
    lit = scene.highlighted(Highlight.TARGET) | scene.highlighted(Highlight.FOCUS)
    assert "market.r2:lavender" in {scene.items_by_id[c].drop_id for c in lit}
    lavender = next(i for i in scene.items_by_id.values() if i.drop_id == "market.r2:lavender")
    drag(scene, cyan, lavender.component_id)
    state = controller.match.state
    assert state.hands[seat][state.config.kind_of("lavender")] == 1
    assert state.hands[seat][state.config.kind_of("soft_cyan")] == 0


def test_an_inexact_mix_is_refused_with_the_reason(window):
    controller = start(window, hot_seat())
    confirm_hand_over(window)
    seat = controller.human_to_move()
    scene = controller.scene
    before = controller.match.state
    cyan = items_with_key(scene, f"p{seat}.hand:soft_cyan")[0]
    click(scene, cyan)
    click(scene, items_with_key(scene, f"p{seat}.hand:pale_magenta")[0])
    cerulean = next(i for i in scene.items_by_id.values() if i.drop_id == "market.r2:cerulean")
    drag(scene, cyan, cerulean.component_id)
    assert controller.match.state == before
    assert window.side.message.text() == (
        "Soft Cyan + Pale Magenta has one Cyan too few and one Magenta too many for Cerulean "
        "(mixes must be exact).")
    scene.finish_animations()
    assert cyan.pos() == cyan.home


def test_a_swap_by_dropping_a_hand_card_on_a_supply_pile(window):
    controller = start(window, hot_seat())
    confirm_hand_over(window)
    seat = controller.human_to_move()
    scene = controller.scene
    drag(scene, items_with_key(scene, f"p{seat}.hand:soft_cyan")[0], "supply.r1:pale_magenta")
    state = controller.match.state
    config = state.config
    assert state.hands[seat][config.kind_of("soft_cyan")] == 0
    assert state.hands[seat][config.kind_of("pale_magenta")] == 2


def test_a_refill_with_no_cards_is_the_refill_button(window):
    controller = start(window, hot_seat())
    confirm_hand_over(window)
    seat = controller.human_to_move()
    button = controller.scene.item_for("button:refill")
    assert button.enabled
    assert controller.activate("button:refill")
    assert controller.match.movers[controller.match.cursor - 1] in (seat, -1)
    assert any("refill" in line.lower() for line in window.side.log.toPlainText().splitlines())


def test_a_refill_returns_a_card_from_play_to_hand(window):
    controller = start(window, hot_seat())
    confirm_hand_over(window)
    first = controller.human_to_move()
    scene = controller.scene
    drag(scene, items_with_key(scene, f"p{first}.hand:pale_magenta")[0], f"p{first}.play")
    while controller.human_to_move() == first:  # the print's gain choice
        controller.play(controller.legal[0])
    confirm_hand_over(window)
    second = controller.human_to_move()
    drag(scene, items_with_key(scene, f"p{second}.hand:soft_cyan")[0], "supply.r1:light_yellow")
    confirm_hand_over(window)
    assert controller.human_to_move() == first
    card = items_with_key(scene, f"p{first}.play:pale_magenta")[0]
    drag(scene, card, f"p{first}.hand")
    state = controller.match.state
    kind = state.config.kind_of("pale_magenta")
    if "done" in texts(controller):
        controller.activate("button:done")
        state = controller.match.state
    assert state.play[first][kind] == 0


def test_hot_seat_hides_the_table_between_players_with_private_hands(window):
    controller = start(window, hot_seat())
    confirm_hand_over(window)
    seat = controller.human_to_move()
    drag(controller.scene, items_with_key(controller.scene, f"p{seat}.hand:soft_cyan")[0],
         "supply.r1:pale_magenta")
    assert window.stack.currentWidget() is window.hand_over_page
    assert controller.legal == ()
    other = controller.awaiting_hand_over
    assert other != seat
    assert f"Player {other + 1}" in window.hand_over_page.title.text()
    window.hand_over_page.button.click()
    assert window.stack.currentWidget() is window.table_page
    assert controller.viewer == other
    # The other player's hand is drawn, the first player's is face down.
    assert items_with_key(controller.scene, f"p{other}.hand:soft_cyan")
    assert not items_with_key(controller.scene, f"p{seat}.hand:pale_magenta")


def test_solo_billy_turn_offers_his_mix_to_the_player(window, qtbot):
    controller = start(window, [Seat("You")], seed=0)
    rng = random.Random(0)
    for _ in range(60):
        if any(move.kind == "billy" for move in controller.legal):
            break
        controller.play(rng.choice(controller.legal))
    billy_moves = [m for m in controller.legal if m.kind == "billy"]
    assert billy_moves, "Billy's mix decision reached the player"
    assert "Billy" in window.side.prompt.text()
    move = billy_moves[0]
    scene = controller.scene
    parts = move.source.split("+")
    chosen = []
    for part in parts:
        item = next(i for i in items_with_key(scene, part) if i not in chosen)
        chosen.append(item)
        click(scene, item)
    target = next(i for i in scene.items_by_id.values() if i.drop_id == move.target)
    drag(scene, chosen[0], target.component_id)
    assert controller.match.moves[controller.match.cursor - 1] == move or any(
        m == move for m in controller.match.moves)


def test_save_and_resume_inside_an_effect_decision(window, tmp_path):
    controller = start(window, hot_seat())
    confirm_hand_over(window)
    seat = controller.human_to_move()
    drag(controller.scene, items_with_key(controller.scene, f"p{seat}.hand:soft_cyan")[0],
         f"p{seat}.play")
    prompt = controller.game.prompt(controller.match.state, seat)
    legal = controller.legal
    path = tmp_path / "mid-turn.json"
    assert window.files.save_to(path)
    window.show_start()
    assert window.files.open_file(path)
    confirm_hand_over(window)
    reopened = window.controller
    assert reopened.match.state == controller.match.state
    assert reopened.game.prompt(reopened.match.state, seat) == prompt
    assert reopened.legal == legal


def test_a_key_enlarges_the_focused_card(window, qtbot):
    from PySide6.QtCore import Qt

    controller = start(window, hot_seat())
    confirm_hand_over(window)
    qtbot.keyClick(window.view, Qt.Key.Key_Tab)
    move = controller.focused_move()
    qtbot.keyClick(window.view, Qt.Key.Key_Z)
    preview = controller.scene.preview
    assert preview is not None
    assert preview.face.title.lower().replace(" ", "_") == move.source.split(":")[-1]
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert controller.scene.preview is None


def test_the_end_of_game_shows_the_winning_condition_and_every_players_cards(window, qtbot):
    window.autosave = False  # the results are looked at, not the save file synced every move
    bots = [Seat("Ann", "heuristic"), Seat("Bo", "heuristic")]
    controller = start(window, bots, seed=4)
    qtbot.waitUntil(lambda: window.ending.end_dialog is not None, timeout=60_000)
    text = window.ending.end_dialog.plain_text()
    outcome = controller.match.outcome()
    assert "met" in text  # the winning condition
    assert "VP in play" in text and "Rank dots" in text
    assert "Cards at the end" in text and "play:" in text and "hand:" in text
    if outcome.winners:
        assert f"{controller.seats[outcome.winners[0]].name} win" in text


def test_the_log_and_the_table_call_you_you_and_a_bot_by_its_name(window):
    window.bot_delay_ms = PAUSED
    controller = start(window, [Seat("You"), Seat("Bot 2", "heuristic")])
    match = controller.match
    for _turn in range(2):  # each seat prints a Soft Cyan and adds a Light Yellow
        seat = match.to_move()[0]
        match.play_text("print soft_cyan", seat)
        match.play_text("choose light_yellow", seat)
    controller.refresh(animate=False)
    log = [re.sub(r"<[^>]+>", "", line) for line in controller.history_html()]  # chance is grey
    assert "You start" in log or "Bot 2 starts" in log
    assert "You print Soft Cyan" in log and "Bot 2 prints Soft Cyan" in log
    assert "You add Light Yellow to your hand" in log
    assert "Bot 2 adds Light Yellow to their hand" in log
    scene = controller.scene
    assert scene.item_for("p0.play").title.endswith("Your play area")
    size = match.state.hand_size(1)
    assert size > 1 and scene.item_for("label:p1.hand").text == f"Hand: {size} cards"
    state = match.state
    held = size + sum(state.play[1][: state.config.kinds])
    assert scene.item_for("p1.play").status == (
        f"{controller.game.live_vp(state, 1)}/17 VP in play · {held} cards")
    # Card texts count in words that agree too: Light Yellow refills "up to 1 card".
    light_yellow = controller.layout.faces[state.config.kind_of("light_yellow")]
    assert "Refill up to 1 card." in light_yellow.text
    shown = " ".join(getattr(item, "text", "") + " " + getattr(item, "status", "") + " "
                     + getattr(item, "title", "") for item in scene.items_by_id.values())
    assert "Player " not in shown and "1 cards" not in shown


def test_a_card_says_its_words_when_first_shown(window):
    # The first frame says only the words of the cards on the table (issue 32: a start paid
    # for every card's words); a card shown later has the same face as if made at once.
    window.bot_delay_ms = PAUSED
    controller = start(window, [Seat("You"), Seat("Bot 2", "heuristic")])
    layout = controller.layout
    kinds = len(controller.match.content.cards) + 1
    shown_now = {item.face.title for item in controller.scene.items_by_id.values()
                 if isinstance(item, CardItem)}
    made = set(layout._arts)
    assert 0 < len(made) < kinds
    assert {layout.art_of(kind).name for kind in made} <= shown_now | {"Mix"}
    later = next(kind for kind in range(kinds - 1) if kind not in made)
    art = layout.art_of(later)
    card = controller.match.content.cards[later]
    assert art.rank == card.rank and art.vp == card.vp and art.text
    assert layout.faces[later].text == art.text and len(layout.art) == kinds
