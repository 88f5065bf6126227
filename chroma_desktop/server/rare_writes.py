"""A seated connection's frames other than moves (chat, undo, resign, rematch), with the table
held (`Table.busy`) while what they write waits for the node's writer (`store_writer.py`).

Each is checked on the table, kept through the writer, and only then counted and told: a store
that refuses (`unavailable`, a lost lease) leaves the table as it was, the table's writes reach
the store in the order they came (the lock), and on PostgreSQL the event loop serves every
other table while the commit waits. Where the writer lets the loop go, the action is seen to
its end even if the connection's task is cancelled meanwhile (a server closing), as a move is
(`moving.py`): a write kept is always counted.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from chroma_desktop.net import protocol as p
from chroma_desktop.net.protocol import refuse_unhandled
from chroma_desktop.server.store import Append, Store
from chroma_desktop.server.store_writer import StoreWriter
from chroma_desktop.server.table import OPEN, RESIGNED, Table

Acted = p.ChatFrame | p.UndoRequest | p.UndoAnswer | p.RematchFrame | p.ResignFrame


async def act_in_turn(table: Table, writer: StoreWriter, seat: int, frame: Acted,
                      push: Callable[[str], None]) -> Table | None:
    """Act on `seat`'s frame: the rematch's new table if this frame made it (the node serves
    it), else None. ProtocolError for a frame the table refuses; StoreUnavailable or
    StoreConflict as the writer raised them (nothing counted)."""
    acting = _act(table, writer, seat, frame, push)
    return await (asyncio.shield(acting) if writer.suspends else acting)


async def _act(table: Table, writer: StoreWriter, seat: int, frame: Acted,
               push: Callable[[str], None]) -> Table | None:
    table_id = table.table_id
    async with table.busy:
        match frame:
            case p.ChatFrame():
                text, seq = frame.text, table.seq  # said at the table's present seq
                n = await writer.write(lambda store: store.add_chat(table_id, seat, text, seq))
                table.said(seat, text, n)
                return None
            case p.UndoRequest():
                table.undo_request(seat)
                return None
            case p.UndoAnswer():
                row = table.undo_row(seat, frame.accept)
                if row is not None:  # the answer that completes the undo: its row kept first
                    await writer.append(Append(table_id, [row]))
                reply = table.undo_answered(seat, frame.accept)
            case p.RematchFrame():
                return await _rematch(table, writer, seat)
            case p.ResignFrame():
                if table.status == OPEN:
                    status = f"{RESIGNED}{seat}"
                    await writer.write(lambda store: store.set_status(table_id, status))
                    reply = table.resigned(seat)
                else:
                    reply = table.resign(seat)  # refused: the game is over, nothing written
            case _:
                refuse_unhandled(frame)
        for text in reply.frames:
            push(text)
        if reply.changed:
            table.publish_states(reply.before, first=seat)
    return None


async def _rematch(table: Table, writer: StoreWriter, seat: int) -> Table | None:
    if table.status == OPEN or table.row.next_table is not None:
        return table.rematch(seat)  # refused, or the rematch told again: nothing written
    table_id = table.table_id
    if seat not in table.rematch_votes:  # kept before it is told: a restart keeps it
        await writer.write(lambda store: store.add_rematch_vote(table_id, seat))
    made = table.rematch_voted(seat)
    if made is None:
        return table.rematch_made(None)
    created, kept = made

    def keep(store: Store) -> None:
        store.create(*kept)
        store.set_next(table_id, created.table_id)

    await writer.write(keep)
    return table.rematch_made(created)
