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
from typing import Any, NamedTuple

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


T = catalogue("record")

NOT_AN_OBJECT = T.add("not_an_object", "a match record must be a JSON object")
UNSUPPORTED_VERSION = T.add("unsupported_version",
                            "unsupported format_version {version} (expected {expected})",
                            version=TEXT, expected=COUNT)
FIELD_NOT_TEXT = T.add("field_not_text", "record field {key} is missing or not a str", key=TEXT)
FIELD_NOT_NUMBER = T.add("field_not_number", "record field {key} is missing or not a int", key=TEXT)
FIELD_NOT_LIST = T.add("field_not_list", "record field {key} is missing or not a list", key=TEXT)
TOO_MANY_MOVES = T.add("too_many_moves", "it holds {moves} moves, more than any game (at most {most})",
                       moves=COUNT, most=COUNT)
OPTIONS_NOT_OBJECT = T.add("options_not_object", "record field 'options' must be an object")
CANNOT_SET_UP = T.add("cannot_set_up", "{reason}", reason=MESSAGE)
POSITION_NOT_TEXT = T.add("position_not_text", "record field 'position' must be text")
POSITION_REFUSED = T.add("position_refused", "its starting position is refused: {reason}", reason=MESSAGE)
POSITION_NOT_WHOLE = T.add("position_not_whole", "its starting position is not a whole position of "
                           "this game's players and options")
CURSOR_OUTSIDE = T.add("cursor_outside", "cursor {cursor} is outside the {moves} recorded moves",
                       cursor=TEXT, moves=COUNT)
CURSOR_IN_CHANCE = T.add("cursor_in_chance", "cursor {cursor} points into the middle of a chance "
                         "resolution", cursor=TEXT)
ENTRY_SHAPE = T.add("entry_shape", "move {ply} must be [player, text], not {entry}", ply=COUNT, entry=TEXT)
DOES_NOT_REPLAY = T.add("does_not_replay", "move {ply} ({move}) does not replay: {reason}",
                        ply=COUNT, move=TEXT, reason=MESSAGE)
ALREADY_OVER = T.add("already_over", "the game is already over")
CHANCE_DECIDES_NOTHING = T.add("chance_decides_nothing", "chance does not decide anything here")
NOT_THE_SEEDS_OUTCOME = T.add("not_the_seeds_outcome", "it is not the outcome this game's seed draws here")
NOT_THEIR_TURN = T.add("not_their_turn", "it is not player {player}'s turn", player=COUNT)
NOT_LEGAL_FOR = T.add("not_legal_for", "it is not a legal move for player {player} here", player=COUNT)
AS_SAID = T.add("as_said", "{words}", words=TEXT)
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
