"""The app's own words in Italian through Qt's translation workflow.

The .ts is what `pyside6-lupdate` makes of the code today (every string the UI says is in it, none
it no longer says), every entry is translated, and the committed .qm is what `pyside6-lrelease`
makes of the .ts; the language follows the system locale unless the player chose one with View →
Language (chosen with the mouse here, and remembered); and each game's table, drawn in Italian at
1280x800, cuts no word: checked on the geometry of every button, label and zone.
"""

from __future__ import annotations

import ast
import importlib.util
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QMenu, QPushButton

from chroma_desktop import language
from chroma_desktop.bots import make_bot
from chroma_desktop.bots.driver import bot_rng
from chroma_desktop.registry import find_game, game_ids, manifest_for
from chroma_desktop.rules.match import Match
from chroma_desktop.ui import theme, translation
from chroma_desktop.ui.items.button_item import ButtonItem
from chroma_desktop.ui.items.zone_item import LabelItem, ZoneItem
from chroma_desktop.ui.main_window import MainWindow
from chroma_desktop.ui.match_controller import Seat

ROOT = Path(__file__).resolve().parents[2]
GAMES = game_ids()
SLOT = re.compile(r"\{[^{}]*\}")


def _tool_module():
    spec = importlib.util.spec_from_file_location("update_translations",
                                                  ROOT / "tools" / "update_translations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


TOOL = _tool_module()


@pytest.fixture(autouse=True)
def _english_afterwards():
    """Every test leaves the app in English, as it found it."""
    yield
    translation.install(language.SOURCE)


def _messages(ts_file: Path) -> dict[tuple[str, str], ElementTree.Element]:
    root = ElementTree.parse(ts_file).getroot()
    return {(context.findtext("name"), message.findtext("source")): message.find("translation")
            for context in root.iter("context") for message in context.iter("message")}


# -- the workflow: ui.ftl → .ts → .qm (more in test_ui_ftl.py) -----------------------------------
def test_the_ftl_the_ts_and_the_qm_are_what_the_code_says_now():
    # Runs lupdate over the code, writes nothing: en/ui.ftl lists what the code says, every
    # language's ui.ftl translates all of it, and each .ts/.qm is what the tool makes of them.
    assert TOOL.out_of_date() == [], "run tools/update_translations.py, then translate"


def test_lupdate_finds_the_words_of_a_new_source(tmp_path):
    # The check above can fail: a word the code says that the .ts lacks is found by lupdate.
    source = tmp_path / "new_page.py"
    source.write_text('from PySide6.QtCore import QCoreApplication\n'
                      'QCoreApplication.translate("NewPage", "A word nobody translated")\n')
    ts_file = tmp_path / "new.ts"
    subprocess.run([TOOL._tool("pyside6-lupdate"), str(source), "-locations", "none", "-ts",
                    str(ts_file)], check=True, capture_output=True)
    assert _messages(ts_file)[("NewPage", "A word nobody translated")].get("type") == "unfinished"


@pytest.mark.parametrize("code", ["it", "de"])
def test_every_entry_is_translated_with_its_slots_and_keys(code):
    text = translation.ts_path(code).read_text(encoding="utf-8")
    assert f"data/i18n/{code}/ui.ftl: edit that file, not this one" in text
    for state in ("unfinished", "obsolete", "vanished"):
        assert f'type="{state}"' not in text
    messages = _messages(translation.ts_path(code))
    assert len(messages) > 300
    for (context, source), translated in messages.items():
        said = translated.text or ""
        assert said.strip(), (context, source)
        assert sorted(SLOT.findall(said)) == sorted(SLOT.findall(source)), (context, source, said)
        assert ("&" in said) == ("&" in source.replace("&amp;", "")), (context, source, said)
        assert said.count("<b>") == source.count("<b>"), (context, source)


# Where the UI puts words: widgets made with their text, their setters, the table's specs (the
# positions of their words: a spec's first argument is its id).
TEXT_AT = {"QPushButton": (0,), "QLabel": (0,), "QCheckBox": (0,), "QGroupBox": (0,),
           "QAction": (0,), "QRadioButton": (0,), "LabelSpec": (1,), "ZoneSpec": (2, 3),
           "ButtonSpec": (1,)}
SETTERS = {"setText", "setToolTip", "setAccessibleName", "setAccessibleDescription",
           "setWindowTitle", "setPlaceholderText", "addRow", "addMenu", "setTitle", "showMessage",
           "setStatusTip", "addItem", "setHorizontalHeaderLabels", "setPlainText"}
PRODUCT = "Chroma Desktop"  # the app's name is the same in every language


def _says_words(node: ast.AST) -> bool:
    """Whether `node` writes words of its own (a literal with letters, not only the app's name)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return any(char.isalpha() for char in node.value.replace(PRODUCT, ""))
    if isinstance(node, ast.JoinedStr):
        return any(_says_words(part) for part in node.values)
    if isinstance(node, ast.BinOp):
        return _says_words(node.left) or _says_words(node.right)
    if isinstance(node, ast.IfExp):
        return _says_words(node.body) or _says_words(node.orelse)
    return False


def untranslated_words(path: Path) -> list[str]:
    """The places in `path` where the UI is given literal words, not translated ones."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        function = node.func
        name = getattr(function, "attr", None) or getattr(function, "id", None)
        if name in TEXT_AT:
            given = [node.args[index] for index in TEXT_AT[name] if index < len(node.args)]
        elif name in SETTERS:
            given = list(node.args)
        else:
            continue
        found += [f"{path.name}:{node.lineno}: {name}({ast.unparse(argument)})"
                  for argument in given if _says_words(argument)]
    return found


def test_the_ui_gives_no_widget_nor_table_label_untranslated_words():
    offenders = [place for path in TOOL.sources() for place in untranslated_words(path)]
    assert offenders == []


def test_the_untranslated_words_check_finds_them(tmp_path):
    source = tmp_path / "page.py"
    source.write_text('QPushButton("Start")\nlabel.setText(f"{n} players")\n'
                      'ZoneSpec("zone:x", rect, "Deck", "")\nQLabel("Chroma Desktop")\n'
                      'QPushButton(translate("Page", "Start"))\n')
    assert [place.split(": ")[1] for place in untranslated_words(source)] == [
        "QPushButton('Start')", "setText(f'{n} players')", "ZoneSpec('Deck')"]


def test_italian_is_loaded_and_english_loads_nothing(qapp):
    assert translation.install("it")
    assert language.current() == "it"
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Gioco"
    assert translation.game_blurb(manifest_for("coloretto")) == \
        "Colleziona camaleonti di tre colori, e non di più."
    assert translation.option_words("Scoring side") == "Lato del punteggio"
    assert translation.seat_title("You") == "Tu" and translation.seat_from_title("Tu") == "You"
    # Qt's own words too: its standard buttons.
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    assert buttons.button(QDialogButtonBox.StandardButton.Cancel).text() == "Annulla"
    translation.install("en")
    assert language.current() == "en"
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"


# -- which language: the system's, unless the player chose ------------------------------------
def test_the_language_is_the_override_then_the_choice_then_the_locale():
    assert translation.choose_language("", "", "it_IT.UTF-8") == "it"
    assert translation.choose_language("", "", "de_DE.UTF-8") == "de"  # German is complete
    assert translation.choose_language("", "", "fr_FR.UTF-8") == "en"
    assert translation.choose_language("", "", "C") == "en"
    assert translation.choose_language("", "en", "it_IT.UTF-8") == "en"  # the player chose
    assert translation.choose_language("", "it", "en_GB.UTF-8") == "it"
    assert translation.choose_language("it", "en", "en_GB") == "it"  # CHROMA_DESKTOP_LANGUAGE
    assert translation.choose_language("klingon", "", "it_IT") == "it"  # ignored when unknown


START = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication(["probe"])
from chroma_desktop.ui.translation import install_start_language
from chroma_desktop.ui.main_window import MainWindow
code = install_start_language()
window = MainWindow()
print(code, window.menuBar().actions()[0].text())
"""


@pytest.mark.parametrize(("locale_name", "saved", "said"), [
    ("it_IT.UTF-8", "", "it &Gioco"), ("en_US.UTF-8", "", "en &Game"),
    ("de_DE.UTF-8", "", "de &Spiel"),
    ("it_IT.UTF-8", "en", "en &Game"), ("C.UTF-8", "it", "it &Gioco")])
def test_the_app_starts_in_the_locales_language_unless_the_player_chose(tmp_path, locale_name,
                                                                         saved, said):
    env = {name: value for name, value in os.environ.items()
           if name not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", translation.LANGUAGE_ENV)}
    env.update(LANG=locale_name, QT_QPA_PLATFORM="offscreen",
               CHROMA_DESKTOP_DATA_DIR=str(tmp_path))
    if saved:
        (tmp_path / "settings.ini").write_text(f"[view]\nlanguage={saved}\n")
    done = subprocess.run([sys.executable, "-c", START], env=env, cwd=ROOT, capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split("\n")[-2] == said


# -- View → Language, with the mouse -----------------------------------------------------------
def _click_menu_item(qtbot, menu: QMenu, words: str) -> None:
    """Click the item of an open `menu` that reads `words`, as a player does."""
    action = next(action for action in menu.actions() if action.text() == words)
    qtbot.waitUntil(menu.isVisible)
    QTest.mouseMove(menu, menu.actionGeometry(action).center())
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())


@pytest.mark.qt_log_ignore("This plugin does not support")  # menus offscreen: no grabs
def test_view_language_switches_the_words_at_once_and_is_remembered(window, qtbot):
    window.finish_start()
    window.show_start()
    bar = window.menuBar()
    view_menu = window._menus[2]
    assert [action.text() for action in bar.actions()] == ["&Game", "&Edit", "&View", "&Help"]
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.actionGeometry(view_menu.menuAction()).center())
    _click_menu_item(qtbot, view_menu, "&Language")
    languages = next(action.menu() for action in view_menu.actions() if action.text() == "&Language")
    _click_menu_item(qtbot, languages, "&Italiano")
    qtbot.waitUntil(lambda: language.current() == "it")
    assert [action.text() for action in bar.actions()] == ["&Gioco", "&Modifica", "&Visualizza",
                                                           "&Aiuto"]
    assert "&Nuova partita…" in [action.text() for action in window._menus[0].actions()]
    assert window.start_page.new_button.text() == "&Nuova partita…"  # the page is said anew
    assert window.stack.currentWidget() is window.start_page
    assert translation.saved_language() == "it"  # and the next start is in Italian too
    assert translation.choose_language("", translation.saved_language(), "en_US") == "it"
    # Back to English, by the keyboard this time: Alt+V, then the items' accelerators.
    QTest.keyClick(window, Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(view_menu.isVisible)
    QTest.keyClick(view_menu, Qt.Key.Key_L)
    qtbot.waitUntil(languages.isVisible)
    QTest.keyClick(languages, Qt.Key.Key_E)
    qtbot.waitUntil(lambda: language.current() == "en")
    assert bar.actions()[0].text() == "&Game"
    assert translation.saved_language() == "en"


def _zone_titles(window: MainWindow) -> set[str]:
    return {item.title for item in window.controller.scene.items_by_id.values()
            if isinstance(item, ZoneItem)}


@pytest.mark.parametrize(("game_id", "english", "italian"), [
    ("coloretto", "Row 1", "Fila 1"), ("chroma_mix", "Your hand", "La tua mano"),
    ("chroma_cubes", "Your active dice", "I tuoi dadi attivi"),
    ("cmyk", "Public objectives", "Obiettivi pubblici")])
def test_switching_during_a_game_says_the_table_and_panel_again(window, qtbot, game_id, english,
                                                                italian):
    seats = [Seat("You")] + [Seat(f"Bot {seat}", "heuristic") for seat in range(2, 5)]
    window.bot_delay_ms = 10 ** 7  # the bots stay still
    match = Match(find_game(game_id), 4, {}, 3)
    controller = window.show_match(match, seats, False)
    window.finish_start()
    log = window.side.log.toPlainText()
    assert window.side.undo_button.text() == "Undo"
    assert english in _zone_titles(window)
    window.languages.set_language("it")
    assert window.controller is controller  # the same game goes on
    assert window.side.undo_button.text() == "Annulla"
    assert window.side.teach_box.text() == "&Modalità didattica"
    assert italian in _zone_titles(window) and english not in _zone_titles(window)
    assert window.stack.currentWidget() is window.table_page
    assert window.side.log.toPlainText().count("\n") == log.count("\n")  # the log, said again
    window.languages.set_language("en")
    assert english in _zone_titles(window)


# -- each game in Italian at 1280x800: no word cut ---------------------------------------------
def _italian_table(game_id: str, qtbot, code: str = "it") -> MainWindow:
    """A 4-player game twelve heuristic-bot moves in, shown in Italian (or `code`) at 1280x800
    (as `chroma screenshot --language it` shows it)."""
    translation.install(code)
    game = find_game(game_id)
    match = Match(game, 4, {}, 0)
    bot = make_bot("heuristic", game_id)
    rngs = [bot_rng(0, seat) for seat in range(4)]
    for step in range(12):
        movers = match.to_move()
        player = movers[step % len(movers)]
        match.play(bot.choose(game, match.view(player), player, rngs[player]), player)
    window = MainWindow(bot_delay_ms=10 ** 7, autosave=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.set_pace(0, remember=False)
    seats = [Seat("You")] + [Seat(f"Bot {seat}", "heuristic") for seat in range(2, 5)]
    controller = window.show_match(match, seats, False)
    window.show()
    window.finish_start()
    QApplication.processEvents()
    window.view.fit()
    controller.scene.finish_animations()
    QApplication.processEvents()
    return window


def _cut_words(window: MainWindow) -> list[str]:
    """Every text of the window and its table that does not fit the room it is given."""
    cut = []
    for button in window.findChildren(QPushButton):
        words = button.text().replace("&", "")
        if button.isVisible() and words and \
                button.fontMetrics().horizontalAdvance(words) > button.width() - 6:
            cut.append(f"button {words!r}")
    for label in window.findChildren(QLabel):
        if label.isVisible() and label.text() and not label.wordWrap() \
                and label.sizeHint().width() > label.width():
            cut.append(f"label {label.text()!r}")
    for item in window.controller.scene.items_by_id.values():
        if isinstance(item, LabelItem):
            metrics = QFontMetricsF(theme.font(item.scale_, bold=item.scale_ > 1.1))
            cut += [f"{item.component_id}: {line!r}" for line in item.text.split("\n")
                    if metrics.horizontalAdvance(line) > item.width + 1]
        elif isinstance(item, ButtonItem):
            metrics = QFontMetricsF(theme.font(1.05, bold=True))
            if metrics.horizontalAdvance(item.label) > item.width - 12:
                cut.append(f"{item.component_id}: {item.label!r}")
        elif isinstance(item, ZoneItem) and item.title:
            metrics = QFontMetricsF(theme.font(1.05, bold=True))
            title = max(item.title.split("\n"), key=metrics.horizontalAdvance)
            needed = metrics.horizontalAdvance(title) + (
                metrics.horizontalAdvance(item.status) + 6 if item.status else 0)
            if needed > item.rect.width() - 24:
                cut.append(f"{item.component_id}: {item.title!r} | {item.status!r}")
    return cut


@pytest.mark.parametrize("game_id", GAMES)
def test_each_table_in_italian_cuts_no_word(game_id, qtbot, tmp_path):
    window = _italian_table(game_id, qtbot)
    try:
        assert window.menuBar().actions()[0].text() == "&Gioco"
        assert window.side.undo_button.text() == "Annulla"
        assert _cut_words(window) == []
        window.grab().save(str(tmp_path / f"{game_id}-it.png"))  # to look at, when one fails
    finally:
        window.controller.stop()
        window.close()


def test_the_cut_words_check_finds_a_cut_word(qtbot):
    window = _italian_table("coloretto", qtbot)
    try:
        label = next(item for item in window.controller.scene.items_by_id.values()
                     if isinstance(item, LabelItem))
        label.configure(label.text + " e ancora molte altre parole che non ci stanno", 60)
        window.side.undo_button.setText("Annulla l'ultima mossa fatta al tavolo")
        window.side.undo_button.setFixedWidth(40)
        found = _cut_words(window)
        assert any(label.component_id in cut for cut in found)
        assert any("Annulla l'ultima" in cut for cut in found)
    finally:
        window.controller.stop()
        window.close()


def test_chroma_screenshot_renders_a_table_in_italian(tmp_path, qapp):
    from chroma_desktop.cli import main

    out = tmp_path / "coloretto-it.png"
    assert main(["screenshot", "--game", "coloretto", "--moves", "6", "--language", "it",
                 "--out", str(out)]) == 0
    assert out.is_file() and out.stat().st_size > 10_000
    assert language.current() == "en"  # the renderer leaves the language as it found it


def test_the_start_page_in_italian_cuts_no_word(qtbot):
    translation.install("it")
    window = MainWindow(bot_delay_ms=10 ** 7, autosave=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.show_start()
    QApplication.processEvents()
    page = window.start_page
    assert page.open_button.text() == "&Apri una partita salvata…"
    # A button's padding is 15 and its border 3 (pages.START_STYLE).
    cut = [line for button in page.top_buttons
           for line in button.text().replace("&", "").split("\n")
           if button.fontMetrics().horizontalAdvance(line) > button.width() - 36]
    assert cut == []
    # A game's tile wraps its words: each label is as tall as its text at its width.
    for tile in page.game_buttons.values():
        for label in (tile.name_label, tile.details_label):
            assert label.height() >= label.heightForWidth(label.width()), label.text()
            assert label.fontMetrics().horizontalAdvance(label.text().split(" ")[0]) <= label.width()
    assert "giocatori" in page.game_buttons["coloretto"].details_label.text()


def test_switching_during_a_lesson_starts_it_again_in_italian(window, qtbot):
    from chroma_desktop.lessons import shipped_lessons

    window.finish_start()
    lesson = shipped_lessons("coloretto")[0]
    window.show_lessons()
    window.start_lesson("coloretto", lesson.id)
    assert window.lesson.box.again_button.text() == "Try &again"
    window.languages.set_language("it")
    assert window.lesson is not None and window.lesson.lesson.id == lesson.id
    assert window.lesson.box.again_button.text() == "&Riprova"
    assert window.lesson.box.isVisibleTo(window.side)
    assert window.stack.currentWidget() is window.table_page
    window.show_lessons()
    assert window.stack.currentWidget().back_button.text() == "← &Pagina iniziale"


def test_switching_on_the_hand_over_page_keeps_the_table_hidden(window, qtbot):
    from chroma_desktop.ui.game_config import NewGameConfig

    window.finish_start()
    controller = window.start_game(NewGameConfig("chroma_mix", 2, [Seat("Anna"), Seat("Bruno")],
                                                 {}, False, 4))
    # Hot seat with hidden hands: once one player has moved, the table waits for the other.
    for _ in range(20):
        if controller.awaiting_hand_over is not None:
            break
        player = controller.human_to_move()
        controller.play(controller.match.legal_moves(player)[0])
    assert window.stack.currentWidget() is window.hand_over_page
    name = controller.seats[controller.awaiting_hand_over].name
    window.languages.set_language("it")
    assert window.stack.currentWidget() is window.hand_over_page
    assert window.hand_over_page.button.text() == f"Sono {name}: mostra il mio tavolo"


@pytest.mark.parametrize("game_id", GAMES)
def test_each_table_in_italian_at_800x500_cuts_no_word(game_id, qtbot):
    """On a small window the side panel gives way to the table, but never below what its buttons'
    Italian words need ("Suggerisci" was cut to "Suggeri")."""
    window = _italian_table(game_id, qtbot)
    try:
        window.resize(800, 500)
        QApplication.processEvents()
        assert window.side.width() < 400  # the panel did give way
        assert _cut_words(window) == []
        # ...and every button of the panel lies whole inside the window, none pushed past its edge.
        for button in (window.side.hint_button, window.side.undo_button, window.side.redo_button):
            right = button.mapTo(window, button.rect().topRight()).x()
            assert right < window.width(), (button.text(), right, window.width())
    finally:
        window.controller.stop()
        window.close()
