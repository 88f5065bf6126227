"""Content text in the language shown: a value's English field, or its translation by id.

Pure Python, no Qt. The YAML holds the English only; every translation is Fluent, in
`<data root>/i18n/<language>/content/<game>.ftl` (`content_ftl.py`: content words are terms
`-word-<slug>`, a word's other texts its attributes). Two parts here:
- **The word table**: `teach_words(folder)` has `language` learn the words of a content folder
  (the names the rules put in message slots: `WORD_FIELDS`), on the first look-up in a
  translation.
- **The values**: `shown(value, "name")` is a value's text in the language now shown: a word
  field through the word table, another text (a sheet's `subject`, a superpower's `text`, an
  option's `help`) as the attribute of the term of the value's word; the English where no
  translation is given.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from chroma_desktop import language

WORD_FIELDS = ("name", "label", "symbol", "symbol_plural", "en")
"""Fields whose text the rules may put in a message slot (card, colour, sheet, objective names)."""


def teach_words(folder: Path) -> None:
    """Have `language`'s word table learn the words of the content folder `folder`
    (`<data root>/<game>/`) when a word is first looked up in a translation (English never
    reads them)."""
    from chroma_desktop.content.content_ftl import teach

    teach(folder)


def _get(value: Any, field: str) -> Any:
    """The field `field` of a content value (a named tuple, a dataclass or a mapping)."""
    if isinstance(value, Mapping):
        return value.get(field)
    return getattr(value, field, None)


def shown(value: Any, field: str = "name", lang: str | None = None) -> str:
    """`value`'s text `field` in `lang` (default: the language now shown); English without a
    translation."""
    lang = lang or language.current()
    english = str(_get(value, field) or "")
    if lang == language.SOURCE or not english:
        return english
    if field in WORD_FIELDS:  # a word the content's terms name, exactly as written
        return language.word_text(english, "", lang) or english
    for word_field in WORD_FIELDS:  # the text is an attribute of the term of the value's word
        word = _get(value, word_field)
        said = language.word_text(word, field, lang) if isinstance(word, str) and word else None
        if said:
            return said
    return english
