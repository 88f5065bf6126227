# Catalogue `teach` in it: one message per template, by its key in kebab case.
# The Italian of each message of en/ by its id, with the same variables (converted from YAML).
# Variables: docs/ARCHITECTURE.md, "Words in every language".
# From the YAML's notes:
# Italian texts of the catalogue `teach` (chroma_desktop/rules/move_groups.py): teach mode's
# generic words for the open moves grouped by what they do. Key → text.

such-as = { $example } (o { $others } { $others ->
        [one] altra simile
       *[other] altre simili
    })
group = { $does }: { $why }
group-alone = { $does }
up-to = { $group } (fino a { $change })
costs = { $group } ({ $moves ->
        [one] costa
       *[other] ognuna costa
    } { $points } { $points ->
        [one] punto
       *[other] punti
    })
costs-between = { $group } (ognuna costa da { $least } a { $most } { $most ->
        [one] punto
       *[other] punti
    })
