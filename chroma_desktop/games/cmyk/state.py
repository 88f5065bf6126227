"""CMYK!'s immutable state.

A NamedTuple, as in Coloretto, because random playouts build hundreds of thousands of them.

Piles: the top tile of every pile lies face up (data `piles.top_face_up`), so each pile is
`(known, hidden)`: the tiles seen from the top down (a put-back tile lies on the one under it),
and how many unseen tiles lie beneath. `unseen` holds every tile nobody has seen yet, in the piles
or left in the box; any of them is equally likely to be the next one revealed, so the piles' order
is never stored and nothing secret can leak through a view.

`pending` is the queue of chance events still to resolve (a tile to reveal, a card to draw); while
it is not empty, chance moves next. Public objectives lie in `row`, in the order revealed, each
as `(card, shared private card or NONE)`.
"""

from typing import NamedTuple

from chroma_desktop.games.cmyk.config import CmykConfig
from chroma_desktop.games.cmyk.grid import Cell
from chroma_desktop.games.cmyk.mosaic import Mosaic

# Phases. SETUP_TAKE: the current player takes an initial tile; SETUP_PLACE: everyone places the
# tile passed to them; PLAY: real time; OVER.
SETUP_TAKE, SETUP_PLACE, PLAY, OVER = "setup_take", "setup_place", "play", "over"
NONE = -1
HIDDEN = -2  # another player's private card, in a view

# Pending chance events, as tuples whose first item is one of these.
EV_CALLER, EV_DEAL, EV_PUBLIC, EV_SHARED, EV_TOP, EV_REMOVAL, EV_REPLACE = (
    "caller", "deal", "public", "shared", "top", "removal", "replace")

Pile = tuple[tuple[int, ...], int]


class CmykState(NamedTuple):
    config: CmykConfig
    phase: str
    pending: tuple[tuple, ...]
    caller: int
    current: int  # SETUP_TAKE: who takes an initial tile now
    piles: tuple[Pile, ...]
    unseen: frozenset[int]
    mosaics: tuple[Mosaic, ...]
    hands: tuple[int, ...]  # tile in hand or NONE
    origins: tuple[int, ...]  # the pile a tile in hand came from, NONE for the initial tile
    last: tuple[Cell | None, ...]  # the last placed tile, movable until the next take
    stopped: tuple[bool, ...]
    out: tuple[int, ...]  # tiles out of the game: discarded K-tiles, the removal rule
    privates: tuple[int, ...]
    private_deck: frozenset[int]
    privates_shown: bool
    row: tuple[tuple[int, int], ...]
    public_deck: frozenset[int]
    public_out: tuple[int, ...]  # cards that left the game (Do them all!, ...)
    game_number: int = 1
    # One entry per finished game: per player (score, hexagons, K-tiles, tiles).
    results: tuple[tuple[tuple[float, int, int, int], ...], ...] = ()

    def active(self, player: int) -> bool:
        return not self.stopped[player]

    def last_placed(self, player: int) -> Cell:
        """The cell of the tile `player` placed last, which they may still move (until their
        next take); a KeyError when there is none (no move of it is legal then)."""
        cell = self.last[player]
        if cell is None:
            raise KeyError(f"player {player + 1} has no tile placed this turn")
        return cell

    def top(self, pile: int) -> int:
        known = self.piles[pile][0]
        return known[0] if known else NONE

    def piles_left(self) -> tuple[int, ...]:
        return tuple(k for k, (known, hidden) in enumerate(self.piles) if known or hidden)

    def anyone_holding(self) -> bool:
        return any(tile != NONE for tile in self.hands)
