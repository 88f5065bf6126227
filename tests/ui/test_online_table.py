"""Online play in the app: two real windows offscreen in one process, host and joiner.

The host opens a Coloretto table through Game → Host online game (a server started by the app on a
free loopback port, its database in the user's data folder; a friend's seat and a Normal bot's),
the joiner pastes the friend's invite link, and each move is made with real mouse events on the
joiner's view: it reaches the server and both tables show it. A move the server refuses shows the
server's reason beside the table.
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox
from websockets.sync.client import connect

from chroma_desktop import language
from chroma_desktop.games.coloretto.state import PLACE
from chroma_desktop.net.invite import read_invite
from chroma_desktop.net.protocol import dumps, rules_hash
from chroma_desktop.net.views import decode_view, encode_view
from chroma_desktop.registry import find_game
from chroma_desktop.ui.main_window import MainWindow
from chroma_desktop.ui.online_dialog import FRIEND, NORMAL_BOT, SECRETS_HERE
from chroma_desktop.ui.online_games import remembered
from chroma_desktop.ui.online_table import OnlineController
from chroma_desktop.ui.translation import install
from tests.ui.playthrough.sight import screen_point, visible_area

LEFT, NO_KEYS = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
WAIT_MS = 8_000
FRIEND_SEAT, BOT_SEAT = 1, 2


def _window(qtbot) -> MainWindow:
    window = MainWindow(bot_delay_ms=0)
    window.set_pace(0, remember=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


@pytest.fixture
def tables(qtbot):
    """The host's window at its seat and the joiner's at the friend's seat, and the host dialog."""
    host, joiner = _window(qtbot), _window(qtbot)
    dialog = host.online.show_host_dialog()
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("coloretto"))
    dialog.players_box.setValue(3)
    dialog.set_seat(FRIEND_SEAT, FRIEND)
    dialog.set_seat(BOT_SEAT, NORMAL_BOT)
    dialog.name_edit.setText("Ada")  # the name friends see at the table
    scoring = dialog.option_boxes["scoring"]
    scoring.setCurrentIndex(scoring.findData("purple"))
    assert dialog.here_button.isChecked() and dialog.secrets_label.text() == SECRETS_HERE
    assert dialog.open_table(), dialog.error_label.text()
    qtbot.waitUntil(lambda: isinstance(host.controller, OnlineController), timeout=WAIT_MS)
    assert host.controller.match.options["scoring"] == "purple"  # as the server set the table up
    assert set(dialog.invite_edits) == {FRIEND_SEAT}  # a link per friend's seat, none for the bot
    link = dialog.invite_edits[FRIEND_SEAT].text()
    host.watch_link = dialog.watch_edit.text()
    QTest.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Close), LEFT)
    assert not dialog.isVisible()  # the links are copied: the host's table is free to play
    yield host, joiner, link
    for window in (joiner, host):
        window.close()


def _join(qtbot, joiner: MainWindow, link: str) -> OnlineController:
    join = joiner.online.show_join_dialog()
    join.name_edit.setText("Bea")
    QGuiApplication.clipboard().setText(link)
    QTest.mouseClick(join.paste_button, LEFT)
    assert join.link_edit.text() == link
    assert join.join()
    qtbot.waitUntil(lambda: isinstance(joiner.controller, OnlineController), timeout=WAIT_MS)
    return joiner.controller


def _pixel(window: MainWindow, key: str) -> QPoint:
    scene = window.controller.scene
    item = scene.item_for(key)
    assert item is not None, key
    point = screen_point(window.view, visible_area(item, lambda other: other.drop_id == key))
    assert point is not None, f"{key} does not show"
    return point


def _click(window: MainWindow, key: str) -> None:
    point = _pixel(window, key)
    viewport = window.view.viewport()
    QTest.mousePress(viewport, LEFT, NO_KEYS, point)
    QTest.mouseRelease(viewport, LEFT, NO_KEYS, point)


def _drag(window: MainWindow, source: str, target: str, steps: int = 6) -> None:
    start, end = _pixel(window, source), _pixel(window, target)
    viewport = window.view.viewport()
    QTest.mousePress(viewport, LEFT, NO_KEYS, start)
    for step in range(1, steps + 1):
        QTest.mouseMove(viewport, start + (end - start) * (step / steps))
    QTest.mouseRelease(viewport, LEFT, NO_KEYS, end)


def _take_turn_with_the_mouse(qtbot, window: MainWindow) -> None:
    """Draw from the deck and lay the card on the first row it may go to."""
    controller = window.controller
    seq = controller.remote.seq
    _click(window, "deck")
    qtbot.waitUntil(lambda: controller.remote.seq > seq and bool(controller.legal), timeout=WAIT_MS)
    row = next(move.target for move in controller.legal if move.source == "drawn")
    drawn_at = controller.remote.seq
    _drag(window, "drawn", row)
    qtbot.waitUntil(lambda: controller.remote.seq > drawn_at, timeout=WAIT_MS)


def _until_to_move(qtbot, joiner: MainWindow, host: MainWindow) -> None:
    """Play the host's turns with the mouse (the bot plays its own) until the friend is to move."""
    for _ in range(6):
        qtbot.waitUntil(lambda: joiner.controller.human_to_move() is not None
                        or host.controller.human_to_move() is not None, timeout=WAIT_MS)
        if joiner.controller.human_to_move() is not None:
            return
        _take_turn_with_the_mouse(qtbot, host)
    raise AssertionError("the friend never came to move")


def test_a_friend_joins_by_link_and_a_mouse_move_reaches_the_server_and_both_tables(qtbot, tables):
    host, joiner, link = tables
    assert link.startswith("chroma://127.0.0.1:") and read_invite(link).game == "coloretto"
    controller = _join(qtbot, joiner, link)
    assert controller.seat == FRIEND_SEAT and host.controller.seat == 0
    assert joiner.stack.currentWidget() is joiner.table_page
    _until_to_move(qtbot, joiner, host)
    assert host.side.prompt.text() == "Waiting for Bea…"  # the name the friend gave
    # The hint is the Normal bot's, worked out from the seat's own view.
    QTest.keyClick(joiner.view, Qt.Key.Key_H)
    assert controller._hint in controller.legal and joiner.side.message.text().startswith("Hint")
    seq = controller.remote.seq
    _click(joiner, "deck")
    # The draw went to the server: both tables show the card drawn, which every player sees.
    qtbot.waitUntil(lambda: controller.remote.seq > seq and controller.remote.state.phase == PLACE,
                    timeout=WAIT_MS)
    qtbot.waitUntil(lambda: host.controller.remote.seq == controller.remote.seq, timeout=WAIT_MS)
    drawn = controller.remote.state.drawn
    assert host.controller.remote.state.phase == PLACE and host.controller.remote.state.drawn == drawn
    assert joiner.controller.scene.item_for("drawn") is not None
    place = next(move for move in controller.legal if move.source == "drawn")
    said = controller.game.describe(controller.remote.state, place)  # as the server says it
    _drag(joiner, "drawn", place.target)
    # Both tables hear from the server that the card lies on the row (the bot, next, may take
    # the row at once: the log says it, whatever the row holds by then), each in its own names.
    for window, mover in ((host, "Bea places"), (joiner, "You place")):
        placed = window.controller.words(said)
        assert placed.startswith(mover)
        qtbot.waitUntil(lambda w=window, line=placed: line in w.side.log.toPlainText(), timeout=WAIT_MS)
    assert joiner.side.message.text() == ""



def test_a_line_of_chat_reaches_every_table_log(qtbot, tables):
    host, joiner, link = tables
    _join(qtbot, joiner, link)
    box = joiner.online.chat_box
    assert box.isVisible() and box.isEnabled()
    QTest.mouseClick(box.line, LEFT)
    QTest.keyClicks(box.line, "good <luck>")
    QTest.keyClick(box.line, Qt.Key.Key_Return)
    assert box.line.text() == ""
    for window, speaker in ((host, "Bea"), (joiner, "You")):
        qtbot.waitUntil(lambda w=window: "good &lt;luck&gt;" in w.side.log.toHtml(), timeout=WAIT_MS)
        assert f"{speaker}: good &lt;luck&gt;" in window.side.log.toHtml()


def test_a_move_the_server_refuses_shows_its_reason_beside_the_table(qtbot, tables):
    host, joiner, link = tables
    controller = _join(qtbot, joiner, link)
    _until_to_move(qtbot, joiner, host)
    # The same seat, played from elsewhere, draws first; this window has not heard of it yet
    # (no Qt event runs until the click), so its draw is made against a table that changed.
    draw_elsewhere(link, controller.remote.seq)
    _click(joiner, "deck")
    qtbot.waitUntil(lambda: "refused" in joiner.side.message.text(), timeout=WAIT_MS)
    assert controller.refusal  # the server's words; the panel says the reason its code names
    assert joiner.side.message.text().startswith(
        "The server refused the move: the table changed meanwhile: here it is now")
    # The fresh state that follows shows the card the other place drew.
    qtbot.waitUntil(lambda: controller.remote.state.phase == PLACE, timeout=WAIT_MS)
    # The friend leaves: the host's table says whom it waits for, and that they are away.
    joiner.close()
    qtbot.waitUntil(lambda: host.side.prompt.text() == "Waiting for Bea (away)…", timeout=WAIT_MS)


def draw_elsewhere(link: str, seq: int) -> None:
    """The friend's seat, played from another connection, draws a card at `seq` (acked)."""
    invite = read_invite(link)
    with connect(invite.server, open_timeout=5) as other:
        other.send(dumps({"t": "hello", "v": 1, "table": invite.table, "seat_token": invite.seat_token,
                          "last_seq": None, "rules": rules_hash("coloretto")}))
        state = next(frame for frame in (json.loads(other.recv(5)) for _ in range(20))
                     if frame["t"] == "state")
        assert state["seq"] == seq and state["legal"]
        game = find_game("coloretto")
        view = decode_view(game, state["view"], FRIEND_SEAT)
        draw = next(text for text in state["legal"] if game.parse_move(view, text).source == "deck")
        other.send(dumps({"t": "move", "id": 1, "seq": seq, "move": draw}))
        ack = next(frame for frame in (json.loads(other.recv(5)) for _ in range(20)) if frame["t"] == "ack")
        assert ack["id"] == 1


def test_a_resignation_elsewhere_ends_the_game_on_both_tables_with_the_record_replayed(qtbot, tables):
    host, joiner, link = tables
    controller = _join(qtbot, joiner, link)
    assert not controller.can_save()  # the record (with the seed) comes only at the end
    invite = read_invite(link)
    with connect(invite.server, open_timeout=5) as other:
        other.send(dumps({"t": "hello", "v": 1, "table": invite.table, "seat_token": invite.seat_token,
                          "last_seq": None, "rules": rules_hash("coloretto")}))
        other.recv(5)
        other.send(dumps({"t": "resign"}))
        end = next(frame for frame in (json.loads(other.recv(5)) for _ in range(20)) if frame["t"] == "end")
    for window in (host, joiner):
        qtbot.waitUntil(lambda w=window: w.controller.end is not None, timeout=WAIT_MS)
        played = window.controller.match
        assert played.to_record()["moves"] == end["record"]["moves"] and played.seed == int(end["seed"])
        assert window.controller.legal == () and window.controller.can_save()
        assert window.side.prompt.text().startswith("The game is over")


def test_in_italian_the_online_log_and_the_rules_refusal_are_italian_with_the_tables_names(qtbot, tables):
    host, joiner, link = tables
    host.languages.set_language("it", remember=False)  # View → Language: the host's log is said again
    try:
        controller = _join(qtbot, joiner, link)
        _until_to_move(qtbot, joiner, host)
        seq = controller.remote.seq
        _click(joiner, "deck")
        qtbot.waitUntil(lambda: controller.remote.seq > seq, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: host.controller.remote.seq >= controller.remote.seq, timeout=WAIT_MS)
        # The server sent each seat the message; each table says it with its own names: the seat
        # spoken to is "Tu" at the friend's table, and the host's table names the friend.
        qtbot.waitUntil(lambda: "Tu peschi una carta" in joiner.side.log.toPlainText(), timeout=WAIT_MS)
        qtbot.waitUntil(lambda: "Bea pesca una carta" in host.side.log.toPlainText(), timeout=WAIT_MS)
        for window in (host, joiner):
            log = window.side.log.toPlainText()
            assert "draws" not in log and "Player" not in log, log
        # The set-up, at the friend's table: the host's seat by the name the host gave, the
        # friend's own as "Tu".
        assert "Ada riceve la carta iniziale" in joiner.side.log.toPlainText()
        assert "Tu ricevi la carta iniziale" in joiner.side.log.toPlainText()
        # The rules' reason for a refused move, as the server sends it, said in Italian.
        invite = read_invite(link)
        with connect(invite.server, open_timeout=5) as other:
            other.send(dumps({"t": "hello", "v": 1, "table": invite.table,
                              "seat_token": invite.seat_token, "last_seq": None,
                              "rules": rules_hash("coloretto")}))
            state = next(frame for frame in (json.loads(other.recv(5)) for _ in range(20))
                         if frame["t"] == "state")
            assert len(state["log_msg"]) == len(state["log"])  # the English beside each message
            other.send(dumps({"t": "move", "id": 7, "seq": state["seq"], "move": "take 9"}))
            reject = next(frame for frame in (json.loads(other.recv(5)) for _ in range(20))
                          if frame["t"] == "reject")
        assert reject["why"] == "There is no row 9." and reject["why_msg"]["key"] == "coloretto.no_row"
        controller.link.take(reject)
        assert controller.refusal == "Non esiste la fila 9."
        assert joiner.side.message.text() == "Il server ha rifiutato la mossa: Non esiste la fila 9."
    finally:
        install(language.SOURCE)


def test_a_damaged_link_or_a_wrong_seat_is_refused_in_the_join_dialog(qtbot, tables):
    _host, joiner, link = tables
    join = joiner.online.show_join_dialog("chroma://127.0.0.1:1/nope")
    assert not join.join() and "not an invite link" in join.error_label.text()
    invite = read_invite(link)
    forged = link.replace(invite.seat_token, "A" * 22)
    join.link_edit.setText(forged)
    assert join.join()
    qtbot.waitUntil(lambda: "Could not join" in join.error_label.text(), timeout=WAIT_MS)
    assert "the link's seat is not one of that table's" in join.error_label.text()
    assert join.join_button.isEnabled() and not isinstance(joiner.controller, OnlineController)
    # In Italian the server's refusal is said in Italian, by its code.
    install("it")
    try:
        join.link_edit.setText(link.replace(invite.table, "T" * len(invite.table)))
        assert join.join()
        qtbot.waitUntil(lambda: "quel server non ha questo tavolo" in join.error_label.text(),
                        timeout=WAIT_MS)
    finally:
        install("en")
    join.reject()


def test_a_table_hosted_on_a_server_elsewhere_needs_its_host_key(qtbot, tmp_path):
    from tests.server.servers import HOST_KEY, ServerProcess

    server = ServerProcess(tmp_path / "tables.sqlite3")
    server.start()
    window = _window(qtbot)
    try:
        dialog = window.online.show_host_dialog()
        dialog.players_box.setValue(2)
        dialog.set_seat(1, NORMAL_BOT)
        dialog.elsewhere_button.setChecked(True)
        assert not dialog.secrets_label.isVisible()  # the server's owner holds them, not the host
        dialog.server_edit.setText(server.url)
        dialog.key_edit.setText("a guess")
        assert not dialog.open_table() and "only the host" in dialog.error_label.text()
        dialog.key_edit.setText(HOST_KEY)
        assert dialog.open_table(), dialog.error_label.text()
        assert dialog.invite_edits == {}  # no friend: no link
        qtbot.waitUntil(lambda: isinstance(window.controller, OnlineController), timeout=WAIT_MS)
        assert window.controller.remote.view_state is not None
        dialog.reject()
    finally:
        window.close()
        server.stop()


def test_my_online_games_lists_the_tables_sat_at_and_rejoins_one(qtbot, tables):
    host, joiner, link = tables
    _join(qtbot, joiner, link)
    kept = remembered()
    assert [(entry["seat"], entry["hosted"]) for entry in kept[:2]] == [(FRIEND_SEAT, False), (0, True)]
    assert kept[0]["link"] == link and kept[0]["game"] == "coloretto"
    assert kept[1]["friends"] == {FRIEND_SEAT: link} and set(kept[1]["bots"]) == {BOT_SEAT}
    joiner.close()
    again = _window(qtbot)
    try:
        dialog = again.online.show_my_online_games()
        assert len(dialog.rejoin_buttons) == 2 and set(dialog.copy_buttons) == {1}  # the host's row
        QTest.mouseClick(dialog.copy_buttons[1], LEFT)
        assert QGuiApplication.clipboard().text() == f"Seat 2: {link}"
        QTest.mouseClick(dialog.rejoin_buttons[0], LEFT)
        qtbot.waitUntil(lambda: isinstance(again.controller, OnlineController), timeout=WAIT_MS)
        assert again.controller.seat == FRIEND_SEAT and again.controller.remote.view_state is not None
    finally:
        again.close()


def test_a_hosted_table_is_served_again_after_the_host_app_restarts(qtbot, tables):
    host, _joiner, _link = tables
    # Once the bot has played (if it starts), the table waits for the host or the friend.
    qtbot.waitUntil(lambda: host.controller.human_to_move() is not None
                    or host.side.prompt.text().startswith("Waiting for Friend 2"), timeout=WAIT_MS)
    seen = host.controller.remote.view_state
    host.close()  # the app and its server stop; the table stays in the database
    again = _window(qtbot)
    try:
        dialog = again.online.show_my_online_games()
        QTest.mouseClick(dialog.rejoin_buttons[0], LEFT)
        qtbot.waitUntil(lambda: isinstance(again.controller, OnlineController), timeout=WAIT_MS)
        assert again.controller.seat == 0 and again.controller.remote.view_state == seen
        # The bot is seated again (the friend, who never came, is not).
        qtbot.waitUntil(lambda: again.controller.online.get(BOT_SEAT) is True, timeout=WAIT_MS)
        assert again.controller.online.get(FRIEND_SEAT) is False
    finally:
        again.close()


def test_a_link_given_to_the_launcher_opens_the_join_dialog_holding_it(qtbot):
    # `chroma-desktop --join LINK` (tests/ui/test_start_up.py reads the flag) shows this dialog.
    link = "chroma://192.168.1.20:8765/abcdefghijklmnopqrstuv?seat=abcdefghijklmnopqrstuv&game=coloretto"
    window = _window(qtbot)
    dialog = window.online.show_join_dialog(link)
    assert dialog.link_edit.text() == link and dialog.isVisible()
    dialog.reject()
    window.close()


def test_a_spectator_watches_the_table_and_cannot_act(qtbot, tables):
    host, watcher, _link = tables
    assert read_invite(host.watch_link).spectator_code
    controller = _join(qtbot, watcher, host.watch_link)
    assert controller.seat is None and controller.legal == () and controller.human_to_move() is None
    assert not watcher.online.chat_box.isEnabled()
    assert watcher.side.prompt.text().startswith("Waiting for")
    qtbot.waitUntil(lambda: controller.remote.seq == host.controller.remote.seq, timeout=WAIT_MS)
    assert controller.remote.state.rows == host.controller.remote.state.rows  # the rows are public


def test_a_move_made_as_the_connection_drops_is_sent_again_and_played_once(qtbot, tables):
    host, joiner, link = tables
    controller = _join(qtbot, joiner, link)
    _until_to_move(qtbot, joiner, host)
    seq = controller.remote.seq
    controller.link.session.drop()  # the network goes, with no close frame
    _click(joiner, "deck")
    qtbot.waitUntil(lambda: controller.link.session.reconnects >= 1, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: controller.remote.seq > seq and controller.remote.state.phase == PLACE,
                    timeout=WAIT_MS)
    qtbot.waitUntil(lambda: host.controller.remote.seq >= controller.remote.seq, timeout=WAIT_MS)
    draws = [line for line in host.controller.log_lines if line == "Bea draws a card"]
    assert len(draws) == 1 and controller.refusal == ""


def test_a_damaged_frame_or_another_seats_view_is_said_beside_the_table_not_shown(qtbot, tables):
    host, _joiner, _link = tables
    controller = host.controller
    seen, seq = controller.remote.view_state, controller.remote.seq
    controller.link.take({"t": "state"})
    assert "cannot read" in host.side.message.text()
    # A view written for another seat is refused by the view codec (it could show a hand).
    other = encode_view(controller.game, controller.game.view(controller.remote.state, 1), 1)
    controller.link.take({"t": "state", "seq": seq + 1, "view": other, "to_move": [0], "legal": [],
                         "log": [], "over": False})
    assert "cannot read" in host.side.message.text() and "someone else" in host.side.message.text()
    assert controller.remote.view_state is seen and controller.remote.seq == seq


def test_a_log_message_the_app_refuses_is_shown_as_the_servers_english_line(qtbot, tables):
    host, _joiner, _link = tables
    controller = host.controller
    view = encode_view(controller.game, controller.remote.state, 0)
    hostile = {"key": "coloretto.draws", "text": "{p} {p:draws|draw} a card", "slots": [["p", {"seat": 9}]]}
    good = {"key": "coloretto.draws", "text": "{p} {p:draws|draw} a card", "slots": [["p", {"seat": 0}]]}
    controller.link.take({"t": "state", "seq": controller.remote.seq + 1, "view": view, "to_move": [1],
                         "legal": [], "log": ["Player 10 draws a card", "Player 1 draws a card"],
                         "log_msg": [hostile, good], "over": False})
    assert controller.log_lines[-2:] == ["Player 10 draws a card", "You draw a card"]
    assert "Player 10 draws a card\nYou draw a card" in host.side.log.toPlainText()


def test_the_host_dialog_is_tall_enough_for_its_words_about_secrets(qtbot):
    window = MainWindow(bot_delay_ms=10 ** 7, autosave=False)
    qtbot.addWidget(window)
    dialog = window.online.show_host_dialog()
    qtbot.waitExposed(dialog)
    qtbot.wait(20)
    for here in (False, True):  # the words go away and come back
        (dialog.here_button if here else dialog.elsewhere_button).setChecked(True)
        qtbot.wait(20)
    label = dialog.secrets_label
    assert label.isVisible() and label.text() == SECRETS_HERE
    # Every wrapped line has room, and the words sit below the row with the server's address.
    assert label.height() >= label.heightForWidth(label.width())
    above = dialog.server_edit.mapTo(dialog, dialog.server_edit.rect().bottomLeft()).y()
    assert label.mapTo(dialog, label.rect().topLeft()).y() >= above
    dialog.reject()
