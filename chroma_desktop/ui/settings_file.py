"""Where the player's preferences are kept: one QSettings, opened here.

Kept apart from `ui/settings.py` (what each preference means) so that start-up can read the
language chosen without loading the rest before the table's first frame (TABLE_FIRST in
tests/architecture/test_start_up_rules.py). With `CHROMA_DESKTOP_DATA_DIR` set (tests, portable
use) the settings live in an INI file there.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings


def settings() -> QSettings:
    folder = os.environ.get("CHROMA_DESKTOP_DATA_DIR")
    if folder:
        return QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
    return QSettings("chroma-desktop", "Chroma Desktop")
