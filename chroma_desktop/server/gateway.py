"""The gateway: WebSocket connections, who sits where, limits, and frames in and out.

Each connection says `hello` first (a seat token or a spectator code), then sends moves, chat or
resign. Frames to a connection go through a bounded queue written by its own task: a client that
stops reading fills its queue and is dropped, and no table ever waits for it. A hostile frame gets
a `reject` saying what is wrong; a frame above the size cap closes the socket (code 1009). Tables
load from the store on first use, so a restarted server serves at once and replays a table only
when someone comes back to it; a finished table leaves memory once nobody listens to it.
A store that cannot write (locked by another process, disk full) is answered `unavailable`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable
from socket import SO_SNDBUF, SOL_SOCKET
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from chroma_desktop.net import protocol as p
from chroma_desktop.net.protocol import ProtocolError, read_client_frame, refuse_unhandled
from chroma_desktop.net.server_frames import (
    ChatLine,
    CodeMade,
    ErrorFrame,
    InviteFound,
    Reject,
    ServerFrame,
    TableCreated,
    encode_server_frame,
    server_frame_json,
)
from chroma_desktop.net.short_code import CodeError, new_code, read_code
from chroma_desktop.server import codes
from chroma_desktop.server.bus import Bus, InProcessBus
from chroma_desktop.server.limits import Limits, TokenBucket
from chroma_desktop.server.secrecy import token_matches
from chroma_desktop.server.store import Store, StoreConflict, StoreUnavailable
from chroma_desktop.server.table import OPEN, Table, TableError

log = logging.getLogger("chroma_server")


class Connection:
    """One socket's outgoing side: a bounded queue and the task that writes it."""

    def __init__(self, socket: ServerConnection, limit: int, send_buffer: int = 0) -> None:
        self.socket = socket
        self.queue: asyncio.Queue[str] = asyncio.Queue(limit)
        self.dropped = False
        self.writer = asyncio.get_running_loop().create_task(self._write())
        raw = socket.transport.get_extra_info("socket")
        if raw is not None and send_buffer:
            # What the kernel holds for a reader is bounded too, not only the frames queued here.
            raw.setsockopt(SOL_SOCKET, SO_SNDBUF, send_buffer)

    def push(self, text: str) -> None:
        if self.dropped:
            return
        try:
            self.queue.put_nowait(text)
        except asyncio.QueueFull:
            self.drop()

    def drop(self) -> None:
        """Cut a reader that fell behind: abort, never wait for its buffers to drain."""
        self.dropped = True
        self.socket.transport.abort()

    async def _write(self) -> None:
        with contextlib.suppress(ConnectionClosed):
            while True:
                await self.socket.send(await self.queue.get())

    async def close(self) -> None:
        self.writer.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self.writer


class TableServer:
    """Tables by id (loaded from the store on first use) and the connection handler."""

    def __init__(self, store: Store, bus: Bus | None = None, limits: Limits | None = None,
                 host_key_hash: str | None = None) -> None:
        self.store = store
        self.bus = bus or InProcessBus()
        self.limits = limits or Limits()
        self.host_key_hash = host_key_hash
        self.tables: dict[str, Table] = {}
        self.stand_in_task: asyncio.Task[None] | None = None
        self.lookups_by_address: dict[str, TokenBucket] = {}
        """Short-code lookups from each address (so opening connection after connection to
        guess codes gains nothing)."""

    def table(self, table_id: str) -> Table | None:
        table = self.tables.get(table_id)
        if table is None:
            stored = self.store.load(table_id)
            if stored is None:
                return None
            try:
                table = Table.load(self.store, self.bus, stored)
            except TableError:
                log.exception("table %s is not served", table_id)
                return None
            self.tables[table_id] = table
        return table

    def forget_if_finished(self, table: Table) -> None:
        """Let a finished table nobody listens to go from memory (its store keeps it)."""
        if self.tables.get(table.table_id) is table and table.finished_and_unwatched():
            del self.tables[table.table_id]

    def open_table(self, game: str, players: int, options: dict[str, str],
                   time_control: tuple[float, float] | None = None) -> TableCreated:
        """Open a table (KeyError for an unknown game, ValueError for options or a clock it
        refuses); the answer holds the only copies of its seat tokens."""
        table, created = Table.create(self.store, self.bus, game, players, options,
                                      time_control=time_control)
        self.tables[table.table_id] = table
        return TableCreated(created.table_id, created.seat_tokens, created.spectator_code,
                            created.seed_commit)

    def create(self, game: str, players: int, options: dict[str, str],
               time_control: tuple[float, float] | None = None) -> dict[str, Any]:
        """`open_table`'s answer as the JSON of a `created` frame: what a server elsewhere
        answers the host's `create` (the app's host reads both alike)."""
        return server_frame_json(self.open_table(game, players, options, time_control))

    async def serve(self, host: str, port: int) -> Server:
        limits = self.limits
        self.stand_in_task = asyncio.get_running_loop().create_task(self._stand_in())
        return await serve(self.handle, host, port, max_size=limits.max_frame, compression=None,
                           ping_interval=limits.ping_interval, ping_timeout=limits.ping_timeout,
                           max_queue=16, write_limit=limits.write_limit, close_timeout=limits.close_timeout)

    async def close(self) -> None:
        """Stop the stand-in's rounds (the caller closes the listening server)."""
        if self.stand_in_task is not None:
            self.stand_in_task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.stand_in_task
            self.stand_in_task = None

    async def _stand_in(self) -> None:
        """Now and then, let the Normal bot play for seats whose players are away too long, or
        whose time ran out."""
        interval = min(1.0, self.limits.away_after / 2) if self.limits.away_after > 0 else 1.0
        while True:
            await asyncio.sleep(interval)
            for table in list(self.tables.values()):
                for seat in table.away_seats(self.limits.away_after):
                    try:
                        reply = table.stand_in_move(seat)
                    except StoreUnavailable as error:  # not played: the next round tries again
                        log.warning("the stand-in for seat %s of table %s waits: %s", seat, table.table_id,
                                    error)
                        continue
                    except Exception:  # a stand-in must never stop the server
                        log.exception("the stand-in for seat %s of table %s failed", seat, table.table_id)
                        continue
                    table.publish_states(reply.before)
                self.forget_if_finished(table)

    # -- one connection ----------------------------------------------------------------------
    async def handle(self, socket: ServerConnection) -> None:
        connection = Connection(socket, self.limits.send_queue, self.limits.send_buffer)
        try:
            await self._converse(socket, connection)
        except ConnectionClosed:
            pass
        finally:
            await connection.close()

    async def _refuse(self, socket: ServerConnection, code: str, why: str) -> None:
        await _send(socket, ErrorFrame(code, why))
        await socket.close(1008, code)

    async def _converse(self, socket: ServerConnection, connection: Connection) -> None:
        try:
            first = await asyncio.wait_for(socket.recv(), self.limits.hello_timeout)
            frame = read_client_frame(first)
        except TimeoutError:
            await socket.close(1008, "say hello first")
            return
        except ProtocolError as error:
            await self._refuse(socket, error.code, error.why)
            return
        match frame:
            case p.Hello():
                await self._seat(socket, connection, frame)
            case p.CreateFrame():
                await self._create(socket, frame)
            case p.MakeCode():
                await self._make_code(socket, frame)
            case p.FindCode():
                await self._find_codes(socket, frame)
            case (p.MoveFrame() | p.ChatFrame() | p.ResignFrame() | p.RematchFrame() | p.UndoRequest()
                  | p.UndoAnswer()):
                await self._refuse(socket, p.BAD_FRAME, "say hello first")
            case _:
                try:
                    refuse_unhandled(frame)
                except ProtocolError as error:
                    await self._refuse(socket, error.code, error.why)

    async def _seat(self, socket: ServerConnection, connection: Connection, frame: p.Hello) -> None:
        """Seat the connection `frame` says hello for, tell it the table, then play."""
        table = self.table(frame.table)
        if table is None:
            await self._refuse(socket, p.UNKNOWN_TABLE, "there is no such table here")
            return
        try:
            seat = table.seat_of(frame)
        except ProtocolError as error:
            await self._refuse(socket, error.code, error.why)
            return
        if frame.rules != p.rules_hash(table.row.game):
            await self._refuse(socket, p.UPDATE_NEEDED, "this server plays other rules: update the app")
            return
        if seat is not None:
            try:
                self.store.drop_codes(table.table_id, seat)  # the seat is taken: its code is used up
            except StoreUnavailable as error:  # the seat still plays; its code expires as it would
                log.warning("table %s: seat %s's short code was not dropped: %s", table.table_id, seat, error)
        connection.push(table.welcome(seat))
        since = frame.last_seq if frame.last_seq is not None else 0
        connection.push(table.state_for(seat, since))
        for n, sender, text in self.store.chat(table.table_id):  # the table's recent chat
            connection.push(encode_server_frame(ChatLine(sender, text, n)))
        if table.status != OPEN:
            connection.push(table.end_frame())
            news = table.rematch_news()
            if news is not None:
                connection.push(news)
        unsubscribe = self.bus.subscribe(table.subject(seat), connection.push)
        present = None if frame.quiet else seat  # a quiet follower is not at the table
        table.presence(present, +1, frame.name)
        try:
            await self._play(socket, connection, table, seat)
        finally:
            unsubscribe()
            table.presence(present, -1)
            self.forget_if_finished(table)

    async def _create(self, socket: ServerConnection, frame: p.CreateFrame) -> None:
        if self.host_key_hash is None or not token_matches(frame.host_key, self.host_key_hash):
            await self._refuse(socket, p.BAD_TOKEN, "only the host can open tables here")
            return
        try:
            answer = self.open_table(frame.game, frame.players, frame.options, frame.clock)
        except (KeyError, ValueError) as error:
            await self._refuse(socket, p.BAD_FRAME, str(error.args[0] if error.args else error))
            return
        except StoreUnavailable:
            await self._refuse(socket, p.UNAVAILABLE, "the server cannot store tables just now: "
                                                      "try again in a moment")
            return
        await _send(socket, answer)

    async def _make_code(self, socket: ServerConnection, frame: p.MakeCode) -> None:
        """A short code for the seat whose token the frame holds (in place of its earlier one)."""
        table = self.table(frame.table)
        if table is None:
            await self._refuse(socket, p.UNKNOWN_TABLE, "there is no such table here")
            return
        try:
            seat = table.seat_of(p.Hello(frame.table, frame.seat_token, None, None, "", ""))
        except ProtocolError as error:
            await self._refuse(socket, error.code, error.why)
            return
        if seat is None:  # a seat token always opens a seat (`seat_of`); a spectator has no code
            await self._refuse(socket, p.BAD_TOKEN, "only a seat has a short code")
            return
        code = new_code()
        key, pad = codes.keys(code)
        expires = time.time() + self.limits.code_lifetime
        try:
            self.store.put_code(key, table.table_id, seat, codes.seal(pad, frame.seat_token), expires)
        except StoreUnavailable:
            await self._refuse(socket, p.UNAVAILABLE, "the server cannot store codes just now: "
                                                      "try again in a moment")
            return
        await _send(socket, CodeMade(code, seat, expires))

    async def _find_codes(self, socket: ServerConnection, frame: p.FindCode) -> None:
        """Answer short-code lookups (a few per connection, fewer per address) until the socket
        closes: each code found is used up; an unknown one is refused as `bad_code`."""
        limits = self.limits
        mine = TokenBucket(limits.lookups_per_second, limits.lookup_burst)
        address = str(socket.remote_address[0]) if socket.remote_address else ""
        if len(self.lookups_by_address) > 10_000:  # forget idle addresses; a full bucket is no loss
            self.lookups_by_address.clear()
        theirs = self.lookups_by_address.setdefault(
            address, TokenBucket(limits.address_lookups_per_second, limits.address_lookup_burst))
        lookup: p.ClientFrame = frame
        while True:
            if not isinstance(lookup, p.FindCode):  # this socket only looks codes up
                await self._refuse(socket, p.BAD_FRAME, "only find_code frames here")
                return
            answer: ServerFrame
            if not (mine.take() and theirs.take()):
                answer = Reject(p.RATE, "too many codes tried: wait a minute")
            else:
                answer = self._found(lookup.code)
            await _send(socket, answer)
            try:
                lookup = read_client_frame(await asyncio.wait_for(socket.recv(), limits.hello_timeout))
            except (TimeoutError, ProtocolError):
                await socket.close(1000)
                return

    def _found(self, text: str) -> InviteFound | Reject:
        refused = Reject(p.BAD_CODE, "no table waits for this code: it may be mistyped, used already "
                                     "or expired")
        try:
            code = read_code(text)
        except CodeError as error:
            return refused._replace(why=str(error))
        key, pad = codes.keys(code)
        try:
            found = self.store.take_code(key, time.time())
        except StoreUnavailable:
            return Reject(p.UNAVAILABLE, "the server cannot look codes up just now: try again in a moment")
        if found is None:
            return refused
        table_id, seat, sealed = found
        table = self.table(table_id)
        if table is None:
            return refused
        try:
            token = codes.unseal(pad, sealed)
        except ValueError:
            return refused
        return InviteFound(table.table_id, seat, token, table.row.game)

    async def _play(self, socket: ServerConnection, connection: Connection, table: Table,
                    seat: int | None) -> None:
        limits = self.limits
        frames = TokenBucket(limits.frames_per_second, limits.frame_burst)
        moves = TokenBucket(limits.moves_per_second, limits.move_burst)
        chats = TokenBucket(limits.chats_per_second, limits.chat_burst)
        push = connection.push
        async for text in socket:
            if connection.dropped:
                return
            try:
                if not frames.take():
                    raise ProtocolError(p.RATE, "too many frames: slow down")
                frame = read_client_frame(text)
                self._act(table, seat, frame, push, moves, chats)
                await asyncio.sleep(0)  # let the writers run between frames read in a burst
            except ProtocolError as error:
                push(encode_server_frame(Reject(error.code, error.why, table.seq, error.cid)))
            except StoreUnavailable:  # chat, undo, resign, rematch: nothing was done (a move says so itself)
                push(encode_server_frame(Reject(p.UNAVAILABLE, "the server cannot store anything just now: "
                                                               "try again in a moment", table.seq)))
            except StoreConflict:
                log.exception("table %s was written by someone else: reloading it", table.table_id)
                self.tables.pop(table.table_id, None)
                await socket.close(1011, "the table moved: reconnect")
                return

    def _act(self, table: Table, seat: int | None, frame: p.ClientFrame, push: Callable[[str], None],
             moves: TokenBucket, chats: TokenBucket) -> None:
        """Act on one frame from a seated connection. Each frame type has its own branch; one
        without (a type added to the protocol, its branch forgotten) is refused as `bad_frame` and
        is a type error (`refuse_unhandled`)."""
        if isinstance(frame, p.Hello | p.CreateFrame | p.MakeCode | p.FindCode):
            raise ProtocolError(p.BAD_FRAME, "hello was said already")
        if seat is None:
            raise ProtocolError(p.NOT_A_SEAT, "spectators watch: they cannot act")
        match frame:
            case p.MoveFrame():
                if not moves.take():
                    raise ProtocolError(p.RATE, "too many moves: slow down", cid=frame.id)
                reply = table.move(seat, frame)
            case p.ChatFrame():
                if not chats.take():
                    raise ProtocolError(p.RATE, "too much chat: slow down")
                table.chat(seat, frame)
                return
            case p.UndoRequest():
                table.undo_request(seat)
                return
            case p.UndoAnswer():
                reply = table.undo_answer(seat, frame.accept)
            case p.RematchFrame():
                created = table.rematch(seat)
                if created is not None:
                    self.tables[created.table_id] = created
                return
            case p.ResignFrame():
                reply = table.resign(seat)
            case _:
                refuse_unhandled(frame)
        for text in reply.frames:
            push(text)
        if reply.changed:
            table.publish_states(reply.before, first=seat)


async def _send(socket: ServerConnection, frame: ServerFrame) -> None:
    """Send one frame straight on the socket (the answers before a connection is seated)."""
    await socket.send(encode_server_frame(frame))
