"""Text that fits its place on CMYK!'s table: lines broken at words to a width in scene units, in
the type the table draws them with (which follows the system font size), at a type scale small
enough for the lines to fit a height.

Labels on the table draw each line as given (`ui/items/zone_item.py`: 22 units per line at scale
1), so a layout breaks its lines itself; nothing is cut off with an ellipsis.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtGui import QFontMetricsF

from chroma_desktop.ui import theme

LINE_HEIGHT = 22.0  # a label's line at scale 1 (LabelItem)


@lru_cache(maxsize=32)
def _metrics(scale: float, bold: bool, point_size: float) -> QFontMetricsF:
    return QFontMetricsF(theme.font(scale, bold=bold))


def text_width(text: str, scale: float, bold: bool = False) -> float:
    """How wide `text` is drawn at `scale` (bold from scale 1.1 on, as labels are)."""
    return _metrics(scale, bold or scale > 1.1, theme.base_point_size()).horizontalAdvance(text)


def wrap_to(text: str, width: float, scale: float, indent: str = "") -> str:
    """`text` with its lines broken at spaces to fit `width`; a line's continuation starts with
    `indent` (a score line's words stay clear of its points). A single word wider than
    `width` keeps its own line."""
    out: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if line and text_width(candidate, scale) > width:
                out.append(line)
                line = indent + word
            else:
                line = candidate
        out.append(line)
    return "\n".join(out)


def fit_block(text: str, width: float, height: float, largest: float,
              smallest: float = 0.7, indent: str = "") -> tuple[str, float]:
    """`text` broken to `width` at the largest type scale (from `largest` down to `smallest`)
    at which all its lines fit `height`; at `smallest` it is shown whole however tall."""
    return _fitted_block(text, width, height, largest, smallest, indent, theme.font_key())


# The table is laid out again on every change, mostly with the same texts in the same places:
# each is fitted once per system font (its key holds the family and the size).
@lru_cache(maxsize=1024)
def _fitted_block(text: str, width: float, height: float, largest: float, smallest: float,
                  indent: str, font_key: str) -> tuple[str, float]:
    scale = largest
    while True:
        wrapped = wrap_to(text, width, scale, indent)
        lines = wrapped.count("\n") + 1
        if lines * LINE_HEIGHT * scale + 8 <= height or scale <= smallest:
            return wrapped, scale
        scale = max(smallest, round(scale - 0.05, 2))
