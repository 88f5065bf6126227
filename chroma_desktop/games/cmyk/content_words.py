"""Why CMYK!'s content is refused, as message templates (the catalogue `cmyk_content`; Italian
texts: `data/i18n/it/cmyk_content.yaml`).

`content.py` raises them through `source.error(key_path, ...)`, which names the file, the line
and the key (`content/content_words.py` says the frame); the app shows them in the language shown,
`chroma validate` in English. Ids, percentages and key paths are quoted as the file writes them;
an ink's name is a content word, said in the language shown.
"""


from chroma_desktop.rules.messages import COUNT, TEXT, catalogue
from chroma_desktop.rules.record_words import quoted as quoted
from chroma_desktop.rules.record_words import written as written

T = catalogue("cmyk_content")


ALREADY_USED = T.add("already_used", "{value} is already used by {other}", value=TEXT, other=TEXT)
NOT_A_LEVEL = T.add("not_a_level", "{percent} % is not a mark level (levels: {levels})", percent=TEXT,
                    levels=TEXT)
SAME_MARKS = T.add("same_marks", "has the same marks as {other}: every tile is unique", other=TEXT)
ALREADY_THE_ID = T.add("already_the_id", "{value} is already the id of {other}", value=TEXT, other=TEXT)
MARKS_PER_INK = T.add("marks_per_ink", "the tiles show {count} {ink} {count:mark|marks} at {percent} %, "
                      "not {expected}", count=COUNT, ink=TEXT, percent=TEXT, expected=COUNT)
EFFECT_NEEDS = T.add("effect_needs", "a {kind} effect needs {name}", kind=TEXT, name=TEXT)
EFFECT_TAKES_NO = T.add("effect_takes_no", "a {kind} effect takes no {name} (it takes {needed})",
                        kind=TEXT, name=TEXT, needed=TEXT)
ONLY_ONE_CARD = T.add("only_one_card", "only one card may have the {kind} effect ({other} has it)",
                      kind=TEXT, other=TEXT)
AT_LEAST_ONE = T.add("at_least_one", "must be at least 1")
NOT_AN_INK = T.add("not_an_ink", "{ink} is not an ink", ink=TEXT)
NOT_A_MARK_LEVEL = T.add("not_a_mark_level", "{percent} % is not a mark level", percent=TEXT)
EACH_INK_ONCE = T.add("each_ink_once", "must name each ink once, not {order}", order=TEXT)
PILES_NEED_TILES = T.add("piles_need_tiles", "{piles} {piles:pile|piles} of {per_pile} need {needed} "
                         "{needed:tile|tiles}, the box holds {held}", piles=COUNT, per_pile=COUNT,
                         needed=COUNT, held=COUNT)
TOO_FEW_FOR_INITIAL = T.add("too_few_for_initial", "too few tiles for the initial tiles")
SIX_PRIVATE_CARDS = T.add("six_private_cards", "5 players and 'I want this color too!' need at least 6 "
                          "private cards")
