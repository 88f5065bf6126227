"""The table for an online seat: the same table, layouts and hints as at one desk, fed by the
server's frames instead of a local `Match`. The log and the rules' refusals come as the rules'
messages (`net/message_codec.py`), said with this table's seat names in the language shown.

`RemoteMatch` holds what the server last said: the seat's view (decoded by `net/views.py` into
the game's own view, which the layouts draw as usual), the seat's legal moves (the `legal` list:
the app never decides legality), who is to move, and the log; it is a `rules.played.PlayedMatch`
as `Match` is. `OnlineController` is the match controller over it, played by its `RemotePlay`
policy (`ui/play_policy.py`): a move made on the table is sent through the session and shown when
the server's state comes back; a refused move shows the server's reason, with the lesson for its
rule in teach mode (`ui/online_refusals.py`); the prompt says whose
turn it is and who is away. Hints are the Normal bot's, from the seat's view. At the end the record the
server reveals is replayed into a real `Match`, so results, review and saving work as at one desk.

The server's frames come as values (`net/server_frames.py`, read by `SessionLink`), and the
controller matches on their closed union, a type without a branch being a type error. Every
name shown is decided by `display_names` (`net/names.shown_names`: none passes for "you" or for
another seat), and every word of another player reaches the screen as plain text
(`ui/plain_text.py`).
"""

from __future__ import annotations

import logging
from bisect import bisect_right
from typing import Any, assert_never, cast

from PySide6.QtCore import QCoreApplication, QObject, Signal

from chroma_desktop.net.message_codec import MessageError, decode_message
from chroma_desktop.net.names import shown_names
from chroma_desktop.net.protocol import MAX_CHAT_TEXT, RematchFrame, ResignFrame
from chroma_desktop.net.server_frames import (
    Ack,
    ChatLine,
    CodeMade,
    End,
    ErrorFrame,
    InviteFound,
    Json,
    Presence,
    Reject,
    RematchNews,
    ServerFrame,
    StateFrame,
    TableCreated,
    UndoNews,
    Welcome,
)
from chroma_desktop.net.views import ViewError, decode_view
from chroma_desktop.rules.api import Game, Move, Outcome, PlayerId, RunningScore
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.messages import Message
from chroma_desktop.ui.match_controller import DEFAULT_BOT_DELAY_MS, MatchController
from chroma_desktop.ui.online_refusals import ServerRefusals
from chroma_desktop.ui.online_session import SessionLink
from chroma_desktop.ui.plain_text import Rich, rich
from chroma_desktop.ui.seat import Seat

translate = QCoreApplication.translate
log = logging.getLogger(__name__)
YOU = "You"
"""The seat the rules speak to ("you"), whatever the language (see `ui/translation.seat_title`)."""


def display_names(defaults: list[str], said: list[str], own: int | None) -> list[str]:
    """Each seat's name at this table: "You" for the seat played here, the name its player said
    (normalised again: the server is not trusted with what this table shows), else this table's
    own word for the seat; a name that reads as "you" (in any language shown) or as another
    seat's is marked with its seat's number (`net/names.shown_names` decides)."""
    from chroma_desktop.ui.translation import seat_title, seat_titles

    return shown_names(said, defaults, own, YOU, reserved=(seat_title(YOU), *seat_titles()))


class RemoteMatch:
    """What a `Match` offers the table (`PlayedMatch`), for a table whose state lives on the
    server; undo and saving are its policy's (`RemotePlay`)."""

    def __init__(self, game: Game, players: int, options: dict[str, str], seat: int | None) -> None:
        self.game, self.players, self.options, self.seat = game, players, dict(options), seat
        self.seed = 0  # unknown here until the end: the server keeps it
        self.seq = -1
        self.view_state: Any = None
        self.movers: tuple[PlayerId, ...] = ()
        self.legal: tuple[Move, ...] = ()
        self.over = False
        self.sending = False
        """A move was sent and the server has not answered yet."""
        self.moves: list[Move] = []  # none played here: the controller's tokens stay the same
        self.cursor = 0

    @property
    def content(self) -> Any:
        return self.game.content

    @property
    def state(self) -> Any:
        return self.view_state

    def apply_state(self, frame: StateFrame) -> None:
        """Take the server's `state` frame (ViewError if its view is not this seat's)."""
        view = decode_view(self.game, frame.view, self.seat)
        legal = tuple(self.game.parse_move(view, text) for text in frame.legal)
        self.view_state, self.legal, self.seq = view, legal, frame.seq
        self.movers = tuple(frame.to_move)
        self.over = frame.over

    def to_move(self) -> tuple[PlayerId, ...]:
        return () if self.over else self.movers

    def legal_moves(self, player: PlayerId) -> tuple[Move, ...]:
        if player != self.seat or self.sending or self.over:
            return ()
        return self.legal

    def view(self, player: PlayerId | None) -> Any:
        return self.view_state

    def is_over(self) -> bool:
        return self.over

    def outcome(self) -> Outcome | None:
        return None  # the controller swaps in the replayed match at the end

    def last_mover(self) -> PlayerId | None:
        return None


class RemotePlay:
    """The play policy of a seat at a table on a server (`ui/play_policy.py`): a move is sent and
    shown when the server's state comes back; bots play on the server's side (or the host's),
    the hint is the Normal bot's alone (the search's odds need the seed's chance), and there is
    no undo, no autosave, and no saving before the end."""

    searches_hints = False
    bot_error = ""

    def __init__(self, table: OnlineController) -> None:
        self.table = table
        self.sent_id: int | None = None
        """The id of the move sent last, which the server's ack or reject names."""
        self.sent_move: Move | None = None
        """The move sent last (what a reject of `sent_id` refused)."""

    def humans(self) -> list[PlayerId]:
        table = self.table
        return [] if table.end is not None or table.seat is None else [table.seat]

    def submit(self, move: Move, player: PlayerId) -> bool:
        table = self.table
        if table.end is not None or table.player is None or move not in table.legal:
            return False
        text = table.game.move_to_str(table.remote.state, move)
        self.sent_id, self.sent_move = table.link.send_move(table.remote.seq, text), move
        table.remote.sending = True
        table.refusal = ""
        return True

    def moved(self, before: int) -> None:
        self.table.refresh(animate=False)  # "Sending your move…" until the server's state

    def table_shown(self) -> None:
        """Bots at an online table play on the server's side (or the host's), never here."""

    def prompt(self) -> str | None:
        table = self.table
        if table.end is not None:
            return table.end_text()
        if table.remote.sending:
            return translate("OnlineController", "Sending your move…")
        if table.player is not None:
            return None
        waiting = [p for p in table.remote.to_move() if p != table.seat]
        if not waiting:
            return translate("OnlineController", "Waiting for the server…")
        names = ", ".join(table.seat_name(p) + ("" if table.online.get(p, True) else translate(
            "OnlineController", " (away)")) for p in waiting)
        return translate("OnlineController", "Waiting for {names}…").format(names=names)

    def history_html(self) -> list[str]:
        return [entry if isinstance(entry, Rich) else self.table.line_html(0, entry)
                for entry in self.table.log]

    def can_undo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    def redo(self) -> bool:
        return False

    def undo_is_free(self) -> bool:
        return False

    def can_save(self) -> bool:
        return self.table.end is not None

    def session_record(self) -> dict[str, Any]:
        match = self.table.match
        if self.table.end is None or not isinstance(match, Match):
            raise OSError(0, translate("OnlineController", "an online game is saved once it is over"))
        record = match.to_record()
        record["seats"] = [seat.to_json() for seat in self.table.seats]
        record["teach"] = self.table.teach
        return record

    def autosave(self) -> None:
        """An online game is the server's to keep."""

    def bot_pending(self) -> bool:
        return False

    def stop(self) -> None:
        self.table.link.close()


class OnlineController(MatchController[RemoteMatch | Match]):
    """The match controller for one seat (or a spectator) of a table on a server, played through
    its `RemotePlay`; the server's frames come in through `on_frame`."""

    is_online = True
    rematch_news = Signal()  # the rematch votes changed (`rematch_text` says them)
    rematch_ready = Signal(str)  # every seat asked: the new table's id
    turn_came = Signal()  # it has just become this seat's turn
    presence_changed = Signal(int)  # a seat's player came, went or said a new name

    def __init__(self, link: SessionLink, welcome: Welcome, names: list[str], **kwargs: Any) -> None:
        from chroma_desktop.registry import find_game

        game = find_game(welcome.game)
        seat = welcome.seat
        remote = RemoteMatch(game, welcome.players, welcome.options, seat)
        self.default_names = list(names)
        """This table's own words for the seats, for those whose player said no name."""
        self.said_names = [""] * len(names)
        for entry in welcome.seats:
            if 0 <= entry.seat < len(names):
                self.said_names[entry.seat] = entry.name
        seats = [Seat(name) for name in display_names(self.default_names, self.said_names, seat)]
        self.remote = remote
        self.link = link
        self.seat: int | None = seat
        self.end: End | None = None
        self.remote_play = RemotePlay(self)
        super().__init__(remote, seats, autosave=False, policy=self.remote_play, **kwargs)
        self.online = {entry.seat: entry.online for entry in welcome.seats}
        self.rematch_votes: list[int] = []
        self.rematch_asked = False
        self.rematch_table: str | None = None
        self._my_turn = False
        self.log: list[Message | str] = []
        """What the log holds: the rules' messages (or the server's English line), said again in
        the language shown whenever the log is drawn anew; chat lines as rich text (`Rich`)."""
        self._log_places: list[tuple[int, int, int]] = []
        """Where each line of `log` belongs: a move's line (the seq it brought the table to, 0,
        0), a chat line (the seq it was said at, 1, its number), so that chat sent again after a
        rejoin goes back between the moves it was said among."""
        self.refusal = ""
        """The server's reason for the last refused move ("" when none)."""
        self.server_refusals = ServerRefusals(self)
        self._chat_seen: set[int] = set()

    # -- frames from the server ---------------------------------------------------------------
    def on_frame(self, frame: ServerFrame) -> None:
        """One frame from the server, read (`SessionLink` reads them, and passes by those that
        do not read); what it says that the table cannot take is said beside it, never a crash."""
        try:
            self._take(frame)
        except (ValueError, LookupError, TypeError) as error:
            log.warning("a %s frame this table cannot take: %s", type(frame).__name__, error)
            self.message.emit(translate("OnlineController", "The server sent a frame this app "
                                        "cannot read (technical detail: {reason})").format(reason=error))

    def on_damaged(self, reason: str) -> None:
        """The server sent a frame that does not read (`SessionLink` logged it and passed it by)."""
        self.message.emit(translate("OnlineController", "The server sent a frame this app "
                                    "cannot read (technical detail: {reason})").format(reason=reason))

    def _take(self, frame: ServerFrame) -> None:
        match frame:
            case StateFrame():
                self._on_state(frame)
            case Ack():
                if frame.id == self.remote_play.sent_id:
                    self.remote.sending = False  # played: the state that shows it follows (or came)
                    self.refresh(animate=False)
            case Reject():
                self._on_reject(frame)
            case Presence():
                self._on_presence(frame)
            case RematchNews():
                self._on_rematch(frame)
            case End():
                self._on_end(frame)
            case ChatLine():
                self._on_chat(frame)
            case Welcome() | UndoNews() | ErrorFrame() | TableCreated() | CodeMade() | InviteFound():
                pass  # a welcome again after a reconnection; undo is not offered online yet
            case _:
                assert_never(frame)

    def _on_presence(self, frame: Presence) -> None:
        if not 0 <= frame.seat < len(self.said_names):
            return
        self.online[frame.seat] = frame.online
        self._rename(frame.seat, frame.name)
        self.prompt_changed.emit(self.prompt_text())
        self.presence_changed.emit(frame.seat)

    def _on_chat(self, frame: ChatLine) -> None:
        if frame.n in self._chat_seen:
            return  # a reconnection sends the recent chat again
        self._chat_seen.add(frame.n)
        line = rich("<i>{name}: {text}</i>", name=self.seat_name(frame.sender), text=frame.text)
        said_at = self.remote.seq if frame.seq is None else frame.seq
        place = (said_at, 1, frame.n)
        index = bisect_right(self._log_places, place)
        self.log.insert(index, line)
        self._log_places.insert(index, place)
        if index == len(self.log) - 1:
            self.log_added.emit(line)
        else:
            self.log_reset.emit(self.history_html())

    def _on_state(self, frame: StateFrame) -> None:
        if self.end is not None or frame.seq < self.remote.seq:
            return
        try:
            self.remote.apply_state(frame)
        except (ViewError, ValueError, LookupError) as error:
            self.message.emit(translate("OnlineController", "The server sent a table this app "
                                        "cannot read (technical detail: {reason})").format(reason=error))
            return
        entries = self._log_entries(frame)
        for index, entry in enumerate(entries):
            # The frame's lines are the moves up to its seq, one a seq (online, nothing is undone).
            self.log.append(entry)
            self._log_places.append((frame.seq - (len(entries) - 1 - index), 0, 0))
            self.log_added.emit(self.line_html(0, entry))
        self.refresh()
        self.server_refusals.table_came()  # a refused move's rule, on the table as it is now
        my_turn = self.seat is not None and self.seat in self.remote.movers and bool(self.remote.legal)
        if my_turn and not self._my_turn:
            self.turn_came.emit()
        self._my_turn = my_turn

    def _rename(self, seat: int, name: str) -> None:
        """A seat's player said their name: the table, the log and the prompt say it."""
        if self.said_names[seat] == name:
            return
        self.said_names[seat] = name
        self.seats = [Seat(shown) for shown in display_names(self.default_names, self.said_names, self.seat)]
        self.log_reset.emit(self.history_html())
        self.refresh(animate=False)

    # -- rematch -------------------------------------------------------------------------------
    def ask_rematch(self) -> bool:
        """Vote for a rematch (after the end; not a spectator). The new table comes once every
        seat has voted (`rematch_ready`)."""
        if self.end is None or self.seat is None:
            return False
        self.rematch_asked = True
        self.link.send(RematchFrame())
        return True

    def _on_rematch(self, frame: RematchNews) -> None:
        self.rematch_votes = sorted({seat for seat in frame.votes if 0 <= seat < len(self.seats)})
        self.rematch_news.emit()
        table = frame.table
        if table is not None and self.rematch_table is None and (
                self.rematch_asked or self.seat in self.rematch_votes):
            self.rematch_table = table
            self.rematch_ready.emit(table)

    def rematch_text(self) -> str:
        """Who has asked for a rematch, and who is still to answer ("" before anyone asked)."""
        if not self.rematch_votes:
            return ""
        from chroma_desktop.ui.translation import seat_title

        asked = ", ".join(seat_title(self.seats[seat].name) for seat in self.rematch_votes)
        waiting = [seat_title(self.seats[seat].name) for seat in range(len(self.seats))
                   if seat not in self.rematch_votes]
        if not waiting:
            return translate("OnlineController", "Everyone asked for a rematch: the new table opens…")
        return translate("OnlineController", "Rematch asked by {asked}; waiting for {waiting}.").format(
            asked=asked, waiting=", ".join(waiting))

    def _log_entries(self, frame: StateFrame) -> list[Message | str]:
        """The frame's log lines as the rules' messages the server sent (`log_msg`), to say with
        this table's seat names in the language shown; the English `log` where a server sends
        none, or a message does not decode."""
        lines = list(frame.log)
        messages: list[Json] = list(frame.log_msg) if frame.log_msg is not None else []
        if len(messages) != len(lines):
            messages = [None] * len(lines)
        return [self._message(said, line) for said, line in zip(messages, lines, strict=True)]

    def _message(self, said: Json, english: str) -> Message | str:
        """`said` (an encoded message) decoded for this table, else the English words as they are."""
        if isinstance(said, dict):
            try:
                return decode_message(said, self.remote.players)
            except MessageError:
                pass
        return english

    def _on_reject(self, frame: Reject) -> None:
        sent = frame.id == self.remote_play.sent_id
        if sent:
            self.remote.sending = False
        # Said as a refusal here is, with its lesson in teach mode (ui/online_refusals.py).
        self.refusal = self.server_refusals.rejected(
            frame.code, self._message(frame.why_msg, frame.why),
            self.remote_play.sent_move if sent else None)
        self.refresh(animate=False)  # a fresh state follows; meanwhile the move is open again

    def _on_end(self, frame: End) -> None:
        """The record revealed at the end replays into a real match: results, review and saving."""
        from chroma_desktop.registry import find_game
        from chroma_desktop.rules.match import Match, RecordError

        self.end = frame
        self.remote.over = True
        try:
            match = Match.from_record(frame.record, self.game, resolve=find_game)
        except (KeyError, TypeError, ValueError) as error:
            from chroma_desktop.language import message_translator
            from chroma_desktop.rules.messages import render
            from chroma_desktop.rules.record_words import said_by

            # A RecordError says why as a template; anything else is a frame without a record.
            reason = render(said_by(error), self.seat_names, message_translator(), sentence_start=False
                            ) if isinstance(error, RecordError) else translate(
                "OnlineController", "the server sent no record of the game")
            self.message.emit(translate("OnlineController", "The game's record does not replay: "
                                        "{reason}").format(reason=reason))
            self.refresh(animate=False)
            return
        self.match = match
        self.refresh(animate=False)
        if match.outcome() is None and self.resigned is not None:
            self.game_over.emit(self.standing_outcome())  # a resignation has results too

    @property
    def resigned(self) -> int | None:
        """The seat whose player resigned, once the server says the game ended so (else None)."""
        seat = self.end.resigned if self.end else None
        return seat if seat is not None and 0 <= seat < len(self.seats) else None

    def standing_outcome(self) -> Outcome | None:
        """After a resignation, the scores as they stood, for games that can say them (no
        winners: the game did not reach its end); None for the others."""
        from chroma_desktop.registry import manifest_for

        if self.resigned is None or not manifest_for(self.game.id).running_score:
            return None
        scorer = cast(RunningScore[Any], self.game)  # the manifest says it keeps one
        state = self.match.state  # the whole table: the record was revealed at the end
        return Outcome(tuple(scorer.live_score(state, seat) for seat in range(self.match.players)), ())

    def on_failed(self, reason: str) -> None:
        self.message.emit(translate("OnlineController", "Disconnected from the table: {reason}")
                          .format(reason=reason))

    def can_resign(self) -> bool:
        """Whether this seat may resign (a seat's player, before the end)."""
        return self.end is None and self.seat is not None

    def resign(self) -> bool:
        """Give the game up: the server ends it for every seat (their Results say who resigned)."""
        if not self.can_resign():
            return False
        self.link.send(ResignFrame())
        return True

    def say(self, text: str) -> bool:
        """Send a line of chat to the table (False: nothing to say, or a spectator)."""
        text = " ".join(text.split())[:MAX_CHAT_TEXT]
        if not text or self.seat is None:
            return False
        self.link.send_chat(text)
        return True

    def end_text(self) -> str:
        outcome = self.end.outcome if self.end else None
        if self.resigned is not None and self.resigned == self.seat:
            return translate("OnlineController", "The game is over: you resigned.")
        if self.resigned is not None:
            return translate("OnlineController", "The game is over: {name} resigned.").format(
                name=self.seat_name(self.resigned))
        if not outcome:
            return translate("MatchController", "The game is over.")
        scores = ", ".join(f"{self.seat_name(seat)} {score:g}"
                           for seat, score in enumerate(outcome.scores))
        return translate("OnlineController", "The game is over: {scores}.").format(scores=scores)

    def seat_name(self, seat: object) -> str:
        if isinstance(seat, int) and 0 <= seat < len(self.seats):
            return self.seats[seat].name
        return translate("OnlineController", "Spectator")


class TableOpener(QObject):
    """Connects a seat to its table and, on the first state, makes its controller (`ready`).

    It stays the one reader of the session's frames (values: `SessionLink` reads them) and hands
    each one on to the controller, so no frame sent between the first state and the
    controller's making is lost."""

    ready = Signal(object)  # the OnlineController, its table drawn
    failed = Signal(str)  # the server refused the seat, or cannot be reached

    def __init__(self, link: SessionLink, names: dict[int, str] | None = None,
                 bot_delay_ms: int = DEFAULT_BOT_DELAY_MS,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.link = link
        self.names = dict(names or {})
        self.bot_delay_ms = bot_delay_ms
        self.welcome: Welcome | None = None
        self.controller: OnlineController | None = None
        link.frame.connect(self._route)
        link.damaged.connect(self._on_damaged)
        link.failed.connect(self._on_failed)

    def open(self) -> None:
        self.link.start()

    def _route(self, frame: ServerFrame) -> None:
        if self.controller is not None:
            self.controller.on_frame(frame)
        elif isinstance(frame, Welcome):
            self.welcome = frame
        elif isinstance(frame, StateFrame) and self.welcome is not None:
            seat = self.welcome.seat
            names = [self.names.get(p) or (YOU if p == seat else
                                           translate("OnlineController", "Player {n}").format(n=p + 1))
                     for p in range(self.welcome.players)]
            controller = OnlineController(self.link, self.welcome, names, bot_delay_ms=self.bot_delay_ms)
            controller.on_frame(frame)
            if controller.remote.state is None:
                self.failed.emit(translate("OnlineController", "The server sent a table this app "
                                           "cannot read."))
                return
            self.controller = controller
            self.ready.emit(controller)

    def _on_damaged(self, reason: str) -> None:
        if self.controller is not None:
            self.controller.on_damaged(reason)

    def _on_failed(self, reason: str) -> None:
        if self.controller is not None:
            self.controller.on_failed(reason)
        else:
            self.failed.emit(reason)
