"""German, the third language, added as data only: every rules catalogue in `data/i18n/de/`.

Each `en/<prefix>.ftl` has its German `de/<prefix>.ftl` with the same message ids, each message
using the same slots (its forms are German's own: `$c-accusative`, `$a-einen` from a term's
attribute). Every template of the app and its games is said in German with every seat (spoken to
or named), counts 0, 1, 2, 1000 and 20001, from the German file itself (no Fluent error, no
fallback to English), with no English words left in it and no seat in the wrong person or case.
Seeded games are logged in German with no Fluent error. A few exact sentences prove the grammar
the files carry: plurals, the seat's person and case, articles and declined colours. No Python
module names German: the language is its folder.
"""

from __future__ import annotations

import importlib
import logging
import pkgutil
import random
import re
from pathlib import Path

import pytest

import chroma_desktop.games as games_package
from chroma_desktop import fluent_catalogues, language, translations
from chroma_desktop.fluent_catalogues import Catalogues, variables
from chroma_desktop.ftl_files import read_ftl
from chroma_desktop.registry import find_game, game_ids
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.messages import (
    COUNT,
    MESSAGE,
    SEAT,
    Message,
    SeatNames,
    all_templates,
    plain,
    render,
)

ROOT = Path(__file__).resolve().parents[2]
ENGLISH_FOLDER = ROOT / "data" / "i18n" / "en"
GERMAN_FOLDER = ROOT / "data" / "i18n" / "de"


def _declare_every_template() -> None:
    """Import every module that declares templates: each game's modules but its table (Qt), and
    every module of the app that opens a catalogue."""
    for found in pkgutil.walk_packages(games_package.__path__, games_package.__name__ + "."):
        if ".table" not in found.name:
            importlib.import_module(found.name)
    for path in sorted((ROOT / "chroma_desktop").rglob("*.py")):
        if re.search(r'\bcatalogue\("\w+"\)', path.read_text("utf-8")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            importlib.import_module(".".join(parts[:-1] if parts[-1] == "__init__" else parts))


_declare_every_template()
PREFIXES = frozenset(translations.shipped_prefixes())
TEMPLATES = [t for t in all_templates() if t.key.partition(".")[0] in PREFIXES]
NAMES = (
    SeatNames(("You", "Bot 2", "Bot 3", "Bot 4", "Bot 5"), frozenset({0})),
    SeatNames(("Anna", "You", "Bot 3", "Elio", "Ugo"), frozenset({1})),
    SeatNames(("Anna", "Ben", "Carla", "Dario", "Eva"), frozenset()),
)
COUNTS = (0, 1, 2, 1000, 20_001)
WORDS = ("Rot", "Blau", "Saphirblau")  # text slots: words already German, said as they are
# English a German sentence never needs; a word left untranslated shows one of these.
ENGLISH = re.compile(r"'s\b|\b(the|and|from|your|you|with|into|of|is|are|were|has|have|"
                     r"cards?|rows?|tiles?|dice|points?|players?|turn|takes?|draws?|"
                     r"places?|round|game|wins?|not|this|that|which|here|now|only|must|"
                     r"cannot|every|each|more|than|no)\b")
# Position notation quoted in a refusal ('T31 from pile 2') is the same in every language.
QUOTED_NOTATION = re.compile(r"(?<!\w)'[^']*'(?!\w)")
# German articles and nouns that match an English word above ("die Karte", "Würfel").
GERMAN_HOMOGRAPHS = re.compile(r"\b[Dd]ie\b")
# German that a wrong pick of the seat's form gives: "du" with a third-person verb or after a
# preposition (it takes "dir"/"dich"), a name with a second-person verb.
WRONG_PERSON = re.compile(
    r"\b[Dd]u (aktiviert|beendet|beginnt|behält|bekommt|darf|druckt|eröffnet|folgt|füllt|gewinnt|"
    r"gibt|hat|hätte|hört|ist|kann|legt|läge|malt|mischt|nimmt|schiebt|tauscht|verschiebt|"
    r"verzichtet|vollendet|wirft|wählt|würfelt|zieht)\b"
    r"|\b(mit|hinter|vor|für|von|bei|zu|gegen|ohne|aus|nach|auf|an) du\b"
    r"|\b(Bot \d|Anna|Ben|Carla|Dario|Eva|Elio|Ugo) (?!ist\b)\w+st\b")


@pytest.fixture(scope="module")
def german():
    """The `Grammar` that says messages in German; German is never the current language here
    (the language menu does not offer it yet), so the translator is asked for it by code."""
    return translations.translator("de", language.word, language.gender)


def _slots(entry) -> frozenset[str]:
    """The slots a message uses: `$p` and `$p-person` are both the slot p."""
    return frozenset(name.partition("-")[0] for name in variables(entry))


def _messages(path: Path) -> dict[str, frozenset[str]]:
    read = read_ftl(path)
    assert read.problems == (), read.problems
    return {entry.id.name: _slots(entry) for entry in read.entries
            if type(entry).__name__ == "Message"}


def _samples(template):
    """`template` with each seat of five (a second seat slot the next seat, so "you" and a name
    meet in one sentence) and each count of `COUNTS`."""
    kinds = dict(template.kinds)
    for count in COUNTS if COUNT in kinds.values() else (1,):
        for seat in range(5):
            values = {}
            for index, (slot, kind) in enumerate(kinds.items()):
                if kind == SEAT:
                    values[slot] = (seat + index) % 5
                elif kind == COUNT:
                    values[slot] = count
                elif kind == MESSAGE:
                    values[slot] = plain("Rot")
                else:
                    values[slot] = WORDS[(seat + index) % len(WORDS)]
            yield template(**values)


# -- the files -------------------------------------------------------------------------------------
def test_every_english_catalogue_has_its_german_file_with_the_same_ids_and_slots():
    english_files = sorted(ENGLISH_FOLDER.glob("*.ftl"))
    assert len(english_files) >= 23
    assert {path.stem for path in english_files} <= {path.stem for path in GERMAN_FOLDER.glob("*.ftl")}
    for english_file in english_files:
        english = _messages(english_file)
        german = _messages(GERMAN_FOLDER / english_file.name)
        assert sorted(german) == sorted(english), english_file.name
        unlike = {key: (english[key], german[key]) for key in english if english[key] != german[key]}
        assert unlike == {}, english_file.name


def test_german_has_every_template_and_nothing_the_templates_lack():
    assert len(TEMPLATES) > 1_100
    assert translations.problems("de") == []
    assert fluent_catalogues.ftl_prefixes("de") == fluent_catalogues.ftl_prefixes("en")


# -- every message, said ---------------------------------------------------------------------------
@pytest.mark.parametrize("sentence_start", [True, False])
def test_every_template_is_said_from_the_german_file_with_every_seat_and_count(german, sentence_start):
    catalogues = Catalogues("de")
    said_count = 0
    for template in TEMPLATES:
        for message in _samples(template):
            for names in NAMES:
                said = catalogues.render(message, names, german, sentence_start)
                where = (template.key, dict(message.slots), names.names[:2], said)
                assert said is not None, where  # None: a Fluent error, said in English instead
                assert "{" not in said and "}" not in said and "\ue000" not in said, where
                assert "20001" not in said and "20,001" not in said and "1.000" not in said, where
                assert not ENGLISH.search(GERMAN_HOMOGRAPHS.sub("", QUOTED_NOTATION.sub("", said))), where
                assert not WRONG_PERSON.search(said), where
                said_count += 1
    assert said_count > 30_000


def test_the_person_check_flags_a_seat_said_in_the_wrong_form():
    flagged = [text for text in ("Du ziehst eine Karte", "Du zieht eine Karte", "Anna ziehst",
                                 "Anna ist am Zug", "Gleichauf mit du", "Gleichauf mit dir")
               if WRONG_PERSON.search(text)]
    assert flagged == ["Du zieht eine Karte", "Anna ziehst", "Gleichauf mit du"]


def test_the_telltale_check_flags_english_left_in_german():
    flagged = [text for text in ("Du ziehst eine Karte", "Anna takes Reihe 2", "Stapel: 2 cards",
                                 "Annas Zug", "Anna's turn", "die rote Karte", "the Joker")
               if ENGLISH.search(GERMAN_HOMOGRAPHS.sub("", text))]
    assert flagged == ["Anna takes Reihe 2", "Stapel: 2 cards", "Anna's turn", "the Joker"]


# -- real games in German ----------------------------------------------------------------------------
def _played(game_id: str, seed: int, plies: int) -> list:
    """The prompts and log lines of a seeded game played at random."""
    game = find_game(game_id)
    match = Match(game, min(3, game.max_players), {}, seed)
    rng = random.Random(seed)
    said = []
    for _ in range(plies):
        if match.is_over():
            break
        seat = match.to_move()[0]
        said.append(game.prompt(match.state, seat))
        move = rng.choice(match.legal_moves(seat))
        said.append(game.describe(match.state, move))
        match.play(move, seat)
    return said


def _frame(message: Message) -> Message:
    """`message` with each content word in its text slots (and nested messages') set to a German
    word: what is left is the catalogues' own words. Fixed words the code says as plain text
    (`plain`) are kept."""
    if message.key.startswith("plain.text"):
        return message
    return message._replace(slots=tuple(
        (slot, _frame(value) if isinstance(value, Message) else "Rot" if isinstance(value, str)
         else value) for slot, value in message.slots))


@pytest.mark.parametrize("game_id", game_ids())
def test_a_seeded_game_is_logged_in_german_with_no_fluent_error(german, game_id, caplog):
    names = SeatNames(("You", "Bot 2", "Bot 3"), frozenset({0}))
    messages = _played(game_id, 7, 150)
    with caplog.at_level(logging.WARNING, logger=fluent_catalogues.__name__):
        lines = [render(message, names, german) for message in messages]
    assert len(lines) > 20
    assert [record.getMessage() for record in caplog.records] == []
    assert not [line for line in lines if "{" in line or "\ue000" in line]
    english = [render(message, names) for message in messages]
    assert sum(a != b for a, b in zip(lines, english, strict=True)) > len(lines) * 0.9
    frames = [render(_frame(message), names, german) for message in messages]
    assert [frame for frame in frames if ENGLISH.search(QUOTED_NOTATION.sub("", frame))
            or WRONG_PERSON.search(frame)] == []


# -- the grammar the files carry -------------------------------------------------------------------
def test_plurals_cases_and_articles_come_out_right(german):
    from chroma_desktop.games.chroma_cubes import text as cubes
    from chroma_desktop.games.chroma_mix import phrases as mix
    from chroma_desktop.games.cmyk import move_effect_words as cmyk_effects
    from chroma_desktop.games.cmyk import words as cmyk
    from chroma_desktop.games.coloretto import text as coloretto
    from chroma_desktop.rules import play_words

    you = SeatNames(("You", "Anna"), frozenset({0}))
    anna = SeatNames(("Anna", "You"), frozenset({1}))
    said = {
        # the seat spoken to takes the second person, a name the third; "dir", "dich" by case
        "Du ziehst eine Karte": coloretto.DRAWS(p=0).render(you, german),
        "Anna zieht eine Karte": coloretto.DRAWS(p=0).render(anna, german),
        "Du bist nicht am Zug": play_words.NOT_THEIR_TURN(p=0).render(you, german),
        "Anna ist nicht am Zug": play_words.NOT_THEIR_TURN(p=0).render(anna, german),
        "Anna läge dann 3 Punkte hinter dir":
            cmyk_effects.BEHIND(p=0, q=1, n=3).render(anna, german),
        # CLDR plurals: one, other, and numbers grouped from five digits
        "Stapel: 1 Karte": coloretto.DECK_SIZE(n=1).render(you, german),
        "Stapel: 2 Karten": coloretto.DECK_SIZE(n=2).render(you, german),
        "Stapel: 0 Karten": coloretto.DECK_SIZE(n=0).render(you, german),
        "Stapel: 1000 Karten": coloretto.DECK_SIZE(n=1000).render(you, german),
        "Gleichstand bei 20.001 Punkten, 1 Figur und 2 ausgemalten Symbolen: geteilter Sieg":
            cubes.TIE_SHARED(points=20_001, top=1, most=2).render(you, german),
        "2 Punkte": render(coloretto.POINTS(n=2), you, german, sentence_start=False),
        # articles and declined colours from the content words' terms
        "Deine Bonuskarte für den Goldenen Joker ist rot ♥":
            coloretto.BONUS_CARD(p=0, c="red ♥").render(you, german),
        "Anna legt die rote Karte ♥ in Reihe 2": coloretto.PLACES(p=0, c="red ♥", r=2).render(anna, german),
        "Du legst den Goldenen Joker ✪ in Reihe 1":
            coloretto.PLACES(p=0, c="golden joker ✪", r=1).render(you, german),
        "Lege den gezogenen Joker ✱ in eine Reihe": coloretto.PLACE_DRAWN(c="joker ✱").render(you, german),
        "Die Karte ist ein Joker ✱": coloretto.CARD_IS(c="joker ✱").render(you, german),
        "Du bekommst eine gelbe ☀ Startkarte": coloretto.DEALT_START(p=0, c="yellow ☀").render(you, german),
        "Würfel Rot 1 zeigt ein Herz und einen Stern":
            cubes.SHOWS(die=cubes.DIE(colour="red", n=1), a="heart", b="star").render(you, german),
        "Würfel Blau 2 zeigt keinen Stern.":
            cubes.DOES_NOT_SHOW(die=cubes.DIE(colour="blue", n=2), symbol="star").render(you, german),
        "Anna setzt die Superkraft Joker ein: Würfel Lila 1 zählt in dieser Runde auch als ein Mond":
            cubes.MAKES_WILD(p=0, die=cubes.DIE(colour="purple", n=1), symbol="moon").render(anna, german),
        # a term with a case parameter: nominative, accusative, dative
        "Der selbstsichere Billy hat eine Siegbedingung erfüllt": mix.BILLY_MET().render(you, german),
        "Warten auf den selbstsicheren Billy": mix.WAITING_FOR_BILLY().render(you, german),
        "Gib dem selbstsicheren Billy die Mischung, die ihm am wenigsten hilft":
            mix.HINT_BILLY_MIX().render(you, german),
        # the rules' own words for where a tile lies, and a victory after "am"
        "1 Reihe oberhalb des Startplättchens, 2 Plätze links":
            cmyk.CELL_ROW_SIDE(r=1, way="above", n=2, side="left").render(you, german),
        "Näher am Rubin-Sieg: in der Auslage":
            mix.WORTH_ADVANCES(condition="Ruby victory", parts=mix.SHORT_IN_PLAY()).render(you, german),
    }
    assert said == {expected: expected for expected in said}


def test_a_joker_takes_its_case_where_the_sentence_puts_it(german):
    from chroma_desktop.games.coloretto import text as coloretto

    you = SeatNames(("You", "Anna"), frozenset({0}))
    assert coloretto.SCORE_COLOUR_JOKERS(c="red ♥", n=3, j=1, sign=coloretto.POSITIVE()).render(
        you, german) == "Rot ♥: 3 Karten (davon 1 Joker), positiv gewertet"
    assert coloretto.SCORE_COLOUR_JOKERS(c="red ♥", n=4, j=2, sign=coloretto.NEGATIVE()).render(
        you, german) == "Rot ♥: 4 Karten (davon 2 Joker), negativ gewertet"
    assert coloretto.REMOVES(p=0, c="Green").render(you, german) == "Du nimmst Grün aus dem Spiel"


# -- data only: tests/rules/test_languages_are_data.py checks that no module names German (nor
# any language), branches on it or holds its words.
