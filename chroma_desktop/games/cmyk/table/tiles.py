"""CMYK! tiles drawn from data: triangle geometry on the table and each tile's face.

A tile is three sub-triangles, one per side (the centre to that side's two corners), each filled
with the ink of its edge at its level, white at 0 % to the full ink at 100 %, and marked with the
level's glyph and percentage so it reads without colour. K-tiles are black with their inks'
letters. Positions follow `rules/cmyk/grid.py`: lattice point (q, r) lies at q * (1, 0) +
r * (1/2, sqrt(3)/2), "forward" (away from the player) is up on the table.
"""

from __future__ import annotations

from functools import lru_cache

from chroma_desktop.games.cmyk.config import K_LEVEL, CmykConfig
from chroma_desktop.games.cmyk.grid import UP, Cell, corners
from chroma_desktop.ui.items.card_item import readable_ink
from chroma_desktop.ui.items.shape_item import ShapeFace, ShapeMark, ShapePart

SQRT3 = 3 ** 0.5
# The two corners (indices into `grid.corners`) of side 0, 1 and 2: up = bottom, left, right;
# down = top, right, left (see grid.py).
SIDE_CORNERS = (((0, 1), (0, 2), (1, 2)), ((1, 2), (0, 1), (0, 2)))
K_FILL = "#161616"
EDGE = "#2B2A27"
OPEN_FILL = "#22000000"
OPEN_OUTLINE = "#66FFFFFF"
HAND_SIZE = 120.0  # from this size on a tile's marks also name their inks (the tile in hand)
NUMBERS_FROM = 40.0  # from this size on a mark is its percentage, below it the level's glyph
K_LETTER_FROM = 80.0  # from this size on a K-tile also says K in its middle (its black says it)
INITIAL_MARK = "●"  # on each mosaic's initial tile, towards its first corner
INITIAL_REACH = 0.5
HAND_REACH = 0.64  # of the way from the tile's centre to that corner
# The least type a mark is drawn in (a mark's size is its type scale times 10): 9 px on screen
# when the table is fitted into a 1024x640 window (issue 31). A mark that would be smaller gives
# way to a shorter one (a number to its level's glyph) or to none: the fill still shows the ink.
READABLE_MARK = 12.0


def point(q: float, r: float, size: float) -> tuple[float, float]:
    """Where lattice point (q, r) lies, for tiles `size` wide, relative to the origin point."""
    return size * (q + r / 2), -size * r * SQRT3 / 2


def centre(cell: Cell, size: float) -> tuple[float, float]:
    """The centre of `cell` on the table, relative to the origin point."""
    points = [point(q, r, size) for q, r in corners(cell)]
    return sum(x for x, _ in points) / 3, sum(y for _, y in points) / 3


def outline(orientation: int, size: float) -> tuple[tuple[float, float], ...]:
    """A triangle's corners around its centre, in `grid.corners` order."""
    cx, cy = centre((0, 0, orientation), size)
    return tuple((x - cx, y - cy) for x, y in (point(q, r, size)
                                               for q, r in corners((0, 0, orientation))))


def bounds(cells, size: float) -> tuple[float, float, float, float]:
    """(left, top, right, bottom) of `cells`, relative to the origin point."""
    xs, ys = [], []
    for cell in cells:
        for q, r in corners(cell):
            x, y = point(q, r, size)
            xs.append(x)
            ys.append(y)
    return min(xs), min(ys), max(xs), max(ys)


def ink_fill(hue: str, percent: int) -> str:
    """The ink at `percent`: white at 0 %, the full ink at 100 %, pale to deep between."""
    share = 0.0 if percent <= 0 else 0.18 + 0.82 * percent / 100
    channels = (int(hue[i:i + 2], 16) for i in (1, 3, 5))
    return "#" + "".join(f"{round(255 + (c - 255) * share):02X}" for c in channels)


class TileFaces:
    """Faces of the tiles of one game, cached by tile, rotation, orientation and size."""

    def __init__(self, config: CmykConfig, hues: tuple[str, ...]) -> None:
        self.config = config
        self.hues = hues
        self.face = lru_cache(maxsize=2048)(self._face)

    def _face(self, tile: int, rotation: int, orientation: int, size: float,
              initial: bool = False) -> ShapeFace:
        """Tile `tile` turned by `rotation` on a cell of `orientation`, `size` wide; the
        initial tile of a mosaic (what the log counts places from) has a dot towards a corner."""
        config = self.config
        shape = outline(orientation, size)
        codes = config.edges[tile][rotation]
        parts: list[ShapePart] = []
        marks: list[ShapeMark] = []
        for side, code in enumerate(codes):
            a, b = (shape[i] for i in SIDE_CORNERS[orientation][side])
            ink, level = divmod(code, 8)
            k_tile = level == K_LEVEL
            fill = K_FILL if k_tile else ink_fill(self.hues[ink], config.level_percents[level])
            parts.append(ShapePart(((0.0, 0.0), a, b), fill, "#55000000", 0.8))
            text = self._mark_text(ink, level, size, level_side=abs(a[1] - b[1]) < 1e-6)
            if text:
                # Towards the side's middle, where the edge meets its neighbour's mark: about as
                # far from that mark as from this tile's other marks.
                # The tile in hand's marks (ink and percentage) reach further out, two lines
                # in smaller type (`_mark_size`), or two sides' marks meet in the middle.
                reach = 0.55 if size < HAND_SIZE else HAND_REACH
                x, y = (a[0] + b[0]) / 2 * reach, (a[1] + b[1]) / 2 * reach
                colour = "#E8E8E8" if k_tile else readable_ink(fill).name()
                marks.append(ShapeMark(x, y, text, colour=colour,
                                       size=self._mark_size(size, text)))
        if config.is_k(tile) and size >= K_LETTER_FROM:
            marks.append(ShapeMark(0.0, 0.0, "K", colour="#FFFFFF", size=self._mark_size(size, "K")))
        elif initial and size / 6 >= READABLE_MARK:
            # Towards a corner, between two sides' marks: in the middle it lay on all three.
            corner_x, corner_y = shape[0]
            marks.append(ShapeMark(corner_x * INITIAL_REACH, corner_y * INITIAL_REACH,
                                   INITIAL_MARK, colour=EDGE, size=size / 6))
        parts.append(ShapePart(shape, "", EDGE, 1.6 if size >= 36 else 1.0))
        return ShapeFace(tuple(parts), tuple(marks))

    def _mark_text(self, ink: int, level: int, size: float, level_side: bool = False) -> str:
        """A side's mark: its percentage where it can be read at the table's usual size, else
        the level's glyph (the legend names them); the tile in hand also names its inks, above
        the percentage, or beside it on the level side (the triangle is low there)."""
        config = self.config
        if level == K_LEVEL:
            letter = config.ink_ids[ink]
            return letter if self._readable(size, letter) else ""
        percent = str(config.level_percents[level])
        if size >= HAND_SIZE:
            return f"{config.ink_ids[ink]}{' ' if level_side else chr(10)}{percent}"
        # Numbers on every side or on none: a tile where 100 would be too small shows glyphs.
        if size >= NUMBERS_FROM and self._readable(size, "100"):
            return percent
        glyph = config.level_glyphs[level]
        return glyph if self._readable(size, glyph) else ""

    @classmethod
    def _readable(cls, size: float, text: str) -> bool:
        return cls._mark_size(size, text) >= READABLE_MARK

    @staticmethod
    def _mark_size(size: float, text: str) -> float:
        """Type as large as the side's part of the tile holds beside its neighbours' marks: a
        little over a seventh of the tile's width (a three-digit 100 less), a glyph larger."""
        if len(text) == 1 and not text.isalpha():
            return min(16.0, size / 4.2)
        lines = text.split("\n")
        longest = max(len(line) for line in lines)
        return min(16.0 if len(lines) == 1 else 14.0, size / (6.4 if longest <= 2 else 7.4))

    @staticmethod
    @lru_cache(maxsize=64)
    def open_face(orientation: int, size: float) -> ShapeFace:
        """An empty space next to a mosaic, where a tile may be dropped."""
        return ShapeFace((ShapePart(outline(orientation, size), OPEN_FILL, OPEN_OUTLINE, 1.0),))

    @staticmethod
    @lru_cache(maxsize=16)
    def stack_face(size: float) -> ShapeFace:
        """The tiles under a pile's top tile: a dark triangle peeking out."""
        return ShapeFace((ShapePart(outline(UP, size), "#3A3F3C", "#202020", 1.2),))
