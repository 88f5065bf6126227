"""Frames are a closed union: a frame type the protocol lists but no branch handles is refused as
`bad_frame` (it once fell through to a resignation), and mypy reports the missing branch; the
server's frames are values whose JSON is what the protocol has always sent."""

from __future__ import annotations

import json
import textwrap
from dataclasses import dataclass
from pathlib import Path
from typing import get_args

import pytest
from websockets.sync.client import connect

import chroma_desktop.net.protocol as protocol
from chroma_desktop.net.client import TableSession
from chroma_desktop.net.protocol import (
    BAD_FRAME,
    ChatFrame,
    CreateFrame,
    FindCode,
    Hello,
    MakeCode,
    MoveFrame,
    ProtocolError,
    RematchFrame,
    ResignFrame,
    UndoAnswer,
    UndoRequest,
    dumps,
    encode_client_frame,
    read_client_frame,
)
from chroma_desktop.net.server_frame_reader import ServerFrameError, read_server_frame
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
    server_frame_json,
)
from chroma_desktop.rules.api import Outcome
from chroma_desktop.rules.messages import plain
from tests.server.servers import ServerThread, frame_of_kind


@dataclass(frozen=True)
class PassTurn:
    """A frame type added to the protocol whose branch the server forgot."""


@pytest.fixture
def server(tmp_path):
    thread = ServerThread(tmp_path / "tables.sqlite3")
    yield thread
    thread.stop()


def _seat(server: ServerThread, created: dict, seat: int):
    socket = connect(server.url, max_size=1 << 20, legacy=True)
    socket.send(TableSession(server.url, created["table"], "coloretto",
                             seat_token=created["seat_tokens"][seat]).hello())
    frame_of_kind(socket, "welcome")
    return socket, frame_of_kind(socket, "state")


def test_a_listed_frame_type_without_a_branch_is_refused_and_resigns_nothing(server, monkeypatch):
    # The protocol lists a new frame type (its reader reads it), and the server has no branch.
    monkeypatch.setitem(protocol.CLIENT_READERS, "pass_turn", lambda frame: PassTurn())
    assert read_client_frame('{"t": "pass_turn"}') == PassTurn()
    created = server.create("coloretto", 2)
    socket, state = _seat(server, created, 0)
    with socket:
        socket.send(dumps({"t": "pass_turn"}))
        reject = frame_of_kind(socket, "reject")
        assert reject["code"] == BAD_FRAME and "PassTurn" in reject["why"]
        stored = server.call(lambda: server.store.load(created["table"]))
        assert server.server.tables[created["table"]].status == stored.row.status == "open"
        # The table plays on: the seat's move is taken after the refused frame.
        seat = state["to_move"][0]
        if seat != 0:
            other, state = _seat(server, created, seat)
            socket.close()
            socket = other
        socket.send(dumps({"t": "move", "id": 1, "seq": state["seq"], "move": state["legal"][0]}))
        assert frame_of_kind(socket, "ack")["id"] == 1
        assert server.server.tables[created["table"]].status == "open"


def test_a_listed_frame_type_without_a_branch_is_refused_as_a_first_frame(server, monkeypatch):
    monkeypatch.setitem(protocol.CLIENT_READERS, "pass_turn", lambda frame: PassTurn())
    with connect(server.url) as socket:
        socket.send(dumps({"t": "pass_turn"}))
        answer = json.loads(socket.recv(10))
    assert answer["t"] == "error" and answer["code"] == BAD_FRAME


@pytest.mark.parametrize("kind", ["pass_turn", "Resign", "", 7, None])
def test_a_frame_type_with_no_reader_is_refused_never_read_as_another(kind):
    with pytest.raises(ProtocolError) as refused:
        read_client_frame(json.dumps({"t": kind}))
    assert refused.value.code == BAD_FRAME


SAMPLES: list[tuple[ServerFrame, str]] = [
    (Welcome("T", 1, "coloretto", 3, {"edition": "newer"},
             [SeatShown(0, True, "Ann"), SeatShown(1, False, "")], "C", "R", False, "open", 12.5),
     '{"t":"welcome","v":1,"table":"T","seat":1,"game":"coloretto","players":3,'
     '"options":{"edition":"newer"},"seats":[{"seat":0,"online":true,"name":"Ann"},'
     '{"seat":1,"online":false,"name":""}],"seed_commit":"C","rules":"R","realtime":false,'
     '"status":"open","server_time":12.5}'),
    (StateFrame(4, "V", [1], ["draw"], ["line"], False, [{"key": "k"}]),
     '{"t":"state","seq":4,"view":"V","to_move":[1],"legal":["draw"],"log":["line"],"over":false,'
     '"log_msg":[{"key":"k"}]}'),
    (StateFrame(4, "V", [], [], [], True, [], [SeatClock(12.3, False), SeatClock(0.0, True)]),
     '{"t":"state","seq":4,"view":"V","to_move":[],"legal":[],"log":[],"over":true,"log_msg":[],'
     '"clocks":[{"left":12.3,"running":false},{"left":0.0,"running":true}]}'),
    (Ack(3, 9, 11), '{"t":"ack","id":3,"ply":9,"seq":11}'),
    (Reject("illegal", "no", 5, 2, {"key": "k"}),
     '{"t":"reject","id":2,"code":"illegal","why":"no","seq":5,"why_msg":{"key":"k"}}'),
    (Reject("rate", "slow", 5), '{"t":"reject","id":null,"code":"rate","why":"slow","seq":5}'),
    (Reject("bad_code", "no table"), '{"t":"reject","code":"bad_code","why":"no table"}'),
    (Presence(2, True, "Bo"), '{"t":"presence","seat":2,"online":true,"name":"Bo"}'),
    (UndoNews(1, [0, 1], "asked"), '{"t":"undo","from":1,"votes":[0,1],"result":"asked"}'),
    (ChatLine(0, "hi", 3), '{"t":"chat","from":0,"text":"hi","n":3}'),
    (End(Outcome((3.0, 5.0), (1,), plain("Shared")), None, {"moves": []}, 2**100, "ab", "C", None),
     '{"t":"end","outcome":{"scores":[3.0,5.0],"winners":[1],"tie_break":"Shared"},"resigned":null,'
     f'"record":{{"moves":[]}},"seed":"{2**100}","salt":"ab","seed_commit":"C","rematch":null}}'),
    (End(None, 0, {}, 1, "ab", "C", "N"),
     '{"t":"end","outcome":null,"resigned":0,"record":{},"seed":"1","salt":"ab","seed_commit":"C",'
     '"rematch":"N"}'),
    (RematchNews([0], None), '{"t":"rematch","votes":[0],"table":null}'),
    (ErrorFrame("bad_token", "no"), '{"t":"error","code":"bad_token","why":"no"}'),
    (TableCreated("T", ["a", "b"], "S", "C"),
     '{"t":"created","table":"T","seat_tokens":["a","b"],"spectator_code":"S","seed_commit":"C"}'),
    (CodeMade("K7QFM2XD", 1, 99.0), '{"t":"code","code":"K7QFM2XD","seat":1,"expires":99.0}'),
    (InviteFound("T", 1, "tok", "cmyk"),
     '{"t":"invite","table":"T","seat":1,"seat_token":"tok","game":"cmyk"}'),
]


@pytest.mark.parametrize(("frame", "wire"), SAMPLES, ids=[type(frame).__name__ for frame, _ in SAMPLES])
def test_each_server_frame_value_is_sent_as_the_protocol_writes_it(frame, wire):
    assert dumps(server_frame_json(frame)) == wire


def test_every_server_frame_type_has_its_encoding_sampled():
    assert {type(frame) for frame, _ in SAMPLES} == set(get_args(ServerFrame))


DISPATCH = '''
from chroma_desktop.net import protocol as p


def act(frame: p.ClientFrame) -> str:
    match frame:
        case p.Hello() | p.CreateFrame() | p.MakeCode() | p.FindCode():
            return "greeting"
        case p.MoveFrame() | p.ChatFrame() | p.UndoRequest() | p.UndoAnswer() | p.RematchFrame():
            return "play"
{resign}
        case _:
            p.refuse_unhandled(frame)
'''
RESIGN = '''        case p.ResignFrame():
            return "resign"'''


def _mypy(tmp_path: Path, source: str) -> tuple[str, int]:
    api = pytest.importorskip("mypy.api")
    module = tmp_path / "dispatch.py"
    module.write_text(textwrap.dedent(source))
    protocol_file = Path(protocol.__file__)
    # protocol.py is checked with the snippet; what it imports lazily (the registry) is skipped.
    out, err, status = api.run([str(module), str(protocol_file), "--follow-imports=skip",
                                "--cache-dir", str(tmp_path / "cache"), "--no-error-summary"])
    return out + err, status


def test_mypy_reports_a_frame_type_without_a_branch(tmp_path):
    said, status = _mypy(tmp_path, DISPATCH.format(resign=RESIGN))
    assert status == 0, said
    said, status = _mypy(tmp_path, DISPATCH.format(resign=""))
    assert status == 1 and "dispatch.py" in said and "ResignFrame" in said and "Never" in said, said


@pytest.mark.parametrize(("frame", "wire"), SAMPLES, ids=[type(frame).__name__ for frame, _ in SAMPLES])
def test_a_client_reads_each_server_frame_back_into_its_value(frame, wire):
    assert read_server_frame(json.loads(wire)) == frame


@pytest.mark.parametrize("said", [
    [], {"t": "reconnected"}, {"t": 3}, {"t": "ack", "id": 1, "ply": 2},  # no seq
    {"t": "ack", "id": True, "ply": 2, "seq": 3}, {"t": "presence", "seat": 0, "online": 1, "name": ""},
    {"t": "end", "outcome": None, "resigned": None, "record": {}, "seed": "0x1", "salt": "",
     "seed_commit": "", "rematch": None},
    {"t": "state", "seq": 1, "view": "", "to_move": ["P1"], "legal": [], "log": [], "over": False},
])
def test_a_server_frame_that_does_not_read_is_refused_by_name(said):
    with pytest.raises(ServerFrameError):
        read_server_frame(said)


CLIENT_SAMPLES = [
    Hello("T", "tok", None, None, "R", "Ann"),
    Hello("T", None, "spec", 7, "R", "", quiet=True),
    MoveFrame(1, 2, "take 1"),
    ChatFrame(3, "hi"),
    ResignFrame(),
    RematchFrame(),
    UndoRequest(),
    UndoAnswer(accept=False),
    CreateFrame("key", "cmyk", 4, {"edition": "newer"}),
    CreateFrame("key", "coloretto", 3, {}, (600.0, 30.0)),
    MakeCode("T", "tok"),
    FindCode("K7QF-M2XD"),
]


@pytest.mark.parametrize("frame", CLIENT_SAMPLES, ids=[type(frame).__name__ for frame in CLIENT_SAMPLES])
def test_a_client_frame_value_is_read_back_by_the_server_as_the_same_value(frame):
    assert read_client_frame(encode_client_frame(frame)) == frame


def test_every_client_frame_type_is_sampled_and_has_a_reader():
    assert {type(frame) for frame in CLIENT_SAMPLES} == set(get_args(protocol.ClientFrame))
    sent = {json.loads(encode_client_frame(frame))["t"] for frame in CLIENT_SAMPLES}
    assert sent == set(protocol.CLIENT_READERS)
