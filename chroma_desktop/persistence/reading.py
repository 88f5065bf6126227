"""Reading a file that anyone may have handed the app: regular files only, never past a cap.

The one way in for every file from outside the code (saves, autosave slots, `online-games.json`,
packs, translations, positions, schemas): `read_capped` for bytes, `read_text` for UTF-8 text,
`read_json` for strict JSON (`persistence/record.py`'s: no key twice, no NaN, no endless number,
no text UTF-8 cannot write). Each refuses with an `UnreadableFileError` whose reason names the
file, and never writes to it: what to do with a refused file is the caller's to say.

A FIFO would block the reader for ever and `/dev/zero` never ends, so the file is opened without
blocking, refused unless it is a regular file, and read for at most `limit + 1` bytes: one byte
more than the cap proves the file too large without reading the rest.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

from chroma_desktop.rules.refusal import Refusal


class UnreadableFileError(Refusal):
    """The file cannot be read, is not a regular file or is over the cap; `reason` says which
    (`persistence/refusals.py`), and `str()` is its English, starting with the file's name."""

    def __str__(self) -> str:
        from chroma_desktop.persistence.refusals import said

        return said(self.reason)


def _refusals():
    """The refusals' templates, loaded only when a file is refused."""
    import chroma_desktop.persistence.refusals as refusals

    return refusals


def read_capped(path: Path, limit: int) -> bytes:
    """The bytes of the regular file at `path`, when it holds at most `limit` of them."""
    path = Path(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        handle = os.open(path, flags)
    except OSError as error:
        raise UnreadableFileError(_refusals().CANNOT_BE_READ(file=path.name, reason=str(error.strerror))
                                  ) from error
    try:
        if not stat.S_ISREG(os.fstat(handle).st_mode):
            raise UnreadableFileError(_refusals().NOT_REGULAR(file=path.name))
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(handle, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as error:
        raise UnreadableFileError(_refusals().CANNOT_BE_READ(file=path.name, reason=str(error.strerror))
                                  ) from error
    finally:
        os.close(handle)
    if size > limit:
        raise UnreadableFileError(_refusals().TOO_LARGE(file=path.name, limit=limit))
    return b"".join(chunks)


def read_text(path: Path, limit: int) -> str:
    """The UTF-8 text of the regular file at `path`, when it holds at most `limit` bytes."""
    raw = read_capped(path, limit)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        refusals = _refusals()
        raise UnreadableFileError(refusals.CANNOT_BE_OPENED(file=Path(path).name, reason=refusals.NOT_TEXT())
                                  ) from error


def read_json(path: Path, limit: int) -> Any:
    """The strict JSON value in the regular file at `path`, when it holds at most `limit` bytes
    (its types are the caller's to check)."""
    from chroma_desktop.persistence.record import RecordFormatError, parse_json

    raw = read_capped(path, limit)
    try:
        return parse_json(raw)
    except RecordFormatError as error:
        raise UnreadableFileError(_refusals().CANNOT_BE_OPENED(file=Path(path).name, reason=error.reason)
                                  ) from error
