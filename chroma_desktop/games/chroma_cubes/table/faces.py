"""Chroma Cubes' shapes drawn from data: sheet sections, figure outlines, dice, locks, cairns.

Every face here is a `ShapeFace` in its own coordinates. Colours come from the content's dice
colours, and each also carries its symbol (an SVG in `assets/symbols`): an uncoloured section
shows its count and symbol on a pale tint, a coloured one is filled, hatched and marked with the
symbol, a die shows the two symbols of its top face and, on its rim, its colour's symbol and its
number, so the table reads in greyscale too. Faces are built once and cached: the sheet is the
same every sync.

Every word or number drawn here is at least `READABLE` (9 px at 1024x640, where this table is
drawn at 0.57 of its size; issue 31): what has no room for it reads by a glyph or a pattern
instead (a small section shows its symbol as many times as it needs, a small die its colour's
symbol alone).
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from chroma_desktop.games.chroma_cubes.content import ColourDef, Section, Sheet, section_contains
from chroma_desktop.ui.items.shape_item import ShapeFace, ShapeMark, ShapePart

INK = "#1B1B1B"
PAPER = "#FBF8F0"
EDGE = "#3C3A36"
GOLD = "#E8B931"
TRACK_GAP = 3.0  # between the score track's boxes
# A mark's type size (`ShapeMark.size`: 10 is the system font) that comes out at 9 px at 1024x640
# with a 9 pt system font (13.2: 9.0 px).
READABLE = 13.5
NUMBERED_DIE = 40.0  # dice at least this wide show their number on the rim
# The dice symbols' SVG files in assets/symbols (a symbol's own name unless listed here).
SYMBOL_FILES = {"heart": "hearts", "leaf": "leaves"}

Points = tuple[tuple[float, float], ...]


def symbol_file(colour: ColourDef) -> str:
    return SYMBOL_FILES.get(colour.symbol, colour.symbol)


def pale(hue: str, amount: float = 0.62) -> str:
    """`hue` mixed with white: how an uncoloured section shows the colour it needs."""
    colour = QColor(hue)
    mixed = [int(v + (255 - v) * amount) for v in (colour.red(), colour.green(), colour.blue())]
    return QColor(*mixed).name()


def _luminance(colour: QColor) -> float:
    return 0.299 * colour.red() + 0.587 * colour.green() + 0.114 * colour.blue()


def deep(hue: str) -> str:
    """A darker shade of `hue` for symbols on paper, dark enough to read in greyscale too (a
    yellow star turns ochre)."""
    colour = QColor(hue).darker(135)
    while _luminance(colour) > 115:
        colour = colour.darker(115)
    return colour.name()


def ink_on(hue: str) -> str:
    """Black or white, whichever reads on `hue`."""
    return INK if _luminance(QColor(hue)) > 150 else "#FFFFFF"


# A rounded rectangle's corners, each a quarter circle of five points: the directions from each
# corner's centre (top right, bottom right, bottom left, top left), worked out once.
_CORNER_TURNS = tuple(tuple((math.cos(math.radians(start + step * 22.5)),
                             math.sin(math.radians(start + step * 22.5))) for step in range(5))
                      for start in (-90, 0, 90, 180))


@cache
def rounded_rect(x: float, y: float, width: float, height: float, radius: float) -> Points:
    """A rounded rectangle as a polygon (four quarter circles of five points each)."""
    centres = ((x + width - radius, y + radius), (x + width - radius, y + height - radius),
               (x + radius, y + height - radius), (x + radius, y + radius))
    return tuple((round(cx + radius * cos, 2), round(cy + radius * sin, 2))
                 for (cx, cy), turns in zip(centres, _CORNER_TURNS, strict=True)
                 for cos, sin in turns)


def ellipse(cx: float, cy: float, rx: float, ry: float, steps: int = 20) -> Points:
    return tuple((round(cx + rx * math.cos(2 * math.pi * i / steps), 2),
                  round(cy + ry * math.sin(2 * math.pi * i / steps), 2)) for i in range(steps))


def _scaled(ring: Points, size: float) -> Points:
    return tuple((round(x * size, 2), round(y * size, 2)) for x, y in ring)


def _there_and_back(points: Points) -> Points:
    """An open line as a polygon that encloses nothing (drawn out and back)."""
    return points + points[-2:0:-1]


# -- the sheet ----------------------------------------------------------------------------------
def requirement_marks(colour: ColourDef, count: int, x: float, y: float, room: float) -> tuple:
    """'2' and the symbol side by side, sized to the `room` (radius) the section has; a section
    too small for the count in readable type shows the symbol `count` times in a row instead
    (one symbol alone: one die)."""
    size = min(22.0, room * 1.1)
    ink = deep(colour.hue)
    if count > 1 and size * 0.72 >= READABLE:
        return (ShapeMark(x - size * 0.42, y, text=str(count), colour=ink, size=size * 0.72),
                ShapeMark(x + size * 0.42, y, symbol=symbol_file(colour), colour=ink, size=size))
    each = max(7.0, min(size if count == 1 else 18.0, room * 1.9 / count))
    step = each * 1.05
    return tuple(ShapeMark(x + (index - (count - 1) / 2) * step, y, symbol=symbol_file(colour),
                           colour=ink, size=each) for index in range(count))


@cache
def section_face(section: Section, colour: ColourDef, size: float, coloured: bool,
                 detailed: bool) -> ShapeFace:
    """A section of a sheet drawn `size` units square: pale with its requirement until it is
    coloured, then filled with its colour, hatched and marked with its symbol."""
    width = 1.2 if detailed else 0.6
    fill = colour.hue if coloured else pale(colour.hue)
    parts = [ShapePart(_scaled(section.polygon, size), fill, EDGE, width, hatch=coloured)]
    # Holes (the cardinal's eye in its mask) are separate sections drawn above this one; as
    # empty parts they stay out of this section's outline for the mouse.
    parts += [ShapePart(_scaled(hole, size), "", "", 0) for hole in section.holes]
    marks: tuple[ShapeMark, ...] = ()
    if detailed:
        # Found when the content was built (content.label_spot), not on every start.
        (x, y), room = section.label_at, section.label_room
        x, y, room = x * size, y * size, room * size
        if coloured:
            marks = (ShapeMark(x, y, symbol=symbol_file(colour), colour=ink_on(colour.hue),
                               size=max(10.0, min(20.0, room * 1.2))),)
        else:
            marks = requirement_marks(colour, section.need_count, x, y, room)
    return ShapeFace(tuple(parts), marks)


@cache
def figure_outline(sheet: Sheet, figure: int, size: float, width: float) -> ShapeFace:
    """The outline of a figure (its lines, joined when the content was built), each line one
    part drawn out and back."""
    return ShapeFace(tuple(ShapePart(_scaled(_there_and_back(line), size), "", EDGE, width)
                           for line in sheet.figures[figure].outline))


@cache
def figure_shown(sheet: Sheet, figure: int, size: float) -> ShapeFace:
    """A figure's outline drawn bold, shown while one of its sections is pointed at or chosen:
    a wide gold line with the ink line in it, so the figure reads as one in greyscale too."""
    lines = [_scaled(_there_and_back(line), size) for line in sheet.figures[figure].outline]
    return ShapeFace(tuple(ShapePart(points, "", GOLD, 7.0) for points in lines)
                     + tuple(ShapePart(points, "", INK, 2.4) for points in lines))


# The scoring chart's miniature: one tint a figure, in the sheet's order.
CHART_TINTS = ("#F6C9C4", "#C9E7CB", "#C4DDF6", "#FBE0B5", "#E3C6EA", "#F6EFA4")


@cache
def chart_figure_face(sheet: Sheet, figure: int, size: float, done: bool) -> ShapeFace:
    """A figure in the scoring chart's miniature of the sheet (`size` units square, as the
    rulebook's chart draws the picture divided into figures): its sections in the figure's tint
    (hatched once you completed it), its outline, its value in the middle."""
    tint = CHART_TINTS[figure % len(CHART_TINTS)]
    info = sheet.figures[figure]
    parts = [ShapePart(_scaled(sheet.sections[s].polygon, size), tint, EDGE, 0.5, hatch=done)
             for s in info.sections]
    parts += [ShapePart(_scaled(_there_and_back(line), size), "", INK, 1.2) for line in info.outline]
    spots = [sheet.sections[s].label_at for s in info.sections]
    x = sum(spot[0] for spot in spots) / len(spots) * size
    y = sum(spot[1] for spot in spots) / len(spots) * size
    return ShapeFace(tuple(parts), (ShapeMark(x, y, text=str(info.value), colour=INK,
                                              size=READABLE),))


@cache
def badge_spot(sheet: Sheet, figure: int, size: float, radius: float) -> tuple[float, float]:
    """Where a figure's value badge sits on a sheet `size` units square: just outside the
    figure (above its top, else below, left or right of it), on paper no section covers."""
    points = [p for s in sheet.figures[figure].sections for p in sheet.sections[s].polygon]
    gap = (radius + 3) / size
    top = min(points, key=lambda p: p[1])
    bottom = max(points, key=lambda p: p[1])
    left = min(points, key=lambda p: p[0])
    right = max(points, key=lambda p: p[0])
    candidates = [(top[0], top[1] - gap), (bottom[0], bottom[1] + gap),
                  (left[0] - gap, left[1]), (right[0] + gap, right[1])]
    margin = radius / size
    ring = [(math.cos(a * math.pi / 4), math.sin(a * math.pi / 4)) for a in range(8)]
    for x, y in candidates:
        probes = [(x, y)] + [(x + dx * margin, y + dy * margin) for dx, dy in ring]
        if all(margin <= px <= 1 - margin and margin <= py <= 1 - margin for px, py in probes) \
                and not any(_on_a_section(sheet, probe) for probe in probes):
            return x * size, y * size
    x, y = candidates[0]
    return min(max(x, margin), 1 - margin) * size, min(max(y, margin), 1 - margin) * size


@cache
def _section_boxes(sheet: Sheet) -> tuple[tuple[Section, float, float, float, float], ...]:
    """Each section of `sheet` with its bounding box: left, top, right, bottom."""
    boxes = []
    for section in sheet.sections:
        xs = [x for x, _y in section.polygon]
        ys = [y for _x, y in section.polygon]
        boxes.append((section, min(xs), min(ys), max(xs), max(ys)))
    return tuple(boxes)


def _on_a_section(sheet: Sheet, point: tuple[float, float]) -> bool:
    """Whether a section of `sheet` covers `point` (only sections whose box holds it are asked)."""
    x, y = point
    return any(left <= x <= right and top <= y <= bottom and section_contains(section, point)
               for section, left, top, right, bottom in _section_boxes(sheet))


def figure_badge(value_text: str, done: bool, size: float = 26.0) -> ShapeFace:
    """A round badge with a figure's value (gold and ticked once the figure is complete)."""
    return ShapeFace((ShapePart(ellipse(0, 0, size / 2, size / 2), GOLD if done else PAPER, EDGE,
                                1.4, hatch=done),),
                     (ShapeMark(0, 0, text=value_text, colour=INK,
                                size=max(READABLE, size * 0.42)),))


@cache
def small_sheet_face(sheet: Sheet, colours: tuple[ColourDef, ...], needs: tuple[tuple[int, int], ...],
                     coloured: int, size: float) -> ShapeFace:
    """An opponent's sheet drawn small, as one shape (nothing on it is played): its paper, decor,
    sections (section i coloured where bit i of `coloured` is set) and figure outlines, in the
    order a player's own sheet lies (a section with a hole under the sections in its hole)."""
    ordered = sorted(enumerate(sheet.sections), key=lambda entry: not entry[1].holes)  # stable
    parts = [*paper_face(size).parts, *decor_face(sheet, size, 0.8).parts]
    parts += [section_face(section, colours[needs[index][0]], size, bool(coloured >> index & 1),
                           False).parts[0] for index, section in ordered]
    for figure in range(len(sheet.figures)):
        parts += figure_outline(sheet, figure, size, 1.6).parts
    return ShapeFace(tuple(parts))


def decor_face(sheet: Sheet, size: float, width: float) -> ShapeFace:
    parts = tuple(ShapePart(_scaled(points if closed else _there_and_back(points), size), "",
                            "#8F8A80", width) for closed, points in sheet.decor)
    return ShapeFace(parts)


def paper_face(size: float) -> ShapeFace:
    return ShapeFace((ShapePart(rounded_rect(0, 0, size, size, 10), PAPER, "#D9D3C3", 1.0),))


# -- dice -------------------------------------------------------------------------------------
@cache
def die_face(colour: ColourDef, number: str, symbols: tuple[ColourDef, ...], size: float,
             used: bool = False, stuck: bool = False, extra: ColourDef | None = None,
             to_be_rolled: bool = False) -> ShapeFace:
    """A die: a rounded body in its colour, a paper face with its top face's two symbols (or
    its own colour's symbol, faint, before its first roll) and, on the rim, its colour's symbol
    and its `number` (a die under `NUMBERED_DIE` wide: the symbol alone). A used die is hatched;
    a `stuck` one is crossed out on its rim; `extra` is a wild symbol it also counts as. A die
    `to_be_rolled` (the cairn game's trade stock: a traded die is rolled, rulebook) shows a
    question mark, no face: it keeps none."""
    inset = size * 0.1
    strip = size * 0.36
    body = ShapePart(rounded_rect(0, 0, size, size, size * 0.18), colour.hue, "#262626", 1.3)
    face_height = size - inset - strip
    face = ShapePart(rounded_rect(inset, inset, size - 2 * inset, face_height, size * 0.1),
                     PAPER, "", 0, hatch=used)
    middle = inset + face_height / 2
    glyph = min(size * 0.36, face_height * 0.8)
    if to_be_rolled:
        marks = [ShapeMark(size / 2, middle, text="?", colour=INK, size=max(READABLE, glyph))]
    elif symbols:
        marks = [ShapeMark(size * (0.29 + 0.42 * i), middle, symbol=symbol_file(s),
                           colour=deep(s.hue), size=glyph) for i, s in enumerate(symbols)]
    else:
        marks = [ShapeMark(size / 2, middle, symbol=symbol_file(colour),
                           colour="#55" + deep(colour.hue)[1:], size=glyph * 1.2)]
    parts = [body, face]
    if extra is not None:  # a round tag on the corner: the wild symbol
        corner = (size * 0.9, size * 0.1)
        parts.append(ShapePart(ellipse(*corner, glyph * 0.45, glyph * 0.45), "#FFFFFF", INK, 1.0))
        marks.append(ShapeMark(*corner, symbol=symbol_file(extra), colour=deep(extra.hue),
                               size=glyph * 0.6))
    rim_y = size - strip / 2 - inset * 0.3
    ink = ink_on(colour.hue)
    rim_symbol = strip * 0.72
    if number and size >= NUMBERED_DIE:
        marks.append(ShapeMark(size / 2 - rim_symbol * 0.6, rim_y, symbol=symbol_file(colour),
                               colour=ink, size=rim_symbol))
        marks.append(ShapeMark(size / 2 + READABLE * 0.45, rim_y, text=number, colour=ink,
                               size=READABLE))
    else:
        marks.append(ShapeMark(size / 2, rim_y, symbol=symbol_file(colour), colour=ink,
                               size=rim_symbol))
    if stuck:  # a cross over the rim: it shows nothing the sheet still needs
        half = strip * 0.42
        for dx in (-half, half):
            parts.append(ShapePart(_there_and_back(((size / 2 - dx, rim_y - half),
                                                    (size / 2 + dx, rim_y + half))),
                                   "", INK if ink == INK else "#FFFFFF", 2.2))
    return ShapeFace(tuple(parts), tuple(marks))


@cache
def bonus_face(colour: ColourDef, size: float) -> ShapeFace:
    """The cairn game's bonus stone symbol, used like one more die showing it."""
    body = ShapePart(rounded_rect(0, 0, size, size, size * 0.18), PAPER, deep(colour.hue), 2.4,
                     hatch=True)
    return ShapeFace((body,), (
        ShapeMark(size / 2, size * 0.42, symbol=symbol_file(colour), colour=deep(colour.hue),
                  size=size * 0.45),
        ShapeMark(size / 2, size * 0.8, text="bonus", colour=INK, size=READABLE)))


# -- locks, track, cairns -----------------------------------------------------------------------
@cache
def lock_face(sides: tuple[ColourDef, ...], total: int, dice: int, unlocked: bool,
              width: float) -> ShapeFace:
    """A superpower lock: a padlock whose body has one box per side; a coloured side is filled
    with its symbol, an open side says how many dice it takes. Unlocked, the shackle opens."""
    height = width * 0.5
    top = height * 0.42  # the body's top; the shackle arches above it
    half = width * 0.28  # half the shackle's span
    lift = -height * 0.25 if unlocked else 0.0  # open: lifted, its right leg out of the body
    shackle = [(width / 2 - half, top)]
    for step in range(13):
        angle = math.pi + math.pi * step / 12
        shackle.append((round(width / 2 + half * math.cos(angle), 2),
                        round(top * 0.95 + lift + top * 0.9 * math.sin(angle), 2)))
    shackle.append((width / 2 + half, top + lift))
    parts = [ShapePart(_there_and_back(tuple(shackle)), "", "#5A5650", max(2.0, width * 0.045)),
             ShapePart(rounded_rect(0, top, width, height, 6), GOLD if unlocked else "#CFC9BA",
                       EDGE, 1.3)]
    marks = []
    box = (width - 12) / total
    for index in range(total):
        x = 6 + index * box
        side = sides[index] if index < len(sides) else None
        parts.append(ShapePart(rounded_rect(x + 2, top + 6, box - 4, height - 12, 4),
                               side.hue if side else PAPER, EDGE, 1.0, hatch=side is not None))
        centre = (x + box / 2, top + height / 2)
        if side is not None:
            marks.append(ShapeMark(*centre, symbol=symbol_file(side), colour=ink_on(side.hue),
                                   size=min(box, height) * 0.55))
        elif width >= 90:
            marks.append(ShapeMark(*centre, text=f"{dice}×", colour="#5A5650",
                                   size=min(box, height) * 0.32))
    return ShapeFace(tuple(parts), tuple(marks))


@cache
def track_face(threshold: int, score: int, extra_at: tuple[int, ...], box: float) -> ShapeFace:
    """The score track from 1 to the sheet's goal (further if the score is past it): reached
    boxes are gold and hatched; a small die in a box marks a score that unlocks an extra die."""
    parts, marks = [], []
    for point in range(1, max(threshold, score) + 1):
        x = (point - 1) * (box + TRACK_GAP)
        reached = point <= score
        goal = point == threshold
        parts.append(ShapePart(rounded_rect(x, 0, box, box, 4), GOLD if reached else PAPER,
                               INK if goal else EDGE, 2.4 if goal else 1.0, hatch=reached))
        marks.append(ShapeMark(x + box / 2, box / 2 + 1, text=str(point), colour=INK,
                               size=max(READABLE, box * 0.36)))
        if point in extra_at:
            parts.append(ShapePart(rounded_rect(x + box * 0.62, -box * 0.22, box * 0.45,
                                                box * 0.45, 2), "#FFFFFF", INK, 1.0))
    return ShapeFace(tuple(parts), tuple(marks))


def cairn_face(stones: tuple, colours: tuple[ColourDef, ...], filled: int, current: int,
               width: float) -> ShapeFace:
    """A cairn: its stones stacked, the first on top (turns fill a cairn from the top);
    filled stones are dark and hatched, the current one is gold; a trade stone says so, a bonus
    stone shows its symbol. Kept by the words of the language shown too (a face kept from
    English said "⇄ trade" on after the language changed)."""
    trade = QCoreApplication.translate("ChromaCubesTable", "⇄ trade")
    return _cairn_face(stones, colours, filled, current, width, trade)


@cache
def _cairn_face(stones: tuple, colours: tuple[ColourDef, ...], filled: int, current: int,
                width: float, trade: str) -> ShapeFace:
    by_id = {c.id: c for c in colours}
    count = len(stones)
    height = width * 0.34
    parts, marks = [], []
    for index, stone in enumerate(stones):
        stone_width = width * (0.72 + 0.28 * (index + 1) / count)
        cx = width / 2
        cy = index * (height + 4) + height / 2
        done = index < filled
        fill = "#8C8577" if done else GOLD if index == current else "#E8E2D2"
        parts.append(ShapePart(ellipse(cx, cy, stone_width / 2, height / 2, 24), fill, EDGE, 1.3,
                               hatch=done))
        if stone.kind == "bonus":
            symbol = by_id[stone.bonus]
            marks.append(ShapeMark(cx, cy, symbol=symbol_file(symbol), colour=deep(symbol.hue),
                                   size=height * 0.7))
        elif stone.kind == "trade":
            marks.append(ShapeMark(cx, cy, text=trade, colour="#FFFFFF" if done else INK,
                                   size=max(READABLE, height * 0.34)))
    return ShapeFace(tuple(parts), tuple(marks))
