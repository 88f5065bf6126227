"""Coloretto positions as text: the lines after the header (the format is in
`chroma_desktop/rules/position.py`).

Example: 4 players, newer edition, round 3; P2 has drawn a red card and must place it::

    chroma position: coloretto, 4 players, edition=newer, scoring=brown
    phase: place
    round: 3
    turn: P2
    drawn: red
    last round: no
    cards above the last-round card: 9
    row 1: green, joker
    row 2: taken by P4
    row 3: empty
    row 4: plus2
    P1: 3 yellow, 2 green, 1 plus2
    P2: 1 red, 2 blue, 1 golden_joker
    P3: 2 orange, 1 brown
    P4: 1 red, 2 grey, 2 plus2
    last row taken by: P4
    deck: 6 yellow, 7 orange, 6 red, 6 green, 7 blue, 8 brown, 7 grey, 1 joker, 6 plus2

The lines (those marked *optional* may be left out):

- `phase`: `remove` (chance removes colours: 2 and 3 players), `deal` (chance deals the starting
  colours: original edition), `choose` (each player chooses one: newer edition), `first` (chance
  picks who starts), `turn` (draw, or take a row), `reveal` (chance: the card drawn), `place` (the
  drawn card waits to be placed), `bonus` (chance: the golden joker's extra card), `over`.
- `round` *optional, 1*: the round, from the first turn on.
- `turn`: whose turn it is, in the turn, reveal, place and bonus phases (in the bonus phase, who
  took the golden joker). The set-up phases have none: starting colours go round in seat order
  from P1.
- `drawn`: the card waiting to be placed (place phase only).
- `last round` *optional, no*: yes once the last-round card has come up.
- `cards above the last-round card` *optional*: how many cards lie on it, from the first phase on
  until it comes up; left out, it lies where set-up put it (under all but 15 cards, 16 in the
  newer edition).
- `removed`: the colours removed from the game (2 and 3 players), in the order they were.
- `row 1`..`row N` *optional, empty*: a row's cards in the order they were placed, `empty`, or
  `taken by P2` (taken this round: its taker sits out until the next).
- `P1`..`Pn` *optional, none*: each player's cards, as a bag (`2 red, 1 joker`).
- `out of the game` *optional, none* (2 players): the cards of the rows nobody took.
- `last row taken by` *optional*: who took a row last (`nobody` before anyone has); the next round
  starts with them. Left out: the one taker of this round, else nobody.
- `deck` *optional, rest*: the cards in the deck, as a bag (its order is never known: every draw
  is chance); `rest` is every card that is nowhere else.

Cards are named by the content's colour ids (`yellow`, `orange`, `red`, `green`, `blue`, `brown`,
`grey`) and `joker`, `golden_joker`, `plus2`. Nothing is secret in Coloretto (the deck is an
unordered count, every other card lies face up), so a view is written as the whole position and a
`?` is refused.
"""

from __future__ import annotations

from typing import Any

from chroma_desktop.games.coloretto import position_words as W
from chroma_desktop.games.coloretto.config import ColorettoConfig, make_config
from chroma_desktop.games.coloretto.state import (
    BONUS,
    CHOOSE,
    DEAL,
    FIRST,
    NO_ONE,
    OVER,
    PLACE,
    REMOVE,
    REVEAL,
    TURN,
    ColorettoState,
)
from chroma_desktop.rules.position import (
    Lines,
    PositionError,
    Setup,
    bag_text,
    flag_text,
    row_text,
    seat_text,
)

PHASES = (REMOVE, DEAL, CHOOSE, FIRST, TURN, REVEAL, PLACE, BONUS, OVER)
SET_UP = (REMOVE, DEAL, CHOOSE, FIRST)
ON_TURN = (TURN, REVEAL, PLACE, BONUS)  # the phases with a player whose turn it is
ABOVE_LAST = "cards above the last-round card"
TAKER = "last row taken by"
OUT = "out of the game"
MAX_ROUNDS = 99  # every round takes at least one card from the deck, which holds at most 76


def setup_of(game: Any, state: ColorettoState) -> tuple[int, dict[str, str]]:
    config = state.config
    options = {"edition": config.edition.id, "scoring": config.table.id}
    # The readings of unclear rules (data/coloretto/rulings.yaml), written when not the default.
    if config.removal_chosen:
        options["colour_removal"] = "chosen"
    if config.tie_counts_jokers:
        options["tie_jokers"] = "counted"
    return config.players, options


# -- writing ----------------------------------------------------------------------------------
def write(game: Any, state: ColorettoState) -> list[tuple[str, str]]:
    config = state.config
    phase = state.phase
    lines = [("phase", phase)]
    if phase not in SET_UP:
        lines.append(("round", str(state.round_number)))
    if phase in ON_TURN:
        lines.append(("turn", seat_text(state.current)))
    if phase == PLACE:
        lines.append(("drawn", config.kind_id(state.drawn)))
    if phase not in (REMOVE, DEAL, CHOOSE):
        lines.append(("last round", flag_text(state.last_round)))
        if not state.last_round:
            lines.append((ABOVE_LAST, str(state.above_last)))
    if config.setup.remove_colours:
        lines.append(("removed", row_text([config.kind_id(c) for c in state.removed], "none")))
    if phase not in SET_UP:
        for row, cards in enumerate(state.rows):
            taker = state.takers[row]
            text = (f"taken by {seat_text(taker)}" if taker != NO_ONE
                    else row_text([config.kind_id(card) for card in cards]))
            lines.append((f"row {row + 1}", text))
    for player, collection in enumerate(state.collections):
        lines.append((seat_text(player), _bag(config, collection)))
    if config.setup.discard_untaken_row and phase not in SET_UP:
        lines.append((OUT, _bag(config, state.discarded)))
    if state.last_taker != NO_ONE:
        lines.append((TAKER, seat_text(state.last_taker)))
    lines.append(("deck", _bag(config, state.deck)))
    return lines


def _bag(config: ColorettoConfig, counts: tuple[int, ...]) -> str:
    return bag_text((config.kind_id(kind), count) for kind, count in enumerate(counts))


# -- reading ----------------------------------------------------------------------------------
def read(game: Any, setup: Setup, lines: Lines) -> ColorettoState:
    players = setup.players
    config = make_config(game.content, players, setup.options)
    names = [config.kind_id(kind) for kind in range(config.kinds)]
    phase = lines.choice("phase", PHASES)
    _check_edition(config, phase, lines)
    round_number = lines.integer("round", 1, MAX_ROUNDS, 1)
    if phase in SET_UP and round_number != 1:
        raise lines.error("round", W.SET_UP_ROUND())
    removed = _removed(config, phase, lines, names)
    rows, takers = _rows(config, phase, lines, names)
    collections = tuple(_counts(config, lines.bag(seat_text(p), names, {}))
                        for p in range(players))
    discarded = (0,) * config.kinds
    if config.setup.discard_untaken_row:
        discarded = _counts(config, lines.bag(OUT, names, {}))
        if phase in SET_UP and any(discarded):
            raise lines.error(OUT, W.NONE_OUT_YET())
    drawn = NO_ONE
    if phase == PLACE:
        drawn = names.index(lines.choice("drawn", names))
    elif lines.has("drawn"):
        raise lines.error("drawn", W.DRAWN_ONLY_PLACE())
    starting = _starting_dealt(config, phase, collections, removed, lines)
    current = _current(config, phase, takers, starting, lines)
    last_taker = _last_taker(phase, takers, lines)
    deck = _deck(config, lines, names, removed, rows, collections, discarded, drawn)
    _check_removed_nowhere(config, lines, removed, rows, collections, discarded, drawn, deck)
    last_round, above = _last_round(config, phase, deck, lines)
    state = ColorettoState(config, phase, current, deck, above, last_round, removed, rows, takers,
                           collections, discarded, drawn, starting, last_taker, round_number)
    _check_phase(state, lines)
    return state


def _check_edition(config: ColorettoConfig, phase: str, lines: Lines) -> None:
    edition = config.edition
    if phase == DEAL and edition.starting_colours != "dealt":
        raise lines.error("phase", W.CHOOSE_NOT_DEAL(edition=W.written(edition.id)))
    if phase == CHOOSE and edition.starting_colours != "chosen":
        raise lines.error("phase", W.DEAL_NOT_CHOOSE(edition=W.written(edition.id)))
    if phase == BONUS and not (edition.golden_joker_bonus_draws and edition.golden_jokers):
        raise lines.error("phase", W.NO_BONUS(edition=W.written(edition.id)))
    if phase == REMOVE and not config.setup.remove_colours:
        raise lines.error("phase", W.REMOVE_NONE(players=config.players))


def _removed(config: ColorettoConfig, phase: str, lines: Lines,
             names: list[str]) -> tuple[int, ...]:
    wanted = config.setup.remove_colours
    if not wanted:
        if lines.has("removed") and lines.row("removed", names):
            raise lines.error("removed", W.REMOVE_NONE(players=config.players))
        return ()
    if not lines.has("removed") and phase != REMOVE:
        raise PositionError(W.REMOVED_MISSING(players=config.players, n=wanted))
    words = lines.row("removed", names[: config.colours], [])
    if len(set(words)) != len(words):
        raise lines.error("removed", W.COLOUR_TWICE())
    if phase == REMOVE and len(words) >= wanted:
        raise lines.error("removed", W.REMOVE_DONE(players=config.players, n=wanted))
    if phase != REMOVE and len(words) != wanted:
        raise lines.error("removed", W.REMOVE_COUNT(players=config.players, n=wanted, found=len(words)))
    return tuple(names.index(word) for word in words)


def _rows(config: ColorettoConfig, phase: str, lines: Lines,
          names: list[str]) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    rows: list[tuple[int, ...]] = []
    takers: list[int] = []
    for row, capacity in enumerate(config.capacities):
        key = f"row {row + 1}"
        text = lines.text(key, "empty")
        if text.lower().startswith("taken by"):
            taker = lines.parse_seat(key, text[len("taken by"):].strip())
            if taker in takers:
                raise lines.error(key, W.ALREADY_TOOK(seat=W.written(seat_text(taker)),
                                                      row=takers.index(taker) + 1))
            rows.append(())
            takers.append(taker)
            continue
        cards = lines.parse_row(key, text, names)
        if len(cards) > capacity:
            raise lines.error(key, W.ROW_CAPACITY(row=row + 1, n=capacity, found=len(cards)))
        rows.append(tuple(names.index(card) for card in cards))
        takers.append(NO_ONE)
        if phase in SET_UP and cards:
            raise lines.error(key, W.NO_CARD_BEFORE())
    if phase in SET_UP and any(taker != NO_ONE for taker in takers):
        row = next(r for r, taker in enumerate(takers) if taker != NO_ONE)
        raise lines.error(f"row {row + 1}", W.NO_TAKEN_BEFORE())
    return tuple(rows), tuple(takers)


def _counts(config: ColorettoConfig, bag: dict[str, int]) -> tuple[int, ...]:
    counts = [0] * config.kinds
    for name, count in bag.items():
        kind = config.kind_of(name)
        if kind is None:  # `Lines.bag` reads only the names it is given, each a kind's
            raise KeyError(f"{name!r} is not a Coloretto card")
        counts[kind] += count
    return tuple(counts)


def _starting_dealt(config: ColorettoConfig, phase: str, collections: tuple[tuple[int, ...], ...],
                    removed: tuple[int, ...], lines: Lines) -> int:
    """How many starting cards have been given out; checked against the players' cards in the
    set-up phases, when those are all anyone holds."""
    players = config.players
    everyone = players * config.setup.starting_cards
    if phase not in SET_UP:
        return everyone
    dealt = sum(sum(collection) for collection in collections)
    if phase == REMOVE and dealt:
        raise lines.error("P1", W.COLOURS_AFTER_REMOVAL())
    if phase == FIRST and dealt != everyone:
        raise lines.error("phase", W.FIRST_AFTER_STARTING(n=config.setup.starting_cards))
    if phase in (DEAL, CHOOSE) and dealt >= everyone:
        raise lines.error("phase", W.ALL_HAVE_STARTING(n=config.setup.starting_cards))
    given: set[int] = set()
    for player, collection in enumerate(collections):
        key = seat_text(player)
        # Coloretto: every starting card is of a different colour, dealt round in seat order.
        expected = dealt // players + (1 if player < dealt % players else 0)
        if sum(collection) != expected:
            raise lines.error(key, W.STARTING_IN_ORDER(dealt=dealt, seat=W.written(key), expected=expected,
                                                       found=sum(collection)))
        for kind, count in enumerate(collection):
            if not count:
                continue
            if kind >= config.colours:
                raise lines.error(key, W.STARTING_COLOURS(kind=W.written(config.kind_id(kind))))
            if count > 1 or kind in given:
                raise lines.error(key, W.STARTING_TWICE(kind=W.written(config.kind_id(kind))))
            if kind in removed:
                raise lines.error(key, W.REMOVED_FROM_GAME(kind=W.written(config.kind_id(kind))))
            given.add(kind)
    return dealt


def _current(config: ColorettoConfig, phase: str, takers: tuple[int, ...], starting: int,
             lines: Lines) -> int:
    if phase in ON_TURN:
        current = lines.seat("turn")
        out = current in takers
        if phase == BONUS and not out:
            raise lines.error("turn", W.BONUS_TO_TAKER(seat=W.written(seat_text(current))))
        if phase != BONUS and out:
            raise lines.error("turn", W.SITS_OUT(seat=W.written(seat_text(current)),
                                                 row=takers.index(current) + 1))
        return current
    if lines.has("turn"):
        raise lines.error("turn", (W.NO_TURN_SET_UP if phase in SET_UP else W.NO_TURN)(
            phase=W.written(phase)))
    if phase == OVER:
        return NO_ONE
    if phase == FIRST:
        return (starting - 1) % config.players if starting else 0
    return starting % config.players if phase in (DEAL, CHOOSE) else 0


def _last_taker(phase: str, takers: tuple[int, ...], lines: Lines) -> int:
    taken = [taker for taker in takers if taker != NO_ONE]
    default = taken[0] if len(taken) == 1 else NO_ONE
    if len(taken) > 1 and not lines.has(TAKER):
        raise lines.error(TAKER, W.SAY_LAST_TAKER(key=W.written(TAKER), seat=W.written(seat_text(taken[-1]))))
    last = lines.seat(TAKER, NO_ONE, default)
    if phase in SET_UP and last != NO_ONE:
        raise lines.error(TAKER, W.NONE_TAKEN_BEFORE())
    if taken and last not in taken:
        raise lines.error(TAKER, W.TOOK_NO_ROW(seat=W.written(seat_text(last))) if last != NO_ONE
                          else W.NOBODY_TOOK_NO_ROW())
    return last


def _deck(config: ColorettoConfig, lines: Lines, names: list[str], removed: tuple[int, ...],
          rows: tuple[tuple[int, ...], ...], collections: tuple[tuple[int, ...], ...],
          discarded: tuple[int, ...], drawn: int) -> tuple[int, ...]:
    if lines.text("deck", "rest").lower() != "rest":
        return _counts(config, lines.bag("deck", names))
    # The rest: every card of the edition that is nowhere else (none of a removed colour).
    left = list(config.full_deck())
    for cards in (*rows, [drawn] if drawn != NO_ONE else []):
        for card in cards:
            left[card] -= 1
    for bag in (*collections, discarded):
        for kind, count in enumerate(bag):
            left[kind] -= count
    for kind, count in enumerate(left):
        if count < 0 and kind not in removed:
            total = config.full_deck()[kind]
            raise PositionError(W.TOO_MANY_CARDS(found=total - count, kind=W.written(names[kind]),
                                                 total=total))
    for colour in removed:
        left[colour] = 0
    return tuple(left)


def _check_removed_nowhere(config: ColorettoConfig, lines: Lines, removed: tuple[int, ...],
                           rows: tuple[tuple[int, ...], ...],
                           collections: tuple[tuple[int, ...], ...], discarded: tuple[int, ...],
                           drawn: int, deck: tuple[int, ...]) -> None:
    """A removed colour is out of the game: no card of it is anywhere."""
    places: list[tuple[str, Any]] = [(f"row {r + 1}", cards) for r, cards in enumerate(rows)]
    for colour in removed:
        name = config.kind_id(colour)
        for key, cards in places:
            if colour in cards:
                raise lines.error(key, W.REMOVED_FROM_GAME(kind=W.written(name)))
        bags = [(seat_text(p), bag) for p, bag in enumerate(collections)]
        for key, bag in [*bags, (OUT, discarded), ("deck", deck)]:
            if bag[colour]:
                raise lines.error(key, W.REMOVED_FROM_GAME(kind=W.written(name)))
        if drawn == colour:
            raise lines.error("drawn", W.REMOVED_FROM_GAME(kind=W.written(name)))


def _last_round(config: ColorettoConfig, phase: str, deck: tuple[int, ...],
                lines: Lines) -> tuple[bool, int]:
    if phase in (REMOVE, DEAL, CHOOSE):
        # The last-round card goes into the deck when set-up is over.
        for key in ("last round", ABOVE_LAST):
            if lines.has(key) and (key == ABOVE_LAST or lines.flag(key)):
                raise lines.error(key, W.LAST_ROUND_IN_SET_UP())
        return False, 0
    last_round = lines.flag("last round", False)
    if last_round and phase == FIRST:
        raise lines.error("last round", W.NOT_BEGUN())
    if last_round:
        if lines.has(ABOVE_LAST):
            raise lines.error(ABOVE_LAST, W.LAST_ROUND_CAME())
        return True, 0
    if phase == OVER:
        raise lines.error("last round", W.ENDS_AFTER_LAST())
    size = sum(deck)
    # Coloretto: the last-round card lies on the bottom cards_below_last_round cards.
    default = max(0, size - config.edition.cards_below_last_round)
    above = lines.integer(ABOVE_LAST, 0, size, default)
    if phase in (REVEAL, BONUS) and above == 0:
        raise lines.error(ABOVE_LAST, W.ONE_ABOVE_LAST())
    return False, above


def _check_phase(state: ColorettoState, lines: Lines) -> None:
    phase, config = state.phase, state.config
    taken = sum(taker != NO_ONE for taker in state.takers)
    if phase in (TURN, REVEAL, PLACE) and taken >= config.players:
        raise lines.error("phase", W.ROUND_OVER())
    if phase in (REVEAL, BONUS) and not any(state.deck):
        raise lines.error("deck", W.DECK_EMPTY(phase=W.written(phase)))
    if phase == BONUS and not state.collections[state.current][config.golden]:
        raise lines.error(seat_text(state.current), W.BONUS_NO_GOLDEN())
    if phase == OVER:
        if taken < config.players:
            raise lines.error("phase", W.OVER_TOO_SOON())
        for row, cards in enumerate(state.rows):
            if cards:
                raise lines.error(f"row {row + 1}", W.ROWS_CLEARED())
