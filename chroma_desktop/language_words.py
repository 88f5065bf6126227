"""A language's own words: the terms of its `data/i18n/<language>/language.ftl`, read by name.

Pure Python, no Qt. Each language's file holds the words every catalogue of it shares and the
facts of its grammar the code reads (`-language-name`, `-you`, the joiners `-and` and `-or`,
`-euphonic`, `-gender-by-ending`, `-running-case`, and the terms `word_forms.py` calls); the
file's comments say each. The code asks for a term by its name, never for a language by its
name: a language that lacks a term has none of what it says.
"""

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

LANGUAGE_FILE = "language.ftl"


def language_file(code: str, root: Path | None = None) -> Path:
    """`<data root>/i18n/<code>/language.ftl` (the app's `data/` by default), or in the folder
    a language added from outside the data came with (`language_folders`)."""
    from chroma_desktop.language_folders import language_folder

    return language_folder(code, root) / LANGUAGE_FILE


class OwnWord(NamedTuple):
    """A term of a language's `language.ftl`: its text and its attributes' texts."""

    text: str
    attributes: Mapping[str, str]


@cache
def own_words(code: str, root: Path | None = None) -> Mapping[str, OwnWord]:
    """The terms of `code`'s `language.ftl` (without the leading `-`), each made of text only:
    the language's own words, which the code reads by the term's name and never by the
    language (`-language-name`, `-you`, the joiners `-and` and `-or`, ...: the file's comments
    say each)."""
    from chroma_desktop.ftl_files import read_ftl

    path = language_file(code, root)
    if not path.is_file():
        return {}
    found = {}
    for name, term in read_ftl(path).terms().items():
        attributes = {attribute.id.name: _text_of(attribute.value) for attribute in term.attributes}
        found[name] = OwnWord(_text_of(term.value), attributes)
    return found


def _text_of(pattern: Any) -> str:
    """A pattern's text and string literals (`{" "}`), its other parts left out."""
    from fluent.syntax import ast as ftl

    out = []
    for element in pattern.elements if pattern is not None else ():
        if isinstance(element, ftl.TextElement):
            out.append(element.value)
        elif isinstance(element, ftl.Placeable) and isinstance(element.expression, ftl.StringLiteral):
            out.append(element.expression.parse()["value"])
    return "".join(out)


def own_word(code: str, name: str, default: str = "") -> str:
    """The text of the term `-<name>` of `code`'s `language.ftl`, `default` where it has none."""
    found = own_words(code).get(name)
    return found.text.strip() if found is not None and found.text.strip() else default


RUNNING_CASE = "running-case"
LOWER_CASE = "lower"


def lower_case_words(code: str) -> bool:
    """Whether `code` writes a content word the rules slot in lower case ("red") in lower case:
    its `-running-case` is `lower` (Italian "rosso", the default), not `as-written` (German
    nouns keep their capital: "Rot")."""
    return own_word(code, RUNNING_CASE, LOWER_CASE) == LOWER_CASE
