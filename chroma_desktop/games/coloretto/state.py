"""Coloretto's immutable state.

The state is a NamedTuple rather than a frozen dataclass: it is just as immutable, and building
one is several times cheaper, which random playouts and bot search do hundreds of thousands of
times a second.

The deck is a multiset (counts per kind): its order is never stored, so nothing secret can leak
through a view. `above_last` counts the cards still lying above the last-round card.
"""

from typing import NamedTuple

from chroma_desktop.games.coloretto.config import ColorettoConfig

# Phases. Set-up: REMOVE (chance removes colours), DEAL (chance deals starting colours) or
# CHOOSE (players pick them), FIRST (chance picks the start player). Play: TURN (draw or take),
# REVEAL (chance: the drawn card), PLACE (put it on a row), BONUS (chance: the golden joker's
# extra card), OVER.
REMOVE, DEAL, CHOOSE, FIRST = "remove", "deal", "choose", "first"
TURN, REVEAL, PLACE, BONUS, OVER = "turn", "reveal", "place", "bonus", "over"
CHANCE_PHASES = frozenset({REMOVE, DEAL, FIRST, REVEAL, BONUS})
NO_ONE = -1


class ColorettoState(NamedTuple):
    config: ColorettoConfig
    phase: str
    current: int
    deck: tuple[int, ...]
    above_last: int
    last_round: bool
    removed: tuple[int, ...]  # removed colours, in the order they were removed
    rows: tuple[tuple[int, ...], ...]
    takers: tuple[int, ...]  # per row, who took it this round (NO_ONE if nobody)
    collections: tuple[tuple[int, ...], ...]
    discarded: tuple[int, ...]  # 2 players: cards of the untaken rows, out of the game
    drawn: int = NO_ONE
    starting_dealt: int = 0
    last_taker: int = NO_ONE
    round_number: int = 1

    def is_out(self, player: int) -> bool:
        """Whether `player` took a row this round (and sits out until the next)."""
        return player in self.takers

    def row_has_room(self, row: int) -> bool:
        return self.takers[row] == NO_ONE and len(self.rows[row]) < self.config.capacities[row]

    def can_draw(self) -> bool:
        """Coloretto: drawing is allowed only while the deck has cards and a row has room."""
        if not any(self.deck):
            return False
        takers, capacities = self.takers, self.config.capacities
        for row, cards in enumerate(self.rows):
            if takers[row] == NO_ONE and len(cards) < capacities[row]:
                return True
        return False

    def deck_size(self) -> int:
        return sum(self.deck)
