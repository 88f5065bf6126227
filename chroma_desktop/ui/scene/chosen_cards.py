"""Two helpers of the table scene (`table_scene.py`): where a click means "make it" for the
cards chosen together (a Chroma Mix pair clicked onto the card it makes, a Chroma Cubes die onto
a section, as a drag would drop them: issue 31, a newcomer clicked the card the pair makes and
nothing happened), and a card shown
enlarged beside itself (the mouse resting on it)."""

from __future__ import annotations

from collections.abc import Set

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene

from chroma_desktop.ui.items.base import TableItem
from chroma_desktop.ui.items.card_item import CardItem

PREVIEW_SCALE = 2.4


def chosen_target_at(scene: QGraphicsScene, pos: QPointF, targets: Set[str]) -> str:
    """The target at `pos` that the chosen cards can go to (`targets`: theirs, empty when none
    is chosen), as a drop there names it; "" when there is none."""
    if not targets:
        return ""
    for item in scene.items(pos):
        if isinstance(item, TableItem):
            for key in (item.component_id, item.drop_id):
                if key in targets:
                    return key
    return ""


def enlarged_beside(item: CardItem, width: float, height: float, z: float) -> CardItem:
    """`item`'s face enlarged, placed beside it inside a table `width` by `height`."""
    preview = CardItem("preview", item.face, PREVIEW_SCALE)
    preview.setZValue(z)
    preview.setAcceptHoverEvents(False)
    wide, high = preview.size
    rect = item.sceneBoundingRect()
    x = rect.right() + 12 if rect.right() + 12 + wide < width else rect.left() - wide - 12
    y = min(max(8.0, rect.top() - 20), height - high - 8)
    preview.setPos(x, y)
    return preview
