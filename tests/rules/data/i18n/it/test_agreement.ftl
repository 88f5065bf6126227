# A catalogue of tests/rules/test_italian_agreement.py, declared with this data root.
on-row-m = { $p } { $p-person ->
        [second] metti
       *[third] mette
    } il dado { $c }
on-row-f = { $p } { $p-person ->
        [second] metti
       *[third] mette
    } la carta { $c-f }
on-row-mp = { $p } { $p-person ->
        [second] metti
       *[third] mette
    } i dadi { $c-mp }
on-row-fp = { $p } { $p-person ->
        [second] metti
       *[third] mette
    } le carte { $c-fp }
