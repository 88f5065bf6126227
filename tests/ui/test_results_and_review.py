"""The end of a game: the results screen (ranking, a breakdown table per player, what next), Enter
that never starts a rematch, and the review that steps the table through the game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from chroma_desktop.rules.api import Outcome, ScoreLine
from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.items.base import Highlight
from chroma_desktop.ui.match_controller import Seat
from chroma_desktop.ui.results import ranking
from chroma_desktop.ui.scene.layouts import TableContext

LEFT = Qt.MouseButton.LeftButton


def finished_game(window, qtbot, seed=2):
    # No autosave: these tests look at the results and the review, not the save file, and
    # writing it (synced to disk) after each of the game's ~120 moves cost ~1.5 s a test.
    window.autosave = False
    bots = [Seat("Ann", "heuristic"), Seat("Bo", "random"), Seat("Cy", "heuristic")]
    controller = window.start_game(NewGameConfig("coloretto", 3, bots, {}, False, seed))
    window.finish_start()
    qtbot.waitUntil(lambda: window.ending.end_dialog is not None, timeout=30_000)
    dialog = window.ending.end_dialog
    qtbot.waitUntil(dialog.isVisible)
    return controller, dialog


def test_the_results_rank_the_players_and_give_each_breakdown_as_a_table(window, qtbot):
    controller, dialog = finished_game(window, qtbot)
    outcome = controller.match.outcome()
    names = [seat.name for seat in controller.seats]
    assert dialog.title.text() == f"{names[outcome.winners[0]]} wins!"
    table = dialog.ranking
    assert table.rowCount() == 3
    shown = [(table.item(row, 1).text().rstrip(" ★"), float(table.item(row, 2).text()))
             for row in range(3)]
    assert shown[0][0] == names[outcome.winners[0]]
    assert [points for _name, points in shown] == sorted((p for _n, p in shown), reverse=True)
    assert {name for name, _points in shown} == set(names)
    for seat, breakdown in dialog.breakdowns.items():
        lines = outcome.breakdown[seat]
        assert breakdown.rowCount() == len(lines) + 1  # and the total
        points = [float(breakdown.item(row, 0).text()) for row in range(len(lines))]
        assert points == [line.points for line in lines]
        assert sum(points) == pytest.approx(outcome.scores[seat])
        assert breakdown.item(len(lines), 1).text() == "Score"
    text = dialog.plain_text()
    assert "positive" in text and "negative" in text


def test_places_are_shared_by_equal_scores():
    outcome = Outcome((10.0, 7.0, 7.0, 3.0), (0,), "",
                      tuple((ScoreLine("cards", s),) for s in (10.0, 7.0, 7.0, 3.0)))
    assert ranking(outcome, 4) == [(1, 0), (2, 1), (2, 2), (4, 3)]
    shared = Outcome((5.0, 5.0), (0, 1), "the win is shared", ((), ()))
    assert ranking(shared, 2) == [(1, 0), (1, 1)]


def test_enter_on_the_results_reviews_the_game_instead_of_a_rematch(window, qtbot):
    controller, dialog = finished_game(window, qtbot)
    assert not dialog.rematch_button.isDefault() and not dialog.rematch_button.autoDefault()
    QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)  # the keys are on the ranking
    assert window.controller is controller and controller.match.is_over()
    total = controller.match.cursor
    assert window.ending.reviewing and window.ending.review.ply == total
    assert window.side.prompt.text() == f"Reviewing: move {total} of {total}"


def test_the_review_opens_where_the_game_ended_not_at_its_first_move(window, qtbot):
    """Issue 31: Enter at the very end of a game opened the review at move 0, far from the
    table the player was looking at. It opens at the last move, by Enter on the results and by
    the end bar's Review game."""
    controller, dialog = finished_game(window, qtbot)
    match, game, scene = controller.match, controller.game, controller.scene
    total = match.cursor
    ended = {item_id: item.pos() for item_id, item in scene.items_by_id.items()}
    QTest.keyClick(dialog, Qt.Key.Key_Return)  # a real key on the finished game's results
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view, timeout=2000)
    review = window.ending.review
    assert review.ply == total and window.side.prompt.text() == f"Reviewing: move {total} of {total}"
    # The table as it ended, nothing to pick up, the last move said and lit, its log line marked.
    assert {item_id: item.pos() for item_id, item in scene.items_by_id.items()} == ended
    assert not scene.sources
    last = match.moves[total - 1]
    assert window.side.message.text() == controller.words(game.describe(match.states[total - 1], last))
    assert last.target in scene.highlighted(Highlight.HINT)
    lines = window.side.log.toPlainText().split("\n")
    assert window.side.log.textCursor().selectedText() == lines[-1]
    assert not window.side.forward_button.isEnabled() and window.side.back_button.isEnabled()
    QTest.keyClick(window.view, Qt.Key.Key_Left)  # one step back from the end
    assert review.ply == total - 1
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert not window.ending.reviewing
    QTest.mouseClick(window.side.review_button, LEFT)  # the end bar's button: the end again
    assert window.ending.reviewing and window.ending.review.ply == total


def test_the_review_steps_the_table_through_the_game(window, qtbot):
    controller, dialog = finished_game(window, qtbot)
    QTest.mouseClick(dialog.review_button, LEFT)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view, timeout=2000)
    match, game, scene = controller.match, controller.game, controller.scene
    total = match.cursor

    def shows(ply: int) -> bool:
        context = TableContext(game, tuple(s.name for s in controller.seats), controller.viewer,
                               game.to_move(match.states[ply]))
        wanted = {spec.id for spec in controller.layout.specs(
            game.view(match.states[ply], controller.viewer), context)}
        return set(scene.items_by_id) == wanted

    assert shows(total) and not scene.sources  # nothing can be picked up in a review
    QTest.keyClick(window.view, Qt.Key.Key_Home)
    assert window.ending.review.ply == 0 and shows(0)
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    assert window.ending.review.ply == 1 and shows(1)
    said = str(controller.words(game.describe(match.states[0], match.moves[0])))
    assert window.side.message.text() == said
    QTest.keyClick(window.view, Qt.Key.Key_End)
    assert window.ending.review.ply == total and shows(total)
    QTest.mouseClick(window.side.back_button, LEFT)
    assert window.ending.review.ply == total - 1 and shows(total - 1)
    QTest.keyClick(window.view, Qt.Key.Key_Home)
    assert window.ending.review.ply == 0
    QTest.mouseClick(window.side.forward_button, LEFT)
    assert window.ending.review.ply == 1
    # The log marks the move that led here.
    assert window.side.log.textCursor().selectedText() == window.side.log.document() \
        .findBlockByNumber(0).text()
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert not window.ending.reviewing and shows(total)
    assert controller.match.is_over() and window.controller is controller


def test_leaving_the_review_takes_its_words_from_the_panel(window, qtbot):
    """Issue 31 (played in a real window): after Esc the panel said "The game is over." over
    the review's "The table before the first move. → steps forward, Esc leaves." """
    controller, dialog = finished_game(window, qtbot)
    before = window.side.message.text()
    QTest.mouseClick(dialog.review_button, LEFT)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view, timeout=2000)
    QTest.keyClick(window.view, Qt.Key.Key_Home)
    assert "Esc leaves" in window.side.message.text()
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert not window.ending.reviewing
    assert window.side.prompt.text() == "The game is over."
    assert window.side.message.text() == before
    # From a step into the game too: the move reviewed is not said as the live table's news.
    QTest.mouseClick(window.side.review_button, LEFT)
    QTest.keyClick(window.view, Qt.Key.Key_Left)
    assert window.side.message.text() != before
    QTest.mouseClick(window.side.review_button, LEFT)  # the end bar's button leaves too
    assert not window.ending.reviewing and window.side.message.text() == before


def test_the_results_come_back_from_the_side_panel_and_rematch_starts_anew(window, qtbot):
    controller, dialog = finished_game(window, qtbot)
    QTest.mouseClick(dialog.close_button, LEFT)
    assert not dialog.isVisible()
    assert window.side.end_bar.isVisible()
    QTest.mouseClick(window.side.results_button, LEFT)
    assert window.ending.end_dialog is dialog and dialog.isVisible()
    QTest.mouseClick(dialog.rematch_button, LEFT)
    assert window.controller is not controller
    assert window.controller.game.id == "coloretto" and not window.controller.match.is_over()
    assert not window.side.end_bar.isVisible()
    window.controller.stop()


@pytest.mark.parametrize("size", [(1280, 800), (800, 500)])
def test_the_results_fit_the_window(window, qtbot, size):
    window.resize(*size)
    _controller, dialog = finished_game(window, qtbot)
    assert dialog.width() <= size[0] and dialog.height() <= size[1]
    for table in (dialog.ranking, *dialog.breakdowns.values()):
        # Each table shows all its rows (the screen scrolls as a whole).
        rows = sum(table.rowHeight(row) for row in range(table.rowCount()))
        assert table.viewport().height() >= rows


def test_a_window_that_closes_takes_its_results_with_it(window, qtbot):
    # Left open, the modal results stood in front of every window opened after them: a later
    # window's table got no hover from the mouse.
    _controller, dialog = finished_game(window, qtbot)
    assert dialog.isVisible() and QApplication.activeModalWidget() is dialog
    window.close()
    assert not dialog.isVisible()
    assert QApplication.activeModalWidget() is None
