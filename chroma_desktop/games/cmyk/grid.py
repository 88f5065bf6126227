"""CMYK!'s triangular grid: cells, neighbours, rotations, hexagons and mirror images.

Lattice points are `v(q, r) = q * (1, 0) + r * (1/2, sqrt(3)/2)`, y pointing away from the player
("forward"). Each lattice rhombus holds two triangles:

    up(q, r)    corners v(q, r), v(q+1, r), v(q, r+1)          apex forward, flat side towards you
    down(q, r)  corners v(q+1, r), v(q+1, r+1), v(q, r+1)      flat side forward

A cell is `(q, r, o)` with `o` UP (0) or DOWN (1); it is written `q,r,up` / `q,r,down`. Row `r` is
a horizontal strip of alternating up and down triangles.

Every triangle's three sides are numbered clockwise (seen from above) starting at the horizontal
side: up = (bottom, left, right), down = (top, right, left). Two edge-adjacent triangles always
meet with the same side number, which keeps matching a plain index comparison.

A tile's marks run clockwise in the content's edge order (C, M, Y by default). Rotation `k` in
0..2 puts the k-th ink of that order on the horizontal side; with mirrored tiles allowed,
rotations 3..5 are the flipped tile with the (k-3)-th ink on the horizontal side.
"""

from __future__ import annotations

from functools import lru_cache

Cell = tuple[int, int, int]
UP, DOWN = 0, 1
ORIENTATIONS = ("up", "down")
SIDE_NAMES = (("bottom", "left", "right"), ("top", "right", "left"))
ORIGIN: Cell = (0, 0, UP)
# The bots ask for the cells round a cell hundreds of thousands of times a second: the answers are
# kept, for every cell the mosaics of a session are likely to reach.
CELLS_KEPT = 1 << 15


@lru_cache(maxsize=CELLS_KEPT)
def neighbours(cell: Cell) -> tuple[Cell, Cell, Cell]:
    """The cells across side 0, 1 and 2 of `cell`."""
    q, r, o = cell
    if o == UP:
        return (q, r - 1, DOWN), (q - 1, r, DOWN), (q, r, DOWN)
    return (q, r + 1, UP), (q + 1, r, UP), (q, r, UP)


@lru_cache(maxsize=CELLS_KEPT)
def corners(cell: Cell) -> tuple[tuple[int, int], tuple[int, int], tuple[int, int]]:
    """The three lattice points of `cell`."""
    q, r, o = cell
    if o == UP:
        return (q, r), (q + 1, r), (q, r + 1)
    return (q + 1, r), (q + 1, r + 1), (q, r + 1)


@lru_cache(maxsize=CELLS_KEPT)
def hexagon(point: tuple[int, int]) -> tuple[Cell, ...]:
    """The six triangles around lattice point `point`: one hexagon."""
    a, b = point
    return ((a, b, UP), (a - 1, b, UP), (a, b - 1, UP),
            (a - 1, b, DOWN), (a - 1, b - 1, DOWN), (a, b - 1, DOWN))


@lru_cache(maxsize=CELLS_KEPT)
def hexagon_cells(point: tuple[int, int]) -> frozenset[Cell]:
    """`hexagon(point)` as a set, to test at once whether a mosaic holds all six."""
    return frozenset(hexagon(point))


def column(cell: Cell) -> int:
    """Twice the x coordinate of the cell's centre: consecutive cells of a row differ by 1."""
    q, r, o = cell
    return 2 * q + r + 1 + o


def from_column(x2: int, row: int, o: int) -> Cell | None:
    """The cell of orientation `o` in `row` whose centre is at `column`, if there is one."""
    twice_q = x2 - row - 1 - o
    if twice_q % 2:
        return None
    return (twice_q // 2, row, o)


def cell_at(x2: int, row: int) -> Cell:
    """The cell of `row` whose centre is at `column` `x2` (its parity says up or down)."""
    o = (x2 - row - 1) % 2
    return ((x2 - row - 1 - o) // 2, row, o)


def mirror_vertical(cells: frozenset[Cell] | set[Cell]) -> bool:
    """Whether the cells mirror onto themselves about some vertical axis."""
    if not cells:
        return False
    xs = [column(cell) for cell in cells]
    total = min(xs) + max(xs)
    return all(from_column(total - column(cell), cell[1], cell[2]) in cells for cell in cells)


def mirror_horizontal(cells: frozenset[Cell] | set[Cell]) -> bool:
    """Whether the cells mirror onto themselves about some horizontal axis (up and down swap)."""
    if not cells:
        return False
    rows = [cell[1] for cell in cells]
    total = min(rows) + max(rows)
    return all(from_column(column(cell), total - cell[1], 1 - cell[2]) in cells for cell in cells)


def side_inks(edge_order: tuple[int, int, int], rotation: int) -> tuple[int, int, int]:
    """The ink on sides 0, 1, 2 of a tile laid with `rotation` (3..5: flipped)."""
    if rotation < 3:
        return (edge_order[rotation % 3], edge_order[(rotation + 1) % 3], edge_order[(rotation + 2) % 3])
    k = rotation - 3
    return (edge_order[k % 3], edge_order[(k - 1) % 3], edge_order[(k - 2) % 3])


def cell_text(cell: Cell) -> str:
    q, r, o = cell
    return f"{q},{r},{ORIENTATIONS[o]}"


def parse_cell(text: str) -> Cell | None:
    """`"2,-1,up"` or the words `"2,-1"` and `"up"` joined by a comma; None if it does not read."""
    parts = text.replace(" ", ",").split(",")
    if len(parts) != 3 or parts[2] not in ORIENTATIONS:
        return None
    try:
        return (int(parts[0]), int(parts[1]), ORIENTATIONS.index(parts[2]))
    except ValueError:
        return None


def rotation_text(rotation: int) -> str:
    return f"r{rotation}" if rotation < 3 else f"f{rotation - 3}"


def parse_rotation(text: str) -> int | None:
    if len(text) == 2 and text[0] in "rf" and text[1] in "012":
        return int(text[1]) + (3 if text[0] == "f" else 0)
    return None
