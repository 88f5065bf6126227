"""Chroma Cubes' figures as a player weighs them: for a seat's sheet, each figure's value, its
sections, how many the seat has coloured, who finished it first, what completing it now would
score and who else races for it: the other seats furthest on while nobody has finished it
(rulebook, Score: "If you fill in the last section of a figure, immediately score that many
points. If no other player has completed that figure earlier in the game, score an additional
point"; the solo cairn game scores each egg alike). The numbers are the ones `effects._colour`
scores; the table and the words read them here, never computing them.
"""

from __future__ import annotations

from typing import NamedTuple

from chroma_desktop.games.chroma_cubes import text as t
from chroma_desktop.games.chroma_cubes.state import CubesState
from chroma_desktop.rules.messages import Message, join


class FigureProgress(NamedTuple):
    """One figure of a seat's sheet as the game stands."""

    figure: int  # index into the sheet's figures
    name: str  # the figure's English name (the content's `name`)
    value: int  # the figure's printed value (the cairn game: points per egg)
    sections: tuple[int, ...]  # its sections, indices into the sheet's sections
    coloured: int  # how many of them the seat has coloured
    scored: int  # what the seat scored for it (0: not completed)
    first_round: int  # the round somebody first completed it (0: nobody yet)
    first_finishers: tuple[int, ...]  # the seats that scored the first-completion bonus
    worth: int  # what completing it this round scores the seat (value, + bonus if first)
    rivals: tuple[int, ...] = ()  # while nobody has finished it: the other seats furthest on
    rival_coloured: int = 0  # how many of its sections each of them has coloured

    @property
    def total(self) -> int:
        return len(self.sections)

    @property
    def left(self) -> int:
        return self.total - self.coloured

    @property
    def completed(self) -> bool:
        return self.scored > 0

    @property
    def rival_left(self) -> int:
        return self.total - self.rival_coloured


def figure_progress(state: CubesState, seat: int) -> tuple[FigureProgress, ...]:
    """Every figure on `seat`'s sheet, in the sheet's order."""
    config = state.config
    mask = state.coloured[seat]
    progress = []
    for index, figure in enumerate(config.sheet.figures):
        coloured = sum(1 for s in figure.sections if mask >> s & 1)
        first = state.first_round[index] if state.first_round else 0
        finishers: tuple[int, ...]
        if config.cairn:
            value, worth, finishers = config.per_egg, config.per_egg, ()
        else:
            value = config.figure_values[index]
            # Rulebook: the bonus goes to whoever completes it when nobody did in an earlier
            # round (everyone completing it in that same round gets it too).
            worth = value + (config.first_bonus if first in (0, state.round) else 0)
            finishers = tuple(p for p in range(config.players)
                              if config.first_bonus and state.figure_points[p][index] > value)
        rivals, furthest = _rivals(state, seat, figure.sections) if not first else ((), 0)
        progress.append(FigureProgress(index, figure.name, value, figure.sections, coloured,
                                       state.figure_points[seat][index], first, finishers, worth,
                                       rivals, furthest))
    return tuple(progress)


def _rivals(state: CubesState, seat: int, sections: tuple[int, ...]) -> tuple[tuple[int, ...], int]:
    """The other seats that have coloured the most of a figure nobody has finished (every seat
    colours the same picture; the first to finish it scores the bonus), and that count; none
    while nobody else has coloured any of it."""
    counts = {other: sum(1 for s in sections if state.coloured[other] >> s & 1)
              for other in range(state.config.players) if other != seat}
    furthest = max(counts.values(), default=0)
    if furthest == 0:
        return (), 0
    return tuple(other for other, count in counts.items() if count == furthest), furthest


def _seats(seats: tuple[int, ...]) -> Message:
    names = [t.SEAT_NAME(p=p) for p in seats]
    if len(names) == 2:
        return t.AND(first=names[0], last=names[1])
    return join(names, ", ")


def progress_words(progress: FigureProgress, figure_name: str, seat: int) -> Message:
    """The figure's worth and progress in words: "Branch 2 pts: 5 of 7 sections; nobody has
    finished it", with who races for it ("...; Bot 2 has 6; nobody has finished it").
    `figure_name` is the name as shown."""
    head = dict(figure=figure_name, value=progress.value)
    if progress.completed:
        return t.FIGURE_SCORED(**head, p=seat, points=progress.scored)
    sections = dict(k=progress.coloured, n=progress.total)
    if progress.first_finishers:
        return t.FIGURE_FINISHED_FIRST(**head, **sections, who=_seats(progress.first_finishers))
    if progress.worth > progress.value and progress.rivals:
        return t.FIGURE_RACE(**head, **sections, who=_seats(progress.rivals),
                             m=len(progress.rivals), r=progress.rival_coloured)
    if progress.worth > progress.value:
        return t.FIGURE_NOBODY(**head, **sections)
    return t.FIGURE_OPEN(**head, **sections)
