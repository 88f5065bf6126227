"""The gateway: WebSocket connections, who sits where, limits, and frames in and out.

Each connection says `hello` first (a seat token or a spectator code), then sends moves, chat or
resign. Frames to a connection go through a bounded queue written by its own task: a client that
stops reading fills its queue and is dropped, and no table ever waits for it. A hostile frame gets
a `reject` saying what is wrong; a frame above the size cap closes the socket (code 1009), and a
connection whose refusals are spent (its own, its seat's or its address's) is closed (1008).
Rates are counted per seat and per address, not only per connection (`budgets.py`), connections
at the door (`guard.py`), hellos are greeted one a loop turn (`door`), and the short codes' slow
key derivation runs on a thread of its own. Tables load from the store on first use, so a
restarted server serves at once and replays a table only when someone comes back to it; a
finished table leaves memory once nobody listens to it. A store that cannot write (locked by
another process, disk full) or read (an I/O error) is answered `unavailable`.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

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
from chroma_desktop.server.budgets import Budgets
from chroma_desktop.server.bus import Bus, InProcessBus
from chroma_desktop.server.connection import Connection
from chroma_desktop.server.guard import ConnectionGate
from chroma_desktop.server.leases import Ownership, SoleOwner, TableElsewhere, keep_leases
from chroma_desktop.server.limits import BucketBook, Limits, TokenBucket, connection_cap
from chroma_desktop.server.moving import move_in_turn
from chroma_desktop.server.rare_writes import act_in_turn
from chroma_desktop.server.relay import relay
from chroma_desktop.server.relayed_for import RelayStamp, relayed_for_check
from chroma_desktop.server.secrecy import token_matches
from chroma_desktop.server.stand_in import stand_in_rounds
from chroma_desktop.server.store import Store, StoreConflict, StoreUnavailable
from chroma_desktop.server.store_writer import InlineWriter, StoreWriter
from chroma_desktop.server.table import OPEN, Table, TableError, keep_repaired_end

if TYPE_CHECKING:  # only a node on a `nats://` bus has one (nats-py, the server extra)
    from chroma_desktop.server.watch import RemoteWatch

log = logging.getLogger("chroma_server")

TOO_MANY_REFUSALS = 1008
"""The close code for a connection that drew more refusals than `Limits.reject_burst` allows."""


class TableServer:
    """Tables by id (loaded from the store on first use) and the connection handler."""

    def __init__(self, store: Store, bus: Bus | None = None, limits: Limits | None = None,
                 host_key_hash: str | None = None, ownership: Ownership | None = None,
                 watch: RemoteWatch | None = None, writer: StoreWriter | None = None) -> None:
        self.store = store
        self.watch = watch
        """Spectators of tables other nodes own, served here over the bus between nodes."""
        self.ownership: Ownership = ownership or SoleOwner()
        """Leases on tables: a table is served only by the node that holds its lease."""
        self.writer: StoreWriter = writer or InlineWriter(store, self.ownership)
        """Where moves are appended and leases claimed and renewed (off the loop on PostgreSQL)."""
        self.seated: dict[str, set[ServerConnection]] = {}
        """The sockets seated at each table (closed when the table leaves this node)."""
        self.lease_task: asyncio.Task[None] | None = None
        self.bus = bus or InProcessBus()
        self.limits = limits or Limits()
        self.host_key_hash = host_key_hash
        self.tables: dict[str, Table] = {}
        self.stand_in_task: asyncio.Task[None] | None = None
        limits = self.limits
        self.gate = ConnectionGate(connection_cap(limits), limits.connections_per_address,
                                   BucketBook(limits.new_connections_per_second, limits.new_connection_burst))
        secret = self.ownership.relay_secret
        self.stamp = RelayStamp(secret) if secret is not None else None
        self.budgets = Budgets(limits)
        """Rates per seat and per address: more connections gain nothing."""
        self.door = asyncio.Lock()
        """Held by one hello at a time, for one turn of the event loop: a wave of connections
        saying hello at once (a reconnecting flood, a restart) is seated one a turn, with every
        table's frames served between them, never all in one long turn."""
        self.derivations = ThreadPoolExecutor(1, thread_name_prefix="short-code-keys")
        """PBKDF2 for short codes, one at a time, off the event loop (hashlib frees the GIL)."""
        self.derivations_waiting = 0

    async def table(self, table_id: str) -> Table | None:
        """The table, loaded from its log once this node holds its lease (None if there is
        none), the claim and the read through the writer (off the loop on PostgreSQL);
        TableElsewhere if another live node holds it, StoreUnavailable if unreadable."""
        table = self.tables.get(table_id)
        if table is not None:
            return table
        claim = await self.writer.claim(table_id)  # the log is read once no one else writes it
        if not claim.known:
            return None
        if not claim.held:
            raise TableElsewhere(table_id, claim.owner, claim.address)
        stored = await self.writer.read(lambda store: store.load(table_id))
        table = self.tables.get(table_id)
        if table is not None or stored is None:  # loaded meanwhile (by another hello): that one
            return table
        try:
            table, repaired = Table.replay(self.store, self.bus, stored)
        except TableError:
            log.exception("table %s is not served", table_id)
            return None
        self.tables[table_id] = table
        if repaired:
            await self.writer.write(functools.partial(keep_repaired_end, table_id=table_id))
        return table

    async def spectator_frames(self, table_id: str, since: int) -> list[str] | None:
        """A spectator's first frames of a table this node holds (for a spectator at another
        node, `watch.py`): welcome, state, recent chat, the end; None if another node holds it
        or it cannot be read. A finished table that left memory is loaded again, as for a late
        hello (its remote spectators, asking again after the bus was lost, get its end)."""
        try:
            table = await self.table(table_id)
        except StoreUnavailable:  # held elsewhere (TableElsewhere), or unreadable now
            return None
        if table is None:
            return None
        chat: list[tuple[int, int, str, int | None]] = []
        async with table.busy:  # a move being stored is shown once settled
            with contextlib.suppress(StoreUnavailable):  # the chat is said again at the next hello
                chat = await self.writer.read(lambda store: store.chat(table_id))
            if self.tables.get(table_id) is not table:  # let go meanwhile
                return None
            frames = [table.welcome(None), table.state_for(None, since)]
            frames += [encode_server_frame(ChatLine(sender, text, n, seq)) for n, sender, text, seq in chat]
            news = table.rematch_news() if table.status != OPEN else None
            frames += [table.end_frame()] if table.status != OPEN else []
        return frames + ([news] if news is not None else [])

    def let_go(self, table_id: str) -> None:
        """The table's lease was lost (another node took it): forget it and close its sockets,
        whose clients reconnect and reach the new owner."""
        self.tables.pop(table_id, None)
        for socket in self.seated.pop(table_id, set()):
            asyncio.get_running_loop().create_task(socket.close(1011, "the table moved: reconnect"))

    def forget_if_finished(self, table: Table) -> None:
        """Let a finished table nobody listens to go from memory (its store keeps it)."""
        if self.tables.get(table.table_id) is table and table.finished_and_unwatched():
            del self.tables[table.table_id]
            # Another node may serve a late hello at once; released off the loop, before any later claim.
            self.writer.release(table.table_id).add_done_callback(
                functools.partial(_released, table_id=table.table_id))

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
        self.stand_in_task = asyncio.get_running_loop().create_task(stand_in_rounds(self))
        self.lease_task = asyncio.get_running_loop().create_task(
            keep_leases(self.ownership, self.let_go, self.writer.renew))
        if self.watch is not None:
            await self.watch.offer(self.spectator_frames)
        return await serve(self.handle, host, port, max_size=limits.max_frame, compression=None,
                           ping_interval=limits.ping_interval, ping_timeout=limits.ping_timeout,
                           max_queue=16, write_limit=limits.write_limit, close_timeout=limits.close_timeout,
                           open_timeout=limits.hello_timeout, create_connection=self.gate.connection_class(),
                           process_request=relayed_for_check(self.gate, self.stamp))

    async def close(self) -> None:
        """Stop the stand-in's rounds and let this node's leases go (the caller closes the
        listening server)."""
        for task in (self.stand_in_task, self.lease_task):
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
        self.stand_in_task = self.lease_task = None
        await self.writer.close()  # its last commits first: no lease is let go under an append in flight
        try:
            if self.writer.suspends:  # off the loop, as every other store call of such a node
                await asyncio.to_thread(self.ownership.release_all)
            else:
                self.ownership.release_all()
        except StoreUnavailable as error:  # the leases then run out by themselves
            log.warning("the leases were not released: %s", error)
        self.derivations.shutdown(wait=False, cancel_futures=True)

    # -- one connection ----------------------------------------------------------------------
    async def handle(self, socket: ServerConnection) -> None:
        connection = Connection(socket, self.limits.send_queue, self.limits.send_buffer,
                                self.limits.receive_buffer, self.limits.write_limit)
        try:
            await self._converse(socket, connection)
        except ConnectionClosed:
            pass
        finally:
            await connection.close()

    def _stated(self, socket: ServerConnection) -> dict[str, str]:
        """The handshake headers that state a relayed client's own address to the owner."""
        return {} if self.stamp is None else self.stamp.sign(self.gate.address_of(socket))

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
        address = self.gate.address_of(socket)
        seated: tuple[Table, int | None, Callable[[], None]] | ErrorFrame | TableElsewhere
        async with self.door:
            await asyncio.sleep(0)  # the door held for a turn: the hellos behind it wait for the next
            try:
                seated = await self._greet(connection, frame, address)
            except TableElsewhere as elsewhere:  # carried to the node that owns the table
                seated = elsewhere
            except StoreUnavailable as error:  # a read that failed: nothing was loaded or kept
                log.warning("table %s is not served now: %s", frame.table, error)
                seated = ErrorFrame(p.UNAVAILABLE, "the server cannot read this table just now: "
                                                   "try again in a moment")
        if isinstance(seated, ErrorFrame):
            await self._refuse(socket, seated.code, seated.why)
            return
        if isinstance(seated, TableElsewhere):
            if frame.seat_token is None and self.watch is not None and await self._watch_elsewhere(
                    socket, connection, frame, seated.owner):
                return
            await relay(socket, p.encode_client_frame(frame), seated.address, self._stated(socket))
            return
        table, seat, unsubscribe = seated
        self.seated.setdefault(table.table_id, set()).add(socket)
        present = None if frame.quiet else seat  # a quiet follower is not at the table
        renamed: list[tuple[int, str]] = []
        table.presence(present, +1, frame.name, keep_name=lambda at, name: renamed.append((at, name)))
        try:
            await self._keep_seat(table, seat, renamed)
            await self._play(socket, connection, table, seat, address)
        finally:
            unsubscribe()
            table.presence(present, -1)
            self.seated.get(table.table_id, set()).discard(socket)
            self.forget_if_finished(table)

    async def _keep_seat(self, table: Table, seat: int | None, renamed: list[tuple[int, str]]) -> None:
        """Through the writer: the seat's short code used up (the seat is taken), its new name."""
        table_id = table.table_id
        if seat is not None:
            try:
                await self.writer.write(lambda store: store.drop_codes(table_id, seat))
            except StoreUnavailable as error:  # the seat still plays; its code expires as it would
                log.warning("table %s: seat %s's short code was not dropped: %s", table_id, seat, error)
        for at, name in renamed:
            await self.writer.write(functools.partial(table.keep_name, at, name))

    async def _watch_elsewhere(self, socket: ServerConnection, connection: Connection, frame: p.Hello,
                               owner: str) -> bool:
        """A spectator of a table `owner` holds, served here over the bus (False: not served)."""
        assert self.watch is not None
        try:
            return await self.watch.watch(socket, connection, frame, owner)
        except StoreUnavailable:
            await self._refuse(socket, p.UNAVAILABLE, "the server cannot read this table just now: "
                                                      "try again in a moment")
            return True

    async def _greet(self, connection: Connection, frame: p.Hello,
                     address: str) -> tuple[Table, int | None, Callable[[], None]] | ErrorFrame:
        """Check a hello; if it opens a seat (or a spectator's place), queue the welcome, the state,
        the recent chat (and the end) for it and subscribe it: the table, the seat and how to
        unsubscribe, else the error that refuses it. StoreUnavailable if the table cannot be read."""
        table = await self.table(frame.table)
        if table is None:
            return ErrorFrame(p.UNKNOWN_TABLE, "there is no such table here")
        try:
            seat = table.seat_of(frame)
        except ProtocolError as error:
            return ErrorFrame(error.code, error.why)
        if frame.rules != p.rules_hash(table.row.game):
            return ErrorFrame(p.UPDATE_NEEDED, "this server plays other rules: update the app")
        if self.budgets.refusals_spent(None if seat is None else (table.table_id, seat), address):
            return ErrorFrame(p.RATE, "too many refused frames from this seat or address: wait a little")
        if seat is None and self.bus.subscribers(table.subject(None)) >= self.limits.spectators_per_table:
            return ErrorFrame(p.FULL, "this table has as many spectators as it takes")
        table_id = table.table_id
        async with table.busy:  # a move being stored: greeted once it is settled (shown once stored)
            # Read first, with the table held (no chat line said in between): a read that fails
            # leaves nothing half done.
            chat = await self.writer.read(lambda store: store.chat(table_id))
            if self.tables.get(table_id) is not table:  # let go meanwhile: the client comes again
                raise StoreUnavailable(f"table {table_id} left this node")
            connection.push(table.welcome(seat))
            since = frame.last_seq if frame.last_seq is not None else 0
            connection.push(table.state_for(seat, since))
            for n, sender, text, seq in chat:  # the table's recent chat
                connection.push(encode_server_frame(ChatLine(sender, text, n, seq)))
            if table.status != OPEN:
                connection.push(table.end_frame())
                news = table.rematch_news()
                if news is not None:
                    connection.push(news)
            return table, seat, self.bus.subscribe(table.subject(seat), connection.push)

    async def _create(self, socket: ServerConnection, frame: p.CreateFrame) -> None:
        address = self.gate.address_of(socket)
        wait = self.budgets.host_keys.wait(address)
        if wait > 0:  # not even checked: guessing the host key costs time that doubles
            await self._refuse(socket, p.RATE, f"too many wrong host keys: wait {wait:.0f} s")
            return
        if self.host_key_hash is None or not token_matches(frame.host_key, self.host_key_hash):
            self.budgets.host_keys.failed(address)
            await self._refuse(socket, p.BAD_TOKEN, "only the host can open tables here")
            return
        self.budgets.host_keys.succeeded(address)
        try:
            table, created, kept = Table.unkept(self.store, self.bus, frame.game, frame.players,
                                                frame.options, time_control=frame.clock)
        except (KeyError, ValueError) as error:
            await self._refuse(socket, p.BAD_FRAME, str(error.args[0] if error.args else error))
            return
        try:
            await self.writer.write(lambda store: store.create(*kept))
        except StoreUnavailable:
            await self._refuse(socket, p.UNAVAILABLE, "the server cannot store tables just now: "
                                                      "try again in a moment")
            return
        self.tables[table.table_id] = table
        await _send(socket, TableCreated(created.table_id, created.seat_tokens, created.spectator_code,
                                         created.seed_commit))

    async def _make_code(self, socket: ServerConnection, frame: p.MakeCode) -> None:
        """A short code for the seat whose token the frame holds (in place of its earlier one)."""
        try:
            table = await self.table(frame.table)
        except TableElsewhere as elsewhere:  # the owner makes it (it checks the token)
            await relay(socket, p.encode_client_frame(frame), elsewhere.address, self._stated(socket))
            return
        except StoreUnavailable:
            await self._refuse(socket, p.UNAVAILABLE, "the server cannot read this table just now: "
                                                      "try again in a moment")
            return
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
        if not self.budgets.may_make_code((table.table_id, seat), self.gate.address_of(socket)):
            await self._refuse(socket, p.RATE, "too many codes asked for: wait a little")
            return
        code = new_code()
        derived = await self._derive(code)
        if derived is None:
            await self._refuse(socket, p.RATE, "the server is busy making codes: try again soon")
            return
        key, pad = derived
        expires = time.time() + self.limits.code_lifetime
        try:
            sealed, table_id = codes.seal(pad, frame.seat_token), table.table_id
            await self.writer.write(lambda store: store.put_code(key, table_id, seat, sealed, expires))
        except StoreUnavailable:
            await self._refuse(socket, p.UNAVAILABLE, "the server cannot store codes just now: "
                                                      "try again in a moment")
            return
        await _send(socket, CodeMade(code, seat, expires))

    async def _find_codes(self, socket: ServerConnection, frame: p.FindCode) -> None:
        """Answer short-code lookups (a few per connection, fewer per address) until the socket
        closes: each code found is used up; an unknown one is refused as `bad_code`, and a socket
        that draws too many refusals is closed (1008)."""
        limits = self.limits
        mine = TokenBucket(limits.lookups_per_second, limits.lookup_burst)
        refusals = TokenBucket(limits.rejects_per_second, limits.reject_burst)
        address = self.gate.address_of(socket)
        lookup: p.ClientFrame = frame
        while True:
            if not isinstance(lookup, p.FindCode):  # this socket only looks codes up
                await self._refuse(socket, p.BAD_FRAME, "only find_code frames here")
                return
            answer: ServerFrame
            if not self.budgets.may_look_up(mine, address):
                answer = Reject(p.RATE, "too many codes tried: wait a minute")
            else:
                answer = await self._found(lookup.code)
            if isinstance(answer, Reject) and not self.budgets.may_refuse(refusals, None, address):
                await _close_flood(socket)
                return
            await _send(socket, answer)
            try:
                lookup = read_client_frame(await asyncio.wait_for(socket.recv(), limits.hello_timeout))
            except (TimeoutError, ProtocolError):
                await socket.close(1000)
                return

    async def _derive(self, code: str) -> tuple[str, bytes] | None:
        """`codes.keys(code)` on the derivations' thread (None when too many already wait)."""
        if self.derivations_waiting >= self.limits.derivations_waiting:
            return None
        self.derivations_waiting += 1
        try:
            return await asyncio.get_running_loop().run_in_executor(self.derivations, codes.keys, code)
        finally:
            self.derivations_waiting -= 1

    async def _found(self, text: str) -> InviteFound | Reject:
        refused = Reject(p.BAD_CODE, "no table waits for this code: it may be mistyped, used already "
                                     "or expired")
        try:
            code = read_code(text)
        except CodeError as error:
            return refused._replace(why=str(error))
        derived = await self._derive(code)
        if derived is None:
            return Reject(p.RATE, "the server is busy looking codes up: try again soon")
        key, pad = derived
        try:
            found = await self.writer.write(lambda store: store.take_code(key, time.time()))
        except StoreUnavailable:
            return Reject(p.UNAVAILABLE, "the server cannot look codes up just now: try again in a moment")
        if found is None:
            return refused
        table_id, seat, sealed = found
        try:
            try:
                table = await self.table(table_id)
                game = None if table is None else table.row.game
            except TableElsewhere:  # served by another node: the invite needs only its game
                stored = await self.writer.read(lambda store: store.load(table_id))
                game = None if stored is None else stored.row.game
        except StoreUnavailable:
            return Reject(p.UNAVAILABLE, "the server cannot look codes up just now: try again in a moment")
        if game is None:
            return refused
        try:
            token = codes.unseal(pad, sealed)
        except ValueError:
            return refused
        return InviteFound(table_id, seat, token, game)

    async def _play(self, socket: ServerConnection, connection: Connection, table: Table,
                    seat: int | None, address: str) -> None:
        limits, budgets = self.limits, self.budgets
        frames = TokenBucket(limits.frames_per_second, limits.frame_burst)
        refusals = TokenBucket(limits.rejects_per_second, limits.reject_burst)
        seat_key = None if seat is None else (table.table_id, seat)
        push = connection.push

        def may_refuse() -> bool:  # a flood gets a close, not a reject per frame, however many connections
            return budgets.may_refuse(refusals, seat_key, address)

        async for text in socket:
            if connection.dropped:
                return
            try:
                if not frames.take():
                    raise ProtocolError(p.RATE, "too many frames: slow down")
                frame = read_client_frame(text)
                if await self._act(table, seat, frame, push, address, may_refuse):
                    await _close_flood(socket)
                    return
                await asyncio.sleep(0)  # let the writers run between frames read in a burst
            except ProtocolError as error:
                if not may_refuse():
                    await _close_flood(socket)
                    return
                push(encode_server_frame(Reject(error.code, error.why, table.seq, error.cid)))
            except StoreUnavailable:  # chat, undo, resign, rematch: nothing was done (a move says so itself)
                push(encode_server_frame(Reject(p.UNAVAILABLE, "the server cannot store anything just now: "
                                                               "try again in a moment", table.seq)))
            except StoreConflict as conflict:  # another node's lease, or another writer of the ply
                log.warning("table %s was written by someone else: let go (%s)", table.table_id, conflict)
                if self.tables.get(table.table_id) is table:
                    self.let_go(table.table_id)
                await socket.close(1011, "the table moved: reconnect")
                return

    async def _act(self, table: Table, seat: int | None, frame: p.ClientFrame, push: Callable[[str], None],
                   address: str, may_refuse: Callable[[], bool]) -> bool:
        """Act on one frame from a seated connection; True if the connection is to be closed: the
        table refused the frame (a stale or illegal move, which counts against the refusals as a
        `ProtocolError` does) and `may_refuse()` said no refusal is left (nothing is answered).
        Each frame type has its own branch; one without (a type added to the protocol, its branch
        forgotten) is refused as `bad_frame` and is a type error (`refuse_unhandled`)."""
        if isinstance(frame, p.Hello | p.CreateFrame | p.MakeCode | p.FindCode):
            raise ProtocolError(p.BAD_FRAME, "hello was said already")
        if seat is None:
            raise ProtocolError(p.NOT_A_SEAT, "spectators watch: they cannot act")
        if isinstance(frame, p.MoveFrame):
            if not self.budgets.may_move((table.table_id, seat), address):
                raise ProtocolError(p.RATE, "too many moves: slow down", cid=frame.id)
            return await move_in_turn(table, self.writer, seat, frame, push, may_refuse)
        if isinstance(frame, p.ChatFrame) and not self.budgets.may_chat((table.table_id, seat), address):
            raise ProtocolError(p.RATE, "too much chat: slow down", cid=frame.id)
        created = await act_in_turn(table, self.writer, seat, frame, push)
        if created is not None:
            self.tables[created.table_id] = created
        return False


def _released(released: asyncio.Future[None], table_id: str) -> None:
    error = released.exception()
    if error is not None:  # the lease then runs out by itself
        log.warning("table %s: its lease was not released: %s", table_id, error)


async def _close_flood(socket: ServerConnection) -> None:
    """Close a connection that drew too many refusals (1008): its frames are no longer read (a
    flood would be parsed only to be dropped), so the close frame goes out and the socket is cut
    after the close timeout, whatever the flood still sends."""
    socket.transport.pause_reading()
    await socket.close(TOO_MANY_REFUSALS, "too many refused frames")


async def _send(socket: ServerConnection, frame: ServerFrame) -> None:
    """Send one frame straight on the socket (the answers before a connection is seated)."""
    await socket.send(encode_server_frame(frame))
