"""CMYK! content: the shipped tiles and cards are what the rulebook says, and a broken pack is
refused with file, line and key."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from chroma_desktop.content import ContentError
from chroma_desktop.games.cmyk.content import EFFECT_PARAMS
from chroma_desktop.registry import load_game_content
from chroma_desktop.resources import data_dir


@pytest.fixture(scope="module")
def content():
    return load_game_content("cmyk")


def test_84_tiles_82_coloured_and_2_k(content):
    coloured = [t for t in content.tiles if not t.is_k]
    assert len(content.tiles) == 84 and len(coloured) == 82
    assert [t.id for t in content.tiles if t.is_k] == ["K1", "K2"]
    assert len({t.levels for t in coloured}) == 82  # every tile is unique
    # Marks sum to at most 120 %, except the single "All 60 %" tile.
    assert [t.levels for t in coloured if sum(t.levels) > 120] == [(60, 60, 60)]


def test_mark_distribution_per_ink_is_the_rulebook_table(content):
    coloured = [t for t in content.tiles if not t.is_k]
    for ink in range(3):
        counts = [sum(1 for t in coloured if t.levels[ink] == p) for p in (0, 20, 40, 60, 80, 100)]
        assert counts == [26, 21, 15, 11, 6, 3]


def test_four_tiles_have_three_equal_marks(content):
    equal = [t.levels for t in content.tiles if t.levels and len(set(t.levels)) == 1]
    assert equal == [(0, 0, 0), (20, 20, 20), (40, 40, 40), (60, 60, 60)]


def test_piles_objectives_and_constants(content):
    assert [content.piles_for(n) for n in (2, 3, 4, 5)] == [5, 5, 7, 7]
    assert content.tiles_per_pile == 12
    assert len(content.public) == 16
    assert sorted(card.kind for card in content.public) == sorted(EFFECT_PARAMS)
    assert len(content.private) == 18 and content.private_inferred
    assert content.scoring.hexagon == 5 and content.scoring.k_tile == -3
    assert content.scoring.private_cap == 6
    assert content.scoring.tiebreak == ("most_hexagons", "fewest_k_tiles", "fewest_tiles")
    assert content.variants.three_games_vp == (2, 1) and content.variants.total_target == 40
    assert [level.glyph for level in content.levels][-1] == "▲"
    height = next(card for card in content.public if card.id == "want_height")
    assert height.inferred


def test_tile_colour_is_its_cmy_mix(content):
    tiles = {t.id: t for t in content.tiles}
    assert tiles["T01"].rgb == "#FFFFFF"
    assert tiles["T56"].rgb == "#00FFFF"  # C100
    assert tiles["K1"].rgb == "#000000"


@pytest.fixture
def pack(tmp_path):
    target = tmp_path / "cmyk"
    shutil.copytree(data_dir() / "cmyk", target)
    return target


def _break(path: Path, old: str, new: str) -> int:
    """Replace the first `old` by `new`; returns the line number of the change."""
    text = path.read_text(encoding="utf-8")
    assert old in text
    line = text[: text.index(old)].count("\n") + 1
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return line


def _error(pack: Path) -> str:
    with pytest.raises(ContentError) as error:
        load_game_content("cmyk", pack.parent)
    return str(error.value)


def test_a_copied_pack_loads(pack):
    assert len(load_game_content("cmyk", pack.parent).tiles) == 84


def test_a_duplicate_tile_is_refused_with_its_line(pack):
    line = _break(pack / "tiles.yaml", "{id: T02, c:   0, m:   0, y:  20}",
                  "{id: T02, c:   0, m:   0, y:   0}")
    message = _error(pack)
    assert f"tiles.yaml:{line}: tiles[1]:" in message and "unique" in message


def test_a_tile_at_an_unknown_level_is_refused(pack):
    line = _break(pack / "tiles.yaml", "y:  20}", "y:  30}")
    message = _error(pack)
    assert f"tiles.yaml:{line}: tiles[1].y:" in message and "30 %" in message


def test_a_wrong_mark_count_names_the_level(pack):
    line = _break(pack / "tiles.yaml", "marks_per_ink: 26", "marks_per_ink: 25")
    message = _error(pack)
    assert f"tiles.yaml:{line}: levels[0].marks_per_ink:" in message
    assert "26 cyan marks at 0 %" in message


def test_a_duplicate_tile_id_is_refused(pack):
    _break(pack / "tiles.yaml", "{id: K2}", "{id: T05}")
    assert "k_tiles[1].id: 'T05' is already the id of tiles.4" in _error(pack)


def test_an_edge_order_must_name_each_ink_once(pack):
    line = _break(pack / "tiles.yaml", "edge_order_clockwise: [C, M, Y]",
                  "edge_order_clockwise: [C, M, M]")
    assert f"tiles.yaml:{line}: edge_order_clockwise:" in _error(pack)


def test_an_effect_missing_its_number_is_refused(pack):
    line = _break(pack / "objectives.yaml", "{kind: hexagon_points, points: 3}",
                  "{kind: hexagon_points}")
    message = _error(pack)
    assert f"objectives.yaml:{line}: public_objectives[1].effect:" in message
    assert "needs 'points'" in message


def test_an_unknown_effect_kind_is_refused_by_the_schema(pack):
    line = _break(pack / "objectives.yaml", "kind: pointy_tiles", "kind: spiky_tiles")
    assert f"objectives.yaml:{line}: public_objectives[8].effect.kind:" in _error(pack)


def test_too_many_piles_for_the_box(pack):
    line = _break(pack / "setup.yaml", "{2: 5, 3: 5, 4: 7, 5: 7}", "{2: 5, 3: 5, 4: 7, 5: 8}")
    message = _error(pack)
    assert f"setup.yaml:{line}: piles.by_players.5:" in message and "96 tiles" in message


def test_a_private_card_with_an_unknown_ink(pack):
    line = _break(pack / "private.yaml", "ink: C, levels: [0]", "ink: K, levels: [0]")
    assert f"private.yaml:{line}: private_objectives.cards[0].ink:" in _error(pack)
