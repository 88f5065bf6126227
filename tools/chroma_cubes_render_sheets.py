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

from chroma_desktop.content import load_game_content  # noqa: E402
from chroma_desktop.content.chroma_cubes import section_contains  # noqa: E402

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


def label_spot(section) -> tuple[float, float]:
    """The grid point inside the section farthest from its border (a cheap pole of
    inaccessibility), where its label reads best."""
    xs = [x for x, _ in section.polygon]
    ys = [y for _, y in section.polygon]
    best, spot = -1.0, (sum(xs) / len(xs), sum(ys) / len(ys))
    steps = 24
    for i in range(steps + 1):
        for j in range(steps + 1):
            point = (min(xs) + (max(xs) - min(xs)) * i / steps, min(ys) + (max(ys) - min(ys)) * j / steps)
            if not section_contains(section, point):
                continue
            clearance = min(_edge_distance(point, ring) for ring in (section.polygon, *section.holes))
            if clearance > best:
                best, spot = clearance, point
    return spot


def _edge_distance(point, ring) -> float:
    px, py = point
    best = 9.0
    for index, (ax, ay) in enumerate(ring):
        bx, by = ring[(index + 1) % len(ring)]
        dx, dy = bx - ax, by - ay
        t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy or 1)))
        best = min(best, ((ax + t * dx - px) ** 2 + (ay + t * dy - py) ** 2) ** 0.5)
    return best


def _pale(hue: str, amount: float = 0.55) -> QColor:
    colour = QColor(hue)
    return QColor(int(colour.red() + (255 - colour.red()) * amount),
                  int(colour.green() + (255 - colour.green()) * amount),
                  int(colour.blue() + (255 - colour.blue()) * amount))


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
        painter.setBrush(_pale(hues[section.need]))
        painter.setPen(QPen(QColor("#222222"), 1.6))
        painter.drawPath(path)
    painter.setFont(label_font)
    for section in sheet.sections:
        cx, cy = (v * SIZE for v in label_spot(section))
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
