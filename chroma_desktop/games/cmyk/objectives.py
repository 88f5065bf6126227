"""The public objective row: what a revealed card does at once, and how the row reads at scoring.

Cards that act on other cards are read by their place in the row (the order of revealing):

- Do them all! leaves the game and two more cards are revealed in its place.
- I take that back! cancels the card just before it; revealed first, it leaves and another card
  is revealed in its place.
- Do it again! doubles the card just before it; revealed first, the card just after it.
- Let me think! is replaced at the end of the game, in its place, by the top of the public deck.
- I want this color too! is replaced by a private card from The Deck that counts for everyone.
- Your color looks better! turns every private card face up.
"""

from typing import NamedTuple

from chroma_desktop.games.cmyk.config import CmykConfig
from chroma_desktop.games.cmyk.state import EV_PUBLIC, EV_REPLACE, EV_SHARED, NONE, CmykState


class RowCard(NamedTuple):
    """One card of the row as it scores: its multiplier (Do it again!) and whether it counts."""

    at: int  # its index in the row
    card: int
    shared: int
    multiplier: int
    cancelled_by: int  # the row index of the card that cancels it, or NONE


def reveal(state: CmykState, card: int, at: int) -> CmykState:
    """`card` has been drawn from the public deck to lie at row index `at`."""
    config = state.config
    kind = config.kind_of(card)
    deck = state.public_deck - {card}
    if kind == "reveal_more":
        # Do them all!: reveal more cards and leave the game.
        count = config.public[card].param("count")
        events = tuple((EV_PUBLIC, at + i) for i in range(count))
        return state._replace(public_deck=deck, public_out=(*state.public_out, card),
                              pending=(*events, *state.pending))
    if kind == "cancel_previous" and at == 0:
        # I take that back!, revealed first: it leaves the game and another card is revealed.
        return state._replace(public_deck=deck, public_out=(*state.public_out, card),
                              pending=((EV_PUBLIC, 0), *state.pending))
    row = (*state.row[:at], (card, NONE), *state.row[at:])
    state = state._replace(public_deck=deck, row=row)
    if kind == "shared_private":
        state = state._replace(pending=((EV_SHARED, at), *state.pending))
    if kind == "neighbour_private":
        state = state._replace(privates_shown=True)
    return state


def share_private(state: CmykState, private: int, at: int) -> CmykState:
    """I want this color too! (row index `at`) becomes `private`, which scores for everyone."""
    card = state.row[at][0]
    row = (*state.row[:at], (card, private), *state.row[at + 1:])
    return state._replace(row=row, private_deck=state.private_deck - {private})


def replace_let_me_think(state: CmykState, card: int, at: int) -> CmykState:
    """Let me think! (row index `at`) leaves the row and `card` is revealed in its place."""
    thinking = state.row[at][0]
    state = state._replace(row=(*state.row[:at], *state.row[at + 1:]),
                           public_out=(*state.public_out, thinking))
    return reveal(state, card, at)


def let_me_think_event(state: CmykState) -> tuple | None:
    """At the end of the game: the replacement Let me think! is waiting for, if any."""
    if not state.public_deck:
        return None
    for row_card in read_row(state.config, state.row):
        if (state.config.kind_of(row_card.card) == "replace_at_end"
                and row_card.cancelled_by == NONE):
            return (EV_REPLACE, row_card.at)
    return None


def read_row(config: CmykConfig, row: tuple[tuple[int, int], ...]) -> tuple[RowCard, ...]:
    """Every card of the row with its multiplier and whether a later card cancels it."""
    kinds = [config.kind_of(card) for card, _ in row]
    cancelled = [NONE] * len(row)
    for index, kind in enumerate(kinds):
        if kind == "cancel_previous" and index > 0:
            cancelled[index - 1] = index
    multipliers = [1] * len(row)
    for index, kind in enumerate(kinds):
        if kind == "double_previous" and cancelled[index] == NONE:
            target = index - 1 if index > 0 else (1 if len(row) > 1 else None)
            if target is not None:
                multipliers[target] *= config.public[row[index][0]].param("multiplier")
    return tuple(RowCard(i, card, shared, multipliers[i], cancelled[i])
                 for i, (card, shared) in enumerate(row))
