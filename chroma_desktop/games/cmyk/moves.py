"""CMYK!'s moves, their notation, and the component ids they carry for the table.

CMYK! is played in real time: several players may act at once, so every player move names its
player. Players and piles are numbered from 1 in the notation, as the table shows them; grid
coordinates are written as they are (see `grid.py`).

Player moves:

    p1 take 3                  player 1 takes the top tile of pile 3 (also an initial tile)
    p1 place 2,-1 up r1        place the tile in hand on cell (2, -1, up), rotation r1: the 2nd ink
                               of the edge order (magenta) on the horizontal side; f0-f2 are the
                               flipped rotations when the `edge_order` option is `free`
    p1 move 2,-1 down r0       move the last placed tile there (until the next take)
    p1 putback                 put a tile that cannot be placed back on the pile it came from
    p1 discard                 discard a K-tile instead of placing it
    p1 stop                    stop taking tiles for the rest of the game

When only one player may act, the `p1 ` prefix may be left out when typing a move.

Chance moves:

    caller p2                  player 2 is the first caller
    deal p2 c80                player 2 is dealt the private objective c80
    reveal do_it_again         this public objective is revealed (also Let me think!'s replacement)
    shared c40                 I want this color too! becomes the private objective c40
    top 3 T31                  the new top tile of pile 3 is T31
    remove 1,3,4               the removal rule takes the top tiles of piles 1, 3 and 4

Component and zone ids (`Move.source` / `Move.target`; indices from 0):

    pile:2                 pile 3 (its top tile)          p0.hand        player 1's tile in hand
    grid:p0:2,-1,up        a cell of player 1's mosaic    p0.private     player 1's private card
    discard                out of the game                button:stop    the stop button; target p0
    objectives.deck / objectives.row / private.deck       the objective decks and the public row
"""

from functools import cache
from typing import NamedTuple

from chroma_desktop.games.cmyk.config import CmykConfig
from chroma_desktop.games.cmyk.grid import Cell, cell_text, parse_cell, parse_rotation, rotation_text
from chroma_desktop.rules.api import InvalidMoveError, Move

TAKE, PLACE, MOVE, PUTBACK, DISCARD, STOP = "take", "place", "move", "putback", "discard", "stop"
CALLER, DEAL, REVEAL, SHARED, TOP, REMOVE = "caller", "deal", "reveal", "shared", "top", "remove"
PLAYER_KINDS = frozenset({TAKE, PLACE, MOVE, PUTBACK, DISCARD, STOP})
CHANCE_KINDS = frozenset({CALLER, DEAL, REVEAL, SHARED, TOP, REMOVE})
HINT = "try 'p1 take 3', 'p1 place 2,-1 up r1', 'p1 move 0,1 down r0', 'p1 putback', 'p1 stop'"


class Take(NamedTuple):
    """`take`: `player` takes the top tile of `pile`."""

    player: int
    pile: int


class Placement(NamedTuple):
    """`place` and `move`: `player`'s tile goes on `cell`, turned by `rotation`."""

    player: int
    cell: Cell
    rotation: int


class Deal(NamedTuple):
    """`deal`: `player` is dealt the private objective `card`."""

    player: int
    card: int


class Top(NamedTuple):
    """`top`: `tile` is the new face-up top tile of `pile`."""

    pile: int
    tile: int


# Typed arguments of the chance moves that carry two values (the others carry one number,
# `remove` a tuple of piles).
_CHANCE_ARGS: dict[str, type] = {DEAL: Deal, TOP: Top}


def grid_id(player: int, cell: Cell) -> str:
    return f"grid:p{player}:{cell_text(cell)}"


def hand_id(player: int) -> str:
    return f"p{player}.hand"


@cache
def take_move(player: int, pile: int) -> Move:
    return Move(TAKE, Take(player, pile), f"pile:{pile}", hand_id(player))


@cache
def place_move(player: int, cell: Cell, rotation: int) -> Move:
    return Move(PLACE, Placement(player, cell, rotation), hand_id(player), grid_id(player, cell))


@cache
def move_move(player: int, origin: Cell | None, cell: Cell, rotation: int) -> Move:
    source = grid_id(player, origin) if origin is not None else hand_id(player)
    return Move(MOVE, Placement(player, cell, rotation), source, grid_id(player, cell))


@cache
def putback_move(player: int, pile: int) -> Move:
    return Move(PUTBACK, player, hand_id(player), f"pile:{pile}")


@cache
def discard_move(player: int) -> Move:
    return Move(DISCARD, player, hand_id(player), "discard")


@cache
def stop_move(player: int) -> Move:
    return Move(STOP, player, "button:stop", f"p{player}")


# Where the chance moves with fixed places take from and put to.
_CHANCE_PLACES = {REVEAL: ("objectives.deck", "objectives.row"),
                  SHARED: ("private.deck", "objectives.row"),
                  REMOVE: ("pile", "discard")}


@cache
def chance_move(kind: str, arg: object) -> Move:
    """A chance move; `deal` and `top` take their pair as a `Deal` / `Top` or a plain tuple."""
    typed = _CHANCE_ARGS.get(kind)
    if typed is not None and isinstance(arg, tuple) and not isinstance(arg, typed):
        arg = typed(*arg)
    if kind == TOP:
        source, target = (f"pile:{arg.pile}" if isinstance(arg, Top) else "", "pile")
    elif kind == CALLER:
        source, target = ("", f"p{arg}")
    elif kind == DEAL:
        source, target = ("private.deck", f"p{arg.player}.private" if isinstance(arg, Deal) else "")
    else:
        source, target = _CHANCE_PLACES[kind]
    return Move(kind, arg, source, target)



def player_of(move: Move) -> int:
    """The player who makes a player move (its `player` field, or the move's single number)."""
    arg = move.arg
    return arg if isinstance(arg, int) else arg.player


def to_text(config: CmykConfig, move: Move) -> str:
    kind, arg = move.kind, move.arg
    if kind == TAKE:
        return f"p{arg.player + 1} take {arg.pile + 1}"
    if kind in (PLACE, MOVE):
        cell = cell_text(arg.cell).replace(',up', ' up').replace(',down', ' down')
        return f"p{arg.player + 1} {kind} {cell} {rotation_text(arg.rotation)}"
    if kind in (PUTBACK, DISCARD, STOP):
        return f"p{arg + 1} {kind}"
    if kind == CALLER:
        return f"caller p{arg + 1}"
    if kind == DEAL:
        return f"deal p{arg.player + 1} {config.private[arg.card].id}"
    if kind == REVEAL:
        return f"reveal {config.public[arg].id}"
    if kind == SHARED:
        return f"shared {config.private[arg].id}"
    if kind == TOP:
        return f"top {arg.pile + 1} {config.tile_ids[arg.tile]}"
    if kind == REMOVE:
        return "remove " + ",".join(str(pile + 1) for pile in arg)
    raise InvalidMoveError(f"not a CMYK! move: {move!r}")


def _player(word: str, players: int) -> int:
    if len(word) >= 2 and word[0] == "p" and word[1:].isdigit() and 1 <= int(word[1:]) <= players:
        return int(word[1:]) - 1
    raise InvalidMoveError(f"{word!r} is not a player: write p1 to p{players}")


def _number(word: str, what: str) -> int:
    if not word.isdigit() or int(word) < 1:
        raise InvalidMoveError(f"{what} needs a number from 1, not {word!r}")
    return int(word) - 1


def _card(cards, word: str, what: str) -> int:
    for index, card in enumerate(cards):
        if card.id == word:
            return index
    raise InvalidMoveError(f"{word!r} is not a {what}")


def parse(config: CmykConfig, text: str, default_player: int | None,
          origin: Cell | None = None, putback_pile: int = 0) -> Move:
    """Read notation. `default_player` stands for a missing `pN` prefix; `origin` is the moving
    player's last placed cell and `putback_pile` the pile a tile in hand came from (both only
    fill in the component ids)."""
    words = text.strip().split()
    if not words:
        raise InvalidMoveError(f"an empty move: {HINT}")
    head = words[0].lower()
    if head in CHANCE_KINDS:
        return _parse_chance(config, head, words[1:], text)
    if head in PLAYER_KINDS:
        if default_player is None:
            raise InvalidMoveError(f"several players may act: say who, e.g. 'p1 {text.strip()}'")
        player = default_player
    else:
        player, words = _player(head, config.players), words[1:]
    if not words or words[0].lower() not in PLAYER_KINDS:
        raise InvalidMoveError(f"cannot read {text!r}: {HINT}")
    kind, rest = words[0].lower(), words[1:]
    if kind in (PUTBACK, DISCARD, STOP):
        if rest:
            raise InvalidMoveError(f"'{kind}' takes nothing after it")
        if kind == PUTBACK:
            return putback_move(player, putback_pile)
        return discard_move(player) if kind == DISCARD else stop_move(player)
    if kind == TAKE:
        if len(rest) != 1:
            raise InvalidMoveError("take needs a pile number, e.g. 'p1 take 3'")
        return take_move(player, _number(rest[0], "take"))
    if len(rest) != 3:
        raise InvalidMoveError(f"{kind} needs a cell and a rotation, e.g. 'p1 {kind} 2,-1 up r1'")
    cell = parse_cell(f"{rest[0]},{rest[1].lower()}")
    rotation = parse_rotation(rest[2].lower())
    if cell is None:
        raise InvalidMoveError(f"{rest[0]} {rest[1]} is not a cell: write q,r then up or down")
    if rotation is None:
        raise InvalidMoveError(f"{rest[2]!r} is not a rotation: write r0, r1, r2 (or f0-f2)")
    if kind == PLACE:
        return place_move(player, cell, rotation)
    return move_move(player, origin, cell, rotation)


def _parse_chance(config: CmykConfig, kind: str, rest: list[str], text: str) -> Move:
    if kind == CALLER and len(rest) == 1:
        return chance_move(CALLER, _player(rest[0], config.players))
    if kind == DEAL and len(rest) == 2:
        player = _player(rest[0], config.players)
        return chance_move(DEAL, Deal(player, _card(config.private, rest[1], "private objective")))
    if kind == REVEAL and len(rest) == 1:
        return chance_move(REVEAL, _card(config.public, rest[0], "public objective"))
    if kind == SHARED and len(rest) == 1:
        return chance_move(SHARED, _card(config.private, rest[0], "private objective"))
    if kind == TOP and len(rest) == 2:
        tile = config.tile_index(rest[1])
        if tile is None:
            raise InvalidMoveError(f"{rest[1]!r} is not a tile")
        return chance_move(TOP, Top(_number(rest[0], "top"), tile))
    if kind == REMOVE and len(rest) == 1:
        return chance_move(REMOVE, tuple(_number(w, "remove") for w in rest[0].split(",")))
    raise InvalidMoveError(f"cannot read {text!r}")
