"""German on the window (issue 33): View → Language lists it once its data is complete, choosing
it says the menus and pages in German at once, and at 1024x640 the start page and the New game
dialog cut no German word (measured against the rects the words are given, as
test_start_page_words.py measures the start page), nor does each game's table at 1280x800 and
800x500 (as test_translations.py measures Italian), the solo ones too (Chroma Cubes' cairn game,
Chroma Mix against Confident Billy)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QPushButton,
    QWidget,
)

from chroma_desktop import language
from chroma_desktop.bots import make_bot
from chroma_desktop.bots.driver import bot_rng
from chroma_desktop.registry import find_game, game_ids
from chroma_desktop.rules.match import Match
from chroma_desktop.ui import translation
from chroma_desktop.ui.main_window import MainWindow
from chroma_desktop.ui.match_controller import Seat
from tests.ui.test_start_page_words import tile_words_cut, words_cut
from tests.ui.test_translations import _cut_words, _italian_table


@pytest.fixture(autouse=True)
def _english_afterwards():
    yield
    translation.install(language.SOURCE)


def _open_menu_item(qtbot, menu, words: str):
    action = next(action for action in menu.actions() if action.text() == words)
    qtbot.waitUntil(menu.isVisible)
    QTest.mouseMove(menu, menu.actionGeometry(action).center())
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())
    return action


@pytest.mark.qt_log_ignore("This plugin does not support")  # menus offscreen: no grabs
def test_choosing_deutsch_says_the_menus_and_the_start_page_in_german(window, qtbot):
    window.finish_start()
    window.show_start()
    bar = window.menuBar()
    view_menu = window._menus[2]
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.actionGeometry(view_menu.menuAction()).center())
    languages = _open_menu_item(qtbot, view_menu, "&Language").menu()
    qtbot.waitUntil(languages.isVisible)
    # The menu lists the languages the data offers, each in its own words.
    assert [action.text() for action in languages.actions()] == [
        "&" + language.NAMES[code] for code in language.offered()]
    assert "&Deutsch" in [action.text() for action in languages.actions()]
    _open_menu_item(qtbot, languages, "&Deutsch")
    qtbot.waitUntil(lambda: language.current() == "de")
    assert [action.text() for action in bar.actions()] == ["&Spiel", "&Bearbeiten", "&Ansicht",
                                                           "&Hilfe"]
    game_items = [action.text() for action in window._menus[0].actions()]
    assert "&Neues Spiel…" in game_items and "B&eenden" in game_items
    edit_items = [action.text() for action in window._menus[1].actions()]
    assert {"&Rückgängig", "&Wiederholen", "&Tipp"} <= set(edit_items)
    assert window.start_page.new_button.text() == "&Neues Spiel…"
    assert translation.saved_language() == "de"
    # The keys of each menu's items stay distinct in German.
    for menu in window._menus:
        keys = [action.text().split("&")[1][0].lower() for action in menu.actions()
                if "&" in action.text()]
        assert len(keys) == len(set(keys)), [action.text() for action in menu.actions()]


def test_a_german_table_says_its_side_panel_in_german(window, qtbot):
    from chroma_desktop.ui.game_config import NewGameConfig
    from chroma_desktop.ui.match_controller import Seat

    window.finish_start()
    window.bot_delay_ms = 10 ** 7
    window.start_game(NewGameConfig("coloretto", 3, [Seat("You")] + [
        Seat(f"Bot {seat}", "heuristic") for seat in (2, 3)], {}, False, 3))
    window.languages.set_language("de", remember=False)
    assert window.side.undo_button.text() == "Rückgängig"
    assert window.side.hint_button.text().replace("&", "").startswith("Tipp")
    assert window.side.teach_box.text() == "&Lernmodus"


def _cut(widget: QWidget) -> list[str]:
    """The words of `widget` and of every visible widget inside it that do not fit their room."""
    cut = []
    for child in [widget, *widget.findChildren(QWidget)]:
        if not child.isVisible():
            continue
        if isinstance(child, QPushButton) and child.text() and \
                child.sizeHint().width() > child.width():
            cut.append(f"button {child.text()!r}")
        elif isinstance(child, QCheckBox) and child.sizeHint().width() > child.width():
            cut.append(f"check box {child.text()!r}")
        elif isinstance(child, QLabel) and child.text():
            if child.wordWrap():
                if child.heightForWidth(child.width()) > child.height():
                    cut.append(f"label {child.text()!r} (wrapped)")
            elif child.sizeHint().width() > child.width():
                cut.append(f"label {child.text()!r}")
        elif isinstance(child, QGroupBox) and \
                child.fontMetrics().horizontalAdvance(child.title().replace("&", "")) > child.width():
            cut.append(f"group {child.title()!r}")
        elif isinstance(child, QComboBox) and child.sizeHint().width() > child.width():
            cut.append(f"list {child.currentText()!r}")
    return cut


def test_the_start_page_in_german_cuts_no_word_at_1024x640(window, qtbot):
    window.finish_start()
    window.languages.set_language("de", remember=False)
    window.resize(1024, 640)
    window.show_start()
    qtbot.wait(30)
    page = window.start_page
    assert page.new_button.text() == "&Neues Spiel…"
    for button in page.top_buttons:
        assert button.isVisible() and words_cut(button) == [], button.text()
    for tile in page.game_buttons.values():
        assert tile_words_cut(tile) == []
    assert "Spieler" in page.game_buttons["coloretto"].details_label.text()


@pytest.mark.parametrize("game_id", game_ids())
def test_the_new_game_dialog_in_german_cuts_no_word_at_1024x640(window, qtbot, game_id):
    window.finish_start()
    window.languages.set_language("de", remember=False)
    window.resize(1024, 640)
    dialog = window.show_new_game_dialog(game_id)
    try:
        dialog.players_box.setValue(4)
        qtbot.waitUntil(dialog.isVisible)
        qtbot.wait(30)  # the dialog fits its wrapped texts once they are laid out
        QApplication.processEvents()
        assert dialog.windowTitle() == "Neues Spiel"
        assert _cut(dialog) == []
    finally:
        dialog.reject()


def test_the_cut_check_finds_a_cut_word(window, qtbot):
    dialog = window.show_new_game_dialog("coloretto")
    try:
        qtbot.waitUntil(dialog.isVisible)
        dialog.teach_box.setText(dialog.teach_box.text() + " und noch viele weitere Wörter dazu")
        dialog.teach_box.setFixedWidth(120)
        QApplication.processEvents()
        assert any("und noch viele" in cut for cut in _cut(dialog))
    finally:
        dialog.reject()


@pytest.mark.parametrize("game_id", game_ids())
def test_each_table_in_german_cuts_no_word_at_1280x800_and_800x500(game_id, qtbot):
    window = _italian_table(game_id, qtbot, "de")
    try:
        assert window.menuBar().actions()[0].text() == "&Spiel"
        assert _cut_words(window) == []
        window.resize(800, 500)
        QApplication.processEvents()
        assert _cut_words(window) == []
        for button in (window.side.hint_button, window.side.undo_button, window.side.redo_button):
            right = button.mapTo(window, button.rect().topRight()).x()
            assert right < window.width(), (button.text(), right, window.width())
    finally:
        window.controller.stop()
        window.close()


def _german_solo_table(game_id: str, options: dict[str, str], qtbot) -> MainWindow:
    """A solo game of `game_id` with `options`, six moves of the Normal bot in, shown in German
    at 1280x800."""
    translation.install("de")
    game = find_game(game_id)
    match = Match(game, 1, options, 0)
    bot = make_bot("heuristic", game_id)
    rng = bot_rng(0, 0)
    for _ in range(6):
        if match.is_over() or not match.to_move():
            break
        player = match.to_move()[0]
        match.play(bot.choose(game, match.view(player), player, rng), player)
    window = MainWindow(bot_delay_ms=10 ** 7, autosave=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.set_pace(0, remember=False)
    window.show_match(match, [Seat("You")], False)
    window.show()
    window.finish_start()
    QApplication.processEvents()
    window.view.fit()
    window.controller.scene.finish_animations()
    QApplication.processEvents()
    return window


@pytest.mark.parametrize(("game_id", "options"), [
    ("chroma_cubes", {"mode": "cairn"}), ("chroma_mix", {})], ids=["cubes-cairn", "mix-solo"])
def test_each_solo_table_in_german_cuts_no_word_at_1280x800_and_800x500(game_id, options, qtbot,
                                                                          tmp_path):
    """Chroma Cubes' cairn game (its cairns' column, their words) and Chroma Mix against
    Confident Billy, the solo tables the four standard ones leave out."""
    window = _german_solo_table(game_id, options, qtbot)
    try:
        assert window.menuBar().actions()[0].text() == "&Spiel"
        assert _cut_words(window) == []
        window.grab().save(str(tmp_path / f"{game_id}-de-1280.png"))  # to look at, when one fails
        window.resize(800, 500)
        QApplication.processEvents()
        window.view.fit()
        QApplication.processEvents()
        assert _cut_words(window) == []
        window.grab().save(str(tmp_path / f"{game_id}-de-800.png"))
    finally:
        window.controller.stop()
        window.close()


@pytest.mark.parametrize("game_id", ["coloretto", "chroma_mix"])
def test_a_german_lesson_quotes_the_english_rulebook_and_says_so(window, qtbot, game_id,
                                                                 tmp_path):
    """No German rulebook text is here: the lesson box quotes the English one, as it is, and
    says so in German ("englische Spielregel, auf Englisch zitiert")."""
    from chroma_desktop.lessons import shipped_lessons

    window.finish_start()
    window.languages.set_language("de", remember=False)
    lesson = shipped_lessons(game_id)[0]
    window.resize(1024, 640)
    window.show_start()
    QTest.mouseClick(window.start_page.learn_button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(window._lessons_page.lesson_buttons[(game_id, lesson.id)],
                     Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.guide is not None)
    rule = window.lesson.box.rule.text()
    assert lesson.rule in rule
    assert "englische Spielregel, auf Englisch zitiert" in rule
    assert lesson.translated("de", "title") in window.lesson.box.title.text()
    qtbot.wait(50)  # the box places its buttons once it has its width
    box = window.lesson.box
    for button in (box.again_button, box.next_button, box.list_button):
        assert button.isVisible() and button.sizeHint().width() <= button.width(), button.text()
    window.grab().save(str(tmp_path / f"{game_id}-lesson-de.png"))  # to look at
