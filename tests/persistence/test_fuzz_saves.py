"""Property-based fuzzing of save loading: whatever damage a save has, opening it either gives the
exact, legal game it records or a SaveFileError, never another exception; and nothing invalid
is ever accepted (checked by a strict replay that asks `legal_moves` at every ply).

Kept fast for CI (a few seconds); `benchmarks/fuzz_files.py` runs thousands of cases.
"""

from __future__ import annotations

import json
import random
from functools import cache

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chroma_desktop.persistence import SaveFileError
from chroma_desktop.registry import find_game, game_ids
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.match import Match, chance_rng, sample_outcome
from chroma_desktop.ui.session import load_session

GAMES = game_ids()
FUZZ = settings(max_examples=40, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


@cache
def _record(game_id: str) -> str:
    """A real session record of a short random game, as JSON text."""
    game = find_game(game_id)
    match = Match(game, 2, {}, 11)
    rng = random.Random(11)
    while not match.is_over() and len(match.moves) < 40:
        player = rng.choice(match.to_move())
        match.play(rng.choice(match.legal_moves(player)), player)
    record = match.to_record()
    record["seats"] = [{"name": "You", "bot": ""}, {"name": "Bot 2", "bot": "random"}]
    record["teach"] = True
    return json.dumps(record, indent=1)


def _strictly_valid(record: dict) -> bool:
    """The oracle: a record whose every player move is in `legal_moves` for its mover and whose
    every chance outcome is the seed's, with seats and teach of the right shape."""
    game = find_game(record["game"])
    match = Match(game, record["players"], record.get("options", {}), record["seed"],
                  resolve_chance=False)
    state = match.state
    for ply, (player, text) in enumerate(record["moves"]):
        movers = game.to_move(state)
        move = game.parse_move(state, text)
        if player == CHANCE:
            if movers != (CHANCE,) or move != sample_outcome(game.chance_outcomes(state),
                                                             chance_rng(record["seed"], ply)):
                return False
        elif player not in movers or move not in game.legal_moves(state, player):
            return False
        state = game.apply(state, move)
    seats = record.get("seats")
    return (isinstance(record.get("teach", False), bool)
            and (seats is None or len(seats) == record["players"]))


def _outcome(tmp_path, data: bytes) -> None:
    path = tmp_path / "fuzzed.json"
    path.write_bytes(data)
    try:
        match, seats, teach = load_session(path)
    except SaveFileError as error:
        assert str(error)
        return
    record = json.loads(data)
    assert _strictly_valid(record), "an invalid save was accepted"
    assert match.players == record["players"] and len(seats) == match.players
    assert isinstance(teach, bool)


@FUZZ
@given(game_id=st.sampled_from(GAMES), data=st.data())
def test_byte_damage_is_refused_or_harmless(tmp_path, game_id, data):
    raw = bytearray(_record(game_id).encode())
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(raw) - 1))
        action = data.draw(st.sampled_from(["flip", "insert", "delete", "cut"]))
        if action == "flip":
            raw[at] = data.draw(st.integers(0, 255))
        elif action == "insert":
            raw[at:at] = data.draw(st.binary(min_size=1, max_size=8))
        elif action == "delete":
            del raw[at:at + data.draw(st.integers(1, 40))]
        else:
            del raw[at:]
            if not raw:
                break
    _outcome(tmp_path, bytes(raw))


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-10, 10) | st.integers(min_value=10**20)
    | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=3),
    max_leaves=6)


def _paths(value, path=()):
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value[:60]):
            yield from _paths(item, (*path, index))


@FUZZ
@given(game_id=st.sampled_from(GAMES), data=st.data())
def test_damaged_fields_are_refused_or_harmless(tmp_path, game_id, data):
    record = json.loads(_record(game_id))
    for _ in range(data.draw(st.integers(1, 3))):
        paths = [path for path in _paths(record) if path]
        path = data.draw(st.sampled_from(paths))
        parent = record
        for part in path[:-1]:
            parent = parent[part]
        action = data.draw(st.sampled_from(["replace", "delete", "add"]))
        if action == "replace":
            parent[path[-1]] = data.draw(JSON_VALUES)
        elif action == "delete":
            del parent[path[-1]]
        elif isinstance(parent, dict):
            parent[data.draw(st.text(min_size=1, max_size=8))] = data.draw(JSON_VALUES)
        else:
            parent.append(data.draw(JSON_VALUES))
    _outcome(tmp_path, json.dumps(record).encode())


@FUZZ
@given(game_id=st.sampled_from(GAMES), data=st.data())
def test_edited_moves_are_refused_or_legal(tmp_path, game_id, data):
    """Plausible cheats: moves of the same game put elsewhere, other movers, swapped moves,
    another seed, the cursor moved."""
    record = json.loads(_record(game_id))
    moves = record["moves"]
    texts = sorted({text for _, text in moves})
    for _ in range(data.draw(st.integers(1, 3))):
        at = data.draw(st.integers(0, len(moves) - 1))
        action = data.draw(st.sampled_from(["text", "player", "swap", "truncate", "seed",
                                            "cursor"]))
        if action == "text":
            moves[at][1] = data.draw(st.sampled_from(texts))
        elif action == "player":
            moves[at][0] = data.draw(st.integers(-2, 3))
        elif action == "swap":
            other = data.draw(st.integers(0, len(moves) - 1))
            moves[at], moves[other] = moves[other], moves[at]
        elif action == "truncate":
            del moves[at:]
            record["cursor"] = len(moves)
            if not moves:
                break
        elif action == "seed":
            record["seed"] = data.draw(st.integers(0, 50))
        else:
            record["cursor"] = data.draw(st.integers(-1, len(moves) + 1))
    _outcome(tmp_path, json.dumps(record).encode())
