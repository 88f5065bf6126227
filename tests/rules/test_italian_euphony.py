"""Italian "a" and "e" before a seat's name that starts with a vowel become "ad" and "ed"
(issue 17): "Tocca ad Anna", "ed Elio pesca di nuovo"; before a consonant, and in English,
nothing changes."""

from __future__ import annotations

import pytest

from chroma_desktop import language
from chroma_desktop.games.coloretto import text as coloretto_words
from chroma_desktop.registry import find_game
from chroma_desktop.rules.messages import SeatNames, euphonic, render
from chroma_desktop.translations import euphonic_letters, euphonic_words


@pytest.fixture
def italian():
    find_game("coloretto")
    language.set_current("it")
    yield language.message_translator()
    language.set_current("en")


def _template(key: str):
    return next(template for template in coloretto_words.T if template.key == key)


@pytest.mark.parametrize(("name", "said"), [
    ("Anna", "Tocca ad Anna, non a te."),
    ("Elio", "Tocca ad Elio, non a te."),
    ("Bea", "Tocca a Bea, non a te."),
])
def test_a_before_a_name_that_starts_with_a_vowel_is_ad(italian, name, said):
    message = _template("coloretto.not_your_turn")(p=0)
    assert render(message, SeatNames((name, "You"), frozenset({1})), italian) == said
    assert render(message, SeatNames((name, "You"), frozenset({1}))).startswith(f"It is {name}")


def test_e_before_a_name_that_starts_with_a_vowel_is_ed(italian):
    message = _template("coloretto.draws_last_round")(p=0)
    assert render(message, SeatNames(("Elio",)), italian).endswith("ed Elio pesca di nuovo")
    assert render(message, SeatNames(("Ugo",)), italian).endswith("ed Ugo pesca di nuovo")
    assert render(message, SeatNames(("Bea",)), italian).endswith("e Bea pesca di nuovo")


def test_words_said_with_a_name_in_them_get_ad_before_it_too():
    """The UI's own sentences ("Pass the table to {name}") filled with a name."""
    words, vowels = euphonic_words("it"), euphonic_letters("it")
    assert vowels == "aeiouàèéìíòóùú"
    assert euphonic("Passa il tavolo a Anna.", "Anna", words, vowels) == "Passa il tavolo ad Anna."
    assert euphonic("A Anna tocca", "Anna", words, vowels) == "Ad Anna tocca"
    # Only before the name itself: another word, or a name inside a longer word, stays.
    assert euphonic("a altri e a Annabella", "Anna", words, vowels) == "a altri e a Annabella"
    assert euphonic("Passa il tavolo a Anna.", "Anna", {}, vowels) == "Passa il tavolo a Anna."
    assert euphonic("Passa il tavolo a Bea.", "Bea", words, vowels) == "Passa il tavolo a Bea."
