"""The Fluent runtime behind `messages.render`: files read defensively, English fallback, CLDR
plurals, terms with attributes, and messages that do not fit their template left out.

Each test writes real `.ftl` files into a data folder of its own (`i18n/<language>/<prefix>.ftl`)
for a catalogue declared here, and renders through `Grammar.catalogue` as the table does.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from chroma_desktop import fluent_catalogues
from chroma_desktop.fluent_catalogues import Catalogues
from chroma_desktop.ftl_files import MAX_FTL_BYTES, message_id, read_ftl
from chroma_desktop.rules.messages import COUNT, SEAT, TEXT, Grammar, SeatNames, catalogue, render

DEMO = catalogue("test_fluent")
TAKES = DEMO.add("takes", p=SEAT, n=COUNT)
GIVES = DEMO.add("gives.away", p=SEAT, c=TEXT)
ONLY_ENGLISH = DEMO.add("only_english", p=SEAT)
NAMES = SeatNames(("You", "Anna"), frozenset({0}))

ENGLISH = """
takes = { $p } { $p-person ->
        [second] take
       *[third] takes
    } { $n } { $n ->
        [one] card
       *[other] cards
    }
gives-away = { $p } { $p-person ->
        [second] give
       *[third] gives
    } away { $c-a }
only-english = Only in English, { $p }
"""
# Polish has four CLDR plural categories: 1 karta, 2-4 karty, 5-21 kart, 22-24 karty, 1,5 karty.
POLISH = """
takes = { $p } { $p-person ->
        [second] bierzesz
       *[third] bierze
    } { $n } { $n ->
        [one] kartę
        [few] karty
        [many] kart
       *[other] karty
    }
"""
# German: a content word's term carries its gender; the message picks the article and the case.
GERMAN = """
-word-joker = Joker
    .gender = m
-word-golden-card = Goldkarte
    .gender = f
takes = { $p } { $p-person ->
        [second] nimmst
       *[third] nimmt
    } { $n } { $n ->
        [one] Karte
       *[other] Karten
    }
gives-away = { $p } { $p-person ->
        [second] gibst
       *[third] gibt
    } { $c-gender ->
        [m] den
        [n] das
       *[f] die
    } { $c } ab
"""


def _folder(tmp_path: Path, files: dict[str, str]) -> Path:
    for where, text in files.items():
        path = tmp_path / "i18n" / where
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return tmp_path


def _grammar(language: str, root: Path, you: str) -> Grammar:
    return Grammar(catalogue=Catalogues(language, root).render, you=you, word=lambda text: text,
                   article=lambda form, text: text)


def test_ids_are_the_keys_in_kebab_case():
    assert message_id("hint.take_alone") == "hint-take-alone"
    assert message_id("draws") == "draws"


def test_english_is_said_from_its_fluent_file(tmp_path):
    english = _grammar("en", _folder(tmp_path, {"en/test_fluent.ftl": ENGLISH}), "you")
    said = [render(message, NAMES, english) for message in (
        TAKES(p=0, n=1), TAKES(p=1, n=2), GIVES(p=1, c="orange"), GIVES(p=0, c="red"))]
    assert said == ["You take 1 card", "Anna takes 2 cards", "Anna gives away an orange",
                    "You give away a red"]
    assert render(TAKES(p=1, n=20_001), NAMES, english) == "Anna takes 20,001 cards"
    assert render(TAKES(p=0, n=1), NAMES, english, sentence_start=False) == "you take 1 card"


def test_cldr_plural_categories_pick_the_polish_forms(tmp_path):
    root = _folder(tmp_path, {"en/test_fluent.ftl": ENGLISH, "pl/test_fluent.ftl": POLISH})
    polish = _grammar("pl", root, "ty")
    said = {n: render(TAKES(p=1, n=n), NAMES, polish) for n in (1, 2, 5, 22, 25, 10_001)}
    assert said == {1: "Anna bierze 1 kartę", 2: "Anna bierze 2 karty", 5: "Anna bierze 5 kart",
                    22: "Anna bierze 22 karty", 25: "Anna bierze 25 kart",
                    10_001: "Anna bierze 10\u00a0001 kart"}  # CLDR's Polish thousands: a space


def test_a_term_gives_the_word_and_its_gender_to_pick_the_article(tmp_path):
    root = _folder(tmp_path, {"en/test_fluent.ftl": ENGLISH, "de/test_fluent.ftl": GERMAN})
    german = _grammar("de", root, "du")
    assert render(GIVES(p=0, c="joker"), NAMES, german) == "Du gibst den Joker ab"
    assert render(GIVES(p=1, c="golden card"), NAMES, german) == "Anna gibt die Goldkarte ab"
    assert render(TAKES(p=0, n=1), NAMES, german) == "Du nimmst 1 Karte"
    assert render(TAKES(p=0, n=20_001), NAMES, german) == "Du nimmst 20.001 Karten"


def test_a_message_the_language_lacks_is_said_from_english(tmp_path):
    root = _folder(tmp_path, {"en/test_fluent.ftl": ENGLISH, "de/test_fluent.ftl": GERMAN})
    german = _grammar("de", root, "du")
    assert render(ONLY_ENGLISH(p=1), NAMES, german) == "Only in English, Anna"
    assert fluent_catalogues.problems("de", root) == [
        f"{root / 'i18n' / 'de' / 'test_fluent.ftl'}: no message 'only-english' "
        "(template 'test_fluent.only_english')"]


def test_broken_entries_are_named_with_file_and_line_and_the_rest_is_kept(tmp_path):
    broken = GERMAN + "\nnot fluent at all {\n" + "takes = zweimal\n"
    root = _folder(tmp_path, {"en/test_fluent.ftl": ENGLISH, "de/test_fluent.ftl": broken})
    problems = fluent_catalogues.problems("de", root)
    path = root / "i18n" / "de" / "test_fluent.ftl"
    assert any(problem.startswith(f"{path}, line 22: not Fluent") for problem in problems), problems
    assert f"{path}, line 23: 'takes' is written twice" in problems
    german = _grammar("de", root, "du")
    assert render(GIVES(p=0, c="joker"), NAMES, german) == "Du gibst den Joker ab"  # kept


def test_a_message_with_a_slot_its_template_has_not_is_said_in_english(tmp_path):
    wrong = "takes = { $p } nimmt { $zz } Karten\ngives-away = { $p } gibt ab\n"
    root = _folder(tmp_path, {"en/test_fluent.ftl": ENGLISH, "de/test_fluent.ftl": wrong})
    german = _grammar("de", root, "du")
    assert render(TAKES(p=1, n=2), NAMES, german) == "Anna takes 2 cards"
    assert render(GIVES(p=1, c="red"), NAMES, german) == "Anna gives away a red"
    problems = "\n".join(fluent_catalogues.problems("de", root))
    assert "'takes': $zz: the template has no slot 'zz'" in problems
    assert "'takes': leaves out the slots n" in problems
    assert "'gives-away': leaves out the slots c" in problems


@pytest.mark.parametrize("content", [b"\xff\xfe not utf-8", b"x" * (MAX_FTL_BYTES + 1)])
def test_a_file_that_does_not_read_is_refused_with_its_name(tmp_path, content):
    path = tmp_path / "broken.ftl"
    path.write_bytes(content)
    read = read_ftl(path)
    assert read.entries == () and len(read.problems) == 1
    assert read.problems[0].startswith(f"{path}: ") and "broken.ftl" in read.problems[0]


def test_a_folder_named_like_a_file_is_refused_not_read(tmp_path):
    (tmp_path / "folder.ftl").mkdir()
    assert read_ftl(tmp_path / "folder.ftl").problems


def test_a_plug_in_keeps_its_fluent_catalogues_in_its_own_data_root(tmp_path):
    import shutil

    import tests.toy_game.words  # noqa: F401 (declares the toy's catalogue)
    from chroma_desktop import language, registry
    from chroma_desktop.rules.match import Match
    from tests.toy_game.manifest import MANIFEST as TOY

    root = tmp_path / "data"
    shutil.copytree(TOY.data_root, root)  # with its en/ and it/toy_nim.ftl
    registry.register(TOY._replace(data_root=root))
    language.set_current("it")
    try:
        game = registry.find_game(TOY.id)
        match = Match(game, 2, {}, seed=1)
        take = game.describe(match.state, match.legal_moves(match.state.current)[1])
        grammar = language.message_translator()
        assert render(take, SeatNames(("You", "Bot 2"), frozenset()), grammar) == "Bot 2 prende 2 pedine"
        assert fluent_catalogues.problems("it", root) == []
    finally:
        language.set_current(language.SOURCE)
        registry.unregister(TOY.id)


def test_a_file_read_before_a_template_is_declared_keeps_its_message(tmp_path):
    early = catalogue("test_fluent_late")
    first = early.add("first", n=COUNT)
    root = _folder(tmp_path, {"de/test_fluent_late.ftl": "first = erst { $n }\n"
                              "later = später { $p }\nwrong = falsch { $zz }\n",
                              "en/test_fluent_late.ftl": "wrong = wrong { $p }\n"})
    german = _grammar("de", root, "du")
    assert render(first(n=1), NAMES, german) == "Erst 1"  # the file is read now
    later = early.add("later", p=SEAT)  # a module imported afterwards (teach mode)
    wrong = early.add("wrong", p=SEAT)
    assert render(later(p=1), NAMES, german) == "Später Anna"
    assert render(wrong(p=1), NAMES, german) == "Wrong Anna"  # checked when first said
    assert any("'wrong': $zz" in problem for problem in fluent_catalogues.problems("de", root))


def test_a_file_is_cut_into_its_entries_as_fluent_reads_them(tmp_path):
    """`entry_chunks` cuts a file without parsing it: an entry runs to the next line that starts
    one, so a placeable's lines at the start of a line stay in their message; each message is
    parsed when first said, with the same words, and junk is named with its line."""
    from chroma_desktop.ftl_files import entry_chunks, parse_ftl

    text = ("# a comment\n-word-joker = Joker\n    .gender = m\n"
            "takes = { $p } { $p-person ->\n[second] nimmst\n*[third] nimmt\n} { $n } { $n ->\n"
            "    [one] Karte\n   *[other] Karten\n}\n\n"
            "gives-away = { $p } gibt { $c } ab\nnot fluent at all {\ntakes = zweimal\n")
    path = tmp_path / "de.ftl"
    chunks, others, twice = entry_chunks(path, text)
    assert list(chunks) == ["-word-joker", "takes", "gives-away"]
    assert [chunk.line for chunk in chunks.values()] == [2, 4, 12] and others[0].line == 1
    assert twice == (f"{path}, line 14: 'takes' is written twice",)
    whole = parse_ftl(path, text)
    assert {name: whole.messages()[name].value is not None for name in ("takes", "gives-away")} == {
        "takes": True, "gives-away": True}
    root = _folder(tmp_path, {"en/test_fluent.ftl": ENGLISH, "de/test_fluent.ftl": text})
    german = _grammar("de", root, "du")
    assert render(TAKES(p=0, n=2), NAMES, german) == "Du nimmst 2 Karten"
    problems = fluent_catalogues.problems("de", root)
    de = root / "i18n" / "de" / "test_fluent.ftl"
    assert any(problem.startswith(f"{de}, line 13: not Fluent") for problem in problems), problems
    assert f"{de}, line 14: 'takes' is written twice" in problems
