""""Your turn" at online tables that are not on screen: turn-based tables can last days.

`TurnWatcher` follows the tables kept in My online games that are not on the window's table,
each through a quiet connection (`hello` with `quiet`: the server does not count the seat as
present for it), all on one asyncio loop in a worker thread. What it learns (whose turn it is,
the seats' names, the end) is posted to the GUI thread as `news`; `turn` says a table has just
come to this seat's turn. Real-time tables are left alone (their turns do not wait), and so is
a table that is over or whose server does not answer for a minute.

`TurnNotice` is the line the window shows in its status bar: "Your turn at Coloretto with Bea"
and a button to go there.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from concurrent.futures import Future
from typing import Any, assert_never

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QToolButton, QWidget

from chroma_desktop.net.invite import read_invite
from chroma_desktop.net.names import normalise_name
from chroma_desktop.net.server_frame_reader import ServerFrameError, read_server_frame
from chroma_desktop.net.server_frames import (
    Ack,
    ChatLine,
    CodeMade,
    End,
    ErrorFrame,
    InviteFound,
    Presence,
    Reject,
    RematchNews,
    StateFrame,
    TableCreated,
    UndoNews,
    Welcome,
)
from chroma_desktop.ui.plain_text import plain_label

translate = QCoreApplication.translate
log = logging.getLogger(__name__)
BACKOFF = (1.0, 3.0)
GIVE_UP_AFTER = 60.0


class TableNews(dict):
    """What is known of one table: `seat`, `to_move`, `mine` (this seat may move), `names`, `over`."""


class TurnWatcher(QObject):
    """Quiet connections to the tables not on screen; `turn(link)` when one comes to our seat."""

    news = Signal(str, object)  # link, TableNews (posted from the worker thread)
    turn = Signal(str)  # link: it has just become this seat's turn there

    def __init__(self, name: str = "", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.known: dict[str, TableNews] = {}
        self.passed: set[str] = set()
        """Tables not worth following: real time, over, or out of reach."""
        self._follows: dict[str, Future[None]] = {}
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="turn watcher", daemon=True)
        self._thread.start()
        self.news.connect(self._take)

    def watch(self, link: str) -> None:
        """Follow the table of `link` (a seat's invite) until unwatched, over or unreachable."""
        if link in self._follows or link in self.passed or not self._thread.is_alive():
            return
        self._follows[link] = asyncio.run_coroutine_threadsafe(self._follow(link), self._loop)

    def unwatch(self, link: str) -> None:
        follow = self._follows.pop(link, None)
        if follow is not None:
            follow.cancel()

    def watching(self) -> set[str]:
        return {link for link, follow in self._follows.items() if not follow.done()}

    def stop(self) -> None:
        """Close every connection and end the worker thread."""
        if not self._thread.is_alive():
            return

        async def close() -> None:
            tasks = [task for task in asyncio.all_tasks() if task is not asyncio.current_task()]
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

        with contextlib.suppress(Exception):
            asyncio.run_coroutine_threadsafe(close(), self._loop).result(5)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(5)
        self._follows.clear()

    # -- the worker thread ---------------------------------------------------------------------
    async def _follow(self, link: str) -> None:
        from chroma_desktop.net.client import SessionRefused, TableSession

        invite = read_invite(link)
        session = TableSession(invite.server, invite.table, invite.game, seat_token=invite.seat_token,
                               spectator_code=invite.spectator_code, name=self.name, quiet=True,
                               backoff=BACKOFF, give_up_after=GIVE_UP_AFTER)
        news = TableNews(seat=None, to_move=[], mine=False, names=[], over=False, gone=False)
        try:
            async for said in session.frames():
                try:
                    frame = read_server_frame(said)
                except ServerFrameError as error:
                    log.warning("a frame from the server does not read, passed by: %s", error)
                    continue
                match frame:
                    case Welcome():
                        if frame.realtime:
                            news["gone"] = True
                            break
                        news["seat"] = frame.seat
                        names = [""] * frame.players
                        for entry in frame.seats:
                            if 0 <= entry.seat < frame.players:
                                names[entry.seat] = normalise_name(entry.name)
                        news["names"] = names
                    case Presence():
                        if 0 <= frame.seat < len(news["names"]):
                            news["names"][frame.seat] = normalise_name(frame.name)
                    case StateFrame():
                        news["to_move"] = list(frame.to_move)
                        news["mine"] = news["seat"] in news["to_move"] and bool(frame.legal)
                    case End():
                        news["over"], news["mine"], news["to_move"] = True, False, []
                    case (Ack() | Reject() | UndoNews() | ChatLine() | RematchNews() | ErrorFrame()
                          | TableCreated() | CodeMade() | InviteFound()):
                        continue
                    case _:
                        assert_never(frame)
                self.news.emit(link, TableNews(news, names=list(news["names"])))
                if news["over"]:
                    break
        except (SessionRefused, ConnectionError):
            news["gone"] = True
        finally:
            session.close()
        if news["gone"] or news["over"]:
            self.news.emit(link, TableNews(news, names=list(news["names"])))

    # -- the GUI thread ------------------------------------------------------------------------
    def _take(self, link: str, news: TableNews) -> None:
        before = self.known.get(link)
        self.known[link] = news
        if news["over"] or news["gone"]:
            self.passed.add(link)
            self._follows.pop(link, None)
        if link in self._follows and news["mine"] and not (before and before["mine"]):
            self.turn.emit(link)

    def whose_turn(self, link: str) -> str:
        """Whose turn it is at the table of `link`, in words ("" when not known)."""
        news = self.known.get(link)
        if news is None or news["gone"]:
            return ""
        if news["over"]:
            return translate("TurnNotice", "over")
        if news["mine"]:
            return translate("TurnNotice", "your turn")
        shown = seat_names(news)
        names = [shown[seat] for seat in news["to_move"] if 0 <= seat < len(shown)]
        if not names:
            return ""
        return translate("TurnNotice", "waiting for {names}").format(names=", ".join(names))


class TurnNotice(QWidget):
    """The status bar's line: whose turn has come, where, and a button to go there."""

    go = Signal(str)  # the link of the table to go to

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.label = plain_label()  # names the other players said
        self.go_button = QPushButton(translate("TurnNotice", "&Go to the table"))
        self.dismiss_button = QToolButton()
        self.dismiss_button.setText("×")
        self.dismiss_button.setAccessibleName(translate("TurnNotice", "Dismiss"))
        self.dismiss_button.setToolTip(translate("TurnNotice", "Dismiss"))
        row.addWidget(self.label)
        row.addWidget(self.go_button)
        row.addWidget(self.dismiss_button)
        self.link = ""
        self.go_button.clicked.connect(self._go)
        self.dismiss_button.clicked.connect(self.hide)
        self.hide()

    def tell(self, link: str, game_name: str, others: list[str]) -> None:
        """Say it is the player's turn at the `game_name` table of `link`, played with `others`."""
        self.link = link
        if others:
            text = translate("TurnNotice", "Your turn at {game} with {names}").format(
                game=game_name, names=", ".join(others))
        else:
            text = translate("TurnNotice", "Your turn at {game}").format(game=game_name)
        self.label.setText(text)
        self.show()

    def _go(self) -> None:
        self.hide()
        self.go.emit(self.link)


def seat_names(news: dict[str, Any]) -> list[str]:
    """Each seat's name as a table shows it (`online_table.display_names`: "You" for this seat,
    no name passing for it or for another's)."""
    from chroma_desktop.ui.online_table import display_names

    said = list(news.get("names", ()))
    defaults = [translate("TurnNotice", "Player {n}").format(n=seat + 1) for seat in range(len(said))]
    return display_names(defaults, said, news.get("seat"))


def others_at(news: dict[str, Any]) -> list[str]:
    """The names the other seats' players said (those who said one), as a table shows them."""
    shown = seat_names(news)
    return [shown[seat] for seat, name in enumerate(news.get("names", ()))
            if seat != news.get("seat") and name]
