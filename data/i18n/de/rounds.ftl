# Catalogue `rounds` in de: one message per template, by its key in kebab case.
# The German of each message of en/ by its id, with the same variables.
# Variables: docs/ARCHITECTURE.md, "Words in every language".

best-here = Dein Bestwert hier: { $best } { $best ->
        [one] Runde
       *[other] Runden
    }
won-new-best = In { $rounds } { $rounds ->
        [one] Runde
       *[other] Runden
    } gewonnen: dein Bestwert auf dem Bogen { $sheet }
won-not-best = In { $rounds } { $rounds ->
        [one] Runde
       *[other] Runden
    } gewonnen (dein Bestwert auf diesem Bogen: { $best })
lost-best-is = Verloren: der Bestwert auf diesem Bogen { $best ->
        [one] ist { $best } Runde
       *[other] sind { $best } Runden
    }
