"""What a player sees on the table: where each item is drawn, what covers it, and its visible middle.

A play-through presses where a player would: in the middle of what is drawn of an item, never at
its edge, and on a card partly covered by another, in the middle of the part that shows. The
drawn area is read from what the item paints (a card's rounded face, a shape's filled parts, a
zone's panel, a button's pill), not from the item's hit shape: the hit shape is what is under
test. Texts cover nothing; an item that means the same place as the one looked for (a card lying
in the row it belongs to) does not hide it either.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPolygonF
from PySide6.QtWidgets import QGraphicsView

from chroma_desktop.ui.items.base import TableItem
from chroma_desktop.ui.items.button_item import ButtonItem
from chroma_desktop.ui.items.card_item import CardItem
from chroma_desktop.ui.items.shape_item import ShapeItem
from chroma_desktop.ui.items.zone_item import ZoneItem

OPAQUE_ALPHA = 128  # a fill at least this opaque hides what lies beneath
SAMPLES = 15  # points across an item's width and height when looking for its middle


def _polygon_path(points: Iterable[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


def _rect_path(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRect(rect)
    return path


def drawn_area(item: TableItem) -> QPainterPath | None:
    """Where `item` paints itself, in scene coordinates (None: it paints no area)."""
    if isinstance(item, CardItem):
        local = _rect_path(item.card_rect())
    elif isinstance(item, ShapeItem):
        parts = [p for p in item.face.parts if p.fill] or [p for p in item.face.parts if p.outline]
        if not parts:
            return None
        local = QPainterPath()
        for part in parts:
            local = local.united(_polygon_path(part.points))
    elif isinstance(item, ZoneItem):
        local = _rect_path(item.rect)
    elif isinstance(item, ButtonItem):
        local = _rect_path(QRectF(0, 0, item.width, 40))
    else:
        return None
    return item.mapToScene(local)


def hiding_area(item: TableItem) -> QPainterPath | None:
    """Where `item` hides what lies beneath it (texts and see-through fills hide nothing)."""
    if isinstance(item, ShapeItem):
        parts = [p for p in item.face.parts if p.fill and QColor(p.fill).alpha() >= OPAQUE_ALPHA]
        if not parts:
            return None
        local = QPainterPath()
        for part in parts:
            local = local.united(_polygon_path(part.points))
        return item.mapToScene(local)
    return drawn_area(item)


def visible_area(item: TableItem, same: Callable[[TableItem], bool],
                 ignore: Iterable[TableItem] = ()) -> QPainterPath:
    """What shows of `item`: its drawn area less what items above it hide; items for which
    `same` holds (they mean the same place) and `ignore`d ones (what the mouse carries) hide
    nothing."""
    area = drawn_area(item)
    if area is None:
        return QPainterPath()
    scene = item.scene()
    skip = set(ignore)
    above = scene.items(area.boundingRect(), Qt.ItemSelectionMode.IntersectsItemBoundingRect,
                        Qt.SortOrder.DescendingOrder)
    for other in above:
        if other is item:
            break
        if (not isinstance(other, TableItem) or other in skip or not other.isVisible()
                or other.component_id in ("preview", "ghost") or same(other)):
            continue
        hidden = hiding_area(other)
        if hidden is not None and hidden.intersects(area):
            area = area.subtracted(hidden)
    return area


def _well_inside(area: QPainterPath, point: QPointF, margin: float) -> bool:
    return all(area.contains(point + QPointF(dx, dy)) for dx, dy in
               ((0, 0), (margin, 0), (-margin, 0), (0, margin), (0, -margin)))


def middle(area: QPainterPath) -> Iterator[QPointF]:
    """Points well inside `area`, the one nearest its middle first (none: nothing shows).

    A point counts when a margin around it lies inside too (never an edge): a fifth of the
    area's smaller side, at most 8 units. The middle is the centre of what shows when that lies
    inside it (a card, or the strip that shows of a covered card); else the centroid of the
    points inside (a section shaped like an L).
    """
    if area.isEmpty():
        return
    bounds = area.boundingRect()
    margin = min(8.0, 0.2 * min(bounds.width(), bounds.height()))
    if _well_inside(area, bounds.center(), margin):
        yield bounds.center()
    step_x, step_y = bounds.width() / (SAMPLES + 1), bounds.height() / (SAMPLES + 1)
    inside = [point for i in range(1, SAMPLES + 1) for j in range(1, SAMPLES + 1)
              if _well_inside(area, point := QPointF(bounds.left() + i * step_x,
                                                     bounds.top() + j * step_y), margin)]
    if inside:
        centre = QPointF(sum(p.x() for p in inside) / len(inside),
                         sum(p.y() for p in inside) / len(inside))
        yield from sorted(inside, key=lambda p: (p - centre).manhattanLength())


def screen_point(view: QGraphicsView, area: QPainterPath, away_from: QPoint | None = None,
                 distance: float = 0.0) -> QPoint | None:
    """A pixel of the view's viewport in the visible middle of `area`, at least `distance`
    scene units from `away_from` if given (None: no such pixel shows)."""
    room = view.viewport().rect()
    scale = view.transform().m11()
    for point in middle(area):
        pixel = view.mapFromScene(point)
        # The pixel's own scene point must still be inside (the view is scaled).
        if not room.contains(pixel) or not area.contains(view.mapToScene(pixel)):
            continue
        if away_from is None or (pixel - away_from).manhattanLength() / scale >= distance:
            return pixel
    return None
