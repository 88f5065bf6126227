"""Content: each game's YAML read safely, validated against its JSON Schema, checked for
invariants across entries, and built into frozen dataclasses that the rules receive.

`load_game_content(game_id)` serves the shipped data (cached); `load_game_content(game_id, root)`
reads a user's pack laid out like `data/`. Every problem is a ContentError naming file, line and
key path.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from chroma_desktop.content import chroma_cubes, coloretto
from chroma_desktop.content.errors import ContentError
from chroma_desktop.content.loader import ContentSource, load_folder
from chroma_desktop.resources import data_dir

BUILDERS: dict[str, Callable[[ContentSource], Any]] = {
    "coloretto": coloretto.build,
    "chroma_cubes": chroma_cubes.build,
}

__all__ = ["BUILDERS", "ContentError", "load_game_content", "validate_root"]


def _load(game_id: str, root: Path) -> Any:
    folder = root / game_id
    if not folder.is_dir():
        raise ContentError(folder, None, "", "no such content folder")
    schema = data_dir() / "schema" / f"{game_id}.schema.json"
    return BUILDERS[game_id](load_folder(folder, schema))


@cache
def _load_shipped(game_id: str) -> Any:
    return _load(game_id, data_dir())


def load_game_content(game_id: str, root: Path | None = None) -> Any:
    """The built content of `game_id`, from the shipped data or from `root`."""
    if game_id not in BUILDERS:
        raise KeyError(f"no content loader for game {game_id!r}")
    if root is None:
        return _load_shipped(game_id)
    return _load(game_id, Path(root))


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
            _load(game_id, base)
        except ContentError as error:
            problems.append(str(error))
    return problems
