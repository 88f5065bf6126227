"""Game → My online games: the tables this app has sat at, to go back to (turn-based tables can
last days).

Each seat's invite link is kept in the user's data folder (`online-games.json`, readable by its
owner only: a link holds the seat's secret, as a saved password does), newest first, at most
MOST of them. A table this app hosts also keeps its friends' links (to send again) and its bots'
seats (to seat them again when the table is served again after a restart). The dialog lists the
tables with their game and when they were last opened, and rejoins one with a click.
"""

from __future__ import annotations

import contextlib
import json
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from chroma_desktop.net.invite import InviteError, read_invite
from chroma_desktop.ui.plain_text import plain_label

if TYPE_CHECKING:
    from chroma_desktop.ui.online_host import OnlineHost
    from chroma_desktop.ui.online_table import TableOpener

translate = QCoreApplication.translate
MOST = 30
FILE_NAME = "online-games.json"


class OnlineTables(Protocol):
    """What the online dialogs (here and `ui/online_dialog.py`) ask of the app: its own server,
    a seat put on the window, and whose turn it is at a table (`ui/online_play.py` answers)."""

    def online_host(self) -> OnlineHost:
        """The server this app runs for the tables it hosts (started when first needed)."""

    def join_online(self, link: str, names: dict[int, str] | None = None) -> TableOpener:
        """Connect to the seat of `link`; its table goes on the window once it comes."""

    def whose_turn(self, link: str) -> str:
        """"your turn", "waiting for Bea", "over", as far as this app knows ("": not known)."""


def games_file() -> Path:
    from chroma_desktop.user_folders import user_data_folder

    return user_data_folder() / FILE_NAME


def remembered() -> list[dict[str, Any]]:
    """The tables kept, newest first (a damaged file or entry is passed over)."""
    try:
        entries = json.loads(games_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    kept = []
    for entry in entries if isinstance(entries, list) else []:
        try:
            read_invite(entry["link"])
            kept.append({"link": entry["link"], "game": str(entry["game"]), "seat": entry.get("seat"),
                         "opened": float(entry["opened"]), "hosted": bool(entry.get("hosted")),
                         "friends": _links(entry.get("friends")), "bots": _links(entry.get("bots")),
                         "over": bool(entry.get("over"))})
        except (InviteError, KeyError, TypeError, ValueError):
            continue
    return kept


def _links(data: Any) -> dict[int, str]:
    """Seat → invite link, as kept (JSON keys are text); InviteError for a damaged link."""
    links = {int(seat): str(link) for seat, link in (data or {}).items()}
    for link in links.values():
        read_invite(link)
    return links


def remember(link: str, game: str, seat: int | None, hosted: bool = False,
             friends: dict[int, str] | None = None, bots: dict[int, str] | None = None) -> None:
    """Keep `link` (a seat at a `game` table) at the top of the list. A table this app hosts
    (`hosted`) keeps its friends' links, to send again, and its bots' seats, to seat them again."""
    entries = remembered()
    known = next((entry for entry in entries if entry["link"] == link), None)
    entries = [entry for entry in entries if entry is not known]
    entries.insert(0, {"link": link, "game": game, "seat": seat, "opened": time.time(),
                       "hosted": hosted or bool(known and known["hosted"]),
                       "friends": friends if friends is not None else known["friends"] if known else {},
                       "bots": bots if bots is not None else known["bots"] if known else {},
                       "over": bool(known and known["over"])})
    _write(entries)


def _write(entries: list[dict[str, Any]]) -> None:
    from chroma_desktop.persistence import write_json_atomic

    with contextlib.suppress(OSError):  # the list is a convenience: the game goes on without it
        write_json_atomic(games_file(), entries[:MOST])


def forget(link: str) -> None:
    """Take `link`'s table off the list (its rematch takes its place)."""
    entries = remembered()
    kept = [entry for entry in entries if entry["link"] != link]
    if len(kept) != len(entries):
        _write(kept)


def mark_over(link: str) -> None:
    """Keep that `link`'s game is over (no "your turn" can come from it)."""
    entries = remembered()
    for entry in entries:
        if entry["link"] == link and not entry["over"]:
            entry["over"] = True
            _write(entries)
            return


class MyGamesDialog(QDialog):
    """The tables kept, each with its game, seat and last opening, and a button to rejoin it."""

    def __init__(self, tables: OnlineTables, parent: QWidget | None = None) -> None:
        from chroma_desktop.registry import find_game

        super().__init__(parent)
        self.tables = tables
        self.setWindowTitle(translate("OnlineGames", "My online games"))
        layout = QVBoxLayout(self)
        grid = QGridLayout()
        layout.addLayout(grid)
        self.rejoin_buttons: list[QPushButton] = []
        self.row_labels: list[QLabel] = []
        self.copy_buttons: dict[int, QPushButton] = {}
        entries = remembered()
        if not entries:
            grid.addWidget(plain_label(translate("OnlineGames", "No online game yet: host one, or join "
                                            "one with an invite link.")), 0, 0)
        for row, entry in enumerate(entries):
            try:
                name = find_game(entry["game"]).name
            except KeyError:
                name = entry["game"]
            seat = entry["seat"]
            where = (translate("OnlineGames", "watching") if seat is None
                     else translate("OnlineGames", "seat {n}").format(n=int(seat) + 1))
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(entry["opened"]))
            turn = self._whose_turn(entry)
            label = plain_label(" · ".join(part for part in (name, where, when, turn) if part))
            grid.addWidget(label, row, 0)
            self.row_labels.append(label)
            button = QPushButton(translate("OnlineGames", "&Rejoin"))
            button.clicked.connect(lambda _=False, e=entry: self.rejoin(e))
            grid.addWidget(button, row, 1)
            self.rejoin_buttons.append(button)
            if entry["friends"]:
                copy = QPushButton(translate("OnlineGames", "&Copy friends' links"))
                copy.clicked.connect(lambda _=False, e=entry: self.copy_links(e["friends"]))
                grid.addWidget(copy, row, 2)
                self.copy_buttons[row] = copy
        self.error_label = plain_label("")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #c0392b")
        layout.addWidget(self.error_label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _whose_turn(self, entry: dict[str, Any]) -> str:
        """Whose turn it is at the table ("your turn", "waiting for Bea", "over"), as far as
        this app knows: the table on screen, else what the turn watcher last heard."""
        said = self.tables.whose_turn(entry["link"])
        return said or (translate("TurnNotice", "over") if entry["over"] else "")

    @staticmethod
    def copy_links(friends: dict[int, str]) -> None:
        """Each friend's seat and link, a line each, to paste into a message."""
        lines = [translate("OnlineGames", "Seat {n}: {link}").format(n=seat + 1, link=link)
                 for seat, link in sorted(friends.items())]
        QGuiApplication.clipboard().setText("\n".join(lines))

    def rejoin(self, entry: dict[str, Any]) -> None:
        """Go back to the table of `entry`. A table this app hosted needs its server again (on
        the same port: the links name it) and its bots seated again."""
        from chroma_desktop.ui.online_host import HostError

        link = entry["link"]
        if entry["hosted"]:
            invite = read_invite(link)
            host, _, port = invite.server.removeprefix("ws://").rpartition(":")
            serving = self.tables.online_host()
            try:
                serving.start_server(host, int(port))
            except HostError as error:
                self.error_label.setText(translate("OnlineGames", "This computer cannot serve the "
                                                   "table again: {reason}").format(reason=error))
                return
            serving.seat_bot_links(entry["bots"])
        self.tables.join_online(link)
        self.accept()
