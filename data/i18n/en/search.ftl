# Catalogue `search` in en: one message per template, by its key in kebab case.
# The one source of the English: edit it here (ids and slots are declared in the code, `T.add`).
# Variables: docs/ARCHITECTURE.md, "Words in every language".

hint = { $move }: wins about { $pct } % of { $n } { $n ->
        [one] playout
       *[other] playouts
    }.
why-plan = { $reason } — it won about { $pct } % of { $n } { $n ->
        [one] game
       *[other] games
    } played on from here, and no move tried did surely better.
why-search = { $move }: it won about { $pct } % of { $n } { $n ->
        [one] game
       *[other] games
    } played on from here, clearly more than the usual plan.
