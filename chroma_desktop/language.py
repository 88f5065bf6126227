"""The language the player reads: English (the source language), and each language found as data.

Pure Python, no Qt. The table sets it at start-up (the saved choice, else the system locale) and
from View → Language; the command line stays in English. The rules' words are translated by
template key; content words and texts by id, from Fluent files (`content/content_ftl.py`).

**The languages are data**: a folder `data/i18n/<code>/` with a `language.ftl` is a language
(`SUPPORTED`), named in its own words by that file's term `-language-name` (`NAMES`). A language
is offered to the player (View → Language, the system locale's pick: `offered`) once its folder
has every catalogue English's has at its top: the rules' and the UI's words (`ui.ftl`); until then it
may be shown on purpose (`CHROMA_DESKTOP_LANGUAGE`, `chroma screenshot --language`), a message
it lacks said in English. A language whose files lie elsewhere (a test's pseudo-locale) is added
with `add_language(code, folder)` (found through `language_folders`), never offered.

Content words (colour, card, sheet names) the rules put in message slots are translated by a
word table the content fills from its terms: `add_words({"Red": "Rosso"})`, `word("Red")`; a
word's other texts (a sheet's subject) are `word_text("Cardinal", "subject")`.
`message_translator()` is what to pass to `messages.render` for the language now shown.
"""

from collections.abc import Callable, Iterator, Mapping
from functools import cache
from pathlib import Path
from typing import Any

from chroma_desktop import language_folders
from chroma_desktop.language_folders import language_folder

SOURCE = language_folders.SOURCE
LANGUAGE_FILE = "language.ftl"  # data/i18n/<code>/language.ftl: a language's own words
NAME_TERM = "language-name"  # its term naming the language in its own words ("Deutsch")


def _i18n_folder(root: Path | None = None) -> Path:
    from chroma_desktop.resources import data_dir

    return (root or data_dir()) / "i18n"


def add_language(code: str, folder: Path) -> None:
    """Make `code`, whose files are in `folder` (as `data/i18n/<code>/` holds a language's),
    a supported language for the app's data; never offered to the player (`offered`)."""
    global SUPPORTED
    from chroma_desktop.language_words import own_words

    language_folders.place(code, folder)
    own_words.cache_clear()  # `code`'s own words are now read from `folder`
    if code not in SUPPORTED:
        SUPPORTED = (*SUPPORTED, code)
    _word_sources[:0] = _taught  # the content loaded so far teaches its words in `code` too
    _taught.clear()


def remove_language(code: str) -> None:
    """Undo `add_language(code)`."""
    global SUPPORTED
    from chroma_desktop.language_words import own_words

    if language_folders.forget(code):
        own_words.cache_clear()
        SUPPORTED = tuple(known for known in SUPPORTED if known != code)


def found_languages(root: Path | None = None) -> tuple[str, ...]:
    """The languages the data has (a folder with a `language.ftl`), English first."""
    codes = sorted(path.parent.name for path in _i18n_folder(root).glob(f"*/{LANGUAGE_FILE}"))
    return (SOURCE, *(code for code in codes if code != SOURCE))


def complete(code: str, root: Path | None = None) -> bool:
    """Whether `code`'s folder has every catalogue file English's has at its top: the rules'
    messages and the UI's words (`ui.ftl`). Content words, lessons and How to play (the
    `content/`, `lessons/`, `reference/` folders) are said in English where a language lacks
    them, word by word."""
    needed = {path.name for path in language_folder(SOURCE, root).glob("*.ftl")}
    return needed <= {path.name for path in language_folder(code, root).glob("*.ftl")}


SUPPORTED: tuple[str, ...] = found_languages()


@cache
def offered() -> tuple[str, ...]:
    """The languages the player may choose (View → Language) and the locale may pick: the
    supported ones that are complete."""
    return tuple(code for code in SUPPORTED
                 if code == SOURCE or not language_folders.outside(code) and complete(code))


def language_name(code: str, root: Path | None = None) -> str:
    """`code`'s name in its own words (its `-language-name` term), else the code itself."""
    from chroma_desktop.language_words import own_words

    found = own_words(code, root).get(NAME_TERM)
    return (found.text.strip() if found is not None else "") or code


class _Names(Mapping[str, str]):
    """Each supported language's name in its own words, read from its file on first use (an
    English start-up reads no Fluent)."""

    def __init__(self) -> None:
        self._read: dict[str, str] | None = None

    def _names(self) -> dict[str, str]:
        if self._read is None:
            self._read = {code: language_name(code) for code in SUPPORTED}
        return self._read

    def __getitem__(self, code: str) -> str:
        return self._names()[code]

    def __iter__(self) -> Iterator[str]:
        return iter(SUPPORTED)

    def __len__(self) -> int:
        return len(SUPPORTED)


NAMES: Mapping[str, str] = _Names()

_current = SOURCE


def current() -> str:
    """The language now shown: a code from `SUPPORTED`."""
    return _current


def set_current(code: str) -> None:
    """Show `code` from now on; a code not in `SUPPORTED` is refused."""
    global _current
    if code not in SUPPORTED:
        raise ValueError(f"no language {code!r}; choose one of {', '.join(SUPPORTED)}")
    _current = code


def from_locale(locale_name: str) -> str:
    """The offered language for a locale name such as "de_DE.UTF-8" (English if none fits)."""
    code = locale_name.replace("-", "_").split("_", 1)[0].lower()
    return code if code in offered() else SOURCE


# -- content words (card, colour, sheet names) -------------------------------------------------
# English word as the YAML writes it → its translation, per language; filled when content loads
# from the terms of `i18n/<language>/content/<game>.ftl` (`add_words`), read by the message
# renderer for text slots.
_words: dict[str, dict[str, str]] = {}
# (English word, field) → the translation of that word's other text (its term's attribute)
_texts: dict[str, dict[tuple[str, str], str]] = {}
# A translated word → its grammatical gender, as its term's `.gender` says it.
_genders: dict[str, dict[str, str]] = {}
# Content loaded but not yet taught (`add_word_source`): taught on the first look-up.
_word_sources: list[Callable[[], None]] = []
# Content taught already: taught again when a language is added (`add_language`).
_taught: list[Callable[[], None]] = []
# (language, the games' generation) → its messages.Grammar, built on first use
_translators: dict[tuple[str, int], Any] = {}


def add_words(mapping: Mapping[str, str], language: str,
              genders: Mapping[str, str] | None = None,
              texts: Mapping[tuple[str, str], str] | None = None) -> None:
    """Teach `language` words: English content word (as the YAML writes it) → its translation.

    `genders` maps a translated word to its gender as its term's `.gender` says it (Italian
    "m", "f", "mp", "fp"; German "m", "f", "n", "p"), which the language's grammar reads; a word
    left out takes the gender its ending says (`gender`).
    `texts` maps (English word, field) to the translation of that word's text `field`.
    The lower-case English word ("red") is taught too, in lower case where the language's
    `-running-case` is `lower`, else as its term writes it. Adding a word again replaces it.
    """
    if language not in SUPPORTED or language == SOURCE:
        raise ValueError(f"words are added for a translation, one of {', '.join(SUPPORTED[1:])}")
    from chroma_desktop.language_words import lower_case_words

    lower_case = lower_case_words(language)
    table = _words.setdefault(language, {})
    for english, translated in mapping.items():
        if translated:
            table[english] = translated
            lowered = english[:1].isupper() and lower_case
            lower = translated[:1].lower() + translated[1:] if lowered else translated
            table.setdefault(english.lower(), lower)
    for translated, gender in (genders or {}).items():
        if not gender.isalpha():
            raise ValueError(f"gender of {translated!r} is a word such as 'm' or 'f', not {gender!r}")
        _genders.setdefault(language, {})[translated] = gender
    _texts.setdefault(language, {}).update(texts or {})


def add_word_source(teach: Callable[[], None]) -> None:
    """Have `teach` (which calls `add_words`) run before the next word is looked up in a
    translation: loaded content registers its names this way, so English never builds them."""
    _word_sources.append(teach)


def _teach_pending() -> None:
    while _word_sources:
        teach = _word_sources.pop(0)
        teach()
        _taught.append(teach)


def word(english: str, language: str | None = None) -> str:
    """`english` (a content word) in `language` (default: the current one); itself if unknown.

    A word known in lower case keeps the capital it was given ("Red" → "Rosso").
    """
    language = language or _current
    if _word_sources and language != SOURCE:
        _teach_pending()
    table = _words.get(language)
    if not table or not english:
        return english
    if english in table:
        return table[english]
    translated = table.get(english.lower())
    if translated is None:
        return english
    return translated[:1].upper() + translated[1:] if english[:1].isupper() else translated


def word_text(english: str, field: str, language: str | None = None) -> str | None:
    """The translation of the text `field` of the content word `english` (a sheet's
    "subject"; "": the word itself, exactly as a term names it); None where there is none."""
    language = language or _current
    if _word_sources and language != SOURCE:
        _teach_pending()
    return _texts.get(language, {}).get((english, field))


def gender(translated: str, language: str | None = None) -> str:
    """The gender of a translated word, as taught by `add_words`, else by the ending of its
    first word: the language's `-gender-by-ending` term says the gender of a word no ending
    names (its text) and, as attributes, the endings of each other gender (Italian `.f = a ione
    tà`)."""
    code = language or _current
    known = _genders.get(code, {})
    if translated in known:
        return known[translated]
    if translated.lower() in known:
        return known[translated.lower()]
    from chroma_desktop.language_words import own_words

    head = (translated.split() or [translated])[0].lower()
    by_ending = own_words(code).get("gender-by-ending")
    if by_ending is None:
        return ""
    for named, endings in by_ending.attributes.items():
        if head.endswith(tuple(endings.split())):
            return named
    return by_ending.text.strip()


def message_translator():
    """What the table passes to `messages.render` for the current language (None for English).

    The translation's texts are read on first use, so an English start-up never loads them.
    """
    if _current == SOURCE:
        return None
    from chroma_desktop.plugins import generation

    key = (_current, generation())  # a game registered since brings its catalogues
    if key not in _translators:
        from chroma_desktop import translations

        _translators[key] = translations.translator(_current, word, gender)
    return _translators[key]
