"""What marks a text as a position (`rules/position.py` has the whole format): its header.

Kept apart so that opening a saved game can tell a position file from a save without importing
the position reader (TABLE_FIRST in tests/architecture/test_start_up_rules.py)."""

from __future__ import annotations

HEADER = "chroma position:"


def looks_like_position(text: str) -> bool:
    """Whether `text` starts like a position (its first line that is not a comment)."""
    for line in text.lstrip("\ufeff").splitlines():
        stripped = line.strip()
        if stripped and not stripped.startswith("#"):
            return stripped.lower().startswith(HEADER)
    return False
