"""One table on the server: a `Match` with its secret seed, the seats' token hashes, the moves
already acknowledged, and the frames it publishes to each seat.

A move is checked by the same rules engine as at one desk (`Match.play`), appended to the store
together with the chance it caused and, for the last move, the table's end (one transaction), and
only then acknowledged and shown. A store that cannot write refuses the move (`unavailable`): the
match is taken back to before it, and the next move tries the store again. The
seed is 128 bits from `secrets` and leaves the server only in the `end` frame, with the salt that
opens the commitment every seat received in `welcome`. `Table.load` rebuilds a table by replaying
its log through `Match.from_record`, which checks every move and every chance outcome again.
The table also counts undo and rematch votes and keeps its clocks (`clocks.py`); the Normal
bot stands in for a seat that is away too long or out of time (`stand_in.py`).
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from chroma_desktop.bots.base import Bot
from chroma_desktop.net import protocol as p
from chroma_desktop.net.protocol import ProtocolError
from chroma_desktop.net.server_frames import (
    Ack,
    ChatLine,
    End,
    Presence,
    Reject,
    RematchNews,
    SeatShown,
    UndoNews,
    Welcome,
    encode_server_frame,
)
from chroma_desktop.registry import find_game, manifest_for
from chroma_desktop.rules.api import CHANCE, resolve_options
from chroma_desktop.rules.match import Match, RecordError
from chroma_desktop.server import clocks as clock
from chroma_desktop.server.bus import Bus
from chroma_desktop.server.frames import refusal, state_frame
from chroma_desktop.server.replies import Created, NewTable, PreparedMove, Reply
from chroma_desktop.server.secrecy import new_salt, new_seed, new_token, token_hash, token_matches
from chroma_desktop.server.store import LogRow, Store, StoreConflict, StoredTable, StoreUnavailable, TableRow

STALE_WINDOW = 8
"""Real time (CMYK!), and where several players decide at once: a move made against one of the
last 8 states is still taken if it is the same legal move now. Otherwise a move is taken only
against the current state."""

UNDO = -2
"""The log's mark of an undo (in `player`): the last decision before it is taken back."""
UNDO_TEXT = "undo"

OPEN = "open"
OVER = "over"
RESIGNED = "resigned:"
log = logging.getLogger("chroma_server")


class TableError(RuntimeError):
    """A table's log that no longer replays (the message says where); the table is not served."""


@dataclass
class Table:
    row: TableRow
    seat_hashes: tuple[str, ...]
    match: Match
    store: Store
    bus: Bus
    acks: dict[tuple[int, int], tuple[int, int]] = field(default_factory=dict)
    online: list[int] = field(default_factory=list)
    rematch_votes: set[int] = field(default_factory=set)
    seq_ply: list[int] = field(default_factory=list)
    """The match's ply after each number of log entries: `seq` counts log entries (undo marks
    included), so it only grows, while an undo moves the match back."""
    undone_at: int = 0
    """The seq of the last undo: no late move is taken against a state before it."""
    undo_votes: set[int] = field(default_factory=set)
    undo_asker: int | None = None
    away_since: list[float] = field(default_factory=list)
    """When each seat's last connection closed (or the table was loaded, for a seat never seen)."""
    stand_ins: dict[int, tuple[Bot, random.Random]] = field(default_factory=dict)
    """The Normal bot standing in for each seat that was away, with its generator."""
    names: list[str] = field(default_factory=list)
    """Each seat's player's name (cleaned by `protocol.clean_name`; "" until they say one)."""
    store_failing: bool = False
    """The last move tried could not be stored: moves are refused until one is (said once in the
    log each way, not once per refused move)."""
    shown_now: dict[int, tuple[int, str, Any, str]] = field(default_factory=dict)
    """Each seat's state frame as the table is now, with what it was built from (seq, status and
    the match's state): refused moves show the seat the table without building it again for
    each refusal (a flood of them, from any number of connections, costs one state a change)."""

    busy: asyncio.Lock = field(default_factory=asyncio.Lock)
    """Held while a move waits for the store (and by every other act on the table): acts on
    one table happen one at a time, in the order they came, each on a settled table."""

    def __post_init__(self) -> None:
        self.game = self.match.game
        self.realtime = manifest_for(self.row.game).realtime
        self.online = [0] * self.row.players
        self.away_since = [time.monotonic()] * self.row.players
        self.names = (list(self.names) + [""] * self.row.players)[:self.row.players]
        if not self.seq_ply:
            self.seq_ply = list(range(len(self.match.moves) + 1))

    # -- making and loading --------------------------------------------------------------
    @classmethod
    def create(cls, store: Store, bus: Bus, game_id: str, players: int,
               options: dict[str, Any] | None = None,
               same_seats: Table | None = None,
               time_control: tuple[float, float] | None = None) -> tuple[Table, Created]:
        """A new table with a fresh 128-bit seed, kept in `store`; the set-up chance is logged
        with it. A rematch (`same_seats`) keeps the seats' tokens and the spectator code of the
        table before."""
        table, created, kept = cls.unkept(store, bus, game_id, players, options, same_seats, time_control)
        store.create(*kept)
        return table, created

    @classmethod
    def unkept(cls, store: Store, bus: Bus, game_id: str, players: int,
               options: dict[str, Any] | None = None,
               same_seats: Table | None = None,
               time_control: tuple[float, float] | None = None) -> tuple[Table, Created, NewTable]:
        """`create`'s table before it is kept: the caller keeps it (`Store.create(*kept)`, the
        writer's, off the event loop) before anyone is told of it."""
        game = find_game(game_id)
        resolved = resolve_options(game.option_specs, options or {})
        seed, salt = new_seed(), new_salt()
        match = Match(game, players, resolved, seed)
        tokens = [new_token() for _ in range(players)]
        spectator = new_token()
        clocks = None
        if time_control is not None:
            clocks = clock.follow(clock.new_clocks(players, *time_control), match.to_move(), time.time())
        row = TableRow(new_token(), game_id, players, resolved, seed, salt,
                       p.seed_commitment(seed, salt), token_hash(spectator), OPEN, time.time(), clocks=clocks)
        log = [LogRow(ply, player, game.move_to_str(match.states[ply], move))
               for ply, (player, move) in enumerate(zip(match.movers, match.moves, strict=True))]
        hashes = tuple(token_hash(token) for token in tokens)
        names = [""] * players
        if same_seats is not None:
            hashes, tokens, spectator = same_seats.seat_hashes, [], ""
            row = row._replace(spectator_hash=same_seats.row.spectator_hash)
            names = list(same_seats.names)
        table = cls(row, hashes, match, store, bus, names=names)
        created = Created(row.table_id, tokens, spectator, row.seed_commit)
        return table, created, (row, list(hashes), log, names)

    @classmethod
    def load(cls, store: Store, bus: Bus, stored: StoredTable) -> Table:
        """The table as its log left it (a repaired end stored here); TableError if the log
        does not replay."""
        table, repaired = cls.replay(store, bus, stored)
        if repaired:
            keep_repaired_end(store, table.table_id)
        return table

    @classmethod
    def replay(cls, store: Store, bus: Bus, stored: StoredTable) -> tuple[Table, bool]:
        """The table as its log left it, and whether its end is yet to be stored
        (`keep_repaired_end`: its log ends the game while its status said open, an older
        server killed between the two writes; served as over). TableError if the log does
        not replay."""
        row = stored.row
        kept: list[list[Any]] = []  # the moves that stand, undone ones taken out
        seq_ply, undone_at = [0], 0
        acks: dict[tuple[int, int], tuple[int, int]] = {}
        for index, entry in enumerate(stored.log):
            if entry.player == UNDO:
                if not kept:
                    raise TableError(f"table {row.table_id}: an undo with nothing to undo at {index}")
                kept.pop()  # an undo is allowed only where no chance followed the decision
                undone_at = index + 1
            else:
                kept.append([entry.player, entry.move])
                if entry.cid is not None:
                    after = index + 1
                    while after < len(stored.log) and stored.log[after].player == CHANCE:
                        after += 1
                    acks[(entry.player, entry.cid)] = (len(kept) - 1, after)
            seq_ply.append(len(kept))
        record = {"format_version": 1, "game": row.game, "players": row.players,
                  "options": row.options, "seed": row.seed, "moves": kept}
        try:
            match = Match.from_record(record, resolve=find_game)
        except RecordError as error:
            raise TableError(f"table {row.table_id} does not replay: {error}") from error
        repaired = row.status == OPEN and match.is_over()
        if repaired:
            log.warning("table %s: its log ends the game; its status said open: repaired", row.table_id)
            row = row._replace(status=OVER)
        return cls(row, stored.seat_hashes, match, store, bus, acks=acks, seq_ply=seq_ply,
                   undone_at=undone_at, names=list(stored.names),
                   rematch_votes=set(stored.rematch_votes)), repaired

    # -- reading ---------------------------------------------------------------------------
    @property
    def table_id(self) -> str:
        return self.row.table_id

    @property
    def seq(self) -> int:
        """How many entries the table's log holds: the number of the state every seat sees."""
        return len(self.seq_ply) - 1

    @property
    def status(self) -> str:
        return self.row.status

    def subject(self, seat: int | None) -> str:
        return audience_subject(self.table_id, seat)

    def finished_and_unwatched(self) -> bool:
        """Over, and nobody (seat, follower or spectator) listens: the server may let it go from
        memory; the store keeps it, and a late hello loads it again for its end."""
        return self.status != OPEN and not any(
            self.bus.subscribers(self.subject(seat)) for seat in (*range(self.row.players), None))

    def seat_of(self, hello: p.Hello) -> int | None:
        """The seat a hello's token opens (None: a spectator); ProtocolError if none."""
        if hello.seat_token is not None:
            for seat, digest in enumerate(self.seat_hashes):
                if token_matches(hello.seat_token, digest):
                    return seat
            raise ProtocolError(p.BAD_TOKEN, "this seat token opens no seat at this table")
        if hello.spectator_code is not None and token_matches(hello.spectator_code, self.row.spectator_hash):
            return None
        raise ProtocolError(p.BAD_TOKEN, "this spectator code does not open this table")

    def welcome(self, seat: int | None) -> str:
        return encode_server_frame(Welcome(
            self.table_id, seat, self.row.game, self.row.players, self.row.options,
            [SeatShown(s, n > 0, self.names[s]) for s, n in enumerate(self.online)],
            self.row.seed_commit, p.rules_hash(self.row.game), self.realtime, self.status, time.time()))

    def state_for(self, seat: int | None, since: int, public: dict[Any, Any] | None = None) -> str:
        """`seat`'s state frame, with log lines for the plies from `since` on (and, at a table
        with a time control, every seat's clock: everyone's time is public)."""
        match = self.match
        start = min(self.seq_ply[max(0, min(since, self.seq))], match.cursor)
        legal = match.legal_moves(seat) if seat is not None and self.status == OPEN else ()
        history = list(zip(match.states[start:match.cursor], match.moves[start:match.cursor], strict=True))
        clocks = None if self.row.clocks is None else clock.shown(self.row.clocks, time.time())
        return state_frame(self.game, seat, self.seq, match.state, legal, history, public, clocks)

    def state_now(self, seat: int) -> str:
        """`seat`'s state with no log lines, as the table is now (built once a change; at a
        table with a clock, each time: the times run)."""
        if self.row.clocks is not None:
            return self.state_for(seat, self.seq)
        seq, status, state = self.seq, self.status, self.match.state
        shown = self.shown_now.get(seat)
        if shown is not None and shown[0] == seq and shown[1] == status and shown[2] is state:
            return shown[3]
        text = self.state_for(seat, seq)
        self.shown_now[seat] = (seq, status, state, text)
        return text

    def end_frame(self) -> str:
        """The end: the outcome, and now the whole record with the seed and the salt."""
        resigned = int(self.status[len(RESIGNED):]) if self.status.startswith(RESIGNED) else None
        return encode_server_frame(End(self.match.outcome(), resigned, self.match.to_record(), self.row.seed,
                                       self.row.salt, self.row.seed_commit, self.row.next_table))

    # -- acting ----------------------------------------------------------------------------
    def move(self, seat: int, frame: p.MoveFrame) -> Reply:
        """Check, store, then acknowledge one move; a resent id gets its first answer again."""
        prepared = self.prepare_move(seat, frame)
        if isinstance(prepared, Reply):
            return prepared
        try:
            self.store.append(self.table_id, prepared.rows, prepared.clocks, prepared.status)
        except (StoreConflict, StoreUnavailable) as error:
            return self.move_failed(prepared, error)
        return self.move_stored(prepared)

    def prepare_move(self, seat: int, frame: p.MoveFrame) -> Reply | PreparedMove:
        """Check one move and play it on the match: what to append (the caller stores it, then
        calls `move_stored`, or `move_failed` with what the store raised), or the answer at
        once (a resent id, a refusal). Until the caller settles it, nothing else may act on the
        table (`busy`): the match holds a move the log may never hold."""
        done = self.acks.get((seat, frame.id))
        if done is not None:
            return Reply([_ack(frame.id, *done)])
        if self.status != OPEN:
            return self._reject(seat, frame, p.OVER, "the game is over")
        match, current, ply = self.match, self.seq, self.match.cursor
        if frame.seq != current and not self._may_be_late(frame.seq, current):
            return self._reject(seat, frame, p.STALE, "the table changed: here it is now")
        refused = refusal(self.game, match.state, seat, frame.move)
        if refused is not None:
            return self._reject(seat, frame, *refused)
        move = self.game.parse_move(match.state, frame.move)
        if frame.seq != current:
            # A late move must still be the move the player chose when they saw the table.
            seen = match.states[self.seq_ply[frame.seq]]
            try:
                same = self.game.parse_move(seen, frame.move) == move
            except (ValueError, LookupError, TypeError, ArithmeticError, AttributeError):
                same = False
            if not same:
                return self._reject(seat, frame, p.STALE, "the table changed: here it is now")
        match.play(move, seat)
        made = range(ply, match.cursor)
        rows = [LogRow(current + n, match.movers[k], self.game.move_to_str(match.states[k], match.moves[k]),
                       frame.id if k == ply else None) for n, k in enumerate(made)]
        clocks, status = self.clocks_and_end(seat)
        return PreparedMove(seat, frame, ply, current, rows, clocks, status)

    def move_stored(self, prepared: PreparedMove) -> Reply:
        """The prepared move is in the log: the table says so, and the mover gets its ack."""
        self._stored(prepared.clocks, prepared.status)
        self.seq_ply.extend(k + 1 for k in range(prepared.ply, self.match.cursor))
        self._forget_undo_request()
        if prepared.frame is None:  # the stand-in's: no one to acknowledge
            return Reply([], changed=True, before=prepared.before)
        self.acks[(prepared.seat, prepared.frame.id)] = (prepared.ply, self.seq)
        return Reply([_ack(prepared.frame.id, prepared.ply, self.seq)], changed=True, before=prepared.before)

    def move_failed(self, prepared: PreparedMove, error: StoreConflict | StoreUnavailable) -> Reply:
        """The prepared move was not stored: the match goes back to before it. StoreConflict
        is raised again (the log holds another move at this ply: the caller lets the table go);
        StoreUnavailable refuses the move (`unavailable`): not stored, so not played (a
        stand-in's is raised again: its next round tries again)."""
        self.match.truncate(prepared.ply)
        if isinstance(error, StoreConflict) or prepared.frame is None:  # a stand-in's: raised, tried again
            raise error
        if not self.store_failing:
            log.warning("table %s refuses moves until they can be stored: %s", self.table_id, error)
        self.store_failing = True
        return self._reject(prepared.seat, prepared.frame, p.UNAVAILABLE,
                            "the server cannot store moves just now: try again in a moment")

    def clocks_and_end(self, mover: int) -> tuple[dict[str, Any] | None, str | None]:
        """The clocks after the match's last move (the mover's time spent, the next seats'
        started) and the table's end if it ended the game: stored with the move's rows."""
        clocks = self.row.clocks
        if clocks is not None:
            now = time.time()
            clocks = clock.follow(clock.charge(clocks, mover, now), self.match.to_move(), now)
        return clocks, OVER if self.match.is_over() else None

    def _stored(self, clocks: dict[str, Any] | None, status: str | None) -> None:
        """Rows with these clocks and status are in the log: only now does the table's row say so."""
        if self.store_failing:
            log.warning("table %s stores moves again", self.table_id)
            self.store_failing = False
        if clocks is not None:
            self.row = self.row._replace(clocks=clocks)
        if status is not None:
            self.row = self.row._replace(status=status)

    def _may_be_late(self, seq: int, current: int) -> bool:
        """Whether a move made against state `seq` may still be taken (if it is the same legal move
        now): in real time, and where several players were deciding at once, others' moves do not
        make it stale; a turn-based move must be made against the current state."""
        if not max(current - STALE_WINDOW, self.undone_at) <= seq < current:
            return False
        return self.realtime or len(self.game.to_move(self.match.states[self.seq_ply[seq]])) > 1

    def _reject(self, seat: int, frame: p.MoveFrame, code: str, why: str,
                why_msg: dict[str, Any] | str | None = None) -> Reply:
        """Refuse `frame` (`why_msg`: the rules' message, for the client to say in its words),
        then show the seat the table as it is."""
        reject = encode_server_frame(Reject(code, why, self.seq, frame.id, why_msg))
        return Reply([reject, self.state_now(seat)])

    # -- undo: only your own last decision, nothing revealed since, and everyone agrees -------
    def undo_request(self, seat: int) -> None:
        match = self.match
        if self.status != OPEN or self.realtime:
            raise ProtocolError(p.ILLEGAL, "moves cannot be taken back here")
        if self.undo_asker is not None:
            raise ProtocolError(p.ILLEGAL, "an undo is already asked for")
        if match.last_mover() != seat or not match.can_undo():
            raise ProtocolError(p.ILLEGAL, "only your own last move can be taken back, before "
                                           "anything new is revealed")
        self.undo_asker, self.undo_votes = seat, {seat}
        self._undo_news("asked")

    def undo_answer(self, seat: int, accept: bool) -> Reply:
        row = self.undo_row(seat, accept)
        if row is None:
            return self.undo_answered(seat, accept)
        self.store.append(self.table_id, [row])
        return self.undo_answered(seat, accept)

    def undo_row(self, seat: int, accept: bool) -> LogRow | None:
        """The log row to keep before `seat`'s answer is counted (it completes the undo), or None;
        ProtocolError when no undo waits for the seat's answer. The caller stores the row, then
        calls `undo_answered` (a failed store counts nothing: the seat may answer again)."""
        if self.undo_asker is None or seat in self.undo_votes:
            raise ProtocolError(p.ILLEGAL, "no undo is waiting for your answer")
        if accept and len(self.undo_votes) + 1 == self.row.players:
            return LogRow(self.seq, UNDO, UNDO_TEXT)
        return None

    def undo_answered(self, seat: int, accept: bool) -> Reply:
        if not accept:
            self._undo_news("refused")
            self._forget_undo_request()
            return Reply([])
        self.undo_votes.add(seat)
        if len(self.undo_votes) < self.row.players:
            return Reply([])
        self.match.undo()
        self.seq_ply.append(self.match.cursor)
        self.undone_at = self.seq
        self._undo_news("done")
        self._forget_undo_request()
        return Reply([], changed=True, before=self.seq)

    def _undo_news(self, result: str) -> None:
        self.publish_all(encode_server_frame(UndoNews(self.undo_asker, sorted(self.undo_votes), result)))

    def _forget_undo_request(self) -> None:
        self.undo_asker, self.undo_votes = None, set()

    def resign(self, seat: int) -> Reply:
        if self.status != OPEN:
            return Reply([encode_server_frame(Reject(p.OVER, "the game is over", self.seq))])
        self.store.set_status(self.table_id, f"{RESIGNED}{seat}")
        return self.resigned(seat)

    def resigned(self, seat: int) -> Reply:
        """`seat`'s resignation, its status (`f"{RESIGNED}{seat}"`) stored already."""
        self.row = self.row._replace(status=f"{RESIGNED}{seat}")
        return Reply([], changed=True, before=self.seq)

    def rematch(self, seat: int) -> Table | None:
        """Count `seat`'s wish to play again; once every seat asked, the new table (same seats,
        same options, a new seed), whose id goes to everyone in a `rematch` frame."""
        if self.status == OPEN:
            raise ProtocolError(p.BAD_FRAME, "a rematch is asked for after the end")
        if self.row.next_table is not None:
            self.publish_all(self._rematch_news())
            return None
        if seat not in self.rematch_votes:
            self.store.add_rematch_vote(self.table_id, seat)  # kept before it is told: a restart keeps it
        created = self.rematch_voted(seat)
        if created is not None:
            self.store.create(*created[1])
            self.store.set_next(self.table_id, created[0].table_id)
        return self.rematch_made(None if created is None else created[0])

    def rematch_voted(self, seat: int) -> tuple[Table, NewTable] | None:
        """Count `seat`'s vote, stored already; once every seat voted, the rematch's table and
        what to keep of it (the caller keeps it, then its id as `next_table`, then `rematch_made`)."""
        self.rematch_votes.add(seat)
        if len(self.rematch_votes) < self.row.players:
            return None
        control = None if self.row.clocks is None else (self.row.clocks["bank"], self.row.clocks["increment"])
        created, _, kept = Table.unkept(self.store, self.bus, self.row.game, self.row.players,
                                        self.row.options, same_seats=self, time_control=control)
        return created, kept

    def rematch_made(self, created: Table | None) -> Table | None:
        """Tell every seat the votes (and the rematch's table, `created`, kept already)."""
        if created is not None:
            self.row = self.row._replace(next_table=created.table_id)
        self.publish_all(self._rematch_news())
        return created

    def chat(self, seat: int, frame: p.ChatFrame) -> None:
        # Said at the table's present seq: a log drawn anew (a rejoin) puts it after that move.
        self.said(seat, frame.text, self.store.add_chat(self.table_id, seat, frame.text, self.seq))

    def said(self, seat: int, text: str, n: int) -> None:
        """Tell everyone `seat`'s line of chat, kept already as line `n` at the present seq."""
        self.publish_all(encode_server_frame(ChatLine(seat, text, n, self.seq)))

    # -- telling the seats -------------------------------------------------------------------
    def publish_all(self, text: str) -> None:
        for seat in (*range(self.row.players), None):
            self.bus.publish(self.subject(seat), text)

    def publish_states(self, before: int, public: dict[Any, Any] | None = None, first: int | None = None,
                       but: int | None = None) -> None:
        """Every seat's new state (`first`, the mover's, before the others; none for `but`,
        whose state was published already with `public`), then the end."""
        seats = sorted((*range(self.row.players), None), key=lambda seat: seat != first)
        public = {} if public is None else public  # what views that hide nothing say alike, written once
        for seat in seats:
            if but is None or seat != but:
                self.publish_state(seat, before, public)
        if self.status != OPEN:
            self.publish_all(self.end_frame())

    def publish_state(self, seat: int | None, before: int, public: dict[Any, Any]) -> None:
        """`seat`'s new state, built only if someone listens to its subject."""
        subject = self.subject(seat)
        if self.bus.subscribers(subject):
            self.bus.publish(subject, self.state_for(seat, before, public))

    def presence(self, seat: int | None, delta: int, name: str = "",
                 keep_name: Callable[[int, str], None] | None = None) -> None:
        """A connection to `seat` came (+1) or went (-1); its player's `name` ("": unchanged),
        kept by `keep_name(seat, name)` (the node's writer's, off the loop) or else here."""
        if seat is None:
            return
        was = self.online[seat] > 0
        self.online[seat] += delta
        if not self.online[seat]:
            self.away_since[seat] = time.monotonic()
        renamed = bool(name) and name != self.names[seat]
        if renamed:
            self.names[seat] = name
            if keep_name is not None:
                keep_name(seat, name)
            else:
                self.keep_name(seat, name)
        if renamed or was != (self.online[seat] > 0):
            self.publish_all(encode_server_frame(Presence(seat, self.online[seat] > 0, self.names[seat])))

    def keep_name(self, seat: int, name: str, store: Store | None = None) -> None:
        """Store `seat`'s name (in `store`, the writer's, if given)."""
        try:
            (store or self.store).set_name(self.table_id, seat, name)
        except (StoreConflict, StoreUnavailable) as error:  # a name is not play: said, unstored
            log.warning("table %s: seat %s's name was not stored: %s", self.table_id, seat, error)

    def rematch_news(self) -> str | None:
        """The rematch votes so far (for a seat that comes back after the end), or None."""
        if not self.rematch_votes and self.row.next_table is None:
            return None
        return self._rematch_news()

    def _rematch_news(self) -> str:
        return encode_server_frame(RematchNews(sorted(self.rematch_votes), self.row.next_table))


def audience_subject(table_id: str, seat: int | None) -> str:
    """The bus subject of what a table tells `seat` (None: its spectators)."""
    return f"table.{table_id}.out.{'spectator' if seat is None else seat}"


def keep_repaired_end(store: Store, table_id: str) -> None:
    """Store the end of a table `Table.replay` repaired (over), if it can be: served as over all
    the same, and the next load tries again."""
    try:
        store.set_status(table_id, OVER)
    except StoreUnavailable as error:
        log.warning("table %s: the repaired end was not stored: %s", table_id, error)


def _ack(cid: int, ply: int, seq: int) -> str:
    return encode_server_frame(Ack(cid, ply, seq))
