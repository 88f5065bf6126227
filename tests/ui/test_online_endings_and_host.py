"""Online play in the app, the last gaps: a game that ends by a resignation (Game → Resign online
game) has its Results (who resigned, the scores as they stood where the game can say them) and
its Rematch, in English and in Italian; "your turn" at the table on screen asks for attention
only while the window is not the active one; the host dialog once the table is open (nothing
left to edit, the links shown whole, a friend's seat that is taken says who took it, the buttons
in sight on a small screen); and the chat line in a small window. Real windows offscreen, real
servers on loopback ports, real mouse events.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QFont
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from websockets.sync.client import connect

from chroma_desktop import language
from chroma_desktop.net.invite import invite_link
from chroma_desktop.net.protocol import dumps, rules_hash
from chroma_desktop.ui.online_table import OnlineController
from chroma_desktop.ui.translation import install
from tests.server.servers import ServerThread, frame_of_kind
from tests.ui.test_online_play_more import _host, _latest_state, _play_until, _type_into
from tests.ui.test_online_table import LEFT, WAIT_MS, _window


@pytest.fixture
def server(tmp_path):
    thread = ServerThread(tmp_path / "tables.sqlite3")
    yield thread
    thread.stop()


def _seat(url: str, created: dict, seat: int, game: str = "coloretto", name: str | None = None):
    """A second connection to a seat, as another app or a friend's other computer would make."""
    socket = connect(url, legacy=True)
    hello = {"t": "hello", "v": 1, "table": created["table"], "seat_token": created["seat_tokens"][seat],
             "last_seq": None, "rules": rules_hash(game)}
    if name is not None:
        hello["name"] = name
    socket.send(dumps(hello))
    return socket


def _joined_friend(qtbot, dialog):
    """The friend's window at seat 1, joined with the invite link under the name Bea."""
    joiner = _window(qtbot)
    join = joiner.online.show_join_dialog(dialog.invite_edits[1].text())
    _type_into(join.name_edit, "Bea")
    QTest.mouseClick(join.join_button, LEFT)
    qtbot.waitUntil(lambda: isinstance(joiner.controller, OnlineController), timeout=WAIT_MS)
    return joiner


# -- a resignation ---------------------------------------------------------------------------------
def test_a_resignation_shows_every_window_results_naming_who_resigned_and_a_rematch(qtbot):
    host, dialog = _host(qtbot)  # seat 0 the host's, seat 1 a friend's, seat 2 the Normal bot's
    joiner = _joined_friend(qtbot, dialog)
    try:
        dialog.reject()
        qtbot.waitUntil(lambda: host.controller.seats[1].name == "Bea", timeout=WAIT_MS)
        first = {window: window.controller for window in (host, joiner)}
        # The friend gives up: Game → Resign online game asks first, and No keeps the game on.
        assert joiner.online.resign_action.isEnabled() and not host.ending.end_dialog
        QTest.mouseClick(joiner.online.confirm_resign().button(QMessageBox.StandardButton.No), LEFT)
        qtbot.wait(100)
        assert joiner.controller.end is None and host.controller.end is None
        box = joiner.online.confirm_resign()
        assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)  # Enter keeps playing
        QTest.mouseClick(box.button(QMessageBox.StandardButton.Yes), LEFT)
        for window in (host, joiner):
            qtbot.waitUntil(lambda w=window: w.ending.end_dialog is not None
                            and w.ending.end_dialog.isVisible(), timeout=WAIT_MS)
        results, theirs = host.ending.end_dialog, joiner.ending.end_dialog
        assert results.title.text() == "Bea resigned" and theirs.title.text() == "You resigned"
        assert results.tie_break.text() == "The game ended there: the scores as they stood, with no winner."
        # Coloretto can say the scores as they stood (the record revealed at the end is the whole
        # table): each seat's, with no crown, and no breakdown of a scoring that never came.
        match = first[host].match
        standing = [match.game.live_score(match.state, seat) for seat in range(3)]
        assert results.ranking.isVisible() and results.breakdowns == {}
        shown = {results.ranking.item(row, 1).text(): float(results.ranking.item(row, 2).text())
                 for row in range(3)}
        assert shown == {"You": standing[0], "Bea": standing[1], "Bot 3": standing[2]}
        assert "★" not in results.plain_text()
        assert host.side.prompt.text() == "The game is over: Bea resigned."
        assert joiner.side.prompt.text() == "The game is over: you resigned."
        assert host.side.results_button.isVisible()  # the results stay a click away
        assert not joiner.online.resign_action.isEnabled() and joiner.online.confirm_resign() is None
        # Rematch is offered as at any end: the bot asks at once, then both players click it.
        assert results.rematch_button.isEnabled() and theirs.rematch_button.isEnabled()
        qtbot.waitUntil(lambda: first[host].rematch_votes == [2], timeout=WAIT_MS)
        QTest.mouseClick(results.rematch_button, LEFT)
        qtbot.waitUntil(lambda: theirs.rematch_label.text()
                        == "Rematch asked by Ada, Bot 3; waiting for You.", timeout=WAIT_MS)
        QTest.mouseClick(theirs.rematch_button, LEFT)
        for window, seat in ((host, 0), (joiner, 1)):
            qtbot.waitUntil(lambda w=window: w.controller is not first[w]
                            and isinstance(w.controller, OnlineController), timeout=WAIT_MS)
            assert window.controller.seat == seat and window.controller.end is None
            assert window.controller.resigned is None and window.ending.end_dialog is None
    finally:
        joiner.close()
        host.close()


def test_in_italian_a_resignation_at_a_game_with_no_running_score_says_just_who_resigned(qtbot, server):
    # Chroma Mix cannot say a score before its end: the results say the resignation alone.
    created = server.call(lambda: server.server.create("chroma_mix", 2, {}))
    link = invite_link(server.url, created["table"], seat_token=created["seat_tokens"][1], game="chroma_mix")
    window = _window(qtbot)
    window.languages.set_language("it", remember=False)
    try:
        window.online.join_online(link)
        qtbot.waitUntil(lambda: isinstance(window.controller, OnlineController), timeout=WAIT_MS)
        assert window.online.resign_action.text() == "A&bbandona la partita online…"
        box = window.online.confirm_resign()
        assert box.button(QMessageBox.StandardButton.Yes).text() == "&Abbandona"
        QTest.mouseClick(box.button(QMessageBox.StandardButton.No), LEFT)
        with _seat(server.url, created, 0, "chroma_mix", name="Ana") as other:
            frame_of_kind(other, "state")
            qtbot.waitUntil(lambda: window.controller.seats[0].name == "Ana", timeout=WAIT_MS)
            other.send(dumps({"t": "resign"}))
            frame_of_kind(other, "end")
        qtbot.waitUntil(lambda: window.ending.end_dialog is not None and window.ending.end_dialog.isVisible(),
                        timeout=WAIT_MS)
        results = window.ending.end_dialog
        assert results.title.text() == "Ana ha abbandonato"
        assert results.tie_break.text() == "La partita è finita lì, prima del conteggio dei punti."
        assert not results.ranking.isVisible() and results.breakdowns == {}
        assert results.plain_text().splitlines()[:2] == ["Ana ha abbandonato", results.tie_break.text()]
        assert window.side.prompt.text() == "La partita è finita: Ana ha abbandonato."
        assert results.rematch_button.text() == "Ri&vincita" and results.rematch_button.isEnabled()
        QTest.mouseClick(results.rematch_button, LEFT)
        qtbot.waitUntil(lambda: results.rematch_label.text().startswith("Rivincita chiesta da Tu"),
                        timeout=WAIT_MS)
    finally:
        window.close()
        install(language.SOURCE)


# -- "your turn" at the table on screen --------------------------------------------------------------
def test_your_turn_at_the_table_on_screen_asks_for_attention_only_when_the_window_is_not_active(
        qtbot, server):
    created = server.create("coloretto", 2)
    link = invite_link(server.url, created["table"], seat_token=created["seat_tokens"][1], game="coloretto")
    other = _seat(server.url, created, 0, name="Ana")
    mine = _seat(server.url, created, 1)  # the same seat from elsewhere: it plays this seat's turns
    elsewhere = QWidget()  # another application's window, which the player goes to
    qtbot.addWidget(elsewhere)
    try:
        state = _latest_state(other)
        window = _window(qtbot)
        window.online.join_online(link)
        qtbot.waitUntil(lambda: isinstance(window.controller, OnlineController), timeout=WAIT_MS)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow, timeout=WAIT_MS)
        if 1 in state["to_move"]:
            _play_until(mine, 1, 0)
        # The player is looking at the window: their turn comes, and nothing else calls them.
        _play_until(other, 0, 1, state)
        qtbot.waitUntil(lambda: window.controller.human_to_move() == 1, timeout=WAIT_MS)
        assert window.online.alerts == 0
        # The player goes to another window; the other seat moves and it is their turn again.
        _play_until(mine, 1, 0)
        qtbot.waitUntil(lambda: window.controller.human_to_move() is None, timeout=WAIT_MS)
        elsewhere.show()
        elsewhere.activateWindow()
        qtbot.waitUntil(lambda: not window.isActiveWindow(), timeout=WAIT_MS)
        _play_until(other, 0, 1)
        qtbot.waitUntil(lambda: window.controller.human_to_move() == 1, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: window.online.alerts == 1, timeout=WAIT_MS)  # QApplication.alert asked
        notice = window.online.turn_notice
        assert notice is None or not notice.isVisible()  # the table says it
        window.close()
    finally:
        other.close()
        mine.close()


# -- the host dialog once the table is open -------------------------------------------------------
def test_the_open_tables_host_dialog_locks_its_set_up_shows_links_whole_and_says_who_joined(qtbot):
    host, dialog = _host(qtbot)
    try:
        # Nothing that set the table up can be edited any more: the name neither.
        assert not dialog.name_edit.isEnabled() and not dialog.here_button.isEnabled()
        assert not dialog.address_edit.isEnabled() and dialog.secrets_label.isEnabled()
        # Each link is shown from its start, whole where the screen has room (else as wide as
        # the screen lets the dialog be: the test screen is 800 pixels wide), and whole in its
        # tooltip.
        screen = dialog.screen().availableGeometry().width()
        for edit in (dialog.invite_edits[1], dialog.watch_edit):
            link = edit.text()
            assert edit.toolTip() == link and edit.cursorPosition() == 0 and edit.isReadOnly()
            whole = edit.width() >= edit.fontMetrics().horizontalAdvance(link)
            assert whole or dialog.frameGeometry().width() >= screen - 40, (edit.width(), dialog.width())
        code = dialog.code_edits[1]
        assert code.isVisible() and not dialog.taken_labels[1].isVisible()
        joiner = _joined_friend(qtbot, dialog)
        try:
            # The friend's seat is taken (its code used up): the dialog says who took it.
            qtbot.waitUntil(lambda: dialog.taken_labels[1].isVisible(), timeout=WAIT_MS)
            assert dialog.taken_labels[1].text() == "Bea joined"
            assert not code.isVisible() and dialog.invite_edits[1].isVisible()
        finally:
            joiner.close()
        dialog.reject()
    finally:
        host.close()


def test_the_chat_line_has_room_for_its_words_in_a_small_window_and_sends_with_the_mouse(qtbot):
    host, dialog = _host(qtbot, players=2, bot=False)
    try:
        dialog.reject()
        box = host.online.chat_box
        for size, beside in (((1280, 800), True), ((800, 500), False)):
            host.resize(*size)
            qtbot.waitUntil(lambda s=size: host.width() == s[0], timeout=WAIT_MS)
            qtbot.wait(50)
            line, send = box.line, box.send_button
            # The line shows its words whole; the button goes under it when the panel is narrow.
            assert line.width() >= line.fontMetrics().horizontalAdvance(line.placeholderText())
            top = lambda widget: widget.mapTo(host, QPoint(0, 0)).y()  # noqa: E731
            assert (top(send) < top(line) + line.height()) is beside
            assert send.isVisible() and send.mapTo(host, QPoint(0, send.height())).y() <= host.height()
        QTest.mouseClick(box.line, LEFT)
        QTest.keyClicks(box.line, "hello from a small window")
        QTest.mouseClick(box.send_button, LEFT)
        assert box.line.text() == ""
        qtbot.waitUntil(lambda: "You: hello from a small window" in host.side.log.toPlainText(),
                        timeout=WAIT_MS)
    finally:
        host.close()


def test_on_a_small_screen_the_host_dialog_scrolls_above_buttons_that_stay_in_sight(qtbot):
    # Large system text makes the test screen (800 x 800) small for the dialog.
    app = QApplication.instance()
    font = app.font()
    large = QFont(font)
    large.setPointSizeF(font.pointSizeF() * 1.8)
    app.setFont(large)
    try:
        host, dialog = _host(qtbot, players=5)  # three friends' seats: three links and codes to show
    finally:
        app.setFont(font)
    try:
        qtbot.wait(50)
        screen, frame = dialog.screen().availableGeometry(), dialog.frameGeometry()
        assert screen.top() <= frame.top() and frame.bottom() <= screen.bottom(), (screen, frame)
        wanted = dialog.body.layout().totalHeightForWidth(dialog.scroll_area.viewport().width())
        assert wanted > dialog.scroll_area.viewport().height()  # it would not fit: it scrolls
        for button in (dialog.open_button, dialog.buttons.button(dialog.buttons.StandardButton.Close)):
            corner = button.mapTo(dialog, QPoint(button.width(), button.height()))
            assert dialog.rect().contains(corner)
        # The links, shown last, are scrolled into sight, and nothing scrolls sideways.
        qtbot.waitUntil(lambda: not dialog.invite_edits[1].visibleRegion().isEmpty(), timeout=WAIT_MS)
        assert not dialog.scroll_area.horizontalScrollBar().isVisible()
        dialog.reject()
    finally:
        host.close()
