"""One authority per table: who may write a table's log, and how a node keeps that right.

A node serves a table only while it holds the table's lease. With SQLite there is one process
and so one owner (`SoleOwner`: every claim is held). With PostgreSQL (`pg_store.PgStore`) a lease
is a row of `leases`: the table, its node, an epoch and an expiry on the database's clock. A claim
takes the row when it is free, expired or already the node's, and raises the epoch; the epoch is
the fencing token that every append carries, and the database refuses (`LeaseLost`) a write whose
epoch is not the table's current one or whose lease has expired. A node renews its leases every
third of their lifetime (`keep_leases`); a node that stalls past the expiry (a SIGSTOP, a long
pause) loses them to the next node a player comes to, which loads the table from its log, and its
own late writes are refused by the database, never applied.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import NamedTuple, Protocol

from chroma_desktop.server.store import StoreConflict, StoreUnavailable

LEASE_SECONDS = 10.0
"""How long a lease lasts unless renewed: a dead node's tables wait this long for another node."""

log = logging.getLogger("chroma_server")


class LeaseLost(StoreConflict):
    """A write refused because this node no longer holds the table's lease (another node took
    it, or it expired): nothing was written, and the node must let the table go."""


class TableElsewhere(StoreUnavailable):
    """The table is held by another live node (`owner`, reached at `address`): this node may not
    serve it until that lease ends."""

    def __init__(self, table_id: str, owner: str, address: str) -> None:
        super().__init__(f"table {table_id} is served by node {owner} ({address or 'no address'})")
        self.owner, self.address = owner, address


class Claim(NamedTuple):
    """The answer to a claim: `held` by this node (at `epoch`), else the `owner` that holds it
    and its `address` ("" if it said none); `known` False for a table no store has."""

    known: bool
    held: bool
    epoch: int = 0
    owner: str = ""
    address: str = ""


class Ownership(Protocol):
    """Leases on tables, as a node sees them."""

    node: str
    renew_every: float | None
    """Seconds between two renewals (None: leases never end, one process owns everything)."""
    relay_secret: bytes | None
    """The key every node of the store shares, that signs a relayed client's address
    (`relayed_for.py`); None with one process, where nothing is relayed."""

    def claim(self, table_id: str) -> Claim:
        """Take the table's lease for this node if it is free, expired or its own (a new epoch);
        StoreUnavailable if the store cannot answer now."""

    def renew(self) -> set[str]:
        """Extend every lease this node holds; the tables whose lease it lost meanwhile (another
        node took them: they must be let go). StoreUnavailable if the store cannot answer now."""

    def release(self, table_id: str) -> None:
        """Let the table's lease go at once (the table left this node's memory)."""

    def release_all(self) -> None:
        """Let every lease go (the node stops), so other nodes take its tables at once."""


class SoleOwner:
    """One process owns every table (SQLite): claims are always held, nothing ends."""

    node = "local"
    renew_every: float | None = None
    relay_secret: bytes | None = None

    def claim(self, table_id: str) -> Claim:
        return Claim(known=True, held=True, epoch=1, owner=self.node)

    def renew(self) -> set[str]:
        return set()

    def release(self, table_id: str) -> None:
        pass

    def release_all(self) -> None:
        pass


async def keep_leases(ownership: Ownership, let_go: Callable[[str], None],
                      renew: Callable[[], Awaitable[set[str]]] | None = None) -> None:
    """Renew this node's leases every `renew_every` seconds (through `renew`, the node's
    writer's, if given: off the event loop); a table whose lease was lost is let go
    (`let_go(table_id)`). A store that cannot answer is tried again on the next round: the
    leases then run on towards their expiry, after which the database refuses this node's writes."""
    every = ownership.renew_every
    if every is None:
        return
    failing = False
    while True:
        await asyncio.sleep(every)
        try:
            lost = await renew() if renew is not None else ownership.renew()
        except StoreUnavailable as error:
            if not failing:
                log.warning("node %s cannot renew its leases now: %s", ownership.node, error)
            failing = True
            continue
        if failing:
            log.warning("node %s renews its leases again", ownership.node)
        failing = False
        for table_id in sorted(lost):
            log.warning("node %s lost the lease of table %s: letting it go", ownership.node, table_id)
            let_go(table_id)
