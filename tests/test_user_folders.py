"""Where a player's files go: each platform's convention, and the overrides tests use."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from chroma_desktop import user_folders
from chroma_desktop.persistence import autosave_path


@pytest.fixture
def clean_env(monkeypatch, tmp_path):
    for name in ("CHROMA_DESKTOP_DATA_DIR", "CHROMA_DESKTOP_CACHE_DIR", "XDG_DATA_HOME",
                 "XDG_CACHE_HOME", "LOCALAPPDATA"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("USERPROFILE", str(tmp_path / "home"))
    return tmp_path / "home"


def test_the_overrides_win(clean_env, monkeypatch, tmp_path):
    monkeypatch.setenv("CHROMA_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("CHROMA_DESKTOP_CACHE_DIR", str(tmp_path / "cache"))
    assert user_folders.user_data_folder() == tmp_path / "data"
    assert user_folders.user_cache_folder() == tmp_path / "cache"
    assert autosave_path() == tmp_path / "data" / "autosave.json"


def test_linux_follows_the_xdg_base_directories(clean_env, monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "platform", "linux")
    assert user_folders.user_data_folder() == clean_env / ".local" / "share" / "chroma-desktop"
    assert user_folders.user_cache_folder() == clean_env / ".cache" / "chroma-desktop"
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/cache")  # the specification ignores these
    assert user_folders.user_data_folder() == tmp_path / "xdg-data" / "chroma-desktop"
    assert user_folders.user_cache_folder() == clean_env / ".cache" / "chroma-desktop"


def test_macos_uses_the_library_folders(clean_env, monkeypatch):
    monkeypatch.setattr(sys, "platform", "darwin")
    library = clean_env / "Library"
    assert user_folders.user_data_folder() == library / "Application Support" / "chroma-desktop"
    assert user_folders.user_cache_folder() == library / "Caches" / "chroma-desktop"


def test_windows_uses_local_app_data(clean_env, monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path / "Local"))
    assert user_folders.user_data_folder() == Path(tmp_path / "Local" / "chroma-desktop")
    assert user_folders.user_cache_folder() == tmp_path / "Local" / "chroma-desktop" / "Cache"
