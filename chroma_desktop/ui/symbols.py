"""SVG symbols from `assets/symbols/`, tinted and cached as pixmaps.

Every colour in every game carries one of these symbols, so nothing depends on hue alone.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from chroma_desktop.resources import assets_dir


@lru_cache(maxsize=64)
def _renderer(name: str) -> QSvgRenderer:
    path = assets_dir() / "symbols" / f"{name}.svg"
    renderer = QSvgRenderer(str(path))
    if not renderer.isValid():
        raise FileNotFoundError(f"symbol {name!r} is missing or broken: {path}")
    return renderer


@lru_cache(maxsize=512)
def symbol_pixmap(name: str, colour: str, size: int) -> QPixmap:
    """Symbol `name` filled with `colour`, `size` device pixels square."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _renderer(name).render(painter, QRectF(0, 0, size, size))
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    painter.fillRect(image.rect(), QColor(colour))
    painter.end()
    return QPixmap.fromImage(image)


def draw_symbol(painter: QPainter, name: str, colour: str, rect: QRectF) -> None:
    """Draw symbol `name` in `rect`, crisp at the painter's current scale."""
    scale = max(painter.transform().m11(), painter.transform().m22(), 1.0)
    size = max(8, int(max(rect.width(), rect.height()) * scale + 0.5))
    painter.drawPixmap(rect, symbol_pixmap(name, colour, size), QRectF(0, 0, size, size))
