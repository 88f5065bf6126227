"""Reading and writing match records on disk.

Writes are atomic (temporary file in the same folder, flush, fsync, rename), so a crash never
leaves half a save. Reading refuses anything that is not a record that replays, with a message a
player can read, and never changes the file.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from chroma_desktop.rules.match import Match, RecordError

MAX_SAVE_BYTES = 16 * 1024 * 1024  # no honest record comes near this


class SaveFileError(ValueError):
    """A save file cannot be read or is not a Chroma Desktop game; the message says why."""


def autosave_path() -> Path:
    """Where the game in progress is saved after every move."""
    from chroma_desktop.user_folders import user_data_folder

    return user_data_folder() / "autosave.json"


def write_json_atomic(path: Path, data: Any) -> None:
    """Write `data` as JSON to `path` atomically."""
    import tempfile

    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            json.dump(data, stream, ensure_ascii=False, indent=1)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise


def save_match(match: Match, path: Path) -> None:
    write_json_atomic(path, match.to_record())


def read_record(path: Path) -> dict[str, Any]:
    """The JSON object in `path`; SaveFileError when it is not readable JSON."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_SAVE_BYTES:
            raise SaveFileError(f"{path.name} is too large to be a saved game")
        raw = path.read_bytes()
    except OSError as error:
        raise SaveFileError(f"{path.name} cannot be read: {error.strerror}") from error
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as error:
        raise SaveFileError(f"{path.name} is not a saved game (it is not valid JSON)") from error
    if not isinstance(data, dict) or "format_version" not in data or "game" not in data:
        raise SaveFileError(f"{path.name} is not a Chroma Desktop saved game")
    return data


def load_match(path: Path) -> Match:
    """The match saved in `path`; SaveFileError saying why when it cannot be restored."""
    record = read_record(path)
    try:
        return Match.from_record(record)
    except RecordError as error:
        raise SaveFileError(f"{Path(path).name} cannot be restored: {error}") from error
