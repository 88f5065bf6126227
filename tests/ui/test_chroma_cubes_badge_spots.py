"""A figure's value badge sits on paper beside its figure (games/chroma_cubes/table/faces.py,
badge_spot): the search asks only the sections whose bounding box holds a point, and finds the
same paper as asking every section."""

import math

from chroma_desktop.games.chroma_cubes.content import section_contains
from chroma_desktop.games.chroma_cubes.table.faces import _on_a_section, badge_spot
from chroma_desktop.registry import load_game_content


def test_a_point_is_on_a_section_exactly_when_some_section_holds_it():
    for sheet in load_game_content("chroma_cubes").sheets.values():
        answers = []
        for row in range(17):
            for column in range(17):
                point = (column / 16, row / 16)
                every = any(section_contains(section, point) for section in sheet.sections)
                assert _on_a_section(sheet, point) == every, (sheet.id, point)
                answers.append(every)
        assert any(answers) and not all(answers)  # the grid meets sections and paper


def test_most_badges_find_paper_no_section_covers():
    free = total = 0
    for sheet in load_game_content("chroma_cubes").sheets.values():
        for figure in range(len(sheet.figures)):
            x, y = badge_spot(sheet, figure, 480.0, 13.0)
            ring = [(x + 13 * math.cos(a * math.pi / 4), y + 13 * math.sin(a * math.pi / 4))
                    for a in range(8)]
            points = [(px / 480, py / 480) for px, py in [(x, y), *ring]]
            assert all(0 <= px <= 1 and 0 <= py <= 1 for px, py in points)  # on the sheet
            total += 1
            free += not any(section_contains(section, point) for section in sheet.sections
                            for point in points)
    assert free >= 0.7 * total, (free, total)
