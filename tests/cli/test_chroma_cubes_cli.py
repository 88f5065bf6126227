"""The CLI with Chroma Cubes: the sheet and mode options as their own flags, solo checks."""

from __future__ import annotations

import json

from chroma_desktop.cli import main


def test_simulate_on_a_chosen_sheet(capsys):
    assert main(["simulate", "chroma_cubes", "--sheet", "cardinal", "--players", "3",
                 "--bots", "heuristic,random,random", "--games", "2", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "sheet=cardinal" in out and "heuristic" in out


def test_solo_cairn_game_and_a_refused_player_count(capsys):
    assert main(["simulate", "chroma_cubes", "--players", "1", "--mode", "cairn",
                 "--bots", "heuristic", "--games", "2"]) == 0
    assert main(["simulate", "chroma_cubes", "--players", "2", "--mode", "cairn", "--games", "1"]) == 2
    assert "the cairn mode is for one player, not 2" in capsys.readouterr().err


def test_engine_bench_prints_json(capsys):
    assert main(["bench", "engine", "--game", "chroma_cubes", "--players", "3", "--games", "2",
                 "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["game"] == "chroma_cubes" and figures["games_per_s"] > 0
