"""Coloretto's final scoring: jokers assigned and three positive colours picked to maximise.

Every joker must go to a colour in play; the best three colours (by table value) score positive,
all others negative; each "+2" adds its value. With at most 7 colours and 3 jokers, every joker
assignment is enumerated, which is exact on both the brown and the purple side.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations_with_replacement

from chroma_desktop.games.coloretto import text
from chroma_desktop.games.coloretto.config import ColorettoConfig
from chroma_desktop.rules.api import ScoreLine
from chroma_desktop.rules.common.counts import add_all
from chroma_desktop.rules.messages import Message


def _assignments(colours: int, jokers: int):
    return combinations_with_replacement(range(colours), jokers)


def _assigned(counts: tuple[int, ...], assignment: tuple[int, ...]) -> list[int]:
    """`counts` with a joker added to the colour at each position of `assignment`."""
    assigned = list(counts)
    for colour in assignment:
        assigned[colour] += 1
    return assigned


def _colour_points(counts: list[int], points: tuple[int, ...], positive: int) -> int:
    """The best `positive` colours score positive, all others negative."""
    last = len(points) - 1
    values = sorted((points[min(c, last)] for c in counts), reverse=True)
    return 2 * sum(values[:positive]) - sum(values)


@lru_cache(maxsize=65536)
def _best(sorted_counts: tuple[int, ...], jokers: int, points: tuple[int, ...],
          positive: int) -> tuple[int, tuple[int, ...]]:
    """The best colour points and the joker assignment (positions in `sorted_counts`)."""
    best, best_assignment = None, ()
    for assignment in _assignments(len(sorted_counts), jokers):
        score = _colour_points(_assigned(sorted_counts, assignment), points, positive)
        if best is None or score > best:
            best, best_assignment = score, assignment
    return (best if best is not None else 0), best_assignment


def in_play_colours(config: ColorettoConfig, removed: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(c for c in range(config.colours) if c not in removed)


def _solve(config: ColorettoConfig, removed: tuple[int, ...],
           collection: tuple[int, ...]) -> tuple[int, dict[int, int], tuple[int, ...]]:
    """(colour points, counts per colour with jokers assigned, jokers' colours)."""
    colours = sorted(in_play_colours(config, removed), key=lambda c: collection[c])
    jokers = collection[config.joker] + collection[config.golden]
    sorted_counts = tuple(collection[c] for c in colours)
    points, assignment = _best(sorted_counts, jokers, config.table.points,
                               config.positive_colours)
    counts = {c: collection[c] for c in colours}
    joker_colours = tuple(colours[position] for position in assignment)
    for colour in joker_colours:
        counts[colour] += 1
    return points, counts, joker_colours


def score(config: ColorettoConfig, removed: tuple[int, ...], collection: tuple[int, ...]) -> int:
    """A collection's final score (also its score if the game ended now)."""
    return _score(collection, _colours_left(len(config.colour_ids), removed), config.table.points,
                  config.positive_colours, config.plus2_value)


def gain(config: ColorettoConfig, removed: tuple[int, ...], collection: tuple[int, ...],
         cards: tuple[int, ...]) -> int:
    """How much `cards` would add to a collection's score (what a bot weighs a row by)."""
    return _gain(collection, cards, _colours_left(len(config.colour_ids), removed),
                 config.table.points, config.positive_colours, config.plus2_value)


@lru_cache(maxsize=1 << 16)
def _gain(collection: tuple[int, ...], cards: tuple[int, ...], colours: tuple[int, ...],
          points: tuple[int, ...], positive: int, plus2_value: int) -> int:
    return (_score(add_all(collection, cards), colours, points, positive, plus2_value)
            - _score(collection, colours, points, positive, plus2_value))


@lru_cache(maxsize=256)
def _colours_left(colours: int, removed: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(c for c in range(colours) if c not in removed)


# Bots score the same few collections again and again (every row they weigh, in every playout).
@lru_cache(maxsize=1 << 16)
def _score(collection: tuple[int, ...], colours: tuple[int, ...], points: tuple[int, ...],
           positive: int, plus2_value: int) -> int:
    # Card kinds after the colours: joker, golden joker, +2 (config.ColorettoConfig).
    joker = len(collection) - 3
    sorted_counts = tuple(sorted([collection[c] for c in colours]))
    best = _best(sorted_counts, collection[joker] + collection[joker + 1], points, positive)[0]
    return best + plus2_value * collection[joker + 2]


def most_of_one_colour(config: ColorettoConfig, removed: tuple[int, ...],
                       collection: tuple[int, ...]) -> int:
    """The newer edition's tie-break count: the most cards a player has of one colour.

    Colour cards only by default; with the option tie_jokers=counted the jokers count in the
    colour they score for, choosing among the best-scoring assignments the one that makes the
    largest colour.
    """
    colours = in_play_colours(config, removed)
    counts = tuple(collection[c] for c in colours)
    jokers = collection[config.joker] + collection[config.golden]
    if not config.tie_counts_jokers or not jokers or not counts:
        return max(counts, default=0)
    points, positive = config.table.points, config.positive_colours
    best = _best(tuple(sorted(counts)), jokers, points, positive)[0]
    most = 0
    for assignment in _assignments(len(counts), jokers):
        assigned = _assigned(counts, assignment)
        if _colour_points(assigned, points, positive) == best:
            most = max(most, *assigned)
    return most


def _positive(config: ColorettoConfig, counts: dict[int, int]) -> set[int]:
    """Coloretto: the best three colours held (by table value) score positive."""
    ranked = sorted(counts, key=lambda c: (-config.table.value(counts[c]), -counts[c], c))
    return {c for c in ranked[: config.positive_colours] if counts[c]}


def colour_points(config: ColorettoConfig, removed: tuple[int, ...],
                  collection: tuple[int, ...]) -> dict[int, tuple[int, int]]:
    """Each colour in play the collection holds, as the best score counts it: (cards, jokers
    assigned there included; its points, negative for a colour outside the best three). With
    the +2s these add up to `score`."""
    _points, counts, _jokers = _solve(config, removed, collection)
    positive = _positive(config, counts)
    return {colour: (count, (1 if colour in positive else -1) * config.table.value(count))
            for colour, count in counts.items() if count}


def breakdown(config: ColorettoConfig, removed: tuple[int, ...],
              collection: tuple[int, ...]) -> tuple[ScoreLine, ...]:
    """The lines of a collection's best score: each colour (+/-), where jokers went, the +2s."""
    _points, counts, joker_colours = _solve(config, removed, collection)
    positive = _positive(config, counts)
    lines = []
    for colour in in_play_colours(config, removed):
        count = counts[colour]
        if not count:
            continue
        sign = 1 if colour in positive else -1
        label = _colour_label(config.kind_label(colour), count, joker_colours.count(colour),
                              sign > 0)
        lines.append(ScoreLine(label, sign * config.table.value(count)))
    if collection[config.plus2]:
        lines.append(ScoreLine(text.SCORE_PLUS2(n=collection[config.plus2]),
                               config.plus2_value * collection[config.plus2]))
    return tuple(lines)


# Every game's end (and every playout's) words the same few lines: each is built once.
@lru_cache(maxsize=1024)
def _colour_label(name: str, count: int, jokers: int, positive: bool) -> Message:
    side = text.POSITIVE() if positive else text.NEGATIVE()
    if jokers:
        return text.SCORE_COLOUR_JOKERS(c=name, n=count, j=jokers, sign=side)
    return text.SCORE_COLOUR(c=name, n=count, sign=side)
