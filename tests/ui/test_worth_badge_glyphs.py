"""The worth badge's glyphs mean one thing only (issue 31: "● ±0" read as rank dots on Chroma
Mix's cards). Every table is drawn for real (a played match per game, solo and cairn too) and
every block of words it paints is caught: no badge glyph is among them, nor among the glyphs
the games' data give their colours, cards and marks, nor is one a dot or circle, the shape a
rank dot or a pip is drawn as."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from chroma_desktop.ui.items.worth_badge import BADGE_GLYPHS, badge_text
from tests.ui.drawn_text import close, drawn_text, played_match

DATA = Path(__file__).resolve().parents[2] / "data"
DOTS_AND_CIRCLES = "●•·∙○◦◉◎◯⬤⚫⚪"  # what a rank dot, a pip or a mark drawn as a shape reads as

TABLES = [("coloretto", 3, {}, 14), ("chroma_mix", 2, {}, 14), ("chroma_mix", 1, {}, 30),
          ("chroma_cubes", 3, {}, 14), ("chroma_cubes", 1, {"mode": "cairn"}, 6),
          ("cmyk", 3, {}, 14)]


def _data_glyphs(node: object) -> set[str]:
    """Every `glyph:` value in a YAML tree."""
    if isinstance(node, dict):
        found = {str(node["glyph"])} if "glyph" in node else set()
        return found.union(*(_data_glyphs(value) for value in node.values()))
    if isinstance(node, list):
        return set().union(*(_data_glyphs(value) for value in node))
    return set()


def test_the_badge_says_each_change_with_its_own_glyph():
    said = [badge_text(4), badge_text(-2), badge_text(0), badge_text(0, "Row: +3 to you")]
    assert said == ["↑ +4", "↓ -2", "→ ±0", "→ Row: +3 to you"]
    assert len(set(BADGE_GLYPHS)) == 3  # gain, loss, no change: told apart without colour


def test_no_badge_glyph_is_a_dot_or_a_glyph_of_the_games_data():
    glyphs = set().union(*(_data_glyphs(yaml.safe_load(path.read_text(encoding="utf-8")))
                           for path in DATA.glob("*/*.yaml")))
    assert {"▲", "●"} <= glyphs | set(DOTS_AND_CIRCLES)  # the data really were read
    for glyph in BADGE_GLYPHS:
        assert not any(glyph in data_glyph for data_glyph in glyphs), glyph
        assert glyph not in DOTS_AND_CIRCLES


@pytest.mark.parametrize("table", TABLES, ids=lambda t: f"{t[0]}-{t[1]}-{t[2].get('mode', '')}")
def test_no_table_draws_a_badge_glyph(qapp, table):
    game, players, options, moves = table
    seen, window = drawn_text(qapp, played_match(game, players, moves, options=options),
                              (1024, 640))
    close(window)
    assert len(seen) > 5  # the table's words were caught
    drawn = "".join(block.text for block in seen)
    assert [glyph for glyph in BADGE_GLYPHS if glyph in drawn] == []
