"""`chroma position SAVE [--move N]`: a saved game's position as text, at any move; usage errors
exit 2, unreadable files exit 1 with one line."""

from __future__ import annotations

import random

import pytest

from chroma_desktop import registry
from chroma_desktop.cli import main
from chroma_desktop.persistence import save_match
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.position import position_from_text, position_to_text
from tests.toy_game.manifest import MANIFEST as TOY

coloretto = find_game("coloretto")


def run(capsys, *argv):
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.fixture
def saved(tmp_path):
    """A newer-edition game of 3 players, 30 random moves in, then one decision undone."""
    match = Match(coloretto, 3, {"edition": "newer"}, 4)
    rng = random.Random(4)
    for _ in range(30):
        player = match.to_move()[0]
        match.play(rng.choice(match.legal_moves(player)), player)
    match.undo(free=True)
    path = tmp_path / "game.chroma.json"
    save_match(match, path)
    return match, path


def test_position_prints_where_the_game_was_saved(capsys, saved):
    match, path = saved
    assert match.cursor < len(match.moves)
    code, out, err = run(capsys, "position", str(path))
    assert code == 0, err
    assert out == position_to_text(coloretto, match.state)
    assert position_from_text(out, resolve=find_game) == match.state


@pytest.mark.parametrize("move", [0, 1, 7, "last"])
def test_position_at_a_given_move(capsys, saved, move):
    match, path = saved
    ply = len(match.moves) if move == "last" else move
    code, out, err = run(capsys, "position", str(path), "--move", str(ply))
    assert code == 0, err
    assert position_from_text(out, resolve=find_game) == match.states[ply]
    if ply == 0:
        assert out.startswith("chroma position: coloretto, 3 players, edition=newer")
        assert "phase: remove" in out


@pytest.mark.parametrize(("argv", "message"), [
    (["--move", "-1"], "--move counts moves from 0, not -1"),
    (["--move", "100000"], "--move 100000 is past the end: the game has"),
    (["--frobnicate"], "unrecognized arguments: --frobnicate"),
])
def test_bad_arguments_get_the_usage_and_exit_code_2(capsys, saved, argv, message):
    code, out, err = run(capsys, "position", str(saved[1]), *argv)
    assert code == 2
    assert "usage: chroma position" in err and message in err
    assert out == ""


def test_a_move_that_is_not_a_number_gets_the_usage_and_exit_code_2(capsys, saved):
    with pytest.raises(SystemExit) as exited:
        main(["position", str(saved[1]), "--move", "three"])
    assert exited.value.code == 2
    assert "invalid int value: 'three'" in capsys.readouterr().err


def test_a_missing_or_damaged_file_exits_1_with_one_line(capsys, tmp_path):
    code, out, err = run(capsys, "position", str(tmp_path / "nowhere.json"))
    assert code == 1 and out == ""
    assert err.startswith("chroma position: nowhere.json cannot be read")
    assert len(err.strip().splitlines()) == 1
    damaged = tmp_path / "damaged.json"
    damaged.write_text('{"format_version": 1, "game": "coloretto", "players": 4', encoding="utf-8")
    code, out, err = run(capsys, "position", str(damaged))
    assert code == 1 and "not valid JSON" in err
    assert len(err.strip().splitlines()) == 1


def test_a_game_without_notation_exits_1_saying_so(capsys, tmp_path):
    registry.register(TOY._replace(position=None))  # a game that declares no notation
    try:
        path = tmp_path / "toy.json"
        save_match(Match(find_game(TOY.id), 2, {}, 1), path)
        code, out, err = run(capsys, "position", str(path))
    finally:
        registry.unregister(TOY.id)
    assert code == 1 and out == ""
    assert err.strip() == "chroma position: Toy Nim has no position notation yet"
