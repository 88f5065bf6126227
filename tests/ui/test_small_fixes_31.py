"""Issue 31's smaller items, each seen in a real window offscreen: a Chroma Mix breakdown that
adds up, and the rest below."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QKeySequence, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QDialog, QLabel, QStyleOptionGraphicsItem
from websockets.sync.client import connect

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.driver import play_bot_match
from chroma_desktop.net.invite import read_invite
from chroma_desktop.net.protocol import dumps, rules_hash
from chroma_desktop.persistence import autosave_path
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match
from chroma_desktop.ui import theme
from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.items.base import Highlight
from chroma_desktop.ui.match_controller import Seat
from chroma_desktop.ui.online_dialog import JoinDialog
from chroma_desktop.ui.results import ResultsDialog
from chroma_desktop.ui.settings_file import load_window_maximized, load_window_size
from tests.ui import test_online_table as online

LEFT = Qt.MouseButton.LeftButton
tables = online.tables  # the host's and the joiner's windows at a Coloretto table (a fixture)


def test_a_chroma_mix_breakdown_adds_up_to_the_score_it_shows(qtbot):
    """"+1 Sapphire victory met, +6 VP in play, +27 Rank dots = 2": the signed lines now add up
    to the score, and the tie-breaks' measures are in parentheses, said not to be added."""
    game = find_game("chroma_mix")
    match = play_bot_match(game, [make_bot("heuristic", game.id)] * 3, {}, seed=4)
    outcome = match.outcome()
    assert outcome is not None
    dialog = ResultsDialog(outcome, ["Ann", "Bo", "Cy"], {})
    qtbot.addWidget(dialog)
    for seat, table in dialog.breakdowns.items():
        rows = table.rowCount() - 1
        cells = [table.item(row, 0).text() for row in range(rows)]
        added = [float(cell) for cell in cells if not cell.startswith("(")]
        assert sum(added) == pytest.approx(float(table.item(rows, 0).text()))
        assert float(table.item(rows, 0).text()) == outcome.scores[seat]
        assert any(cell.startswith("(") for cell in cells)  # VP and rank dots, shown
    notes = [label.text() for label in dialog.findChildren(QLabel) if "not added" in label.text()]
    assert len(notes) == 3  # one under each breakdown


def test_the_start_page_does_not_offer_to_resume_a_finished_game(window, qtbot):
    bots = [Seat("Ann", "heuristic"), Seat("Bo", "heuristic")]
    window.start_game(NewGameConfig("coloretto", 2, bots, {}, False, 3))
    window.finish_start()
    qtbot.waitUntil(lambda: window.ending.end_dialog is not None, timeout=30_000)
    window.ending.end_dialog.accept()
    assert json.loads(autosave_path().read_text())["finished"] is True
    window.show_start()
    button = window.start_page.resume_button
    assert not button.isEnabled()
    assert "finished" in button.toolTip()


def test_online_undo_stays_off_after_the_game_ended_and_the_table_keeps_its_end(qtbot, tables):
    """Issue 31: online, Undo was active after the end and rewound the local table. (A guard:
    since the play policies, `RemotePlay` offers no undo, the end's real `Match` included.)"""
    host, joiner, link = tables
    online._join(qtbot, joiner, link)
    invite = read_invite(link)
    with connect(invite.server, open_timeout=5) as other:
        other.send(dumps({"t": "hello", "v": 1, "table": invite.table, "seat_token": invite.seat_token,
                          "last_seq": None, "rules": rules_hash("coloretto")}))
        other.recv(5)
        other.send(dumps({"t": "resign"}))
    for window in (host, joiner):
        qtbot.waitUntil(lambda w=window: w.controller.end is not None, timeout=online.WAIT_MS)
        window.ending.drop_results()
        window.show_table()
        cursor = window.controller.match.cursor
        assert not window.undo_action.isEnabled() and not window.side.undo_button.isEnabled()
        window.view.setFocus()
        QTest.keySequence(window, QKeySequence.StandardKey.Undo)
        window.undo_action.trigger()
        assert window.controller.match.cursor == cursor


def test_the_window_size_it_closes_at_is_the_next_starts(qtbot):
    from chroma_desktop.ui.app import first_window_size
    from chroma_desktop.ui.main_window import MainWindow

    assert load_window_size() is None  # never closed yet: the first size is the default
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    window.remembers_size = True  # as the app's window does
    window.resize(1100, 690)
    window.show()
    qtbot.waitExposed(window)
    window.close()
    assert load_window_size() == (1100, 690) and not load_window_maximized()
    assert first_window_size((1920, 1040), load_window_size()) == (1100, 690)
    assert first_window_size((1024, 600), load_window_size()) == (1024, 600)  # a smaller screen


def test_which_move_shows_each_moves_words_whole_and_a_click_plays_it(window, qtbot):
    """Chroma Cubes' "Which move?" buttons cut their labels at both ends."""
    from tests.ui.test_chroma_cubes_table import drag, finish_draft, start

    window.resize(1024, 640)
    controller = start(window, [Seat("Player 1"), Seat("Player 2")])
    finish_draft(controller)
    seat = controller.human_to_move()
    move = next(m for m in controller.legal if m.kind == "activate")
    drag(controller.scene, controller.scene.item_for(move.source), f"p{1 - seat}.reserve")
    dialog = next(d for d in window.findChildren(QDialog) if d.isVisible())
    qtbot.waitExposed(dialog)
    choices = [b for b in dialog.findChildren(QAbstractButton) if "activates" in b.text()]
    assert len(choices) == 2
    for button in choices:
        room = button.contentsRect().width()
        assert button.fontMetrics().horizontalAdvance(button.text()) < room, button.text()
        assert button.isVisible()
    QTest.mouseClick(choices[1], LEFT)
    assert controller.match.moves[-1].kind == "activate"
    assert not dialog.isVisible()


LIGHT_YELLOW_REFILL = """\
chroma position: chroma_mix, 2 players, win_card=random
turn: P1
first player: P1
turns played: 2
win card: petrol
actions taken: print
pending: refilling P1 max 1
P1 hand: 1 pale_magenta
P1 play: 1 soft_cyan, 1 light_yellow
P2 hand: 1 soft_cyan, 1 pale_magenta, 1 light_yellow
P2 play: none
supply: 10 soft_cyan, 10 pale_magenta, 10 light_yellow, 3 sapphire_blue, 3 ruby_red, \
3 emerald_green, 1 petrol
rank 2 row: cerulean, cerulean, lavender, prism, lavender, cerulean
rank 3 row: slate_gray, raspberry, turquoise, orange, slate_gray, pear
rank 2 deck: 1 cerulean, 4 fuchsia, 4 lemon, 1 lavender, 3 jungle, 3 coral, 1 prism
rank 2 discard: none
rank 3 deck: 3 azure, 3 violet, 2 raspberry, 2 orange, 2 pear, 2 turquoise, 1 key
rank 3 discard: none
"""


def _click_item(window, key: str) -> None:
    item = window.controller.scene.item_for(key)
    point = window.view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseClick(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, point)


def test_a_greyed_done_after_light_yellows_refill_says_why_when_clicked(window):
    match = Match.from_position(LIGHT_YELLOW_REFILL, 7, resolve=find_game)
    window.files.show_position(match, [Seat("You"), Seat("Ann")], False)
    controller = window.controller
    done = controller.scene.item_for("button:done")
    assert not done.enabled  # nothing returned yet: Done is not a move
    _click_item(window, "button:done")
    assert window.side.message.text() == (
        "Done ends the refill once a card from play is back in hand: drag one there first, "
        "or press Refill to return none")
    assert controller.match.cursor == 0
    _click_item(window, "button:refill")  # the way to return none
    assert controller.match.moves[-1].source == "button:refill"


def _picture(item) -> QImage:
    rect = item.boundingRect()
    image = QImage(int(rect.width()) + 2, int(rect.height()) + 2, QImage.Format.Format_ARGB32)
    image.fill(QColor("#2F5A44"))
    painter = QPainter(image)
    painter.translate(-rect.left() + 1, -rect.top() + 1)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def _pixels(image: QImage) -> set[tuple[int, int, int]]:
    return {image.pixelColor(x, y).getRgb()[:3] for x in range(0, image.width(), 2)
            for y in range(0, image.height(), 2)}


def test_a_hinted_card_and_a_chosen_card_look_different(window):
    """Hint outlines and selected cards looked the same, so a click toggled an invisible
    selection: a chosen card is pink with a tick, a hint's outline dashed cyan."""
    match = Match.from_position(LIGHT_YELLOW_REFILL, 7, resolve=find_game)
    window.files.show_position(match, [Seat("You"), Seat("Ann")], False)
    card = next(item for key, item in window.controller.scene.items_by_id.items()
                if key.startswith("p0.play"))
    card.set_highlight(Highlight.NONE)
    plain = _picture(card)
    card.set_highlight(Highlight.HINT)
    hinted = _picture(card)
    card.set_highlight(Highlight.SELECTED)
    chosen = _picture(card)
    assert hinted != plain and chosen != plain and hinted != chosen
    pink, cyan = theme.SELECTED.getRgb()[:3], theme.FOCUS.getRgb()[:3]
    assert pink in _pixels(chosen) and pink not in _pixels(hinted)
    assert cyan in _pixels(hinted) and cyan not in _pixels(chosen)
    differing = sum(hinted.pixel(x, y) != chosen.pixel(x, y)
                    for x in range(hinted.width()) for y in range(hinted.height()))
    assert differing > 400  # the outline and the tick, not a stray pixel


def test_join_is_on_the_start_page_and_its_dialog_asks_a_server_only_for_a_bare_code(window, qtbot):
    window.show_start()
    page = window.start_page
    assert page.join_button in page.top_buttons and page.join_button.isVisible()
    QTest.mouseClick(page.join_button, LEFT)
    dialog = next(d for d in window.findChildren(JoinDialog) if d.isVisible())
    qtbot.waitExposed(dialog)
    assert dialog.server_edit.isVisible()  # an empty field: a bare code would need it
    dialog.link_edit.setText("chroma://127.0.0.1:8765/T1?seat=abc&game=coloretto")
    assert not dialog.server_edit.isVisible()  # the link says where its table is
    dialog.link_edit.setText("K7QF-M2XD")
    assert dialog.server_edit.isVisible()
    dialog.link_edit.setText("K7QF-M2XD@example.org:8765")
    assert not dialog.server_edit.isVisible()
    dialog.reject()


def test_the_start_pages_five_buttons_keep_their_words_whole(qtbot):
    from chroma_desktop.ui.main_window import MainWindow

    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    window.show_start()
    page = window.start_page
    for width in (1280, 1024, 800):
        window.resize(width, 640)
        window.show()
        qtbot.wait(20)
        for button in page.top_buttons:
            assert button.width() >= button.sizeHint().width(), (width, button.text())
