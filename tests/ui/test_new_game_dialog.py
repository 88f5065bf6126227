"""The new-game dialog: it opens as the game was last set up, shows Billy's difficulty (and other
one-player choices) only for one player, writes what each option means beneath it, and every
dropdown opens on the first click."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QDialogButtonBox

from chroma_desktop.registry import find_game, game_ids
from chroma_desktop.ui import settings
from chroma_desktop.ui.dialogs import NewGameDialog, option_help
from chroma_desktop.ui.main_window import MainWindow

LEFT = Qt.MouseButton.LeftButton


def start_button(dialog: NewGameDialog):
    box = dialog.findChild(QDialogButtonBox)
    return box.button(QDialogButtonBox.StandardButton.Ok)


def test_the_dialog_opens_as_the_game_was_last_set_up(window, qtbot):
    dialog = window.show_new_game_dialog("chroma_mix")
    dialog.players_box.setValue(3)
    dialog.seat_names[1].setText("Ann")
    dialog.set_seat(1, "Human")
    dialog.set_seat(2, "Bot: easy")
    dialog.option_boxes["hands"].setCurrentIndex(dialog.option_boxes["hands"].findData("open"))
    dialog.teach_box.setChecked(True)
    QTest.mouseClick(start_button(dialog), LEFT)
    controller = window.controller
    assert controller.game.id == "chroma_mix" and controller.match.options["hands"] == "open"
    controller.stop()
    # Another day, another window: New game opens on that game, set up the same way.
    later = MainWindow(bot_delay_ms=0, autosave=False)
    qtbot.addWidget(later)
    again = later.show_new_game_dialog()
    assert again.game.id == "chroma_mix"
    assert again.players_box.value() == 3
    assert [name.text() for name in again.seat_names] == ["You", "Ann", "Bot 3"]
    assert [kind.currentData() for kind in again.seat_kinds] == ["", "", "easy"]
    assert again.option_boxes["hands"].currentData() == "open"
    assert again.teach_box.isChecked()
    # Another game keeps its own set-up (none yet: its defaults).
    again.game_box.setCurrentIndex(again.game_box.findData("coloretto"))
    assert again.option_boxes["edition"].currentData() == "original"
    again.reject()


def test_a_damaged_remembered_set_up_falls_back_to_the_defaults(window):
    store = settings.settings()
    store.setValue(settings.SET_UP_KEY.format(game_id="coloretto"),
                   '{"players": 9, "seats": [{"name": 3}], "options": {"edition": "ancient"}}')
    store.setValue(settings.LAST_GAME_KEY, "coloretto")
    store.sync()
    dialog = window.show_new_game_dialog()
    assert dialog.game.id == "coloretto" and dialog.players_box.value() == 4
    assert dialog.seat_names[0].text() == "You"
    assert dialog.option_boxes["edition"].currentData() == "original"
    dialog.reject()


def test_billys_difficulty_shows_only_for_one_player(window):
    dialog = window.show_new_game_dialog("chroma_mix")
    dialog.players_box.setValue(1)
    assert "difficulty" in dialog.option_boxes
    dialog.option_boxes["difficulty"].setCurrentIndex(
        dialog.option_boxes["difficulty"].findData("hard"))
    assert dialog.config().options["difficulty"] == "hard"
    dialog.players_box.setValue(2)
    assert "difficulty" not in dialog.option_boxes
    assert "difficulty" not in dialog.config().options
    dialog.players_box.setValue(1)  # the choice comes back with the option
    assert dialog.option_boxes["difficulty"].currentData() == "hard"
    dialog.reject()


def test_one_player_modes_are_offered_only_to_one_player(window):
    dialog = window.show_new_game_dialog("chroma_cubes")
    dialog.players_box.setValue(1)
    modes = dialog.option_boxes["mode"]
    assert {modes.itemData(i) for i in range(modes.count())} >= {"score_attack", "cairn"}
    dialog.players_box.setValue(3)
    assert "mode" not in dialog.option_boxes
    assert dialog.config().options["mode"] == "standard"
    dialog.reject()


def test_reserve_activations_are_not_offered_to_one_player(window):
    """Chroma Cubes alone (issue 31): activating a reserve die gives a die to an opponent, so a
    newcomer choosing the score attack read an option that never applies."""
    dialog = window.show_new_game_dialog("chroma_cubes")
    dialog.players_box.setValue(1)
    assert "reserve_activations" not in dialog.option_boxes
    assert "lock_symbols" in dialog.option_boxes
    dialog.players_box.setValue(2)
    assert "reserve_activations" in dialog.option_boxes
    dialog.reject()


def test_an_option_for_some_player_counts_shows_only_for_them(window):
    """Coloretto's colour removal matters with 2 or 3 players, when colours are set aside."""
    dialog = window.show_new_game_dialog("coloretto")
    dialog.players_box.setValue(3)
    assert "colour_removal" in dialog.option_boxes
    dialog.players_box.setValue(4)
    assert "colour_removal" not in dialog.option_boxes
    assert "edition" in dialog.option_boxes
    dialog.reject()


@pytest.mark.parametrize("game_id", game_ids())
def test_each_option_says_what_it_means_beneath_its_box(window, qtbot, game_id):
    dialog = window.show_new_game_dialog(game_id)
    qtbot.waitUntil(dialog.isVisible)
    qtbot.wait(20)  # the dialog fits its wrapped texts once they are laid out
    specs = {spec.name: spec for spec in find_game(game_id).option_specs}
    assert dialog.option_boxes
    for name, box in dialog.option_boxes.items():
        label = dialog.option_help[name]
        assert label.isVisible() and label.text() == option_help(specs[name])
        assert box.toolTip() == ""  # a tooltip over the box took the first click
        below = label.mapTo(dialog, label.rect().topLeft()).y()
        assert below >= box.mapTo(dialog, box.rect().bottomLeft()).y()
        # The whole text shows (no line cut off).
        assert label.height() >= label.heightForWidth(label.width())
    dialog.reject()


@pytest.mark.qt_log_ignore("This plugin does not support")  # popups offscreen: no grabs
def test_every_dropdown_opens_on_the_first_click(window, qtbot):
    dialog = window.show_new_game_dialog("chroma_mix")
    qtbot.waitUntil(dialog.isVisible)
    boxes = dialog.findChildren(QComboBox)
    assert len(boxes) >= 1 + 4 + 3  # the game, the seats, the options
    for box in boxes:
        if not box.isVisible():
            continue
        QTest.mouseClick(box, LEFT, Qt.KeyboardModifier.NoModifier, box.rect().center())
        qtbot.waitUntil(box.view().isVisible, timeout=1000)
        box.hidePopup()
        qtbot.waitUntil(lambda box=box: not box.view().isVisible(), timeout=1000)
    dialog.reject()


@pytest.mark.parametrize("game_id", game_ids())
def test_what_an_option_means_names_its_choices_in_words_not_identifiers(window, game_id):
    dialog = window.show_new_game_dialog(game_id)
    for players in (1, 2, 3):
        if dialog.game.min_players <= players <= dialog.game.max_players:
            dialog.players_box.setValue(players)
        for name, box in dialog.option_boxes.items():
            help_text = dialog.option_help[name].text()
            for index in range(box.count()):
                choice = box.itemData(index)
                # "not_counted: ..." read like code; the help says the words the box shows.
                assert "_" not in choice or choice not in help_text, (game_id, name, help_text)
            assert "_" not in help_text.replace("(", " ").split(":")[0], (game_id, name, help_text)
    dialog.reject()


def test_a_real_time_game_says_each_bot_levels_pace(window):
    """Issue 31: CMYK!'s levels' paces, as the manifest declares them; a turn-based game says
    none."""
    dialog = window.show_new_game_dialog("cmyk")
    assert dialog.pace_label.isVisibleTo(dialog)
    said = dialog.pace_label.text()
    assert "Easy: about one tile every 15 s" in said
    assert "Normal: about one tile every 10 s" in said and "Hard: about one tile every 5 s" in said
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("coloretto"))
    assert not dialog.pace_label.isVisibleTo(dialog)
    dialog.reject()


def test_start_stays_on_the_screen_when_the_set_up_is_taller_than_it(window, qtbot):
    """Issue 31 (played at 1024x640): four seats and Chroma Cubes' or Chroma Mix's options made
    the dialog taller than the screen, its Start button below the screen's edge. With larger
    text (the system font a user chose) the same happens on this test's screen: the dialog stays
    within the screen, its options scroll, and Start is pressed where it is drawn."""
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QApplication

    chosen = QFont(QApplication.font())
    larger = QFont(chosen)
    larger.setPointSizeF(chosen.pointSizeF() * 1.6)
    QApplication.setFont(larger)
    try:
        dialog = window.show_new_game_dialog("chroma_mix")
        dialog.players_box.setValue(4)
        qtbot.waitUntil(dialog.isVisible)
        qtbot.wait(30)  # the dialog fits its wrapped texts once they are laid out
        screen = dialog.screen().availableGeometry()
        assert screen.contains(dialog.frameGeometry()), (dialog.frameGeometry(), screen)
        start = start_button(dialog)
        corner = start.mapToGlobal(start.rect().bottomRight())
        assert screen.contains(start.mapToGlobal(start.rect().topLeft())) and screen.contains(corner)
        # Every option is still reached: the last one scrolls into view.
        last_help = list(dialog.option_help.values())[-1]
        assert last_help.height() >= last_help.heightForWidth(last_help.width())
        QTest.mouseClick(start, LEFT, Qt.KeyboardModifier.NoModifier, start.rect().center())
        qtbot.waitUntil(lambda: window.controller is not None)
        assert window.controller.game.id == "chroma_mix" and len(window.controller.seats) == 4
    finally:
        QApplication.setFont(chosen)


@pytest.mark.parametrize("game_id", game_ids())
def test_a_set_up_that_fits_the_screen_shows_whole_without_a_scroll_bar(window, qtbot, game_id):
    """Played at 1280x800: Chroma Mix's two-seat set-up fits the screen, yet a scroll bar came
    and hid the seed (the bar narrowed the help texts, which then wrapped to more lines)."""
    dialog = window.show_new_game_dialog(game_id)
    dialog.players_box.setValue(2)
    qtbot.waitUntil(dialog.isVisible)
    qtbot.wait(30)  # the dialog fits its wrapped texts once they are laid out
    scroll = dialog.set_up_scroll
    assert not scroll.verticalScrollBar().isVisible()
    seed = dialog.seed_edit
    bottom = seed.mapTo(scroll.viewport(), seed.rect().bottomLeft()).y()
    assert bottom <= scroll.viewport().height()
    dialog.reject()


def test_teach_mode_ticked_before_the_game_is_picked_stays_ticked(window, qtbot):
    """Played as a newcomer: Teach mode ticked, then Chroma Mix picked in the Game box, and the
    tick was gone (each game's remembered set-up replaced it); they played without it."""
    dialog = window.show_new_game_dialog("coloretto")
    qtbot.waitUntil(dialog.isVisible)
    assert not dialog.teach_box.isChecked()
    box = dialog.teach_box
    QTest.mouseClick(box, LEFT, Qt.KeyboardModifier.NoModifier, QPoint(8, box.height() // 2))
    assert box.isChecked()
    dialog.game_box.setFocus()
    QTest.keyClick(dialog.game_box, Qt.Key.Key_Down)  # the next game, by the keys
    assert dialog.game.id == "chroma_mix"
    assert box.isChecked()
    QTest.mouseClick(start_button(dialog), LEFT)
    assert window.controller.game.id == "chroma_mix" and window.controller.teach
