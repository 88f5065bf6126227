"""Where a player's files go: platformdirs' convention (the folders earlier versions used, so
existing saves stay where they are), the overrides tests use, and never a relative folder."""

from __future__ import annotations

import json
import os
import subprocess
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
    return tmp_path / "home"


def test_the_overrides_win(clean_env, monkeypatch, tmp_path):
    monkeypatch.setenv("CHROMA_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("CHROMA_DESKTOP_CACHE_DIR", str(tmp_path / "cache"))
    assert user_folders.user_data_folder() == tmp_path / "data"
    assert user_folders.user_cache_folder() == tmp_path / "cache"
    assert autosave_path() == tmp_path / "data" / "autosave.json"


def test_linux_keeps_the_folders_of_earlier_versions(clean_env, monkeypatch, tmp_path):
    assert user_folders.user_data_folder() == clean_env / ".local" / "share" / "chroma-desktop"
    assert user_folders.user_cache_folder() == clean_env / ".cache" / "chroma-desktop"
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/cache")  # the XDG specification ignores these
    assert user_folders.user_data_folder() == tmp_path / "xdg-data" / "chroma-desktop"
    assert user_folders.user_cache_folder() == clean_env / ".cache" / "chroma-desktop"


def test_macos_keeps_the_library_folders_of_earlier_versions(clean_env):
    from platformdirs.macos import MacOS

    dirs = MacOS(user_folders.APP_FOLDER, appauthor=False)
    assert Path(dirs.user_data_dir) == clean_env / "Library" / "Application Support" / "chroma-desktop"
    assert Path(dirs.user_cache_dir) == clean_env / "Library" / "Caches" / "chroma-desktop"


def test_an_existing_autosave_is_found_where_earlier_versions_put_it(clean_env):
    # Written where the hand-written folder logic of earlier versions put it.
    old = clean_env / ".local" / "share" / "chroma-desktop" / "autosave.json"
    old.parent.mkdir(parents=True)
    old.write_text(json.dumps({"format_version": 1}))
    assert autosave_path() == old


def test_a_relative_folder_is_never_used_as_it_is(tmp_path):
    for relative in ("home/.local/share/chroma-desktop", "chroma-desktop"):
        folder = user_folders.absolute_folder(relative)
        assert folder.is_absolute()
        assert folder.parts[-len(Path(relative).parts):] == Path(relative).parts


def test_a_relative_home_does_not_put_the_autosave_where_the_app_starts(tmp_path):
    # A fresh process started in an empty folder with HOME=home: its folders are not under it
    # (they are the account's; only asked for, not created, so the tester's own stay untouched).
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("CHROMA_DESKTOP_", "XDG_"))}
    env["HOME"] = "home"
    code = ("from chroma_desktop.user_folders import user_cache_folder, user_data_folder\n"
            "print(user_data_folder()); print(user_cache_folder())")
    result = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, text=True,
                            capture_output=True, timeout=60, check=True)
    data, cache = (Path(line) for line in result.stdout.split())
    for folder in (data, cache):
        assert folder.is_absolute() and not folder.is_relative_to(tmp_path)
        assert folder.name == "chroma-desktop"
    assert list(tmp_path.iterdir()) == []
