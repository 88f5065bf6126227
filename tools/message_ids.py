"""The ids of the rules' messages, for the type checker: `chroma_desktop/i18n_ids/<prefix>.py`.

    python tools/message_ids.py          # write the modules
    python tools/message_ids.py --check  # exit 1 (and say which) when they are not what it writes

Every template declared in the code (`T.add("draws", p=SEAT)`) is a Fluent message
`data/i18n/<language>/<prefix>.ftl`'s `draws`; this tool writes, per catalogue, a module of
`Literal` ids with the slots each takes, so code and tests can name a message the type checker
knows, and `tests/rules/test_message_ids.py` runs `--check`.
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true")
    parser.parse_args(argv)
    load_every_catalogue()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
