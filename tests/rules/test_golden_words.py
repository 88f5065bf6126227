"""Every template says what it said before the old template syntax was removed, in English
(now read from `data/i18n/en/*.ftl` alone) and in Italian.

`golden_<language>.txt` (`golden_words.py`) holds each shipped template's words with the seat
spoken to and another seat, counts 0, 1, 2, 1000 and 20001, at a sentence's start and in its
middle: the English from the old renderer (the templates' text in the code), the Italian as the
table said it then.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from chroma_desktop import language
from chroma_desktop.registry import all_games
from chroma_desktop.rules.messages import all_templates, render
from chroma_desktop.translations import shipped_prefixes
from tests.rules.golden_words import NAMES, escaped, read_golden, said_by_key

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import message_ids  # noqa: E402

message_ids.load_every_catalogue()
all_games()  # their content's words in each language
SHIPPED = set(shipped_prefixes())
TEMPLATES = [t for t in all_templates() if t.key.partition(".")[0] in SHIPPED]


@pytest.mark.parametrize("code", ["en", "it"])
def test_the_golden_file_covers_every_shipped_template(code):
    golden = read_golden(code)
    assert len(TEMPLATES) > 1_100
    assert set(golden) == {template.key for template in TEMPLATES}
    assert sum(len(said) for said in golden.values()) > 9_000


@pytest.mark.parametrize("code", ["en", "it"])
def test_every_template_says_what_the_golden_file_says(code):
    language.set_current(code)
    try:
        grammar = language.message_translator()
        said = said_by_key(TEMPLATES, lambda message, start: escaped(
            render(message, NAMES, grammar, sentence_start=start)))
    finally:
        language.set_current(language.SOURCE)
    golden = read_golden(code)
    wrong = [f"{key} {code}: {words!r} != {golden[key][code]!r}" for key in said
             for code, words in said[key].items() if words != golden[key][code]]
    assert wrong == []
