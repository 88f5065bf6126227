"""Chroma Cubes sheet geometry: the fast searches find what the plain ones do.

Building the sheets checks every outline for crossing edges and finds each section's label spot;
both skip work (edges whose boxes lie apart, grid points nearer the outline's box than the best
so far, row crossings reused along a row). Here each is compared with the plain search it
replaces, on every shipped outline and on scrambled ones, to the float.
"""

from __future__ import annotations

import random

import pytest

from chroma_desktop.games import load_game_content
from chroma_desktop.games.chroma_cubes.content import (
    _crosses_odd,
    _crossings,
    _segments,
    _segments_clearance,
    _segments_cross,
    label_spot,
    self_intersection,
)


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
    """The label spot search asking every point of its grids (each tested for being inside
    and measured), as it was first written."""
    xs = [x for x, _ in polygon]
    ys = [y for _, y in polygon]
    best, spot = 0.0, (sum(xs) / len(xs), sum(ys) / len(ys))
    left, top, width, height = min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)
    outline, cut_out = _crossings(polygon), [_crossings(hole) for hole in holes]
    segments = [segment for ring in (polygon, *holes) for segment in _segments(ring)]
    for steps in (8, 6, 6):
        for i in range(steps + 1):
            for j in range(steps + 1):
                point = (left + width * i / steps, top + height * j / steps)
                if _crosses_odd(point, outline) and not any(_crosses_odd(point, hole)
                                                            for hole in cut_out):
                    clearance = _segments_clearance(point, segments, best)
                    if clearance > best:
                        best, spot = clearance, point
        width, height = 3 * width / steps, 3 * height / steps
        left, top = spot[0] - width / 2, spot[1] - height / 2
    return spot, best


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
