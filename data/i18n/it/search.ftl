# Catalogue `search` in it: one message per template, by its key in kebab case.
# The Italian of each message of en/ by its id, with the same variables (converted from YAML).
# Variables: docs/ARCHITECTURE.md, "Words in every language".
# From the YAML's notes:
# Italian texts of the catalogue `search` (chroma_desktop/bots/search.py): key → text.

hint = { $move }: vince circa il { $pct } % di { $n } { $n ->
        [one] partita simulata
       *[other] partite simulate
    }.
why-plan = { $reason } — ha vinto circa il { $pct } % di { $n } { $n ->
        [one] partita giocata
       *[other] partite giocate
    } da qui, e nessuna mossa provata ha fatto di sicuro meglio.
why-search = { $move }: ha vinto circa il { $pct } % di { $n } { $n ->
        [one] partita giocata
       *[other] partite giocate
    } da qui, chiaramente più del piano abituale.
