"""What a table's actions hand back (`table.py`): a new table's tokens, a reply to the sender, a
move waiting for the store, and what the store keeps of a new table."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from chroma_desktop.net import protocol as p
from chroma_desktop.server.store import LogRow, TableRow

NewTable = tuple[TableRow, list[str], list[LogRow], list[str]]
"""What `Store.create` keeps of a new table: its row, seat hashes, set-up log and names."""



@dataclass
class Created:
    """What creating a table hands back once: the only copies of the seat tokens."""

    table_id: str
    seat_tokens: list[str]
    spectator_code: str
    seed_commit: str


@dataclass
class Reply:
    """The answer to the sender, and whether the table changed (so every seat gets a new state)."""

    frames: list[str]
    changed: bool = False
    before: int = 0


@dataclass
class PreparedMove:
    """A move checked and played on the match, waiting to be stored (`Table.prepare_move`,
    `stand_in.prepare`)."""

    seat: int
    frame: p.MoveFrame | None
    """The player's frame; None for the stand-in's move (`stand_in.prepare`)."""
    ply: int
    """The match's ply before the move."""
    before: int
    """The table's seq before the move."""
    rows: list[LogRow]
    clocks: dict[str, Any] | None
    status: str | None
