"""Why a text is not a Coloretto position, as message templates (the catalogue
`coloretto_position`; Italian texts: `data/i18n/it/coloretto_position.yaml`).

`position.py` raises them through `lines.error(key, ...)`, which says the line they are about
(`rules/position_words.py`). The notation (seats `P1`, colour ids, phase names, keys) is quoted
as written (`written`): it is the same in every language.
"""


from typing import TYPE_CHECKING

from chroma_desktop.rules.messages import COUNT, TEXT, catalogue
from chroma_desktop.rules.record_words import written as written

if TYPE_CHECKING:  # the keys its messages have (tools/message_ids.py)
    from chroma_desktop.games.coloretto import message_ids as ids
    from chroma_desktop.rules.messages import Catalogue

T: "Catalogue[ids.ColorettoPosition]" = catalogue("coloretto_position")


SET_UP_ROUND = T.add("set_up_round")
NONE_OUT_YET = T.add("none_out_yet")
DRAWN_ONLY_PLACE = T.add("drawn_only_place")
CHOOSE_NOT_DEAL = T.add("choose_not_deal", edition=TEXT)
DEAL_NOT_CHOOSE = T.add("deal_not_choose", edition=TEXT)
NO_BONUS = T.add("no_bonus", edition=TEXT)
REMOVE_NONE = T.add("remove_none", players=COUNT)
REMOVED_MISSING = T.add("removed_missing", players=COUNT, n=COUNT)
COLOUR_TWICE = T.add("colour_twice")
REMOVE_DONE = T.add("remove_done", players=COUNT, n=COUNT)
REMOVE_COUNT = T.add("remove_count", players=COUNT, n=COUNT, found=COUNT)
ALREADY_TOOK = T.add("already_took", seat=TEXT, row=COUNT)
ROW_CAPACITY = T.add("row_capacity", row=COUNT, n=COUNT, found=COUNT)
NO_CARD_BEFORE = T.add("no_card_before")
NO_TAKEN_BEFORE = T.add("no_taken_before")
COLOURS_AFTER_REMOVAL = T.add("colours_after_removal")
FIRST_AFTER_STARTING = T.add("first_after_starting", n=COUNT)
ALL_HAVE_STARTING = T.add("all_have_starting", n=COUNT)
STARTING_IN_ORDER = T.add("starting_in_order", dealt=COUNT, seat=TEXT, expected=COUNT, found=COUNT)
STARTING_COLOURS = T.add("starting_colours", kind=TEXT)
STARTING_TWICE = T.add("starting_twice", kind=TEXT)
REMOVED_FROM_GAME = T.add("removed_from_game", kind=TEXT)
BONUS_TO_TAKER = T.add("bonus_to_taker", seat=TEXT)
SITS_OUT = T.add("sits_out", seat=TEXT, row=COUNT)
NO_TURN = T.add("no_turn", phase=TEXT)
NO_TURN_SET_UP = T.add("no_turn_set_up", phase=TEXT)
SAY_LAST_TAKER = T.add("say_last_taker", key=TEXT, seat=TEXT)
NONE_TAKEN_BEFORE = T.add("none_taken_before")
TOOK_NO_ROW = T.add("took_no_row", seat=TEXT)
NOBODY_TOOK_NO_ROW = T.add("nobody_took_no_row")
TOO_MANY_CARDS = T.add("too_many_cards", found=COUNT, kind=TEXT, total=COUNT)
LAST_ROUND_IN_SET_UP = T.add("last_round_in_set_up")
NOT_BEGUN = T.add("not_begun")
LAST_ROUND_CAME = T.add("last_round_came")
ENDS_AFTER_LAST = T.add("ends_after_last")
ONE_ABOVE_LAST = T.add("one_above_last")
ROUND_OVER = T.add("round_over")
DECK_EMPTY = T.add("deck_empty", phase=TEXT)
BONUS_NO_GOLDEN = T.add("bonus_no_golden")
OVER_TOO_SOON = T.add("over_too_soon")
ROWS_CLEARED = T.add("rows_cleared")
