"""Coloretto in words: move descriptions for the log, prompts, and why a move is not allowed."""

from __future__ import annotations

from chroma_desktop.games.coloretto import moves as mv
from chroma_desktop.games.coloretto.state import (
    BONUS,
    CHOOSE,
    NO_ONE,
    OVER,
    PLACE,
    REVEAL,
    TURN,
    ColorettoState,
)
from chroma_desktop.rules.api import Move


def player_name(player: int) -> str:
    return f"Player {player + 1}"


def cards_text(state: ColorettoState, cards: tuple[int, ...]) -> str:
    return ", ".join(state.config.kind_label(card) for card in cards) or "no cards"


def describe(state: ColorettoState, move: Move) -> str:
    config, who = state.config, player_name(state.current)
    kind, arg = move.kind, move.arg
    if kind == mv.DRAW:
        if not state.last_round and state.above_last == 0:
            return (f"{who} draws the last-round card: it is set aside, this is the last round, "
                    f"and {who} draws again")
        return f"{who} draws a card"
    if kind == mv.PLACE:
        return f"{who} places the {config.kind_label(state.drawn)} card on row {arg + 1}"
    if kind == mv.TAKE:
        return f"{who} takes row {arg + 1} ({cards_text(state, state.rows[arg])})"
    if kind == mv.REVEAL:
        if state.phase == BONUS:
            return f"The golden joker's bonus card for {who} is {config.kind_label(arg)}"
        return f"The card is {config.kind_label(arg)}"
    if kind == mv.START:
        return f"{who} chooses {config.kind_label(arg)} as a starting colour"
    if kind == mv.DEAL_COLOUR:
        return f"{who} is dealt a {config.kind_label(arg)} starting card"
    if kind == mv.REMOVE_COLOUR:
        return f"{config.kind_label(arg)} is removed from the game"
    if kind == mv.FIRST_PLAYER:
        return f"{player_name(arg)} starts"
    return move.kind


def prompt(state: ColorettoState, player: int, legal: tuple[Move, ...]) -> str:
    if state.phase == OVER:
        return "The game is over"
    if player != state.current or not legal:
        return f"Waiting for {player_name(state.current)}"
    if state.phase == PLACE:
        return f"Place the drawn {state.config.kind_label(state.drawn)} card on a row"
    if state.phase == CHOOSE:
        return "Choose a starting colour (each player takes a different one)"
    if any(move.kind == mv.DRAW for move in legal):
        return "Draw a card and place it on a row, or take a row"
    return "Every row is full: take a row"


def why_not(state: ColorettoState, player: int, source: str, target: str,
            legal: tuple[Move, ...]) -> str:
    """Why dragging `source` onto `target` is not a move for `player` now ('' if it is)."""
    if any(m.source == source and m.target == target for m in legal):
        return ""
    if state.phase == OVER:
        return "The game is over."
    if state.current != player:
        return f"It is {player_name(state.current)}'s turn, not yours."
    row = _row_number(target) if source == "drawn" else _row_number(source)
    if source == "drawn":
        if state.phase != PLACE:
            return "There is no drawn card to place: draw from the deck first."
        if row is None:
            return "The drawn card goes on a row."
        return _row_refusal(state, row)
    if source == "deck":
        if state.phase == PLACE:
            return "You already drew a card: place it on a row first."
        if not any(state.deck):
            return "The deck is empty: take a row."
        return ("Every row is full, so you cannot draw: take a row instead "
                "(Coloretto: draw only while a row has room).")
    if row is not None:
        if state.phase == PLACE:
            return "Place the drawn card first; you may take a row on a later turn."
        if not 0 <= row < len(state.rows):
            return "There is no such row."
        if state.takers[row] != NO_ONE:
            return f"Row {row + 1} was already taken this round by {player_name(state.takers[row])}."
        if not state.rows[row]:
            return f"Row {row + 1} has no cards yet: a row can be taken only with at least one card."
        return "Drag a row onto your own collection to take it."
    return "That is not a move in Coloretto."


def illegal_reason(state: ColorettoState, move: Move) -> str:
    """The rule `move` breaks in `state`, for IllegalMoveError."""
    if state.phase == OVER:
        return "The game is over."
    if move.kind in (mv.PLACE, mv.TAKE) and not (
        isinstance(move.arg, int) and 0 <= move.arg < len(state.rows)
    ):
        return f"There is no row {move.arg + 1 if isinstance(move.arg, int) else move.arg}."
    if move.kind == mv.PLACE:
        if state.phase != PLACE:
            return "There is no drawn card to place: draw from the deck first."
        return _row_refusal(state, move.arg)
    if move.kind == mv.TAKE:
        if state.phase != TURN:
            return "Place the drawn card first."
        if state.takers[move.arg] != NO_ONE:
            return f"Row {move.arg + 1} was already taken this round."
        return f"Row {move.arg + 1} has no cards yet: a row can be taken only with at least one card."
    if move.kind == mv.DRAW:
        if state.phase == PLACE:
            return "You already drew a card: place it on a row first."
        if state.phase != TURN:
            return "You cannot draw now."
        return "Every row is full, so you cannot draw: take a row instead."
    if move.kind == mv.REVEAL and state.phase in (REVEAL, BONUS):
        return "No such card is left in the deck."
    if move.kind == mv.START and state.phase == CHOOSE:
        return "That colour is not available: every player starts with a different colour."
    return f"'{move.kind}' is not possible now."


def _row_refusal(state: ColorettoState, row: int) -> str:
    if not 0 <= row < len(state.rows):
        return "There is no such row."
    if state.takers[row] != NO_ONE:
        return f"Row {row + 1} was taken this round: place the card on a row still on the table."
    capacity = state.config.setup.row_capacities[row]
    return f"Row {row + 1} is full ({capacity} of {capacity} cards): choose a row with room."


def _row_number(zone: str) -> int | None:
    if zone.startswith("row:") and zone[4:].isdigit():
        return int(zone[4:])
    return None
