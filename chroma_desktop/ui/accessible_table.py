"""The table as an accessible tree: what a screen reader finds in the table's view.

A `QGraphicsView` is one unnamed canvas to assistive technology. `install()` puts a factory into
Qt's accessibility API that answers for the table's view (`TableAccessible`: the canvas, whose
children are the table's items in the order the layout made them) and for each item
(`ItemAccessible`: a role, a name and a description in the table's own words, the state the
table shows, its rectangle on screen, and one action per legal move it takes part in, named by
the rules' `describe`). An action is played as the keyboard plays it: the controller's focus goes
to the move (`focus_next`) and Enter's path plays it (`play_focused`); the UI never decides what is
legal, the controller's legal moves are the actions.

PySide6 traps, checked on 6.11 (`tests/ui/test_accessible_table.py`): a Python interface is kept
referenced here (`_KEPT`) until Qt has deleted it (its wrapper then reads invalid), never deleted
from Python while Qt's cache holds it; and `interface_cast` returns a `shiboken6.VoidPtr`, the
action interface's own C++ address for `ActionInterface` and `VoidPtr(0)` otherwise (a Python int
would be read as a pointer to the int object and crash the bridge).
"""

from __future__ import annotations

import sys
import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QRect
from PySide6.QtGui import (
    QAccessible,
    QAccessibleActionInterface,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleObject,
)
from PySide6.QtWidgets import QAccessibleWidget

from chroma_desktop.ui.accessible_notice import Notice, NoticeAccessible
from chroma_desktop.ui.items.base import Highlight, TableItem
from chroma_desktop.ui.items.button_item import ButtonItem
from chroma_desktop.ui.items.card_item import CardItem
from chroma_desktop.ui.items.shape_item import ShapeItem
from chroma_desktop.ui.items.zone_item import LabelItem, ZoneItem
from chroma_desktop.ui.spoken_words import one_phrase, plain_words, status_once, where_words
from chroma_desktop.ui.table_view import TableView
from chroma_desktop.ui.translation import seat_title

if TYPE_CHECKING:
    from chroma_desktop.rules.api import Move
    from chroma_desktop.ui.match_controller import MatchController

translate = QCoreApplication.translate
_KEPT: list[QAccessibleInterface] = []  # every interface made, until Qt has deleted it
_installed = False


class TableAccess:
    """What the accessible tree reads of the table on a view: its controller (None: no table),
    and the viewer's view of the state on the table, made once per state."""

    def __init__(self) -> None:
        self.controller: Callable[[], MatchController | None] = lambda: None
        self._seen: tuple[object, int | None, object] | None = None
        self.names: dict[str, str] = {}  # each item's name as last told (`table_changed`)
        self.descriptions: dict[str, str] = {}  # and its description (`_tell_described`)
        self.items: tuple[object, list[TableItem]] | None = None  # `shown_items`, per drawing
        self.actions: tuple[object, dict[int, list[Move]]] | None = None  # `actions_of`, per drawing
        self.notice: Notice | None = None  # the last announcement (`show_notice`)
        self.focused_id = ""  # the item last told focused (`follow_focus`)
        self.reader_on = ""  # the item a reader is still on after its move was played
        # Items whose new name or description waits until the reader has left them.
        self.told_later: set[str] = set()

    def view_of(self, controller: MatchController) -> object:
        state, viewer = controller.match.state, controller.viewer
        if self._seen is None or self._seen[0] is not state or self._seen[1] != viewer:
            self._seen = (state, viewer, controller.match.view(viewer))
        return self._seen[2]


ACCESS: dict[int, TableAccess] = {}  # per view (id), what its tree reads


def access_for(view: TableView) -> TableAccess:
    """The table a view's accessible tree reads (set by the window when it shows a table)."""
    return ACCESS.setdefault(id(view), TableAccess())


def _keep(interface: QAccessibleInterface) -> QAccessibleInterface:
    _KEPT[:] = [kept for kept in _KEPT if shiboken6.isValid(kept)]
    _KEPT.append(interface)
    return interface


def _factory(class_name: str, target: QObject | None) -> QAccessibleInterface | None:
    if isinstance(target, TableView):
        return _keep(TableAccessible(target))
    if isinstance(target, Notice):
        return _keep(NoticeAccessible(target))
    if isinstance(target, TableItem):
        scene = target.scene()
        views = scene.views() if scene is not None else []
        table = next((view for view in views if isinstance(view, TableView)), None)
        if table is not None:
            return _keep(ItemAccessible(target, table))
    return None


def install() -> None:
    """Answer for the table's view and items in Qt's accessibility API (once a process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def shown_items(view: TableView) -> list[TableItem]:
    """The table's items a reader finds, in the order the layout made them: a shape that says
    nothing and takes part in no move (a sheet's paper, a figure's outline) is decoration, left
    out. Kept per drawing of the table."""
    access = access_for(view)
    controller = access.controller()
    if controller is None or view.scene() is not controller.scene:
        return []
    drawn = (controller.match.state, controller.legal, tuple(controller.scene.items_by_id))
    if access.items is not None and access.items[0] == drawn:
        return access.items[1]
    items: list[TableItem] = []
    for item in controller.scene.items_by_id.values():
        if not item.isVisible() or not isinstance(
                item, (ZoneItem, LabelItem, CardItem, ButtonItem, ShapeItem)):
            continue
        if isinstance(item, ShapeItem) and not _shape_words(controller, item, access) \
                and not moves_of(controller, item):
            continue
        items.append(item)
    access.items = (drawn, items)
    return items


def _shape_words(controller: MatchController, item: ShapeItem, access: TableAccess) -> str:
    spoken = controller.layout.spoken_name(item.component_id, access.view_of(controller))
    marks = " ".join(mark.text for mark in item.face.marks if mark.text.strip())
    return plain_words(spoken or item.details or marks)


def moves_of(controller: MatchController, item: TableItem) -> list[Move]:
    """The legal moves `item` takes part in: as (one of) its source, or as its target."""
    return [move for move in controller.legal
            if item.source_key in move.source.split("+") or move.target == item.drop_id]


def actions_of(controller: MatchController, item: TableItem, view: TableView) -> list[Move]:
    """The legal moves that are `item`'s actions: each move is an action of the item it starts
    from and of its target, one item each (the first the layout made). A move of several cards
    (Chroma Mix's mix of two) is one action, on its first card, where the keyboard's focus shows
    it, never one on each card."""
    items = shown_items(view)
    access = access_for(view)
    drawn = access.items[0] if access.items is not None else None
    if access.actions is None or access.actions[0] != drawn:
        owned: dict[int, list[Move]] = {}
        for move in controller.legal:
            first = move.source.split("+")[0]
            source = next((each for each in items if each.source_key == first), None)
            target = next((each for each in items if move.target and each.drop_id == move.target), None)
            for owner in dict.fromkeys((source, target)):
                if owner is not None:
                    owned.setdefault(id(owner), []).append(move)
        access.actions = (drawn, owned)
    return list(access.actions[1].get(id(item), []))


def move_words(controller: MatchController, moves: list[Move]) -> list[str]:
    """Each move as the rules say it, made unique where two read alike."""
    said: list[str] = []
    for move in moves:
        words = plain_words(controller.words(controller.game.describe(controller.match.state, move)),
                            controller.layout.glyph_words())
        same = sum(1 for earlier in said if earlier == words or earlier.startswith(words + " ("))
        said.append(words if not same else f"{words} ({same + 1})")
    return said


def item_name(controller: MatchController, item: TableItem, view: TableView,
              face_down: bool = True) -> str:
    """What the item is: the layout's words for it where it has some, else the words the table
    shows; `face_down` False: a zone's face-down cards unsaid (P's "Deck: 41 cards", not "...:
    Face-down card")."""
    seen = access_for(view).view_of(controller)
    spoken = plain_words(controller.layout.spoken_name(item.component_id, seen))
    if spoken:
        return spoken
    if isinstance(item, ZoneItem):
        title = one_phrase(item.title)
        if not title:
            named = controller.layout.source_title(item.source_key, seen)
            title = plain_words(named) if named != item.source_key else ""
        if not title:  # an untitled zone is named by the words written in it ("Discard")
            area = item.sceneBoundingRect()
            title = next((plain_words(label.text) for label in shown_items(view)
                          if isinstance(label, LabelItem) and plain_words(label.text)
                          and area.contains(label.sceneBoundingRect().center())), "")
        inside = [plain_words(card_name(other)) for other in contents(item, view)
                  if face_down or not (isinstance(other, CardItem) and other.face.face_down)]
        inside = [words for words in inside if words]
        if not title:
            title = translate("AccessibleTable", "Area")
        return f"{title}: {', '.join(inside)}" if inside else title
    if isinstance(item, CardItem):
        return card_name(item)
    if isinstance(item, ButtonItem):
        return plain_words(item.label)
    if isinstance(item, LabelItem):
        return plain_words(item.text)
    if isinstance(item, ShapeItem):
        words = _shape_words(controller, item, access_for(view))
        if words:
            return words
        moves = moves_of(controller, item)
        if moves:
            return move_words(controller, moves[:1])[0]
    return translate("AccessibleTable", "Piece")


def card_name(item: TableItem) -> str:
    if not isinstance(item, CardItem):
        return ""
    face = item.face
    if face.face_down:
        return translate("AccessibleTable", "Face-down card")
    return plain_words(face.title) or plain_words(face.corner) or translate("AccessibleTable", "Card")


def contents(zone: ZoneItem, view: TableView) -> list[TableItem]:
    """The cards lying in `zone` on the table, in the layout's order."""
    area = zone.sceneBoundingRect()
    return [item for item in shown_items(view) if isinstance(item, CardItem)
            and area.contains(item.sceneBoundingRect().center())]


def zone_status(controller: MatchController, zone: ZoneItem, view: TableView) -> str:
    """The zone's status as spoken: "" where a card or shape lying in it says it already."""
    area = zone.sceneBoundingRect()
    return status_once(zone.status, [item_name(controller, item, view) for item in shown_items(view)
                                     if isinstance(item, (CardItem, ShapeItem))
                                     and area.contains(item.sceneBoundingRect().center())])


def item_description(controller: MatchController, item: TableItem, view: TableView) -> str:
    """The rest of what the table says of the item: a zone's status, where a card lies, its
    words, and what can be done with it now."""
    parts: list[str] = []
    if isinstance(item, ZoneItem):
        parts.append(zone_status(controller, item, view))
    if isinstance(item, CardItem):
        zone = next((other for other in shown_items(view) if isinstance(other, ZoneItem)
                     and other.sceneBoundingRect().contains(item.sceneBoundingRect().center())
                     and one_phrase(other.title)), None)
        if zone is not None:
            parts.append(where_words(one_phrase(zone.title), [seat_title(seat.name) for seat in
                                                               controller.seats], seat_title("You")))
        if item.face.text:
            parts.append(plain_words(item.face.text, controller.layout.glyph_words()))
    actions = actions_of(controller, item, view)
    moves = move_words(controller, actions)
    taking_part = moves_of(controller, item)
    # A card a several-card move takes along (a mix's second card) points to that one action.
    along = [move for move in taking_part if move not in actions and "+" in move.source]
    # A look-alike of the object a move is offered on (a pile's top tile, a market card over
    # its slot) says that move too, as its look-alike does: clicking either plays it.
    elsewhere = [move for move in taking_part if move not in actions + along]
    focused = controller.focused_move()
    if focused is not None and focused in actions and item is focused_item(view, controller):
        # What Enter plays now: Tab through a card's several moves (a drawn card's rows) says
        # each one, not the same list again.
        index = actions.index(focused)
        enter = translate("MatchController", "Enter: {move}").format(move=moves[index])
        if len(controller.legal) == 1:  # Tab stays on it: said so, not as a key that did nothing
            enter = translate("AccessibleTable", "{enter} (the only move now)").format(enter=enter)
        parts.append(enter if len(actions) == 1 else translate(
            "AccessibleTable", "{enter} (move {index} of {count} here)").format(
                enter=enter, index=index + 1, count=len(actions)))
    elif moves or elsewhere:
        parts.append(translate("AccessibleTable", "Moves: {moves}").format(
            moves="; ".join(moves + move_words(controller, elsewhere))))
    elif not isinstance(item, (ZoneItem, LabelItem)) and not taking_part:
        parts.append(translate("AccessibleTable", "No move with it now"))
    if along:
        parts.append(translate("AccessibleTable", "Taken along in: {moves}").format(
            moves="; ".join(move_words(controller, along))))
    return ". ".join(part.rstrip(".") for part in parts if part)


ZONE_ROLE = QAccessible.Role.Client if sys.platform.startswith("linux") else QAccessible.Role.Grouping
"""A zone's role: a group of what lies in it. Qt's AT-SPI bridge sends `Grouping` as "panel",
which Orca says after every zone's name ("Row 2: Brown panel"); `Client` goes as "filler", AT-SPI's
container with no role of its own to say, and Orca says the zone's name and status alone. Elsewhere
a group: NVDA's "grouping", VoiceOver's "group"."""


class ItemAccessible(QAccessibleObject, QAccessibleActionInterface):
    """One item of the table: a zone, card, shape, button or label."""

    def __init__(self, item: TableItem, view: TableView) -> None:
        QAccessibleObject.__init__(self, item)
        QAccessibleActionInterface.__init__(self)
        self._item = item
        self._view = view

    def _controller(self) -> MatchController | None:
        return access_for(self._view).controller()

    def role(self) -> QAccessible.Role:
        item = self._item
        if isinstance(item, ZoneItem):
            return ZONE_ROLE
        if isinstance(item, LabelItem):
            return QAccessible.Role.StaticText
        return QAccessible.Role.Button

    def text(self, kind: QAccessible.Text) -> str:
        controller = self._controller()
        if controller is None or not shiboken6.isValid(self._item):
            return ""
        if kind == QAccessible.Text.Name:
            return item_name(controller, self._item, self._view)
        if kind == QAccessible.Text.Description:
            return item_description(controller, self._item, self._view)
        return ""

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        controller = self._controller()
        if controller is None or not shiboken6.isValid(self._item):
            state.invalid = True
            return state
        # Never `disabled`: Qt's bridge then drops SENSITIVE and ENABLED and Orca says "grayed"
        # of a card that is only in no move now: its description says "No move with it now".
        state.focusable = not isinstance(self._item, LabelItem)
        state.focused = focused_item(self._view, controller) is self._item
        state.selected = self._item.highlight == Highlight.SELECTED
        state.selectable = self._item.source_key in controller.scene.multi_keys
        return state

    def rect(self) -> QRect:
        if not shiboken6.isValid(self._item) or self._item.scene() is None:
            return QRect()
        area = self._view.mapFromScene(self._item.sceneBoundingRect()).boundingRect()
        return QRect(self._view.viewport().mapToGlobal(area.topLeft()), area.size())

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]  # stubs omit Qt's nullptr
        return QAccessible.queryAccessibleInterface(self._view)

    def childCount(self) -> int:  # noqa: N802 (Qt naming)
        return 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # stubs omit Qt's nullptr
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802 (stubs omit Qt's nullptr)
        return None

    def interface_cast(  # type: ignore[override]  # Qt's void*: a VoidPtr, not the stubs' int
            self, kind: QAccessible.InterfaceType) -> shiboken6.VoidPtr:
        if kind == QAccessible.InterfaceType.ActionInterface:
            return shiboken6.VoidPtr(shiboken6.getCppPointer(self)[1])
        return shiboken6.VoidPtr(0)

    # -- actions: one a legal move ---------------------------------------------------------------
    def actionNames(self) -> list[str]:  # noqa: N802
        controller = self._controller()
        if controller is None or not shiboken6.isValid(self._item):
            return []
        return move_words(controller, actions_of(controller, self._item, self._view))

    def localizedActionName(self, name: str) -> str:  # noqa: N802
        return name

    def localizedActionDescription(self, name: str) -> str:  # noqa: N802
        return name

    def keyBindingsForAction(self, name: str) -> list[str]:  # noqa: N802
        return []

    def doAction(self, name: str) -> None:  # noqa: N802
        controller = self._controller()
        if controller is None or not shiboken6.isValid(self._item):
            return
        moves = actions_of(controller, self._item, self._view)
        said = move_words(controller, moves)
        if name in said:
            play_as_keyboard(controller, moves[said.index(name)])


def play_as_keyboard(controller: MatchController, move: Move) -> bool:
    """Play `move` the way the keys do: the controller's focus goes to it (as Tab takes it
    there), then Enter's path plays it (`play_focused`: a pile that just changed is refused)."""
    legal = controller.legal
    if move not in legal:
        return False
    if controller.focused_move() is None:
        controller.focus_next(1)
    focused = controller.focused_move()
    if focused is not None and focused != move:
        controller.focus_next(legal.index(move) - legal.index(focused))
    return controller.focused_move() == move and controller.play_focused()


class TableAccessible(QAccessibleWidget):
    """The table's view: a canvas named "Game table" whose children are the table's items, and
    the last announcement (a notification) once one was made."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view, QAccessible.Role.Canvas, view.accessibleName())
        self._view = view

    def _children(self) -> list[QObject]:
        notice = access_for(self._view).notice
        items: list[QObject] = list(shown_items(self._view))
        return items + [notice] if notice is not None and notice.words else items

    def childCount(self) -> int:  # noqa: N802
        return len(self._children())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # stubs omit Qt's nullptr
        children = self._children()
        if 0 <= index < len(children):
            return QAccessible.queryAccessibleInterface(children[index])
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802
        target = child.object() if child is not None else None
        for index, item in enumerate(self._children()):
            if item is target:
                return index
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802 (stubs omit Qt's nullptr)
        for item in shown_items(self._view):
            if item.highlight == Highlight.FOCUS:
                return QAccessible.queryAccessibleInterface(item)
        return None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802 (stubs omit Qt's nullptr)
        for item in reversed(shown_items(self._view)):
            found = QAccessible.queryAccessibleInterface(item)
            if found is not None and found.rect().contains(x, y) and not isinstance(item, ZoneItem):
                return found
        return None


def show_notice(view: TableView, words: str) -> None:
    """The announcement `words` shown as the table's notification (only while a reader listens)."""
    if not QAccessible.isActive():
        return
    access = access_for(view)
    if access.notice is None:
        access.notice = Notice(view)
    access.notice.words = words
    QAccessible.updateAccessibility(QAccessibleEvent(access.notice, QAccessible.Event.ObjectShow))


def attach(view: TableView, controller: MatchController) -> None:
    """The accessible tree of `view` (the window's table view) reads `controller`'s table."""
    install()
    kept = weakref.ref(controller)  # the table goes when it is put away (test_table_lifetime)

    def reading() -> MatchController | None:
        table = kept()
        return table if table is not None and shiboken6.isValid(table) else None

    access_for(view).controller = reading
    cached = QAccessible.queryAccessibleInterface(view)
    if cached is not None and not isinstance(cached, TableAccessible):
        # Asked for before the factory came (the start page shown): Qt's plain one is dropped.
        QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(cached))


def focused_item(view: TableView, controller: MatchController) -> TableItem | None:
    """The item the keyboard's focused move starts from (None: no move focused, or the table's
    view not focused)."""
    move = controller.focused_move()
    if move is None or not view.hasFocus():
        return None
    key = move.source.split("+")[0]
    return next((candidate for candidate in shown_items(view)
                 if key in (candidate.source_key, candidate.component_id)), None)


def follow_focus(view: TableView, controller: MatchController) -> None:
    """Tell assistive technology where the table's keyboard focus is now (the focused move's
    source item), and that the table's items changed. Tab to another move of the same item
    changes what its description says Enter plays: told as a description change (a reader says
    a focus event for the object it is on already not at all)."""
    if not QAccessible.isActive():
        return
    QAccessible.updateAccessibility(QAccessibleEvent(view, QAccessible.Event.ObjectReorder))
    access = access_for(view)
    item = focused_item(view, controller)
    if item is None:
        _move_played(access)
        return
    same = item.component_id == access.focused_id
    access.focused_id = item.component_id
    if not same and item.component_id in access.told_later:
        # Back on it: the focus event below reads its new name; a name change sent first would
        # be said alone, of the object the reader is still on.
        access.names[item.component_id] = item_name(controller, item, view)
        access.told_later.discard(item.component_id)
    QAccessible.updateAccessibility(QAccessibleEvent(
        item, QAccessible.Event.DescriptionChanged if same else QAccessible.Event.Focus))
    if not same:
        access.reader_on = ""
        _tell_held_back(view, controller, access)  # the reader is on `item` now
    _tell_described(view, controller, access, item, {access.reader_on})


def _move_played(access: TableAccess) -> None:
    """No move focused (one was played): the reader stays on the object the move was played
    from until the next Tab."""
    if access.focused_id:
        access.reader_on = access.focused_id
    access.focused_id = ""


def _tell_held_back(view: TableView, controller: MatchController, access: TableAccess) -> None:
    """The new names and descriptions held back while a reader was on their objects, told now
    that it is not (each only if it changed): a reader speaks a name change of the object it is
    on (a row just taken said "Row 1" alone after the announcement "You take row 1 (brown)"), and
    keeps what it was told."""
    for item in shown_items(view):
        key = item.component_id
        if key not in access.told_later:
            continue
        name, description = item_name(controller, item, view), item_description(controller, item, view)
        if access.names.get(key) != name:
            access.names[key] = name
            QAccessible.updateAccessibility(QAccessibleEvent(item, QAccessible.Event.NameChanged))
        if access.descriptions.get(key) != description:
            access.descriptions[key] = description
            QAccessible.updateAccessibility(
                QAccessibleEvent(item, QAccessible.Event.DescriptionChanged))
    access.told_later.clear()


def _tell_described(view: TableView, controller: MatchController, access: TableAccess,
                    told_item: TableItem | None, reader_on: set[str]) -> None:
    """Tell each description that changed (a card's moves come with the player's turn): a
    reader keeps what it has read of an object (a card read as in no move kept saying so on the
    player's turn). `told_item`'s change went with its focus event. Of an object the reader is
    on (`reader_on`) a reader would speak the change alone: it is told once the reader has left
    (`_tell_held_back`, or here when the reader is on another)."""
    told, now = access.descriptions, {}
    for item in shown_items(view):
        key = item.component_id
        now[key] = item_description(controller, item, view)
        if key in told and told[key] != now[key] and item is not told_item:
            if key in reader_on:
                now[key] = told[key]
                access.told_later.add(key)
            else:
                QAccessible.updateAccessibility(
                    QAccessibleEvent(item, QAccessible.Event.DescriptionChanged))
    access.descriptions = now


def table_changed(view: TableView, controller: MatchController) -> None:
    """The table was drawn anew: tell assistive technology of the items that came and of each
    name that changed (a reader keeps the names it has read), only while one listens."""
    if not QAccessible.isActive():
        return
    access = access_for(view)
    if controller.focused_move() is None:
        _move_played(access)  # the next Tab is a focus again
    told, now = access.names, {}
    for item in shown_items(view):
        name = item_name(controller, item, view)
        now[item.component_id] = name
        if item.component_id not in told:
            QAccessible.updateAccessibility(QAccessibleEvent(item, QAccessible.Event.ObjectCreated))
        elif told[item.component_id] != name:
            if item.component_id == access.reader_on:
                # The announcement said what changed it; the name follows when the reader leaves.
                now[item.component_id] = told[item.component_id]
                access.told_later.add(item.component_id)
            else:
                QAccessible.updateAccessibility(QAccessibleEvent(item, QAccessible.Event.NameChanged))
    access.names = now
    focused = focused_item(view, controller)
    _tell_described(view, controller, access, None,
                    {access.reader_on} | ({focused.component_id} if focused else set()))
