"""The registry finds every game by its manifest, and a new game needs nothing but its package.

The toy game in `tests/toy_game` is registered here the way a plug-in would be; with no edit
anywhere else it is simulated, passes the conformance suite and shows on the start page.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from chroma_desktop import registry
from chroma_desktop.registry import all_games, find_game, manifest_for, manifests
from chroma_desktop.rules.api import UnknownGameError
from tests.toy_game.manifest import MANIFEST as TOY

GAMES = all_games()

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("manifest", manifests(), ids=lambda m: m.id)
def test_each_manifest_agrees_with_its_game(manifest):
    game = find_game(manifest.id)
    assert (game.id, game.name, game.min_players, game.max_players) == (
        manifest.id, manifest.name, manifest.min_players, manifest.max_players)
    assert manifest.blurb and manifest.how_to_play.startswith("<h3>")
    for level in manifest.bot_levels:
        assert callable(registry.load(level.factory))


def test_the_four_games_are_found_in_display_order():
    assert [m.id for m in manifests()] == ["coloretto", "chroma_mix", "chroma_cubes", "cmyk"]
    assert [game.id for game in GAMES] == [m.id for m in manifests()]
    assert find_game("coloretto") is find_game("coloretto")


def test_an_unknown_game_names_the_known_ones():
    with pytest.raises(UnknownGameError, match="known games: coloretto") as refused:
        find_game("chess")
    assert isinstance(refused.value, KeyError) and refused.value.game_id == "chess"
    assert refused.value.reason.key == "setup.unknown_game"


@pytest.fixture
def toy():
    registry.register(TOY)
    yield find_game(TOY.id)
    registry.unregister(TOY.id)


def test_a_registered_game_is_simulated_by_the_cli(toy, capsys):
    from chroma_desktop.cli import main

    assert main(["simulate", "toy_nim", "--players", "2", "--games", "30",
                 "--bots", "heuristic,random"]) == 0
    out = capsys.readouterr().out
    assert "Toy Nim: 30 games, 2 players" in out
    assert manifest_for("toy_nim") is TOY


def test_a_registered_game_is_on_the_start_page_and_in_the_new_game_dialog(toy, qtbot):
    from chroma_desktop.ui.dialogs import NewGameDialog
    from chroma_desktop.ui.main_window import MainWindow
    from chroma_desktop.ui.pages import StartPage

    window = MainWindow()
    qtbot.addWidget(window)
    page = StartPage(window)
    qtbot.addWidget(page)
    assert page.game_buttons["toy_nim"].name_label.text() == "Toy Nim"
    dialog = NewGameDialog(window, "toy_nim")
    qtbot.addWidget(dialog)
    assert dialog.game_box.currentData() == "toy_nim"
    assert dialog.players_box.minimum() == 2 and dialog.players_box.maximum() == 3


def test_a_registered_game_gets_the_whole_conformance_suite():
    """Named by the environment variable, the toy runs through every conformance check."""
    env = {**os.environ, registry.EXTRA_GAMES_VARIABLE: "tests.toy_game.manifest",
           "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0",
         "tests/rules/test_conformance.py", "-k", "toy_nim"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout[-3000:]
    passed = int(result.stdout.split(" passed")[0].rsplit("\n", 1)[-1])
    assert passed >= 4, result.stdout  # playouts for 2 and 3 players, two seeds each, and more


def test_the_toy_game_plays_on_the_table(toy, qtbot):
    from chroma_desktop.rules.match import Match
    from chroma_desktop.ui.scene.layouts import layout_for

    match = Match(toy, 2, {}, seed=4)
    layout = layout_for(toy, match.content, 2)
    assert layout.choose_variant([], 0) is None and layout.end_details(match.state, []) == ""
