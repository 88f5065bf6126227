"""The client's side of the server's frames: a frame's JSON object read back into its value.

`read_server_frame` is the inverse of `server_frames.server_frame_json`: it checks the type of
every field it reads and raises `ServerFrameError` (a ValueError) naming the frame and the field
that does not read, so a client acts on a `ServerFrame` with `match` and an exhaustive default,
as the server does on client frames. Fields a frame does not know are left alone (a newer server
may add some within version 1), and a frame type this client does not know is refused with
`ServerFrameError` for the caller to pass by.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from chroma_desktop.net.server_frames import (
    Ack,
    ChatLine,
    CodeMade,
    End,
    ErrorFrame,
    InviteFound,
    Presence,
    Reject,
    RematchNews,
    SeatClock,
    SeatShown,
    ServerFrame,
    StateFrame,
    TableCreated,
    UndoNews,
    Welcome,
)
from chroma_desktop.rules.api import Outcome
from chroma_desktop.rules.messages import NOTHING, Message, plain

Kinds = type | tuple[type, ...]


class ServerFrameError(ValueError):
    """A server frame that does not read: an unknown type, or a field missing or of a wrong kind."""


class _Fields:
    """One frame's fields, each read as the kind it must be (ServerFrameError naming it if not)."""

    def __init__(self, frame: dict[str, Any]) -> None:
        self.frame = frame

    def _get(self, key: str, kinds: Kinds, optional: bool = False) -> Any:
        value = self.frame.get(key)
        if value is None and optional:
            return None
        if not _is(value, kinds):
            raise ServerFrameError(f"{self.frame.get('t')!r} frame: {key!r} does not read")
        return value

    def integer(self, key: str) -> int:
        return int(self._get(key, int))

    def optional_integer(self, key: str) -> int | None:
        value = self._get(key, int, optional=True)
        return None if value is None else int(value)

    def number(self, key: str) -> float:
        return float(self._get(key, (int, float)))

    def text(self, key: str) -> str:
        return str(self._get(key, str))

    def optional_text(self, key: str) -> str | None:
        value = self._get(key, str, optional=True)
        return None if value is None else str(value)

    def flag(self, key: str) -> bool:
        return bool(self._get(key, bool))

    def items(self, key: str, kinds: Kinds) -> list[Any]:
        values = self._get(key, list)
        if not all(_is(value, kinds) for value in values):
            raise ServerFrameError(f"{self.frame.get('t')!r} frame: {key!r} does not read")
        return list(values)

    def objects(self, key: str) -> list[_Fields]:
        return [_Fields(value) for value in self.items(key, dict)]

    def mapping(self, key: str) -> dict[str, Any]:
        return dict(self._get(key, dict))

    def raw(self, key: str) -> Any:
        return self.frame.get(key)


def _is(value: Any, kinds: Kinds) -> bool:
    """Whether `value` is of `kinds` as JSON means it: true and false are not numbers."""
    allowed = kinds if isinstance(kinds, tuple) else (kinds,)
    return isinstance(value, allowed) and (bool in allowed or not isinstance(value, bool))


def _welcome(f: _Fields) -> Welcome:
    seats = [SeatShown(seat.integer("seat"), seat.flag("online"), seat.text("name"))
             for seat in f.objects("seats")]
    return Welcome(f.text("table"), f.optional_integer("seat"), f.text("game"), f.integer("players"),
                   f.mapping("options"), seats, f.text("seed_commit"), f.text("rules"), f.flag("realtime"),
                   f.text("status"), f.number("server_time"))


def _state(f: _Fields) -> StateFrame:
    log_msg = None if f.raw("log_msg") is None else f.items("log_msg", (dict, str))
    clocks = None if f.raw("clocks") is None else [SeatClock(clock.number("left"), clock.flag("running"))
                                                  for clock in f.objects("clocks")]
    return StateFrame(f.integer("seq"), f.text("view"), f.items("to_move", int), f.items("legal", str),
                      f.items("log", str), f.flag("over"), log_msg, clocks)


def _reject(f: _Fields) -> Reject:
    return Reject(f.text("code"), f.text("why"), f.optional_integer("seq"), f.optional_integer("id"),
                  f.raw("why_msg"))


def _words(english: str) -> Message:
    """A tie-break as the wire carries it (its English words), back as a message."""
    return plain(english) if english else NOTHING


def _end(f: _Fields) -> End:
    outcome = None
    if f.raw("outcome") is not None:
        said = _Fields(f.mapping("outcome"))
        outcome = Outcome(tuple(float(score) for score in said.items("scores", (int, float))),
                          tuple(said.items("winners", int)), _words(said.text("tie_break")))
    seed = f.text("seed")
    if not seed.isdigit():
        raise ServerFrameError("'end' frame: 'seed' does not read")
    return End(outcome, f.optional_integer("resigned"), f.mapping("record"), int(seed), f.text("salt"),
               f.text("seed_commit"), f.optional_text("rematch"))


READERS: dict[str, Callable[[_Fields], ServerFrame]] = {
    "welcome": _welcome,
    "state": _state,
    "ack": lambda f: Ack(f.integer("id"), f.integer("ply"), f.integer("seq")),
    "reject": _reject,
    "presence": lambda f: Presence(f.integer("seat"), f.flag("online"), f.text("name")),
    "undo": lambda f: UndoNews(f.optional_integer("from"), f.items("votes", int), f.text("result")),
    "chat": lambda f: ChatLine(f.integer("from"), f.text("text"), f.integer("n"),
                               f.optional_integer("seq")),
    "end": _end,
    "rematch": lambda f: RematchNews(f.items("votes", int), f.optional_text("table")),
    "error": lambda f: ErrorFrame(f.text("code"), f.text("why")),
    "created": lambda f: TableCreated(f.text("table"), f.items("seat_tokens", str),
                                      f.text("spectator_code"), f.text("seed_commit")),
    "code": lambda f: CodeMade(f.text("code"), f.integer("seat"), f.number("expires")),
    "invite": lambda f: InviteFound(f.text("table"), f.integer("seat"), f.text("seat_token"),
                                    f.text("game")),
}
"""Each server frame type (`t`) and the reader of its fields."""


def read_server_frame(frame: Any) -> ServerFrame:
    """The value a server frame's JSON object (`json.loads` of its text) stands for."""
    if not isinstance(frame, dict):
        raise ServerFrameError("a server frame is a JSON object")
    kind = frame.get("t")
    reader = READERS.get(kind) if isinstance(kind, str) else None
    if reader is None:
        raise ServerFrameError(f"no server frame is of type {kind!r}")
    return reader(_Fields(frame))
