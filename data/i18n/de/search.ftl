# Catalogue `search` in de: one message per template, by its key in kebab case.
# Written from the English (data/i18n/en/search.ftl), with the Italian beside it.
# Variables: docs/ARCHITECTURE.md, "Words in every language".

hint = { $move }: gewinnt etwa { $pct } % von { $n } { $n ->
        [one] simulierten Partie
       *[other] simulierten Partien
    }.
why-plan = { $reason } — er gewann etwa { $pct } % von { $n } { $n ->
        [one] Partie
       *[other] Partien
    }, die von hier aus weitergespielt wurden, und kein erprobter Zug war sicher besser.
why-search = { $move }: er gewann etwa { $pct } % von { $n } { $n ->
        [one] Partie
       *[other] Partien
    }, die von hier aus weitergespielt wurden, deutlich mehr als der übliche Plan.
