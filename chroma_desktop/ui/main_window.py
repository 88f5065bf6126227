"""The main window: the start page, the table with its side panel, menus and shortcuts."""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QCloseEvent, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QStackedWidget,
    QWidget,
)

from chroma_desktop import __version__
from chroma_desktop.persistence import SaveFileError, autosave_path, write_json_atomic
from chroma_desktop.resources import assets_dir
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.registry import find_game
from chroma_desktop.ui.game_config import NewGameConfig
from chroma_desktop.ui.help_texts import HOW_TO_PLAY
from chroma_desktop.ui.match_controller import MatchController
from chroma_desktop.ui.pages import HandOverPage, SidePanel, StartPage
from chroma_desktop.ui.seat import Seat
from chroma_desktop.ui.session import load_session
from chroma_desktop.ui.table_view import TableView

if TYPE_CHECKING:  # the dialogs are imported when first opened, not at start-up
    from chroma_desktop.ui.dialogs import EndDialog, NewGameDialog

class MainWindow(QMainWindow):
    def __init__(self, bot_delay_ms: int = 450, autosave: bool = True) -> None:
        super().__init__()
        self.setWindowTitle("Chroma Desktop")
        icon = assets_dir() / "icons" / "chroma-desktop.svg"
        if icon.is_file():
            self.setWindowIcon(QIcon(str(icon)))
        self.bot_delay_ms = bot_delay_ms
        self.autosave = autosave
        self.controller: MatchController | None = None
        self.last_config: NewGameConfig | None = None
        self.save_path: Path | None = None
        self.end_dialog: EndDialog | None = None
        from chroma_desktop.ui.settings import load_pace

        self.pace_ms = load_pace()
        self.stack = QStackedWidget()
        self._blank = QWidget()  # shown until the first page is chosen
        self.stack.addWidget(self._blank)
        self._start_page: StartPage | None = None  # built when first shown
        self.view = TableView()
        self.side = SidePanel()
        splitter = QSplitter()
        splitter.addWidget(self.view)
        splitter.addWidget(self.side)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 1)
        self.table_page = splitter
        self.hand_over_page = HandOverPage()
        self.hand_over_page.button.clicked.connect(self._hand_over_done)
        self.stack.addWidget(self.table_page)
        self.stack.addWidget(self.hand_over_page)
        self.setCentralWidget(self.stack)
        self._build_menus()
        self.side.hint_button.clicked.connect(self.hint)
        self.side.undo_button.clicked.connect(self.undo)
        self.side.redo_button.clicked.connect(self.redo)
        self.side.teach_box.toggled.connect(self.set_teach)
        self.view.key_action.connect(self._key_action)
        self._update_actions()

    @property
    def start_page(self) -> StartPage:
        if self._start_page is None:
            self._start_page = StartPage(self)
            self.stack.addWidget(self._start_page)
        return self._start_page

    def showEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        # The start page is built only when it is the first thing shown (not when a game is
        # opened straight away).
        if self.stack.currentWidget() is self._blank:
            self.show_start()
        super().showEvent(event)

    # -- menus --------------------------------------------------------------------------------
    def _action(self, menu, text: str, slot, shortcut=None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu("&Game")
        self._action(game, "&New game…", lambda: self.show_new_game_dialog(),
                     QKeySequence.StandardKey.New)
        self._action(game, "&Open…", self.open_game_dialog, QKeySequence.StandardKey.Open)
        self.save_action = self._action(game, "&Save", self.save, QKeySequence.StandardKey.Save)
        self.save_as_action = self._action(game, "Save &as…", self.save_as,
                                           QKeySequence.StandardKey.SaveAs)
        self._action(game, "&Resume last game", self.resume_last_game)
        self._action(game, "&Start page", self.show_start)
        game.addSeparator()
        self._action(game, "&Quit", self.close, QKeySequence.StandardKey.Quit)
        edit = bar.addMenu("&Edit")
        self.undo_action = self._action(edit, "&Undo", self.undo, QKeySequence.StandardKey.Undo)
        self.redo_action = self._action(edit, "&Redo", self.redo, QKeySequence.StandardKey.Redo)
        self._action(edit, "&Hint", self.hint)
        view = bar.addMenu("&View")
        self._action(view, "Zoom &in", lambda: self.view.zoom_by(1.15),
                     QKeySequence.StandardKey.ZoomIn)
        self._action(view, "Zoom &out", lambda: self.view.zoom_by(1 / 1.15),
                     QKeySequence.StandardKey.ZoomOut)
        self._action(view, "&Fit table to window", self.view.fit, "Ctrl+0")
        self.teach_action = QAction("&Teach mode", self, checkable=True)
        self.teach_action.toggled.connect(self.set_teach)
        view.addAction(self.teach_action)
        pace = view.addMenu("Animation &pace")
        for label, ms in (("&Fast", 120), ("&Normal", 260), ("&Slow", 520), ("&Off", 0)):
            self._action(pace, label, lambda _c=False, v=ms: self.set_pace(v))
        help_menu = bar.addMenu("&Help")
        self._action(help_menu, "&How to play", self.how_to_play, QKeySequence.StandardKey.HelpContents)
        self._action(help_menu, "&About Chroma Desktop", self.about)

    # -- pages --------------------------------------------------------------------------------
    def show_start(self) -> None:
        self.start_page.refresh()
        self.stack.setCurrentWidget(self.start_page)
        self._update_actions()

    def show_new_game_dialog(self, game_id: str = "coloretto") -> NewGameDialog:
        from chroma_desktop.ui.dialogs import NewGameDialog

        dialog = NewGameDialog(self, game_id)
        dialog.accepted.connect(lambda: self.start_game(dialog.config()))
        dialog.open()
        return dialog

    def start_game(self, config: NewGameConfig) -> MatchController:
        seed = config.seed if config.seed is not None else random.randrange(1 << 31)
        match = Match(find_game(config.game_id), config.players, config.options, seed)
        self.last_config = config
        self.save_path = None
        return self._show_match(match, config.seats, config.teach)

    def rematch(self) -> None:

        if self.last_config is not None:
            config = self.last_config
            self.start_game(NewGameConfig(config.game_id, config.players, config.seats,
                                          config.options, config.teach, None))

    def _show_match(self, match: Match, seats: list[Seat], teach: bool) -> MatchController:

        if self.controller is not None:
            self.controller.stop()
            self.controller.deleteLater()
        controller = MatchController(match, seats, teach=teach, autosave=self.autosave,
                                     bot_delay_ms=self.bot_delay_ms, parent=self)
        controller.scene.animation_ms = self.pace_ms
        self.controller = controller
        self.last_config = self.last_config or NewGameConfig(
            match.game.id, match.players, seats, dict(match.options), teach)
        self.view.setScene(controller.scene)
        self.side.log.clear()
        self.side.message.setText("")
        controller.prompt_changed.connect(self.side.prompt.setText)
        controller.message.connect(self.side.message.setText)
        controller.log_added.connect(self.side.append_log)
        controller.changed.connect(self._update_actions)
        controller.game_over.connect(self._show_end)
        controller.choose_move.connect(self._choose_move)
        controller.hand_over.connect(self._hand_over)
        self.side.teach_box.blockSignals(True)
        self.side.teach_box.setChecked(teach)
        self.side.teach_box.blockSignals(False)
        self.teach_action.blockSignals(True)
        self.teach_action.setChecked(teach)
        self.teach_action.blockSignals(False)
        self.setWindowTitle(f"Chroma Desktop — {match.game.name}")
        self.stack.setCurrentWidget(self.table_page)
        for ply, (who, move) in enumerate(match.history()):
            line = controller._log_html(who, match.game.describe(match.states[ply], move))
            self.side.append_log(line)
        controller.start()
        self.view.fit()
        self.view.setFocus()
        return controller

    def _update_actions(self) -> None:
        controller = self.controller
        in_game = controller is not None and self.stack.currentWidget() is self.table_page
        self.undo_action.setEnabled(bool(in_game and controller.can_undo()))
        self.redo_action.setEnabled(bool(in_game and controller.can_redo()))
        self.side.undo_button.setEnabled(self.undo_action.isEnabled())
        self.side.redo_button.setEnabled(self.redo_action.isEnabled())
        self.save_action.setEnabled(in_game)
        self.save_as_action.setEnabled(in_game)

    def _hand_over(self, seat: int) -> None:
        if self.controller is not None:
            self.hand_over_page.show_for(self.controller.seats[seat].name)
            self.stack.setCurrentWidget(self.hand_over_page)
            self.hand_over_page.button.setFocus()

    def _hand_over_done(self) -> None:
        self.stack.setCurrentWidget(self.table_page)
        if self.controller is not None:
            self.controller.confirm_hand_over()
        self.view.setFocus()

    # -- play ---------------------------------------------------------------------------------
    def _key_action(self, action: str) -> None:
        controller = self.controller
        if controller is None:
            return
        if action == "next":
            controller.focus_next(1)
        elif action == "previous":
            controller.focus_next(-1)
        elif action == "play":
            controller.play_focused()
        elif action == "cancel":
            controller.cancel()
        elif action == "hint":
            controller.hint()
        elif action == "enlarge":
            controller.enlarge_focused()
        elif action == "rotate":
            controller.rotate()

    def hint(self) -> None:
        if self.controller is not None:
            self.controller.hint()

    def undo(self) -> None:
        if self.controller is not None:
            self.controller.undo()

    def redo(self) -> None:
        if self.controller is not None:
            self.controller.redo()

    def set_teach(self, on: bool) -> None:
        for widget in (self.side.teach_box, self.teach_action):
            widget.blockSignals(True)
            widget.setChecked(on)
            widget.blockSignals(False)
        if self.controller is not None:
            self.controller.teach = on
            self.controller.refresh(animate=False)

    def set_pace(self, ms: int, remember: bool = True) -> None:
        self.pace_ms = ms
        if remember:
            from chroma_desktop.ui.settings import save_pace

            save_pace(ms)
        if self.controller is not None:
            self.controller.scene.animation_ms = ms

    def _choose_move(self, moves: list) -> None:
        # Several moves match one drop: offer them by name.
        controller = self.controller
        if controller is None:
            return
        box = QMessageBox(self)
        box.setWindowTitle("Which move?")
        box.setText("This drop could mean several moves:")
        buttons = {}
        for move in moves:
            text = controller.game.describe(controller.match.state, move)
            buttons[box.addButton(text, QMessageBox.ButtonRole.AcceptRole)] = move
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.buttonClicked.connect(lambda button: buttons.get(button) and controller.play(
            buttons[button]))
        box.open()

    def _show_end(self, outcome) -> None:
        controller = self.controller
        if controller is None:
            return
        from chroma_desktop.ui.dialogs import EndDialog

        names = [seat.name for seat in controller.seats]
        details_for = getattr(controller.layout, "end_details", None)
        details = details_for(controller.match.state, names) if details_for else ""
        dialog = EndDialog(outcome, names, controller.layout.glyph_colours(), self, details)
        dialog.rematch.connect(self.rematch)
        dialog.new_game.connect(lambda: self.show_new_game_dialog(controller.game.id))
        self.end_dialog = dialog
        dialog.open()

    # -- files --------------------------------------------------------------------------------
    def save(self) -> None:
        if self.save_path is None:
            self.save_as()
        else:
            self.save_to(self.save_path)

    def save_as(self) -> None:
        if self.controller is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, "Save game", "game.chroma.json",
                                              "Chroma Desktop games (*.json)")
        if path:
            self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        if self.controller is None:
            return False
        try:
            write_json_atomic(path, self.controller.session_record())
        except OSError as error:
            self.side.message.setText(f"Could not save: {error.strerror}")
            return False
        self.save_path = path
        self.side.message.setText(f"Saved to {path.name}.")
        return True

    def open_game_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Open saved game", "",
                                              "Chroma Desktop games (*.json);;All files (*)")
        if path:
            self.open_file(Path(path))

    def open_file(self, path: Path) -> bool:
        """Open a saved game; a damaged or foreign file leaves the current game as it was."""
        try:
            match, seats, teach = load_session(path)
        except SaveFileError as error:
            self._show_file_error(str(error))
            return False
        self.last_config = None
        self._show_match(match, seats, teach)
        self.save_path = path
        return True

    def resume_last_game(self) -> bool:
        if not autosave_path().is_file():
            self._show_file_error("There is no game to resume yet.")
            return False
        if not self.open_file(autosave_path()):
            return False
        self.save_path = None  # Save asks where: the autosave is not the player's file
        return True

    def _show_file_error(self, text: str) -> None:
        if self._start_page is not None and self.stack.currentWidget() is self._start_page:
            self._start_page.message.setText(text)
        else:
            self.side.message.setText(text)
        self.statusBar().showMessage(text, 10_000)

    # -- help ---------------------------------------------------------------------------------
    def how_to_play(self) -> None:
        game_id = self.controller.game.id if self.controller else "coloretto"
        QMessageBox.information(self, "How to play", HOW_TO_PLAY.get(game_id, ""))

    def about(self) -> None:
        QMessageBox.about(self, "About Chroma Desktop",
                          f"<h3>Chroma Desktop {__version__}</h3><p>A desktop tabletop for "
                          "Chroma Mix, Coloretto, Chroma Cubes and CMYK!.</p>")

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt naming)
        if self.controller is not None:
            self.controller.stop()
        super().closeEvent(event)
