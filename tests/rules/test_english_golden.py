"""English is said as it was: every template's samples against the golden file.

`english_golden.txt` holds what each template said in English through the old renderer (the
templates' text in the code) when English moved to `data/i18n/en/*.ftl`: each seat form, counts
0, 1, 2, 1000 and 20001, at a sentence's start and in its middle (`english_golden.py`).
"""

from __future__ import annotations

import sys
from pathlib import Path

from chroma_desktop.fluent_catalogues import Catalogues
from chroma_desktop.rules.messages import all_templates, render
from chroma_desktop.translations import shipped_prefixes
from tests.rules.english_golden import NAMES, escaped, read_golden, said_by_key

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import yaml_to_ftl  # noqa: E402

yaml_to_ftl.load_every_catalogue()
SHIPPED = set(shipped_prefixes())
TEMPLATES = [t for t in all_templates() if t.key.partition(".")[0] in SHIPPED]


def test_the_golden_file_covers_every_shipped_template():
    golden = read_golden()
    assert len(TEMPLATES) > 1_100
    assert set(golden) == {template.key for template in TEMPLATES}
    assert sum(len(said) for said in golden.values()) > 9_000


def test_english_from_fluent_says_what_the_golden_file_says():
    english = Catalogues("en")
    said = said_by_key(TEMPLATES, lambda message, start: escaped(
        english.render(message, NAMES, None, start) or "<not in en/*.ftl>"))
    golden = read_golden()
    wrong = [f"{key} {code}: {words!r} != {golden[key][code]!r}" for key in said
             for code, words in said[key].items() if words != golden[key][code]]
    assert wrong == []


def test_the_table_says_what_the_golden_file_says():
    said = said_by_key(TEMPLATES, lambda message, start: escaped(
        render(message, NAMES, sentence_start=start)))
    assert said == read_golden()
