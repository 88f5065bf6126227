# A catalogue of tests/rules/test_messages.py, declared with this data root.
draws = { $p } { $p-person ->
        [second] draw
       *[third] draws
    } a card, then { $p } { $p-person ->
        [second] draw
       *[third] draws
    } again
bonus = The bonus card for { $p } is { $c-a } card
score = { $p-person ->
        [second] your
       *[third] { $p }'s
    } score: { $n } { $n ->
        [one] point
       *[other] points
    }
nested = Hint: { $m }
