"""Every content word and text in Italian, as the app shows it: the golden file's maker and reader.

`collect()` renders, through the public accessors only (`shown`, `language.word`, the Italian
grammar's articles and agreement, `Lesson.shown`, `Ruling.shown`), every content name, option
label and text, lesson text and ruling of the shipped games. It was run on the code before the
content's Italian moved from `*_it` YAML fields to `data/i18n/it/` Fluent files, and its result
is `data/italian_content_golden.json`; `test_italian_content_golden.py` shows the Fluent path
says the same. Run this module to write the file again (`python -m tests.content.italian_golden`).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

GOLDEN = Path(__file__).parent / "data" / "italian_content_golden.json"
TEXT_FIELDS = ("name", "label", "symbol", "symbol_plural", "en", "subject", "text", "help")
FORMS = ("il", "un", "del", "f", "mp", "fp")


def _fields(value: Any) -> dict[str, Any]:
    if isinstance(value, tuple) and hasattr(value, "_fields"):
        return dict(zip(value._fields, value, strict=True))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {field.name: getattr(value, field.name) for field in dataclasses.fields(value)}
    return {}


def _values(node: Any, depth: int = 0):
    if depth > 12 or isinstance(node, (str, bytes, int, float)) or node is None:
        return
    fields = _fields(node)
    if fields:
        yield node
        children: Any = fields.values()
    elif isinstance(node, Mapping):  # dicts and the read-only mappingproxy
        children = node.values()
    elif isinstance(node, (tuple, list)):
        children = node
    else:
        return
    for child in children:
        yield from _values(child, depth + 1)


def collect() -> dict[str, str]:
    """Key (game, what, English) → the Italian the app shows."""
    from chroma_desktop import language
    from chroma_desktop.content.translated import shown
    from chroma_desktop.lessons import load_lessons
    from chroma_desktop.registry import content_game_ids, find_game, load_game_content, rulings

    found: dict[str, str] = {}
    before = language.current()
    language.set_current("it")
    try:
        grammar = language.message_translator()
        for game_id in content_game_ids():
            content = load_game_content(game_id)
            words: set[str] = set()
            for value in _values(content):
                for field, english in _fields(value).items():
                    if field in TEXT_FIELDS and isinstance(english, str) and english:
                        found[f"{game_id} | {type(value).__name__}.{field} | {english}"] = shown(
                            value, field, "it")
                        if field != "help" and field not in ("subject", "text"):
                            words.add(english)
                    if field.endswith("_names") and isinstance(english, tuple):
                        words.update(name for name in english if isinstance(name, str))
            for english in sorted(words):
                for said in {english, english.lower()}:
                    found[f"{game_id} | word | {said}"] = language.word(said, "it")
                    italian = grammar.word(said)
                    for form in FORMS:
                        found[f"{game_id} | word {form} | {said}"] = grammar.article(form, italian)
            for ruling in rulings(find_game(game_id)):
                where = f"{game_id} | ruling {ruling.id}"
                found[f"{where} | title"] = ruling.shown("title")
                found[f"{where} | reading"] = ruling.shown("reading")
                found[f"{where} | issue"] = ruling.issue_text
                for value, meaning in ruling.shown_values():
                    found[f"{where} | value {value}"] = meaning
                    found[f"{where} | meaning {value}"] = ruling.meaning(value)
                for index, text in enumerate(ruling.shown_alternatives()):
                    found[f"{where} | alternative {index}"] = text
            for lesson in load_lessons(game_id):
                where = f"{game_id} | lesson {lesson.id}"
                for field in ("title", "goal", "explanation", "hint", "rule", "source"):
                    found[f"{where} | {field}"] = lesson.shown(field)
                found[f"{where} | quote note"] = lesson.shown_quote_note()
                for move, text in lesson.shown_feedback():
                    found[f"{where} | feedback {move}"] = text
    finally:
        language.set_current(before)
    return found


if __name__ == "__main__":
    GOLDEN.write_text(json.dumps(collect(), ensure_ascii=False, indent=1, sort_keys=True) + "\n",
                      encoding="utf-8")
