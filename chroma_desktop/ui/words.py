"""Words on the table drawn once for each size they are shown at, then copied.

A table shows the same few dozen strings frame after frame: zone titles, labels, buttons,
badges. Laying a string out (shaping it, rasterizing its glyphs) is the dearest thing an item
paints, so each is drawn once into an image in device pixels and copied after, for the rest of
the run (nothing is kept on disk: an on-disk atlas saved a start ~4 ms at most, and a crafted
one, with NaN sizes or a width of 2^31, crashed every start that read it). What is drawn inside
a card or sheet section is part of that body's own image (`items/body_image.py`).

An image holds the words' block (their lines, aligned among themselves) with a margin for
antialiased edges; where the block lies in its rectangle is worked out at each paint, so a
title keeps its image however wide its zone is.
"""

import math
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QImage, QPainter

from chroma_desktop.ui.items.body_image import LARGEST_IMAGE, copy_image
from chroma_desktop.ui.painting import (
    ALIGN_BOTTOM,
    ALIGN_TOP,
    ALIGN_VCENTER,
    TEXT_WORD_WRAP,
    block_top,
    draw_text,
    draw_text_block,
    drawn_in_place,
    lay_out_text,
    line_left,
    transparent_image,
)

MARGIN = 2  # device pixels around a block: antialiased edges, overhanging glyphs
SHOWN_AT_MOST = 512  # images kept in memory for the frames to come
_VERTICAL = ALIGN_TOP | ALIGN_BOTTOM | ALIGN_VCENTER


class WordsImage(NamedTuple):
    image: QImage
    width: float  # the block's, in item units
    height: float


_shown: dict[tuple, WordsImage] = {}


def forget_words() -> None:
    """Drop every image of words kept: each is drawn anew when next shown."""
    _shown.clear()


def draw_words(painter: QPainter, rect: QRectF, flags: int, text: str, font: QFont,
               colour: QColor) -> None:
    """`text` in `rect` as `painting.draw_text` draws it, copied from its image at this device
    size; turned words, and words too large to keep, are laid out and drawn directly."""
    shown = words_image(painter, flags, text, font, colour, rect.width())
    if shown is None:
        draw_text(painter, rect, flags, text, font, colour)
    else:
        place_words(painter, rect, flags, shown)


def words_image(painter: QPainter, flags: int, text: str, font: QFont, colour: QColor,
                width: float) -> WordsImage | None:
    """The image of `text` at the painter's device size, lines aligned as `flags` say (broken
    to `width` with TEXT_WORD_WRAP); None for no words, turned words, words too large to keep
    and words measured where they are drawn (`draw_text` draws those)."""
    if not text or drawn_in_place():
        return None
    device = painter.deviceTransform()
    scale_x, scale_y = device.m11(), device.m22()
    if device.m12() or device.m21() or scale_x <= 0 or scale_y <= 0:
        return None
    wrap = round(width, 3) if flags & TEXT_WORD_WRAP else None
    # Horizontal alignment places lines among themselves; vertical only places the block.
    key = ("words", text, font.key(), colour.rgba(), flags & ~_VERTICAL, wrap,
           round(scale_x, 4), round(scale_y, 4))
    shown = _shown.pop(key, None)
    if shown is None:
        shown = _drawn(text, font, colour, flags, wrap, scale_x, scale_y)
        if shown is None:
            return None
        if len(_shown) >= SHOWN_AT_MOST:
            del _shown[next(iter(_shown))]
    _shown[key] = shown
    return shown


def place_words(painter: QPainter, rect: QRectF, flags: int, shown: WordsImage) -> None:
    """`shown` copied into `rect`, its block aligned as `flags` say."""
    device = painter.deviceTransform()
    left = line_left(rect, flags, shown.width) - MARGIN / device.m11()
    top = block_top(rect, flags, shown.height) - MARGIN / device.m22()
    copy_image(painter, shown.image, QPointF(left, top))


def _drawn(text: str, font: QFont, colour: QColor, flags: int, wrap: float | None,
           scale_x: float, scale_y: float) -> WordsImage | None:
    block = lay_out_text(text, font, colour, wrap)
    width = math.ceil(block.width * scale_x) + 2 * MARGIN
    height = math.ceil(block.height * scale_y) + 2 * MARGIN
    if width * height > LARGEST_IMAGE:
        return None
    image, painter = transparent_image(width, height)
    painter.translate(MARGIN, MARGIN)
    painter.scale(scale_x, scale_y)
    draw_text_block(painter, QRectF(0, 0, block.width, block.height), flags & ~_VERTICAL, block)
    painter.end()
    return WordsImage(image, block.width, block.height)
