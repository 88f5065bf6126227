"""CMYK!'s sentences as message templates: the log, prompts, refusals, score lines and hints.

Every player-facing sentence of the game is declared here once (see `rules/messages.py` for the
syntax); the rules, the bot and the table fill the slots, and whoever shows a message gives the
seats their names. Ink and card names are text slots, numbers are counts; a tile is named by its
inks ("the C80 M0 Y20 tile", `tile_name`) and a space of a mosaic by where it lies from the
initial tile ("2 rows above the initial tile, 1 place to the right", `cell_name`), never by the
notation's ids ("T54", "-1,-1,down").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from chroma_desktop.games.cmyk.grid import ORIGIN, Cell, column
from chroma_desktop.rules.messages import COUNT, MESSAGE, SEAT, TEXT, Message, catalogue

if TYPE_CHECKING:
    from chroma_desktop.games.cmyk.config import CmykConfig

if TYPE_CHECKING:  # the keys its messages have (tools/message_ids.py)
    from chroma_desktop.games.cmyk import message_ids as ids
    from chroma_desktop.rules.messages import Catalogue

T: Catalogue[ids.Cmyk] = catalogue("cmyk")


def number(value: float) -> int | float:
    """A score as a count: whole numbers as ints, so they read "3", not "3.0"."""
    return int(value) if float(value).is_integer() else value


# -- tiles and spaces ---------------------------------------------------------------------------
TILE = T.add("tile", marks=TEXT)
K_TILE = T.add("k_tile")
CELL_INITIAL = T.add("cell_initial")
CELL_SIDE = T.add("cell_side", n=COUNT, side=TEXT)
CELL_ROW = T.add("cell_row", r=COUNT, way=TEXT)
CELL_ROW_SIDE = T.add("cell_row_side", r=COUNT, way=TEXT, n=COUNT, side=TEXT)


def tile_name(config: CmykConfig, tile: int) -> Message:
    """A tile by its inks, as its marks read: "the C80 M0 Y20 tile", or "the K-tile"."""
    levels = config.tile_levels[tile]
    if levels is None:
        return K_TILE()
    return TILE(marks=" ".join(f"{ink}{level}" for ink, level
                               in zip(config.ink_ids, levels, strict=True)))


def cell_name(cell: Cell) -> Message:
    """Where a space lies from the initial tile, as the table shows it (forward is up): rows
    above or below it, and places (triangles) to its left or right along a row."""
    rows, places = cell[1], column(cell) - column(ORIGIN)
    way, side = ("above" if rows > 0 else "below"), ("right" if places > 0 else "left")
    if rows and places:
        return CELL_ROW_SIDE(r=abs(rows), way=way, n=abs(places), side=side)
    if rows:
        return CELL_ROW(r=abs(rows), way=way)
    if places:
        return CELL_SIDE(n=abs(places), side=side)
    return CELL_INITIAL()


# -- the log ------------------------------------------------------------------------------------
TURNED = T.add("turned", ink=TEXT)
TURNED_FLIPPED = T.add("turned_flipped", ink=TEXT)
TAKES_INITIAL = T.add("takes_initial", p=SEAT, tile=TEXT, pile=COUNT)
TAKES = T.add("takes", p=SEAT, tile=TEXT, pile=COUNT)
PLACES_INITIAL = T.add("places_initial", p=SEAT, tile=TEXT, turn=MESSAGE)
PLACES = T.add("places", p=SEAT, tile=TEXT, cell=TEXT, turn=MESSAGE)
PLACES_K = T.add("places_k", p=SEAT, tile=TEXT, cell=TEXT, turn=MESSAGE, k=COUNT)
MOVES = T.add("moves", p=SEAT, tile=TEXT, origin=TEXT, cell=TEXT, turn=MESSAGE)
PUTS_BACK = T.add("puts_back", p=SEAT, tile=TEXT, pile=COUNT)
DISCARDS = T.add("discards", p=SEAT, tile=TEXT)
STOPS = T.add("stops", p=SEAT)
FIRST_CALLER = T.add("first_caller", p=SEAT)
DEALT = T.add("dealt", p=SEAT)
REPLACED = T.add("replaced", card=TEXT)
REVEALED = T.add("revealed", card=TEXT)
SHARED = T.add("shared", card=TEXT)
NEW_TOP = T.add("new_top", pile=COUNT, tile=TEXT)
REMOVED = T.add("removed", n=COUNT, piles=TEXT)
UNKNOWN_MOVE = T.add("unknown_move", kind=TEXT)

# -- prompts ------------------------------------------------------------------------------------
OVER = T.add("over")
REVEALING = T.add("revealing")
WAITING_FOR_TAKER = T.add("waiting_for_taker", p=SEAT)
TAKE_INITIAL = T.add("take_initial")
WAITING_FOR_PLACING = T.add("waiting_for_placing")
TURN_INITIAL = T.add("turn_initial", tile=TEXT)
STOPPED_WAITING = T.add("stopped_waiting")
PLACE_K = T.add("place_k", k=COUNT)
PLACE_TILE = T.add("place_tile", tile=TEXT)
PUT_IT_BACK = T.add("put_it_back", tile=TEXT)
TAKE_MOVE_OR_STOP = T.add("take_move_or_stop")
TAKE_OR_STOP = T.add("take_or_stop")

# -- why a move is not allowed ------------------------------------------------------------------
NO_SEAT = T.add("no_seat", n=COUNT)
GAME_OVER = T.add("game_over")
WAIT_REVEAL = T.add("wait_reveal")
OWN_MOSAIC = T.add("own_mosaic")
INITIAL_IN_TURN = T.add("initial_in_turn", p=SEAT)
INITIAL_NOT_K = T.add("initial_not_k")
THAT_PILE_EMPTY = T.add("that_pile_empty")
INITIAL_FROM_PILE = T.add("initial_from_pile")
INITIAL_PLACED = T.add("initial_placed")
INITIAL_FORWARD = T.add("initial_forward")
STOPPED_FOR_GAME = T.add("stopped_for_game")
HOLDING = T.add("holding")
NO_SUCH_PILE = T.add("no_such_pile")
PILE_EMPTY = T.add("pile_empty", pile=COUNT)
OWN_HAND = T.add("own_hand")
STOP_HOLDING = T.add("stop_holding")
ONLY_LAST = T.add("only_last")
ONLY_LAST_AT = T.add("only_last_at", cell=TEXT)
LAST_FIXED = T.add("last_fixed")
MOVE_ELSEWHERE = T.add("move_elsewhere")
ALREADY_THERE = T.add("already_there")
NOT_A_MOVE = T.add("not_a_move")
HOLD_NONE = T.add("hold_none")
K_NOT_BACK = T.add("k_not_back")
FITS_SOMEWHERE = T.add("fits_somewhere", cell=TEXT, turn=MESSAGE)
GOES_BACK = T.add("goes_back", pile=COUNT)
ONLY_K_DISCARD = T.add("only_k_discard")
ON_MOSAIC = T.add("on_mosaic")
TURN_TO_FIT = T.add("turn_to_fit")
SPACE_TAKEN = T.add("space_taken")
MUST_TOUCH = T.add("must_touch")
WRONG_INK = T.add("wrong_ink", have=TEXT, need=TEXT)
WRONG_INK_ANY = T.add("wrong_ink_any", have=TEXT, need=TEXT)
WRONG_MARK = T.add("wrong_mark", ink=TEXT, have=COUNT, need=COUNT)
WRONG_MARKS = T.add("wrong_marks", edges=MESSAGE)
NOTHING_REVEALED = T.add("nothing_revealed")
NOT_AN_OUTCOME = T.add("not_an_outcome")
NOT_CMYK = T.add("not_cmyk", kind=TEXT)
NO_PLAYER = T.add("no_player")
NO_FLIPPING = T.add("no_flipping")
NOT_NOW = T.add("not_now")

# -- score lines and the end --------------------------------------------------------------------
HEXAGONS_LINE = T.add("hexagons_line", n=COUNT, each=COUNT)
K_TILES_LINE = T.add("k_tiles_line", n=COUNT, each=COUNT)
PRIVATE_LABEL = T.add("private_label")
NEIGHBOUR_LABEL = T.add("neighbour_label", card=TEXT, p=SEAT)
PRIVATE_LINE = T.add("private_line", label=MESSAGE, name=TEXT, details=MESSAGE)
TILES = T.add("tiles", n=COUNT)
CAPPED = T.add("capped", cap=COUNT)
TIMES = T.add("times", m=COUNT)
CANCELLED = T.add("cancelled", card=TEXT, other=TEXT)
DOUBLED = T.add("doubled", card=TEXT)
MULTIPLIED = T.add("multiplied", card=TEXT, m=COUNT)
ENCLOSED = T.add("enclosed", name=MESSAGE, n=COUNT)
EQUAL_MARKS = T.add("equal_marks", name=MESSAGE, n=COUNT)
LONGEST_ROW = T.add("longest_row", name=MESSAGE, n=COUNT)
HEIGHT = T.add("height", name=MESSAGE, n=COUNT)
POINTY = T.add("pointy", name=MESSAGE, n=COUNT)
SYMMETRIC = T.add("symmetric", name=MESSAGE)
NOT_SYMMETRIC = T.add("not_symmetric", name=MESSAGE)
MOST_TILES = T.add("most_tiles", name=MESSAGE, n=COUNT)
APPLIED_ABOVE = T.add("applied_above", name=MESSAGE)
GAME_PLACE = T.add("game_place", g=COUNT, s=COUNT, place=COUNT)
GAME = T.add("game", g=COUNT)
TIED_SHARED = T.add("tied_shared", s=COUNT)
TIE_DECIDED = T.add("tie_decided", s=COUNT, rule=TEXT)
TIED_EVERYWHERE = T.add("tied_everywhere", s=COUNT)

# -- the heuristic bot's hints ------------------------------------------------------------------
ONLY_MOVE = T.add("only_move")
ANY_INITIAL = T.add("any_initial")
EASIEST_TURN = T.add("easiest_turn")
HINT_PUT_BACK = T.add("hint_put_back", tile=TEXT)
HINT_DISCARD = T.add("hint_discard")
HINT_PLACE = T.add("hint_place", tile=TEXT, cell=TEXT, value=TEXT)
HINT_TAKE = T.add("hint_take", tile=TEXT, value=TEXT)
HINT_WAIT = T.add("hint_wait")
HINT_COSTLY = T.add("hint_costly")
HINT_LOOK_UNDER = T.add("hint_look_under")
HINT_NONE_LEFT = T.add("hint_none_left")
HINT_MOVE_LAST = T.add("hint_move_last", tile=TEXT, origin=TEXT, cell=TEXT, value=TEXT)
HINT_NOTHING_NEW = T.add("hint_nothing_new")

# -- the table ----------------------------------------------------------------------------------
MOSAIC_TITLE = T.add("mosaic_title", p=SEAT)
POINTS = T.add("points", n=COUNT)
MOSAIC_STATUS = T.add("mosaic_status", s=COUNT, h=COUNT, n=COUNT)
SUMMARY = T.add("summary", h=COUNT, n=COUNT)
K_TILES = T.add("k_tiles", n=COUNT)
MOSAIC_AT_END = T.add("mosaic_at_end", n=COUNT, h=COUNT, k=COUNT, private=TEXT)
PRIVATE_PER_TILE = T.add("private_per_tile", points=COUNT, ink=TEXT, levels=TEXT, cap=COUNT)
PRIVATE_PER_TILES = T.add("private_per_tiles", points=COUNT, n=COUNT, ink=TEXT, levels=TEXT, cap=COUNT)
# What each public objective does, by its effect kind.
EFFECTS = {
    "double_private": T.add("effect.double_private", multiplier=COUNT),
    "hexagon_points": T.add("effect.hexagon_points", points=COUNT, hexagon=COUNT),
    "enclosed_spaces": T.add("effect.enclosed_spaces", points=COUNT),
    "double_previous": T.add("effect.double_previous"),
    "equal_mark_tiles": T.add("effect.equal_mark_tiles", points=COUNT),
    "cancel_previous": T.add("effect.cancel_previous"),
    "longest_row": T.add("effect.longest_row", points=COUNT, per_tiles=COUNT),
    "height_rows": T.add("effect.height_rows", points=COUNT),
    "pointy_tiles": T.add("effect.pointy_tiles", points=COUNT),
    "mirror_vertical": T.add("effect.mirror_vertical", points=COUNT),
    "mirror_horizontal": T.add("effect.mirror_horizontal", points=COUNT),
    "replace_at_end": T.add("effect.replace_at_end"),
    "shared_private": T.add("effect.shared_private"),
    "most_tiles": T.add("effect.most_tiles", first=COUNT, second=COUNT),
    "neighbour_private": T.add("effect.neighbour_private"),
    "reveal_more": T.add("effect.reveal_more", count=COUNT),
}
