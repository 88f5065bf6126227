"""Test configuration: Qt runs offscreen, and nothing writes to the real user folders."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_user_data(tmp_path_factory, monkeypatch):
    """Autosaves and settings go to a temporary folder, never the tester's own."""
    folder = tmp_path_factory.mktemp("user-data")
    monkeypatch.setenv("CHROMA_DESKTOP_DATA_DIR", str(folder))
    monkeypatch.setenv("CHROMA_DESKTOP_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))
    # The app starts in English whatever the tester's locale (tests/ui/test_translations.py
    # starts it in the locale's language on purpose).
    monkeypatch.setenv("CHROMA_DESKTOP_LANGUAGE", "en")
    yield folder
