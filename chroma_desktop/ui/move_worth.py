"""What a move is worth, shown before it is made (issue 31), on the table of every game whose
manifest declares `previews`.

The rules say it: `rules.api.Previews.effect(view, move)`, on the mover's view as the table's
match gives it (`PlayedMatch.view`: the whole state here, the seat's own view online), so no
other seat's secret is ever asked for. This module only asks, keeps each answer for the position
on the table (one question per target, however long a drag rests there), and shows it: a badge
at the target with the change of score (`ui/items/worth_badge.py`) and the effect's words on the
note line. Three ways to ask:
- a drag resting over a legal target (the scene's `drag_over`): the badge on the target;
- the mouse resting on a source that a click plays (a Coloretto row), or on a place a click
  makes the chosen cards' or dice's move (a Chroma Cubes section, dice chosen), after the pause
  the card enlargement waits (`PREVIEW_DELAY_MS`): the badge there;
- the keyboard's focus on a move (Tab, a hint): the badge on its target, the words after
  "Enter: ..." (`focus_note`).
Each goes when the pick ends, the pointer leaves, or the focus moves; the words of the note
line that stood before come back. A refusal standing beside the table keeps its place: resting
the mouse is not acting again, so only the badge shows then.

The same places say what an item says in full (its `details`: a Chroma Mix card's effect, a
Chroma Cubes lock's power, words too many to read on the table at 9 px, issue 31): on the note
line after the same pause where the mouse rests on it, before the worth's words of a move it
plays, and after "Enter: ..." where the keyboard's focus is on a move from or onto it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, cast

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, QTimer, SignalInstance

from chroma_desktop.registry import manifest_for
from chroma_desktop.rules.api import Effect, Game, Move, PlayerId, Previews
from chroma_desktop.rules.messages import Message
from chroma_desktop.rules.played import PlayedMatch
from chroma_desktop.ui.items.base import TableItem
from chroma_desktop.ui.items.zone_item import ZoneItem
from chroma_desktop.ui.scene.chosen_cards import chosen_target_at
from chroma_desktop.ui.scene.layouts import Layout
from chroma_desktop.ui.scene.table_scene import PREVIEW_DELAY_MS, TableScene

if TYPE_CHECKING:
    from PySide6.QtGui import QPainterPath
    from PySide6.QtWidgets import QGraphicsSceneMouseEvent

    from chroma_desktop.ui.items.worth_badge import WorthBadge

translate = QCoreApplication.translate
DRAG, REST, FOCUS = "drag", "rest", "focus"  # what the badge shown answers, strongest first


class WorthTable(Protocol):
    """What the worth of moves uses of its table, the `MatchController`."""

    @property
    def note(self) -> SignalInstance: ...

    @property
    def message(self) -> SignalInstance: ...

    @property
    def match(self) -> PlayedMatch: ...

    @property
    def game(self) -> Game: ...

    @property
    def player(self) -> PlayerId | None: ...

    @property
    def legal(self) -> tuple[Move, ...]: ...

    @property
    def scene(self) -> TableScene: ...

    @property
    def layout(self) -> Layout: ...

    @property
    def variant(self) -> int: ...

    def moves_from(self, source: str) -> list[Move]: ...

    def focused_move(self) -> Move | None: ...

    def words(self, message: Message | str) -> str: ...


def previews_of(game: Game) -> Previews[Any] | None:
    """The game's effects, where its manifest declares them (None: the table shows none)."""
    if not manifest_for(game.id).previews:
        return None
    return cast(Previews[Any], game)  # the manifest says its rules class offers `effect`


class MoveWorth(QObject):
    """The worth of moves on one table: asked once per move and position, shown as a badge and
    words while the player rests on or focuses a move."""

    def __init__(self, table: WorthTable, parent: QObject | None = None, note: str = "",
                 refusal: bool = False) -> None:
        super().__init__(parent)
        self.table = table
        self.previews = previews_of(table.game)
        self._position: object = None
        self._mover: PlayerId | None = None
        self._known: dict[Move, Effect | None] = {}
        self.badge: WorthBadge | None = None
        self.kind = ""
        """What the badge shown answers (DRAG, REST, FOCUS), "" when none shows."""
        self.shown: tuple[Move, str] | None = None
        """The move whose worth shows and the item id the badge stands at."""
        self._said = ""  # the words this put on the note line ("" when none stand)
        self._note_before = ""
        self._last_note = note  # what stood beside the table when this was made
        self._refusal = refusal
        self._resting: tuple[str, Move | None, str] = ("", None, "")  # source, its move, item
        self._rest_timer = QTimer(self)
        self._rest_timer.setSingleShot(True)
        self._rest_timer.setInterval(PREVIEW_DELAY_MS)
        self._rest_timer.timeout.connect(self._rested)
        self._details = ""  # what the item the mouse rests on says in full
        table.note.connect(self._noted)
        table.message.connect(self._messaged)
        table.scene.picked.connect(self._picked)
        table.scene.installEventFilter(self)  # resting on a move or on an item's details
        if self.previews is not None:
            table.scene.drag_over.connect(self.drag_over)

    # -- the rules' answer ---------------------------------------------------------------------
    def effect_of(self, move: Move | None) -> Effect | None:
        """What `move` does for the player deciding, said by the rules on their view; None when
        the game previews nothing, nobody here decides or `move` is not theirs to make now."""
        player = self.table.player
        if self.previews is None or player is None or move is None or move not in self.table.legal:
            return None
        position = self.table.match.state
        if position is not self._position or player != self._mover:
            self._position, self._mover, self._known = position, player, {}
        if move not in self._known:
            self._known[move] = self.previews.effect(self.table.match.view(player), move)
        return self._known[move]

    def _one_move(self, source: str, target: str) -> Move | None:
        """The move a drop of `source` on `target` makes (the one the table shows, among
        several that share the drop); None when the player would be asked which."""
        matches = [move for move in self.table.moves_from(source) if move.target == target]
        if len(matches) == 1:
            return matches[0]
        return self.table.layout.choose_variant(matches, self.table.variant) if matches else None

    # -- the three ways to ask -----------------------------------------------------------------
    def drag_over(self, source: str, target: str) -> None:
        """The dragged `source` rests over `target` ("": over no target, or the pick ended)."""
        move = self._one_move(source, target) if source and target else None
        effect = self.effect_of(move)
        if move is None or effect is None:
            self.hide(DRAG)
            return
        self._show(DRAG, move, effect, target)

    def focus_note(self, move: Move) -> str:
        """The note line for the keyboard's focus on `move`: "Enter: ..." and, where the rules
        say one, what it is worth (the badge then shows at its target)."""
        enter = translate("MatchController", "Enter: {move}").format(
            move=self.table.words(self.table.game.describe(self.table.match.state, move)))
        details = self._details_of(move, enter)
        said = f"{enter}. {details}" if details else enter
        effect = self.effect_of(move)
        # A card's words end their own sentence: one full stop between sentences.
        return f"{said.rstrip('.')}. {self.table.words(effect.words)}" if effect is not None else said

    def _details_of(self, move: Move, said: str) -> str:
        """What the item a move is from (one item) and the one it goes onto say in full, each
        once, unless `said` says it already (a die's name)."""
        scene = self.table.scene
        details: list[str] = []
        for key in (move.source if "+" not in move.source else "", move.target):
            item = scene.item_for(key) or next(
                (each for each in scene.items_by_id.values()
                 if key and key in (each.source_key, each.drop_id)), None) if key else None
            if (item is not None and item.details and item.details not in details
                    and item.details.lower() not in said.lower()):
                details.append(item.details)
        return " ".join(details)

    def follow_focus(self) -> None:
        """The keyboard's focus changed (or the table was drawn anew): its badge follows."""
        if self.kind == REST and self.shown is not None and self.shown[0] not in self.table.legal:
            # The move rested on was made (a click on the place the chosen dice go) or is gone.
            self._resting = ("", None, "")
            self.hide(REST)
            return
        if self.kind in (DRAG, REST):
            return  # the hand on the table speaks first
        move = self.table.focused_move()
        effect = self.effect_of(move)
        if move is None or effect is None:
            self.hide(FOCUS)
        else:
            self._show(FOCUS, move, effect, move.target)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt naming)
        """The mouse over the table with no button down: what it rests on (its clicked move)."""
        kind = event.type()
        if kind == QEvent.Type.GraphicsSceneMouseMove and self.table.scene.picked_id is None:
            moved = cast("QGraphicsSceneMouseEvent", event)
            self._rest_on(self._click_source_at(moved), self._details_at(moved))
        elif kind == QEvent.Type.GraphicsSceneLeave:
            self._rest_on(("", None, ""))
        return False

    def _details_at(self, event: QGraphicsSceneMouseEvent) -> str:
        """What the topmost item under the mouse that has more to say says in full."""
        for item in self.table.scene.items(event.scenePos()):
            if isinstance(item, TableItem) and item.details:
                return item.details
        return ""

    def _click_source_at(self, event: QGraphicsSceneMouseEvent) -> tuple[str, Move | None, str]:
        """The source under the mouse, the one move a click on it plays (None if a click plays
        none or asks which), and the item drawn there. A card chosen among several (a mix) is
        no such source: a click chooses it; the place the chosen ones go to is (its click makes
        their move there), and then answers with the chosen as its source."""
        scene = self.table.scene
        if self.previews is None:
            return "", None, ""
        for item in scene.items(event.scenePos()):
            if (isinstance(item, TableItem) and item.source_key in scene.sources
                    and item.source_key not in scene.multi_keys):
                key = item.source_key
                moves = self.table.moves_from(key)
                direct = [move for move in moves if move.target == key]
                clicked = direct if len(direct) == 1 else moves
                return key, (clicked[0] if len(clicked) == 1 else None), item.component_id
        # A place the chosen cards or dice go to: a click there makes that move (a Chroma Cubes
        # section for the dice chosen).
        chosen = scene.selection_source() if scene.selection else ""
        targets = {move.target for move in self.table.moves_from(chosen)} if chosen else set()
        made = chosen_target_at(scene, event.scenePos(), targets)
        if made:
            return chosen, self._one_move(chosen, made), made
        return "", None, ""

    def _picked(self, _source: str) -> None:
        """A pick-up (or a click) begins: what the mouse rested on goes; resting again after
        shows it again."""
        self._rest_on(("", None, ""))

    def _rest_on(self, resting: tuple[str, Move | None, str], details: str = "") -> None:
        if resting[:2] == self._resting[:2] and details == self._details:
            return
        self._resting, self._details = resting, details
        self.hide(REST)
        if details or resting[1] is not None and self.effect_of(resting[1]) is not None:
            self._rest_timer.start()
        else:
            self._rest_timer.stop()

    def _rested(self) -> None:
        _source, move, item_id = self._resting
        effect = self.effect_of(move)
        if self.table.scene.picked_id is not None:
            return
        if move is not None and effect is not None:
            self._show(REST, move, effect, item_id)
        elif self._details:
            self.kind, self.shown = REST, None
            if not self._refusal:
                self._say(self._details)

    # -- showing and hiding --------------------------------------------------------------------
    def _show(self, kind: str, move: Move, effect: Effect, at: str) -> None:
        item = self._item_at(at)
        if item is None:
            self.hide(kind)
            return
        if self.badge is None:
            from chroma_desktop.ui.items.worth_badge import WorthBadge

            self.badge = WorthBadge()
        scene = self.table.scene
        if self.badge.scene() is not scene:
            scene.addItem(self.badge)
        inside = isinstance(item, ZoneItem)
        # A card's or shape's own outline, not its box (a card's holds room for its glow).
        outline = item.mapToScene(item.shape())
        rect = item.mapRectToScene(item.rect) if isinstance(item, ZoneItem) else outline.boundingRect()
        views = scene.views()
        zoom = views[0].transform().m11() if views else 1.0
        label = self.table.words(effect.label) if effect.label is not None else ""
        beside = ((), ()) if inside else self._drawn_beside(item, rect)
        self.badge.show_change(effect.change, rect, inside, scene.sceneRect(), zoom, label,
                               *beside, outline)
        self.kind, self.shown = kind, (move, at)
        if kind != FOCUS and not self._refusal:  # the focus says it in its own note
            words = self.table.words(effect.words)
            self._say(f"{self._details} {words}" if kind == REST and self._details else words)

    def _drawn_beside(self, target: TableItem, rect: QRectF
                      ) -> tuple[tuple[QPainterPath, ...], tuple[QRectF, ...]]:
        """The scene outlines of what is drawn apart from `target` (not zones nor what lies
        under the target whole, a sheet's paper, which a badge may stand on), and the scene
        boxes of every block of words and symbol drawn, the target's and the zones' too, which
        a badge never covers. What lies under the target is judged by its outline, not its
        box: a Chroma Cubes head section's box holds the eye drawn in its hole."""
        outlines, words = [], []
        for each in self.table.scene.items_by_id.values():
            if not each.isVisible():
                continue
            words += [each.mapRectToScene(box) for box in each.word_boxes() if not box.isEmpty()]
            if each is target or isinstance(each, ZoneItem):
                continue
            outline = each.mapToScene(each.shape())
            if not outline.contains(rect):
                outlines.append(outline)
        return tuple(outlines), tuple(words)

    def _item_at(self, at: str) -> TableItem | None:
        """The item drawn for the id `at`, or the one a drop on which means `at`."""
        scene = self.table.scene
        item = scene.item_for(at)
        if item is not None:
            return item
        return next((each for each in scene.items_by_id.values() if each.drop_id == at), None)

    def hide(self, kind: str = "") -> None:
        """Hide what answers `kind` ("": whatever shows); the focus's badge then comes back."""
        if not self.kind or (kind and kind != self.kind):
            return
        if self.badge is not None:
            self.badge.hide()
        self.kind, self.shown = "", None
        if self._said and self._last_note == self._said:
            self._say(self._note_before, restoring=True)
        self._said = ""
        if kind != FOCUS:
            self.follow_focus()

    def _say(self, words: str, restoring: bool = False) -> None:
        if not restoring and not self._said:
            self._note_before = self._last_note
        self._said = "" if restoring else words
        self.table.note.emit(words)

    def _noted(self, text: str) -> None:
        self._last_note = text
        self._refusal = False

    def _messaged(self, text: str) -> None:  # the message takes the note's place, even ""
        self._refusal = bool(text)
        self._last_note = ""
