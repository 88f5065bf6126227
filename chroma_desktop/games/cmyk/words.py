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

T = catalogue("cmyk")


def number(value: float) -> int | float:
    """A score as a count: whole numbers as ints, so they read "3", not "3.0"."""
    return int(value) if float(value).is_integer() else value


# -- tiles and spaces ---------------------------------------------------------------------------
TILE = T.add("tile", "the {marks} tile", marks=TEXT)
K_TILE = T.add("k_tile", "the K-tile")
CELL_INITIAL = T.add("cell_initial", "where the initial tile lies")
CELL_SIDE = T.add("cell_side", "{n} {n:place|places} to the {side} of the initial tile",
                  n=COUNT, side=TEXT)
CELL_ROW = T.add("cell_row", "{r} {r:row|rows} {way} the initial tile", r=COUNT, way=TEXT)
CELL_ROW_SIDE = T.add("cell_row_side", "{r} {r:row|rows} {way} the initial tile, {n} "
                      "{n:place|places} to the {side}", r=COUNT, way=TEXT, n=COUNT, side=TEXT)


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
TURNED = T.add("turned", "{ink} on the horizontal side", ink=TEXT)
TURNED_FLIPPED = T.add("turned_flipped", "{ink} on the horizontal side, flipped", ink=TEXT)
TAKES_INITIAL = T.add("takes_initial", "{p} {p:takes|take} {tile} from pile {pile} for "
                      "{p:their|your} left neighbour", p=SEAT, tile=TEXT, pile=COUNT)
TAKES = T.add("takes", "{p} {p:takes|take} {tile} from pile {pile}", p=SEAT, tile=TEXT, pile=COUNT)
PLACES_INITIAL = T.add("places_initial", "{p} {p:places|place} {tile} as {p:their|your} initial "
                       "tile, pointing forward, {turn}", p=SEAT, tile=TEXT, turn=MESSAGE)
PLACES = T.add("places", "{p} {p:places|place} {tile} {cell}, {turn}",
               p=SEAT, tile=TEXT, cell=TEXT, turn=MESSAGE)
PLACES_K = T.add("places_k", "{p} {p:places|place} {tile} {cell}, {turn} ({k} "
                 "{k:point|points}; another public objective is revealed)",
                 p=SEAT, tile=TEXT, cell=TEXT, turn=MESSAGE, k=COUNT)
MOVES = T.add("moves", "{p} {p:moves|move} {tile} from {origin} to {cell}, {turn}",
              p=SEAT, tile=TEXT, origin=TEXT, cell=TEXT, turn=MESSAGE)
PUTS_BACK = T.add("puts_back", "{p} cannot place {tile} and {p:puts|put} it back on pile {pile}",
                  p=SEAT, tile=TEXT, pile=COUNT)
DISCARDS = T.add("discards", "{p} {p:discards|discard} {tile}; another public objective "
                 "is revealed", p=SEAT, tile=TEXT)
STOPS = T.add("stops", "{p} {p:stops|stop} taking tiles", p=SEAT)
FIRST_CALLER = T.add("first_caller", "{p} {p:is|are} the first caller", p=SEAT)
DEALT = T.add("dealt", "{p} {p:is|are} dealt a private objective card", p=SEAT)
REPLACED = T.add("replaced", "Let me think! is replaced by {card}", card=TEXT)
REVEALED = T.add("revealed", "Public objective revealed: {card}", card=TEXT)
SHARED = T.add("shared", "I want this color too! becomes {card}, which counts for everyone",
               card=TEXT)
NEW_TOP = T.add("new_top", "The new top tile of pile {pile} is {tile}", pile=COUNT, tile=TEXT)
REMOVED = T.add("removed", "Nobody can place a top tile: the top {n:tile|tiles} of {n:pile|piles} "
                "{piles} {n:leaves|leave} the game", n=COUNT, piles=TEXT)
UNKNOWN_MOVE = T.add("unknown_move", "A move of kind {kind}", kind=TEXT)

# -- prompts ------------------------------------------------------------------------------------
OVER = T.add("over", "The game is over")
REVEALING = T.add("revealing", "Wait: a tile or a card is being revealed")
WAITING_FOR_TAKER = T.add("waiting_for_taker", "Waiting for {p} to take an initial tile", p=SEAT)
TAKE_INITIAL = T.add("take_initial", "Take an initial tile (not a K-tile) from a pile: it goes to "
                     "the player on your left")
WAITING_FOR_PLACING = T.add("waiting_for_placing", "Waiting for the others to place their initial "
                            "tile")
TURN_INITIAL = T.add("turn_initial", "Turn {tile}, your initial tile: it is placed pointing "
                     "forward", tile=TEXT)
STOPPED_WAITING = T.add("stopped_waiting", "You have stopped: waiting for the others")
PLACE_K = T.add("place_k", "Place the K-tile (it matches ink only, {k} {k:point|points}) or discard "
                "it", k=COUNT)
PLACE_TILE = T.add("place_tile", "Place {tile} where every side it touches matches", tile=TEXT)
PUT_IT_BACK = T.add("put_it_back", "{tile} fits nowhere in your mosaic: put it back", tile=TEXT)
TAKE_MOVE_OR_STOP = T.add("take_move_or_stop", "Take a tile from any pile, move your last tile, "
                          "or stop")
TAKE_OR_STOP = T.add("take_or_stop", "Take a tile from any pile, or stop")

# -- why a move is not allowed ------------------------------------------------------------------
NO_SEAT = T.add("no_seat", "There is no seat {n} in this game.", n=COUNT)
GAME_OVER = T.add("game_over", "The game is over.")
WAIT_REVEAL = T.add("wait_reveal", "Wait: a tile or a card is being revealed.")
OWN_MOSAIC = T.add("own_mosaic", "You build only your own mosaic.")
INITIAL_IN_TURN = T.add("initial_in_turn", "Initial tiles are taken in turn: it is {p:'s} turn.",
                        p=SEAT)
INITIAL_NOT_K = T.add("initial_not_k", "The initial tile may not be a K-tile: take it from another "
                      "pile.")
THAT_PILE_EMPTY = T.add("that_pile_empty", "That pile is empty.")
INITIAL_FROM_PILE = T.add("initial_from_pile", "Take an initial tile from a pile first.")
INITIAL_PLACED = T.add("initial_placed", "You have placed your initial tile: wait for the others.")
INITIAL_FORWARD = T.add("initial_forward", "The initial tile goes in the middle of your mosaic, "
                        "pointing forward.")
STOPPED_FOR_GAME = T.add("stopped_for_game", "You have stopped taking tiles for this game.")
HOLDING = T.add("holding", "You already hold a tile: place it (or put it back) before taking "
                "another.")
NO_SUCH_PILE = T.add("no_such_pile", "There is no such pile.")
PILE_EMPTY = T.add("pile_empty", "Pile {pile} is empty.", pile=COUNT)
OWN_HAND = T.add("own_hand", "Take tiles into your own hand.")
STOP_HOLDING = T.add("stop_holding", "Place or put back the tile in your hand before you stop.")
ONLY_LAST = T.add("only_last", "Only your last placed tile can move, and only until you take "
                  "another tile.")
ONLY_LAST_AT = T.add("only_last_at", "Only your last placed tile ({cell}) can move.", cell=TEXT)
LAST_FIXED = T.add("last_fixed", "You took another tile: your last placed tile is fixed now.")
MOVE_ELSEWHERE = T.add("move_elsewhere", "Move your last tile to another space of your mosaic.")
ALREADY_THERE = T.add("already_there", "That is where the tile already lies.")
NOT_A_MOVE = T.add("not_a_move", "That is not a move in CMYK!.")
HOLD_NONE = T.add("hold_none", "You hold no tile: take one from a pile first.")
K_NOT_BACK = T.add("k_not_back", "A K-tile is placed or discarded, never put back.")
FITS_SOMEWHERE = T.add("fits_somewhere", "This tile fits your mosaic (for example {cell}, "
                       "{turn}): only a tile that cannot be placed goes back.",
                       cell=TEXT, turn=MESSAGE)
GOES_BACK = T.add("goes_back", "It goes back on pile {pile}, where it came from.", pile=COUNT)
ONLY_K_DISCARD = T.add("only_k_discard", "Only a K-tile may be discarded; any other tile is placed "
                       "or put back.")
ON_MOSAIC = T.add("on_mosaic", "Place the tile on your mosaic.")
TURN_TO_FIT = T.add("turn_to_fit", "Turn the tile to fit.")
SPACE_TAKEN = T.add("space_taken", "That space already holds a tile.")
MUST_TOUCH = T.add("must_touch", "A tile must touch your mosaic.")
WRONG_INK = T.add("wrong_ink", "The tile's {have} side would meet {need:a} side turned like that: "
                  "touching sides show the same ink.", have=TEXT, need=TEXT)
WRONG_INK_ANY = T.add("wrong_ink_any", "The tile's {have} side would meet {need:a} side however it "
                      "is turned: touching sides show the same ink.", have=TEXT, need=TEXT)
WRONG_MARK = T.add("wrong_mark", "the {ink} edges meet at {have} % and {need} %",
                   ink=TEXT, have=COUNT, need=COUNT)
WRONG_MARKS = T.add("wrong_marks", "{edges}: touching sides show the same mark.", edges=MESSAGE)
NOTHING_REVEALED = T.add("nothing_revealed", "Nothing is being revealed now.")
NOT_AN_OUTCOME = T.add("not_an_outcome", "That is not a possible outcome of this reveal.")
NOT_CMYK = T.add("not_cmyk", "'{kind}' is not a CMYK! move.", kind=TEXT)
NO_PLAYER = T.add("no_player", "That move names no player of this game.")
NO_FLIPPING = T.add("no_flipping", "Flipped tiles are not allowed in this game (edge order: fixed).")
NOT_NOW = T.add("not_now", "That move is not allowed now.")

# -- score lines and the end --------------------------------------------------------------------
HEXAGONS_LINE = T.add("hexagons_line", "Hexagons x{n} ({each} each)", n=COUNT, each=COUNT)
K_TILES_LINE = T.add("k_tiles_line", "K-tiles x{n} ({each} each)", n=COUNT, each=COUNT)
PRIVATE_LABEL = T.add("private_label", "Private objective")
NEIGHBOUR_LABEL = T.add("neighbour_label", "{card} ({p:'s} card)", card=TEXT, p=SEAT)
PRIVATE_LINE = T.add("private_line", "{label}: {name} ({details})",
                     label=MESSAGE, name=TEXT, details=MESSAGE)
TILES = T.add("tiles", "{n} {n:tile|tiles}", n=COUNT)
CAPPED = T.add("capped", "capped at {cap}", cap=COUNT)
TIMES = T.add("times", "x{m}", m=COUNT)
CANCELLED = T.add("cancelled", "{card} (cancelled by {other})", card=TEXT, other=TEXT)
DOUBLED = T.add("doubled", "{card} (doubled)", card=TEXT)
MULTIPLIED = T.add("multiplied", "{card} (x{m})", card=TEXT, m=COUNT)
ENCLOSED = T.add("enclosed", "{name}: {n} enclosed {n:space|spaces}", name=MESSAGE, n=COUNT)
EQUAL_MARKS = T.add("equal_marks", "{name}: {n} {n:tile|tiles} with equal marks",
                    name=MESSAGE, n=COUNT)
LONGEST_ROW = T.add("longest_row", "{name}: longest row of {n} {n:tile|tiles}",
                    name=MESSAGE, n=COUNT)
HEIGHT = T.add("height", "{name}: {n} {n:row|rows} high", name=MESSAGE, n=COUNT)
POINTY = T.add("pointy", "{name}: {n} {n:tile|tiles} touching only one tile",
               name=MESSAGE, n=COUNT)
SYMMETRIC = T.add("symmetric", "{name}: symmetric", name=MESSAGE)
NOT_SYMMETRIC = T.add("not_symmetric", "{name}: not symmetric", name=MESSAGE)
MOST_TILES = T.add("most_tiles", "{name}: {n} {n:tile|tiles}", name=MESSAGE, n=COUNT)
APPLIED_ABOVE = T.add("applied_above", "{name}: applied above", name=MESSAGE)
GAME_PLACE = T.add("game_place", "Game {g}: {s} {s:point|points}, place {place}",
                   g=COUNT, s=COUNT, place=COUNT)
GAME = T.add("game", "Game {g}", g=COUNT)
TIED_SHARED = T.add("tied_shared", "Tied on {s}: shared win", s=COUNT)
TIE_DECIDED = T.add("tie_decided", "Tied on {s}: {rule} decides", s=COUNT, rule=TEXT)
TIED_EVERYWHERE = T.add("tied_everywhere", "Tied on {s} and on every tie-break: shared win", s=COUNT)

# -- the heuristic bot's hints ------------------------------------------------------------------
ONLY_MOVE = T.add("only_move", "This is the only move")
ANY_INITIAL = T.add("any_initial", "Any tile will do as the left neighbour's initial tile")
EASIEST_TURN = T.add("easiest_turn", "Turn the initial tile so its marks are the easiest to match")
HINT_PUT_BACK = T.add("hint_put_back", "{tile} fits nowhere: put it back", tile=TEXT)
HINT_DISCARD = T.add("hint_discard", "The K-tile would cost more than it brings: discard it")
HINT_PLACE = T.add("hint_place", "Place {tile} {cell}: worth about {value} points",
                   tile=TEXT, cell=TEXT, value=TEXT)
HINT_TAKE = T.add("hint_take", "Take {tile}: it is worth about {value} points to you",
                  tile=TEXT, value=TEXT)
HINT_WAIT = T.add("hint_wait", "Nothing on the piles is worth taking now: wait")
HINT_COSTLY = T.add("hint_costly", "Every tile left would cost you points: stop")
HINT_LOOK_UNDER = T.add("hint_look_under", "No top tile fits your mosaic: look at the next tile of "
                        "a pile")
HINT_NONE_LEFT = T.add("hint_none_left", "No tiles are left to take: stop")
HINT_MOVE_LAST = T.add("hint_move_last", "Move {tile} from {origin} to {cell}: worth about "
                       "{value} points more there", tile=TEXT, origin=TEXT, cell=TEXT, value=TEXT)
HINT_NOTHING_NEW = T.add("hint_nothing_new", "No top tile fits your mosaic, and no pile would "
                         "show a new tile: stop")

# -- the table ----------------------------------------------------------------------------------
MOSAIC_TITLE = T.add("mosaic_title", "{p:'s} mosaic", p=SEAT)
POINTS = T.add("points", "{n} {n:point|points}", n=COUNT)
MOSAIC_STATUS = T.add("mosaic_status", "{s} {s:point|points} · {h} {h:hexagon|hexagons} · {n} "
                      "{n:tile|tiles}", s=COUNT, h=COUNT, n=COUNT)
SUMMARY = T.add("summary", "{h} {h:hexagon|hexagons}, {n} {n:tile|tiles}", h=COUNT, n=COUNT)
K_TILES = T.add("k_tiles", "{n} {n:K-tile|K-tiles}", n=COUNT)
MOSAIC_AT_END = T.add("mosaic_at_end", "{n} {n:tile|tiles}, {h} {h:hexagon|hexagons}, {k} "
                      "{k:K-tile|K-tiles}; private objective {private}",
                      n=COUNT, h=COUNT, k=COUNT, private=TEXT)
PRIVATE_PER_TILE = T.add("private_per_tile", "{points} per tile of yours with {ink} at {levels} "
                         "(at most {cap})", points=COUNT, ink=TEXT, levels=TEXT, cap=COUNT)
PRIVATE_PER_TILES = T.add("private_per_tiles", "{points} per {n} {n:tile|tiles} of yours with {ink} "
                          "at {levels} (at most {cap})",
                          points=COUNT, n=COUNT, ink=TEXT, levels=TEXT, cap=COUNT)
# What each public objective does, by its effect kind.
EFFECTS = {
    "double_private": T.add("effect.double_private", "Private objectives score x{multiplier} (past "
                            "the cap).", multiplier=COUNT),
    "hexagon_points": T.add("effect.hexagon_points", "Each hexagon scores {points} instead of "
                            "{hexagon}.", points=COUNT, hexagon=COUNT),
    "enclosed_spaces": T.add("effect.enclosed_spaces", "+{points} per empty space closed in by "
                             "exactly 3 tiles.", points=COUNT),
    "double_previous": T.add("effect.double_previous", "Doubles the card before it (revealed "
                             "first: the next one)."),
    "equal_mark_tiles": T.add("effect.equal_mark_tiles", "+{points} per tile whose three marks are "
                              "equal.", points=COUNT),
    "cancel_previous": T.add("effect.cancel_previous", "Cancels the card before it."),
    "longest_row": T.add("effect.longest_row", "Longest horizontal row: {points} per {per_tiles} "
                         "{per_tiles:tile|tiles}.", points=COUNT, per_tiles=COUNT),
    "height_rows": T.add("effect.height_rows", "+{points} per row your mosaic spans from front to "
                         "back.", points=COUNT),
    "pointy_tiles": T.add("effect.pointy_tiles", "+{points} per tile touching exactly one other "
                          "tile.", points=COUNT),
    "mirror_vertical": T.add("effect.mirror_vertical", "+{points} if your mosaic mirrors left to "
                             "right.", points=COUNT),
    "mirror_horizontal": T.add("effect.mirror_horizontal", "+{points} if your mosaic mirrors front "
                               "to back.", points=COUNT),
    "replace_at_end": T.add("effect.replace_at_end", "At the end, replaced by the top card of the "
                            "deck."),
    "shared_private": T.add("effect.shared_private", "Becomes a private objective that counts for "
                            "everyone."),
    "most_tiles": T.add("effect.most_tiles", "Most tiles: {first}; second most: {second}.",
                        first=COUNT, second=COUNT),
    "neighbour_private": T.add("effect.neighbour_private", "You also score the private card of the "
                               "player on your right."),
    "reveal_more": T.add("effect.reveal_more", "Reveal {count} more {count:card|cards}.",
                         count=COUNT),
}
