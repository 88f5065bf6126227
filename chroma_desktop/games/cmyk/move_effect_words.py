"""CMYK!'s words for what a move is worth before it is made (`move_effect.py`): templates of the
game's catalogue `cmyk` (declared in `words.py`), in Italian in `data/i18n/it/cmyk.yaml`.

The numbers in them come from the scoring (`scoring.keyed_breakdown`); a signed change is a text
slot written as "+5" or "-3".
"""

from __future__ import annotations

from chroma_desktop.games.cmyk.words import T
from chroma_desktop.rules.messages import COUNT, MESSAGE, SEAT, TEXT

# -- the points ---------------------------------------------------------------------------------
GAIN = T.add("effect_gain", change=TEXT, n=COUNT, now=COUNT, after=COUNT)
NO_GAIN = T.add("effect_no_gain", now=COUNT)
BECAUSE = T.add("effect_because", points=MESSAGE, why=MESSAGE)
LINE_CHANGE = T.add("effect_line_change", line=MESSAGE, change=TEXT)
LINE_ADVANCES = T.add("effect_line_advances", line=MESSAGE)
NEXT_POINTS = T.add("effect_next_points", n=COUNT, card=TEXT)
AT_CAP = T.add("effect_at_cap", card=TEXT, cap=COUNT)
HEXAGON_TOWARDS = T.add("effect_hexagon_towards", k=COUNT, n=COUNT)
K_REVEALS = T.add("effect_k_reveals")

# -- the race -----------------------------------------------------------------------------------
LEADS = T.add("effect_leads", p=SEAT, n=COUNT)
BEHIND = T.add("effect_behind", p=SEAT, n=COUNT, q=SEAT)
LEVEL = T.add("effect_level", p=SEAT, q=SEAT)

# -- taking and discarding ----------------------------------------------------------------------
TAKE_BEST = T.add("effect_take_best", tile=MESSAGE, cell=MESSAGE, what=MESSAGE)
TAKE_NOWHERE = T.add("effect_take_nowhere", tile=MESSAGE, p=SEAT)
TAKE_K_DISCARD = T.add("effect_take_k_discard", tile=MESSAGE, p=SEAT, now=COUNT)
DISCARD_K = T.add("effect_discard_k", tile=MESSAGE, now=COUNT)
