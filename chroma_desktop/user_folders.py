"""Where the app keeps a player's files: saved games and settings, and its rebuildable cache.

`platformdirs` knows each platform's convention (the XDG base directories on Linux, `~/Library`
on macOS, `%LOCALAPPDATA%` on Windows), and gives the folders earlier versions used, so existing
saves stay where they are: `~/.local/share/chroma-desktop` and `~/.cache/chroma-desktop` on
Linux. `CHROMA_DESKTOP_DATA_DIR` and `CHROMA_DESKTOP_CACHE_DIR` override them (tests, portable
use). A folder is never relative: a relative `HOME` would put the autosave wherever the app
happened to be started, so the account's home from the password database stands in for it, and
with no home at all the files go to a private folder under the system's temporary folder.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Literal

APP_FOLDER = "chroma-desktop"


def _account_home() -> Path | None:
    try:
        import pwd

        home = Path(pwd.getpwuid(os.getuid()).pw_dir)
    except (ImportError, KeyError, AttributeError):
        return None
    return home if home.is_absolute() else None


def _homeless_folder() -> Path:
    import tempfile

    user = os.getuid() if hasattr(os, "getuid") else os.environ.get("USERNAME", "user")
    return Path(tempfile.gettempdir()) / f"{APP_FOLDER}-{user}"


def absolute_folder(folder: str | Path) -> Path:
    """`folder` when it is absolute; a relative one (from a relative `HOME`) re-rooted at the
    account's home, or under a private temporary folder when there is no home to be found."""
    path = Path(folder)
    if path.is_absolute():
        return path
    home = _account_home()
    if home is None:
        return _homeless_folder() / path
    relative_home = os.environ.get("HOME", "")
    if relative_home and path.is_relative_to(relative_home):
        return home / path.relative_to(relative_home)
    return home / path


def _platform_folder(kind: Literal["user_data_dir", "user_cache_dir"]) -> Path:
    import platformdirs

    try:
        folders = platformdirs.PlatformDirs(APP_FOLDER, appauthor=False)
        return absolute_folder(folders.user_data_dir if kind == "user_data_dir"
                               else folders.user_cache_dir)
    except RuntimeError:  # platformdirs found no home at all
        return _homeless_folder() / kind


def user_data_folder() -> Path:
    """Saved games, the autosave and settings."""
    override = os.environ.get("CHROMA_DESKTOP_DATA_DIR")
    return Path(override).absolute() if override else _platform_folder("user_data_dir")


def user_cache_folder() -> Path:
    """Files the app can rebuild (the content cache)."""
    override = os.environ.get("CHROMA_DESKTOP_CACHE_DIR")
    return Path(override).absolute() if override else _platform_folder("user_cache_dir")
