"""What a move is worth at an online seat (issue 31): the table asks the rules on the seat's own
view, as the server sent it, and shows the badge and words as a table played here does."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ui.test_move_worth import said_on_badge
from tests.ui.test_online_table import (
    FRIEND_SEAT,
    _join,
    _take_turn_with_the_mouse,
    _until_to_move,
)
from tests.ui.test_online_table import tables as tables  # noqa: F401 (the fixture, reused)


def test_an_online_seat_sees_each_focused_move_s_worth_from_its_own_view(qtbot, tables):  # noqa: F811
    host, joiner, link = tables
    controller = _join(qtbot, joiner, link)
    _until_to_move(qtbot, joiner, host)
    for _ in range(3):  # a row with cards to take (the table's first player is the server's draw)
        if any(move.kind == "take" for move in controller.legal):
            break
        _take_turn_with_the_mouse(qtbot, joiner)
        _until_to_move(qtbot, joiner, host)
    view = controller.match.view(FRIEND_SEAT)
    assert view is controller.remote.state  # what the server sent this seat, nothing more
    said = 0
    for _ in range(len(controller.legal)):
        QTest.keyClick(joiner.view, Qt.Key.Key_Tab)
        move = controller.focused_move()
        effect = controller.game.effect(view, move)
        badge = controller.worth.badge
        if effect is None:
            assert badge is None or not badge.isVisible()
            continue
        said += 1
        assert effect.seat == FRIEND_SEAT
        assert joiner.table_page.message.endswith(controller.words(effect.words))
        assert badge is not None and badge.isVisible()
        assert badge.text == said_on_badge(controller, effect)
    assert said > 0
