"""One move at a seated connection, from its frame to every seat's new state, with the table
held (`Table.busy`) while the move waits for the store (`store_writer.py`).

The table is checked and played first (`Table.prepare_move`), the rows appended through the
node's writer, and only once the store answered is the move acknowledged and shown
(`Table.move_stored`), or taken back (`Table.move_failed`). Another frame for the same table
waits for the lock meanwhile, so a table's moves reach the log in the order they came and each
is checked against a settled table; other tables play on. The answer and the mover's own new
state leave its socket in one write (`connection.one_write_each`), the other seats' after.
Where the writer lets the event loop go while it waits, the move is seen to its end even if the
connection's task is cancelled meanwhile (a server closing): a table never stays half played.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from chroma_desktop.net import protocol as p
from chroma_desktop.server.connection import one_write_each
from chroma_desktop.server.store import Append, StoreConflict, StoreUnavailable
from chroma_desktop.server.store_writer import StoreWriter
from chroma_desktop.server.table import PreparedMove, Table


async def move_in_turn(table: Table, writer: StoreWriter, seat: int, frame: p.MoveFrame,
                       push: Callable[[str], None], may_refuse: Callable[[], bool]) -> bool:
    """Check, store, then answer `seat`'s move: its answer pushed, every seat's state published.
    True if the connection is to be closed: the table refused the move and `may_refuse()` said
    no refusal is left. StoreConflict when another writer holds the table's log."""
    moving = _move(table, writer, seat, frame, push, may_refuse)
    return await (asyncio.shield(moving) if writer.suspends else moving)


async def _move(table: Table, writer: StoreWriter, seat: int, frame: p.MoveFrame,
                push: Callable[[str], None], may_refuse: Callable[[], bool]) -> bool:
    async with table.busy:
        resent = (seat, frame.id) in table.acks
        reply = table.prepare_move(seat, frame)
        if isinstance(reply, PreparedMove):
            prepared = reply
            try:
                await writer.append(Append(table.table_id, prepared.rows, prepared.clocks, prepared.status))
            except (StoreConflict, StoreUnavailable) as error:
                reply = table.move_failed(prepared, error)
            else:
                reply = table.move_stored(prepared)
        if not (reply.changed or resent or may_refuse()):
            return True
        public: dict[Any, Any] = {}
        with one_write_each():  # the answer and the mover's own new state: one write
            for text in reply.frames:
                push(text)
            if reply.changed:
                table.publish_state(seat, reply.before, public)
        if reply.changed:
            table.publish_states(reply.before, public, but=seat)
    return False
