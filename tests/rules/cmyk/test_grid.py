"""The triangular grid: neighbours, corners, hexagons, rows, mirror images and rotations."""

from __future__ import annotations

import pytest

from chroma_desktop.games.cmyk import grid
from chroma_desktop.games.cmyk.grid import DOWN, UP

CELLS = [(q, r, o) for q in range(-3, 4) for r in range(-3, 4) for o in (UP, DOWN)]


@pytest.mark.parametrize("cell", CELLS[:: 7])
def test_neighbours_are_mutual_and_meet_on_the_same_side_number(cell):
    for side, other in enumerate(grid.neighbours(cell)):
        assert other[2] != cell[2]  # up triangles touch only down triangles
        assert grid.neighbours(other)[side] == cell
        shared = set(grid.corners(cell)) & set(grid.corners(other))
        assert len(shared) == 2  # they share a whole side


def test_an_up_triangle_has_its_flat_side_towards_the_player():
    assert grid.neighbours((0, 0, UP))[0] == (0, -1, DOWN)  # side 0 is the bottom
    assert grid.SIDE_NAMES[UP] == ("bottom", "left", "right")
    assert grid.SIDE_NAMES[DOWN] == ("top", "right", "left")


def test_a_hexagon_is_the_six_triangles_around_a_point():
    cells = grid.hexagon((0, 0))
    assert len(set(cells)) == 6
    assert sum(1 for c in cells if c[2] == UP) == 3
    assert all((0, 0) in grid.corners(cell) for cell in cells)
    # Walking round the point, each triangle touches the next one.
    for cell in cells:
        assert sum(1 for other in cells if other in grid.neighbours(cell)) == 2


def test_a_row_alternates_up_and_down_triangles_side_by_side():
    row = sorted((c for c in CELLS if c[1] == 1), key=grid.column)
    for left, right in zip(row, row[1:], strict=False):
        assert grid.column(right) == grid.column(left) + 1
        assert right in grid.neighbours(left)
        assert left[2] != right[2]


@pytest.mark.parametrize("cell", CELLS[:: 5])
def test_column_and_back(cell):
    assert grid.from_column(grid.column(cell), cell[1], cell[2]) == cell


def test_vertical_mirror_keeps_rows_and_orientation():
    assert grid.mirror_vertical({(0, 0, UP)})
    assert grid.mirror_vertical({(0, 0, UP), (-1, 0, DOWN), (0, 0, DOWN)})
    assert not grid.mirror_vertical({(0, 0, UP), (0, 0, DOWN)})


def test_horizontal_mirror_swaps_up_and_down_about_a_grid_line():
    assert not grid.mirror_horizontal({(0, 0, UP)})
    # up(0,0) and the down triangle below it mirror about the line they share.
    assert grid.mirror_horizontal({(0, 0, UP), (0, -1, DOWN)})
    assert not grid.mirror_horizontal({(0, 0, UP), (0, 0, DOWN)})


def test_the_three_rotations_put_each_ink_on_the_horizontal_side():
    order = (0, 1, 2)  # C, M, Y clockwise
    assert [grid.side_inks(order, r) for r in range(3)] == [(0, 1, 2), (1, 2, 0), (2, 0, 1)]
    # Flipped, the inks run the other way round.
    assert [grid.side_inks(order, r) for r in range(3, 6)] == [(0, 2, 1), (1, 0, 2), (2, 1, 0)]


def test_cells_and_rotations_read_back():
    for cell in CELLS:
        assert grid.parse_cell(grid.cell_text(cell)) == cell
    for rotation in range(6):
        assert grid.parse_rotation(grid.rotation_text(rotation)) == rotation
    assert grid.parse_cell("1,x,up") is None and grid.parse_rotation("r3") is None
