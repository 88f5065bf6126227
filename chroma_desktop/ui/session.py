"""Opening a saved session: the match record with its seats and teach mode."""

from __future__ import annotations

from pathlib import Path

from chroma_desktop.persistence import SaveFileError, read_record
from chroma_desktop.rules.match import Match, RecordError
from chroma_desktop.ui.seat import Seat


def load_session(path: Path) -> tuple[Match, list[Seat], bool]:
    """A saved game with its seats and teach mode; SaveFileError when it cannot be restored."""
    record = read_record(path)
    try:
        match = Match.from_record(record)
    except RecordError as error:
        raise SaveFileError(f"{Path(path).name} cannot be restored: {error}") from error
    seats_data = record.get("seats")
    try:
        if seats_data is None:
            seats = [Seat("You")] + [Seat(f"Bot {i + 1}", "heuristic")
                                     for i in range(1, match.players)]
        elif not isinstance(seats_data, list) or len(seats_data) != match.players:
            raise ValueError("the seats do not match the number of players")
        else:
            seats = [Seat.from_json(seat) for seat in seats_data]
        from chroma_desktop.bots import UnknownBotError, check_bot

        for seat in seats:
            if seat.bot:
                check_bot(seat.bot, match.game.id)
    except (ValueError, UnknownBotError) as error:
        raise SaveFileError(f"{Path(path).name} cannot be restored: {error}") from error
    return match, seats, bool(record.get("teach", False))
