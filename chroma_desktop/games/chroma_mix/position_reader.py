"""Reading Chroma Mix's position lines into a state (the notation is described in
`position.py`): the turn and its actions, each player's hand, play area, tucked cards and met
conditions, Confident Billy's cards in solo, the supply and the market, with `rest` counted from
what lies elsewhere. Every line is checked against the game's rules and names itself in its
refusal; the pending steps are read by `position_pending.py`.
"""

from __future__ import annotations

from typing import Any

from chroma_desktop.games.chroma_mix import piles
from chroma_desktop.games.chroma_mix import position_words as W
from chroma_desktop.games.chroma_mix.config import ChromaConfig, make_config
from chroma_desktop.games.chroma_mix.position_pending import read_pending
from chroma_desktop.games.chroma_mix.position_terms import (
    ACTIONS,
    BILLY,
    MAX_COUNT,
    MIX_CARD,
    default_mixes,
    key_default,
    parse_seat,
    seat_word,
)
from chroma_desktop.games.chroma_mix.state import (
    BILLY_END,
    EMPTY,
    END,
    MIX,
    PRINT,
    SWAP,
    ChromaState,
)
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.position import HIDDEN, Lines, PositionError, Setup, seat_text

MAX_TURNS = 999_999
REQUIRED: Any = object()  # a line with no default


def read(game: Any, setup: Setup, lines: Lines) -> ChromaState:
    config = make_config(game.content, setup.players, tuple(sorted(setup.options.items())))
    secret = setup.is_view and not config.open_hands
    current = _seat(config, lines, "turn")
    first = _seat(config, lines, "first player", current)
    if (current == EMPTY) != (first == EMPTY):
        raise lines.error("first player", W.BOTH_OR_NEITHER())
    if current == EMPTY and config.solo:
        raise lines.error("turn", W.SOLO_FIRST_TURN())
    turns = lines.integer("turns played", 0, MAX_TURNS, 0)
    win_card = _win_card(config, lines)
    hidden_seats = {seat for seat in range(config.players) if secret and seat != setup.viewer}
    hands, sizes, plays, tucked, met = [], [], [], [], []
    for seat in range(config.players):
        key = seat_text(seat)
        hand, size = _hand(config, lines, f"{key} hand", seat in hidden_seats)
        hands.append(hand)
        sizes.append(size)
        plays.append(_play(config, lines, f"{key} play"))
        tucked.append(_counts(config, lines, f"{key} tucked", config.ids, {}))
        met.append(_met(config, lines, f"{key} met", seat))
    billy_deck: tuple[int, ...] = ()
    billy_discard: tuple[int, ...] = ()
    if config.solo:
        names = (*config.ids, MIX_CARD)
        hands.append(_counts(config, lines, f"{BILLY} hand", names, {}))
        sizes.append(sum(hands[-1][: config.kinds]))
        billy_deck = _counts(config, lines, f"{BILLY} deck", names)
        billy_discard = _counts(config, lines, f"{BILLY} discard", names, {})
        met.append(_met(config, lines, f"{BILLY} met", config.billy))
    used, mixes, printed, key_ok, pear_paid = _turn(config, lines, current, plays)
    extra = 0
    if config.solo:
        extra = lines.integer("billy's starting turns left", 0, MAX_COUNT, 0)
        if extra and current != config.billy:
            raise lines.error("billy's starting turns left", W.BILLY_STARTS())
    stack = read_pending(config, lines, current, win_card)
    over = lines.flag("game over", False)
    if over and not any(met):
        raise lines.error("game over", W.OVER_WITHOUT_WIN())
    if over and stack:
        raise lines.error("pending", W.NOTHING_PENDING_OVER())
    if config.solo and current == config.billy and not over and stack[:1] != (
            (BILLY_END, CHANCE),):
        raise lines.error("pending" if stack else "turn", W.BILLY_STEPS())
    box = _box(config, win_card)
    rows = tuple(_row(config, lines, row) for row in range(len(config.row_ranks)))
    discards = tuple(_of_rank(config, lines, f"rank {rank} discard", rank, {})
                     for rank in config.row_ranks)
    placed = [*hands, *plays, *tucked, *discards, box, billy_deck, billy_discard]
    supply = _supply(config, lines, secret, win_card, placed, rows)
    decks, deck_sizes = _decks(config, lines, secret, [*placed, supply], rows)
    state = ChromaState(
        config=config, current=current, first=first, hands=tuple(hands), play=tuple(plays),
        tucked=tuple(tucked), supply=supply, rows=rows, decks=decks, discards=discards, box=box,
        billy_deck=billy_deck, billy_discard=billy_discard, win_card=win_card, stack=stack,
        used=used, mixes=mixes, printed=printed, key_ok=key_ok, pear_paid=pear_paid,
        extra_turns=extra, met=tuple(met), ending=any(met), over=over, turns=turns,
        hidden=(tuple(sizes), tuple(deck_sizes)) if secret else None)
    if stack and stack[-1][0] in (END, BILLY_END) and piles.needs_fill(state) < 0:
        raise lines.error("pending", W.END_BY_ITSELF(step=W.quoted(stack[-1][0])))
    return state


def _seat(config: ChromaConfig, lines: Lines, key: str, default: int | None = None) -> int:
    word = lines.text(key) if default is None else lines.text(key, seat_word(config, default))
    return parse_seat(config, lines, key, word)


def _win_card(config: ChromaConfig, lines: Lines) -> int:
    option = config.option("win_card")
    choices = [*(config.ids[kind] for kind in config.variable_cards), "none"]
    word = lines.choice("win card", choices) if option == "random" else lines.choice(
        "win card", choices, option)
    if option not in ("random", word):
        raise lines.error("win card", W.WIN_CARD_OPTION(option=W.written(option), word=W.written(word)))
    return EMPTY if word == "none" else config.ids.index(word)


def _bag(config: ChromaConfig, lines: Lines, key: str, names: tuple[str, ...] | list[str],
         default: Any = REQUIRED, hideable: bool = False) -> dict[str, int]:
    hidden = hideable or lines.setup.is_view
    bag = (lines.bag(key, names, hidden=hidden) if default is REQUIRED
           else lines.bag(key, names, default, hidden=hidden))
    if HIDDEN in bag and not hideable:
        raise lines.error(key, W.NEVER_HIDDEN())
    return bag


def _vector(config: ChromaConfig, bag: dict[str, int], size: int) -> tuple[int, ...]:
    counts = [0] * size
    for name, count in bag.items():
        counts[config.mix_card if name == MIX_CARD else config.ids.index(name)] += count
    return tuple(counts)


def _counts(config: ChromaConfig, lines: Lines, key: str, names: tuple[str, ...],
            default: Any = REQUIRED) -> tuple[int, ...]:
    bag = _bag(config, lines, key, names, default)
    return _vector(config, bag, len(names))


def _hand(config: ChromaConfig, lines: Lines, key: str,
          hidden: bool) -> tuple[tuple[int, ...], int]:
    """A player's hand and its size; a hand the viewer cannot see is only its size (`5 ?`)."""
    bag = _bag(config, lines, key, config.ids, {}, hideable=True)
    if HIDDEN in bag:
        if not hidden:
            raise lines.error(key, W.HANDS_OPEN() if config.open_hands else W.OWN_HAND())
        if len(bag) > 1:
            raise lines.error(key, W.HIDDEN_HAND_SIZE())
        return (0,) * config.kinds, bag[HIDDEN]
    if hidden and bag:
        viewer = lines.setup.viewer
        raise lines.error(key, W.HAND_HIDDEN_FROM(seat=W.written(seat_text(viewer)), n=sum(bag.values()))
                          if viewer is not None else W.HAND_HIDDEN_FROM_SPECTATOR(n=sum(bag.values())))
    vector = _vector(config, bag, config.kinds)
    return vector, sum(vector)


def _play(config: ChromaConfig, lines: Lines, key: str) -> tuple[int, ...]:
    play = _counts(config, lines, key, config.ids, {})
    for kind, count in enumerate(play):
        limit = config.max_in_play[kind]
        if limit and count > limit:
            raise lines.error(key, W.PLAY_AREA_LIMIT(limit=limit, card=W.written(config.ids[kind]), n=count))
    return play


def _met(config: ChromaConfig, lines: Lines, key: str, seat: int) -> int:
    conditions = config.billy_conditions if seat == config.billy else config.conditions
    ids = [condition.id for condition in conditions]
    bits = 0
    for word in lines.row(key, ids, []):
        bits |= 1 << ids.index(word)
    return bits


def _turn(config: ChromaConfig, lines: Lines, current: int,
          plays: list[tuple[int, ...]]) -> tuple[int, int, bool, bool, int]:
    """The actions of the turn under way and what they allow (Lemon, Key, Pear)."""
    words = lines.row("actions taken", [name for name, _bit in ACTIONS], [])
    if len(set(words)) != len(words):
        raise lines.error("actions taken", W.ACTION_TWICE())
    used = 0
    for word in words:
        used |= dict(ACTIONS)[word]
    if used & SWAP and used != SWAP:
        raise lines.error("actions taken", W.SWAP_ALONE())
    player = current >= 0 and current != config.billy
    if used and not player:
        raise lines.error("actions taken", W.ONLY_PLAYER_ACTIONS())
    mixes = lines.integer("mixes this turn", 0, 2, default_mixes(used))
    if bool(mixes) != bool(used & MIX):
        raise lines.error("mixes this turn", W.MIXES_NO_MIX() if not used & MIX else W.MIXES_A_MIX())
    printed = lines.flag("printed this turn", bool(used & PRINT))
    if used & PRINT and not printed:
        raise lines.error("printed this turn", W.PRINT_TAKEN())
    key_ok = lines.flag("key grants actions", key_default(config, current, plays))
    if key_ok and not player:
        raise lines.error("key grants actions", W.KEY_ONLY_TURN())
    pear_paid = lines.integer("pear cards given", 0, MAX_COUNT, 0)
    if pear_paid and not printed:
        raise lines.error("pear cards given", W.PEAR_AFTER_PRINT())
    return used, mixes, printed, key_ok, pear_paid


def _box(config: ChromaConfig, win_card: int) -> tuple[int, ...]:
    """What stays in the box: the variable cards not in play, the Mix cards outside solo."""
    box = [0] * (config.kinds + 1)
    for kind in config.variable_cards:
        if kind != win_card:
            box[kind] = config.copies[kind]
        elif config.option("win_card") == "random":
            box[kind] = config.copies[kind] - 1  # one copy was drawn
    if not config.solo:
        box[config.mix_card] = config.content.solo.mix_cards
    return tuple(box)


def _row(config: ChromaConfig, lines: Lines, row: int) -> tuple[int, ...]:
    rank, slots = config.row_ranks[row], config.row_slots[row]
    key = f"rank {rank} row"
    words = lines.row(key, [*config.ids, "empty"], "empty")
    if len(words) > slots:
        raise lines.error(key, W.ROW_SLOTS(slots=slots, n=len(words)))
    cards = []
    for word in words:
        if word == "empty":
            cards.append(EMPTY)
            continue
        kind = config.ids.index(word)
        if config.rank[kind] != rank:
            raise lines.error(key, W.CARD_OF_RANK(card=W.written(word), rank=config.rank[kind]))
        cards.append(kind)
    return tuple(cards) + (EMPTY,) * (slots - len(cards))


def _of_rank(config: ChromaConfig, lines: Lines, key: str, rank: int,
             default: Any) -> tuple[int, ...]:
    counts = _counts(config, lines, key, config.ids, default)
    for kind, count in enumerate(counts):
        if count and config.rank[kind] != rank:
            raise lines.error(key, W.CARD_OF_RANK(card=W.written(config.ids[kind]), rank=config.rank[kind]))
    return counts


def _left(config: ChromaConfig, kinds: list[int], placed: list[tuple[int, ...]],
          rows: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    """How many cards of each of `kinds` are nowhere in `placed` and `rows`."""
    left = [0] * config.kinds
    for kind in kinds:
        here = sum(pile[kind] for pile in placed if pile) + sum(row.count(kind) for row in rows)
        if here > config.copies[kind]:
            raise PositionError(W.TOO_MANY_CARDS(n=here, card=W.written(config.ids[kind]),
                                                 total=config.copies[kind]))
        left[kind] = config.copies[kind] - here
    return tuple(left)


def _supply(config: ChromaConfig, lines: Lines, secret: bool, win_card: int,
            placed: list[tuple[int, ...]], rows: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    kinds = [*config.by_rank[1], *config.rank4_supply, *([win_card] if win_card >= 0 else [])]
    if lines.text("supply", "rest").lower() == "rest":
        if secret:
            raise lines.error("supply", W.VIEW_WRITES_SUPPLY())
        return _left(config, kinds, placed, rows)
    supply = _counts(config, lines, "supply", config.ids)
    for kind, count in enumerate(supply):
        if count and kind not in kinds:
            why = W.IN_THE_MARKET if config.row_of_rank(config.rank[kind]) >= 0 else W.IN_THE_BOX
            raise lines.error("supply", why(card=W.written(config.ids[kind])))
    return supply


def _decks(config: ChromaConfig, lines: Lines, secret: bool, placed: list[tuple[int, ...]],
           rows: tuple[tuple[int, ...], ...]) -> tuple[tuple[tuple[int, ...], ...], list[int]]:
    decks, sizes = [], []
    for rank in config.row_ranks:
        key = f"rank {rank} deck"
        if secret:
            bag = _bag(config, lines, key, config.ids, hideable=True)
            if set(bag) - {HIDDEN}:
                raise lines.error(key, W.DECK_SIZE_ONLY(n=sum(bag.values())))
            decks.append((0,) * config.kinds)
            sizes.append(bag.get(HIDDEN, 0))
            continue
        if lines.text(key, "rest").lower() == "rest":
            deck = _left(config, list(config.by_rank[rank]), placed, rows)
        else:
            deck = _of_rank(config, lines, key, rank, REQUIRED)
        decks.append(deck)
        sizes.append(sum(deck))
    return tuple(decks), sizes
