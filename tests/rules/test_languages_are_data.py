"""A language is only data: no Python module names one, branches on one or holds its words.

Every language is its folder `data/i18n/<code>/`: its messages, its content words, and the facts
of its grammar the code reads by a term's name (`language.ftl`: the joiners `-and` and `-or`,
`-euphonic`, `-gender-by-ending`, `-running-case`, the article terms `word_forms.py` calls).
So adding German touched no module, and a fourth language would touch none either: these tests
read every module's code (its docstrings and comments may talk about languages) and every
translation's files. English is the source language (`language.SOURCE`), written in the code as
the words of its templates' English and the fallback of every other.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel import Locale

from chroma_desktop import language, translations, word_forms
from chroma_desktop.content import rulings
from chroma_desktop.language_words import own_words

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "chroma_desktop"
I18N = ROOT / "data" / "i18n"
TRANSLATIONS = tuple(code for code in language.found_languages() if code != language.SOURCE)
WORD = re.compile(r"[^\W\d_]{3,}")


def code_strings(path: Path) -> Iterator[tuple[int, str]]:
    """The string constants of a module's code: its docstrings (any string standing alone as a
    statement) left out."""
    tree = ast.parse(path.read_text("utf-8"))
    standing = {id(node.value) for node in ast.walk(tree)
                if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in standing:
            yield node.lineno, node.value


def modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def names_of(code: str) -> set[str]:
    """What names the language `code` in code: its code (with a region: `de_DE`, `de-AT`), its
    three-letter codes, its name in its own words and in English."""
    locale = Locale.parse(code)
    return {code, locale.get_display_name(code).lower(), (locale.english_name or code).lower(),
            language.language_name(code).lower(), *(alpha3 for alpha3 in _alpha3(code))}


def _alpha3(code: str) -> tuple[str, ...]:
    return {"de": ("deu", "ger"), "it": ("ita",)}.get(code, ())  # test data: ISO 639-2 codes


def test_no_python_module_names_a_language():
    """No module says a translation's code (`"it"`, `"de_DE"`), its name ("Deutsch",
    "Italian") or its folder (`i18n/de`) in its code: no dict keyed by language, no branch on
    one."""
    assert set(TRANSLATIONS) >= {"it", "de"}
    named = []
    for path in modules():
        for line, text in code_strings(path):
            for code in TRANSLATIONS:
                lowered = text.strip().lower()
                if (lowered in names_of(code) or re.fullmatch(rf"{code}[_-][a-z]{{2}}", lowered)
                        or f"i18n/{code}" in text):
                    named.append(f"{path.relative_to(ROOT)}:{line}: {text!r}")
    assert named == []


def vocabulary(code: str) -> set[str]:
    """The words (of three letters or more) the `.ftl` files of `code` say: their messages' and
    terms' text, without ids, variables, selectors' keys or comments."""
    found: set[str] = set()
    for path in (I18N / code).rglob("*.ftl"):
        for line in path.read_text("utf-8").splitlines():
            if line.lstrip().startswith("#"):
                continue
            text = line.split("=", 1)[1] if re.match(r"^\s*[-\w.]+\s*=", line) else line
            text = re.sub(r"\{[^{}]*\}|\*?\[[^\]]*\]|<[^>]*>", " ", text)
            found |= {word.lower() for word in WORD.findall(text)}
    return found


def test_no_python_module_holds_a_translation_s_words():
    """No string in a module's code says two or more words that a translation's files say and
    English's never do: a sentence of another language ("Il regolamento non è chiaro") belongs in
    that language's files. (One word alone is no telltale: Italian "data" and "state", German
    "dir", are also words of the code.)"""
    english = vocabulary(language.SOURCE)
    foreign = {code: vocabulary(code) - english for code in TRANSLATIONS}
    held = []
    for path in modules():
        for line, text in code_strings(path):
            for code, words in foreign.items():
                said = {word.lower() for word in WORD.findall(text)} & words
                if len(said) >= 2:
                    held.append(f"{path.relative_to(ROOT)}:{line}: {code} {sorted(said)} in {text!r}")
    assert held == []


def test_the_telltale_test_finds_a_sentence_of_each_translation():
    """The check above is no empty one: a sentence of each translation's files is found."""
    english = vocabulary(language.SOURCE)
    for code, sentence in (("it", "Il regolamento non è chiaro"),
                           ("de", "Diese Lektion ist beendet")):
        said = {word.lower() for word in WORD.findall(sentence)} & (vocabulary(code) - english)
        assert len(said) >= 2, code


# -- what used to be words in code, now each language's data -----------------------------------
@pytest.mark.parametrize(("code", "joined"), [
    ("it", "Rosso e Blu o Verde"), ("de", "Rot und Blau oder Grün"), ("en", "Red and Blue or Green")])
def test_content_words_are_joined_by_the_language_s_own_words(code, joined):
    words = {"it": {"Red": "Rosso", "Blue": "Blu", "Green": "Verde"},
             "de": {"Red": "Rot", "Blue": "Blau", "Green": "Grün"}}.get(code, {})
    said = translations.translated_words(code, lambda text: words.get(text, text))
    assert said("Red and Blue or Green") == joined
    # No word of the language in it: words said as written (a game's English detail), its "or"
    # too (seen in German: "auf Englisch: ... try 'draw', 'place 2' oder 'take 1'").
    detail = "unknown move 'fly': try 'draw', 'place 2' or 'take 1'"
    assert said(detail) == detail


def test_numbers_take_the_language_s_signs_from_cldr():
    assert translations.number_symbols("en") == (".", ",")
    assert translations.number_symbols("it") == (",", ".")
    assert translations.number_symbols("de") == (",", ".")
    assert translations.translated_words("de", lambda text: text)("+0.8") == "+0,8"


def test_a_language_s_grammar_facts_are_terms_of_its_language_file():
    italian, german = own_words("it"), own_words("de")
    assert dict(italian["euphonic"].attributes) == {"a": "ad", "e": "ed"}
    assert translations.euphonic_words("de") == {}
    assert italian["you"].text == "tu" and german["you"].text == "du"
    assert word_forms.forms("de").names == ()
    assert word_forms.forms("it").names == ("un", "il", "del")
    assert language.gender("zucca grande", "it") == "f" and language.gender("dado", "it") == "m"
    assert language.gender("Testwort", "de") == ""  # German says every gender in its terms


def test_german_nouns_keep_their_capital_in_running_text():
    """`-running-case`: Italian writes a content word the rules slot in lower case in lower case
    ("rosso"), German keeps its noun's capital ("Rot")."""
    language.add_words({"Test Ochre": "Testocker"}, "de", {"Testocker": "m"})
    language.add_words({"Test Ochre": "Ocra di prova"}, "it", {"Ocra di prova": "f"})
    assert language.word("test ochre", "de") == "Testocker"
    assert language.word("test ochre", "it") == "ocra di prova"
    assert language.gender("Testocker", "de") == "m"


def test_german_and_italian_say_their_rulings_issue_and_quote_note(monkeypatch):
    """A ruling's kind of gap, the note on an English rulebook quoted, and a lesson's end are
    each language's messages (content.ftl); German names the English rulebook in its words."""
    ruling = rulings.Ruling("x", "Title", "silent", (), "Reading")
    said = {}
    for code in ("en", "it", "de"):
        monkeypatch.setattr(language, "_current", code)  # restored after the test
        said[code] = (ruling.issue_text, rulings.quote_note("chroma_mix.txt"),
                      rulings.quote_note("coloretto-it.txt"))
    assert said == {
        "en": ("The rulebook is silent", "", ""),
        "it": ("Il regolamento non ne parla", "regolamento inglese, citato in inglese", ""),
        "de": ("Die Spielregel sagt nichts dazu", "englische Spielregel, auf Englisch zitiert",
               "italienische Spielregel, auf Italienisch zitiert"),
    }


@pytest.mark.parametrize(("code", "said"), [
    ("it", "Billy il Sicuro pesca una carta Miscela"),
    ("de", "Der selbstsichere Billy zieht eine Mischkarte")])
def test_billy_draws_a_mix_card_in_the_language_shown(code, said):
    """Seen in German's solo Chroma Mix log: "zieht a Mix card", the code's fixed English words
    that no language had (Italian's words.yaml, German's catalogue term now)."""
    from chroma_desktop.games.chroma_mix import phrases
    from chroma_desktop.rules.messages import SeatNames

    grammar = translations.translator(code, language.word, language.gender)
    assert phrases.BILLY_DRAWS(c="a Mix card").render(SeatNames(("You",)), grammar) == said


def test_a_german_lesson_says_its_rule_is_quoted_from_the_english_rulebook(monkeypatch):
    """No German rulebook text is here: a German lesson quotes the English one, and says so in
    German's own words (its `quote-note`), as an Italian lesson does in Italian."""
    from chroma_desktop.lessons import shipped_lessons

    lesson = shipped_lessons("chroma_mix")[0]
    monkeypatch.setattr(language, "_current", "de")
    assert lesson.shown("rule") == lesson.rule
    assert lesson.shown_quote_note() == "englische Spielregel, auf Englisch zitiert"
    monkeypatch.setattr(language, "_current", "it")
    assert lesson.shown_quote_note() == "regolamento inglese, citato in inglese"
