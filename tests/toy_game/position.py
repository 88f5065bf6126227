"""Toy Nim positions as text: the toy's `PositionCodec`, which its manifest names.

::

    chroma position: toy_nim, 2 players, counters=7
    turn: P2
    left: 4
    P1: 2
    P2: 1
    last taker: P1

- `turn`: who is to take (`nobody` before chance has chosen who starts; default nobody).
- `left`: the counters still in the row (default: the option's length less those taken).
- `P1`..`Pn`: how many each has taken (default 0).
- `last taker`: who took last (`nobody` before anyone has; default nobody).

Nothing is hidden: a view is the whole position.
"""

from typing import Any

from chroma_desktop.rules.position import Lines, Setup, seat_text
from tests.toy_game import words
from tests.toy_game.game import NimState, ToyNimGame

NOBODY = -1


def setup_of(game: ToyNimGame, state: NimState) -> tuple[int, dict[str, str]]:
    return state.players, {"counters": str(state.left + sum(state.taken))}


def write(game: ToyNimGame, state: NimState) -> list[tuple[str, str]]:
    lines = [("turn", _seat(state.current)), ("left", str(state.left))]
    lines += [(seat_text(seat), str(taken)) for seat, taken in enumerate(state.taken)]
    lines.append(("last taker", _seat(state.last_taker)))
    return lines


def read(game: ToyNimGame, setup: Setup, lines: Lines) -> Any:
    counters = int(setup.options["counters"])
    taken = tuple(lines.integer(seat_text(seat), 0, counters, 0) for seat in range(setup.players))
    left = lines.integer("left", 0, counters, counters - sum(taken))
    current = lines.seat("turn", nobody=NOBODY, default=NOBODY)
    last_taker = lines.seat("last taker", nobody=NOBODY, default=NOBODY)
    if left == 0 and last_taker == NOBODY:
        raise lines.error("last taker", words.NO_LAST_TAKER())
    return NimState(setup.players, left, taken, current, last_taker)


def _seat(seat: int) -> str:
    return "nobody" if seat == NOBODY else seat_text(seat)
