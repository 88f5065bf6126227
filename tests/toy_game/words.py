"""Toy Nim's words: the catalogue `toy_nim` (Italian in `data/i18n/it/toy_nim.yaml`, the plug-in's
own data root)."""

from chroma_desktop.rules.messages import COUNT, SEAT, catalogue

T = catalogue("toy_nim")

STARTS = T.add("starts", "{p} {p:starts|start}", p=SEAT)
TAKES = T.add("takes", "{p} {p:takes|take} {n} {n:counter|counters}", p=SEAT, n=COUNT)
PROMPT = T.add("prompt", "take one to {most} counters", most=COUNT)
TOO_MANY = T.add("too_many", "take one to {most} counters, and no more than are left", most=COUNT)
NOT_YOUR_TURN = T.add("not_your_turn", "it is {p:'s} turn, not yours", p=SEAT)
INTO_YOUR_AREA = T.add("into_your_area", "take counters from the row into your own area")
NO_LAST_TAKER = T.add("no_last_taker", "the row is empty: someone took the last counter")
