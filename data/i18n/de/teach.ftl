# Catalogue `teach` in de: one message per template, by its key in kebab case.
# Written from the English (data/i18n/en/teach.ftl), with the Italian beside it.
# Variables: docs/ARCHITECTURE.md, "Words in every language".

such-as = { $example } (oder { $others } { $others ->
        [one] weiterer dieser Art
       *[other] weitere dieser Art
    })
group = { $does }: { $why }
group-alone = { $does }
up-to = { $group } (bis zu { $change })
costs = { $group } ({ $moves ->
        [one] kostet
       *[other] jeder Zug kostet
    } { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    })
costs-between = { $group } (jeder Zug kostet { $least } bis { $most } { $most ->
        [one] Punkt
       *[other] Punkte
    })
