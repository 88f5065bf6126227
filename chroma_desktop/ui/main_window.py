"""The main window: the start page, the table with its side panel, menus and shortcuts.

A game opened at start-up reaches the screen first: the window shows the table alone, and builds
the side panel, the menus and the icon right after the table's first frame (`finish_start`, or
as soon as anything asks for them). What the controller says meanwhile (prompt, log) is kept and
shown when the panel is built.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMainWindow, QMenuBar, QSplitter, QStackedWidget, QWidget

from chroma_desktop.ui import theme
from chroma_desktop.ui.match_controller import MatchController
from chroma_desktop.ui.table_view import TableView

if TYPE_CHECKING:
    # Pages, dialogs, menus and what only new games, files and help need are imported where
    # they are used: nothing but the table is needed for the first frame.
    from collections.abc import Callable

    from PySide6.QtGui import QAction, QCloseEvent

    from chroma_desktop.rules.match import Match
    from chroma_desktop.ui.dialogs import EndDialog, NewGameDialog
    from chroma_desktop.ui.game_config import NewGameConfig
    from chroma_desktop.ui.pages import HandOverPage, SidePanel, StartPage
    from chroma_desktop.ui.seat import Seat


class MainWindow(QMainWindow):
    def __init__(self, bot_delay_ms: int = 450, autosave: bool = True) -> None:
        super().__init__()
        self.setWindowTitle("Chroma Desktop")
        self.bot_delay_ms = bot_delay_ms
        self.autosave = autosave
        self.controller: MatchController | None = None
        self.last_config: NewGameConfig | None = None
        self.save_path: Path | None = None
        self.end_dialog: EndDialog | None = None
        self._pace_ms: int | None = None  # the remembered pace, read when first needed
        self.stack = QStackedWidget()
        self._blank = QWidget()  # shown until the first page is chosen
        self.stack.addWidget(self._blank)
        self._start_page: StartPage | None = None
        self._hand_over_page: HandOverPage | None = None
        self.view = TableView()
        self._side: SidePanel | None = None
        self._side_slot = QWidget()  # holds the side panel's place until it is built
        self._side_slot.setMinimumWidth(theme.SIDE_PANEL_WIDTH)
        self._splitter = QSplitter()
        self._splitter.addWidget(self.view)
        self._splitter.addWidget(self._side_slot)
        self._splitter.setStretchFactor(0, 4)
        self._splitter.setStretchFactor(1, 1)
        self.table_page = self._splitter
        self.stack.addWidget(self.table_page)
        self.setCentralWidget(self.stack)
        # The menu bar and its titles are there from the first frame (the table does not move
        # down when they come); their items are added after it (finish_start).
        bar = QMenuBar()
        self.setMenuBar(bar)
        self._menus = [bar.addMenu(title) for title in ("&Game", "&Edit", "&View", "&Help")]
        self._menus_built = False
        # What the side panel shows, kept until it exists.
        self._prompt = ""
        self._message = ""
        self._log: list[str] = []
        self._log_history: Callable[[], list[str]] | None = None
        self.view.key_action.connect(self._key_action)
        self.view.first_painted.connect(self.finish_start)

    # -- what waits until after the first frame -------------------------------------------------
    def finish_start(self) -> None:
        """Build the side panel, the menus and the window icon (once); the table keeps pixmaps."""
        if self.controller is not None:
            self.controller.scene.keep_pixmaps()
            self.controller.scene.animation_ms = self.pace_ms
        if not self._menus_built:
            self._menus_built = True
            from chroma_desktop.resources import assets_dir

            icon = assets_dir() / "icons" / "chroma-desktop.svg"
            if icon.is_file():
                from PySide6.QtGui import QIcon

                self.setWindowIcon(QIcon(str(icon)))
            self._build_menus()
        self.side  # noqa: B018 (builds the panel)
        self._update_actions()

    @property
    def side(self) -> SidePanel:
        """The panel beside the table, built when first needed."""
        if self._side is None:
            from chroma_desktop.ui.pages import SidePanel

            side = SidePanel()
            sizes = self._splitter.sizes()
            self._splitter.replaceWidget(1, side)
            self._splitter.setStretchFactor(1, 1)
            if sum(sizes) > 0:  # the table keeps its place
                self._splitter.setSizes(sizes)
            self._side_slot.deleteLater()
            self._side = side
            side.prompt.setText(self._prompt)
            side.message.setText(self._message)
            self._write_history()
            side.teach_box.setChecked(bool(self.controller and self.controller.teach))
            side.hint_button.clicked.connect(self.hint)
            side.undo_button.clicked.connect(self.undo)
            side.redo_button.clicked.connect(self.redo)
            side.teach_box.toggled.connect(self.set_teach)
            side.layout().activate()  # lay the texts out now, not a frame later
            self.finish_start()
        return self._side

    def _set_prompt(self, text: str) -> None:
        self._prompt = text
        if self._side is not None:
            self._side.prompt.setText(text)

    def _set_message(self, text: str) -> None:
        self._message = text
        if self._side is not None:
            self._side.message.setText(text)

    def _append_log(self, line: str) -> None:
        if self._side is not None:
            self._side.append_log(line)
        else:
            self._log.append(line)

    def _clear_log(self) -> None:
        self._log = []
        self._log_history = None
        if self._side is not None:
            self._side.log.clear()

    def _write_history(self) -> None:
        """Show the log kept so far: the game's earlier moves, then what came since."""
        assert self._side is not None
        history = self._log_history() if self._log_history is not None else []
        for line in [*history, *self._log]:
            self._side.append_log(line)
        self._log_history = None
        self._log = []

    @property
    def start_page(self) -> StartPage:
        if self._start_page is None:
            from chroma_desktop.ui.pages import StartPage

            self._start_page = StartPage(self)
            self.stack.addWidget(self._start_page)
        return self._start_page

    @property
    def hand_over_page(self) -> HandOverPage:
        if self._hand_over_page is None:
            from chroma_desktop.ui.pages import HandOverPage

            self._hand_over_page = HandOverPage()
            self._hand_over_page.button.clicked.connect(self._hand_over_done)
            self.stack.addWidget(self._hand_over_page)
        return self._hand_over_page

    def showEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        # The start page is built only when it is the first thing shown (not when a game is
        # opened straight away); without a table to paint first, the rest follows at once.
        if self.stack.currentWidget() is self._blank:
            self.show_start()
        if self.stack.currentWidget() is not self.table_page:
            QTimer.singleShot(0, self.finish_start)
        super().showEvent(event)

    # -- menus --------------------------------------------------------------------------------
    def _action(self, menu, text: str, slot, shortcut=None) -> QAction:
        from PySide6.QtGui import QAction, QKeySequence

        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        from PySide6.QtGui import QAction, QKeySequence

        game, edit, view, help_menu = self._menus
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
        self.undo_action = self._action(edit, "&Undo", self.undo, QKeySequence.StandardKey.Undo)
        self.redo_action = self._action(edit, "&Redo", self.redo, QKeySequence.StandardKey.Redo)
        self._action(edit, "&Hint", self.hint)
        self._action(view, "Zoom &in", lambda: self.view.zoom_by(1.15),
                     QKeySequence.StandardKey.ZoomIn)
        self._action(view, "Zoom &out", lambda: self.view.zoom_by(1 / 1.15),
                     QKeySequence.StandardKey.ZoomOut)
        self._action(view, "&Fit table to window", self.view.fit, "Ctrl+0")
        self.teach_action = QAction("&Teach mode", self, checkable=True)
        self.teach_action.setChecked(bool(self.controller and self.controller.teach))
        self.teach_action.toggled.connect(self.set_teach)
        view.addAction(self.teach_action)
        pace = view.addMenu("Animation &pace")
        for label, ms in (("&Fast", 120), ("&Normal", 260), ("&Slow", 520), ("&Off", 0)):
            self._action(pace, label, lambda _c=False, v=ms: self.set_pace(v))
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
        import random

        from chroma_desktop.games import find_game
        from chroma_desktop.rules.match import Match

        seed = config.seed if config.seed is not None else random.randrange(1 << 31)
        match = Match(find_game(config.game_id), config.players, config.options, seed)
        self.last_config = config
        self.save_path = None
        return self._show_match(match, config.seats, config.teach)

    def rematch(self) -> None:
        config = self.last_config
        if config is not None:
            self.start_game(config._replace(seed=None))

    @property
    def last_config(self) -> NewGameConfig | None:
        """How the game on the table was set up (for a rematch)."""
        if self._last_config is None and self.controller is not None:
            from chroma_desktop.ui.game_config import NewGameConfig

            match = self.controller.match
            self._last_config = NewGameConfig(match.game.id, match.players,
                                              list(self.controller.seats), dict(match.options),
                                              self.controller.teach)
        return self._last_config

    @last_config.setter
    def last_config(self, config: NewGameConfig | None) -> None:
        self._last_config = config

    def _show_match(self, match: Match, seats: list[Seat], teach: bool) -> MatchController:

        if self.controller is not None:
            self.controller.stop()
            self.controller.deleteLater()
        controller = MatchController(match, seats, teach=teach, autosave=self.autosave,
                                     bot_delay_ms=self.bot_delay_ms, parent=self)
        if self._pace_ms is not None:  # else once the table is up (see finish_start)
            controller.scene.animation_ms = self._pace_ms
        self.controller = controller
        self.view.setScene(controller.scene)
        if self.view.painted:
            controller.scene.keep_pixmaps()
        self._clear_log()
        self._set_message("")
        controller.prompt_changed.connect(self._set_prompt)
        controller.message.connect(self._set_message)
        controller.log_added.connect(self._append_log)
        controller.changed.connect(self._update_actions)
        controller.game_over.connect(self._show_end)
        controller.choose_move.connect(self._choose_move)
        controller.hand_over.connect(self._hand_over)
        self._show_teach(teach)
        self.setWindowTitle(f"Chroma Desktop — {match.game.name}")
        self.stack.setCurrentWidget(self.table_page)
        # The moves so far, in words: written when the panel is built (after the first frame).
        self._log_history = controller.history_html
        if self._side is not None:
            self._write_history()
        controller.start()
        self.view.fit()
        self.view.setFocus()
        return controller

    def _update_actions(self) -> None:
        controller = self.controller
        in_game = controller is not None and self.stack.currentWidget() is self.table_page
        can_undo = bool(in_game and controller.can_undo())
        can_redo = bool(in_game and controller.can_redo())
        if self._menus_built:
            self.undo_action.setEnabled(can_undo)
            self.redo_action.setEnabled(can_redo)
            self.save_action.setEnabled(in_game)
            self.save_as_action.setEnabled(in_game)
        if self._side is not None:
            self._side.undo_button.setEnabled(can_undo)
            self._side.redo_button.setEnabled(can_redo)

    def _show_teach(self, on: bool) -> None:
        """The teach-mode box and menu item show `on` (without acting on it)."""
        widgets = [self._side.teach_box] if self._side is not None else []
        if self._menus_built:
            widgets.append(self.teach_action)
        for widget in widgets:
            widget.blockSignals(True)
            widget.setChecked(on)
            widget.blockSignals(False)

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
        self._show_teach(on)
        if self.controller is not None:
            self.controller.teach = on
            self.controller.refresh(animate=False)

    @property
    def pace_ms(self) -> int:
        """How long items take to move, in ms (0: no animation), as the player last chose."""
        if self._pace_ms is None:
            from chroma_desktop.ui.settings import load_pace

            self._pace_ms = load_pace()
        return self._pace_ms

    def set_pace(self, ms: int, remember: bool = True) -> None:
        self._pace_ms = ms
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
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(self)
        box.setWindowTitle("Which move?")
        box.setText("This drop could mean several moves:")
        buttons = {}
        for move in moves:
            text = controller.words(controller.game.describe(controller.match.state, move))
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
        details = controller.layout.end_details(controller.match.state, names)
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
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(self, "Save game", "game.chroma.json",
                                              "Chroma Desktop games (*.json)")
        if path:
            self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        from chroma_desktop.persistence import write_json_atomic

        if self.controller is None:
            return False
        try:
            write_json_atomic(path, self.controller.session_record())
        except OSError as error:
            self._set_message(f"Could not save: {error.strerror}")
            return False
        self.save_path = path
        self._set_message(f"Saved to {path.name}.")
        return True

    def open_game_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(self, "Open saved game", "",
                                              "Chroma Desktop games (*.json);;All files (*)")
        if path:
            self.open_file(Path(path))

    def open_file(self, path: Path) -> bool:
        """Open a saved game; a damaged or foreign file leaves the current game as it was."""
        from chroma_desktop.persistence import SaveFileError
        from chroma_desktop.ui.session import load_session

        try:
            match, seats, teach = load_session(path)
        except SaveFileError as error:
            self.show_file_error(str(error))
            return False
        self.show_session(path, match, seats, teach)
        return True

    def show_session(self, path: Path, match: Match, seats: list[Seat], teach: bool) -> None:
        """Show a game that `load_session` read from `path`."""
        self.last_config = None
        self._show_match(match, seats, teach)
        self.save_path = path

    def resume_last_game(self) -> bool:
        from chroma_desktop.persistence import autosave_path

        if not autosave_path().is_file():
            self.show_file_error("There is no game to resume yet.")
            return False
        if not self.open_file(autosave_path()):
            return False
        self.save_path = None  # Save asks where: the autosave is not the player's file
        return True

    def show_file_error(self, text: str) -> None:
        """Say why a file could not be opened: on the start page if it is showing, else beside
        the table, and in the status bar."""
        if self._start_page is not None and self.stack.currentWidget() is self._start_page:
            self._start_page.message.setText(text)
        else:
            self._set_message(text)
        self.statusBar().showMessage(text, 10_000)

    # -- help ---------------------------------------------------------------------------------
    def how_to_play(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        from chroma_desktop.games import manifest_for, manifests

        game = manifest_for(self.controller.game.id) if self.controller else manifests()[0]
        QMessageBox.information(self, "How to play", game.how_to_play)

    def about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        from chroma_desktop import __version__

        QMessageBox.about(self, "About Chroma Desktop",
                          f"<h3>Chroma Desktop {__version__}</h3><p>A desktop tabletop for "
                          "Chroma Mix, Coloretto, Chroma Cubes and CMYK!.</p>")

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt naming)
        if self.controller is not None:
            self.controller.stop()
        super().closeEvent(event)
