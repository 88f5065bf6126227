"""German content words, lessons and How to play as data (issue 33): every file of
`data/i18n/de/content|lessons|reference/<game>.ftl` has exactly the ids, attributes and variables
of English's, every entry formats without a Fluent error, no English is left in them (a rulebook
quoted as written aside), How to play keeps English's markup, and the words come out in the
right case and number.

German is not yet a language the app shows (`language.SUPPORTED`), so the words are read through
the look-ups that take any language code: `content_ftl.text` (the one look-up of a text, which
`Lesson.translated` and `Ruling.translated` use) and `content_ftl.read_words` (the reader that
teaches the word table); cases and plurals are rendered by Fluent itself, with the term's forms
as the variables a catalogue's message gets (`$c-<form>`, fluent_catalogues.Catalogues).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast as ftl

from chroma_desktop.content.content_ftl import (
    CONTENT,
    GENDER,
    KINDS,
    LESSONS,
    REFERENCE,
    WordsFile,
    problems,
    read_words,
    reference_id,
    text,
    words_path,
)
from chroma_desktop.content.rulings import quote_language
from chroma_desktop.fluent_catalogues import plain_text, variables
from chroma_desktop.ftl_files import read_ftl
from chroma_desktop.lessons import load_lessons
from chroma_desktop.registry import content_game_ids, find_game, rulings
from chroma_desktop.resources import data_dir

GERMAN = "de"
GAMES = content_game_ids()
FILES = [(kind, game) for kind in KINDS for game in GAMES]
# the games whose rules' catalogue has German (their terms keyed by the English names)
CATALOGUED = [game for game in GAMES if (data_dir() / "i18n" / "de" / f"{game}.ftl").is_file()]
GENDERS = {"m", "f", "n", "p"}  # der, die, das; die in the plural
# Words a German text would not hold: English left untranslated ("die", "hand", "App", "Joker"
# and "Key", a card's name, are German too, so they are not telltales).
ENGLISH = re.compile(r"'s\b|\b(the|and|from|your|you|with|into|of|is|are|on|to|it|cards?|rows?|"
                     r"tiles?|dice|points?|players?|takes?|draws?|when|which|only|this|that|each|"
                     r"every|turns?|colou?rs?|scores?|rounds?|mouse|keyboard|rulebook)\b",
                     re.IGNORECASE)
TAG = re.compile(r"</?\w+[^>]*>")


def _path(language_code: str, kind: str, game_id: str) -> Path:
    return words_path(data_dir(), language_code, kind, game_id)


def _words(language_code: str, kind: str, game_id: str) -> WordsFile:
    return read_words(_path(language_code, kind, game_id))


def _entries(language_code: str, kind: str, game_id: str) -> dict[str, ftl.Message | ftl.Term]:
    read = read_ftl(_path(language_code, kind, game_id))
    return {("-" if isinstance(entry, ftl.Term) else "") + entry.id.name: entry
            for entry in read.entries}


def _english_quotes(game_id: str) -> set[str]:
    """The ids of the German lessons' rulebook quotes that stay in the English rulebook's words
    (their `-source` names an English rulebook), and of those sources."""
    said = _words(GERMAN, LESSONS, game_id).messages
    quoting = set()
    for message_id, source in said.items():
        if message_id.endswith("-source") and quote_language(source.partition(",")[0]) == "en":
            quoting |= {message_id, message_id.removesuffix("-source") + "-rule"}
    return quoting


def test_the_german_files_are_there():
    for kind, game_id in FILES:
        assert _path(GERMAN, kind, game_id).is_file(), (kind, game_id)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_english_id_has_its_german_and_no_other(game_id):
    # The app's own check: entries that do not read (or are not plain text), ids English has
    # that German lacks, ids German has that English lacks; for content, lessons and reference.
    assert problems(GERMAN, game_id) == []


@pytest.mark.parametrize(("kind", "game_id"), FILES)
def test_the_same_ids_attributes_and_variables_as_english(kind, game_id):
    english, german = _entries("en", kind, game_id), _entries(GERMAN, kind, game_id)
    assert english and german.keys() == english.keys()
    for entry_id, entry in english.items():
        assert variables(german[entry_id]) == variables(entry), entry_id
        english_attributes = {attribute.id.name for attribute in entry.attributes}
        german_attributes = {attribute.id.name for attribute in german[entry_id].attributes}
        assert english_attributes <= german_attributes, entry_id


@pytest.mark.parametrize("game_id", GAMES)
def test_every_content_word_has_its_gender_and_plain_forms(game_id):
    terms = _words(GERMAN, CONTENT, game_id).terms
    english = _words("en", CONTENT, game_id).terms
    assert terms.keys() == english.keys()
    for term, fields in terms.items():
        assert fields.get(GENDER) in GENDERS, term
        # every attribute read as plain text (a form a catalogue's message slots as `$c-<form>`)
        raw = _entries(GERMAN, CONTENT, game_id)["-" + term]
        assert {attribute.id.name for attribute in raw.attributes} <= fields.keys(), term
        assert all(value.strip() for value in fields.values()), term


@pytest.mark.parametrize(("kind", "game_id"), FILES)
def test_every_german_entry_formats_without_a_fluent_error(kind, game_id):
    source = _path(GERMAN, kind, game_id).read_text(encoding="utf-8")
    bundle = FluentBundle([GERMAN], use_isolating=False)
    bundle.add_resource(FluentResource(source))
    entries = _entries(GERMAN, kind, game_id)
    terms = [entry for entry in entries.values() if isinstance(entry, ftl.Term)]
    # a term is said through a message that places it, as a catalogue's message would
    bundle.add_resource(FluentResource("".join(
        f"probe-{index} = {{ -{term.id.name} }}\n" for index, term in enumerate(terms))))
    ids = [entry_id for entry_id in entries if not entry_id.startswith("-")]
    ids += [f"probe-{index}" for index in range(len(terms))]
    for message_id in ids:
        said, errors = bundle.format_pattern(bundle.get_message(message_id).value, {})
        assert errors == [] and said.strip(), message_id


@pytest.mark.parametrize(("kind", "game_id"), FILES)
def test_no_english_left(kind, game_id):
    said = _words(GERMAN, kind, game_id)
    quotes = _english_quotes(game_id) if kind == LESSONS else set()
    texts = {message_id: words for message_id, words in said.messages.items()
             if message_id not in quotes}
    texts.update({f"-{term}.{field}": words for term, fields in said.terms.items()
                  for field, words in fields.items() if field != GENDER})
    assert texts
    for where, words in texts.items():
        assert not ENGLISH.search(TAG.sub(" ", words)), (where, words)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_rulebook_quote_stays_as_written(game_id):
    # No German rulebook text is at hand: a lesson's quote stays the English rulebook's words,
    # naming that rulebook (the lesson says it quotes in English), never English passed off as
    # a German rulebook's.
    english = _words("en", LESSONS, game_id).messages
    german = _words(GERMAN, LESSONS, game_id).messages
    quoted = {message_id for message_id in english if message_id.endswith(("-rule", "-source"))}
    assert quoted <= _english_quotes(game_id)
    for message_id in quoted:
        assert german[message_id] == english[message_id], message_id


@pytest.mark.parametrize("game_id", GAMES)
def test_how_to_play_keeps_the_english_markup(game_id):
    english = _words("en", REFERENCE, game_id).messages
    german = _words(GERMAN, REFERENCE, game_id).messages
    assert len(english) == 6 and german.keys() == english.keys()
    for section, words in english.items():
        assert TAG.findall(german[section]) == TAG.findall(words), section
        assert german[section] != words, section


@pytest.mark.parametrize("game_id", CATALOGUED)
def test_a_catalogue_writes_no_content_word_again(game_id):
    # A content word is written once, as a term of de/content/<game>.ftl, with the forms the
    # rules' German catalogue slots (`.accusative`, `.einen`): the catalogue reads those terms
    # (fluent_catalogues). A term the catalogue keeps under the same id is another word: a
    # name said in running text ("zusätzlicher Reservezug", the superpower "Zusätzlicher
    # Reservezug").
    catalogue = data_dir() / "i18n" / GERMAN / f"{game_id}.ftl"
    chosen = {entry.id.name: entry for entry in read_ftl(catalogue).entries
              if isinstance(entry, ftl.Term)}
    terms = _words(GERMAN, CONTENT, game_id).terms
    for term in chosen.keys() & terms.keys():
        forms = {"": plain_text(chosen[term].value)}
        forms.update({attribute.id.name: plain_text(attribute.value)
                      for attribute in chosen[term].attributes})
        assert any(terms[term].get(field) != said for field, said in forms.items()), term


def test_the_german_catalogues_say_content_words_from_the_content_terms():
    from chroma_desktop.fluent_catalogues import catalogue

    coloretto = catalogue(GERMAN, "coloretto")
    assert coloretto is not None
    joker = coloretto.word("golden joker")
    assert joker is not None and plain_text(joker.value) == "Goldener Joker"
    assert {attribute.id.name: plain_text(attribute.value) for attribute in joker.attributes}[
        "accusative"] == "den Goldenen Joker"
    cubes = catalogue(GERMAN, "chroma_cubes")
    assert cubes is not None
    reserve = cubes.word("extra reserve move")  # the catalogue's own, in running text
    assert reserve is not None and plain_text(reserve.value) == "zusätzlicher Reservezug"


def test_coloretto_speaks_the_german_rulebooks_words():
    terms = _words(GERMAN, CONTENT, "coloretto").terms
    assert {term: fields[""] for term, fields in terms.items() if term in {
        "word-joker", "word-golden-joker", "word-last-round", "word-red", "word-grey",
        "word-brown-side-normal", "word-purple-side-difficult"}} == {
        "word-joker": "Joker", "word-golden-joker": "Goldener Joker",
        "word-last-round": "Letzte Runde", "word-red": "Rot", "word-grey": "Grau",
        "word-brown-side-normal": "Braune Seite (normal)",
        "word-purple-side-difficult": "Lila Seite (schwierig)"}


def test_case_forms():
    coloretto = _words(GERMAN, CONTENT, "coloretto")
    assert coloretto.term_text("word-golden-joker", "accusative") == "den Goldenen Joker"
    assert coloretto.term_text("word-golden-joker", "predicative") == "der Goldene Joker"
    assert coloretto.term_text("word-joker", "accusative") == "den Joker"
    assert coloretto.term_text("word-red", "accusative") == "die rote Karte"
    assert coloretto.term_text("word-red", "drawn") == "die gezogene rote Karte"
    assert coloretto.term_text("word-last-round", "accusative") == "die Karte „Letzte Runde“"
    cubes = _words(GERMAN, CONTENT, "chroma_cubes")
    assert cubes.term_text("word-pumpkin", "einen") == "einen Kürbis"
    assert cubes.term_text("word-heart", "einen") == "ein Herz"  # a neuter noun's accusative
    assert cubes.term_text("word-moon", "keinen") == "keinen Mond"


def _render(count: int, one: str, other: str, **forms: str) -> str:
    """A count said by Fluent in German, `one` or `other` by its CLDR plural, with `forms` as the
    variables (`c_plural` is `$c-plural`), as a catalogue's message gets a content word's forms."""
    bundle = FluentBundle([GERMAN], use_isolating=False)
    bundle.add_resource(FluentResource(
        f"probe = {{ $n ->\n    [one] {one}\n   *[other] {other}\n}}\n"))
    variables = {name.replace("_", "-"): value for name, value in forms.items()}
    said, errors = bundle.format_pattern(bundle.get_message("probe").value,
                                         {"n": count, **variables})
    assert errors == []
    return str(said)


@pytest.mark.parametrize(("count", "expected"), [
    (1, "eine rote Karte"), (2, "2 rote Karten"), (20001, "20.001 rote Karten")])
def test_a_colours_cards_counted(count, expected):
    red = _words(GERMAN, CONTENT, "coloretto").terms["word-red"]
    said = _render(count, "eine { $c-adjective } Karte", "{ $n } { $c-plural }",
                   c_adjective=red["adjective"], c_plural=red["plural"])
    assert said == expected


@pytest.mark.parametrize(("count", "expected"), [(1, "ein Joker"), (3, "3 Joker")])
def test_jokers_counted(count, expected):
    joker = _words(GERMAN, CONTENT, "coloretto").terms["word-joker"]
    said = _render(count, "{ $c-predicative }", "{ $n } { $c-plural }",
                   c_predicative=joker["predicative"], c_plural=joker["plural"])
    assert said == expected


@pytest.mark.parametrize(("symbol", "count", "expected"), [
    ("heart", 1, "ein Herz"), ("heart", 5, "5 Herzen"),
    ("pumpkin", 1, "ein Kürbis"), ("pumpkin", 2, "2 Kürbisse"),
    ("leaf", 4, "4 Blätter")])
def test_symbols_counted(symbol, count, expected):
    plurals = {"heart": "hearts", "pumpkin": "pumpkins", "leaf": "leaves"}
    terms = _words(GERMAN, CONTENT, "chroma_cubes").terms
    said = _render(count, "{ $c-ein }", "{ $n } { $c-plural }",
                   c_ein=terms[f"word-{symbol}"]["ein"],
                   c_plural=terms[f"word-{plurals[symbol]}"][""])
    assert said == expected


def test_lessons_rulings_and_how_to_play_through_the_apps_look_up():
    lessons = {lesson.id: lesson for lesson in load_lessons("coloretto")}
    assert lessons["jokers"].translated(GERMAN, "title") == "Joker zählen für die Farbe deiner Wahl"
    assert lessons["take_ends_round"].translated(GERMAN, "feedback", "take 2") == (
        "Eine rote Karte ist dir weniger wert als drei blaue, und wer eine Reihe nimmt, beendet "
        "seine Runde: Nimm Reihe 1.")
    for game_id in GAMES:
        for lesson in load_lessons(game_id):
            for field in ("title", "goal", "hint", "explanation"):
                assert lesson.translated(GERMAN, field), (lesson.key, field)
            for move, _ in lesson.feedback:
                assert lesson.translated(GERMAN, "feedback", move), (lesson.key, move)
        for ruling in rulings(find_game(game_id)):
            assert ruling.translated(GERMAN, "title"), (game_id, ruling.id)
            assert ruling.translated(GERMAN, "reading"), (game_id, ruling.id)
    removal = next(r for r in rulings(find_game("coloretto")) if r.id == "colour_removal")
    assert removal.translated(GERMAN, "value", "random") == "Die Farben werden zufällig bestimmt."
    goal = text(GERMAN, "chroma_cubes", reference_id("Goal"))
    assert goal == ("<p>Wirf bunte Würfel und male mit ihren Symbolen ein Bild aus. Wer eine Figur "
                    "des Bildes vollendet, bekommt Punkte; wer zuerst das Ziel des Bogens "
                    "erreicht, gewinnt.</p>")
