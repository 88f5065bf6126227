"""Count vectors: a multiset of component kinds as a tuple of counts, indexed by kind.

Immutable states store cards this way; these helpers return new tuples and never mutate.
"""

from __future__ import annotations

from collections.abc import Iterable


def add(counts: tuple[int, ...], kind: int, amount: int = 1) -> tuple[int, ...]:
    """`counts` with `amount` more of `kind`."""
    as_list = list(counts)
    as_list[kind] += amount
    return tuple(as_list)


def add_all(counts: tuple[int, ...], kinds: Iterable[int]) -> tuple[int, ...]:
    """`counts` with one more of each kind in `kinds`."""
    as_list = list(counts)
    for kind in kinds:
        as_list[kind] += 1
    return tuple(as_list)


def total(vectors: Iterable[tuple[int, ...]], size: int) -> tuple[int, ...]:
    """The element-wise sum of count vectors of length `size`."""
    sums = [0] * size
    for vector in vectors:
        for kind, count in enumerate(vector):
            sums[kind] += count
    return tuple(sums)


def replace_at(items: tuple, index: int, value: object) -> tuple:
    """`items` with position `index` replaced by `value`."""
    return (*items[:index], value, *items[index + 1 :])
