"""Online play and turn notices: Game → Host, Join, My online games, Resign; the tables this app
serves; and "your turn" for tables not on screen.

`OnlinePlay` is one of the main window's collaborators (`ui/table_window.py`). It owns those menu
items and dialogs, the server this app runs for the tables it hosts (`online_host`), and the
turn watcher with its notice in the status bar. The dialogs reach it as `OnlineTables`
(`ui/online_games.py`): they never see the window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from chroma_desktop.ui.plain_text import message_box
from chroma_desktop.ui.translation import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

    from chroma_desktop.rules.messages import Message
    from chroma_desktop.ui.match_controller import MatchController
    from chroma_desktop.ui.menu_words import MenuWords
    from chroma_desktop.ui.online_chat import ChatBox
    from chroma_desktop.ui.online_dialog import HostDialog, JoinDialog
    from chroma_desktop.ui.online_games import MyGamesDialog
    from chroma_desktop.ui.online_host import OnlineHost
    from chroma_desktop.ui.online_table import OnlineController, TableOpener
    from chroma_desktop.ui.online_turns import TableNews, TurnNotice, TurnWatcher
    from chroma_desktop.ui.table_window import TableWindow

translate = QCoreApplication.translate


class OnlinePlay(QObject):
    """The window's online tables: the one on screen, those hosted here, and those watched."""

    def __init__(self, window: TableWindow, parent: QWidget) -> None:
        super().__init__(parent)
        self._window = window
        self._parent = parent  # the dialogs' parent, and what asks for attention
        self._online_host: OnlineHost | None = None  # the tables this app serves, and their bots
        self.turn_watcher: TurnWatcher | None = None  # the online tables not on screen
        self.turn_notice: TurnNotice | None = None
        self.alerts = 0  # how often the window asked for attention (QApplication.alert): a turn came
        self.online_link = ""  # the invite link of the online table on screen ("" for none)
        self.chat_box: ChatBox | None = None
        self.resign_action: QAction | None = None
        self._on_screen: OnlineController | None = None  # the online table last shown
        self._told_kept_problem = False  # a refused online-games.json is said once a run

    # -- menus --------------------------------------------------------------------------------
    def add_game_items(self, menus: MenuWords, game: QMenu) -> None:
        """Game → Host, Join, My online games, Resign."""
        menus.action(game, QT_TRANSLATE_NOOP("MainWindow", "&Host online game…"),
                     lambda: self.show_host_dialog())
        menus.action(game, QT_TRANSLATE_NOOP("MainWindow", "&Join online game…"),
                     lambda: self.show_join_dialog())
        menus.action(game, QT_TRANSLATE_NOOP("MainWindow", "&My online games…"),
                     lambda: self.show_my_online_games())
        self.resign_action = menus.action(
            game, QT_TRANSLATE_NOOP("MainWindow", "Res&ign online game…"),
            lambda: self.confirm_resign())

    def update_actions(self, in_game: bool) -> None:
        if self.resign_action is not None:
            self.resign_action.setEnabled(in_game and self.table_on_screen() is not None
                                          and self._can_resign())

    def table_on_screen(self) -> OnlineController | None:
        """The online table on the window, if the table there is one."""
        on_screen = self._on_screen
        return on_screen if on_screen is not None and on_screen is self._window.controller else None

    def _can_resign(self) -> bool:
        controller = self.table_on_screen()
        return controller is not None and bool(controller.can_resign())

    # -- dialogs ------------------------------------------------------------------------------
    def show_host_dialog(self) -> HostDialog:
        from chroma_desktop.ui.online_dialog import HostDialog

        dialog = HostDialog(self, self._parent)
        self._window.when_closed(dialog)
        dialog.open()
        return dialog

    def show_join_dialog(self, text: str = "") -> JoinDialog:
        from chroma_desktop.ui.online_dialog import JoinDialog

        dialog = JoinDialog(self, self._parent, text)
        self._window.when_closed(dialog)
        dialog.open()
        return dialog

    def show_my_online_games(self) -> MyGamesDialog:
        from chroma_desktop.ui.online_games import MyGamesDialog

        dialog = MyGamesDialog(self, self._parent)
        self._window.when_closed(dialog)
        dialog.open()
        return dialog

    def confirm_resign(self) -> QMessageBox | None:
        """Ask, then resign the online game on the table: it ends for every seat, whose Results
        say who resigned (None: nothing to resign here)."""
        controller = self.table_on_screen()
        if controller is None or not controller.can_resign():
            return None
        from PySide6.QtWidgets import QMessageBox

        buttons = QMessageBox.StandardButton
        box = message_box(QMessageBox.Icon.Question, translate("MainWindow", "Resign"),
                          translate("MainWindow", "Resign this game? It ends at once for everyone at "
                                                  "the table, and they see that you resigned."),
                          self._parent, buttons.Yes | buttons.No)
        resign = box.button(buttons.Yes)
        resign.setText(translate("MainWindow", "&Resign"))
        box.setDefaultButton(buttons.No)
        box.buttonClicked.connect(lambda button: button is resign and controller.resign())
        self._window.when_closed(box)
        box.open()
        return box

    # -- the tables (OnlineTables, for the dialogs) ---------------------------------------------
    def online_host(self) -> OnlineHost:
        """The server this app runs for the tables it hosts (started when first needed)."""
        if self._online_host is None:
            from chroma_desktop.ui.online_host import OnlineHost
            from chroma_desktop.user_folders import user_data_folder

            self._online_host = OnlineHost(user_data_folder() / "Online tables",
                                           bot_think=self._window.bot_delay_ms / 1000)
        return self._online_host

    def join_online(self, link: str, names: dict[int, str] | None = None) -> TableOpener:
        """Connect to the seat of the invite `link`; its table goes on the window once it comes.
        The player's name (Host and Join dialogs, kept in the settings) goes with the hello."""
        from chroma_desktop.net.invite import read_invite
        from chroma_desktop.ui.online_session import SessionLink
        from chroma_desktop.ui.online_table import TableOpener
        from chroma_desktop.ui.settings import load_player_name

        invite = read_invite(link)
        session = SessionLink(invite, invite.game, name=load_player_name(), parent=self._parent)
        opener = TableOpener(session, names, self._window.bot_delay_ms, parent=self._parent)
        opener.ready.connect(self._table_arriving)  # first: the window asks whether it is online
        opener.ready.connect(self._window.show_controller)
        opener.ready.connect(lambda controller: self._online_table_shown(controller, link))
        opener.failed.connect(lambda reason: self._window.set_message(reason, error=True))
        opener.open()
        return opener

    def whose_turn(self, link: str) -> str:
        """Whose turn it is at the table of `link` ("your turn", "waiting for Bea", "over"), as
        far as this app knows: the table on screen, else what the turn watcher last heard ("":
        not known)."""
        controller = self.table_on_screen()
        if controller is not None and link == self.online_link:
            if controller.end is not None:
                return translate("TurnNotice", "over")
            if controller.human_to_move() is not None:
                return translate("TurnNotice", "your turn")
        watcher = self.turn_watcher
        return watcher.whose_turn(link) if watcher is not None else ""

    # -- the table on screen --------------------------------------------------------------------
    def table_shown(self, controller: MatchController, watch: bool) -> None:
        """`controller`'s table is on the window: an online one says its link once it is shown
        (`_online_table_shown`); with another, the online tables are watched again (`watch`:
        not before the first frame)."""
        self.online_link = ""
        if controller is not self._on_screen:
            self._on_screen = None
            if watch:
                self.watch_online_tables()

    def _table_arriving(self, controller: OnlineController) -> None:
        self._on_screen = controller

    def _online_table_shown(self, controller: OnlineController, link: str) -> None:
        """The chat line under the log, and the table kept in My online games."""
        from chroma_desktop.ui.online_chat import attach_chat
        from chroma_desktop.ui.online_games import remember

        side = self._window.side
        self.chat_box = attach_chat(side, side.column, side.log, controller)
        remember(link, controller.game.id, controller.seat, self._online_host is not None
                 and link.startswith(self._online_host.url.replace("ws://", "chroma://")))
        self.online_link = link
        controller.rematch_ready.connect(lambda table: self._follow_rematch(controller, link, table))
        controller.turn_came.connect(self._alert_if_away)
        self.watch_online_tables()

    def _follow_rematch(self, controller: OnlineController, link: str, table: str) -> None:
        """Every seat asked for a rematch: the same seat (the same token) at the new table; the
        results of the game before go with it (`GameEnd.drop`, once the new table is shown)."""
        from chroma_desktop.net.invite import invite_link, read_invite
        from chroma_desktop.ui.online_games import forget

        invite = read_invite(link)
        again = invite_link(invite.server, table, seat_token=invite.seat_token,
                            spectator_code=invite.spectator_code, game=invite.game)
        forget(link)  # My online games keeps the table being played, not the one over
        names = dict(enumerate(controller.default_names))
        if controller.seat is not None:
            names.pop(controller.seat, None)
        self.join_online(again, names)

    # -- "your turn" at tables not on screen ----------------------------------------------------
    def _tell_kept_problem(self, problem: Message) -> None:
        """My online games' file is refused: logged, and said on the status bar (it is left as it
        was, for the player to mend or remove)."""
        import logging

        from chroma_desktop.language import message_translator
        from chroma_desktop.persistence.refusals import said

        logging.getLogger(__name__).warning("My online games: %s (left as it is)", said(problem))
        self._window.statusBar().showMessage(said(problem, message_translator()))

    def watch_online_tables(self) -> None:
        """Follow the turn-based tables kept in My online games, but the one on screen (and those
        this app hosts while it does not serve them), to tell the player when their turn comes."""
        from chroma_desktop.ui.online_games import read_kept

        entries, problem = read_kept()
        if problem is not None and not self._told_kept_problem:
            self._told_kept_problem = True
            self._tell_kept_problem(problem)
        wanted = {entry["link"] for entry in entries if entry["seat"] is not None
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
            self._window.statusBar().addPermanentWidget(self.turn_notice)  # never hidden by a message
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
        from chroma_desktop.ui.online_turns import TableNews, others_at

        if self.turn_watcher is None or self.turn_notice is None:
            return
        news = self.turn_watcher.known.get(link) or TableNews()
        try:
            game = find_game(read_invite(link).game).name
        except (KeyError, ValueError):
            game = read_invite(link).game
        self.turn_notice.tell(link, game, others_at(news))
        self._alert()

    def _alert_if_away(self) -> None:
        """Their turn at the table on screen, while the window is not the active one."""
        if not self._window.isActiveWindow():
            self._alert()

    def _alert(self) -> None:
        from PySide6.QtWidgets import QApplication

        self.alerts += 1
        QApplication.alert(self._parent)

    def _online_news(self, link: str, news: TableNews) -> None:
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

    def stop(self) -> None:
        """The window closes: stop watching, and stop serving."""
        if self.turn_watcher is not None:
            self.turn_watcher.stop()
            self.turn_watcher = None
        if self._online_host is not None:
            self._online_host.stop()
            self._online_host = None
