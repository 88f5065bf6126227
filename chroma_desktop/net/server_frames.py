"""The server's frames as values: one NamedTuple per frame type, a closed union, encoded once.

The server builds each frame it sends as one of these values and writes it as JSON text with
`encode_server_frame`, the only place that knows a frame's keys (docs/PROTOCOL.md, "Server →
client"): nothing is spliced into JSON text afterwards. The encoder matches on the union with a
`case _: assert_never(frame)`, so a frame type added here without its encoding is a type error.
The keys come out in the order the protocol has always written them. Clients read the JSON
(`net/client.py`, the app's online table); nothing here decodes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple, assert_never

from chroma_desktop.net.protocol import VERSION, dumps
from chroma_desktop.rules.api import Outcome

Json = Any
"""A value JSON writes as it is (the rules' messages encoded, a match record, options)."""


class SeatShown(NamedTuple):
    """A seat as `welcome` lists it: whether someone sits there now, and their name."""

    seat: int
    online: bool
    name: str


class Welcome(NamedTuple):
    """The answer to `hello`: the table, the seat it opened (None: a spectator), the seats."""

    table: str
    seat: int | None
    game: str
    players: int
    options: dict[str, str]
    seats: Sequence[SeatShown]
    seed_commit: str
    rules: str
    realtime: bool
    status: str
    server_time: float


class SeatClock(NamedTuple):
    """One seat's clock as every seat is told it: seconds left (tenths) and whether it runs."""

    left: float
    running: bool


class StateFrame(NamedTuple):
    """A seat's snapshot after a change: its view, who is to move, its legal moves, the log."""

    seq: int
    view: str
    to_move: Sequence[int]
    legal: Sequence[str]
    log: Sequence[str]
    over: bool
    log_msg: Sequence[Json] | None = None
    clocks: Sequence[SeatClock] | None = None
    """At a table with a time control: every seat's clock, the same for everyone."""


class Ack(NamedTuple):
    """The move `id` was played at `ply`; the table is now at `seq`."""

    id: int
    ply: int
    seq: int


class Reject(NamedTuple):
    """A frame not acted on: `code` for programs, `why` in English, and `why_msg`, the rules'
    reason as a message, when there is one. A reject at a table says its `seq` and the `id` of the
    frame it answers (None: a frame with no id); a short-code lookup's says neither."""

    code: str
    why: str
    seq: int | None = None
    id: int | None = None
    why_msg: Json | None = None


class Presence(NamedTuple):
    """A seat came or went, or its player said a new name."""

    seat: int
    online: bool
    name: str


class UndoNews(NamedTuple):
    """The progress of an undo request asked by `asker` (`from` on the wire)."""

    asker: int | None
    votes: Sequence[int]
    result: str


class ChatLine(NamedTuple):
    """A line of chat from the seat `sender` (`from` on the wire), numbered `n` at its table."""

    sender: int
    text: str
    n: int
    seq: int | None = None
    """The table's seq when it was said (None: a server that does not say): it belongs after
    the log line of the move that brought the table there."""


class End(NamedTuple):
    """The game is over: the outcome (None after a resignation in a game with no score), and now
    the whole record, the seed and the salt that opens the commitment."""

    outcome: Outcome | None
    resigned: int | None
    record: dict[str, Json]
    seed: int
    salt: str
    seed_commit: str
    rematch: str | None


class RematchNews(NamedTuple):
    """The seats that asked to play again, and the new table once every seat has."""

    votes: Sequence[int]
    table: str | None


class ErrorFrame(NamedTuple):
    """The `hello` (or `create`, `make_code`...) was refused; the socket closes."""

    code: str
    why: str


class TableCreated(NamedTuple):
    """The answer to `create`: the only copies of the seat tokens."""

    table: str
    seat_tokens: Sequence[str]
    spectator_code: str
    seed_commit: str


class CodeMade(NamedTuple):
    """The answer to `make_code`: a seat's short code and when it expires (Unix time)."""

    code: str
    seat: int
    expires: float


class InviteFound(NamedTuple):
    """The answer to `find_code`: what an invite link holds."""

    table: str
    seat: int
    seat_token: str
    game: str


ServerFrame = (Welcome | StateFrame | Ack | Reject | Presence | UndoNews | ChatLine | End | RematchNews
               | ErrorFrame | TableCreated | CodeMade | InviteFound)


def encode_server_frame(frame: ServerFrame) -> str:
    """`frame` as the JSON text the protocol sends (docs/PROTOCOL.md)."""
    return dumps(server_frame_json(frame))


def server_frame_json(frame: ServerFrame) -> dict[str, Json]:
    """`frame` as the JSON object the protocol sends, keys in the protocol's order."""
    match frame:
        case Welcome():
            return {"t": "welcome", "v": VERSION, "table": frame.table, "seat": frame.seat,
                    "game": frame.game, "players": frame.players, "options": frame.options,
                    "seats": [seat._asdict() for seat in frame.seats], "seed_commit": frame.seed_commit,
                    "rules": frame.rules, "realtime": frame.realtime, "status": frame.status,
                    "server_time": frame.server_time}
        case StateFrame():
            said: dict[str, Json] = {"t": "state", "seq": frame.seq, "view": frame.view,
                                     "to_move": list(frame.to_move), "legal": list(frame.legal),
                                     "log": list(frame.log), "over": frame.over}
            if frame.log_msg is not None:
                said["log_msg"] = list(frame.log_msg)
            if frame.clocks is not None:
                said["clocks"] = [clock._asdict() for clock in frame.clocks]
            return said
        case Ack():
            return {"t": "ack", "id": frame.id, "ply": frame.ply, "seq": frame.seq}
        case Reject():
            said = {"t": "reject"}
            if frame.seq is not None:
                said["id"] = frame.id
            said |= {"code": frame.code, "why": frame.why}
            if frame.seq is not None:
                said["seq"] = frame.seq
            if frame.why_msg is not None:
                said["why_msg"] = frame.why_msg
            return said
        case Presence():
            return {"t": "presence", "seat": frame.seat, "online": frame.online, "name": frame.name}
        case UndoNews():
            return {"t": "undo", "from": frame.asker, "votes": list(frame.votes), "result": frame.result}
        case ChatLine():
            said = {"t": "chat", "from": frame.sender, "text": frame.text, "n": frame.n}
            if frame.seq is not None:
                said["seq"] = frame.seq
            return said
        case End():
            outcome = frame.outcome
            shown = None if outcome is None else {"scores": list(outcome.scores),
                                                  "winners": list(outcome.winners),
                                                  "tie_break": str(outcome.tie_break)}
            return {"t": "end", "outcome": shown, "resigned": frame.resigned, "record": frame.record,
                    "seed": str(frame.seed), "salt": frame.salt, "seed_commit": frame.seed_commit,
                    "rematch": frame.rematch}
        case RematchNews():
            return {"t": "rematch", "votes": list(frame.votes), "table": frame.table}
        case ErrorFrame():
            return {"t": "error", "code": frame.code, "why": frame.why}
        case TableCreated():
            return {"t": "created", "table": frame.table, "seat_tokens": list(frame.seat_tokens),
                    "spectator_code": frame.spectator_code, "seed_commit": frame.seed_commit}
        case CodeMade():
            return {"t": "code", "code": frame.code, "seat": frame.seat, "expires": frame.expires}
        case InviteFound():
            return {"t": "invite", "table": frame.table, "seat": frame.seat, "seat_token": frame.seat_token,
                    "game": frame.game}
        case _:
            assert_never(frame)
