"""The main window: the start page, the table with its side panel, menus and shortcuts."""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QCloseEvent, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from chroma_desktop import __version__
from chroma_desktop.persistence import SaveFileError, autosave_path, read_record, write_json_atomic
from chroma_desktop.resources import assets_dir
from chroma_desktop.rules.match import Match, RecordError
from chroma_desktop.rules.registry import CATALOGUE, find_game
from chroma_desktop.ui import theme
from chroma_desktop.ui.match_controller import MatchController, Seat
from chroma_desktop.ui.table_view import TableView

if TYPE_CHECKING:  # the dialogs are imported when first opened, not at start-up
    from chroma_desktop.ui.dialogs import EndDialog, NewGameConfig, NewGameDialog

HOW_TO_PLAY = {
    "coloretto": (
        "<h3>Coloretto</h3><p>On your turn either <b>draw</b> a card (click the deck) and "
        "<b>place</b> it on a row with room (drag it there), or <b>take a row</b> with at least "
        "one card (drag the row onto your area, or click it). After taking a row you sit out "
        "the rest of the round. At the end your best three colours score positive, all others "
        "negative; jokers go where they score most; each +2 card is worth 2.</p>"
        "<p>Keyboard: Tab/arrows choose a move, Enter plays it, Esc cancels, H gives a hint, "
        "+/−/0 zoom.</p>"
    ),
    "chroma_mix": (
        "<h3>Chroma Mix</h3><p>On your turn take one action: <b>print</b> (drag a hand card "
        "onto your play area), <b>mix</b> (click two or more hand cards to choose them, then drag "
        "them onto the market or supply card whose pigments they add up to exactly), "
        "<b>refill</b> (drag cards from your play area back to your hand, then Done, or the "
        "Refill button to return none) or <b>swap</b> (drop a hand card on a rank-1 supply pile). "
        "Effects then ask for their choices on the table; optional ones can be skipped. Win by "
        "Ruby, Sapphire, 17 VP in play or the game's variable card; the progress lines show how "
        "close everyone is.</p><p>Each card shows its pigments as C, M and Y marks, its rank as "
        "dots, its VP as ★, and ⚡ (instant) or ∞ (continuous) before its effect. Rest the mouse "
        "on a card, or press Z on the focused one, to enlarge it.</p>"
    ),
    "cmyk": (
        "<h3>CMYK!</h3><p>Real time: nobody waits for a turn, the bots keep building while you "
        "think. <b>Click a pile</b> to take its top tile (one tile at a time), then <b>drag</b> it "
        "onto a lit space beside your mosaic: every side it touches must show the same ink and the "
        "same mark. The tile turns to fit by itself; for the initial tile, or with flipped tiles "
        "allowed, <b>R</b> turns it first. A tile that fits nowhere goes back with <b>Put back</b>; "
        "a K-tile (black, matches any mark of its ink, -3 points) may be placed or discarded. You "
        "may drag your last tile elsewhere until you take the next one. <b>Stop taking tiles</b> "
        "when you are done.</p><p>Each side shows its mark as a glyph and a percentage "
        "(○ 0 %, · 20 %, ◆ 40 %, ■ 60 %, ★ 80 %, ▲ 100 %); the deeper the ink, the higher the "
        "mark. Every hexagon scores, and so do the public objectives on top and your private "
        "one; your score so far is beside your mosaic.</p><p>Keyboard: Tab/arrows choose a move "
        "(take, place, put back...), Enter plays it, R turns the tile, Esc cancels, H gives a "
        "hint.</p>"
    ),
    "chroma_cubes": (
        "<h3>Chroma Cubes</h3><p>First everyone <b>drafts</b> dice in turn: drag a die from the "
        "centre onto your active dice (five each), then onto your reserve (two each), or just "
        "click it. Rounds are played at the same time: <b>colour</b> a section of your sheet by "
        "clicking dice to choose them, then dragging them onto the section (a section marked 2 ♥ "
        "takes two dice showing a heart; each die gives one of its two symbols, once a round). A "
        "section that takes one die can be coloured by dragging that die alone. Drop five dice "
        "showing one symbol on a <b>superpower lock</b> to colour one side; both sides unlock "
        "its power (drop a die on the open lock to use it). To <b>activate a reserve die</b>, "
        "drag an unused active die onto an opponent's reserve. <b>End my round</b> saves your "
        "unused dice; only used dice are rolled again.</p><p>A completed figure scores its value, "
        "+1 if nobody completed it in an earlier round; the score track's small dice mark the "
        "scores that unlock an extra die from the centre. In the solo cairn game each turn fills "
        "a cairn stone: on a trade stone drop a die on a trade-stock die, on a bonus stone "
        "choose the bonus symbol with your dice. Every die shows its two symbols and its colour's "
        "name; a stuck die says so.</p><p>Keyboard: Tab/arrows choose a move, Enter plays it, "
        "Esc cancels, H gives a hint, +/−/0 zoom.</p>"
    ),
}


GAME_BLURBS = {
    "coloretto": ("Collect chameleons in three colours, and no more.", "#F4C430"),
    "chroma_mix": ("Print, mix and refill pigment cards; race to a win condition.", "#3A6FD3"),
    "chroma_cubes": ("Roll dice and colour your picture, section by section.", "#4E9F3D"),
    "cmyk": ("Grab triangle tiles in real time and build matching mosaics.", "#E0007A"),
}

START_STYLE = """
StartPage { background: #1F4D3A; }
QLabel { color: #F3F1E8; }
QLabel#message { color: #FFB4A8; }
QPushButton { background: #F3F1E8; color: #1F3B2D; border: none; border-radius: 10px;
              padding: 10px 18px; }
QPushButton:hover { background: #FFFFFF; }
QPushButton:focus { border: 3px solid #7FDBFF; }
QPushButton:disabled { background: #5E7D6F; color: #B9C7BE; }
QPushButton[game="true"] { text-align: left; padding: 16px 20px; border-left: 10px solid; }
"""


class StartPage(QWidget):
    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(START_STYLE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(60, 40, 60, 40)
        layout.setSpacing(14)
        title = QLabel("Chroma Desktop")
        title.setFont(theme.font(2.6, bold=True))
        subtitle = QLabel("Colour games at your desk: play friends, bots, or learn the rules.")
        subtitle.setFont(theme.font(1.2))
        layout.addWidget(title)
        layout.addWidget(subtitle)
        buttons = QHBoxLayout()
        self.new_button = QPushButton("&New game…")
        self.resume_button = QPushButton("&Resume last game")
        self.open_button = QPushButton("&Open saved game…")
        for button in (self.new_button, self.resume_button, self.open_button):
            button.setMinimumHeight(48)
            button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            button.setFont(theme.font(1.15, bold=True))
            buttons.addWidget(button)
        layout.addLayout(buttons)
        self.message = QLabel("")
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        games_label = QLabel("Games")
        games_label.setFont(theme.font(1.3, bold=True))
        layout.addWidget(games_label)
        self.game_buttons: dict[str, QPushButton] = {}
        grid = QGridLayout()
        grid.setSpacing(14)
        for index, game in enumerate(CATALOGUE):
            blurb, colour = GAME_BLURBS.get(game.id, ("", "#FFFFFF"))
            button = QPushButton(f"{game.name}\n{game.min_players}–{game.max_players} players · "
                                 f"{blurb}")
            button.setProperty("game", True)
            button.setStyleSheet(f"border-left-color: {colour};")
            button.setFont(theme.font(1.1))
            button.setMinimumHeight(86)
            # The tiles share the width they are given; the window may be narrower than a blurb.
            button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            button.setAccessibleName(f"New {game.name} game")
            button.clicked.connect(lambda _c=False, g=game.id: window.show_new_game_dialog(g))
            grid.addWidget(button, index // 2, index % 2)
            self.game_buttons[game.id] = button
        layout.addLayout(grid)
        layout.addStretch(1)
        self.new_button.clicked.connect(lambda: window.show_new_game_dialog())
        self.resume_button.clicked.connect(window.resume_last_game)
        self.open_button.clicked.connect(window.open_game_dialog)

    def refresh(self) -> None:
        self.resume_button.setEnabled(autosave_path().is_file())


class SidePanel(QWidget):
    """Beside the table: what to decide, why a move was refused, hint and undo, the log."""

    def __init__(self) -> None:
        super().__init__()
        self.setMinimumWidth(260)
        layout = QVBoxLayout(self)
        self.prompt = QLabel("")
        self.prompt.setWordWrap(True)
        self.prompt.setFont(theme.font(1.25, bold=True))
        self.prompt.setAccessibleName("What to do now")
        self.message = QLabel("")
        self.message.setWordWrap(True)
        self.message.setFont(theme.font(1.05))
        self.message.setStyleSheet("color: #b03a2e")
        self.message.setAccessibleName("Why not, and hints")
        self.message.setMinimumHeight(48)
        self.message.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.prompt)
        layout.addWidget(self.message)
        buttons = QHBoxLayout()
        self.hint_button = QPushButton("&Hint (H)")
        self.undo_button = QPushButton("Undo")
        self.redo_button = QPushButton("Redo")
        for button in (self.hint_button, self.undo_button, self.redo_button):
            buttons.addWidget(button)
        layout.addLayout(buttons)
        self.teach_box = QCheckBox("&Teach mode")
        layout.addWidget(self.teach_box)
        log_label = QLabel("Game log")
        log_label.setFont(theme.font(1.05, bold=True))
        layout.addWidget(log_label)
        self.log = QTextBrowser()
        self.log.setAccessibleName("Game log")
        layout.addWidget(self.log, 1)

    def append_log(self, line: str) -> None:
        self.log.append(line)
        bar = self.log.verticalScrollBar()
        bar.setValue(bar.maximum())


class HandOverPage(QWidget):
    """Hot-seat: hides the table while the device passes to the next player."""

    def __init__(self) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.title = QLabel("")
        self.title.setFont(theme.font(2.0, bold=True))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        note = QLabel("The table is hidden so that nobody sees another player's cards.")
        note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        note.setFont(theme.font(1.1))
        self.button = QPushButton("")
        self.button.setFont(theme.font(1.3, bold=True))
        self.button.setMinimumHeight(56)
        layout.addWidget(self.title)
        layout.addWidget(note)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(2)

    def show_for(self, name: str) -> None:
        self.title.setText(f"Pass the table to {name}")
        self.button.setText(f"I am {name}: show my table")


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
        from chroma_desktop.ui.dialogs import NewGameConfig

        if self.last_config is not None:
            config = self.last_config
            self.start_game(NewGameConfig(config.game_id, config.players, config.seats,
                                          config.options, config.teach, None))

    def _show_match(self, match: Match, seats: list[Seat], teach: bool) -> MatchController:
        from chroma_desktop.ui.dialogs import NewGameConfig

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


def load_session(path: Path) -> tuple[Match, list[Seat], bool]:
    """A saved game with its seats and teach mode; SaveFileError when it cannot be restored."""
    record = read_record(path)
    try:
        match = Match.from_record(record)
    except RecordError as error:
        raise SaveFileError(f"{Path(path).name} cannot be restored: {error}") from error
    seats_data = record.get("seats")
    try:
        if seats_data is None:
            seats = [Seat("You")] + [Seat(f"Bot {i + 1}", "heuristic")
                                     for i in range(1, match.players)]
        elif not isinstance(seats_data, list) or len(seats_data) != match.players:
            raise ValueError("the seats do not match the number of players")
        else:
            seats = [Seat.from_json(seat) for seat in seats_data]
        from chroma_desktop.bots import UnknownBotError, make_bot

        for seat in seats:
            if seat.bot:
                make_bot(seat.bot, match.game.id)
    except (ValueError, UnknownBotError) as error:
        raise SaveFileError(f"{Path(path).name} cannot be restored: {error}") from error
    return match, seats, bool(record.get("teach", False))
