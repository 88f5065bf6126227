"""Content: each game's YAML read safely, validated against its JSON Schema, checked for
invariants across entries, and built into frozen dataclasses that the rules receive.

`load_game_content(game_id)` serves the shipped data (cached); `load_game_content(game_id, root)`
reads a user's pack laid out like `data/`. Every problem is a ContentError naming file, line and
key path. A pack is untrusted input: reading it is bounded (`yaml_source`, `loader`), it is
checked against the app's own schemas only (`schemas`), and whatever a builder did not foresee is
refused as a ContentError too, never a traceback.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from chroma_desktop.content.errors import ContentError
from chroma_desktop.resources import data_dir

__all__ = ["ContentError", "content_game_ids", "load_game_content", "validate_root"]


def content_game_ids() -> tuple[str, ...]:
    """The games whose content is read from a YAML folder (their manifest names a builder)."""
    from chroma_desktop.games import manifests

    return tuple(manifest.id for manifest in manifests() if manifest.content)


def _build(game_id: str, root: Path) -> Any:
    from chroma_desktop.content.loader import load_folder
    from chroma_desktop.games import load, manifest_for

    manifest = manifest_for(game_id)
    folder = root / game_id
    if not folder.is_dir():
        raise ContentError(folder, None, "", "no such content folder")
    source = load_folder(folder, manifest.schema_file)
    try:
        return load(manifest.content)(source)
    except ContentError:
        raise
    except (ValueError, LookupError, TypeError, AttributeError, ArithmeticError,
            RecursionError) as error:
        # Content the schema admits but a builder did not foresee: refused like any other.
        raise ContentError(folder, None, "", f"cannot be built ({type(error).__name__}: "
                                             f"{error})") from error


@cache
def _load_shipped(game_id: str) -> Any:
    from chroma_desktop.content.cache import load_cached
    from chroma_desktop.content.schemas import shipped_schema_folder
    from chroma_desktop.games import manifest_for

    manifest = manifest_for(game_id)
    folder = data_dir() / game_id
    files = [*folder.glob("*.yaml"), shipped_schema_folder() / manifest.schema_file]
    return load_cached(game_id, files, lambda: _build(game_id, data_dir()),
                       packages=(manifest.content.partition(":")[0].rpartition(".")[0],))


def load_game_content(game_id: str, root: Path | None = None) -> Any:
    """The built content of `game_id`, from the shipped data or from `root` (None for a game
    that reads no files)."""
    from chroma_desktop.games import manifest_for

    if manifest_for(game_id).content is None:
        return None
    if root is None:
        return _load_shipped(game_id)
    return _build(game_id, Path(root))


def validate_root(root: Path) -> list[str]:
    """Check every game folder under `root` (or `root` itself if it is one game's folder).

    Returns the problems found, one line each; an empty list means all is well.
    """
    root = Path(root)
    known = content_game_ids()
    if root.name in known and not (root / root.name).is_dir():
        targets = [(root.name, root.parent)]
    else:
        targets = [(game_id, root) for game_id in known if (root / game_id).is_dir()]
        if not targets:
            return [f"{root}: no game content folders found (expected one of "
                    f"{', '.join(sorted(known))})"]
    problems = []
    for game_id, base in targets:
        try:
            _build(game_id, base)
        except ContentError as error:
            problems.append(str(error))
    return problems
