# Catalogue `toy_nim` in en: one message per template, by its key in kebab case.
# The one source of the English: edit it here (ids and slots are declared in the code, `T.add`).
# Variables: docs/ARCHITECTURE.md, "Words in every language".

starts = { $p } { $p-person ->
        [second] start
       *[third] starts
    }
takes = { $p } { $p-person ->
        [second] take
       *[third] takes
    } { $n } { $n ->
        [one] counter
       *[other] counters
    }
prompt = take one to { $most } counters
too-many = take one to { $most } counters, and no more than are left
not-your-turn = it is { $p-person ->
        [second] your
       *[third] { $p }'s
    } turn, not yours
into-your-area = take counters from the row into your own area
no-last-taker = the row is empty: someone took the last counter
wins = { $p } { $p-person ->
        [second] take
       *[third] takes
    } the last counter and { $p-person ->
        [second] win
       *[third] wins
    }
leaves = { $n } { $n ->
        [one] counter is
       *[other] counters are
    } left for the next player
take-the-last = Take the last { $n ->
        [one] counter
       *[other] counters
    }
last-wins = whoever takes the last counter wins
leave-three = Leave { $n } { $n ->
        [one] counter
       *[other] counters
    }
three-is-safe = a multiple of three: whatever the next player takes, you can answer and keep it so
take-other = Take { $counts } { $n ->
        [one] counter
       *[other] counters
    }
none-safe = with { $n } left none of these leaves a multiple of three
topic-last = the last counter
topic-three = multiples of three
