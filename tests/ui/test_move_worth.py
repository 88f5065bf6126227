"""What a move is worth, shown before it is made (issue 31), met with the real mouse and keys: a
drag resting over a legal target, the mouse resting on a row a click takes, and the keyboard's
focus each show a badge at the target and the rules' words on the note line, exactly what the
game's `effect` says on the mover's view; they go when the pick ends, the pointer leaves, or the
focus moves. One test runs over every game whose manifest declares `previews`."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtTest import QTest

from chroma_desktop.registry import manifests
from chroma_desktop.ui.game_config import NewGameConfig
from chroma_desktop.ui.items.card_item import CardItem
from chroma_desktop.ui.items.worth_badge import BADGE_GLYPHS, badge_text
from chroma_desktop.ui.items.zone_item import ZoneItem
from chroma_desktop.ui.match_controller import Seat
from tests.ui.conftest import humans, start

LEFT = Qt.MouseButton.LeftButton
NO_KEYS = Qt.KeyboardModifier.NoModifier
PAUSED = 10 ** 7  # a bot pace at which no bot acts during the test
PREVIEWED = [manifest.id for manifest in manifests() if manifest.previews]


def pixel(window, point: QPointF) -> QPoint:
    return window.view.mapFromScene(point)


def pixels_of(window, item) -> QRect:
    """Where `item` is drawn in the view's viewport."""
    return window.view.mapFromScene(item.sceneBoundingRect()).boundingRect()


def badge_pixels(window, badge) -> QRect:
    """Where the badge is drawn in the viewport (it keeps its size in pixels at every zoom)."""
    return badge.boundingRect().translated(QPointF(pixel(window, badge.scenePos()))).toRect()


def mouse_onto(window, item) -> QPoint:
    """Move the real mouse onto the middle of `item` (from the table's corner: Qt sends no move
    to where the pointer already is, as it may be since an earlier test)."""
    scene, viewport = window.view.scene(), window.view.viewport()
    QTest.mouseMove(viewport, pixel(window, scene.sceneRect().topLeft() + QPointF(8, 8)))
    rect = item.mapRectToScene(item.rect) if isinstance(item, ZoneItem) else item.sceneBoundingRect()
    centre = pixel(window, rect.center())
    QTest.mouseMove(viewport, centre)
    return centre


def effect_for(controller, move):
    """The rules' own answer, on the mover's view."""
    player = controller.player
    return controller.game.effect(controller.match.view(player), move)


def note(window) -> str:
    return window.table_page.message


def said_on_badge(controller, effect) -> str:
    """What the badge says for `effect`: the change, or the rules' label where it changes none."""
    return badge_text(effect.change, controller.words(effect.label) if effect.label else "")


def badge_showing(controller):
    badge = controller.worth.badge
    return badge if badge is not None and badge.isVisible() else None


def assert_badge_says(window, controller, effect, at_item):
    badge = badge_showing(controller)
    assert badge is not None
    assert badge.text == said_on_badge(controller, effect)
    assert badge.text[0] in BADGE_GLYPHS  # a glyph, not the colour alone
    # At the target: within its drawn rectangle or touching its edge.
    assert pixels_of(window, at_item).adjusted(-30, -40, 30, 40).contains(
        badge_pixels(window, badge).center())
    assert QFontInfo(badge.font).pixelSize() >= 9


def cards_on(controller, zone_id: str) -> list[CardItem]:
    return [item for item in controller.scene.items_by_id.values()
            if isinstance(item, CardItem) and item.drop_id == zone_id and item.isVisible()]


def test_dragging_the_drawn_card_over_a_row_shows_what_the_row_would_be_worth(window, qtbot):
    controller = start(window, humans(4))
    assert controller.activate("deck")
    scene = controller.scene
    card, row = scene.item_for("drawn"), scene.item_for("row:1")
    viewport = window.view.viewport()
    begin = pixel(window, card.sceneBoundingRect().center())
    QTest.mousePress(viewport, LEFT, NO_KEYS, begin)
    QTest.mouseMove(viewport, begin + QPoint(20, 20))
    QTest.mouseMove(viewport, pixel(window, row.mapRectToScene(row.rect).center()))
    move = next(m for m in controller.legal if m.target == "row:1")
    effect = effect_for(controller, move)
    assert effect is not None and effect.change == 0  # Coloretto: placing changes no score
    assert_badge_says(window, controller, effect, row)
    # Not "→ ±0": the row's worth to the mover then, in the rules' words, clear of its cards.
    badge = badge_showing(controller)
    assert badge.text.startswith("→ Row: ") and badge.text != "→ ±0"
    for placed in cards_on(controller, "row:1"):
        assert not badge_pixels(window, badge).intersects(pixels_of(window, placed))
    assert note(window) == controller.words(effect.words)
    assert "row 2 would be worth" in note(window)
    # Off every target: the badge goes and the note says what it said before.
    QTest.mouseMove(viewport, pixel(window, scene.sceneRect().topLeft() + QPointF(8, 8)))
    assert badge_showing(controller) is None
    assert note(window) == ""
    QTest.mouseRelease(viewport, LEFT, NO_KEYS, pixel(window, scene.sceneRect().topLeft()
                                                      + QPointF(8, 8)))
    assert badge_showing(controller) is None


def test_resting_on_a_row_to_take_shows_its_worth_and_leaving_hides_it(window, qtbot):
    controller = start(window, humans(4))
    assert controller.activate("deck")
    assert controller.play(next(m for m in controller.legal if m.target == "row:0"))
    take = next(m for m in controller.legal if m.source == "row:0")
    effect = effect_for(controller, take)
    assert effect is not None and effect.points_after > effect.points_now  # one card scores
    scene = controller.scene
    row = scene.item_for("row:0")
    viewport = window.view.viewport()
    mouse_onto(window, row)
    qtbot.waitUntil(lambda: badge_showing(controller) is not None, timeout=3000)
    assert_badge_says(window, controller, effect, row)
    assert note(window) == controller.words(effect.words)
    assert note(window).startswith("Taking row 1 is worth +")
    # Not over the row's cards: the badge lies in the row's free corner.
    badge = badge_pixels(window, controller.worth.badge)
    assert not any(badge.intersects(pixels_of(window, card)) for card in cards_on(controller,
                                                                                 "row:0"))
    QTest.mouseMove(viewport, pixel(window, scene.sceneRect().topLeft() + QPointF(8, 8)))
    qtbot.waitUntil(lambda: badge_showing(controller) is None, timeout=2000)
    assert note(window) == ""


def test_the_keyboard_s_focus_says_each_move_s_worth_after_enter(window, qtbot):
    controller = start(window, humans(3))
    assert controller.activate("deck")
    assert controller.play(next(m for m in controller.legal if m.target == "row:0"))
    seen = set()
    for _ in controller.legal:
        QTest.keyClick(window.view, Qt.Key.Key_Tab)
        move = controller.focused_move()
        effect = effect_for(controller, move)
        assert note(window).startswith("Enter: ")
        if effect is None:  # the blind draw: chance decides
            assert move.kind == "draw" and badge_showing(controller) is None
            continue
        seen.add(move.kind)
        assert note(window).endswith(controller.words(effect.words))
        assert_badge_says(window, controller, effect, controller.scene.item_for(move.target))
    assert seen == {"take"}
    QTest.keyClick(window.view, Qt.Key.Key_Escape)  # the focus goes, and its badge
    assert controller.focused_move() is None and badge_showing(controller) is None


def test_a_refusal_keeps_its_place_while_the_mouse_rests(window, qtbot):
    controller = start(window, humans(4))
    assert controller.activate("deck")
    assert controller.play(next(m for m in controller.legal if m.target == "row:0"))
    controller.drop("deck", "row:0")  # refused: drawing is a click
    refusal = note(window)
    assert refusal and window.table_page.message_error
    mouse_onto(window, controller.scene.item_for("row:0"))
    qtbot.waitUntil(lambda: badge_showing(controller) is not None, timeout=3000)
    assert note(window) == refusal


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_badge_s_words_are_at_least_9_px_and_leave_the_row_s_cards_clear(window, qtbot, size):
    window.resize(*size)
    controller = start(window, humans(2))
    window.view.fit()
    assert controller.activate("deck")
    assert controller.play(next(m for m in controller.legal if m.kind == "place"))
    for _ in controller.legal:
        QTest.keyClick(window.view, Qt.Key.Key_Tab)
        move = controller.focused_move()
        badge = badge_showing(controller)
        if move.kind != "take":
            continue
        assert badge is not None and QFontInfo(badge.font).pixelSize() >= 9
        drawn = badge_pixels(window, badge)
        assert window.view.viewport().rect().contains(drawn)
        for card in cards_on(controller, move.target) + cards_on(controller, move.source):
            assert not drawn.intersects(pixels_of(window, card))


def positions_to_decide(controller, count: int, seed: int):
    """`count` positions where seat 0 decides, reached by random moves of every seat."""
    match, rng = controller.match, random.Random(seed)
    for _ in range(count):
        for _step in range(500):
            if match.is_over():
                return
            movers = match.to_move()
            if 0 in movers and match.legal_moves(0) and rng.random() < 0.4:
                break
            seat = rng.choice([s for s in movers if match.legal_moves(s)])
            match.play(rng.choice(match.legal_moves(seat)), seat)
        controller.refresh(animate=False)
        if controller.player == 0:
            yield


@pytest.mark.parametrize("game_id", PREVIEWED)
def test_every_previewed_game_says_each_focused_move_s_worth_as_its_rules_do(window, qtbot,
                                                                              game_id):
    window.bot_delay_ms = PAUSED
    manifest = next(m for m in manifests() if m.id == game_id)
    players = max(2, manifest.min_players)
    seats = [Seat("You")] + [Seat(f"Bot {i + 1}", "heuristic") for i in range(1, players)]
    controller = window.start_game(NewGameConfig(game_id, players, seats, {}, False, 7))
    said = 0
    for _ in positions_to_decide(controller, 3, seed=11):
        for _ in range(len(controller.legal)):
            QTest.keyClick(window.view, Qt.Key.Key_Tab)
            move = controller.focused_move()
            effect = effect_for(controller, move)
            assert note(window).startswith("Enter: ")
            if effect is None:
                assert badge_showing(controller) is None
                continue
            said += 1
            assert note(window).endswith(controller.words(effect.words))
            badge = badge_showing(controller)
            assert badge is not None and badge.text == said_on_badge(controller, effect)
        QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert said > 0


def test_a_drag_asks_the_rules_once_per_target_however_long_it_rests(window, monkeypatch):
    controller = start(window, humans(4))
    assert controller.activate("deck")
    game = controller.game
    asked = []
    rules_effect = game.effect

    def counted(view, move):  # the rules' own answer, counted
        asked.append(move)
        return rules_effect(view, move)

    monkeypatch.setattr(game, "effect", counted)
    scene = controller.scene
    card, first, second = scene.item_for("drawn"), scene.item_for("row:1"), scene.item_for("row:2")
    viewport = window.view.viewport()
    begin = pixel(window, card.sceneBoundingRect().center())
    QTest.mousePress(viewport, LEFT, NO_KEYS, begin)
    for row in (first, second, first):
        centre = pixel(window, row.mapRectToScene(row.rect).center())
        for step in range(8):  # the pointer wanders over the row
            QTest.mouseMove(viewport, centre + QPoint(step * 4 - 16, step % 3))
    assert [move.target for move in asked] == ["row:1", "row:2"]
    assert controller.worth.shown[0].target == "row:1" and badge_showing(controller) is not None
    # Dropped there: the move is played, and its badge goes with the pick.
    QTest.mouseRelease(viewport, LEFT, NO_KEYS, pixel(window, first.mapRectToScene(
        first.rect).center()))
    assert controller.match.state.rows[1] and badge_showing(controller) is None


def test_a_row_rested_on_then_clicked_is_taken_and_its_badge_goes(window, qtbot):
    controller = start(window, humans(4))
    assert controller.activate("deck")
    assert controller.play(next(m for m in controller.legal if m.target == "row:0"))
    centre = mouse_onto(window, controller.scene.item_for("row:0"))
    viewport = window.view.viewport()
    qtbot.waitUntil(lambda: badge_showing(controller) is not None, timeout=3000)
    taker = controller.player
    QTest.mouseClick(viewport, LEFT, NO_KEYS, centre)
    assert controller.match.state.takers[0] == taker  # the click took the row
    assert badge_showing(controller) is None
    assert not note(window).startswith("Taking row")


def test_in_teach_mode_the_open_moves_come_back_when_the_mouse_leaves_a_row(window, qtbot):
    controller = start(window, humans(4), teach=True)
    assert controller.activate("deck")
    assert controller.play(next(m for m in controller.legal if m.target == "row:0"))
    teaching = note(window)
    assert teaching.startswith("Teach mode: 2 moves are open:")
    mouse_onto(window, controller.scene.item_for("row:0"))
    qtbot.waitUntil(lambda: note(window).startswith("Taking row 1 is worth"), timeout=3000)
    QTest.mouseMove(window.view.viewport(), pixel(window, controller.scene.sceneRect().topLeft()
                                                  + QPointF(8, 8)))
    qtbot.waitUntil(lambda: badge_showing(controller) is None, timeout=2000)
    assert note(window) == teaching
