"""Why a text is not a CMYK! position, as message templates (the catalogue `cmyk_position`;
Italian texts: `data/i18n/it/cmyk_position.yaml`).

`position.py` raises them through `lines.error(key, ...)`, which says the line they are about
(`rules/position_words.py`). The notation (seats `P1`, tile ids `T31`, cells `1,0,down`, card
ids, keys) is quoted as written (`written`): it is the same in every language.
"""


from typing import TYPE_CHECKING

from chroma_desktop.rules.messages import COUNT, MESSAGE, TEXT, catalogue
from chroma_desktop.rules.record_words import quoted as quoted
from chroma_desktop.rules.record_words import written as written

if TYPE_CHECKING:  # the keys its messages have (tools/message_ids.py)
    from chroma_desktop.games.cmyk import message_ids as ids
    from chroma_desktop.rules.messages import Catalogue

T: "Catalogue[ids.CmykPosition]" = catalogue("cmyk_position")


CALLER_FIRST = T.add("caller_first")
NOT_PUBLIC = T.add("not_public", item=TEXT)
NOT_BECOMING_PRIVATE = T.add("not_becoming_private", card=TEXT)
NOT_PRIVATE = T.add("not_private", card=TEXT)
PUBLIC_TWICE = T.add("public_twice", card=TEXT)
PUBLIC_ALSO_OUT = T.add("public_also_out", card=TEXT)
CALLER_PICKED_FIRST = T.add("caller_picked_first")
CALLER_ALREADY = T.add("caller_already", seat=TEXT)
EVENT_NOT_ONE_OF = T.add("event_not_one_of", part=TEXT, events=TEXT)
EVENT = T.add("event", part=TEXT, why=MESSAGE)
NO_FIELDS = T.add("no_fields", kind=TEXT)
WRITE_FORM = T.add("write_form", form=TEXT)
NOT_A_PILE = T.add("not_a_pile", word=TEXT, most=COUNT)
NOT_A_PLACE = T.add("not_a_place", word=TEXT, most=COUNT)
FACE_DOWN_COUNT = T.add("face_down_count", count=TEXT, most=COUNT)
NOT_A_TILE_THEN = T.add("not_a_tile_then", item=TEXT, tiles=TEXT)
PILE_LIMIT = T.add("pile_limit", most=COUNT, n=COUNT)
TOP_FACE_UP = T.add("top_face_up", pile=COUNT)
ONLY_VIEW_HIDES = T.add("only_view_hides")
OWN_PRIVATE = T.add("own_private")
ALL_PRIVATE_SHOWN = T.add("all_private_shown")
PRIVATE_HIDDEN = T.add("private_hidden")
PRIVATE_TWICE = T.add("private_twice", card=TEXT)
NOT_A_TILE_FROM = T.add("not_a_tile_from", text=TEXT)
NO_PILE = T.add("no_pile", pile=COUNT)
SAY_WHICH_PILE = T.add("say_which_pile")
INITIAL_NO_PILE = T.add("initial_no_pile")
NONE_HELD_OVER = T.add("none_held_over")
NOT_TILE_CELL = T.add("not_tile_cell", part=TEXT)
FLIPPED_ONLY_FREE = T.add("flipped_only_free", rotation=TEXT)
TWO_TILES_ON = T.add("two_tiles_on", cell=TEXT)
NO_MATCH = T.add("no_match", cell=TEXT, beside=TEXT)
NOT_A_CELL = T.add("not_a_cell", text=TEXT)
NO_TILE_ON = T.add("no_tile_on", seat=TEXT, cell=TEXT)
ONLY_PLAY_MOVED = T.add("only_play_moved")
STOPS_EMPTY = T.add("stops_empty", seat=TEXT)
STOP_UNDER_WAY = T.add("stop_under_way")
NOT_A_TILE = T.add("not_a_tile", word=TEXT, tiles=TEXT)
PLACED_AFTER_INITIAL = T.add("placed_after_initial")
HOLDS_OR_PLACED = T.add("holds_or_placed", seat=TEXT)
NO_INITIAL = T.add("no_initial", seat=TEXT)
FROM_CALLER_ON = T.add("from_caller_on")
IN_TURN_FROM = T.add("in_turn_from", seat=TEXT)
ALL_HOLD_INITIAL = T.add("all_hold_initial")
TAKES_NEXT = T.add("takes_next", seat=TEXT)
TILE_TWICE = T.add("tile_twice", tile=TEXT)
FACE_DOWN_UNSEEN = T.add("face_down_unseen", n=COUNT, unseen=COUNT)
SCORES_HIDDEN = T.add("scores_hidden", key=TEXT)
RESULTS_FORM = T.add("results_form", players=COUNT)
SCORES_AS_TABLE = T.add("scores_as_table", table=TEXT)
