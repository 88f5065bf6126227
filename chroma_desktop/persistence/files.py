"""Reading and writing match records on disk.

Writes are atomic (temporary file in the same folder, flush, fsync, rename, fsync of the folder),
so a crash never leaves half a save, and a save is readable by its owner only (mode 0600, whatever
the umask). Reading trusts nothing in the file: only a regular file is opened, never read past
the size cap, parsed as strict JSON, checked field by field, and replayed move by move with every
chance outcome the one the seed draws. Anything else is refused with a message a player can read,
and the file is never changed.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from chroma_desktop.rules.match import Match, RecordError
from chroma_desktop.rules.refusal import Refusal

if TYPE_CHECKING:
    from chroma_desktop.rules.messages import Message

# The largest save the app opens. The longest honest game on record (a 20,000-move random
# Chroma Mix game) is 0.85 MB; whatever fits under the cap replays in well under a second.
MAX_SAVE_BYTES = 1024 * 1024


class SaveFileError(Refusal):
    """A save file cannot be read or is not a Chroma Desktop game; `reason` says why
    (`persistence/refusals.py`), for the window to say in the language shown, and `str()` is its
    English, the file's name as it is written."""

    def __str__(self) -> str:
        from chroma_desktop.persistence.refusals import said

        return said(self.reason)


def autosave_path() -> Path:
    """Where this instance saves the game in progress after every move (see `autosave`)."""
    from chroma_desktop.persistence.autosave import claim_slot
    from chroma_desktop.user_folders import user_data_folder

    return claim_slot(user_data_folder())


def _sync_folder(folder: Path) -> None:
    """Make a rename in `folder` durable (POSIX; elsewhere the rename is what there is)."""
    if os.name == "nt":
        return
    try:
        handle = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(handle)
    except OSError:
        pass  # some file systems cannot sync a folder; the file itself is synced
    finally:
        os.close(handle)


def write_json_atomic(path: Path, data: Any) -> None:
    """Write `data` as JSON to `path` atomically, readable by its owner only."""
    import tempfile

    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        if hasattr(os, "fchmod"):
            os.fchmod(handle, 0o600)
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            json.dump(data, stream, ensure_ascii=False, indent=1)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def save_match(match: Match, path: Path) -> None:
    write_json_atomic(path, match.to_record())


def read_record(path: Path) -> dict[str, Any]:
    """The session record in `path`, checked field by field (not yet replayed); SaveFileError
    saying why when it is not one."""
    from chroma_desktop.persistence.reading import UnreadableFileError, read_capped
    from chroma_desktop.persistence.record import RecordFormatError, check_fields, parse_json

    path = Path(path)
    try:
        raw = read_capped(path, MAX_SAVE_BYTES)
    except UnreadableFileError as error:
        raise SaveFileError(error.reason) from error
    try:
        return check_fields(parse_json(raw))
    except RecordFormatError as error:
        from chroma_desktop.persistence.refusals import CANNOT_BE_OPENED

        raise SaveFileError(CANNOT_BE_OPENED(file=path.name, reason=error.reason)) from error


def load_match(path: Path) -> Match:
    """The match saved in `path`; SaveFileError saying why when it cannot be restored."""
    record = read_record(path)
    try:
        from chroma_desktop.registry import find_game

        return Match.from_record(record, resolve=find_game)
    except RecordError as error:
        raise SaveFileError(cannot_be_restored(Path(path), error)) from error


def cannot_be_restored(path: Path, error: Exception) -> Message:
    """`path` is a record that does not replay (or does not fit its seats), and why."""
    from chroma_desktop.persistence.refusals import CANNOT_BE_RESTORED, reason_of

    return CANNOT_BE_RESTORED(file=Path(path).name, reason=reason_of(error))
