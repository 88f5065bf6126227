"""Why a text is not a Chroma Mix position, as message templates (the catalogue
`chroma_mix_position`; Italian texts: `data/i18n/it/chroma_mix_position.yaml`).

`position.py` raises them through `lines.error(key, ...)`, which says the line they are about
(`rules/position_words.py`). The notation (seats `P1`, card ids, step names, keys) is quoted as
written (`written`): it is the same in every language.
"""


from typing import TYPE_CHECKING

from chroma_desktop.rules.messages import COUNT, MESSAGE, TEXT, catalogue
from chroma_desktop.rules.record_words import quoted as quoted
from chroma_desktop.rules.record_words import written as written

if TYPE_CHECKING:  # the keys its messages have (tools/message_ids.py)
    from chroma_desktop.games.chroma_mix import message_ids as ids
    from chroma_desktop.rules.messages import Catalogue

T: "Catalogue[ids.ChromaMixPosition]" = catalogue("chroma_mix_position")


BOTH_OR_NEITHER = T.add("both_or_neither")
SOLO_FIRST_TURN = T.add("solo_first_turn")
BILLY_STARTS = T.add("billy_starts")
OVER_WITHOUT_WIN = T.add("over_without_win")
NOTHING_PENDING_OVER = T.add("nothing_pending_over")
BILLY_STEPS = T.add("billy_steps")
END_BY_ITSELF = T.add("end_by_itself", step=TEXT)
BILLY_ONLY_SOLO = T.add("billy_only_solo")
WIN_CARD_OPTION = T.add("win_card_option", option=TEXT, word=TEXT)
NEVER_HIDDEN = T.add("never_hidden")
HANDS_OPEN = T.add("hands_open")
OWN_HAND = T.add("own_hand")
HIDDEN_HAND_SIZE = T.add("hidden_hand_size")
HAND_HIDDEN_FROM = T.add("hand_hidden_from", seat=TEXT, n=COUNT)
HAND_HIDDEN_FROM_SPECTATOR = T.add("hand_hidden_from_spectator", n=COUNT)
PLAY_AREA_LIMIT = T.add("play_area_limit", limit=COUNT, card=TEXT, n=COUNT)
ACTION_TWICE = T.add("action_twice")
SWAP_ALONE = T.add("swap_alone")
ONLY_PLAYER_ACTIONS = T.add("only_player_actions")
MIXES_NO_MIX = T.add("mixes_no_mix")
MIXES_A_MIX = T.add("mixes_a_mix")
PRINT_TAKEN = T.add("print_taken")
KEY_ONLY_TURN = T.add("key_only_turn")
PEAR_AFTER_PRINT = T.add("pear_after_print")
ROW_SLOTS = T.add("row_slots", slots=COUNT, n=COUNT)
CARD_OF_RANK = T.add("card_of_rank", card=TEXT, rank=COUNT)
TOO_MANY_CARDS = T.add("too_many_cards", n=COUNT, card=TEXT, total=COUNT)
VIEW_WRITES_SUPPLY = T.add("view_writes_supply")
IN_THE_MARKET = T.add("in_the_market", card=TEXT)
IN_THE_BOX = T.add("in_the_box", card=TEXT)
DECK_SIZE_ONLY = T.add("deck_size_only", n=COUNT)
ONLY_CHANCE_FIRST = T.add("only_chance_first")
FIRST_PICKED = T.add("first_picked", seat=TEXT)
WIN_CARD_FIRST = T.add("win_card_first")
WIN_CARD_ONLY_RANDOM = T.add("win_card_only_random")
SET_UP_STEP_TWICE = T.add("set_up_step_twice")

# -- one pending step
STEP = T.add("step", part=TEXT, why=MESSAGE)
EMPTY_STEP = T.add("empty_step")
BILLY_STEP_TURN = T.add("billy_step_turn")
BILLY_DRAWS_HOW_MANY = T.add("billy_draws_how_many")
NO_FIELDS = T.add("no_fields", step=TEXT)
NOT_A_STEP = T.add("not_a_step", step=TEXT, steps=TEXT)
WHOSE_STEP = T.add("whose_step")
PLAYERS_STEP = T.add("players_step")
TURN_THAT_ENDS = T.add("turn_that_ends", seat=TEXT)
FLAG_TWICE = T.add("flag_twice")
ONE_CARD = T.add("one_card")
PRINTS_LEFT = T.add("prints_left")
AFTER_EXCEPT = T.add("after_except")
REFILLING_FORM = T.add("refilling_form")
REFILL_DONE = T.add("refill_done", n=COUNT)
TUCK_FORM = T.add("tuck_form")
LAV_DISCARD_FORM = T.add("lav_discard_form")
UNEXPECTED = T.add("unexpected", words=TEXT)
FIELDS_AFTER_SEAT = T.add("fields_after_seat", n=COUNT)
NOT_A_NUMBER_FROM = T.add("not_a_number_from", word=TEXT, low=COUNT, high=COUNT)
NO_CARD = T.add("no_card")
NOT_A_CARD = T.add("not_a_card", word=TEXT)
