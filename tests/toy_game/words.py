"""Toy Nim's words: the catalogue `toy_nim` (English and Italian in
`data/i18n/<language>/toy_nim.ftl`, the plug-in's own data root)."""

from pathlib import Path

from chroma_desktop.rules.messages import COUNT, SEAT, TEXT, catalogue

# its words, also when the plug-in is not registered (yet)
T = catalogue("toy_nim", Path(__file__).resolve().parent / "data")

STARTS = T.add("starts", p=SEAT)
TAKES = T.add("takes", p=SEAT, n=COUNT)
PROMPT = T.add("prompt", most=COUNT)
TOO_MANY = T.add("too_many", most=COUNT)
NOT_YOUR_TURN = T.add("not_your_turn", p=SEAT)
INTO_YOUR_AREA = T.add("into_your_area")
NO_LAST_TAKER = T.add("no_last_taker")
# What a take does to the race (`ToyNimGame.effect`).
WINS = T.add("wins", p=SEAT)
LEAVES = T.add("leaves", n=COUNT)
# Teach mode's groups and topics (`tests/toy_game/teaching.py`).
TAKE_THE_LAST = T.add("take_the_last", n=COUNT)
LAST_WINS = T.add("last_wins")
LEAVE_THREE = T.add("leave_three", n=COUNT)
THREE_IS_SAFE = T.add("three_is_safe")
TAKE_OTHER = T.add("take_other", counts=TEXT, n=COUNT)
NONE_SAFE = T.add("none_safe", n=COUNT)
TOPIC_LAST = T.add("topic_last")
TOPIC_THREE = T.add("topic_three")
