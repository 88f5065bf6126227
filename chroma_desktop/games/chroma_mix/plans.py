"""What the Chroma Mix heuristic bot knows beyond one move: how many cards each print adds, how
many mixes a hand is from a card (Sapphire Blue, or an engine), and how close a mix brings
Confident Billy to a win."""

from __future__ import annotations

from functools import lru_cache

from chroma_desktop.games.chroma_mix import piles, victory
from chroma_desktop.games.chroma_mix.config import ChromaConfig
from chroma_desktop.games.chroma_mix.state import ChromaState
from chroma_desktop.rules.api import Move


@lru_cache(maxsize=64)
def gains(config: ChromaConfig) -> tuple[float, ...]:
    """Per card kind: how many cards its instant effect adds (net) when printed."""
    values = []
    for effects in config.instant:
        total = 0.0
        for effect in effects:
            name = effect.kind
            if name in ("gain", "gain_choice"):
                total += 1
            elif name == "gain_rank":
                total += 2 if effect.then_may_print else 1
            elif name == "gain_identical":
                total += effect.amount
            elif name == "reverse_mix" or name == "extra_prints":
                total += 2
        values.append(total)
    return tuple(values)


UNREACHABLE = 9


@lru_cache(maxsize=64)
def parts(config: ChromaConfig, target: int) -> tuple[int, ...]:
    """The kinds that can take part in mixing `target`: some composition fits inside it."""
    goal = config.pigments[target][0]
    return tuple(k for k in range(config.kinds) if k != target and any(
        all(p <= g for p, g in zip(option, goal, strict=True)) for option in config.pigments[k]))


def steps_to(state: ChromaState, hand: tuple[int, ...], target: int,
             offered: tuple[int, ...] | None = None) -> int:
    """How many mixes (at most 3) turn `hand` into a hand holding `target`, with the cards now
    available in the supply and market (`offered`, if the caller has it); UNREACHABLE if more."""
    config = state.config
    if hand[target]:
        return 0
    useful = parts(config, target)
    counts = tuple([min(hand[k], 2) for k in useful])
    available = offered_for(state, target) if offered is None else offered
    return _steps(config, target, useful, counts, available, 3)


def offered_for(state: ChromaState, target: int) -> tuple[int, ...]:
    """How many of each card that takes part in mixing `target`, and of `target`, the supply and
    market offer (counted up to 2)."""
    return tuple(min(piles.available(state, k), 2) for k in (*parts(state.config, target), target))


@lru_cache(maxsize=256)
def _goal_and_index(config: ChromaConfig, target: int, useful: tuple[int, ...]
                    ) -> tuple[frozenset[tuple[int, ...]], dict[int, int]]:
    """`target`'s compositions, and where each card of `useful` sits in the counts (the same
    at every step of every search)."""
    return frozenset(config.pigments[target]), {k: i for i, k in enumerate(useful)}


@lru_cache(maxsize=200_000)
def _steps(config, target, useful, counts, available, depth) -> int:
    if depth == 0:
        return UNREACHABLE
    best = UNREACHABLE
    goal, index = _goal_and_index(config, target, useful)
    held = [i for i, n in enumerate(counts) if n]
    for x, i in enumerate(held):
        for j in held[x:]:
            if i == j and counts[i] < 2:
                continue
            pair = (useful[i], useful[j])
            sums = config.sums(pair)
            if sums & goal and available[-1]:
                return 1
            for vector in sums:
                for result in config.results.get(vector, ()):
                    if result not in index or not available[index[result]]:
                        continue
                    after = list(counts)
                    after[i] -= 1
                    after[j] -= 1
                    after[index[result]] = min(after[index[result]] + 1, 2)
                    best = min(best, 1 + _steps(config, target, useful, tuple(after), available,
                                                depth - 1))
    return best



def billy_threat(state: ChromaState, move: Move) -> float:
    """How close Billy gets to a win with this mix: VP in hand, and Ruby/Sapphire pieces."""
    config = state.config
    billy = config.billy
    mix = move.arg
    hand = list(state.hands[billy][: config.kinds])
    for kind in mix.inputs:
        hand[kind] -= 1
    hand[mix.result] += 1
    vp = victory.vp(config, tuple(hand))
    threat = vp * 2.0 + (200.0 if vp >= 17 else 0.0)
    ids = config.ids
    ruby, sapphire, emerald = (hand[ids.index(n)] for n in ("ruby_red", "sapphire_blue",
                                                            "emerald_green"))
    pieces = bool(ruby) + bool(sapphire) + bool(emerald)
    threat += (0.0, 8.0, 40.0, 400.0)[pieces]
    if sapphire:
        threat += 2.0 * sum(hand) + (200.0 if sum(hand) >= 17 else 0.0)
    return threat
