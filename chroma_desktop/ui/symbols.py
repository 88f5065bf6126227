"""SVG symbols from `assets/symbols/`, tinted and cached as pixmaps.

Every colour in every game carries one of these symbols, so nothing depends on hue alone.
Each tinted rendering is kept for the run (`symbol_pixmap`, `pattern_pixmap`), never on disk.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from chroma_desktop.resources import assets_dir
from chroma_desktop.ui.painting import fill_rect, rect_path, tell_drawn_mark, transparent_image

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer

def _svg_path(name: str) -> Path:
    return assets_dir() / "symbols" / f"{name}.svg"


@lru_cache(maxsize=64)
def _renderer(name: str) -> QSvgRenderer:
    from PySide6.QtSvg import QSvgRenderer

    path = _svg_path(name)
    renderer = QSvgRenderer(str(path))
    if not renderer.isValid():
        raise FileNotFoundError(f"symbol {name!r} is missing or broken: {path}")
    return renderer


def master_size(size: float) -> int:
    """The size a symbol is rendered at to be drawn `size` device pixels across: the power of
    two at or above it (at least 16), so a few renderings serve every size, each drawn down by
    less than half."""
    master = 16
    while master < size:
        master *= 2
    return master


def _tinted(painter: QPainter, image: QImage, colour: str, size: int) -> QImage:
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    fill_rect(painter, QRectF(0, 0, size, size), QColor(colour))
    painter.end()
    return image


@lru_cache(maxsize=512)
def symbol_pixmap(name: str, colour: str, size: int) -> QPixmap:
    """Symbol `name` filled with `colour`, `size` device pixels square (see master_size)."""
    image, painter = transparent_image(size, size)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _renderer(name).render(painter, QRectF(0, 0, size, size))
    return QPixmap.fromImage(_tinted(painter, image, colour, size))


@lru_cache(maxsize=256)
def pattern_pixmap(name: str, colour: str, step: int) -> QPixmap:
    """A tile of the symbol pattern, `step * 2` device pixels square: the symbol at its top left
    and again half a tile across and down (so rows alternate), each 0.8 of a step."""
    image, painter = transparent_image(step * 2, step * 2)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer = _renderer(name)
    for offset in (0, step):
        renderer.render(painter, QRectF(offset, offset, step * 0.8, step * 0.8))
    return QPixmap.fromImage(_tinted(painter, image, colour, step * 2))


def device_scale(painter: QPainter) -> float:
    """Device pixels per scene unit where `painter` draws (at least 1)."""
    transform = painter.transform()
    return max(transform.m11(), transform.m22(), 1.0)


def draw_symbol(painter: QPainter, name: str, colour: str, rect: QRectF) -> None:
    """Draw symbol `name` in `rect`, crisp at the painter's current scale."""
    master = master_size(max(rect.width(), rect.height()) * device_scale(painter))
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawPixmap(rect, symbol_pixmap(name, colour, master), QRectF(0, 0, master, master))
    tell_drawn_mark(painter, name, rect_path(rect))


def draw_pattern(painter: QPainter, name: str, colour: str, rect: QRectF, step: float) -> None:
    """Fill `rect` with symbol `name` every `step` units, rows alternating (see pattern_pixmap)."""
    scale = device_scale(painter)
    device_step = max(4, int(step * scale + 0.5))
    tile = pattern_pixmap(name, colour, device_step)
    tile.setDevicePixelRatio(device_step / step)
    painter.drawTiledPixmap(rect, tile)
