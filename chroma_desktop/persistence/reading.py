"""Reading a file that anyone may have handed the app: regular files only, never past a cap.

A FIFO would block the reader for ever and `/dev/zero` never ends, so the file is opened without
blocking, refused unless it is a regular file, and read for at most `limit + 1` bytes: one byte
more than the cap proves the file too large without reading the rest.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

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
