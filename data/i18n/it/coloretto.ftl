# Catalogue `coloretto` in it: one message per template, by its key in kebab case.
# The Italian of each message of en/ by its id, with the same variables (converted from YAML).
# Variables: docs/ARCHITECTURE.md, "Words in every language".
# From the YAML's notes:
# Italian texts of the catalogue `coloretto` (chroma_desktop/games/coloretto/text.py): key → text.
# Terms from the Italian rulebook (rules/coloretto-it.txt): fila, carta Fila, mazzo di pesca,
# Jolly, Jolly Dorato, carta "+2", carta Ultimo Round, round, pescare e piazzare, prendere una fila.
# Syntax of a translated text: the docstring of chroma_desktop/rules/messages.py.

## Content words (the term's id is the content id; the value is the word as the table says it).
## .predicative: the card after "è" ("La carta è rossa", "La carta è un jolly").
-word-yellow = giallo
    .predicative = gialla
-word-orange = arancione
    .predicative = arancione
-word-red = rosso
    .predicative = rossa
-word-green = verde
    .predicative = verde
-word-blue = blu
    .predicative = blu
-word-brown = marrone
    .predicative = marrone
-word-grey = grigio
    .predicative = grigia
-word-joker = jolly
    .predicative = un jolly
-word-golden-joker = jolly dorato
    .predicative = il jolly dorato
-word-2 = +2
    .predicative = una carta +2

draws = { $p } { $p-person ->
        [second] peschi
       *[third] pesca
    } una carta
draws-last-round = { $p } { $p-person ->
        [second] peschi
       *[third] pesca
    } la carta Ultimo Round: viene messa da parte, questo è l'ultimo round, e { $p } { $p-person ->
        [second] peschi
       *[third] pesca
    } di nuovo
places = { $p } { $p-person ->
        [second] piazzi
       *[third] piazza
    } la carta { $c-f } nella fila { $r }
takes = { $p } { $p-person ->
        [second] prendi
       *[third] prende
    } la fila { $r } ({ $cards })
no-cards = nessuna carta
bonus-card = { $p-person ->
        [second] la tua carta bonus
       *[third] la carta bonus di { $p }
    } per il Jolly Dorato è { $c-f }
card-is = La carta è { $c-predicative }
chooses-start = { $p } { $p-person ->
        [second] scegli
       *[third] sceglie
    } { $c } come colore iniziale
dealt-start = { $p } { $p-person ->
        [second] ricevi
       *[third] riceve
    } la carta iniziale { $c-f }
removed = { $c } viene rimosso dal gioco
removes = { $p } { $p-person ->
        [second] rimuovi
       *[third] rimuove
    } { $c } dal gioco
starts = { $p } { $p-person ->
        [second] inizi
       *[third] inizia
    }
game-over = La partita è finita
waiting = In attesa di { $p-person ->
        [second] te
       *[third] { $p }
    }
place-drawn = Piazza la carta { $c-f } pescata in una fila
choose-start = Scegli un colore iniziale (ogni giocatore ne prende uno diverso)
choose-removal = Scegli un colore da rimuovere dal gioco (ancora { $n } da rimuovere)
draw-or-take = Pesca una carta e piazzala in una fila, oppure prendi una fila
all-full = Tutte le file sono piene: prendi una fila
over-now = La partita è finita.
not-your-turn = Tocca a { $p-person ->
        [second] te
       *[third] { $p }
    }, non a te.
nothing-drawn = Non c'è una carta pescata da piazzare: prima pesca dal mazzo.
drawn-goes-on-row = La carta pescata va piazzata in una fila.
already-drew = Hai già pescato una carta: prima piazzala in una fila.
draw-by-click = Per pescare, fai clic sul mazzo: la carta si scopre da sola.
deck-empty = Il mazzo è vuoto: prendi una fila.
rows-full-no-draw = Tutte le file sono piene, quindi non puoi pescare: prendi invece una fila (Coloretto: si pesca solo finché una fila ha posto).
rows-full = Tutte le file sono piene, quindi non puoi pescare: prendi invece una fila.
place-first-later = Prima piazza la carta pescata; potrai prendere una fila in un turno successivo.
place-first = Prima piazza la carta pescata.
no-such-row = Questa fila non esiste.
no-row = Non esiste la fila { $r }.
row-taken-by = La fila { $r } è già stata presa in questo round da { $p-person ->
        [second] te
       *[third] { $p }
    }.
row-taken = La fila { $r } è già stata presa in questo round.
row-empty = La fila { $r } non ha ancora carte: si può prendere una fila solo se ha almeno una carta.
drag-row = Trascina una fila sulla tua collezione per prenderla.
not-a-move = Questa non è una mossa di Coloretto.
cannot-draw = Ora non puoi pescare.
no-such-card = Nel mazzo non resta una carta così.
colour-taken = Questo colore non è disponibile: ogni giocatore inizia con un colore diverso.
colour-removed = Questo colore è già fuori dal gioco.
not-now = '{ $kind }' non è possibile ora.
row-taken-place = La fila { $r } è stata presa in questo round: piazza la carta in una fila ancora sul tavolo.
row-full = La fila { $r } è piena ({ $n } { $n ->
        [one] carta
       *[other] carte
    } su { $n }): scegli una fila con posto.
positive = in positivo
negative = in negativo
score-colour = { $c }: { $n } { $n ->
        [one] carta, contata
       *[other] carte, contate
    } { $sign }
score-colour-jokers = { $c }: { $n } { $n ->
        [one] carta
       *[other] carte
    } (di cui { $j } { $j ->
        [one] Jolly
       *[other] Jolly
    }), { $n ->
        [one] contata
       *[other] contate
    } { $sign }
score-plus2 = carte +2: { $n }
tie-most-of-one = parità a { $s }: decide chi ha più carte di un colore ({ $n })
tie-shared-most = parità a { $s } e nelle carte di un colore: vittoria condivisa
tie-no-breaker = parità a { $s }: l'edizione originale non prevede spareggio, vittoria condivisa
hint-only-move = È l'unica mossa possibile
hint-draw-no-cards = Pesca: nessuna fila ha ancora carte
hint-take-alone = Prendi la fila { $r }: vale { $n } { $n ->
        [one] punto
       *[other] punti
    } e non resta nessun altro
hint-draw-alone = Pesca: sei l'ultimo giocatore rimasto, e un'altra carta dovrebbe convenirti
hint-take = Prendi la fila { $r }: ti fa guadagnare { $n } { $n ->
        [one] punto
       *[other] punti
    }
hint-take-early = Prendi la fila { $r }: altre carte ti farebbero solo perdere punti
hint-draw-wait = Pesca: nessuna fila vale ancora la pena di essere presa
hint-place-better = Piazza la carta { $c-f } nella fila { $r }: la fila diventa migliore per te
hint-place-spoil = Piazza la carta { $c-f } nella fila { $r }: è lì che rovina meno la fila per te
hint-start = Scegli { $c } come colore iniziale: all'inizio ogni colore ancora libero ne vale un altro
hint-remove = Rimuovi { $c }: nessuno ha ancora carte, quindi va bene qualsiasi colore
table-round = Round { $n }
table-last-round = Round { $n } · l'ultimo round
table-out-of-game = Fuori dal gioco: { $colours }
table-deck-size = Mazzo: { $n } { $n ->
        [one] carta
       *[other] carte
    }
table-cards-to-go = Carta Ultimo Round: tra { $n } { $n ->
        [one] carta
       *[other] carte
    }
table-last-card-next = Carta Ultimo Round: è la prossima carta pescata
table-starting-colours = Colori iniziali
table-start-how = Fai clic su uno, o trascinalo nella tua area
table-colours-to-remove = Colori da rimuovere dal gioco
table-remove-how = Fai clic sul colore da rimuovere
table-choosing = { $p } { $p-person ->
        [second] stai scegliendo
       *[third] sta scegliendo
    }
table-row-taken-by = presa da { $p-person ->
        [second] te
       *[third] { $p }
    }
table-row-places = { $n } di { $m } { $m ->
        [one] posto
       *[other] posti
    }
table-points = { $n } { $n ->
        [one] punto
       *[other] punti
    }
table-took-row = fila { $r } presa · { $points }
effect-take = Prendere la fila { $r } vale { $d } per { $p-person ->
        [second] te
       *[third] { $p }
    } (da { $a } a { $b } { $b ->
        [one] punto
       *[other] punti
    }): { $changes }
effect-colour = { $c } da { $a } a { $b } { $b ->
        [one] carta
       *[other] carte
    }: { $d }
effect-turns-negative = { $c } ({ $n } { $n ->
        [one] carta
       *[other] carte
    }) diventa negativo: { $d }
effect-turns-positive = { $c } ({ $n } { $n ->
        [one] carta
       *[other] carte
    }) diventa positivo: { $d }
effect-plus2 = { $n ->
        [one] carta
       *[other] carte
    } +2 x{ $n }: { $d }
effect-no-change = nessun colore cambia
effect-lead = { $p } { $p-person ->
        [second] saresti
       *[third] sarebbe
    } allora in vantaggio su { $q-person ->
        [second] te
       *[third] { $q }
    } di { $n } { $n ->
        [one] punto
       *[other] punti
    }
effect-level = { $p } { $p-person ->
        [second] saresti
       *[third] sarebbe
    } allora alla pari con { $q-person ->
        [second] te
       *[third] { $q }
    }
effect-trail = { $p } { $p-person ->
        [second] saresti
       *[third] sarebbe
    } allora { $n } { $n ->
        [one] punto
       *[other] punti
    } dietro { $q-person ->
        [second] di te
       *[third] { $q }
    }
effect-place = Con la carta, la fila { $r } varrebbe { $d } per { $p-person ->
        [second] te
       *[third] { $p }
    } (ora { $e }); { $others }
effect-place-alone = Con la carta, la fila { $r } varrebbe { $d } per { $p-person ->
        [second] te
       *[third] { $p }
    } (ora { $e }); nessun altro può prenderla in questo round
effect-worth-to = { $d } per { $q-person ->
        [second] te
       *[third] { $q }
    }
effect-badge-row = fila: { $d } per { $p-person ->
        [second] te
       *[third] { $p }
    }
teach-draw-and-place = Pesca una carta e piazzala
teach-rows-with-room = { $n } { $n ->
        [one] fila ha
       *[other] file hanno
    } posto
teach-take-and-leave = Prendi una fila ed esci dal round
teach-which-rows = { $n ->
        [one] fila
       *[other] file
    } { $rows }
teach-place-drawn = Piazza la carta pescata su una fila con posto
teach-topic-draw-or-take = il pescare o prendere
teach-topic-row-room = il posto nelle file
teach-topic-taking = il prendere una fila
