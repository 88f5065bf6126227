"""Finding the games: every manifest, from the plug-in package, the environment and `register`.

Each subpackage of the plug-in package `chroma_desktop.games` whose `manifest` module holds a
`MANIFEST`, the modules named in the environment variable `CHROMA_DESKTOP_GAMES` (module paths
separated by commas, each with a `MANIFEST`), and any manifest given to `register()`. Finding
them imports only the small manifest modules. This module knows manifests only, so the layers
below the registry (the translations) may ask it which games there are; building a game is the
registry's (`chroma_desktop.registry`, which every other caller uses).
"""

import importlib
import os
import pkgutil
from functools import cache
from typing import Any

from chroma_desktop.manifest import GameManifest
from chroma_desktop.rules.api import UnknownGameError

EXTRA_GAMES_VARIABLE = "CHROMA_DESKTOP_GAMES"
PLUGIN_PACKAGE = "chroma_desktop.games"

_registered: dict[str, GameManifest] = {}
_generation = [0]  # how many times `register` and `unregister` changed the games


def generation() -> int:
    """A number that changes whenever a game is registered or unregistered at run time: what
    is built from the list of games (the translations' texts) is built again when it moves."""
    return _generation[0]


def load(reference: str) -> Any:
    """The part a manifest names: `"package.module:attribute"`, or `"package.module"` (the
    module itself)."""
    module_name, _, attribute = reference.partition(":")
    module = importlib.import_module(module_name)
    return getattr(module, attribute) if attribute else module


@cache
def _discovered() -> tuple[GameManifest, ...]:
    plugins = importlib.import_module(PLUGIN_PACKAGE)
    found: list[GameManifest] = []
    for module in pkgutil.iter_modules(plugins.__path__):
        if module.ispkg:
            name = f"{PLUGIN_PACKAGE}.{module.name}.manifest"
            try:
                found.append(importlib.import_module(name).MANIFEST)
            except ModuleNotFoundError as error:
                if error.name != name:
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
    _generation[0] += 1


def unregister(game_id: str) -> None:
    _registered.pop(game_id, None)
    _generation[0] += 1


def game_ids() -> tuple[str, ...]:
    return tuple(manifest.id for manifest in manifests())


def manifest_for(game_id: str) -> GameManifest:
    """The manifest of `game_id`; UnknownGameError (a KeyError) naming the known games otherwise."""
    for manifest in manifests():
        if manifest.id == game_id:
            return manifest
    from chroma_desktop.rules.setup_words import unknown_game

    raise UnknownGameError(game_id, unknown_game(game_id, game_ids()))
