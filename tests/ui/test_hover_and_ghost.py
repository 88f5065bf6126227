"""What the table's items declare, met with the real mouse: a card the mouse rests on is enlarged
by a scene that previews cards (`CardPreviewScene`, the table) and by no other (a rules
reference's pictures), and what stays put when dragged sends a ghost with its own title
(`TableItem.ghost_title`: a zone's title)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from chroma_desktop.ui.items.card_item import CardFace, CardItem
from chroma_desktop.ui.items.zone_item import ZoneItem
from chroma_desktop.ui.scene.table_scene import DragGhost
from tests.ui.conftest import humans, start, view_of

LEFT = Qt.MouseButton.LeftButton
NO_KEYS = Qt.KeyboardModifier.NoModifier


def pixel(window, point: QPointF):
    return window.view.mapFromScene(point)


def test_the_mouse_resting_on_a_card_enlarges_it_and_leaving_it_hides_it(window, qtbot):
    controller = start(window, humans(4))
    assert controller.activate("deck")
    scene = controller.scene
    card = scene.item_for("drawn")
    viewport = window.view.viewport()
    QTest.mouseMove(viewport, pixel(window, card.sceneBoundingRect().center()))
    qtbot.waitUntil(lambda: scene.preview is not None, timeout=2000)
    assert scene.preview.face == card.face
    QTest.mouseMove(viewport, pixel(window, scene.sceneRect().topLeft() + QPointF(8, 8)))
    qtbot.waitUntil(lambda: scene.preview is None, timeout=2000)


def test_a_card_in_a_plain_scene_is_not_enlarged(qtbot):
    card = CardItem("picture", CardFace("Red", "#C03030", "dots"))
    view = view_of(qtbot, card, 100, 80)
    scene = view.scene()
    before = list(scene.items())
    centre = view.mapFromScene(card.sceneBoundingRect().center())
    QTest.mouseMove(view.viewport(), centre)
    qtbot.wait(700)  # longer than the table's pause before it enlarges a card
    assert card.isUnderMouse()
    assert list(scene.items()) == before


def ghost_titles_while_dragging(window, item) -> list[str]:
    """Press on `item`, move the mouse away with the button down: what the ghosts say."""
    scene = item.scene()
    viewport = window.view.viewport()
    begin = pixel(window, item.sceneBoundingRect().center())
    QTest.mousePress(viewport, LEFT, NO_KEYS, begin)
    QTest.mouseMove(viewport, begin + QPoint(120, 90))
    titles = [ghost.title for ghost in scene.items() if isinstance(ghost, DragGhost)]
    QTest.mouseRelease(viewport, LEFT, NO_KEYS, begin)
    return titles


def test_a_row_dragged_sends_a_ghost_with_the_row_s_title(window):
    controller = start(window, humans(4))
    assert controller.activate("deck")
    assert controller.play(next(move for move in controller.legal if move.target == "row:0"))
    take = next(move for move in controller.legal if move.source == "row:0")
    row = controller.scene.item_for(take.source)
    assert isinstance(row, ZoneItem) and row.title == "Row 1" and not row.draggable
    assert ghost_titles_while_dragging(window, row) == ["Row 1"]


def test_the_deck_dragged_sends_a_ghost_with_its_id(window):
    controller = start(window, humans(4))
    deck = controller.scene.item_for("deck")
    assert isinstance(deck, CardItem) and not deck.draggable
    assert ghost_titles_while_dragging(window, deck) == ["deck"]


def test_an_item_without_a_title_of_its_own_is_dragged_under_its_id():
    zone = ZoneItem("row:2")
    assert zone.ghost_title() == "row:2"
    card = CardItem("card:7", CardFace("Red", "#C03030", "dots"))
    assert card.ghost_title() == "card:7"
