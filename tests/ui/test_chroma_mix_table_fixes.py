"""What a new player ran into at the Chroma Mix table (issue 13), each driven through the real
view: mouse presses, moves and releases on the viewport at points taken from what is drawn (the
visible middle of a card or panel), never a call into the controller or the scene to make a move.

- a card Confident Billy draws comes from his deck and lands in his hand (not on the market);
- effect choices ("Choose Pale Magenta or Light Yellow", "Choose what Confident Billy mixes") are
  lit, and a click or a drag makes them; the printed card stays in play meanwhile;
- a gained card covers no card in the hand, and a hand closes up when a card leaves it;
- two cards that cannot be mixed together are refused with the reason;
- the "Tucked under Mustard" panel shows only in a game with Mustard;
- your own automatic gains are in the log, as everyone's are.

Set-up steps that are not under test (a bot's turn, reaching Billy's decision) go through the
rules' API, as a saved game would bring them.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from chroma_desktop.games.chroma_mix.table.faces import CardArt
from chroma_desktop.games.chroma_mix.table.layout import M, fan_positions
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match
from chroma_desktop.ui import theme
from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.items.base import Highlight, TableItem
from chroma_desktop.ui.items.card_item import CardItem
from chroma_desktop.ui.match_controller import Seat
from chroma_desktop.ui.view_menu import PACES
from tests.ui.playthrough.sight import screen_point, visible_area

LEFT = Qt.MouseButton.LeftButton
NO_KEYS = Qt.KeyboardModifier.NoModifier
PAUSED = 10 ** 7  # a bot pace at which no bot acts during a test
NORMAL_PACE = dict((name.replace("&", ""), ms) for name, ms in PACES)["Normal"]


# -- starting a game ---------------------------------------------------------------------------
def start(window, seats, seed, **options):
    return window.start_game(NewGameConfig("chroma_mix", len(seats), seats, options, False, seed))


def you_and_a_bot():
    return [Seat("You"), Seat("Bot 2", "heuristic")]


def first_seed(players, wanted, **options) -> int:
    """The first seed whose opening (after the set-up's chance steps) satisfies `wanted`."""
    game = find_game("chroma_mix")
    for seed in range(500):
        match = Match(game, players, options, seed)
        if wanted(match.state):
            return seed
    raise AssertionError("no seed under 500 opens as this test needs")


def in_market(state, card_id) -> bool:
    config = state.config
    return any(config.kind_of(card_id) in row for row in state.rows)


# -- what is drawn, and the mouse ---------------------------------------------------------------
def cards(scene, key: str) -> list[CardItem]:
    return [item for item in scene.items_by_id.values()
            if isinstance(item, CardItem) and item.source_key == key]


def pixel(window, item: TableItem, same=lambda other: False) -> QPoint:
    """The middle of what shows of `item`, on the viewport."""
    point = screen_point(window.view, visible_area(item, same))
    assert point is not None, f"{item.component_id} ({item.source_key}) does not show"
    return point


def zone_pixel(window, zone_id: str) -> QPoint:
    """The middle of what shows of a panel, the cards lying in it aside (a drop there means
    the panel)."""
    zone = window.controller.scene.item_for(zone_id)
    return pixel(window, zone, lambda other: other.drop_id == zone_id)


def click(window, point: QPoint) -> None:
    viewport = window.view.viewport()
    QTest.mousePress(viewport, LEFT, NO_KEYS, point)
    QTest.mouseRelease(viewport, LEFT, NO_KEYS, point)


def drag(window, start: QPoint, end: QPoint, steps: int = 6) -> None:
    viewport = window.view.viewport()
    QTest.mousePress(viewport, LEFT, NO_KEYS, start)
    for step in range(1, steps + 1):
        QTest.mouseMove(viewport, start + (end - start) * (step / steps))
    QTest.mouseRelease(viewport, LEFT, NO_KEYS, end)


def lit(scene) -> set[str]:
    """The pick-up keys of the cards drawn lit (a choice waiting for the player)."""
    return {item.source_key for item in scene.items_by_id.values()
            if isinstance(item, CardItem) and isinstance(item.face.painter, CardArt)
            and item.face.painter.lit}


def ring_colour(window, item: CardItem) -> QColor:
    """The colour drawn just outside the middle of a card's top edge, on the screen."""
    rect = item.mapRectToScene(item.card_rect())
    image = window.view.viewport().grab().toImage()
    point = window.view.mapFromScene(QPointF(rect.center().x(), rect.top() - 4))
    return image.pixelColor(point)


def near(colour: QColor, wanted: QColor, tolerance: int = 40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in ((colour.red(), wanted.red()),
                                                    (colour.green(), wanted.green()),
                                                    (colour.blue(), wanted.blue())))


def settle(qtbot, scene) -> None:
    qtbot.waitUntil(lambda: not scene.animating, timeout=5000)


def last_move(controller) -> tuple[int, str]:
    match = controller.match
    ply = match.cursor - 1
    while match.movers[ply] < 0:  # chance steps after the move (a market slot refilled)
        ply -= 1
    return match.movers[ply], controller.game.move_to_str(match.states[ply], match.moves[ply])


# -- Billy's draws --------------------------------------------------------------------------------
def test_a_card_billy_draws_comes_from_his_deck_and_lands_in_his_hand(window, qtbot):
    seed = first_seed(1, lambda state: state.current == 0 and state.top is None,
                      difficulty="lowest")
    window.set_pace(NORMAL_PACE, remember=False)
    controller = start(window, [Seat("You")], seed, difficulty="lowest")
    scene = controller.scene
    deck = scene.item_for("billy.deck")
    deck_at = deck.pos()
    before = set(scene.items_by_id)
    # Swap (a whole turn): a Soft Cyan from the hand onto the Pale Magenta pile.
    drag(window, pixel(window, cards(scene, "p0.hand:soft_cyan")[0]),
         pixel(window, scene.item_for("supply.r1:pale_magenta")))
    assert last_move(controller) == (0, "swap soft_cyan -> pale_magenta")
    billy_zone = scene.item_for("billy.hand").rect
    drawn = [item for cid, item in scene.items_by_id.items()
             if cid not in before and isinstance(item, CardItem)
             and item.source_key.startswith("billy.hand:")]
    state = controller.match.state
    assert len(drawn) == sum(state.hands[state.config.billy]) >= 1  # a Mix card may be spent
    for item in drawn:  # each sets off from Billy's deck...
        assert item.pos() == deck_at, (item.face.title, item.pos(), deck_at)
        assert item.home != item.pos()
    markets = [scene.item_for(f"zone:market.r{rank}").rect for rank in (2, 3)]
    settle(qtbot, scene)
    for item in drawn:  # ...and lands in his hand, clear of the market
        landed = item.mapRectToScene(item.card_rect())
        assert item.pos() == item.home
        assert billy_zone.contains(landed), (item.face.title, landed)
        assert not any(market.intersects(landed) for market in markets)
        assert pixel(window, item)  # and it shows


# -- effect choices --------------------------------------------------------------------------
def test_an_effect_choice_is_lit_the_printed_card_stays_and_a_click_chooses(window, qtbot):
    window.bot_delay_ms = PAUSED
    seed = first_seed(2, lambda state: state.current == 0)
    controller = start(window, you_and_a_bot(), seed)
    scene = controller.scene
    assert lit(scene) == set()  # choosing an action: nothing is lit
    drag(window, pixel(window, cards(scene, "p0.hand:soft_cyan")[0]), zone_pixel(window, "p0.play"))
    assert last_move(controller) == (0, "print soft_cyan")
    assert "Choose Pale Magenta or Light Yellow" in window.side.prompt.text()
    choices = {move.source for move in controller.legal}
    assert lit(scene) == choices == {"supply.r1:pale_magenta", "supply.r1:light_yellow"}
    settle(qtbot, scene)
    # Drawn lit on the screen: the highlight ring around the choices, not around the others.
    highlight = QColor(theme.HIGHLIGHT)
    for key in choices:
        assert near(ring_colour(window, scene.item_for(key)), highlight), key
    assert not near(ring_colour(window, scene.item_for("supply.r1:soft_cyan")), highlight)
    # The printed card stays in play, whole and in sight, while the choice waits.
    printed = cards(scene, "p0.play:soft_cyan")
    assert len(printed) == 1
    card = printed[0]
    shown = visible_area(card, lambda other: False).boundingRect()
    drawn = card.mapRectToScene(card.card_rect())
    assert card.pos() == card.home
    assert scene.item_for("p0.play").rect.contains(drawn)
    assert shown.width() * shown.height() >= 0.95 * drawn.width() * drawn.height()
    # A click on a lit card takes it.
    hand_before = controller.match.state.hands[0]
    click(window, pixel(window, scene.item_for("supply.r1:light_yellow")))
    assert last_move(controller) == (0, "choose light_yellow")
    state = controller.match.state
    kind = state.config.kind_of("light_yellow")
    assert state.hands[0][kind] == hand_before[kind] + 1
    assert lit(scene) == set()


def test_choosing_what_billy_mixes_is_lit_and_made_by_the_mouse(window, qtbot):
    seed = first_seed(1, lambda state: state.current == 0 and state.top is None,
                      difficulty="lowest")
    controller = start(window, [Seat("You")], seed, difficulty="lowest")
    match = controller.match
    # Set-up: swap turns until Billy draws a Mix card and his mix waits for you.
    for _turn in range(40):
        if any(move.kind == "billy" for move in match.legal_moves(0)):
            break
        swap = next(m for m in match.legal_moves(0) if m.kind == "swap")
        match.play(swap, 0)
    controller.refresh(animate=False)
    scene = controller.scene
    moves = [m for m in controller.legal if m.kind == "billy"]
    assert moves, "Billy's mix never came"
    assert window.side.prompt.text().startswith("Choose what Confident Billy mixes")
    assert lit(scene) == {part for m in moves for part in m.source.split("+")}
    move = moves[0]
    first, second = move.source.split("+")
    chosen = cards(scene, first)[0]
    click(window, pixel(window, chosen))
    other = next(item for item in cards(scene, second) if item is not chosen)
    click(window, pixel(window, other))
    assert scene.selection == [chosen, other]
    shown = scene.highlighted(Highlight.TARGET) | scene.highlighted(Highlight.FOCUS)  # Enter's: focus
    targets = {scene.items_by_id[cid].drop_id for cid in shown}
    assert move.target in targets
    target = next(item for item in scene.items_by_id.values()
                  if isinstance(item, CardItem) and item.drop_id == move.target)
    wanted = controller.game.move_to_str(match.state, move)
    drag(window, pixel(window, other), pixel(window, target))
    assert last_move(controller) == (0, wanted)


# -- the hand's layout -----------------------------------------------------------------------
def hand_is_laid_out_afresh(window, controller) -> None:
    """Every card of your hand shows, in order, evenly from the hand's left edge: no gap where
    a card left, no card put on top of another."""
    scene = controller.scene
    hand = sorted((item for item in scene.items_by_id.values() if isinstance(item, CardItem)
                   and item.source_key.startswith("p0.hand:")), key=lambda item: item.home.x())
    state = controller.match.state
    assert len(hand) == state.hand_size(0)
    zone = scene.item_for("p0.hand").rect
    width = hand[0].card_rect().width() if hand else 0
    config = state.config
    kinds = [config.kind_of(item.source_key.split(":")[1]) for item in hand]
    assert kinds == sorted(kinds)
    wanted = fan_positions(kinds, zone.left() + M, zone.width() - 2 * M, width)
    assert [round(item.home.x(), 3) for item in hand] == [round(x, 3) for x in wanted]
    if len(hand) * (width + 8) - 8 <= zone.width() - 2 * M:  # room for all: none overlaps
        rects = [item.mapRectToScene(item.card_rect()) for item in hand]
        assert not any(a.intersects(b) for a, b in zip(rects, rects[1:], strict=False))
    for item in hand:
        assert item.pos() == item.home
        assert pixel(window, item)


def test_a_gained_card_covers_no_card_and_the_hand_closes_up(window, qtbot):
    window.bot_delay_ms = PAUSED
    window.set_pace(NORMAL_PACE, remember=False)
    seed = first_seed(2, lambda state: state.current == 0)
    controller = start(window, you_and_a_bot(), seed)
    scene = controller.scene
    hand_is_laid_out_afresh(window, controller)
    # A card leaves the hand (printed): the others close up.
    drag(window, pixel(window, cards(scene, "p0.hand:pale_magenta")[0]),
         zone_pixel(window, "p0.play"))
    settle(qtbot, scene)
    hand_is_laid_out_afresh(window, controller)
    # A card comes in (gained): it takes its own place; none is covered.
    click(window, pixel(window, scene.item_for("supply.r1:soft_cyan")))
    assert last_move(controller) == (0, "choose soft_cyan")
    settle(qtbot, scene)
    hand_is_laid_out_afresh(window, controller)
    # Your next turn, after the bot's: a swap takes one card out and puts another in.
    controller.stop()
    window.bot_delay_ms = 0
    controller.bot_delay_ms = 0
    controller.refresh(animate=False)
    qtbot.waitUntil(lambda: controller.human_to_move() == 0, timeout=20_000)
    settle(qtbot, scene)
    hand_is_laid_out_afresh(window, controller)
    swap = next(m for m in controller.legal if m.kind == "swap")
    drag(window, pixel(window, cards(scene, swap.source)[0]), pixel(window,
                                                                    scene.item_for(swap.target)))
    settle(qtbot, scene)
    hand_is_laid_out_afresh(window, controller)


# -- a refused mix ------------------------------------------------------------------------------
def test_two_cards_that_cannot_be_mixed_together_are_refused_with_the_reason(window):
    window.bot_delay_ms = PAUSED
    # Soft Cyan and Light Yellow each mix with Pale Magenta here (Lavender, Coral), but their
    # own mix, Jungle, is not in the market.
    seed = first_seed(2, lambda state: state.current == 0 and in_market(state, "lavender")
                      and in_market(state, "coral") and not in_market(state, "jungle"))
    controller = start(window, you_and_a_bot(), seed)
    scene = controller.scene
    before = controller.match.state
    cyan = cards(scene, "p0.hand:soft_cyan")[0]
    yellow = cards(scene, "p0.hand:light_yellow")[0]
    click(window, pixel(window, cyan))
    click(window, pixel(window, yellow))
    assert scene.selection == [cyan, yellow]
    assert not scene.highlighted(Highlight.TARGET)  # nothing they could make
    # Said as soon as the second card is chosen, not only when the pair is dropped.
    assert window.side.message.text() == (
        "Soft Cyan + Light Yellow would make Jungle, but none is left to take.")
    drag(window, pixel(window, yellow), zone_pixel(window, "p0.play"))
    assert controller.match.state == before
    assert window.side.message.text() == (
        "Soft Cyan + Light Yellow would make Jungle, but none is left to take.")
    # Still chosen; dropped on a card they do not make, the difference is said.
    assert scene.selection == [cyan, yellow]
    lavender = next(item for item in scene.items_by_id.values()
                    if item.drop_id == "market.r2:lavender")
    drag(window, pixel(window, yellow), pixel(window, lavender))
    assert controller.match.state == before
    assert window.side.message.text() == (
        "Soft Cyan + Light Yellow has one Magenta too few and one Yellow too many for Lavender "
        "(mixes must be exact).")


def test_the_rules_say_why_cards_chosen_together_make_no_mix_wherever_they_are_dropped():
    """The refusal the table shows for a pair dropped off any mix target (or on nothing): the
    rules' `why_not`, in words."""
    game = find_game("chroma_mix")
    seed = first_seed(2, lambda state: state.current == 0 and not in_market(state, "jungle"))
    match = Match(game, 2, {}, seed)
    pair = "p0.hand:soft_cyan+p0.hand:light_yellow"
    for target in ("", "table", "p0.play", "p0.hand"):
        said = str(game.why_not(match.state, 0, pair, target))
        assert said == "Soft Cyan + Light Yellow would make Jungle, but none is left to take.", \
            target
    # Three cards without Raspberry in play, and two cards one does not hold.
    assert str(game.why_not(match.state, 0, pair + "+p0.hand:pale_magenta", "")) == (
        "A mix returns exactly 2 cards (Raspberry in play allows any number).")
    assert str(game.why_not(match.state, 0, "p0.hand:soft_cyan+p0.hand:soft_cyan", "")) == (
        "You do not have another Soft Cyan in your hand.")


# -- Mustard's panel -------------------------------------------------------------------------
def test_the_tucked_panel_shows_only_in_a_game_with_mustard(window):
    window.bot_delay_ms = PAUSED
    for win_card, shown in (("petrol", False), ("burgundy", False), ("none", False),
                            ("mustard", True)):
        controller = start(window, you_and_a_bot(), 1, win_card=win_card)
        titles = [getattr(item, "title", "") for item in controller.scene.items_by_id.values()]
        assert (controller.scene.item_for("p0.tucked") is not None) == shown, win_card
        assert any("Tucked under Mustard" in title for title in titles) == shown, win_card
        controller.stop()


# -- the log -----------------------------------------------------------------------------------
def log_lines(window) -> list[str]:
    return [line for line in window.side.log.toPlainText().splitlines() if line.strip()]


def test_your_automatic_gain_is_in_the_log(window, qtbot):
    window.bot_delay_ms = PAUSED
    seed = first_seed(2, lambda state: state.current == 0 and in_market(state, "coral"))
    controller = start(window, you_and_a_bot(), seed)
    scene = controller.scene
    # Your turn: mix Pale Magenta and Light Yellow into Coral, with the mouse.
    magenta = cards(scene, "p0.hand:pale_magenta")[0]
    yellow = cards(scene, "p0.hand:light_yellow")[0]
    click(window, pixel(window, magenta))
    click(window, pixel(window, yellow))
    coral = next(item for item in scene.items_by_id.values()
                 if item.drop_id == "market.r2:coral")
    drag(window, pixel(window, yellow), pixel(window, coral))
    assert last_move(controller) == (0, "mix light_yellow pale_magenta -> coral") or \
        last_move(controller) == (0, "mix pale_magenta light_yellow -> coral")
    # The bot's turn (set-up), then yours: print Coral, which adds a Pale Magenta by itself.
    match = controller.match
    while match.to_move() and match.to_move()[0] != 0:
        seat = match.to_move()[0]
        match.play(next(m for m in match.legal_moves(seat) if m.kind == "swap"), seat)
    controller.refresh(animate=False)
    drag(window, pixel(window, cards(scene, "p0.hand:coral")[0]), zone_pixel(window, "p0.play"))
    assert last_move(controller) == (0, "print coral")
    assert match.state.hands[0][match.state.config.kind_of("pale_magenta")] >= 1
    assert "You print Coral. You add Pale Magenta to your hand" in log_lines(window)


def test_every_seats_automatic_gain_is_said_in_its_log_line():
    game = find_game("chroma_mix")
    seed = first_seed(2, lambda state: state.current == 1 and in_market(state, "coral"))
    match = Match(game, 2, {}, seed)
    match.play_text("mix pale_magenta light_yellow -> coral", 1)
    match.play_text("swap soft_cyan -> light_yellow", 0)
    ply = match.cursor
    match.play_text("print coral", 1)
    from chroma_desktop.rules.messages import SeatNames, render

    said = render(game.describe(match.states[ply], match.moves[ply]),
                  SeatNames(("You", "Bot 2"), frozenset({0})))
    assert said == "Bot 2 prints Coral. Bot 2 adds Pale Magenta to their hand"
