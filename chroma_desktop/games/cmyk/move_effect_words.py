"""CMYK!'s words for what a move is worth before it is made (`move_effect.py`): templates of the
game's catalogue `cmyk` (declared in `words.py`), in Italian in `data/i18n/it/cmyk.yaml`.

The numbers in them come from the scoring (`scoring.keyed_breakdown`); a signed change is a text
slot written as "+5" or "-3".
"""

from __future__ import annotations

from chroma_desktop.games.cmyk.words import T
from chroma_desktop.rules.messages import COUNT, MESSAGE, SEAT, TEXT

# -- the points ---------------------------------------------------------------------------------
GAIN = T.add("effect_gain", "{change} {n:point|points} ({now} to {after})",
             change=TEXT, n=COUNT, now=COUNT, after=COUNT)
NO_GAIN = T.add("effect_no_gain", "no change in points ({now})", now=COUNT)
BECAUSE = T.add("effect_because", "{points}: {why}", points=MESSAGE, why=MESSAGE)
LINE_CHANGE = T.add("effect_line_change", "{line} {change}", line=MESSAGE, change=TEXT)
LINE_ADVANCES = T.add("effect_line_advances", "{line}, no more points yet", line=MESSAGE)
NEXT_POINTS = T.add("effect_next_points", "{n} more {n:tile|tiles} for {card}'s next points",
                    n=COUNT, card=TEXT)
AT_CAP = T.add("effect_at_cap", "{card} is at its cap of {cap}", card=TEXT, cap=COUNT)
HEXAGON_TOWARDS = T.add("effect_hexagon_towards", "a hexagon round it then holds {k} of the "
                        "{n} {n:tile|tiles} it needs", k=COUNT, n=COUNT)
K_REVEALS = T.add("effect_k_reveals", "another public objective is revealed")

# -- the race -----------------------------------------------------------------------------------
LEADS = T.add("effect_leads", "{p} would then lead by {n} {n:point|points}", p=SEAT, n=COUNT)
BEHIND = T.add("effect_behind", "{p} would then be {n} {n:point|points} behind {q}",
               p=SEAT, n=COUNT, q=SEAT)
LEVEL = T.add("effect_level", "{p} would then be level with {q}", p=SEAT, q=SEAT)

# -- taking and discarding ----------------------------------------------------------------------
TAKE_BEST = T.add("effect_take_best", "{tile} at its best spot ({cell}): {what}",
                  tile=MESSAGE, cell=MESSAGE, what=MESSAGE)
TAKE_NOWHERE = T.add("effect_take_nowhere", "{tile} fits nowhere in {p:their|your} mosaic now: "
                     "it would go back on its pile", tile=MESSAGE, p=SEAT)
TAKE_K_DISCARD = T.add("effect_take_k_discard", "{tile} would cost points wherever it goes: "
                       "discarding it keeps {p:their|your} {now} {now:point|points} (another "
                       "public objective is revealed)", tile=MESSAGE, p=SEAT, now=COUNT)
DISCARD_K = T.add("effect_discard_k", "Discarding {tile} scores nothing and costs nothing ({now} "
                  "{now:point|points}); another public objective is revealed",
                  tile=MESSAGE, now=COUNT)
