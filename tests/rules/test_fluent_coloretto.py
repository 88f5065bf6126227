"""Coloretto in Fluent: Italian keeps its grammar, and German is added as data only.

German is `data/i18n/de/coloretto*.ftl` and `de/language.ftl`, no Python: its plurals (CLDR's),
the cases a seat takes ("dich", "dir"), articles and colour adjectives from the content words'
terms (`-word-red = Rot`, `.adjective = rote`). Every Coloretto template is said in German with
every seat and count; English and Italian against their old words: test_fluent_catalogues.py.
"""

from __future__ import annotations

import importlib
import pkgutil

import pytest

import chroma_desktop.games.coloretto as coloretto_package
from chroma_desktop import fluent_catalogues, language, translations
from chroma_desktop.registry import find_game
from chroma_desktop.rules.messages import COUNT, MESSAGE, SEAT, SeatNames, all_templates, plain

for _module in pkgutil.walk_packages(coloretto_package.__path__, "chroma_desktop.games.coloretto."):
    if ".table" not in _module.name:
        importlib.import_module(_module.name)

PREFIXES = ("coloretto", "coloretto_position", "coloretto_content")
TEMPLATES = [t for t in all_templates() if t.key.partition(".")[0] in PREFIXES]
NAMES = (
    SeatNames(("You", "Bot 2", "Bot 3", "Bot 4", "Bot 5"), frozenset({0})),
    SeatNames(("Anna", "You", "Bot 3", "Elio", "Ugo"), frozenset({1})),
    SeatNames(("Anna", "Ben", "Carla", "Dario", "Eva"), frozenset()),
)
WORDS = ("red ♥", "Yellow", "golden joker", "grey ▲")


def _samples(template):
    kinds = dict(template.kinds)
    for count in (1, 2, 20_001):
        for seat in range(5):
            values = {}
            for index, (slot, kind) in enumerate(kinds.items()):
                if kind == SEAT:
                    values[slot] = (seat + index) % 5
                elif kind == COUNT:
                    values[slot] = count
                elif kind == MESSAGE:
                    values[slot] = plain("2 red")
                else:
                    values[slot] = WORDS[(seat + index) % len(WORDS)]
            yield template(**values)


@pytest.fixture(scope="module")
def italian():
    find_game("coloretto")  # its content teaches the Italian colour and card names
    language.set_current("it")
    yield translations.translator("it", language.word, language.gender)
    language.set_current(language.SOURCE)


def test_every_coloretto_template_is_in_fluent_in_english_italian_and_german():
    assert len(TEMPLATES) > 140
    for language_code in ("en", "it", "de"):
        assert fluent_catalogues.ftl_prefixes(language_code) >= set(PREFIXES), language_code
        assert fluent_catalogues.problems(language_code, prefixes=PREFIXES) == [], language_code


def test_italian_keeps_its_articles_agreement_and_euphony(italian):
    from chroma_desktop.games.coloretto import text

    names = NAMES[1]
    assert text.PLACES(p=0, c="yellow ☀", r=2).render(names, italian) == (
        "Anna piazza la carta gialla ☀ nella fila 2")
    assert text.NOT_YOUR_TURN(p=0).render(names, italian) == "Tocca ad Anna, non a te."
    assert text.DECK_SIZE(n=20_001).render(names, italian) == "Mazzo: 20.001 carte"


@pytest.fixture(scope="module")
def german(italian):
    return translations.translator("de", language.word, language.gender)


def test_german_is_data_only_with_plurals_cases_and_articles(german):
    from chroma_desktop.games.coloretto import effects, scoring, text  # noqa: F401

    you, anna = SeatNames(("You", "Anna"), frozenset({0})), SeatNames(("Anna", "You"), frozenset({1}))
    said = {
        "Du ziehst eine Karte": text.DRAWS(p=0).render(you, german),
        "Anna zieht eine Karte": text.DRAWS(p=0).render(anna, german),
        "Stapel: 1 Karte": text.DECK_SIZE(n=1).render(you, german),
        "Stapel: 2 Karten": text.DECK_SIZE(n=2).render(you, german),
        "Stapel: 20.001 Karten": text.DECK_SIZE(n=20_001).render(you, german),
        "Anna legt die rote Karte ♥ in Reihe 2": text.PLACES(p=0, c="red ♥", r=2).render(anna, german),
        "Du legst die graue Karte ▲ in Reihe 1": text.PLACES(p=0, c="grey ▲", r=1).render(you, german),
        "Warten auf dich": text.WAITING(p=0).render(you, german),
        "Deine Bonuskarte für den Goldenen Joker ist rot ♥":
            text.BONUS_CARD(p=0, c="red ♥").render(you, german),
        "Die Bonuskarte von Anna für den Goldenen Joker ist blau ≈":
            text.BONUS_CARD(p=0, c="blue ≈").render(anna, german),
        "Anna bekommt eine gelbe ☀ Startkarte": text.DEALT_START(p=0, c="yellow ☀").render(anna, german),
        "Rot ♥: 3 Karten (davon 1 Joker), positiv gewertet":
            text.SCORE_COLOUR_JOKERS(c="red ♥", n=3, j=1, sign=text.POSITIVE()).render(you, german),
        "Reihe 2 wurde in dieser Runde schon von Anna genommen.":
            text.ROW_TAKEN_BY(r=2, p=0).render(anna, german),
        "Reihe 2 wurde in dieser Runde schon von dir genommen.":
            text.ROW_TAKEN_BY(r=2, p=0).render(you, german),
    }
    assert said == {expected: expected for expected in said}


def test_german_says_every_template_with_no_english_left(german):
    for template in TEMPLATES:
        for names in NAMES:
            for message in _samples(template):
                words = message.render(names, german)
                assert "{" not in words and "\ue000" not in words, (message.key, words)
                assert " you " not in f" {words} ".lower(), (message.key, words)


@pytest.mark.parametrize("language_id, said", [
    ("en", ("The card is a joker ✱", "The card is the golden joker ✪", "The card is a +2 card",
            "The card is red ♥")),
    ("it", ("La carta è un jolly ✱", "La carta è il jolly dorato ✪", "La carta è una carta +2",
            "La carta è rossa ♥")),
    ("de", ("Die Karte ist ein Joker ✱", "Die Karte ist der Goldene Joker ✪",
            "Die Karte ist eine „+2“-Karte", "Die Karte ist rot ♥")),
])
def test_a_revealed_card_is_said_with_its_article(language_id, said):
    # The revealed card after "is" takes the term's `.predicative` ("a joker", "un jolly"), a
    # colour its adjective ("rossa"); "+2" finds its term `-word-2` by the content's id.
    from chroma_desktop.games.coloretto.text import CARD_IS
    from chroma_desktop.rules.match import Match
    from chroma_desktop.rules.messages import render

    game = find_game("coloretto")
    config = Match(game, 3, {"edition": "newer"}, seed=1).state.config
    kinds = (config.joker, config.golden, config.plus2, config.colour_ids.index("red"))
    grammar = (None if language_id == "en"
               else translations.translator(language_id, language.word, language.gender))
    assert tuple(render(CARD_IS(c=config.kind_label(kind)), None, grammar)
                 for kind in kinds) == said
