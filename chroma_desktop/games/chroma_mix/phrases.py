"""Every sentence Chroma Mix says, as templates of one catalogue (`T`, keys `chroma_mix.*`).

The rules (`text.py`, `victory.py`), the heuristic bot and the table pick a template and fill its
slots: seats (named by whoever shows the message: "you", "Bot 2", a friend's name), counts (their
plurals come from the template) and card names (text). Confident Billy is no seat at the table,
so sentences about it have their own templates. This module imports nothing of the game, so
every other module may use it.
"""

from __future__ import annotations

from chroma_desktop.rules.messages import COUNT, MESSAGE, SEAT, TEXT, catalogue

T = catalogue("chroma_mix")

# -- the log -----------------------------------------------------------------------------------
PRINTS = T.add("prints", "{p} {p:prints|print} {c}", p=SEAT, c=TEXT)
PRINTS_BY = T.add("prints_by", "{p} {p:prints|print} {c} ({effect})", p=SEAT, c=TEXT,
                  effect=TEXT)
MIXES = T.add("mixes", "{p} {p:mixes|mix} {cards} into {c}", p=SEAT, cards=TEXT, c=TEXT)
MIXES_FROM_PLAY = T.add("mixes_from_play", "{p} {p:mixes|mix} {cards} (from play) into {c}",
                        p=SEAT, cards=TEXT, c=TEXT)
BILLY_MIXES = T.add("billy_mixes", "Confident Billy mixes {cards} into {c}", cards=TEXT, c=TEXT)
REFILLS_NOTHING = T.add("refills_nothing", "{p} {p:refills|refill}, returning no card", p=SEAT)
RETURNS = T.add("returns", "{p} {p:returns|return} {c} from play to hand", p=SEAT, c=TEXT)
FINISHES_REFILL = T.add("finishes_refill", "{p} {p:finishes|finish} the refill", p=SEAT)
ADDS_TO_EMPTY_HAND = T.add("adds_to_empty_hand",
                           "{p} {p:has|have} no cards in hand and {p:adds|add} {c}",
                           p=SEAT, c=TEXT)
SWAPS = T.add("swaps", "{p} {p:swaps|swap} {given} for {taken}", p=SEAT, given=TEXT, taken=TEXT)
TAKES_IDENTICAL = T.add("takes_identical", "{p} {p:takes|take} {n} {c} {n:card|cards}",
                        p=SEAT, n=COUNT, c=TEXT)
ADDS = T.add("adds", "{p} {p:adds|add} {cards} to {p:their|your} hand", p=SEAT, cards=TEXT)
DISCARDS_FROM_HAND = T.add("discards_from_hand", "{p} {p:discards|discard} {c} from hand ({by})",
                           p=SEAT, c=TEXT, by=TEXT)
DISCARDS_FROM_PLAY = T.add("discards_from_play", "{p} {p:discards|discard} {c} from play ({by})",
                           p=SEAT, c=TEXT, by=TEXT)
PLACES = T.add("places",
               "{p} {p:puts|put} {c} straight into play (Orange, no instant effect)",
               p=SEAT, c=TEXT)
TUCKS = T.add("tucks", "{p} {p:tucks|tuck} {c} under Mustard", p=SEAT, c=TEXT)
ENDS_TURN = T.add("ends_turn", "{p} {p:ends|end} the turn", p=SEAT)
DECLINES = T.add("declines", "{p} {p:declines|decline} ({what})", p=SEAT, what=TEXT)
FILLS = T.add("fills", "{c} fills the rank-{rank} market row", c=TEXT, rank=COUNT)
WIN_CARD_IS = T.add("win_card_is", "The variable win card is {c}", c=TEXT)
STARTS = T.add("starts", "{p} {p:starts|start}", p=SEAT)
BILLY_DRAWS = T.add("billy_draws", "Confident Billy draws {c}", c=TEXT)
# What the rules did on their own after a move (a gain with one card to take, a forced print).
ADDS_AT_ONCE = T.add("adds_at_once", "{p} {p:adds|add} {cards} to {p:their|your} hand", p=SEAT,
                     cards=TEXT)
PRINTS_AT_ONCE = T.add("prints_at_once", "{p} {p:prints|print} {cards}", p=SEAT, cards=TEXT)
DISCARDS_AT_ONCE = T.add("discards_at_once", "{p} {p:discards|discard} {cards} from hand",
                         p=SEAT, cards=TEXT)
DISCARDS_FROM_PLAY_AT_ONCE = T.add("discards_from_play_at_once",
                                   "{p} {p:discards|discard} {cards} from play", p=SEAT,
                                   cards=TEXT)
BILLY_GAINS = T.add("billy_gains", "Confident Billy adds {cards} to its hand", cards=TEXT)
BILLY_RETURNS = T.add("billy_returns", "Confident Billy returns {cards}", cards=TEXT)

# -- prompts -----------------------------------------------------------------------------------
GAME_OVER = T.add("game_over", "The game is over")
WAITING_FOR_CARD = T.add("waiting_for_card", "Waiting for a card to be revealed")
WAITING_FOR_BILLY_MIX = T.add("waiting_for_billy_mix",
                              "Waiting for Confident Billy's mix to be chosen")
WAITING_FOR = T.add("waiting_for", "Waiting for {p}", p=SEAT)
WAITING_FOR_BILLY = T.add("waiting_for_billy", "Waiting for Confident Billy")
CHOOSE_ACTION = T.add("choose_action", "Choose your action: print, mix, refill or swap")
ANOTHER_ACTION = T.add("another_action", "You may take another action (Key or Lemon allows it), "
                       "or skip to end your turn")
RANK_CARD = T.add("rank_card", "a rank-{rank} card", rank=COUNT)
SLATE_GAIN = T.add("slate_gain", "Slate Gray: you may add {what} to your hand, or skip",
                   what=MESSAGE)
CHOOSE_GAIN = T.add("choose_gain", "Choose {what} to add to your hand", what=MESSAGE)
CHOOSE_IDENTICAL = T.add("choose_identical",
                         "Choose the rank-1 card you take {n} {n:copy|copies} of", n=COUNT)
FUCHSIA_MAY_PRINT = T.add("fuchsia_may_print",
                          "Fuchsia: you may print the {c} you gained, or skip", c=TEXT)
VIOLET_PRINTS = T.add("violet_prints", "Violet: print a card from your hand "
                      "({n} {n:print|prints} left, not a Violet)", n=COUNT)
REFILL_AT_MOST = T.add("refill_at_most", "Light Yellow: return at most {n} {n:card|cards} from "
                       "play to hand (or refill nothing)", n=COUNT)
REFILL_MORE = T.add("refill_more", "Refill: return more cards from play to hand, or done")
DONE_NEEDS_A_RETURN = T.add("done_needs_a_return",
                            "Done ends the refill once a card from play is back in hand: drag one "
                            "there first, or press Refill to return none")
MUSTARD_TUCK = T.add("mustard_tuck", "Mustard: you may tuck up to {n} refilled "
                     "{n:card|cards} under it, or skip", n=COUNT)
LAVENDER_DISCARD = T.add("lavender_discard", "Lavender: discard a rank 2, 3 or 4 card from your "
                         "hand or play area")
LAVENDER_GAIN = T.add("lavender_gain", "Lavender: choose two cards with the pigments of {c}",
                      c=TEXT)
LAVENDER_PRINT = T.add("lavender_print", "Lavender: print {cards} (choose which first)",
                       cards=TEXT)
PRISM_DISCARD = T.add("prism_discard", "Prism: you may discard a card from hand or play to add "
                      "a rank-2 card, or skip")
ORANGE_PLACE = T.add("orange_place", "Orange: you may put {c} straight into play "
                     "(no instant effect)", c=TEXT)
CHOOSE_BILLY_MIX = T.add("choose_billy_mix", "Choose what Confident Billy mixes (a colour it "
                         "does not hold, where possible): choose two of its lit cards, then "
                         "drag them onto the card they make")
CHOOSE_MOVE = T.add("choose_move", "Choose a move")

# -- why a move is not allowed -------------------------------------------------------------------
OVER = T.add("over", "The game is over.")
NOT_A_GAME_MOVE = T.add("not_a_game_move", "That is not a Chroma Mix move.")
NOT_AN_ACTION = T.add("not_an_action", "'{move}' is not an action.", move=TEXT)
NO_DECISION_FOR = T.add("no_decision_for", "No decision is pending for {effect}.", effect=TEXT)
DOES_NOT_ANSWER = T.add("does_not_answer", "'{move}' does not answer {effect}.", move=TEXT,
                        effect=TEXT)
NOT_CHANCE_HERE = T.add("not_chance_here", "'{move}' is not a chance outcome here.", move=TEXT)
NOT_A_CHANCE_OUTCOME = T.add("not_a_chance_outcome",
                             "That is not a possible chance outcome here.")
REVEALING = T.add("revealing", "Wait: a card is being revealed.")
NOT_YOUR_DECISION = T.add("not_your_decision", "It is {p:'s} decision, not yours.", p=SEAT)
BILLYS_DECISION = T.add("billys_decision", "It is Confident Billy's decision, not yours.")
MIX_NEEDS_CORAL = T.add("mix_needs_coral", "Mixing from the play area needs Coral in play.")
NO_CARD_IN_HAND = T.add("no_card_in_hand", "You do not have {c:a} in your hand.", c=TEXT)
NO_CARD_IN_PLAY = T.add("no_card_in_play", "You do not have {c:a} in your play area.", c=TEXT)
NO_OTHER_IN_HAND = T.add("no_other_in_hand", "You do not have another {c} in your hand.", c=TEXT)
NO_OTHER_IN_PLAY = T.add("no_other_in_play", "You do not have another {c} in your play area.",
                         c=TEXT)
MIX_TWO_CARDS = T.add("mix_two_cards", "A mix returns exactly 2 cards (Raspberry in play allows "
                      "any number).")
TOO_MANY = T.add("too_many", "{amount} {pigment} too many", amount=TEXT, pigment=TEXT)
TOO_FEW = T.add("too_few", "{amount} {pigment} too few", amount=TEXT, pigment=TEXT)
NOT_EXACT = T.add("not_exact", "{cards} has {difference} for {c} (mixes must be exact).",
                  cards=TEXT, difference=MESSAGE, c=TEXT)
NONE_IN_MARKET = T.add("none_in_market", "No {c} is left in the market row.", c=TEXT)
NONE_IN_SUPPLY = T.add("none_in_supply", "No {c} is left in the supply.", c=TEXT)
CANNOT_MIX_NOW = T.add("cannot_mix_now",
                       "You cannot mix now: you have already taken your action this turn.")
MIX_NOT_POSSIBLE = T.add("mix_not_possible", "That mix is not possible now.")
MIX_MAKES_NOTHING = T.add("mix_makes_nothing", "{cards} make {pigments}: no card is made of "
                          "exactly that.", cards=TEXT, pigments=TEXT)
MIX_NONE_LEFT = T.add("mix_none_left", "{cards} would make {c}, but none is left to take.",
                      cards=TEXT, c=TEXT)
MIX_DROP_ON_RESULT = T.add("mix_drop_on_result", "{cards} make {c}: drop them on it to mix.",
                           cards=TEXT, c=TEXT)
NONE_IN_HAND = T.add("none_in_hand", "You have no {c} in your hand.", c=TEXT)
ONLY_ONE_IN_PLAY = T.add("only_one_in_play", "You already have {c:a} in play (only one allowed).",
                         c=TEXT)
VIOLET_CANNOT_PRINT = T.add("violet_cannot_print", "Violet cannot print {c:a}.", c=TEXT)
ACTION_TAKEN = T.add("action_taken", "You have already taken your action this turn (Key allows "
                     "one of each).")
NOT_NOW = T.add("not_now", "Not now: {now}.", now=MESSAGE)
ALREADY_REFILLED = T.add("already_refilled",
                         "You have already refilled or taken your action this turn.")
SWAP_WHOLE_TURN = T.add("swap_whole_turn", "Swap is a whole turn's action: you have already "
                        "acted this turn.")
SWAP_RANK_1 = T.add("swap_rank_1", "Swap takes a rank-1 card from the supply.")
NOT_A_MOVE = T.add("not_a_move", "That is not a move now. {now}.", now=MESSAGE)
NOT_ALLOWED = T.add("not_allowed", "That is not allowed now: {move}.", move=MESSAGE)

# -- the end: score breakdown and tie-breaks -------------------------------------------------------
CONDITION_MET = T.add("condition_met", "{condition} met", condition=TEXT)
PLACE = T.add("place", "place {place} of {n}", place=COUNT, n=COUNT)
SOLO_WON = T.add("solo_won", "won against Confident Billy")
SOLO_LOST = T.add("solo_lost", "did not win against Confident Billy")
VP_IN_PLAY = T.add("vp_in_play", "VP in play")
RANK_DOTS = T.add("rank_dots", "rank dots in hand and play")
WINS_TIE = T.add("wins_tie", "{n} {n:player|players} met a win condition; {p} {p:wins|win} on "
                 "{criterion}", n=COUNT, p=SEAT, criterion=TEXT)
BILLY_WINS_TIE = T.add("billy_wins_tie", "{n} {n:player|players} met a win condition; "
                       "Confident Billy wins on {criterion}", n=COUNT, criterion=TEXT)
BILLY_MET = T.add("billy_met", "Confident Billy met a win condition")

# -- the heuristic bot's hints -------------------------------------------------------------------
HINT_ONLY_MOVE = T.add("hint_only_move", "This is the only move")
HINT_BILLY_MIX = T.add("hint_billy_mix", "Give Confident Billy the mix that helps it least")
HINT_KEEP_FOR_EFFECT = T.add("hint_keep_for_effect", "Keep the card to print it for its effect")
HINT_NOTHING_WORTH = T.add("hint_nothing_worth", "Nothing here is worth doing")
HINT_PRINT = T.add("hint_print", "Print {c}: more cards toward a Sapphire victory", c=TEXT)
HINT_MIX = T.add("hint_mix", "Mix into {c}", c=TEXT)
HINT_TAKE = T.add("hint_take", "Take {cards}", cards=TEXT)
HINT_TAKE_BACK = T.add("hint_take_back", "Take back cards whose effects add cards")
HINT_REFILL_NOTHING = T.add("hint_refill_nothing", "Refill nothing")
HINT_KEEP_IN_PLAY = T.add("hint_keep_in_play", "Keep the rest in play")
HINT_SWAP = T.add("hint_swap", "Swap for {c}", c=TEXT)
HINT_REVERSE_MIX = T.add("hint_reverse_mix", "Reverse-mix {c}", c=TEXT)
HINT_DISCARD = T.add("hint_discard", "Discard {c} for a rank-2 card", c=TEXT)
HINT_TUCK = T.add("hint_tuck", "Tuck under Mustard")
HINT_MOVE = T.add("hint_move", "Make the move '{move}'", move=TEXT)

# -- the table -----------------------------------------------------------------------------------
HAND_SIZE = T.add("hand_size", "hand: {n} {n:card|cards}", n=COUNT)
PROGRESS = T.add("progress", "{vp}/17 VP in play · {n} {n:card|cards}", vp=COUNT, n=COUNT)
BILLY_PROGRESS = T.add("billy_progress", "{vp}/17 VP in hand · {n} {n:card|cards}", vp=COUNT,
                       n=COUNT)
PLAY_AREA = T.add("play_area", "{p:'s} play area", p=SEAT)
EFFECT_REFILL = T.add("effect_refill", "Refill up to {n} {n:card|cards}.", n=COUNT)
EFFECT_GAIN_IDENTICAL = T.add("effect_gain_identical",
                              "Gain {n} identical rank-{rank} {n:card|cards}.", n=COUNT, rank=COUNT)
EFFECT_EXTRA_PRINTS = T.add("effect_extra_prints",
                            "Print up to {n} more {n:card|cards} (not {cards}).", n=COUNT,
                            cards=TEXT)

# Card texts, short enough to read on the table (the enlarged card shows the same words).
EFFECT_GAIN = T.add("effect_gain", "Gain {cards}.", cards=TEXT)
EFFECT_GAIN_RANK = T.add("effect_gain_rank", "Gain a rank-{rank} card.", rank=COUNT)
EFFECT_GAIN_RANK_MAY_PRINT = T.add("effect_gain_rank_may_print",
                                   "Gain a rank-{rank} card; you may print it.", rank=COUNT)
EFFECT_REVERSE_MIX = T.add("effect_reverse_mix", "Discard a rank {ranks} card; gain 2 that mix "
                           "into it and print both.", ranks=TEXT)
EFFECT_MAY_DISCARD_GAIN = T.add("effect_may_discard_gain",
                                "You may discard a card to gain a rank-{rank} card.", rank=COUNT)
EFFECT_MIX_TIMES = T.add("effect_mix_times", "You may mix {n} times a turn.", n=COUNT)
EFFECT_AFTER_REFILL = T.add("effect_after_refill",
                            "After each refill, gain a rank-{rank} card.", rank=COUNT)
EFFECT_MIX_FROM_PLAY = T.add("effect_mix_from_play", "You may mix cards from your play area.")
EFFECT_MIX_ANY_NUMBER = T.add("effect_mix_any_number", "You may mix any number of cards.")
EFFECT_MIX_TO_PLAY = T.add("effect_mix_to_play", "A card you mix may go straight into play.")
EFFECT_AFTER_LAST_PRINT = T.add("effect_after_last_print",
                                "After your last print in a turn, gain a rank-{rank} card.",
                                rank=COUNT)
EFFECT_NEIGHBOUR_MIX = T.add("effect_neighbour_mix", "Left neighbour mixes: you may gain a "
                             "rank-{rank}.", rank=COUNT)
EFFECT_ALL_ACTIONS = T.add("effect_all_actions", "Each turn you may {actions}, once each.",
                           actions=TEXT)
EFFECT_TUCK = T.add("effect_tuck", "After a refill, tuck up to {n} refilled {n:card|cards} "
                    "here.", n=COUNT)
EFFECT_ONE_IN_PLAY = T.add("effect_one_in_play", "Only {n} in each play area.", n=COUNT)
EFFECT_STACKS = T.add("effect_stacks", "Stacks.")
EFFECT_BILLY_MIX = T.add("effect_billy_mix", "Billy mixes 2 cards from its hand.")
EFFECT_WIN = T.add("effect_win", "Win: in play + {what}.", what=MESSAGE)

# The win-condition tracker: each condition in words, each part with its progress.
PART_IN_PLAY = T.add("part_in_play", "{c} in play", c=TEXT)
PART_IN_HAND = T.add("part_in_hand", "{c} in hand", c=TEXT)
PART_HELD = T.add("part_held", "{c} held", c=TEXT)
SHORT_IN_PLAY = T.add("short_in_play", "in play")
SHORT_IN_HAND = T.add("short_in_hand", "in hand")
PART_CARDS = T.add("part_cards", "{have}/{need} {need:card|cards}", have=COUNT, need=COUNT)
PART_VP_IN_PLAY = T.add("part_vp_in_play", "{have}/{need} VP in play", have=COUNT, need=COUNT)
PART_VP_IN_HAND = T.add("part_vp_in_hand", "{have}/{need} VP in hand", have=COUNT, need=COUNT)
PART_TUCKED_DOTS = T.add("part_tucked_dots", "{have}/{need} {need:rank dot|rank dots} tucked", have=COUNT,
                         need=COUNT)
PART_RANK_CARDS = T.add("part_rank_cards", "{have}/{need} rank-{rank} {need:card|cards}", have=COUNT,
                        need=COUNT, rank=COUNT)
PART_RANK_CARDS_SHOWN = T.add("part_rank_cards_shown", "{have}/{need} rank-{rank} "
                              "{need:card|cards} in play, hand hidden", have=COUNT, need=COUNT,
                              rank=COUNT)
PART_EXACT = T.add("part_exact", "exactly {counts}", counts=TEXT)
SHORT_RANK_CARDS = T.add("short_rank_cards", "{have}/{need} rank-{rank} {need:card|cards} in play",
                         have=COUNT, need=COUNT, rank=COUNT)
SHORT_EXACT = T.add("short_exact", "exactly {counts} of ranks {ranks}", counts=TEXT, ranks=TEXT)
SHORT_EXACT_SHOWN = T.add("short_exact_shown", "exactly {counts} of ranks {ranks} in play",
                          counts=TEXT, ranks=TEXT)
PART_EXACT_SHOWN = T.add("part_exact_shown", "exactly {counts} in play, hand hidden",
                         counts=TEXT)
NEED_HELD = T.add("need_held", "{cards} held", cards=TEXT)
NEED_CARDS = T.add("need_cards", "{n} {n:card|cards} in hand and play", n=COUNT)
NEED_VP_IN_PLAY = T.add("need_vp_in_play", "{n} VP in play", n=COUNT)
NEED_TUCKED_DOTS = T.add("need_tucked_dots", "{n} {n:rank dot|rank dots} tucked", n=COUNT)
NEED_RANK_CARDS = T.add("need_rank_cards", "{n} rank-{rank} {n:card|cards} held", n=COUNT, rank=COUNT)
NEED_EXACT = T.add("need_exact", "exactly {cards} cards", cards=TEXT)
CONDITION_STATUS = T.add("condition_status", "{done}/{parts}", done=COUNT, parts=COUNT)
CONDITION_MET_MARK = T.add("condition_met_mark", "met ✓")
WIN_CONDITIONS = T.add("win_conditions", "Race to win")

# -- what a move is worth, before it is made (worth.py, issue 31) --------------------------------
WORTH_VP = T.add("worth_vp", "VP in play: {before} → {after}", before=COUNT, after=COUNT)
WORTH_VP_STAYS = T.add("worth_vp_stays", "VP in play stays {n}", n=COUNT)
WORTH_EXACT_RANK = T.add("worth_exact_rank", "{have}/{need} rank-{rank} {need:card|cards}, "
                         "exactly", have=COUNT, need=COUNT, rank=COUNT)
WORTH_PART = T.add("worth_part", "{part} {mark}", part=MESSAGE, mark=TEXT)
WORTH_ADVANCES = T.add("worth_advances", "Closer to the {condition}: {parts}", condition=TEXT,
                       parts=MESSAGE)
WORTH_SETS_BACK = T.add("worth_sets_back", "Further from the {condition}: {parts}",
                        condition=TEXT, parts=MESSAGE)
WORTH_MEETS = T.add("worth_meets", "Meets the {condition} ({parts}): the round is completed, "
                    "then the game ends", condition=TEXT, parts=MESSAGE)
WORTH_MEETS_IF_KEPT = T.add("worth_meets_if_kept", "Meets the {condition} ({parts}) if it still "
                            "holds when the turn ends", condition=TEXT, parts=MESSAGE)
WORTH_THEN = T.add("worth_then", "Then: {next}", next=MESSAGE)
WORTH_NO_CONDITION = T.add("worth_no_condition", "No win condition moves")
WORTH_DECLINES_CARD = T.add("worth_declines_card", "Declines a free card")
WORTH_BILLY_MEETS = T.add("worth_billy_meets", "Hands Confident Billy its {condition} "
                          "({parts}): Billy wins after this round unless you win the tie-break",
                          condition=TEXT, parts=MESSAGE)
WORTH_BILLY_MEETS_FOR_NOW = T.add("worth_billy_meets_for_now", "Gives Confident Billy its "
                                  "{condition} for now ({parts}): it counts only if it still "
                                  "holds when his turn ends", condition=TEXT, parts=MESSAGE)
WORTH_BILLY_CLOSER = T.add("worth_billy_closer", "Brings Confident Billy closer to its "
                           "{condition}: {parts}", condition=TEXT, parts=MESSAGE)
WORTH_BILLY_NO_HELP = T.add("worth_billy_no_help", "Brings Confident Billy no closer to a win")
WORTH_SLATE_GRAY = T.add("worth_slate_gray", "{q} may then add {n} rank-1 {n:card|cards} "
                         "(Slate Gray)", q=SEAT, n=COUNT)
WORTH_AHEAD = T.add("worth_ahead", "Ahead on VP in play ({q} next with {n})", q=SEAT, n=COUNT)
WORTH_LEVEL = T.add("worth_level", "Level with {q} on VP in play", q=SEAT)
WORTH_BEHIND = T.add("worth_behind", "Behind {q} on VP in play ({n})", q=SEAT, n=COUNT)
WORTH_AGAINST_BILLY = T.add("worth_against_billy", "Confident Billy: {vp}/17 VP in hand, "
                            "{n} {n:card|cards}", vp=COUNT, n=COUNT)
WORTH_OTHER_MET = T.add("worth_other_met", "{q} {q:has|have} met a win condition: this round "
                        "is the last", q=SEAT)
WORTH_BILLY_MET = T.add("worth_billy_met", "Confident Billy has met a win condition: this round "
                        "is the last")
