"""Chroma Mix's moves, their notation and the component ids they touch.

Notation (card ids as in `data/chroma_mix/cards.yaml`; seats numbered from 1):

    print violet                          Print: play a hand card (also Violet's and Lavender's
                                          prints, and Fuchsia's "you may instantly play it")
    mix cerulean fuchsia -> sapphire_blue Mix: return the cards, take the result; a card from the
    mix play:coral cerulean -> petrol     play area (Coral in play) is written `play:<id>`;
    mix soft_cyan soft_cyan lemon -> ...  with Raspberry, any number of cards
    refill                                Refill returning no card (also Light Yellow's refill)
    refill jungle                         return a card from play to hand (starts a Refill, or
                                          continues one; Light Yellow returns at most one)
    done                                  no more cards to return: the Refill resolves
    swap lemon -> soft_cyan               Swap a hand card for a rank-1 card of the supply
    swap -> light_yellow                  Swap with an empty hand: add a Light Yellow
    choose light_yellow                   take a card an effect gives (supply or market)
    choose soft_cyan pale_magenta         Lavender: the two cards of the reverse mix
    discard cerulean / discard play:coral Lavender's or Prism's discard, from hand / play
    place sapphire_blue                   Orange: put the mixed card straight into play
    tuck coral                            Mustard: tuck a refilled card under it
    skip                                  decline an optional step ("may", "up to"), or end the
                                          turn when Key or Lemon would allow another action
    billy cerulean fuchsia -> sapphire_blue   solo: choose what Confident Billy mixes
  chance (the table resolves these):
    fill r2 cerulean                      a market slot of the rank-2 row is refilled
    win_card mustard                      the variable win card is drawn
    first 2                               player 2 starts
    billy_draw mix / billy_draw soft_cyan Billy draws a card

Component and zone ids (`Move.source`, `Move.target`), for the table:

    p0.hand            p0.hand:cerulean   seat 1's hand, and a Cerulean in it
    p0.play            p0.play:coral      seat 1's play area, and a Coral in it
    p0.tucked                             the cards under seat 1's Mustard
    supply.r1:soft_cyan  supply.r4:ruby_red   a face-up supply pile (rank 1, rank 4)
    market.r2:jungle   market.r3:orange   a card of a market row (by kind: every slot holding
                                          that kind is the same drop target)
    discard.r2  discard.r3  deck.r2  deck.r3   each row's discard pile and deck
    billy.hand:cerulean  billy.deck       Confident Billy's face-up hand row and its deck
    button:refill  button:swap  button:done  button:skip   the table's buttons

So a hand card dropped on the play area is a print (`p0.hand:violet` -> `p0.play`); several
cards dropped on a supply or market card are a mix, the source naming them all joined by `+`
(`p0.hand:cerulean+p0.hand:fuchsia` -> `supply.r4:sapphire_blue`); a play card dropped on the
hand is a refill (`p0.play:jungle` -> `p0.hand`); one hand card dropped on a rank-1 supply pile
is a swap; a supply or market card dropped on the hand is a choice (`supply.r1:light_yellow` ->
`p0.hand`); a card dropped on a discard pile (or, rank 1 and 4, its supply pile) is a discard; a
refilled card dropped on `p0.tucked` is a tuck.

A move's argument is a card kind, None, a tuple of kinds (`choose`), or a NamedTuple with named
fields (`Mix`, `BillyMix`, `Swap`, `CardFrom` for a discard, `Fill`); a NamedTuple equals and
hashes as the plain tuple of its values, and `typed` gives a move built from plain tuples its
names.
"""

from functools import lru_cache
from typing import NamedTuple

from chroma_desktop.games.chroma_mix.config import ChromaConfig
from chroma_desktop.games.chroma_mix.state import HAND, PLAY
from chroma_desktop.rules.api import InvalidMoveError, Move

PRINT_, MIX_, REFILL_, DONE, SWAP_ = "print", "mix", "refill", "done", "swap"
CHOOSE, DISCARD, PLACE, TUCK_, SKIP, BILLY = "choose", "discard", "place", "tuck", "skip", "billy"
FILL, WIN_CARD_, FIRST_, BILLY_DRAW_ = "fill", "win_card", "first", "billy_draw"


# -- the arguments of moves (each equals, and hashes as, the plain tuple of its values) ----------
class CardFrom(NamedTuple):
    """A card a mix or a discard takes: from the hand (HAND) or the play area (PLAY)."""

    loc: int
    kind: int


class Mix(NamedTuple):
    """A player's mix: the cards returned (sorted) and the card taken."""

    inputs: tuple[CardFrom, ...]
    result: int


class BillyMix(NamedTuple):
    """Confident Billy's mix: the kinds of its hand cards returned (sorted) and the card taken."""

    inputs: tuple[int, ...]
    result: int


class Swap(NamedTuple):
    """A swap: the hand card given back (None with an empty hand) and the rank-1 card taken."""

    given: int | None
    taken: int


class Fill(NamedTuple):
    """Chance: the card that fills an empty slot of market row `row` (row index, not rank)."""

    row: int
    kind: int


def typed(move: Move) -> Move:
    """`move` with its argument as the NamedTuple of its kind: a move built from plain tuples
    (equal to the named one) gets the names; anything else is returned as it is."""
    kind, arg = move.kind, move.arg
    try:
        if kind == MIX_ and not (isinstance(arg, Mix)
                                 and all(isinstance(card, CardFrom) for card in arg.inputs)):
            inputs, result = arg
            arg = Mix(tuple(CardFrom(*card) for card in inputs), result)
        elif kind == BILLY and not isinstance(arg, BillyMix):
            inputs, result = arg
            arg = BillyMix(tuple(inputs), result)
        elif kind == SWAP_ and not isinstance(arg, Swap):
            arg = Swap(*arg)
        elif kind == DISCARD and not isinstance(arg, CardFrom):
            arg = CardFrom(*arg)
        elif kind == FILL and not isinstance(arg, Fill):
            arg = Fill(*arg)
        else:
            return move
    except (TypeError, ValueError):
        raise InvalidMoveError(f"not a Chroma Mix move: {move!r}") from None
    return Move(kind, arg, move.source, move.target)


def seat_zone(config: ChromaConfig, seat: int, zone: str) -> str:
    return f"billy.{zone}" if seat == config.billy else f"p{seat}.{zone}"


def card_zone(config: ChromaConfig, kind: int) -> str:
    """Where a card of `kind` is taken from: its supply pile or its market row."""
    rank = config.rank[kind]
    where = "market" if config.row_of_rank(rank) >= 0 else "supply"
    return f"{where}.r{rank}:{config.ids[kind]}"


def return_zone(config: ChromaConfig, kind: int) -> str:
    """Where a returned card goes: rank 2/3 to its row's discard, rank 1/4 to its supply pile."""
    rank = config.rank[kind]
    return f"discard.r{rank}" if config.row_of_rank(rank) >= 0 else card_zone(config, kind)


def _input_zone(config: ChromaConfig, seat: int, loc: int, kind: int) -> str:
    return seat_zone(config, seat, f"{'play' if loc == PLAY else 'hand'}:{config.ids[kind]}")


@lru_cache(maxsize=65536)
def print_move(config: ChromaConfig, seat: int, kind: int) -> Move:
    return Move(PRINT_, kind, seat_zone(config, seat, f"hand:{config.ids[kind]}"),
                seat_zone(config, seat, "play"))


@lru_cache(maxsize=65536)
def place_move(config: ChromaConfig, seat: int, kind: int) -> Move:
    return Move(PLACE, kind, seat_zone(config, seat, f"hand:{config.ids[kind]}"),
                seat_zone(config, seat, "play"))


@lru_cache(maxsize=262144)
def mix_move(config: ChromaConfig, seat: int, inputs: tuple[tuple[int, int], ...],
             result: int) -> Move:
    cards = tuple(CardFrom(loc, kind) for loc, kind in inputs)
    source = "+".join(_input_zone(config, seat, card.loc, card.kind) for card in cards)
    return Move(MIX_, Mix(cards, result), source, card_zone(config, result))


@lru_cache(maxsize=65536)
def billy_move(config: ChromaConfig, inputs: tuple[int, ...], result: int) -> Move:
    source = "+".join(f"billy.hand:{config.ids[kind]}" for kind in inputs)
    return Move(BILLY, BillyMix(tuple(inputs), result), source, card_zone(config, result))


@lru_cache(maxsize=65536)
def refill_move(config: ChromaConfig, seat: int, kind: int | None) -> Move:
    if kind is None:
        return Move(REFILL_, None, "button:refill", seat_zone(config, seat, "hand"))
    return Move(REFILL_, kind, seat_zone(config, seat, f"play:{config.ids[kind]}"),
                seat_zone(config, seat, "hand"))


DONE_MOVE = Move(DONE, None, "button:done", "button:done")
SKIP_MOVE = Move(SKIP, None, "button:skip", "button:skip")


@lru_cache(maxsize=65536)
def swap_move(config: ChromaConfig, seat: int, given: int | None, taken: int) -> Move:
    source = ("button:swap" if given is None
              else seat_zone(config, seat, f"hand:{config.ids[given]}"))
    return Move(SWAP_, Swap(given, taken), source, card_zone(config, taken))


@lru_cache(maxsize=65536)
def choose_move(config: ChromaConfig, seat: int, cards: int | tuple[int, ...]) -> Move:
    kinds = cards if isinstance(cards, tuple) else (cards,)
    source = "+".join(card_zone(config, kind) for kind in kinds)
    return Move(CHOOSE, cards, source, seat_zone(config, seat, "hand"))


@lru_cache(maxsize=65536)
def discard_move(config: ChromaConfig, seat: int, loc: int, kind: int) -> Move:
    return Move(DISCARD, CardFrom(loc, kind), _input_zone(config, seat, loc, kind),
                return_zone(config, kind))


@lru_cache(maxsize=65536)
def tuck_move(config: ChromaConfig, seat: int, kind: int) -> Move:
    return Move(TUCK_, kind, seat_zone(config, seat, f"hand:{config.ids[kind]}"),
                seat_zone(config, seat, "tucked"))


@lru_cache(maxsize=4096)
def fill_move(config: ChromaConfig, row: int, kind: int) -> Move:
    rank = config.row_ranks[row]
    return Move(FILL, Fill(row, kind), f"deck.r{rank}", f"market.r{rank}:{config.ids[kind]}")


@lru_cache(maxsize=256)
def win_card_move(config: ChromaConfig, kind: int) -> Move:
    return Move(WIN_CARD_, kind, "box", card_zone(config, kind))


@lru_cache(maxsize=256)
def first_move(seat: int) -> Move:
    return Move(FIRST_, seat, "first_player", f"p{seat}.hand")


@lru_cache(maxsize=256)
def billy_draw_move(config: ChromaConfig, kind: int) -> Move:
    name = "mix" if kind == config.mix_card else config.ids[kind]
    return Move(BILLY_DRAW_, kind, "billy.deck", f"billy.hand:{name}")


# -- text -------------------------------------------------------------------------------------
def _input_text(config: ChromaConfig, card: CardFrom) -> str:
    return ("play:" if card.loc == PLAY else "") + config.ids[card.kind]


def to_text(config: ChromaConfig, move: Move) -> str:
    move = typed(move)
    kind, arg, ids = move.kind, move.arg, config.ids
    if kind in (PRINT_, PLACE, TUCK_):
        return f"{kind} {ids[arg]}"
    if kind == MIX_:
        cards = " ".join(_input_text(config, card) for card in arg.inputs)
        return f"mix {cards} -> {ids[arg.result]}"
    if kind == BILLY:
        return f"billy {' '.join(ids[k] for k in arg.inputs)} -> {ids[arg.result]}"
    if kind == REFILL_:
        return "refill" if arg is None else f"refill {ids[arg]}"
    if kind in (DONE, SKIP):
        return kind
    if kind == SWAP_:
        given = "" if arg.given is None else ids[arg.given] + " "
        return f"swap {given}-> {ids[arg.taken]}"
    if kind == CHOOSE:
        chosen = arg if isinstance(arg, tuple) else (arg,)
        return "choose " + " ".join(ids[k] for k in chosen)
    if kind == DISCARD:
        return f"discard {_input_text(config, arg)}"
    if kind == FILL:
        return f"fill r{config.row_ranks[arg.row]} {ids[arg.kind]}"
    if kind == WIN_CARD_:
        return f"win_card {ids[arg]}"
    if kind == FIRST_:
        return f"first {arg + 1}"
    if kind == BILLY_DRAW_:
        return "billy_draw " + ("mix" if arg == config.mix_card else ids[arg])
    raise InvalidMoveError(f"not a Chroma Mix move: {move!r}")


def _card(config: ChromaConfig, word: str) -> int:
    kind = config.kind_of(word)
    if kind is None:
        raise InvalidMoveError(f"{word!r} is not a Chroma Mix card")
    return kind


def _input(config: ChromaConfig, word: str) -> CardFrom:
    if word.startswith("play:"):
        return CardFrom(PLAY, _card(config, word[5:]))
    return CardFrom(HAND, _card(config, word))


def _arrow(config: ChromaConfig, words: list[str], what: str) -> tuple[list[str], int]:
    if "->" not in words or words.index("->") != len(words) - 2:
        raise InvalidMoveError(f"write {what} as '{what} <cards> -> <result>'")
    return words[: words.index("->")], _card(config, words[-1])


def parse(config: ChromaConfig, text: str, seat: int) -> Move:
    """Read notation; `seat` is who would make the move (for its zones)."""
    if not isinstance(text, str):
        raise InvalidMoveError("a move must be text")
    return _parse(config, text, seat)


@lru_cache(maxsize=4096)  # a long record repeats a few hundred texts thousands of times
def _parse(config: ChromaConfig, text: str, seat: int) -> Move:
    words = text.strip().lower().replace("->", " -> ").split()
    if not words:
        raise InvalidMoveError("an empty move: try 'print violet' or 'skip'")
    head, rest = words[0], words[1:]
    if head in (DONE, SKIP) and not rest:
        return DONE_MOVE if head == DONE else SKIP_MOVE
    if head == REFILL_ and len(rest) <= 1:
        return refill_move(config, seat, _card(config, rest[0]) if rest else None)
    if head in (PRINT_, PLACE, TUCK_) and len(rest) == 1:
        maker = {PRINT_: print_move, PLACE: place_move, TUCK_: tuck_move}[head]
        return maker(config, seat, _card(config, rest[0]))
    if head == MIX_:
        cards, result = _arrow(config, rest, "mix")
        if len(cards) < 2:
            raise InvalidMoveError("a mix returns at least 2 cards")
        inputs = tuple(sorted(_input(config, word) for word in cards))
        return mix_move(config, seat, inputs, result)
    if head == BILLY:
        cards, result = _arrow(config, rest, "billy")
        return billy_move(config, tuple(sorted(_card(config, w) for w in cards)), result)
    if head == SWAP_:
        cards, taken = _arrow(config, rest, "swap")
        if len(cards) > 1:
            raise InvalidMoveError("swap exchanges one card")
        return swap_move(config, seat, _card(config, cards[0]) if cards else None, taken)
    if head == CHOOSE and rest:
        kinds = tuple(_card(config, word) for word in rest)
        if len(kinds) == 1:
            return choose_move(config, seat, kinds[0])
        return choose_move(config, seat, tuple(sorted(kinds)))
    if head == DISCARD and len(rest) == 1:
        card = _input(config, rest[0])
        return discard_move(config, seat, card.loc, card.kind)
    if head == FILL and len(rest) == 2 and rest[0][:1] == "r" and rest[0][1:].isdigit():
        rank = int(rest[0][1:])
        if rank not in config.row_ranks:
            raise InvalidMoveError(f"there is no rank-{rank} market row")
        return fill_move(config, config.row_ranks.index(rank), _card(config, rest[1]))
    if head == WIN_CARD_ and len(rest) == 1:
        return win_card_move(config, _card(config, rest[0]))
    if head == FIRST_ and len(rest) == 1 and rest[0].isdigit() and int(rest[0]) >= 1:
        return first_move(int(rest[0]) - 1)
    if head == BILLY_DRAW_ and len(rest) == 1:
        kind = config.mix_card if rest[0] == "mix" else _card(config, rest[0])
        return billy_draw_move(config, kind)
    raise InvalidMoveError(f"cannot read {text!r}: try 'print violet', "
                           "'mix cerulean fuchsia -> sapphire_blue', 'refill', 'swap lemon -> "
                           "soft_cyan', 'choose light_yellow' or 'skip'")
