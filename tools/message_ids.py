"""The keys of the rules' templates, for the type checker: a module of `Literal`s per owner.

    python tools/message_ids.py          # write the modules
    python tools/message_ids.py --check  # say what differs and exit 1, writing nothing

Every template declared in the code (`T.add("draws", p=SEAT)`) is the message `draws` of
`data/i18n/en/<prefix>.ftl`, the one source of its English. This tool checks both ways (each
template has its English message, whose variables are the template's slots, and each English
message has its template) and writes the keys each catalogue declares as a `Literal`:
`chroma_desktop/rules/message_ids.py` for the app's catalogues, `games/<id>/message_ids.py` for
a game's. A catalogue is typed with them (`T: Catalogue[ids.Coloretto] = catalogue(...)`), so mypy
refuses a key no message has (`T.add("drawz")`). `tests/rules/test_message_ids.py` runs `--check`.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

DECLARES = re.compile(r'\bcatalogue\("(\w+)"\)')


def load_every_catalogue() -> None:
    """Import every module that declares templates, so `all_templates` knows them all: each
    game's modules but its table (Qt), and every module that opens a catalogue (`catalogue(`)."""
    import chroma_desktop.games as games

    for found in pkgutil.walk_packages(games.__path__, games.__name__ + "."):
        if ".table" not in found.name:
            importlib.import_module(found.name)
    package = ROOT / "chroma_desktop"
    for path in sorted(package.rglob("*.py")):
        if DECLARES.search(path.read_text(encoding="utf-8")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            importlib.import_module(".".join(parts[:-1] if parts[-1] == "__init__" else parts))


def alias(prefix: str) -> str:
    """The type's name for a catalogue: `coloretto_content` → `ColorettoContent`."""
    return "".join(part.capitalize() for part in prefix.split("_"))


def owners() -> dict[Path, tuple[str, ...]]:
    """Each generated module and the catalogues it types: the app's, then each game's whose
    words are in the app's data (a plug-in outside keeps its own)."""
    from chroma_desktop.plugins import manifests
    from chroma_desktop.translations import APP_PREFIXES

    found = {ROOT / "chroma_desktop" / "rules" / "message_ids.py": APP_PREFIXES}
    for manifest in manifests():
        if manifest.data_root is None and manifest.catalogues:
            package = manifest.rules.partition(":")[0].rpartition(".")[0]
            found[ROOT / Path(*package.split(".")) / "message_ids.py"] = tuple(manifest.catalogues)
    return found


def problems() -> list[str]:
    """Where the code's templates and the English messages differ (`fluent_catalogues`)."""
    from chroma_desktop.fluent_catalogues import problems as fluent_problems
    from chroma_desktop.translations import shipped_prefixes

    return fluent_problems("en", prefixes=shipped_prefixes())


def module_text(prefixes: tuple[str, ...]) -> str:
    """The module typing the keys of `prefixes`, as this tool writes it."""
    import textwrap

    from chroma_desktop.rules.messages import all_templates

    named = textwrap.wrap("Catalogues " + ", ".join(f"`{prefix}`" for prefix in prefixes) + ": each key a "
                          "template declared in the code and a message of `data/i18n/en/<prefix>.ftl`. "
                          "Do not edit: run the tool after adding a template.", 96)
    lines = ['"""The keys of the rules\' templates, for the type checker (tools/message_ids.py writes it).',
             "", *named, '"""', "", "from typing import Literal"]
    for prefix in prefixes:
        keys = sorted(t.key.partition(".")[2] for t in all_templates() if t.key.partition(".")[0] == prefix)
        lines += ["", f"{alias(prefix)} = Literal["]
        lines += [f'    "{key}",' for key in keys]
        lines += ["]"]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if out of date")
    arguments = parser.parse_args(argv)
    load_every_catalogue()
    wrong = problems()
    for path, prefixes in owners().items():
        text = module_text(prefixes)
        if path.is_file() and path.read_text(encoding="utf-8") == text:
            continue
        if arguments.check:
            wrong.append(f"{path.relative_to(ROOT)} is not what tools/message_ids.py writes")
        else:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
    for problem in wrong:
        print(problem, file=sys.stderr)
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
