"""What a layout asks the scene to show: plain descriptions of cards, zones and labels."""

from typing import NamedTuple

from PySide6.QtCore import QRectF

from chroma_desktop.ui.items.card_item import CardFace
from chroma_desktop.ui.items.shape_item import LateTip, ShapeFace


class CardSpec(NamedTuple):
    id: str
    face: CardFace
    x: float
    y: float
    z: float = 0.0
    scale: float = 1.0
    badge: str = ""
    drop_id: str = ""  # what a drop on this card means (its zone), default its own id
    spawn_from: str = ""  # a new card appears at this item's place and moves in
    source_key: str = ""  # what picking this card up means, default its own id (two copies of
    # a card in a hand share one source key but keep their own ids)
    details: str = ""  # what it says in full on the note line while pointed at or focused


class ZoneSpec(NamedTuple):
    id: str
    rect: QRectF
    title: str
    status: str = ""
    active: bool = False
    dimmed: bool = False
    slots: tuple[QRectF, ...] = ()
    words: float = 0.0  # the title's and status's type scale (0: theme.ZONE_WORDS)
    details: str = ""  # what it says in full on the note line while pointed at or focused


class LabelSpec(NamedTuple):
    id: str
    text: str
    x: float
    y: float
    width: float = 300.0
    scale: float = 1.0


class ButtonSpec(NamedTuple):
    id: str  # "button:refill"
    label: str
    x: float
    y: float
    width: float = 120.0
    enabled: bool = True
    # A button that stands for a drag: a click drops `source` on `target` (Put back: the tile in
    # hand onto its pile); it is live when that drop is a legal move.
    source: str = ""
    target: str = ""
    words: float = 0.0  # the label's type scale (0: theme.ZONE_WORDS)


class ShapeSpec(NamedTuple):
    """A shape (sheet section, die, tile) at (x, y); it moves like a card when it moves."""

    id: str
    face: ShapeFace
    x: float
    y: float
    z: float = 0.0
    drop_id: str = ""
    source_key: str = ""
    spawn_from: str = ""
    # Shapes that belong together (a sheet's figure): while the mouse rests on one of a group,
    # or one is the drop target under a drag, selected or keyboard-focused, the shapes whose
    # `shown_with` names that group are shown; otherwise they are hidden.
    group: str = ""
    shown_with: str = ""
    # The tool tip, and what it says on the note line while pointed at or focused: what the
    # shape does, in words (a lock's power); a `LateTip` is said only when asked for.
    tip: str | LateTip = ""


Spec = CardSpec | ZoneSpec | LabelSpec | ButtonSpec | ShapeSpec
