"""The table's look in one place: surface, ink, highlight colours, card sizes, type scale and the
side panel's width.

Type sizes are multiples of the system font's size, and the side panel's width is counted in
its lines, so text and panel follow the user's font settings.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QColor, QFont, QFontMetricsF
from PySide6.QtWidgets import QApplication

TABLE_TOP = QColor("#1F4D3A")  # a calm green felt
TABLE_EDGE = QColor("#173B2C")
PANEL = QColor(255, 255, 255, 28)  # zones: a veil over what lies beneath
PANEL_ACTIVE = QColor(255, 236, 170, 60)
PANEL_BORDER = QColor(255, 255, 255, 60)
SLOT_EDGE = QColor(255, 255, 255, 70)  # the dashed outline of an empty place
INK_ON_TABLE = QColor("#F3F1E8")
INK_MUTED = QColor("#B9C7BE")
CARD_PAPER = QColor("#FBF8F0")
CARD_EDGE = QColor("#3C3A36")
CARD_BACK = QColor("#2E5E8C")
HIGHLIGHT = QColor("#FFD34D")  # legal targets
FOCUS = QColor("#7FDBFF")  # keyboard focus and hints (a hint's outline dashed)
SELECTED = QColor("#FF8FD8")  # chosen for a move of several cards, with a tick (issue 31)
REFUSED = QColor("#FF6B5E")

CARD_WIDTH = 84.0
CARD_HEIGHT = 120.0
# Type scales of the words every table draws alike, so that they come out at 9 px or more when a
# table is fitted into a 1024x640 window (issue 31; tests/ui/test_drawn_text.py measures them):
ZONE_WORDS = 1.2  # a zone's title and status, a button's label
CARD_WORDS = 1.2  # a card's corner glyph, title and badge
CARD_RADIUS = 9.0
MINI_SCALE = 0.56  # cards in a collection
GAP = 14.0
# The panel beside the table, in line heights of the system font (it grows with the font): at
# most SIDE_PANEL_MOST wide, a SIDE_PANEL_SHARE of the window's width on smaller windows, and
# never narrower than SIDE_PANEL_LEAST; below SIDE_PANEL_COMPACT it shows its shorter labels.
SIDE_PANEL_MOST = 19.0
SIDE_PANEL_LEAST = 12.0
SIDE_PANEL_COMPACT = 16.0
SIDE_PANEL_SHARE = 0.21


def over(top: QColor, base: QColor) -> QColor:
    """The opaque colour of translucent `top` laid over opaque `base`."""
    alpha = top.alphaF()
    return QColor(*(round(below + (above - below) * alpha) for above, below in (
        (top.red(), base.red()), (top.green(), base.green()), (top.blue(), base.blue()))))


@cache
def zone_colours(depth: int, active: bool) -> tuple[QColor, QColor, QColor]:
    """A zone's fill, border and slot outline, as opaque colours, for a zone lying on `depth`
    other zones (0: on the felt).

    Each is what the translucent PANEL... colours look like there; opaque fills paint several
    times faster than translucent ones, which counts on the first frame.
    """
    beneath = TABLE_TOP
    for _ in range(depth):
        beneath = over(PANEL, beneath)
    fill = over(PANEL_ACTIVE if active else PANEL, beneath)
    return fill, over(PANEL_BORDER, fill), over(SLOT_EDGE, fill)


def base_point_size() -> float:
    """The system font's point size (what the user chose), with a sane fallback."""
    size = QApplication.font().pointSizeF() if QApplication.instance() is not None else -1.0
    return size if size > 0 else 10.0


def font(scale: float = 1.0, bold: bool = False) -> QFont:
    """A font `scale` times the system font size."""
    result = QFont(QApplication.font()) if QApplication.instance() else QFont()
    result.setPointSizeF(base_point_size() * scale)
    result.setBold(bold)
    return result


def font_key() -> str:
    """The system font (family, size, weight) as text: what a drawing of words depends on."""
    return QApplication.font().key() if QApplication.instance() else ""


def line_height() -> float:
    """The height of a line of the system font (what the user chose), in pixels."""
    return QFontMetricsF(QApplication.font()).height() if QApplication.instance() else 16.0


def side_panel_range() -> tuple[int, int]:
    """The narrowest and the widest the side panel gets, for the system font."""
    line = line_height()
    return round(SIDE_PANEL_LEAST * line), round(SIDE_PANEL_MOST * line)


def side_panel_width(window_width: int) -> int:
    """How wide the side panel is in a window `window_width` wide: it gives way to the table
    on small windows, down to what its texts need at the system font."""
    least, most = side_panel_range()
    return max(least, min(most, round(window_width * SIDE_PANEL_SHARE)))


def side_panel_compact(width: int) -> bool:
    """Whether a side panel `width` wide shows its shorter labels."""
    return width < SIDE_PANEL_COMPACT * line_height()
