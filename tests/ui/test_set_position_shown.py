"""A game that starts from a set position says so on the window (its title and the words beside
the table), and its result is never shown as a dealt game's: the results' title says it comes
from a set position. A dealt game says nothing of the kind."""

from __future__ import annotations

from chroma_desktop.persistence import save_match
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match
from tests.cli.test_replay_set_position import finished_from_a_position
from tests.ui.conftest import humans, start


def test_a_saved_game_from_a_set_position_says_so_and_so_does_its_result(window, tmp_path):
    path = tmp_path / "from-a-position.json"
    save_match(finished_from_a_position(), path)
    assert window.files.open_file(path)
    assert window.windowTitle() == "Chroma Desktop — Coloretto — From a set position"
    assert window.table_page.message == "This game starts from a set position, not a dealt one"
    dialog = window.ending.show_results()
    assert dialog is not None
    assert dialog.title.text().endswith("(from a set position)")


def test_a_dealt_game_says_nothing_of_a_position(window, tmp_path):
    match = Match(find_game("coloretto"), 3, {}, 2)
    match.play_text("draw")
    path = tmp_path / "dealt.json"
    save_match(match, path)
    assert window.files.open_file(path)
    assert window.windowTitle() == "Chroma Desktop — Coloretto"
    start(window, humans(3))
    assert "set position" not in window.windowTitle()
