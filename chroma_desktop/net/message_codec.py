"""The rules' messages over the wire: a `Message` as JSON, and back, checked as hostile input.

The server sends each log line and each rules' refusal as the template it was built from, so a
client renders it with its own seat names and in its own language (docs/PROTOCOL.md, `log_msg`
and `why_msg`). A message is `{"key": ..., "slots": [[name, value], ...]}`; a value is a seat
`{"seat": i}`, a nested message (the same object), text or a number, as they are. The words are
each side's own (`data/i18n/<language>/*.ftl`): a key the client declares no template for is
refused (the client shows the English line instead); a `"text"` an older peer still sends is
checked as text and not used.

`decode_message` rebuilds the `Message` and refuses anything malformed with a `MessageError`
naming what is wrong: unknown fields, a seat out of the table, nesting or sizes beyond the
limits, a key no template here declares, a slot its template does not take or of the wrong
kind. Nothing is evaluated or unpickled; JSON values only.
"""

from __future__ import annotations

import importlib
import math
import re
from typing import Any

from chroma_desktop.rules.messages import (
    COUNT,
    JOIN_KEY,
    MESSAGE,
    NOTHING_KEY,
    SEAT,
    SEPARATOR,
    TEXT,
    Message,
    Seat,
    all_templates,
    render,
)

MAX_DEPTH = 8
"""Messages nest (a joined line holds describes, which hold names): real ones go 4 deep."""
MAX_SLOTS = 32
MAX_VALUES = 400
"""Slots in one message, all nesting counted."""
MAX_TEXT = 2000
MAX_NUMBER = 2**53

_KEY = re.compile(r"[A-Za-z_][\w.]{0,119}")
_SLOT_NAME = re.compile(r"[A-Za-z_]\w{0,39}")


class MessageError(ValueError):
    """A message from the wire that this side will not render: the text says what is wrong."""


def encode_message(message: Message | str) -> dict[str, Any] | str:
    """`message` as plain JSON values (text stays text)."""
    if isinstance(message, str):
        return message
    return {"key": message.key,
            "slots": [[name, _encode_value(value)] for name, value in message.slots]}


def _encode_value(value: Any) -> Any:
    if isinstance(value, Seat):
        return {"seat": value.seat}
    if isinstance(value, Message):
        return encode_message(value)
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        raise TypeError(f"a message slot holds a seat, a message, text or a number, not {value!r}")
    return value


def decode_message(data: Any, seats: int) -> Message:
    """The `Message` that `data` (decoded JSON) describes, for a table of `seats` seats."""
    budget = [MAX_VALUES]
    message = _decode(data, seats, 0, budget)
    try:
        render(message)
    except (KeyError, TypeError, ValueError, IndexError) as error:
        raise MessageError(f"the message {message.key!r} does not render: {error}") from None
    return message


def _decode(data: Any, seats: int, depth: int, budget: list[int]) -> Message:
    if depth >= MAX_DEPTH:
        raise MessageError(f"messages nest at most {MAX_DEPTH} deep")
    if not isinstance(data, dict) or set(data) - {"text"} != {"key", "slots"}:
        raise MessageError("a message is an object of exactly 'key' and 'slots' (and an older "
                           "peer's 'text')")
    key, slots = data["key"], data["slots"]
    if not isinstance(key, str) or not _KEY.fullmatch(key):
        raise MessageError("a message's 'key' is a template key (letters, digits, '_' and '.')")
    if "text" in data:
        _check_text(data["text"], "a message's 'text'")
    if not isinstance(slots, list) or len(slots) > MAX_SLOTS:
        raise MessageError(f"a message's 'slots' is a list of at most {MAX_SLOTS} [name, value] pairs")
    decoded: list[tuple[str, Any]] = []
    for pair in slots:
        if not isinstance(pair, list) or len(pair) != 2:
            raise MessageError("a slot is a [name, value] pair")
        name, value = pair
        if not isinstance(name, str) or not _SLOT_NAME.fullmatch(name):
            raise MessageError("a slot's name is a word (letters, digits and '_')")
        if any(name == known for known, _ in decoded):
            raise MessageError(f"the slot {name!r} is given twice")
        budget[0] -= 1
        if budget[0] < 0:
            raise MessageError(f"a message holds at most {MAX_VALUES} slots in all")
        decoded.append((name, _decode_value(value, seats, depth, budget)))
    message = Message(key, tuple(decoded))
    _check_template(message)
    return message


def _decode_value(value: Any, seats: int, depth: int, budget: list[int]) -> Any:
    if isinstance(value, bool) or value is None:
        raise MessageError("a slot holds a seat, a message, text or a number")
    if isinstance(value, str):
        _check_text(value, "a slot's text")
        return value
    if isinstance(value, int):
        if abs(value) > MAX_NUMBER:
            raise MessageError("a slot's number is beyond 2^53")
        return value
    if isinstance(value, float):
        if not math.isfinite(value) or abs(value) > MAX_NUMBER:
            raise MessageError("a slot's number must be finite, within 2^53")
        return value
    if isinstance(value, dict) and set(value) == {"seat"}:
        index = value["seat"]
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < seats:
            raise MessageError(f"a seat is a number from 0 to {seats - 1}")
        return Seat(index)
    if isinstance(value, dict):
        return _decode(value, seats, depth + 1, budget)
    raise MessageError("a slot holds a seat, a message, text or a number")


def _check_text(text: Any, what: str) -> None:
    if not isinstance(text, str) or len(text) > MAX_TEXT:
        raise MessageError(f"{what} is text of at most {MAX_TEXT} characters")
    if any(ord(c) < 32 and c not in "\n\t" for c in text):
        raise MessageError(f"{what} holds control characters")


_declared: dict[str, dict[str, str]] = {}


def _kinds_of(key: str) -> dict[str, str] | None:
    """The slots' kinds of the template `key` declares here (None: no such template). Templates
    are declared as their modules are imported, so a key not seen yet looks again when more
    have been declared since. The server's own refusals (`play.*`, server/frames.py) are
    declared here first: a client that never refused a move itself has not imported them."""
    if key not in _declared:
        importlib.import_module("chroma_desktop.rules.play_words")  # the catalogue `play`

        declared = list(all_templates())
        if len(declared) != len(_declared):
            _declared.update((template.key, dict(template.kinds)) for template in declared)
    return _declared.get(key)


_KIND_TYPES: dict[str, tuple[type, ...]] = {
    SEAT: (Seat,), COUNT: (int, float), TEXT: (str, int, float, Message, Seat), MESSAGE: (Message, str)}
"""What each kind of slot may hold: a text slot takes what the rules write there (a content
word, a described part, a number), as `messages.render` does."""


def _check_template(message: Message) -> None:
    """The key must be a template this side declares (or a join, or nothing), with the slots
    its template takes (its Fluent message fills exactly those), each of its kind."""
    if message.key == NOTHING_KEY and not message.slots:
        return
    if message.key == JOIN_KEY:
        separator = dict(message.slots).get(SEPARATOR)
        if not isinstance(separator, str) or any(not name.startswith("m") for name, _ in message.slots
                                                 if name != SEPARATOR):
            raise MessageError("a join holds its separator's text and its parts m0, m1, ...")
        return
    kinds = _kinds_of(message.key)
    if kinds is None:
        raise MessageError(f"no template has the key {message.key!r}")
    given = dict(message.slots)
    if given.keys() != kinds.keys():
        raise MessageError(f"the template {message.key!r} takes the slots {sorted(kinds)}, "
                           f"not {sorted(given)}")
    for name, kind in kinds.items():
        value = given[name]
        if not isinstance(value, _KIND_TYPES[kind]):
            raise MessageError(f"the slot {name!r} of {message.key!r} holds a {kind}")

