"""Toy Nim's words: the catalogue `toy_nim` (English and Italian in
`data/i18n/<language>/toy_nim.ftl`, the plug-in's own data root)."""

from chroma_desktop.rules.messages import COUNT, SEAT, TEXT, catalogue

T = catalogue("toy_nim")

STARTS = T.add("starts", "{p} {p:starts|start}", p=SEAT)
TAKES = T.add("takes", "{p} {p:takes|take} {n} {n:counter|counters}", p=SEAT, n=COUNT)
PROMPT = T.add("prompt", "take one to {most} counters", most=COUNT)
TOO_MANY = T.add("too_many", "take one to {most} counters, and no more than are left", most=COUNT)
NOT_YOUR_TURN = T.add("not_your_turn", "it is {p:'s} turn, not yours", p=SEAT)
INTO_YOUR_AREA = T.add("into_your_area", "take counters from the row into your own area")
NO_LAST_TAKER = T.add("no_last_taker", "the row is empty: someone took the last counter")
# What a take does to the race (`ToyNimGame.effect`).
WINS = T.add("wins", "{p} {p:takes|take} the last counter and {p:wins|win}", p=SEAT)
LEAVES = T.add("leaves", "{n} {n:counter is|counters are} left for the next player", n=COUNT)
# Teach mode's groups and topics (`tests/toy_game/teaching.py`).
TAKE_THE_LAST = T.add("take_the_last", "Take the last {n:counter|counters}", n=COUNT)
LAST_WINS = T.add("last_wins", "whoever takes the last counter wins")
LEAVE_THREE = T.add("leave_three", "Leave {n} {n:counter|counters}", n=COUNT)
THREE_IS_SAFE = T.add("three_is_safe", "a multiple of three: whatever the next player takes, you "
                      "can answer and keep it so")
TAKE_OTHER = T.add("take_other", "Take {counts} {n:counter|counters}", counts=TEXT, n=COUNT)
NONE_SAFE = T.add("none_safe", "with {n} left none of these leaves a multiple of three", n=COUNT)
TOPIC_LAST = T.add("topic_last", "the last counter")
TOPIC_THREE = T.add("topic_three", "multiples of three")
