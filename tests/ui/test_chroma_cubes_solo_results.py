"""The results of a finished Chroma Cubes solo game, in the real window (issue 31: every finished
solo game said "You win!"): a score attack that reached the threshold wins and says its round; one
that missed it says the points against the threshold, in the title, not a win; a cairn game says
its score and cairns, in English, Italian and German."""

from __future__ import annotations

import pytest

from chroma_desktop import language
from chroma_desktop.ui.match_controller import Seat
from chroma_desktop.ui.translation import install
from tests.ui.drawn_text import played_match


def results(window, qtbot, mode: str, seed: int, code: str = "en"):
    """The results dialog of a solo game in `mode` the Normal bot played to its end for "You"."""
    match = played_match("chroma_cubes", 1, 0, seed=seed, options={"mode": mode},
                         until=lambda match: match.is_over())
    window.autosave = False
    window.bot_delay_ms = 10 ** 7
    install(code)
    window.finish_start()
    window.show_match(match, [Seat("You")], False)
    qtbot.waitUntil(lambda: window.ending.end_dialog is not None, timeout=10_000)
    dialog = window.ending.end_dialog
    qtbot.waitUntil(dialog.isVisible)
    return match, dialog


@pytest.fixture
def english_after():
    yield
    install(language.SOURCE)


def test_a_score_attack_that_reaches_the_threshold_wins(window, qtbot):
    match, dialog = results(window, qtbot, "score_attack", 2)
    assert match.state.score(0) >= 6
    assert dialog.title.text() == "You win!"
    assert dialog.tie_break.text() == f"Threshold 6 reached in round {match.state.round}"


@pytest.mark.parametrize(("code", "lost"), [
    ("en", "points, short of the threshold of 6: the solo game is lost"),
    ("it", "punti, sotto la soglia di 6: la partita in solitario è persa"),
    ("de", "Punkte, unter der Schwelle von 6: das Solospiel ist verloren")])
def test_a_score_attack_that_misses_the_threshold_is_not_a_win(window, qtbot, english_after,
                                                               code, lost):
    match, dialog = results(window, qtbot, "score_attack", 8, code)
    assert match.state.score(0) < 6
    title = dialog.title.text()
    assert title.endswith(f"{match.state.score(0)} {lost}")
    assert "win" not in title.lower().split() and "vinci" not in title.lower()


def test_a_cairn_game_says_its_score_and_cairns_not_a_win(window, qtbot):
    match, dialog = results(window, qtbot, "cairn", 1)
    title = dialog.title.text()
    filled, total = len(match.state.cairns_done), len(match.state.config.cairns)
    assert title != "You win!"
    assert f"({filled} of {total} cairns filled). Score: {match.state.score(0)} points" in title
