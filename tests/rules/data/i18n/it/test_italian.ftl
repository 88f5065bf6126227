# A catalogue of tests/rules/test_italian_messages.py, declared with this data root.
takes = { $p } { $p-person ->
        [second] prendi
       *[third] prende
    } { $n } { $n ->
        [one] carta
       *[other] carte
    }
reserve = { $p-person ->
        [second] la tua riserva
       *[third] la riserva di { $p }
    } contiene { $c-un }
section = { $label-il } { $figure-del }
