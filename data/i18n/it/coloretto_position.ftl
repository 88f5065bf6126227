# Catalogue `coloretto_position` in it: one message per template, by its key in kebab case.
# The Italian of each message of en/ by its id, with the same variables (converted from YAML).
# Variables: docs/ARCHITECTURE.md, "Words in every language".
# From the YAML's notes:
# Italian texts of the catalogue `coloretto_position` (chroma_desktop/games/coloretto/position_words.py):
# why a text is not a Coloretto position. Key → text. Syntax: chroma_desktop/rules/messages.py.
# The notation (P1, colour ids, phase names, 'removed: grey', 'last round: yes') stays as written.

set-up-round = la preparazione viene prima del round 1
none-out-yet = nessuna fila è stata lasciata fuori prima del primo round
drawn-only-place = una carta pescata attende di essere piazzata solo nella fase place
choose-not-deal = nell'edizione { $edition } i giocatori scelgono i colori iniziali: la fase è 'choose', non 'deal'
deal-not-choose = nell'edizione { $edition } i colori iniziali vengono distribuiti: la fase è 'deal', non 'choose'
no-bonus = l'edizione { $edition } non ha il bonus del Jolly Dorato
remove-none = in { $players } { $players ->
        [one] giocatore
       *[other] giocatori
    } non si toglie nessun colore
removed-missing = manca la riga 'removed: ...': in { $players } { $players ->
        [one] giocatore
       *[other] giocatori
    } si gioca senza { $n } { $n ->
        [one] colore
       *[other] colori
    } (come in 'removed: grey')
colour-twice = indica un colore due volte
remove-done = in { $players } { $players ->
        [one] giocatore
       *[other] giocatori
    } si { $n ->
        [one] toglie
       *[other] tolgono
    } { $n } { $n ->
        [one] colore
       *[other] colori
    }: una volta { $n ->
        [one] tolto
       *[other] tolti
    } la fase non è più 'remove'
remove-count = in { $players } { $players ->
        [one] giocatore
       *[other] giocatori
    } si gioca senza { $n } { $n ->
        [one] colore
       *[other] colori
    }, non { $found }
already-took = { $seat } ha già preso la fila { $row } in questo round
row-capacity = la fila { $row } contiene al massimo { $n } { $n ->
        [one] carta
       *[other] carte
    }, non { $found }
no-card-before = prima del primo turno non ci sono carte nelle file
no-taken-before = prima del primo turno nessuna fila è presa
colours-after-removal = i colori iniziali si distribuiscono dopo aver tolto i colori
first-after-starting = il caso sceglie chi inizia quando ogni giocatore ha { $n } { $n ->
        [one] carta iniziale
       *[other] carte iniziali
    }
all-have-starting = ogni giocatore ha già { $n } { $n ->
        [one] carta iniziale
       *[other] carte iniziali
    }: la fase è 'first'
starting-in-order = dopo { $dealt } { $dealt ->
        [one] carta iniziale distribuita
       *[other] carte iniziali distribuite
    } in ordine dei posti da P1, { $seat } ne ha { $expected }, non { $found }
starting-colours = le carte iniziali sono colori, non { $kind }
starting-twice = ogni carta iniziale è di un colore diverso: { $kind } è indicato due volte
removed-from-game = { $kind } è stato tolto dal gioco
bonus-to-taker = la carta bonus del Jolly Dorato va a chi l'ha preso: { $seat } non ha preso nessuna fila in questo round
sits-out = { $seat } ha preso la fila { $row } in questo round e resta fuori fino al prossimo
no-turn = la fase { $phase } non ha un turno
no-turn-set-up = la fase { $phase } non ha un turno: i colori iniziali girano in ordine dei posti da P1
say-last-taker = sono prese più file: indica chi ha preso l'ultima ('{ $key }: { $seat }')
none-taken-before = nessuno ha preso una fila prima del primo turno
took-no-row = { $seat } non ha preso nessuna fila in questo round, eppure ci sono file prese
nobody-took-no-row = non è indicato nessuno, eppure in questo round ci sono file prese
too-many-cards = la posizione contiene { $found } { $found ->
        [one] carta
       *[other] carte
    } { $kind }, ma il gioco ne ha { $total }
last-round-in-set-up = la carta Ultimo Round si mescola nel mazzo alla fine della preparazione
not-begun = la partita non è iniziata: l'ultimo round non è arrivato
last-round-came = la carta Ultimo Round è uscita ('last round: yes')
ends-after-last = la partita finisce solo dopo l'ultimo round: scrivi 'last round: yes'
one-above-last = la carta da pescare sta sopra la carta Ultimo Round, quindi almeno 1 ci sta (oppure l'ultimo round è arrivato: 'last round: yes')
round-over = ogni giocatore ha preso una fila: il round è finito
deck-empty = il mazzo è vuoto: nella fase { $phase } non si può pescare nessuna carta
bonus-no-golden = la carta bonus è per chi ha preso il Jolly Dorato, e non ne ha
over-too-soon = la partita è finita solo quando ogni giocatore ha preso una fila nell'ultimo round
rows-cleared = le file si svuotano quando la partita finisce
