"""The save file's format: strict JSON, and every field of a session record with its type.

A save is read as JSON that refuses what `json.loads` lets through silently: a key written twice
(the last one would win), numbers of more digits than any record holds (Python refuses over
4,300 digits with a bare ValueError), `NaN` and `Infinity`, and text UTF-8 cannot write (a `\ud800`
escape reads into a lone surrogate, which the next autosave could not encode). Then the record's
fields are checked by name and type before anything is replayed: an unknown key, `"teach": "no"`
or `true` where a number belongs is refused with its name, never reinterpreted.
"""

from __future__ import annotations

import json
from typing import Any

from chroma_desktop.rules.refusal import Refusal

MAX_DIGITS = 1_000  # the longest number a record may hold (a seed typed by a person)


class RecordFormatError(Refusal):
    """The bytes are not a well-formed session record; `reason` says what is wrong
    (`persistence/refusals.py`), and `str()` is its English."""


def _refusals():
    """The refusals' templates, loaded only when a record is refused."""
    import chroma_desktop.persistence.refusals as refusals

    return refusals


def _writable(text: str) -> str:
    """`text`, when UTF-8 can write it (JSON's `\ud800` escape reads into a lone surrogate)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as error:
        raise RecordFormatError(_refusals().NOT_UNICODE()) from error
    return text


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise RecordFormatError(_refusals().KEY_TWICE(key=repr(_writable(key))))
        result[_writable(key)] = _writable(value) if isinstance(value, str) else value
    return result


def _array_texts(value: Any) -> None:
    """Every text inside lists of `value` (an object's own texts were checked as it was read)."""
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, list):
            for element in item:
                if isinstance(element, str):
                    _writable(element)
                elif isinstance(element, list | dict):
                    pending.append(element)
        elif isinstance(item, dict):
            pending.extend(element for element in item.values() if isinstance(element, list | dict))


def _integer(text: str) -> int:
    if len(text) > MAX_DIGITS + 1:
        raise RecordFormatError(_refusals().TOO_MANY_DIGITS(n=MAX_DIGITS))
    return int(text)


def _constant(name: str) -> Any:
    raise RecordFormatError(_refusals().NOT_A_NUMBER(name=name))


def parse_json(raw: bytes) -> Any:
    """The JSON value in `raw`; RecordFormatError when it is not strict, UTF-8 JSON."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise RecordFormatError(_refusals().NOT_UTF8()) from error
    try:
        value = json.loads(text, object_pairs_hook=_object, parse_int=_integer,
                           parse_constant=_constant)
    except json.JSONDecodeError as error:
        raise RecordFormatError(_refusals().BAD_JSON(line=error.lineno, problem=error.msg)) from error
    except RecursionError as error:
        raise RecordFormatError(_refusals().TOO_DEEP()) from error
    if isinstance(value, str):
        _writable(value)
    _array_texts(value)
    return value


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_move(entry: Any) -> bool:
    return (isinstance(entry, list) and len(entry) == 2 and _is_int(entry[0])
            and isinstance(entry[1], str))


def _is_seat(seat: Any) -> bool:
    return (isinstance(seat, dict) and set(seat) <= {"name", "bot"}
            and isinstance(seat.get("name"), str) and isinstance(seat.get("bot", ""), str))


# Each field of a session record: what it must be, said for a player, and the check.
FIELDS: dict[str, tuple[str, Any]] = {
    "format_version": ("a whole number", _is_int),
    "game": ("text", lambda value: isinstance(value, str)),
    "players": ("a whole number", _is_int),
    "options": ("an object of texts",
                lambda value: isinstance(value, dict)
                and all(isinstance(item, str) for item in value.values())),
    "seed": ("a whole number", _is_int),
    "moves": ("a list of [player, move] pairs",
              lambda value: isinstance(value, list) and all(_is_move(entry) for entry in value)),
    "cursor": ("a whole number", _is_int),
    "seats": ("a list of seats, each with a name (text) and a bot (text)",
              lambda value: isinstance(value, list) and all(_is_seat(seat) for seat in value)),
    "teach": ("true or false", lambda value: isinstance(value, bool)),
    "position": ("text (a position the moves start from)", lambda value: isinstance(value, str)),
    # The autosave of a game that ended: the start page does not offer to resume it.
    "finished": ("true or false", lambda value: isinstance(value, bool)),
}
REQUIRED = ("format_version", "game", "players", "seed", "moves")


def check_fields(data: Any) -> dict[str, Any]:
    """`data` when it is a session record by its fields' names and types; else RecordFormatError.
    (Whether the moves replay is `Match.from_record`'s to say.)"""
    from chroma_desktop.rules.match import FORMAT_VERSION

    if not isinstance(data, dict) or "format_version" not in data or "game" not in data:
        raise RecordFormatError(_refusals().NOT_A_SAVE())
    version = data["format_version"]
    if not _is_int(version) or version != FORMAT_VERSION:
        raise RecordFormatError(_refusals().UNSUPPORTED_VERSION(version=repr(version),
                                                                expected=FORMAT_VERSION))
    unknown = sorted(set(data) - set(FIELDS))
    if unknown:
        raise RecordFormatError(_refusals().UNKNOWN_FIELD(name=repr(unknown[0])))
    for name in REQUIRED:
        if name not in data:
            raise RecordFormatError(_refusals().FIELD_MISSING(name=repr(name)))
    for name, value in data.items():
        kind, check = FIELDS[name]
        if not check(value):
            raise RecordFormatError(_refusals().field_kind(repr(name), kind))
    return data
