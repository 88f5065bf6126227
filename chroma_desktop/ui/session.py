"""Opening a saved session: the match record with its seats and teach mode; and starting a game
at a position (a `.position` / `.pos` file, or pasted text: `rules/position.py`).

The record's fields were checked by name and type when it was read (`persistence.record`), so a
seat here is a name and a bot name; what remains is whether they fit this match. A refusal is a
SaveFileError whose `reason` is a template (`persistence/refusals.py`): this runs before Qt, and
the window says it in the language shown.
"""

from pathlib import Path
from typing import NamedTuple

from chroma_desktop.persistence import SaveFileError, read_record
from chroma_desktop.persistence.files import cannot_be_restored
from chroma_desktop.rules.match import Match, RecordError
from chroma_desktop.rules.refusal import Refusal
from chroma_desktop.ui.seat import Seat


def load_session(path: Path) -> tuple[Match, list[Seat], bool]:
    """A saved game with its seats and teach mode; SaveFileError when it cannot be restored."""
    from chroma_desktop.bots import UnknownBotError, check_bot
    from chroma_desktop.registry import find_game

    record = read_record(path)
    try:
        match = Match.from_record(record, resolve=find_game)
    except RecordError as error:
        raise SaveFileError(cannot_be_restored(path, error)) from error
    seats_data = record.get("seats")
    try:
        if seats_data is None:
            seats = [Seat("You")] + [Seat(f"Bot {i + 1}", "heuristic")
                                     for i in range(1, match.players)]
        elif len(seats_data) != match.players:
            from chroma_desktop.persistence.refusals import SEATS_FOR_PLAYERS

            raise SeatsError(SEATS_FOR_PLAYERS(seats=len(seats_data), players=match.players))
        else:
            seats = [Seat.from_json(seat) for seat in seats_data]
        for seat in seats:
            if seat.bot:
                check_bot(seat.bot, match.game.id)
    except (ValueError, UnknownBotError) as error:
        raise SaveFileError(cannot_be_restored(path, error)) from error
    return match, seats, record.get("teach", False)


class SeatsError(Refusal):
    """A save's seats do not fit its match; `reason` says how, as a template."""


# -- positions ------------------------------------------------------------------------------------
POSITION_SUFFIXES = (".position", ".pos")
MAX_POSITION_BYTES = 256 * 1024  # a position is a screenful of text


class OpenedGame(NamedTuple):
    """A game read from a file: a saved session, or a new game at a position file's position."""

    match: Match
    seats: list[Seat]
    teach: bool
    from_position: bool  # a new game at a position: the file is not a save to write back to


def open_game_file(path: Path) -> OpenedGame:
    """What `--open` opens: a position file (by its suffix, or a first line that starts a
    position) starts a game at that position; any other file is a saved game. SaveFileError says
    why it cannot be opened."""
    from chroma_desktop.persistence.files import MAX_SAVE_BYTES
    from chroma_desktop.persistence.reading import UnreadableFileError, read_capped
    from chroma_desktop.rules.position_header import looks_like_position

    path = Path(path)
    limit = MAX_POSITION_BYTES if path.suffix.lower() in POSITION_SUFFIXES else MAX_SAVE_BYTES
    try:
        raw = read_capped(path, limit)
    except UnreadableFileError as error:
        raise SaveFileError(error.reason) from error
    if limit == MAX_SAVE_BYTES and not looks_like_position(raw[:4096].decode("utf-8", "replace")):
        return OpenedGame(*load_session(path), from_position=False)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        from chroma_desktop.persistence.refusals import NOT_POSITION_TEXT

        raise SaveFileError(NOT_POSITION_TEXT(file=path.name)) from error
    from chroma_desktop.rules.position import PositionError

    try:
        return OpenedGame(*start_at_position(text), from_position=True)
    except PositionError as error:
        from chroma_desktop.persistence.refusals import NOT_PLAYABLE_POSITION, reason_of

        raise SaveFileError(NOT_PLAYABLE_POSITION(file=path.name, reason=reason_of(error))) from error


def start_at_position(text: str) -> tuple[Match, list[Seat], bool]:
    """A new game at the position `text`, seated as its game was last set up (else everyone at
    the desk), with a fresh seed for the chance to come; PositionError says what is wrong."""
    import random

    from chroma_desktop.registry import find_game

    match = Match.from_position(text, seed=random.randrange(1 << 31), resolve=find_game)
    seats, teach = position_seats(match.game.id, match.players)
    return match, seats, teach


def position_seats(game_id: str, players: int) -> tuple[list[Seat], bool]:
    """The seats (and teach mode) of the last New game of `game_id` when they fit `players`; else
    every seat human."""
    from chroma_desktop.bots import UnknownBotError, check_bot
    from chroma_desktop.ui.settings import load_set_up

    remembered = load_set_up(game_id) or {}
    entries = remembered.get("seats")
    if isinstance(entries, list) and len(entries) >= players:
        try:
            seats = [Seat.from_json(entry) for entry in entries[:players]]
            for seat in seats:
                if seat.bot:
                    check_bot(seat.bot, game_id)
        except (ValueError, UnknownBotError):
            pass
        else:
            return seats, remembered.get("teach") is True
    return [Seat(f"Player {seat + 1}") for seat in range(players)], False
