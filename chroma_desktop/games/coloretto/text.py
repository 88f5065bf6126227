"""Coloretto in words: the templates of every sentence the game says, and the rules that pick them.

Log lines (`describe`), prompts, why a move is not allowed (`why_not`, `illegal_reason`), score
breakdown labels, tie-breaks, the heuristic's hints and the table's labels are all templates of
the catalogue `T`: the rules fill in seats, counts and card names, whoever shows the message
names the seats ("you" and "Bot 2" at the table, numbered players on the command line).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from chroma_desktop.games.coloretto import moves as mv
from chroma_desktop.games.coloretto.state import (
    BONUS,
    CHOOSE,
    NO_ONE,
    OVER,
    PLACE,
    REMOVE,
    REVEAL,
    TURN,
    ColorettoState,
)
from chroma_desktop.rules.api import Move
from chroma_desktop.rules.messages import (
    COUNT,
    MESSAGE,
    NOTHING,
    SEAT,
    TEXT,
    Message,
    catalogue,
    plain,
)

if TYPE_CHECKING:  # the keys its messages have (tools/message_ids.py)
    from chroma_desktop.games.coloretto import message_ids as ids
    from chroma_desktop.rules.messages import Catalogue

T: Catalogue[ids.Coloretto] = catalogue("coloretto")

# -- the log -----------------------------------------------------------------------------------
DRAWS = T.add("draws", p=SEAT)
DRAWS_LAST_ROUND = T.add("draws_last_round", p=SEAT)
PLACES = T.add("places", p=SEAT, c=TEXT, r=COUNT)
TAKES = T.add("takes", p=SEAT, r=COUNT, cards=MESSAGE)
NO_CARDS = T.add("no_cards")
BONUS_CARD = T.add("bonus_card", p=SEAT, c=TEXT)
CARD_IS = T.add("card_is", c=TEXT)
CHOOSES_START = T.add("chooses_start", p=SEAT, c=TEXT)
DEALT_START = T.add("dealt_start", p=SEAT, c=TEXT)
REMOVED = T.add("removed", c=TEXT)
REMOVES = T.add("removes", p=SEAT, c=TEXT)
STARTS = T.add("starts", p=SEAT)

# -- prompts -----------------------------------------------------------------------------------
GAME_OVER = T.add("game_over")
WAITING = T.add("waiting", p=SEAT)
PLACE_DRAWN = T.add("place_drawn", c=TEXT)
CHOOSE_START = T.add("choose_start")
CHOOSE_REMOVAL = T.add("choose_removal", n=COUNT)
DRAW_OR_TAKE = T.add("draw_or_take")
ALL_FULL = T.add("all_full")

# -- why a move is not allowed -------------------------------------------------------------------
OVER_NOW = T.add("over_now")
NOT_YOUR_TURN = T.add("not_your_turn", p=SEAT)
NOTHING_DRAWN = T.add("nothing_drawn")
DRAWN_GOES_ON_ROW = T.add("drawn_goes_on_row")
ALREADY_DREW = T.add("already_drew")
DRAW_BY_CLICK = T.add("draw_by_click")
DECK_EMPTY = T.add("deck_empty")
ROWS_FULL_NO_DRAW = T.add("rows_full_no_draw")
ROWS_FULL = T.add("rows_full")
PLACE_FIRST_LATER = T.add("place_first_later")
PLACE_FIRST = T.add("place_first")
NO_SUCH_ROW = T.add("no_such_row")
NO_ROW = T.add("no_row", r=TEXT)
ROW_TAKEN_BY = T.add("row_taken_by", r=COUNT, p=SEAT)
ROW_TAKEN = T.add("row_taken", r=COUNT)
ROW_EMPTY = T.add("row_empty", r=COUNT)
DRAG_ROW = T.add("drag_row")
NOT_A_MOVE = T.add("not_a_move")
CANNOT_DRAW = T.add("cannot_draw")
NO_SUCH_CARD = T.add("no_such_card")
COLOUR_TAKEN = T.add("colour_taken")
COLOUR_REMOVED = T.add("colour_removed")
NOT_NOW = T.add("not_now", kind=TEXT)
ROW_TAKEN_PLACE = T.add("row_taken_place", r=COUNT)
ROW_FULL = T.add("row_full", r=COUNT, n=COUNT)

# -- scores and the end ------------------------------------------------------------------------
POSITIVE = T.add("positive")
NEGATIVE = T.add("negative")
SCORE_COLOUR = T.add("score_colour", c=TEXT, n=COUNT, sign=MESSAGE)
SCORE_COLOUR_JOKERS = T.add("score_colour_jokers", c=TEXT, n=COUNT, j=COUNT, sign=MESSAGE)
SCORE_PLUS2 = T.add("score_plus2", n=COUNT)
TIE_MOST_OF_ONE = T.add("tie_most_of_one", s=COUNT, n=COUNT)
TIE_SHARED_MOST = T.add("tie_shared_most", s=COUNT)
TIE_NO_BREAKER = T.add("tie_no_breaker", s=COUNT)

# -- the heuristic's hints ---------------------------------------------------------------------
HINT_ONLY_MOVE = T.add("hint.only_move")
HINT_DRAW_NO_CARDS = T.add("hint.draw_no_cards")
HINT_TAKE_ALONE = T.add("hint.take_alone", r=COUNT, n=COUNT)
HINT_DRAW_ALONE = T.add("hint.draw_alone")
HINT_TAKE = T.add("hint.take", r=COUNT, n=COUNT)
HINT_TAKE_EARLY = T.add("hint.take_early", r=COUNT)
HINT_DRAW_WAIT = T.add("hint.draw_wait")
HINT_PLACE_BETTER = T.add("hint.place_better", c=TEXT, r=COUNT)
HINT_PLACE_SPOIL = T.add("hint.place_spoil", c=TEXT, r=COUNT)
HINT_START = T.add("hint.start", c=TEXT)
HINT_REMOVE = T.add("hint.remove", c=TEXT)

# -- the table's labels --------------------------------------------------------------------------
ROUND = T.add("table.round", n=COUNT)
LAST_ROUND = T.add("table.last_round", n=COUNT)
OUT_OF_GAME = T.add("table.out_of_game", colours=TEXT)
DECK_SIZE = T.add("table.deck_size", n=COUNT)
CARDS_TO_GO = T.add("table.cards_to_go", n=COUNT)
LAST_CARD_NEXT = T.add("table.last_card_next")
STARTING_COLOURS = T.add("table.starting_colours")
START_HOW = T.add("table.start_how")
COLOURS_TO_REMOVE = T.add("table.colours_to_remove")
REMOVE_HOW = T.add("table.remove_how")
CHOOSING = T.add("table.choosing", p=SEAT)
ROW_TAKEN_BY_LABEL = T.add("table.row_taken_by", p=SEAT)
ROW_PLACES = T.add("table.row_places", n=COUNT, m=COUNT)
POINTS = T.add("table.points", n=COUNT)
TOOK_ROW = T.add("table.took_row", r=COUNT, points=MESSAGE)


def cards_text(state: ColorettoState, cards: tuple[int, ...]) -> Message:
    if not cards:
        return NO_CARDS()
    return plain(", ".join(state.config.kind_label(card) for card in cards))


def describe(state: ColorettoState, move: Move) -> Message:
    config, who = state.config, state.current
    kind, arg = move.kind, move.arg
    if kind == mv.DRAW:
        if not state.last_round and state.above_last == 0:
            return DRAWS_LAST_ROUND(p=who)
        return DRAWS(p=who)
    if kind == mv.PLACE:
        return PLACES(p=who, c=config.kind_label(state.drawn), r=arg + 1)
    if kind == mv.TAKE:
        return TAKES(p=who, r=arg + 1, cards=cards_text(state, state.rows[arg]))
    if kind == mv.REVEAL:
        if state.phase == BONUS:
            return BONUS_CARD(p=who, c=config.kind_label(arg))
        return CARD_IS(c=config.kind_label(arg))
    if kind == mv.START:
        return CHOOSES_START(p=who, c=config.kind_label(arg))
    if kind == mv.DEAL_COLOUR:
        return DEALT_START(p=who, c=config.kind_label(arg))
    if kind == mv.REMOVE_COLOUR:
        if config.removal_chosen:
            return REMOVES(p=who, c=config.kind_label(arg))
        return REMOVED(c=config.kind_label(arg))
    if kind == mv.FIRST_PLAYER:
        return STARTS(p=arg)
    return plain(move.kind)


def prompt(state: ColorettoState, player: int, legal: tuple[Move, ...]) -> Message:
    if state.phase == OVER:
        return GAME_OVER()
    if player != state.current or not legal:
        return WAITING(p=state.current)
    if state.phase == PLACE:
        return PLACE_DRAWN(c=state.config.kind_label(state.drawn))
    if state.phase == CHOOSE:
        return CHOOSE_START()
    if state.phase == REMOVE:
        return CHOOSE_REMOVAL(n=state.config.setup.remove_colours - len(state.removed))
    if any(move.kind == mv.DRAW for move in legal):
        return DRAW_OR_TAKE()
    return ALL_FULL()


def why_not(state: ColorettoState, player: int, source: str, target: str,
            legal: tuple[Move, ...]) -> Message:
    """Why dragging `source` onto `target` is not a move for `player` now (NOTHING if it is)."""
    if any(m.source == source and m.target == target for m in legal):
        return NOTHING
    if state.phase == OVER:
        return OVER_NOW()
    if state.current != player:
        return NOT_YOUR_TURN(p=state.current)
    row = _row_number(target) if source == "drawn" else _row_number(source)
    if source == "drawn":
        if state.phase != PLACE:
            return NOTHING_DRAWN()
        if row is None:
            return DRAWN_GOES_ON_ROW()
        return _row_refusal(state, row)
    if source == "deck":
        if state.phase == PLACE:
            return ALREADY_DREW()
        if any(m.kind == mv.DRAW for m in legal):  # a draw is legal, just not this gesture
            return DRAW_BY_CLICK()
        if not any(state.deck):
            return DECK_EMPTY()
        return ROWS_FULL_NO_DRAW()
    if row is not None:
        if state.phase == PLACE:
            return PLACE_FIRST_LATER()
        if not 0 <= row < len(state.rows):
            return NO_SUCH_ROW()
        if state.takers[row] != NO_ONE:
            return ROW_TAKEN_BY(r=row + 1, p=state.takers[row])
        if not state.rows[row]:
            return ROW_EMPTY(r=row + 1)
        return DRAG_ROW()
    return NOT_A_MOVE()


def illegal_reason(state: ColorettoState, move: Move) -> Message:
    """The rule `move` breaks in `state`, for IllegalMoveError."""
    if state.phase == OVER:
        return OVER_NOW()
    if move.kind in (mv.PLACE, mv.TAKE) and not (
        isinstance(move.arg, int) and 0 <= move.arg < len(state.rows)
    ):
        return NO_ROW(r=str(move.arg + 1 if isinstance(move.arg, int) else move.arg))
    if move.kind == mv.PLACE:
        if state.phase != PLACE:
            return NOTHING_DRAWN()
        return _row_refusal(state, move.arg)
    if move.kind == mv.TAKE:
        if state.phase != TURN:
            return PLACE_FIRST()
        if state.takers[move.arg] != NO_ONE:
            return ROW_TAKEN(r=move.arg + 1)
        return ROW_EMPTY(r=move.arg + 1)
    if move.kind == mv.DRAW:
        if state.phase == PLACE:
            return ALREADY_DREW()
        if state.phase != TURN:
            return CANNOT_DRAW()
        return ROWS_FULL()
    if move.kind == mv.REVEAL and state.phase in (REVEAL, BONUS):
        return NO_SUCH_CARD()
    if move.kind == mv.START and state.phase == CHOOSE:
        return COLOUR_TAKEN()
    if move.kind == mv.REMOVE_COLOUR and state.phase == REMOVE:
        return COLOUR_REMOVED()
    return NOT_NOW(kind=str(move.kind))


def _row_refusal(state: ColorettoState, row: int) -> Message:
    if not 0 <= row < len(state.rows):
        return NO_SUCH_ROW()
    if state.takers[row] != NO_ONE:
        return ROW_TAKEN_PLACE(r=row + 1)
    capacity = state.config.setup.row_capacities[row]
    return ROW_FULL(r=row + 1, n=capacity)


def _row_number(zone: str) -> int | None:
    if zone.startswith("row:") and zone[4:].isdigit():
        return int(zone[4:])
    return None
