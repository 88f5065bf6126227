"""Where the player's preferences are kept: one QSettings, opened here.

Kept apart from `ui/settings.py` (what each preference means) so that start-up can read the
language chosen without loading the rest before the table's first frame (TABLE_FIRST in
tests/architecture/test_start_up_rules.py). With `CHROMA_DESKTOP_DATA_DIR` set (tests, portable
use) the settings live in an INI file there.

The settings file is a file from outside the code like any other (issue 32): QSettings reads it
whole when it is made, and a FIFO in its place would block the window for ever. So the file is
looked at first (without opening it): when it is not a regular file, or larger than
`MAX_SETTINGS_BYTES`, it is left as it was, the refusal is logged once, and this run keeps its
settings in a file of its own in a temporary folder (the defaults, then what the player sets).
Values read from it are checked where they are used (`ui/settings.py`; the window's size,
which start-up reads before the first frame, here).
"""

from __future__ import annotations

import os
import stat
import sys
from functools import cache
from pathlib import Path

from PySide6.QtCore import QSettings

MAX_SETTINGS_BYTES = 1024 * 1024  # a player's settings take a few KB


def _settings_path() -> Path | None:
    """The file QSettings would read: the INI file in the data folder, or the native one where it
    is a file (Linux and other XDG systems); None where it is not one (Windows' registry, macOS)."""
    folder = os.environ.get("CHROMA_DESKTOP_DATA_DIR")
    if folder:
        return Path(folder) / "settings.ini"
    if sys.platform in ("win32", "darwin"):
        return None
    config = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(config) / "chroma-desktop" / "Chroma Desktop.conf"


def settings_refusal(path: Path) -> str:
    """Why the settings file at `path` is not read ("" when it may be: absent, or a regular file
    within the cap); looked at without opening it."""
    try:
        info = path.stat()
    except FileNotFoundError:
        return ""
    except OSError as error:
        return f"{path.name} cannot be read: {error.strerror}"
    if not stat.S_ISREG(info.st_mode):
        return f"{path.name} is not a regular file"
    if info.st_size > MAX_SETTINGS_BYTES:
        return f"{path.name} is too large (more than {MAX_SETTINGS_BYTES} bytes)"
    return ""


@cache
def _stand_in(reason: str) -> str:
    """This run's own settings file, once the player's is refused (logged once)."""
    import logging
    import tempfile

    logging.getLogger(__name__).warning("settings: %s; left as it is, this run keeps its own", reason)
    return str(Path(tempfile.mkdtemp(prefix="chroma-desktop-settings-")) / "settings.ini")


def settings() -> QSettings:
    path = _settings_path()
    refusal = settings_refusal(path) if path is not None else ""
    if refusal:
        return QSettings(_stand_in(refusal), QSettings.Format.IniFormat)
    if os.environ.get("CHROMA_DESKTOP_DATA_DIR") and path is not None:
        return QSettings(str(path), QSettings.Format.IniFormat)
    return QSettings("chroma-desktop", "Chroma Desktop")


# -- the window's size, read at start before the first frame ----------------------------------
WINDOW_SIZE_KEY = "window/size"
WINDOW_MAXIMIZED_KEY = "window/maximized"
SMALLEST_WINDOW = (640, 400)  # a remembered size below this is not restored


def load_window_size() -> tuple[int, int] | None:
    """The window's size when it last closed (its size before it was maximized), or None."""
    value = settings().value(WINDOW_SIZE_KEY)
    parts = value.split("x") if isinstance(value, str) else []
    if len(parts) != 2 or not all(part.isdigit() and len(part) < 6 for part in parts):
        return None
    width, height = int(parts[0]), int(parts[1])
    if width < SMALLEST_WINDOW[0] or height < SMALLEST_WINDOW[1]:
        return None
    return width, height


def load_window_maximized() -> bool:
    return settings().value(WINDOW_MAXIMIZED_KEY) in (True, "true")


def save_window_size(width: int, height: int, maximized: bool) -> None:
    store = settings()
    store.setValue(WINDOW_SIZE_KEY, f"{int(width)}x{int(height)}")
    store.setValue(WINDOW_MAXIMIZED_KEY, bool(maximized))
    store.sync()
