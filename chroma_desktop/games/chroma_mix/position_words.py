"""Why a text is not a Chroma Mix position, as message templates (the catalogue
`chroma_mix_position`; Italian texts: `data/i18n/it/chroma_mix_position.yaml`).

`position.py` raises them through `lines.error(key, ...)`, which says the line they are about
(`rules/position_words.py`). The notation (seats `P1`, card ids, step names, keys) is quoted as
written (`written`): it is the same in every language.
"""


from chroma_desktop.rules.messages import COUNT, MESSAGE, TEXT, catalogue
from chroma_desktop.rules.record_words import quoted as quoted
from chroma_desktop.rules.record_words import written as written

T = catalogue("chroma_mix_position")


BOTH_OR_NEITHER = T.add("both_or_neither", "chance picks the first player and so the first turn: "
                        "both are 'nobody', or neither")
SOLO_FIRST_TURN = T.add("solo_first_turn", "solo, the first turn is set at once: yours at the lowest "
                        "difficulty, otherwise Billy's")
BILLY_STARTS = T.add("billy_starts", "Billy's starting turns come first: it is Billy's turn")
OVER_WITHOUT_WIN = T.add("over_without_win", "the game ends only once someone has met a win condition "
                         "(as in 'P1 met: ruby')")
NOTHING_PENDING_OVER = T.add("nothing_pending_over", "nothing is pending once the game is over")
BILLY_STEPS = T.add("billy_steps", "Billy's turn is its steps, down to its end: as "
                    "'pending: billy_draw 2; billy_end'")
END_BY_ITSELF = T.add("end_by_itself", "{step} comes by itself once nothing is pending before it (but "
                      "a market refill): the turn is over", step=TEXT)
BILLY_ONLY_SOLO = T.add("billy_only_solo", "Confident Billy plays only in solo (1 player)")
WIN_CARD_OPTION = T.add("win_card_option", "the option win_card={option} makes it {option}, not {word}",
                        option=TEXT, word=TEXT)
NEVER_HIDDEN = T.add("never_hidden", "this is never hidden: '?' stands only for the cards of a hand or "
                     "deck the viewer cannot see")
HANDS_OPEN = T.add("hands_open", "hands are open (hands=open): nothing is hidden")
OWN_HAND = T.add("own_hand", "a player sees their own hand")
HIDDEN_HAND_SIZE = T.add("hidden_hand_size", "a hidden hand is written as its size alone, as '5 ?'")
HAND_HIDDEN_FROM = T.add("hand_hidden_from", "this hand is hidden from {seat}: write how many cards it "
                         "holds, as '{n} ?'", seat=TEXT, n=COUNT)
HAND_HIDDEN_FROM_SPECTATOR = T.add("hand_hidden_from_spectator", "this hand is hidden from a "
                                   "spectator: write how many cards it holds, as '{n} ?'", n=COUNT)
PLAY_AREA_LIMIT = T.add("play_area_limit", "a play area holds at most {limit} {card}, not {n}",
                        limit=COUNT, card=TEXT, n=COUNT)
ACTION_TWICE = T.add("action_twice", "names an action twice (Lemon's second mix is 'mixes this turn: 2')")
SWAP_ALONE = T.add("swap_alone", "a Swap is the turn's one action")
ONLY_PLAYER_ACTIONS = T.add("only_player_actions", "only a player's turn has actions")
MIXES_NO_MIX = T.add("mixes_no_mix", "counts the Mix actions, and 'actions taken' has no mix")
MIXES_A_MIX = T.add("mixes_a_mix", "counts the Mix actions, and 'actions taken' has a mix")
PRINT_TAKEN = T.add("print_taken", "a print action was taken this turn")
KEY_ONLY_TURN = T.add("key_only_turn", "Key grants actions only in a player's turn")
PEAR_AFTER_PRINT = T.add("pear_after_print", "Pear gives its card only after a print")
ROW_SLOTS = T.add("row_slots", "the row has {slots} {slots:slot|slots}, not {n}", slots=COUNT, n=COUNT)
CARD_OF_RANK = T.add("card_of_rank", "{card} is a rank {rank} card", card=TEXT, rank=COUNT)
TOO_MANY_CARDS = T.add("too_many_cards", "the position holds {n} {card} {n:card|cards}, but the game "
                       "has {total}", n=COUNT, card=TEXT, total=COUNT)
VIEW_WRITES_SUPPLY = T.add("view_writes_supply", "a view writes the supply out: its cards cannot be "
                           "told from those in hands it cannot see")
IN_THE_MARKET = T.add("in_the_market", "{card} lies in the market", card=TEXT)
IN_THE_BOX = T.add("in_the_box", "{card} is not this game's win card: it stays in the box", card=TEXT)
DECK_SIZE_ONLY = T.add("deck_size_only", "a view sees only how many cards a deck holds: write '{n} ?'",
                       n=COUNT)
ONLY_CHANCE_FIRST = T.add("only_chance_first", "before the first turn only chance is pending: "
                          "'pending: first' (after 'win_card' while the win card is to be drawn)")
FIRST_PICKED = T.add("first_picked", "the first player is already picked (turn: {seat})", seat=TEXT)
WIN_CARD_FIRST = T.add("win_card_first", "with win_card=random and no win card yet, it is drawn "
                       "first: 'pending: win_card' comes first")
WIN_CARD_ONLY_RANDOM = T.add("win_card_only_random", "the win card is drawn only with win_card=random, "
                             "before any turn (then 'win card: none')")
SET_UP_STEP_TWICE = T.add("set_up_step_twice", "names a set-up step twice")

# -- one pending step
STEP = T.add("step", "{part}: {why}", part=TEXT, why=MESSAGE)
EMPTY_STEP = T.add("empty_step", "an empty step (steps are separated by ';')")
BILLY_STEP_TURN = T.add("billy_step_turn", "Billy's steps come only in Billy's turn (solo: 'turn: billy')")
BILLY_DRAWS_HOW_MANY = T.add("billy_draws_how_many", "say how many cards Billy still draws, as "
                             "'billy_draw 2'")
NO_FIELDS = T.add("no_fields", "{step} has no fields", step=TEXT)
NOT_A_STEP = T.add("not_a_step", "{step} is not a pending step (one of: {steps})", step=TEXT, steps=TEXT)
WHOSE_STEP = T.add("whose_step", "say whose step it is, as 'P1'")
PLAYERS_STEP = T.add("players_step", "this step is a player's")
TURN_THAT_ENDS = T.add("turn_that_ends", "the turn that ends is {seat}'s", seat=TEXT)
FLAG_TWICE = T.add("flag_twice", "names a flag twice")
ONE_CARD = T.add("one_card", "names one card")
PRINTS_LEFT = T.add("prints_left", "say how many prints are left, as 'prints P1 2 except violet'")
AFTER_EXCEPT = T.add("after_except", "write the cards it may not print after 'except'")
REFILLING_FORM = T.add("refilling_form", "write 'refilling P1 [max N] [returned CARDS]'")
REFILL_DONE = T.add("refill_done", "once {n} {n:card is|cards are} returned the refill is done", n=COUNT)
TUCK_FORM = T.add("tuck_form", "write 'tuck P1 N of CARDS'")
LAV_DISCARD_FORM = T.add("lav_discard_form", "write the ranks it may discard, as "
                         "'lav_discard P1 ranks 2 3 4'")
UNEXPECTED = T.add("unexpected", "unexpected {words}", words=TEXT)
FIELDS_AFTER_SEAT = T.add("fields_after_seat", "expects {n} {n:field|fields} after the seat", n=COUNT)
NOT_A_NUMBER_FROM = T.add("not_a_number_from", "{word} is not a number from {low} to {high}",
                          word=TEXT, low=COUNT, high=COUNT)
NO_CARD = T.add("no_card", "names no card")
NOT_A_CARD = T.add("not_a_card", "{word} is not a card (nor rank-1 .. rank-4)", word=TEXT)
