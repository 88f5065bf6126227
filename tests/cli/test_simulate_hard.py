"""`chroma simulate` plays the Hard level (the search bot) of every game, with its think time or
a fixed number of playouts a decision, and answers a bad value with usage and exit code 2."""

from __future__ import annotations

import pytest

from chroma_desktop.cli import main
from chroma_desktop.registry import game_ids


def run(capsys, *argv):
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.mark.parametrize("game_id", game_ids())
def test_hard_bots_play_every_game(capsys, game_id):
    code, out, err = run(capsys, "simulate", game_id, "--players", "2", "--bots", "hard,heuristic",
                         "--games", "1", "--playouts", "2", "--seed", "5")
    assert code == 0, err
    rows = [line.split() for line in out.splitlines()[2:]]
    assert [row[:2] for row in rows] == [["1", "hard"], ["2", "heuristic"]]
    assert sum(float(row[2]) for row in rows) == pytest.approx(1.0)  # one game, one win shared


def test_a_fixed_playout_count_plays_the_same_games(capsys):
    argv = ("simulate", "coloretto", "--players", "3", "--bots", "hard,heuristic,random",
            "--games", "2", "--playouts", "5", "--seed", "9")
    first, second = run(capsys, *argv), run(capsys, *argv)
    assert first[0] == 0 and first == second


def test_the_think_time_is_given_to_the_hard_bots(capsys):
    code, out, err = run(capsys, "simulate", "coloretto", "--players", "2", "--bots",
                         "hard,easy", "--games", "1", "--think", "0.01")
    assert code == 0, err
    assert "hard" in out and "easy" in out


@pytest.mark.parametrize(("extra", "said"), [
    (["--think", "0"], "--think must be a positive number of seconds, not 0"),
    (["--think", "-1"], "--think must be a positive number of seconds, not -1"),
    (["--playouts", "0"], "--playouts must be at least 1, not 0"),
])
def test_a_bad_think_time_or_playout_count_gets_usage(capsys, extra, said):
    code, _out, err = run(capsys, "simulate", "coloretto", "--players", "2", "--bots",
                          "hard,heuristic", *extra)
    assert code == 2
    assert "usage: chroma simulate" in err and said in err and "Traceback" not in err


def test_a_think_time_that_is_not_a_number_gets_usage(capsys):
    with pytest.raises(SystemExit) as exited:
        main(["simulate", "coloretto", "--bots", "hard,hard,hard,hard", "--think", "soon"])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert "usage: chroma simulate" in err and "invalid float value: 'soon'" in err
