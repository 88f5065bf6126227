"""What a new player ran into on the table, driven through the real view: grabbing a die or a
tile anywhere on it, dragging one of two hinted dice, Enter after a hint, the keys after a
menu or dialog, the log after undo, and no Qt warning while a game plays at any pace.

Mouse and keys go to the view's viewport (QTest) at points taken from what is drawn.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QPolygonF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from chroma_desktop.bots import make_bot
from chroma_desktop.games.chroma_cubes.state import DRAFT, PLAY, active
from chroma_desktop.games.cmyk.grid import ORIGIN
from chroma_desktop.games.cmyk.moves import grid_id
from chroma_desktop.games.cmyk.state import SETUP_PLACE, SETUP_TAKE
from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.items.base import Highlight
from chroma_desktop.ui.items.shape_item import ShapeItem
from chroma_desktop.ui.match_controller import Seat
from chroma_desktop.ui.view_menu import PACES
from tests.ui.conftest import humans

LEFT = Qt.MouseButton.LeftButton
NO_KEYS = Qt.KeyboardModifier.NoModifier
PAUSED = 10 ** 7  # a bot pace at which no bot acts during a test


def start(window, game_id, seats, seed=3, **options):
    return window.start_game(NewGameConfig(game_id, len(seats), seats, options, False, seed))


# -- what is drawn, and the mouse on the viewport ---------------------------------------------
def body_centre(item: ShapeItem) -> QPointF:
    """The middle of a shape's first filled part (a die's body, a tile's outline), in the scene."""
    part = next(p for p in item.face.parts if p.fill)
    polygon = QPolygonF([QPointF(x, y) for x, y in part.points])
    return item.mapToScene(polygon.boundingRect().center())


def mark_spot(item: ShapeItem) -> QPointF:
    """Where a section's requirement is written (inside it, where a player aims)."""
    mark = item.face.marks[0]
    return item.mapToScene(QPointF(mark.x, mark.y))


def pixel(window, point: QPointF) -> QPoint:
    return window.view.mapFromScene(point)


def mouse_drag(window, start: QPointF, end: QPointF, steps: int = 8) -> None:
    viewport = window.view.viewport()
    a, b = pixel(window, start), pixel(window, end)
    QTest.mousePress(viewport, LEFT, NO_KEYS, a)
    for step in range(1, steps + 1):
        QTest.mouseMove(viewport, a + (b - a) * (step / steps))
    QTest.mouseRelease(viewport, LEFT, NO_KEYS, b)


def mouse_click(window, point: QPointF) -> None:
    QTest.mouseClick(window.view.viewport(), LEFT, NO_KEYS, pixel(window, point))


def key(window, key_code: Qt.Key) -> None:
    """A key pressed where Qt sends it: the widget with the keyboard focus, if any."""
    target = QApplication.focusWidget()
    assert target is not None, "no widget has the keyboard focus: the key would be lost"
    QTest.keyClick(target, key_code)


def activate(window, qtbot) -> None:
    window.finish_start()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()


# -- every shape is taken anywhere on it --------------------------------------------------------
def _inside(points: tuple[tuple[float, float], ...], point: QPointF) -> bool:
    polygon = QPolygonF([QPointF(x, y) for x, y in points])
    # Well inside or well outside: a point near an edge says nothing about the fill rule.
    return all(polygon.containsPoint(point + QPointF(dx, dy), Qt.FillRule.OddEvenFill)
               for dx in (-0.6, 0.6) for dy in (-0.6, 0.6))


def _outside(points: tuple[tuple[float, float], ...], point: QPointF) -> bool:
    polygon = QPolygonF([QPointF(x, y) for x, y in points])
    return not any(polygon.containsPoint(point + QPointF(dx, dy), Qt.FillRule.OddEvenFill)
                   for dx in (-0.6, 0.6) for dy in (-0.6, 0.6))


def check_hit_shapes(scene) -> int:
    """Every shape on the table takes the mouse on each of its filled parts and nowhere in its
    holes (parts with neither fill nor outline); returns how many points were checked."""
    checked = 0
    for item in scene.items_by_id.values():
        if not isinstance(item, ShapeItem) or not any(p.fill for p in item.face.parts):
            continue
        shape = item.shape()
        filled = [p.points for p in item.face.parts if p.fill]
        holes = [p.points for p in item.face.parts if not p.fill and not p.outline]
        bounds = item.boundingRect()
        for i in range(1, 12):
            for j in range(1, 12):
                point = QPointF(bounds.left() + bounds.width() * i / 12,
                                bounds.top() + bounds.height() * j / 12)
                in_hole = any(_inside(h, point) for h in holes)
                if any(_inside(f, point) for f in filled) and all(_outside(h, point) for h in holes):
                    assert shape.contains(point), f"{item.component_id}: {point} is not taken"
                    checked += 1
                elif in_hole or all(_outside(f, point) for f in filled):
                    assert not shape.contains(point), f"{item.component_id}: {point} in no part"
                    checked += 1
    return checked


def test_every_die_section_and_badge_takes_the_mouse_anywhere_on_it(window):
    controller = start(window, "chroma_cubes", humans(2), seed=1)
    while controller.match.state.phase == DRAFT and controller.human_to_move() is not None:
        controller.play(controller.legal[0])
    assert check_hit_shapes(controller.scene) > 1000


def test_every_cmyk_tile_takes_the_mouse_anywhere_on_it(window):
    window.bot_delay_ms = PAUSED
    controller = start(window, "cmyk", [Seat("You"), Seat("Bot 2", "heuristic")], seed=4)
    assert check_hit_shapes(controller.scene) > 1000


def test_a_die_is_drafted_by_dragging_it_from_its_centre(window):
    controller = start(window, "chroma_cubes", humans(2), seed=3)
    scene, seat = controller.scene, controller.human_to_move()
    die = scene.item_for("die:blue#2")
    # The centre is on the die's white face, which lies on its body.
    assert scene.items(body_centre(die))[0] is die
    zone = scene.item_for(f"p{seat}.active")
    mouse_drag(window, body_centre(die), zone.sceneBoundingRect().center())
    state = controller.match.state
    assert state.loc[state.config.die_of("blue#2")] == active(seat)


def test_dragging_one_of_two_hinted_dice_takes_both(window, qtbot):
    controller = start(window, "chroma_cubes", humans(2), seed=1)
    while controller.match.state.phase == DRAFT and controller.human_to_move() is not None:
        controller.play(controller.legal[0])
    assert controller.match.state.phase == PLAY
    activate(window, qtbot)
    seat = controller.human_to_move()
    game, scene = controller.game, controller.scene
    hinted = make_bot("heuristic", game.id).hint(game, controller.match.view(seat), seat)[0]
    assert "+" in hinted.source  # this deal's hint colours a section with two dice
    key(window, Qt.Key.Key_H)
    first, second = (scene.item_for(part) for part in hinted.source.split("+"))
    # The hint chose the dice: they show as chosen because they are.
    assert scene.selection == [first, second]
    assert {first.component_id, second.component_id} <= scene.highlighted(Highlight.SELECTED)
    before = controller.match.cursor
    mouse_drag(window, body_centre(second), mark_spot(scene.item_for(hinted.target)))
    assert controller.match.moves[before] == hinted
    assert "you chose" not in window.side.message.text()


def test_tiles_are_taken_and_placed_from_their_centres(window):
    controller = start(window, "cmyk", humans(2), seed=4)
    scene, match = controller.scene, controller.match
    placed = 0
    while match.state.phase in (SETUP_TAKE, SETUP_PLACE):
        while controller.awaiting_hand_over is not None:  # hot-seat: the next player sits down
            QTest.mouseClick(window.hand_over_page.button, LEFT)
        seat = controller.human_to_move()
        before = match.cursor
        if match.state.phase == SETUP_TAKE:
            take = next(m for m in controller.legal if m.kind == "take")
            top = max((i for i in scene.items_by_id.values()
                       if isinstance(i, ShapeItem) and i.source_key == take.source),
                      key=lambda i: i.zValue())
            # The tile's centre, where its three inks meet.
            mouse_click(window, top.mapToScene(QPointF(0, 0)))
            assert match.moves[before] == take
        else:
            tile = next(i for i in scene.items_by_id.values()
                        if isinstance(i, ShapeItem) and i.source_key == f"p{seat}.hand")
            target = scene.item_for(grid_id(seat, ORIGIN))
            mouse_drag(window, tile.mapToScene(QPointF(0, 0)), target.pos())
            assert match.moves[before].target == grid_id(seat, ORIGIN)
            placed += 1
    assert placed == 2


# -- hints, Enter and where the keys go ---------------------------------------------------------
def test_enter_after_a_hint_plays_it(window, qtbot):
    controller = start(window, "coloretto", humans(4))
    activate(window, qtbot)
    seat = controller.human_to_move()
    game = controller.game
    hinted = make_bot("heuristic", game.id).hint(game, controller.match.view(seat), seat)[0]
    key(window, Qt.Key.Key_H)
    assert window.side.message.text().startswith("Hint: ")
    before = controller.match.cursor
    key(window, Qt.Key.Key_Return)
    assert controller.match.moves[before] == hinted


def test_clicking_the_panel_buttons_leaves_the_keys_with_the_table(window, qtbot):
    controller = start(window, "coloretto", humans(4))
    activate(window, qtbot)
    controller.play(controller.legal[0])
    QTest.mouseClick(window.side.undo_button, LEFT)
    QTest.mouseClick(window.side.redo_button, LEFT)
    QTest.mouseClick(window.side.hint_button, LEFT)
    assert QApplication.focusWidget() is window.view
    before = controller.match.cursor
    key(window, Qt.Key.Key_Return)  # plays the hinted move
    assert controller.match.cursor > before


@pytest.mark.qt_log_ignore("This plugin does not support")  # menus offscreen: no grabs
def test_the_keys_go_back_to_the_table_after_a_menu_closes(window, qtbot):
    start(window, "coloretto", humans(4))
    activate(window, qtbot)
    for menu in window._menus:
        menu.popup(window.mapToGlobal(window.rect().center()))
        qtbot.waitUntil(menu.isVisible)
        QTest.keyClick(menu, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view, timeout=2000)
        assert window.isActiveWindow()


def test_the_keys_go_back_to_the_table_after_a_dialog_closes(window, qtbot):
    controller = start(window, "coloretto", humans(4))
    activate(window, qtbot)
    dialog = window.show_new_game_dialog()
    qtbot.waitUntil(dialog.isVisible)
    dialog.reject()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view, timeout=2000)
    before = controller.match.cursor
    key(window, Qt.Key.Key_Tab)
    key(window, Qt.Key.Key_Return)
    assert controller.match.cursor > before


# -- the log tells the game as it stands --------------------------------------------------------
def test_undo_takes_the_undone_moves_out_of_the_log_and_redo_puts_them_back(window):
    # Teach mode: undo goes back across revealed cards too.
    controller = window.start_game(NewGameConfig("coloretto", 4, humans(4), {}, True, 3))
    window.finish_start()
    for _ in range(3):
        controller.play(controller.legal[0])
    full = window.side.log.toPlainText()
    assert controller.undo()
    log = window.side.log.toPlainText()
    assert "Undone" not in log
    expected = "\n".join(controller.history_html())
    assert log.count("\n") == expected.count("\n") and len(log) < len(full)
    assert window.side.message.text() == "Undone."
    assert not window.side.message_is_error
    assert controller.redo()
    assert window.side.log.toPlainText() == full


# -- no Qt warning while a game plays -----------------------------------------------------------
@pytest.mark.parametrize("pace", [ms for _label, ms in PACES])
def test_a_bot_game_prints_no_qt_warning_at_any_pace(window, qtbot, qtlog, pace):
    window.set_pace(pace, remember=False)
    window.autosave = False  # Qt's warnings are looked at, not the save file synced every move
    bots = [Seat("Ann", "heuristic"), Seat("Bo", "heuristic"), Seat("Cy", "random")]
    start(window, "coloretto", bots, seed=2)
    qtbot.waitUntil(lambda: window.ending.end_dialog is not None, timeout=60_000)
    qtbot.wait(pace + 50)  # the last moves' animations run out
    # The offscreen platform's own notices (no window manager) are not the app's.
    warnings = [record.message for record in qtlog.records
                if not record.message.startswith("This plugin does not support")]
    assert warnings == []
