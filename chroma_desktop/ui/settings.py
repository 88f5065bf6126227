"""The player's preferences (animation pace), kept between sessions with QSettings.

With `CHROMA_DESKTOP_DATA_DIR` set (tests, portable use) they live in an INI file there.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings

PACE_KEY = "table/animation_ms"
DEFAULT_PACE_MS = 260


def settings() -> QSettings:
    folder = os.environ.get("CHROMA_DESKTOP_DATA_DIR")
    if folder:
        return QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
    return QSettings("chroma-desktop", "Chroma Desktop")


def load_pace() -> int:
    value = settings().value(PACE_KEY, DEFAULT_PACE_MS)
    try:
        pace = int(value)
    except (TypeError, ValueError):
        return DEFAULT_PACE_MS
    return pace if 0 <= pace <= 2000 else DEFAULT_PACE_MS


def save_pace(pace_ms: int) -> None:
    store = settings()
    store.setValue(PACE_KEY, int(pace_ms))
    store.sync()
