"""A table's rules of engagement, without sockets: exactly-once moves, stale moves, real-time
late moves, 128-bit seeds published only as a commitment, seat tokens kept only as hashes, and a
table rebuilt from its log."""

from __future__ import annotations

import json

import pytest

from chroma_desktop.net.protocol import MoveFrame, seed_commitment
from chroma_desktop.server.bus import InProcessBus
from chroma_desktop.server.store import LogRow, StoreConflict
from chroma_desktop.server.table import Table
from tests.server.engines import everything_stored


@pytest.fixture
def store(any_store):
    """Every test here runs on SQLite and on PostgreSQL (`conftest.any_store`)."""
    return any_store


def _first_legal(table: Table, seat: int) -> str:
    return json.loads(table.state_for(seat, table.seq))["legal"][0]


def test_seeds_are_128_bit_and_published_only_as_a_commitment(store):
    tables = [Table.create(store, InProcessBus(), "coloretto", 3) for _ in range(8)]
    seeds = [table.row.seed for table, _ in tables]
    assert len(set(seeds)) == 8 and max(seed.bit_length() for seed in seeds) > 120
    for table, created in tables:
        assert created.seed_commit == seed_commitment(table.row.seed, table.row.salt)
        assert str(table.row.seed) not in table.welcome(0)
        assert json.loads(table.welcome(0))["seed_commit"] == created.seed_commit


def test_seat_tokens_are_stored_only_as_hashes(store):
    _table, created = Table.create(store, InProcessBus(), "cmyk", 4)
    dump = everything_stored(store)
    assert created.table_id in dump
    for secret in (*created.seat_tokens, created.spectator_code):
        assert secret not in dump
        assert len(secret) >= 22  # 128 bits, URL-safe


def test_the_same_move_id_is_applied_once_and_answered_again(store):
    table, _ = Table.create(store, InProcessBus(), "coloretto", 3)
    seat = table.match.to_move()[0]
    frame = MoveFrame(1, table.seq, _first_legal(table, seat))
    first = table.move(seat, frame)
    plies = table.seq
    again = table.move(seat, frame)
    assert first.changed and not again.changed
    assert again.frames == first.frames[:1] and json.loads(again.frames[0])["t"] == "ack"
    assert table.seq == plies
    logged = [row for row in store.load(table.table_id).log if row.cid == 1]
    assert len(logged) == 1


def test_a_turn_based_move_against_an_old_state_is_refused_with_a_fresh_state(store):
    table, _ = Table.create(store, InProcessBus(), "coloretto", 3)
    seat = table.match.to_move()[0]
    old = table.seq
    table.move(seat, MoveFrame(1, old, _first_legal(table, seat)))
    seat = table.match.to_move()[0]
    reply = table.move(seat, MoveFrame(2, old, _first_legal(table, seat)))
    reject, state = (json.loads(frame) for frame in reply.frames)
    assert reject["code"] == "stale" and state["t"] == "state" and state["seq"] == table.seq
    assert not reply.changed


def test_an_illegal_move_is_refused_with_the_rules_reason(store):
    table, _ = Table.create(store, InProcessBus(), "coloretto", 3)
    seat = table.match.to_move()[0]
    other = (seat + 1) % 3
    reply = table.move(other, MoveFrame(1, table.seq, _first_legal(table, seat)))
    assert json.loads(reply.frames[0])["code"] == "not_your_turn"
    reply = table.move(seat, MoveFrame(2, table.seq, "fly to the moon"))
    refused = json.loads(reply.frames[0])
    assert refused["code"] == "illegal" and refused["why"]


def test_refused_moves_show_the_seat_one_state_built_once_until_the_table_changes(store):
    table, _ = Table.create(store, InProcessBus(), "coloretto", 3)
    seat = table.match.to_move()[0]
    other = (seat + 1) % 3
    states = [table.move(other, MoveFrame(n, table.seq, "nonsense")).frames[1] for n in range(1, 4)]
    assert states[0] is states[1] is states[2]  # a flood of refusals costs one state, not one each
    assert states[0] == table.state_for(other, table.seq)  # the same as one built afresh
    table.move(seat, MoveFrame(9, table.seq, _first_legal(table, seat)))
    after = table.move(other, MoveFrame(4, table.seq, "nonsense")).frames[1]
    assert after is not states[0] and json.loads(after)["seq"] == table.seq
    assert after == table.state_for(other, table.seq)


def test_in_real_time_a_slightly_late_move_is_taken_if_it_is_still_the_same_legal_move(store):
    table, _ = Table.create(store, InProcessBus(), "cmyk", 4)
    # Play set-up until several players act at once, then let two seats move against one state.
    for cid in range(1, 200):
        movers = table.match.to_move()
        if len(movers) > 1 and all(json.loads(table.state_for(s, 0))["legal"] for s in movers[:2]):
            break
        table.move(movers[0], MoveFrame(cid, table.seq, _first_legal(table, movers[0])))
    first, second = table.match.to_move()[:2]
    seen = table.seq
    texts = {seat: _first_legal(table, seat) for seat in (first, second)}
    assert table.move(first, MoveFrame(500, seen, texts[first])).changed
    late = table.move(second, MoveFrame(500, seen, texts[second]))
    assert json.loads(late.frames[0])["t"] == "ack", late.frames
    # Too late: beyond the window the move is stale.
    too_old = table.move(second, MoveFrame(501, seen - 9, texts[second]))
    assert json.loads(too_old.frames[0])["code"] == "stale"


def test_a_table_is_rebuilt_from_its_log_with_its_acknowledged_ids(store):
    bus = InProcessBus()
    table, _ = Table.create(store, bus, "chroma_mix", 3)
    for cid in range(1, 30):
        seat = table.match.to_move()[0]
        table.move(seat, MoveFrame(cid, table.seq, _first_legal(table, seat)))
    again = Table.load(store, bus, store.load(table.table_id))
    assert again.match.to_record() == table.match.to_record()
    assert again.acks == table.acks
    seat = again.match.to_move()[0]
    assert again.state_for(seat, 0) == table.state_for(seat, 0)


def test_the_log_refuses_a_second_writer_of_the_same_ply(store):
    table, _ = Table.create(store, InProcessBus(), "coloretto", 3)
    taken = store.load(table.table_id).log[-1]
    with pytest.raises(StoreConflict):
        store.append(table.table_id, [LogRow(taken.ply, 0, "anything")])


def test_a_move_another_writer_stored_first_is_taken_back_from_the_match(store):
    bus = InProcessBus()
    table, _ = Table.create(store, bus, "coloretto", 3)
    rival = Table.load(store, bus, store.load(table.table_id))  # a second server on the same log
    seat = table.match.to_move()[0]
    before = table.match.to_record()
    rival.move(seat, MoveFrame(1, rival.seq, _first_legal(rival, seat)))
    with pytest.raises(StoreConflict):
        table.move(seat, MoveFrame(2, table.seq, _first_legal(table, seat)))
    # The match is as the log stood before the refused move (Match.truncate), and the seat's
    # move is not acknowledged.
    assert table.match.to_record() == before and table.seq == len(before["moves"])
    assert (seat, 2) not in table.acks


def test_a_rematch_opens_when_every_seat_asks_with_the_same_seats_and_a_new_seed(store):
    from chroma_desktop.net.protocol import Hello, ProtocolError

    bus = InProcessBus()
    heard: list[dict] = []
    table, created = Table.create(store, bus, "coloretto", 3)
    bus.subscribe(table.subject(2), lambda text: heard.append(json.loads(text)))
    with pytest.raises(ProtocolError):
        table.rematch(0)  # not before the end
    assert table.resign(1).changed
    table.publish_states(table.seq)
    assert heard[-1]["t"] == "end" and heard[-1]["resigned"] == 1 and heard[-1]["rematch"] is None
    assert table.rematch(0) is None and table.rematch(2) is None
    assert heard[-1] == {"t": "rematch", "votes": [0, 2], "table": None}
    again = table.rematch(1)
    assert again is not None and heard[-1]["table"] == again.table_id
    assert again.row.seed != table.row.seed and again.row.options == table.row.options
    for seat, token in enumerate(created.seat_tokens):
        assert again.seat_of(Hello(again.table_id, token, None, None, "", "")) == seat
    # Stored: the old table's end names the new one after a restart too.
    reloaded = Table.load(store, bus, store.load(table.table_id))
    assert json.loads(reloaded.end_frame())["rematch"] == again.table_id
    assert store.load(again.table_id).row.status == "open"


def test_an_undo_takes_back_the_askers_last_move_once_everyone_agrees_and_survives_a_restart(store):
    from chroma_desktop.net.protocol import ProtocolError

    bus = InProcessBus()
    heard: list[dict] = []
    table, _ = Table.create(store, bus, "chroma_cubes", 3)
    bus.subscribe(table.subject(1), lambda text: heard.append(json.loads(text)))
    # Play until a seat's last decision revealed nothing (no chance after it).
    cid = 0
    while not table.match.can_undo() or table.match.last_mover() is None:
        seat = table.match.to_move()[0]
        cid += 1
        table.move(seat, MoveFrame(cid, table.seq, _first_legal(table, seat)))
    asker = table.match.last_mover()
    others = [seat for seat in range(3) if seat != asker]
    with pytest.raises(ProtocolError):
        table.undo_request(others[0])  # not their move to take back
    record, seq = table.match.to_record(), table.seq
    state = table.match.state
    table.undo_request(asker)
    assert heard[-1]["t"] == "undo" and heard[-1]["result"] == "asked"
    assert not table.undo_answer(others[0], True).changed
    # A refusal ends the request; asked again, everyone agrees.
    table.undo_answer(others[1], False)
    assert heard[-1]["result"] == "refused" and table.match.state is state
    table.undo_request(asker)
    table.undo_answer(others[0], True)
    reply = table.undo_answer(others[1], True)
    assert reply.changed and heard[-1]["result"] == "done"
    assert table.seq == seq + 1 and table.match.cursor == len(record["moves"]) - 1
    assert table.match.to_move() == (asker,)
    # The undo is in the log: a restart comes back to the same table, and play goes on.
    again = Table.load(store, bus, store.load(table.table_id))
    assert again.seq == table.seq and again.match.state == table.match.state
    seat = again.match.to_move()[0]
    assert again.move(seat, MoveFrame(cid + 1, again.seq, _first_legal(again, seat))).changed
    assert again.state_for(seat, 0) != table.state_for(seat, 0)
