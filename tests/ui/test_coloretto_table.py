"""The Coloretto table, driven as a player drives it: real window, real scene, offscreen."""

from __future__ import annotations

import json
import re

from PySide6.QtCore import QPointF, QRectF, Qt

from chroma_desktop.games.coloretto.state import PLACE, TURN
from chroma_desktop.persistence import autosave_path
from chroma_desktop.registry import game_ids
from chroma_desktop.ui.dialogs import NewGameDialog
from chroma_desktop.ui.items.base import Highlight
from chroma_desktop.ui.match_controller import Seat
from tests.ui.conftest import humans, start, vs_bots, wait_for_human


def draw(controller):
    assert controller.activate("deck")
    assert controller.match.state.phase == PLACE


def test_start_a_game_through_the_dialog(window, qtbot):
    dialog = window.show_new_game_dialog()
    assert isinstance(dialog, NewGameDialog)
    dialog.players_box.setValue(3)
    assert len(dialog.seat_kinds) == 3
    dialog.set_seat(1, "Bot: easy")
    dialog.option_boxes["scoring"].setCurrentIndex(dialog.option_boxes["scoring"].findData(
        "purple"))
    dialog.teach_box.setChecked(True)
    dialog.seed_edit.setText("12")
    dialog._accept()
    controller = window.controller
    assert controller is not None
    assert window.stack.currentWidget() is window.table_page
    assert controller.match.players == 3 and controller.match.seed == 12
    assert controller.match.options["scoring"] == "purple"
    assert [seat.bot for seat in controller.seats] == ["", "easy", "heuristic"]
    assert controller.teach


def test_a_bad_seed_is_refused_in_the_dialog(window):
    dialog = window.show_new_game_dialog()
    dialog.seed_edit.setText("abc")
    dialog._accept()
    assert dialog.isVisible() and "whole number" in dialog.error_label.text()
    dialog.reject()


def test_picking_up_the_drawn_card_lights_the_rows_with_room(window):
    controller = start(window, humans(4))
    draw(controller)
    scene = controller.scene
    card = scene.item_for("drawn")
    assert card is not None and card.draggable
    scene.begin_pick(card, card.pos() + QPointF(10, 10))
    assert scene.highlighted(Highlight.TARGET) == {"row:0", "row:1", "row:2", "row:3"}
    assert card.lifted
    scene.cancel_pick()
    assert not card.lifted and scene.highlighted() == set()


def _drag(scene, source_id, target_id):
    item = scene.item_for(source_id)
    start_point = item.sceneBoundingRect().center()
    scene.begin_pick(item, start_point)
    target = scene.item_for(target_id)
    end = target.sceneBoundingRect().center()
    scene.drag_to(end)
    scene.release_at(end)


def test_a_drop_on_a_full_row_snaps_back_and_says_why(window, qtbot):
    controller = start(window, humans(4))
    for _ in range(3):  # three players fill row 1
        draw(controller)
        _drag(controller.scene, "drawn", "row:0")
    assert len(controller.match.state.rows[0]) == 3
    draw(controller)
    before = controller.match.state
    card = controller.scene.item_for("drawn")
    home = card.home
    _drag(controller.scene, "drawn", "row:0:1")
    assert window.side.message.text() == "Row 1 is full (3 of 3 cards): choose a row with room."
    assert controller.match.state == before
    controller.scene.finish_animations()
    assert card.pos() == home


def test_a_legal_drop_plays_the_move(window):
    controller = start(window, humans(4))
    player = controller.match.to_move()[0]
    draw(controller)
    drawn = controller.match.state.drawn
    _drag(controller.scene, "drawn", "row:2")
    state = controller.match.state
    assert state.rows[2] == (drawn,)
    assert state.phase == TURN and state.current == (player + 1) % 4
    controller.scene.finish_animations()
    placed = controller.scene.item_for("row:2:0")
    assert placed is not None and placed.pos() == placed.home
    assert "places" in window.side.log.toPlainText()


def test_taking_a_row_by_dragging_it_onto_your_area(window):
    controller = start(window, humans(4))
    draw(controller)
    _drag(controller.scene, "drawn", "row:1")
    player = controller.match.to_move()[0]
    _drag(controller.scene, "row:1", f"p{player}.collection")
    state = controller.match.state
    assert state.takers[1] == player
    assert any(cid.startswith(f"p{player}.col:") for cid in controller.scene.items_by_id)


def test_teach_mode_highlights_every_legal_target_and_shows_the_prompt(window):
    controller = start(window, humans(4), teach=True)
    assert "deck" in controller.scene.highlighted(Highlight.TARGET)
    assert window.side.prompt.text().endswith("Draw a card and place it on a row, or take a row")
    draw(controller)
    assert controller.scene.highlighted(Highlight.TARGET) >= {"row:0", "row:1", "row:2",
                                                              "row:3"}
    window.set_teach(False)
    assert controller.scene.highlighted(Highlight.TARGET) == set()


def test_a_bot_move_arrives_without_blocking_the_window(window, qtbot):
    controller = start(window, vs_bots(4), seed=5)
    wait_for_human(qtbot, controller)
    draw(controller)
    _drag(controller.scene, "drawn", "row:0")
    # The bots now think on worker threads; the window keeps handling events meanwhile.
    ticks = []
    timer_id = window.startTimer(5)
    window.timerEvent = lambda event: ticks.append(event.timerId())
    wait_for_human(qtbot, controller)
    window.killTimer(timer_id)
    assert controller.match.to_move() == (0,)
    log = window.side.log.toPlainText()
    assert "Bot 2" in log and "Bot 4" in log
    assert ticks, "the event loop ran while the bots thought"
    # The log speaks to the human and names the bots, with verbs that agree.
    assert "You draw a card" in log and "You place the " in log
    assert re.search(r"^Bot 2 (draws a card|takes row \d)", log, re.MULTILINE)
    assert not re.search(r"Player \d|You (draws|places|takes)|Bot \d (draw|place|take) ", log)


def test_the_table_labels_name_you_and_count_in_words(window, qtbot):
    controller = start(window, vs_bots(4), seed=5)
    wait_for_human(qtbot, controller)
    draw(controller)
    _drag(controller.scene, "drawn", "row:0")
    wait_for_human(qtbot, controller)
    controller.bot_delay_ms = 10 ** 7  # the bots wait while the labels are read
    state = controller.match.state
    row = next(r for r, cards in enumerate(state.rows) if cards and state.takers[r] == -1)
    _drag(controller.scene, f"row:{row}", "p0.collection")
    assert controller.match.state.takers[row] == 0
    items = controller.scene.items_by_id
    assert items[f"row:{row}"].status == "Taken by you"
    score = controller.game.live_score(controller.match.state, 0)
    points = "1 point" if score == 1 else f"{score} points"
    assert items["p0.collection"].status == f"Took row {row + 1} · {points}"
    for taken, taker in enumerate(controller.match.state.takers):
        if taker > 0:
            assert items[f"row:{taken}"].status == f"Taken by Bot {taker + 1}"
    deck = controller.match.state.deck_size()
    assert items["label:deck"].text == f"Deck: {deck} {'card' if deck == 1 else 'cards'}"


def test_undo_and_redo_through_the_menu(window, qtbot):
    controller = start(window, vs_bots(4), seed=5)
    wait_for_human(qtbot, controller)
    draw(controller)
    _drag(controller.scene, "drawn", "row:0")
    wait_for_human(qtbot, controller)
    moved = controller.match.state
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert controller.match.to_move() == (0,)
    assert controller.match.state.phase in (PLACE, TURN)
    assert controller.match.state != moved
    window.redo_action.trigger()
    assert controller.match.state == moved


def test_save_and_open_round_trip(window, qtbot, tmp_path):
    controller = start(window, vs_bots(3), seed=8, scoring="purple")
    wait_for_human(qtbot, controller)
    draw(controller)
    path = tmp_path / "saved.json"
    assert window.files.save_to(path)
    state = controller.match.state
    window.start_game(window.last_config)
    assert window.files.open_file(path)
    reopened = window.controller
    assert reopened.match.state == state
    assert [s.bot for s in reopened.seats] == ["", "heuristic", "heuristic"]
    assert reopened.match.options["scoring"] == "purple"


def test_resume_restores_the_exact_position_from_the_autosave(window, qtbot):
    controller = start(window, vs_bots(4), seed=9)
    wait_for_human(qtbot, controller)
    draw(controller)
    state = controller.match.state
    saved = json.loads(autosave_path().read_text())
    assert saved["game"] == "coloretto" and saved["seats"][0]["bot"] == ""
    window.show_start()
    assert window.start_page.resume_button.isEnabled()
    window.start_page.resume_button.click()
    assert window.controller is not controller
    assert window.controller.match.state == state
    assert window.stack.currentWidget() is window.table_page


def test_a_damaged_save_file_is_refused_and_changes_nothing(window, qtbot, tmp_path):
    controller = start(window, humans(3))
    draw(controller)
    state = controller.match.state
    path = tmp_path / "broken.json"
    path.write_text('{"format_version": 1, "game": "coloretto", "players": 3, "seed": 1, '
                    '"moves": [[0, "take 7"]]}')
    before = path.read_bytes()
    assert not window.files.open_file(path)
    assert window.controller is controller and controller.match.state == state
    assert "cannot be restored" in window.side.message.text()
    assert path.read_bytes() == before


def test_keyboard_play_of_a_whole_turn(window, qtbot):
    controller = start(window, humans(4))
    player = controller.match.to_move()[0]
    view = window.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert controller.focused_move().kind == "draw"
    assert controller.scene.highlighted(Highlight.FOCUS) == {"deck"}
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert controller.match.state.phase == PLACE
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert controller.focused_move().arg == 1
    assert controller.scene.highlighted(Highlight.FOCUS) == {"drawn", "row:1"}
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert controller.focused_move() is None
    qtbot.keyClick(view, Qt.Key.Key_Down)
    qtbot.keyClick(view, Qt.Key.Key_Enter)
    assert controller.match.state.rows[0]
    assert controller.match.to_move() == ((player + 1) % 4,)


def test_hint_highlights_the_heuristic_choice_with_a_reason(window, qtbot):
    controller = start(window, humans(4))
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    assert window.side.message.text().startswith("Hint: ")
    assert controller.scene.highlighted(Highlight.HINT)


def test_the_end_of_game_dialog_shows_breakdowns_and_offers_a_rematch(window, qtbot):
    window.autosave = False  # the dialog is looked at, not the save file synced after every move
    bots = [Seat("Ann", "heuristic"), Seat("Bo", "random"), Seat("Cy", "heuristic")]
    controller = start(window, bots, seed=2)
    qtbot.waitUntil(lambda: window.ending.end_dialog is not None, timeout=30_000)
    dialog = window.ending.end_dialog
    text = dialog.plain_text()
    outcome = controller.match.outcome()
    winner = controller.seats[outcome.winners[0]].name
    assert f"{winner} win" in text
    assert "positive" in text and "negative" in text
    for seat in controller.seats:
        assert seat.name in text
    assert controller.match.outcome() is not None
    dialog.rematch.emit()
    assert window.controller is not controller
    window.controller.stop()


def test_zoom_and_fit(window):
    start(window, humans(4))
    view = window.view
    fitted = view.zoom
    view.zoom_by(1.5)
    assert abs(view.zoom - fitted * 1.5) < 1e-6 and not view.fit_mode
    view.fit()
    assert abs(view.zoom - fitted) < 1e-6


def test_resting_on_a_card_enlarges_it(window, qtbot):
    controller = start(window, humans(4))
    draw(controller)
    scene = controller.scene
    card = scene.item_for("drawn")
    scene.hover_card(card)
    qtbot.waitUntil(lambda: scene.preview is not None, timeout=2000)
    assert scene.preview.face == card.face
    assert scene.preview.sceneBoundingRect().width() > 2 * card.sceneBoundingRect().width() - 40
    assert scene.sceneRect().contains(scene.preview.pos())
    scene.hover_card(None)
    assert scene.preview is None


def test_the_end_dialog_names_an_automaton_winner():
    from chroma_desktop.rules.api import Outcome, ScoreLine
    from chroma_desktop.ui.results import outcome_html

    outcome = Outcome((0.0,), (), "Confident Billy met a win condition",
                      ((ScoreLine("VP in play", 4.0),),))
    text = outcome_html(outcome, ["You"], {})
    assert "<h2>Confident Billy met a win condition</h2>" in text
    assert "win!" not in text


def test_the_animation_pace_is_remembered(qtbot):
    from chroma_desktop.ui.main_window import MainWindow

    first = MainWindow(bot_delay_ms=0, autosave=False)
    qtbot.addWidget(first)
    first.set_pace(520)
    second = MainWindow(bot_delay_ms=0, autosave=False)
    qtbot.addWidget(second)
    assert second.pace_ms == 520


def test_a_game_tile_on_the_start_page_opens_its_new_game_dialog(window):
    window.show_start()
    window.start_page.game_buttons["chroma_mix"].click()
    dialog = next(child for child in window.findChildren(NewGameDialog) if child.isVisible())
    assert dialog.game.id == "chroma_mix"
    assert "win_card" in dialog.option_boxes  # (Billy's difficulty shows for one player only)
    dialog.reject()


def test_the_app_opens_on_the_start_page(qtbot):
    from chroma_desktop.ui.main_window import MainWindow

    win = MainWindow(bot_delay_ms=0, autosave=False)
    qtbot.addWidget(win)
    win.show()
    assert win.stack.currentWidget() is win.start_page
    assert set(win.start_page.game_buttons) == set(game_ids())


def test_items_keep_pixmaps_only_once_the_table_is_up(window, qtbot):
    controller = start(window, vs_bots(4))
    scene = controller.scene
    card = next(item for cid, item in scene.items_by_id.items() if ":" in cid
                and type(item).__name__ == "CardItem")
    zone = scene.item_for("row:1")
    qtbot.waitUntil(lambda: window.view.painted, timeout=5_000)
    qtbot.waitUntil(lambda: card.cacheMode() != card.CacheMode.NoCache, timeout=5_000)
    assert card.cacheMode() == card.CacheMode.DeviceCoordinateCache
    assert zone.cacheMode() == zone.CacheMode.DeviceCoordinateCache


def test_a_zone_kept_as_a_pixmap_is_drawn_again_when_its_highlight_changes(window, qtbot):
    controller = start(window, vs_bots(4))
    scene = controller.scene
    zone = scene.item_for("row:1")
    qtbot.waitUntil(lambda: zone.cacheMode() != zone.CacheMode.NoCache, timeout=5_000)
    view = window.view
    # A point on the ring the highlight draws just outside the zone's top edge (no card lies there).
    edge = view.mapFromScene(zone.mapToScene(zone.rect.center().x(), zone.rect.top() - 2))

    def colour_at_edge():
        return view.viewport().grab().toImage().pixelColor(edge).name()

    plain = colour_at_edge()
    zone.set_highlight(Highlight.TARGET)
    qtbot.waitUntil(lambda: colour_at_edge() != plain, timeout=2_000)
    zone.set_highlight(Highlight.NONE)
    qtbot.waitUntil(lambda: colour_at_edge() == plain, timeout=2_000)


def test_zones_inside_zones_lie_above_them_in_a_lighter_tone(window):
    from chroma_desktop.ui import theme
    from chroma_desktop.ui.scene.specs import ZoneSpec

    controller = start(window, vs_bots(3))
    scene = controller.scene
    specs = [ZoneSpec("outer", QRectF(0, 0, 400, 300), "Outer"),
             ZoneSpec("inner", QRectF(20, 40, 200, 120), "Inner")]
    scene.sync(specs, animate=False)
    outer, inner = scene.item_for("outer"), scene.item_for("inner")
    assert (outer.depth, inner.depth) == (0, 1)
    assert inner.zValue() > outer.zValue()
    assert theme.zone_colours(1, False)[0].lightness() > theme.zone_colours(0, False)[0].lightness()
