"""Coloretto in words: the templates of every sentence the game says, and the rules that pick them.

Log lines (`describe`), prompts, why a move is not allowed (`why_not`, `illegal_reason`), score
breakdown labels, tie-breaks, the heuristic's hints and the table's labels are all templates of
the catalogue `T`: the rules fill in seats, counts and card names, whoever shows the message
names the seats ("you" and "Bot 2" at the table, numbered players on the command line).
"""

from __future__ import annotations

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

T = catalogue("coloretto")

# -- the log -----------------------------------------------------------------------------------
DRAWS = T.add("draws", "{p} {p:draws|draw} a card", p=SEAT)
DRAWS_LAST_ROUND = T.add(
    "draws_last_round",
    "{p} {p:draws|draw} the last-round card: it is set aside, this is the last round, "
    "and {p} {p:draws|draw} again", p=SEAT)
PLACES = T.add("places", "{p} {p:places|place} the {c} card on row {r}", p=SEAT, c=TEXT, r=COUNT)
TAKES = T.add("takes", "{p} {p:takes|take} row {r} ({cards})", p=SEAT, r=COUNT, cards=MESSAGE)
NO_CARDS = T.add("no_cards", "no cards")
BONUS_CARD = T.add("bonus_card", "{p:'s} bonus card for the golden joker is {c}", p=SEAT, c=TEXT)
CARD_IS = T.add("card_is", "The card is {c}", c=TEXT)
CHOOSES_START = T.add("chooses_start", "{p} {p:chooses|choose} {c} as a starting colour",
                      p=SEAT, c=TEXT)
DEALT_START = T.add("dealt_start", "{p} {p:is|are} dealt {c:a} starting card", p=SEAT, c=TEXT)
REMOVED = T.add("removed", "{c} is removed from the game", c=TEXT)
REMOVES = T.add("removes", "{p} {p:removes|remove} {c} from the game", p=SEAT, c=TEXT)
STARTS = T.add("starts", "{p} {p:starts|start}", p=SEAT)

# -- prompts -----------------------------------------------------------------------------------
GAME_OVER = T.add("game_over", "The game is over")
WAITING = T.add("waiting", "Waiting for {p}", p=SEAT)
PLACE_DRAWN = T.add("place_drawn", "Place the drawn {c} card on a row", c=TEXT)
CHOOSE_START = T.add("choose_start", "Choose a starting colour (each player takes a different one)")
CHOOSE_REMOVAL = T.add("choose_removal",
                       "Choose a colour to remove from the game ({n} more to remove)", n=COUNT)
DRAW_OR_TAKE = T.add("draw_or_take", "Draw a card and place it on a row, or take a row")
ALL_FULL = T.add("all_full", "Every row is full: take a row")

# -- why a move is not allowed -------------------------------------------------------------------
OVER_NOW = T.add("over_now", "The game is over.")
NOT_YOUR_TURN = T.add("not_your_turn", "It is {p:'s} turn, not yours.", p=SEAT)
NOTHING_DRAWN = T.add("nothing_drawn",
                      "There is no drawn card to place: draw from the deck first.")
DRAWN_GOES_ON_ROW = T.add("drawn_goes_on_row", "The drawn card goes on a row.")
ALREADY_DREW = T.add("already_drew", "You already drew a card: place it on a row first.")
DRAW_BY_CLICK = T.add("draw_by_click", "To draw, click the deck: the card turns up by itself.")
DECK_EMPTY = T.add("deck_empty", "The deck is empty: take a row.")
ROWS_FULL_NO_DRAW = T.add(
    "rows_full_no_draw", "Every row is full, so you cannot draw: take a row instead "
    "(Coloretto: draw only while a row has room).")
ROWS_FULL = T.add("rows_full", "Every row is full, so you cannot draw: take a row instead.")
PLACE_FIRST_LATER = T.add("place_first_later",
                          "Place the drawn card first; you may take a row on a later turn.")
PLACE_FIRST = T.add("place_first", "Place the drawn card first.")
NO_SUCH_ROW = T.add("no_such_row", "There is no such row.")
NO_ROW = T.add("no_row", "There is no row {r}.", r=TEXT)
ROW_TAKEN_BY = T.add("row_taken_by", "Row {r} was already taken this round by {p}.",
                     r=COUNT, p=SEAT)
ROW_TAKEN = T.add("row_taken", "Row {r} was already taken this round.", r=COUNT)
ROW_EMPTY = T.add("row_empty",
                  "Row {r} has no cards yet: a row can be taken only with at least one card.",
                  r=COUNT)
DRAG_ROW = T.add("drag_row", "Drag a row onto your own collection to take it.")
NOT_A_MOVE = T.add("not_a_move", "That is not a move in Coloretto.")
CANNOT_DRAW = T.add("cannot_draw", "You cannot draw now.")
NO_SUCH_CARD = T.add("no_such_card", "No such card is left in the deck.")
COLOUR_TAKEN = T.add("colour_taken",
                     "That colour is not available: every player starts with a different colour.")
COLOUR_REMOVED = T.add("colour_removed", "That colour is already out of the game.")
NOT_NOW = T.add("not_now", "'{kind}' is not possible now.", kind=TEXT)
ROW_TAKEN_PLACE = T.add(
    "row_taken_place", "Row {r} was taken this round: place the card on a row still on the table.",
    r=COUNT)
ROW_FULL = T.add("row_full", "Row {r} is full ({n} of {n} {n:card|cards}): choose a row with room.",
                 r=COUNT, n=COUNT)

# -- scores and the end ------------------------------------------------------------------------
POSITIVE = T.add("positive", "positive")
NEGATIVE = T.add("negative", "negative")
SCORE_COLOUR = T.add("score_colour", "{c} x{n} {sign}", c=TEXT, n=COUNT, sign=MESSAGE)
SCORE_COLOUR_JOKERS = T.add("score_colour_jokers", "{c} x{n} (incl. {j} {j:joker|jokers}) {sign}",
                            c=TEXT, n=COUNT, j=COUNT, sign=MESSAGE)
SCORE_PLUS2 = T.add("score_plus2", "+2 cards x{n}", n=COUNT)
TIE_MOST_OF_ONE = T.add("tie_most_of_one",
                        "tied on {s}: most cards of one colour ({n}) decides", s=COUNT, n=COUNT)
TIE_SHARED_MOST = T.add("tie_shared_most",
                        "tied on {s} and on most cards of one colour: shared win", s=COUNT)
TIE_NO_BREAKER = T.add("tie_no_breaker",
                       "tied on {s}: the original edition has no tie-breaker, shared win", s=COUNT)

# -- the heuristic's hints ---------------------------------------------------------------------
HINT_ONLY_MOVE = T.add("hint.only_move", "This is the only move")
HINT_DRAW_NO_CARDS = T.add("hint.draw_no_cards", "Draw: no row has cards yet")
HINT_TAKE_ALONE = T.add("hint.take_alone",
                        "Take row {r}: it adds {n} {n:point|points} and nobody else is left",
                        r=COUNT, n=COUNT)
HINT_DRAW_ALONE = T.add("hint.draw_alone",
                        "Draw: you are the last player in, and another card should pay")
HINT_TAKE = T.add("hint.take", "Take row {r}: it adds {n} {n:point|points} for you",
                  r=COUNT, n=COUNT)
HINT_TAKE_EARLY = T.add("hint.take_early",
                        "Take row {r}: more cards would only cost you points", r=COUNT)
HINT_DRAW_WAIT = T.add("hint.draw_wait", "Draw: no row is worth taking yet")
HINT_PLACE_BETTER = T.add("hint.place_better",
                          "Place the {c} card on row {r}: the row becomes better for you",
                          c=TEXT, r=COUNT)
HINT_PLACE_SPOIL = T.add("hint.place_spoil",
                         "Place the {c} card on row {r}: it spoils the row least for you",
                         c=TEXT, r=COUNT)
HINT_START = T.add("hint.start", "Choose {c} as your starting colour: every colour still "
                   "free is as good as another at the start", c=TEXT)
HINT_REMOVE = T.add("hint.remove", "Remove {c}: nobody holds a card yet, so any colour will do",
                    c=TEXT)

# -- the table's labels --------------------------------------------------------------------------
ROUND = T.add("table.round", "Round {n}", n=COUNT)
LAST_ROUND = T.add("table.last_round", "Round {n} · the last round", n=COUNT)
OUT_OF_GAME = T.add("table.out_of_game", "Out of the game: {colours}", colours=TEXT)
DECK_SIZE = T.add("table.deck_size", "Deck: {n} {n:card|cards}", n=COUNT)
CARDS_TO_GO = T.add("table.cards_to_go", "Last-round card: after {n} more {n:card|cards}",
                    n=COUNT)
LAST_CARD_NEXT = T.add("table.last_card_next", "Last-round card: it is the next card drawn")
STARTING_COLOURS = T.add("table.starting_colours", "Starting colours")
START_HOW = T.add("table.start_how", "Click one, or drag it to your area")
COLOURS_TO_REMOVE = T.add("table.colours_to_remove", "Colours to remove from the game")
REMOVE_HOW = T.add("table.remove_how", "Click the colour to remove")
CHOOSING = T.add("table.choosing", "{p} {p:is|are} choosing", p=SEAT)
ROW_TAKEN_BY_LABEL = T.add("table.row_taken_by", "taken by {p}", p=SEAT)
ROW_PLACES = T.add("table.row_places", "{n} of {m} {m:place|places}", n=COUNT, m=COUNT)
POINTS = T.add("table.points", "{n} {n:point|points}", n=COUNT)
TOOK_ROW = T.add("table.took_row", "took row {r} · {points}", r=COUNT, points=MESSAGE)


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
