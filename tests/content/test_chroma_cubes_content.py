"""Chroma Cubes content: the shipped dice, rules and eleven sheets validate, and broken files say
where they are broken (file, line, key)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from chroma_desktop.content import ContentError
from chroma_desktop.games.chroma_cubes.content import label_spot, polygon_area, section_contains
from chroma_desktop.registry import load_game_content
from chroma_desktop.resources import data_dir

RULEBOOK_SHEETS = {
    "cardinal": "Cardinal", "dinosaurs": "Dinosaurs", "dice": "Dice", "the_scream": "The Scream",
    "dragons_hoard": "Dragon's Hoard", "starry_night": "Starry Night", "easter_eggs": "Easter Eggs",
    "gifts": "Gifts", "space_kittens": "Space Kittens", "stained_glass": "Stained Glass",
    "halloween_trio": "Halloween Trio",
}
# Figure values printed in the rulebook (SOURCE); the Dice sheet's discs are 2 each.
RULEBOOK_VALUES = {
    "cardinal": [4, 2, 2], "dinosaurs": [2, 3, 3, 3], "easter_eggs": [2, 2, 2, 2, 2],
    "gifts": [3, 2, 3, 2], "space_kittens": [2, 3, 3, 2], "stained_glass": [2, 2, 3, 2, 2],
}


@pytest.fixture(scope="module")
def content():
    return load_game_content("chroma_cubes")


def test_six_colours_in_wheel_order_with_star_and_pumpkin(content):
    assert [c.id for c in content.colours] == ["red", "orange", "yellow", "green", "blue", "purple"]
    symbols = {c.id: c.symbol for c in content.colours}
    assert symbols["yellow"] == "star" and symbols["orange"] == "pumpkin"
    assert len({c.symbol for c in content.colours}) == 6


def test_faces_follow_the_colour_wheel_in_both_layouts(content):
    assert content.default_layout == "a"
    for layout in content.face_layouts.values():
        for colour, faces in layout.items():
            assert len(faces) == 6
            assert sum(colour in face for face in faces) == 3
    # The rulebook's stuck-die example: a face showing yellow and red exists.
    assert ("red", "yellow") in content.face_layouts["a"]["orange"]


def test_dice_sets_draft_and_reserve_limit(content):
    assert content.sets_for(3) == 5 and content.sets_for(4) == 6
    assert content.reserve_limit == 4
    cardinal = content.sheets["cardinal"]
    assert (cardinal.draft_active, cardinal.draft_reserve) == (5, 2)


def test_the_eleven_rulebook_sheets_are_there(content):
    assert {sid: s.name for sid, s in content.sheets.items()} == RULEBOOK_SHEETS


@pytest.mark.parametrize("sheet_id", sorted(RULEBOOK_VALUES))
def test_figure_values_are_the_rulebooks(content, sheet_id):
    assert [f.value for f in content.sheets[sheet_id].figures] == RULEBOOK_VALUES[sheet_id]


def test_dice_sheet_discs_are_worth_two_each(content):
    assert {f.value for f in content.sheets["dice"].figures} == {2}


def test_sheet_rules_scream_and_starry_night(content):
    assert content.sheets["the_scream"].banned_dice == ("blue",)
    starry = content.sheets["starry_night"]
    assert set(starry.banned_dice) == {"red", "purple"}
    assert starry.start_dice == ("blue", "yellow", "orange", "green")


def test_cardinal_known_sections(content):
    labels = {s.label: (s.need, s.need_count, s.figure) for s in content.sheets["cardinal"].sections}
    assert labels["beak top"] == ("orange", 2, 0)
    assert labels["wing"] == ("red", 2, 0)


@pytest.mark.parametrize("sheet_id", sorted(RULEBOOK_SHEETS))
def test_every_sheet_is_a_picture_of_12_to_30_sections_inside_the_unit_square(content, sheet_id):
    sheet = content.sheets[sheet_id]
    assert 12 <= len(sheet.sections) <= 30
    for section in sheet.sections:
        assert all(0 <= x <= 1 and 0 <= y <= 1 for x, y in section.polygon)
        assert abs(polygon_area(section.polygon)) > 2e-4
        assert 1 <= section.need_count <= 4
    assert [s.id for s in sheet.sections] == [f"s{i + 1}" for i in range(len(sheet.sections))]
    assert sheet.threshold <= sum(f.value + 1 for f in sheet.figures)


def _distance_to_edges(point, section) -> float:
    px, py = point
    best = 1.0
    for ring in (section.polygon, *section.holes):
        for index, (ax, ay) in enumerate(ring):
            bx, by = ring[(index + 1) % len(ring)]
            dx, dy = bx - ax, by - ay
            t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy or 1)))
            best = min(best, ((ax + t * dx - px) ** 2 + (ay + t * dy - py) ** 2) ** 0.5)
    return best


@pytest.mark.parametrize("sheet_id", sorted(RULEBOOK_SHEETS))
def test_every_section_has_a_label_spot_inside_it(content, sheet_id):
    # Where the table writes a section's requirement: inside it, with the room it reports.
    for section in content.sheets[sheet_id].sections:
        spot, clearance = label_spot(section)
        assert section_contains(section, spot), f"{sheet_id} {section.id}"
        assert clearance == pytest.approx(_distance_to_edges(spot, section))
        assert clearance > 0.004, f"{sheet_id} {section.id} is too thin for a label"


@pytest.mark.parametrize("sheet_id", sorted(RULEBOOK_SHEETS))
def test_sections_do_not_overlap(content, sheet_id):
    # Sampled on a grid; a point within a hair (coordinates are stored to 0.001) of a shared
    # border is not an overlap.
    sheet = content.sheets[sheet_id]
    # A point outside a section's bounding box is outside the section (its ray crosses the
    # outline an even number of times, or not at all): only the sections whose box holds it
    # are asked.
    boxes = [(s, min(x for x, _ in s.polygon), max(x for x, _ in s.polygon),
              min(y for _, y in s.polygon), max(y for _, y in s.polygon)) for s in sheet.sections]
    steps = 100
    for i in range(steps):
        for j in range(steps):
            point = x, y = ((i + 0.5) / steps, (j + 0.5) / steps)
            inside = [s for s, left, right, top, bottom in boxes
                      if left <= x <= right and top <= y <= bottom and section_contains(s, point)]
            if len(inside) > 1:
                hair = min(_distance_to_edges(point, s) for s in inside)
                assert hair < 0.003, f"{sheet_id}: {[s.id for s in inside]} overlap at {point}"


@pytest.mark.parametrize("sheet_id", sorted(RULEBOOK_SHEETS))
def test_every_allowed_dice_colour_matters(content, sheet_id):
    sheet = content.sheets[sheet_id]
    needed = {s.need for s in sheet.sections}
    allowed = {c.id for c in content.colours} - set(sheet.banned_dice)
    assert allowed <= needed


@pytest.mark.parametrize("sheet_id", sorted(RULEBOOK_SHEETS))
def test_every_requirement_is_satisfiable_by_the_sheets_dice(content, sheet_id):
    sheet = content.sheets[sheet_id]
    layout = content.face_layouts[content.default_layout]
    allowed = [c.id for c in content.colours if c.id not in sheet.banned_dice]
    shown = {symbol for colour in allowed for face in layout[colour] for symbol in face}
    start = len(sheet.start_dice) + sheet.draft_active
    for section in sheet.sections:
        assert section.need in shown
        assert section.need_count <= start


def test_easter_eggs_has_the_cairns(content):
    eggs = content.sheets["easter_eggs"]
    assert len(eggs.cairns) == 5
    assert sorted(c.figure for c in eggs.cairns) == [0, 1, 2, 3, 4]
    for cairn in eggs.cairns:
        kinds = [stone.kind for stone in cairn.stones]
        assert kinds.count("trade") == 1 and kinds.count("bonus") == 1


# -- broken files -----------------------------------------------------------------------------
@pytest.fixture
def pack(tmp_path):
    folder = tmp_path / "chroma_cubes"
    shutil.copytree(data_dir() / "chroma_cubes", folder)
    return folder


def _edit(path: Path, old: str, new: str) -> int:
    text = path.read_text(encoding="utf-8")
    assert old in text
    line = text[: text.index(old)].count("\n") + 1
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return line


def test_a_point_outside_the_unit_square_names_file_line_and_key(pack):
    sheet = pack / "sheet_gifts.yaml"
    text = sheet.read_text(encoding="utf-8")
    start = text.index("polygon: [[") + len("polygon: [[")
    old = text[start: text.index(",", start)]
    line = _edit(sheet, f"polygon: [[{old},", "polygon: [[1.500,")
    with pytest.raises(ContentError) as error:
        load_game_content("chroma_cubes", pack.parent)
    message = str(error.value)
    assert f"sheet_gifts.yaml:{line}" in message
    assert "sheet_gifts.figures[0].sections[0].polygon[0]" in message
    assert "outside the unit square" in message


def test_a_need_over_four_is_refused_by_the_schema(pack):
    sheet = pack / "sheet_cardinal.yaml"
    _edit(sheet, "need: {orange: 2}", "need: {orange: 5}")
    with pytest.raises(ContentError, match="sheet_cardinal.yaml:[0-9]+: .*need.orange"):
        load_game_content("chroma_cubes", pack.parent)


def test_a_need_no_starting_hand_can_meet_is_refused(pack):
    sheet = pack / "sheet_starry_night.yaml"
    text = sheet.read_text(encoding="utf-8")
    # Starry Night players start with four dice: make them start with three.
    _edit(sheet, "start_dice: [blue, yellow, orange, green]", "start_dice: [blue, yellow, orange]")
    assert "{green: 4}" in text or "{blue: 4}" in text
    with pytest.raises(ContentError, match="needs 4 dice but a player starts with 3 active dice"):
        load_game_content("chroma_cubes", pack.parent)


def test_an_unreachable_threshold_is_refused(pack):
    line = _edit(pack / "sheet_cardinal.yaml", "threshold: 6", "threshold: 60")
    with pytest.raises(ContentError, match=f"sheet_cardinal.yaml:{line}: sheet_cardinal.threshold: cannot"):
        load_game_content("chroma_cubes", pack.parent)


def test_a_crossing_polygon_is_refused(pack):
    sheet = pack / "sheet_cardinal.yaml"
    text = sheet.read_text(encoding="utf-8")
    start = text.index("polygon: [") + len("polygon: [")
    end = text.index("]\n", start)
    _edit(sheet, text[start:end], "[0.1, 0.1], [0.5, 0.3], [0.5, 0.1], [0.1, 0.4]")
    with pytest.raises(ContentError, match="crosses itself"):
        load_game_content("chroma_cubes", pack.parent)


def test_an_unknown_banned_colour_is_refused(pack):
    _edit(pack / "sheet_the_scream.yaml", "banned_dice: [blue]", "banned_dice: [teal]")
    with pytest.raises(ContentError, match="'teal' is not a colour of dice.yaml"):
        load_game_content("chroma_cubes", pack.parent)


def test_a_die_whose_faces_break_the_wheel_is_refused(pack):
    _edit(pack / "dice.yaml", "red:    [[red, purple], [red, orange]", "red:    [[red, purple], [red, blue]")
    with pytest.raises(ContentError, match="faces.layouts.a.red"):
        load_game_content("chroma_cubes", pack.parent)


@pytest.mark.parametrize("sheet_id", sorted(RULEBOOK_SHEETS))
def test_every_figure_outline_is_its_border_drawn_once_without_a_loop(content, sheet_id):
    # Built with the content (no start of the table joins edges): the edges of a figure's
    # sections that no other of its sections shares, each in exactly one line, and no line passes
    # a point twice (drawn out and back, a line then encloses nothing the mouse could hit).
    sheet = content.sheets[sheet_id]
    for figure in sheet.figures:
        counts: dict[frozenset, int] = {}
        for index in figure.sections:
            section = sheet.sections[index]
            for ring in (section.polygon, *section.holes):
                for i, point in enumerate(ring):
                    edge = frozenset((point, ring[i - 1]))
                    counts[edge] = counts.get(edge, 0) + 1
        border = {edge for edge, count in counts.items() if count == 1 and len(edge) == 2}
        drawn = [frozenset(pair) for line in figure.outline for pair in zip(line, line[1:], strict=False)]
        assert figure.outline, f"{sheet_id} {figure.id} has no outline"
        assert sorted(map(sorted, drawn)) == sorted(map(sorted, border)), f"{sheet_id} {figure.id}"
        assert all(len(set(line)) == len(line) for line in figure.outline), f"{sheet_id} {figure.id}"
