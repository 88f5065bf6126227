"""Italian colour adjectives agree with their noun (issue 17): "la carta gialla", "i dadi rossi",
"le carte arancioni", while blu and viola never change. A translated text asks for the agreement
with the noun's gender and number as a slot form: `{c:f}`, `{c:mp}`, `{c:fp}` (`{c:m}` is the
word as the table gives it)."""

from __future__ import annotations

import pytest

from chroma_desktop import language, translations
from chroma_desktop.games.coloretto import text as coloretto
from chroma_desktop.registry import find_game
from chroma_desktop.rules.messages import SEAT, TEXT, SeatNames, catalogue, check_translation

DEMO = catalogue("test_agreement")
ON_ROW = DEMO.add("on_row", "{p} {p:places|place} the {c} card", p=SEAT, c=TEXT)
ITALIAN_DEMO = {"m": "il dado {c:m}", "f": "la carta {c:f}", "mp": "i dadi {c:mp}",
                "fp": "le carte {c:fp}"}
NAMES = SeatNames(("You", "Bot 2"), frozenset({0}))


@pytest.fixture
def italian():
    find_game("coloretto")  # its colours' Italian names
    language.set_current("it")
    yield language.message_translator()
    language.set_current("en")


@pytest.mark.parametrize(("word", "m", "f", "mp", "fp"), [
    ("giallo", "giallo", "gialla", "gialli", "gialle"),
    ("rosso ♥", "rosso ♥", "rossa ♥", "rossi ♥", "rosse ♥"),
    ("grigio", "grigio", "grigia", "grigi", "grigie"),
    ("arancione ◆", "arancione ◆", "arancione ◆", "arancioni ◆", "arancioni ◆"),
    ("verde", "verde", "verde", "verdi", "verdi"),
    ("marrone", "marrone", "marrone", "marroni", "marroni"),
    ("blu", "blu", "blu", "blu", "blu"),
    ("viola", "viola", "viola", "viola", "viola"),
    ("rosa", "rosa", "rosa", "rosa", "rosa"),
    ("Giallo", "Giallo", "Gialla", "Gialli", "Gialle"),
    ("jolly ✱", "jolly ✱", "jolly ✱", "jolly ✱", "jolly ✱"),
])
def test_a_colour_agrees_with_the_gender_and_number_of_its_noun(word, m, f, mp, fp):
    forms = translations.adjectives("it")
    assert [translations.agreeing(word, gender, forms) for gender in ("m", "f", "mp", "fp")] == [
        m, f, mp, fp]


@pytest.mark.parametrize(("gender", "english", "italian_words"), [
    ("m", "red", "il dado rosso"), ("f", "red", "la carta rossa"), ("mp", "red", "i dadi rossi"),
    ("fp", "red", "le carte rosse"), ("f", "yellow ☀", "la carta gialla ☀"),
    ("fp", "orange", "le carte arancioni"), ("f", "blue", "la carta blu"),
])
def test_a_translated_text_asks_for_the_agreement_as_a_slot_form(italian, gender, english,
                                                                  italian_words):
    text = ITALIAN_DEMO[gender]
    assert check_translation(ON_ROW, "{p} " + text, translations.ITALIAN_FORMS) == []
    grammar = italian._replace(texts={**italian.texts, ON_ROW.key: "{p} {p:mette|metti} " + text})
    said = ON_ROW(p=1, c=english).render(NAMES, grammar)
    assert said == f"Bot 2 mette {italian_words}"


def test_a_form_that_is_no_gender_nor_article_is_refused():
    problems = check_translation(ON_ROW, "{p} la carta {c:fs}", translations.ITALIAN_FORMS)
    assert problems and "fs" in problems[0]


@pytest.mark.parametrize("colour", ["yellow", "red", "grey"])
def test_coloretto_places_a_feminine_card(italian, colour):
    said = coloretto.PLACES(p=1, c=colour, r=2).render(NAMES, italian)
    feminine = {"yellow": "gialla", "red": "rossa", "grey": "grigia"}[colour]
    assert said == f"Bot 2 piazza la carta {feminine} nella fila 2"
    assert coloretto.PLACE_DRAWN(c=colour).render(NAMES, italian) == (
        f"Piazza la carta {feminine} pescata in una fila")
    assert coloretto.CARD_IS(c=colour).render(NAMES, italian) == f"La carta è {feminine}"
