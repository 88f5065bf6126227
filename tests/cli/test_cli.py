"""The `chroma` command: results tables, JSON figures, exit codes, and no tracebacks."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pytest

from chroma_desktop.cli import main
from chroma_desktop.persistence import save_match
from chroma_desktop.registry import find_game
from chroma_desktop.resources import data_dir
from chroma_desktop.rules.match import Match


def run(capsys, *argv):
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_simulate_prints_a_results_table(capsys):
    code, out, err = run(capsys, "simulate", "coloretto", "--players", "4", "--bots",
                         "heuristic,random,random,random", "--games", "6", "--seed", "7")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].startswith("Coloretto: 6 games, 4 players, seed 7")
    assert lines[1].split()[:3] == ["seat", "bot", "wins"]
    rows = [line.split() for line in lines[2:]]
    assert [row[1] for row in rows] == ["heuristic", "random", "random", "random"]
    assert sum(float(row[2]) for row in rows) == pytest.approx(6)


def test_simulate_is_reproducible(capsys):
    first = run(capsys, "simulate", "coloretto", "--games", "3", "--seed", "4")[1]
    second = run(capsys, "simulate", "coloretto", "--games", "3", "--seed", "4")[1]
    assert first == second


@pytest.mark.parametrize(("argv", "message"), [
    (["simulate", "chess"], "unknown game 'chess'"),
    (["simulate", "coloretto", "--players", "6"], "2 to 5 players, not 6"),
    (["simulate", "coloretto", "--option", "edition=gold"], "cannot be 'gold'"),
    (["simulate", "coloretto", "--edition", "gold"], "cannot be 'gold'"),
    (["simulate", "coloretto", "--colour", "red"], "unknown option 'colour'"),
    (["simulate", "coloretto", "--bots", "random,wizard,random,random"], "unknown bot 'wizard'"),
    (["simulate", "coloretto", "--bots", "random"], "names 1 bots for 4 players"),
    (["simulate", "coloretto", "--games", "0"], "at least 1"),
    (["bench", "engine", "--game", "nope"], "unknown game"),
    (["screenshot", "--game", "coloretto", "--size", "big", "--out", "x.png"], "WIDTHxHEIGHT"),
    (["validate", "--frobnicate", "x"], "unrecognized arguments"),
    (["replay", "game.json", "--edition", "newer"], "unrecognized arguments: --edition newer"),
    (["bench", "engine", "--game", "coloretto", "--edition", "gold"], "cannot be 'gold'"),
    (["screenshot", "--game", "coloretto", "--out", "x.png", "--edition=gold"], "cannot be 'gold'"),
])
def test_bad_arguments_get_usage_and_exit_code_2(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert "usage:" in err
    assert message in err
    assert "Traceback" not in err


def test_argparse_errors_exit_2(capsys):
    with pytest.raises(SystemExit) as exited:
        main(["simulate"])
    assert exited.value.code == 2
    assert "usage:" in capsys.readouterr().err


def test_bench_engine_prints_json_figures(capsys):
    code, out, _ = run(capsys, "bench", "engine", "--game", "coloretto", "--players", "4",
                       "--games", "5", "--json")
    assert code == 0
    figures = json.loads(out)
    assert figures["games"] == 5 and figures["games_per_s"] > 0 and figures["plies_per_s"] > 0


def test_validate_passes_the_shipped_data_and_fails_a_broken_pack(capsys, tmp_path):
    assert run(capsys, "validate")[0] == 0
    pack = tmp_path / "coloretto"
    shutil.copytree(data_dir() / "coloretto", pack)
    scoring = pack / "scoring.yaml"
    scoring.write_text(scoring.read_text().replace("positive_colours: 3", "positive_colours: x"))
    code, out, err = run(capsys, "validate", str(tmp_path))
    assert code == 1
    assert "scoring.yaml:" in err and "scoring.positive_colours" in err
    assert run(capsys, "validate", str(tmp_path / "missing"))[0] == 1


def test_replay_prints_moves_and_the_final_breakdown(capsys, tmp_path):
    from chroma_desktop.bots import make_bot
    from chroma_desktop.bots.driver import play_bot_match

    game = find_game("coloretto")
    match = play_bot_match(game, [make_bot("heuristic", "coloretto")] * 3, {}, seed=5)
    path = tmp_path / "game.json"
    save_match(match, path)
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 0
    assert "draw" in out and "Player 1:" in out and "Winner:" in out
    assert out.count("\n") > len(match.moves)


def test_replay_refuses_a_damaged_file_in_one_line(capsys, tmp_path):
    path = tmp_path / "bad.json"
    path.write_text("{not json")
    code, out, err = run(capsys, "replay", str(path))
    assert code == 1
    assert err.strip().count("\n") == 0 and "not valid JSON" in err


def test_unfinished_game_replay(capsys, tmp_path):
    match = Match(find_game("coloretto"), 4, {}, 1)
    match.play_text("draw")
    path = tmp_path / "g.json"
    save_match(match, path)
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 0 and "not finished" in out


def test_the_installed_command_runs(tmp_path):
    result = subprocess.run([sys.executable, "-m", "chroma_desktop.cli", "--version"],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0 and result.stdout.startswith("chroma ")
