"""Hard bots at the table (issue 14): the New game dialog offers Easy, Normal and Hard for every
bot seat of every game with a think time it remembers; a Hard seat thinks on the worker thread
and moves; undo, a new game and closing the window stop its thinking at once."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QThreadPool
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from chroma_desktop.bots.search import SearchBot
from chroma_desktop.registry import manifests
from chroma_desktop.ui import settings
from chroma_desktop.ui.match_controller import Seat
from tests.ui.conftest import humans, start, wait_for_human

LEFT = Qt.MouseButton.LeftButton
ENDLESS = 10**7  # playouts no test waits for: only cancelling ends such a search
LEVELS = {"Bot: easy": "easy", "Bot: normal": "heuristic", "Bot: hard": "hard"}


def test_every_bot_seat_of_every_game_offers_easy_normal_and_hard(window):
    dialog = window.show_new_game_dialog("coloretto")
    for entry in manifests():
        dialog.game_box.setCurrentIndex(dialog.game_box.findData(entry.id))
        dialog.players_box.setValue(dialog.players_box.maximum())
        for kind in dialog.seat_kinds:
            offered = {kind.itemText(i): kind.itemData(i) for i in range(kind.count())}
            assert LEVELS.items() <= offered.items(), (entry.id, offered)
    assert [dialog.think_box.itemData(i) for i in range(dialog.think_box.count())] == [0.5, 1.0,
                                                                                       2.0]
    dialog.reject()


def test_a_game_with_a_hard_seat_starts_and_the_hard_bot_moves(window, qtbot):
    dialog = window.show_new_game_dialog("coloretto")
    dialog.players_box.setValue(2)
    dialog.set_seat(1, "Bot: hard")
    dialog.think_box.setCurrentIndex(dialog.think_box.findData(0.5))
    dialog.seed_edit.setText("3")
    QTest.mouseClick(dialog.findChild(QDialogButtonBox).button(
        QDialogButtonBox.StandardButton.Ok), LEFT)
    controller = window.controller
    controller.search_playouts = 20
    assert [seat.bot for seat in controller.seats] == ["", "hard"]
    window.finish_start()
    window.view.setFocus()
    wait_for_human(qtbot, controller)
    while 1 not in controller.match.movers:  # the human moves by keyboard until the bot has
        QTest.keyClick(window.view, Qt.Key.Key_Tab)
        QTest.keyClick(window.view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: controller.human_to_move() == 0 or controller.match.is_over(),
                        timeout=20_000)
    bot = controller.policy.bot(1)
    assert isinstance(bot, SearchBot) and bot.budget == 0.5 and bot.playouts == 20
    assert not controller.bot_error
    # The think time is remembered, and so is the Hard seat.
    assert settings.load_think_seconds() == 0.5
    again = window.show_new_game_dialog("coloretto")
    assert again.think_box.currentData() == 0.5
    assert [kind.currentData() for kind in again.seat_kinds] == ["", "hard"]
    again.reject()


def hard_bot_thinking(window, qtbot):
    """A game against a Hard bot that has begun a search no test would wait for, and where the
    human's last move began."""
    controller = start(window, [Seat("You"), Seat("Bot 2", "hard")])
    controller.search_playouts = ENDLESS
    window.finish_start()
    window.view.setFocus()
    wait_for_human(qtbot, controller)
    for _ in range(5):  # the human moves by keyboard until it is the bot's turn
        decided_at = controller.match.cursor
        QTest.keyClick(window.view, Qt.Key.Key_Tab)
        QTest.keyClick(window.view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: controller.bot_pending() or controller.human_to_move() == 0,
                        timeout=20_000)
        if controller.bot_pending():
            break
    qtbot.wait(50)  # the search is under way on its thread
    assert controller.bot_pending()
    return controller, decided_at


def test_undo_stops_a_hard_bot_thinking_and_drops_its_move(window, qtbot):
    controller, decided_at = hard_bot_thinking(window, qtbot)
    QTest.mouseClick(window.side.undo_button, LEFT)
    assert not controller.bot_pending()
    # Ten million playouts take minutes: the search has stopped.
    assert QThreadPool.globalInstance().waitForDone(15_000)
    qtbot.wait(20)  # anything it sent arrives
    # Back before the human's last move; the bot never moved, nor does it now.
    assert controller.match.cursor == decided_at
    assert controller.human_to_move() == 0
    assert 1 not in controller.match.movers


@pytest.mark.parametrize("leave", ["new game", "close"])
def test_a_new_game_or_closing_stops_a_hard_bot_thinking(window, qtbot, leave):
    controller, _ = hard_bot_thinking(window, qtbot)
    if leave == "new game":
        start(window, humans(4))
    else:
        window.close()
    assert not controller.bot_pending()
    assert QThreadPool.globalInstance().waitForDone(15_000)


@pytest.mark.parametrize("task_kind", ["move", "hint"])
def test_a_task_cancelled_before_its_thread_runs_it_neither_thinks_nor_answers(task_kind, qtbot):
    import random
    import threading

    from chroma_desktop.registry import find_game
    from chroma_desktop.rules.match import Match
    from chroma_desktop.ui.bot_task import BotRelay, BotTask, RankTask

    game = find_game("coloretto")
    match = Match(game, 2, None, 4)
    while match.to_move()[0] < 0:
        match.resolve_chance()
    seat = match.to_move()[0]
    relay, answers = BotRelay(), []
    relay.done.connect(lambda token, answer: answers.append(answer))
    bot = SearchBot(playouts=ENDLESS)
    if task_kind == "move":
        task = BotTask(relay, "t", bot, game, match.view(seat), seat, random.Random(1), False)
    else:
        task = RankTask(relay, "t", bot, game, match.view(seat), seat, random.Random(1))
    task.cancel()
    worker = threading.Thread(target=task.run)
    worker.start()
    worker.join(timeout=10)
    assert not worker.is_alive(), "the cancelled task searched anyway"
    qtbot.wait(50)
    assert answers == []
