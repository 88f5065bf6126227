"""The games, and the registry that finds them: each game is one package here with a manifest.

`manifests()` lists every game: each subpackage of `chroma_desktop.games` whose `manifest`
module holds a `MANIFEST`, the packages named in the environment variable
`CHROMA_DESKTOP_GAMES` (module paths separated by commas, each with a `MANIFEST`), and any
manifest given to `register()`. Nothing else in the app lists games. Finding the manifests
imports only the small manifest modules; a game's rules load when `find_game` first builds it.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
from functools import cache
from pathlib import Path
from typing import Any

from chroma_desktop.games.manifest import GameManifest

__all__ = ["GameManifest", "build_game", "content_game_ids", "find_game", "game_ids", "load",
           "load_game_content", "manifest_for", "manifests", "register", "validate_root"]

EXTRA_GAMES_VARIABLE = "CHROMA_DESKTOP_GAMES"

_registered: dict[str, GameManifest] = {}


def load(reference: str) -> Any:
    """The attribute a manifest names as `"package.module:attribute"`."""
    module_name, _, attribute = reference.partition(":")
    return getattr(importlib.import_module(module_name), attribute)


@cache
def _discovered() -> tuple[GameManifest, ...]:
    found: list[GameManifest] = []
    for module in pkgutil.iter_modules(__path__):
        if module.ispkg:
            try:
                found.append(importlib.import_module(f"{__name__}.{module.name}.manifest").MANIFEST)
            except ModuleNotFoundError as error:
                if error.name != f"{__name__}.{module.name}.manifest":
                    raise
    for name in filter(None, (part.strip() for part in
                              os.environ.get(EXTRA_GAMES_VARIABLE, "").split(","))):
        found.append(importlib.import_module(name).MANIFEST)
    return tuple(found)


def manifests() -> tuple[GameManifest, ...]:
    """Every game's manifest, in display order."""
    by_id = {manifest.id: manifest for manifest in _discovered()}
    by_id.update(_registered)
    return tuple(sorted(by_id.values(), key=lambda m: (m.order, m.name)))


def register(manifest: GameManifest) -> None:
    """Add a game at run time (a plug-in, or a test's toy game)."""
    _registered[manifest.id] = manifest
    find_game.cache_clear()


def unregister(game_id: str) -> None:
    _registered.pop(game_id, None)
    find_game.cache_clear()


def game_ids() -> tuple[str, ...]:
    return tuple(manifest.id for manifest in manifests())


def manifest_for(game_id: str) -> GameManifest:
    """The manifest of `game_id`; KeyError naming the known games otherwise."""
    for manifest in manifests():
        if manifest.id == game_id:
            return manifest
    from chroma_desktop.rules.refusal import UnknownGameError
    from chroma_desktop.rules.setup_words import unknown_game

    raise UnknownGameError(unknown_game(game_id, game_ids()))


@cache
def find_game(game_id: str) -> Any:
    """The game registered as `game_id`, built with its shipped content."""
    manifest = manifest_for(game_id)
    return load(manifest.rules)(load_game_content(game_id))


def build_game(game_id: str, root: Path | None = None) -> Any:
    """The game `game_id` built with the content of a user's pack at `root` (shipped if None)."""
    if root is None:
        return find_game(game_id)
    return load(manifest_for(game_id).rules)(load_game_content(game_id, root))


# -- content ----------------------------------------------------------------------------------
def content_game_ids() -> tuple[str, ...]:
    """The games whose content is read from a YAML folder (their manifest names a builder)."""
    return tuple(manifest.id for manifest in manifests() if manifest.content)


def load_game_content(game_id: str, root: Path | None = None) -> Any:
    """The built content of `game_id`: the shipped data (cached), or the pack laid out like
    `data/` at `root`; None for a game that reads no files."""
    from chroma_desktop.content import build_content, load_shipped

    manifest = manifest_for(game_id)
    if manifest.content is None:
        return None
    build = load(manifest.content)
    if root is None:
        package = manifest.content.partition(":")[0].rpartition(".")[0]
        return load_shipped(game_id, manifest.schema_file, build, package)
    return build_content(Path(root) / game_id, manifest.schema_file, build)


def validate_root(root: Path) -> list[str]:
    """Check every game folder under `root` (or `root` itself if it is one game's folder).

    Returns the problems found, one line each; an empty list means all is well.
    """
    from chroma_desktop.content import ContentError

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
            load_game_content(game_id, base)
        except ContentError as error:
            problems.append(str(error))
    return problems


def __getattr__(name: str) -> Any:
    if name == "GAMES":
        return tuple(find_game(game_id) for game_id in game_ids())
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
