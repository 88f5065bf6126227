"""Shapes shown with a group: a layout gives shapes that belong together one `group` (a sheet's
figure: its sections and badge) and gives the shapes that show it (the figure's outline, drawn
bold) `shown_with` that group. The scene shows those only while one of the group is pointed at
(the mouse resting on it, or the drop target under a drag), selected or keyboard-focused."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene

from chroma_desktop.ui.items.base import Highlight, TableItem
from chroma_desktop.ui.items.shape_item import ShapeItem


def group_at(scene: QGraphicsScene, pos: QPointF) -> str:
    """The group of the topmost grouped shape at `pos` ("" when none)."""
    for item in scene.items(pos):
        if isinstance(item, ShapeItem) and item.shape_group:
            return item.shape_group
    return ""


def show_groups(items: Iterable[TableItem], pointed: Iterable[TableItem | None],
                pointed_group: str) -> set[str]:
    """Show the shapes of every group that is pointed at, selected or focused, hide the other
    shapes that show a group; the groups shown."""
    items = list(items)
    groups = {pointed_group} if pointed_group else set()
    for item in (*pointed, *items):
        if not isinstance(item, ShapeItem) or not item.shape_group:
            continue
        if item in pointed or item.highlight in (Highlight.FOCUS, Highlight.SELECTED, Highlight.HOVER):
            groups.add(item.shape_group)
    for item in items:
        if isinstance(item, ShapeItem) and item.shown_with:
            item.setVisible(item.shown_with in groups)
    return groups
