"""A translation file from a data root is read as any file from outside the code: one that does
not read, an entry that is not Fluent, a message with a variable its template does not have
(`$zz`) or a file of 500 KB is left out with a logged message, and those templates are said in
English; nothing raises or hangs."""

from __future__ import annotations

import logging
import shutil
import time

import pytest

from chroma_desktop import fluent_catalogues, language, registry, translations
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.messages import SeatNames, render
from tests.toy_game.manifest import MANIFEST as TOY


def _toy_with(tmp_path, catalogue_text: str | bytes):
    root = tmp_path / "data"
    shutil.copytree(TOY.data_root, root)
    target = root / "i18n" / "it" / "toy_nim.ftl"
    if isinstance(catalogue_text, bytes):
        target.write_bytes(catalogue_text)
    else:
        target.write_text(catalogue_text, encoding="utf-8")
    manifest = TOY._replace(data_root=root)
    registry.register(manifest)
    return manifest


@pytest.fixture
def in_italian():
    language.set_current("it")
    yield
    language.set_current(language.SOURCE)
    registry.unregister(TOY.id)


def _take_said(toy_id: str) -> str:
    game = registry.find_game(toy_id)
    match = Match(game, 2, {}, seed=1)
    names = SeatNames(("You", "Bot 2"), frozenset())
    first = match.state.current
    return render(game.describe(match.state, match.legal_moves(first)[1]), names,
                  language.message_translator())


@pytest.mark.parametrize("text", [
    "takes = [not, text]\n",
    "- a list\n",
    "takes = { $p prende\n",
    b"takes = caf\xe9\n",
    "takes = \x00\n",
    "takes = { $p } { $p-person ->\n [second] prendi\n *[third] prende\n } { $zz } pedine\n",
    "takes = { $p } prende { $n } pedine" + "x" * 500_000 + "\n",
    "takes = { $p } prende { $n -> [one] pedina }\n",
])
def test_a_damaged_translation_falls_back_to_english_with_a_logged_message(
        tmp_path, in_italian, caplog, text):
    _toy_with(tmp_path, text)
    started = time.perf_counter()
    with caplog.at_level(logging.WARNING, logger="chroma_desktop.fluent_catalogues"):
        said = _take_said(TOY.id)
    assert time.perf_counter() - started < 2.0
    assert "takes 2 counters" in said, said
    assert "left out" in caplog.text


def test_the_good_texts_of_a_file_stay_translated_beside_a_bad_one(tmp_path, in_italian):
    text = (TOY.data_root / "i18n" / "it" / "toy_nim.ftl").read_text(encoding="utf-8")
    text = text.replace("prompt = prendi da una a { $most } pedine", "prompt = prendi { $zz }")
    manifest = _toy_with(tmp_path, text)
    assert "prende 2 pedine" in _take_said(TOY.id)
    read = fluent_catalogues.catalogue("it", "toy_nim", manifest.data_root)
    assert read is not None and "prompt" not in read.uses and "takes" in read.uses


def test_problems_still_name_the_damaged_text(tmp_path, in_italian):
    manifest = _toy_with(tmp_path, "takes = { $p } { $zz }\n")
    found = translations.problems("it", prefixes=manifest.catalogues, root=manifest.data_root)
    assert any("zz" in problem for problem in found)
