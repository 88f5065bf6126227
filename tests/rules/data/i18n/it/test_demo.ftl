# A catalogue of tests/rules/test_messages.py, declared with this data root.
score = Punteggio di { $p }: { $n } { $n ->
        [one] punto
       *[other] punti
    }
