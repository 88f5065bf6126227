"""Chroma Mix's immutable state.

A NamedTuple (as Coloretto's): immutable and cheap to build. Every pile is a count vector (one
count per card kind): hands, play areas, the cards tucked under Mustard, the supply, the decks
and discards of the two market rows, the box, Billy's deck and discard. Decks are unordered
multisets, so no deck order exists to leak; a drawn card is a chance node over the counts.
Market rows are tuples of slots (a card kind, or EMPTY while a slot waits for its refill).

A turn is a sequence of decisions. `stack` holds what is pending, top last: effect choices,
optional steps, chance steps and the end-of-turn marker. With an empty stack the player whose
turn it is chooses an action (or, after one, may take another where Key or Lemon allow, or skip).
"""

from typing import NamedTuple

from chroma_desktop.games.chroma_mix.config import ChromaConfig

EMPTY = -1
HAND, PLAY = 0, 1  # where a mix or discard takes a card from

# Action bits in `used`.
PRINT, MIX, REFILL, SWAP = 1, 2, 4, 8

# Frame names (a frame is a tuple: name, owner seat, then its own fields).
GAIN = "gain"  # (GAIN, seat, options, optional, then_may_print): take one card of `options`
IDENTICAL = "identical"  # (IDENTICAL, seat, count): take `count` identical rank-1 cards
MAY_PRINT = "may_print"  # (MAY_PRINT, seat, kind): Fuchsia's gained card may be printed
PRINTS = "prints"  # (PRINTS, seat, left, forbidden): Violet's print actions
REFILLING = "refilling"  # (REFILLING, seat, max_cards or 0, returned kinds): choosing refill cards
TUCK = "tuck"  # (TUCK, seat, refilled kinds, left): Mustard may tuck refilled cards
LAV_DISCARD = "lav_discard"  # (LAV_DISCARD, seat, ranks): Lavender's discard
LAV_GAIN = "lav_gain"  # (LAV_GAIN, seat, kind): two cards with the discarded card's pigments
LAV_PRINT = "lav_print"  # (LAV_PRINT, seat, kinds): print the gained cards, one by one
PRISM = "prism"  # (PRISM, seat): may discard a card to gain a rank-2 card
ORANGE = "orange"  # (ORANGE, seat, kind): the mixed card may go straight into play
END = "end"  # (END, seat): the turn ends when this is reached
BILLY_DRAW = "billy_draw"  # (BILLY_DRAW, -1, left): chance, Billy draws
BILLY_MIX = "billy_mix"  # (BILLY_MIX, 0): the player chooses Billy's mix
BILLY_END = "billy_end"  # (BILLY_END, -1)
WIN_CARD = "win_card"  # (WIN_CARD, -1): chance, the variable win card
FIRST = "first"  # (FIRST, -1): chance, the first player
CHANCE_FRAMES = frozenset({BILLY_DRAW, WIN_CARD, FIRST})
AUTOMATIC_FRAMES = frozenset({END, BILLY_END})


class ChromaState(NamedTuple):
    config: ChromaConfig
    current: int  # the seat whose turn it is (Billy's seat in solo), -1 before the first turn
    first: int  # the seat that starts each round
    hands: tuple[tuple[int, ...], ...]  # per seat; Billy's has one more slot: Mix cards drawn
    play: tuple[tuple[int, ...], ...]  # per player seat
    tucked: tuple[tuple[int, ...], ...]  # per player seat: cards under their Mustard
    supply: tuple[int, ...]  # the face-up rank-1 and rank-4 piles (and the variable card)
    rows: tuple[tuple[int, ...], ...]  # market rows, in config.row_ranks order
    decks: tuple[tuple[int, ...], ...]
    discards: tuple[tuple[int, ...], ...]
    box: tuple[int, ...]  # not in this game: variable cards not chosen, Mix cards outside solo
    billy_deck: tuple[int, ...]
    billy_discard: tuple[int, ...]
    win_card: int  # the variable win card in this game, or EMPTY
    stack: tuple[tuple, ...]
    used: int = 0  # actions taken this turn (PRINT, MIX, REFILL, SWAP bits)
    mixes: int = 0  # mix actions this turn (Lemon allows two)
    printed: bool = False  # a print action happened this turn (Pear)
    key_ok: bool = False  # Key may grant its extra actions this turn
    pear_paid: int = 0  # Pear copies whose card came this turn (option pear_timing=after_print)
    extra_turns: int = 0  # Billy's starting turns still owed before the normal order
    met: tuple[int, ...] = ()  # per seat: bit i set when win condition i was met
    ending: bool = False  # someone met a condition: the round is being completed
    over: bool = False
    turns: int = 0  # turns finished
    hidden: tuple | None = None  # in a view: (hand sizes per seat, deck sizes)

    @property
    def top(self) -> tuple | None:
        return self.stack[-1] if self.stack else None

    def hand_size(self, seat: int) -> int:
        if self.hidden is not None:
            return self.hidden[0][seat]
        return sum(self.hands[seat][: self.config.kinds])

    def deck_size(self, row: int) -> int:
        if self.hidden is not None:
            return self.hidden[1][row]
        return sum(self.decks[row])

    def is_billy(self, seat: int) -> bool:
        return seat == self.config.billy
