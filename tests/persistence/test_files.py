"""Save files: atomic writes, exact round trips, and damaged or foreign files refused unchanged."""

from __future__ import annotations

import json
import random

import pytest

from chroma_desktop.persistence import SaveFileError, autosave_path, load_match, save_match
from chroma_desktop.persistence.files import write_json_atomic
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match


def _played(moves=30, seed=3):
    match = Match(find_game("coloretto"), 4, {"edition": "newer"}, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        match.play(rng.choice(match.legal_moves(match.to_move()[0])))
    return match


def test_save_and_load_restore_the_exact_position(tmp_path):
    match = _played()
    match.undo(free=True)
    path = tmp_path / "game.json"
    save_match(match, path)
    loaded = load_match(path)
    assert loaded.state == match.state
    assert loaded.cursor == match.cursor
    assert loaded.can_redo() and loaded.redo()
    match.redo()
    assert loaded.state == match.state


def test_atomic_write_leaves_no_temporary_files(tmp_path):
    write_json_atomic(tmp_path / "a.json", {"x": 1})
    write_json_atomic(tmp_path / "a.json", {"x": 2})
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]
    assert json.loads((tmp_path / "a.json").read_text()) == {"x": 2}


def test_a_failed_write_keeps_the_old_file(tmp_path):
    path = tmp_path / "a.json"
    write_json_atomic(path, {"x": 1})
    with pytest.raises(TypeError):
        write_json_atomic(path, {"x": object()})
    assert json.loads(path.read_text()) == {"x": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]


@pytest.mark.parametrize(("content", "reason"), [
    (b"\x00\x01garbage", "not valid JSON"),
    (b'{"format_version": 1, "game": "coloretto", "players": 4, "seed": 1, "moves": [[0, "fly"]]}',
     "does not replay"),
    (b'{"hello": "world"}', "not a Chroma Desktop saved game"),
    (b'{"format_version": 99, "game": "coloretto"}', "unsupported format_version"),
    (b'{"format_version": 1, "game": "chess", "players": 2, "seed": 1, "moves": []}',
     "unknown game"),
    (b'{"format_version": 1, "game": "coloretto", "players": 9, "seed": 1, "moves": []}',
     "2 to 5 players"),
    (b'[' * 100000, "not valid JSON"),
])
def test_a_damaged_or_foreign_file_is_refused_and_left_as_it_was(tmp_path, content, reason):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(SaveFileError) as refused:
        load_match(path)
    assert reason in str(refused.value)
    assert path.read_bytes() == content


def test_a_record_that_stops_replaying_names_the_move(tmp_path):
    record = _played(moves=12).to_record()
    record["moves"][8][1] = "take 9"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record))
    with pytest.raises(SaveFileError, match=r"move 9 \('take 9'\) does not replay"):
        load_match(path)


def test_a_forged_chance_outcome_is_refused(tmp_path):
    record = _played(moves=12).to_record()
    chance_index = next(i for i, (player, _) in enumerate(record["moves"]) if player == -1)
    record["moves"][chance_index][1] = "first 9"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record))
    with pytest.raises(SaveFileError, match="does not replay"):
        load_match(path)


def test_autosave_goes_to_the_user_data_folder(_private_user_data):
    assert autosave_path().parent == _private_user_data
