"""The forms of a content word a message asks for by name (`$c-il`), written as data per language.

A message of the rules' catalogues slots a content word as `$c` and may ask for a form of it,
`$c-<form>`: the word's term gives it as an attribute where it has one (German `.accusative`),
else the language's grammar says it. What that grammar says is data too, in the language's
`data/i18n/<language>/language.ftl`, as Fluent terms the code calls with the word's facts:
- `-form-<name>` (Italian `-form-un`, `-form-il`, `-form-del`) is called with `gender` (the
  word's, from its term's `.gender` or its ending: `language.gender`) and `start` (the sound the
  word starts with, below), and selects on them the word said before the content word ("l'",
  "lo", "degli"; "" for a name that brings its own article). A word said before that ends in an
  apostrophe joins the content word without a space ("l'ala"), another with one ("lo zaino").
- `-sounds` names the sounds a word may start with: each attribute is a sound and the regular
  expression (matched at the word's start, in any case) of the words that start with it, tried
  in the file's order (Italian `.articled`, `.vowel`, `.impure`); a word none matches starts
  with `other`.

This is what Fluent lacks and the code keeps: a selector cannot look at a word's first letters,
and a term's parameters are literals, so the code finds the word's sound and calls the term
with it. Nothing here names a language: a language without these terms has no such forms.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping
from functools import cache
from typing import TYPE_CHECKING

from chroma_desktop.language_words import OwnWord, own_words

if TYPE_CHECKING:
    from chroma_desktop.fluent_runtime import FluentBundle

LOG = logging.getLogger(__name__)
FORM_TERM = "form-"  # `-form-<name>`: the word said before a content word for `$c-<name>`
SOUNDS_TERM = "sounds"
OTHER_SOUND = "other"
_PARAMETER = re.compile(r"\w*\Z")  # a gender or sound passed to a term as a string literal


class WordForms:
    """One language's forms of a content word (`names`), said by `say`."""

    def __init__(self, language: str, terms: Mapping[str, OwnWord]) -> None:
        self.language = language
        self.names = tuple(name.removeprefix(FORM_TERM) for name in terms
                           if name.startswith(FORM_TERM))
        sounds = terms.get(SOUNDS_TERM)
        self._sounds = tuple((sound, re.compile(pattern, re.IGNORECASE))
                             for sound, pattern in (sounds.attributes.items() if sounds else ()))
        self._bundle: FluentBundle | None = None  # `language.ftl` as a bundle, built on first use
        self._said: dict[tuple[str, str, str], str] = {}

    def sound(self, word: str) -> str:
        """The sound `word` starts with: the first of the language's `-sounds` that matches."""
        for sound, pattern in self._sounds:
            if pattern.match(word):
                return sound
        return OTHER_SOUND

    def before(self, form: str, gender: str, sound: str) -> str:
        """What the term `-form-<form>` says before a word of `gender` starting with `sound`."""
        key = (form, gender, sound)
        if key not in self._said:
            self._said[key] = self._call(form, gender, sound)
        return self._said[key]

    def say(self, form: str, word: str, gender: str) -> str:
        """`word` in its form `form` (one of `names`): what goes before it, then the word."""
        said = self.before(form, gender, self.sound(word))
        if not said:
            return word
        return f"{said}{word}" if said.endswith(("'", "’")) else f"{said} {word}"

    def _call(self, form: str, gender: str, sound: str) -> str:
        if not (_PARAMETER.match(gender) and _PARAMETER.match(sound)):
            return ""
        from chroma_desktop.fluent_runtime import FluentBundle, FluentResource
        from chroma_desktop.ftl_files import read_source
        from chroma_desktop.language_words import language_file

        bundle = self._bundle
        if bundle is None:
            bundle = self._bundle = FluentBundle([self.language], use_isolating=False)
            source, _ = read_source(language_file(self.language))
            bundle.add_resource(FluentResource(source))
        message = f"form-call-{form}-{gender}-{sound}"
        bundle.add_resource(FluentResource(
            f'{message} = {{ -{FORM_TERM}{form}(gender: "{gender}", start: "{sound}") }}\n'))
        found = bundle.get_message(message)
        said, errors = bundle.format_pattern(found.value, {}) if found.value else ("", [])
        if errors:
            LOG.warning("%s: the form %s of a %s word said as the word: %s", self.language,
                        form, gender, errors[0])
            return ""
        return str(said).strip()


@cache
def forms(language: str) -> WordForms:
    """`language`'s forms of a content word, from its `language.ftl`."""
    return WordForms(language, own_words(language))
