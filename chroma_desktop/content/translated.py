"""Translated content text: a YAML text field `foo` carries its Italian in a sibling `foo_it`.

Pure Python, no Qt. Three parts:
- **The schemas** mark a translatable text property `"x-translatable": true` (or, for a field
  whose name is a language code such as CMYK!'s `en`, the sibling's name as `"{lang}"`).
  `expand_schema` gives every such property its siblings, one per translation language, with
  the same sub-schema; a schema whose root says `"x-translations-required": true` (the game is
  translated) also requires the sibling wherever the English field is written, so a missing
  translation is a content error naming file, line and key. The lessons schema only allows them.
- **The values** keep the sibling as a field of their own (`name_it`); `shown(value, "name")`
  is the text in the language now shown, the English where no translation is given.
- **The word table**: `teach_words(content)` teaches `language` the content's names (`name`,
  `label`, `symbol` ... and their `_it`), which the rules put in message slots.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Iterator, Mapping
from typing import Any

from chroma_desktop import language

MARK = "x-translatable"
REQUIRED_MARK = "x-translations-required"
WORD_FIELDS = ("name", "label", "symbol", "symbol_plural", "en")
"""Fields whose text the rules may put in a message slot (card, colour, sheet, objective names)."""
_SIBLING_OF_EN = {"en": "{lang}"}  # CMYK!'s objectives: `en` (and `jp`) beside `it`


SIBLING_LANGUAGES = ("it",)  # the YAML's `_it` siblings; a language added since has Fluent terms


def languages() -> tuple[str, ...]:
    """The translation languages the YAML carries as `_<code>` siblings."""
    return tuple(code for code in SIBLING_LANGUAGES if code in language.SUPPORTED)


def sibling(field: str, lang: str, pattern: Any = True) -> str:
    """The name of `field`'s translation into `lang`: `name` → `name_it`; `en` → `it`."""
    if isinstance(pattern, str):
        return pattern.format(lang=lang)
    return f"{field}_{lang}"


# -- schemas ------------------------------------------------------------------------------------
def expand_schema(schema: dict[str, Any], complete: bool = True) -> dict[str, Any]:
    """A copy of `schema` in which every marked property has its translated siblings, required
    where the schema says the game is translated and `complete` asks for it (the app's own
    data; a user's pack may leave translations out, and shows the English there)."""
    expanded = copy.deepcopy(schema)
    required = complete and bool(expanded.get(REQUIRED_MARK))
    for node in _schema_nodes(expanded):
        properties = node.get("properties")
        if not isinstance(properties, dict):
            continue
        needs: dict[str, list[str]] = {}
        for field, sub in list(properties.items()):
            if not isinstance(sub, dict) or MARK not in sub:
                continue
            for lang in languages():
                name = sibling(field, lang, sub[MARK])
                properties[name] = {key: value for key, value in sub.items() if key != MARK}
                needs.setdefault(field, []).append(name)
        if required and needs:
            node.setdefault("dependentRequired", {}).update(needs)
    return expanded


def _schema_nodes(node: Any) -> Iterator[dict[str, Any]]:
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from _schema_nodes(value)
    elif isinstance(node, list):
        for value in node:
            yield from _schema_nodes(value)


def missing_translations(validator: Any, data: Any) -> list[str]:
    """Every translation `data` lacks under the expanded schema's `validator`, as
    `key.path: foo_it`, sorted."""
    found = []
    for error in validator.iter_errors(data):
        if error.validator != "dependentRequired":
            continue
        where = ".".join(str(part) for part in error.absolute_path) or "(top)"
        wanted = error.message.split("'")[1] if "'" in error.message else error.message
        found.append(f"{where}: {wanted}")
    return sorted(found)


# -- values -------------------------------------------------------------------------------------
def _get(value: Any, field: str) -> Any:
    if isinstance(value, Mapping):
        return value.get(field)
    return getattr(value, field, None)


def shown(value: Any, field: str = "name", lang: str | None = None) -> str:
    """`value`'s text `field` in `lang` (default: the language now shown); English without a
    translation."""
    lang = lang or language.current()
    if lang != language.SOURCE:
        translated = _get(value, sibling(field, lang, _SIBLING_OF_EN.get(field, True)))
        if translated:
            return str(translated)
    return str(_get(value, field) or "")


def teach_words(content: Any) -> None:
    """Teach `language`'s word table every content name in `content` with a translation, when
    a word is first looked up in a translation (English never walks the content)."""
    language.add_word_source(lambda: _teach_now(content))


def _teach_now(content: Any) -> None:
    for lang in languages():
        words: dict[str, str] = {}
        for value in _values(content, depth=0):
            for field in WORD_FIELDS:
                english = _get(value, field)
                translated = _get(value, sibling(field, lang, _SIBLING_OF_EN.get(field, True)))
                if isinstance(english, str) and isinstance(translated, str) and translated:
                    words[english] = translated
            for field in _name_lists(value):  # `pigment_names` beside `pigment_names_it`
                words.update(
                    (english, translated) for english, translated
                    in zip(_get(value, field), _get(value, f"{field}_{lang}"), strict=False)
                    if translated)
        if words:
            language.add_words(words, lang)


def _name_lists(value: Any) -> tuple[str, ...]:
    fields = value._fields if hasattr(value, "_fields") else tuple(
        field.name for field in dataclasses.fields(value))
    return tuple(field for field in fields if field.endswith("_names") and isinstance(
        _get(value, f"{field}_{languages()[0]}"), tuple))


_MOST_DEPTH = 12  # content values nest a few levels (content → sheet → figure → section)


def _values(node: Any, depth: int) -> Iterator[Any]:
    """The value objects (named tuples, dataclasses) in `node`, skipping number lists."""
    if depth > _MOST_DEPTH or isinstance(node, (str, bytes, int, float)) or node is None:
        return
    if isinstance(node, tuple) and hasattr(node, "_fields"):
        yield node
        children: Any = tuple(node)
    elif dataclasses.is_dataclass(node) and not isinstance(node, type):
        yield node
        children = tuple(getattr(node, field.name) for field in dataclasses.fields(node))
    elif isinstance(node, Mapping):
        children = tuple(node.values())
    elif isinstance(node, (tuple, list)):
        if node and isinstance(node[0], (int, float, tuple)) and _numbers(node[0]):
            return  # polygons, counts: no text
        children = node
    else:
        return
    for child in children:
        yield from _values(child, depth + 1)


def _numbers(node: Any) -> bool:
    if isinstance(node, (int, float)):
        return True
    return isinstance(node, tuple) and not hasattr(node, "_fields") and bool(node) \
        and all(isinstance(part, (int, float, tuple)) for part in node[:2]) and _numbers(node[0])
