# Catalogue `rounds` in en: one message per template, by its key in kebab case.
# The one source of the English: edit it here (ids and slots are declared in the code, `T.add`).
# Variables: docs/ARCHITECTURE.md, "Words in every language".

best-here = Your best here: { $best } { $best ->
        [one] round
       *[other] rounds
    }
won-new-best = Won in { $rounds } { $rounds ->
        [one] round
       *[other] rounds
    }: your best on the { $sheet } sheet
won-not-best = Won in { $rounds } { $rounds ->
        [one] round
       *[other] rounds
    } (your best on this sheet: { $best })
lost-best-is = Lost: the best on this sheet is { $best } { $best ->
        [one] round
       *[other] rounds
    }
