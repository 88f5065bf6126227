"""Chroma Cubes' words for what a move is worth before it is made (`move_effect.py`): templates
of the game's catalogue `chroma_cubes` (declared in `text.py`), in Italian in
`data/i18n/it/chroma_cubes.yaml`. The numbers come from `figures.py` and the game's own score.
"""

from __future__ import annotations

from chroma_desktop.games.chroma_cubes.text import T
from chroma_desktop.rules.messages import COUNT, MESSAGE, SEAT, TEXT

# -- the points ---------------------------------------------------------------------------------
GAIN = T.add("effect_gain", "+{n} {n:point|points} ({now} to {after})", n=COUNT, now=COUNT,
             after=COUNT)
NO_GAIN = T.add("effect_no_gain", "no change in points ({now})", now=COUNT)
BECAUSE = T.add("effect_because", "{points}: {why}", points=MESSAGE, why=MESSAGE)

# -- a section coloured -------------------------------------------------------------------------
THE_FIGURE = T.add("effect_the_figure", "the {figure}", figure=TEXT)
NUMBERED_FIGURE = T.add("effect_numbered_figure", "{figure}", figure=TEXT)  # "Egg 2", no article
TOWARDS_FIRST = T.add(
    "effect_towards_first",
    "towards {figure} ({value} {value:pt|pts}), {left} {left:section|sections} left; "
    "finishing it first scores {worth}", figure=MESSAGE, value=COUNT, left=COUNT, worth=COUNT)
TOWARDS_LATE = T.add(
    "effect_towards_late",
    "towards {figure} ({value} {value:pt|pts}), {left} {left:section|sections} left; {who} "
    "finished it first, so finishing it scores {value}",
    figure=MESSAGE, value=COUNT, left=COUNT, who=MESSAGE)
TOWARDS = T.add("effect_towards", "towards {figure} ({value} {value:pt|pts}), {left} "
                "{left:section|sections} left", figure=MESSAGE, value=COUNT, left=COUNT)
COMPLETES_FIRST = T.add("effect_completes_first", "completes {figure}: {value} and +{bonus} "
                        "for finishing it first", figure=MESSAGE, value=COUNT, bonus=COUNT)
COMPLETES_LATE = T.add("effect_completes_late", "completes {figure}: {value} ({who} finished "
                       "it first)", figure=MESSAGE, value=COUNT, who=MESSAGE)
COMPLETES = T.add("effect_completes", "completes {figure}: {value}", figure=MESSAGE, value=COUNT)
EXTRA_DICE = T.add("effect_extra_dice", "the score track then gives {n} extra {n:die|dice}",
                   n=COUNT)

# -- a lock side coloured -----------------------------------------------------------------------
LOCK_UNLOCKS = T.add("effect_lock_unlocks", "unlocks {lock} and scores {bonus}",
                     lock=MESSAGE, bonus=COUNT)
LOCK_SIDE = T.add("effect_lock_side", "colours side {k} of {n} of {lock}; unlocking it scores "
                  "{bonus}", k=COUNT, n=COUNT, lock=MESSAGE, bonus=COUNT)

# -- the race -----------------------------------------------------------------------------------
LEADS = T.add("effect_leads", "{p} would then have {s} {s:point|points} of the {goal} needed to "
              "win, {n} ahead of {q}", p=SEAT, s=COUNT, goal=COUNT, n=COUNT, q=SEAT)
BEHIND = T.add("effect_behind", "{p} would then have {s} {s:point|points} of the {goal} needed to "
               "win, {n} behind {q}", p=SEAT, s=COUNT, goal=COUNT, n=COUNT, q=SEAT)
LEVEL = T.add("effect_level", "{p} would then have {s} {s:point|points} of the {goal} needed to "
              "win, level with {q}", p=SEAT, s=COUNT, goal=COUNT, q=SEAT)
ALONE = T.add("effect_alone", "{p} would then have {s} {s:point|points} of the {goal} to reach",
              p=SEAT, s=COUNT, goal=COUNT)
CAIRN_SCORE = T.add("effect_cairn_score", "{p} would then have {s} {s:point|points}",
                    p=SEAT, s=COUNT)
REACHES = T.add("effect_reaches", "{p} would then have {s} {s:point|points}, enough to win "
                "({goal}): the game ends with this round", p=SEAT, s=COUNT, goal=COUNT)
