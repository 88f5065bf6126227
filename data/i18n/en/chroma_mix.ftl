# Catalogue `chroma_mix` in en: one message per template, by its key in kebab case.
# The one source of the English: edit it here (ids and slots are declared in the code, `T.add`).
# Variables: docs/ARCHITECTURE.md, "Words in every language".

prints = { $p } { $p-person ->
        [second] print
       *[third] prints
    } { $c }
prints-by = { $p } { $p-person ->
        [second] print
       *[third] prints
    } { $c } ({ $effect })
mixes = { $p } { $p-person ->
        [second] mix
       *[third] mixes
    } { $cards } into { $c }
mixes-from-play = { $p } { $p-person ->
        [second] mix
       *[third] mixes
    } { $cards } (from play) into { $c }
billy-mixes = Confident Billy mixes { $cards } into { $c }
refills-nothing = { $p } { $p-person ->
        [second] refill
       *[third] refills
    }, returning no card
returns = { $p } { $p-person ->
        [second] return
       *[third] returns
    } { $c } from play to hand
finishes-refill = { $p } { $p-person ->
        [second] finish
       *[third] finishes
    } the refill
adds-to-empty-hand = { $p } { $p-person ->
        [second] have
       *[third] has
    } no cards in hand and { $p-person ->
        [second] add
       *[third] adds
    } { $c }
swaps = { $p } { $p-person ->
        [second] swap
       *[third] swaps
    } { $given } for { $taken }
takes-identical = { $p } { $p-person ->
        [second] take
       *[third] takes
    } { $n } { $c } { $n ->
        [one] card
       *[other] cards
    }
adds = { $p } { $p-person ->
        [second] add
       *[third] adds
    } { $cards } to { $p-person ->
        [second] your
       *[third] their
    } hand
discards-from-hand = { $p } { $p-person ->
        [second] discard
       *[third] discards
    } { $c } from hand ({ $by })
discards-from-play = { $p } { $p-person ->
        [second] discard
       *[third] discards
    } { $c } from play ({ $by })
places = { $p } { $p-person ->
        [second] put
       *[third] puts
    } { $c } straight into play (Orange, no instant effect)
tucks = { $p } { $p-person ->
        [second] tuck
       *[third] tucks
    } { $c } under Mustard
ends-turn = { $p } { $p-person ->
        [second] end
       *[third] ends
    } the turn
declines = { $p } { $p-person ->
        [second] decline
       *[third] declines
    } ({ $what })
fills = { $c } fills the rank-{ $rank } market row
win-card-is = The variable win card is { $c }
starts = { $p } { $p-person ->
        [second] start
       *[third] starts
    }
billy-draws = Confident Billy draws { $c }
adds-at-once = { $p } { $p-person ->
        [second] add
       *[third] adds
    } { $cards } to { $p-person ->
        [second] your
       *[third] their
    } hand
prints-at-once = { $p } { $p-person ->
        [second] print
       *[third] prints
    } { $cards }
discards-at-once = { $p } { $p-person ->
        [second] discard
       *[third] discards
    } { $cards } from hand
discards-from-play-at-once = { $p } { $p-person ->
        [second] discard
       *[third] discards
    } { $cards } from play
billy-gains = Confident Billy adds { $cards } to its hand
billy-returns = Confident Billy returns { $cards }
game-over = The game is over
waiting-for-card = Waiting for a card to be revealed
waiting-for-billy-mix = Waiting for Confident Billy's mix to be chosen
waiting-for = Waiting for { $p }
waiting-for-billy = Waiting for Confident Billy
choose-action = Choose your action: print, mix, refill or swap
another-action = You may take another action (Key or Lemon allows it), or skip to end your turn
rank-card = a rank-{ $rank } card
slate-gain = Slate Gray: you may add { $what } to your hand, or skip
choose-gain = Choose { $what } to add to your hand
choose-identical = Choose the rank-1 card you take { $n } { $n ->
        [one] copy
       *[other] copies
    } of
fuchsia-may-print = Fuchsia: you may print the { $c } you gained, or skip
violet-prints = Violet: print a card from your hand ({ $n } { $n ->
        [one] print
       *[other] prints
    } left, not a Violet)
refill-at-most = Light Yellow: return at most { $n } { $n ->
        [one] card
       *[other] cards
    } from play to hand (or refill nothing)
refill-more = Refill: return more cards from play to hand, or done
done-needs-a-return = Done ends the refill once a card from play is back in hand: drag one there first, or press Refill to return none
mustard-tuck = Mustard: you may tuck up to { $n } refilled { $n ->
        [one] card
       *[other] cards
    } under it, or skip
lavender-discard = Lavender: discard a rank 2, 3 or 4 card from your hand or play area
lavender-gain = Lavender: choose two cards with the pigments of { $c }
lavender-print = Lavender: print { $cards } (choose which first)
prism-discard = Prism: you may discard a card from hand or play to add a rank-2 card, or skip
orange-place = Orange: you may put { $c } straight into play (no instant effect)
choose-billy-mix = Choose what Confident Billy mixes (a colour it does not hold, where possible): choose two of its lit cards, then drag them onto the card they make
choose-move = Choose a move
over = The game is over.
not-a-game-move = That is not a Chroma Mix move.
not-an-action = '{ $move }' is not an action.
no-decision-for = No decision is pending for { $effect }.
does-not-answer = '{ $move }' does not answer { $effect }.
not-chance-here = '{ $move }' is not a chance outcome here.
not-a-chance-outcome = That is not a possible chance outcome here.
revealing = Wait: a card is being revealed.
not-your-decision = It is { $p-person ->
        [second] your
       *[third] { $p }'s
    } decision, not yours.
billys-decision = It is Confident Billy's decision, not yours.
mix-needs-coral = Mixing from the play area needs Coral in play.
no-card-in-hand = You do not have { $c-a } in your hand.
no-card-in-play = You do not have { $c-a } in your play area.
no-other-in-hand = You do not have another { $c } in your hand.
no-other-in-play = You do not have another { $c } in your play area.
mix-two-cards = A mix returns exactly 2 cards (Raspberry in play allows any number).
too-many = { $amount } { $pigment } too many
too-few = { $amount } { $pigment } too few
not-exact = { $cards } has { $difference } for { $c } (mixes must be exact).
none-in-market = No { $c } is left in the market row.
none-in-supply = No { $c } is left in the supply.
cannot-mix-now = You cannot mix now: you have already taken your action this turn.
mix-not-possible = That mix is not possible now.
mix-makes-nothing = { $cards } make { $pigments }: no card is made of exactly that.
mix-none-left = { $cards } would make { $c }, but none is left to take.
mix-drop-on-result = { $cards } make { $c }: drop them on it to mix.
none-in-hand = You have no { $c } in your hand.
only-one-in-play = You already have { $c-a } in play (only one allowed).
violet-cannot-print = Violet cannot print { $c-a }.
action-taken = You have already taken your action this turn (Key allows one of each).
not-now = Not now: { $now }.
already-refilled = You have already refilled or taken your action this turn.
swap-whole-turn = Swap is a whole turn's action: you have already acted this turn.
swap-rank-1 = Swap takes a rank-1 card from the supply.
not-a-move = That is not a move now. { $now }.
not-allowed = That is not allowed now: { $move }.
condition-met = { $condition } met
place = place { $place } of { $n }
solo-won = won against Confident Billy
solo-lost = did not win against Confident Billy
vp-in-play = VP in play
rank-dots = rank dots in hand and play
wins-tie = { $n } { $n ->
        [one] player
       *[other] players
    } met a win condition; { $p } { $p-person ->
        [second] win
       *[third] wins
    } on { $criterion }
billy-wins-tie = { $n } { $n ->
        [one] player
       *[other] players
    } met a win condition; Confident Billy wins on { $criterion }
billy-met = Confident Billy met a win condition
hint-only-move = This is the only move
hint-billy-mix = Give Confident Billy the mix that helps it least
hint-keep-for-effect = Keep the card to print it for its effect
hint-nothing-worth = Nothing here is worth doing
hint-print = Print { $c }: more cards toward a Sapphire victory
hint-mix = Mix into { $c }
hint-take = Take { $cards }
hint-take-back = Take back cards whose effects add cards
hint-refill-nothing = Refill nothing
hint-keep-in-play = Keep the rest in play
hint-swap = Swap for { $c }
hint-reverse-mix = Reverse-mix { $c }
hint-discard = Discard { $c } for a rank-2 card
hint-tuck = Tuck under Mustard
hint-move = Make the move '{ $move }'
hand-size = hand: { $n } { $n ->
        [one] card
       *[other] cards
    }
progress = { $vp }/17 VP in play · { $n } { $n ->
        [one] card
       *[other] cards
    }
billy-progress = { $vp }/17 VP in hand · { $n } { $n ->
        [one] card
       *[other] cards
    }
play-area = { $p-person ->
        [second] your
       *[third] { $p }'s
    } play area
effect-refill = Refill up to { $n } { $n ->
        [one] card
       *[other] cards
    }.
effect-gain-identical = Gain { $n } identical rank-{ $rank } { $n ->
        [one] card
       *[other] cards
    }.
effect-extra-prints = Print up to { $n } more { $n ->
        [one] card
       *[other] cards
    } (not { $cards }).
effect-gain = Gain { $cards }.
effect-gain-rank = Gain a rank-{ $rank } card.
effect-gain-rank-may-print = Gain a rank-{ $rank } card; you may print it.
effect-reverse-mix = Discard a rank { $ranks } card; gain 2 that mix into it and print both.
effect-may-discard-gain = You may discard a card to gain a rank-{ $rank } card.
effect-mix-times = You may mix { $n } times a turn.
effect-after-refill = After each refill, gain a rank-{ $rank } card.
effect-mix-from-play = You may mix cards from your play area.
effect-mix-any-number = You may mix any number of cards.
effect-mix-to-play = A card you mix may go straight into play.
effect-after-last-print = After your last print in a turn, gain a rank-{ $rank } card.
effect-neighbour-mix = Left neighbour mixes: you may gain a rank-{ $rank }.
effect-all-actions = Each turn you may { $actions }, once each.
effect-tuck = After a refill, tuck up to { $n } refilled { $n ->
        [one] card
       *[other] cards
    } here.
effect-one-in-play = Only { $n } in each play area.
effect-stacks = Stacks.
effect-billy-mix = Billy mixes 2 cards from its hand.
effect-win = Win: in play + { $what }.
part-in-play = { $c } in play
part-in-hand = { $c } in hand
part-held = { $c } held
short-in-play = in play
short-in-hand = in hand
part-cards = { $have }/{ $need } { $need ->
        [one] card
       *[other] cards
    }
part-vp-in-play = { $have }/{ $need } VP in play
part-vp-in-hand = { $have }/{ $need } VP in hand
part-tucked-dots = { $have }/{ $need } { $need ->
        [one] rank dot
       *[other] rank dots
    } tucked
part-rank-cards = { $have }/{ $need } rank-{ $rank } { $need ->
        [one] card
       *[other] cards
    }
part-rank-cards-shown = { $have }/{ $need } rank-{ $rank } { $need ->
        [one] card
       *[other] cards
    } in play, hand hidden
part-exact = exactly { $counts }
short-rank-cards = { $have }/{ $need } rank-{ $rank } { $need ->
        [one] card
       *[other] cards
    } in play
short-exact = exactly { $counts } of ranks { $ranks }
short-exact-shown = exactly { $counts } of ranks { $ranks } in play
part-exact-shown = exactly { $counts } in play, hand hidden
need-held = { $cards } held
need-cards = { $n } { $n ->
        [one] card
       *[other] cards
    } in hand and play
need-vp-in-play = { $n } VP in play
need-tucked-dots = { $n } { $n ->
        [one] rank dot
       *[other] rank dots
    } tucked
need-rank-cards = { $n } rank-{ $rank } { $n ->
        [one] card
       *[other] cards
    } held
need-exact = exactly { $cards } cards
condition-status = { $done }/{ $parts }
condition-met-mark = met ✓
win-conditions = Race to win
worth-vp = VP in play: { $before } → { $after }
worth-vp-stays = VP in play stays { $n }
worth-exact-rank = { $have }/{ $need } rank-{ $rank } { $need ->
        [one] card
       *[other] cards
    }, exactly
worth-part = { $part } { $mark }
worth-advances = Closer to the { $condition }: { $parts }
worth-sets-back = Further from the { $condition }: { $parts }
worth-meets = Meets the { $condition } ({ $parts }): the round is completed, then the game ends
worth-meets-if-kept = Meets the { $condition } ({ $parts }) if it still holds when the turn ends
worth-then = Then: { $next }
worth-no-condition = No win condition moves
worth-declines-card = Declines a free card
worth-billy-meets = Hands Confident Billy its { $condition } ({ $parts }): Billy wins after this round unless you win the tie-break
worth-billy-meets-for-now = Gives Confident Billy its { $condition } for now ({ $parts }): it counts only if it still holds when his turn ends
worth-billy-closer = Brings Confident Billy closer to its { $condition }: { $parts }
worth-billy-no-help = Brings Confident Billy no closer to a win
worth-slate-gray = { $q } may then add { $n } rank-1 { $n ->
        [one] card
       *[other] cards
    } (Slate Gray)
worth-ahead = Ahead on VP in play ({ $q } next with { $n })
worth-level = Level with { $q } on VP in play
worth-behind = Behind { $q } on VP in play ({ $n })
worth-against-billy = Confident Billy: { $vp }/17 VP in hand, { $n } { $n ->
        [one] card
       *[other] cards
    }
worth-other-met = { $q } { $q-person ->
        [second] have
       *[third] has
    } met a win condition: this round is the last
worth-billy-met = Confident Billy has met a win condition: this round is the last
teach-print = Print a card for its instant effect
teach-printable = { $n } { $n ->
        [one] card
       *[other] cards
    } in your hand can go into play
teach-mix = Mix cards into a new colour
teach-exact-mixes = { $n } exact { $n ->
        [one] mix makes
       *[other] mixes make
    } { $k } { $k ->
        [one] colour
       *[other] colours
    }
teach-refill = Refill: take cards from play back to your hand
teach-refill-why = to print them again (their effects come back)
teach-refill-brief = to print them again
teach-swap = Swap a hand card for a rank-1 card
teach-swap-why = it is your whole turn's action
teach-win = Meet a win condition
teach-win-print = printing { $c } meets the { $condition }
teach-win-mix = mixing { $c } meets the { $condition }
teach-win-other = { $n } { $n ->
        [one] move meets
       *[other] moves meet
    } the { $condition }
teach-topic-victory = the win conditions
teach-topic-billy = Confident Billy
teach-topic-mustard = Mustard's tuck
teach-topic-printing = printing
teach-topic-mixing = mixing
teach-topic-refill = the refill
teach-topic-swap = the swap
