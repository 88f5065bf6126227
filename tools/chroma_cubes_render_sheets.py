#!/usr/bin/env python3
"""Draw every Chroma Cubes sheet to PNG, to look at the pictures the table will draw.

Each section is filled with a pale tint of the symbol it needs and labelled with its
requirement (count and symbol glyph); figures are outlined by their section borders, and a
legend below lists the figures with their values. Reads the shipped content through the
content loader, so a broken sheet fails here with file, line and key.

    QT_QPA_PLATFORM=offscreen python tools/chroma_cubes_render_sheets.py [--out DIR] [sheet ...]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import (  # noqa: E402
    QColor,
    QFont,
    QGuiApplication,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)

from chroma_desktop.games.chroma_cubes.content import label_spot  # noqa: E402
from chroma_desktop.games.chroma_cubes.table.faces import pale  # noqa: E402
from chroma_desktop.registry import load_game_content

SIZE = 900
LEGEND = 110
LETTER = {"red": "R", "orange": "O", "yellow": "Y", "green": "G", "blue": "B", "purple": "P"}


def _path(section, size: float) -> QPainterPath:
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for ring in (section.polygon, *section.holes):
        path.addPolygon(QPolygonF([QPointF(x * size, y * size) for x, y in ring]))
        path.closeSubpath()
    return path


def render(content, sheet, out: Path) -> Path:
    image = QImage(SIZE, SIZE + LEGEND, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    hues = {c.id: c.hue for c in content.colours}
    glyphs = {c.id: c.glyph for c in content.colours}
    painter.setPen(QPen(QColor("#999999"), 1.5))
    for closed, points in sheet.decor:
        polygon = QPolygonF([QPointF(x * SIZE, y * SIZE) for x, y in points])
        if closed:
            painter.drawPolygon(polygon)
        else:
            painter.drawPolyline(polygon)
    label_font = QFont("DejaVu Sans", 9)
    label_font.setBold(True)
    for section in sheet.sections:
        path = _path(section, SIZE)
        painter.setBrush(QColor(pale(hues[section.need], 0.55)))
        painter.setPen(QPen(QColor("#222222"), 1.6))
        painter.drawPath(path)
    painter.setFont(label_font)
    for section in sheet.sections:
        cx, cy = (v * SIZE for v in label_spot(section)[0])
        text = f"{section.need_count}{glyphs[section.need]}{LETTER[section.need]}"
        painter.setPen(QColor(hues[section.need]).darker(160))
        painter.drawText(QRectF(cx - 30, cy - 9, 60, 18), Qt.AlignmentFlag.AlignCenter, text)
    painter.setPen(QColor("#000000"))
    painter.setFont(QFont("DejaVu Sans", 11))
    figures = "   ".join(f"{f.name}: {f.value}" for f in sheet.figures)
    rules = f"threshold {sheet.threshold}"
    if sheet.banned_dice:
        rules += "; no " + ", ".join(sheet.banned_dice) + " dice"
    if sheet.start_dice:
        rules += "; start with " + ", ".join(sheet.start_dice)
    painter.drawText(QRectF(10, SIZE + 5, SIZE - 20, 30), Qt.AlignmentFlag.AlignLeft,
                     f"{sheet.name} ({len(sheet.sections)} sections) - {sheet.subject}")
    painter.drawText(QRectF(10, SIZE + 35, SIZE - 20, 30), Qt.AlignmentFlag.AlignLeft, figures)
    painter.drawText(QRectF(10, SIZE + 65, SIZE - 20, 30), Qt.AlignmentFlag.AlignLeft, rules)
    painter.end()
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{sheet.id}.png"
    image.save(str(path))
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="/tmp/chroma_cubes-work")
    parser.add_argument("sheets", nargs="*")
    args = parser.parse_args(argv)
    QGuiApplication.instance() or QGuiApplication([])
    content = load_game_content("chroma_cubes")
    for sheet_id in args.sheets or list(content.sheets):
        print(render(content, content.sheets[sheet_id], Path(args.out)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
