"""Move the content's translations out of the YAML: every `*_it` sibling field (and CMYK!'s `it`
beside `en`) of `<data root>/<game>/*.yaml` and `<data root>/lessons/<game>.yaml` becomes Fluent,
in `<data root>/i18n/<language>/content/<game>.ftl` and `.../lessons/<game>.ftl`, with the English
of the same ids in `en/`; then the sibling fields are taken out of the YAML.

    python tools/content_to_ftl.py [--data DIR ...] [--keep-yaml]
    python tools/content_to_ftl.py --reference

`--reference` writes each game's Help -> How to play (`SECTIONS`, and `SECTIONS_IT` while its
`reference.py` has it) as `<language>/reference/<game>.ftl`, one message `reference-<heading>`
per section (`content_ftl.reference_id`).

What becomes what (`content/content_ftl.py` reads it back):
- a content word (a field of `translated.WORD_FIELDS`: `name`, `label`, `symbol`,
  `symbol_plural`, `en`) is a term `-word-<slug of the English>` (`-2` after a second English
  word of the same slug: "Volcano", "volcano"), with `.gender` in a translation
  (as the grammar finds it today: `words.yaml`'s `genders`, else the word's ending); the other
  texts of the same YAML entry (`subject`, `text`, `help`) are attributes of its term;
- a ruling's texts are messages `ruling-<id>-title`, `-reading`, `-value-<value>`,
  `-alternative-<n>`; a lesson's `lesson-<id>-title`, `-goal`, `-hint`, `-explanation`,
  `-rule`, `-source`, `-feedback-<slug of the move>`.
The YAML is edited as text (a flow mapping loses its `name_it: ...`, a block key loses its line
and the lines indented under it), and the tool checks that the edited file reads as the old one
without its translations, and that every file it writes parses back to the same words.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from chroma_desktop.content.content_ftl import (  # noqa: E402
    CONTENT,
    LESSONS,
    REFERENCE,
    ftl_text,
    lesson_id,
    reference_id,
    ruling_id,
    word_id,
)
from chroma_desktop.content.translated import WORD_FIELDS  # noqa: E402

LANGUAGE = "it"
ATTRIBUTE_FIELDS = ("subject", "text", "help")
LESSON_FIELDS = ("title", "goal", "explanation", "hint")
SIBLING = re.compile(r"^(\s*)(?:- )?([a-z_]+_it|it):(.*)$")
VALUE = r"(\"(?:[^\"\\]|\\.)*\"|'[^']*'|[^,}]*)"
FLOW_SIBLING = re.compile(r",\s*[a-z_]+_it:\s*" + VALUE)
FLOW_LEADING = re.compile(r"^(\s*)[a-z_]+_it:\s*" + VALUE + r",\s*")  # a flow mapping's next line


def words(text: Any) -> str:
    """Folded YAML keeps line breaks as spaces; runs of spaces become one (as the loaders do)."""
    return " ".join(str(text).split())


class Entries:
    """One Fluent file's entries in two languages: terms with attributes, then messages."""

    def __init__(self) -> None:
        self.terms: dict[str, dict[str, dict[str, str]]] = {}  # id → language → field → text
        self.messages: dict[str, dict[str, str]] = {}  # id → language → text

    def term(self, english: str, translated: str, gender: str) -> str:
        term, count = word_id(english), 1
        while term in self.terms and self.terms[term]["en"][""] != english:  # "Volcano", "volcano"
            count += 1
            term = f"{word_id(english)}-{count}"
        known = self.terms.setdefault(term, {"en": {"": english}, LANGUAGE: {"": translated}})
        if known["en"][""] != english or known[LANGUAGE][""] != translated:
            raise SystemExit(f"-{term}: {english!r} / {translated!r} meets "
                             f"{known['en']['']!r} / {known[LANGUAGE]['']!r}")
        known[LANGUAGE]["gender"] = gender
        return term

    def attribute(self, term: str, field: str, english: str, translated: str) -> None:
        for language, text in (("en", english), (LANGUAGE, translated)):
            said = self.terms[term][language].setdefault(field, text)
            if said != text:
                raise SystemExit(f"-{term}.{field}: {text!r} meets {said!r}")

    def message(self, message: str, english: str, translated: str) -> None:
        if message in self.messages:
            raise SystemExit(f"{message}: written twice")
        self.messages[message] = {"en": english, LANGUAGE: translated}

    def text(self, language: str, header: str, source: str = "the YAML's `*_it` fields") -> str:
        out = [f"# {header}",
               f"# Made by tools/content_to_ftl.py from {source}; edit this file now.",
               "# Ids: docs/ARCHITECTURE.md, \"Words in every language\".", ""]
        for term, by_language in self.terms.items():
            fields = by_language.get(language, {})
            out.append(f"-{term} = {ftl_text(fields[''])}")
            out.extend(f"    .{field} = {ftl_text(text)}" for field, text in fields.items() if field)
        if self.terms and self.messages:
            out.append("")
        out.extend(f"{message} = {ftl_text(texts[language])}" for message, texts in self.messages.items())
        return "\n".join(out) + "\n"


def gender_of(translated: str) -> str:
    """The gender the Italian grammar gives a word today: `words.yaml`, else its ending."""
    from chroma_desktop import language
    from chroma_desktop.translations import fixed_words

    genders = fixed_words(LANGUAGE)[1]
    return genders.get(translated) or genders.get(translated.lower()) or language.gender(translated, LANGUAGE)


def nodes(node: Any) -> Iterator[dict[str, Any]]:
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from nodes(value)
    elif isinstance(node, list):
        for value in node:
            yield from nodes(value)


def content_words(data: dict[str, Any], found: Entries) -> None:
    """The content's words and their texts, and its rulings."""
    for node in nodes(data):
        term = ""
        for field in WORD_FIELDS:
            sibling = "it" if field == "en" else f"{field}_{LANGUAGE}"
            english, translated = node.get(field), node.get(sibling)
            if isinstance(english, str) and isinstance(translated, str) and translated:
                named = found.term(english, translated, gender_of(translated))
                term = term or named
        for field in ATTRIBUTE_FIELDS:
            translated = node.get(f"{field}_{LANGUAGE}")
            if isinstance(translated, str):
                if not term:
                    raise SystemExit(f"{field}_{LANGUAGE} {translated!r}: no word beside it")
                found.attribute(term, field, words(node[field]), words(translated))
    for ruling in data.get("rulings") or []:
        rid = ruling["id"]
        for field in ("title", "reading"):
            if f"{field}_it" in ruling:
                found.message(ruling_id(rid, field), words(ruling[field]), words(ruling[f"{field}_it"]))
        option = ruling.get("option") or {}
        for value, meaning in (option.get("values_it") or {}).items():
            found.message(ruling_id(rid, "value", str(value)), words(option["values"][value]), words(meaning))
        for index, text in enumerate(ruling.get("alternatives_it") or (), 1):
            found.message(ruling_id(rid, "alternative", str(index)),
                          words(ruling["alternatives"][index - 1]), words(text))


def lesson_words(data: dict[str, Any], found: Entries) -> None:
    for lesson in data.get("lessons") or []:
        lid = lesson["id"]
        for field in LESSON_FIELDS:
            if f"{field}_it" in lesson:
                found.message(lesson_id(lid, field), words(lesson[field]), words(lesson[f"{field}_it"]))
        rule = lesson.get("rule_it")
        if rule:
            english = lesson["rule"]
            found.message(lesson_id(lid, "rule"), words(english["words"]), words(rule["words"]))
            found.message(lesson_id(lid, "source"), f"{english['file']}, {words(english['section'])}",
                          f"{rule['file']}, {words(rule['section'])}")
        english_feedback = {words(move): words(text) for move, text in (lesson.get("feedback") or {}).items()}
        for move, text in (lesson.get("feedback_it") or {}).items():
            found.message(lesson_id(lid, "feedback", words(move)), english_feedback[words(move)], words(text))


def without_translations(node: Any) -> Any:
    if isinstance(node, dict):
        return {key: without_translations(value) for key, value in node.items()
                if not (isinstance(key, str) and (key.endswith("_it") or key == "it" and "en" in node))}
    if isinstance(node, list):
        return [without_translations(value) for value in node]
    return node


def stripped(text: str) -> str:
    """`text` (a YAML file) without its translation keys, every other line as it was."""
    lines = text.split("\n")
    out: list[str] = []
    index = 0
    depth = 0  # braces open from the lines before: inside a flow mapping written on several lines
    while index < len(lines):
        line = lines[index]
        if depth > 0:
            line = FLOW_LEADING.sub(r"\1", line)
        depth += line.count("{") - line.count("}")
        block = SIBLING.match(line)
        if block and depth <= 0 and "{" not in line.split(":", 1)[0]:
            indent = len(block.group(1))
            index += 1
            while index < len(lines):  # the lines indented under the key, blank ones among them
                ahead = next((row for row in lines[index:] if row.strip()), "")
                if lines[index].strip() and len(lines[index]) - len(lines[index].lstrip()) <= indent:
                    break
                if not lines[index].strip() and len(ahead) - len(ahead.lstrip()) <= indent:
                    break
                index += 1
            continue
        out.append(FLOW_SIBLING.sub("", line) if "{" in line else line)
        index += 1
    return "\n".join(out)


def convert(root: Path, keep_yaml: bool) -> None:
    games = sorted(path.stem for path in (root / "lessons").glob("*.yaml"))
    games += sorted(path.name for path in root.iterdir()
                    if path.is_dir() and path.name not in ("i18n", "lessons", "schema", "prebuilt")
                    and path.name not in games)
    for game in games:
        for kind, files, gather in ((CONTENT, sorted((root / game).glob("*.yaml")), content_words),
                                    (LESSONS, [root / "lessons" / f"{game}.yaml"], lesson_words)):
            found = Entries()
            files = [path for path in files if path.is_file()]
            for path in files:
                gather(yaml.safe_load(path.read_text(encoding="utf-8")) or {}, found)
            if not (found.terms or found.messages):
                continue
            for language in ("en", LANGUAGE):
                target = root / "i18n" / language / kind / f"{game}.ftl"
                target.parent.mkdir(parents=True, exist_ok=True)
                header = f"{game}'s {kind} words in {language}."
                target.write_text(found.text(language, header), encoding="utf-8")
                check_written(target, found, language)
            print(f"{game} {kind}: {len(found.terms)} terms, {len(found.messages)} messages")
            if keep_yaml:
                continue
            for path in files:
                old = path.read_text(encoding="utf-8")
                new = stripped(old)
                if yaml.safe_load(new) != without_translations(yaml.safe_load(old)):
                    raise SystemExit(f"{path}: the edited file does not read as the old one without "
                                     "its translations")
                path.write_text(new, encoding="utf-8")


def check_written(path: Path, found: Entries, language: str) -> None:
    from chroma_desktop.content.content_ftl import read_words

    said = read_words(path)
    if said.problems:
        raise SystemExit("\n".join(said.problems))
    for term, by_language in found.terms.items():
        for field, text in by_language[language].items():
            if said.term_text(term, field) != text:
                said_text = said.term_text(term, field)
                raise SystemExit(f"{path}: -{term}.{field} reads {said_text!r}, not {text!r}")
    for message, texts in found.messages.items():
        if said.messages.get(message) != texts[language]:
            raise SystemExit(f"{path}: {message} reads {said.messages.get(message)!r}")


def convert_references() -> None:
    """Each game's How to play into `<language>/reference/<game>.ftl` under its data root."""
    from chroma_desktop.plugins import game_ids
    from chroma_desktop.registry import data_root, rules_reference

    for game_id in game_ids():
        module = rules_reference(game_id)
        italian: dict[str, str] = dict(getattr(module, "SECTIONS_IT", {}))  # the old module's constant
        if module is None or not italian:
            continue
        found = Entries()
        for heading, english in module.SECTIONS.items():
            if "\n" in english or "\n" in italian[heading]:
                raise SystemExit(f"{game_id} {heading}: a section on several lines")
            found.message(reference_id(heading), english, italian[heading])
        for language in ("en", LANGUAGE):
            target = data_root(game_id) / "i18n" / language / REFERENCE / f"{game_id}.ftl"
            target.parent.mkdir(parents=True, exist_ok=True)
            header = f"{game_id}'s Help -> How to play in {language}: one HTML message per section."
            target.write_text(found.text(language, header, "its reference.py"), encoding="utf-8")
            check_written(target, found, language)
        print(f"{game_id} reference: {len(found.messages)} sections")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", action="append", type=Path,
                        help="a data root (default: data/ and the toy game's tests/toy_game/data/)")
    parser.add_argument("--keep-yaml", action="store_true", help="write the .ftl files only")
    parser.add_argument("--reference", action="store_true",
                        help="write each game's How to play from its reference.py instead")
    args = parser.parse_args()
    if args.reference:
        convert_references()
        return
    for root in args.data or [ROOT / "data", ROOT / "tests" / "toy_game" / "data"]:
        convert(root, args.keep_yaml)


if __name__ == "__main__":
    main()
