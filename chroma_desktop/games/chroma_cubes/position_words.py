"""Why a text is not a Chroma Cubes position, as message templates (the catalogue
`chroma_cubes_position`; Italian texts: `data/i18n/it/chroma_cubes_position.yaml`).

`position.py` raises them through `lines.error(key, ...)`, which says the line they are about
(`rules/position_words.py`). The notation (seats `P1`, die ids `red#1`, faces, figure ids, keys)
is quoted as written (`written`): it is the same in every language. A sheet's name is a content
word, said in the language shown.
"""


from chroma_desktop.rules.messages import COUNT, MESSAGE, TEXT, catalogue
from chroma_desktop.rules.record_words import quoted as quoted
from chroma_desktop.rules.record_words import written as written

T = catalogue("chroma_cubes_position")


NO_LAYOUT = T.add("no_layout", "the dice's faces are of no known layout")
CAIRN_NO_DRAFT = T.add("cairn_no_draft", "the cairn game has no draft: it starts in the play phase")
ALONE_START = T.add("alone_start", "alone, you are the start player: the game starts with the draft")
DRAFT_BEFORE_ROUND = T.add("draft_before_round", "the draft comes before round 1 is played")
START_NOT_PICKED = T.add("start_not_picked", "chance has not picked the start player yet")
ALSO_IN = T.add("also_in", "{die} is also in {other}", die=TEXT, other=TEXT)
NOWHERE = T.add("nowhere", "{die} is nowhere: every die lies in the pool, a player's active dice or "
                "reserve ('pool: rest' puts every die not written elsewhere in the pool)", die=TEXT)
NOWHERE_CAIRN = T.add("nowhere_cairn", "{die} is nowhere: every die lies in the pool, a player's "
                      "active dice or reserve, or the stock ('pool: rest' puts every die not written "
                      "elsewhere in the pool)", die=TEXT)
HIDES_NOTHING = T.add("hides_nothing", "'?' marks a hidden part, and this game hides nothing")
NO_SUCH_DIE = T.add("no_such_die", "{name}: {why} (dice are named as 'red#1')", name=TEXT, why=MESSAGE)
SHEET_WITHOUT = T.add("sheet_without", "{sheet} is played without {colour} dice", sheet=TEXT,
                      colour=TEXT)
NOT_IN_GAME = T.add("not_in_game", "there is no such die in this game")
DIE_TWICE = T.add("die_twice", "names {die} twice", die=TEXT)
DICE_NOT_FACES = T.add("dice_not_faces", "names dice, not faces: write {die} alone", die=TEXT)
NO_FACE = T.add("no_face", "{die} has no face {face} (its faces: {faces})", die=TEXT, face=TEXT,
                faces=TEXT)
NOBODY_ACTS_YET = T.add("nobody_acts_yet", "nobody acts in a round before the draft is done")
NEXT_ROUND = T.add("next_round", "once every player has ended the round, the next one starts")
NONE_TO_ROLL = T.add("none_to_roll", "no die waits to be rolled")
NOT_ROLLED_IN = T.add("not_rolled_in", "no die is rolled in the {phase} phase", phase=TEXT)
SOMEONE_COLOURED = T.add("someone_coloured", "a die was used this round, so someone coloured")
LOCK_NOT_UNLOCKED = T.add("lock_not_unlocked", "lock {lock} is not unlocked: its superpower cannot be "
                          "used", lock=TEXT)
ACTIVATIONS = T.add("activations", "{seat} may activate at most {n} a round", seat=TEXT, n=COUNT)
LOCK_SIDES = T.add("lock_sides", "a lock has {sides} {sides:side|sides}, not {n}", sides=COUNT, n=COUNT)
SIDE_SYMBOL = T.add("side_symbol", "{symbol} is used on another lock side: each side needs a "
                    "different symbol", symbol=TEXT)
NOT_COMPLETED = T.add("not_completed", "{figure} is not completed: not all its sections are coloured",
                      figure=TEXT)
CAIRN_NO_BONUS = T.add("cairn_no_bonus", "the cairn game has no first-completion bonus")
WILD_FORM = T.add("wild_form", "write the wild die and its symbol, as 'red#1 as orange'")
NO_DIE_OR_SYMBOL = T.add("no_die_or_symbol", "{text} names no die or no symbol", text=TEXT)
FIRST_FORM = T.add("first_form", "{item} is not 'FIGURE in round N'", item=TEXT)
NOT_ONE_OF = T.add("not_one_of", "{word} is not one of: {choices}", word=TEXT, choices=TEXT)
NOT_PLAYED_YET = T.add("not_played_yet", "round {round} is not played yet", round=TEXT)
NOBODY_COMPLETED = T.add("nobody_completed", "nobody has completed {figure}", figure=TEXT)
SAY_FIRST_ROUND = T.add("say_first_round", "{figure} is completed: say in which round it first was "
                        "('first completed: {figure} in round 1')", figure=TEXT)
CAIRN_TWICE = T.add("cairn_twice", "names a cairn twice")
CAIRN_DONE = T.add("cairn_done", "cairn {cairn} is done already", cairn=COUNT)
EVERY_CAIRN_DONE = T.add("every_cairn_done", "every cairn is done")
NOT_A_CAIRN = T.add("not_a_cairn", "{word} is not a cairn (1 to {cairns})", word=TEXT, cairns=COUNT)
NOT_PLAYERS_DIE = T.add("not_players_die", "{die} is not a player's die", die=TEXT)
RESERVE_LIMIT = T.add("reserve_limit", "a reserve holds at most {n} {n:die|dice}", n=COUNT)
NOT_UNUSED_ACTIVE = T.add("not_unused_active", "{die} is not one of {seat}'s unused active dice",
                          die=TEXT, seat=TEXT)
ROLLED_BEFORE_DRAFT = T.add("rolled_before_draft", "{die} shows a face, yet the dice are rolled once "
                            "the draft is done", die=TEXT)
NOT_ROLLED = T.add("not_rolled", "{die} has not been rolled: give its face (as '{die}={face}') or list "
                   "it in 'to roll'", die=TEXT, face=TEXT)
DRAFT_AFTER_START = T.add("draft_after_start", "the draft starts once chance has picked the start "
                          "player")
DRAFT_DONE = T.add("draft_done", "every die of the draft is taken: the phase is 'play' (with the dice "
                   "to roll)")
ACTIVE_PICKS = T.add("active_picks", "after {picks} {picks:pick|picks} from {start}, {seat} holds "
                     "{expected} active dice, not {held}", picks=COUNT, start=TEXT, seat=TEXT,
                     expected=COUNT, held=COUNT)
RESERVE_PICKS = T.add("reserve_picks", "after {picks} {picks:pick|picks} from {start}, {seat} holds "
                      "{expected} reserve dice, not {held}", picks=COUNT, start=TEXT, seat=TEXT,
                      expected=COUNT, held=COUNT)
