"""Every catalogue of the rules' templates is in Fluent, in English and Italian, and nowhere else.

The catalogues were moved from the code's English and `data/i18n/it/<prefix>.yaml` to
`data/i18n/<language>/<prefix>.ftl`; English is now said from `en/*.ftl` alone. That every
template still says what it said is `test_golden_words.py`'s to show.
"""

from __future__ import annotations

import sys
from pathlib import Path

from chroma_desktop import fluent_catalogues, translations
from chroma_desktop.rules.messages import SeatNames, all_templates

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import message_ids  # noqa: E402

message_ids.load_every_catalogue()
PREFIXES = sorted(translations.shipped_prefixes())
TEMPLATES = [t for t in all_templates() if t.key.partition(".")[0] in PREFIXES]
NAMES = SeatNames(("Anna", "Ben", "Carla"), frozenset())


def test_every_shipped_catalogue_is_in_fluent_in_english_and_italian():
    assert len(TEMPLATES) > 1_100
    for language in ("en", "it"):
        assert fluent_catalogues.ftl_prefixes(language) >= set(PREFIXES), language
        assert fluent_catalogues.problems(language, prefixes=PREFIXES) == [], language
    assert not list((ROOT / "data" / "i18n" / "it").glob("*.yaml")) or [
        path.name for path in (ROOT / "data" / "i18n" / "it").glob("*.yaml")] == ["words.yaml"]


def test_minus_one_takes_the_singular_as_cldr_says(italian):
    from chroma_desktop.games.coloretto import text

    assert text.POINTS(n=-1).render(NAMES) == "-1 point"
    assert text.POINTS(n=-2).render(NAMES) == "-2 points"
    assert text.POINTS(n=-1).render(NAMES, italian) == "-1 punto"
    assert text.POINTS(n=-2).render(NAMES, italian) == "-2 punti"
