"""Why a text is not a Coloretto position, as message templates (the catalogue
`coloretto_position`; Italian texts: `data/i18n/it/coloretto_position.yaml`).

`position.py` raises them through `lines.error(key, ...)`, which says the line they are about
(`rules/position_words.py`). The notation (seats `P1`, colour ids, phase names, keys) is quoted
as written (`written`): it is the same in every language.
"""


from chroma_desktop.rules.messages import COUNT, TEXT, catalogue
from chroma_desktop.rules.record_words import written as written

T = catalogue("coloretto_position")


SET_UP_ROUND = T.add("set_up_round", "set-up comes before round 1")
NONE_OUT_YET = T.add("none_out_yet", "no row has been left untaken before the first round")
DRAWN_ONLY_PLACE = T.add("drawn_only_place", "a drawn card waits to be placed only in the place phase")
CHOOSE_NOT_DEAL = T.add("choose_not_deal", "in the {edition} edition players choose their starting "
                        "colours: the phase is 'choose', not 'deal'", edition=TEXT)
DEAL_NOT_CHOOSE = T.add("deal_not_choose", "in the {edition} edition starting colours are dealt: "
                        "the phase is 'deal', not 'choose'", edition=TEXT)
NO_BONUS = T.add("no_bonus", "the {edition} edition has no golden joker bonus", edition=TEXT)
REMOVE_NONE = T.add("remove_none", "{players} players remove no colour", players=COUNT)
REMOVED_MISSING = T.add("removed_missing", "the line 'removed: ...' is missing: {players} players "
                        "play without {n} {n:colour|colours} (as in 'removed: grey')",
                        players=COUNT, n=COUNT)
COLOUR_TWICE = T.add("colour_twice", "names a colour twice")
REMOVE_DONE = T.add("remove_done", "{players} players remove {n} {n:colour|colours}: once {n} "
                    "{n:is|are} removed the phase is no longer 'remove'", players=COUNT, n=COUNT)
REMOVE_COUNT = T.add("remove_count", "{players} players play without {n} {n:colour|colours}, "
                     "not {found}", players=COUNT, n=COUNT, found=COUNT)
ALREADY_TOOK = T.add("already_took", "{seat} already took row {row} this round", seat=TEXT, row=COUNT)
ROW_CAPACITY = T.add("row_capacity", "row {row} holds at most {n} {n:card|cards}, not {found}",
                     row=COUNT, n=COUNT, found=COUNT)
NO_CARD_BEFORE = T.add("no_card_before", "no card is on a row before the first turn")
NO_TAKEN_BEFORE = T.add("no_taken_before", "no row is taken before the first turn")
COLOURS_AFTER_REMOVAL = T.add("colours_after_removal", "starting colours are given out after the "
                              "colours are removed")
FIRST_AFTER_STARTING = T.add("first_after_starting", "chance picks who starts once every player has "
                             "{n} starting {n:card|cards}", n=COUNT)
ALL_HAVE_STARTING = T.add("all_have_starting", "every player already has {n} starting "
                          "{n:card|cards}: the phase is 'first'", n=COUNT)
STARTING_IN_ORDER = T.add("starting_in_order", "after {dealt} starting {dealt:card|cards} given out "
                          "in seat order from P1, {seat} holds {expected}, not {found}",
                          dealt=COUNT, seat=TEXT, expected=COUNT, found=COUNT)
STARTING_COLOURS = T.add("starting_colours", "starting cards are colours, not {kind}", kind=TEXT)
STARTING_TWICE = T.add("starting_twice", "every starting card is of a different colour: {kind} is "
                       "given twice", kind=TEXT)
REMOVED_FROM_GAME = T.add("removed_from_game", "{kind} was removed from the game", kind=TEXT)
BONUS_TO_TAKER = T.add("bonus_to_taker", "the golden joker's bonus card goes to who took it: "
                       "{seat} has taken no row this round", seat=TEXT)
SITS_OUT = T.add("sits_out", "{seat} took row {row} this round and sits out until the next",
                 seat=TEXT, row=COUNT)
NO_TURN = T.add("no_turn", "the {phase} phase has no turn", phase=TEXT)
NO_TURN_SET_UP = T.add("no_turn_set_up", "the {phase} phase has no turn: starting colours go round "
                       "in seat order from P1", phase=TEXT)
SAY_LAST_TAKER = T.add("say_last_taker", "several rows are taken: say who took the last one "
                       "('{key}: {seat}')", key=TEXT, seat=TEXT)
NONE_TAKEN_BEFORE = T.add("none_taken_before", "nobody has taken a row before the first turn")
TOOK_NO_ROW = T.add("took_no_row", "{seat} took no row this round, yet rows are taken", seat=TEXT)
NOBODY_TOOK_NO_ROW = T.add("nobody_took_no_row", "nobody is named, yet rows are taken this round")
TOO_MANY_CARDS = T.add("too_many_cards", "the position holds {found} {kind} {found:card|cards}, but "
                       "the game has {total}", found=COUNT, kind=TEXT, total=COUNT)
LAST_ROUND_IN_SET_UP = T.add("last_round_in_set_up", "the last-round card is shuffled in when "
                             "set-up ends")
NOT_BEGUN = T.add("not_begun", "the game has not begun: the last round has not come")
LAST_ROUND_CAME = T.add("last_round_came", "the last-round card has come up ('last round: yes')")
ENDS_AFTER_LAST = T.add("ends_after_last", "the game ends only after the last round: say "
                        "'last round: yes'")
ONE_ABOVE_LAST = T.add("one_above_last", "the card being drawn lies above the last-round card, so "
                       "at least 1 does (or the last round has come: 'last round: yes')")
ROUND_OVER = T.add("round_over", "every player has taken a row: the round is over")
DECK_EMPTY = T.add("deck_empty", "the deck is empty: no card can be drawn in the {phase} phase",
                   phase=TEXT)
BONUS_NO_GOLDEN = T.add("bonus_no_golden", "the bonus card is for who took the golden joker, and "
                        "they have none")
OVER_TOO_SOON = T.add("over_too_soon", "the game is over only once every player has taken a row in "
                      "the last round")
ROWS_CLEARED = T.add("rows_cleared", "rows are cleared when the game ends")
