"""A table put away is freed, and a bot's late answer reaches only the table that asked; a dialog
opened for one use goes once it closes.

A new game, a rematch or a lesson puts the table on screen away. Its scene, items, animations and
controller must go with it, in the GUI thread: once a closure connected to one of the scene's own
animations kept every table of a session alive, and when that cycle was later broken, Python's
cycle collector (which may run on a bot's worker thread) destroyed Qt objects there and crashed.
"""

from __future__ import annotations

import gc
import threading
import weakref

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRunnable, Qt, QThreadPool
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from chroma_desktop.registry import game_ids
from chroma_desktop.ui.bot_task import shared_relay
from chroma_desktop.ui.dialogs import NewGameConfig, NewGameDialog
from chroma_desktop.ui.results import ResultsDialog
from chroma_desktop.ui.rules_reference import RulesReferenceDialog
from chroma_desktop.ui.rulings_dialog import RulingsDialog
from chroma_desktop.ui.seat import Seat

GAMES = game_ids()
BOTS = [Seat(f"Bot {seat}", "heuristic") for seat in (1, 2, 3)]  # a table that plays itself


def _put_away_objects_are_gone(qtbot) -> None:
    qtbot.wait(50)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    gc.collect()


def _a_table_in_motion(window, qtbot, game_id: str) -> tuple[weakref.ref, weakref.ref, list]:
    """A bots' table whose moves are in flight: weak references to its controller, scene and
    items (the test keeps no other)."""
    table = window.start_game(NewGameConfig(game_id, 3, BOTS, {}, False, 5))
    qtbot.waitUntil(lambda: table.scene.animating, timeout=5_000)
    items = [weakref.ref(item) for item in table.scene.items_by_id.values()]
    return weakref.ref(table), weakref.ref(table.scene), items


@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_put_away_with_cards_in_flight_is_freed(window, qtbot, game_id):
    window.set_pace(260, remember=False)  # moves animate: bots' moves are still in flight below
    old_controller, old_scene, old_items = _a_table_in_motion(window, qtbot, game_id)
    second = window.start_game(NewGameConfig(game_id, 3, BOTS, {}, False, 6))
    _put_away_objects_are_gone(qtbot)

    assert old_controller() is None, "the old table's controller outlived it"
    assert old_scene() is None, "the old table's scene outlived it"
    assert all(item() is None for item in old_items), "items of the old table outlived it"
    assert window.view.scene() is second.scene
    # The new table plays on: its bots move.
    moves = len(second.match.moves)
    qtbot.waitUntil(lambda: len(second.match.moves) > moves, timeout=10_000)


def test_a_reviewed_table_put_away_is_freed(window, qtbot):
    """A review belongs to its game: a new game lets it go, and the old table with it."""
    window.set_pace(0, remember=False)
    old_controller = _a_reviewed_table(window, qtbot)
    window.start_game(NewGameConfig("coloretto", 3, BOTS, {}, False, 8))
    assert not window.ending.reviewing
    _put_away_objects_are_gone(qtbot)
    assert old_controller() is None, "the reviewed table outlived its game"


def test_a_finished_table_and_its_results_go_with_a_new_game(window, qtbot):
    window.set_pace(0, remember=False)
    old_controller = _a_finished_table(window, qtbot)
    window.start_game(NewGameConfig("coloretto", 3, BOTS, {}, False, 8))
    _put_away_objects_are_gone(qtbot)
    assert old_controller() is None, "the finished table outlived its game"
    assert window.findChildren(ResultsDialog) == []


def _a_finished_table(window, qtbot) -> weakref.ref:
    table = window.start_game(NewGameConfig("coloretto", 3, BOTS, {}, False, 7))
    qtbot.waitUntil(table.match.is_over, timeout=30_000)
    qtbot.waitUntil(lambda: window.ending.end_dialog is not None and window.ending.end_dialog.isVisible(),
                    timeout=5_000)
    return weakref.ref(table)


def _a_reviewed_table(window, qtbot) -> weakref.ref:
    table = window.start_game(NewGameConfig("coloretto", 3, BOTS, {}, False, 7))
    qtbot.waitUntil(lambda: len(table.match.moves) >= 6, timeout=10_000)
    window.ending.review_game()
    assert window.ending.reviewing and window.ending.review.controller is table
    return weakref.ref(table)


def test_a_bots_answer_for_another_table_is_not_played(window, qtbot):
    """While a bot of this table is still waiting for a worker thread, an answer for the same
    position and seat from another table (its token differs only in the table's number) is not
    played; this table's own answer is."""
    pool = QThreadPool.globalInstance()
    gate = threading.Event()
    holds = [_Hold(gate) for _ in range(pool.maxThreadCount())]
    try:
        for hold in holds:  # every worker busy: the table's bot waits with its token pending
            pool.start(hold)
        window.set_pace(0, remember=False)
        first = window.start_game(NewGameConfig("coloretto", 3, BOTS, {}, False, 9))
        second = window.start_game(NewGameConfig("coloretto", 3, BOTS, {}, False, 9))
        qtbot.waitUntil(second.bot_pending, timeout=5_000)
        token = second.policy.pending_token
        seat = token[2]
        move = second.match.legal_moves(seat)[0]
        played = len(second.match.moves)

        shared_relay("move").done.emit((*token[:3], first.table_number), move)
        qtbot.wait(30)
        assert len(second.match.moves) == played, "a move meant for another table was played"

        shared_relay("move").done.emit(token, move)
        qtbot.waitUntil(lambda: len(second.match.moves) > played, timeout=2_000)
        assert second.match.moves[played] == move
    finally:
        gate.set()
        pool.waitForDone(5_000)


class _Hold(QRunnable):
    """Keeps one worker thread busy until `gate` opens."""

    def __init__(self, gate: threading.Event) -> None:
        super().__init__()
        self.gate = gate

    def run(self) -> None:
        self.gate.wait(10)


def test_a_dialog_opened_for_one_use_goes_once_closed(window, qtbot):
    """Every New game dialog once stayed, hidden, as the window's child for the session."""
    for _ in range(3):
        QTest.mouseClick(window.start_page.new_button, Qt.MouseButton.LeftButton)
        QTest.keyClick(_shown_dialog(qtbot, window), Qt.Key.Key_Escape)
    QTest.mouseClick(window.start_page.new_button, Qt.MouseButton.LeftButton)
    start = _shown_dialog(qtbot, window).findChild(QDialogButtonBox).button(
        QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller is not None, timeout=5_000)
    _put_away_objects_are_gone(qtbot)
    assert window.findChildren(NewGameDialog) == []


def _shown_dialog(qtbot, window) -> NewGameDialog:
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(NewGameDialog)),
                    timeout=5_000)
    return next(d for d in window.findChildren(NewGameDialog) if d.isVisible())


def _open_from_the_help_menu(qtbot, window, words: str, time: int) -> None:
    """Help, then the item that reads `words`, clicked with the mouse as a player does; the
    `time`-th opening clicks the item elsewhere along it (a menu takes a move that ends where
    the mouse was as it opened for no move at all)."""
    help_menu = window._menus[3]  # Game, Edit, View, Help
    action = next(action for action in help_menu.actions() if action.text() == words)
    bar = window.menuBar()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.actionGeometry(help_menu.menuAction()).center())
    qtbot.waitUntil(help_menu.isVisible)
    item = help_menu.actionGeometry(action)
    spot = QPoint(item.left() + 12 + 16 * time, item.center().y())
    QTest.mouseMove(help_menu, spot)
    QTest.mouseClick(help_menu, Qt.MouseButton.LeftButton, pos=spot)


@pytest.mark.qt_log_ignore("This plugin does not support")  # menus offscreen: no grabs
@pytest.mark.parametrize(("words", "kind"), [("&How to play", RulesReferenceDialog),
                                             ("&Rulings…", RulingsDialog)])
def test_the_help_dialogs_go_once_closed(window, qtbot, words, kind):
    """Help -> How to play (with its real tables for pictures) and Help -> Rulings were kept as
    the window's attributes, and every opening left the last one alive."""
    window.finish_start()
    window.start_game(NewGameConfig("coloretto", 3, BOTS, {}, False, 5))
    opened = []
    for time in range(4):
        _open_from_the_help_menu(qtbot, window, words, time)
        qtbot.waitUntil(lambda: _shown(window, kind) is not None, timeout=10_000)
        opened.append(weakref.ref(_shown(window, kind)))
        QTest.keyClick(_shown(window, kind), Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: _shown(window, kind) is None)
    _put_away_objects_are_gone(qtbot)
    assert window.findChildren(kind) == []
    assert all(dialog() is None for dialog in opened), "a closed help dialog outlived its use"
    assert window.help_menu.rules_reference is None and window.help_menu.rulings_dialog is None


def _shown(window, kind):
    return next((dialog for dialog in window.findChildren(kind) if dialog.isVisible()), None)
