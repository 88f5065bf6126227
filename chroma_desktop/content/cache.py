"""A start-up cache of built content, keyed by the build stamp and the exact bytes of the files
it was built from and by the shape of the classes it is made of; a cache file can never run code.

Reading YAML and building it is the slowest part of starting the app, so the shipped content,
once loaded and checked, is pickled into the user's cache folder. The key is the build stamp
(`build_stamp`: any change to the package's code or shipped data, in a checkout or a build),
a checksum of every YAML and schema file's bytes (and of the builder's source, where it is on
disk: a plug-in's data lies outside the stamp) and the cache's format: any edit misses the cache
and the content is built again.
The file carries a checksum (BLAKE2b) of its own bytes after it: a file damaged on disk, even
by one bit, is refused whole and rebuilt, never read as other content. Its header names the
class of the content's root, which the value read must be (a file that unpickles to a plain
value is rebuilt too).
The file also records every class the content is made of with its fields (names, types, order);
a class whose fields changed since (a reordered NamedTuple would otherwise unpickle its values
into the wrong fields) misses too.

A pickle can call anything it names, so a cache file is unpickled with an allow-list: the classes
its header names, each a value class (a dataclass, NamedTuple or Enum) of the game's own package
whose fields are as recorded, plus plain builtins and this module's mapping rebuilder. It is read
only when the user owns it and no one else can write to it or to its folder; anything else, a
damaged file included, is ignored and the content is built and checked again.
"""

from __future__ import annotations

import copyreg
import dataclasses
import enum
import hashlib
import importlib
import io
import json
import os
import pickle
import stat
import time
import types
import zlib
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

# Raised whenever the cache file's layout changes.
CACHE_FORMAT = 4
MAGIC = b"CHROMA-CONTENT-CACHE\n"
MAX_CACHE_BYTES = 16 * 1024 * 1024  # the largest game's cache is about 1 MB
MAX_HEADER_BYTES = 256 * 1024
MAX_SOURCE_BYTES = 4 * 1024 * 1024  # per file that goes into the key
CHECKSUM_BYTES = 32  # the file's own checksum, written in hex after MAGIC

# Builtins a content pickle may name: plain values and containers, nothing that calls out.
SAFE_BUILTINS = frozenset({"tuple", "list", "dict", "set", "frozenset", "int", "float", "complex",
                           "str", "bytes", "bytearray", "bool", "slice", "range"})


def _mapping_proxy(items: dict) -> types.MappingProxyType:
    return types.MappingProxyType(items)


# Read-only mappings in content dataclasses pickle as their plain contents (rebuilt by a function
# of this module: the mappingproxy class itself cannot be named in a pickle).
copyreg.pickle(types.MappingProxyType, lambda proxy: (_mapping_proxy, (dict(proxy),)))
_REBUILDER = (__name__, _mapping_proxy.__name__)


class _Refused(Exception):
    """This cache file is not to be used (the reason is only for tests and debugging)."""


def cache_dir() -> Path:
    from chroma_desktop.user_folders import user_cache_folder

    return user_cache_folder()


def fingerprint(files: list[Path]) -> str:
    """A 64-bit checksum (CRC-32 and Adler-32) of the files' names and bytes, with the build
    stamp."""
    from chroma_desktop.build_stamp import build_stamp
    from chroma_desktop.persistence.reading import read_capped

    crc, adler = 0, 1
    for path in sorted(files):
        for chunk in (path.name.encode(), b"\0", read_capped(path, MAX_SOURCE_BYTES), b"\0"):
            crc = zlib.crc32(chunk, crc)
            adler = zlib.adler32(chunk, adler)
    return f"v{build_stamp()[:16]}-f{CACHE_FORMAT}-{crc:08x}{adler:08x}"


# -- value classes and their fields -----------------------------------------------------------
def class_fields(cls: type) -> list[str] | None:
    """The fields of a value class, in order, with their declared types; None for any other
    class (which a cache may not name)."""
    if isinstance(cls, type) and issubclass(cls, enum.Enum):
        return [f"{member.name}={member.value!r}" for member in cls]
    if dataclasses.is_dataclass(cls):
        return [f"{field.name}:{field.type}" for field in dataclasses.fields(cls)]
    if isinstance(cls, type) and issubclass(cls, tuple) and hasattr(cls, "_fields"):
        hints = getattr(cls, "__annotations__", {})
        return [f"{name}:{hints.get(name, '')}" for name in cls._fields]
    return None


def _in_packages(module: str, packages: Iterable[str]) -> bool:
    return any(module == package or module.startswith(package + ".") for package in packages)


def _value_class(module: str, name: str, packages: Iterable[str]) -> type:
    """The value class `module.name` of one of `packages`; _Refused for anything else."""
    if not _in_packages(module, packages) or ".table" in module or not name.isidentifier():
        raise _Refused(f"{module}.{name} is not a content class")
    try:
        cls = getattr(importlib.import_module(module), name)
    except (ImportError, AttributeError) as error:
        raise _Refused(f"{module}.{name} no longer exists") from error
    if class_fields(cls) is None or cls.__module__ != module:
        raise _Refused(f"{module}.{name} is not a value class")
    return cls


class _RestrictedUnpickler(pickle.Unpickler):
    """Unpickles only the classes it was given, plain builtins and the mapping rebuilder."""

    def __init__(self, stream: io.BytesIO, classes: dict[tuple[str, str], type]) -> None:
        super().__init__(stream)
        self.classes = classes

    def find_class(self, module: str, name: str) -> Any:
        if module == "builtins" and name in SAFE_BUILTINS:
            return super().find_class(module, name)
        if (module, name) == _REBUILDER:
            return _mapping_proxy
        if (module, name) in self.classes:
            return self.classes[(module, name)]
        raise pickle.UnpicklingError(f"{module}.{name} is not allowed in a content cache")


class _RecordingUnpickler(pickle.Unpickler):
    """Notes every global a pickle this process just wrote names (to write the allow-list)."""

    def __init__(self, stream: io.BytesIO) -> None:
        super().__init__(stream)
        self.named: set[tuple[str, str]] = set()

    def find_class(self, module: str, name: str) -> Any:
        self.named.add((module, name))
        return super().find_class(module, name)


# -- trust ------------------------------------------------------------------------------------
def _private(status: os.stat_result) -> bool:
    """Owned by this user and writable by no one else (POSIX; elsewhere the folder's ACLs rule)."""
    if not hasattr(os, "geteuid"):
        return True
    return status.st_uid == os.geteuid() and not status.st_mode & (stat.S_IWGRP | stat.S_IWOTH)


def trusted_folder(folder: Path) -> bool:
    """Whether cache files in `folder` may be read and written: a folder only this user writes."""
    try:
        status = os.stat(folder)
    except OSError:
        return False
    return stat.S_ISDIR(status.st_mode) and _private(status)


def _read_trusted(path: Path) -> bytes:
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    flags |= getattr(os, "O_BINARY", 0)
    try:
        handle = os.open(path, flags)
    except OSError as error:
        raise _Refused(f"cannot open {path.name}") from error
    try:
        status = os.fstat(handle)
        if not stat.S_ISREG(status.st_mode) or not _private(status):
            raise _Refused(f"{path.name} is not a private regular file")
        if status.st_size > MAX_CACHE_BYTES:
            raise _Refused(f"{path.name} is too large")
        with os.fdopen(os.dup(handle), "rb") as stream:
            return stream.read(MAX_CACHE_BYTES + 1)
    finally:
        os.close(handle)


# -- the file ---------------------------------------------------------------------------------
def _checksum(data: bytes) -> bytes:
    return hashlib.blake2b(data, digest_size=CHECKSUM_BYTES).hexdigest().encode("ascii")


def _encode(content: Any, packages: tuple[str, ...]) -> bytes:
    body = pickle.dumps(content, protocol=pickle.HIGHEST_PROTOCOL)
    recorder = _RecordingUnpickler(io.BytesIO(body))
    recorder.load()
    classes = {}
    for module, name in sorted(recorder.named):
        if (module == "builtins" and name in SAFE_BUILTINS) or (module, name) == _REBUILDER:
            continue
        cls = _value_class(module, name, packages)
        classes[f"{module}:{name}"] = class_fields(cls)
    root = type(content)
    _value_class(root.__module__, root.__name__, packages)  # content of plain values: not kept
    header = json.dumps({"format": CACHE_FORMAT, "classes": classes,
                         "root": f"{root.__module__}:{root.__name__}"}, sort_keys=True).encode()
    checked = header + b"\n" + body
    return MAGIC + _checksum(checked) + b"\n" + checked


def _decode(raw: bytes, packages: tuple[str, ...]) -> Any:
    if not raw.startswith(MAGIC):
        raise _Refused("not a content cache")
    digits = len(MAGIC) + 2 * CHECKSUM_BYTES
    if raw[digits:digits + 1] != b"\n" or raw[len(MAGIC):digits] != _checksum(raw[digits + 1:]):
        raise _Refused("its checksum does not match its bytes")
    start = digits + 1
    end = raw.find(b"\n", start, start + MAX_HEADER_BYTES)
    if end < 0:
        raise _Refused("no header")
    try:
        header = json.loads(raw[start:end])
        recorded = header["classes"]
        root = header["root"]
        assert header["format"] == CACHE_FORMAT and isinstance(recorded, dict)
        assert isinstance(root, str) and root in recorded
    except (ValueError, KeyError, TypeError, AssertionError) as error:
        raise _Refused("a damaged header") from error
    classes: dict[tuple[str, str], type] = {}
    for qualified, fields in recorded.items():
        module, _, name = str(qualified).partition(":")
        cls = _value_class(module, name, packages)
        if class_fields(cls) != fields:
            raise _Refused(f"{qualified} has changed shape since the cache was written")
        classes[(module, name)] = cls
    try:
        content = _RestrictedUnpickler(io.BytesIO(raw[end + 1:]), classes).load()
    except Exception as error:  # any damage to the body: the content is built again
        raise _Refused(f"the body cannot be read ({error})") from error
    module, _, name = root.partition(":")
    if type(content) is not classes[(module, name)]:
        raise _Refused(f"the content is a {type(content).__name__}, not its recorded {root}")
    return content


def encode_content(content: Any, packages: tuple[str, ...]) -> bytes:
    """`content` as a sealed cache body (its classes' fields, its checksum), for a file that
    `decode_content` reads back."""
    return _encode(content, packages)


def decode_content(raw: bytes, packages: tuple[str, ...]) -> Any | None:
    """The content sealed in `raw` by `encode_content`; None when it is damaged, names a class
    outside `packages` or one whose fields have changed since."""
    try:
        return _decode(raw, packages)
    except _Refused:
        return None


def load_cached(game_id: str, files: list[Path], build: Callable[[], Any],
                folder: Path | None = None, *, packages: tuple[str, ...]) -> Any:
    """The content built by `build`, from the cache when `files` are unchanged since.

    `packages` are the modules whose value classes the content may be made of (the game's
    package, which its manifest's content builder names); a content holding any other class is
    simply not cached.
    """
    folder = folder or cache_dir()
    try:
        key = fingerprint(files)
    except (OSError, ValueError):
        return build()
    path = folder / f"{game_id}-{key}.cache"
    if trusted_folder(folder):
        try:
            return _decode(_read_trusted(path), packages)
        except _Refused:
            pass  # missing, damaged, foreign or stale: build and check again
    content = build()
    _store(folder, path, content, packages)
    return content


def _remove_stale(folder: Path, kept: Path) -> None:
    """Older caches of the same game (other data, another build, the old `.pickle` format), the
    image atlases earlier versions kept (`*.atlas`) and what killed writers left behind: nothing
    reads them any more."""
    game_id = kept.name.partition("-v")[0]
    now = time.time()
    for path in folder.iterdir():
        name = path.name
        stale = (name.startswith(f"{game_id}-v") and name.endswith((".cache", ".pickle"))
                 and path != kept) or name.endswith(".atlas")
        # A temporary file is a leftover once no writer could still be busy with it.
        leftover = name.endswith(".tmp") and now - path.stat().st_mtime > 600
        if stale or leftover:
            path.unlink(missing_ok=True)


def _store(folder: Path, path: Path, content: Any, packages: tuple[str, ...]) -> None:
    import tempfile

    temp = None
    try:
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        if not trusted_folder(folder):
            return  # others may write there: never leave a file that a later start would trust
        data = _encode(content, packages)
        handle, temp = tempfile.mkstemp(dir=folder, prefix=f"{path.name}.", suffix=".tmp")
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        os.replace(temp, path)
        _remove_stale(folder, path)
    except (OSError, pickle.PicklingError, TypeError, AttributeError, _Refused):
        # A read-only or full disk only costs start-up time; no half-written file stays behind.
        if temp is not None:
            Path(temp).unlink(missing_ok=True)
