"""The rules' words in another language: the `Grammar` the table renders with, made when first needed.

The words themselves are Fluent files, `<data root>/i18n/<language>/<prefix>.ftl` (the app's
`data/`, or a plug-in's data root), read and checked by `fluent_catalogues.py`, which `translator`
puts into the `Grammar` as its `catalogue`. Nothing here runs until the player picks a language
other than English (`language.message_translator()`): English is `fluent_catalogues.english()`,
which needs none of this module's grammar.

What Fluent lacks is here, per language, behind the `$c-<form>` variables a message uses:
Italian articles with their elision (`italian_article`: "un'ala", "lo zaino", "dell'Uovo") and
the agreement of a colour with its noun (`agreeing`), the euphonic "ad"/"ed" before a vowel, and
the content words' table. `words.yaml` holds fixed English words the rules' code puts in text
slots (`fixed`: "left" → "sinistra", a tie-break's name), genders of words whose ending misleads
(`genders`) and the forms of colour adjectives (`adjectives`: "giallo" → gialla, gialli, gialle);
content names (cards, colours) come from the terms of `i18n/<language>/content/<game>.ftl` through
`chroma_desktop.language`'s word table.

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

from chroma_desktop.language_folders import language_folder
from chroma_desktop.rules.messages import Grammar, all_templates

LOG = logging.getLogger(__name__)
ITALIAN_ARTICLE_FORMS = ("un", "il", "del")
GENDERS = ("m", "f", "mp", "fp")  # masculine, feminine, and their plurals
# A colour slotted after a noun agrees with it: `la carta {c:f}` (gialla), `le carte {c:fp}`.
ITALIAN_FORMS = ITALIAN_ARTICLE_FORMS + GENDERS
WORDS_FILE = "words"  # words.yaml: fixed words and genders, not a catalogue
# The app's own catalogues, translated in its data; each game's are those its manifest lists
# (`GameManifest.catalogues`), in its data root (`shipped_prefixes`, `plug_in_folders`).
APP_PREFIXES = ("plain", "search", "files", "record", "play", "position", "setup", "content", "host",
                "invite", "teach")


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

# Words that join content words in a text slot ("Red, Blue and Green"), each in translation.
_JOINERS = {"it": {" and ": " e ", " or ": " o ", ", ": ", ", " + ": " + "}}
_JOINED = re.compile(r"( and | or |, | \+ )")
_COUNTED = re.compile(r"^(\d+ ?[x×]? ?)(.+)$")
_DECIMAL = re.compile(r"^[+-]?\d+\.\d+$")
_DECIMAL_COMMA = ("it",)  # languages that write 0,8 for 0.8
_THOUSANDS = {"it": "."}  # what groups a large number's digits: Italian 20.001
# "a" and "e" before a name that starts with a vowel: "Tocca ad Anna", "Bea ed Elio".
_EUPHONIC = {"it": {"a": "ad", "e": "ed"}}
_GLYPHED = re.compile(r"^(.*\w)( [^\w\s]+)$")


def folder(language: str, root: Path | None = None) -> Path:
    """Where `language`'s texts lie: `data/i18n/<language>/` (under `root`, a data folder)."""
    return language_folder(language, root)


@cache
def adjectives(language: str) -> dict[str, tuple[str, str, str]]:
    """`words.yaml`'s `adjectives` of `language`: a colour adjective as the word table gives it
    (masculine singular) → its feminine, masculine plural and feminine plural. One left out is
    invariable (blu, viola, rosa)."""
    from chroma_desktop.content.errors import ContentError
    from chroma_desktop.content.yaml_source import load_yaml

    path = folder(language) / f"{WORDS_FILE}.yaml"
    if not path.is_file():
        return {}
    document = load_yaml(path)
    table = (document.data or {}).get("adjectives", {}) if isinstance(document.data, dict) else None
    if not isinstance(table, dict):
        raise ContentError(path, document.line_of(["adjectives"]), "adjectives",
                           "is a mapping of adjective to its three other forms")
    found: dict[str, tuple[str, str, str]] = {}
    for word, forms in table.items():
        if not (isinstance(forms, list) and len(forms) == 3 and all(isinstance(f, str) for f in forms)):
            raise ContentError(path, document.line_of(["adjectives", word]), f"adjectives.{word}",
                               "is a list of three forms: feminine, masculine plural, feminine plural")
        found[str(word).lower()] = (forms[0], forms[1], forms[2])
    return found


def agreeing(text: str, gender: str, forms: dict[str, tuple[str, str, str]]) -> str:
    """`text` (a colour, maybe with its glyph: "giallo ☀") with each adjective in it agreeing
    with a noun of `gender` ("m", "f", "mp", "fp"): "gialla ☀". Other words stay as they are."""
    if gender == "m":
        return text
    index = {"f": 0, "mp": 1, "fp": 2}[gender]
    out = []
    for word in text.split(" "):
        known = forms.get(word.lower())
        if known:
            said = known[index]
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
        if gender not in GENDERS:
            raise ContentError(path, document.line_of(["genders", word]), f"genders.{word}",
                               f"is one of {', '.join(GENDERS)}")
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


_ARTICLED = re.compile(r"^(il|lo|la|i|gli|le|l')(\s|(?<=')\b)", re.IGNORECASE)


def italian_article(form: str, word: str, gender: str) -> str:
    """`word` with the Italian article `form` asks for, by `gender` ("m", "f", or plural "mp",
    "fp") and first letters: `un` ("un", "uno", "una", "un'"; plural "dei", "degli", "delle"),
    `il` ("il", "lo", "la", "l'", "i", "gli", "le"), `del` (di with the definite article). A
    name that has its own article ("Il tesoro", "L'urlo") keeps it ("de Il tesoro")."""
    if _ARTICLED.match(word):
        return {"un": word, "il": word, "del": f"de {word}"}[form]
    lower = word.lower()
    vowel = lower[:1] in "aeiouàèéìòù"
    impure = bool(re.match(r"(s[^aeiou]|z|gn|ps|pn|x|y)", lower))
    plural, feminine = gender.endswith("p"), gender.startswith("f")
    if plural:
        definite = "le" if feminine else ("gli" if vowel or impure else "i")
    elif vowel:
        definite = "l'"
    else:
        definite = "la" if feminine else ("lo" if impure else "il")
    if form == "il":
        return f"{definite}{word}" if definite == "l'" else f"{definite} {word}"
    if form == "del" or plural:  # a plural's indefinite is the partitive: "delle zampe"
        joined = {"il": "del", "lo": "dello", "la": "della", "l'": "dell'", "i": "dei",
                  "gli": "degli", "le": "delle"}[definite]
        return f"{joined}{word}" if joined.endswith("'") else f"{joined} {word}"
    if feminine:
        return f"un'{word}" if vowel else f"una {word}"
    return f"uno {word}" if impure else f"un {word}"


def translated_words(language: str, word: Callable[[str], str]) -> Callable[[str], str]:
    """A text slot's value in `language`: a content word, or a list of them ("Red and Blue")."""
    joiners = _JOINERS.get(language, {})

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
        if language in _DECIMAL_COMMA and _DECIMAL.match(text):
            return text.replace(".", ",")  # "+0.8" reads "+0,8"
        whole = word(text)
        if whole != text:
            return whole
        pieces = _JOINED.split(text)
        if len(pieces) == 1:
            return one(text)
        return "".join(joiners.get(piece, piece) if index % 2 else one(piece)
                       for index, piece in enumerate(pieces))

    return translate


YOU = {"it": "tu"}


def euphonic_words(language: str) -> dict[str, str]:
    """The words `language` says otherwise before a name that starts with a vowel (`Grammar.euphonic`)."""
    return _EUPHONIC.get(language, {})


def translator(language: str, word: Callable[[str, str | None], str],
               gender: Callable[[str, str | None], str]) -> Grammar:
    """The `Grammar` that renders messages in `language`, content words through `word`."""
    from chroma_desktop.content.errors import ContentError

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

    def article_or_agreement(form: str, text: str) -> str:
        if form in GENDERS:
            return agreeing(text, form, forms)
        return italian_article(form, text, gender_of(text))

    from chroma_desktop.fluent_catalogues import Catalogues, language_word

    return Grammar(
        catalogue=Catalogues(language).render,
        you=language_word(language, "you") or YOU.get(language, "you"),
        word=translated_words(language, content_or_fixed),
        article=article_or_agreement,
        article_forms=ITALIAN_FORMS,
        thousands=_THOUSANDS.get(language, ","),
        euphonic=_EUPHONIC.get(language, {}),
    )

