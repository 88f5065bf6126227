"""Coloretto's moves and their notation.

Notation (rows and players are numbered from 1, as the table shows them):

    draw                  draw the top card of the deck
    place 2               place the drawn card on row 2
    take 3                take row 3 and sit out the rest of the round
    start red             (newer edition) choose red as a starting colour
    reveal red            chance: the drawn card (or the golden joker's bonus card) is red;
                          also `reveal joker`, `reveal golden_joker`, `reveal plus2`
    remove grey           chance: grey is removed from the game (2 and 3 players); with the
                          option colour_removal=chosen, player 1 chooses it
    deal red              chance: the player being dealt a starting colour gets red
    first 2               chance: player 2 starts

A move's `arg` is one number, never a tuple: the row (from 0) of `place` and `take`, the card
kind of `start`, `reveal`, `remove` and `deal`, the player of `first`, and None for `draw`.
"""

from __future__ import annotations

from functools import cache

from chroma_desktop.games.coloretto.config import ColorettoConfig
from chroma_desktop.rules.api import InvalidMoveError, Move

DRAW, PLACE, TAKE, START = "draw", "place", "take", "start"
REVEAL, REMOVE_COLOUR, DEAL_COLOUR, FIRST_PLAYER = "reveal", "remove", "deal", "first"
KIND_ARG_MOVES = frozenset({START, REVEAL, REMOVE_COLOUR, DEAL_COLOUR})
NUMBER_ARG_MOVES = frozenset({PLACE, TAKE, FIRST_PLAYER})


@cache
def draw_move() -> Move:
    return Move(DRAW, None, "deck", "deck")


@cache
def place_move(row: int) -> Move:
    return Move(PLACE, row, "drawn", f"row:{row}")


@cache
def take_move(row: int, player: int) -> Move:
    return Move(TAKE, row, f"row:{row}", f"p{player}.collection")


@cache
def take_moves(player: int, rows: int) -> tuple[Move, ...]:
    """`take_move(row, player)` for every row, built once."""
    return tuple(take_move(row, player) for row in range(rows))


@cache
def place_moves(rows: int) -> tuple[Move, ...]:
    return tuple(place_move(row) for row in range(rows))


@cache
def start_move(kind: int, player: int) -> Move:
    return Move(START, kind, f"supply:{kind}", f"p{player}.collection")


@cache
def remove_move(kind: int) -> Move:
    """Player 1 removes colour `kind` from the game (option colour_removal=chosen): a click on
    its card in the supply."""
    return Move(REMOVE_COLOUR, kind, f"supply:{kind}", f"supply:{kind}")


@cache
def chance_move(kind: str, arg: int) -> Move:
    return Move(kind, arg, "deck", "")


def to_text(config: ColorettoConfig, move: Move) -> str:
    if move.kind == DRAW:
        return DRAW
    if move.kind in NUMBER_ARG_MOVES:
        return f"{move.kind} {move.arg + 1}"
    if move.kind in KIND_ARG_MOVES:
        return f"{move.kind} {config.kind_id(move.arg)}"
    raise InvalidMoveError(f"not a Coloretto move: {move!r}")


def parse(config: ColorettoConfig, text: str, player: int) -> Move:
    """Read notation; `player` is who would make the move (for its target zone)."""
    words = text.strip().lower().split()
    if words == [DRAW]:
        return draw_move()
    if len(words) != 2:
        raise InvalidMoveError(f"cannot read {text!r}: try 'draw', 'place 2' or 'take 1'")
    kind, arg = words
    if kind in NUMBER_ARG_MOVES:
        if not arg.isdigit() or int(arg) < 1:
            raise InvalidMoveError(f"{kind} needs a number from 1, not {arg!r}")
        number = int(arg) - 1
        if kind == PLACE:
            return place_move(number)
        if kind == TAKE:
            return take_move(number, player)
        return chance_move(FIRST_PLAYER, number)
    if kind in KIND_ARG_MOVES:
        card = config.kind_of(arg)
        if card is None:
            raise InvalidMoveError(f"{arg!r} is not a Coloretto card")
        if kind == START:
            return start_move(card, player)
        if kind == REMOVE_COLOUR and config.removal_chosen:
            return remove_move(card)
        return chance_move(kind, card)
    raise InvalidMoveError(f"unknown move {kind!r}: try 'draw', 'place 2' or 'take 1'")
