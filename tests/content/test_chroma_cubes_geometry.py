"""Chroma Cubes sheet geometry: the fast searches find what the plain ones do.

Building the sheets checks every outline for crossing edges and finds each section's label spot;
both skip work (edges whose boxes lie apart, grid points nearer the outline's box than the best
so far, row crossings reused along a row). Here each is compared with the plain search it
replaces, on every shipped outline and on scrambled ones, to the float.
"""

from __future__ import annotations

import random

import pytest

from chroma_desktop.games.chroma_cubes.content import (
    _segments,
    _segments_clearance,
    _segments_cross,
    label_spot,
    point_in_ring,
    self_intersection,
)
from chroma_desktop.registry import load_game_content


@pytest.fixture(scope="module")
def sections():
    content = load_game_content("chroma_cubes")
    return [section for sheet in content.sheets.values() for section in sheet.sections]


def _every_pair_checked(ring):
    count = len(ring)
    edges = [(ring[i], ring[(i + 1) % count]) for i in range(count)]
    for i in range(count):
        for j in range(i + 2, count):
            if not (i == 0 and j == count - 1) and _segments_cross(*edges[i], *edges[j]):
                return i, j
    return None


def _every_grid_point_checked(polygon, holes):
    """The label spot search asking every point of its grids whether it lies inside (each ring
    on its own) and how far it is from the border (every edge measured)."""
    edges = [edge for ring in (polygon, *holes) for edge in _segments(ring)]
    corners = (min(p[0] for p in polygon), min(p[1] for p in polygon),
               max(p[0] for p in polygon), max(p[1] for p in polygon))
    area = (corners[0], corners[1], corners[2] - corners[0], corners[3] - corners[1])
    found = (sum(p[0] for p in polygon) / len(polygon), sum(p[1] for p in polygon) / len(polygon))
    room = 0.0
    for steps in (8, 6, 6):
        grid = [(area[0] + area[2] * i / steps, area[1] + area[3] * j / steps)
                for i in range(steps + 1) for j in range(steps + 1)]
        for point in grid:
            if not point_in_ring(point, polygon) or any(point_in_ring(point, h) for h in holes):
                continue
            distance = _segments_clearance(point, edges, -1.0)  # below any distance: all edges
            if distance > room:
                room, found = distance, point
        size = (3 * area[2] / steps, 3 * area[3] / steps)
        area = (found[0] - size[0] / 2, found[1] - size[1] / 2, *size)
    return found, room


def test_crossing_edges_are_found_as_by_checking_every_pair(sections):
    rng = random.Random(7)
    rings = [section.polygon for section in sections]
    scrambled = []
    for ring in rings:
        points = list(ring)
        rng.shuffle(points)
        scrambled.append(tuple(points))
    crossed = 0
    for ring in rings + scrambled:
        expected = _every_pair_checked(ring)
        assert self_intersection(ring) == expected
        crossed += expected is not None
    assert crossed > len(rings) // 2  # most scrambled outlines cross themselves


def test_label_spots_are_found_as_by_asking_every_grid_point(sections):
    assert len(sections) > 200
    with_holes = 0
    for section in sections:
        assert label_spot(section) == _every_grid_point_checked(section.polygon, section.holes)
        with_holes += bool(section.holes)
    assert with_holes > 0
