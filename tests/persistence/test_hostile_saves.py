"""Saves from anywhere (`--open`, *Resume*, `chroma replay`): every damaged, foreign or edited
file is refused with a reason, quickly, never with a traceback, a hang or unbounded memory; and
an edited record cannot choose what chance brings."""

from __future__ import annotations

import json
import os
import random
import threading
import time

import pytest

from chroma_desktop.persistence import SaveFileError, load_match, save_match
from chroma_desktop.persistence.files import MAX_SAVE_BYTES
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.match import MAX_RECORD_MOVES, Match, chance_rng, sample_outcome
from chroma_desktop.ui.session import load_session


def _coloretto(moves=30, seed=3):
    match = Match(find_game("coloretto"), 4, {"edition": "newer"}, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        match.play(rng.choice(match.legal_moves(match.to_move()[0])))
    return match


def _session(match):
    record = match.to_record()
    record["seats"] = [{"name": "You", "bot": ""}] + [
        {"name": f"Bot {i + 1}", "bot": "heuristic"} for i in range(1, match.players)]
    record["teach"] = False
    return record


def _write(tmp_path, data, name="game.json"):
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return path


def _refused(path, reason):
    with pytest.raises(SaveFileError) as refused:
        load_session(path)
    assert reason in str(refused.value)
    return str(refused.value)


def test_a_clean_session_record_opens(tmp_path):
    match = _coloretto()
    opened, seats, teach = load_session(_write(tmp_path, _session(match)))
    assert opened.state == match.state and len(seats) == 4 and teach is False


@pytest.mark.parametrize(("seats", "reason"), [
    ("four", "'seats' must be a list of seats"),
    ([{"name": "You"}], "names 1 seats for 4 players"),
    ([{"bot": "random"}] * 4, "'seats' must be a list of seats"),
    ([{"name": 7}] * 4, "'seats' must be a list of seats"),
    ([{"name": "A", "bot": 3}] * 4, "'seats' must be a list of seats"),
    ([{"name": "A", "colour": "red"}] * 4, "'seats' must be a list of seats"),
    ([{"name": "A", "bot": "genius"}] * 4, "unknown bot 'genius'"),
    ([None] * 4, "'seats' must be a list of seats"),
])
def test_malformed_seats_are_refused_with_the_reason(tmp_path, seats, reason):
    record = _session(_coloretto())
    record["seats"] = seats
    _refused(_write(tmp_path, record), reason)


@pytest.mark.parametrize(("field", "value", "reason"), [
    ("teach", "no", "'teach' must be true or false"),
    ("teach", 1, "'teach' must be true or false"),
    ("players", True, "'players' must be a whole number"),
    ("seed", True, "'seed' must be a whole number"),
    ("seed", 1.5, "'seed' must be a whole number"),
    ("cursor", False, "'cursor' must be a whole number"),
    ("format_version", True, "unsupported format_version True"),
    ("options", {"edition": 2}, "'options' must be an object of texts"),
    ("moves", [[True, "start orange"]], "'moves' must be a list of [player, move] pairs"),
    ("moves", "all of them", "'moves' must be a list"),
    ("cheat", 1, "unknown field 'cheat'"),
])
def test_values_of_the_wrong_type_and_unknown_keys_are_refused(tmp_path, field, value, reason):
    record = _session(_coloretto())
    record[field] = value
    _refused(_write(tmp_path, record), reason)


def test_a_key_written_twice_is_refused(tmp_path):
    text = json.dumps(_session(_coloretto()))
    assert text.startswith('{"format_version": 1, "game": "coloretto"')
    doubled = text.replace('"game": "coloretto"', '"game": "coloretto", "game": "cmyk"', 1)
    _refused(_write(tmp_path, doubled), "the key 'game' is written twice")


@pytest.mark.parametrize("where", ["seed", "cursor", "player"])
def test_a_number_of_thousands_of_digits_is_refused(tmp_path, where):
    huge = "9" * 5000
    text = json.dumps(_session(_coloretto()))
    if where == "seed":
        text = text.replace('"seed": 3', f'"seed": {huge}')
    elif where == "cursor":
        text = text.replace('"cursor": ', f'"cursor": {huge}, "x": ')
    else:
        text = text.replace('[0, "start orange"]', f'[{huge}, "start orange"]')
    _refused(_write(tmp_path, text), "more than 1000 digits")


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_non_numbers_are_refused(tmp_path, constant):
    text = json.dumps(_session(_coloretto())).replace('"seed": 3', f'"seed": {constant}')
    _refused(_write(tmp_path, text), "is not a number a record may hold")


def test_a_chance_outcome_the_seed_did_not_draw_is_refused(tmp_path):
    # The cheat of issue 16: one edited line chooses the next card.
    match = _coloretto(moves=60)
    record = _session(match)
    game = match.game
    for ply, (player, text) in enumerate(record["moves"]):
        if player != CHANCE or not text.startswith("reveal"):
            continue
        state = match.states[ply]
        drawn = sample_outcome(game.chance_outcomes(state), chance_rng(match.seed, ply))
        others = [game.move_to_str(state, move) for move, p in game.chance_outcomes(state)
                  if p > 0 and move != drawn]
        if others:
            record["moves"][ply][1] = others[0]  # possible, but not what the seed draws
            break
    else:
        pytest.fail("no reveal with another possible outcome")
    message = _refused(_write(tmp_path, record), "not the outcome this game's seed draws")
    assert f"move {ply + 1}" in message


def test_a_move_for_the_wrong_player_is_refused(tmp_path):
    record = _session(_coloretto())
    player, text = record["moves"][5]
    record["moves"][5] = [(player + 1) % 4, text]
    _refused(_write(tmp_path, record), "does not replay")


def test_moves_after_the_end_are_refused(tmp_path):
    match = Match(find_game("coloretto"), 2, {}, 5)
    rng = random.Random(5)
    while not match.is_over():
        player = match.to_move()[0]
        match.play(rng.choice(match.legal_moves(player)), player)
    record = match.to_record()
    record["moves"].append([0, "draw"])
    record["cursor"] += 1
    _refused(_write(tmp_path, record), "the game is already over")


# -- files that are not files ------------------------------------------------------------------
def _returns_within(seconds, call):
    outcome = {}

    def run():
        try:
            outcome["value"] = call()
        except Exception as error:  # the test inspects it
            outcome["error"] = error

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    return not thread.is_alive(), outcome


def test_a_fifo_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    finished, outcome = _returns_within(5, lambda: load_session(fifo))
    if not finished:  # unblock the reader so the test can end, then fail
        with open(fifo, "w"):
            pass
    assert finished, "opening a FIFO blocked"
    assert isinstance(outcome.get("error"), SaveFileError)
    assert "not a regular file" in str(outcome["error"])


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_endless_devices_are_refused_without_reading_them(device):
    finished, outcome = _returns_within(5, lambda: load_match(device))
    assert finished
    assert "not a regular file" in str(outcome["error"])


def test_a_folder_is_refused(tmp_path):
    _refused(tmp_path, "not a regular file")


def test_a_file_over_the_cap_is_refused(tmp_path):
    record = json.dumps(_session(_coloretto()))
    path = _write(tmp_path, record + " " * (MAX_SAVE_BYTES - len(record) + 1))
    _refused(path, "too large")
    path.write_text(record + " " * (MAX_SAVE_BYTES - len(record)))
    assert load_session(path)[0].players == 4


def test_a_20000_move_chroma_mix_game_opens(tmp_path):
    # 20,000 moves of random Chroma Mix (the longest game on record): 0.85 MB.
    match = Match(find_game("chroma_mix"), 2, {}, 2)
    rng = random.Random(2)
    while len(match.moves) < 20_000:
        player = match.to_move()[0]
        match.play(rng.choice(match.legal_moves(player)), player)
    path = tmp_path / "long.json"
    save_match(match, path)
    assert path.stat().st_size <= MAX_SAVE_BYTES
    loaded = load_match(path)
    # How fast is a figure, not a test: benchmarks/fuzz_files.py prints it.
    assert loaded.state == match.state and loaded.cursor == match.cursor


def test_more_moves_than_any_game_are_refused_before_replaying(tmp_path):
    record = _session(_coloretto())
    record["moves"] = [[0, "draw"]] * (MAX_RECORD_MOVES + 1)
    started = time.perf_counter()
    _refused(_write(tmp_path, record), "more than any game")
    assert time.perf_counter() - started < 1


@pytest.mark.parametrize(("position", "reason"), [
    (7, "'position' must be text"),
    ("chroma position: coloretto, 9 players", "starting position is refused"),
    ("hello", "starting position is refused"),
])
def test_a_damaged_starting_position_is_refused(tmp_path, position, reason):
    record = _session(_coloretto())
    record["position"] = position
    _refused(_write(tmp_path, record), reason)
