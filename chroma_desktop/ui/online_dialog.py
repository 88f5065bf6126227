"""Game → Host online game and Game → Join online game.

Host: the game, the players, which seats are friends and which the Normal bot plays, and where
the table is served: on this computer (a server started here, its tables in the user's data
folder) or on a server elsewhere (its address and host key). Once the table is open, each
friend's seat has an invite link to copy, and the host's own seat goes on the window's table.
The dialog says plainly that a game hosted on this computer keeps its secrets on this computer.

Join: paste an invite link, or type the short code a friend read out (with the server's address
in the code's line or in the Server field); the seat goes on the window's table once the server
has sent it. Both dialogs ask the player's name, which friends see at the table.
"""

from __future__ import annotations

import asyncio
import threading

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from chroma_desktop.language import message_translator
from chroma_desktop.net.invite import InviteError, invite_link, read_invite
from chroma_desktop.net.protocol import MAX_NAME
from chroma_desktop.net.server_frames import InviteFound
from chroma_desktop.net.short_code import CodeError, code_with_server, read_code_invite, server_address
from chroma_desktop.registry import find_game, manifests
from chroma_desktop.ui.dialogs import option_help, options_for_players
from chroma_desktop.ui.fitting import grow_to_wrapped_text
from chroma_desktop.ui.layouts import nested
from chroma_desktop.ui.online_dialog_names import name_server_controls
from chroma_desktop.ui.online_games import OnlineTables, remember
from chroma_desktop.ui.online_host import HostedTable, HostError
from chroma_desktop.ui.online_table import YOU, OnlineController, TableOpener
from chroma_desktop.ui.plain_text import plain_label, set_tool_tip
from chroma_desktop.ui.settings import load_last_server, load_player_name, save_last_server, save_player_name
from chroma_desktop.ui.translation import QT_TRANSLATE_NOOP, choice_words, option_words, seat_title

translate = QCoreApplication.translate

FRIEND = QT_TRANSLATE_NOOP("OnlineDialog", "Friend")
NORMAL_BOT = QT_TRANSLATE_NOOP("OnlineDialog", "Bot: normal")
SECRETS_HERE = QT_TRANSLATE_NOOP(
    "OnlineDialog", "A game hosted on this computer keeps its secrets on this computer: every "
    "hand and the seed that decides every draw are in its database, so whoever uses this computer "
    "could look at them. For a game where nobody can peek, play on a server none of the players "
    "runs.")


def _name_edit() -> QLineEdit:
    edit = QLineEdit(load_player_name())
    edit.setMaxLength(MAX_NAME)
    edit.setToolTip(translate("OnlineDialog", "The name your friends see at the table"))
    return edit


class CodeLookup(QObject):
    """Asks a server, in a thread of its own, which invite a short code stands for."""

    found = Signal(object)  # the server's `invite` frame (InviteFound)
    failed = Signal(str)  # why not, in words

    def __init__(self, server: str, code: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.server, self.code = server, code

    def start(self) -> None:
        threading.Thread(target=self._run, name="code lookup", daemon=True).start()

    def _run(self) -> None:
        from chroma_desktop.net.client import SessionRefused, find_code
        from chroma_desktop.ui.online_session import refusal_words

        try:
            answer = asyncio.run(find_code(self.server, self.code))
        except SessionRefused as refused:  # any other code (`unavailable`) in the app's words too
            self.failed.emit(translate("OnlineDialog", CODE_REFUSALS[refused.code])
                             if refused.code in CODE_REFUSALS else refusal_words(refused))
        except ConnectionError:
            self.failed.emit(translate("OnlineDialog", "no server answers at {server}").format(
                server=self.server.removeprefix("ws://")))
        else:
            self.found.emit(answer)


CODE_MISTAKES = {
    "length": QT_TRANSLATE_NOOP("OnlineDialog", "a code has 8 letters and digits, like K7QF-M2XD"),
    "letters": QT_TRANSLATE_NOOP("OnlineDialog", "a code holds only letters and digits, and no U"),
    "address": QT_TRANSLATE_NOOP("OnlineDialog", "a server address is HOST:PORT, like 192.168.1.20:8765"),
}
CODE_REFUSALS = {
    "bad_code": QT_TRANSLATE_NOOP("OnlineDialog", "no table waits for this code: it may be mistyped, "
                                  "used already or expired"),
    "rate": QT_TRANSLATE_NOOP("OnlineDialog", "too many codes tried: wait a minute and try again"),
}


def _error_label() -> QLabel:
    label = plain_label("")
    label.setWordWrap(True)
    label.setStyleSheet("color: #c0392b")
    return label


class HostDialog(QDialog):
    """Open an online table: seats for friends and bots; then the friends' invite links."""

    def __init__(self, tables: OnlineTables, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tables = tables
        self.setWindowTitle(translate("OnlineDialog", "Host online game"))
        self.setMinimumWidth(560)
        outer = self.outer = QVBoxLayout(self)
        self.body = QWidget()  # all but the buttons, which stay in sight on a small screen
        layout = self.body_layout = QVBoxLayout(self.body)
        layout.setContentsMargins(0, 0, 0, 0)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QScrollArea.Shape.NoFrame)
        self.scroll_area.setWidget(self.body)
        outer.addWidget(self.scroll_area, 1)
        form = nested(layout, QFormLayout())
        self.game_box = QComboBox()
        for entry in manifests():
            self.game_box.addItem(entry.name, entry.id)
        self.game_box.setCurrentIndex(0)  # the first game in display order
        form.addRow(translate("OnlineDialog", "&Game"), self.game_box)
        self.players_box = QSpinBox()
        form.addRow(translate("OnlineDialog", "&Players"), self.players_box)
        self.name_edit = _name_edit()
        form.addRow(translate("OnlineDialog", "Your &name"), self.name_edit)
        self.seats_group = QGroupBox(translate("OnlineDialog", "Seats"))
        self.seats_layout = QGridLayout(self.seats_group)
        layout.addWidget(self.seats_group)
        self.seat_kinds: list[QComboBox] = []
        self.options_group = QGroupBox(translate("OnlineDialog", "Options"))
        self.options_layout = QFormLayout(self.options_group)
        layout.addWidget(self.options_group)
        self.option_boxes: dict[str, QComboBox] = {}
        self._fixed: dict[str, str] = {}  # options with one choice for this many players
        layout.addWidget(name_server_controls(self, self._server_group()))
        self.invites_group = QGroupBox(translate("OnlineDialog", "Invite links: send each friend "
                                                 "their own, privately"))
        self.invites_layout = QGridLayout(self.invites_group)
        self.invites_group.hide()
        layout.addWidget(self.invites_group)
        self.invite_edits: dict[int, QLineEdit] = {}
        self.code_edits: dict[int, QLineEdit] = {}
        self.code_widgets: dict[int, tuple[QWidget, ...]] = {}
        self.taken_labels: dict[int, QLabel] = {}
        """Each friend's seat's line that says who joined there (hidden until someone has)."""
        self.watch_edit: QLineEdit | None = None
        self.link_edits: list[QLineEdit] = []
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Close)
        self.open_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.open_button.setText(translate("OnlineDialog", "&Open the table"))
        self.buttons.accepted.connect(self.open_table)
        self.buttons.rejected.connect(self.reject)
        self.error_label = _error_label()
        outer.addWidget(self.error_label)
        outer.addWidget(self.buttons)
        self.table: HostedTable | None = None
        self.opener: TableOpener | None = None
        self.host_controller: OnlineController | None = None
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.players_box.valueChanged.connect(self._players_changed)
        self._game_changed()

    def _server_group(self) -> QGroupBox:
        group = QGroupBox(translate("OnlineDialog", "Where the table is served"))
        grid = QGridLayout(group)
        self.here_button = QRadioButton(translate("OnlineDialog", "On &this computer, at address"))
        self.elsewhere_button = QRadioButton(translate("OnlineDialog", "On a &server"))
        self.here_button.setChecked(True)
        choice = QButtonGroup(group)
        choice.addButton(self.here_button)
        choice.addButton(self.elsewhere_button)
        self.address_edit = QLineEdit("127.0.0.1")
        self.address_edit.setToolTip(translate("OnlineDialog", "The address friends reach this "
                                               "computer at (127.0.0.1: only this computer)"))
        self.port_box = QSpinBox()
        self.port_box.setRange(0, 65535)
        self.port_box.setSpecialValueText(translate("OnlineDialog", "any free port"))
        self.server_edit = QLineEdit()
        self.server_edit.setPlaceholderText(translate("OnlineDialog", "ws://HOST:PORT"))
        self.key_edit = QLineEdit()
        self.key_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.key_edit.setPlaceholderText(translate("OnlineDialog", "the server's host key"))
        grid.addWidget(self.here_button, 0, 0)
        grid.addWidget(self.address_edit, 0, 1)
        grid.addWidget(self.port_box, 0, 2)
        grid.addWidget(self.elsewhere_button, 1, 0)
        grid.addWidget(self.server_edit, 1, 1)
        grid.addWidget(self.key_edit, 1, 2)
        self.secrets_label = plain_label(translate("OnlineDialog", SECRETS_HERE))
        self.secrets_label.setWordWrap(True)
        grid.addWidget(self.secrets_label, 2, 0, 1, 3)
        self.here_button.toggled.connect(self._where_changed)
        self._where_changed()
        return group

    def showEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        super().showEvent(event)
        self._fit()

    def _fit(self) -> None:
        """As large as everything in it wants (wrapped words at the width they have included),
        never smaller than it is, within the screen: there the rest scrolls above the buttons."""
        self.outer.activate()
        body = self.body_layout
        margins = self.outer.contentsMargins()
        around = self.sizeHint().height() - self.scroll_area.sizeHint().height()
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        if screen is not None and (owner := self.parentWidget()) is not None:  # in its window
            screen.setHeight(min(screen.height(), owner.window().height()))
        bar = self.scroll_area.verticalScrollBar().sizeHint().width()
        if screen is not None:  # links too wide for the screen give up the width it lacks
            over = body.sizeHint().width() + margins.left() + margins.right() + bar - screen.width()
            for edit in self.link_edits if over > 0 else ():
                edit.setMinimumWidth(max(240, edit.minimumWidth() - over))
            self.outer.activate()
        width = max(self.width(), body.sizeHint().width() + margins.left() + margins.right())
        inner = width - margins.left() - margins.right()
        height = max(self.height(), body.totalHeightForWidth(inner) + around)
        if screen is not None:
            if height > screen.height() - 40:  # it scrolls: room for the scroll bar beside the rest
                width += bar
            width, height = min(width, screen.width()), min(height, screen.height() - 40)
        self.resize(width, height)
        if screen is not None:  # grown past the screen's edge: back onto it
            frame = self.frameGeometry()
            self.move(max(screen.left(), min(frame.left(), screen.right() - frame.width() + 1)),
                      max(screen.top(), min(frame.top(), screen.bottom() - frame.height() + 1)))

    def _where_changed(self) -> None:
        if self.isVisible():  # the words about secrets come and go: room for them once laid out
            QTimer.singleShot(0, self._fit)
        here = self.here_button.isChecked()
        self.address_edit.setEnabled(here)
        self.port_box.setEnabled(here)
        self.server_edit.setEnabled(not here)
        self.key_edit.setEnabled(not here)
        self.secrets_label.setVisible(here)

    def _game_changed(self) -> None:
        game = find_game(self.game_box.currentData())
        self.players_box.setRange(max(2, game.min_players), game.max_players)
        self._players_changed()

    def _players_changed(self) -> None:
        kinds = [box.currentIndex() for box in self.seat_kinds]
        while self.seats_layout.count():
            item = self.seats_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:  # hidden now: shown until deleted, it lay over the seats
                widget.hide()
                widget.deleteLater()
        self.seat_kinds = []
        self.seats_layout.addWidget(plain_label(translate("OnlineDialog", "Seat {n}").format(n=1)), 0, 0)
        self.seats_layout.addWidget(plain_label(seat_title(YOU)), 0, 1)
        for seat in range(1, self.players_box.value()):
            box = QComboBox()
            for kind in (FRIEND, NORMAL_BOT):
                box.addItem(translate("OnlineDialog", kind), kind)
            if seat - 1 < len(kinds):
                box.setCurrentIndex(kinds[seat - 1])
            label = plain_label(translate("OnlineDialog", "Seat {n}").format(n=seat + 1))
            label.setBuddy(box)
            self.seats_layout.addWidget(label, seat, 0)
            self.seats_layout.addWidget(box, seat, 1)
            self.seat_kinds.append(box)
        self._build_options()

    def _build_options(self) -> None:
        """The game's options that matter for this many players (as in the New game dialog)."""
        game, players = find_game(self.game_box.currentData()), self.players_box.value()
        while self.options_layout.rowCount():
            self.options_layout.removeRow(0)
        self.option_boxes = {}
        offered, self._fixed = options_for_players(game, players)
        for spec, valid in offered:
            box = QComboBox()
            for choice in valid:
                box.addItem(choice_words(spec, choice), choice)
            box.setCurrentIndex(max(0, box.findData(spec.default)))
            box.setAccessibleDescription(option_help(spec))
            self.options_layout.addRow(option_words(spec.label), box)
            self.option_boxes[spec.name] = box
        self.options_group.setVisible(bool(self.option_boxes))

    def options(self) -> dict[str, str]:
        """The options chosen (and those with one choice for this many players)."""
        return {**self._fixed, **{name: box.currentData() for name, box in self.option_boxes.items()}}

    def set_seat(self, seat: int, kind: str) -> None:
        """Make `seat` (1 or more: seat 0 is the host's) a friend's (FRIEND) or a bot's (NORMAL_BOT)."""
        box = self.seat_kinds[seat - 1]
        box.setCurrentIndex(box.findData(kind))

    def friend_seats(self) -> list[int]:
        return [i + 1 for i, box in enumerate(self.seat_kinds) if box.currentData() == FRIEND]

    def bot_seats(self) -> list[int]:
        return [i + 1 for i, box in enumerate(self.seat_kinds) if box.currentData() == NORMAL_BOT]

    def open_table(self) -> bool:
        """Open the table, seat the bots, show the invite links and put the host's seat on the
        window's table; False (the reason shown) when it cannot."""
        if self.table is not None:
            return False
        self.error_label.setText("")
        game_id = self.game_box.currentData()
        players = self.players_box.value()
        host = self.tables.online_host()
        try:
            if self.here_button.isChecked():
                address = self.address_edit.text().strip() or "127.0.0.1"
                host.start_server(address, self.port_box.value())
                table = host.create_table(game_id, players, self.options())
            else:
                server = self.server_edit.text().strip()
                if not server.startswith(("ws://", "wss://")):
                    self.error_label.setText(translate("OnlineDialog", "A server address starts "
                                                       "with ws:// or wss://"))
                    return False
                table = host.create_table(game_id, players, self.options(), server, self.key_edit.text())
            host.seat_bots(table, self.bot_seats())
        except HostError as error:
            self.error_label.setText(translate("OnlineDialog", "The table could not be opened: "
                                               "{reason}").format(reason=error.said_in(message_translator())))
            return False
        self.table = table
        codes: dict[int, str] = {}
        try:
            codes = host.make_codes(table, self.friend_seats())
        except HostError as error:  # the links still work: say why there is no code
            self.error_label.setText(translate("OnlineDialog", "No short codes: {reason}").format(
                reason=error.said_in(message_translator())))
        self._show_invites(table, codes)
        save_player_name(self.name_edit.text())
        names = {0: YOU}
        names |= {seat: translate("OnlineDialog", "Bot {n}").format(n=seat + 1) for seat in self.bot_seats()}
        names |= {seat: translate("OnlineDialog", "Friend {n}").format(n=seat + 1)
                  for seat in self.friend_seats()}
        link = self._link(table, 0)
        friends = {seat: self._link(table, seat) for seat in self.friend_seats()}
        bots = {seat: self._link(table, seat) for seat in self.bot_seats()}
        remember(link, table.game, 0, self.here_button.isChecked(), friends, bots)
        self.opener = self.tables.join_online(link, names)
        self.opener.failed.connect(self.error_label.setText)
        self.opener.ready.connect(self._follow_seats)
        self.open_button.setEnabled(False)
        # The table is open: what set it up no longer matters (the words about secrets stay readable).
        for widget in (self.game_box, self.players_box, self.name_edit, self.seats_group, self.options_group,
                       self.here_button, self.elsewhere_button, self.address_edit, self.port_box,
                       self.server_edit, self.key_edit):
            widget.setEnabled(False)
        return True

    def _follow_seats(self, controller: OnlineController) -> None:
        """Once the host's table is up, a friend's seat taken says so in place of its code."""
        self.host_controller = controller
        controller.presence_changed.connect(self._seat_news)  # a method: gone with the dialog
        for seat in self.friend_seats():
            self._seat_news(seat)

    def _seat_news(self, seat: int) -> None:
        controller, taken = self.host_controller, self.taken_labels.get(seat)
        if controller is None or taken is None or not controller.online.get(seat):
            return
        # The seat's code was used up when its player came: a friend who joined is named instead.
        taken.setText(translate("OnlineDialog", "{name} joined").format(name=controller.seats[seat].name))
        taken.show()
        for widget in self.code_widgets.get(seat, ()):
            widget.hide()

    @staticmethod
    def _link(table: HostedTable, seat: int) -> str:
        return invite_link(table.server, table.table, seat_token=table.seat_tokens[seat], game=table.game)

    def _link_edit(self, link: str) -> QLineEdit:
        """A link to copy, shown from its start, as wide as it is (`_fit` narrows it to what
        the screen has room for), and whole in its tooltip."""
        edit = QLineEdit(link)
        edit.setReadOnly(True)
        edit.setCursorPosition(0)
        set_tool_tip(edit, link)
        edit.setMinimumWidth(edit.fontMetrics().horizontalAdvance(link) + 16)
        self.link_edits.append(edit)
        return edit

    def _show_invites(self, table: HostedTable, codes: dict[int, str]) -> None:
        row = 0
        for seat in self.friend_seats():
            link = self._link(table, seat)
            edit = self._link_edit(link)
            copy = QPushButton(translate("OnlineDialog", "&Copy"))
            copy.clicked.connect(lambda _=False, text=link: QGuiApplication.clipboard().setText(text))
            label = plain_label(translate("OnlineDialog", "Seat {n}").format(n=seat + 1))
            label.setBuddy(edit)
            self.invites_layout.addWidget(label, row, 0)
            self.invites_layout.addWidget(edit, row, 1)
            self.invites_layout.addWidget(copy, row, 2)
            self.invite_edits[seat] = edit
            taken = plain_label("")
            taken.hide()
            self.invites_layout.addWidget(taken, row + 1, 1)
            self.taken_labels[seat] = taken
            row += 1
            if seat in codes:  # to read out or type: the code and the server it is for
                line = code_with_server(codes[seat], table.server)
                code_edit = QLineEdit(line)
                code_edit.setReadOnly(True)
                code_edit.setAccessibleName(translate("OnlineDialog", "Short code for seat {n}").format(
                    n=seat + 1))
                code_edit.setToolTip(translate("OnlineDialog", "A friend can type this in Join "
                                               "instead of the link; it works once"))
                code_edit.setMinimumWidth(code_edit.fontMetrics().horizontalAdvance(line) + 16)
                copy_code = QPushButton(translate("OnlineDialog", "Cop&y code"))
                copy_code.clicked.connect(
                    lambda _=False, text=line: QGuiApplication.clipboard().setText(text))
                self.invites_layout.addWidget(code_edit, row, 1)
                self.invites_layout.addWidget(copy_code, row, 2)
                self.code_edits[seat] = code_edit
                self.code_widgets[seat] = (code_edit, copy_code)
            row += 1
        if not self.invite_edits:
            self.invites_layout.addWidget(plain_label(translate("OnlineDialog", "No friend's seat: "
                                                           "no link to send.")), 0, 0)
        watch = invite_link(table.server, table.table, spectator_code=table.spectator_code,
                            game=table.game)
        self.watch_edit = self._link_edit(watch)
        copy = QPushButton(translate("OnlineDialog", "C&opy"))
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(watch))
        label = plain_label(translate("OnlineDialog", "To watch"))
        label.setBuddy(self.watch_edit)
        row = self.invites_layout.rowCount()
        self.invites_layout.addWidget(label, row, 0)
        self.invites_layout.addWidget(self.watch_edit, row, 1)
        self.invites_layout.addWidget(copy, row, 2)
        self.invites_group.show()
        # The links below the rest: the dialog grows to show them (scrolled into sight on a small
        # screen), no words squeezed out.
        self._fit()
        QTimer.singleShot(0, lambda: self.scroll_area.ensureWidgetVisible(self.invites_group))


def names_its_server(text: str) -> bool:
    """Whether an invite's text says where its table is: a link, or a code with @HOST:PORT."""
    text = text.strip()
    if text.startswith(("chroma://", "chromas://")):
        return True
    try:
        return bool(read_code_invite(text)[1])
    except CodeError:
        return False


class JoinDialog(QDialog):
    """Paste an invite link; the seat goes on the window's table once the server sends it."""

    def __init__(self, tables: OnlineTables, parent: QWidget | None = None, text: str = "") -> None:
        super().__init__(parent)
        self.tables = tables
        self.setWindowTitle(translate("OnlineDialog", "Join online game"))
        self.setMinimumWidth(520)
        layout = QVBoxLayout(self)
        row = nested(layout, QHBoxLayout())
        self.link_edit = QLineEdit(text)
        self.link_edit.setPlaceholderText(translate("OnlineDialog", "chroma://HOST:PORT/TABLE?seat=… or "
                                                    "K7QF-M2XD"))
        label = plain_label(translate("OnlineDialog", "Invite &link or code"))
        label.setBuddy(self.link_edit)
        row.addWidget(label)
        row.addWidget(self.link_edit, 1)
        self.paste_button = QPushButton(translate("OnlineDialog", "&Paste"))
        self.paste_button.clicked.connect(
            lambda: self.link_edit.setText(QGuiApplication.clipboard().text().strip()))
        row.addWidget(self.paste_button)
        form = nested(layout, QFormLayout())
        self.server_edit = QLineEdit(load_last_server())
        self.server_edit.setPlaceholderText(translate("OnlineDialog", "HOST:PORT"))
        self.server_edit.setToolTip(translate("OnlineDialog", "Where a code is looked up (a link, or "
                                              "a code written CODE@HOST:PORT, names its own server)"))
        form.addRow(translate("OnlineDialog", "&Server for a code"), self.server_edit)
        self.name_edit = _name_edit()
        form.addRow(translate("OnlineDialog", "Your &name"), self.name_edit)
        self._form = form
        self.link_edit.textChanged.connect(self._show_server_if_needed)
        self._show_server_if_needed(text)
        self.status_label = plain_label("")
        self.status_label.setWordWrap(True)
        layout.addWidget(self.status_label)
        self.error_label = _error_label()
        layout.addWidget(self.error_label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        self.join_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.join_button.setText(translate("OnlineDialog", "&Join"))
        buttons.accepted.connect(self.join)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.opener: TableOpener | None = None
        self.lookup: CodeLookup | None = None


    def showEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        super().showEvent(event)
        grow_to_wrapped_text(self)

    def _show_server_if_needed(self, text: str) -> None:
        """The server field only for a code that names none: a link, or CODE@HOST:PORT,
        carries its own (issue 31)."""
        self._form.setRowVisible(self.server_edit, not names_its_server(text))

    def join(self) -> bool:
        """Connect with the link pasted, or look the code typed up first; False (the reason
        shown) when the text is neither."""
        self.error_label.setText("")
        save_player_name(self.name_edit.text())
        text = self.link_edit.text().strip()
        if not text.startswith(("chroma://", "chromas://")):
            return self._look_up(text)
        return self._join_link(text)

    def _look_up(self, text: str) -> bool:
        try:
            code, server = read_code_invite(text)
            server = server or server_address(self.server_edit.text())
        except CodeError as error:
            reason = translate("OnlineDialog", CODE_MISTAKES[error.kind]) if error.kind in CODE_MISTAKES \
                else str(error)
            self.error_label.setText(translate("OnlineDialog", "This is neither an invite link nor a "
                                               "code: {reason}").format(reason=reason))
            return False
        self.status_label.setText(translate("OnlineDialog", "Looking the code up…"))
        self.join_button.setEnabled(False)
        self.lookup = CodeLookup(server, code, self)
        self.lookup.found.connect(lambda answer, at=server: self._code_found(at, answer))
        self.lookup.failed.connect(self._failed)
        self.lookup.start()
        return True

    def _code_found(self, server: str, answer: InviteFound) -> None:
        try:
            link = invite_link(server, answer.table, seat_token=answer.seat_token, game=answer.game)
            read_invite(link)
        except InviteError as error:
            self._failed(error.said_in(message_translator()))
            return
        save_last_server(server.removeprefix("ws://"))
        self.link_edit.setText(link)  # the seat's own link: My online games keeps it
        self._join_link(link)

    def _join_link(self, text: str) -> bool:
        try:
            invite = read_invite(text)
            if not invite.game:
                from chroma_desktop.net.invite_words import NO_GAME

                raise InviteError(NO_GAME())
        except InviteError as error:
            self.error_label.setText(translate("OnlineDialog", "This is not an invite link: "
                                               "{reason}").format(reason=error.said_in(message_translator())))
            return False
        self.status_label.setText(translate("OnlineDialog", "Connecting…"))
        self.join_button.setEnabled(False)
        self.opener = self.tables.join_online(text)
        self.opener.ready.connect(self._joined)
        self.opener.failed.connect(self._failed)
        return True

    def _joined(self, _controller: OnlineController) -> None:
        self.accept()

    def _failed(self, reason: str) -> None:
        self.status_label.setText("")
        self.error_label.setText(translate("OnlineDialog", "Could not join: {reason}").format(
            reason=reason))
        self.join_button.setEnabled(True)
