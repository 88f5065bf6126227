"""The client side of a table: a session that reconnects by itself, and a bot that plays a seat
through the protocol (the tests' and the benchmark's players; later, an away seat's stand-in).

`TableSession.frames()` connects, says hello with the last state it saw, and yields the server's
frames as dicts; when the connection breaks it waits a short jittered backoff, connects again
and yields `{"t": "_reconnected"}` so its user resends what was not acknowledged (the same id: the
server applies a move once however often it arrives). `websockets` is imported only here, when a
session starts, never by the app's start path. `play_seat` reads each frame into its value
(`net/server_frame_reader.py`) and acts on it with `match`, a frame type without a branch being
a type error (`assert_never`).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import random
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, assert_never

from chroma_desktop.net.protocol import (
    MAX_FRAME_BYTES,
    RATE,
    UNAVAILABLE,
    ClientFrame,
    FindCode,
    Hello,
    MakeCode,
    MoveFrame,
    RematchFrame,
    dumps,
    encode_client_frame,
    rules_hash,
)
from chroma_desktop.net.server_frame_reader import read_server_frame
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
    ServerFrame,
    StateFrame,
    TableCreated,
    UndoNews,
    Welcome,
)

if TYPE_CHECKING:
    from chroma_desktop.bots.base import Bot

log = logging.getLogger(__name__)
RECONNECTED = "_reconnected"
ANY_LEGAL = "any legal"
"""The level of a load generator: a move drawn from the seat's `legal` list, with no view read."""
RATE_PAUSE = 0.25
"""Seconds a bot waits after the server said it moves too fast."""
PING_EVERY = 2.0
"""Seconds between two pings on an open connection."""
PONG_WAIT = 2.5
"""Seconds a ping's answer may take before the connection counts as dead: a server stalled (a
SIGSTOP, a machine frozen) answers no ping, and its TCP stays open, so only this notices it."""
CLOSE_WAIT = 1.0
"""Seconds to wait for the other side's close after giving up on it: a stalled server never
answers, so with the two above the session is on its way elsewhere within about 6 s."""


class SessionRefused(RuntimeError):
    """The server refused the hello (unknown table, bad token, other rules): `code` says which."""

    def __init__(self, code: str, why: str) -> None:
        super().__init__(why)
        self.code = code


def _json_object(text: str | bytes) -> dict[str, Any] | None:
    """The JSON object a frame's text holds; None for anything else (a reader reads the rest)."""
    try:
        said = json.loads(text)
    except ValueError:
        return None
    return said if isinstance(said, dict) else None


class NotAServerAddress(ConnectionError):
    """What was given as a server's address is not one (`one_answer`)."""


@dataclass
class TableSession:
    url: str
    table: str
    game: str
    seat_token: str | None = None
    spectator_code: str | None = None
    name: str = ""
    backoff: tuple[float, float] = (0.05, 0.1)
    give_up_after: float = 30.0
    last_seq: int | None = None
    reconnects: int = 0
    socket: Any = None
    cut_at: float | None = None
    """When the connection was last lost (`drop`, or set by whoever killed the server)."""
    recoveries: list[float] = field(default_factory=list)
    """Seconds from each loss of the connection to the first fresh state after it."""
    after_end: bool = False
    """Stay after the `end` (to vote for a rematch and hear the votes) until closed."""
    quiet: bool = False
    """Only follow the table (turn notices): the server does not count the seat as present."""
    arrived_at: float = 0.0
    """When the frame `frames()` yielded last was read off the socket (`time.perf_counter()`):
    a busy consumer does not make the server's answer look late."""
    ended: bool = False
    """The table's `end` has been read: the session reads nothing more (unless `after_end`)."""
    _closing: bool = False

    def hello(self) -> str:
        spectator = self.spectator_code if self.seat_token is None else None
        return encode_client_frame(Hello(self.table, self.seat_token, spectator, self.last_seq,
                                         rules_hash(self.game), self.name, self.quiet))

    async def frames(self) -> AsyncIterator[dict[str, Any]]:
        """The server's frames, read by a task of their own: a consumer that is busy (a bot
        thinking) never delays noticing a lost connection, nor coming back."""
        queue: asyncio.Queue[tuple[dict[str, Any], float] | BaseException] = asyncio.Queue()
        runner = asyncio.get_running_loop().create_task(self._run(queue))
        try:
            while True:
                item = await queue.get()
                if isinstance(item, BaseException):
                    raise item
                frame, self.arrived_at = item
                yield frame
                if frame.get("t") == "end" and not self.after_end:
                    return
        finally:
            runner.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await runner

    async def _run(self, queue: asyncio.Queue[tuple[dict[str, Any], float] | BaseException]) -> None:
        from websockets.asyncio.client import connect
        from websockets.exceptions import ConnectionClosed, InvalidHandshake

        first = True
        down_since: float | None = None
        while not self._closing:
            try:
                async with connect(self.url, compression=None, max_size=1 << 20, open_timeout=5,
                                   ping_interval=PING_EVERY, ping_timeout=PONG_WAIT,
                                   close_timeout=CLOSE_WAIT) as socket:
                    self.socket = socket
                    await socket.send(self.hello())
                    if not first:
                        self.reconnects += 1
                        queue.put_nowait(({"t": RECONNECTED}, time.perf_counter()))
                    first, down_since = False, None
                    async for text in socket:
                        if self.socket is not socket:
                            break  # cut (`drop`): what was still on its way is lost with it
                        frame = _json_object(text)
                        if frame is None:
                            log.warning("the server sent a frame that is not a JSON object: passed by")
                            continue
                        if frame.get("t") == "error":
                            refused = SessionRefused(str(frame.get("code", "")), str(frame.get("why", "")))
                            queue.put_nowait(refused)
                            return
                        seq = frame.get("seq")
                        if frame.get("t") == "state" and isinstance(seq, int) and not isinstance(seq, bool):
                            self.last_seq = seq
                            if self.cut_at is not None:
                                self.recoveries.append(time.perf_counter() - self.cut_at)
                                self.cut_at = None
                        if frame.get("t") == "end" and not self.after_end:
                            self.ended = True
                        queue.put_nowait((frame, time.perf_counter()))
                        if self.ended:
                            return
            except (OSError, ConnectionClosed, TimeoutError, InvalidHandshake):
                pass  # InvalidHandshake: a front with no server up yet (closed, 502/503): later
            except asyncio.CancelledError:
                # The reader is done with this session (a refusal, the end, leaving): cut the
                # connection, which may be half-way through its close, rather than leave the server
                # waiting for a closing handshake nobody will finish.
                if self.socket is not None:
                    self.socket.transport.abort()
                raise
            self.socket = None
            if self.cut_at is None:
                self.cut_at = time.perf_counter()
            now = time.monotonic()
            down_since = down_since or now
            if now - down_since > self.give_up_after:
                queue.put_nowait(ConnectionError(f"no server at {self.url} for {self.give_up_after:.0f} s"))
                return
            await asyncio.sleep(random.uniform(*self.backoff))

    async def send(self, frame: ClientFrame) -> bool:
        """Send if connected; False when the frame must wait for the next connection."""
        from websockets.exceptions import ConnectionClosed

        if self.socket is None:
            return False
        text = encode_client_frame(frame)
        assert len(text) <= MAX_FRAME_BYTES
        try:
            await self.socket.send(text)
        except ConnectionClosed:
            return False
        return True

    def drop(self) -> bool:
        """Cut the connection without a close frame (what a lost network does). True when that
        cut a session that was still reading (it connects again); False when there was no
        connection or the table's end had been read (the session was done with it)."""
        if self.socket is None:
            return False
        socket, self.socket = self.socket, None
        self.cut_at = time.perf_counter()
        socket.transport.abort()
        return not self.ended

    def close(self) -> None:
        self._closing = True
        self.drop()


@dataclass
class SeatLog:
    """What one bot seat saw: for the fault tests' accounting and the benchmark's timings."""

    acked: dict[int, tuple[int, str]] = field(default_factory=dict)
    """Move id → (ply it was played at, its text)."""
    sent: dict[int, str] = field(default_factory=dict)
    rejects: list[str] = field(default_factory=list)
    latencies: list[float] = field(default_factory=list)
    """Seconds from sending a move to receiving the state that shows it."""
    frames: list[str] = field(default_factory=list)
    end: dict[str, Any] | None = None
    next_table: str | None = None
    """The rematch's table, when the seat voted for one and every seat did."""


async def play_seat(session: TableSession, seat: int, level: str = "heuristic", *, seed: int = 0,
                    duplicate_every: int = 0, late_every: int = 0, keep_frames: bool = False,
                    think: float | tuple[float, float] | Callable[[Any], float] = 0.0,
                    result: SeatLog | None = None,
                    vote_rematch: bool = False, decide_apart: bool = False) -> SeatLog:
    """Play `seat` to the end with the bot `level` (Normal: "heuristic"), deciding from the view
    the server sends (`ANY_LEGAL`: any move of the `legal` list, for load tests).

    Fault options: resend every n-th move a second time (`duplicate_every`), and resend an old
    move against its old state (`late_every`). `think` is the seconds before each move (a pair:
    drawn between them; a function: of the seat's view, as `bots.schedule.seat_pace` paces it).
    With `vote_rematch` (and a session that stays `after_end`), the seat asks
    for a rematch at the end and waits until every seat has (`next_table`). With `decide_apart`,
    the bot decides in a worker thread: many seats played by one process (a benchmark's) then never
    hold up reading each other's frames, as players on their own machines would not."""
    from chroma_desktop.bots.factory import make_bot
    from chroma_desktop.net.views import decode_view
    from chroma_desktop.registry import find_game

    game = find_game(session.game)
    bot = None if level == ANY_LEGAL else make_bot(level, session.game)
    rng = random.Random(f"client:{seed}:{seat}")
    result = result if result is not None else SeatLog()
    state: StateFrame | None = None
    pending: MoveFrame | None = None
    sent_at = 0.0
    awaiting_state = False
    next_id = 1
    wanted_seq = 0  # after an ack or a reject, act on a state at least this new

    async for said in session.frames():
        if keep_frames:
            result.frames.append(dumps(said))
        if said.get("t") == RECONNECTED:
            if pending is not None:
                await session.send(pending)
            continue
        frame = read_server_frame(said)
        match frame:
            case StateFrame():
                state = frame
                if awaiting_state:
                    result.latencies.append(session.arrived_at - sent_at)
                    awaiting_state = False
            case Ack():
                if pending is not None and frame.id == pending.id:
                    result.acked[frame.id] = (frame.ply, pending.move)
                    pending, wanted_seq = None, frame.seq
                    awaiting_state = state is None or state.seq < frame.seq
                    if not awaiting_state:
                        result.latencies.append(session.arrived_at - sent_at)
            case Reject():
                result.rejects.append(frame.code)
                if pending is not None and frame.id == pending.id:
                    pending = None
                    wanted_seq = frame.seq if frame.seq is not None else wanted_seq
                    if frame.code in (RATE, UNAVAILABLE):  # asked to wait, or the store is down
                        await asyncio.sleep(RATE_PAUSE)
            case End():
                result.end = said
                if not vote_rematch:
                    break
                if frame.rematch:
                    result.next_table = frame.rematch
                    break
                await session.send(RematchFrame())
                continue
            case RematchNews():
                if frame.table:
                    result.next_table = frame.table
                    break
                continue
            case (Welcome() | Presence() | UndoNews() | ChatLine() | ErrorFrame() | TableCreated()
                  | CodeMade() | InviteFound()):
                pass  # nothing a playing seat acts on
            case _:
                assert_never(frame)
        if (pending is None and state is not None and state.seq >= wanted_seq
                and seat in state.to_move and state.legal):
            if callable(think):
                await asyncio.sleep(think(decode_view(game, state.view, seat)))
            elif think:
                await asyncio.sleep(rng.uniform(*think) if isinstance(think, tuple) else think)
            if bot is None:
                text = rng.choice(list(state.legal))
            else:
                def decide(seen: StateFrame = state, chooser: Bot = bot) -> str:
                    view = decode_view(game, seen.view, seat)
                    return game.move_to_str(view, chooser.choose(game, view, seat, rng))

                text = await asyncio.to_thread(decide) if decide_apart else decide()
            pending = MoveFrame(next_id, state.seq, text)
            result.sent[next_id] = text
            next_id += 1
            sent_at = time.perf_counter()
            await session.send(pending)
            if duplicate_every and pending.id % duplicate_every == 0:
                await session.send(pending)
            if late_every and pending.id % late_every == 0 and pending.id > 2:
                # An old move sent again late (its answer must be the first one), and a move
                # made against an old state (stale, unless real time still allows it).
                old = pending.id - 2
                await session.send(MoveFrame(old, max(0, state.seq - 3), result.sent[old]))
                late = MoveFrame(next_id, max(0, state.seq - 3), text)
                result.sent[next_id] = text
                next_id += 1
                await session.send(late)
    return result


async def one_answer(url: str, frame: ClientFrame) -> ServerFrame:
    """Send one frame on a fresh connection and return the server's answer, read (SessionRefused
    for an `error` or `reject`; ConnectionError when no server answers, or its answer does not read)."""
    from websockets.asyncio.client import connect
    from websockets.exceptions import InvalidURI, WebSocketException

    try:
        async with connect(url, open_timeout=5, compression=None, max_size=1 << 16) as socket:
            await socket.send(encode_client_frame(frame))
            answer = read_server_frame(json.loads(await asyncio.wait_for(socket.recv(), 10)))
    except InvalidURI as error:
        raise NotAServerAddress(f"{url} is not a server address") from error
    except (OSError, TimeoutError, WebSocketException, ValueError) as error:
        raise ConnectionError(f"no server answers at {url}") from error
    if isinstance(answer, ErrorFrame | Reject):
        raise SessionRefused(answer.code, answer.why)
    return answer


async def make_code(url: str, table: str, seat_token: str) -> str:
    """A short code for the seat of `seat_token` (docs/PROTOCOL.md, Short codes)."""
    answer = await one_answer(url, MakeCode(table, seat_token))
    if not isinstance(answer, CodeMade):
        raise ConnectionError(f"the server at {url} answered make_code with {type(answer).__name__}")
    return answer.code


async def find_code(url: str, code: str) -> InviteFound:
    """The invite a short code stands for: its table, seat, seat token and game."""
    answer = await one_answer(url, FindCode(code))
    if not isinstance(answer, InviteFound):
        raise ConnectionError(f"the server at {url} answered find_code with {type(answer).__name__}")
    return answer
