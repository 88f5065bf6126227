"""The main window: the start page, the table with its side panel, menus and shortcuts.

A game opened at start-up reaches the screen first: the window shows the table alone, and builds
the side panel, the menus and the icon right after the table's first frame (`finish_start`, or
as soon as anything asks for them; `start_finished` says when). The prompt and message said
meanwhile are kept and shown when the panel is built; the log is the controller's, and the panel
reads it whole then (`MatchController.history_html`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QTimer
from PySide6.QtWidgets import QMainWindow, QMenuBar, QSplitter, QStackedWidget, QWidget

from chroma_desktop import language
from chroma_desktop.ui import theme
from chroma_desktop.ui.match_controller import MatchController
from chroma_desktop.ui.table_view import TableView

translate = QCoreApplication.translate

PACES = ((QT_TRANSLATE_NOOP("MainWindow", "&Fast"), 120),
         (QT_TRANSLATE_NOOP("MainWindow", "&Normal"), 260),
         (QT_TRANSLATE_NOOP("MainWindow", "&Slow"), 520),
         (QT_TRANSLATE_NOOP("MainWindow", "&Off"), 0))  # ms per move
MENU_TITLES = (QT_TRANSLATE_NOOP("MainWindow", "&Game"), QT_TRANSLATE_NOOP("MainWindow", "&Edit"),
               QT_TRANSLATE_NOOP("MainWindow", "&View"), QT_TRANSLATE_NOOP("MainWindow", "&Help"))

if TYPE_CHECKING:
    # Pages, dialogs, menus and what only new games, files and help need are imported where
    # they are used (TABLE_FIRST in tests/architecture/test_start_up_rules.py).
    from PySide6.QtGui import QAction, QCloseEvent
    from PySide6.QtWidgets import QMessageBox

    from chroma_desktop.rules.match import Match
    from chroma_desktop.rules.messages import Message
    from chroma_desktop.ui.dialogs import NewGameDialog
    from chroma_desktop.ui.game_config import NewGameConfig
    from chroma_desktop.ui.lesson_page import LessonsPage, LessonTable
    from chroma_desktop.ui.online_dialog import HostDialog, JoinDialog
    from chroma_desktop.ui.online_games import MyGamesDialog
    from chroma_desktop.ui.online_host import OnlineHost
    from chroma_desktop.ui.online_table import OnlineController, TableOpener
    from chroma_desktop.ui.online_turns import TurnNotice, TurnWatcher
    from chroma_desktop.ui.pages import HandOverPage, SidePanel, StartPage
    from chroma_desktop.ui.results import ResultsDialog
    from chroma_desktop.ui.review import GameReview
    from chroma_desktop.ui.rules_reference import RulesReferenceDialog
    from chroma_desktop.ui.rulings_dialog import RulingsDialog
    from chroma_desktop.ui.seat import Seat


class MainWindow(QMainWindow):
    def __init__(self, bot_delay_ms: int = 450, autosave: bool = True) -> None:
        super().__init__()
        self.setWindowTitle("Chroma Desktop")
        self.bot_delay_ms = bot_delay_ms
        self.autosave = autosave
        self.controller: MatchController | None = None
        self._online_host: OnlineHost | None = None  # the tables this app serves, and their bots
        self.turn_watcher: TurnWatcher | None = None  # the online tables not on screen
        self.turn_notice: TurnNotice | None = None
        self.alerts = 0  # how often the window asked for attention (QApplication.alert): a turn came
        self.online_link = ""  # the invite link of the online table on screen ("" for none)
        self.last_config: NewGameConfig | None = None
        self.save_path: Path | None = None
        self.end_dialog: ResultsDialog | None = None
        self.review: GameReview | None = None  # stepping through the game on the table
        self.save_dialog = None  # the open save or open dialog, while it is open
        self._pace_ms: int | None = None  # the remembered pace, read when first needed
        self.stack = QStackedWidget()
        self._blank = QWidget()  # shown until the first page is chosen
        self.stack.addWidget(self._blank)
        self._start_page: StartPage | None = None
        self._hand_over_page: HandOverPage | None = None
        self._lessons_page: LessonsPage | None = None
        self.lesson: LessonTable | None = None  # plays lessons on the table, made when first used
        self.view = TableView()
        self._side: SidePanel | None = None
        self._side_slot = QWidget()  # holds the side panel's place until it is built
        self._side_slot.setMinimumWidth(theme.side_panel_range()[0])
        self._splitter = QSplitter()
        self._splitter.addWidget(self.view)
        self._splitter.addWidget(self._side_slot)
        # The table takes what the window gains; the panel's width is set by `_fit_side_panel`.
        self._splitter.setStretchFactor(0, 1)
        self._splitter.setStretchFactor(1, 0)
        self._splitter.splitterMoved.connect(self._side_panel_moved)
        self._panel_wish: int | None = None  # the panel's width where the player dragged it
        self.table_page = self._splitter
        self.stack.addWidget(self.table_page)
        self.setCentralWidget(self.stack)
        # The window is as small as the page it shows allows (a stack asks for the largest
        # minimum of all its pages): the table can be played in a small window.
        self.stack.currentChanged.connect(self._page_shown)
        # The menu bar and its titles are there from the first frame (the table does not move
        # down when they come); their items are added after it (finish_start).
        bar = QMenuBar()
        self.setMenuBar(bar)
        self._menus = [bar.addMenu(translate("MainWindow", title)) for title in MENU_TITLES]
        self._menus_built = False
        # Each menu item and its English words, to say them again in another language.
        self._menu_words = [(menu.menuAction(), title) for menu, title in zip(self._menus,
                                                                              MENU_TITLES,
                                                                              strict=True)]
        # What the side panel shows, kept until it exists.
        self._prompt = ""
        self._message = ""
        self._message_error = False
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
            self._watch_online_tables()
        self.side  # noqa: B018 (builds the panel)
        self._update_actions()

    @property
    def side(self) -> SidePanel:
        """The panel beside the table, built when first needed."""
        if self._side is None:
            from chroma_desktop.ui.pages import SidePanel

            side = SidePanel()
            sizes = self._splitter.sizes()
            replaced = self._splitter.replaceWidget(1, side)
            self._splitter.setStretchFactor(1, 0)
            if sum(sizes) > 0:  # the table keeps its place
                self._splitter.setSizes(sizes)
            if replaced is not None:
                replaced.deleteLater()  # the slot kept for it, or a panel in other words
            self._side = side
            side.prompt.setText(self._prompt)
            side.set_message(self._message, self._message_error)
            side.set_log(self.controller.history_html() if self.controller else [])
            side.teach_box.setChecked(bool(self.controller and self.controller.teach))
            side.hint_button.clicked.connect(self.hint)
            side.undo_button.clicked.connect(self.undo)
            side.redo_button.clicked.connect(self.redo)
            side.teach_box.toggled.connect(self.set_teach)
            side.best_moves.chosen.connect(self._play_best)
            self._connect_end_bar(side)
            side.layout().activate()  # lay the texts out now, not a frame later
            self.finish_start()
        return self._side

    # -- the side panel gives way on a small window ------------------------------------------
    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        super().resizeEvent(event)
        self._fit_side_panel()

    def _fit_side_panel(self) -> None:
        """The panel as wide as the window allows (`theme.side_panel_width`: narrower on a
        small window, never narrower than its texts need), or where the player dragged it while
        that still leaves the table most of the window; the table (fitted to its view) takes
        the rest."""
        total = self._splitter.width()
        if total <= 0:
            return
        # Never below what the panel's buttons need, once it is built (it is not before the first frame).
        least = max(theme.side_panel_range()[0], self._side.minimumWidth() if self._side is not None else 0)
        width = max(least, theme.side_panel_width(self.width()))
        if self._panel_wish is not None:
            width = max(least, min(self._panel_wish, total // 2))
        handle = self._splitter.handleWidth()
        self._splitter.setSizes([max(0, total - width - handle), width])

    def _page_shown(self, _index: int) -> None:
        page = self.stack.currentWidget()
        self.stack.setMinimumSize(page.minimumSizeHint().expandedTo(page.minimumSize()))

    def _side_panel_moved(self, _position: int, _index: int) -> None:
        self._panel_wish = self._splitter.sizes()[1]

    def _set_prompt(self, text: str) -> None:
        self._prompt = text
        if self._side is not None:
            self._side.prompt.setText(text)

    def _set_message(self, text: str, error: bool = False) -> None:
        """Beside the table: in red only for a refusal or a problem (`error`)."""
        self._message, self._message_error = text, error
        if self._side is not None:
            self._side.set_message(text, error)

    def _set_error(self, text: str) -> None:
        self._set_message(text, error=True)

    # The log lines the controller sends reach the panel once it is built; until then nothing
    # is kept here: the panel reads the whole log from the controller when it is built.
    def _replace_log(self, lines: list[str]) -> None:
        if self._side is not None:
            self._side.set_log(lines)

    def _append_log(self, line: str) -> None:
        if self._side is not None:
            self._side.append_log(line)

    @property
    def start_finished(self) -> bool:
        """Whether what follows the table's first frame (side panel, menus, icon) is built."""
        return self._side is not None and self._menus_built

    @property
    def start_page(self) -> StartPage:
        if self._start_page is None:
            from chroma_desktop.ui.pages import StartPage

            page = StartPage()
            page.new_game_requested.connect(self.show_new_game_dialog)
            page.resume_requested.connect(self.resume_last_game)
            page.open_requested.connect(self.open_game_dialog)
            page.learn_requested.connect(self.show_lessons)
            self._start_page = page
            self.stack.addWidget(page)
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

        action = QAction(translate("MainWindow", text), self)
        self._menu_words.append((action, text))
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if slot is not None:
            action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        from PySide6.QtGui import QAction, QActionGroup, QKeySequence

        keys = QKeySequence.StandardKey
        game, edit, view, help_menu = self._menus
        self._action(game, QT_TRANSLATE_NOOP("MainWindow", "&New game…"),
                     lambda: self.show_new_game_dialog(), keys.New)
        self._action(game, QT_TRANSLATE_NOOP("MainWindow", "&Open…"), self.open_game_dialog,
                     keys.Open)
        self.save_action = self._action(game, QT_TRANSLATE_NOOP("MainWindow", "&Save"), self.save,
                                        keys.Save)
        self.save_as_action = self._action(game, QT_TRANSLATE_NOOP("MainWindow", "Save &as…"),
                                           self.save_as, keys.SaveAs)
        self._action(game, QT_TRANSLATE_NOOP("MainWindow", "&Resume last game"),
                     self.resume_last_game)
        self._action(game, QT_TRANSLATE_NOOP("MainWindow", "&Start page"), self.show_start)
        game.addSeparator()
        self._action(game, QT_TRANSLATE_NOOP("MainWindow", "&Host online game…"),
                     lambda: self.show_host_dialog())
        self._action(game, QT_TRANSLATE_NOOP("MainWindow", "&Join online game…"),
                     lambda: self.show_join_dialog())
        self._action(game, QT_TRANSLATE_NOOP("MainWindow", "&My online games…"),
                     lambda: self.show_my_online_games())
        self.resign_action = self._action(game, QT_TRANSLATE_NOOP("MainWindow", "Res&ign online game…"),
                                          lambda: self.confirm_resign())
        game.addSeparator()
        self._action(game, QT_TRANSLATE_NOOP("MainWindow", "&Quit"), self.close, keys.Quit)
        self.undo_action = self._action(edit, QT_TRANSLATE_NOOP("MainWindow", "&Undo"), self.undo,
                                        keys.Undo)
        self.redo_action = self._action(edit, QT_TRANSLATE_NOOP("MainWindow", "&Redo"), self.redo,
                                        keys.Redo)
        self._action(edit, QT_TRANSLATE_NOOP("MainWindow", "&Hint"), self.hint)
        edit.addSeparator()
        self.copy_position_action = self._action(
            edit, QT_TRANSLATE_NOOP("MainWindow", "&Copy position"), self.copy_position,
            "Ctrl+Shift+C")
        self.paste_position_action = self._action(
            edit, QT_TRANSLATE_NOOP("MainWindow", "&Paste position"),
            lambda: self.paste_position(), "Ctrl+Shift+V")
        self._action(view, QT_TRANSLATE_NOOP("MainWindow", "Zoom &in"),
                     lambda: self.view.zoom_by(1.15), keys.ZoomIn)
        self._action(view, QT_TRANSLATE_NOOP("MainWindow", "Zoom &out"),
                     lambda: self.view.zoom_by(1 / 1.15), keys.ZoomOut)
        self._action(view, QT_TRANSLATE_NOOP("MainWindow", "&Fit table to window"), self.view.fit,
                     "Ctrl+0")
        self.teach_action = self._action(view, QT_TRANSLATE_NOOP("MainWindow", "&Teach mode"),
                                         None)
        self.teach_action.setCheckable(True)
        self.teach_action.setChecked(bool(self.controller and self.controller.teach))
        self.teach_action.toggled.connect(self.set_teach)
        pace = self._submenu(view, QT_TRANSLATE_NOOP("MainWindow", "Animation &pace"))
        self.pace_actions: dict[int, QAction] = {}
        group = QActionGroup(self)  # one pace at a time, the current one ticked
        for label, ms in PACES:
            action = self._action(pace, label, lambda _c=False, v=ms: self.set_pace(v))
            action.setCheckable(True)
            group.addAction(action)
            self.pace_actions[ms] = action
        self._show_pace()
        # View → Language: each language named in its own words (the same in every language).
        languages = self._submenu(view, QT_TRANSLATE_NOOP("MainWindow", "&Language"))
        self.language_actions: dict[str, QAction] = {}
        chosen = QActionGroup(self)
        for code in language.SUPPORTED:
            action = QAction("&" + language.NAMES[code], self, checkable=True)
            action.setChecked(code == language.current())
            action.triggered.connect(lambda _c=False, c=code: self.set_language(c))
            chosen.addAction(action)
            languages.addAction(action)
            self.language_actions[code] = action
        self._action(help_menu, QT_TRANSLATE_NOOP("MainWindow", "&How to play"), self.how_to_play,
                     keys.HelpContents)
        self.rulings_action = self._action(help_menu, QT_TRANSLATE_NOOP("MainWindow", "&Rulings…"),
                                           self.show_rulings)
        self._action(help_menu, QT_TRANSLATE_NOOP("MainWindow", "&About Chroma Desktop"),
                     self.about)
        for menu in (*self._menus, pace, languages):
            menu.aboutToHide.connect(self._back_to_table_soon)
        from PySide6.QtGui import QGuiApplication

        QGuiApplication.instance().focusWindowChanged.connect(self._focus_window_changed)

    def _submenu(self, menu, title: str):
        """A submenu of `menu` titled `title` (English words, said in the language shown)."""
        submenu = menu.addMenu(translate("MainWindow", title))
        self._menu_words.append((submenu.menuAction(), title))
        return submenu

    def _show_pace(self) -> None:
        """Tick the pace in use (the nearest one offered, for a pace set otherwise)."""
        if self._menus_built and getattr(self, "pace_actions", None):
            ms = min(self.pace_actions, key=lambda offered: abs(offered - self.pace_ms))
            self.pace_actions[ms].setChecked(True)

    # -- keys go to the table --------------------------------------------------------------
    def _when_closed(self, dialog) -> None:
        """A dialog opened for one use: once it closes, the keys go back to the table and the
        dialog goes (kept as the window's hidden child, every one opened stayed for the session)."""
        dialog.finished.connect(self._back_to_table_soon)
        dialog.finished.connect(dialog.deleteLater)

    def _back_to_table_soon(self) -> None:
        QTimer.singleShot(0, self._back_to_table)

    def _back_to_table(self) -> None:
        """Once a menu or a dialog has closed, the keys (H, Enter, arrows) go to the table again."""
        from PySide6.QtWidgets import QApplication, QLineEdit, QTextEdit

        if (self.stack.currentWidget() is not self.table_page
                or QApplication.activeModalWidget() is not None
                or QApplication.activePopupWidget() is not None):
            return
        active = QApplication.activeWindow()
        if active is None or not active.isVisible():
            # The closed menu or dialog is still the active window where no window manager
            # hands activation back: keys would go nowhere.
            self.activateWindow()
        elif active is not self:
            return  # another window of the app is in use
        focused = QApplication.focusWidget()
        if isinstance(focused, (QLineEdit, QTextEdit)) and focused.window() is self \
                and focused is not getattr(self._side, "log", None):
            return  # the player is typing somewhere on purpose
        self.view.setFocus()

    def _focus_window_changed(self, window) -> None:
        # Keys are sent to a menu or dialog that has closed (no window manager took them back).
        if window is not None and not window.isVisible() and self.isVisible():
            self._back_to_table_soon()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        super().changeEvent(event)
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self._back_to_table_soon()

    # -- pages --------------------------------------------------------------------------------
    def show_start(self) -> None:
        self.start_page.refresh()
        self.stack.setCurrentWidget(self.start_page)
        self._update_actions()

    def show_lessons(self) -> LessonsPage:
        """The Learn page: every game's lessons, ticked when passed."""
        if self._lessons_page is None:
            from chroma_desktop.ui.lesson_page import LessonsPage

            page = LessonsPage()
            page.back_requested.connect(self.show_start)
            page.lesson_chosen.connect(self.start_lesson)
            self._lessons_page = page
            self.stack.addWidget(page)
        self._lessons_page.refresh()
        self.stack.setCurrentWidget(self._lessons_page)
        self._update_actions()
        return self._lessons_page

    def start_lesson(self, game_id: str, lesson_id: str) -> LessonTable:
        """Put a lesson on the table (`ui/lesson_page.py`)."""
        from chroma_desktop.lessons import shipped_lessons
        from chroma_desktop.ui.lesson_page import LessonTable

        if self.lesson is None:
            self.lesson = LessonTable(self)
        lesson = next(one for one in shipped_lessons(game_id) if one.id == lesson_id)
        self.lesson.start(lesson)
        return self.lesson

    def show_new_game_dialog(self, game_id: str = "") -> NewGameDialog:
        """The new-game dialog for `game_id` ("": the game last set up), as last set up."""
        from chroma_desktop.ui.dialogs import NewGameDialog

        dialog = NewGameDialog(self, game_id)
        dialog.accepted.connect(lambda: self.start_game(dialog.config()))
        self._when_closed(dialog)
        dialog.open()
        return dialog

    def start_game(self, config: NewGameConfig) -> MatchController:
        import random

        from chroma_desktop.registry import find_game
        from chroma_desktop.rules.match import Match

        seed = config.seed if config.seed is not None else random.randrange(1 << 31)
        match = Match(find_game(config.game_id), config.players, config.options, seed)
        self.last_config = config
        self.save_path = None
        return self.show_match(match, config.seats, config.teach)

    def rematch(self) -> None:
        from chroma_desktop.ui.online_table import OnlineController

        if isinstance(self.controller, OnlineController):
            self.controller.ask_rematch()  # the server opens the new table once every seat asks
            return
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

    def show_match(self, match: Match, seats: list[Seat], teach: bool) -> MatchController:
        """Put `match` on the table with these seats, and start it (a bot to move thinks)."""
        controller = MatchController(match, seats, teach=teach, autosave=self.autosave,
                                     bot_delay_ms=self.bot_delay_ms, parent=self)
        return self.show_controller(controller)

    def show_controller(self, controller: MatchController) -> MatchController:
        """Put the table `controller` drives (a match here, or a seat online) on the window."""
        self._drop_review()  # a review and results belong to the game they were made for
        if self.lesson is not None:
            self.lesson.leave()  # a lesson being started puts its box back
        self._drop_end_dialog()
        if self.controller is not None and self.controller is not controller:
            self.controller.stop()
            self.controller.deleteLater()
        controller.setParent(self)
        if self._pace_ms is not None:  # else once the table is up (see finish_start)
            controller.scene.animation_ms = self._pace_ms
        self.controller = controller
        self.view.setScene(controller.scene)
        if self.view.painted:
            controller.scene.keep_pixmaps()
        self._set_message("")
        controller.prompt_changed.connect(self._set_prompt)
        controller.message.connect(self._set_error)
        controller.note.connect(self._set_message)
        controller.log_added.connect(self._append_log)
        controller.log_reset.connect(self._replace_log)
        controller.changed.connect(self._update_actions)
        controller.game_over.connect(self._show_end)
        controller.choose_move.connect(self._choose_move)
        controller.hand_over.connect(self._hand_over)
        controller.best_moves.connect(self._show_best_moves)
        self._show_teach(controller.teach)
        self.setWindowTitle(f"Chroma Desktop — {controller.game.name}")
        self.stack.setCurrentWidget(self.table_page)
        self._fit_side_panel()
        self.online_link = ""  # an online table's link is set once it is shown (_online_table_shown)
        if self._menus_built and not getattr(controller, "is_online", False):
            self._watch_online_tables()  # (not before the first frame: see finish_start)
        # The moves so far, in words: written now if the panel is there, else when it is built
        # (after the first frame).
        if self._side is not None:
            self._side.set_log(controller.history_html())
        controller.start()
        self.view.fit()
        self.view.setFocus()
        return controller


    def _update_actions(self) -> None:
        controller = self.controller
        in_game = (controller is not None and self.stack.currentWidget() is self.table_page
                   and not self.reviewing)
        can_undo = bool(in_game and controller.can_undo())
        can_redo = bool(in_game and controller.can_redo())
        if self._menus_built:
            self.undo_action.setEnabled(can_undo)
            self.redo_action.setEnabled(can_redo)
            can_save = bool(in_game and controller.can_save())
            self.save_action.setEnabled(can_save)
            self.resign_action.setEnabled(bool(in_game and getattr(controller, "can_resign", bool)()))
            self.save_as_action.setEnabled(can_save)
        if self._side is not None:
            self._side.undo_button.setEnabled(can_undo)
            self._side.redo_button.setEnabled(can_redo)
            self._side.hint_button.setEnabled(not self.reviewing)
            over = bool(controller and (controller.match.is_over()
                                        or getattr(controller, "resigned", None) is not None))
            self._side.show_end(over, self.reviewing)

    def _show_teach(self, on: bool) -> None:
        """The teach-mode box and menu item show `on` (without acting on it)."""
        widgets = [self._side.teach_box] if self._side is not None else []
        if self._menus_built:
            widgets.append(self.teach_action)
        for widget in widgets:
            widget.blockSignals(True)
            widget.setChecked(on)
            widget.blockSignals(False)

    def _show_best_moves(self, thinking: bool, entries: list, aside: str) -> None:
        """The hint with odds beside the table: thinking, its list, or nothing."""
        if thinking:
            self.side.best_moves.show_thinking()
        elif entries:
            self.side.best_moves.show_entries(entries, aside)
        elif self._side is not None:
            self._side.best_moves.clear()

    def _play_best(self, index: int) -> None:
        """A listed best move was clicked: play it, and the keys go back to the table."""
        if self.controller is not None and not self.reviewing:
            self.controller.play_best(index)
        self.view.setFocus()

    def _hand_over(self, seat: int) -> None:
        if self.controller is not None:
            from chroma_desktop.ui.translation import seat_title

            self.hand_over_page.show_for(seat_title(self.controller.seats[seat].name))
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
        if self.reviewing:
            self._review_key(action)
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
        if self.controller is not None and not self.reviewing:
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
        self._show_pace()

    # -- the language shown (View → Language) ---------------------------------------------------
    def set_language(self, code: str, remember: bool = True) -> None:
        """Show the app in `code` from now on (remembered for the next start): the menus, the
        pages, the side panel and the table are said again in it at once."""
        from chroma_desktop.ui.translation import install, save_language

        if remember:
            save_language(code)
        if code != language.current():
            install(code)
            self.retranslate()
        if self._menus_built:
            self.language_actions[code].setChecked(True)

    def retranslate(self) -> None:
        """Say everything shown again in the language now installed: the menus' words change,
        the pages and the side panel are built anew, the table and its log are said again, and
        a lesson on the table starts again in the new words."""
        for action, words in self._menu_words:
            action.setText(translate("MainWindow", words))
        current = self.stack.currentWidget()
        showing = next((name for name in ("_start_page", "_lessons_page", "_hand_over_page")
                        if current is not None and current is getattr(self, name)), "")
        lesson = None
        if self.lesson is not None:
            run = self.lesson.run
            if run is not None and self.controller is not None and self.controller.guide is run:
                lesson = run.lesson
            self.lesson.leave()
            self.lesson.box.setParent(None)  # not deleted with the panel it was in
            self.lesson.box.deleteLater()
            self.lesson.deleteLater()
            self.lesson = None
        for name in ("_start_page", "_lessons_page", "_hand_over_page"):
            page = getattr(self, name)
            if page is not None:
                self.stack.removeWidget(page)
                page.deleteLater()
                setattr(self, name, None)
        self.end_dialog = None  # the results are said anew when next shown
        old_side = self._side  # kept alive until its place is taken (PySide owns it)
        if old_side is not None:
            self._side = None
            self.side  # noqa: B018 (a new panel in the new words, in the old one's place)
        del old_side
        if lesson is not None:
            self.start_lesson(lesson.game_id, lesson.id)
        elif self.controller is not None:
            from chroma_desktop.ui.scene.layouts import layout_for

            controller = self.controller
            # A layout names its cards and pieces when it is made: a new one, in the new words.
            controller.layout = layout_for(controller.game, controller.match.content,
                                           controller.match.players)
            controller.refresh(animate=False)
            self._set_message("")
            if self._side is not None:
                self._side.set_log(self.controller.history_html())
        if showing == "_start_page":
            self.show_start()
        elif showing == "_lessons_page":
            self.show_lessons()
        elif showing == "_hand_over_page" and self.controller is not None \
                and self.controller.awaiting_hand_over is not None:
            self._hand_over(self.controller.awaiting_hand_over)
        self._update_actions()

    def _choose_move(self, moves: list) -> None:
        # Several moves match one drop: offer them by name.
        controller = self.controller
        if controller is None:
            return
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(self)
        box.setWindowTitle(translate("MainWindow", "Which move?"))
        box.setText(translate("MainWindow", "This drop could mean several moves:"))
        buttons = {}
        for move in moves:
            text = controller.words(controller.game.describe(controller.match.state, move))
            buttons[box.addButton(text, QMessageBox.ButtonRole.AcceptRole)] = move
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.buttonClicked.connect(lambda button: buttons.get(button) and controller.play(
            buttons[button]))
        self._when_closed(box)
        box.open()

    # -- the end of a game ------------------------------------------------------------------
    def _show_end(self, outcome) -> None:
        self._drop_end_dialog()
        # A lesson that ends the game explains the ending in its own box; the results stay a
        # menu choice away (Game → Results), not a dialog offering a rematch over the lesson.
        if self.lesson is None or self.lesson.run is None:
            self.show_results()
        self._update_actions()

    def show_results(self) -> ResultsDialog | None:
        """The results screen of the game on the table (once it is over)."""
        controller = self.controller
        outcome = controller.match.outcome() if controller is not None else None
        resigned = getattr(controller, "resigned", None)  # an online game can end so, unscored
        if controller is None or (outcome is None and resigned is None):
            return None
        if outcome is None:
            outcome = controller.standing_outcome()
        if self.end_dialog is None:
            from chroma_desktop.ui.results import ResultsDialog

            names = [seat.name for seat in controller.seats]
            details = controller.layout.end_details(controller.match.state, names)
            dialog = ResultsDialog(outcome, names, controller.layout.glyph_colours(), self,
                                   details, resigned)
            dialog.review.connect(self.review_game)
            dialog.rematch.connect(self.rematch)
            from chroma_desktop.ui.online_table import OnlineController

            if isinstance(controller, OnlineController):  # the dialog stays, saying who asked
                dialog.rematch_closes = False
                dialog.rematch_button.setEnabled(controller.seat is not None and not controller.rematch_asked)
                dialog.show_rematch_votes(controller.rematch_text())
                controller.rematch_news.connect(
                    lambda d=dialog, c=controller: d.show_rematch_votes(c.rematch_text()))
            dialog.new_game.connect(lambda: self.show_new_game_dialog(controller.game.id))
            dialog.finished.connect(self._back_to_table_soon)
            self.end_dialog = dialog
        self.end_dialog.open()
        return self.end_dialog

    def _drop_end_dialog(self) -> None:
        """Let the results go with the game they were made for (as the window's child, and with
        what its buttons call holding that game's table, they would otherwise stay)."""
        if self.end_dialog is not None:
            self.end_dialog.deleteLater()
        self.end_dialog = None

    @property
    def reviewing(self) -> bool:
        return self.review is not None and self.review.active

    def review_game(self) -> None:
        """Step through the game on the table from its first move (arrow keys, the panel)."""
        controller = self.controller
        if controller is None:
            return
        if self.review is None or self.review.controller is not controller:
            from chroma_desktop.ui.review import GameReview

            self._drop_review()
            self.review = GameReview(controller, self)
            self.review.moved.connect(self._review_moved)
        self.stack.setCurrentWidget(self.table_page)
        self.review.start(0)
        self._update_actions()
        self.view.setFocus()

    def _drop_review(self) -> None:
        """Let the review go with the game it was made for (as the window's child it would
        otherwise stay, and keep that game's table)."""
        if self.review is not None:
            self.review.deleteLater()
        self.review = None

    def leave_review(self) -> None:
        if self.reviewing:
            assert self.review is not None
            self.review.stop()
            if self._side is not None:
                self._side.mark_log_line(-1)
            self._update_actions()

    def _review_moved(self, ply: int, total: int, said: str) -> None:
        self._set_prompt(translate("MainWindow", "Reviewing: move {ply} of {total}").format(
            ply=ply, total=total))
        self._set_message(said or translate(
            "MainWindow", "The table before the first move. → steps forward, Esc leaves."))
        self.side.show_review_at(ply, total)

    def _review_key(self, action: str) -> None:
        review = self.review
        assert review is not None
        steps = {"next": lambda: review.step(1), "previous": lambda: review.step(-1),
                 "play": lambda: review.step(1), "first": review.first, "last": review.last,
                 "cancel": self.leave_review}
        if action in steps:
            steps[action]()

    def _connect_end_bar(self, side: SidePanel) -> None:
        side.results_button.clicked.connect(self.show_results)
        side.review_button.clicked.connect(
            lambda: self.leave_review() if self.reviewing else self.review_game())
        side.first_button.clicked.connect(lambda: self.reviewing and self.review.first())
        side.back_button.clicked.connect(lambda: self.reviewing and self.review.step(-1))
        side.forward_button.clicked.connect(lambda: self.reviewing and self.review.step(1))
        side.last_button.clicked.connect(lambda: self.reviewing and self.review.last())

    # -- files --------------------------------------------------------------------------------
    def save(self) -> None:
        if self.save_path is None:
            self.save_as()
        else:
            self.save_to(self.save_path)

    def save_as(self) -> None:
        """Ask where to save, starting in the saved-games folder (or where this game was)."""
        if self.controller is None:
            return
        from datetime import datetime

        from PySide6.QtWidgets import QFileDialog

        from chroma_desktop.ui.settings import saved_games_folder

        if self.save_path is not None:
            suggested = self.save_path
        else:
            stamp = datetime.now().strftime("%Y-%m-%d %H.%M")
            suggested = saved_games_folder() / f"{self.controller.game.name} {stamp}.chroma.json"
        dialog = QFileDialog(self, translate("MainWindow", "Save game"), str(suggested),
                             translate("MainWindow", "Chroma Desktop games (*.json)"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix("json")
        dialog.selectFile(suggested.name)
        dialog.fileSelected.connect(lambda path: self.save_to(Path(path)))
        self._open_file_dialog(dialog)

    def save_to(self, path: Path) -> bool:
        from chroma_desktop.persistence import write_json_atomic

        if self.controller is None:
            return False
        try:
            write_json_atomic(path, self.controller.session_record())
        except OSError as error:
            self._set_error(translate("MainWindow", "Could not save: {reason}").format(
                reason=error.strerror))
            return False
        self.save_path = path
        self._set_message(translate("MainWindow", "Saved to {file}.").format(file=path.name))
        return True

    def open_game_dialog(self) -> None:
        """Ask which game to open, starting in the saved-games folder."""
        from PySide6.QtWidgets import QFileDialog

        from chroma_desktop.ui.settings import saved_games_folder

        dialog = QFileDialog(self, translate("MainWindow", "Open saved game"),
                             str(saved_games_folder()),
                             translate("MainWindow", "Chroma Desktop games (*.json);;All files (*)"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(lambda path: self.open_file(Path(path)))
        self._open_file_dialog(dialog)

    def _open_file_dialog(self, dialog) -> None:
        """Show a file dialog without blocking; it is `save_dialog` while open."""
        dialog.finished.connect(lambda _result: setattr(self, "save_dialog", None))
        self._when_closed(dialog)
        self.save_dialog = dialog
        dialog.open()

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
        self.last_config = None
        self.show_match(match, seats, teach)
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
        if self._start_page is not None and self.stack.currentWidget() is self._start_page:
            self._start_page.message.setText(text)
        else:
            self._set_error(text)
        self.statusBar().showMessage(text, 10_000)

    # -- online play (Game menu) --------------------------------------------------------------
    def show_host_dialog(self) -> HostDialog:
        from chroma_desktop.ui.online_dialog import HostDialog

        dialog = HostDialog(self)
        self._when_closed(dialog)
        dialog.open()
        return dialog

    def show_join_dialog(self, text: str = "") -> JoinDialog:
        from chroma_desktop.ui.online_dialog import JoinDialog

        dialog = JoinDialog(self, text)
        self._when_closed(dialog)
        dialog.open()
        return dialog

    def online_host(self) -> OnlineHost:
        """The server this app runs for the tables it hosts (started when first needed)."""
        if self._online_host is None:
            from chroma_desktop.ui.online_host import OnlineHost
            from chroma_desktop.user_folders import user_data_folder

            self._online_host = OnlineHost(user_data_folder() / "Online tables",
                                           bot_think=self.bot_delay_ms / 1000)
        return self._online_host

    def join_online(self, link: str, names: dict[int, str] | None = None) -> TableOpener:
        """Connect to the seat of the invite `link`; its table goes on the window once it comes.
        The player's name (Host and Join dialogs, kept in the settings) goes with the hello."""
        from chroma_desktop.net.invite import read_invite
        from chroma_desktop.ui.online_session import SessionLink
        from chroma_desktop.ui.online_table import TableOpener
        from chroma_desktop.ui.settings import load_player_name

        invite = read_invite(link)
        session = SessionLink(invite, invite.game, name=load_player_name(), parent=self)
        opener = TableOpener(session, names, self.bot_delay_ms, parent=self)
        opener.ready.connect(self.show_controller)
        opener.ready.connect(lambda controller: self._online_table_shown(controller, link))
        opener.failed.connect(self._set_error)
        opener.open()
        return opener

    def _online_table_shown(self, controller: OnlineController, link: str) -> None:
        """The chat line under the log, and the table kept in My online games."""
        from chroma_desktop.ui.online_chat import attach_chat
        from chroma_desktop.ui.online_games import remember

        self.chat_box = attach_chat(self.side, self.side.log, controller)
        remember(link, controller.game.id, controller.seat, self._online_host is not None
                 and link.startswith(self._online_host.url.replace("ws://", "chroma://")))
        self.online_link = link
        controller.rematch_ready.connect(lambda table: self._follow_rematch(controller, link, table))
        controller.turn_came.connect(self._alert_if_away)
        self._watch_online_tables()

    def _follow_rematch(self, controller: OnlineController, link: str, table: str) -> None:
        """Every seat asked for a rematch: the same seat (the same token) at the new table."""
        from chroma_desktop.net.invite import invite_link, read_invite
        from chroma_desktop.ui.online_games import forget

        invite = read_invite(link)
        again = invite_link(invite.server, table, seat_token=invite.seat_token,
                            spectator_code=invite.spectator_code, game=invite.game)
        forget(link)  # My online games keeps the table being played, not the one over
        names = dict(enumerate(controller.default_names))
        names.pop(controller.seat, None)
        results = self.end_dialog
        opener = self.join_online(again, names)
        if results is not None:  # the results of the game before go with it
            opener.ready.connect(lambda _controller: results.accept())

    # -- "your turn" at tables not on screen ----------------------------------------------------------
    def _watch_online_tables(self) -> None:
        """Follow the turn-based tables kept in My online games, but the one on screen (and those
        this app hosts while it does not serve them), to tell the player when their turn comes."""
        from chroma_desktop.ui.online_games import remembered

        wanted = {entry["link"] for entry in remembered() if entry["seat"] is not None
                  and not entry.get("over") and (not entry["hosted"] or self._serves(entry["link"]))}
        wanted.discard(self.online_link)
        if self.turn_watcher is None:
            if not wanted:
                return
            from chroma_desktop.ui.online_turns import TurnNotice, TurnWatcher
            from chroma_desktop.ui.settings import load_player_name

            self.turn_watcher = TurnWatcher(load_player_name(), self)
            self.turn_watcher.turn.connect(self._tell_turn)
            self.turn_watcher.news.connect(self._online_news)
            self.turn_notice = TurnNotice()
            self.turn_notice.go.connect(self.go_to_online_table)
            self.statusBar().addPermanentWidget(self.turn_notice)  # never hidden by a message
        for link in self.turn_watcher.watching() - wanted:
            self.turn_watcher.unwatch(link)
        for link in wanted:
            self.turn_watcher.watch(link)

    def _serves(self, link: str) -> bool:
        host = self._online_host
        return host is not None and bool(host.url) and link.startswith(host.url.replace("ws://", "chroma://"))

    def _tell_turn(self, link: str) -> None:
        """Their turn has come at a table not on screen: the status bar says where, with a button
        to go there, and the window asks for attention."""
        from chroma_desktop.net.invite import read_invite
        from chroma_desktop.registry import find_game
        from chroma_desktop.ui.online_turns import others_at

        if self.turn_watcher is None or self.turn_notice is None:
            return
        news = self.turn_watcher.known.get(link, {})
        try:
            game = find_game(read_invite(link).game).name
        except (KeyError, ValueError):
            game = read_invite(link).game
        self.turn_notice.tell(link, game, others_at(news))
        self._alert()

    def _alert_if_away(self) -> None:
        """Their turn at the table on screen, while the window is not the active one."""
        if not self.isActiveWindow():
            self._alert()

    def _alert(self) -> None:
        from PySide6.QtWidgets import QApplication

        self.alerts += 1
        QApplication.alert(self)

    def _online_news(self, link: str, news: dict) -> None:
        if news.get("over"):
            from chroma_desktop.ui.online_games import mark_over

            mark_over(link)

    def go_to_online_table(self, link: str) -> TableOpener:
        """Put the table of `link` (kept in My online games) on the window."""
        if self.turn_watcher is not None:
            self.turn_watcher.unwatch(link)
        if self.turn_notice is not None and self.turn_notice.link == link:
            self.turn_notice.hide()
        return self.join_online(link)

    def confirm_resign(self) -> QMessageBox | None:
        """Ask, then resign the online game on the table: it ends for every seat, whose Results
        say who resigned (None: nothing to resign here)."""
        controller = self.controller
        if controller is None or not getattr(controller, "can_resign", bool)():
            return None
        from PySide6.QtWidgets import QMessageBox

        buttons = QMessageBox.StandardButton
        box = QMessageBox(QMessageBox.Icon.Question, translate("MainWindow", "Resign"),
                          translate("MainWindow", "Resign this game? It ends at once for everyone at "
                                                  "the table, and they see that you resigned."),
                          buttons.Yes | buttons.No, self)
        box.button(buttons.Yes).setText(translate("MainWindow", "&Resign"))
        box.setDefaultButton(buttons.No)
        box.buttonClicked.connect(lambda button: button is box.button(buttons.Yes) and controller.resign())
        self._when_closed(box)
        box.open()
        return box

    def show_my_online_games(self) -> MyGamesDialog:
        from chroma_desktop.ui.online_games import MyGamesDialog

        dialog = MyGamesDialog(self)
        self._when_closed(dialog)
        dialog.open()
        return dialog

    # -- positions as text (Edit menu) --------------------------------------------------------
    def copy_position(self) -> str:
        """Put the position on the table on the clipboard, as the player at the desk sees it
        (`rules/position.py`); returns the text ("" when there is none)."""
        controller = self.controller
        if controller is None or self.stack.currentWidget() is not self.table_page:
            self.show_file_error(translate("MainWindow", "There is no game on the table to copy."))
            return ""
        from PySide6.QtWidgets import QApplication

        from chroma_desktop.rules.position import PositionError, position_to_text, view_to_text

        game, match = controller.game, controller.match
        state = match.states[self.review.ply] if self.reviewing and self.review else match.state
        viewer = controller.viewer
        try:
            # Hot-seat and bots' secrets stay secret: what is hidden from the desk is written `?`.
            text = (position_to_text(game, state) if game.view(state, viewer) == state
                    else view_to_text(game, state, viewer))
        except PositionError as error:
            from chroma_desktop.rules.messages import render

            self._set_error(render(error.reason, None, language.message_translator()) + ".")
            return ""
        QApplication.clipboard().setText(text)
        self._set_message(translate("MainWindow",
                                    "Position copied: Edit → Paste position starts a game there."))
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
        self.last_config = None
        self.show_match(match, seats, teach)
        self.save_path = None
        self._set_message(translate("MainWindow",
                                    "A new game from the position: undo goes back no further."))

    # -- help ---------------------------------------------------------------------------------
    def how_to_play(self) -> RulesReferenceDialog:
        """Help -> How to play: the rules reference of the game on the table; with none, of
        the first game, a chooser offering every game's."""
        from chroma_desktop.ui.rules_reference import RulesReferenceDialog

        controller = self.controller
        on_table = controller is not None and self.stack.currentWidget() is not self._start_page
        dialog = RulesReferenceDialog(self, controller.game.id if on_table else None)
        dialog.finished.connect(self._back_to_table_soon)
        self.rules_reference = dialog
        dialog.open()
        return dialog

    def show_rulings(self) -> RulingsDialog:
        """Help -> Rulings: the unclear rules of the game on the table and the readings it is
        played with; with no game on the table, a chooser of every game's."""
        from chroma_desktop.ui.rulings_dialog import RulingsDialog

        controller = self.controller
        on_table = controller is not None and self.stack.currentWidget() is not self._start_page
        dialog = RulingsDialog(self, controller.game if on_table else None,
                               controller.match.options if on_table else None)
        dialog.finished.connect(self._back_to_table_soon)
        self.rulings_dialog = dialog
        dialog.open()
        return dialog

    def about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        from chroma_desktop import __version__

        QMessageBox.about(self, translate("MainWindow", "About Chroma Desktop"),
                          f"<h3>Chroma Desktop {__version__}</h3><p>"
                          + translate("MainWindow", "A desktop tabletop for Chroma Mix, Coloretto, "
                                                    "Chroma Cubes and CMYK!.") + "</p>")

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt naming)
        from PySide6.QtWidgets import QDialog

        # A window that closes takes the dialogs it opened with it (the results): left open,
        # a modal one would stand in front of every window opened after it.
        for dialog in self.findChildren(QDialog):
            if dialog.isVisible():
                dialog.close()
        if self.controller is not None:
            self.controller.stop()
        if self.turn_watcher is not None:
            self.turn_watcher.stop()
            self.turn_watcher = None
        if self._online_host is not None:
            self._online_host.stop()
            self._online_host = None
        super().closeEvent(event)
