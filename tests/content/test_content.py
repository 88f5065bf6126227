"""Content: the shipped data validates, and broken files are refused with file, line and key."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from chroma_desktop.content import ContentError
from chroma_desktop.registry import content_game_ids, load_game_content, validate_root
from chroma_desktop.resources import data_dir


@pytest.mark.parametrize("game_id", sorted(content_game_ids()))
def test_every_shipped_content_folder_loads_and_validates(game_id):
    assert load_game_content(game_id) is not None
    assert validate_root(data_dir() / game_id) == []


def test_the_whole_shipped_data_folder_validates():
    assert validate_root(data_dir()) == []


def test_every_shipped_yaml_file_belongs_to_a_game_with_a_schema():
    for folder in data_dir().iterdir():
        # i18n/<language>/ holds translations, checked against the templates they translate
        # (chroma_desktop/translations.py; tests/rules/test_italian_messages.py). prebuilt/
        # holds the games' content built from theirs (tests/content/test_prebuilt.py).
        if folder.name in ("schema", "i18n", "prebuilt") or not folder.is_dir():
            continue
        assert (data_dir() / "schema" / f"{folder.name}.schema.json").is_file(), folder.name
        assert list(folder.glob("*.yaml")), folder.name


@pytest.fixture
def pack(tmp_path):
    """A user's copy of the Coloretto data, ready to be broken."""
    target = tmp_path / "coloretto"
    shutil.copytree(data_dir() / "coloretto", target)
    return target


def _break(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def _line_of(path: Path, needle: str) -> int:
    return next(i for i, line in enumerate(path.read_text().splitlines(), 1) if needle in line)


def test_a_copied_pack_loads(pack):
    content = load_game_content("coloretto", pack.parent)
    assert [c.id for c in content.colours][:2] == ["yellow", "orange"]


def test_a_schema_error_names_file_line_and_key(pack):
    _break(pack / "colours.yaml", 'hue: "#D33A3A"', 'hue: "crimson"')
    with pytest.raises(ContentError) as error:
        load_game_content("coloretto", pack.parent)
    message = str(error.value)
    assert f"colours.yaml:{_line_of(pack / 'colours.yaml', 'crimson')}:" in message
    assert "colours[2].hue" in message
    assert "crimson" in message


def test_a_missing_key_names_where_it_is_missing(pack):
    _break(pack / "scoring.yaml", "  plus2_value: 2\n", "")
    with pytest.raises(ContentError) as error:
        load_game_content("coloretto", pack.parent)
    assert "scoring.yaml:" in str(error.value)
    assert "'plus2_value' is required" in str(error.value)


def test_a_yaml_syntax_error_names_the_line(pack):
    _break(pack / "table.yaml", "  brown: {capacity: 3}", "  brown: {capacity: 3")
    with pytest.raises(ContentError) as error:
        load_game_content("coloretto", pack.parent)
    assert "table.yaml:" in str(error.value)
    assert "YAML syntax error" in str(error.value)


def test_a_duplicate_key_is_refused(pack):
    _break(pack / "scoring.yaml", "  plus2_value: 2", "  plus2_value: 2\n  plus2_value: 3")
    with pytest.raises(ContentError) as error:
        load_game_content("coloretto", pack.parent)
    line = _line_of(pack / "scoring.yaml", "plus2_value: 3")
    assert f"scoring.yaml:{line}: scoring.plus2_value: duplicate key" in str(error.value)


def test_a_key_defined_in_two_files_is_refused(pack):
    (pack / "zz_extra.yaml").write_text("scoring:\n  plus2_value: 2\n", encoding="utf-8")
    with pytest.raises(ContentError, match="already defined in scoring.yaml"):
        load_game_content("coloretto", pack.parent)


def test_an_invariant_error_names_the_entry(pack):
    _break(pack / "colours.yaml", 'glyph: "◆"', 'glyph: "☀"')
    with pytest.raises(ContentError) as error:
        load_game_content("coloretto", pack.parent)
    assert "colours[1].glyph" in str(error.value)
    assert "already used by colours[0]" in str(error.value)


def test_too_few_colours_for_the_starting_cards_is_refused(pack):
    _break(pack / "table.yaml", "2: {remove_colours: 2,", "2: {remove_colours: 4,")
    with pytest.raises(ContentError, match="setup.2.starting_cards"):
        load_game_content("coloretto", pack.parent)


def test_not_a_mapping_is_refused(pack):
    (pack / "rows.yaml").write_text("- just\n- a list\n", encoding="utf-8")
    with pytest.raises(ContentError, match="rows.yaml:1: the file must be a mapping"):
        load_game_content("coloretto", pack.parent)


def test_validate_root_reports_every_broken_game(pack):
    _break(pack / "colours.yaml", "pattern: waves", "pattern: zigzag")
    problems = validate_root(pack.parent)
    assert len(problems) == 1 and "colours[4].pattern" in problems[0]
    assert validate_root(pack) == problems


def test_an_empty_folder_is_not_content(tmp_path):
    assert "no game content folders" in validate_root(tmp_path)[0]


def test_a_schema_that_is_not_json_is_refused_with_its_line(tmp_path):
    from chroma_desktop.content.schemas import schema_validator

    (tmp_path / "broken.schema.json").write_text('{\n  "type": "object",\n  "required": [\n}\n')
    with pytest.raises(ContentError) as error:
        schema_validator("broken.schema.json", folder=tmp_path)
    assert error.value.line == 4
    assert "broken.schema.json:4" in str(error.value)


def test_a_schema_that_cannot_be_read_is_refused_without_a_line(tmp_path):
    from chroma_desktop.content.schemas import schema_validator

    with pytest.raises(ContentError) as error:
        schema_validator("missing.schema.json", folder=tmp_path)
    assert error.value.line is None
