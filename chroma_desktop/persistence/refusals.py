"""Why a save or position file is refused, as message templates (the catalogue `files`).

`persistence` and `ui/session.py` read files before Qt is imported, when the language shown is not
chosen yet: so a refusal carries its reason as a `Message` (`SaveFileError.reason`), which the
window renders with `language.message_translator()` where it shows it (Italian texts:
`data/i18n/it/files.yaml`). `str()` of the error is the English, as the command line says it.
The raising modules import this one only when they refuse a file, so opening a good file at
start-up loads nothing more. Why a record does not replay comes in the `reason` slot as the
rules' template (`RecordError.reason`, `rules/record_words.py`); what a position that does not
read says is its English text.

Every text slot here holds words as they are written (`Verbatim`): a file's name, a key, what the
system or the rules said. A plain string in a text slot would be taken for content words to
translate, and a save named "Blue" would be called "Blu".
"""

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from chroma_desktop.rules.messages import (
    COUNT,
    MESSAGE,
    TEXT,
    Grammar,
    Message,
    Template,
    catalogue,
    render,
)
from chroma_desktop.rules.refusal import Refusal


class Verbatim(NamedTuple):
    """Words in a text slot said as they are written, in every language."""

    text: str

    def __str__(self) -> str:
        return self.text


def _as_written(template: Template) -> Callable[..., Message]:
    """`template`, filled with its text slots' words as they are written."""
    kinds = dict(template.kinds)

    def fill(**values: Any) -> Message:
        return template(**{slot: Verbatim(value) if kinds[slot] == TEXT and isinstance(value, str)
                           else value for slot, value in values.items()})

    return fill


if TYPE_CHECKING:  # the keys its messages have (tools/message_ids.py)
    from chroma_desktop.rules import message_ids as ids
    from chroma_desktop.rules.messages import Catalogue

T: "Catalogue[ids.Files]" = catalogue("files")


def _add(key: "ids.Files", /, **kinds: str) -> Callable[..., Message]:
    """Declare a refusal's template; it is filled as `_as_written` fills it."""
    return _as_written(T.add(key, **kinds))


# -- the file as a whole
CANNOT_BE_READ = _add("cannot_be_read", file=TEXT, reason=TEXT)
NOT_REGULAR = _add("not_regular", file=TEXT)
TOO_LARGE = _add("too_large", file=TEXT, limit=COUNT)
CANNOT_BE_OPENED = _add("cannot_be_opened", file=TEXT, reason=MESSAGE)
CANNOT_BE_RESTORED = _add("cannot_be_restored", file=TEXT, reason=MESSAGE)
NOT_POSITION_TEXT = _add("not_position_text", file=TEXT)
NOT_PLAYABLE_POSITION = _add("not_playable_position", file=TEXT, reason=MESSAGE)
SEATS_FOR_PLAYERS = _add("seats_for_players", seats=COUNT, players=COUNT)

# -- the record's JSON and fields (persistence/record.py)
KEY_TWICE = _add("key_twice", key=TEXT)
TOO_MANY_DIGITS = _add("too_many_digits", n=COUNT)
NOT_A_NUMBER = _add("not_a_number", name=TEXT)
NOT_UTF8 = _add("not_utf8")
NOT_UNICODE = _add("not_unicode")
NOT_TEXT = _add("not_text")
BAD_JSON = _add("bad_json", line=COUNT, problem=TEXT)
TOO_DEEP = _add("too_deep")
NOT_A_SAVE = _add("not_a_save")
UNSUPPORTED_VERSION = _add("unsupported_version", version=TEXT, expected=COUNT)
UNKNOWN_FIELD = _add("unknown_field", name=TEXT)
FIELD_MISSING = _add("field_missing", name=TEXT)
FIELD_KIND = _add("field_kind", name=TEXT, kind=MESSAGE)
AS_SAID = _add("as_said", words=TEXT)
"""What someone else said (the rules, the system), in their words."""
KINDS = {
    "a whole number": T.add("kind_whole_number"),
    "text": T.add("kind_text"),
    "an object of texts": T.add("kind_texts"),
    "a list of [player, move] pairs": T.add("kind_moves"),
    "a list of seats, each with a name (text) and a bot (text)":
        T.add("kind_seats"),
    "true or false": T.add("kind_flag"),
    "text (a position the moves start from)":
        T.add("kind_position"),
}
"""What a record's field must be (`record.FIELDS`), said as a template."""


def field_kind(name: str, kind: str) -> Message:
    """The field `name` is not `kind` (one of `record.FIELDS`' kinds, in its English words)."""
    return FIELD_KIND(name=name, kind=KINDS[kind]() if kind in KINDS else AS_SAID(words=kind))


def said(reason: Message | str, translate: Grammar | None = None) -> str:
    """`reason` in words (`translate`: the language shown, None for English), the file's name as
    it is written: a refusal starts with it, and rendering capitalises a sentence's first letter."""
    text = render(reason, None, translate)
    file = dict(reason.slots).get("file") if isinstance(reason, Message) else None
    name = str(file) if isinstance(file, Verbatim | str) else ""
    if name and text[:len(name)] == name[:1].upper() + name[1:]:
        return name + text[len(name):]
    return text


def reason_of(error: BaseException) -> Message:
    """What `error` says: a refusal's template (`Refusal.refusal`: a content error's with its file,
    line and key), else its English text."""
    if isinstance(error, Refusal):
        return error.refusal
    return AS_SAID(words=str(error))
