"""Chroma Mix positions as text: the lines after the header (the format is in
`chroma_desktop/rules/position.py`).

Example: 3 players, Mustard is the win card; P2 is refilling and has returned a Pale Magenta to
their hand so far::

    chroma position: chroma_mix, 3 players, win_card=mustard
    turn: P2
    first player: P3
    turns played: 32
    win card: mustard
    actions taken: refill
    pending: refilling P2 returned pale_magenta
    P1 hand: 3 pale_magenta, 3 light_yellow
    P1 play: 2 soft_cyan, 1 light_yellow
    P2 hand: 3 soft_cyan, 4 pale_magenta, 2 light_yellow
    P2 play: 1 soft_cyan
    P3 hand: 2 pale_magenta, 1 light_yellow, 1 cerulean
    P3 play: 1 soft_cyan, 3 pale_magenta, 1 pear
    supply: 5 soft_cyan, 5 light_yellow, 3 sapphire_blue, 3 ruby_red, 3 emerald_green, 1 mustard
    rank 2 row: fuchsia, coral, coral, fuchsia, fuchsia, coral
    rank 3 row: azure, raspberry, turquoise, raspberry, raspberry, violet
    rank 2 deck: 3 cerulean, 1 fuchsia, 4 lemon, 2 lavender, 2 jungle, 2 prism
    rank 2 discard: 1 lavender, 1 jungle
    rank 3 deck: 2 azure, 2 violet, 3 orange, 2 pear, 2 turquoise, 2 slate_gray, 1 key
    rank 3 discard: none

The header names `win_card`, the solo `difficulty`, and every other option (the readings of
unclear rules among them) that is not its default. The lines (those marked *optional* may be left
out):

- `turn`: whose turn it is (`billy` in solo for Confident Billy), `nobody` before chance has
  picked the first player. When the game is over, whose turn ended it.
- `first player` *optional, as `turn`*: who starts every round (`nobody` before chance picks).
- `turns played` *optional, 0*: the turns finished so far.
- `win card` *optional but with `win_card=random`, as the option says*: the variable win card
  in this game (`burgundy`, `mustard`, `petrol`), or `none` (none chosen, or with
  `win_card=random` while it waits to be drawn).
- `actions taken` *optional, none*: this turn's actions so far (`print`, `mix`, `refill`,
  `swap`); Key and Lemon allow more than one.
- `mixes this turn` *optional, 1 if `mix` was taken, else 0*: Lemon allows two.
- `printed this turn` *optional, yes if `print` was taken*: whether anything was printed this
  turn, by an effect too (Pear gives its card after a print).
- `key grants actions` *optional, yes if Key lies in the player's play area*: whether Key gives
  its extra actions this turn.
- `pear cards given` *optional, 0*: Pear copies whose card came already this turn.
- `billy's starting turns left` *optional, 0* (solo): Billy's extra turns still owed.
- `pending` *optional, none*: the decisions, chance steps and turn ends waiting, the next one
  first, separated by `;` (see below).
- `game over` *optional, no*: yes once the round in which a condition was met is complete.
- `P1 hand`..`Pn hand`, `P1 play`.. *optional, none*: each player's hand and play area, as bags.
- `P1 tucked`.. *optional, none*: the cards under a player's Mustard.
- `P1 met`.. *optional, none*: the win conditions a player has met (`ruby`, `sapphire`,
  `point`, `burgundy`, `mustard`, `petrol`). Once anyone has met one, the round is completed.
- `billy hand`, `billy deck`, `billy discard` *optional, none; the deck required* (solo):
  Confident Billy's face-up hand row, deck and discard, bags where `mix` is a Mix card.
  `billy met` *optional, none*: as `P1 met` (`ruby`, `sapphire`, `point`, in hand).
- `supply` *optional, rest*: the face-up rank-1 and rank-4 piles and the win card; `rest` is
  every such card that is nowhere else.
- `rank 2 row`, `rank 3 row` *optional, empty*: the market's six slots in order, a card or
  `empty` (waiting for its refill, or nothing left to refill it). Fewer cards leave the last
  slots empty.
- `rank 2 deck`, `rank 3 deck` *optional, rest*: each deck, as a bag (its order is never known:
  every draw is chance); `rest` is every card of its rank that is nowhere else.
- `rank 2 discard`, `rank 3 discard` *optional, none*.

The cards left in the box (the variable cards not in play, and the Mix cards outside solo) are
never written: they follow from the options and `win card`.

Pending steps, each its name and its fields (seats as above, cards by id, `rank-1` for every
rank-1 card):

- `gain P1 CARDS [optional] [then_may_print]`: take one of CARDS (`optional`: may skip, as
  Slate Gray; `then_may_print`: Fuchsia). `identical P1 N`: N identical rank-1 cards
  (Cerulean, Turquoise). `may_print P1 CARD`: the card just gained may be printed.
- `prints P1 N [except CARDS]`: Violet's N print actions left. `orange P1 CARD`: the mixed
  card may go straight into play.
- `refilling P1 [max N] [returned CARDS]`: a Refill under way (Light Yellow: `max 1`), with the
  cards returned so far. `tuck P1 N of CARDS`: Mustard may tuck up to N of the refilled CARDS.
- `lav_discard P1 ranks 2 3 4`, `lav_gain P1 CARD`, `lav_print P1 CARDS`: Lavender's discard,
  its two cards, and printing them. `prism P1`: Prism's discard for a rank-2 card.
- `end P1`: the turn ends here (Pear's cards come before). Solo: `billy_draw N` (chance: Billy
  draws N more cards), `billy_mix` (P1 chooses Billy's mix), `billy_end`.
- Chance at set-up: `first` (the first player), `win_card` (the variable win card).

Hidden parts: with `hands=hidden` a player sees only the size of another's hand and of the
decks, so a view writes them `5 ?` (or `none` when empty), and writes the supply out (what is
not in it cannot be told from what hidden hands hold); Billy's hand row is face up. With
`hands=open` nothing is hidden: a view is the whole position, and `?` is refused.
"""

from __future__ import annotations

from typing import Any

from chroma_desktop.games.chroma_mix import piles
from chroma_desktop.games.chroma_mix import position_words as W
from chroma_desktop.games.chroma_mix.config import ChromaConfig, make_config
from chroma_desktop.games.chroma_mix.state import (
    BILLY_DRAW,
    BILLY_END,
    BILLY_MIX,
    EMPTY,
    END,
    FIRST,
    GAIN,
    IDENTICAL,
    LAV_DISCARD,
    LAV_GAIN,
    LAV_PRINT,
    MAY_PRINT,
    MIX,
    ORANGE,
    PRINT,
    PRINTS,
    PRISM,
    REFILL,
    REFILLING,
    SWAP,
    TUCK,
    WIN_CARD,
    ChromaState,
)
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.position import (
    HIDDEN,
    NONE_WORDS,
    Lines,
    PositionError,
    Setup,
    bag_text,
    flag_text,
    seat_text,
)

BILLY = "billy"
MIX_CARD = "mix"
NOBODY = "nobody"
ACTIONS = (("print", PRINT), ("mix", MIX), ("refill", REFILL), ("swap", SWAP))
MAIN_OPTIONS = ("win_card",)
SOLO_OPTIONS = ("difficulty",)
KEY_EFFECT = "all_actions_each_turn"
MAX_TURNS = 999_999
REQUIRED: Any = object()  # a line with no default
MAX_COUNT = 9  # no effect counts higher (Cerulean 2, Turquoise 3, Violet 2, Billy's 2 draws)


def setup_of(game: Any, state: ChromaState) -> tuple[int, dict[str, str]]:
    config = state.config
    chosen = dict(config.options)
    defaults = {option.name: option.default for option in config.content.options}
    options = {name: chosen[name] for name in MAIN_OPTIONS if name in chosen}
    if config.solo:
        options.update((name, chosen[name]) for name in SOLO_OPTIONS if name in chosen)
    # Every other option (the readings of unclear rules among them, data/chroma_mix/rulings.yaml)
    # is written when not the default: the game's set-up is all of them.
    options.update((name, value) for name, value in chosen.items()
                   if name not in options and value != defaults.get(name))
    return config.players, options


# -- writing ----------------------------------------------------------------------------------
def write(game: Any, state: ChromaState) -> list[tuple[str, str]]:
    config = state.config
    lines = [("turn", _seat_text(config, state.current)),
             ("first player", _seat_text(config, state.first)),
             ("turns played", str(state.turns)),
             ("win card", config.ids[state.win_card] if state.win_card != EMPTY else "none")]
    if state.used:
        lines.append(("actions taken", ", ".join(name for name, bit in ACTIONS
                                                 if state.used & bit)))
    if state.mixes != _default_mixes(state.used):
        lines.append(("mixes this turn", str(state.mixes)))
    if state.printed != bool(state.used & PRINT):
        lines.append(("printed this turn", flag_text(state.printed)))
    if state.key_ok != _key_default(config, state.current, state.play):
        lines.append(("key grants actions", flag_text(state.key_ok)))
    if state.pear_paid:
        lines.append(("pear cards given", str(state.pear_paid)))
    if state.extra_turns:
        lines.append(("billy's starting turns left", str(state.extra_turns)))
    if state.stack:
        lines.append(("pending", "; ".join(_frame_text(config, frame)
                                           for frame in reversed(state.stack))))
    if state.over:
        lines.append(("game over", "yes"))
    for seat in range(config.players):
        key = seat_text(seat)
        lines.append((f"{key} hand", _hand_text(state, seat)))
        lines.append((f"{key} play", _bag_text(config, state.play[seat])))
        if any(state.tucked[seat]):
            lines.append((f"{key} tucked", _bag_text(config, state.tucked[seat])))
        if state.met[seat]:
            lines.append((f"{key} met", _met_text(config, seat, state.met[seat])))
    if config.solo:
        billy = config.billy
        lines.append((f"{BILLY} hand", _bag_text(config, state.hands[billy])))
        lines.append((f"{BILLY} deck", _bag_text(config, state.billy_deck)))
        lines.append((f"{BILLY} discard", _bag_text(config, state.billy_discard)))
        if state.met[billy]:
            lines.append((f"{BILLY} met", _met_text(config, billy, state.met[billy])))
    lines.append(("supply", _bag_text(config, state.supply)))
    for row, rank in enumerate(config.row_ranks):
        lines.append((f"rank {rank} row", ", ".join(
            config.ids[card] if card != EMPTY else "empty" for card in state.rows[row])))
    for row, rank in enumerate(config.row_ranks):
        if state.hidden is not None and not any(state.decks[row]) and state.hidden[1][row]:
            lines.append((f"rank {rank} deck", f"{state.hidden[1][row]} {HIDDEN}"))
        else:
            lines.append((f"rank {rank} deck", _bag_text(config, state.decks[row])))
        lines.append((f"rank {rank} discard", _bag_text(config, state.discards[row])))
    return lines


def _seat_text(config: ChromaConfig, seat: int) -> str:
    if seat == EMPTY:
        return NOBODY
    return BILLY if seat == config.billy else seat_text(seat)


def _bag_text(config: ChromaConfig, counts: tuple[int, ...]) -> str:
    return bag_text((_name(config, kind), count) for kind, count in enumerate(counts))


def _name(config: ChromaConfig, kind: int) -> str:
    return MIX_CARD if kind == config.mix_card else config.ids[kind]


def _hand_text(state: ChromaState, seat: int) -> str:
    hidden = state.hidden
    if hidden is not None and not any(state.hands[seat]) and hidden[0][seat]:
        return f"{hidden[0][seat]} {HIDDEN}"
    return _bag_text(state.config, state.hands[seat])


def _met_text(config: ChromaConfig, seat: int, bits: int) -> str:
    conditions = config.billy_conditions if seat == config.billy else config.conditions
    return ", ".join(c.id for bit, c in enumerate(conditions) if bits >> bit & 1)


def _default_mixes(used: int) -> int:
    return 1 if used & MIX else 0


def _cards_text(config: ChromaConfig, kinds: tuple[int, ...]) -> str:
    for rank, of_rank in enumerate(config.by_rank):
        if of_rank and tuple(kinds) == of_rank:
            return f"rank-{rank}"
    return " ".join(config.ids[kind] for kind in kinds)


def _frame_text(config: ChromaConfig, frame: tuple) -> str:
    name = frame[0]
    if name in (FIRST, WIN_CARD, BILLY_END, BILLY_MIX):
        return name
    if name == BILLY_DRAW:
        return f"{name} {frame[2]}"
    words = [name, _seat_text(config, frame[1])]
    ids = config.ids
    if name == GAIN:
        words.append(_cards_text(config, frame[2]))
        words += ["optional"] * frame[3] + ["then_may_print"] * frame[4]
    elif name == IDENTICAL:
        words.append(str(frame[2]))
    elif name in (MAY_PRINT, ORANGE, LAV_GAIN):
        words.append(ids[frame[2]])
    elif name == PRINTS:
        words.append(str(frame[2]))
        if frame[3]:
            words += ["except", _cards_text(config, frame[3])]
    elif name == REFILLING:
        if frame[2]:
            words += ["max", str(frame[2])]
        if frame[3]:
            words += ["returned", _cards_text(config, frame[3])]
    elif name == TUCK:
        words += [str(frame[3]), "of", _cards_text(config, frame[2])]
    elif name == LAV_DISCARD:
        words += ["ranks", *(str(rank) for rank in frame[2])]
    elif name == LAV_PRINT:
        words.append(_cards_text(config, frame[2]))
    return " ".join(words)


# -- reading ----------------------------------------------------------------------------------
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
    stack = _pending(config, lines, current, win_card)
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
    word = lines.text(key) if default is None else lines.text(key, _seat_text(config, default))
    return _parse_seat(config, lines, key, word)


def _parse_seat(config: ChromaConfig, lines: Lines, key: str, word: str) -> int:
    lowered = word.strip().lower()
    if lowered == NOBODY:
        return EMPTY
    if lowered == BILLY:
        if not config.solo:
            raise lines.error(key, W.BILLY_ONLY_SOLO())
        return config.billy
    return lines.parse_seat(key, word)


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


def _key_default(config: ChromaConfig, current: int, plays: Any) -> bool:
    """Key grants its actions from the start of a player's turn when it lies in their play area
    (rulebook, Key ruling); printed during the turn, it may or may not (option key_print)."""
    if current < 0 or current == config.billy:
        return False
    return any(plays[current][kind] for kind, _ in config.effect_kinds.get(KEY_EFFECT, ()))


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
    mixes = lines.integer("mixes this turn", 0, 2, _default_mixes(used))
    if bool(mixes) != bool(used & MIX):
        raise lines.error("mixes this turn", W.MIXES_NO_MIX() if not used & MIX else W.MIXES_A_MIX())
    printed = lines.flag("printed this turn", bool(used & PRINT))
    if used & PRINT and not printed:
        raise lines.error("printed this turn", W.PRINT_TAKEN())
    key_ok = lines.flag("key grants actions", _key_default(config, current, plays))
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


# -- pending steps ----------------------------------------------------------------------------
def _pending(config: ChromaConfig, lines: Lines, current: int, win_card: int) -> tuple:
    text = lines.text("pending", "none")
    parts = [] if text.strip().lower() in NONE_WORDS else text.split(";")
    listed = [_frame(config, lines, part.strip(), current) for part in parts]
    names = [frame[0] for frame in listed]
    if current == EMPTY and names not in ([FIRST], [WIN_CARD, FIRST]):
        raise lines.error("pending" if parts else "turn", W.ONLY_CHANCE_FIRST())
    if FIRST in names and current != EMPTY:
        raise lines.error("pending", W.FIRST_PICKED(seat=W.written(_seat_text(config, current))))
    drawing = config.option("win_card") == "random" and win_card == EMPTY
    if drawing and names[:1] != [WIN_CARD]:
        raise lines.error("pending" if parts else "win card", W.WIN_CARD_FIRST())
    if not drawing and WIN_CARD in names:
        raise lines.error("pending", W.WIN_CARD_ONLY_RANDOM())
    if names.count(WIN_CARD) > 1 or names.count(FIRST) > 1:
        raise lines.error("pending", W.SET_UP_STEP_TWICE())
    return tuple(reversed(listed))



def _frame(config: ChromaConfig, lines: Lines, part: str, current: int) -> tuple:
    """One pending step: its name, then its fields (see the module docstring)."""
    words = part.split()

    def bad(why: Any) -> PositionError:
        return lines.error("pending", W.STEP(part=W.quoted(part), why=why))

    if not words:
        raise bad(W.EMPTY_STEP())
    name, rest = words[0].lower(), words[1:]
    if name in (FIRST, WIN_CARD, BILLY_END, BILLY_MIX, BILLY_DRAW):
        if name in (BILLY_END, BILLY_MIX, BILLY_DRAW) and not (
                config.solo and current == config.billy):
            raise bad(W.BILLY_STEP_TURN())
        if name == BILLY_DRAW:
            if len(rest) != 1:
                raise bad(W.BILLY_DRAWS_HOW_MANY())
            return (BILLY_DRAW, CHANCE, _number(rest[0], 1, bad))
        if rest:
            raise bad(W.NO_FIELDS(step=W.written(name)))
        return (name, 0 if name == BILLY_MIX else CHANCE)
    if name not in SEATED:
        raise bad(W.NOT_A_STEP(step=W.quoted(name), steps=W.written(", ".join(STEPS))))
    if not rest:
        raise bad(W.WHOSE_STEP())
    seat = _parse_seat(config, lines, "pending", rest[0])
    if seat < 0 or seat == config.billy:
        raise bad(W.PLAYERS_STEP())
    rest = [word.lower() for word in rest[1:]]
    if name == END:
        if seat != current:
            raise bad(W.TURN_THAT_ENDS(seat=W.written(_seat_text(config, current))))
        _no_more(rest, bad)
        return (END, seat)
    if name == PRISM:
        _no_more(rest, bad)
        return (PRISM, seat)
    if name == GAIN:
        flags = [word for word in rest if word in ("optional", "then_may_print")]
        cards = _cards(config, [word for word in rest if word not in flags], bad)
        if len(set(flags)) != len(flags):
            raise bad(W.FLAG_TWICE())
        return (GAIN, seat, cards, "optional" in flags, "then_may_print" in flags)
    if name == IDENTICAL:
        _count(rest, 1, bad)
        return (IDENTICAL, seat, _number(rest[0], 1, bad))
    if name in (MAY_PRINT, ORANGE, LAV_GAIN):
        cards = _cards(config, rest, bad)
        if len(cards) != 1:
            raise bad(W.ONE_CARD())
        return (name, seat, cards[0])
    if name == PRINTS:
        if not rest:
            raise bad(W.PRINTS_LEFT())
        forbid: tuple[int, ...] = ()
        if len(rest) > 1:
            if rest[1] != "except":
                raise bad(W.AFTER_EXCEPT())
            forbid = _cards(config, rest[2:], bad)
        return (PRINTS, seat, _number(rest[0], 1, bad), forbid)
    if name == REFILLING:
        limit = 0
        returned: tuple[int, ...] = ()
        if rest[:1] == ["max"]:
            _count(rest[:2], 2, bad)
            limit, rest = _number(rest[1], 1, bad), rest[2:]
        if rest:
            if rest[0] != "returned":
                raise bad(W.REFILLING_FORM())
            returned = _cards(config, rest[1:], bad)
            if limit and len(returned) >= limit:
                raise bad(W.REFILL_DONE(n=limit))
        return (REFILLING, seat, limit, returned)
    if name == TUCK:
        if len(rest) < 3 or rest[1] != "of":
            raise bad(W.TUCK_FORM())
        return (TUCK, seat, tuple(sorted(_cards(config, rest[2:], bad))),
                _number(rest[0], 1, bad))
    if name == LAV_DISCARD:
        if len(rest) < 2 or rest[0] != "ranks":
            raise bad(W.LAV_DISCARD_FORM())
        return (LAV_DISCARD, seat, tuple(_number(word, 1, bad, 4) for word in rest[1:]))
    return (LAV_PRINT, seat, _cards(config, rest, bad))


SEATED = (GAIN, IDENTICAL, MAY_PRINT, PRINTS, REFILLING, TUCK, LAV_DISCARD, LAV_GAIN, LAV_PRINT,
          PRISM, ORANGE, END)
STEPS = (*SEATED, BILLY_DRAW, BILLY_MIX, BILLY_END, WIN_CARD, FIRST)


def _no_more(rest: list[str], bad: Any) -> None:
    if rest:
        raise bad(W.UNEXPECTED(words=W.quoted(" ".join(rest))))


def _count(rest: list[str], wanted: int, bad: Any) -> None:
    if len(rest) != wanted:
        raise bad(W.FIELDS_AFTER_SEAT(n=wanted))


def _number(word: str, low: int, bad: Any, high: int = MAX_COUNT) -> int:
    if not word.isdigit() or not low <= int(word) <= high:
        raise bad(W.NOT_A_NUMBER_FROM(word=W.quoted(word), low=low, high=high))
    return int(word)


def _cards(config: ChromaConfig, words: list[str], bad: Any) -> tuple[int, ...]:
    if not words:
        raise bad(W.NO_CARD())
    kinds: list[int] = []
    for word in words:
        if word.startswith("rank-") and word[5:].isdigit() and 1 <= int(word[5:]) < len(
                config.by_rank):
            kinds += config.by_rank[int(word[5:])]
        elif word in config.ids:
            kinds.append(config.ids.index(word))
        else:
            raise bad(W.NOT_A_CARD(word=W.quoted(word)))
    return tuple(kinds)
