"""Reading a file that anyone may have handed the app: regular files only, never past a cap.

A FIFO would block the reader for ever and `/dev/zero` never ends, so the file is opened without
blocking, refused unless it is a regular file, and read for at most `limit + 1` bytes: one byte
more than the cap proves the file too large without reading the rest.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path


class UnreadableFileError(ValueError):
    """The file cannot be read, is not a regular file or is over the cap; the message says which
    (it starts with the file's name)."""


def read_capped(path: Path, limit: int) -> bytes:
    """The bytes of the regular file at `path`, when it holds at most `limit` of them."""
    path = Path(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        handle = os.open(path, flags)
    except OSError as error:
        raise UnreadableFileError(f"{path.name} cannot be read: {error.strerror}") from error
    try:
        if not stat.S_ISREG(os.fstat(handle).st_mode):
            raise UnreadableFileError(f"{path.name} is not a regular file")
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(handle, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as error:
        raise UnreadableFileError(f"{path.name} cannot be read: {error.strerror}") from error
    finally:
        os.close(handle)
    if size > limit:
        raise UnreadableFileError(f"{path.name} is too large (more than {limit:,} bytes)")
    return b"".join(chunks)
