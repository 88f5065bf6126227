"""Painting helpers for table items that build no `Qt` enums (the first frame's NO_QT_NAMESPACE
rule: tests/architecture/test_start_up_rules.py).

Shapes are filled and outlined as paths (`fillPath`, `strokePath`, which take one brush or pen
and nothing else), pens and brushes are made without enum-typed constructors, and text is laid
out with `QTextLayout`, its colour a character format. Bodies, words and symbols are drawn
into clear images in device pixels (`transparent_image`) and copied after.
"""

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPainter, QPainterPath, QPen, QTransform

if TYPE_CHECKING:
    from PySide6.QtGui import QTextLayout, QTextLine

# Qt::AlignmentFlag and Qt::TextFlag values (a test checks them against Qt's own).
ALIGN_LEFT = 0x0001
ALIGN_RIGHT = 0x0002
ALIGN_HCENTER = 0x0004
ALIGN_TOP = 0x0020
ALIGN_BOTTOM = 0x0040
ALIGN_VCENTER = 0x0080
ALIGN_CENTER = ALIGN_HCENTER | ALIGN_VCENTER
TEXT_WORD_WRAP = 0x1000

_UNWRAPPED = 1e6  # the line width that never wraps
IMAGE_FORMAT = QImage.Format.Format_ARGB32_Premultiplied


def pen(colour: QColor, width: float = 1.0) -> QPen:
    """A solid pen of `colour`."""
    result = QPen()
    result.setColor(colour)
    result.setWidthF(width)
    return result


def brush(colour: QColor) -> QBrush:
    """A solid brush of `colour`."""
    return pen(colour).brush()


def dashed_pen(colour: QColor, width: float) -> QPen:
    """A dashed outline (dashes and gaps in pen widths)."""
    result = pen(colour, width)
    result.setDashPattern([4.0, 3.0])
    return result


def rounded_path(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def ellipse_path(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(rect)
    return path


def rect_path(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRect(rect)
    return path


def fill(painter: QPainter, path: QPainterPath, colour: QColor) -> None:
    painter.fillPath(path, brush(colour))


def fill_and_outline(painter: QPainter, path: QPainterPath, colour: QColor,
                     outline: QPen) -> None:
    painter.fillPath(path, brush(colour))
    painter.strokePath(path, outline)


def fill_rounded(painter: QPainter, rect: QRectF, radius: float, colour: QColor) -> None:
    """A rounded rectangle filled, with no outline."""
    painter.fillPath(rounded_path(rect, radius), brush(colour))


def fill_rect(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    painter.fillPath(rect_path(rect), brush(colour))


def outline_rounded(painter: QPainter, rect: QRectF, radius: float, outline: QPen) -> None:
    """A rounded rectangle outlined, with no fill."""
    painter.strokePath(rounded_path(rect, radius), outline)


class TextBlock(NamedTuple):
    """Words laid out in lines, ready to be placed and drawn."""

    layouts: "list[QTextLayout]"  # one per paragraph
    lines: "list[tuple[QTextLine, float]]"  # each line with its top within the block
    width: float  # the widest line's
    height: float


def lay_out_text(text: str, font: QFont, colour: QColor, width: float | None) -> TextBlock:
    """`text` in `font` and `colour`, broken at newlines, and at word boundaries to lines at
    most `width` wide (None: never)."""
    from PySide6.QtGui import QTextCharFormat, QTextLayout

    char_format = QTextCharFormat()
    char_format.setForeground(brush(colour))
    line_width = _UNWRAPPED if width is None else width
    layouts: list[QTextLayout] = []
    lines = []
    height = widest = 0.0
    for paragraph in text.split("\n"):
        layout = QTextLayout(paragraph, font)
        span = QTextLayout.FormatRange()
        span.start, span.length, span.format = 0, len(paragraph), char_format
        layout.setFormats([span])
        layout.beginLayout()
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(line_width)
            lines.append((line, height))
            height += line.height()
            widest = max(widest, line.naturalTextWidth())
        layout.endLayout()
        layouts.append(layout)
    return TextBlock(layouts, lines, widest, height)


def block_top(rect: QRectF, flags: int, height: float) -> float:
    """Where a block `height` high starts in `rect`, aligned as `flags` say."""
    if flags & ALIGN_BOTTOM:
        return rect.bottom() - height
    if flags & ALIGN_VCENTER:
        return rect.top() + (rect.height() - height) / 2
    return rect.top()


def line_left(rect: QRectF, flags: int, width: float) -> float:
    """Where a line (or block) `width` wide starts in `rect`, aligned as `flags` say."""
    if flags & ALIGN_RIGHT:
        return rect.left() + rect.width() - width
    if flags & ALIGN_HCENTER:
        return rect.left() + (rect.width() - width) / 2
    return rect.left()


def words_box(rect: QRectF, flags: int, text: str, font: QFont) -> QRectF:
    """Where `text` (unwrapped, a line per newline) in `font` lies when drawn in `rect` aligned
    as `flags` say: its lines' advance and height, for what must not be drawn over it."""
    from PySide6.QtGui import QFontMetricsF

    if not text:
        return QRectF()
    metrics = QFontMetricsF(font)
    lines = text.split("\n")
    width = max(metrics.horizontalAdvance(line) for line in lines)
    height = metrics.lineSpacing() * len(lines)
    return QRectF(line_left(rect, flags, width), block_top(rect, flags, height), width, height)


class DrawnText(NamedTuple):
    """Words as drawn: their text, font and how large they came out on the device."""

    text: str
    font: QFont
    device_pixels: float  # the font's pixel size times the painter's scale to the device
    width: float  # the widest line and the lines' height, in the painter's units
    height: float
    room: QRectF  # the rectangle they were drawn in (painter's units)
    wrapped: bool  # broken to the room's width
    placed: QRectF  # the box of their ink as drawn, on the painter's device (device pixels)
    ink: QPainterPath  # the glyphs' outlines as drawn, on the painter's device


# Who is told of every block of words drawn (`watch_drawn_text`); empty in play.
_text_watchers: list[Callable[[DrawnText], None]] = []
# The watchers that need each block drawn on the device it is shown on (`in_place`).
_in_place_watchers: list[Callable[[DrawnText], None]] = []


def watch_drawn_text(watcher: Callable[[DrawnText], None],
                     in_place: bool = False) -> Callable[[], None]:
    """Tell `watcher` of every block of words drawn from now on (every word the table shows
    is drawn here); returns what stops it. Words kept as images are drawn only when first
    shown at a size: clear the kept images to see them all (`words.forget_words`,
    `BodyImages.forget`). With `in_place`, nothing is copied from an image while it watches
    (`drawn_in_place`): each block is drawn on the device being painted, so its `placed` box
    and `ink` are where it is there (an item the scene keeps as a pixmap is painted into that
    pixmap: a measure of the viewport paints each item itself, as tests/ui/overlaps.py does)."""
    _text_watchers.append(watcher)
    if in_place:
        _in_place_watchers.append(watcher)

    def stop() -> None:
        _text_watchers.remove(watcher)
        if watcher in _in_place_watchers:
            _in_place_watchers.remove(watcher)
    return stop


PILL = "pill"  # the name a badge's pill is told by (`tell_drawn_mark`)


class DrawnMark(NamedTuple):
    """A mark with no words, as drawn: a symbol (`name` the symbol's, `outline` the square it
    fills) or the pill a badge's words sit on (`PILL`, `outline` the pill's)."""

    name: str
    outline: QPainterPath  # in the painter's units
    device: QTransform  # from the painter's units to its device's pixels


# Who is told of every symbol and pill drawn (`watch_drawn_marks`); empty in play.
_mark_watchers: list[Callable[[DrawnMark], None]] = []


def watch_drawn_marks(watcher: Callable[[DrawnMark], None]) -> Callable[[], None]:
    """Tell `watcher` of every symbol and badge pill drawn from now on (as `watch_drawn_text`
    tells of words, and seen on the device only while an `in_place` watcher watches words);
    returns what stops it."""
    _mark_watchers.append(watcher)
    return lambda: _mark_watchers.remove(watcher)


def tell_drawn_mark(painter: QPainter, name: str, outline: QPainterPath) -> None:
    """Tell the watchers of marks that `name` was drawn on `outline` (the painter's units)."""
    if _mark_watchers:
        drawn = DrawnMark(name, QPainterPath(outline), painter.deviceTransform())
        for watcher in list(_mark_watchers):
            watcher(drawn)


def drawn_in_place() -> bool:
    """Whether words and bodies are drawn directly, not copied from their images: while a
    watcher measures where blocks of words are drawn (`watch_drawn_text`'s `in_place`)."""
    return bool(_in_place_watchers)


def _device_pixels(painter: QPainter, font: QFont) -> float:
    """The font's pixel size (its points at the screen's logical dots per inch, as a text
    layout with no device of its own sizes it) on the painter's device."""
    from PySide6.QtGui import QGuiApplication

    device = painter.deviceTransform()
    scale = (device.m21() ** 2 + device.m22() ** 2) ** 0.5  # the vertical scale, turned or not
    if font.pixelSize() > 0:
        return font.pixelSize() * scale
    screen = QGuiApplication.primaryScreen()
    dots_per_inch = screen.logicalDotsPerInchY() if screen is not None else 96.0
    return font.pointSizeF() * dots_per_inch / 72 * scale


def _tell_watchers(painter: QPainter, rect: QRectF, block: TextBlock, wrapped: bool) -> None:
    text = "\n".join(layout.text() for layout in block.layouts)
    font = block.layouts[0].font() if block.layouts else QFont()
    ink = QPainterPath()
    for layout in block.layouts:  # each line's glyphs where draw_text_block placed them
        for number in range(layout.lineCount()):
            line = layout.lineAt(number)
            said = layout.text()[line.textStart():line.textStart() + line.textLength()].rstrip()
            if said:
                ink.addText(QPointF(line.position().x(), line.position().y() + line.ascent()),
                            layout.font(), said)
    placed = painter.deviceTransform().map(ink)
    drawn = DrawnText(text, font, _device_pixels(painter, font), block.width, block.height,
                      QRectF(rect), wrapped, placed.boundingRect(), placed)
    for watcher in list(_text_watchers):
        watcher(drawn)


def draw_text_block(painter: QPainter, rect: QRectF, flags: int, block: TextBlock) -> None:
    """`block` drawn in `rect`, each line aligned as `flags` say."""
    top = block_top(rect, flags, block.height)
    for line, offset in block.lines:
        line.setPosition(QPointF(line_left(rect, flags, line.naturalTextWidth()), top + offset))
    if _text_watchers:
        _tell_watchers(painter, rect, block, bool(flags & TEXT_WORD_WRAP))
    for layout in block.layouts:
        layout.draw(painter, QPointF(0, 0))


def draw_text(painter: QPainter, rect: QRectF, flags: int, text: str, font: QFont,
              colour: QColor) -> None:
    """`text` in `rect`, aligned by `flags` (ALIGN_*, TEXT_WORD_WRAP), as `drawText` would.

    Lines break at newlines, and at word boundaries to fit `rect` with TEXT_WORD_WRAP.
    """
    if text:
        wrap = rect.width() if flags & TEXT_WORD_WRAP else None
        draw_text_block(painter, rect, flags, lay_out_text(text, font, colour, wrap))


def transparent_image(width: int, height: int) -> tuple[QImage, QPainter]:
    """A clear image in device pixels and a painter on it (no `image.fill`: NO_QT_NAMESPACE)."""
    image = QImage(width, height, IMAGE_FORMAT)
    painter = QPainter(image)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
    fill_rect(painter, QRectF(0, 0, width, height), QColor(0, 0, 0, 0))
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
    return image, painter
