# A catalogue of tests/rules/test_italian_messages.py, declared with this data root.
takes = { $p } { $p-person ->
        [second] take
       *[third] takes
    } { $n } { $n ->
        [one] card
       *[other] cards
    }
reserve = { $p-person ->
        [second] your
       *[third] { $p }'s
    } reserve holds { $c-a }
section = the { $figure }'s { $label }
