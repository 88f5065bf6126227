"""The table scene: items keyed by component id, synced from layout specs, with pick-up and drop.

The scene holds no rules. It shows what the layout describes, animates what moved, and reports
what the player picked up (`picked`), where they dropped it (`dropped`) or what they clicked
(`activated`). The controller decides what that means and answers with highlights.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import (
    QEvent,
    QPointF,
    QRect,
    QRectF,
    QTimer,
    Signal,
)
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from chroma_desktop.ui import theme
from chroma_desktop.ui.items.base import Highlight, TableItem
from chroma_desktop.ui.items.button_item import ButtonItem
from chroma_desktop.ui.items.card_item import CardItem, CardPreviewScene
from chroma_desktop.ui.items.drag_ghost import DragGhost
from chroma_desktop.ui.items.shape_item import ShapeItem
from chroma_desktop.ui.items.zone_item import LabelItem, ZoneItem
from chroma_desktop.ui.painting import (
    fill_rect,
    fill_rounded,
)
from chroma_desktop.ui.scene.chosen_cards import chosen_target_at, enlarged_beside
from chroma_desktop.ui.scene.shape_groups import group_at, show_groups
from chroma_desktop.ui.scene.source_watch import SourceWatch
from chroma_desktop.ui.scene.specs import (
    ButtonSpec,
    CardSpec,
    LabelSpec,
    ShapeSpec,
    Spec,
    ZoneSpec,
)

if TYPE_CHECKING:  # animations are made when the first one runs
    from PySide6.QtCore import QObject, QPropertyAnimation

CLICK_DISTANCE = 5.0
LIFT_Z = 10_000.0
PREVIEW_DELAY_MS = 450


class TableScene(CardPreviewScene):
    picked = Signal(str)  # a source was picked up
    dropped = Signal(str, str)  # source, target ("" when dropped on nothing)
    activated = Signal(str)  # a source was clicked without moving
    stale_pick = Signal(str)  # a source whose top changed just before the press or since it
    released = Signal()  # a pick-up ended (after dropped/activated)
    selection_changed = Signal(str)  # the selected cards as one source ("a+b"), "" when none
    drag_over = Signal(str, str)  # the dragged source, the target beneath ("", "": none, or it ended)

    def __init__(self, width: float = 1600, height: float = 1000,
                 parent: QObject | None = None) -> None:
        # A table's scene is its controller's child: put away, it goes with the controller, in
        # the GUI thread (left to Python's cycle collector, which may run on a bot's thread, its
        # Qt objects would be destroyed there).
        super().__init__(0, 0, width, height, parent)
        self.items_by_id: dict[str, TableItem] = {}
        self._keep_pixmaps = False
        self.animation_ms = 260
        self._moving: dict[TableItem, QPropertyAnimation] = {}  # item -> its running move
        self.sources: set[str] = set()  # source keys that a move starts from
        self.multi_keys: set[str] = set()  # source keys that take part in a several-card move
        self.selection: list[TableItem] = []
        self._group: list[TableItem] = []
        self._group_offsets: list[QPointF] = []
        self.targets_for: Callable[[str], set[str]] = lambda source: set()
        self._picked: TableItem | None = None
        self._ghost: DragGhost | None = None
        self._press_pos = QPointF()
        self._grab_offset = QPointF()
        self._hover: TableItem | None = None
        self._pointed_group = ""  # the group of the shape the mouse rests on (shape_groups.py)
        self.groups_shown: set[str] = set()
        self._pick_source = ""
        self._pick_targets: set[str] = set()
        self.source_watch = SourceWatch()
        """What each pick-up was aimed at (`fresh_seconds` set by a real-time table)."""
        self._persistent: dict[str, Highlight] = {}
        self._selection_targets: set[str] = set()
        self.preview: CardItem | None = None
        self._preview_for: CardItem | None = None
        self._preview_timer = QTimer(self)
        self._preview_timer.setSingleShot(True)
        self._preview_timer.setInterval(PREVIEW_DELAY_MS)
        self._preview_timer.timeout.connect(self._show_pending_preview)  # (a method: see _run_moves)

    # -- item pixmaps ----------------------------------------------------------------------------
    def _add(self, item: TableItem) -> None:
        self.addItem(item)
        self._cache(item)

    def _cache(self, item: TableItem) -> None:
        if self._keep_pixmaps and item.keeps_pixmap:
            item.setCacheMode(TableItem.CacheMode.DeviceCoordinateCache)

    def keep_pixmaps(self) -> None:
        """From now on items that keep a pixmap of themselves do (they repaint from it when others
        move over them). Not before the table's first frame: making those pixmaps then would
        only delay it."""
        self._keep_pixmaps = True
        for item in self.items_by_id.values():
            self._cache(item)

    # -- drawing the table surface ------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 (Qt naming)
        fill_rect(painter, QRectF(rect), theme.TABLE_EDGE)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill_rounded(painter, self.sceneRect().adjusted(4, 4, -4, -4), 28, theme.TABLE_TOP)

    # -- enlarging a card ------------------------------------------------------------------
    def hover_card(self, item: CardItem | None) -> None:
        """The mouse rests on `item` (None: it left): enlarge it after a short pause."""
        self._preview_for = item
        if item is None or self._picked is not None or item.face.face_down:
            self._preview_timer.stop()
            self.show_preview(None)
        else:
            self._preview_timer.start()

    def _show_pending_preview(self) -> None:
        self.show_preview(self._preview_for)

    def show_preview(self, item: CardItem | None) -> None:
        """Show `item` enlarged beside itself, inside the table (None hides the preview)."""
        if self.preview is not None:
            self.removeItem(self.preview)
            self.preview = None
        if item is None or item.scene() is not self or item.face.face_down:
            return
        preview = enlarged_beside(item, self.width(), self.height(), LIFT_Z + 50)
        self._add(preview)
        self.preview = preview

    # -- syncing from specs -------------------------------------------------------------------
    def sync(self, specs: Iterable[Spec], animate: bool = True) -> None:
        """Show exactly `specs`: create, update, move (animated) and remove items by id."""
        specs = list(specs)
        wanted = {spec.id for spec in specs}
        vanished = {cid: item for cid, item in self.items_by_id.items() if cid not in wanted}
        spares: dict[object, list[CardItem]] = {}
        for gone in vanished.values():
            if isinstance(gone, CardItem):
                spares.setdefault(gone.face, []).append(gone)
        moves: list[tuple[TableItem, QPointF]] = []
        self._clear_animations()
        kinds = {CardSpec: CardItem, ZoneSpec: ZoneItem, LabelSpec: LabelItem,
                 ButtonSpec: ButtonItem, ShapeSpec: ShapeItem}
        for spec in specs:
            item = self.items_by_id.get(spec.id)
            if item is not None and not isinstance(item, kinds[type(spec)]):
                # The same id now stands for another kind of thing (an empty pile gets a card).
                if item is self._picked:
                    self._end_pick()
                self.removeItem(item)
                del self.items_by_id[spec.id]
                item = None
            if isinstance(spec, CardSpec):
                if item is None:
                    reuse = spares.get(spec.face)
                    if reuse:
                        item = reuse.pop()
                        vanished.pop(item.component_id, None)
                        del self.items_by_id[item.component_id]
                        item.component_id = spec.id
                    else:
                        item = self._add_movable(CardItem(spec.id, spec.face, spec.scale), spec)
                    self.items_by_id[spec.id] = item
                assert isinstance(item, CardItem)
                item.set_face(spec.face, spec.scale)
                item.set_badge(spec.badge)
                self._place_movable(item, spec, moves)
            elif isinstance(spec, ZoneSpec):
                if item is None:
                    item = ZoneItem(spec.id)
                    self._add(item)
                    self.items_by_id[spec.id] = item
                assert isinstance(item, ZoneItem)
                item.configure(spec.rect, spec.title, spec.status, spec.active, spec.dimmed,
                               spec.slots, spec.words)
            elif isinstance(spec, ShapeSpec):
                if item is None:
                    item = self._add_movable(ShapeItem(spec.id, spec.face), spec)
                    self.items_by_id[spec.id] = item
                assert isinstance(item, ShapeItem)
                item.set_face(spec.face)
                item.shape_group, item.shown_with = spec.group, spec.shown_with
                item.set_tip(spec.tip)
                self._place_movable(item, spec, moves)
            elif isinstance(spec, ButtonSpec):
                if item is None:
                    item = ButtonItem(spec.id)
                    self._add(item)
                    self.items_by_id[spec.id] = item
                assert isinstance(item, ButtonItem)
                item.configure(spec.label, spec.width, spec.enabled, spec.words)
                item.click = (spec.source, spec.target) if spec.target else None
                item.setPos(spec.x, spec.y)
                item.setZValue(5)
            elif isinstance(spec, LabelSpec):
                if item is None:
                    item = LabelItem(spec.id)
                    self._add(item)
                    self.items_by_id[spec.id] = item
                assert isinstance(item, LabelItem)
                item.configure(spec.text, spec.width, spec.scale)
                item.setPos(spec.x, spec.y)
            if isinstance(spec, (CardSpec, ZoneSpec)):  # said where pointed at (move_worth)
                item.details = spec.details
        for component_id, item in vanished.items():
            if item is self._picked:
                self._end_pick()
            if item in self.selection:
                self.selection.remove(item)
            self.removeItem(item)
            self.items_by_id.pop(component_id, None)
        self.source_watch.shown([(item.source_key, item.component_id, item.home_z)
                                 for item in self.items_by_id.values()
                                 if isinstance(item, (CardItem, ShapeItem))], moved=animate)
        self._stack_zones()
        self._run_moves(moves, animate)
        self._apply_highlights()

    def _stack_zones(self) -> None:
        """Give each zone the number of zones it lies inside (they paint opaque, in order)."""
        zones = [item for item in self.items_by_id.values() if isinstance(item, ZoneItem)]
        for zone in zones:
            zone.set_depth(sum(1 for other in zones if other is not zone
                               and other.rect.contains(zone.rect) and other.rect != zone.rect))

    def _add_movable(self, item: TableItem, spec: CardSpec | ShapeSpec) -> TableItem:
        """A new card or shape, first shown where `spawn_from` is (it then moves in)."""
        origin = self.items_by_id.get(spec.spawn_from)
        item.setPos(origin.pos() if origin is not None else QPointF(spec.x, spec.y))
        self._add(item)
        return item

    def _place_movable(self, item: TableItem, spec: CardSpec | ShapeSpec,
                       moves: list[tuple[TableItem, QPointF]]) -> None:
        """Give a card or shape its ids, depth and home, and queue its move there."""
        target = QPointF(spec.x, spec.y)
        item.drop_id = spec.drop_id or spec.id
        item.source_key = spec.source_key or spec.id
        item.home_z = spec.z
        item.home = target
        if item is not self._picked:
            item.setZValue(spec.z)
            if item.pos() != target:
                moves.append((item, target))

    def _stop_move(self, item: TableItem) -> None:
        animation = self._moving.pop(item, None)
        if animation is not None:
            animation.stop()
            animation.deleteLater()

    def _clear_animations(self) -> None:
        """Stop every move where it is (the items then move on from there)."""
        for item in list(self._moving):
            self._stop_move(item)

    def _run_moves(self, moves: list[tuple[TableItem, QPointF]], animate: bool) -> None:
        """Move items to their targets; other items' moves keep running.

        One animation per item, not one group for all: a group had to be cleared for every new
        move, which stopped other items half-way, and PySide's `QAnimationGroup.clear()` printed
        "animationAt: index is out of bounds" for every other animation in it.
        """
        for item, _target in moves:
            self._stop_move(item)
        if not animate or self.animation_ms <= 0:
            for item, target in moves:
                item.setPos(target)
            return
        from PySide6.QtCore import QEasingCurve, QPropertyAnimation

        for item, target in moves:
            animation = QPropertyAnimation(item, b"pos", self)
            animation.setDuration(self.animation_ms)
            animation.setStartValue(item.pos())
            animation.setEndValue(target)
            animation.setEasingCurve(QEasingCurve.Type.OutCubic)
            # A method, not a closure over the scene: Qt keeps what a signal calls, so a closure
            # would keep a scene put away with moves running (and its whole table) for good.
            animation.finished.connect(self._moved)
            self._moving[item] = animation
            animation.start()

    def _moved(self) -> None:
        animation = cast("QPropertyAnimation", self.sender())  # only moves call this
        item = cast("TableItem", animation.targetObject())
        if self._moving.get(item) is animation:
            del self._moving[item]
        animation.deleteLater()

    @property
    def animating(self) -> bool:
        """Whether some item is still on its way."""
        return bool(self._moving)

    def finish_animations(self) -> None:
        """Jump every running animation to its end (tests, screenshots)."""
        self._clear_animations()
        for item in self.items_by_id.values():
            if item is not self._picked and isinstance(item, (CardItem, ShapeItem)):
                item.setPos(item.home)

    # -- highlights ---------------------------------------------------------------------------
    def set_highlights(self, highlights: dict[str, Highlight]) -> None:
        """The standing highlights (teach-mode targets, keyboard focus, hint)."""
        self._persistent = dict(highlights)
        self._apply_highlights()

    def highlighted(self, kind: Highlight | None = None) -> set[str]:
        """Ids of items showing a highlight (of `kind`, or any)."""
        return {
            cid for cid, item in self.items_by_id.items()
            if item.highlight != Highlight.NONE and (kind is None or item.highlight == kind)
        }

    def _apply_highlights(self) -> None:
        # An item answers to its own id, to the zone a drop on it means and to the source a
        # pick-up of it means (two copies of a card in a hand share that one).
        # A card lights for its zone only where the zone has no item of its own to light.
        for cid, item in self.items_by_id.items():
            drop = item.drop_id if item.drop_id not in self.items_by_id else cid
            keys: tuple[str, ...] = (cid, drop, item.source_key)
            if isinstance(item, ButtonItem) and item.click is not None:
                keys += (item.click[1],)  # a button that stands for a drop shows that move too
            if self._picked is not None:
                if item is self._hover:
                    state = Highlight.HOVER
                elif any(key in self._pick_targets for key in keys[:2]):
                    state = Highlight.TARGET
                else:
                    state = Highlight.NONE
            elif item in self.selection:
                state = Highlight.SELECTED
            elif any(key in self._selection_targets for key in keys[:2]):
                # The hinted target among them, or the one Enter makes, keeps its own look.
                state = next((self._persistent[key] for key in keys[:2] if self._persistent.get(
                    key) in (Highlight.HINT, Highlight.FOCUS)), Highlight.TARGET)
            else:
                state = next((self._persistent[key] for key in keys if key in self._persistent),
                             Highlight.NONE)
                if state == Highlight.TARGET and self.selection and not self._picks(item):
                    state = Highlight.NONE  # chosen cards light only where they can go
            item.set_highlight(state)
        self.groups_shown = show_groups(self.items_by_id.values(), (self._hover,),
                                        self._pointed_group)

    def point_at_group(self, group: str) -> None:
        """The mouse rests on a shape of `group` ("": on none of a group)."""
        if group != self._pointed_group:
            self._pointed_group = group
            self._apply_highlights()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.GraphicsSceneLeave:  # the mouse left the view
            self.point_at_group("")
        return super().event(event)

    # -- picking up and dropping --------------------------------------------------------------
    def item_for(self, component_id: str) -> TableItem | None:
        return self.items_by_id.get(component_id)

    def _picks(self, item: TableItem) -> bool:
        return item.source_key in self.sources or item.source_key in self.multi_keys

    def _source_at(self, pos: QPointF) -> TableItem | None:
        for item in self.items(pos):
            if isinstance(item, TableItem) and self._picks(item):
                return item
        return None

    # -- choosing several cards ------------------------------------------------------------------
    def selection_source(self) -> str:
        """The selected cards as one source, their keys joined by `+`."""
        return "+".join(item.source_key for item in self.selection)

    def toggle_selected(self, item: TableItem) -> None:
        if item in self.selection:
            self.selection.remove(item)
        else:
            self.selection.append(item)
        self._selection_changed()

    def select(self, source_keys: list[str]) -> None:
        """Choose the items that these source keys mean, one item per key (a hint's cards)."""
        chosen: list[TableItem] = []
        for key in source_keys:
            item = next((item for item in self.items_by_id.values()
                         if item.source_key == key and item not in chosen), None)
            if item is not None:
                chosen.append(item)
        self.selection = chosen
        self._selection_changed()

    def keep_selected(self, keys: set[str]) -> None:
        """Keep only the chosen items still on the table whose source keys are in `keys`."""
        if self.selection:
            self.selection = [item for item in self.selection
                              if item.scene() is self and item.source_key in keys]
            self._selection_changed()

    def clear_selection(self) -> None:
        if self.selection:
            self.selection = []
            self._selection_changed()

    def _selection_changed(self) -> None:
        source = self.selection_source()
        self._selection_targets = set(self.targets_for(source)) if self.selection else set()
        self.selection_changed.emit(source)
        self._apply_highlights()

    def _target_at(self, pos: QPointF) -> TableItem | None:
        for item in self.items(pos):
            if not isinstance(item, TableItem) or item in self._group or item is self._ghost:
                continue
            if item.drop_id in self._pick_targets or item.component_id in self._pick_targets:
                return item
        return None

    def _target_id(self, item: TableItem) -> str:
        return item.component_id if item.component_id in self._pick_targets else item.drop_id

    def begin_pick(self, item: TableItem, pos: QPointF) -> None:
        self._preview_timer.stop()
        self.show_preview(None)
        self._picked = item
        self._press_pos = pos
        if item in self.selection and len(self.selection) > 1:
            self._group = list(self.selection)
            source = self.selection_source()
        else:
            self._group = [item]
            source = item.source_key
        self._pick_source = source
        self.source_watch.pressed(source)
        self._pick_targets = set(self.targets_for(source))
        self._group_offsets = [pos - member.pos() for member in self._group]
        if item.draggable or len(self._group) > 1:
            self._grab_offset = pos - item.pos()
            for depth, member in enumerate(self._group):
                member.setZValue(LIFT_Z + depth)
                member.set_lifted(True)
        self.picked.emit(source)
        self._apply_highlights()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        from PySide6.QtCore import Qt  # not before the first frame (test_start_up_rules.py)

        if event.button() != Qt.MouseButton.LeftButton:
            self.cancel_pick()
            return
        item = self._source_at(event.scenePos())
        made = chosen_target_at(self, event.scenePos(), self._selection_targets)
        if item is None and made:  # a click on what the chosen cards make makes it (issue 31)
            self.dropped.emit(self.selection_source(), made)
            event.accept()
            return
        if item is None:
            greyed = next((it for it in self.items(event.scenePos()) if isinstance(it, ButtonItem)
                           and not it.enabled), None)
            if greyed is not None:  # a greyed button says why it is greyed (issue 31)
                self.activated.emit(greyed.source_key)
                event.accept()
                return
            event.ignore()
            return
        self.begin_pick(item, event.scenePos())
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self.point_at_group(group_at(self, event.scenePos()))
        if self._picked is None:
            super().mouseMoveEvent(event)
            return
        self.drag_to(event.scenePos())

    def drag_to(self, pos: QPointF) -> None:
        """Move the picked item (or its ghost) to `pos` and light the target beneath."""
        picked = self._picked
        if picked is None:
            return
        if (pos - self._press_pos).manhattanLength() < CLICK_DISTANCE and self._ghost is None:
            return
        if picked.draggable or len(self._group) > 1:
            for member, offset in zip(self._group, self._group_offsets, strict=True):
                member.setPos(pos - offset)
        else:
            if self._ghost is None:
                self._ghost = DragGhost(picked.ghost_title(), LIFT_Z + 1)
                self._add(self._ghost)
            self._ghost.setPos(pos)
        hover = self._target_at(pos)
        if hover is not self._hover:
            self._hover = hover
            self._apply_highlights()
            self.drag_over.emit(self._pick_source, self._target_id(hover) if hover else "")

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._picked is None:
            super().mouseReleaseEvent(event)
            return
        self.release_at(event.scenePos())

    def release_at(self, pos: QPointF) -> None:
        """End the pick-up at `pos`: a click, a drop on a target, or a drop on nothing."""
        picked = self._picked
        if picked is None:
            return
        source = self._pick_source
        group = list(self._group)
        moved = (pos - self._press_pos).manhattanLength() >= CLICK_DISTANCE
        target = self._target_at(pos) if moved else None
        target_id = self._target_id(target) if target is not None else ""
        if moved and not target_id:
            target_id = self._any_item_id_at(pos)
        self._end_pick()
        if self.source_watch.released_stale():
            self.stale_pick.emit(source)  # not what the player saw: neither taken nor dropped
        elif not moved:
            if isinstance(picked, ButtonItem) and picked.click is not None:
                self.dropped.emit(*picked.click)
            elif picked.source_key in self.multi_keys:
                self.toggle_selected(picked)
            else:
                self.activated.emit(source)
        else:
            self.dropped.emit(source, target_id)
        # The drop may have been played (sync moved the items home already) or refused.
        self.snap_back(*(member.component_id for member in group))
        self.released.emit()

    def _any_item_id_at(self, pos: QPointF) -> str:
        for item in self.items(pos):
            if (isinstance(item, TableItem) and item not in self._group
                    and item is not self._ghost):
                return item.drop_id
        return ""

    def snap_back(self, *component_ids: str) -> None:
        """Animate items back to their home positions (a refused drop), all together."""
        moves: list[tuple[TableItem, QPointF]] = []
        for component_id in component_ids:
            item = self.items_by_id.get(component_id)
            if (item is not None and item.pos() != item.home
                    and isinstance(item, (CardItem, ShapeItem))):
                moves.append((item, item.home))
        if moves:
            self._run_moves(moves, animate=True)

    def cancel_pick(self) -> None:
        if self._picked is not None:
            group = list(self._group)
            self._end_pick()
            self.snap_back(*(member.component_id for member in group))
            self.released.emit()

    def _end_pick(self) -> None:
        picked = self._picked
        for member in self._group:
            if member is not picked and member.scene() is self:
                member.set_lifted(False)
                member.setZValue(member.home_z)
        self._group = []
        self._group_offsets = []
        if self._hover is not None:
            self.drag_over.emit("", "")
        self._picked = None
        self._hover = None
        self._pick_targets = set()
        if self._ghost is not None:
            self.removeItem(self._ghost)
            self._ghost = None
        if picked is not None and picked.scene() is self:
            picked.set_lifted(False)
            picked.setZValue(picked.home_z)
        self._apply_highlights()

    @property
    def picked_id(self) -> str | None:
        return self._picked.component_id if self._picked is not None else None
