"""Why a text is not a Chroma Cubes position, as message templates (the catalogue
`chroma_cubes_position`; Italian texts: `data/i18n/it/chroma_cubes_position.yaml`).

`position.py` raises them through `lines.error(key, ...)`, which says the line they are about
(`rules/position_words.py`). The notation (seats `P1`, die ids `red#1`, faces, figure ids, keys)
is quoted as written (`written`): it is the same in every language. A sheet's name is a content
word, said in the language shown.
"""


from typing import TYPE_CHECKING

from chroma_desktop.rules.messages import COUNT, MESSAGE, TEXT, catalogue
from chroma_desktop.rules.record_words import quoted as quoted
from chroma_desktop.rules.record_words import written as written

if TYPE_CHECKING:  # the keys its messages have (tools/message_ids.py)
    from chroma_desktop.games.chroma_cubes import message_ids as ids
    from chroma_desktop.rules.messages import Catalogue

T: "Catalogue[ids.ChromaCubesPosition]" = catalogue("chroma_cubes_position")


NO_LAYOUT = T.add("no_layout")
CAIRN_NO_DRAFT = T.add("cairn_no_draft")
ALONE_START = T.add("alone_start")
DRAFT_BEFORE_ROUND = T.add("draft_before_round")
START_NOT_PICKED = T.add("start_not_picked")
ALSO_IN = T.add("also_in", die=TEXT, other=TEXT)
NOWHERE = T.add("nowhere", die=TEXT)
NOWHERE_CAIRN = T.add("nowhere_cairn", die=TEXT)
HIDES_NOTHING = T.add("hides_nothing")
NO_SUCH_DIE = T.add("no_such_die", name=TEXT, why=MESSAGE)
SHEET_WITHOUT = T.add("sheet_without", sheet=TEXT, colour=TEXT)
NOT_IN_GAME = T.add("not_in_game")
DIE_TWICE = T.add("die_twice", die=TEXT)
DICE_NOT_FACES = T.add("dice_not_faces", die=TEXT)
NO_FACE = T.add("no_face", die=TEXT, face=TEXT, faces=TEXT)
NOBODY_ACTS_YET = T.add("nobody_acts_yet")
NEXT_ROUND = T.add("next_round")
NONE_TO_ROLL = T.add("none_to_roll")
NOT_ROLLED_IN = T.add("not_rolled_in", phase=TEXT)
SOMEONE_COLOURED = T.add("someone_coloured")
LOCK_NOT_UNLOCKED = T.add("lock_not_unlocked", lock=TEXT)
ACTIVATIONS = T.add("activations", seat=TEXT, n=COUNT)
LOCK_SIDES = T.add("lock_sides", sides=COUNT, n=COUNT)
SIDE_SYMBOL = T.add("side_symbol", symbol=TEXT)
NOT_COMPLETED = T.add("not_completed", figure=TEXT)
CAIRN_NO_BONUS = T.add("cairn_no_bonus")
WILD_FORM = T.add("wild_form")
NO_DIE_OR_SYMBOL = T.add("no_die_or_symbol", text=TEXT)
FIRST_FORM = T.add("first_form", item=TEXT)
NOT_ONE_OF = T.add("not_one_of", word=TEXT, choices=TEXT)
NOT_PLAYED_YET = T.add("not_played_yet", round=TEXT)
NOBODY_COMPLETED = T.add("nobody_completed", figure=TEXT)
SAY_FIRST_ROUND = T.add("say_first_round", figure=TEXT)
CAIRN_TWICE = T.add("cairn_twice")
CAIRN_DONE = T.add("cairn_done", cairn=COUNT)
EVERY_CAIRN_DONE = T.add("every_cairn_done")
NOT_A_CAIRN = T.add("not_a_cairn", word=TEXT, cairns=COUNT)
NOT_PLAYERS_DIE = T.add("not_players_die", die=TEXT)
RESERVE_LIMIT = T.add("reserve_limit", n=COUNT)
NOT_UNUSED_ACTIVE = T.add("not_unused_active", die=TEXT, seat=TEXT)
ROLLED_BEFORE_DRAFT = T.add("rolled_before_draft", die=TEXT)
NOT_ROLLED = T.add("not_rolled", die=TEXT, face=TEXT)
DRAFT_AFTER_START = T.add("draft_after_start")
DRAFT_DONE = T.add("draft_done")
ACTIVE_PICKS = T.add("active_picks", picks=COUNT, start=TEXT, seat=TEXT, expected=COUNT, held=COUNT)
RESERVE_PICKS = T.add("reserve_picks", picks=COUNT, start=TEXT, seat=TEXT, expected=COUNT, held=COUNT)
