"""Where the app keeps a player's files: saved games and settings, and its rebuildable cache.

The platforms' own conventions: the XDG base directories on Linux and other Unix systems,
`~/Library` on macOS, `%LOCALAPPDATA%` on Windows. (A few lines instead of a dependency: this
runs on every start, before the first frame.) `CHROMA_DESKTOP_DATA_DIR` and
`CHROMA_DESKTOP_CACHE_DIR` override them (tests, portable use).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_FOLDER = "chroma-desktop"


def _home() -> Path:
    return Path(os.path.expanduser("~"))


def _windows_local() -> Path:
    local = os.environ.get("LOCALAPPDATA")
    return Path(local) if local else _home() / "AppData" / "Local"


def _xdg(variable: str, fallback: str) -> Path:
    value = os.environ.get(variable, "")
    # The XDG specification ignores relative paths.
    return Path(value) if value and os.path.isabs(value) else _home() / fallback


def user_data_folder() -> Path:
    """Saved games, the autosave and settings."""
    override = os.environ.get("CHROMA_DESKTOP_DATA_DIR")
    if override:
        return Path(override)
    if sys.platform == "win32":
        return _windows_local() / APP_FOLDER
    if sys.platform == "darwin":
        return _home() / "Library" / "Application Support" / APP_FOLDER
    return _xdg("XDG_DATA_HOME", ".local/share") / APP_FOLDER


def user_cache_folder() -> Path:
    """Files the app can rebuild (the content cache)."""
    override = os.environ.get("CHROMA_DESKTOP_CACHE_DIR")
    if override:
        return Path(override)
    if sys.platform == "win32":
        return _windows_local() / APP_FOLDER / "Cache"
    if sys.platform == "darwin":
        return _home() / "Library" / "Caches" / APP_FOLDER
    return _xdg("XDG_CACHE_HOME", ".cache") / APP_FOLDER
