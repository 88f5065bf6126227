"""Chroma Cubes' words for what a move is worth before it is made (`move_effect.py`): templates
of the game's catalogue `chroma_cubes` (declared in `text.py`), in Italian in
`data/i18n/it/chroma_cubes.yaml`. The numbers come from `figures.py` and the game's own score.
"""

from __future__ import annotations

from chroma_desktop.games.chroma_cubes.text import T
from chroma_desktop.rules.messages import COUNT, MESSAGE, SEAT, TEXT

# -- the points ---------------------------------------------------------------------------------
GAIN = T.add("effect_gain", n=COUNT, now=COUNT, after=COUNT)
NO_GAIN = T.add("effect_no_gain", now=COUNT)
BECAUSE = T.add("effect_because", points=MESSAGE, why=MESSAGE)

# -- a section coloured -------------------------------------------------------------------------
THE_FIGURE = T.add("effect_the_figure", figure=TEXT)
NUMBERED_FIGURE = T.add("effect_numbered_figure", figure=TEXT)  # "Egg 2", no article
TOWARDS_FIRST = T.add("effect_towards_first", figure=MESSAGE, value=COUNT, left=COUNT, worth=COUNT)
TOWARDS_LATE = T.add("effect_towards_late", figure=MESSAGE, value=COUNT, left=COUNT, who=MESSAGE)
TOWARDS = T.add("effect_towards", figure=MESSAGE, value=COUNT, left=COUNT)
# The other seats (`who`) racing for the same figure, each with `left` of its sections to colour.
RIVAL_LEFT = T.add("effect_rival_left", who=MESSAGE, left=COUNT)
COMPLETES_FIRST = T.add("effect_completes_first", figure=MESSAGE, value=COUNT, bonus=COUNT)
COMPLETES_LATE = T.add("effect_completes_late", figure=MESSAGE, value=COUNT, who=MESSAGE)
COMPLETES = T.add("effect_completes", figure=MESSAGE, value=COUNT)
EXTRA_DICE = T.add("effect_extra_dice", n=COUNT)

# The badge where no points change yet: "3 left", "3 left (Bot 2: 1)", "side 1 of 2".
LABEL_LEFT = T.add("effect_label_left", left=COUNT)
LABEL_RACE = T.add("effect_label_race", left=COUNT, who=MESSAGE, r=COUNT)
LABEL_SIDE = T.add("effect_label_side", k=COUNT, n=COUNT)

# -- a lock side coloured -----------------------------------------------------------------------
LOCK_UNLOCKS = T.add("effect_lock_unlocks", lock=MESSAGE, bonus=COUNT)
LOCK_SIDE = T.add("effect_lock_side", k=COUNT, n=COUNT, lock=MESSAGE, bonus=COUNT)

# -- the race -----------------------------------------------------------------------------------
LEADS = T.add("effect_leads", p=SEAT, s=COUNT, goal=COUNT, n=COUNT, q=SEAT)
BEHIND = T.add("effect_behind", p=SEAT, s=COUNT, goal=COUNT, n=COUNT, q=SEAT)
LEVEL = T.add("effect_level", p=SEAT, s=COUNT, goal=COUNT, q=SEAT)
ALONE = T.add("effect_alone", p=SEAT, s=COUNT, goal=COUNT)
CAIRN_SCORE = T.add("effect_cairn_score", p=SEAT, s=COUNT)
REACHES = T.add("effect_reaches", p=SEAT, s=COUNT, goal=COUNT)
