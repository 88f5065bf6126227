"""Around the table: saving where saved games live, messages red only for errors, the Resume
button naming its game, the pace menu, side-panel buttons that stay put, a log whose last line
shows, quiet screenshots, replay columns that line up, and pages that do not import the window."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.driver import play_bot_match
from chroma_desktop.cli import main
from chroma_desktop.persistence import save_match
from chroma_desktop.registry import find_game
from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.pages import StartPage
from chroma_desktop.ui.settings import saved_games_folder
from chroma_desktop.ui.view_menu import PACES
from tests.ui.conftest import humans

ROOT = Path(__file__).resolve().parents[2]
LEFT = Qt.MouseButton.LeftButton


def start(window, players=4, seed=3, game_id="coloretto"):
    return window.start_game(NewGameConfig(game_id, players, humans(players), {}, False, seed))


# -- files --------------------------------------------------------------------------------------
def test_the_save_dialog_opens_in_the_saved_games_folder_and_saves_there(window):
    start(window)
    window.finish_start()
    window.files.save_as()
    dialog = window.files.save_dialog
    assert Path(dialog.directory().absolutePath()) == saved_games_folder()
    assert saved_games_folder().is_dir()
    suggested = dialog.selectedFiles()[0]
    assert Path(suggested).name.startswith("Coloretto ") and suggested.endswith(".chroma.json")
    dialog.accept()
    assert Path(suggested).is_file() and window.files.save_path == Path(suggested)
    assert window.side.message.text() == f"Saved to {Path(suggested).name}."
    assert not window.side.message_is_error
    window.files.open_game_dialog()
    assert Path(window.files.save_dialog.directory().absolutePath()) == saved_games_folder()
    window.files.save_dialog.reject()


def test_messages_are_red_only_for_errors(window, tmp_path):
    controller = start(window)
    window.finish_start()
    side = window.side
    controller.hint()
    assert side.message.text().startswith("Hint: ") and not side.message_is_error
    assert side.message.styleSheet() == ""
    controller.drop("row:0", "row:1")  # a row is not dropped on another row: refused
    assert side.message.text() and side.message_is_error
    assert "#b03a2e" in side.message.styleSheet()
    controller.focus_next()
    assert side.message.text().startswith("Enter: ") and not side.message_is_error
    blocker = tmp_path / "a file"
    blocker.write_text("")
    assert not window.files.save_to(blocker / "game.json")  # a folder that cannot be made
    assert side.message.text().startswith("Could not save") and side.message_is_error


def test_the_resume_button_names_the_game_it_resumes(window):
    controller = start(window, players=3)
    controller.play(controller.legal[0])
    window.show_start()
    text = window.start_page.resume_button.words.replace("&", "")  # its words, however wrapped
    assert text == "Resume Coloretto (3 players, after 1 move)"
    assert window.start_page.resume_button.isEnabled()


def test_the_start_page_asks_through_signals(qtbot):
    page = StartPage()
    qtbot.addWidget(page)
    with qtbot.waitSignal(page.new_game_requested) as asked:
        QTest.mouseClick(page.game_buttons["cmyk"], LEFT)
    assert asked.args == ["cmyk"]
    with qtbot.waitSignal(page.open_requested):
        QTest.mouseClick(page.open_button, LEFT)


def test_the_pages_do_not_import_the_main_window():
    tree = ast.parse((ROOT / "chroma_desktop" / "ui" / "pages.py").read_text(encoding="utf-8"))
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    imported |= {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import)
                 for alias in node.names}
    assert "chroma_desktop.ui.main_window" not in imported


# -- the menus and the side panel ---------------------------------------------------------------
def test_the_pace_menu_ticks_the_current_pace(window):
    window.finish_start()
    actions = window.view_menu.pace_actions
    assert set(actions) == {ms for _label, ms in PACES}
    assert all(action.isCheckable() for action in actions.values())
    assert [ms for ms, action in actions.items() if action.isChecked()] == [window.pace_ms]
    actions[520].trigger()
    assert window.pace_ms == 520
    assert [ms for ms, action in actions.items() if action.isChecked()] == [520]
    window.set_pace(0, remember=False)
    assert actions[0].isChecked() and not actions[520].isChecked()


def test_the_hint_undo_and_redo_buttons_stay_put(window, qtbot):
    controller = start(window)
    window.finish_start()
    side = window.side
    buttons = (side.hint_button, side.undo_button, side.redo_button)

    def places():
        side.layout().activate()
        return [button.mapTo(window, button.rect().topLeft()) for button in buttons]

    before = places()
    controller.hint()  # a long reason
    window.set_message("A refusal that goes on and on. " * 12, error=True)
    window.set_prompt("A prompt long enough to wrap over several lines of the panel. " * 3)
    assert places() == before
    controller.play(controller.legal[0])
    assert places() == before


def test_the_last_line_of_the_log_always_shows(window, qtbot):
    controller = start(window)
    window.finish_start()
    log = window.side.log

    def last_line_shows() -> bool:
        layout = log.document().documentLayout()
        bottom = layout.blockBoundingRect(log.document().lastBlock()).bottom()
        return bottom - log.verticalScrollBar().value() <= log.viewport().height() + 1

    for _ in range(60):
        if controller.human_to_move() is None or not controller.legal:
            break
        controller.play(controller.legal[0])
        qtbot.wait(1)
    assert log.verticalScrollBar().maximum() > 0  # the log is longer than its box
    assert last_line_shows()
    window.resize(1000, 560)  # a shorter window: the log's box shrinks
    qtbot.waitUntil(last_line_shows, timeout=2000)


# -- the command line ---------------------------------------------------------------------------
def test_chroma_screenshot_prints_no_qt_noise(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               CHROMA_DESKTOP_DATA_DIR=str(tmp_path / "data"),
               CHROMA_DESKTOP_CACHE_DIR=str(tmp_path / "cache"))
    out = tmp_path / "table.png"
    result = subprocess.run(
        [sys.executable, "-m", "chroma_desktop.cli", "screenshot", "--game", "cmyk", "--players",
         "3", "--moves", "6", "--out", str(out)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0
    assert result.stderr == ""
    assert result.stdout == f"wrote {out}\n"


def test_replay_columns_line_up_on_long_moves(capsys, tmp_path):
    game = find_game("chroma_cubes")
    match = play_bot_match(game, [make_bot("heuristic", game.id)] * 2, {}, seed=1)
    path = tmp_path / "game.json"
    save_match(match, path)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    moves = [game.move_to_str(state, move)
             for state, move in zip(match.states[:len(match.moves)], match.moves, strict=True)]
    assert max(map(len, moves)) > 22  # longer than the old fixed column
    lines = out[1:1 + len(moves)]
    starts = set()
    for line, move, state, made in zip(lines, moves, match.states[:len(moves)], match.moves,
                                       strict=True):
        words = str(game.describe(state, made))
        assert move in line and line.endswith(words)
        starts.add(len(line) - len(words))  # where the words begin
    assert len(starts) == 1
