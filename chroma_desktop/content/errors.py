"""The error every content problem is reported as: file, line and key path, then the reason."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

    from chroma_desktop.rules.messages import Message


class ContentError(ValueError):
    """A content file is broken; `str()` reads `file:line: key.path: reason` (the command line's
    English), and `refusal` is the same as a template, which the app says in the language shown.

    `reason` may be given as a template (`content/content_words.py`, a game's own) or as English
    words; `self.reason` is always its English text, `self.said` the template (None for words)."""

    def __init__(self, path: Path | str, line: int | None, key_path: str, reason: str | Message) -> None:
        self.path = Path(path)
        self.line = line
        self.key_path = key_path
        self.said = None if isinstance(reason, str) else reason
        if self.said is None:
            self.reason = reason
        else:
            from chroma_desktop.rules.messages import render

            self.reason = render(reason, sentence_start=False)
        where = f"{self.path}:{line}" if line else f"{self.path}"
        key = f" {key_path}:" if key_path else ""
        super().__init__(f"{where}:{key} {self.reason}")

    @property
    def refusal(self) -> Message:
        """The whole refusal as a template: file, line and key exactly as here, then the reason."""
        from chroma_desktop.content.content_words import refusal

        return refusal(self.path, self.line, self.key_path, self.said or self.reason)

    def said_in(self, translate: Callable[[str, str], str] | None) -> str:
        """The refusal in words, in the language `translate` speaks (`language.message_translator()`;
        None: English, as `str()` says it)."""
        from chroma_desktop.rules.messages import render

        return render(self.refusal, None, translate, sentence_start=False)


def format_key_path(parts: tuple[str | int, ...] | list[str | int]) -> str:
    """`("colours", 3, "glyph")` -> `colours[3].glyph`."""
    text = ""
    for part in parts:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else str(part)
    return text
