#!/usr/bin/env python3
"""Author the eleven Chroma Cubes sheets: pictures built from shapes, written as YAML data.

Each picture is a stack of layers (figure, label, need, shape); a later layer covers the ones
below it, so a section is its shape less every later shape. The result is written to
`data/chroma_cubes/sheet_<id>.yaml` (unit coordinates, y pointing down), or to `--out DIR`.
Needs `shapely`, which the project's `authoring` extra installs (the test extra too: a test
checks that the committed sheets are exactly what this tool writes):

    .venv/bin/pip install -e '.[authoring]'
    .venv/bin/python tools/chroma_cubes_author_sheets.py [--out DIR] [sheet ...]

Then draw them with `tools/chroma_cubes_render_sheets.py` and look.
"""

from __future__ import annotations

import math
import re
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


def wave_line(x0, x1, y, amp=0.02, waves=1.5, phase=0.0, n=48):
    return [(x0 + (x1 - x0) * i / n, y + amp * math.sin(phase + 2 * math.pi * waves * i / n))
            for i in range(n + 1)]


def strata(lines):
    """Bands between consecutive lines (top to bottom), sharing their borders exactly."""
    return [Polygon(top + bottom[::-1]) for top, bottom in zip(lines, lines[1:], strict=False)]


def zigzag_band(shape, y_top, y_bottom, teeth=6, depth=0.015):
    """The part of `shape` between two zigzag lines (for egg bands)."""
    x0, _, x1, _ = shape.bounds
    x0, x1 = x0 - 0.01, x1 + 0.01

    def line(y):
        return [(x0 + (x1 - x0) * i / (2 * teeth), y + (depth if i % 2 else -depth))
                for i in range(2 * teeth + 1)]

    top = line(y_top) if y_top is not None else [(x0, -1), (x1, -1)]
    bottom = line(y_bottom) if y_bottom is not None else [(x0, 2), (x1, 2)]
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
        visible = visible.buffer(0)
        pieces = sorted(getattr(visible, "geoms", [visible]), key=lambda g: g.area, reverse=True)
        if pieces[0].is_empty or pieces[0].area < 0.0006:
            print(f"  warning: {picture.id} {label} is hidden (area {pieces[0].area:.4f})")
            continue
        sections.append((figure, label, need, _rounded(pieces[0])))
        # A shape cut in two by what lies over it: a large second piece is a section of its own
        # (so no part of the picture is left uncoloured), needing about half as many dice.
        for number, piece in enumerate(pieces[1:], start=2):
            if piece.area >= 0.004:
                sections.append((figure, f"{label} (part {number})", need[0] * max(1, len(need) // 2),
                                 _rounded(piece)))
            elif piece.area > 0.0015:
                print(f"  warning: {picture.id} {label} loses a piece of area {piece.area:.4f}")
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


# -- Italian ----------------------------------------------------------------------------------
# Every player-visible text of a sheet has its Italian in data/i18n/it/content/chroma_cubes.ftl (a
# term `-word-<slug>` per name and label, the sheet's subject its `.subject`; `check_italian`
# says which are missing or differ). Numbered labels ("berry 2", "star 1 halo") and a section's
# "(part N)" are put together from these words.
ITALIAN = {
    # sheets
    "Cardinal": "Cardinale", "Dinosaurs": "Dinosauri", "Dice": "Dadi", "The Scream": "L'urlo",
    "Dragon's Hoard": "Il tesoro dei draghi", "Starry Night": "Notte stellata",
    "Easter Eggs": "Uova di Pasqua", "Gifts": "Regali", "Space Kittens": "Gattini spaziali",
    "Stained Glass": "Vetrata", "Halloween Trio": "Trio di Halloween",
    # subjects
    "a red cardinal perched on a snowy branch with berries":
        "un cardinale rosso posato su un ramo innevato con bacche",
    "a volcano and three dinosaurs: stegosaurus, T. rex and a long-neck":
        "un vulcano e tre dinosauri: stegosauro, T. rex e un collo lungo",
    "two tumbling dice, each showing three pips; every pip is a disc":
        "due dadi che rotolano, ognuno mostra tre punti; ogni punto è un disco",
    "Munch's screamer on the bridge under a blood-red swirling sky":
        "l'urlatore di Munch sul ponte sotto un cielo vorticoso rosso sangue",
    "three dragons guarding a heap of gold and gems":
        "tre draghi a guardia di un mucchio d'oro e di gemme",
    "Van Gogh's swirling night sky, crescent moon, cypress and village":
        "il cielo notturno vorticoso di Van Gogh, la falce di luna, il cipresso e il villaggio",
    "five decorated Easter eggs in the grass": "cinque uova di Pasqua decorate nell'erba",
    "four wrapped gift boxes with ribbons and bows": "quattro pacchi regalo con nastri e fiocchi",
    "two kittens in bubble helmets, a ringed planet and a rocket":
        "due gattini con caschi a bolla, un pianeta con anelli e un razzo",
    "a church window in five panes of coloured glass":
        "una finestra di chiesa in cinque vetri colorati",
    "a jack-o'-lantern, a ghost and a black cat under the moon":
        "una zucca di Halloween, un fantasma e un gatto nero sotto la luna",
    # figures
    "Berries and leaves": "Bacche e foglie", "Big box": "Scatola grande", "Black cat": "Gatto nero",
    "Branch": "Ramo", "Bridge": "Ponte", "Centre lancet": "Lancetta centrale", "Cypress": "Cipresso",
    "Disc": "Disco", "Egg": "Uovo", "Fjord": "Fiordo", "Flat box": "Scatola piatta",
    "Ghost": "Fantasma", "Green dragon": "Drago verde", "Hoard": "Tesoro",
    "Jack-o'-lantern": "Zucca di Halloween", "Left lancet": "Lancetta sinistra",
    "Long-neck": "Collo lungo", "Moon and stars": "Luna e stelle", "Night kitten": "Gattino notturno",
    "Orange kitten": "Gattino arancione", "Purple dragon": "Drago viola", "Red dragon": "Drago rosso",
    "Right lancet": "Lancetta destra", "Ringed planet": "Pianeta con anelli", "Rocket": "Razzo",
    "Rose": "Rosone", "Screamer": "L'urlatore", "Sill panel": "Davanzale", "Sky": "Cielo",
    "Small box": "Scatola piccola", "Stegosaurus": "Stegosauro", "Swirling sky": "Cielo vorticoso",
    "Tall box": "Scatola alta", "Tyrannosaurus": "Tirannosauro", "Village": "Villaggio",
    "Volcano": "Vulcano",
    # section labels
    "arm": "braccio", "back legs": "zampe posteriori", "back": "dorso", "base": "base",
    "beak bottom": "becco (sotto)", "beak top": "becco (sopra)", "bell": "campana",
    "belly": "pancia", "berry": "bacca", "boat": "barca", "body": "corpo", "bow": "fiocco",
    "branch (left)": "ramo (sinistra)", "branch (middle)": "ramo (centro)",
    "branch (right)": "ramo (destra)", "breast": "petto", "bridge deck": "ponte",
    "cap": "calotta", "centre": "centro", "church spire": "campanile", "coat": "mantello",
    "collar": "collare", "crest": "cresta", "crown": "corona", "cypress (foot)": "cipresso (piede)",
    "cypress (middle)": "cipresso (centro)", "cypress (top)": "cipresso (cima)",
    "emerald": "smeraldo", "eye": "occhio", "eyes": "occhi", "face": "muso", "feet": "zampe",
    "fields": "campi", "flame": "fiamma", "forehead stripes": "strisce sulla fronte",
    "front (left)": "davanti (sinistra)", "front (right)": "davanti (destra)",
    "front legs": "zampe anteriori", "ghost (head)": "fantasma (testa)",
    "ghost (sheet)": "fantasma (lenzuolo)", "glass": "vetro", "gold": "oro",
    "great swirl": "grande vortice", "grin": "ghigno", "head": "testa", "helmet": "casco",
    "hills": "colline", "horn": "corno", "house": "casa", "hull": "scafo", "jaw": "mascella",
    "lava": "lava", "leaf": "foglia", "left arm": "braccio sinistro",
    "left ear": "orecchio sinistro", "left eye": "occhio sinistro", "left fin": "pinna sinistra",
    "left hand": "mano sinistra", "left lobe": "lobo sinistro", "legs": "gambe",
    "lid (left)": "coperchio (sinistra)", "lid (right)": "coperchio (destra)",
    "lower band": "fascia bassa", "mask": "maschera", "middle band": "fascia centrale",
    "middle lobe": "lobo centrale", "moon halo": "alone della luna", "moon": "luna",
    "mouth": "bocca", "near shore": "riva vicina", "neck": "collo", "nose": "naso",
    "planet (north)": "pianeta (nord)", "planet (south)": "pianeta (sud)", "plates": "placche",
    "rail": "parapetto", "ribbon": "nastro", "right arm": "braccio destro",
    "right ear": "orecchio destro", "right eye": "occhio destro", "right fin": "pinna destra",
    "right hand": "mano destra", "right lobe": "lobo destro", "ring (back)": "anello (dietro)",
    "ring (bottom)": "anello (sotto)", "ring (front)": "anello (davanti)",
    "ring (right)": "anello (destra)", "ring (top)": "anello (sopra)", "roof": "tetto",
    "rose centre": "centro del rosone", "rose petal": "petalo del rosone", "ruby": "rubino",
    "sapphire": "zaffiro", "side": "fianco", "sill": "davanzale",
    "sky (blood red)": "cielo (rosso sangue)", "sky (high)": "cielo (alto)",
    "sky (low)": "cielo (basso)", "sky (orange)": "cielo (arancione)",
    "sky (yellow)": "cielo (giallo)", "smoke": "fumo", "snow": "neve", "spots": "macchie",
    "stalk": "picciolo", "star": "stella", "suit": "tuta", "sun": "sole",
    "swirl eye": "occhio del vortice", "swirl": "vortice", "tail spikes": "aculei della coda",
    "tail": "coda", "top band": "fascia alta", "twig": "rametto", "volcano": "vulcano",
    "walkers": "passanti", "water": "acqua", "window": "finestra", "wing": "ala",
}


def italian(text: str) -> str:
    """`text` (a sheet's name or subject, a figure's name, a section's label) in Italian."""
    part = re.fullmatch(r"(.+) \(part (\d+)\)", text)
    if part:
        return f"{italian(part.group(1))} (parte {part.group(2)})"
    if text in ITALIAN:
        return ITALIAN[text]
    numbered = re.fullmatch(r"(.+?) (\d+)( halo)?", text)
    if numbered and numbered.group(1) in ITALIAN:
        said = f"{ITALIAN[numbered.group(1)]} {numbered.group(2)}"
        return f"alone della {said}" if numbered.group(3) else said
    raise SystemExit(f"no Italian for {text!r}: add it to ITALIAN in {Path(__file__).name}")


def check_italian(word: str, field: str, text: str = "") -> None:
    """Stop unless the Italian of `word` (or of its text `field`) in the Fluent file is what
    `italian` makes of it: the line to add or correct is said (with the English beside it in
    `en/content/chroma_cubes.ftl`)."""
    from chroma_desktop.content.content_ftl import CONTENT, read_words, word_id, words_path

    english = read_words(words_path(DATA.parent, "en", CONTENT, "chroma_cubes"))
    term = next((term for term, fields in english.terms.items() if fields[""] == word), word_id(word))
    path = words_path(DATA.parent, "it", CONTENT, "chroma_cubes")
    wanted = italian(text or word)
    said = read_words(path).term_text(term, field)
    if said != wanted:
        where = f"-{term}" + (f".{field}" if field else "")
        raise SystemExit(f"{path}: {where} should say {wanted!r} (it says {said!r})")


def write(picture: Picture, folder: Path = DATA) -> Path:
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
    check_italian(picture.name, "")
    check_italian(picture.name, "subject", picture.subject)
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
        check_italian(fname, "")
        lines.append(f"      value: {value}")
        lines.append("      sections:")
        for figure, label, need, shape in sections:
            if figure != fid:
                continue
            colour = NEED[need[0]]
            assert set(need) == {need[0]}, need
            lines.append(f"        - label: \"{label}\"")
            check_italian(label, "")
            lines.append(f"          need: {{{colour}: {len(need)}}}")
            lines.append(f"          polygon: {_ring_text(shape.exterior.coords)}")
            if shape.interiors:
                holes = ", ".join(_ring_text(h.coords) for h in shape.interiors)
                lines.append(f"          holes: [{holes}]")
    path = folder / f"sheet_{picture.id}.yaml"
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
    # cut() gives the eastern piece first: b1 is on the sheet's right (issue 31).
    p.add("branch", "branch (right)", "OO", b1)
    p.add("branch", "branch (middle)", "O", b2)
    p.add("branch", "branch (left)", "OO", b3)
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
    wing = poly((0.35, 0.67), (0.42, 0.55), (0.52, 0.46), (0.62, 0.45), (0.61, 0.52), (0.53, 0.60),
                (0.44, 0.65))
    p.add("cardinal", "wing", "RR", wing)
    head = circle(0.67, 0.35, 0.10)
    p.add("cardinal", "head", "RRR", head)
    crest = poly((0.59, 0.31), (0.50, 0.13), (0.56, 0.16), (0.55, 0.09), (0.66, 0.22), (0.70, 0.27))
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
    # Volcano in the back, top left, with lava, smoke and the sun top right.
    p.add("volcano", "volcano", "PP", poly((0.04, 0.50), (0.19, 0.17), (0.31, 0.17), (0.47, 0.50)))
    p.add("volcano", "lava", "RRR", poly((0.19, 0.17), (0.31, 0.17), (0.29, 0.31), (0.26, 0.25),
                                         (0.23, 0.35), (0.21, 0.26)))
    p.add("volcano", "smoke", "B", unary_union([circle(0.20, 0.10, 0.045), circle(0.27, 0.08, 0.055),
                                                circle(0.33, 0.11, 0.04)]))
    p.add("volcano", "sun", "YY", circle(0.88, 0.10, 0.065))
    # Long-neck, top right: tail, body, neck, head, legs, spots.
    p.add("longneck", "tail", "Y", poly((0.86, 0.40), (0.98, 0.30), (0.98, 0.35), (0.88, 0.48)))
    p.add("longneck", "front legs", "O", box(0.63, 0.45, 0.68, 0.60))
    p.add("longneck", "back legs", "O", box(0.80, 0.45, 0.85, 0.60))
    p.add("longneck", "body", "GGGG", ellipse(0.74, 0.44, 0.15, 0.085))
    p.add("longneck", "neck", "GG", poly((0.61, 0.42), (0.53, 0.18), (0.59, 0.16), (0.69, 0.40)))
    p.add("longneck", "head", "G", ellipse(0.53, 0.15, 0.05, 0.03, -10))
    p.add("longneck", "spots", "YY", ellipse(0.76, 0.41, 0.05, 0.028))
    # Stegosaurus, bottom left: plates, tail spikes, legs, body, head.
    p.add("stegosaurus", "plates", "RR", poly((0.09, 0.76), (0.12, 0.62), (0.17, 0.70), (0.22, 0.58),
                                              (0.27, 0.68), (0.32, 0.60), (0.35, 0.72), (0.40, 0.76)))
    p.add("stegosaurus", "tail spikes", "O", poly((0.08, 0.80), (0.02, 0.70), (0.06, 0.78), (0.02, 0.84)))
    p.add("stegosaurus", "front legs", "P", box(0.29, 0.82, 0.34, 0.94))
    p.add("stegosaurus", "back legs", "PP", box(0.12, 0.82, 0.17, 0.94))
    p.add("stegosaurus", "body", "BBB", ellipse(0.24, 0.79, 0.17, 0.075))
    p.add("stegosaurus", "head", "B", ellipse(0.44, 0.82, 0.05, 0.03))
    # T. rex, bottom right: tail, legs, body, arm, head, jaw, eye.
    p.add("trex", "tail", "OO", poly((0.62, 0.80), (0.48, 0.96), (0.56, 0.96), (0.70, 0.84)))
    p.add("trex", "legs", "GG", poly((0.67, 0.82), (0.81, 0.82), (0.83, 0.96), (0.75, 0.96), (0.74, 0.90),
                                     (0.68, 0.96), (0.62, 0.96)))
    p.add("trex", "body", "OOOO", ellipse(0.73, 0.75, 0.10, 0.13, 30))
    p.add("trex", "arm", "Y", poly((0.80, 0.74), (0.88, 0.73), (0.88, 0.77), (0.80, 0.79)))
    p.add("trex", "head", "OO", ellipse(0.84, 0.62, 0.09, 0.055, -10))
    p.add("trex", "jaw", "R", poly((0.80, 0.655), (0.94, 0.635), (0.91, 0.69), (0.80, 0.69)))
    p.add("trex", "eye", "P", circle(0.86, 0.60, 0.015))
    return p


def dice() -> Picture:
    p = Picture("dice", "Dice", "two tumbling dice, each showing three pips; every pip is a disc",
                8, ("reroll_one", "flip_shared_symbol"),
                [(f"disc{i + 1}", f"Disc {i + 1}", 2) for i in range(6)],
                comments=["Each completed disc is worth 2 points, +1 if first: SOURCE (rulebook).",
                          "Six discs (one per colour) INFERRED."])
    order = ["red", "orange", "yellow", "green", "blue", "purple"]
    disc = 0
    for cx, cy, angle in ((0.28, 0.29, -12), (0.71, 0.70, 14)):
        half = 0.21
        square = rot(box(cx - half, cy - half, cx + half, cy + half).buffer(-0.035).buffer(0.035),
                     angle, (cx, cy))
        p.decor.append((list(square.exterior.coords)[:-1], True))
        # A second outline gives the die its depth.
        depth = move(square, 0.025, 0.025).difference(square)
        p.decor.append((list(_largest(depth).exterior.coords)[:-1], True))
        for dx, dy in ((-0.115, -0.115), (0.0, 0.0), (0.115, 0.115)):
            x, y = rot(Point(cx + dx, cy + dy), angle, (cx, cy)).coords[0]
            colour = LETTER[order[disc]]
            nxt = LETTER[order[(disc + 2) % 6]]
            fid = f"disc{disc + 1}"
            p.add(fid, "centre", colour, circle(x, y, 0.024))
            p.add(fid, "ring (top)", colour * 2, ring_sector(x, y, 0.024, 0.062, 180, 300))
            p.add(fid, "ring (right)", nxt * 2 if disc % 2 else nxt, ring_sector(x, y, 0.024, 0.062, 300, 420))
            p.add(fid, "ring (bottom)", colour * 3 if disc % 2 else colour,
                  ring_sector(x, y, 0.024, 0.062, 60, 180))
            disc += 1
    return p


def the_scream() -> Picture:
    p = Picture("the_scream", "The Scream", "Munch's screamer on the bridge under a blood-red swirling sky",
                8, ("wild_one", "extra_reserve_move"),
                [("sky", "Sky", 3), ("fjord", "Fjord", 2), ("bridge", "Bridge", 2), ("screamer", "Screamer", 3)],
                banned=("blue",),
                comments=["Sheet rule SOURCE (rulebook): do not use the blue die. Raindrop symbols still",
                          "show on the other dice. Figure values INFERRED."])
    lines = [[(0.02, 0.02), (0.98, 0.02)], wave_line(0.02, 0.98, 0.12, 0.025, 1.6, 0.3),
             wave_line(0.02, 0.98, 0.22, 0.03, 1.6, 1.2), wave_line(0.02, 0.98, 0.31, 0.03, 1.6, 2.0),
             wave_line(0.02, 0.98, 0.40, 0.02, 1.2, 2.8)]
    needs = [("sky (high)", "RR"), ("sky (blood red)", "RRR"), ("sky (orange)", "OOO"), ("sky (yellow)", "YY")]
    for (label, need), band in zip(needs, strata(lines), strict=False):
        p.add("sky", label, need, band)
    # The fjord: hills beyond, the water, the near shore.
    land = Polygon(wave_line(0.02, 0.98, 0.40, 0.02, 1.2, 2.8) + [(0.98, 0.98), (0.02, 0.98)])
    p.add("fjord", "hills", "GGG", land.intersection(box(0, 0, 1, 0.60)))
    p.add("fjord", "near shore", "PP", poly((0.237, 0.50), (0.98, 0.50), (0.98, 0.98), (0.45, 0.98),
                                            (0.469, 0.74)))
    water = Polygon([(0.30, 0.50)] + wave_line(0.40, 0.98, 0.47, 0.02, 1.0, 0.5)[::-1][::-1]
                    + [(0.98, 0.66), (0.75, 0.70), (0.55, 0.62)])
    p.add("fjord", "water", "BB", water)
    p.add("fjord", "boat", "Y", ellipse(0.80, 0.54, 0.04, 0.012))
    # The bridge runs from the bottom left up to the left edge, its rail on the right side; both
    # end under the screamer.
    p.add("bridge", "bridge deck", "OO", poly((0.02, 0.98), (0.02, 0.37), (0.12, 0.46), (0.40, 0.74),
                                              (0.40, 0.98)))
    p.add("bridge", "rail", "PPP", poly((0.12, 0.42), (0.16, 0.42), (0.469, 0.74), (0.40, 0.74), (0.12, 0.46)))
    p.add("bridge", "walkers", "PP", unary_union([box(0.05, 0.41, 0.075, 0.52), box(0.09, 0.42, 0.115, 0.52),
                                                  circle(0.0625, 0.40, 0.016), circle(0.1025, 0.41, 0.016),
                                                  box(0.05, 0.50, 0.115, 0.52)]))
    # The screamer: coat, head, hands, eyes and mouth.
    p.add("screamer", "coat", "PPPP", poly((0.33, 0.98), (0.36, 0.80), (0.42, 0.70), (0.52, 0.70),
                                           (0.56, 0.80), (0.58, 0.98)))
    p.add("screamer", "head", "YYY", ellipse(0.47, 0.60, 0.065, 0.095))
    p.add("screamer", "left hand", "O", poly((0.37, 0.55), (0.40, 0.53), (0.42, 0.67), (0.39, 0.71)))
    p.add("screamer", "right hand", "O", poly((0.52, 0.67), (0.54, 0.53), (0.57, 0.55), (0.55, 0.71)))
    p.add("screamer", "left eye", "G", ellipse(0.445, 0.57, 0.014, 0.02))
    p.add("screamer", "right eye", "G", ellipse(0.495, 0.57, 0.014, 0.02))
    p.add("screamer", "mouth", "R", ellipse(0.47, 0.64, 0.016, 0.028))
    return p


def dragons_hoard() -> Picture:
    p = Picture("dragons_hoard", "Dragon's Hoard", "three dragons guarding a heap of gold and gems",
                8, ("reroll_one", "extra_reserve_move"),
                [("red_dragon", "Red dragon", 3), ("green_dragon", "Green dragon", 3),
                 ("purple_dragon", "Purple dragon", 3), ("hoard", "Hoard", 2)],
                version="2016.01.16",
                comments=["Three dragons: SOURCE (2014 review, trollitc.com). Figure values INFERRED."])

    def dragon(fid, x, y, colour, wing, belly, scale, facing_left):
        def place(shape):
            if facing_left:
                shape = affinity.scale(shape, -1, 1, origin=(0, 0))
            return affinity.translate(affinity.scale(shape, scale, scale, origin=(0, 0)), x, y)

        p.add(fid, "tail", colour, place(poly((-0.11, 0.02), (-0.22, 0.06), (-0.30, 0.00), (-0.33, -0.06),
                                                (-0.29, -0.03), (-0.22, 0.00), (-0.12, -0.04))))
        p.add(fid, "wing", wing * 2, place(poly((-0.07, -0.05), (-0.17, -0.27), (-0.11, -0.21),
                                                (-0.05, -0.29), (-0.01, -0.20), (0.05, -0.24),
                                                (0.04, -0.06))))
        p.add(fid, "body", colour * 3, place(ellipse(0, 0, 0.13, 0.065)))
        p.add(fid, "belly", belly * 2, place(ellipse(0.01, 0.03, 0.09, 0.03)))
        p.add(fid, "neck", colour * 2, place(poly((0.06, -0.03), (0.15, -0.16), (0.21, -0.14),
                                                  (0.13, 0.02))))
        p.add(fid, "head", colour * 2, place(unary_union([ellipse(0.19, -0.18, 0.055, 0.04),
                                                          ellipse(0.25, -0.165, 0.05, 0.024)])))
        p.add(fid, "horn", "Y", place(poly((0.16, -0.205), (0.12, -0.28), (0.20, -0.215))))

    dragon("red_dragon", 0.22, 0.70, "R", "P", "O", 0.85, False)
    dragon("purple_dragon", 0.78, 0.70, "P", "B", "Y", 0.85, True)
    dragon("green_dragon", 0.42, 0.32, "G", "B", "Y", 0.95, False)
    heap = poly((0.33, 0.97), (0.40, 0.80), (0.50, 0.74), (0.60, 0.80), (0.67, 0.97))
    pieces = cut(heap, ((0, 0.86), (1, 0.86)), ((0.5, 0.5), (0.5, 1)))
    needs = ["YYY", "YY", "YYYY", "OO"]
    for i, piece in enumerate(pieces):
        p.add("hoard", f"gold {i + 1}", needs[i], piece)
    p.add("hoard", "crown", "YY", poly((0.44, 0.74), (0.45, 0.66), (0.48, 0.70), (0.50, 0.64), (0.52, 0.70),
                                       (0.55, 0.66), (0.56, 0.74)))
    p.add("hoard", "ruby", "R", star(0.43, 0.90, 0.025, 0.013, 6))
    p.add("hoard", "sapphire", "B", poly((0.57, 0.86), (0.60, 0.89), (0.57, 0.92), (0.54, 0.89)))
    p.add("hoard", "emerald", "G", poly((0.48, 0.80), (0.52, 0.80), (0.53, 0.83), (0.50, 0.85), (0.47, 0.83)))
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
    hills_top = wave_line(0.02, 0.98, 0.62, 0.03, 1.0, 0.6)
    lines = [[(0.02, 0.02), (0.98, 0.02)], wave_line(0.02, 0.98, 0.20, 0.035, 1.2, 0.0),
             wave_line(0.02, 0.98, 0.38, 0.04, 1.2, 1.0), hills_top]
    for (label, need), band in zip([("sky (high)", "BBB"), ("great swirl", "BBBB"), ("sky (low)", "GG")],
                                   strata(lines), strict=False):
        p.add("sky", label, need, band)
    # The swirl's curl in the middle of the sky.
    p.add("sky", "swirl", "P", ring_sector(0.50, 0.29, 0.05, 0.085, 60, 380))
    p.add("sky", "swirl eye", "B", circle(0.50, 0.29, 0.045))
    p.add("moon_stars", "moon halo", "OO", circle(0.84, 0.16, 0.11))
    p.add("moon_stars", "moon", "YYY", circle(0.84, 0.16, 0.08).difference(circle(0.88, 0.13, 0.07)))
    for i, (x, y, r) in enumerate(((0.30, 0.11, 0.05), (0.60, 0.10, 0.045), (0.74, 0.44, 0.045),
                                   (0.34, 0.48, 0.04))):
        p.add("moon_stars", f"star {i + 1} halo", "O" if i % 2 else "GG", circle(x, y, r))
        p.add("moon_stars", f"star {i + 1}", "YY" if i % 2 == 0 else "Y", circle(x, y, r * 0.5))
    ground = wave_line(0.02, 0.98, 0.74, 0.015, 0.8, 2.0)
    p.add("village", "hills", "BB", strata([hills_top, ground])[0])
    p.add("village", "fields", "GG", Polygon(ground + [(0.98, 0.98), (0.02, 0.98)]))
    for i, x in enumerate((0.42, 0.56, 0.70, 0.84)):
        p.add("village", f"house {i + 1}", "Y" if i % 2 else "BB", box(x, 0.82, x + 0.09, 0.91))
        p.add("village", f"roof {i + 1}", "OO" if i % 2 else "O", poly((x - 0.01, 0.82), (x + 0.045, 0.76),
                                                                    (x + 0.10, 0.82)))
    p.add("village", "church spire", "P", poly((0.64, 0.76), (0.665, 0.62), (0.69, 0.76)))
    # The cypress flame in front, left.
    flame = poly((0.02, 0.98), (0.02, 0.16), (0.07, 0.13), (0.13, 0.05), (0.17, 0.22), (0.16, 0.34),
                 (0.21, 0.46), (0.20, 0.58), (0.26, 0.72), (0.28, 0.98))
    c1, c2, c3 = cut(flame, ((0, 0.36), (1, 0.40)), ((0, 0.68), (1, 0.66)))
    p.add("cypress", "cypress (top)", "GG", c1)
    p.add("cypress", "cypress (middle)", "GGG", c2)
    p.add("cypress", "cypress (foot)", "GGGG", c3)
    return p


def _egg(x, y, w, h):
    """An egg with the narrow end up."""
    shape = ellipse(0, 0, 1, 1)
    pts = [(px * (1 + 0.16 * py) * w, py * h) for px, py in shape.exterior.coords]
    return move(Polygon(pts), x, y)


def easter_eggs() -> Picture:
    p = Picture("easter_eggs", "Easter Eggs", "five decorated Easter eggs in the grass",
                8, ("wild_one", "flip_shared_symbol"),
                [(f"egg{i + 1}", f"Egg {i + 1}", 2) for i in range(5)],
                version="2017.02.11",
                comments=["Five eggs of 2 points each SOURCE (rulebook); also the solo cairn sheet.",
                          "Cairns: the solo sheet's stones are not public; 5 cairns of 4 stones with one",
                          "trade and one bonus stone each are INFERRED (GAME-DATA.md 3.4)."])
    grass = [(0.02, 0.93), (0.08, 0.86), (0.12, 0.92), (0.22, 0.84), (0.30, 0.92), (0.42, 0.85),
             (0.52, 0.92), (0.62, 0.84), (0.72, 0.92), (0.84, 0.85), (0.90, 0.91), (0.98, 0.86)]
    p.decor.append((grass, False))
    eggs = [(0.19, 0.28, 0.14, 0.21), (0.50, 0.26, 0.14, 0.21), (0.81, 0.28, 0.14, 0.21),
            (0.34, 0.68, 0.14, 0.21), (0.66, 0.68, 0.14, 0.21)]
    plans = [["PP", "Y", "GGG", "O", "RR"], ["BB", "OOO", "Y", "RR", "G"], ["Y", "RRR", "B", "PP", "OO"],
             ["GG", "B", "OOOO", "Y", "P"], ["RR", "GG", "P", "BBB", "Y"]]
    names = ["cap", "top band", "middle band", "lower band", "base"]
    for i, (x, y, w, h) in enumerate(eggs):
        egg = _egg(x, y, w, h)
        cuts = [y - 0.12, y - 0.04, y + 0.04, y + 0.12]
        for j in range(5):
            top = cuts[j - 1] if j > 0 else None
            bottom = cuts[j] if j < 4 else None
            band = zigzag_band(egg, top, bottom, teeth=5, depth=0.012)
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

    def gift(fid, x0, y0, w, h, d, front, side, lid, ribbon, bow):
        xm, rw = x0 + w / 2, w * 0.07
        p.add(fid, "front (left)", front[0], box(x0, y0, xm - rw, y0 + h))
        p.add(fid, "front (right)", front[1], box(xm + rw, y0, x0 + w, y0 + h))
        p.add(fid, "side", side, poly((x0 + w, y0), (x0 + w + d, y0 - d), (x0 + w + d, y0 + h - d),
                                      (x0 + w, y0 + h)))
        p.add(fid, "lid (left)", lid, poly((x0, y0), (x0 + d, y0 - d), (xm - rw + d, y0 - d), (xm - rw, y0)))
        p.add(fid, "lid (right)", lid[0], poly((xm + rw, y0), (xm + rw + d, y0 - d), (x0 + w + d, y0 - d),
                                               (x0 + w, y0)))
        p.add(fid, "ribbon", ribbon, poly((xm - rw, y0 + h), (xm - rw, y0), (xm - rw + d, y0 - d),
                                          (xm + rw + d, y0 - d), (xm + rw, y0), (xm + rw, y0 + h)))
        bx, by = xm + d / 2, y0 - d / 2
        loops = unary_union([poly((bx - 0.01, by), (bx - 0.08, by - 0.07), (bx - 0.09, by - 0.01)),
                             poly((bx + 0.01, by), (bx + 0.08, by - 0.07), (bx + 0.09, by - 0.01)),
                             circle(bx, by - 0.005, 0.018)])
        p.add(fid, "bow", bow, loops)

    gift("big_box", 0.05, 0.24, 0.34, 0.24, 0.07, ("BB", "BB"), "RRR", "YY", "OO", "YYY")
    gift("tall_box", 0.58, 0.16, 0.22, 0.32, 0.07, ("PP", "P"), "PP", "G", "OO", "RR")
    gift("small_box", 0.07, 0.70, 0.24, 0.20, 0.06, ("G", "G"), "G", "Y", "R", "RR")
    gift("flat_box", 0.46, 0.76, 0.38, 0.14, 0.07, ("OO", "O"), "O", "BB", "P", "B")
    return p


def space_kittens() -> Picture:
    p = Picture("space_kittens", "Space Kittens", "two kittens in bubble helmets, a ringed planet and a rocket",
                8, ("reroll_one", "flip_shared_symbol"),
                [("planet", "Ringed planet", 2), ("orange_kitten", "Orange kitten", 3),
                 ("grey_kitten", "Night kitten", 3), ("rocket", "Rocket", 2)],
                comments=["Figure values 2, 3, 3, 2 SOURCE (rulebook)."])
    planet = circle(0.78, 0.20, 0.11)
    ring = ellipse(0.78, 0.21, 0.19, 0.045, -15).difference(ellipse(0.78, 0.21, 0.125, 0.02, -15))
    front = ring.intersection(rot(box(0.0, 0.21, 1.2, 0.6), -15, (0.78, 0.21)))
    p.add("planet", "ring (back)", "Y", ring.difference(front).difference(planet))
    north, south = sorted(planet.difference(front).geoms, key=lambda g: g.centroid.y)
    p.add("planet", "planet (north)", "GGG", north)
    p.add("planet", "planet (south)", "G", south)
    p.add("planet", "ring (front)", "YY", front)
    p.add("planet", "moon", "P", circle(0.56, 0.08, 0.035))

    def kitten(fid, x, y, fur, stripe, eyes, suit):
        p.add(fid, "helmet", "BB", circle(x, y, 0.17))
        p.add(fid, "suit", suit, poly((x - 0.15, y + 0.40), (x - 0.13, y + 0.18), (x + 0.13, y + 0.18),
                                      (x + 0.15, y + 0.40)))
        p.add(fid, "left ear", fur, poly((x - 0.11, y - 0.04), (x - 0.09, y - 0.14), (x - 0.03, y - 0.07)))
        p.add(fid, "right ear", fur, poly((x + 0.11, y - 0.04), (x + 0.09, y - 0.14), (x + 0.03, y - 0.07)))
        p.add(fid, "face", fur * 3, ellipse(x, y, 0.11, 0.09))
        p.add(fid, "forehead stripes", stripe * 2, poly((x - 0.03, y - 0.09), (x + 0.03, y - 0.09), (x, y - 0.04)))
        p.add(fid, "eyes", eyes, unary_union([ellipse(x - 0.045, y - 0.01, 0.022, 0.026),
                                              ellipse(x + 0.045, y - 0.01, 0.022, 0.026),
                                              box(x - 0.045, y - 0.015, x + 0.045, y - 0.005)]))
        p.add(fid, "nose", "R", poly((x - 0.03, y + 0.025), (x + 0.03, y + 0.025), (x, y + 0.06)))

    kitten("orange_kitten", 0.25, 0.38, "O", "R", "G", "BB")
    kitten("grey_kitten", 0.60, 0.56, "P", "B", "Y", "YY")
    hull = poly((0.86, 0.56), (0.93, 0.66), (0.93, 0.86), (0.79, 0.86), (0.79, 0.66))
    p.add("rocket", "left fin", "P", poly((0.79, 0.76), (0.73, 0.90), (0.79, 0.86)))
    p.add("rocket", "right fin", "PP", poly((0.93, 0.76), (0.98, 0.90), (0.93, 0.86)))
    p.add("rocket", "hull", "RRR", hull)
    p.add("rocket", "window", "B", circle(0.86, 0.70, 0.03))
    p.add("rocket", "flame", "OO", poly((0.80, 0.86), (0.92, 0.86), (0.86, 0.98)))
    for i, (x, y) in enumerate(((0.10, 0.08), (0.42, 0.12), (0.08, 0.90), (0.40, 0.92))):
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
    p.add("cat", "moon", "YY", circle(0.82, 0.15, 0.11))
    # Ghost, top middle-left.
    ghost = unary_union([circle(0.40, 0.28, 0.15), poly((0.25, 0.28), (0.55, 0.28), (0.58, 0.60), (0.52, 0.55),
                                                         (0.46, 0.61), (0.40, 0.55), (0.34, 0.61), (0.28, 0.55),
                                                         (0.22, 0.60))])
    g1, g2 = cut(ghost, ((0, 0.40), (1, 0.43)))
    p.add("ghost", "ghost (head)", "BBB", g1)
    p.add("ghost", "ghost (sheet)", "BB", g2)
    p.add("ghost", "left arm", "B", poly((0.25, 0.38), (0.13, 0.30), (0.12, 0.34), (0.25, 0.45)))
    p.add("ghost", "right arm", "B", poly((0.55, 0.36), (0.66, 0.30), (0.68, 0.34), (0.56, 0.44)))
    p.add("ghost", "left eye", "P", ellipse(0.35, 0.26, 0.025, 0.04))
    p.add("ghost", "right eye", "P", ellipse(0.45, 0.26, 0.025, 0.04))
    p.add("ghost", "mouth", "PP", ellipse(0.40, 0.355, 0.035, 0.04))
    # Pumpkin, bottom left.
    cx, cy = 0.27, 0.78
    p.add("pumpkin", "stalk", "GG", poly((cx - 0.02, cy - 0.16), (cx + 0.01, cy - 0.24), (cx + 0.04, cy - 0.23),
                                         (cx + 0.02, cy - 0.15)))
    pumpkin = ellipse(cx, cy, 0.23, 0.17)
    lobes = cut(pumpkin, ((cx - 0.15, 0), (cx - 0.13, 1)), ((cx + 0.15, 0), (cx + 0.13, 1)))
    for i, lobe in enumerate(lobes):
        p.add("pumpkin", ["left lobe", "middle lobe", "right lobe"][i], ["OOO", "OOOO", "OO"][i], lobe)
    p.add("pumpkin", "left eye", "Y", poly((cx - 0.10, cy - 0.02), (cx - 0.065, cy - 0.09), (cx - 0.03, cy - 0.02)))
    p.add("pumpkin", "right eye", "Y", poly((cx + 0.03, cy - 0.02), (cx + 0.065, cy - 0.09), (cx + 0.10, cy - 0.02)))
    p.add("pumpkin", "grin", "YY", poly((cx - 0.11, cy + 0.03), (cx - 0.05, cy + 0.06), (cx - 0.025, cy + 0.03),
                                       (cx, cy + 0.07), (cx + 0.025, cy + 0.03), (cx + 0.05, cy + 0.06),
                                       (cx + 0.11, cy + 0.03), (cx, cy + 0.12)))
    # Cat, right.
    x, y = 0.74, 0.66
    p.add("cat", "tail", "PP", poly((x + 0.06, y + 0.24), (x + 0.18, y + 0.12), (x + 0.17, y - 0.02),
                                    (x + 0.20, y - 0.03), (x + 0.22, y + 0.13), (x + 0.09, y + 0.29)))
    p.add("cat", "body", "PPPP", ellipse(x, y + 0.16, 0.13, 0.16))
    p.add("cat", "head", "PPP", circle(x, y - 0.06, 0.09))
    p.add("cat", "left ear", "P", poly((x - 0.085, y - 0.08), (x - 0.08, y - 0.20), (x - 0.02, y - 0.145)))
    p.add("cat", "right ear", "R", poly((x + 0.085, y - 0.08), (x + 0.08, y - 0.20), (x + 0.02, y - 0.145)))
    p.add("cat", "left eye", "G", ellipse(x - 0.035, y - 0.075, 0.018, 0.025))
    p.add("cat", "right eye", "G", ellipse(x + 0.035, y - 0.075, 0.018, 0.025))
    p.add("cat", "collar", "O", ellipse(x, y + 0.03, 0.07, 0.02))
    p.add("cat", "bell", "Y", circle(x, y + 0.055, 0.015))
    return p


SHEETS = {f.__name__: f for f in (cardinal, dinosaurs, dice, the_scream, dragons_hoard, starry_night,
                                  easter_eggs, gifts, space_kittens, stained_glass, halloween_trio)}


def main(argv: list[str]) -> int:
    import argparse

    parser = argparse.ArgumentParser(description="Write the Chroma Cubes sheets as YAML.")
    parser.add_argument("--out", type=Path, default=DATA, help="folder to write (default: data)")
    parser.add_argument("sheets", nargs="*", metavar="sheet", help=", ".join(SHEETS))
    args = parser.parse_args(argv)
    unknown = [name for name in args.sheets if name not in SHEETS]
    if unknown:
        parser.error(f"unknown sheet {unknown[0]!r} (choose from {', '.join(SHEETS)})")
    args.out.mkdir(parents=True, exist_ok=True)
    for name in args.sheets or list(SHEETS):
        write(SHEETS[name](), args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
