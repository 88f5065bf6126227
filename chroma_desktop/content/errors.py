"""The error every content problem is reported as: file, line and key path, then the reason."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from chroma_desktop.rules.refusal import Refusal

if TYPE_CHECKING:
    from chroma_desktop.rules.messages import Grammar, Message


class ContentError(Refusal):
    """A content file is broken; `str()` reads `file:line: key.path: reason` (the command line's
    English), and `refusal` is the same as a template, which the app says in the language shown.

    `reason` may be given as a template (`content/content_words.py`, a game's own) or as English
    words, which become a template that says them as they are written (`content_words.AS_SAID`)."""

    path: Path
    line: int | None
    key_path: str

    def __init__(self, path: Path | str, line: int | None, key_path: str, reason: str | Message) -> None:
        if isinstance(reason, str):
            from chroma_desktop.content.content_words import reason_of

            reason = reason_of(reason)
        super().__init__(reason)
        self.path = Path(path)
        self.line = line
        self.key_path = key_path

    @property
    def refusal(self) -> Message:
        """The whole refusal as a template: file, line and key exactly as here, then the reason."""
        from chroma_desktop.content.content_words import refusal

        return refusal(self.path, self.line, self.key_path, self.reason)

    def __str__(self) -> str:
        from chroma_desktop.rules.messages import render

        where = f"{self.path}:{self.line}" if self.line else f"{self.path}"
        key = f" {self.key_path}:" if self.key_path else ""
        return f"{where}:{key} {render(self.reason, sentence_start=False)}"

    def said_in(self, translate: Grammar | None) -> str:
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
