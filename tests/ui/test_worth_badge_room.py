"""The worth badge covers nothing else drawn (issue 31: at a Chroma Cubes section's top-right
corner it hid the bird's eye, and by a focused lock its words "extra die at 3, 6"). At 1024x640,
the keyboard's focus on a move colouring a section and on a move onto a lock (a section shows
its badge for a move from a die: the focus names one): the badge's rectangle meets the outline
of no other item (zones and the sheet's paper, which it may stand on, aside)."""

from __future__ import annotations

import random

from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest

from chroma_desktop.games.chroma_cubes import moves as mv
from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.items.zone_item import ZoneItem
from tests.ui.conftest import humans

PAUSED = 10 ** 7  # a bot pace at which no bot acts during the test


def started(window, attempt: int, wanted):
    """A 2-player game played at random until the viewer has a move `wanted` accepts."""
    window.resize(1024, 640)
    window.bot_delay_ms = PAUSED
    controller = window.start_game(NewGameConfig("chroma_cubes", 2, humans(2), {}, False, 6))
    match, rng = controller.match, random.Random(attempt)
    while not match.is_over():
        player = match.to_move()[0]
        legal = match.legal_moves(player)
        if player == controller.viewer and any(wanted(controller, move) for move in legal):
            break
        match.play(rng.choice(legal), player)
    controller.refresh(animate=False)
    window.view.fit()
    return controller


def badge_in_scene(window, badge) -> QRectF:
    """The badge's scene rectangle (it keeps its size in pixels at every zoom)."""
    zoom = window.view.transform().m11()
    box = badge.boundingRect().adjusted(1, 1, -1, -1)
    return QRectF(badge.scenePos() + box.topLeft() / zoom, box.size() / zoom)


def covered_by(controller, badge_rect: QRectF, target) -> list[str]:
    """The ids of the items the badge meets, apart from the target, what lies under it and a
    sheet's paper (a badge touching a lock by the sheet's edge may stand on the paper's rim)."""
    rect = target.sceneBoundingRect()
    return [key for key, item in controller.scene.items_by_id.items()
            if item is not target and item.isVisible() and not isinstance(item, ZoneItem)
            and not item.sceneBoundingRect().contains(rect) and not key.startswith("paper:")
            and item.mapToScene(item.shape()).intersects(badge_rect)]


def _colours_a_section(controller, move) -> bool:
    return move.kind == "colour" and controller.scene.item_for(move.target) is not None


def focus_on(window, controller, wanted):
    """Tab through the open moves to the first `wanted` accepts; its badge and target."""
    for _ in controller.legal:
        QTest.keyClick(window.view, Qt.Key.Key_Tab)
        if wanted(controller, controller.focused_move()):
            break
    move = controller.focused_move()
    assert wanted(controller, move)
    badge = controller.worth.badge
    assert badge is not None and badge.isVisible()
    return badge, controller.worth._item_at(move.target)


def test_the_badge_by_a_focused_section_covers_no_other_item(window, qtbot):
    controller = started(window, 0, _colours_a_section)
    badge, section = focus_on(window, controller, _colours_a_section)
    assert covered_by(controller, badge_in_scene(window, badge), section) == []


def test_the_badge_by_a_focused_lock_covers_no_other_item(window, qtbot):
    def onto_lock(controller, move) -> bool:
        config = controller.match.state.config
        return move.target in {mv.lock_target(config, controller.viewer, lock)
                               for lock in range(len(config.powers))}

    controller = None
    for attempt in range(10):
        controller = started(window, attempt, onto_lock)
        if any(onto_lock(controller, move) for move in controller.legal):
            break
    badge, lock = focus_on(window, controller, onto_lock)
    assert covered_by(controller, badge_in_scene(window, badge), lock) == []
