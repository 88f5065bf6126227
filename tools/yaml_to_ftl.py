"""Move a catalogue of the rules' templates into Fluent: `en/<prefix>.ftl` from the templates'
English in the code, and `<language>/<prefix>.ftl` from each `data/i18n/<language>/<prefix>.yaml`.

    python tools/yaml_to_ftl.py coloretto [more prefixes] [--remove-yaml] [--data DIR]

Each template's text is rewritten in Fluent (the syntax of `rules/messages.py` → the variables
of `fluent_catalogues.py`):
- `{p}` → `{ $p }`; a count `{n}` → `{ $n }`; a text slot `{c}` → `{ $c }`;
- a count's `{n:card|cards}` → `{ $n -> [one] card *[other] cards }` (CLDR's categories);
- a seat's `{p:draws|draw}` → `{ $p-person -> [second] draw *[third] draws }`, `~` → `{ $p }`;
- English `{p:'s}` → `{ $p-person -> [second] your *[third] { $p }'s }`;
- a text slot's form `{c:a}`, `{c:un}`, `{c:f}` → `{ $c-a }`, `{ $c-un }`, `{ $c-f }`.
The tool refuses a catalogue whose keys would meet on one Fluent id, and checks that every
message it writes parses and fits its template (`fluent_catalogues.fit_problems`).
"""

from __future__ import annotations

import argparse
import importlib
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from chroma_desktop.ftl_files import message_id, parse_ftl  # noqa: E402
from chroma_desktop.rules.messages import COUNT, SEAT, Template, all_templates  # noqa: E402

PLACEHOLDER = re.compile(r"\{(\w+)(?::([^{}]*))?\}")
DECLARES = re.compile(r'\bcatalogue\("(\w+)"\)')


def load_every_catalogue() -> None:
    """Import every module that declares templates, so `all_templates` knows them all: each
    game's modules but its table (Qt), and every module that opens a catalogue (`catalogue(`)."""
    import pkgutil

    import chroma_desktop.games as games

    for found in pkgutil.walk_packages(games.__path__, games.__name__ + "."):
        if ".table" not in found.name:
            importlib.import_module(found.name)
    package = ROOT / "chroma_desktop"
    for path in sorted(package.rglob("*.py")):
        if DECLARES.search(path.read_text(encoding="utf-8")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            importlib.import_module(".".join(parts[:-1] if parts[-1] == "__init__" else parts))


def _literal(text: str) -> str:
    return '{ "' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\u000A") + '" }'


def pattern(pieces: list[tuple[bool, str]]) -> str:
    """Fluent pattern text of `pieces`, each (is Fluent, text): plain words keep their spaces at
    either end of the pattern and their new lines as literals (Fluent trims the first and the
    last), and an empty pattern is an empty literal."""
    said = []
    for index, (is_fluent, piece) in enumerate(pieces):
        if is_fluent:
            said.append(piece)
            continue
        if index == 0 and piece != piece.lstrip(" "):
            lead = len(piece) - len(piece.lstrip(" "))
            said.append(_literal(piece[:lead]))
            piece = piece[lead:]
        trail = ""
        if index == len(pieces) - 1 and piece != piece.rstrip(" "):
            cut = len(piece.rstrip(" "))
            piece, trail = piece[:cut], _literal(piece[cut:])
        said.append("".join(_literal(part) if part == "\n" else part
                            for part in re.split(r"(\n)", piece)) + trail)
    return "".join(said) or _literal("")


def _variant(text: str, slot: str) -> str:
    """A seat's form: `~` stands for the seat."""
    pieces: list[tuple[bool, str]] = []
    for index, part in enumerate(text.split("~")):
        if index:
            pieces.append((True, f"{{ ${slot} }}"))
        if part:
            pieces.append((False, part))
    return pattern(pieces)


def _select(selector: str, variants: list[tuple[str, str, bool]]) -> str:
    lines = [f"{{ {selector} ->"]
    for key, value, default in variants:
        lines.append(f"       {'*' if default else ' '}[{key}] {value}")
    lines.append("    }")
    return "\n".join(lines)


def convert(template: Template, text: str) -> str:
    """`text` (the template's English or a translation of it) as a Fluent pattern."""
    kinds = dict(template.kinds)
    pieces: list[tuple[bool, str]] = []
    position = 0
    for match in PLACEHOLDER.finditer(text):
        if match.start() > position:
            pieces.append((False, text[position:match.start()]))
        slot, form = match.group(1), match.group(2)
        kind = kinds[slot]
        if form is None:
            piece = f"{{ ${slot} }}"
        elif kind == SEAT and form == "'s":
            piece = _select(f"${slot}-person", [("second", "your", False),
                                                 ("third", f"{{ ${slot} }}'s", True)])
        elif kind == SEAT:
            one, _, other = form.partition("|")
            piece = _select(f"${slot}-person", [("second", _variant(other, slot), False),
                                                 ("third", _variant(one, slot), True)])
        elif kind == COUNT:
            one, _, other = form.partition("|")
            piece = _select(f"${slot}", [("one", pattern([(False, one)]), False),
                                         ("other", pattern([(False, other)]), True)])
        else:
            piece = f"{{ ${slot}-{form} }}"
        pieces.append((True, piece))
        position = match.end()
    if position < len(text):
        pieces.append((False, text[position:]))
    return pattern(pieces)


def ftl_file(prefix: str, texts: dict[str, str], templates: dict[str, Template], header: str) -> str:
    """The `.ftl` text of one catalogue: `texts` by short key, in the templates' order."""
    ids: dict[str, str] = {}
    lines = [f"# {line}".rstrip() for line in header.splitlines()] + [""]
    for key, template in templates.items():
        short = key.partition(".")[2]
        fluent_id = message_id(short)
        if fluent_id in ids:
            raise SystemExit(f"{prefix}: {short!r} and {ids[fluent_id]!r} meet on the id {fluent_id!r}")
        ids[fluent_id] = short
        if short in texts:
            lines.append(f"{fluent_id} = {convert(template, texts[short])}")
    return "\n".join(lines) + "\n"


def _checked(path: Path, source: str, templates: dict[str, Template]) -> None:
    from chroma_desktop.fluent_catalogues import fit_problems

    read = parse_ftl(path, source)
    by_id = {message_id(key.partition(".")[2]): template for key, template in templates.items()}
    wrong = list(read.problems) + [f"{path}, {entry.id.name}: {problem}"
                                   for entry in read.messages().values()
                                   for problem in fit_problems(by_id[entry.id.name], entry)]
    if wrong:
        raise SystemExit("\n".join(wrong))


def _leading_comment(source: str) -> str:
    """The comment lines a YAML file opens with (its vocabulary notes), without their '#'."""
    lines = []
    for line in source.splitlines():
        if not line.startswith("#"):
            break
        lines.append(line[1:].strip())
    return "\n".join(lines)


def move(prefix: str, data: Path, remove_yaml: bool) -> list[Path]:
    """Write `prefix`'s `.ftl` files (English and each translation found); the paths written."""
    import yaml

    templates = {t.key: t for t in all_templates() if t.key.partition(".")[0] == prefix}
    if not templates:
        raise SystemExit(f"no catalogue {prefix!r} is declared")
    written = []
    english = {key.partition(".")[2]: template.text for key, template in templates.items()}
    sources = [("en", english, "the templates' English in the code")]
    notes = {"en": ""}
    for path in sorted((data / "i18n").glob(f"*/{prefix}.yaml")):
        source = path.read_text(encoding="utf-8")
        sources.append((path.parent.name, yaml.safe_load(source) or {},
                        f"data/i18n/{path.parent.name}/{prefix}.yaml"))
        notes[path.parent.name] = _leading_comment(source)
    for language, texts, origin in sources:
        target = data / "i18n" / language / f"{prefix}.ftl"
        header = (f"Catalogue `{prefix}` in {language}: one message per template, by its key in "
                  f"kebab case.\nMade by tools/yaml_to_ftl.py from {origin}; edit this file now.\n"
                  "Variables: docs/ARCHITECTURE.md, \"Words in every language\"."
                  + (f"\nFrom the YAML's notes:\n{notes[language]}" if notes[language] else ""))
        source = ftl_file(prefix, {str(k): str(v) for k, v in texts.items()}, templates, header)
        _checked(target, source, templates)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(source, encoding="utf-8")
        written.append(target)
        if remove_yaml and language != "en":
            (data / "i18n" / language / f"{prefix}.yaml").unlink()
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("prefixes", nargs="+")
    parser.add_argument("--remove-yaml", action="store_true", help="delete the YAML files moved")
    parser.add_argument("--data", type=Path, default=ROOT / "data")
    options = parser.parse_args(argv)
    load_every_catalogue()
    for prefix in options.prefixes:
        for path in move(prefix, options.data, options.remove_yaml):
            print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
