# Catalogue `rounds` in it: one message per template, by its key in kebab case.
# The Italian of each message of en/ by its id, with the same variables.
# Variables: docs/ARCHITECTURE.md, "Words in every language".
# "round" is invariable in Italian ("1 round", "6 round"); the forms are written out all the same.

best-here = Il tuo record qui: { $best } { $best ->
        [one] round
       *[other] round
    }
won-new-best = Vinto in { $rounds } { $rounds ->
        [one] round
       *[other] round
    }: il tuo record sulla scheda { $sheet }
won-not-best = Vinto in { $rounds } { $rounds ->
        [one] round
       *[other] round
    } (il tuo record su questa scheda: { $best })
lost-best-is = Persa: il record su questa scheda è di { $best } { $best ->
        [one] round
       *[other] round
    }
