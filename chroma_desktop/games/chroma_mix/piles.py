"""Moving cards between piles, what is available to take, and which mixes are possible.

Helpers return new states and never mutate. Rank 1 and rank 4 cards come from (and go back to)
the supply piles; rank 2 and 3 cards come from their market row and go back to its discard
(rulebook, Mix). A card taken from a row leaves an EMPTY slot, refilled by a chance step.
"""

from __future__ import annotations

from functools import lru_cache

from chroma_desktop.games.chroma_mix.config import MAX_MIX_RANK, ChromaConfig
from chroma_desktop.games.chroma_mix.moves import CardFrom
from chroma_desktop.games.chroma_mix.state import EMPTY, HAND, PLAY, ChromaState
from chroma_desktop.rules.common.counts import add, replace_at


def count(config: ChromaConfig, play: tuple[int, ...], effect: str) -> int:
    """How many times a continuous effect applies from `play` (one per copy if it stacks)."""
    total = 0
    for kind, _value in config.effect_kinds.get(effect, ()):
        if play[kind]:
            total += play[kind] if config.stacks[kind] else 1
    return total


def has(config: ChromaConfig, play: tuple[int, ...], effect: str) -> bool:
    return any(play[kind] for kind, _value in config.effect_kinds.get(effect, ()))


def value(config: ChromaConfig, play: tuple[int, ...], effect: str, default=None):
    """The effect's value from the first card in play that has it."""
    for kind, val in config.effect_kinds.get(effect, ()):
        if play[kind]:
            return val
    return default


def may_enter_play(config: ChromaConfig, play: tuple[int, ...], kind: int) -> bool:
    """Emerald Green: only one per player in the play area (max_in_play in data)."""
    limit = config.max_in_play[kind]
    return not limit or play[kind] < limit


def available(state: ChromaState, kind: int) -> int:
    """How many cards of `kind` can be taken now (supply pile or market row)."""
    row = state.config.row_of_kind[kind]
    if row < 0:
        return state.supply[kind]
    return state.rows[row].count(kind)


def take(state: ChromaState, kind: int, seat: int) -> ChromaState:
    """`state` with one `kind` moved from the supply or its row into `seat`'s hand."""
    config = state.config
    row = config.row_of_kind[kind]
    hands = replace_at(state.hands, seat, add(state.hands[seat], kind))
    if row < 0:
        return state._replace(supply=add(state.supply, kind, -1), hands=hands)
    cards = state.rows[row]
    rows = replace_at(state.rows, row, replace_at(cards, cards.index(kind), EMPTY))
    return state._replace(rows=rows, hands=hands)


def give_back(state: ChromaState, kind: int) -> ChromaState:
    """A returned card: rank 1 and 4 to the supply, rank 2 and 3 to their row's discard."""
    config = state.config
    row = config.row_of_kind[kind]
    if row < 0:
        return state._replace(supply=add(state.supply, kind))
    return state._replace(discards=replace_at(state.discards, row, add(state.discards[row], kind)))


def remove(state: ChromaState, seat: int, loc: int, kind: int) -> ChromaState:
    """`state` with one `kind` taken out of `seat`'s hand or play area (not returned anywhere)."""
    if loc == PLAY:
        return state._replace(play=replace_at(state.play, seat, add(state.play[seat], kind, -1)))
    return state._replace(hands=replace_at(state.hands, seat, add(state.hands[seat], kind, -1)))


def move_to_play(state: ChromaState, seat: int, kind: int) -> ChromaState:
    hands = replace_at(state.hands, seat, add(state.hands[seat], kind, -1))
    play = replace_at(state.play, seat, add(state.play[seat], kind))
    return state._replace(hands=hands, play=play)


def results_for(state: ChromaState, kinds: tuple[int, ...]) -> list[int]:
    """The available cards whose composition equals the total of `kinds` (exact, no overpaying)."""
    return [result for result in candidates(state.config, tuple(sorted(kinds)))
            if available(state, result)]


@lru_cache(maxsize=65536)
def candidates(config: ChromaConfig, kinds: tuple[int, ...]) -> tuple[int, ...]:
    """Every card whose composition `kinds` can make, available or not (sorted)."""
    found = set()
    for vector in config.sums(kinds):
        found.update(config.results.get(vector, ()))
    return tuple(sorted(found))


def mix_options(state: ChromaState, seat: int) -> list[tuple[tuple[CardFrom, ...], int]]:
    """Every legal mix for `seat`: (inputs as CardFrom(HAND/PLAY, kind) sorted, result kind).

    Exactly 2 cards from hand; with Coral in play, from play too (or one of each); with
    Raspberry in play, any number (from `mix_min_cards`, at most four pigments in all).
    """
    config = state.config
    hand, play = state.hands[seat], state.play[seat]
    sources = [CardFrom(HAND, k) for k in range(config.kinds) if hand[k]]
    if has(config, play, "mix_from_play_area"):
        sources += [CardFrom(PLAY, k) for k in range(config.kinds) if play[k]]
    any_number = has(config, play, "mix_any_number")
    least = config.mix_min_cards if any_number else 2
    most = MAX_MIX_RANK if any_number else 2
    ranks = config.rank
    options = []
    availability: dict[int, bool] = {}

    def results(kinds: tuple[int, ...]) -> list[int]:
        found = []
        for result in candidates(config, kinds):
            ok = availability.get(result)
            if ok is None:
                ok = availability[result] = available(state, result) > 0
            if ok:
                found.append(result)
        return found

    def extend(start: int, chosen: tuple[CardFrom, ...], total: int) -> None:
        if len(chosen) >= least:
            for result in results(tuple(sorted(card.kind for card in chosen))):
                options.append((chosen, result))
        if len(chosen) == most:
            return
        for index in range(start, len(sources)):
            card = sources[index]
            if total + ranks[card.kind] > MAX_MIX_RANK:
                continue
            have = (hand if card.loc == HAND else play)[card.kind]
            if chosen.count(card) >= have:
                continue
            extend(index, (*chosen, card), total + ranks[card.kind])

    if most == 2:  # the usual mix: every pair of sources
        for i, first in enumerate(sources):
            a = first.kind
            for second in sources[i:]:
                b = second.kind
                if first == second and (hand if first.loc == HAND else play)[a] < 2:
                    continue
                if ranks[a] + ranks[b] > MAX_MIX_RANK:
                    continue
                pair = (first, second)
                for result in results((a, b) if a <= b else (b, a)):
                    options.append((pair, result))
    else:
        extend(0, (), 0)
    options.sort()
    return options


def billy_mix_options(state: ChromaState) -> list[tuple[tuple[int, int], int]]:
    """Billy's legal mixes: 2 hand cards into an available card, preferring one it lacks."""
    config = state.config
    hand = state.hands[config.billy]
    kinds = [k for k in range(config.kinds) if hand[k]]
    options = []
    for i, a in enumerate(kinds):
        for b in kinds[i:]:
            if a == b and hand[a] < 2:
                continue
            for result in results_for(state, (a, b)):
                options.append(((a, b), result))
    new = [option for option in options if not hand[option[1]]]
    return sorted(new or options)


@lru_cache(maxsize=1024)
def reverse_pairs(config: ChromaConfig, kind: int) -> tuple[tuple[int, int], ...]:
    """Lavender: the pairs of cards whose pigments add up to `kind`'s."""
    wanted = set(config.pigments[kind])
    pairs = []
    for a in range(config.kinds):
        for b in range(a, config.kinds):
            if config.rank[a] + config.rank[b] == config.rank[kind] and config.sums((a, b)) & wanted:
                pairs.append((a, b))
    return tuple(pairs)


def needs_fill(state: ChromaState) -> int:
    """The first market row with an empty slot that its deck or discard can fill, or -1."""
    for row, cards in enumerate(state.rows):
        if EMPTY not in cards:
            continue
        deck = state.hidden[1][row] if state.hidden else any(state.decks[row])
        if deck or any(state.discards[row]):
            return row
    return -1
