"""Coloretto's table for a new player: the set-up choices are lit cards to click, the hint answers
the decision in front of the player, the deck says when the last round comes in words that are
true, and a collection of every kind of card stays inside its area.

Mouse and keys go to the view's viewport (QTest) at points taken from what is drawn.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.driver import bot_rng
from chroma_desktop.games.coloretto import moves as mv
from chroma_desktop.games.coloretto.state import CHOOSE, REMOVE, TURN
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.position import position_to_text
from chroma_desktop.ui.items.card_item import CardItem
from chroma_desktop.ui.match_controller import Seat

LEFT = Qt.MouseButton.LeftButton
NO_KEYS = Qt.KeyboardModifier.NoModifier
PAUSED = 10 ** 7  # a bot delay at which no bot acts during a test


def seats(players: int) -> list[Seat]:
    return [Seat("You")] + [Seat(f"Bot {i + 1}", "heuristic") for i in range(1, players)]


def show(window, match: Match):
    """`match` on the table with you at seat 1 and bots that wait."""
    window.bot_delay_ms = PAUSED
    controller = window.show_match(match, seats(match.players), False)
    window.finish_start()
    return controller


def click(window, point: QPointF) -> None:
    QTest.mouseClick(window.view.viewport(), LEFT, NO_KEYS, window.view.mapFromScene(point))


def last_move(match: Match, seat: int):
    return [move for player, move in match.history() if player == seat][-1]


def centre(item) -> QPointF:
    return item.mapRectToScene(item.card_rect()).center()


def until(match: Match, done, limit: int = 400) -> None:
    """Heuristic bots play every seat until `done(state)`."""
    game, bot = match.game, make_bot("heuristic", match.game.id)
    rngs = [bot_rng(match.seed, seat) for seat in range(match.players)]
    for _ in range(limit):
        if done(match.state):
            return
        player = match.to_move()[0]
        match.play(bot.choose(game, match.view(player), player, rngs[player]), player)
    raise AssertionError("the state was never reached")


@pytest.mark.parametrize("players", [3, 5])
def test_a_starting_colour_is_a_lit_card_you_click(window, players):
    match = Match(find_game("coloretto"), players, {"edition": "newer"}, 5)
    assert match.state.phase == CHOOSE and match.to_move() == (0,)
    controller = show(window, match)
    scene = controller.scene
    zone = scene.item_for("zone:start")
    assert zone.active, "the choice in front of you is not lit"
    assert "click" in zone.status.lower()
    cards = [item for item in scene.items_by_id.values()
             if isinstance(item, CardItem) and item.component_id.startswith("supply:")]
    assert len(cards) == len(controller.legal)
    chosen = cards[-1]
    click(window, centre(chosen))
    kind = int(chosen.component_id.split(":")[1])
    assert last_move(match, 0) == (mv.start_move(kind, 0))
    assert match.state.collections[0][kind] == 1
    # Now a bot chooses: the cards are not lit for you.
    assert not scene.item_for("zone:start").active


def test_the_hint_answers_the_starting_colour_choice(window):
    match = Match(find_game("coloretto"), 3, {"edition": "newer"}, 5)
    controller = show(window, match)
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_H)
    said = window.side.message.text()
    assert "starting colour" in said and "Draw" not in said, said
    hinted = controller.focused_move()
    assert hinted is not None and hinted.kind == mv.START
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert last_move(match, 0) == (hinted)


def test_a_colour_to_remove_is_a_lit_card_you_click_and_the_hint_names_one(window):
    match = Match(find_game("coloretto"), 3, {"colour_removal": "chosen"}, 5)
    assert match.state.phase == REMOVE and match.to_move() == (0,)
    controller = show(window, match)
    zone = controller.scene.item_for("zone:start")
    assert zone.active and "remove" in zone.title.lower()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_H)
    said = window.side.message.text()
    assert said.startswith("Hint: Remove "), said
    card = controller.scene.item_for("supply:2")
    click(window, centre(card))
    assert last_move(match, 0) == (mv.remove_move(2))
    assert 2 in match.state.removed


def deck_words(controller) -> str:
    """The deck's note, its lines read as one (it wraps where it needs two)."""
    label = controller.scene.item_for("label:last")
    return label.text.replace("\n", " ") if label is not None else ""


def test_the_deck_says_when_the_last_round_card_comes_in_true_words(window):
    match = Match(find_game("coloretto"), 3, {"edition": "newer"}, 5)
    controller = show(window, match)
    # Before the starting colours are out, the last-round card is not in the deck yet.
    assert deck_words(controller) == ""
    until(match, lambda state: state.phase == TURN)
    controller = show(window, match)
    state = match.state
    assert state.above_last == state.deck_size() - 16  # newer edition: 16 cards below it
    assert deck_words(controller) == f"Last-round card: after {state.above_last} more cards"
    until(match, lambda state: state.phase == TURN and state.above_last == 0)
    controller = show(window, match)
    assert deck_words(controller) == "Last-round card: it is the next card drawn"
    assert "0 cards" not in deck_words(controller)


@pytest.mark.parametrize(("players", "edition"), [(2, "newer"), (3, "newer"), (3, "original"),
                                                   (4, "newer"), (5, "newer")])
def test_a_collection_of_every_kind_of_card_stays_inside_its_area(window, players, edition):
    game = find_game("coloretto")
    match = Match(game, players, {"edition": edition}, 5)
    until(match, lambda state: state.phase == TURN)
    state = match.state
    # Seat 1 holds a card of every kind still in the deck (taken from the deck: the same cards).
    kinds = [kind for kind, count in enumerate(state.deck) if count]
    collection = list(state.collections[0])
    deck = list(state.deck)
    for kind in kinds:
        collection[kind] += 1
        deck[kind] -= 1
    state = state._replace(collections=(tuple(collection), *state.collections[1:]),
                           deck=tuple(deck))
    shown = Match.from_position(position_to_text(game, state), seed=5, resolve=find_game)
    controller = show(window, shown)
    scene = controller.scene
    area = scene.item_for("p0.collection").rect
    piles = {}
    for item in scene.items_by_id.values():
        if isinstance(item, CardItem) and item.component_id.startswith("p0.col:"):
            kind = int(item.component_id.split(":")[1])
            # What is drawn: the card, and its count's badge over the top right corner.
            drawn = item.card_rect().adjusted(0, -10 if item.badge else 0,
                                              8 if item.badge else 0, 0)
            rect = item.mapRectToScene(drawn)
            piles[kind] = piles[kind].united(rect) if kind in piles else rect
    assert len(piles) == len(kinds)
    if edition == "newer" and players == 3:
        assert len(piles) == 9  # six colours, the joker, the golden joker and the +2 cards
    for kind, rect in piles.items():
        assert area.contains(rect), (kind, rect, area)
    ordered = sorted(piles.values(), key=lambda rect: rect.left())
    for left, right in zip(ordered, ordered[1:], strict=False):
        assert left.right() <= right.left(), "two piles overlap"
    assert scene.sceneRect().contains(area)
