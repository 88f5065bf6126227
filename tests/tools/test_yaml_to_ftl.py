"""The tool that moves a catalogue into Fluent converts every catalogue still in YAML, and the
Fluent it writes says exactly what the old renderer says.

Run into a copy of `data/i18n/` (the shipped files are not touched): each of the app's and the
games' catalogues still in `data/i18n/it/*.yaml` is converted, then every template of them is
rendered with each seat of five under two ways of naming them and counts of 1 and 2, in English
(code → `en/*.ftl`) and in Italian (YAML → `it/*.ftl`). This is what makes the rest of the
migration mechanical (docs/ARCHITECTURE.md, "Words in every language").
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import yaml

from chroma_desktop import fluent_catalogues, language, translations
from chroma_desktop.rules.messages import SeatNames, all_templates
from tests.rules.message_samples import filled

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import yaml_to_ftl  # noqa: E402

NAMES = (SeatNames(("You", "Bot 2", "Bot 3", "Bot 4", "Bot 5"), frozenset({0})),
         SeatNames(("Anna", "You", "Bot 3", "Elio", "Ugo"), frozenset({1})))


def test_every_yaml_catalogue_converts_and_renders_as_before(tmp_path, italian):
    yaml_to_ftl.load_every_catalogue()
    shutil.copytree(ROOT / "data" / "i18n", tmp_path / "i18n")
    prefixes = sorted(path.stem for path in (tmp_path / "i18n" / "it").glob("*.yaml")
                      if path.stem != translations.WORDS_FILE)
    assert len(prefixes) >= 20
    before = {}
    for prefix in prefixes:
        source = yaml.safe_load((tmp_path / "i18n" / "it" / f"{prefix}.yaml").read_text("utf-8"))
        before.update({f"{prefix}.{key}": text for key, text in (source or {}).items()})
        yaml_to_ftl.move(prefix, tmp_path, remove_yaml=True)
    assert fluent_catalogues.problems("it", tmp_path, prefixes) == []
    assert fluent_catalogues.problems("en", tmp_path, prefixes) == []

    old_italian = italian._replace(texts={**italian.texts, **before}, catalogue=None)
    new_italian = italian._replace(catalogue=fluent_catalogues.Catalogues("it", tmp_path).render)
    english = fluent_catalogues.Catalogues("en", tmp_path)
    templates = [t for t in all_templates() if t.key.partition(".")[0] in prefixes]
    assert len(templates) > 900
    for template in templates:
        for _, message in filled(template, ("arancione", "red", "Blu Zaffiro"), "qualcosa succede"):
            for names in NAMES:
                assert english.render(message, names, None, True) == message.render(names), message.key
                assert message.render(names, new_italian) == message.render(names, old_italian), (
                    message.key)
    assert language.current() == "it"
