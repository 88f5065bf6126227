"""A start-up cache of built content, keyed by the exact bytes of the files it was built from.

Reading YAML and validating it against JSON Schema is the slowest part of starting the app, so
the shipped content, once loaded and checked, is pickled into the user's cache folder. The key
is a hash of every YAML and schema file's bytes plus the package version: any edit to the data
(or an upgrade) misses the cache and the full checks run again. A cache file that cannot be read
is ignored and rewritten; the cache is never trusted over the checks, it only remembers them.
"""

from __future__ import annotations

import copyreg
import hashlib
import os
import pickle
import tempfile
import types
from collections.abc import Callable
from pathlib import Path
from typing import Any

from chroma_desktop import __version__


def _mapping_proxy(items: dict) -> types.MappingProxyType:
    return types.MappingProxyType(items)


# Read-only mappings in content dataclasses pickle as their plain contents (rebuilt by a function
# of this module: the mappingproxy class itself cannot be named in a pickle).
copyreg.pickle(types.MappingProxyType, lambda proxy: (_mapping_proxy, (dict(proxy),)))


def cache_dir() -> Path:
    override = os.environ.get("CHROMA_DESKTOP_CACHE_DIR")
    if override:
        return Path(override)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("chroma-desktop", appauthor=False))


def fingerprint(files: list[Path]) -> str:
    digest = hashlib.blake2b(digest_size=16)
    digest.update(__version__.encode())
    for path in sorted(files):
        digest.update(path.name.encode() + b"\0")
        digest.update(path.read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()


def load_cached(game_id: str, files: list[Path], build: Callable[[], Any],
                folder: Path | None = None) -> Any:
    """The content built by `build`, from the cache when `files` are unchanged since."""
    folder = folder or cache_dir()
    try:
        key = fingerprint(files)
    except OSError:
        return build()
    path = folder / f"{game_id}-{key}.pickle"
    try:
        with path.open("rb") as stream:
            return pickle.load(stream)
    except Exception:  # missing, truncated or stale: build and check again
        pass
    content = build()
    temp = None
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, temp = tempfile.mkstemp(dir=folder, suffix=".tmp")
        with os.fdopen(handle, "wb") as stream:
            pickle.dump(content, stream, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(temp, path)
    except (OSError, pickle.PicklingError, TypeError, AttributeError):
        # A read-only or full disk only costs start-up time; no half-written file stays behind.
        if temp is not None:
            Path(temp).unlink(missing_ok=True)
    return content
