# Catalogue `teach` in en: one message per template, by its key in kebab case.
# The one source of the English: edit it here (ids and slots are declared in the code, `T.add`).
# Variables: docs/ARCHITECTURE.md, "Words in every language".

such-as = { $example } (or { $others } more like it)
group = { $does }: { $why }
group-alone = { $does }
up-to = { $group } (up to { $change })
costs = { $group } ({ $moves ->
        [one] costs
       *[other] each costs
    } { $points } { $points ->
        [one] point
       *[other] points
    })
costs-between = { $group } (each costs { $least } to { $most } { $most ->
        [one] point
       *[other] points
    })
