"""SVG symbols from `assets/symbols/`, tinted and cached as pixmaps.

Every colour in every game carries one of these symbols, so nothing depends on hue alone.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from chroma_desktop.resources import assets_dir
from chroma_desktop.ui.painting import fill_rect


@lru_cache(maxsize=64)
def _renderer(name: str) -> QSvgRenderer:
    path = assets_dir() / "symbols" / f"{name}.svg"
    renderer = QSvgRenderer(str(path))
    if not renderer.isValid():
        raise FileNotFoundError(f"symbol {name!r} is missing or broken: {path}")
    return renderer


def _transparent_image(size: int) -> tuple[QImage, QPainter]:
    """A clear square image and a painter on it (no `image.fill`: see ui/painting.py)."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
    fill_rect(painter, QRectF(0, 0, size, size), QColor(0, 0, 0, 0))
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
    return image, painter


def master_size(size: float) -> int:
    """The size a symbol is rendered at to be drawn `size` device pixels across: the power of
    two at or above it (at least 16), so a few renderings serve every size, each drawn down by
    less than half."""
    master = 16
    while master < size:
        master *= 2
    return master


@lru_cache(maxsize=512)
def symbol_pixmap(name: str, colour: str, size: int) -> QPixmap:
    """Symbol `name` filled with `colour`, `size` device pixels square (see master_size)."""
    image, painter = _transparent_image(size)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _renderer(name).render(painter, QRectF(0, 0, size, size))
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    fill_rect(painter, QRectF(0, 0, size, size), QColor(colour))
    painter.end()
    return QPixmap.fromImage(image)


@lru_cache(maxsize=256)
def pattern_pixmap(name: str, colour: str, step: int) -> QPixmap:
    """A tile of the symbol pattern, `step * 2` device pixels square: the symbol at its top left
    and again half a tile across and down (so rows alternate), each 0.8 of a step."""
    image, painter = _transparent_image(step * 2)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    size = step * 0.8
    renderer = _renderer(name)
    for offset in (0, step):
        renderer.render(painter, QRectF(offset, offset, size, size))
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    fill_rect(painter, QRectF(0, 0, step * 2, step * 2), QColor(colour))
    painter.end()
    return QPixmap.fromImage(image)


def device_scale(painter: QPainter) -> float:
    """Device pixels per scene unit where `painter` draws (at least 1)."""
    transform = painter.transform()
    return max(transform.m11(), transform.m22(), 1.0)


def draw_symbol(painter: QPainter, name: str, colour: str, rect: QRectF) -> None:
    """Draw symbol `name` in `rect`, crisp at the painter's current scale."""
    master = master_size(max(rect.width(), rect.height()) * device_scale(painter))
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawPixmap(rect, symbol_pixmap(name, colour, master), QRectF(0, 0, master, master))


def draw_pattern(painter: QPainter, name: str, colour: str, rect: QRectF, step: float) -> None:
    """Fill `rect` with symbol `name` every `step` units, rows alternating (see pattern_pixmap)."""
    scale = device_scale(painter)
    device_step = max(4, int(step * scale + 0.5))
    tile = pattern_pixmap(name, colour, device_step)
    tile.setDevicePixelRatio(device_step / step)
    painter.drawTiledPixmap(rect, tile)
