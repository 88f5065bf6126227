"""Every catalogue of the rules' templates is in Fluent, and says what it said before the move.

The catalogues were moved from the code's English and `data/i18n/it/<prefix>.yaml` to
`data/i18n/<language>/<prefix>.ftl` by `tools/yaml_to_ftl.py`; the Italian YAML as it was is kept
in `tests/rules/data/before_fluent_it_<prefix>.yaml`. Every template is rendered with each seat
of five under three ways of naming them (the seat spoken to first or second, names starting with
a vowel for Italian's "ad Anna"), counts of 1 and 2, and sample words, by the old renderer (the
code's English; the old Italian texts) and by the Fluent one: they must say the same.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import yaml

from chroma_desktop import fluent_catalogues, translations
from chroma_desktop.fluent_catalogues import Catalogues
from chroma_desktop.rules.messages import COUNT, SeatNames, all_templates, render
from tests.rules.message_samples import filled

ROOT = Path(__file__).resolve().parents[2]
BEFORE = Path(__file__).parent / "data"
sys.path.insert(0, str(ROOT / "tools"))

import yaml_to_ftl  # noqa: E402

yaml_to_ftl.load_every_catalogue()
PREFIXES = sorted(path.stem.removeprefix("before_fluent_it_")
                  for path in BEFORE.glob("before_fluent_it_*.yaml"))
TEMPLATES = [t for t in all_templates() if t.key.partition(".")[0] in PREFIXES]
NAMES = (
    SeatNames(("You", "Bot 2", "Bot 3", "Bot 4", "Bot 5"), frozenset({0})),
    SeatNames(("Anna", "You", "Bot 3", "Elio", "Ugo"), frozenset({1})),
    SeatNames(("Anna", "Ben", "Carla", "Dario", "Eva"), frozenset()),
)
WORDS = ("arancione", "red ♥", "Blu Zaffiro", "golden joker")


def _samples(template, nested: str):
    """`filled`'s messages (each seat, counts 1 and 2), then the counts set to 0, 1000 and 20001
    (a plural's edge, a number written with its thousands grouped or not). Not -1: CLDR says
    "-1 point" where the old renderer said "-1 points" (the one change, tested below)."""
    for _, message in filled(template, WORDS, nested):
        yield message
        if any(kind == COUNT for _, kind in template.kinds):
            for count in (0, 1000, 20_001):
                yield message._replace(slots=tuple(
                    (slot, count if isinstance(value, int) and not isinstance(value, bool)
                     and dict(template.kinds)[slot] == COUNT else value)
                    for slot, value in message.slots))


def _before(prefix: str) -> dict[str, str]:
    source = yaml.safe_load((BEFORE / f"before_fluent_it_{prefix}.yaml").read_text("utf-8")) or {}
    return {f"{prefix}.{key}": text for key, text in source.items()}


def test_every_shipped_catalogue_is_in_fluent_in_english_and_italian():
    assert set(PREFIXES) == set(translations.shipped_prefixes()) and len(TEMPLATES) > 1_100
    for language in ("en", "it"):
        assert fluent_catalogues.ftl_prefixes(language) >= set(PREFIXES), language
        assert fluent_catalogues.problems(language, prefixes=PREFIXES) == [], language
    assert not [prefix for prefix in PREFIXES if (ROOT / "data" / "i18n" / "it" / f"{prefix}.yaml").exists()]


@pytest.mark.parametrize("sentence_start", [True, False])
def test_english_from_fluent_says_what_the_code_says(sentence_start):
    english = Catalogues("en")
    for template in TEMPLATES:
        for message in _samples(template, "2 red"):
            for names in NAMES:
                old = render(message, names, sentence_start=sentence_start)
                assert english.render(message, names, None, sentence_start) == old, message.key


def test_italian_from_fluent_says_what_the_yaml_said(italian):
    texts = {key: text for prefix in PREFIXES for key, text in _before(prefix).items()}
    before = italian._replace(texts={**italian.texts, **texts}, catalogue=None)
    assert italian.catalogue is not None
    for template in TEMPLATES:
        for message in _samples(template, "qualcosa succede"):
            for names in NAMES:
                assert message.render(names, italian) == message.render(names, before), message.key


def test_minus_one_takes_the_singular_as_cldr_says(italian):
    from chroma_desktop.games.coloretto import text

    names = NAMES[2]
    assert Catalogues("en").render(text.POINTS(n=-1), names, None, True) == "-1 point"
    assert text.POINTS(n=-1).render(names) == "-1 points"  # the code's English, until step 3
    assert text.POINTS(n=-1).render(names, italian) == "-1 punto"
    assert text.POINTS(n=-2).render(names, italian) == "-2 punti"
