"""Packs and data roots from anywhere (`chroma validate`, `CHROMA_DESKTOP_ROOT`): every hostile
file is refused with file and line, quickly, never with a traceback, a hang or unbounded memory;
a root's own JSON Schema is never used, and counts have sane bounds."""

from __future__ import annotations

import json
import os
import shutil
import threading
import time

import pytest
import yaml

from chroma_desktop.content import yaml_source
from chroma_desktop.registry import load_game_content, validate_root
from chroma_desktop.resources import data_dir


@pytest.fixture
def pack(tmp_path):
    """A user's copy of the Coloretto data, ready to be broken."""
    target = tmp_path / "coloretto"
    shutil.copytree(data_dir() / "coloretto", target)
    return target


def _refused(pack, reason, seconds=2.0):
    started = time.perf_counter()
    problems = validate_root(pack)
    spent = time.perf_counter() - started
    assert len(problems) == 1, problems
    assert reason in problems[0], problems[0]
    assert spent < seconds, f"{spent:.1f} s to refuse"
    return problems[0]


def _append(pack, text, name="extra.yaml"):
    (pack / name).write_text(text, encoding="utf-8")


def test_flow_nesting_a_thousand_deep_is_refused(pack):
    _append(pack, "deep: " + "[" * 1000 + "]" * 1000 + "\n")
    assert "extra.yaml:1:" in _refused(pack, "nest")


def test_block_nesting_two_thousand_deep_is_refused(pack):
    _append(pack, "".join(" " * i + "k:\n" for i in range(2000)) + " " * 2000 + "k: 1\n")
    message = _refused(pack, "")
    assert "extra.yaml" in message


def test_block_nesting_past_the_bound_names_its_line(pack):
    depth = yaml_source.MAX_DEPTH + 1
    _append(pack, "".join("  " * i + "k:\n" for i in range(depth)) + "  " * depth + "k: 1\n")
    assert f"extra.yaml:{yaml_source.MAX_DEPTH + 1}: nested more than" in _refused(pack, "nested")


def test_a_self_referencing_anchor_is_refused(pack):
    _append(pack, "zz: &a [1, *a]\n")
    assert "extra.yaml:1:" in _refused(pack, "refers to a node that contains it")


@pytest.mark.parametrize(("character", "code"), [("\x00", "U+0000"), ("\x85\x9b", "U+009B"),
                                                  ("\x7f", "U+007F")])
def test_control_characters_are_refused_with_their_line(pack, character, code):
    _append(pack, f"zz:\n  name: a{character}b\n")
    assert f"extra.yaml:2: holds the control character {code}" in _refused(pack, code)


def test_a_billion_laughs_are_refused_at_once(pack):
    text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]\n" for i in range(1, 8))
    _append(pack, text)
    _refused(pack, "aliases are expanded", seconds=1.0)


def test_laughs_spread_over_many_files_are_refused_before_checking(pack):
    # Each file stays under its own bound; together they would take JSON Schema minutes.
    for number in range(7):
        laughs = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
            f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]\n" for i in range(1, 4))
        _append(pack, laughs.replace("a", f"f{number}_"), name=f"extra{number}.yaml")
    _refused(pack, "values together", seconds=1.5)


def test_a_huge_file_is_refused_without_being_parsed(pack):
    _append(pack, "zz: '" + "x" * (5 * 1024 * 1024) + "'\n")
    _refused(pack, "too large", seconds=1.0)


def test_a_fifo_in_a_pack_is_refused_without_blocking(pack):
    os.mkfifo(pack / "extra.yaml")
    result = {}
    thread = threading.Thread(target=lambda: result.update(problems=validate_root(pack)),
                              daemon=True)
    thread.start()
    thread.join(5)
    if thread.is_alive():
        with open(pack / "extra.yaml", "w"):
            pass
    assert not thread.is_alive(), "a FIFO blocked validation"
    assert "not a regular file" in result["problems"][0]


def test_a_number_of_thousands_of_digits_is_refused(pack):
    cards = pack / "cards.yaml"
    cards.write_text(cards.read_text().replace("per_colour: 9", "per_colour: " + "9" * 5000))
    assert "cards.yaml:4:" in _refused(pack, "a number of more than")


def test_an_impossible_date_is_refused_with_its_line(pack):
    _append(pack, "zz:\n  when: 2023-02-30\n")
    assert "extra.yaml:2:" in _refused(pack, "cannot be read")


def test_counts_have_sane_bounds(pack):
    cards = pack / "cards.yaml"
    cards.write_text(cards.read_text().replace("per_colour: 9", "per_colour: 1000000000"))
    assert "cards.per_colour: 1000000000 is greater than the maximum" in _refused(pack, "maximum")


@pytest.mark.parametrize("schema", [
    json.dumps({"$ref": "https://example.invalid/schema.json"}),
    json.dumps({"$ref": "file:///etc/passwd"}),
    json.dumps({"type": "object", "minProperties": "many"}),  # not a valid schema
    json.dumps({"properties": {"colours": {"items": {"properties": {
        "id": {"pattern": "^(a+)+$"}}}}}}),
    '{"not": ' * 5000 + "{}" + "}" * 5000,
], ids=["url", "file", "invalid", "redos", "deep"])
def test_a_roots_own_schema_is_never_used(tmp_path, schema):
    root = tmp_path / "data"
    shutil.copytree(data_dir() / "coloretto", root / "coloretto")
    (root / "schema").mkdir()
    (root / "schema" / "coloretto.schema.json").write_text(schema)
    colours = root / "coloretto" / "colours.yaml"
    # A colour name crafted against `^(a+)+$`, refused in no time by the app's own pattern.
    colours.write_text(colours.read_text().replace("id: yellow", "id: " + "a" * 40 + "!"))
    started = time.perf_counter()
    problems = validate_root(root)
    assert time.perf_counter() - started < 2
    assert len(problems) == 1 and "colours[0].id" in problems[0], problems
    assert "does not match '^[a-z][a-z0-9_]*$'" in problems[0]


def test_a_data_root_with_its_own_schema_still_builds_with_the_apps(tmp_path, monkeypatch):
    root = tmp_path / "root"
    shutil.copytree(data_dir() / "coloretto", root / "data" / "coloretto")
    (root / "data" / "schema").mkdir()
    (root / "data" / "schema" / "coloretto.schema.json").write_text('{"$ref": "http://x.invalid"}')
    content = load_game_content("coloretto", root / "data")
    assert content.per_colour == 9


@pytest.mark.parametrize("loader", ["CSafeLoader", "SafeLoader"])
def test_both_yaml_loaders_read_the_same_data_and_lines(pack, monkeypatch, loader):
    monkeypatch.setattr(yaml_source, "SafeLoader", getattr(yaml, loader))
    shipped = {path.name: yaml.safe_load(path.read_text()) for path in pack.glob("*.yaml")}
    for path in pack.glob("*.yaml"):
        document = yaml_source.load_yaml(path)
        assert document.data == json.loads(json.dumps(shipped[path.name]))
    colours = yaml_source.load_yaml(pack / "colours.yaml")
    assert colours.line_of(["colours", 2, "hue"]) == 8
    _append(pack, "zz:\n  a: 1\n  a: 2\n")
    assert "extra.yaml:3: zz.a: duplicate key" in _refused(pack, "duplicate key")


def test_the_c_loader_is_used_where_it_is_installed():
    assert yaml_source.SafeLoader is getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def test_aliases_repeating_a_long_text_are_refused_by_their_bytes(pack):
    # 2,000 aliases of one 400 KB string: few values, but gigabytes once built and checked.
    text = "zz_text: &big '" + "x" * (400 * 1024) + "'\n" + "zz_many: [" + ", ".join(["*big"] * 2000) + "]\n"
    _append(pack, text)
    message = _refused(pack, "bytes of text once its aliases are expanded", seconds=1.0)
    assert "extra.yaml:2:" in message


def test_texts_under_each_files_bound_are_refused_together(pack):
    for number in range(3):
        text = (f"zz{number}_text: &t '" + "x" * (400 * 1024) + "'\n"
                + f"zz{number}: [" + ", ".join(["*t"] * 8) + "]\n")
        _append(pack, text, name=f"extra{number}.yaml")
    _refused(pack, "bytes of text together", seconds=1.5)
