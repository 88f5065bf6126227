"""What every table item shares: its component id, highlight state and home position."""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsObject

from chroma_desktop.ui import theme
from chroma_desktop.ui.painting import pen


class Highlight(Enum):
    NONE = 0
    TARGET = 1  # a legal target (teach mode, or while something is picked up)
    FOCUS = 2  # keyboard focus
    HINT = 3  # the hint's suggestion
    HOVER = 4  # the target under the dragged item
    SELECTED = 5  # chosen for a move that takes several cards (a mix)

    def colour(self) -> QColor | None:
        return _HIGHLIGHT_COLOURS.get(self)

    def outline(self) -> QPen | None:
        """The pen an item outlines itself with in this state (None: no outline). A target's is
        thinner; a hint's is dashed, so that a hinted card and a chosen one never look alike
        (a chosen one is pink and ticked too)."""
        colour = self.colour()
        if colour is None:
            return None
        result = pen(colour, 3.0 if self == Highlight.TARGET else 4.0)
        if self == Highlight.HINT:
            result.setDashPattern([2.0, 1.5])
        return result


# Every item asks on every paint.
_HIGHLIGHT_COLOURS = {
    Highlight.TARGET: theme.HIGHLIGHT,
    Highlight.FOCUS: theme.FOCUS,
    Highlight.HINT: theme.FOCUS,
    Highlight.HOVER: theme.HIGHLIGHT,
    Highlight.SELECTED: theme.SELECTED,
}


class TableItem(QGraphicsObject):
    """A scene item that stands for one component or zone of the game."""

    # Whether the scene keeps a pixmap of the item once the table is up: items repaint from it
    # while others move over them (zones too: their dashed slots are costly to stroke again).
    keeps_pixmap = True

    def __init__(self, component_id: str) -> None:
        super().__init__()
        self.component_id = component_id
        self.highlight = Highlight.NONE
        self.home = QPointF()
        self.home_z = 0.0
        self.draggable = False  # the item itself follows the mouse when picked up
        self.lifted = False
        self.drop_id = component_id  # the target a drop on this item means
        self.source_key = component_id  # the source a pick-up of this item means
        # What the item says in full on the note line while pointed at or focused (a card's
        # effect, a lock's power: `ui/move_worth.py`); "" for nothing more than it shows.
        self.details = ""

    def ghost_title(self) -> str:
        """What the ghost that follows the mouse says while this item, which stays put, is
        dragged: its component id unless it has a title of its own."""
        return self.component_id

    def set_highlight(self, highlight: Highlight) -> None:
        if highlight != self.highlight:
            self.highlight = highlight
            self.update()

    def word_boxes(self) -> tuple[QRectF, ...]:
        """Where the item draws words or symbols, in its own coordinates: what a badge beside
        it never stands on (`ui/move_worth.py`); none unless the item says."""
        return ()

    def set_lifted(self, lifted: bool) -> None:
        if lifted != self.lifted:
            self.prepareGeometryChange()
            self.lifted = lifted
            self.update()
