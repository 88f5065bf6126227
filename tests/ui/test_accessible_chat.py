"""An online table's chat by the keys alone, as a screen reader's player reaches it (issue 34:
"online dialogs and chat have names and a sensible tab order; nothing is reachable only by the
mouse"): Ctrl+Tab leaves the table (Tab is its moves'), Tab goes through the side panel to the
chat line, named "Chat", then to Send; Enter sends the line to every table, whose reader hears
it. Two real windows
offscreen and the app's own server, as in test_online_table.py."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from tests.ui.test_accessible_screens import said_name
from tests.ui.test_online_table import (  # noqa: F401 (tables: the fixture, used by name)
    WAIT_MS,
    _join,
    tables,
)


def test_the_chat_line_is_reached_named_and_sent_by_the_keys_alone(
        qtbot, tables):  # noqa: F811 (the fixture imported above)
    host, joiner, link = tables
    _join(qtbot, joiner, link)
    box = joiner.online.chat_box
    qtbot.waitUntil(lambda: box.isVisible() and box.isEnabled(), timeout=WAIT_MS)
    joiner.activateWindow()
    joiner.view.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(joiner.view, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    # The window's own focus: two windows share the one offscreen screen, either may be active.
    passed = []
    while joiner.focusWidget() is not box.line and len(passed) < 20:
        passed.append(joiner.focusWidget())
        assert passed[-1] not in (None, joiner.view), passed  # round the panel, no line met
        QTest.keyClick(passed[-1], Qt.Key.Key_Tab)
    assert joiner.focusWidget() is box.line, passed
    assert said_name(QAccessible.queryAccessibleInterface(box.line)) == "Chat"
    QTest.keyClick(box.line, Qt.Key.Key_Tab)
    assert joiner.focusWidget() is box.send_button
    assert said_name(QAccessible.queryAccessibleInterface(box.send_button)) == "Send"
    QTest.keyClick(box.send_button, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    QTest.keyClicks(box.line, "hello by keys")
    QTest.keyClick(box.line, Qt.Key.Key_Return)
    for window in (host, joiner):
        qtbot.waitUntil(lambda w=window: "hello by keys" in w.side.log.toPlainText(), timeout=WAIT_MS)
    # The other seat's reader hears it, with who said it.
    qtbot.waitUntil(lambda: any("Bea: hello by keys" in words for words, _ in host.announcer.said),
                    timeout=WAIT_MS)
