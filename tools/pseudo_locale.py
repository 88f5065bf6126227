"""The pseudo-locale of every Fluent file: English's words accented and about 40 % longer, as data.

    python tools/pseudo_locale.py FOLDER   # write the pseudo language into FOLDER

Every `.ftl` of `data/i18n/en/` (the rules' catalogues, `ui.ftl`, `language.ftl`, and the
`content/`, `lessons/` and `reference/` folders) is written again under FOLDER with the same
path: each message's and term's text between ⟦ ⟧, its letters accented and a padding about
`GROWTH` of its length added (`ui/pseudo_locale.py`'s `pseudo`). Fluent's parser and serializer do
the work, so only text elements change: placeables, variables, selectors and their variant keys,
terms and message references are kept, and so is an attribute a selector reads (`.gender`). What
a program reads in a text (HTML tags and entities, `%1`, `{name}`) is kept as written. Italian's
`words.yaml` (the fixed English words the rules' code puts in text slots) is said in pseudo too.

A test adds the folder as a language (`language.add_language`) and shows the app in it: a word
still plain on screen bypassed the system (`tests/ui/test_pseudo_tables.py`).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from fluent.syntax import FluentParser, FluentSerializer  # noqa: E402
from fluent.syntax import ast as ftl  # noqa: E402

from chroma_desktop.ui.pseudo_locale import (  # noqa: E402
    CLOSE,
    OPEN,
    accented,
    padding,
    visible_length,
)

SOURCE_FOLDER = ROOT / "data" / "i18n" / "en"
FIXED_WORDS = ROOT / "data" / "i18n" / "it" / "words.yaml"
NAME_TERM = "language-name"
YOU_TERM = "-you = you\n"  # the seat spoken to (`fluent_catalogues.language_word`), English's built in


def _nodes(node: Any) -> Iterator[Any]:
    yield node
    if isinstance(node, ftl.BaseNode):
        for value in vars(node).values():
            for item in value if isinstance(value, list) else [value]:
                if isinstance(item, ftl.BaseNode):
                    yield from _nodes(item)


def selected_attributes(resource: ftl.Resource) -> set[str]:
    """The attributes of terms a selector reads (`{ -word-red.gender -> ...}`): data, not words."""
    return {node.selector.attribute.name for node in _nodes(resource)
            if isinstance(node, ftl.SelectExpression)
            and isinstance(node.selector, ftl.TermReference) and node.selector.attribute is not None}


def _seen_length(pattern: ftl.Pattern) -> int:
    """The length a reader sees of `pattern`'s text: a selector counts its default variant."""
    total = 0
    for element in pattern.elements:
        if isinstance(element, ftl.TextElement):
            total += visible_length(element.value)
        elif isinstance(element.expression, ftl.SelectExpression):
            default = next(variant for variant in element.expression.variants if variant.default)
            total += _seen_length(default.value)
    return total


def _accent(pattern: ftl.Pattern) -> None:
    for element in pattern.elements:
        if isinstance(element, ftl.TextElement):
            element.value = accented(element.value)
        elif isinstance(element.expression, ftl.SelectExpression):
            for variant in element.expression.variants:
                _accent(variant.value)


def pseudo_pattern(pattern: ftl.Pattern) -> None:
    """`pattern` said in pseudo, in place: its text accented, ⟦ before, padding and ⟧ after."""
    grown = padding(_seen_length(pattern))
    _accent(pattern)
    pattern.elements.insert(0, ftl.TextElement(OPEN))
    pattern.elements.append(ftl.TextElement((" " + grown if grown else "") + CLOSE))


def pseudo_resource(source: str) -> str:
    """A Fluent file's text said in pseudo (comments and junk left as they are)."""
    resource = FluentParser().parse(source)
    kept = selected_attributes(resource)
    for entry in resource.body:
        if not isinstance(entry, ftl.Message | ftl.Term):
            continue
        if entry.value is not None and entry.id.name != NAME_TERM:
            pseudo_pattern(entry.value)
        for attribute in entry.attributes:
            if attribute.id.name not in kept:
                pseudo_pattern(attribute.value)
    return FluentSerializer(with_junk=True).serialize(resource)


def _fixed_words() -> str:
    """`words.yaml` with the fixed English words Italian's lists, each said in pseudo."""
    from chroma_desktop.content.yaml_source import load_yaml
    from chroma_desktop.ui.pseudo_locale import pseudo

    fixed = (load_yaml(FIXED_WORDS).data or {}).get("fixed", {})
    lines = ["fixed:"] + [f"  {_yaml(str(word))}: {_yaml(pseudo(str(word)))}" for word in fixed]
    return "\n".join(lines) + "\n"


def _yaml(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def write_pseudo_language(folder: Path, source: Path = SOURCE_FOLDER) -> list[Path]:
    """Every `.ftl` under `source` said in pseudo under `folder` (its name term named so): the
    files written."""
    written = []
    for path in sorted(source.rglob("*.ftl")):
        target = folder / path.relative_to(source)
        target.parent.mkdir(parents=True, exist_ok=True)
        source_text = path.read_text(encoding="utf-8")
        if path.name == "language.ftl" and YOU_TERM not in source_text:
            source_text += YOU_TERM
        said = pseudo_resource(source_text)
        if path.name == "language.ftl":
            said = said.replace(f"-{NAME_TERM} = English", f"-{NAME_TERM} = Pseudo")
        target.write_text(said, encoding="utf-8")
        written.append(target)
    if FIXED_WORDS.is_file():
        (folder / FIXED_WORDS.name).write_text(_fixed_words(), encoding="utf-8")
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path, help="where the pseudo language's files go")
    arguments = parser.parse_args(argv)
    written = write_pseudo_language(arguments.folder)
    print(f"{len(written)} files in {arguments.folder}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
