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
import logging
import math
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
from chroma_desktop.ui.layouts import nested
from chroma_desktop.ui.plain_text import plain_label

if TYPE_CHECKING:
    from chroma_desktop.rules.messages import Message
    from chroma_desktop.ui.online_host import OnlineHost
    from chroma_desktop.ui.online_table import TableOpener

translate = QCoreApplication.translate
MOST = 30
FILE_NAME = "online-games.json"
MAX_FILE_BYTES = 256 * 1024  # thirty tables with their friends' and bots' links take 30 KB
KEPT_FIELDS = frozenset({"link", "game", "seat", "opened", "hosted", "friends", "bots", "over"})
LOG = logging.getLogger(__name__)


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


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _kept_links(data: Any) -> dict[int, str]:
    """Seat → invite link, as kept (JSON keys are the seats' numbers as text); ValueError
    (InviteError is one) when it is anything else."""
    if not isinstance(data, dict):
        raise ValueError("not an object of links")
    links: dict[int, str] = {}
    for seat, link in data.items():
        if not (seat.isdecimal() and len(seat) < 4 and isinstance(link, str)):
            raise ValueError("not a seat's link")
        read_invite(link)
        links[int(seat)] = link
    return links


def _entry(data: Any) -> dict[str, Any]:
    """One table as kept, every field of its type; ValueError when one is not."""
    if not (isinstance(data, dict) and set(data) <= KEPT_FIELDS and {"link", "game", "opened"} <= set(data)):
        raise ValueError("not a kept table")
    link, game, seat, opened = data["link"], data["game"], data.get("seat"), data["opened"]
    if not (isinstance(link, str) and isinstance(game, str)
            and (seat is None or _is_int(seat) and 0 <= seat < 64)
            and (_is_int(opened) or isinstance(opened, float)) and math.isfinite(opened)
            and all(isinstance(data.get(flag, False), bool) for flag in ("hosted", "over"))):
        raise ValueError("a field of the wrong type")
    read_invite(link)
    return {"link": link, "game": game, "seat": seat, "opened": float(opened),
            "hosted": data.get("hosted", False), "friends": _kept_links(data.get("friends", {})),
            "bots": _kept_links(data.get("bots", {})), "over": data.get("over", False)}


def read_kept() -> tuple[list[dict[str, Any]], Message | None]:
    """The tables kept, newest first, and why the file was refused (None: it was not). A file
    that is not a regular file, too large, not strict JSON or with any field of the wrong type
    is refused whole, and left as it was: nothing is written over it."""
    from chroma_desktop.persistence.reading import UnreadableFileError, read_json

    path = games_file()
    if not path.exists() and not path.is_symlink():
        return [], None
    try:
        data = read_json(path, MAX_FILE_BYTES)
        if not isinstance(data, list) or len(data) > MOST:
            raise ValueError("not a list of tables")
        return [_entry(entry) for entry in data], None
    except UnreadableFileError as error:
        return [], error.reason
    except (InviteError, ValueError) as error:
        from chroma_desktop.persistence.refusals import AS_SAID, CANNOT_BE_OPENED

        reason = error.refusal if isinstance(error, InviteError) else AS_SAID(words=str(error))
        return [], CANNOT_BE_OPENED(file=path.name, reason=reason)


def kept_problem() -> Message | None:
    """Why `online-games.json` is refused (None: it is read, or there is none)."""
    return read_kept()[1]


def remembered() -> list[dict[str, Any]]:
    """The tables kept, newest first; none when the file is refused (logged: `kept_problem`)."""
    entries, problem = read_kept()
    if problem is not None:
        from chroma_desktop.persistence.refusals import said

        LOG.warning("My online games: %s (left as it is)", said(problem))
    return entries


def remember(link: str, game: str, seat: int | None, hosted: bool = False,
             friends: dict[int, str] | None = None, bots: dict[int, str] | None = None) -> None:
    """Keep `link` (a seat at a `game` table) at the top of the list. A table this app hosts
    (`hosted`) keeps its friends' links, to send again, and its bots' seats, to seat them again.
    A refused file is left as it was (the player is told where it is)."""
    entries, problem = read_kept()
    if problem is not None:
        return
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
    entries, problem = read_kept()
    if problem is not None:
        return
    kept = [entry for entry in entries if entry["link"] != link]
    if len(kept) != len(entries):
        _write(kept)


def mark_over(link: str) -> None:
    """Keep that `link`'s game is over (no "your turn" can come from it)."""
    entries, problem = read_kept()
    if problem is not None:
        return
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
        grid = nested(layout, QGridLayout())
        self.rejoin_buttons: list[QPushButton] = []
        self.row_labels: list[QLabel] = []
        self.copy_buttons: dict[int, QPushButton] = {}
        entries, problem = read_kept()
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
        if problem is not None:
            from chroma_desktop.language import message_translator
            from chroma_desktop.persistence.refusals import said

            self.error_label.setText(said(problem, message_translator()))
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
        from chroma_desktop.language import message_translator
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
                                                   "table again: {reason}").format(
                                                       reason=error.said_in(message_translator())))
                return
            serving.seat_bot_links(entry["bots"])
        self.tables.join_online(link)
        self.accept()
