"""The language the player reads: English (the source language) or Italian.

Pure Python, no Qt. The table sets it at start-up (the saved choice, else the system locale) and
from View → Language; the command line stays in English. The rules' words are translated by
template key, and YAML text fields carry their Italian in a sibling key `<field>_it`.
"""

SOURCE = "en"
SUPPORTED: tuple[str, ...] = ("en", "it")
NAMES: dict[str, str] = {"en": "English", "it": "Italiano"}

_current = SOURCE


def current() -> str:
    """The language now shown: a code from `SUPPORTED`."""
    return _current


def set_current(code: str) -> None:
    """Show `code` from now on; a code not in `SUPPORTED` is refused."""
    global _current
    if code not in SUPPORTED:
        raise ValueError(f"no language {code!r}; choose one of {', '.join(SUPPORTED)}")
    _current = code


def from_locale(locale_name: str) -> str:
    """The supported language for a locale name such as "it_IT.UTF-8" (English if none fits)."""
    code = locale_name.replace("-", "_").split("_", 1)[0].lower()
    return code if code in SUPPORTED else SOURCE
