#!/usr/bin/env python3
"""Author the eleven Chroma Cubes sheets: pictures built from shapes, written as YAML data.

Each picture is a stack of layers (figure, label, need, shape); a later layer covers the ones
below it, so a section is its shape less every later shape. The result is written to
`data/chroma_cubes/sheet_<id>.yaml` (unit coordinates, y pointing down). Needs `shapely`
(an authoring tool only, not a dependency of the app):

    /tmp/venv/bin/pip install shapely
    /tmp/venv/bin/python tools/chroma_cubes_author_sheets.py [sheet ...]

Then draw them with `tools/chroma_cubes_render_sheets.py` and look.
"""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass, field
from pathlib import Path

from shapely import affinity
from shapely.geometry import LineString, MultiPolygon, Point, Polygon, box
from shapely.ops import split, unary_union

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data" / "chroma_cubes"
FRAME = box(0.02, 0.02, 0.98, 0.98)
LETTER = {"red": "R", "orange": "O", "yellow": "Y", "green": "G", "blue": "B", "purple": "P"}


# -- shapes -----------------------------------------------------------------------------------
def circle(x, y, r, n=48):
    return Point(x, y).buffer(r, quad_segs=max(4, n // 4))


def ellipse(x, y, rx, ry, angle=0.0):
    shape = affinity.scale(circle(0, 0, 1, 64), rx, ry)
    return affinity.translate(affinity.rotate(shape, angle, origin=(0, 0)), x, y)


def poly(*points):
    return Polygon(points)


def star(x, y, r_out, r_in, points=5, angle=-90.0):
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(angle + i * 180 / points)
        pts.append((x + r * math.cos(a), y + r * math.sin(a)))
    return Polygon(pts)


def ring_sector(x, y, r_in, r_out, a0, a1, n=24):
    """The part of an annulus between angles a0 and a1 (degrees, clockwise on screen)."""
    outer = [(x + r_out * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
              y + r_out * math.sin(math.radians(a0 + (a1 - a0) * i / n))) for i in range(n + 1)]
    inner = [(x + r_in * math.cos(math.radians(a1 - (a1 - a0) * i / n)),
              y + r_in * math.sin(math.radians(a1 - (a1 - a0) * i / n))) for i in range(n + 1)]
    return Polygon(outer + inner)


def wave_band(x0, x1, y_top, y_bottom, amp=0.02, waves=2.0, phase=0.0, n=40):
    """A horizontal band whose top and bottom edges are waves."""
    top = [(x0 + (x1 - x0) * i / n,
            y_top + amp * math.sin(phase + 2 * math.pi * waves * i / n)) for i in range(n + 1)]
    bottom = [(x1 - (x1 - x0) * i / n,
               y_bottom + amp * math.sin(phase + 2 * math.pi * waves * (n - i) / n))
              for i in range(n + 1)]
    return Polygon(top + bottom)


def zigzag_band(shape, y_top, y_bottom, teeth=6, depth=0.015):
    """The part of `shape` between two zigzag lines (for egg bands)."""
    x0, _, x1, _ = shape.bounds
    x0, x1 = x0 - 0.01, x1 + 0.01

    def line(y, flip):
        return [(x0 + (x1 - x0) * i / (2 * teeth), y + (depth if (i % 2) ^ flip else -depth))
                for i in range(2 * teeth + 1)]

    top = line(y_top, 0) if y_top is not None else [(x0, -1), (x1, -1)]
    bottom = line(y_bottom, 1) if y_bottom is not None else [(x0, 2), (x1, 2)]
    return shape.intersection(Polygon(top + bottom[::-1]))


def cut(shape, *lines):
    """`shape` split by straight lines, pieces ordered top-left first."""
    pieces = [shape]
    for (ax, ay), (bx, by) in lines:
        line = LineString([(ax, ay), (bx, by)])
        new = []
        for piece in pieces:
            new.extend(split(piece, line).geoms)
        pieces = new
    return sorted(pieces, key=lambda p: (round(p.centroid.y, 2), p.centroid.x))


def rot(shape, angle, origin):
    return affinity.rotate(shape, angle, origin=origin)


def move(shape, dx, dy):
    return affinity.translate(shape, dx, dy)


# -- pictures ---------------------------------------------------------------------------------
@dataclass
class Picture:
    id: str
    name: str
    subject: str
    threshold: int
    superpowers: tuple[str, str]
    figures: list[tuple[str, str, int]]  # id, name, value
    version: str = ""
    banned: tuple[str, ...] = ()
    extra: dict = field(default_factory=dict)
    layers: list = field(default_factory=list)
    decor: list = field(default_factory=list)
    comments: list = field(default_factory=list)

    def add(self, figure, label, need, shape):
        """`need` like "RR" (two hearts) or "Y" (one star)."""
        self.layers.append((figure, label, need, shape))


NEED = {v: k for k, v in LETTER.items()}


def _largest(geom):
    if isinstance(geom, MultiPolygon):
        parts = sorted(geom.geoms, key=lambda g: g.area, reverse=True)
        if len(parts) > 1 and parts[1].area > 0.0015:
            print(f"  warning: a section splits into pieces of {[round(p.area, 4) for p in parts]}")
        return parts[0]
    return geom


def resolve(picture: Picture):
    """Each layer less every later layer, clipped to the frame: the sections in layer order."""
    sections = []
    picture.layers = [(f, label, need, shape.simplify(0.001, preserve_topology=True))
                      for f, label, need, shape in picture.layers]
    for index, (figure, label, need, shape) in enumerate(picture.layers):
        above = unary_union([layer[3] for layer in picture.layers[index + 1:]]) \
            if index + 1 < len(picture.layers) else None
        visible = shape.intersection(FRAME)
        if above is not None:
            visible = visible.difference(above)
        visible = _largest(visible.buffer(0))
        visible = _rounded(visible)
        if visible.is_empty or visible.area < 0.0006:
            print(f"  warning: {picture.id} {label} is hidden (area {visible.area:.4f})")
            continue
        sections.append((figure, label, need, visible))
    return sections


def _rounded(shape):
    """`shape` with coordinates on the 0.001 grid the YAML stores, still a valid polygon."""
    for _ in range(5):
        def snap(coords):
            out = []
            for x, y in list(coords)[:-1]:
                point = (round(x, 3), round(y, 3))
                if not out or out[-1] != point:
                    out.append(point)
            while len(out) > 1 and out[0] == out[-1]:
                out.pop()
            return out
        snapped = Polygon(snap(shape.exterior.coords), [snap(h.coords) for h in shape.interiors
                                                        if Polygon(h).area > 0.0004])
        if snapped.is_valid:
            return snapped
        shape = _largest(snapped.buffer(0)).simplify(0.001)
    raise ValueError("cannot round a section to a valid polygon")


def _ring_text(coords):
    points = list(coords)[:-1]
    return "[" + ", ".join(f"[{x:.3f}, {y:.3f}]" for x, y in points) + "]"


def write(picture: Picture) -> Path:
    sections = resolve(picture)
    lines = [f"# Chroma Cubes sheet: {picture.name}. Written by tools/chroma_cubes_author_sheets.py;",
             "# edit the tool and run it again rather than editing the polygons by hand.",
             "# The picture and its sections are authored for this app (the printed sheets' sections",
             "# are not public): every section and need is INFERRED unless a comment says SOURCE.",
             *[f"# {c}" for c in picture.comments],
             f"sheet_{picture.id}:",
             f"  id: {picture.id}",
             f"  name: \"{picture.name}\"",
             f"  subject: \"{picture.subject}\""]
    if picture.version:
        lines.append(f"  version: \"{picture.version}\"")
    lines.append(f"  threshold: {picture.threshold}   # INFERRED (about 3/4 of the figure values)")
    lines.append(f"  banned_dice: [{', '.join(picture.banned)}]")
    for key, (value, comment) in picture.extra.items():
        if value.startswith("\n"):
            lines.append(f"  {key}:   # {comment}{value}")
        else:
            lines.append(f"  {key}: {value}   # {comment}")
    lines.append(f"  superpowers: [{', '.join(picture.superpowers)}]   # INFERRED effects of lock A, lock B")
    if picture.decor:
        lines.append("  decor:   # outlines drawn on the sheet that are not coloured")
        for ring, closed in picture.decor:
            lines.append(f"    - {{closed: {str(closed).lower()}, points: {_ring_text(list(ring) + [ring[0]])}}}")
    lines.append("  figures:")
    for fid, fname, value in picture.figures:
        lines.append(f"    - id: {fid}")
        lines.append(f"      name: \"{fname}\"")
        lines.append(f"      value: {value}")
        lines.append("      sections:")
        for figure, label, need, shape in sections:
            if figure != fid:
                continue
            colour = NEED[need[0]]
            assert set(need) == {need[0]}, need
            lines.append(f"        - label: \"{label}\"")
            lines.append(f"          need: {{{colour}: {len(need)}}}")
            lines.append(f"          polygon: {_ring_text(shape.exterior.coords)}")
            if shape.interiors:
                holes = ", ".join(_ring_text(h.coords) for h in shape.interiors)
                lines.append(f"          holes: [{holes}]")
    path = DATA / f"sheet_{picture.id}.yaml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    counts = {}
    for _, _, need, _ in sections:
        counts[need[0]] = counts.get(need[0], 0) + len(need)
    print(f"{picture.id}: {len(sections)} sections, symbols {counts}")
    return path


# -- the eleven sheets ------------------------------------------------------------------------
def cardinal() -> Picture:
    p = Picture("cardinal", "Cardinal", "a red cardinal perched on a snowy branch with berries",
                6, ("reroll_one", "wild_one"), [("cardinal", "Cardinal", 4), ("branch", "Branch", 2),
                                                   ("berries", "Berries and leaves", 2)],
                comments=["SOURCE (theboardgameshow.com): the beak's top section needs two pumpkins and",
                          "the wing two hearts. Figure values 4, 2, 2 SOURCE (rulebook)."])
    # Branch first (the bird sits on it).
    branch = poly((0.03, 0.80), (0.40, 0.74), (0.75, 0.76), (0.97, 0.70), (0.97, 0.77),
                  (0.75, 0.83), (0.40, 0.82), (0.03, 0.88))
    b1, b2, b3 = cut(branch, ((0.30, 0), (0.30, 1)), ((0.66, 0), (0.66, 1)))
    p.add("branch", "branch (left)", "OO", b1)
    p.add("branch", "branch (middle)", "O", b2)
    p.add("branch", "branch (right)", "OO", b3)
    twig = poly((0.18, 0.82), (0.08, 0.95), (0.12, 0.96), (0.23, 0.83))
    p.add("branch", "twig", "P", twig)
    snow = poly((0.05, 0.79), (0.20, 0.75), (0.36, 0.73), (0.36, 0.76), (0.20, 0.78), (0.05, 0.81))
    p.add("branch", "snow", "B", snow)
    # Leaves and berries.
    for i, (x, y, a) in enumerate(((0.78, 0.66, -30), (0.88, 0.64, 20), (0.80, 0.90, 30))):
        p.add("berries", f"leaf {i + 1}", "GG" if i != 1 else "G", ellipse(x, y, 0.06, 0.025, a))
    for i, (x, y) in enumerate(((0.12, 0.70), (0.17, 0.67), (0.92, 0.84))):
        p.add("berries", f"berry {i + 1}", "P" if i == 1 else "R", circle(x, y, 0.028))
    # The bird: tail, body, belly, wing, head, crest, mask, beak, eye, feet.
    tail = poly((0.36, 0.60), (0.12, 0.88), (0.22, 0.92), (0.46, 0.66))
    p.add("cardinal", "tail", "RRR", tail)
    body = ellipse(0.54, 0.55, 0.20, 0.15, -35)
    p.add("cardinal", "back", "RR", body)
    belly = ellipse(0.62, 0.60, 0.12, 0.11, -35)
    p.add("cardinal", "breast", "RRRR", belly)
    wing = poly((0.40, 0.55), (0.52, 0.44), (0.63, 0.47), (0.58, 0.58), (0.34, 0.70))
    p.add("cardinal", "wing", "RR", wing)
    head = circle(0.67, 0.35, 0.10)
    p.add("cardinal", "head", "RRR", head)
    crest = poly((0.58, 0.30), (0.58, 0.12), (0.68, 0.27))
    p.add("cardinal", "crest", "RR", crest)
    mask = poly((0.66, 0.33), (0.80, 0.30), (0.82, 0.42), (0.70, 0.45), (0.64, 0.40))
    p.add("cardinal", "mask", "PPP", mask)
    p.add("cardinal", "beak top", "OO", poly((0.76, 0.33), (0.90, 0.37), (0.77, 0.37)))
    p.add("cardinal", "beak bottom", "O", poly((0.77, 0.37), (0.90, 0.37), (0.77, 0.41)))
    p.add("cardinal", "eye", "B", circle(0.71, 0.35, 0.018))
    feet = poly((0.52, 0.69), (0.55, 0.69), (0.56, 0.77), (0.50, 0.77))
    p.add("cardinal", "feet", "Y", feet)
    return p


def dinosaurs() -> Picture:
    p = Picture("dinosaurs", "Dinosaurs", "a volcano and three dinosaurs: stegosaurus, T. rex and a long-neck",
                8, ("flip_shared_symbol", "extra_reserve_move"),
                [("volcano", "Volcano", 2), ("stegosaurus", "Stegosaurus", 3),
                 ("trex", "Tyrannosaurus", 3), ("longneck", "Long-neck", 3)],
                comments=["Figure values 2, 3, 3, 3 SOURCE (rulebook)."])
    # Volcano in the back, top left.
    p.add("volcano", "volcano", "PP", poly((0.05, 0.50), (0.20, 0.16), (0.30, 0.16), (0.46, 0.50)))
    p.add("volcano", "lava", "RRR", poly((0.20, 0.16), (0.30, 0.16), (0.28, 0.30), (0.25, 0.24),
                                         (0.22, 0.33)))
    p.add("volcano", "smoke", "B", ellipse(0.25, 0.09, 0.10, 0.05))
    p.add("volcano", "sun", "YY", circle(0.86, 0.12, 0.07))
    # Long-neck, top right: body, neck, head, legs.
    p.add("longneck", "body", "GGGG", ellipse(0.74, 0.45, 0.16, 0.09))
    p.add("longneck", "neck", "GG", poly((0.62, 0.40), (0.52, 0.16), (0.58, 0.14), (0.70, 0.40)))
    p.add("longneck", "head", "G", ellipse(0.53, 0.14, 0.045, 0.028, -10))
    p.add("longneck", "tail", "Y", poly((0.88, 0.42), (0.98, 0.30), (0.97, 0.36), (0.88, 0.50)))
    p.add("longneck", "legs", "O", unary_union([box(0.64, 0.50, 0.69, 0.60), box(0.80, 0.50, 0.85, 0.60)]).convex_hull
          .intersection(box(0, 0.5, 1, 0.6)))
    p.add("longneck", "spots", "YY", ellipse(0.74, 0.42, 0.05, 0.03))
    # Stegosaurus, bottom left.
    p.add("stegosaurus", "plates", "RR", poly((0.08, 0.76), (0.12, 0.62), (0.17, 0.70), (0.22, 0.58),
                                              (0.27, 0.68), (0.32, 0.60), (0.35, 0.72), (0.40, 0.74)))
    p.add("stegosaurus", "body", "BBB", ellipse(0.24, 0.78, 0.17, 0.08))
    p.add("stegosaurus", "head", "B", ellipse(0.43, 0.82, 0.05, 0.03))
    p.add("stegosaurus", "tail spikes", "O", poly((0.07, 0.80), (0.02, 0.72), (0.05, 0.79), (0.03, 0.83)))
    p.add("stegosaurus", "legs", "PP", box(0.13, 0.84, 0.34, 0.93).difference(box(0.18, 0.84, 0.29, 0.93)))
    # T. rex, bottom right.
    p.add("trex", "tail", "OO", poly((0.62, 0.80), (0.50, 0.96), (0.58, 0.96), (0.70, 0.84)))
    p.add("trex", "body", "OOOO", ellipse(0.73, 0.75, 0.10, 0.13, 30))
    p.add("trex", "head", "OO", ellipse(0.84, 0.62, 0.09, 0.055, -10))
    p.add("trex", "jaw", "R", poly((0.80, 0.66), (0.93, 0.64), (0.90, 0.69), (0.80, 0.69)))
    p.add("trex", "arm", "Y", poly((0.80, 0.74), (0.86, 0.74), (0.86, 0.77), (0.80, 0.78)))
    p.add("trex", "legs", "GG", poly((0.68, 0.84), (0.80, 0.84), (0.82, 0.96), (0.74, 0.96), (0.72, 0.90),
                                     (0.66, 0.96), (0.62, 0.96)))
    p.add("trex", "eye", "P", circle(0.86, 0.60, 0.015))
    return p


def dice() -> Picture:
    p = Picture("dice", "Dice", "two tumbling dice, each showing three pips; every pip is a disc",
                8, ("reroll_one", "flip_shared_symbol"),
                [(f"disc{i + 1}", f"Disc {i + 1}", 2) for i in range(6)],
                comments=["Each completed disc is worth 2 points, +1 if first: SOURCE (rulebook).",
                          "Six discs (one per colour) INFERRED."])
    order = ["red", "orange", "yellow", "green", "blue", "purple"]
    faces = []
    for cx, cy, angle in ((0.30, 0.33, -12), (0.70, 0.67, 14)):
        square = rot(box(cx - 0.24, cy - 0.24, cx + 0.24, cy + 0.24).buffer(-0.03).buffer(0.03), angle, (cx, cy))
        faces.append((square, cx, cy, angle))
        p.decor.append((list(square.exterior.coords)[:-1], True))
    disc = 0
    for square, cx, cy, angle in faces:
        for dx, dy in ((-0.13, -0.13), (0.0, 0.0), (0.13, 0.13)):
            x, y = rot(Point(cx + dx, cy + dy), angle, (cx, cy)).coords[0]
            colour = LETTER[order[disc]]
            nxt = LETTER[order[(disc + 2) % 6]]
            fid = f"disc{disc + 1}"
            p.add(fid, "centre", colour, circle(x, y, 0.028))
            p.add(fid, "ring (top)", colour * 2, ring_sector(x, y, 0.028, 0.075, 180, 300))
            p.add(fid, "ring (right)", nxt * 2 if disc % 2 else nxt, ring_sector(x, y, 0.028, 0.075, 300, 420))
            p.add(fid, "ring (bottom)", colour * 3 if disc % 2 else colour, ring_sector(x, y, 0.028, 0.075, 60, 180))
            disc += 1
    return p


def the_scream() -> Picture:
    p = Picture("the_scream", "The Scream", "Munch's screamer on the bridge under a blood-red swirling sky",
                8, ("wild_one", "extra_reserve_move"),
                [("sky", "Sky", 3), ("fjord", "Fjord", 2), ("bridge", "Bridge", 2), ("screamer", "Screamer", 3)],
                banned=("blue",),
                comments=["Sheet rule SOURCE (rulebook): do not use the blue die. Raindrop symbols still",
                          "show on the other dice. Figure values INFERRED."])
    p.add("sky", "sky (top)", "RR", wave_band(0.02, 0.98, 0.02, 0.13, 0.02, 1.5))
    p.add("sky", "sky (red)", "RRR", wave_band(0.02, 0.98, 0.13, 0.23, 0.02, 1.5, 0.8))
    p.add("sky", "sky (orange)", "OOO", wave_band(0.02, 0.98, 0.23, 0.33, 0.025, 1.5, 1.6))
    p.add("sky", "sky (yellow)", "YY", wave_band(0.02, 0.98, 0.33, 0.42, 0.02, 1.5, 2.4))
    p.add("fjord", "hills", "GGG", poly((0.30, 0.42), (0.55, 0.38), (0.98, 0.40), (0.98, 0.62), (0.40, 0.62)))
    p.add("fjord", "water", "BB", poly((0.40, 0.50), (0.75, 0.46), (0.98, 0.52), (0.98, 0.64), (0.62, 0.70),
                                       (0.50, 0.62)))
    p.add("fjord", "shore", "PP", poly((0.55, 0.66), (0.98, 0.60), (0.98, 0.98), (0.70, 0.98)))
    p.add("fjord", "boat", "Y", ellipse(0.80, 0.53, 0.04, 0.012))
    p.add("bridge", "bridge deck", "OO", poly((0.02, 0.55), (0.35, 0.52), (0.70, 0.98), (0.02, 0.98)))
    p.add("bridge", "rail", "PPP", poly((0.02, 0.42), (0.40, 0.42), (0.98, 0.98), (0.86, 0.98), (0.34, 0.50),
                                        (0.02, 0.52)))
    p.add("bridge", "walkers", "PP", unary_union([box(0.10, 0.36, 0.13, 0.52), box(0.16, 0.37, 0.19, 0.52),
                                                  circle(0.115, 0.35, 0.018), circle(0.175, 0.36, 0.018)]))
    # The screamer: body, head, hands, eyes, mouth.
    p.add("screamer", "coat", "PPPP", poly((0.32, 0.70), (0.42, 0.62), (0.54, 0.64), (0.60, 0.98), (0.22, 0.98)))
    head = ellipse(0.46, 0.54, 0.075, 0.10)
    p.add("screamer", "head", "YYY", head)
    p.add("screamer", "left hand", "O", poly((0.36, 0.50), (0.39, 0.48), (0.41, 0.62), (0.37, 0.66)))
    p.add("screamer", "right hand", "O", poly((0.53, 0.48), (0.56, 0.50), (0.56, 0.66), (0.52, 0.62)))
    p.add("screamer", "eyes", "G", unary_union([ellipse(0.43, 0.51, 0.015, 0.022), ellipse(0.49, 0.51, 0.015, 0.022)])
          .convex_hull)
    p.add("screamer", "mouth", "R", ellipse(0.46, 0.59, 0.018, 0.03))
    return p


def dragons_hoard() -> Picture:
    p = Picture("dragons_hoard", "Dragon's Hoard", "three dragons guarding a heap of gold and gems",
                8, ("reroll_one", "extra_reserve_move"),
                [("red_dragon", "Red dragon", 3), ("green_dragon", "Green dragon", 3),
                 ("purple_dragon", "Purple dragon", 3), ("hoard", "Hoard", 2)],
                version="2016.01.16",
                comments=["Three dragons: SOURCE (2014 review, trollitc.com). Figure values INFERRED."])

    def dragon(fid, x, y, colour, accent, scale, flip):
        s = scale
        f = -1 if flip else 1

        def pt(dx, dy):
            return (x + f * dx * s, y + dy * s)

        p.add(fid, "wing", accent * 2, poly(pt(-0.05, -0.05), pt(-0.22, -0.28), pt(-0.12, -0.22),
                                            pt(-0.06, -0.30), pt(0.02, -0.12)))
        p.add(fid, "body", colour * 3, ellipse(x, y, 0.14 * s, 0.08 * s, -20 * f))
        p.add(fid, "tail", colour, poly(pt(-0.10, 0.02), pt(-0.26, 0.12), pt(-0.30, 0.06), pt(-0.12, -0.04)))
        p.add(fid, "neck", colour * 2, poly(pt(0.06, -0.04), pt(0.14, -0.20), pt(0.20, -0.18), pt(0.13, 0.02)))
        p.add(fid, "head", colour * 2, ellipse(*pt(0.20, -0.22), 0.07 * s, 0.04 * s, 15 * f))
        p.add(fid, "horn", "Y", poly(pt(0.16, -0.25), pt(0.13, -0.33), pt(0.20, -0.26)))
        p.add(fid, "fire", "O" if colour != "O" else "R", poly(pt(0.26, -0.22), pt(0.38, -0.30), pt(0.34, -0.22),
                                                               pt(0.40, -0.16), pt(0.27, -0.19)))

    dragon("red_dragon", 0.24, 0.42, "R", "P", 1.0, False)
    dragon("purple_dragon", 0.76, 0.42, "P", "B", 1.0, True)
    dragon("green_dragon", 0.50, 0.28, "G", "B", 0.75, False)
    heap = poly((0.10, 0.96), (0.30, 0.68), (0.50, 0.60), (0.70, 0.68), (0.90, 0.96))
    layers = cut(heap, ((0, 0.74), (1, 0.70)), ((0, 0.84), (1, 0.86)), ((0.5, 0.5), (0.5, 1)))
    needs = ["YYY", "YY", "YYYY", "YY", "OO", "YYY"]
    for i, piece in enumerate(layers):
        p.add("hoard", f"gold {i + 1}", needs[i % len(needs)], piece)
    p.add("hoard", "ruby", "R", star(0.36, 0.80, 0.035, 0.018, 6))
    p.add("hoard", "sapphire", "B", poly((0.60, 0.74), (0.64, 0.78), (0.60, 0.82), (0.56, 0.78)))
    p.add("hoard", "emerald", "G", poly((0.70, 0.88), (0.75, 0.88), (0.77, 0.91), (0.72, 0.94), (0.68, 0.91)))
    return p


def starry_night() -> Picture:
    p = Picture("starry_night", "Starry Night", "Van Gogh's swirling night sky, crescent moon, cypress and village",
                8, ("reroll_one", "wild_one"),
                [("sky", "Swirling sky", 3), ("moon_stars", "Moon and stars", 3), ("cypress", "Cypress", 2),
                 ("village", "Village", 2)],
                version="2016.01.23", banned=("red", "purple"),
                extra={"start_dice": ("[blue, yellow, orange, green]",
                                      "SOURCE: each player starts with these four dice"),
                       "draft": ("{active: 0, reserve: 2}",
                                 "INFERRED: the four starting dice replace the active draft")},
                comments=["Sheet rule SOURCE (rulebook): no red or purple dice; each player starts with a",
                          "blue, yellow, orange and green die. Hearts and moons still show on those dice.",
                          "Figure values INFERRED."])
    p.add("sky", "sky (top)", "BBB", wave_band(0.02, 0.98, 0.02, 0.20, 0.03, 1.2))
    p.add("sky", "great swirl", "BBBB", wave_band(0.02, 0.98, 0.20, 0.36, 0.04, 1.2, 1.0))
    p.add("sky", "sky (low)", "GG", wave_band(0.02, 0.98, 0.36, 0.52, 0.03, 1.2, 2.0))
    p.add("sky", "swirl heart", "P", ellipse(0.45, 0.30, 0.10, 0.04, -8))
    p.add("sky", "swirl eye", "B", ellipse(0.45, 0.30, 0.04, 0.018, -8))
    p.add("moon_stars", "moon", "YYY", circle(0.84, 0.16, 0.08).difference(circle(0.88, 0.13, 0.07)))
    p.add("moon_stars", "moon halo", "OO", circle(0.84, 0.16, 0.11).difference(circle(0.84, 0.16, 0.085)))
    for i, (x, y, r) in enumerate(((0.18, 0.12, 0.05), (0.60, 0.10, 0.045), (0.72, 0.42, 0.04),
                                   (0.28, 0.44, 0.04))):
        p.add("moon_stars", f"star {i + 1} halo", "O" if i % 2 else "GG", circle(x, y, r))
        p.add("moon_stars", f"star {i + 1}", "YY" if i % 2 == 0 else "Y", circle(x, y, r * 0.5))
    p.add("village", "hills", "BB", wave_band(0.02, 0.98, 0.60, 0.72, 0.025, 1.0))
    p.add("village", "fields", "GG", poly((0.02, 0.72), (0.98, 0.70), (0.98, 0.98), (0.02, 0.98)))
    for i, x in enumerate((0.42, 0.56, 0.70, 0.84)):
        house = box(x, 0.80, x + 0.09, 0.90)
        roof = poly((x - 0.01, 0.80), (x + 0.045, 0.74), (x + 0.10, 0.80))
        p.add("village", f"house {i + 1}", "Y" if i % 2 else "BB", house)
        p.add("village", f"roof {i + 1}", "OO" if i % 2 else "R", roof)
    p.add("village", "church spire", "P", poly((0.62, 0.72), (0.645, 0.60), (0.67, 0.72)))
    # The cypress flame in front, left.
    flame = poly((0.10, 0.98), (0.12, 0.60), (0.15, 0.35), (0.19, 0.12), (0.22, 0.40), (0.27, 0.65),
                 (0.30, 0.98))
    c1, c2, c3 = cut(flame, ((0, 0.40), (1, 0.42)), ((0, 0.70), (1, 0.70)))
    p.add("cypress", "cypress (top)", "GG", c1)
    p.add("cypress", "cypress (middle)", "GGG", c2)
    p.add("cypress", "cypress (foot)", "GGGG", c3)
    return p


def _egg(x, y, w, h):
    """An egg with the narrow end up."""
    shape = ellipse(0, 0, 1, 1)
    pts = [(px * (1 - 0.18 * py) * w, py * h) for px, py in shape.exterior.coords]
    return move(Polygon(pts), x, y)


def easter_eggs() -> Picture:
    p = Picture("easter_eggs", "Easter Eggs", "five decorated Easter eggs in the grass",
                8, ("wild_one", "flip_shared_symbol"),
                [(f"egg{i + 1}", f"Egg {i + 1}", 2) for i in range(5)],
                version="2017.02.11",
                comments=["Five eggs of 2 points each SOURCE (rulebook); also the solo cairn sheet.",
                          "Cairns: the solo sheet's stones are not public; 5 cairns of 4 stones with one",
                          "trade and one bonus stone each are INFERRED (GAME-DATA.md 3.4)."])
    p.add("egg1", "grass", "G", poly((0.02, 0.90), (0.10, 0.84), (0.16, 0.90), (0.30, 0.82), (0.40, 0.90),
                                     (0.55, 0.83), (0.66, 0.90), (0.80, 0.82), (0.98, 0.88), (0.98, 0.98),
                                     (0.02, 0.98)))
    eggs = [(0.20, 0.32, 0.13, 0.20), (0.50, 0.28, 0.13, 0.20), (0.80, 0.32, 0.13, 0.20),
            (0.34, 0.70, 0.13, 0.20), (0.66, 0.70, 0.13, 0.20)]
    plans = [["PP", "Y", "GGG", "O", "RR"], ["BB", "OOO", "Y", "RR", "G"], ["Y", "RRR", "B", "PP", "OO"],
             ["GG", "B", "OOOO", "Y", "P"], ["RR", "GG", "P", "BBB", "Y"]]
    names = ["cap", "top band", "middle band", "lower band", "base"]
    for i, (x, y, w, h) in enumerate(eggs):
        egg = _egg(x, y, w, h)
        cuts = [y - 0.12, y - 0.04, y + 0.04, y + 0.12]
        for j in range(5):
            top = cuts[j - 1] if j > 0 else None
            bottom = cuts[j] if j < 4 else None
            band = zigzag_band(egg, top, bottom, teeth=5, depth=0.012 if j % 2 else 0.0)
            p.add(f"egg{i + 1}", names[j], plans[i][j], band)
    p.extra["cairns"] = ("\n    start: 1\n    list:\n" + "\n".join(
        f"      - {{figure: egg{i + 1}, stones: [plain, {s}]}}" for i, s in enumerate(
            ["trade, {bonus: yellow}, plain", "{bonus: red}, plain, trade", "plain, trade, {bonus: blue}",
             "trade, plain, {bonus: green}", "{bonus: purple}, trade, plain"])),
        "INFERRED: cairn stones (plain, trade, bonus)")
    return p


def gifts() -> Picture:
    p = Picture("gifts", "Gifts", "four wrapped gift boxes with ribbons and bows",
                8, ("extra_reserve_move", "wild_one"),
                [("big_box", "Big box", 3), ("small_box", "Small box", 2), ("tall_box", "Tall box", 3),
                 ("flat_box", "Flat box", 2)],
                comments=["Figure values 3, 2, 3, 2 SOURCE (rulebook). One box side needs three hearts:",
                          "SOURCE (whodaresrolls.com)."])

    def gift(fid, x0, y0, w, h, d, front, side, lid, ribbon, bow, big):
        # front face, side face (parallelogram), top face, vertical ribbon, bow.
        p.add(fid, "front", front, box(x0, y0, x0 + w, y0 + h))
        p.add(fid, "side", side, poly((x0 + w, y0), (x0 + w + d, y0 - d), (x0 + w + d, y0 + h - d), (x0 + w, y0 + h)))
        p.add(fid, "lid", lid, poly((x0, y0), (x0 + d, y0 - d), (x0 + w + d, y0 - d), (x0 + w, y0)))
        rw = w * 0.12
        p.add(fid, "ribbon", ribbon, unary_union([box(x0 + w / 2 - rw / 2, y0, x0 + w / 2 + rw / 2, y0 + h),
                                                 poly((x0 + w / 2 - rw / 2, y0), (x0 + w / 2 - rw / 2 + d, y0 - d),
                                                      (x0 + w / 2 + rw / 2 + d, y0 - d), (x0 + w / 2 + rw / 2, y0))]))
        if big:
            p.add(fid, "band", ribbon[0], box(x0, y0 + h / 2 - rw / 2, x0 + w, y0 + h / 2 + rw / 2)
                  .difference(box(x0 + w / 2 - rw / 2, y0, x0 + w / 2 + rw / 2, y0 + h)))
        bx, by = x0 + w / 2 + d / 2, y0 - d / 2
        p.add(fid, "bow (left)", bow, poly((bx, by), (bx - 0.08, by - 0.07), (bx - 0.09, by - 0.01)))
        p.add(fid, "bow (right)", bow[0], poly((bx, by), (bx + 0.08, by - 0.07), (bx + 0.09, by - 0.01)))

    gift("big_box", 0.05, 0.22, 0.34, 0.26, 0.07, "BBB", "RRR", "BB", "YY", "YY", True)
    gift("tall_box", 0.58, 0.12, 0.22, 0.36, 0.07, "PPP", "PP", "G", "OO", "OO", True)
    gift("small_box", 0.08, 0.68, 0.24, 0.20, 0.06, "GG", "G", "Y", "R", "RR", False)
    gift("flat_box", 0.46, 0.74, 0.38, 0.14, 0.07, "OOO", "O", "OO", "P", "BB", False)
    return p


def space_kittens() -> Picture:
    p = Picture("space_kittens", "Space Kittens", "two kittens in bubble helmets, a ringed planet and a rocket",
                8, ("reroll_one", "flip_shared_symbol"),
                [("planet", "Ringed planet", 2), ("orange_kitten", "Orange kitten", 3),
                 ("grey_kitten", "Night kitten", 3), ("rocket", "Rocket", 2)],
                comments=["Figure values 2, 3, 3, 2 SOURCE (rulebook)."])
    p.add("planet", "planet", "GGG", circle(0.80, 0.20, 0.12))
    p.add("planet", "ring", "YY", ellipse(0.80, 0.21, 0.19, 0.04, -15).difference(ellipse(0.80, 0.21, 0.13, 0.022, -15)))
    p.add("planet", "moon", "P", circle(0.58, 0.08, 0.035))

    def kitten(fid, x, y, fur, stripe, eyes):
        p.add(fid, "helmet", "BB", circle(x, y, 0.17))
        p.add(fid, "suit", "B" * 2 if fur != "P" else "YY", poly((x - 0.15, y + 0.40), (x - 0.13, y + 0.18),
                                                            (x + 0.13, y + 0.18), (x + 0.15, y + 0.40)))
        p.add(fid, "left ear", fur, poly((x - 0.11, y - 0.04), (x - 0.09, y - 0.14), (x - 0.03, y - 0.07)))
        p.add(fid, "right ear", fur, poly((x + 0.11, y - 0.04), (x + 0.09, y - 0.14), (x + 0.03, y - 0.07)))
        p.add(fid, "face", fur * 3, ellipse(x, y, 0.11, 0.09))
        p.add(fid, "stripes", stripe * 2, poly((x - 0.03, y - 0.09), (x + 0.03, y - 0.09), (x, y - 0.03)))
        p.add(fid, "eyes", eyes, unary_union([ellipse(x - 0.045, y - 0.01, 0.02, 0.025),
                                              ellipse(x + 0.045, y - 0.01, 0.02, 0.025)]).convex_hull)
        p.add(fid, "nose", "R", poly((x - 0.015, y + 0.035), (x + 0.015, y + 0.035), (x, y + 0.05)))

    kitten("orange_kitten", 0.26, 0.38, "O", "R", "G")
    kitten("grey_kitten", 0.62, 0.56, "P", "B", "Y")
    # Rocket, bottom right, flying up-right.
    rocket = poly((0.86, 0.58), (0.93, 0.68), (0.93, 0.88), (0.79, 0.88), (0.79, 0.68))
    p.add("rocket", "hull", "RRR", rocket)
    p.add("rocket", "window", "B", circle(0.86, 0.72, 0.03))
    p.add("rocket", "fins", "PP", unary_union([poly((0.79, 0.80), (0.74, 0.92), (0.79, 0.88)),
                                               poly((0.93, 0.80), (0.98, 0.92), (0.93, 0.88))]).convex_hull
          .difference(rocket))
    p.add("rocket", "flame", "OO", poly((0.80, 0.88), (0.92, 0.88), (0.86, 0.98)))
    for i, (x, y) in enumerate(((0.10, 0.08), (0.44, 0.12), (0.08, 0.90), (0.40, 0.92))):
        p.add("planet" if i < 2 else "rocket", f"star {i + 1}", "Y", star(x, y, 0.035, 0.015))
    return p


def stained_glass() -> Picture:
    p = Picture("stained_glass", "Stained Glass", "a church window in five panes of coloured glass",
                8, ("wild_one", "extra_reserve_move"),
                [("left", "Left lancet", 2), ("rose", "Rose", 2), ("centre", "Centre lancet", 3),
                 ("right", "Right lancet", 2), ("base", "Sill panel", 2)],
                comments=["Five panes, figure values 2, 2, 3, 2, 2 SOURCE (rulebook, theboardgameshow.com)."])
    arch = unary_union([box(0.10, 0.40, 0.90, 0.98), circle(0.50, 0.40, 0.40).intersection(box(0, 0, 1, 0.40))])
    p.decor.append((list(arch.exterior.coords)[:-1], True))
    # Rose window at the top of the arch.
    rose_c = (0.50, 0.26)
    p.add("rose", "rose centre", "Y", circle(*rose_c, 0.05))
    for k in range(4):
        p.add("rose", f"rose petal {k + 1}", ["RR", "BB", "R", "B"][k],
              ring_sector(*rose_c, 0.05, 0.15, k * 90 - 135, k * 90 - 45))
    # Lancets.

    def lancet(fid, x0, x1, y0, y1, needs):
        top = circle((x0 + x1) / 2, y0, (x1 - x0) / 2).intersection(box(0, 0, 1, y0))
        shape = unary_union([box(x0, y0, x1, y1), top])
        pieces = cut(shape, ((0, y0 + (y1 - y0) * 0.30), (1, y0 + (y1 - y0) * 0.25)),
                     ((0, y0 + (y1 - y0) * 0.62), (1, y0 + (y1 - y0) * 0.70)), (((x0 + x1) / 2, y0 + (y1 - y0) * 0.3),
                                                                              ((x0 + x1) / 2, 1)))
        for i, piece in enumerate(pieces):
            p.add(fid, f"glass {i + 1}", needs[i % len(needs)], piece)

    lancet("left", 0.15, 0.33, 0.46, 0.80, ["GG", "B", "P", "G", "BB"])
    lancet("centre", 0.39, 0.61, 0.48, 0.80, ["RRR", "YY", "O", "PP", "R"])
    lancet("right", 0.67, 0.85, 0.46, 0.80, ["OO", "P", "Y", "GG", "O"])
    base = box(0.12, 0.84, 0.88, 0.96)
    for i, piece in enumerate(cut(base, ((0.31, 0.8), (0.29, 1)), ((0.50, 0.8), (0.50, 1)), ((0.69, 0.8), (0.71, 1)))):
        p.add("base", f"sill {i + 1}", ["BB", "Y", "RR", "G"][i], piece)
    return p


def halloween_trio() -> Picture:
    p = Picture("halloween_trio", "Halloween Trio", "a jack-o'-lantern, a ghost and a black cat under the moon",
                7, ("flip_shared_symbol", "reroll_one"),
                [("pumpkin", "Jack-o'-lantern", 3), ("ghost", "Ghost", 3), ("cat", "Black cat", 3)],
                comments=["Only the name is SOURCE; three figures of 3 and threshold 7 are INFERRED."])
    # Moon behind everything.
    p.add("ghost", "moon", "YY", circle(0.80, 0.16, 0.11))
    # Ghost, top middle-left.
    ghost = unary_union([circle(0.40, 0.28, 0.15), poly((0.25, 0.28), (0.55, 0.28), (0.58, 0.60), (0.52, 0.55),
                                                         (0.46, 0.61), (0.40, 0.55), (0.34, 0.61), (0.28, 0.55),
                                                         (0.22, 0.60))])
    g1, g2 = cut(ghost, ((0, 0.38), (1, 0.42)))
    p.add("ghost", "ghost (head)", "BBB", g1)
    p.add("ghost", "ghost (sheet)", "BB", g2)
    p.add("ghost", "ghost eyes", "PP", unary_union([ellipse(0.35, 0.26, 0.025, 0.04), ellipse(0.45, 0.26, 0.025, 0.04)])
          .convex_hull)
    p.add("ghost", "ghost mouth", "P", ellipse(0.40, 0.36, 0.03, 0.035))
    p.add("ghost", "ghost arm", "B", poly((0.55, 0.36), (0.66, 0.30), (0.68, 0.34), (0.56, 0.44)))
    # Pumpkin, bottom left.
    cx, cy = 0.28, 0.78
    p.add("pumpkin", "stalk", "GG", poly((cx - 0.02, cy - 0.17), (cx + 0.01, cy - 0.25), (cx + 0.04, cy - 0.24),
                                         (cx + 0.02, cy - 0.16)))
    pumpkin = ellipse(cx, cy, 0.22, 0.17)
    lobes = cut(pumpkin, ((cx - 0.09, 0), (cx - 0.07, 1)), ((cx + 0.09, 0), (cx + 0.07, 1)))
    for i, lobe in enumerate(lobes):
        p.add("pumpkin", ["left lobe", "middle lobe", "right lobe"][i], ["OOO", "OOOO", "OO"][i], lobe)
    p.add("pumpkin", "left eye", "Y", poly((cx - 0.12, cy - 0.02), (cx - 0.08, cy - 0.09), (cx - 0.04, cy - 0.02)))
    p.add("pumpkin", "right eye", "Y", poly((cx + 0.04, cy - 0.02), (cx + 0.08, cy - 0.09), (cx + 0.12, cy - 0.02)))
    p.add("pumpkin", "grin", "YY", poly((cx - 0.13, cy + 0.04), (cx - 0.06, cy + 0.07), (cx - 0.03, cy + 0.04),
                                       (cx, cy + 0.08), (cx + 0.03, cy + 0.04), (cx + 0.06, cy + 0.07),
                                       (cx + 0.13, cy + 0.04), (cx, cy + 0.13)))
    # Cat, right.
    x, y = 0.74, 0.66
    p.add("cat", "tail", "PP", poly((x + 0.10, y + 0.28), (x + 0.22, y + 0.12), (x + 0.20, y - 0.05),
                                    (x + 0.23, y - 0.05), (x + 0.25, y + 0.12), (x + 0.13, y + 0.31)))
    p.add("cat", "body", "PPPP", ellipse(x, y + 0.16, 0.13, 0.16))
    p.add("cat", "head", "PPP", circle(x, y - 0.06, 0.09))
    p.add("cat", "left ear", "P", poly((x - 0.09, y - 0.08), (x - 0.08, y - 0.20), (x - 0.02, y - 0.14)))
    p.add("cat", "right ear", "R", poly((x + 0.09, y - 0.08), (x + 0.08, y - 0.20), (x + 0.02, y - 0.14)))
    p.add("cat", "eyes", "GG", unary_union([ellipse(x - 0.035, y - 0.07, 0.018, 0.025),
                                            ellipse(x + 0.035, y - 0.07, 0.018, 0.025)]).convex_hull)
    p.add("cat", "collar", "O", ellipse(x, y + 0.03, 0.07, 0.02))
    p.add("cat", "bell", "Y", circle(x, y + 0.055, 0.015))
    p.add("cat", "nose", "R", poly((x - 0.015, y - 0.03), (x + 0.015, y - 0.03), (x, y - 0.015)))
    return p


SHEETS = {f.__name__: f for f in (cardinal, dinosaurs, dice, the_scream, dragons_hoard, starry_night,
                                  easter_eggs, gifts, space_kittens, stained_glass, halloween_trio)}


def main(names: list[str]) -> int:
    for name in names or list(SHEETS):
        write(SHEETS[name]())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
