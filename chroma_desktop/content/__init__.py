"""Content: each game's YAML read safely, validated against its JSON Schema, checked for
invariants across entries, and built into frozen dataclasses that the rules receive.

`load_game_content(game_id)` serves the shipped data (cached); `load_game_content(game_id, root)`
reads a user's pack laid out like `data/`. Every problem is a ContentError naming file, line and
key path.
"""

from __future__ import annotations

import importlib
from functools import cache
from pathlib import Path
from typing import Any

from chroma_desktop.content.errors import ContentError
from chroma_desktop.resources import data_dir

# Game id -> the module under chroma_desktop.content whose `build(source)` makes its content.
# Modules are imported only when their game's content is loaded.
BUILDERS: dict[str, str] = {
    "coloretto": "coloretto",
    "cmyk": "cmyk",
    "chroma_cubes": "chroma_cubes",
    "chroma_mix": "chroma_mix",
}

__all__ = ["BUILDERS", "ContentError", "load_game_content", "validate_root"]


def _build(game_id: str, root: Path) -> Any:
    from chroma_desktop.content.loader import load_folder

    folder = root / game_id
    if not folder.is_dir():
        raise ContentError(folder, None, "", "no such content folder")
    schema = data_dir() / "schema" / f"{game_id}.schema.json"
    module = importlib.import_module(f"chroma_desktop.content.{BUILDERS[game_id]}")
    return module.build(load_folder(folder, schema))


@cache
def _load_shipped(game_id: str) -> Any:
    from chroma_desktop.content.cache import load_cached

    folder = data_dir() / game_id
    files = [*folder.glob("*.yaml"), data_dir() / "schema" / f"{game_id}.schema.json"]
    return load_cached(game_id, files, lambda: _build(game_id, data_dir()))


def load_game_content(game_id: str, root: Path | None = None) -> Any:
    """The built content of `game_id`, from the shipped data or from `root`."""
    if game_id not in BUILDERS:
        raise KeyError(f"no content loader for game {game_id!r}")
    if root is None:
        return _load_shipped(game_id)
    return _build(game_id, Path(root))


def validate_root(root: Path) -> list[str]:
    """Check every game folder under `root` (or `root` itself if it is one game's folder).

    Returns the problems found, one line each; an empty list means all is well.
    """
    root = Path(root)
    if root.name in BUILDERS and not (root / root.name).is_dir():
        targets = [(root.name, root.parent)]
    else:
        targets = [(game_id, root) for game_id in BUILDERS if (root / game_id).is_dir()]
        if not targets:
            return [f"{root}: no game content folders found (expected one of "
                    f"{', '.join(sorted(BUILDERS))})"]
    problems = []
    for game_id, base in targets:
        try:
            _build(game_id, base)
        except ContentError as error:
            problems.append(str(error))
    return problems
