"""The app's connection to an online table: the client session (`net/client.py`) run on an
asyncio loop in a worker thread, its frames posted to the GUI thread as a Qt signal.

Each frame is read into its value (`net/server_frame_reader.read_server_frame`) on the worker
thread; one that does not read is passed by with a log line and said on `damaged`, never a
traceback. The GUI thread never waits on the network: `send_move` hands the frame to the loop and returns.
A move not yet acknowledged is sent again, with the same id, after a reconnection (the server
applies an id once however often it arrives). Move ids start at a random point, so a seat played
from two places, or from one app after a restart, never reuses an id the server already holds.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import threading

from PySide6.QtCore import QCoreApplication, QObject, Signal

from chroma_desktop.net import protocol
from chroma_desktop.net.client import RECONNECTED, SessionRefused, TableSession
from chroma_desktop.net.invite import Invite
from chroma_desktop.net.protocol import ChatFrame, ClientFrame, MoveFrame
from chroma_desktop.net.server_frame_reader import ServerFrameError, read_server_frame
from chroma_desktop.net.server_frames import Ack, Reject
from chroma_desktop.ui.translation import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate
log = logging.getLogger(__name__)

# Why a server refused a connection (or a frame), by the protocol's code, in the words the player
# reads: every code docs/PROTOCOL.md lists (tests/ui/test_online_error_words.py checks it).
REFUSALS = {
    protocol.UNKNOWN_TABLE: QT_TRANSLATE_NOOP("SessionLink", "that server has no such table"),
    protocol.BAD_TOKEN: QT_TRANSLATE_NOOP("SessionLink", "the link's seat is not one of that table's"),
    protocol.UPDATE_NEEDED: QT_TRANSLATE_NOOP("SessionLink", "that server plays other rules: update "
                                              "the app"),
    protocol.RATE: QT_TRANSLATE_NOOP("SessionLink", "too much was sent too fast"),
    protocol.BAD_FRAME: QT_TRANSLATE_NOOP("SessionLink", "the server could not read what this app sent"),
    protocol.NOT_A_SEAT: QT_TRANSLATE_NOOP("SessionLink", "a spectator watches and cannot play"),
    protocol.OVER: QT_TRANSLATE_NOOP("SessionLink", "that game is over"),
    protocol.BAD_CODE: QT_TRANSLATE_NOOP("SessionLink", "the code is not valid"),
    protocol.UNAVAILABLE: QT_TRANSLATE_NOOP("SessionLink", "the server cannot read or store its tables "
                                            "just now: try again in a moment"),
    protocol.FULL: QT_TRANSLATE_NOOP("SessionLink", "that table has as many spectators as it takes: "
                                     "try again later"),
    protocol.STALE: QT_TRANSLATE_NOOP("SessionLink", "the table changed meanwhile"),
    protocol.NOT_YOUR_TURN: QT_TRANSLATE_NOOP("SessionLink", "it is not that seat's turn"),
    protocol.ILLEGAL: QT_TRANSLATE_NOOP("SessionLink", "the rules do not allow that now"),
}


def refusal_words(error: SessionRefused) -> str:
    """The server's refusal in the language shown; an unknown code keeps its words as a detail."""
    if error.code in REFUSALS:
        return translate("SessionLink", REFUSALS[error.code])
    return translate("SessionLink", "the server refused (technical detail: {why})").format(
        why=str(error) or error.code)

FIRST_ID_BITS = 40
"""Move ids start below 2^40 (random), so a lifetime of moves stays below the protocol's 2^53."""


async def cancel_other_tasks() -> None:
    """End what the socket library still runs on this loop (keepalive pings) before it closes."""
    tasks = [task for task in asyncio.all_tasks() if task is not asyncio.current_task()]
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)


class SessionLink(QObject):
    """One seat's (or a spectator's) live connection to a table; frames arrive on `frame`."""

    frame = Signal(object)  # a ServerFrame: one frame from the server, read
    damaged = Signal(str)  # why a frame from the server did not read (it was passed by)
    failed = Signal(str)  # the server refused us, or could not be reached for long

    def __init__(self, invite: Invite, game_id: str, name: str = "",
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.invite = invite
        self.session = TableSession(invite.server, invite.table, game_id,
                                    seat_token=invite.seat_token,
                                    spectator_code=invite.spectator_code, name=name[:40],
                                    after_end=True)  # to hear the rematch votes
        self._next_id = secrets.randbits(FIRST_ID_BITS)
        self.pending: MoveFrame | None = None
        """The move sent and not yet acknowledged nor refused."""
        self._loop = asyncio.new_event_loop()
        self._task: asyncio.Task[None] | None = None
        self._thread = threading.Thread(target=self._run, name="online table", daemon=True)
        self._started = False

    def start(self) -> None:
        if not self._started:
            self._started = True
            self._thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._task = self._loop.create_task(self._read())
        try:
            self._loop.run_until_complete(self._task)
        except asyncio.CancelledError:
            pass
        finally:
            self._loop.run_until_complete(cancel_other_tasks())
            self._loop.close()

    async def _read(self) -> None:
        try:
            async for said in self.session.frames():
                if said.get("t") == RECONNECTED:
                    if self.pending is not None:
                        await self.session.send(self.pending)
                    continue
                self.take(said)
        except SessionRefused as error:
            self.failed.emit(refusal_words(error))
        except ConnectionError as error:
            self.failed.emit(translate("SessionLink", "the server cannot be reached (technical detail: "
                                       "{why})").format(why=error))

    def take(self, said: object) -> None:
        """One frame as the server sent it (its JSON object): read, and said on `frame`; one
        that does not read is logged and said on `damaged`."""
        try:
            frame = read_server_frame(said)
        except ServerFrameError as error:
            log.warning("a frame from the server does not read, passed by: %s", error)
            self.damaged.emit(str(error))
            return
        if isinstance(frame, Ack | Reject) and self.pending is not None and frame.id == self.pending.id:
            self.pending = None
        self.frame.emit(frame)

    def send_move(self, seq: int, text: str) -> int:
        """Send the move `text` made against state `seq`; its id (acks and rejects name it)."""
        self._next_id += 1
        self.pending = MoveFrame(self._next_id, seq, text)
        self._submit(self.pending)
        return self._next_id

    def send_chat(self, text: str) -> None:
        """Send a line of chat (if connected: chat is not sent again after a drop)."""
        self._next_id += 1
        self._submit(ChatFrame(self._next_id, text))

    def send(self, frame: ClientFrame) -> None:
        """Send any other frame (resign, rematch) if connected."""
        self._submit(frame)

    def _submit(self, frame: ClientFrame) -> None:
        if self._started and not self._loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop has just stopped: the table closes
                asyncio.run_coroutine_threadsafe(self.session.send(frame), self._loop)

    def close(self) -> None:
        """Leave the table: the connection closes and the worker thread ends."""
        if not self._started or self._loop.is_closed():
            return

        def stop() -> None:
            self.session.close()
            if self._task is not None:
                self._task.cancel()

        try:
            self._loop.call_soon_threadsafe(stop)
        except RuntimeError:
            return
        self._thread.join(5)
