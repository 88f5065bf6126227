"""What a CMYK! mosaic shows for scoring: hexagons, marks, rows, outline; worked out once a mosaic.

A mosaic grown by one tile from another (`Mosaic.with_tile`) gets its features from the other's
and the new tile alone: only hexagons round the new tile can be completed, only the run of its
row through it can grow, and only it and the tiles it touches change how many tiles each touches.
The bots value every placement they consider this way, so this is the search's inner loop; a
mosaic built any other way (a position read from text, a tile moved) is counted whole.
"""

from typing import NamedTuple

from chroma_desktop.games.cmyk import grid
from chroma_desktop.games.cmyk.config import CmykConfig
from chroma_desktop.games.cmyk.mosaic import Mosaic


class Features(NamedTuple):
    tiles: int
    k_tiles: int
    hexagons: int
    spaces: int  # empty cells whose three sides all touch tiles
    longest_row: int
    height: int
    pointy: int  # tiles touching exactly one other tile
    equal_marks: int
    marks: tuple[tuple[int, ...], ...]  # per ink, tiles showing each level
    rows: tuple[int, int] = (0, -1)  # the lowest and highest row holding a tile
    outline: frozenset[grid.Cell] = frozenset()  # the cells holding tiles

    # Any tile can make or break a symmetry, and only a mirror objective asks: worked out when asked.
    @property
    def mirror_vertical(self) -> bool:
        return grid.mirror_vertical(self.outline)

    @property
    def mirror_horizontal(self) -> bool:
        return grid.mirror_horizontal(self.outline)


def features(config: CmykConfig, mosaic: Mosaic) -> Features:
    """The features of `mosaic`, kept on it once worked out."""
    known = mosaic._features
    if known is None:
        grown_from = mosaic.grown_from()
        if grown_from is None:
            known = _count(config, mosaic)
        else:
            parent, cell = grown_from
            known = _grow(config, features(config, parent), mosaic, cell)
        mosaic.settle(known)
    return known


def _count(config: CmykConfig, mosaic: Mosaic) -> Features:
    """The features counted over the whole mosaic."""
    cells = mosaic.cells
    indices = config.level_indices
    marks = [[0] * len(config.level_percents) for _ in config.ink_ids]
    k_tiles = equal = pointy = 0
    rows: dict[int, list[int]] = {}
    points: set[tuple[int, int]] = set()
    for cell, (tile, _rotation) in cells.items():
        levels = indices[tile]
        if levels is None:
            k_tiles += 1
        else:
            for ink, level in enumerate(levels):
                marks[ink][level] += 1
            equal += len(set(levels)) == 1
        if _touching(cells, cell) == 1:
            pointy += 1
        rows.setdefault(cell[1], []).append(grid.column(cell))
        if cell[2] == grid.UP:
            points.update(grid.corners(cell))
    hexagons = sum(1 for point in points if _full_hexagon(cells, point))
    spaces = sum(1 for need in mosaic.open_cells(config).values() if len(need) == 3)
    longest = 0
    for xs in rows.values():
        xs.sort()
        run = 1
        for a, b in zip(xs, xs[1:], strict=False):
            run = run + 1 if b == a + 1 else 1
            longest = max(longest, run)
        longest = max(longest, 1)
    span = (min(rows), max(rows)) if rows else (0, -1)
    return Features(
        tiles=len(cells), k_tiles=k_tiles, hexagons=hexagons, spaces=spaces, longest_row=longest,
        height=span[1] - span[0] + 1, pointy=pointy, equal_marks=equal,
        marks=tuple(tuple(m) for m in marks), rows=span, outline=frozenset(cells))


def _grow(config: CmykConfig, before: Features, mosaic: Mosaic, cell: grid.Cell) -> Features:
    """The features of `mosaic`, which is a mosaic with features `before` plus a tile on `cell`."""
    cells = mosaic.cells
    levels = config.level_indices[cells[cell][0]]
    k_tiles, equal, marks = before.k_tiles, before.equal_marks, before.marks
    if levels is None:
        k_tiles += 1
    else:
        marks = tuple((*counts[:level], counts[level] + 1, *counts[level + 1:])
                      for counts, level in zip(marks, levels, strict=True))
        equal += len(set(levels)) == 1
    # Pointy tiles touch exactly one tile: the new tile, and each tile it touches, may change.
    touched = [beside for beside in grid.neighbours(cell) if beside in cells]
    pointy = before.pointy + (len(touched) == 1)
    for beside in touched:
        was = _touching(cells, beside) - 1
        pointy += (was == 0) - (was == 1)
    hexagons = before.hexagons + sum(1 for point in grid.corners(cell) if _full_hexagon(cells, point))
    # Enclosed spaces (empty cells touching three tiles): the new tile's cell stops being one,
    # the empty cells it touches may become one.
    spaces = before.spaces - (len(touched) == 3)
    for beside in grid.neighbours(cell):
        if beside not in cells:
            spaces += _touching(cells, beside) == 3
    row = cell[1]
    span = (row, row) if not before.tiles else (min(before.rows[0], row), max(before.rows[1], row))
    return Features(
        tiles=len(cells), k_tiles=k_tiles, hexagons=hexagons, spaces=spaces,
        longest_row=max(before.longest_row, _run_through(cells, cell)),
        height=span[1] - span[0] + 1, pointy=pointy, equal_marks=equal, marks=marks, rows=span,
        outline=frozenset(cells))


def _touching(cells: dict[grid.Cell, tuple[int, int]], cell: grid.Cell) -> int:
    first, second, third = grid.neighbours(cell)
    return (first in cells) + (second in cells) + (third in cells)


def _full_hexagon(cells: dict[grid.Cell, tuple[int, int]], point: tuple[int, int]) -> bool:
    return cells.keys() >= grid.hexagon_cells(point)


def _run_through(cells: dict[grid.Cell, tuple[int, int]], cell: grid.Cell) -> int:
    """How many tiles side by side in `cell`'s row the run through `cell` holds."""
    x, row = grid.column(cell), cell[1]
    left = right = x
    while grid.cell_at(left - 1, row) in cells:
        left -= 1
    while grid.cell_at(right + 1, row) in cells:
        right += 1
    return right - left + 1
