"""The online protocol, version 1: JSON text frames, each an object with a type `t`.

docs/PROTOCOL.md describes every frame. This module holds what both sides need: the limits, the
checks a client frame passes before the server acts on it (`read_client_frame`, which answers a
hostile frame with a `ProtocolError` naming what is wrong, never with a crash), the rules hash
both sides compare in `hello`, and the seed commitment players check at the end.

Client frames are a closed union (`ClientFrame`), one frozen dataclass per frame type, each read
by its own reader (`CLIENT_READERS`). Whoever acts on them dispatches with `match` and ends with
`case _: refuse_unhandled(frame)`: a frame type without a branch is a type error (the frame is
not `Never` there) and, at run time, a `bad_frame` refusal, never another frame's action. The
server's frames are values too (`net/server_frames.py`).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Never, NoReturn, assert_never

from chroma_desktop.net import names

VERSION = 1
MAX_FRAME_BYTES = 16 * 1024
"""A client frame is a move or a line of chat: far below this. Bigger frames close the socket."""
MAX_MOVE_TEXT = 200
MAX_CHAT_TEXT = 500
MAX_ID = 2**53  # ids and seqs stay exact in every JSON reader
TOKEN_CHARS = 64

# Reject codes: the reason a frame was not acted on (`why` says it in words).
STALE = "stale"
NOT_YOUR_TURN = "not_your_turn"
ILLEGAL = "illegal"
RATE = "rate"
BAD_FRAME = "bad_frame"
NOT_A_SEAT = "not_a_seat"
OVER = "over"
UNKNOWN_TABLE = "unknown_table"
BAD_TOKEN = "bad_token"
UPDATE_NEEDED = "update_needed"
BAD_CODE = "bad_code"
UNAVAILABLE = "unavailable"
"""The server cannot store anything just now (its database is locked or its disk full): nothing
was done, and the same frame may be sent again in a moment."""
FULL = "full"
"""An error: the table takes no more spectators now."""

MAX_NAME = names.MAX_NAME
"""A player's name, in characters, once cleaned (`clean_name`); `hello` may send up to 40."""


class ProtocolError(ValueError):
    """A frame the server will not act on: `code` for programs, the message for people, and the
    client's id of the frame refused (`cid`, a move's), which the `reject` carries back."""

    def __init__(self, code: str, why: str, cid: int | None = None) -> None:
        super().__init__(why)
        self.code = code
        self.why = why
        self.cid = cid


@dataclass(frozen=True)
class Hello:
    table: str
    seat_token: str | None
    spectator_code: str | None
    last_seq: int | None
    rules: str
    name: str
    quiet: bool = False
    """A connection that only follows the table (the app's turn notices): the seat is not
    counted as present for it."""


@dataclass(frozen=True)
class MoveFrame:
    id: int
    seq: int
    move: str


@dataclass(frozen=True)
class ChatFrame:
    id: int
    text: str


@dataclass(frozen=True)
class ResignFrame:
    pass


@dataclass(frozen=True)
class UndoRequest:
    """Take back the sender's own last decision (if nothing was revealed since)."""


@dataclass(frozen=True)
class UndoAnswer:
    accept: bool


@dataclass(frozen=True)
class RematchFrame:
    """After the end: this seat would play again (the same seats, a new seed)."""


@dataclass(frozen=True)
class CreateFrame:
    """A new table, asked by whoever holds the server's host key (the host's own app)."""

    host_key: str
    game: str
    players: int
    options: dict[str, str]
    clock: tuple[float, float] | None = None
    """A time control: seconds in each seat's bank, and seconds added after each move."""


@dataclass(frozen=True)
class MakeCode:
    """A short code for a seat, asked by whoever holds the seat's token (the host)."""

    table: str
    seat_token: str


@dataclass(frozen=True)
class FindCode:
    """The invite a short code stands for (`net/short_code.py`): asked by a friend joining."""

    code: str


ClientFrame = (Hello | MoveFrame | ChatFrame | ResignFrame | RematchFrame | UndoRequest | UndoAnswer
               | CreateFrame | MakeCode | FindCode)


def dumps(frame: dict[str, Any]) -> str:
    """A frame as compact JSON text (never anything but JSON: no pickle)."""
    return json.dumps(frame, separators=(",", ":"), ensure_ascii=False)


def client_frame_json(frame: ClientFrame) -> dict[str, Any]:
    """`frame` as the JSON object a client sends (docs/PROTOCOL.md, "Client → server"): what
    `read_client_frame` reads back into the same value."""
    match frame:
        case Hello():
            said: dict[str, Any] = {"t": "hello", "v": VERSION, "table": frame.table,
                                    "last_seq": frame.last_seq, "rules": frame.rules}
            if frame.seat_token is not None:
                said["seat_token"] = frame.seat_token
            else:
                said["spectator_code"] = frame.spectator_code
            if frame.name:
                said["name"] = frame.name
            if frame.quiet:
                said["quiet"] = True
            return said
        case MoveFrame():
            return {"t": "move", "id": frame.id, "seq": frame.seq, "move": frame.move}
        case ChatFrame():
            return {"t": "chat", "id": frame.id, "text": frame.text}
        case ResignFrame():
            return {"t": "resign"}
        case RematchFrame():
            return {"t": "rematch"}
        case UndoRequest():
            return {"t": "undo_request"}
        case UndoAnswer():
            return {"t": "undo_answer", "accept": frame.accept}
        case CreateFrame():
            said = {"t": "create", "host_key": frame.host_key, "game": frame.game, "players": frame.players,
                    "options": frame.options}
            if frame.clock is not None:
                said["clock"] = {"bank": frame.clock[0], "increment": frame.clock[1]}
            return said
        case MakeCode():
            return {"t": "make_code", "table": frame.table, "seat_token": frame.seat_token}
        case FindCode():
            return {"t": "find_code", "code": frame.code}
        case _:
            assert_never(frame)


def encode_client_frame(frame: ClientFrame) -> str:
    """`frame` as the JSON text a client sends."""
    return dumps(client_frame_json(frame))


def refuse_unhandled(frame: Never) -> NoReturn:
    """The default branch of every `match` on a frame union (`case _: refuse_unhandled(frame)`).

    Typed as `typing.assert_never` is: mypy reports every frame type without a branch of its own,
    since the frame reaching here is not `Never`. At run time such a frame is refused as
    `bad_frame`, so a forgotten branch can never act as another frame (as a resignation did)."""
    raise ProtocolError(BAD_FRAME, f"no server acts on a {type(frame).__name__} frame here")


ClientFrameReader = Callable[[dict[str, Any]], ClientFrame]


def read_client_frame(text: str | bytes) -> ClientFrame:
    """The frame `text` holds, checked field by field; ProtocolError(BAD_FRAME) says what is wrong."""
    if isinstance(text, bytes):
        raise ProtocolError(BAD_FRAME, "frames are JSON text, not binary")
    if len(text) > MAX_FRAME_BYTES:
        raise ProtocolError(BAD_FRAME, f"a frame holds at most {MAX_FRAME_BYTES} characters")
    try:
        frame = json.loads(text, parse_constant=_not_json)
    except (ValueError, RecursionError):
        raise ProtocolError(BAD_FRAME, "a frame must be JSON") from None
    if not isinstance(frame, dict):
        raise ProtocolError(BAD_FRAME, "a frame must be a JSON object")
    kind = frame.get("t")
    reader = CLIENT_READERS.get(kind) if isinstance(kind, str) else None
    if reader is None:  # only a type with a reader of its own is a frame
        raise ProtocolError(BAD_FRAME, f"unknown frame type (expected one of {', '.join(CLIENT_READERS)})")
    try:
        return reader(frame)
    except ProtocolError as error:
        said = frame.get("id")  # a refused frame's id goes back in its reject, if it reads
        if error.cid is None and isinstance(said, int) and not isinstance(said, bool) and 0 <= said <= MAX_ID:
            error.cid = said
        raise


def _move(frame: dict[str, Any]) -> MoveFrame:
    return MoveFrame(_number(frame, "id"), _number(frame, "seq"), _text(frame, "move", MAX_MOVE_TEXT))


def _chat(frame: dict[str, Any]) -> ChatFrame:
    return ChatFrame(_number(frame, "id"), _text(frame, "text", MAX_CHAT_TEXT))


def _make_code(frame: dict[str, Any]) -> MakeCode:
    return MakeCode(_text(frame, "table", TOKEN_CHARS), _text(frame, "seat_token", TOKEN_CHARS))


def _find_code(frame: dict[str, Any]) -> FindCode:
    return FindCode(_text(frame, "code", 40))


def _undo_answer(frame: dict[str, Any]) -> UndoAnswer:
    accept = frame.get("accept")
    if not isinstance(accept, bool):
        raise ProtocolError(BAD_FRAME, "'accept' must be true or false")
    return UndoAnswer(accept)


def _create(frame: dict[str, Any]) -> CreateFrame:
    players = _number(frame, "players")
    options = frame.get("options", {})
    if not isinstance(options, dict) or len(options) > 20 or not all(
            isinstance(k, str) and isinstance(v, str) and len(k) < 40 and len(v) < 40
            for k, v in options.items()):
        raise ProtocolError(BAD_FRAME, "'options' must be an object of short texts")
    for key, value in options.items():
        _check_unicode(key, "options")
        _check_unicode(value, "options")
    clock = frame.get("clock")
    if clock is not None:
        if not isinstance(clock, dict) or not all(
                isinstance(clock.get(key), int | float) and not isinstance(clock.get(key), bool)
                for key in ("bank", "increment")):
            raise ProtocolError(BAD_FRAME, "'clock' is {\"bank\": seconds, \"increment\": seconds}")
        clock = (float(clock["bank"]), float(clock["increment"]))
    return CreateFrame(_text(frame, "host_key", TOKEN_CHARS), _text(frame, "game", 40), players,
                       dict(options), clock)


def _hello(frame: dict[str, Any]) -> Hello:
    version = frame.get("v")
    if not isinstance(version, int) or isinstance(version, bool):  # true is not 1
        raise ProtocolError(BAD_FRAME, "'v' must be a whole number: the protocol's version")
    if version != VERSION:
        raise ProtocolError(UPDATE_NEEDED, f"this server speaks protocol version {VERSION}")
    seat_token = _optional_text(frame, "seat_token", TOKEN_CHARS)
    spectator = _optional_text(frame, "spectator_code", TOKEN_CHARS)
    if (seat_token is None) == (spectator is None):
        raise ProtocolError(BAD_FRAME, "hello carries a seat token or a spectator code (one of them)")
    last = frame.get("last_seq")
    last_seq = None if last is None else _number(frame, "last_seq")
    name = frame.get("name")
    if name is not None and (not isinstance(name, str) or len(name) > 40):
        raise ProtocolError(BAD_FRAME, "'name' must be text of at most 40 characters")
    if name is not None:
        _check_unicode(name, "name")
    name = clean_name(name or "")  # control characters are dropped, not refused
    quiet = frame.get("quiet", False)
    if not isinstance(quiet, bool):
        raise ProtocolError(BAD_FRAME, "'quiet' must be true or false")
    return Hello(_text(frame, "table", TOKEN_CHARS), seat_token, spectator, last_seq,
                 _text(frame, "rules", 128), name, quiet)


CLIENT_READERS: dict[str, ClientFrameReader] = {
    "hello": _hello,
    "move": _move,
    "chat": _chat,
    "resign": lambda frame: ResignFrame(),
    "rematch": lambda frame: RematchFrame(),
    "undo_request": lambda frame: UndoRequest(),
    "undo_answer": _undo_answer,
    "create": _create,
    "make_code": _make_code,
    "find_code": _find_code,
}
"""Each client frame type (`t`) and the reader that checks its fields: the protocol's list of
client frames. A type not here is refused as `bad_frame`."""
CLIENT_TYPES = tuple(CLIENT_READERS)


def clean_name(text: str) -> str:
    """A player's name as the table shows it (`net/names.normalise_name`: NFKC, no control,
    format (bidi) or unassigned characters, runs of spaces made one, at most MAX_NAME characters;
    "" when nothing is left)."""
    return names.normalise_name(text)


def _number(frame: dict[str, Any], key: str) -> int:
    value = frame.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= MAX_ID:
        raise ProtocolError(BAD_FRAME, f"{key!r} must be a whole number from 0 to 2^53")
    return value


def _text(frame: dict[str, Any], key: str, most: int) -> str:
    value = frame.get(key)
    if not isinstance(value, str) or not value or len(value) > most:
        raise ProtocolError(BAD_FRAME, f"{key!r} must be text of 1 to {most} characters")
    if any(ord(c) < 32 and c not in "\n\t" for c in value):
        raise ProtocolError(BAD_FRAME, f"{key!r} holds control characters")
    _check_unicode(value, key)
    return value


def _check_unicode(value: str, key: str) -> None:
    """Text is Unicode that UTF-8 can write: JSON's `\\ud800` escapes read into lone surrogates,
    which no store, hash or socket can write (RFC 8259, 8.2: such strings are not interoperable)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise ProtocolError(BAD_FRAME, f"{key!r} is not valid Unicode (a lone surrogate)") from None


def _not_json(constant: str) -> NoReturn:
    """NaN and Infinity are Python's extensions of JSON, not JSON: a frame holding them does not read."""
    raise ValueError(f"{constant} is not JSON")


def _optional_text(frame: dict[str, Any], key: str, most: int) -> str | None:
    return None if frame.get(key) is None else _text(frame, key, most)


# -- what both sides must agree on ------------------------------------------------------------
NOT_RULES = frozenset({"heuristic.py", "easy.py", "plans.py", "reference.py", "manifest.py"})


@cache
def rules_hash(game_id: str) -> str:
    """A digest of the rules a game is played by: its package's code and its data. A client
    whose hash differs is told to update instead of drifting out of step with the server."""
    import chroma_desktop
    from chroma_desktop.registry import find_game
    from chroma_desktop.resources import resource_root
    from chroma_desktop.rules import api, match

    digest = hashlib.sha256(f"{chroma_desktop.__version__}:{game_id}".encode())
    package = Path(type(find_game(game_id)).__module__.replace(".", "/")).parent.name
    root = Path(chroma_desktop.__file__).parent
    files = sorted((root / "games" / package).rglob("*.py"))
    files += [Path(api.__file__), Path(match.__file__)]
    data = resource_root() / "data" / game_id
    if data.is_dir():
        files += sorted(data.rglob("*.yaml"))
    for path in files:
        if "table" in path.parts[-2:-1] or path.name in NOT_RULES:
            continue  # how the table draws the game, its bots and its help are not its rules
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:32]


def seed_commitment(seed: int, salt: str) -> str:
    """SHA-256 of the 128-bit seed and the salt (hex): published at the start, checked at the end."""
    return hashlib.sha256(seed.to_bytes(16, "big") + bytes.fromhex(salt)).hexdigest()
