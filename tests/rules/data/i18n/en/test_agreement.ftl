# A catalogue of tests/rules/test_italian_agreement.py, declared with this data root.
on-row-m = { $p } { $p-person ->
        [second] place
       *[third] places
    } the { $c } die
on-row-f = { $p } { $p-person ->
        [second] place
       *[third] places
    } the { $c } card
on-row-mp = { $p } { $p-person ->
        [second] place
       *[third] places
    } the { $c } dice
on-row-fp = { $p } { $p-person ->
        [second] place
       *[third] places
    } the { $c } cards
