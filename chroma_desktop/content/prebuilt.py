"""Content built with the package: each shipped game's content, made from its data ahead of time
and shipped in `data/prebuilt/<game>.content`, so that even a first start reads no YAML (PyYAML is
not imported) and runs no builder (Chroma Cubes' label spots and outlines take ~400 ms).

`tools/build_content.py` writes the files (a fresh process per game, which checks the data
against its schema first) and `--check` says which are out of date;
`tests/content/test_prebuilt.py` fails while any is.

A file is keyed by everything that made it: the builder (`module:function`), a hash of the bytes
of every data file opened while it was built (the game's YAML and schema), the list of the
game's YAML files, and a hash of the source of every module of the package loaded in that
process (a superset of the code the content depends on). It is served only while every one of
them still hashes the same; anything else (an edited ruling, a YAML file added, a builder handed
in by a test) falls back to the user's content cache and
the builder (`load_shipped`). Its body is the content cache's sealed format
(`cache.encode_content`: only the game's own value classes, with their fields as recorded), and
the whole file carries a checksum of its bytes.

A frozen bundle holds no sources: the build writes their hashes beside its package
(`_source_digests.json`, `write_source_digests`, from the very checkout its modules were compiled
from), and a source missing from the package folder is looked up there.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

FORMAT = 1
MAGIC = b"CHROMA-PREBUILT-CONTENT\n"
FOLDER = "prebuilt"  # under data/
SUFFIX = ".content"
MAX_FILE_BYTES = 4 * 1024 * 1024  # Chroma Cubes' is about 170 KB
MAX_INPUT_BYTES = 4 * 1024 * 1024
_CHECKSUM_DIGITS = 64
SOURCE_DIGESTS = "_source_digests.json"  # a frozen bundle's, beside its package's modules
MAX_DIGESTS_BYTES = 1024 * 1024

# Where each kind of input lies: the data folder, the package's folder, or a game folder's list
# of YAML files.
DATA, PACKAGE, LISTING = "data/", "package/", "listing/"

_PACKAGE_DIR = Path(__file__).resolve().parent.parent


def prebuilt_file(game_id: str, data: Path | None = None) -> Path:
    from chroma_desktop.resources import data_dir

    return (data or data_dir()) / FOLDER / f"{game_id}{SUFFIX}"


def builder_name(build: Callable[..., Any]) -> str:
    return f"{build.__module__}:{build.__qualname__}"


def _digest(raw: bytes) -> str:
    return hashlib.blake2b(raw, digest_size=16).hexdigest()


def _checksum(raw: bytes) -> bytes:
    return hashlib.blake2b(raw, digest_size=_CHECKSUM_DIGITS // 2).hexdigest().encode("ascii")


def _listing(folder: Path) -> bytes:
    return "\n".join(sorted(path.name for path in folder.glob("*.yaml"))).encode("utf-8")


def _input_bytes(key: str, data: Path, package: Path) -> bytes | None:
    """The bytes an input key names now; None when it is missing or unreadable."""
    from chroma_desktop.persistence.reading import UnreadableFileError, read_capped

    if key.startswith(LISTING):
        folder = data / key[len(LISTING):]
        return _listing(folder) if folder.is_dir() else None
    if key.startswith(DATA):
        path = data / key[len(DATA):]
    elif key.startswith(PACKAGE):
        path = package / key[len(PACKAGE):]
    else:
        return None
    try:
        return read_capped(path, MAX_INPUT_BYTES)
    except UnreadableFileError:
        return None


def _written_digests(package: Path) -> dict[str, str]:
    """The hashes of a frozen bundle's sources, written when it was built; empty elsewhere."""
    from chroma_desktop.persistence.reading import UnreadableFileError, read_capped

    path = package / SOURCE_DIGESTS
    if not path.is_file():
        return {}
    try:
        digests = json.loads(read_capped(path, MAX_DIGESTS_BYTES))
    except (UnreadableFileError, ValueError):
        return {}
    if not isinstance(digests, dict):
        return {}
    return {key: value for key, value in digests.items()
            if isinstance(key, str) and isinstance(value, str)}


def _inputs_unchanged(inputs: dict[str, str], data: Path, package: Path) -> bool:
    written: dict[str, str] | None = None
    for key, digest in inputs.items():
        raw = _input_bytes(key, data, package)
        if raw is not None:
            if _digest(raw) != digest:
                return False
            continue
        if not key.startswith(PACKAGE):
            return False
        if written is None:  # a source missing: a frozen bundle's are hashed at its build
            written = _written_digests(package)
        if written.get(key[len(PACKAGE):]) != digest:
            return False
    return True


def write_source_digests(target: Path, package: Path) -> Path:
    """Write the hash of every source file of `package` into `target` (the folder that becomes
    a frozen bundle's `chroma_desktop/`, where no sources are kept) and return the file."""
    digests = {path.relative_to(package).as_posix(): _digest(path.read_bytes())
               for path in sorted(package.rglob("*.py")) if "__pycache__" not in path.parts}
    written = target / SOURCE_DIGESTS
    written.write_text(json.dumps(digests, sort_keys=True) + "\n", encoding="utf-8")
    return written


def seal(game_id: str, builder: str, inputs: dict[str, str], body: bytes) -> bytes:
    """A prebuilt file: its header (game, builder, inputs) and `body`, under one checksum."""
    header = json.dumps({"format": FORMAT, "game": game_id, "builder": builder,
                         "inputs": dict(sorted(inputs.items()))}, sort_keys=True).encode()
    checked = header + b"\n" + body
    return MAGIC + _checksum(checked) + b"\n" + checked


def _unseal(raw: bytes) -> tuple[dict[str, Any], bytes] | None:
    """The header and body of a prebuilt file whose checksum matches its bytes."""
    start = len(MAGIC) + _CHECKSUM_DIGITS + 1
    if not raw.startswith(MAGIC) or raw[start - 1:start] != b"\n" \
            or raw[len(MAGIC):start - 1] != _checksum(raw[start:]):
        return None
    end = raw.find(b"\n", start)
    try:
        header = json.loads(raw[start:end])
    except ValueError:
        return None
    inputs = header.get("inputs") if isinstance(header, dict) else None
    if end < 0 or not isinstance(inputs, dict) or header.get("format") != FORMAT \
            or not all(isinstance(key, str) and isinstance(value, str)
                       for key, value in inputs.items()):
        return None
    return header, raw[end + 1:]


def load_prebuilt(game_id: str, build: Callable[..., Any], packages: tuple[str, ...], *,
                  data: Path | None = None, package: Path | None = None) -> Any | None:
    """The prebuilt content of `game_id`, when its file is whole, was made by `build` and every
    input it names is unchanged; else None (the caller builds it)."""
    from chroma_desktop.content.cache import decode_content
    from chroma_desktop.persistence.reading import UnreadableFileError, read_capped
    from chroma_desktop.resources import data_dir

    data = data or data_dir()
    try:
        raw = read_capped(prebuilt_file(game_id, data), MAX_FILE_BYTES)
    except UnreadableFileError:
        return None
    unsealed = _unseal(raw)
    if unsealed is None:
        return None
    header, body = unsealed
    if header.get("game") != game_id or header.get("builder") != builder_name(build):
        return None
    if not _inputs_unchanged(header["inputs"], data, package or _PACKAGE_DIR):
        return None
    return decode_content(body, packages)


# -- making one (tools/build_content.py, in a fresh process: what it loads is what the content
# may depend on) -------------------------------------------------------------------------------
def recorded_inputs(game_id: str, opened: list[str], data: Path) -> dict[str, str]:
    """The inputs of `game_id`'s content just built in this process: the data files it opened
    (`opened`, every path), its folder's YAML list and every module of the package loaded."""
    inputs = {f"{LISTING}{game_id}": _digest(_listing(data / game_id))}
    data = data.resolve()
    for name in opened:
        path = Path(name).resolve()
        if path.is_relative_to(data) and path.is_file():
            inputs[DATA + path.relative_to(data).as_posix()] = _digest(path.read_bytes())
    for module in list(sys.modules.values()):
        source = getattr(module, "__file__", None)  # namespace and built-in modules have none
        if not source or not source.endswith(".py"):
            continue
        path = Path(source).resolve()
        if path.is_relative_to(_PACKAGE_DIR):
            inputs[PACKAGE + path.relative_to(_PACKAGE_DIR).as_posix()] = \
                _digest(path.read_bytes())
    return inputs
