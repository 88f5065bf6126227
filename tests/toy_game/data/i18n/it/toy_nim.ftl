# Catalogue `toy_nim` in it: one message per template, by its key in kebab case.
# The Italian of each message of en/ by its id, with the same variables (converted from YAML).
# Variables: docs/ARCHITECTURE.md, "Words in every language".
# From the YAML's notes:
# Italian texts of the catalogue `toy_nim` (tests/toy_game/words.py): key → text.

starts = { $p } { $p-person ->
        [second] cominci
       *[third] comincia
    }
takes = { $p } { $p-person ->
        [second] prendi
       *[third] prende
    } { $n } { $n ->
        [one] pedina
       *[other] pedine
    }
prompt = prendi da una a { $most } pedine
too-many = prendi da una a { $most } pedine, e non più di quelle rimaste
not-your-turn = tocca a { $p-person ->
        [second] te
       *[third] { $p }
    }, non a te
into-your-area = prendi pedine dalla fila e mettile nella tua area
no-last-taker = la fila è vuota: qualcuno ha preso l'ultima pedina
wins = { $p } { $p-person ->
        [second] prendi
       *[third] prende
    } l'ultima pedina e { $p-person ->
        [second] vinci
       *[third] vince
    }
leaves = { $n ->
        [one] resta
       *[other] restano
    } { $n } { $n ->
        [one] pedina
       *[other] pedine
    } per il prossimo giocatore
take-the-last = Prendi { $n ->
        [one] l'ultima pedina
       *[other] le ultime pedine
    }
last-wins = chi prende l'ultima pedina vince
leave-three = Lascia { $n } { $n ->
        [one] pedina
       *[other] pedine
    }
three-is-safe = un multiplo di tre: qualunque cosa prenda il prossimo giocatore, puoi rispondere e mantenerlo
take-other = Prendi { $counts } { $n ->
        [one] pedina
       *[other] pedine
    }
none-safe = con { $n } pedine rimaste nessuna di queste lascia un multiplo di tre
topic-last = l'ultima pedina
topic-three = i multipli di tre
