"""The player's hands: a move made by mouse events alone, or by key presses alone.

`MouseHand.make(move)` clicks, selects and drags on the view's viewport at points taken from what
is drawn (see `sight.py`), and answers a chooser dialog by clicking the move's button.
`KeyboardHand.make(move)` steps the table's focus to the move with Tab/arrows (sometimes after
asking for a hint with H, or after focusing another move and cancelling with Esc), and plays it
with Enter. Neither calls the controller or the scene to make the move; each answers why it
could not make it (None when it made the gesture).

Qt runs pending events when the pointer moves with no button held (QTest does so for a hover),
as it does while a player's hand travels: items in flight move on, and in real time bots act.
So the hand looks again once the pointer has arrived, and presses where the item is then.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from chroma_desktop.rules.api import Move
from chroma_desktop.ui.items.base import TableItem
from chroma_desktop.ui.items.button_item import ButtonItem
from chroma_desktop.ui.items.card_item import CardItem
from chroma_desktop.ui.items.shape_item import ShapeItem
from chroma_desktop.ui.main_window import MainWindow
from chroma_desktop.ui.move_choice import MoveChoiceDialog
from chroma_desktop.ui.scene.source_watch import FRESH_SECONDS
from chroma_desktop.ui.scene.table_scene import CLICK_DISTANCE
from tests.ui.playthrough.sight import screen_point, visible_area

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
DRAG_STEPS = 4
SETTLE_MS = 3000  # the longest a player waits for cards in flight to land

Found = tuple[TableItem, QPoint]


class MouseHand:
    """Makes moves with the left mouse button on the table, as a player does."""

    def __init__(self, window: MainWindow, rng: random.Random,
                 wait_until: Callable[..., None]) -> None:
        self.window, self.rng, self.wait_until = window, rng, wait_until
        self.ways: dict[str, int] = {}  # how moves were made: click, button, drag, select...

    @property
    def viewport(self):
        return self.window.view.viewport()

    @property
    def scene(self):
        return self.window.controller.scene

    # -- what the player points at --------------------------------------------------------
    def _point(self, item: TableItem, same: Callable[[TableItem], bool],
               carried: list[TableItem], away_from: QPoint | None = None) -> QPoint | None:
        """The middle of what shows of `item`, and not near `away_from` (where a drag starts:
        a drop that close would be a click)."""
        return screen_point(self.window.view, visible_area(item, same, carried), away_from,
                            2 * CLICK_DISTANCE)

    def _source(self, key: str, chosen: list[TableItem] | None = None) -> Found | str:
        """An item that picking up `key` means and the middle of what shows of it; when cards
        are `chosen` one by one, one not chosen yet."""
        avoid = chosen or []
        items = [i for i in self.scene.items_by_id.values()
                 if i.source_key == key and i not in avoid]
        if not items:
            return f"nothing on the table stands for {key!r}"
        for item in items:
            # Cards lying in a zone belong to it (a row is picked up by its cards too); another
            # copy of the card counts as the card, unless the copies are chosen one by one.
            def same(other: TableItem, item: TableItem = item) -> bool:
                return other.drop_id == item.component_id or (
                    chosen is None and other.source_key == key)

            point = self._point(item, same, [])
            if point is not None:
                return item, point
        return f"{key!r} is drawn but no part of it shows"

    def _target(self, target: str, carried: list[TableItem],
                start: QPoint | None = None) -> QPoint | str:
        """The middle of what shows of the place a drop on `target` means (away from `start`,
        where the drag begins: a card in flight may be over it)."""
        items = [i for i in self.scene.items_by_id.values() if i.component_id == target]
        items += [i for i in self.scene.items_by_id.values()
                  if i.drop_id == target and i.component_id != target and i not in carried]
        if not items:
            return f"nothing on the table stands for the target {target!r}"

        def same(other: TableItem) -> bool:
            return target in (other.drop_id, other.component_id)

        for item in items:
            point = self._point(item, same, carried, start)
            if point is not None:
                return point
        return f"the target {target!r} is drawn but no part of it shows"

    def _button(self, move: Move) -> Found | str:
        button = next(i for i in self.scene.items_by_id.values()
                      if isinstance(i, ButtonItem) and i.click == (move.source, move.target))
        point = self._point(button, lambda other: False, [])
        return (button, point) if point is not None else f"the button {button.label!r} does not show"

    # -- the mouse --------------------------------------------------------------------------
    def _settle(self) -> bool:
        """Wait for cards and shapes in flight to land (True if some were in flight)."""
        def landed() -> bool:
            return all(item.pos() == item.home for item in self.scene.items_by_id.values()
                       if isinstance(item, (CardItem, ShapeItem)))

        if landed():
            return False
        # pytest-qt's TimeoutError: in real time the table may never rest; press as it stands.
        with contextlib.suppress(Exception):
            self.wait_until(landed, timeout=SETTLE_MS)
        return True

    def _aim(self, locate: Callable[[], Found | str]) -> Found | str:
        """Bring the pointer over what `locate` finds, and find it again once there."""
        found = locate()
        if isinstance(found, str) and self._settle():
            found = locate()
        if isinstance(found, str):
            return found
        QTest.mouseMove(self.viewport, found[1])  # pending events run meanwhile
        found = locate()
        if isinstance(found, str) and self._settle():
            found = locate()
        return found

    def _click(self, point: QPoint) -> None:
        QTest.mousePress(self.viewport, LEFT, NONE, point)
        QTest.mouseRelease(self.viewport, LEFT, NONE, point)

    def _drag(self, start: QPoint, end: QPoint) -> str | None:
        """Press, move in steps and release: no events run in between (a button is held)."""
        scale = self.window.view.transform().m11()
        if (end - start).manhattanLength() / scale < 2 * CLICK_DISTANCE:
            return "the target lies under the item itself: a drop there is a click"
        QTest.mousePress(self.viewport, LEFT, NONE, start)
        for step in range(1, DRAG_STEPS + 1):
            QTest.mouseMove(self.viewport, start + (end - start) * (step / DRAG_STEPS))
        QTest.mouseRelease(self.viewport, LEFT, NONE, end)
        return None

    # -- a move -----------------------------------------------------------------------------
    def _ways(self, move: Move, legal: tuple[Move, ...]) -> list[str]:
        source, target = move.source, move.target
        if "+" in source:
            return ["select"]
        in_several = {part for m in legal if "+" in m.source for part in m.source.split("+")}
        from_source = [m for m in legal if m.source == source]
        direct = [m for m in from_source if m.target == m.source]
        ways = []
        if any(isinstance(i, ButtonItem) and i.click == (source, target) and i.enabled
               for i in self.scene.items_by_id.values()):
            ways.append("button")
        if source not in in_several and (direct == [move] or (not direct and from_source == [move])):
            ways.append("click")
        if target != source and any(target in (i.component_id, i.drop_id)
                                    for i in self.scene.items_by_id.values()):
            ways.append("drag")
        if {"click", "drag"} <= set(ways) and isinstance(self.scene.items_by_id.get(source),
                                                        ButtonItem):
            ways.remove("drag")  # a button drawn on the table is clicked, not dragged
        return ways

    def make(self, move: Move, legal: tuple[Move, ...], describe: Callable[[Move], str]) -> str | None:
        ways = self._ways(move, legal)
        if not ways:
            return ("no gesture makes it: its target is not on the table, and a click on its "
                    "source does not play it")
        way = self.rng.choice(ways)
        self.ways[way] = self.ways.get(way, 0) + 1
        if way == "button":
            found = self._aim(lambda: self._button(move))
            if isinstance(found, str):
                return found
            self._click(found[1])
        elif way == "click":
            refused = self.click(move.source)
            if refused:
                return refused
        elif way == "drag":
            refused = self._turn_to(move, legal) or self._drag_onto(move.source, move.target)
            if refused:
                return refused
        else:
            chosen = self.select(move.source.split("+"))
            if isinstance(chosen, str):
                return chosen
            refused = self.drag_chosen(chosen, move.target)
            if refused:
                return refused
        return self._answer_chooser(move, describe)

    def click(self, key: str) -> str | None:
        """Click the item that `key` means."""
        found = self._aim(lambda: self._source(key))
        if isinstance(found, str):
            return found
        self._click(found[1])
        return None

    def _turn_to(self, move: Move, legal: tuple[Move, ...]) -> str | None:
        """Several moves share this drop and the table shows the one a drop makes (a tile's
        turn, drawn on the tile): click the item until it shows this move."""
        controller = self.window.controller
        matches = [m for m in legal if (m.source, m.target) == (move.source, move.target)]
        if len(matches) < 2:
            return None
        turns = looks = 0
        while turns <= len(matches) and looks < 10:
            shown = controller.layout.choose_variant(matches, controller.variant)
            if shown is None or shown == move:  # None: the drop asks which move
                return None
            refused = self.click(move.source)
            if refused:
                return refused
            if self.window.side.message.text().endswith(" just changed: look again."):
                QTest.qWait(round(FRESH_SECONDS * 1000))  # the player looks again (issue 31)
                looks += 1
                continue
            turns += 1
            self.ways["turn"] = self.ways.get("turn", 0) + 1
        return f"clicking {move.source!r} never turns it to this move"

    def _drag_onto(self, source: str, target: str) -> str | None:
        def locate() -> Found | str:
            found = self._source(source)
            if isinstance(found, str):
                return found
            end = self._target(target, [found[0]], found[1])
            return end if isinstance(end, str) else found

        found = self._aim(locate)
        if isinstance(found, str):
            return found
        end = self._target(target, [found[0]], found[1])
        return end if isinstance(end, str) else self._drag(found[1], end)

    def select(self, keys: list[str]) -> list[TableItem] | str:
        """Click one item for each of `keys` (several cards or dice chosen for one move)."""
        chosen: list[TableItem] = []
        for key in keys:
            found = self._aim(lambda key=key, chosen=chosen: self._source(key, chosen))
            if isinstance(found, str):
                return f"cannot choose {key!r} as one more card: {found}"
            self._click(found[1])
            added = [i for i in self.scene.selection if i not in chosen]
            if not added and self._settle():
                # The card was still in flight and moved on from under the pointer (a busy
                # machine runs its animation between aiming and pressing): click where it landed.
                found = self._aim(lambda key=key, chosen=chosen: self._source(key, chosen))
                if isinstance(found, str):
                    return f"cannot choose {key!r} as one more card: {found}"
                self._click(found[1])
                added = [i for i in self.scene.selection if i not in chosen]
            if [i.source_key for i in added] != [key]:
                under = self.window.view.items(found[1])
                return (f"a click on {key!r} chose {[i.source_key for i in added]} (under the "
                        f"pointer: {[getattr(i, 'component_id', type(i).__name__) for i in under]})")
            chosen += added
        return chosen

    def drag_chosen(self, chosen: list[TableItem], target: str) -> str | None:
        """Drag the chosen items, by the last one, onto `target`."""
        def locate() -> Found | str:
            item = chosen[-1]
            start = self._point(item, lambda other: False, [])
            if start is None:
                return f"the chosen {item.source_key!r} does not show"
            end = self._target(target, chosen, start)
            return end if isinstance(end, str) else (item, start)

        found = self._aim(locate)
        if isinstance(found, str):
            return found
        if [i.source_key for i in self.scene.selection] != [i.source_key for i in chosen]:
            return "the chosen cards were let go before the drag"
        end = self._target(target, chosen, found[1])
        return end if isinstance(end, str) else self._drag(found[1], end)

    def _answer_chooser(self, move: Move, describe: Callable[[Move], str]) -> str | None:
        """A drop that could mean several moves opens a chooser: click the one meant."""
        boxes = [box for box in self.window.findChildren(MoveChoiceDialog) if box.isVisible()]
        if not boxes:
            return None
        box = boxes[-1]
        wanted = describe(move)
        # Each button says its move whole ("&&" is how a button shows a name's "&").
        buttons = [b for b in box.move_buttons if b.text().replace("&&", "&") == wanted]
        if len(buttons) != 1:
            offered = [b.text() for b in box.move_buttons]
            box.reject()
            return (f"the chooser offers {offered}: "
                    + ("not this move" if not buttons else "several buttons with its words"))
        QTest.mouseClick(buttons[0], LEFT)
        self.ways["chooser"] = self.ways.get("chooser", 0) + 1
        return None


class KeyboardHand:
    """Makes moves with the table's keys: Tab/arrows to the move, Enter to play, Esc to cancel."""

    NEXT = (Qt.Key.Key_Tab, Qt.Key.Key_Right, Qt.Key.Key_Down)
    PREVIOUS = (Qt.Key.Key_Backtab, Qt.Key.Key_Left, Qt.Key.Key_Up)
    PLAY = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
    CHANGE_OF_MIND = 0.15  # how often the player focuses another move first, then presses Esc
    ASK = 0.15  # how often the player asks for a hint (H) first: Enter plays it if it is the move

    def __init__(self, window: MainWindow, rng: random.Random) -> None:
        self.window, self.rng = window, rng
        self.ways: dict[str, int] = {}

    def press(self, key: Qt.Key) -> None:
        modifier = Qt.KeyboardModifier.ShiftModifier if key == Qt.Key.Key_Backtab else NONE
        QTest.keyClick(self.window.view, key, modifier)
        self.ways[key.name] = self.ways.get(key.name, 0) + 1

    def _focus(self, move: Move, legal: tuple[Move, ...]) -> int | str:
        """Step the focus to `move`: how many keys it took, or why it could not."""
        controller = self.window.controller
        wanted = legal.index(move)
        for steps in range(len(legal) + 1):
            focused = controller.focused_move()
            if focused == move:
                return steps
            now = legal.index(focused) if focused in legal else -1
            forward = (wanted - now) % len(legal) if now >= 0 else wanted + 1
            backward = (now - wanted) % len(legal) if now >= 0 else len(legal) - wanted
            self.press(self.rng.choice(self.NEXT if forward <= backward else self.PREVIOUS))
        return "Tab and the arrows never reach it"

    def make(self, move: Move, legal: tuple[Move, ...], describe: Callable[[Move], str]) -> str | None:
        focus = self.window.focusWidget()
        if focus is not self.window.view:
            return f"the keys go to {type(focus).__name__}, not the table"
        others = [m for m in legal if m != move]
        asked = self.rng.random() < self.ASK
        if asked:
            self.press(Qt.Key.Key_H)
        elif others and self.rng.random() < self.CHANGE_OF_MIND:
            steps = self._focus(self.rng.choice(others), legal)
            if isinstance(steps, str):
                return steps
            self.press(Qt.Key.Key_Escape)
            if self.window.controller.focused_move() is not None:
                return "Esc left a move focused"
        steps = self._focus(move, legal)
        if isinstance(steps, str):
            return steps
        shown = self.window.side.message.text()
        # The focused move is named beside the table; a hint that is the move names it its way.
        if describe(move) not in shown and not (asked and steps == 0 and shown.startswith("Hint")):
            return f"the focused move is not named beside the table (it says {shown!r})"
        if not self.window.controller.scene.highlighted():  # focus or hint
            return "nothing on the table shows the focused move"
        self.press(self.rng.choice(self.PLAY))
        return None
