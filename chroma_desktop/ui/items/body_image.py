"""An item's body drawn once for each size it is shown at, then copied.

A table repaints the same cards and sheet sections again and again, and most of what they show
(antialiased paths, words, symbols) does not change between frames. A body is drawn once into
an image in device pixels and copied after, for the rest of the run; nothing is kept on disk (an
on-disk atlas saved a start too little to measure, and its file was one more to trust). What
changes with play (a lift shadow, highlights, badges) is drawn over the copy each time.
"""

import math
from collections.abc import Callable
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage, QPainter

from chroma_desktop.ui import theme
from chroma_desktop.ui.painting import drawn_in_place, transparent_image

LARGEST_IMAGE = 480 * 640  # device pixels: a body zoomed in further is drawn directly
BodyKey = tuple[str | bytes | int | float | bool, ...]


@lru_cache(maxsize=4096)
def face_key(face: object) -> str:
    """What a face shows, as text: its repr (faces are NamedTuples of plain values; a game's
    face painter is a NamedTuple with a `__call__`)."""
    return repr(face)


class BodyImages:
    """Bodies of one kind of item: the `shown_at_most` used last in this run, as images."""

    def __init__(self, shown_at_most: int = 512) -> None:
        self.shown_at_most = shown_at_most
        self._shown: dict[BodyKey, QImage] = {}

    def forget(self) -> None:
        """Drop every body kept: each is drawn anew when next shown."""
        self._shown.clear()

    def drawn(self) -> list[BodyKey]:
        """The keys of the bodies kept, the one used last at the end."""
        return list(self._shown)

    def paint(self, painter: QPainter, region: QRectF, key: BodyKey,
              draw: Callable[[QPainter], None]) -> None:
        """Paint what `draw(painter)` draws within `region` (item coordinates), copied from its
        image at this device size. `key` says what the body shows; a turned or very large body
        is drawn directly, as every body is while words are measured where they are drawn."""
        device = painter.deviceTransform()
        scale_x, scale_y = device.m11(), device.m22()
        width = math.ceil(region.width() * scale_x)
        height = math.ceil(region.height() * scale_y)
        if device.m12() or device.m21() or not 0 < width * height <= LARGEST_IMAGE \
                or drawn_in_place():
            draw(painter)
            return
        key = (*key, width, height, round(scale_x, 4), round(scale_y, 4), theme.font_key())
        image = self._shown.pop(key, None)
        if image is None:
            image, body_painter = transparent_image(width, height)
            body_painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            body_painter.scale(scale_x, scale_y)
            body_painter.translate(-region.left(), -region.top())
            draw(body_painter)
            body_painter.end()
            if len(self._shown) >= self.shown_at_most:
                del self._shown[next(iter(self._shown))]
        self._shown[key] = image
        copy_image(painter, image, region.topLeft())


def copy_image(painter: QPainter, image: QImage, corner: QPointF) -> None:
    """`image`, drawn at the painter's device scale, copied with its top left at `corner`
    (item coordinates), in whole device pixels: copied, never resampled."""
    # Where the world transform puts the corner, in the painter's own coordinates: the device
    # transform also holds the offset of a widget painted into its window's buffer (the table's
    # first frame), which the painter applies again after resetTransform.
    mapped = painter.transform().map(corner)
    ratio = painter.device().devicePixelRatioF()
    image.setDevicePixelRatio(ratio)
    painter.save()
    painter.resetTransform()
    painter.drawImage(QPointF(round(mapped.x() * ratio) / ratio, round(mapped.y() * ratio) / ratio),
                      image)
    painter.restore()
