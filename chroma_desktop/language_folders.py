"""Where each language's files lie: `<data root>/i18n/<code>/`, or for a language added from
outside the app's data (`language.add_language`: a test's pseudo-locale) the folder it came with.
Pure Python, no Qt; every reader of a language's files (`fluent_catalogues`, `translations`,
`content.content_ftl`, `language`) asks `language_folder`."""

from __future__ import annotations

from pathlib import Path

SOURCE = "en"  # the language every other is translated from: its files are the ids' source

# A language whose files lie outside the app's data: its folder.
_outside: dict[str, Path] = {}


def language_folder(code: str, root: Path | None = None) -> Path:
    """Where `code`'s files lie: `<root>/i18n/<code>/` (the app's `data/` when `root` is None),
    or, for the app's data, the folder `place` gave it."""
    from chroma_desktop.resources import data_dir

    if code in _outside and (root is None or root == data_dir()):
        return _outside[code]
    return (root or data_dir()) / "i18n" / code


def place(code: str, folder: Path) -> None:
    """`code`'s files are in `folder` from now on (for the app's data)."""
    _outside[code] = folder


def forget(code: str) -> bool:
    """Undo `place(code, ...)`; whether it had been placed."""
    return _outside.pop(code, None) is not None


def outside(code: str) -> bool:
    """Whether `code`'s files lie outside the app's data."""
    return code in _outside
