"""Which card on the table is which: ids that stay with a card while it stays, and follow it when
it moves, so the table shows a card travel from where it was to where it goes.

The rules keep counts, not cards, so the table tells the cards apart itself. Each time it is
drawn, every card that shows is a `Place` (where it lies, its kind, whose it is); a card keeps
its id where a card of its kind still lies in the same place, else takes the id of a card of its
kind that has just left a place it may come from (a print: hand to play; a refill: play to hand;
a mix or gain: market to hand), else gets a new id and comes from where the layout says (a deck,
a supply pile). A face the viewer cannot see is a HIDDEN kind: it matches any card of the same
seat (an opponent's printed card leaves their hidden hand; a card they take turns face down).
"""

from collections.abc import Callable
from typing import NamedTuple

HIDDEN = -2  # a face-down card: its kind is not shown to the viewer
MARKET = -1  # the owner of a market card (no seat)


class Place(NamedTuple):
    zone: str  # "p0.hand", "p1.play", "p0.tucked", "billy.hand", "market.r2#3"
    kind: int
    owner: int  # the seat whose card it is, MARKET for a market slot


def _area(zone: str) -> str:
    """The kind of place: hand, play, tucked or market."""
    if zone.startswith("market"):
        return "market"
    return zone.rsplit(".", 1)[-1]


# Where a card may have come from, by the kind of place it now lies in (rulebook actions and
# effects: print and Orange put a hand card into play; refill returns play cards to the hand;
# a mix, a gain and Billy's mix take a market card into a hand; Mustard tucks a hand card).
# Market slots are filled from the decks only.
CAME_FROM = {"hand": ("market", "play", "hand"), "play": ("hand",), "tucked": ("hand",),
             "market": ()}


def _may_have_moved(old: Place, new: Place) -> bool:
    if _area(old.zone) not in CAME_FROM[_area(new.zone)]:
        return False
    if old.owner != MARKET and old.owner != new.owner:
        return False
    if old.kind == new.kind:
        return True
    return HIDDEN in (old.kind, new.kind)


class Identities:
    """The ids of the cards that show, from one drawing of the table to the next."""

    def __init__(self, prefix: str = "card") -> None:
        self.prefix = prefix
        self.known: dict[str, Place] = {}
        self._count = 0

    def assign(self, places: list[Place],
               origin: Callable[[Place], str]) -> list[tuple[str, str | None]]:
        """An id for each of `places`, and for a card new to the table the item it comes from
        ("" for none; None for a card that was already shown); `origin(place)` says where a
        card that moved from no shown place comes from."""
        result: list[tuple[str, str | None] | None] = [None] * len(places)
        free: dict[tuple[str, int], list[str]] = {}
        for card, place in self.known.items():
            free.setdefault((place.zone, place.kind), []).append(card)
        for ids in free.values():
            ids.sort(key=self._number)
        # Cards that stay where they were.
        for index, place in enumerate(places):
            staying = free.get((place.zone, place.kind))
            if staying:
                result[index] = (staying.pop(0), None)
        left = [card for ids in free.values() for card in ids]
        # Cards that moved: same kind first, then a face that turned over.
        for exact in (True, False):
            for index, place in enumerate(places):
                if result[index] is not None:
                    continue
                moved = next((c for c in left if _may_have_moved(self.known[c], place)
                              and (self.known[c].kind == place.kind) == exact), None)
                if moved is not None:
                    left.remove(moved)
                    result[index] = (moved, None)
        # New cards.
        for index, place in enumerate(places):
            if result[index] is None:
                self._count += 1
                result[index] = (f"{self.prefix}:{self._count}", origin(place))
        done = [pair for pair in result if pair is not None]
        self.known = {card: place for (card, _), place in zip(done, places, strict=True)}
        return done

    @staticmethod
    def _number(card: str) -> int:
        return int(card.rsplit(":", 1)[-1])
