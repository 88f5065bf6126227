"""The Normal bot standing in for a seat whose player is away too long or out of time, from that
seat's view only, until its player comes back (as Keldon's server did).

Now and then a round (`stand_in_rounds`) plays for every such seat of each table the node holds.
The bot's move is played on the match (`prepare`) and appended through the node's writer
(`store_writer.py`: off the event loop on PostgreSQL) with the table held (`Table.busy`), as a
player's move is (`moving.py`); only once it is stored is it shown (`Table.move_stored`). A store
that cannot write takes it back and the next round tries again; a table another node writes
now is let go. Its moves carry no client id.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING

from chroma_desktop.server import clocks as clock
from chroma_desktop.server.replies import PreparedMove, Reply
from chroma_desktop.server.store import Append, LogRow, StoreConflict, StoreUnavailable
from chroma_desktop.server.store_writer import StoreWriter
from chroma_desktop.server.table import OPEN, Table

if TYPE_CHECKING:
    from chroma_desktop.server.gateway import TableServer

log = logging.getLogger("chroma_server")


def away_seats(table: Table, after: float) -> list[int]:
    """The seats to move whose players have been gone longer than `after` seconds (0: never),
    or whose time has run out."""
    if table.status != OPEN:
        return []
    now = time.monotonic()
    late = set(clock.out_of_time(table.row.clocks, time.time())) if table.row.clocks else set()
    return [seat for seat in table.match.to_move() if seat >= 0 and (seat in late or (
        after > 0 and not table.online[seat] and now - table.away_since[seat] > after))
        and table.match.legal_moves(seat)]


def prepare(table: Table, seat: int) -> PreparedMove:
    """The bot's move for `seat`, played on the match and waiting to be stored as a player's
    move does (`Table.move_stored`, or the match truncated back to its `ply`)."""
    from chroma_desktop.bots.driver import bot_rng
    from chroma_desktop.bots.factory import make_bot

    stand_in = table.stand_ins.get(seat)
    if stand_in is None:
        stand_in = (make_bot("heuristic", table.row.game), bot_rng(table.row.seed, seat))
        table.stand_ins[seat] = stand_in
    bot, rng = stand_in
    match, game, current, ply = table.match, table.game, table.seq, table.match.cursor
    match.play(bot.choose(game, match.view(seat), seat, rng), seat)
    rows = [LogRow(current + n, match.movers[k], game.move_to_str(match.states[k], match.moves[k]))
            for n, k in enumerate(range(ply, match.cursor))]
    clocks, status = table.clocks_and_end(seat)
    return PreparedMove(seat, None, ply, current, rows, clocks, status)


def stand_in_move(table: Table, seat: int) -> Reply:
    """The bot's move for `seat` stored on the table's own store, there and then; taken back and
    raised if the store refuses it (StoreConflict, StoreUnavailable)."""
    prepared = prepare(table, seat)
    try:
        table.store.append(table.table_id, prepared.rows, prepared.clocks, prepared.status)
    except (StoreConflict, StoreUnavailable):
        table.match.truncate(prepared.ply)  # not stored, so not played
        raise
    return table.move_stored(prepared)


async def play_away_seats(table: Table, writer: StoreWriter, after: float) -> int:
    """Play for each seat of `table` away longer than `after` seconds (or out of time), each
    move stored through `writer` before every seat is shown it: how many were played.
    StoreUnavailable (the seats left wait for the next round) or StoreConflict as the writer
    raised them, the move taken back. Seen to its end if the caller is cancelled meanwhile (a
    server closing), where the writer lets the loop go."""
    playing = _play(table, writer, after)
    return await (asyncio.shield(playing) if writer.suspends else playing)


async def _play(table: Table, writer: StoreWriter, after: float) -> int:
    played = 0
    async with table.busy:
        for seat in away_seats(table, after):
            if seat not in away_seats(table, after):  # the move just stored was this seat's turn too
                continue
            prepared = prepare(table, seat)
            try:
                await writer.append(Append(table.table_id, prepared.rows, prepared.clocks, prepared.status))
            except (StoreConflict, StoreUnavailable):
                table.match.truncate(prepared.ply)  # not stored, so not played
                raise
            table.publish_states(table.move_stored(prepared).before)
            played += 1
    return played


async def stand_in_rounds(server: TableServer) -> None:
    """Now and then, let the Normal bot play for the seats of `server`'s tables whose players
    are away too long, or whose time ran out; a finished table nobody watches is let go."""
    after = server.limits.away_after
    interval = min(1.0, after / 2) if after > 0 else 1.0
    while True:
        await asyncio.sleep(interval)
        for table in list(server.tables.values()):
            if table.busy.locked() or server.tables.get(table.table_id) is not table:
                continue  # a move being stored (the next round sees it settled), or let go meanwhile
            try:
                await play_away_seats(table, server.writer, after)
            except StoreUnavailable as error:  # not played: the next round tries again
                log.warning("the stand-in at table %s waits: %s", table.table_id, error)
            except StoreConflict:  # another node writes this table now
                log.warning("table %s was written by another node: let go", table.table_id)
                server.let_go(table.table_id)
                continue
            except Exception:  # a stand-in must never stop the server
                log.exception("the stand-in at table %s failed", table.table_id)
            server.forget_if_finished(table)
