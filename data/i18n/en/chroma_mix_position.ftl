# Catalogue `chroma_mix_position` in en: one message per template, by its key in kebab case.
# The one source of the English: edit it here (ids and slots are declared in the code, `T.add`).
# Variables: docs/ARCHITECTURE.md, "Words in every language".

both-or-neither = chance picks the first player and so the first turn: both are 'nobody', or neither
solo-first-turn = solo, the first turn is set at once: yours at the lowest difficulty, otherwise Billy's
billy-starts = Billy's starting turns come first: it is Billy's turn
over-without-win = the game ends only once someone has met a win condition (as in 'P1 met: ruby')
nothing-pending-over = nothing is pending once the game is over
billy-steps = Billy's turn is its steps, down to its end: as 'pending: billy_draw 2; billy_end'
end-by-itself = { $step } comes by itself once nothing is pending before it (but a market refill): the turn is over
billy-only-solo = Confident Billy plays only in solo (1 player)
win-card-option = the option win_card={ $option } makes it { $option }, not { $word }
never-hidden = this is never hidden: '?' stands only for the cards of a hand or deck the viewer cannot see
hands-open = hands are open (hands=open): nothing is hidden
own-hand = a player sees their own hand
hidden-hand-size = a hidden hand is written as its size alone, as '5 ?'
hand-hidden-from = this hand is hidden from { $seat }: write how many cards it holds, as '{ $n } ?'
hand-hidden-from-spectator = this hand is hidden from a spectator: write how many cards it holds, as '{ $n } ?'
play-area-limit = a play area holds at most { $limit } { $card }, not { $n }
action-twice = names an action twice (Lemon's second mix is 'mixes this turn: 2')
swap-alone = a Swap is the turn's one action
only-player-actions = only a player's turn has actions
mixes-no-mix = counts the Mix actions, and 'actions taken' has no mix
mixes-a-mix = counts the Mix actions, and 'actions taken' has a mix
print-taken = a print action was taken this turn
key-only-turn = Key grants actions only in a player's turn
pear-after-print = Pear gives its card only after a print
row-slots = the row has { $slots } { $slots ->
        [one] slot
       *[other] slots
    }, not { $n }
card-of-rank = { $card } is a rank { $rank } card
too-many-cards = the position holds { $n } { $card } { $n ->
        [one] card
       *[other] cards
    }, but the game has { $total }
view-writes-supply = a view writes the supply out: its cards cannot be told from those in hands it cannot see
in-the-market = { $card } lies in the market
in-the-box = { $card } is not this game's win card: it stays in the box
deck-size-only = a view sees only how many cards a deck holds: write '{ $n } ?'
only-chance-first = before the first turn only chance is pending: 'pending: first' (after 'win_card' while the win card is to be drawn)
first-picked = the first player is already picked (turn: { $seat })
win-card-first = with win_card=random and no win card yet, it is drawn first: 'pending: win_card' comes first
win-card-only-random = the win card is drawn only with win_card=random, before any turn (then 'win card: none')
set-up-step-twice = names a set-up step twice
step = { $part }: { $why }
empty-step = an empty step (steps are separated by ';')
billy-step-turn = Billy's steps come only in Billy's turn (solo: 'turn: billy')
billy-draws-how-many = say how many cards Billy still draws, as 'billy_draw 2'
no-fields = { $step } has no fields
not-a-step = { $step } is not a pending step (one of: { $steps })
whose-step = say whose step it is, as 'P1'
players-step = this step is a player's
turn-that-ends = the turn that ends is { $seat }'s
flag-twice = names a flag twice
one-card = names one card
prints-left = say how many prints are left, as 'prints P1 2 except violet'
after-except = write the cards it may not print after 'except'
refilling-form = write 'refilling P1 [max N] [returned CARDS]'
refill-done = once { $n } { $n ->
        [one] card is
       *[other] cards are
    } returned the refill is done
tuck-form = write 'tuck P1 N of CARDS'
lav-discard-form = write the ranks it may discard, as 'lav_discard P1 ranks 2 3 4'
unexpected = unexpected { $words }
fields-after-seat = expects { $n } { $n ->
        [one] field
       *[other] fields
    } after the seat
not-a-number-from = { $word } is not a number from { $low } to { $high }
no-card = names no card
not-a-card = { $word } is not a card (nor rank-1 .. rank-4)
