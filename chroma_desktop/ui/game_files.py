"""Files and positions: Game → Open, Save, Save as, Resume last game; Edit → Copy and Paste
position; and saying why a file could not be opened.

`GameFiles` is one of the main window's collaborators (`ui/table_window.py`): it owns these menu
items and their dialogs, and knows where the game on the table is saved (`save_path`: None for
a game never saved, a pasted position or the autosave, so that Save asks where).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from chroma_desktop import language
from chroma_desktop.ui.translation import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QFileDialog, QMenu, QWidget

    from chroma_desktop.rules.match import Match
    from chroma_desktop.rules.messages import Message
    from chroma_desktop.ui.menu_words import MenuWords
    from chroma_desktop.ui.seat import Seat
    from chroma_desktop.ui.table_window import TableWindow

translate = QCoreApplication.translate


class GameFiles(QObject):
    """Opens and saves games, and copies and pastes positions, for the window's table."""

    def __init__(self, window: TableWindow, parent: QWidget) -> None:
        super().__init__(parent)
        self._window = window
        self._parent = parent  # the dialogs' parent
        self.save_path: Path | None = None
        self.save_dialog: QFileDialog | None = None  # the open save or open dialog, while open
        self.save_action: QAction | None = None
        self.save_as_action: QAction | None = None
        self.copy_position_action: QAction | None = None
        self.paste_position_action: QAction | None = None

    # -- menus --------------------------------------------------------------------------------
    def add_game_items(self, menus: MenuWords, game: QMenu) -> None:
        """Game → Open, Save, Save as, Resume last game."""
        from PySide6.QtGui import QKeySequence

        keys = QKeySequence.StandardKey
        menus.action(game, QT_TRANSLATE_NOOP("MainWindow", "&Open…"), self.open_game_dialog,
                     keys.Open)
        self.save_action = menus.action(game, QT_TRANSLATE_NOOP("MainWindow", "&Save"), self.save,
                                        keys.Save)
        self.save_as_action = menus.action(game, QT_TRANSLATE_NOOP("MainWindow", "Save &as…"),
                                           self.save_as, keys.SaveAs)
        menus.action(game, QT_TRANSLATE_NOOP("MainWindow", "&Resume last game"),
                     self.resume_last_game)

    def add_edit_items(self, menus: MenuWords, edit: QMenu) -> None:
        """Edit → Copy position, Paste position."""
        self.copy_position_action = menus.action(
            edit, QT_TRANSLATE_NOOP("MainWindow", "&Copy position"), self.copy_position,
            "Ctrl+Shift+C")
        self.paste_position_action = menus.action(
            edit, QT_TRANSLATE_NOOP("MainWindow", "&Paste position"),
            lambda: self.paste_position(), "Ctrl+Shift+V")

    def update_actions(self, can_save: bool) -> None:
        for action in (self.save_action, self.save_as_action):
            if action is not None:
                action.setEnabled(can_save)

    # -- saving -------------------------------------------------------------------------------
    def save(self) -> None:
        if self.save_path is None:
            self.save_as()
        else:
            self.save_to(self.save_path)

    def save_as(self) -> None:
        """Ask where to save, starting in the saved-games folder (or where this game was)."""
        controller = self._window.controller
        if controller is None:
            return
        from datetime import datetime

        from PySide6.QtWidgets import QFileDialog

        from chroma_desktop.ui.settings import saved_games_folder

        if self.save_path is not None:
            suggested = self.save_path
        else:
            stamp = datetime.now().strftime("%Y-%m-%d %H.%M")
            suggested = saved_games_folder() / f"{controller.game.name} {stamp}.chroma.json"
        dialog = QFileDialog(self._parent, translate("MainWindow", "Save game"), str(suggested),
                             translate("MainWindow", "Chroma Desktop games (*.json)"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix("json")
        dialog.selectFile(suggested.name)
        dialog.fileSelected.connect(lambda path: self.save_to(Path(path)))
        self._open_file_dialog(dialog)

    def save_to(self, path: Path) -> bool:
        from chroma_desktop.persistence import write_json_atomic

        controller = self._window.controller
        if controller is None:
            return False
        try:
            write_json_atomic(path, controller.session_record())
        except OSError as error:
            self._window.set_message(translate("MainWindow", "Could not save: {reason}").format(
                reason=error.strerror), error=True)
            return False
        self.save_path = path
        self._window.set_message(translate("MainWindow", "Saved to {file}.").format(file=path.name))
        return True

    # -- opening ------------------------------------------------------------------------------
    def open_game_dialog(self) -> None:
        """Ask which game to open, starting in the saved-games folder."""
        from PySide6.QtWidgets import QFileDialog

        from chroma_desktop.ui.settings import saved_games_folder

        dialog = QFileDialog(self._parent, translate("MainWindow", "Open saved game"),
                             str(saved_games_folder()),
                             translate("MainWindow", "Chroma Desktop games (*.json);;All files (*)"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(lambda path: self.open_file(Path(path)))
        self._open_file_dialog(dialog)

    def _open_file_dialog(self, dialog: QFileDialog) -> None:
        """Show a file dialog without blocking; it is `save_dialog` while open."""
        dialog.finished.connect(self._file_dialog_closed)
        self._window.when_closed(dialog)
        self.save_dialog = dialog
        dialog.open()

    def _file_dialog_closed(self, _result: int) -> None:
        self.save_dialog = None

    def open_file(self, path: Path) -> bool:
        """Open a saved game; a damaged or foreign file leaves the current game as it was."""
        from chroma_desktop.persistence import SaveFileError
        from chroma_desktop.ui.session import load_session

        try:
            match, seats, teach = load_session(path)
        except SaveFileError as error:
            self.show_file_error(error.reason)
            return False
        self.show_session(path, match, seats, teach)
        return True

    def show_session(self, path: Path, match: Match, seats: list[Seat], teach: bool) -> None:
        """Show a game that `load_session` read from `path`."""
        self._window.last_config = None
        self._window.show_match(match, seats, teach)
        self.save_path = path

    def resume_last_game(self) -> bool:
        from chroma_desktop.persistence import autosave_path

        if not autosave_path().is_file():
            self.show_file_error(translate("MainWindow", "There is no game to resume yet."))
            return False
        if not self.open_file(autosave_path()):
            return False
        self.save_path = None  # Save asks where: the autosave is not the player's file
        return True

    def show_file_error(self, text: str | Message) -> None:
        """Say why a file could not be opened: on the start page if it is showing, else beside
        the table, and in the status bar (a refusal's template in the language shown)."""
        if not isinstance(text, str):
            from chroma_desktop.persistence.refusals import said

            text = said(text, language.message_translator())
        if self._window.showing_start():
            self._window.say_on_start_page(text)
        else:
            self._window.set_message(text, error=True)
        self._window.statusBar().showMessage(text, 10_000)

    # -- positions as text (Edit menu) --------------------------------------------------------
    def copy_position(self) -> str:
        """Put the position on the table on the clipboard, as the player at the desk sees it
        (`rules/position.py`); returns the text ("" when there is none)."""
        controller = self._window.controller
        if controller is None or not self._window.showing_table():
            self.show_file_error(translate("MainWindow", "There is no game on the table to copy."))
            return ""
        from PySide6.QtWidgets import QApplication

        from chroma_desktop.rules.position import PositionError, position_to_text, view_to_text

        game, match = controller.game, controller.match
        reviewed = self._window.reviewed_ply()
        state = match.states[reviewed] if reviewed is not None else match.state
        viewer = controller.viewer
        try:
            # Hot-seat and bots' secrets stay secret: what is hidden from the desk is written `?`.
            text = (position_to_text(game, state) if game.view(state, viewer) == state
                    else view_to_text(game, state, viewer))
        except PositionError as error:
            from chroma_desktop.rules.messages import render

            self._window.set_message(render(error.reason, None, language.message_translator())
                                     + ".", error=True)
            return ""
        QApplication.clipboard().setText(text)
        self._window.set_message(translate(
            "MainWindow", "Position copied: Edit → Paste position starts a game there."))
        return text

    def paste_position(self, text: str | None = None) -> bool:
        """Start a game at the position on the clipboard (or `text`), seated as the game was last
        set up; a text that is not a position leaves the table as it was, and says why."""
        from chroma_desktop.rules.position import PositionError
        from chroma_desktop.ui.session import start_at_position

        if text is None:
            from PySide6.QtWidgets import QApplication

            text = QApplication.clipboard().text()
        try:
            match, seats, teach = start_at_position(text)
        except PositionError as error:
            from chroma_desktop.rules.messages import render

            reason = render(error.reason, None, language.message_translator(), sentence_start=False)
            self.show_file_error(translate(
                "MainWindow", "The clipboard holds no position to play: {reason}").format(
                reason=reason))
            return False
        self.show_position(match, seats, teach)
        return True

    def show_position(self, match: Match, seats: list[Seat], teach: bool) -> None:
        """Show a game that started at a position (pasted, or a position file opened): undo
        stops there, and Save asks where (the position is not the player's save)."""
        self._window.last_config = None
        self._window.show_match(match, seats, teach)
        self.save_path = None
        self._window.set_message(translate(
            "MainWindow", "A new game from the position: undo goes back no further."))
