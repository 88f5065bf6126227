"""The build stamp: one name for this exact build of the package's code and shipped data.

Every start-up cache is keyed by it, so changed code or data is never served from an old cache.
A built package carries its stamp in `_build_stamp.txt` beside this module: `setup.py` writes a
hash of every source and data file's bytes into a wheel's build tree, and
`installer/chroma-desktop.spec` into a frozen bundle (`write_stamp_file`). A checkout (an
editable install included) has no such file and is edited in place, so its stamp is made at
start from each source and data file's path, size and modification time (`stat` only, no
reading: about 2 ms for the ~330 files). The version is part of neither: it has not changed
since the first commit, so it names no build.
"""

from __future__ import annotations

import hashlib
import os
import sys
from collections.abc import Iterable, Iterator
from functools import cache
from pathlib import Path

STAMP_FILE = "_build_stamp.txt"
_PACKAGE_DIR = Path(__file__).resolve().parent
_SKIPPED_FOLDERS = frozenset({"__pycache__", "_resources"})  # (_resources: found as data)
_STAMP_LENGTH = 32  # hex digits


def _files(folders: Iterable[Path]) -> Iterator[tuple[str, os.DirEntry[str]]]:
    """Every file under `folders` (sorted, hidden ones and bytecode left out), each with its
    path relative to its folder."""
    for folder in folders:
        pending = [(folder, "")]
        while pending:
            where, prefix = pending.pop()
            try:
                entries = sorted(os.scandir(where), key=lambda entry: entry.name)
            except OSError:
                continue
            for entry in entries:
                if entry.name.startswith("."):
                    continue
                if entry.is_dir(follow_symlinks=False):
                    if entry.name not in _SKIPPED_FOLDERS:
                        pending.append((Path(entry.path), f"{prefix}{entry.name}/"))
                elif entry.is_file() and not entry.name.endswith((".pyc", ".pyo")) \
                        and entry.name != STAMP_FILE:
                    yield f"{prefix}{entry.name}", entry


def content_stamp(folders: Iterable[Path]) -> str:
    """A hash of every file's path and bytes under `folders`: a build's stamp."""
    digest = hashlib.blake2b(digest_size=_STAMP_LENGTH // 2)
    for relative, entry in _files(folders):
        digest.update(relative.encode("utf-8", "surrogateescape") + b"\0")
        with open(entry.path, "rb") as file:
            digest.update(hashlib.blake2b(file.read()).digest())
    return digest.hexdigest()


def checkout_stamp(folders: Iterable[Path]) -> str:
    """A hash of every file's path, size and modification time under `folders`: the stamp of
    a checkout, whose files are edited in place (an edit changes its file's time)."""
    digest = hashlib.blake2b(digest_size=_STAMP_LENGTH // 2)
    for relative, entry in _files(folders):
        try:
            status = entry.stat()
        except OSError:
            continue
        digest.update(f"{relative}\0{status.st_size}\0{status.st_mtime_ns}\n"
                      .encode("utf-8", "surrogateescape"))
    return digest.hexdigest()


def stamped_folders(package: Path, resources: Path) -> tuple[Path, ...]:
    """What a stamp covers: the package's code and the shipped `data/` and `assets/`."""
    return (package, resources / "data", resources / "assets")


def write_stamp_file(target: Path, package: Path, resources: Path) -> str:
    """Write the content stamp of `package` and `resources` into `target` (a build's
    `chroma_desktop/` folder) and return it."""
    stamp = content_stamp(stamped_folders(package, resources))
    (target / STAMP_FILE).write_text(stamp + "\n", encoding="ascii")
    return stamp


def _written_stamp(folder: Path) -> str | None:
    """The stamp a build wrote into `folder`, if it holds a well-formed one."""
    try:
        with open(folder / STAMP_FILE, "rb") as file:
            text = file.read(_STAMP_LENGTH + 2).decode("ascii").strip()
    except (OSError, UnicodeDecodeError):
        return None
    if len(text) == _STAMP_LENGTH and all(digit in "0123456789abcdef" for digit in text):
        return text
    return None


@cache
def build_stamp() -> str:
    """This build's stamp: the one a build wrote, else the checkout's, made now."""
    written = _written_stamp(_PACKAGE_DIR)
    if written is not None:
        return written
    from chroma_desktop.resources import resource_root

    stamp = checkout_stamp(stamped_folders(_PACKAGE_DIR, resource_root()))
    if getattr(sys, "frozen", False):
        # A bundle built without its stamp holds no sources: its program file changes with
        # every build.
        status = os.stat(sys.executable)
        stamp = hashlib.blake2b(f"{stamp}\0{status.st_size}\0{status.st_mtime_ns}".encode(),
                                digest_size=_STAMP_LENGTH // 2).hexdigest()
    return stamp
