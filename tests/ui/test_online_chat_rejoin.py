"""Online: after a rejoin, chat lines stay where they were said, between the moves (issue 31:
they all moved to the end of the log). Two real windows offscreen and the app's own server, as
in test_online_table.py; moves made with the real mouse, chat typed in the chat line."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from chroma_desktop.ui.main_window import MainWindow
from chroma_desktop.ui.online_table import OnlineController
from tests.ui.test_online_table import (  # noqa: F401 (tables: the fixture, used by name)
    LEFT,
    WAIT_MS,
    _join,
    _take_turn_with_the_mouse,
    _until_to_move,
    _window,
    tables,
)


def _say(qtbot, window: MainWindow, text: str) -> None:
    box = window.online.chat_box
    QTest.mouseClick(box.line, LEFT)
    QTest.keyClicks(box.line, text)
    QTest.keyClick(box.line, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: text in window.side.log.toPlainText(), timeout=WAIT_MS)


def _lines(window: MainWindow) -> list[str]:
    return [line for line in window.side.log.toPlainText().splitlines() if line.strip()]


def test_after_a_rejoin_chat_lines_stay_between_the_moves_they_were_said_among(
        qtbot, tables):  # noqa: F811 (the fixture imported above)
    host, joiner, link = tables
    _join(qtbot, joiner, link)
    _say(qtbot, joiner, "hello all")
    _until_to_move(qtbot, joiner, host)
    _say(qtbot, joiner, "my turn now")
    _take_turn_with_the_mouse(qtbot, joiner)
    # The bot plays after the friend; then the table waits for the host, and stays as it is.
    qtbot.waitUntil(lambda: host.controller.human_to_move() is not None, timeout=WAIT_MS)
    seq = host.controller.remote.seq
    qtbot.waitUntil(lambda: joiner.controller.remote.seq == seq, timeout=WAIT_MS)
    said = _lines(joiner)
    middle = said.index("You: my turn now")
    assert 0 < middle < len(said) - 1  # moves were said before it and after it
    joiner.close()
    again = _window(qtbot)
    try:
        dialog = again.online.show_my_online_games()
        QTest.mouseClick(dialog.rejoin_buttons[0], LEFT)
        qtbot.waitUntil(lambda: isinstance(again.controller, OnlineController), timeout=WAIT_MS)
        qtbot.waitUntil(lambda: "my turn now" in again.side.log.toPlainText(), timeout=WAIT_MS)
        assert again.controller.seat == joiner.controller.seat
        assert _lines(again) == said
    finally:
        again.close()
