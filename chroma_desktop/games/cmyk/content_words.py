"""Why CMYK!'s content is refused, as message templates (the catalogue `cmyk_content`; Italian
texts: `data/i18n/it/cmyk_content.yaml`).

`content.py` raises them through `source.error(key_path, ...)`, which names the file, the line
and the key (`content/content_words.py` says the frame); the app shows them in the language shown,
`chroma validate` in English. Ids, percentages and key paths are quoted as the file writes them;
an ink's name is a content word, said in the language shown.
"""


from typing import TYPE_CHECKING

from chroma_desktop.rules.messages import COUNT, TEXT, catalogue
from chroma_desktop.rules.record_words import quoted as quoted
from chroma_desktop.rules.record_words import written as written

if TYPE_CHECKING:  # the keys its messages have (tools/message_ids.py)
    from chroma_desktop.games.cmyk import message_ids as ids
    from chroma_desktop.rules.messages import Catalogue

T: "Catalogue[ids.CmykContent]" = catalogue("cmyk_content")


ALREADY_USED = T.add("already_used", value=TEXT, other=TEXT)
NOT_A_LEVEL = T.add("not_a_level", percent=TEXT, levels=TEXT)
SAME_MARKS = T.add("same_marks", other=TEXT)
ALREADY_THE_ID = T.add("already_the_id", value=TEXT, other=TEXT)
MARKS_PER_INK = T.add("marks_per_ink", count=COUNT, ink=TEXT, percent=TEXT, expected=COUNT)
EFFECT_NEEDS = T.add("effect_needs", kind=TEXT, name=TEXT)
EFFECT_TAKES_NO = T.add("effect_takes_no", kind=TEXT, name=TEXT, needed=TEXT)
ONLY_ONE_CARD = T.add("only_one_card", kind=TEXT, other=TEXT)
AT_LEAST_ONE = T.add("at_least_one")
NOT_AN_INK = T.add("not_an_ink", ink=TEXT)
NOT_A_MARK_LEVEL = T.add("not_a_mark_level", percent=TEXT)
EACH_INK_ONCE = T.add("each_ink_once", order=TEXT)
PILES_NEED_TILES = T.add("piles_need_tiles", piles=COUNT, per_pile=COUNT, needed=COUNT, held=COUNT)
TOO_FEW_FOR_INITIAL = T.add("too_few_for_initial")
SIX_PRIVATE_CARDS = T.add("six_private_cards")
