"""The main window: its pages (start, lessons, hand-over, the table with its side panel), the
menu bar, and which table is on it (`show_controller`).

What the window offers is done by collaborators it builds, each owning its menu items and
dialogs, and each seeing the window only as a `TableWindow` (`ui/table_window.py`): `files`
(open, save, positions: `ui/game_files.py`), `online` (host, join, my online games, resign,
turn notices: `ui/online_play.py`), `ending` (results, rematch, review: `ui/game_end.py`),
`languages` (View → Language: `ui/language_menu.py`), `view_menu` (zoom, teach mode, pace:
`ui/view_menu.py`), `help_menu` (`ui/help_menu.py`), `play` (keys, hint, undo, the moves a drop
could mean: `ui/table_play.py`) and `keys` (the keys go back to the table: `ui/keys_to_table.py`);
`online`, `ending`, `play`, `languages` and `help_menu` are made on first use (`WindowParts`,
`ui/window_parts.py`, the window's base class).
Pages and dialogs talk to the window by signals, or through a narrow Protocol; none imports
this module.

A game opened at start-up reaches the screen first: the window shows the table alone, and builds
the side panel (`ui/table_page.py`), the menus and the icon right after the table's first frame
(`finish_start`, or as soon as anything asks for them; `start_finished` says when).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QMenuBar, QStackedWidget, QWidget

from chroma_desktop.ui.announcer import READING_KEYS, Announcer
from chroma_desktop.ui.game_files import GameFiles
from chroma_desktop.ui.keys_to_table import KeysToTable
from chroma_desktop.ui.match_controller import MatchController
from chroma_desktop.ui.menu_words import MenuWords
from chroma_desktop.ui.plain_text import set_window_title
from chroma_desktop.ui.round_record import with_best_here
from chroma_desktop.ui.table_page import TablePage
from chroma_desktop.ui.translation import QT_TRANSLATE_NOOP
from chroma_desktop.ui.view_menu import ViewMenu
from chroma_desktop.ui.window_parts import WindowParts

translate = QCoreApplication.translate
MENU_TITLES = (QT_TRANSLATE_NOOP("MainWindow", "&Game"), QT_TRANSLATE_NOOP("MainWindow", "&Edit"),
               QT_TRANSLATE_NOOP("MainWindow", "&View"), QT_TRANSLATE_NOOP("MainWindow", "&Help"))

if TYPE_CHECKING:
    # Pages, dialogs, menus and what only new games, files and help need are imported where
    # they are used (TABLE_FIRST in tests/architecture/test_start_up_rules.py).
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QCloseEvent, QResizeEvent, QShowEvent
    from PySide6.QtWidgets import QDialog, QMenu

    from chroma_desktop.rules.match import Match
    from chroma_desktop.ui.dialogs import NewGameDialog
    from chroma_desktop.ui.game_config import NewGameConfig
    from chroma_desktop.ui.lesson_page import LessonsPage, LessonTable
    from chroma_desktop.ui.pages import HandOverPage, SidePanel, StartPage
    from chroma_desktop.ui.seat import Seat


class MainWindow(WindowParts):
    def __init__(self, bot_delay_ms: int = 450, autosave: bool = True) -> None:
        super().__init__()
        self.setWindowTitle("Chroma Desktop")
        self.bot_delay_ms = bot_delay_ms
        self.autosave = autosave
        self.remembers_size = False
        """Whether closing keeps the window's size for the next start (the app's window)."""
        self.controller: MatchController | None = None
        self._last_config: NewGameConfig | None = None
        self.stack = QStackedWidget()
        self._blank = QWidget()  # shown until the first page is chosen
        self.stack.addWidget(self._blank)
        self._start_page: StartPage | None = None
        self._hand_over_page: HandOverPage | None = None
        self._lessons_page: LessonsPage | None = None
        self.lesson: LessonTable | None = None  # plays lessons on the table, made when first used
        self.table_page = TablePage(self.width)
        self.table_page.side_panel_built.connect(self._side_panel_built)
        self.table_page.lesson_requested.connect(self.start_lesson)
        self.view = self.table_page.view
        self.announcer = Announcer(self.view, self)
        """The table's news said to a screen reader, and the keys that read it on demand."""
        self.stack.addWidget(self.table_page)
        self.setCentralWidget(self.stack)
        # The window is as small as the page it shows allows (a stack asks for the largest
        # minimum of all its pages): the table can be played in a small window.
        self.stack.currentChanged.connect(self._page_shown)
        # The collaborators, each with its menu items and dialogs (their items added after the
        # first frame; online play, the game's end, the play at the table, the Language and Help
        # menus made on first use: WindowParts).
        self.files = GameFiles(self, self)
        self.view_menu = ViewMenu(self.view, lambda: self.controller, self)
        self.keys = KeysToTable(self, self.view, self.showing_table,
                                lambda: self.side_built.log if self.side_built is not None else None)
        # The menu bar and its titles are there from the first frame (the table does not move
        # down when they come); their items are added after it (finish_start).
        bar = QMenuBar()
        self.setMenuBar(bar)
        self.menu_words = MenuWords(self)
        self._menus: list[QMenu] = []
        for title in MENU_TITLES:
            menu = bar.addMenu("")
            self.menu_words.keep(menu.menuAction(), title)
            self._menus.append(menu)
        self._menus_built = False
        self.view.key_action.connect(self._key_action)
        self.view.first_painted.connect(self.finish_start)

    # -- what waits until after the first frame -------------------------------------------------
    def finish_start(self) -> None:
        """Build the side panel, the menus and the window icon (once); the table keeps pixmaps."""
        if self.controller is not None:
            self.controller.scene.keep_pixmaps()
            self.controller.scene.animation_ms = self.pace_ms
            self.controller.build_parts()
        if not self._menus_built:
            self._menus_built = True
            from chroma_desktop.resources import assets_dir

            icon = assets_dir() / "icons" / "chroma-desktop.svg"
            if icon.is_file():
                from PySide6.QtGui import QIcon

                self.setWindowIcon(QIcon(str(icon)))
            self._build_menus()
            self.online.watch_online_tables()
        self.side  # noqa: B018 (builds the panel)
        self.announcer.table_is_up()
        self.update_actions()

    def table_window(self) -> MainWindow:
        return self

    @property
    def side(self) -> SidePanel:
        """The panel beside the table, built when first needed."""
        return self.table_page.side

    @property
    def side_built(self) -> SidePanel | None:
        return self.table_page.side_built

    def _side_panel_built(self, side: SidePanel) -> None:
        side.hint_button.clicked.connect(self.play.hint)
        side.undo_button.clicked.connect(self.play.undo)
        side.redo_button.clicked.connect(self.play.redo)
        side.teach_box.toggled.connect(self.set_teach)
        side.best_moves.chosen.connect(self.play.play_best)
        self.ending.connect_end_bar(side)
        self.finish_start()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt naming)
        super().resizeEvent(event)
        self.table_page.fit_side_panel()

    def _page_shown(self, _index: int) -> None:
        page = self.stack.currentWidget()
        if page is not None:
            self.stack.setMinimumSize(page.minimumSizeHint().expandedTo(page.minimumSize()))

    def set_prompt(self, text: str) -> None:
        self.table_page.set_prompt(text)

    def set_message(self, text: str, error: bool = False) -> None:
        """Beside the table: in red only for a refusal or a problem (`error`)."""
        self.table_page.set_message(text, error)

    def _set_error(self, text: str) -> None:
        self.set_message(text, error=True)

    # -- faults in event handlers (ui/faults.py: FaultyTable) --------------------------------------
    def tell_fault(self, text: str) -> None:
        self.set_message(text, error=True)

    def resume_after_fault(self) -> None:
        """The game back in motion: drawn again (which arms the bots' timers), autosaved."""
        if self.controller is not None:
            self.controller.refresh(animate=False)
            self.controller.autosave()

    @property
    def start_finished(self) -> bool:
        """Whether what follows the table's first frame (side panel, menus, icon) is built."""
        return self.table_page.side_built is not None and self._menus_built

    @property
    def start_page(self) -> StartPage:
        if self._start_page is None:
            from chroma_desktop.ui.pages import StartPage

            page = StartPage()
            page.new_game_requested.connect(self.show_new_game_dialog)
            page.resume_requested.connect(self.files.resume_last_game)
            page.open_requested.connect(self.files.open_game_dialog)
            page.learn_requested.connect(self.show_lessons)
            page.join_requested.connect(lambda: self.online.show_join_dialog())
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

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt naming)
        # The start page is built only when it is the first thing shown (not when a game is
        # opened straight away); without a table to paint first, the rest follows at once.
        if self.stack.currentWidget() is self._blank:
            self.show_start()
        if self.stack.currentWidget() is not self.table_page:
            QTimer.singleShot(0, self.finish_start)
        super().showEvent(event)

    # -- which page is shown (TableWindow) ------------------------------------------------------
    def showing_table(self) -> bool:
        return self.stack.currentWidget() is self.table_page

    def showing_start(self) -> bool:
        return self._start_page is not None and self.stack.currentWidget() is self._start_page

    def say_on_start_page(self, text: str) -> None:
        self.start_page.message.setText(text)

    def show_table(self) -> None:
        self.stack.setCurrentWidget(self.table_page)

    def reviewed_ply(self) -> int | None:
        review = self._ending.review if self._ending is not None else None
        return review.ply if review is not None and review.active else None

    # -- menus --------------------------------------------------------------------------------
    def _build_menus(self) -> None:
        from PySide6.QtGui import QGuiApplication, QKeySequence

        keys = QKeySequence.StandardKey
        menus = self.menu_words
        game, edit, view, help_menu = self._menus
        menus.action(game, QT_TRANSLATE_NOOP("MainWindow", "&New game…"),
                     lambda: self.show_new_game_dialog(), keys.New)
        self.files.add_game_items(menus, game)
        menus.action(game, QT_TRANSLATE_NOOP("MainWindow", "&Start page"), self.show_start)
        game.addSeparator()
        self.online.add_game_items(menus, game)
        game.addSeparator()
        menus.action(game, QT_TRANSLATE_NOOP("MainWindow", "&Quit"), self.close, keys.Quit)
        self.undo_action = menus.action(edit, QT_TRANSLATE_NOOP("MainWindow", "&Undo"), self.play.undo,
                                        keys.Undo)
        self.redo_action = menus.action(edit, QT_TRANSLATE_NOOP("MainWindow", "&Redo"), self.play.redo,
                                        keys.Redo)
        menus.action(edit, QT_TRANSLATE_NOOP("MainWindow", "&Hint"), self.play.hint)
        edit.addSeparator()
        self.files.add_edit_items(menus, edit)
        pace = self.view_menu.add_items(menus, view, self.set_teach,
                                        bool(self.controller and self.controller.teach))
        languages = self.languages.add_items(menus, view)
        self.help_menu.add_items(menus, help_menu)
        for menu in (*self._menus, pace, languages):
            menu.aboutToHide.connect(self.back_to_table_soon)
        application = QGuiApplication.instance()
        if isinstance(application, QGuiApplication):
            application.focusWindowChanged.connect(self.keys.focus_window_changed)

    # -- keys go to the table --------------------------------------------------------------
    def when_closed(self, dialog: QDialog) -> None:
        """A dialog opened for one use: it goes once closed, and the keys go back to the table."""
        self.keys.when_closed(dialog)

    def back_to_table_soon(self) -> None:
        self.keys.soon()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt naming)
        super().changeEvent(event)
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self.back_to_table_soon()

    # -- pages --------------------------------------------------------------------------------
    def show_start(self) -> None:
        self.start_page.refresh()
        self.stack.setCurrentWidget(self.start_page)
        self.update_actions()

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
        self.update_actions()
        return self._lessons_page

    def start_lesson(self, game_id: str, lesson_id: str) -> LessonTable:
        """Put a lesson on the table (`ui/lesson_page.py`)."""
        from chroma_desktop.lessons import shipped_lessons
        from chroma_desktop.ui.lesson_page import LessonTable

        if self.lesson is None:
            self.lesson = LessonTable(self, self)
            self.lesson.lessons_requested.connect(self.show_lessons)
        lesson = next(one for one in shipped_lessons(game_id) if one.id == lesson_id)
        self.lesson.start(lesson)
        self.table_page.point_to_lesson(None)  # the lesson's own box says what to do
        return self.lesson

    def show_new_game_dialog(self, game_id: str = "") -> NewGameDialog:
        """The new-game dialog for `game_id` ("": the game last set up), as last set up."""
        from chroma_desktop.ui.dialogs import NewGameDialog

        dialog = NewGameDialog(self, game_id)
        dialog.accepted.connect(lambda: self.start_game(dialog.config()))
        self.when_closed(dialog)
        dialog.open()
        return dialog

    def start_game(self, config: NewGameConfig) -> MatchController:
        import random

        from chroma_desktop.registry import find_game
        from chroma_desktop.rules.match import Match

        seed = config.seed if config.seed is not None else random.randrange(1 << 31)
        match = Match(find_game(config.game_id), config.players, config.options, seed)
        self.last_config = config
        self.files.save_path = None
        return self.show_match(match, config.seats, config.teach)

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
        if self._ending is not None:  # a review and results belong to the game they were made for
            self._ending.drop()
        if self.lesson is not None:
            self.lesson.leave()  # a lesson being started puts its box back
        if self.controller is not None and self.controller is not controller:
            self.controller.stop()
            self.controller.deleteLater()
        controller.setParent(self)
        if self.view_menu.pace_known is not None:  # else once the table is up (finish_start)
            controller.scene.animation_ms = self.view_menu.pace_known
        self.controller = controller
        self.table_page.log_source = controller.history_html
        self.table_page.teach_source = lambda: controller.teach
        self.view.setScene(controller.scene)
        if self.view.painted:
            controller.scene.keep_pixmaps()
        at_launch = not self.isVisible() and not self._menus_built  # the table first
        if not at_launch:  # else once the table is up (finish_start)
            controller.build_parts()
        self.set_message("")
        self.table_page.point_to_lesson(None)
        self.table_page.show_teach_words("", "")
        controller.prompt_changed.connect(lambda text, c=controller: self.set_prompt(
            with_best_here(text, c, self._online_table_on_screen() is not None)))
        controller.message.connect(self._set_error)
        controller.note.connect(self.set_message)
        controller.lesson_pointed.connect(self.table_page.point_to_lesson)
        controller.teach_detailed.connect(self.table_page.show_teach_words)
        controller.log_added.connect(self.table_page.append_log)
        controller.log_reset.connect(self.table_page.replace_log)
        controller.changed.connect(self.update_actions)
        controller.game_over.connect(self._game_over)
        controller.choose_move.connect(self._choose_move)
        controller.hand_over.connect(self._hand_over)
        controller.best_moves.connect(self._show_best_moves)
        if at_launch:
            self.announcer.wait_for_table()
        self.announcer.follow(controller)
        self._show_teach(controller.teach)
        title = f"Chroma Desktop — {controller.game.name}"
        if controller.from_set_position() and controller.guide is None:  # issue 32: said, not hidden
            from chroma_desktop.rules.play_words import FROM_SET_POSITION, SET_POSITION_SHORT

            title += f" — {controller.words(SET_POSITION_SHORT())}"
            self.set_message(controller.words(FROM_SET_POSITION()))
        set_window_title(self, title)
        self.stack.setCurrentWidget(self.table_page)
        self.table_page.fit_side_panel()
        # (not before the first frame: see finish_start)
        if self._online is not None or self._menus_built:
            self.online.table_shown(controller, watch=self._menus_built)
        # The moves so far, in words: written now if the panel is there, else read when it is
        # built, after the first frame (TABLE_FIRST in tests/architecture/test_start_up_rules.py).
        if self.table_page.side_built is not None:
            self.table_page.replace_log(controller.history_html())
        controller.start()
        self.view.fit()
        self.view.setFocus()
        return controller

    def update_actions(self) -> None:
        controller = self.controller
        reviewing = self.reviewing()
        in_game = controller is not None and self.showing_table() and not reviewing
        can_undo = bool(in_game and controller is not None and controller.can_undo())
        can_redo = bool(in_game and controller is not None and controller.can_redo())
        if self._menus_built:
            self.undo_action.setEnabled(can_undo)
            self.redo_action.setEnabled(can_redo)
            self.files.update_actions(bool(in_game and controller is not None
                                           and controller.can_save()))
            self.online.update_actions(in_game)
        side = self.side_built
        if side is not None:
            side.undo_button.setEnabled(can_undo)
            side.redo_button.setEnabled(can_redo)
            side.hint_button.setEnabled(not reviewing)
            side.show_end(self.ending.is_over(), reviewing)

    def _show_teach(self, on: bool) -> None:
        """The teach-mode box and menu item show `on` (without acting on it)."""
        side = self.side_built
        for widget in (side.teach_box if side is not None else None, self.view_menu.teach_action):
            if widget is None:
                continue
            widget.blockSignals(True)
            widget.setChecked(on)
            widget.blockSignals(False)

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

    def _game_over(self) -> None:
        # A lesson that ends the game explains the ending in its own box.
        self.ending.game_over(lesson_explains=self.lesson is not None and self.lesson.run is not None)

    # -- play ---------------------------------------------------------------------------------
    def _key_action(self, action: str) -> None:
        if action in READING_KEYS:
            self.announcer.read(action)
        elif self.ending.reviewing:
            self.ending.review_key(action)
        else:
            self.play.key_action(action)

    def set_teach(self, on: bool) -> None:
        self._show_teach(on)
        if self.controller is not None:
            self.controller.teach = on
            self.controller.refresh(animate=False)

    @property
    def pace_ms(self) -> int:
        """How long items take to move, in ms (0: no animation): View → Animation pace."""
        return self.view_menu.pace_ms

    def set_pace(self, ms: int, remember: bool = True) -> None:
        self.view_menu.set_pace(ms, remember)

    # -- the language shown (View → Language: `languages`) --------------------------------------
    def retranslate(self) -> None:
        """Say everything shown again in the language now installed: the menus' words change,
        the pages and the side panel are built anew, the table and its log are said again, and
        a lesson on the table starts again in the new words."""
        self.menu_words.retranslate()
        current = self.stack.currentWidget()
        pages = {"start": self._start_page, "lessons": self._lessons_page,
                 "hand_over": self._hand_over_page}
        showing = next((name for name, page in pages.items()
                        if page is not None and current is page), "")
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
        for page in pages.values():
            if page is not None:
                self.stack.removeWidget(page)
                page.deleteLater()
        self._start_page = self._lessons_page = self._hand_over_page = None
        self.ending.forget_results()  # the results are said anew when next shown
        self.table_page.rebuild_side()  # a new panel in the new words, in the old one's place
        if lesson is not None:
            self.start_lesson(lesson.game_id, lesson.id)
        elif self.controller is not None:
            from chroma_desktop.ui.scene.layouts import layout_for

            controller = self.controller
            # A layout names its cards and pieces when it is made: a new one, in the new words.
            controller.layout = layout_for(controller.game, controller.match.content,
                                           controller.match.players)
            self.set_message("")  # before the table is said again: teach mode's words follow
            controller.refresh(animate=False)
            self.table_page.replace_log(controller.history_html())
        if showing == "start":
            self.show_start()
        elif showing == "lessons":
            self.show_lessons()
        elif showing == "hand_over" and self.controller is not None \
                and self.controller.awaiting_hand_over is not None:
            self._hand_over(self.controller.awaiting_hand_over)
        self.update_actions()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt naming)
        from PySide6.QtWidgets import QDialog

        # A window that closes takes the dialogs it opened with it (the results): left open,
        # a modal one would stand in front of every window opened after it.
        for dialog in self.findChildren(QDialog):
            if dialog.isVisible():
                dialog.close()
        if self.controller is not None:
            self.controller.stop()
        if self._online is not None:
            self._online.stop()
        if self.remembers_size:
            from chroma_desktop.ui.settings_file import save_window_size

            size = self.normalGeometry().size() if self.isMaximized() else self.size()
            save_window_size(size.width(), size.height(), self.isMaximized())
        super().closeEvent(event)
