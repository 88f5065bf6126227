"""The one base of every refusal: an error that says why as a template, for any language.

A refusal is a `ValueError` that carries `reason`, a `Message` (`rules/messages.py`) which
whoever shows it renders in the language shown (`language.message_translator()`); `str()` is its
English, as the command line says it. `refusal` is the whole refusal as a template: the reason,
or the reason in a frame where the error knows more (a content error's file, line and key).
Rules, content and persistence refuse with subclasses of this one, each adding typed fields.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
    from chroma_desktop.rules.messages import Grammar, Message


class Refusal(ValueError):
    """Something asked of the app is refused; `reason` says why, as a template."""

    reason: Message
    said_mid_sentence: ClassVar[bool] = False
    """True where `str()` is said as the rest of a sentence ("x.json cannot be restored: ..."):
    no capital at its start."""

    def __init__(self, reason: Message) -> None:
        super().__init__(reason)
        self.reason = reason

    @property
    def refusal(self) -> Message:
        """The whole refusal as a template (here the reason; a subclass may frame it)."""
        return self.reason

    def __str__(self) -> str:
        return self.said_in(None)

    def said_in(self, translate: Grammar | None) -> str:
        """The refusal in words, in the language `translate` speaks (`language.message_translator()`;
        None: English, as `str()` says it)."""
        from chroma_desktop.rules.messages import render

        return render(self.refusal, None, translate, sentence_start=not self.said_mid_sentence)


class UnknownGameError(Refusal, KeyError):
    """No game is registered by the id a save, a record, a position or a command names; `reason`
    names the known ones (`rules/setup_words.py`). A `KeyError` too, as a lookup by id that fails."""

    said_mid_sentence = True
    game_id: str

    def __init__(self, game_id: str, reason: Message) -> None:
        super().__init__(reason)
        self.game_id = game_id
