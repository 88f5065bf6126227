"""What the server says to each seat: the per-seat message builder.

The structural rule that keeps secrets on the server: a seat's `state` frame is made from that
seat's view only. `state_frame` turns the full states into the seat's views first and never
hands a full state to anything that writes text: the view goes through the view codec, the
legal moves are written against the view, and each log line is the rules' `describe` of the move
as the seat saw the table just before it (in English, and as the message it was built from, for
the client to say in its own words). A spectator (seat None) gets `view(state, None)` and no legal
moves. tests/server/test_secrets.py checks that re-sampling everything a seat cannot see
leaves the bytes sent to it unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from chroma_desktop.net.message_codec import encode_message
from chroma_desktop.net.server_frames import SeatClock, StateFrame, encode_server_frame
from chroma_desktop.net.views import encode_view
from chroma_desktop.rules.api import CHANCE, Game, IllegalMoveError, InvalidMoveError, Move
from chroma_desktop.rules.messages import Message

MAX_LOG_LINES = 200
"""A reconnecting seat gets at most this many log lines it missed (a long CMYK! match has 600)."""


LogEntry = tuple[str, dict[str, Any] | str]
"""A log line in English, and as the rules' message (`net/message_codec.py`)."""


def state_frame(game: Game, seat: int | None, seq: int, state: Any, legal: Sequence[Move],
                history: Sequence[tuple[Any, Move]], public: dict[Any, Any] | None = None,
                clocks: Sequence[SeatClock] | None = None) -> str:
    """The `state` frame for `seat`: its view of `state` (the table after move `seq`), its legal
    moves, a log line for each `(state before, move)` of `history` it has not seen yet, and
    every seat's `clocks` at a table with a time control.

    `public` (kept by the caller while it builds every seat's frame for one change) holds what was
    written from views that hide nothing (the view is the state itself), which every such seat is
    told alike: log lines, and the view's text but for whose view it is."""
    view = game.view(state, seat)
    lines: list[str] = []
    messages: list[dict[str, Any] | str] = []
    for before, move in history[-MAX_LOG_LINES:]:
        seen = game.view(before, seat)
        entry: LogEntry
        if public is not None and seen is before:
            key = (id(before), id(move))  # the caller holds both objects while the dict lives
            known: LogEntry | None = public.get(key)
            entry = known if known is not None else public.setdefault(key, log_entry(game, seen, move))
        elif public is not None:
            entry = _said(public, game.describe(seen, move))
        else:
            entry = log_entry(game, seen, move)
        lines.append(entry[0])
        messages.append(entry[1])
    if public is not None and view is state:
        text = _public_view_text(game, view, seat, public)
    else:
        text = encode_view(game, view, seat)
    return seat_frame(game, seat, seq, view, [game.move_to_str(view, move) for move in legal], lines, text,
                      messages, clocks)


def _public_view_text(game: Game, view: Any, seat: int | None, public: dict[Any, Any]) -> str:
    """A view that hides nothing, written once: other seats' texts differ only in the header's
    `view=` (what `encode_view` would write; checked, or written afresh)."""
    label = ", view=" + ("spectator" if seat is None else f"P{seat + 1}")
    known = public.get(("view", id(view)))
    if known is None:
        text = encode_view(game, view, seat)
        header, _, body = text.partition("\n")
        if header.endswith(label):
            public[("view", id(view))] = (header[: -len(label)], body)
        return text
    head, body = known
    return f"{head}{label}\n{body}"


def log_entry(game: Game, view_before: Any, move: Move) -> LogEntry:
    """The log's sentence for `move` in English and as its message (`net/message_codec.py`), both
    from the seat's view just before it: the client renders the message in its own words."""
    message = game.describe(view_before, move)
    return str(message), encode_message(message)


def _said(public: dict[Any, Any], message: Message | str) -> LogEntry:
    """`log_entry`'s words for a message described from one seat's view: the seats it reads the
    same to (most moves, whatever each seat sees) share one writing of it."""
    key = ("said", message)
    entry = public.get(key)
    if entry is None:
        entry = public[key] = (str(message), encode_message(message))
    return entry


def seat_frame(game: Game, seat: int | None, seq: int, view: Any, legal: list[str],
               log: list[str], text: str | None = None,
               log_msg: list[dict[str, Any] | str] | None = None,
               clocks: Sequence[SeatClock] | None = None) -> str:
    """The `state` frame's text for `seat`, from its `view` (written as `text` if given)."""
    movers = [player for player in game.to_move(view) if player != CHANCE]
    text = encode_view(game, view, seat) if text is None else text
    return encode_server_frame(StateFrame(seq, text, movers, legal, log, not game.to_move(view), log_msg,
                                          clocks))


Refusal = tuple[str, str, dict[str, Any] | str | None]
"""A reject code, the reason in English, and the reason as the rules' message, encoded (None
where the server's own English words are all there is)."""


def refusal(game: Game, state: Any, seat: int, text: str) -> Refusal | None:
    """Why `seat` may not play `text` in `state` (a reject code, the rules' words in English and,
    when the rules said it as a message, that message encoded), or None when it may. The words go
    to that seat only, and tests/server/test_secrets.py checks that they never depend on what the
    seat cannot see."""
    try:
        move = game.parse_move(state, text)
        if seat not in game.to_move(state):
            return "not_your_turn", "it is not your turn", None
        if move in game.legal_moves(state, seat):
            return None
        game.apply(state, move)  # names the rule the move breaks
        from chroma_desktop.rules.play_words import not_allowed_now

        said = not_allowed_now(text)
        return "illegal", str(said), encode_message(said)
    except (InvalidMoveError, IllegalMoveError) as error:
        reason = error.args[0] if len(error.args) == 1 else None
        if isinstance(reason, Message):
            said = reason
        else:  # English words only: still a message the client says
            from chroma_desktop.rules.play_words import refused_in_words

            said = refused_in_words(text, str(error), isinstance(error, IllegalMoveError))
        return "illegal", str(said), encode_message(said)
    except (ValueError, LookupError, TypeError, ArithmeticError, AttributeError):
        # What a damaged text provokes in a game's parser is still only a move that does not read.
        from chroma_desktop.rules.play_words import NOT_A_MOVE

        return "illegal", str(NOT_A_MOVE()), encode_message(NOT_A_MOVE())
