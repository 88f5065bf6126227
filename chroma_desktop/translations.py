"""The rules' words in another language: the `Grammar` the table renders with, made when first needed.

The words themselves are Fluent files, `<data root>/i18n/<language>/<prefix>.ftl` (the app's
`data/`, or a plug-in's data root), read and checked by `fluent_catalogues.py`, which `translator`
puts into the `Grammar` as its `catalogue`. Nothing here runs until the player picks a language
other than English (`language.message_translator()`): English is `fluent_catalogues.english()`,
which needs none of this module's grammar.

What Fluent lacks is here, behind the `$c-<form>` variables a message uses, read from each
language's data and never by the language's name: the articles a word takes by its gender and
first letters (`word_forms.py`, written as terms of the language's `language.ftl`: Italian
"un'ala", "lo zaino", "dell'Uovo"), the agreement of a colour with its noun (`agreeing`, from the
terms `-agree-<adjective>`: "giallo" → gialla, gialli, gialle), the euphonic words before a
vowel (`-euphonic`: "ad", "ed"), the words that join a list (`-and`, `-or`), numbers' signs
(CLDR), and the content words' table. `words.yaml` holds fixed English words the rules' code
puts in text slots (`fixed`: "left" → "sinistra", a tie-break's name) and genders of words whose
ending misleads (`genders`); content names (cards, colours) come from the terms of
`i18n/<language>/content/<game>.ftl` through `chroma_desktop.language`'s word table.

`translator(language, word, gender)` is the `Grammar` the table renders with; `problems(language)`
lists what is wrong with a translation (a missing file or message, a message no template has, a
variable that does not fit), each naming its file and line.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path

from chroma_desktop.language_folders import SOURCE, language_folder
from chroma_desktop.rules.messages import Grammar, all_templates

LOG = logging.getLogger(__name__)
WORDS_FILE = "words"  # words.yaml: fixed words and genders, not a catalogue
# The app's own catalogues, translated in its data; each game's are those its manifest lists
# (`GameManifest.catalogues`), in its data root (`shipped_prefixes`, `plug_in_folders`).
APP_PREFIXES = ("plain", "search", "files", "record", "play", "position", "setup", "content", "host",
                "invite", "teach", "rounds")


def shipped_prefixes() -> tuple[str, ...]:
    """The catalogues translated in the app's own data: its own, then each game's that keeps
    its data there."""
    from chroma_desktop.plugins import manifests

    return APP_PREFIXES + tuple(prefix for manifest in manifests() if manifest.data_root is None
                                for prefix in manifest.catalogues)


def plug_in_folders() -> tuple[tuple[Path, tuple[str, ...]], ...]:
    """Each game that keeps its data outside the app's: its data root and its catalogues."""
    from chroma_desktop.plugins import manifests

    return tuple((manifest.data_root, manifest.catalogues) for manifest in manifests()
                 if manifest.data_root is not None and manifest.catalogues)

# Words that join content words in a text slot ("Red, Blue and Green"): each language's are the
# terms `-and` and `-or` of its `language.ftl` (`joiners`).
_JOINED = re.compile(r"( and | or |, | \+ )")
_COUNTED = re.compile(r"^(\d+ ?[x×]? ?)(.+)$")
_DECIMAL = re.compile(r"^[+-]?\d+\.\d+$")
EUPHONIC_TERM = "euphonic"
"""`language.ftl`'s term whose attributes are the words said otherwise before a seat's name that
starts with a vowel (Italian `.a = ad`, `.e = ed`: "Tocca ad Anna", "Bea ed Elio")."""
_GLYPHED = re.compile(r"^(.*\w)( [^\w\s%]+)$")  # "green ♣" (a level's "20 %" is part of its name)


def folder(language: str, root: Path | None = None) -> Path:
    """Where `language`'s texts lie: `data/i18n/<language>/` (under `root`, a data folder)."""
    return language_folder(language, root)


AGREEMENT_TERM = "agree-"
"""`language.ftl`'s terms `-agree-<adjective>`: a colour adjective as the word table gives it (its
text), and its form agreeing with a noun of each other gender (an attribute per gender:
Italian `.f = gialla`, `.mp = gialli`, `.fp = gialle`); an invariable colour has none."""


def adjectives(language: str) -> dict[str, dict[str, str]]:
    """`language`'s colour adjectives: each (lower case) → its form by the gender of its noun."""
    from chroma_desktop.language_words import own_words

    return {word.text.strip().lower(): dict(word.attributes)
            for name, word in own_words(language).items() if name.startswith(AGREEMENT_TERM)}


def agreeing(text: str, gender: str, forms: dict[str, dict[str, str]]) -> str:
    """`text` (a colour, maybe with its glyph: "giallo ☀") with each adjective in it agreeing
    with a noun of `gender` (Italian "f": "gialla ☀"). Other words stay as they are."""
    out = []
    for word in text.split(" "):
        said = forms.get(word.lower(), {}).get(gender)
        if said:
            word = said[:1].upper() + said[1:] if word[:1].isupper() else said
        out.append(word)
    return " ".join(out)


@cache
def fixed_words(language: str) -> tuple[dict[str, str], dict[str, str]]:
    """`words.yaml` of `language`: fixed English words → translation, and words' genders."""
    from chroma_desktop.content.errors import ContentError
    from chroma_desktop.content.yaml_source import load_yaml

    path = folder(language) / f"{WORDS_FILE}.yaml"
    if not path.is_file():
        return {}, {}
    document = load_yaml(path)
    data = document.data or {}
    tables = []
    for key in ("fixed", "genders"):
        table = data.get(key, {}) if isinstance(data, dict) else None
        if not isinstance(table, dict) or not all(isinstance(v, str) for v in table.values()):
            raise ContentError(path, document.line_of([key]), key, "is a mapping of word to text")
        tables.append({str(k): v for k, v in table.items()})
    for word, gender in tables[1].items():
        if not gender.isalpha():
            raise ContentError(path, document.line_of(["genders", word]), f"genders.{word}",
                               "is a gender, as the language's terms write it ('m', 'f', ...)")
    return tables[0], tables[1]


def problems(language: str, prefixes: Iterable[str] | None = None,
             root: Path | None = None) -> list[str]:
    """What is wrong with `language`'s translation of the catalogues named by `prefixes` (the
    shipped ones by default): a missing file or message, a message no template has, a variable
    that does not fit (`fluent_catalogues.problems`); each names its file (and line). `root` is
    another data folder (a plug-in's data root, or a test's)."""
    from chroma_desktop import fluent_catalogues

    wanted = set(prefixes if prefixes is not None else shipped_prefixes())
    found = [f"{folder(language, root) / (prefix + '.ftl')}: missing (catalogue {prefix!r})"
             for prefix in sorted(wanted - fluent_catalogues.ftl_prefixes(language, root))]
    found.extend(fluent_catalogues.problems(language, root, wanted))
    declared = {template.key.partition(".")[0] for template in all_templates()}
    found.extend(f"{folder(language, root) / (prefix + '.ftl')}: no catalogue {prefix!r} (obsolete file?)"
                 for prefix in sorted(fluent_catalogues.ftl_prefixes(language, root) - declared))
    return found


def joiners(language: str) -> dict[str, str]:
    """The English words that join content words in a text slot, each as `language` says it
    (its `language.ftl` terms `-and`, `-or`; English where it has none)."""
    from chroma_desktop.language_words import own_word

    return {f" {english} ": f" {own_word(language, english, english)} " for english in ("and", "or")}


def number_symbols(language: str) -> tuple[str, str]:
    """`language`'s decimal sign and the sign that groups a large number's thousands, from
    CLDR (Babel): English ".", ","; Italian and German ",", ".". A language CLDR does not know
    (a test's pseudo-locale) takes the source language's, as its Fluent bundle does."""
    from babel import Locale, UnknownLocaleError
    from babel.numbers import get_decimal_symbol, get_group_symbol

    try:
        locale = Locale.parse(language)
    except (UnknownLocaleError, ValueError):
        locale = Locale.parse(SOURCE)
    return get_decimal_symbol(locale), get_group_symbol(locale)


def translated_words(language: str, word: Callable[[str], str]) -> Callable[[str], str]:
    """A text slot's value in `language`: a content word, or a list of them ("Red and Blue")."""
    joined_by = joiners(language)
    decimal_sign = number_symbols(language)[0]

    def one(part: str) -> str:
        said = word(part)
        if said != part:
            return said
        glyph = _GLYPHED.match(part)  # "green ♣": the name, then its glyph
        if glyph:
            return one(glyph.group(1)) + glyph.group(2)
        counted = _COUNTED.match(part)  # "2 Ruby Red", "3x red"
        if counted:
            return counted.group(1) + word(counted.group(2))
        return part

    def translate(text: str) -> str:
        if _DECIMAL.match(text):
            return text.replace(".", decimal_sign)  # "+0.8" reads Italian "+0,8"
        whole = word(text)
        if whole != text:
            return whole
        pieces = _JOINED.split(text)
        if len(pieces) == 1:
            return one(text)
        said = [one(piece) for piece in pieces[::2]]
        if said == pieces[::2]:  # no word of the language: words said as written ("try 'draw' or
            return text          # 'take 1'", a game's English detail), joined as written
        return "".join(joined_by.get(piece, piece) if index % 2 else said[index // 2]
                       for index, piece in enumerate(pieces))

    return translate


def euphonic_words(language: str) -> dict[str, str]:
    """The words `language` says otherwise before a name that starts with one of
    `euphonic_letters` (`Grammar.euphonic`): the attributes of its `language.ftl` term
    `-euphonic`."""
    from chroma_desktop.language_words import own_words

    found = own_words(language).get(EUPHONIC_TERM)
    return dict(found.attributes) if found is not None else {}


def euphonic_letters(language: str) -> str:
    """The letters a name starts with for `euphonic_words` to change (Italian's vowels): the text
    of the term `-euphonic`, lower case, spaces left out."""
    from chroma_desktop.language_words import own_word

    return "".join(own_word(language, EUPHONIC_TERM).lower().split())


def translator(language: str, word: Callable[[str, str | None], str],
               gender: Callable[[str, str | None], str]) -> Grammar:
    """The `Grammar` that renders messages in `language`, content words through `word`."""
    from chroma_desktop.content.errors import ContentError
    from chroma_desktop.word_forms import forms as forms_of

    try:
        fixed, genders = fixed_words(language)
        forms = adjectives(language)
    except ContentError as error:
        LOG.warning("%s words left out, said as written: %s", language, error)
        fixed, genders, forms = {}, {}, {}

    def content_or_fixed(text: str) -> str:
        said = word(text, language)
        return fixed.get(text, said) if said == text else said

    def gender_of(text: str) -> str:
        return genders.get(text) or genders.get(text.lower()) or gender(text, language)

    word_forms = forms_of(language)
    agreement = tuple(sorted({gender for said in forms.values() for gender in said}))

    def article_or_agreement(form: str, text: str) -> str:
        if form in agreement:
            return agreeing(text, form, forms)
        return word_forms.say(form, text, gender_of(text))

    from chroma_desktop.fluent_catalogues import Catalogues, language_word

    return Grammar(
        catalogue=Catalogues(language).render,
        you=language_word(language, "you") or "you",
        word=translated_words(language, content_or_fixed),
        article=article_or_agreement,
        article_forms=word_forms.names + agreement,
        thousands=number_symbols(language)[1],
        euphonic=euphonic_words(language),
        euphonic_letters=euphonic_letters(language),
    )

