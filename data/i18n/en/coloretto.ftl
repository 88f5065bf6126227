# Catalogue `coloretto` in en: one message per template, by its key in kebab case.
# The one source of the English: edit it here (ids and slots are declared in the code, `T.add`).
# Variables: docs/ARCHITECTURE.md, "Words in every language".

## Content words that need more than their name (the term's id is the content id; a word with
## no term is said by its name). .predicative: the card after "is" ("The card is a joker").
-word-joker = joker
    .predicative = a joker
-word-golden-joker = golden joker
    .predicative = the golden joker
-word-2 = +2
    .predicative = a +2 card

draws = { $p } { $p-person ->
        [second] draw
       *[third] draws
    } a card
draws-last-round = { $p } { $p-person ->
        [second] draw
       *[third] draws
    } the last-round card: it is set aside, this is the last round, and { $p } { $p-person ->
        [second] draw
       *[third] draws
    } again
places = { $p } { $p-person ->
        [second] place
       *[third] places
    } the { $c } card on row { $r }
takes = { $p } { $p-person ->
        [second] take
       *[third] takes
    } row { $r } ({ $cards })
no-cards = no cards
bonus-card = { $p-person ->
        [second] your
       *[third] { $p }'s
    } bonus card for the golden joker is { $c }
card-is = The card is { $c-predicative }
chooses-start = { $p } { $p-person ->
        [second] choose
       *[third] chooses
    } { $c } as a starting colour
dealt-start = { $p } { $p-person ->
        [second] are
       *[third] is
    } dealt { $c-a } starting card
removed = { $c } is removed from the game
removes = { $p } { $p-person ->
        [second] remove
       *[third] removes
    } { $c } from the game
starts = { $p } { $p-person ->
        [second] start
       *[third] starts
    }
game-over = The game is over
waiting = Waiting for { $p }
place-drawn = Place the drawn { $c } card on a row
choose-start = Choose a starting colour (each player takes a different one)
choose-removal = Choose a colour to remove from the game ({ $n } more to remove)
draw-or-take = Draw a card and place it on a row, or take a row
all-full = Every row is full: take a row
over-now = The game is over.
not-your-turn = It is { $p-person ->
        [second] your
       *[third] { $p }'s
    } turn, not yours.
nothing-drawn = There is no drawn card to place: draw from the deck first.
drawn-goes-on-row = The drawn card goes on a row.
already-drew = You already drew a card: place it on a row first.
draw-by-click = To draw, click the deck: the card turns up by itself.
deck-empty = The deck is empty: take a row.
rows-full-no-draw = Every row is full, so you cannot draw: take a row instead (Coloretto: draw only while a row has room).
rows-full = Every row is full, so you cannot draw: take a row instead.
place-first-later = Place the drawn card first; you may take a row on a later turn.
place-first = Place the drawn card first.
no-such-row = There is no such row.
no-row = There is no row { $r }.
row-taken-by = Row { $r } was already taken this round by { $p }.
row-taken = Row { $r } was already taken this round.
row-empty = Row { $r } has no cards yet: a row can be taken only with at least one card.
drag-row = Drag a row onto your own collection to take it.
not-a-move = That is not a move in Coloretto.
cannot-draw = You cannot draw now.
no-such-card = No such card is left in the deck.
colour-taken = That colour is not available: every player starts with a different colour.
colour-removed = That colour is already out of the game.
not-now = '{ $kind }' is not possible now.
row-taken-place = Row { $r } was taken this round: place the card on a row still on the table.
row-full = Row { $r } is full ({ $n } of { $n } { $n ->
        [one] card
       *[other] cards
    }): choose a row with room.
positive = counted positive
negative = counted negative
score-colour = { $c }: { $n } { $n ->
        [one] card
       *[other] cards
    }, { $sign }
score-colour-jokers = { $c }: { $n } { $n ->
        [one] card
       *[other] cards
    } ({ $j } of them { $j ->
        [one] a joker
       *[other] jokers
    }), { $sign }
score-plus2 = +2 cards: { $n }
tie-most-of-one = tied on { $s }: most cards of one colour ({ $n }) decides
tie-shared-most = tied on { $s } and on most cards of one colour: shared win
tie-no-breaker = tied on { $s }: the original edition has no tie-breaker, shared win
hint-only-move = This is the only move
hint-draw-no-cards = Draw: no row has cards yet
hint-take-alone = Take row { $r }: it adds { $n } { $n ->
        [one] point
       *[other] points
    } and nobody else is left
hint-draw-alone = Draw: you are the last player in, and another card should pay
hint-take = Take row { $r }: it adds { $n } { $n ->
        [one] point
       *[other] points
    } for you
hint-take-early = Take row { $r }: more cards would only cost you points
hint-draw-wait = Draw: no row is worth taking yet
hint-place-better = Place the { $c } card on row { $r }: the row becomes better for you
hint-place-spoil = Place the { $c } card on row { $r }: it spoils the row least for you
hint-start = Choose { $c } as your starting colour: every colour still free is as good as another at the start
hint-remove = Remove { $c }: nobody holds a card yet, so any colour will do
table-round = Round { $n }
table-last-round = Round { $n } · the last round
table-out-of-game = Out of the game: { $colours }
table-deck-size = Deck: { $n } { $n ->
        [one] card
       *[other] cards
    }
table-cards-to-go = Last-round card: after { $n } more { $n ->
        [one] card
       *[other] cards
    }
table-last-card-next = Last-round card: it is the next card drawn
table-starting-colours = Starting colours
table-start-how = Click one, or drag it to your area
table-colours-to-remove = Colours to remove from the game
table-remove-how = Click the colour to remove
table-choosing = { $p } { $p-person ->
        [second] are
       *[third] is
    } choosing
table-row-taken-by = taken by { $p }
table-row-places = { $n } of { $m } { $m ->
        [one] place
       *[other] places
    }
table-points = { $n } { $n ->
        [one] point
       *[other] points
    }
table-took-row = took row { $r } · { $points }
effect-take = Taking row { $r } is worth { $d } to { $p-person ->
        [second] you
       *[third] { $p }
    } ({ $a } → { $b } { $b ->
        [one] point
       *[other] points
    }): { $changes }
effect-colour = { $c } { $a } → { $b } { $b ->
        [one] card
       *[other] cards
    }: { $d }
effect-turns-negative = { $c } ({ $n } { $n ->
        [one] card
       *[other] cards
    }) turns negative: { $d }
effect-turns-positive = { $c } ({ $n } { $n ->
        [one] card
       *[other] cards
    }) turns positive: { $d }
effect-plus2 = +2 { $n ->
        [one] card
       *[other] cards
    } x{ $n }: { $d }
effect-no-change = no colour changes
effect-lead = { $p } would then lead { $q } by { $n } { $n ->
        [one] point
       *[other] points
    }
effect-level = { $p } would then be level with { $q }
effect-trail = { $p } would then trail { $q } by { $n } { $n ->
        [one] point
       *[other] points
    }
effect-place = With the card, row { $r } would be worth { $d } to { $p-person ->
        [second] you
       *[third] { $p }
    } (now { $e }); { $others }
effect-place-alone = With the card, row { $r } would be worth { $d } to { $p-person ->
        [second] you
       *[third] { $p }
    } (now { $e }); nobody else can take it this round
effect-worth-to = { $d } to { $q-person ->
        [second] you
       *[third] { $q }
    }
effect-badge-row = row: { $d } to { $p-person ->
        [second] you
       *[third] { $p }
    }
teach-draw-and-place = Draw a card and place it
teach-rows-with-room = { $n } { $n ->
        [one] row has
       *[other] rows have
    } room
teach-take-and-leave = Take a row and leave the round
teach-which-rows = { $n ->
        [one] row
       *[other] rows
    } { $rows }
teach-place-drawn = Place the drawn card on a row with room
teach-topic-draw-or-take = drawing or taking
teach-topic-row-room = a row's room
teach-topic-taking = taking a row
