"""Why a match record does not replay, as message templates (the catalogue `record`).

`Match.from_record` refuses a damaged record with a `RecordError` whose `reason` is one of these
(Italian texts: `data/i18n/it/record.yaml`); a save's refusal (`persistence/refusals.py`) puts it
in its `reason` slot, so an Italian player reads the refusal in Italian throughout. `str()` of the
error is the English the command line prints. `match.py` imports this module only when it refuses
a record, so replaying a good one loads nothing more.

What a record holds (a field's name, a value, a move's text) is said as it is written (`AsWritten`);
what the rules or a reader said of a move or a position comes in a message slot, in the rules'
template when they gave one, else in their English.
"""

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, NamedTuple

from chroma_desktop.rules.messages import COUNT, MESSAGE, TEXT, Message, catalogue
from chroma_desktop.rules.refusal import Refusal


class AsWritten(NamedTuple):
    """Words in a text slot said as they are written in the record, in every language."""

    text: str

    def __str__(self) -> str:
        return self.text


def written(value: object) -> AsWritten:
    """Words said as they are written (a key, a name, a number, notation), in every language."""
    return AsWritten(str(value))


def listed(values: Iterable[object]) -> AsWritten:
    """Values comma-separated, each as written (notation words, a file's values, choices)."""
    return AsWritten(", ".join(str(value) for value in values))


def quoted(value: object, longest: int | None = None) -> AsWritten:
    """A value quoted as Python writes it (`'teal'`), cut to `longest` characters if given."""
    text = repr(value)
    if longest is not None and len(text) > longest:
        text = text[:longest - 3] + "..."
    return AsWritten(text)


if TYPE_CHECKING:  # the keys its messages have (tools/message_ids.py)
    from chroma_desktop.rules import message_ids as ids
    from chroma_desktop.rules.messages import Catalogue

T: "Catalogue[ids.Record]" = catalogue("record")

NOT_AN_OBJECT = T.add("not_an_object")
UNSUPPORTED_VERSION = T.add("unsupported_version", version=TEXT, expected=COUNT)
FIELD_NOT_TEXT = T.add("field_not_text", key=TEXT)
FIELD_NOT_NUMBER = T.add("field_not_number", key=TEXT)
FIELD_NOT_LIST = T.add("field_not_list", key=TEXT)
TOO_MANY_MOVES = T.add("too_many_moves", moves=COUNT, most=COUNT)
OPTIONS_NOT_OBJECT = T.add("options_not_object")
CANNOT_SET_UP = T.add("cannot_set_up", reason=MESSAGE)
POSITION_NOT_TEXT = T.add("position_not_text")
POSITION_REFUSED = T.add("position_refused", reason=MESSAGE)
POSITION_NOT_WHOLE = T.add("position_not_whole")
CURSOR_OUTSIDE = T.add("cursor_outside", cursor=TEXT, moves=COUNT)
CURSOR_IN_CHANCE = T.add("cursor_in_chance", cursor=TEXT)
ENTRY_SHAPE = T.add("entry_shape", ply=COUNT, entry=TEXT)
DOES_NOT_REPLAY = T.add("does_not_replay", ply=COUNT, move=TEXT, reason=MESSAGE)
ALREADY_OVER = T.add("already_over")
CHANCE_DECIDES_NOTHING = T.add("chance_decides_nothing")
NOT_THE_SEEDS_OUTCOME = T.add("not_the_seeds_outcome")
NOT_THEIR_TURN = T.add("not_their_turn", player=COUNT)
NOT_LEGAL_FOR = T.add("not_legal_for", player=COUNT)
AS_SAID = T.add("as_said", words=TEXT)
"""What a reader or the rules said in English words only, as they said it."""

FIELD_KINDS = {str: FIELD_NOT_TEXT, int: FIELD_NOT_NUMBER, list: FIELD_NOT_LIST}
"""The record's typed fields' refusals, by the type the field must have."""


def as_written(value: Any) -> AsWritten:
    return AsWritten(str(value))


def said_by(error: BaseException) -> Message:
    """What `error` said: its message when it carried one (the rules' refusals), else its words
    as they are written."""
    if isinstance(error, Refusal):  # broken content says where and why (`ContentError.refusal`)
        return error.refusal
    first = error.args[0] if len(error.args) == 1 else None
    if isinstance(first, Message):
        return first
    return AS_SAID(words=AsWritten(str(first if first is not None else error)))
