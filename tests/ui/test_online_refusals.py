"""A move the online server turns down is said as a refusal at one desk is: its reason beside the
table and, in teach mode, the pointer to the lesson for its rule, the same pointer a local table
gives for the same move (issue 31: the server's refusals pointed to no lesson). A real server
started by the host's window, the friend's window joined by its invite link."""

from __future__ import annotations

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QStyle, QStyleOptionButton

from chroma_desktop.games.coloretto.state import PLACE
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import Move
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.position import position_to_text
from chroma_desktop.ui.match_controller import Seat
from tests.ui import test_online_table as online

LEFT = online.LEFT
WAIT_MS = online.WAIT_MS
tables = online.tables  # the host's and the joiner's windows at a Coloretto table (a fixture)


def teach_on(window) -> None:
    """Teach mode ticked with the mouse, as a player does."""
    box = window.side.teach_box
    option = QStyleOptionButton()
    box.initStyleOption(option)
    indicator = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, box)
    QTest.mouseClick(box, LEFT, pos=indicator.center())
    assert box.isChecked() and window.controller.teach


def local_pointer(qtbot, game_id: str, position: str, seat: int, move: Move) -> tuple[str, str]:
    """What a table at one desk says, and the lesson it points to, when `move` is made on the
    same table in teach mode: (the reason, the pointer's words)."""
    window = online._window(qtbot)
    window.finish_start()
    match = Match.from_position(position, 7, resolve=find_game)
    seats = [Seat("You") if other == seat else Seat(f"Bot {other + 1}", "heuristic")
             for other in range(match.players)]
    window.files.show_position(match, seats, True)
    controller = window.controller
    window.table_page.point_to_lesson(None)
    assert not controller.play(move)
    button = window.side.lesson_button
    said = (window.side.message.text(), button.words.text() if button.isVisible() else "")
    controller.stop()
    window.close()
    return said


def test_a_move_the_servers_rules_turn_down_points_to_the_same_lesson_as_at_one_desk(qtbot, tables):
    host, joiner, link = tables
    controller = online._join(qtbot, joiner, link)
    teach_on(joiner)
    online._until_to_move(qtbot, joiner, host)
    game, view = controller.game, controller.remote.state
    row = next(index for index, cards in enumerate(view.rows) if not cards)
    take = Move("take", row, f"row:{row}", "")
    assert game.parse_move(view, f"take {row + 1}") == take and take not in controller.legal
    # A move made against a table the server has moved on from (a real-time or simultaneous
    # table's late move), which its rules now turn down: sent as this window's session sends.
    joiner.table_page.point_to_lesson(None)
    controller.link.send_move(controller.remote.seq, game.move_to_str(view, take))
    qtbot.waitUntil(lambda: "refused" in joiner.side.message.text(), timeout=WAIT_MS)
    said = joiner.side.message.text()
    reason, pointer = local_pointer(qtbot, "coloretto", position_to_text(game, view),
                                    controller.seat, take)
    assert said == f"The server refused the move: {reason}"
    assert reason.startswith(f"Row {row + 1} has no cards yet")
    button = joiner.side.lesson_button
    assert button.isVisible() and pointer.startswith("New to ")
    assert button.words.text() == pointer  # the lesson a refusal at one desk points to
    QTest.mouseClick(button, LEFT, pos=button.rect().center())
    assert joiner.lesson is not None  # and it opens that lesson


def test_a_stale_move_says_the_rules_reason_on_the_fresh_table(qtbot, tables):
    """The server's own code names no rule ("the table changed meanwhile"); once the fresh table
    comes, the move refused is weighed on it as a local table would, and its reason said."""
    host, joiner, link = tables
    controller = online._join(qtbot, joiner, link)
    online._until_to_move(qtbot, joiner, host)
    online.draw_elsewhere(link, controller.remote.seq)  # the same seat draws from elsewhere
    online._click(joiner, "deck")
    qtbot.waitUntil(lambda: controller.remote.state.phase == PLACE, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: joiner.side.message.text().endswith("first."), timeout=WAIT_MS)
    assert joiner.side.message.text() == (
        "The server refused the move: the table changed meanwhile: here it is now. "
        "You already drew a card: place it on a row first.")
