"""How sure a hint's win chance is: the range the playouts support, as the panel and `chroma hint`
say it (issue 31).

A chance rests on a few dozen playouts. From 16 a single chance has a standard error of about
12 points, and a newcomer saw one move's chance go from 54 % to 6 % between two looks at nearly
the same position; a player reads a figure as a fact. So a chance is said as the range the
playouts support: the Wilson score interval at CONFIDENCE standard errors, with the playouts'
own spread in place of a coin's (a playout cut short by the game's evaluation scores a share
between 0 and 1, which strays less than a win or a loss), never narrower than a STEP either
side, its ends to the nearest whole STEPs. A range at
most NARROW wide is said as "about" its middle; a wider one is said as the range ("30-75 %"),
never as one figure. Nothing below a range's width is shown: 0 wins of 16 playouts says
"0-20 %", not "0 %".
"""

from __future__ import annotations

import math
from typing import NamedTuple

CONFIDENCE = 1.96
"""Standard errors either side: 95 % of asks land inside the range the first ask stated."""
STEP = 5
"""Percent: a range's ends are whole multiples of it, the nearest to the interval's ends."""
NARROW = 10
"""Percent: a range no wider than this is said as "about" its middle."""


class ChanceRange(NamedTuple):
    """The win chance the playouts support, in percent: likely between `low` and `high`."""

    low: int
    high: int
    about: int
    """The interval's middle, to the nearest STEP (said as "about 50 %" when `narrow`)."""

    @property
    def narrow(self) -> bool:
        """Whether the range is narrow enough to say as one figure, "about" its middle."""
        return self.high - self.low <= NARROW

    def english(self) -> str:
        """As `chroma hint` prints it (the panel says it in the player's language)."""
        return f"about {self.about} %" if self.narrow else f"{self.low}–{self.high} %"


def chance_range(win_share: float, playouts: int, spread: float | None = None) -> ChanceRange:
    """The range a mean win share over `playouts` playouts supports (0..100 %, whole STEPs).
    `spread` is one playout's standard deviation (None: a win or a loss each, as a coin's)."""
    if playouts < 1:
        raise ValueError(f"a chance needs at least one playout, not {playouts!r}")
    share = max(0.0, min(1.0, win_share))
    variance = share * (1 - share) if spread is None else min(0.25, spread * spread)
    z2 = CONFIDENCE * CONFIDENCE
    # Wilson's interval, with the playouts' own variance in place of a coin's: the chances whose
    # distance to the share seen is within CONFIDENCE standard errors, drawn towards a half as
    # z2 playouts of a half would (so no win in 16 still leaves room for one).
    middle = (playouts * share + z2 / 2) / (playouts + z2)
    half = CONFIDENCE / (playouts + z2) * math.sqrt(playouts * variance + z2 / 4)
    # "About 40 %" says 35 to 45 %: never a range narrower than the rounding it is said with.
    half = max(half, STEP / 100)
    low, high = _nearest_step(max(0.0, middle - half)), _nearest_step(min(1.0, middle + half))
    return ChanceRange(low, high, _nearest_step(middle))


def _nearest_step(share: float) -> int:
    """A share (0..1) in percent, to the nearest whole STEP."""
    return STEP * math.floor(100 * share / STEP + 0.5)
