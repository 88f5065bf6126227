"""The window's collaborators own their menu items and dialogs (`ui/main_window.py`): the items
each adds stand in the menus' order, say themselves again in another language, and act on the
table on the window; the online dialogs reach the app through `OnlineTables` alone."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from chroma_desktop.ui.online_dialog import HostDialog, JoinDialog
from chroma_desktop.ui.online_games import MyGamesDialog
from tests.ui.conftest import humans, start


def _texts(menu) -> list[str]:
    return [action.text() for action in menu.actions() if not action.isSeparator()]


def test_each_collaborator_adds_its_items_in_the_menus_order(window):
    start(window, humans(3))
    window.finish_start()
    game, edit, _view, help_menu = window._menus
    assert _texts(game) == ["&New game…", "&Open…", "&Save", "Save &as…", "&Resume last game",
                            "&Start page", "&Host online game…", "&Join online game…",
                            "&My online games…", "Res&ign online game…", "&Quit"]
    actions = game.actions()
    assert window.files.save_action in actions and window.online.resign_action in actions
    assert window.files.paste_position_action in edit.actions()
    assert window.help_menu.rulings_action in help_menu.actions()
    # The game on the table is saved by the files' item; resigning needs an online table.
    assert window.files.save_action.isEnabled() and window.files.save_as_action.isEnabled()
    assert not window.online.resign_action.isEnabled()


def test_the_collaborators_items_change_language_with_the_window(window, qtbot):
    start(window, humans(3))
    window.finish_start()
    try:
        window.languages.set_language("it", remember=False)
        assert window.files.paste_position_action.text() == "&Incolla posizione"
        assert window.online.resign_action.text() == "A&bbandona la partita online…"
        assert window._menus[0].title() == "&Gioco"
        assert window.languages.language_actions["it"].isChecked()
    finally:
        window.languages.set_language("en", remember=False)
    assert window.files.paste_position_action.text() == "&Paste position"


def test_copy_and_paste_position_go_through_the_files_collaborator(window):
    start(window, humans(3))
    text = window.files.copy_position()
    assert text.startswith("chroma position: coloretto, 3 players")
    assert QApplication.clipboard().text() == text
    before = window.controller
    assert window.files.paste_position()
    assert window.controller is not before and window.files.save_path is None
    assert window.controller.match.states[0] == before.match.state


def test_the_online_dialogs_ask_the_online_collaborator(window, qtbot):
    for dialog in (window.online.show_host_dialog(), window.online.show_join_dialog(),
                   window.online.show_my_online_games()):
        assert isinstance(dialog, (HostDialog, JoinDialog, MyGamesDialog))
        assert dialog.tables is window.online and dialog.parent() is window
        dialog.reject()
    # Nothing joined: no table online on the window, and no one's turn known anywhere.
    assert window.online.table_on_screen() is None
    assert window.online.whose_turn("chroma://127.0.0.1:1/NOWHERE?seat=x&game=coloretto") == ""
