"""A start-up cache of built content, keyed by the exact bytes of the files it was built from.

Reading YAML and validating it against JSON Schema is the slowest part of starting the app, so
the shipped content, once loaded and checked, is pickled into the user's cache folder. The key
is a checksum of every YAML and schema file's bytes plus the package version and the cache's
format: any edit to the data (or an upgrade) misses the cache and the full checks run again. A
cache file that cannot be read is ignored and rewritten; the cache is never trusted over the
checks, it only remembers them.
"""

from __future__ import annotations

import copyreg
import os
import pickle
import types
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from chroma_desktop import __version__

# Raised whenever the classes that cached content is made of change shape.
CACHE_FORMAT = 2


def _mapping_proxy(items: dict) -> types.MappingProxyType:
    return types.MappingProxyType(items)


# Read-only mappings in content dataclasses pickle as their plain contents (rebuilt by a function
# of this module: the mappingproxy class itself cannot be named in a pickle).
copyreg.pickle(types.MappingProxyType, lambda proxy: (_mapping_proxy, (dict(proxy),)))


def cache_dir() -> Path:
    from chroma_desktop.user_folders import user_cache_folder

    return user_cache_folder()


def fingerprint(files: list[Path]) -> str:
    """A 64-bit checksum (CRC-32 and Adler-32) of the files' names and bytes, with the version."""
    crc, adler = 0, 1
    for path in sorted(files):
        for chunk in (path.name.encode(), b"\0", path.read_bytes(), b"\0"):
            crc = zlib.crc32(chunk, crc)
            adler = zlib.adler32(chunk, adler)
    return f"v{__version__}-f{CACHE_FORMAT}-{crc:08x}{adler:08x}"


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
        import tempfile

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
