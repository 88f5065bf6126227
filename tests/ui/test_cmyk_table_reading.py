"""CMYK!'s table reads at 1280x800 and behaves under the hand: the marks on the tiles are large
enough to read, every score line of every player is shown whole (no "…"), a tile in hand is
dragged as itself (never as a "Tile in hand" label), and a mosaic never overlaps itself while
it re-centres.

Mouse events go to the view's viewport (QTest) at points taken from what is drawn.
"""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QEventLoop, QPointF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.driver import bot_rng
from chroma_desktop.games.cmyk import moves as mv
from chroma_desktop.games.cmyk.state import NONE, OVER, PLAY
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match
from chroma_desktop.ui import theme
from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.items.shape_item import ShapeItem
from chroma_desktop.ui.items.zone_item import LabelItem
from chroma_desktop.ui.match_controller import Seat
from chroma_desktop.ui.scene.table_scene import DragGhost

LEFT = Qt.MouseButton.LeftButton
NO_KEYS = Qt.KeyboardModifier.NoModifier
PAUSED = 10 ** 7  # a bot delay at which no bot acts during a test


def seats(players: int) -> list[Seat]:
    return [Seat("You")] + [Seat(f"Bot {i + 1}", "heuristic") for i in range(1, players)]


def bots_play(match: Match, done, limit: int = 2000) -> None:
    """Heuristic bots play every seat (in turn where several may act) until `done(state)`."""
    game, bot = match.game, make_bot("heuristic", "cmyk")
    rngs = [bot_rng(match.seed, seat) for seat in range(match.players)]
    for step in range(limit):
        if done(match.state) or match.is_over():
            return
        movers = match.to_move()
        player = movers[step % len(movers)]
        match.play(bot.choose(game, match.view(player), player, rngs[player]), player)
    raise AssertionError("the state was never reached")


def show(window, match: Match):
    window.bot_delay_ms = PAUSED
    controller = window.show_match(match, seats(match.players), False)
    window.finish_start()
    QApplication.processEvents()
    controller.scene.finish_animations()
    return controller


def pixel(window, point: QPointF):
    return window.view.mapFromScene(point)


def tile_items(scene) -> list[ShapeItem]:
    return [item for item in scene.items_by_id.values()
            if isinstance(item, ShapeItem) and item.component_id.startswith("tile:")]


# -- the marks on the tiles ---------------------------------------------------------------------
def mark_height_on_screen(window, mark) -> float:
    """How tall a mark's type is on the screen, in pixels (its line height, zoomed)."""
    font = theme.font(mark.size / 10, bold=True)
    return QFontMetricsF(font).height() * window.view.zoom


@pytest.mark.parametrize("plies", [60, 10_000])
def test_the_marks_on_every_tile_read_at_1280_by_800(window, plies):
    match = Match(find_game("cmyk"), 3, {}, 5)
    bots_play(match, lambda state: len(match.moves) >= plies)
    controller = show(window, match)
    smallest: dict[str, float] = {}
    for item in tile_items(controller.scene):
        where = "others" if item.drop_id.startswith(("grid:p1", "grid:p2", "p1.", "p2.")) \
            else "yours"
        for mark in item.face.marks:
            height = mark_height_on_screen(window, mark)
            smallest[where] = min(smallest.get(where, height), height)
    # Lines of type at least 11 px high on your mosaic, the piles and your hand, 9 px on the
    # others' smaller mosaics (twenty tiles each at the end); they were 8 and 7 px.
    assert smallest["yours"] >= 11, smallest
    assert smallest["others"] >= 9, smallest


# -- score lines shown whole ----------------------------------------------------------------------
def check_labels_whole(scene) -> int:
    zones = {item.component_id: item.rect for item in scene.items_by_id.values()
             if hasattr(item, "rect") and not isinstance(item, LabelItem)}
    checked = 0
    for item in scene.items_by_id.values():
        if not isinstance(item, LabelItem):
            continue
        assert "…" not in item.text, f"{item.component_id} is cut: {item.text!r}"
        font = theme.font(item.scale_, bold=item.scale_ > 1.1)
        for line in item.text.split("\n"):
            assert QFontMetricsF(font).horizontalAdvance(line) <= item.width + 1, (
                f"{item.component_id}: {line!r} runs past its width")
        owner = item.component_id.removeprefix("label:").removesuffix(".score") + ".mosaic"
        if owner in zones:
            assert zones[owner].contains(item.sceneBoundingRect()), (
                f"{item.component_id} runs out of {owner}")
        checked += 1
    return checked


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_players_score_lines_are_shown_whole(window, players):
    match = Match(find_game("cmyk"), players, {}, 7)
    bots_play(match, lambda state: len(match.moves) >= 50)
    assert check_labels_whole(show(window, match).scene) > 5
    bots_play(match, lambda state: state.phase == OVER)
    scene = show(window, match).scene
    assert check_labels_whole(scene) > 5
    others = [scene.item_for(f"label:p{seat}.score").text for seat in range(1, players)]
    assert any(line.startswith(("+", "-")) for text in others for line in text.split("\n"))


# -- a tile in hand is dragged as itself --------------------------------------------------------
def holding_a_tile(window):
    match = Match(find_game("cmyk"), 2, {}, 4)
    bots_play(match, lambda state: state.phase == PLAY and not state.pending
              and all(hand == NONE for hand in state.hands))
    take = next(move for move in match.legal_moves(0) if move.kind == mv.TAKE)
    match.play(take, 0)
    controller = show(window, match)
    return controller, match


def ghosts(scene) -> list:
    return [item for item in scene.items() if isinstance(item, DragGhost)]


def test_a_tile_in_hand_is_dragged_as_the_tile_and_placed(window):
    controller, match = holding_a_tile(window)
    scene = controller.scene
    tile = next(item for item in tile_items(scene) if item.source_key == mv.hand_id(0))
    place = next(move for move in controller.legal if move.kind == mv.PLACE)
    target = scene.item_for(place.target).pos()
    viewport = window.view.viewport()
    start = pixel(window, tile.mapToScene(QPointF(0, 0)))
    end = pixel(window, target)
    QTest.mousePress(viewport, LEFT, NO_KEYS, start)
    for step in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * (step / 8))
        # What follows the hand is the tile itself, never a label standing for it.
        assert not ghosts(scene)
        assert scene.picked_id == tile.component_id
    assert (window.view.mapFromScene(tile.mapToScene(QPointF(0, 0))) - end).manhattanLength() < 4
    QTest.mouseRelease(viewport, LEFT, NO_KEYS, end)
    assert [move for player, move in match.history() if player == 0][-1].kind == mv.PLACE


def test_pressing_beside_the_tile_in_hand_drags_no_label(window):
    controller, _match = holding_a_tile(window)
    scene = controller.scene
    zone = scene.item_for(f"zone:{mv.hand_id(0)}")
    assert scene.item_for(mv.hand_id(0)) is None or isinstance(scene.item_for(mv.hand_id(0)),
                                                                 ShapeItem)
    tile = next(item for item in tile_items(scene) if item.source_key == mv.hand_id(0))
    beside = zone.rect.topLeft() + QPointF(16, 40)
    assert not tile.sceneBoundingRect().contains(beside)
    viewport = window.view.viewport()
    QTest.mousePress(viewport, LEFT, NO_KEYS, pixel(window, beside))
    QTest.mouseMove(viewport, pixel(window, beside + QPointF(80, 120)))
    assert not ghosts(scene)
    QTest.mouseRelease(viewport, LEFT, NO_KEYS, pixel(window, beside + QPointF(80, 120)))


# -- a mosaic re-centres as one -------------------------------------------------------------------
def _clip(subject, clipper):
    """The part of convex polygon `subject` inside convex polygon `clipper` (Sutherland-Hodgman)."""
    def side(p, a, b):
        return (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])

    def cross(p, q, a, b):
        sp, sq = side(p, a, b), side(q, a, b)
        t = sp / (sp - sq)
        return (p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1]))

    if side(clipper[2], clipper[0], clipper[1]) < 0:
        clipper = clipper[::-1]
    out = list(subject)
    for a, b in zip(clipper, clipper[1:] + clipper[:1], strict=True):
        points, out = out, []
        for p, q in zip(points[-1:] + points[:-1], points, strict=True):
            if side(q, a, b) >= 0:
                if side(p, a, b) < 0:
                    out.append(cross(p, q, a, b))
                out.append(q)
            elif side(p, a, b) >= 0:
                out.append(cross(p, q, a, b))
        if not out:
            return []
    return out


def _area(points) -> float:
    return abs(sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2)
                   in zip(points, points[1:] + points[:1], strict=True))) / 2


def overlaps(scene, settled: dict[str, str]) -> list[str]:
    """Pairs of tiles of one mosaic that cover each other by more than a sliver (tiles that
    were in that mosaic when the table last stood still: not one arriving from a hand)."""
    found = []
    mosaics: dict[str, list[ShapeItem]] = {}
    for item in tile_items(scene):
        if item.drop_id.startswith("grid:") and settled.get(item.component_id) == item.drop_id:
            mosaics.setdefault(item.drop_id.split(":")[1], []).append(item)
    for owner, items in mosaics.items():
        shapes = [[(item.x() + x, item.y() + y) for x, y in item.face.parts[-1].points]
                  for item in items]
        for i, first in enumerate(shapes):
            for j in range(i + 1, len(shapes)):
                common = _clip(first, shapes[j])
                if len(common) >= 3 and _area(common) > 0.02 * _area(first):
                    found.append(f"{owner}: {items[i].component_id} over {items[j].component_id}")
    return found


def test_a_bots_mosaic_never_overlaps_itself_while_it_moves(window):
    window.bot_delay_ms = 20
    window.set_pace(260, remember=False)
    bots = [Seat(f"Bot {i + 1}", "heuristic") for i in range(3)]
    controller = window.start_game(NewGameConfig("cmyk", 3, bots, {}, False, 5))
    window.finish_start()
    scene, match = controller.scene, controller.match
    settled: dict[str, str] = {}
    found: list[str] = []
    samples = 0
    deadline = time.monotonic() + 40
    while match.cursor < 90 and not match.is_over() and time.monotonic() < deadline:
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 15)
        if not scene.animating:
            settled = {item.component_id: item.drop_id for item in tile_items(scene)}
            continue
        samples += 1
        found += overlaps(scene, settled)
    controller.stop()
    assert match.cursor >= 90 and samples > 50
    assert not found, found[:5]
