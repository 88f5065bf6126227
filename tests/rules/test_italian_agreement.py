"""Italian colour adjectives agree with their noun (issue 17): "la carta gialla", "i dadi rossi",
"le carte arancioni", while blu and viola never change. An Italian message asks for the agreement
with the noun's gender and number as a variable: `$c-f`, `$c-mp`, `$c-fp` (`$c` is the word as
the table gives it, masculine singular)."""

from __future__ import annotations

from pathlib import Path

import pytest

from chroma_desktop import language, translations
from chroma_desktop.games.coloretto import text as coloretto
from chroma_desktop.registry import find_game
from chroma_desktop.rules.messages import SEAT, TEXT, SeatNames, catalogue

DEMO = catalogue("test_agreement", Path(__file__).parent / "data")  # its i18n/<language>/*.ftl
ON_ROW = {gender: DEMO.add(f"on_row_{gender}", p=SEAT, c=TEXT) for gender in ("m", "f", "mp", "fp")}
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
def test_an_italian_message_asks_for_the_agreement_as_a_variable(italian, gender, english,
                                                                   italian_words):
    said = ON_ROW[gender](p=1, c=english).render(NAMES, italian)
    assert said == f"Bot 2 mette {italian_words}"
    assert ON_ROW[gender](p=0, c=english).render(NAMES, italian) == f"Tu metti {italian_words}"


@pytest.mark.parametrize("colour", ["yellow", "red", "grey"])
def test_coloretto_places_a_feminine_card(italian, colour):
    said = coloretto.PLACES(p=1, c=colour, r=2).render(NAMES, italian)
    feminine = {"yellow": "gialla", "red": "rossa", "grey": "grigia"}[colour]
    assert said == f"Bot 2 piazza la carta {feminine} nella fila 2"
    assert coloretto.PLACE_DRAWN(c=colour).render(NAMES, italian) == (
        f"Piazza la carta {feminine} pescata in una fila")
    assert coloretto.CARD_IS(c=colour).render(NAMES, italian) == f"La carta è {feminine}"
