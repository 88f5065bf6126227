"""Time controls: a bank per seat plus an increment per move, kept as wall-clock deadlines in the
store, so a deadline that passes while the server is down has passed when it comes back; a seat
out of time is played by the Normal bot."""

from __future__ import annotations

import json
import time

import pytest

from chroma_desktop.net.protocol import MoveFrame
from chroma_desktop.server.bus import InProcessBus
from chroma_desktop.server.clocks import new_clocks
from chroma_desktop.server.stand_in import away_seats, stand_in_move
from chroma_desktop.server.table import Table


@pytest.fixture
def store(any_store):
    """Every test here runs on SQLite and on PostgreSQL (`conftest.any_store`)."""
    return any_store


def _clocks(table: Table, seat: int) -> list[dict]:
    return json.loads(table.state_for(seat, table.seq))["clocks"]


def test_a_move_spends_the_movers_time_and_adds_the_increment(store):
    table, _ = Table.create(store, InProcessBus(), "coloretto", 3, time_control=(600, 30))
    seat = table.match.to_move()[0]
    shown = _clocks(table, seat)
    assert [clock["running"] for clock in shown] == [s == seat for s in range(3)]
    assert all(clock == _clocks(table, other)[n] or clock["running"]
               for other in range(3) for n, clock in enumerate(shown))
    legal = json.loads(table.state_for(seat, table.seq))["legal"][0]
    table.move(seat, MoveFrame(1, table.seq, legal))
    after = store.load(table.table_id).row.clocks
    assert 629 < after["left"][seat] <= 630  # the bank, less the moment it took, plus 30
    mover = table.match.to_move()[0]
    assert after["since"][mover] is not None and (mover == seat or after["since"][seat] is None)


def test_a_seat_out_of_time_is_played_by_the_normal_bot(store):
    table, _ = Table.create(store, InProcessBus(), "coloretto", 3, time_control=(0.2, 5))
    seat = table.match.to_move()[0]
    assert away_seats(table, 0) == []
    time.sleep(0.3)
    assert away_seats(table, 0) == [seat]
    plies = table.seq
    assert stand_in_move(table, seat).changed and table.seq > plies
    assert store.load(table.table_id).row.clocks["left"][seat] == 5  # out of time: the increment only


def test_a_deadline_that_passes_while_the_server_is_down_has_passed_when_it_is_back(store):
    bus = InProcessBus()
    table, _ = Table.create(store, bus, "chroma_mix", 3, time_control=(0.3, 0))
    seat = table.match.to_move()[0]
    table_id = table.table_id
    del table  # the server is down
    time.sleep(0.4)
    again = Table.load(store, bus, store.load(table_id))
    assert away_seats(again, 0) == [seat]


@pytest.mark.parametrize("bank, increment", [(0, 0), (-1, 5), (10, -1), (40 * 24 * 3600, 0),
                                             (float("nan"), 0), (float("inf"), 0)])
def test_a_time_control_out_of_range_is_refused(bank, increment):
    with pytest.raises(ValueError):
        new_clocks(2, bank, increment)
