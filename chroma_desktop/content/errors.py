"""The error every content problem is reported as: file, line and key path, then the reason."""

from __future__ import annotations

from pathlib import Path


class ContentError(ValueError):
    """A content file is broken; `str()` reads `file:line: key.path: reason`."""

    def __init__(self, path: Path | str, line: int | None, key_path: str, reason: str) -> None:
        self.path = Path(path)
        self.line = line
        self.key_path = key_path
        self.reason = reason
        where = f"{self.path}:{line}" if line else f"{self.path}"
        key = f" {key_path}:" if key_path else ""
        super().__init__(f"{where}:{key} {reason}")


def format_key_path(parts: tuple[str | int, ...] | list[str | int]) -> str:
    """`("colours", 3, "glyph")` -> `colours[3].glyph`."""
    text = ""
    for part in parts:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else str(part)
    return text
