# Catalogue `coloretto_position` in en: one message per template, by its key in kebab case.
# The one source of the English: edit it here (ids and slots are declared in the code, `T.add`).
# Variables: docs/ARCHITECTURE.md, "Words in every language".

set-up-round = set-up comes before round 1
none-out-yet = no row has been left untaken before the first round
drawn-only-place = a drawn card waits to be placed only in the place phase
choose-not-deal = in the { $edition } edition players choose their starting colours: the phase is 'choose', not 'deal'
deal-not-choose = in the { $edition } edition starting colours are dealt: the phase is 'deal', not 'choose'
no-bonus = the { $edition } edition has no golden joker bonus
remove-none = { $players } players remove no colour
removed-missing = the line 'removed: ...' is missing: { $players } players play without { $n } { $n ->
        [one] colour
       *[other] colours
    } (as in 'removed: grey')
colour-twice = names a colour twice
remove-done = { $players } players remove { $n } { $n ->
        [one] colour
       *[other] colours
    }: once { $n } { $n ->
        [one] is
       *[other] are
    } removed the phase is no longer 'remove'
remove-count = { $players } players play without { $n } { $n ->
        [one] colour
       *[other] colours
    }, not { $found }
already-took = { $seat } already took row { $row } this round
row-capacity = row { $row } holds at most { $n } { $n ->
        [one] card
       *[other] cards
    }, not { $found }
no-card-before = no card is on a row before the first turn
no-taken-before = no row is taken before the first turn
colours-after-removal = starting colours are given out after the colours are removed
first-after-starting = chance picks who starts once every player has { $n } starting { $n ->
        [one] card
       *[other] cards
    }
all-have-starting = every player already has { $n } starting { $n ->
        [one] card
       *[other] cards
    }: the phase is 'first'
starting-in-order = after { $dealt } starting { $dealt ->
        [one] card
       *[other] cards
    } given out in seat order from P1, { $seat } holds { $expected }, not { $found }
starting-colours = starting cards are colours, not { $kind }
starting-twice = every starting card is of a different colour: { $kind } is given twice
removed-from-game = { $kind } was removed from the game
bonus-to-taker = the golden joker's bonus card goes to who took it: { $seat } has taken no row this round
sits-out = { $seat } took row { $row } this round and sits out until the next
no-turn = the { $phase } phase has no turn
no-turn-set-up = the { $phase } phase has no turn: starting colours go round in seat order from P1
say-last-taker = several rows are taken: say who took the last one ('{ $key }: { $seat }')
none-taken-before = nobody has taken a row before the first turn
took-no-row = { $seat } took no row this round, yet rows are taken
nobody-took-no-row = nobody is named, yet rows are taken this round
too-many-cards = the position holds { $found } { $kind } { $found ->
        [one] card
       *[other] cards
    }, but the game has { $total }
last-round-in-set-up = the last-round card is shuffled in when set-up ends
not-begun = the game has not begun: the last round has not come
last-round-came = the last-round card has come up ('last round: yes')
ends-after-last = the game ends only after the last round: say 'last round: yes'
one-above-last = the card being drawn lies above the last-round card, so at least 1 does (or the last round has come: 'last round: yes')
round-over = every player has taken a row: the round is over
deck-empty = the deck is empty: no card can be drawn in the { $phase } phase
bonus-no-golden = the bonus card is for who took the golden joker, and they have none
over-too-soon = the game is over only once every player has taken a row in the last round
rows-cleared = rows are cleared when the game ends
