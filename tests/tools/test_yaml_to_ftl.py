"""The tool that moved the catalogues into Fluent: it converts every old YAML catalogue cleanly,
and the committed English `.ftl` files are what it makes of the templates' English in the code.

Until English is said from `en/*.ftl` everywhere (docs/ARCHITECTURE.md, "Words in every
language", step 3), the code's template text is the English source: a template changed without
running `python tools/yaml_to_ftl.py <prefix>` again shows up here. The Italian sources are the
YAML files as they were (`tests/rules/data/before_fluent_it_*.yaml`); that the Fluent says what
they said is tests/rules/test_fluent_catalogues.py.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from chroma_desktop import fluent_catalogues

ROOT = Path(__file__).resolve().parents[2]
BEFORE = ROOT / "tests" / "rules" / "data"
sys.path.insert(0, str(ROOT / "tools"))

import yaml_to_ftl  # noqa: E402


def test_the_tool_converts_every_catalogue_and_writes_the_committed_english(tmp_path):
    yaml_to_ftl.load_every_catalogue()
    italian = tmp_path / "i18n" / "it"
    italian.mkdir(parents=True)
    prefixes = []
    for path in sorted(BEFORE.glob("before_fluent_it_*.yaml")):
        prefix = path.stem.removeprefix("before_fluent_it_")
        shutil.copy(path, italian / f"{prefix}.yaml")
        prefixes.append(prefix)
    assert len(prefixes) == 23
    for prefix in prefixes:
        written = yaml_to_ftl.move(prefix, tmp_path, remove_yaml=True)
        assert [path.parent.name for path in written] == ["en", "it"]
    assert not list(italian.glob("*.yaml"))
    assert fluent_catalogues.problems("it", tmp_path, prefixes) == []
    for prefix in prefixes:
        made = (tmp_path / "i18n" / "en" / f"{prefix}.ftl").read_text("utf-8")
        assert made == (ROOT / "data" / "i18n" / "en" / f"{prefix}.ftl").read_text("utf-8"), prefix


def test_a_key_that_meets_another_on_one_id_is_refused():
    from chroma_desktop.rules.messages import catalogue

    clashing = catalogue("test_clash")
    clashing.add("row.taken", "taken")
    clashing.add("row_taken", "taken too")
    try:
        yaml_to_ftl.ftl_file("test_clash", {}, clashing.templates, "header")
    except SystemExit as refusal:
        assert "meet on the id 'row-taken'" in str(refusal)
    else:
        raise AssertionError("two keys on one id were not refused")
