# Catalogue `cmyk` in it: one message per template, by its key in kebab case.
# The Italian of each message of en/ by its id, with the same variables (converted from YAML).
# Variables: docs/ARCHITECTURE.md, "Words in every language".
# From the YAML's notes:
# Italian texts of the catalogue `cmyk` (chroma_desktop/games/cmyk/words.py): key → text.
# Vocabulary: README.md beside this file (tessera, pila, mosaico, tessera iniziale, inchiostro,
# lato, segno, esagono, tessera K, obiettivo pubblico/privato). Syntax:
# chroma_desktop/rules/messages.py.

tile = la tessera { $marks }
k-tile = la tessera K
cell-initial = dove si trova la tessera iniziale
cell-side = { $n } { $n ->
        [one] posto
       *[other] posti
    } a { $side } della tessera iniziale
cell-row = { $r } { $r ->
        [one] fila
       *[other] file
    } { $way } la tessera iniziale
cell-row-side = { $r } { $r ->
        [one] fila
       *[other] file
    } { $way } la tessera iniziale, { $n } { $n ->
        [one] posto
       *[other] posti
    } a { $side }
turned = { $ink } sul lato orizzontale
turned-flipped = { $ink } sul lato orizzontale, capovolta
takes-initial = { $p } { $p-person ->
        [second] prendi
       *[third] prende
    } { $tile } dalla pila { $pile } per il { $p-person ->
        [second] tuo
       *[third] proprio
    } vicino di sinistra
takes = { $p } { $p-person ->
        [second] prendi
       *[third] prende
    } { $tile } dalla pila { $pile }
places-initial = { $p } { $p-person ->
        [second] piazzi
       *[third] piazza
    } { $tile } come { $p-person ->
        [second] tua
       *[third] propria
    } tessera iniziale, rivolta in avanti, { $turn }
places = { $p } { $p-person ->
        [second] piazzi
       *[third] piazza
    } { $tile } { $cell }, { $turn }
places-k = { $p } { $p-person ->
        [second] piazzi
       *[third] piazza
    } { $tile } { $cell }, { $turn } ({ $k } { $k ->
        [one] punto
       *[other] punti
    }; viene rivelato un altro obiettivo pubblico)
moves = { $p } { $p-person ->
        [second] sposti
       *[third] sposta
    } { $tile } da { $origin } a { $cell }, { $turn }
puts-back = { $p } non { $p-person ->
        [second] puoi
       *[third] può
    } piazzare { $tile } e la { $p-person ->
        [second] rimetti
       *[third] rimette
    } sulla pila { $pile }
discards = { $p } { $p-person ->
        [second] scarti
       *[third] scarta
    } { $tile }; viene rivelato un altro obiettivo pubblico
stops = { $p } { $p-person ->
        [second] smetti
       *[third] smette
    } di prendere tessere
first-caller = { $p } { $p-person ->
        [second] dai
       *[third] dà
    } il via alla partita
dealt = { $p } { $p-person ->
        [second] ricevi
       *[third] riceve
    } una carta obiettivo privato
replaced = Fammi pensare! viene sostituita da { $card }
revealed = Obiettivo pubblico rivelato: { $card }
shared = Voglio anche questo colore! diventa { $card }, che vale per tutti
new-top = La nuova tessera in cima alla pila { $pile } è { $tile }
removed = Nessuno può piazzare una tessera in cima: { $n ->
        [one] la tessera in cima alla pila
       *[other] le tessere in cima alle pile
    } { $piles } { $n ->
        [one] esce
       *[other] escono
    } dal gioco
unknown-move = Una mossa di tipo { $kind }
over = La partita è finita
revealing = Attendi: si sta rivelando una tessera o una carta
waiting-for-taker = In attesa che { $p-person ->
        [second] tu prenda
       *[third] { $p } prenda
    } una tessera iniziale
take-initial = Prendi una tessera iniziale (non una tessera K) da una pila: va al giocatore alla tua sinistra
waiting-for-placing = In attesa che gli altri piazzino la propria tessera iniziale
turn-initial = Ruota { $tile }, la tua tessera iniziale: va piazzata rivolta in avanti
stopped-waiting = Hai smesso di prendere tessere: in attesa degli altri
place-k = Piazza la tessera K (combacia solo nell'inchiostro, { $k } { $k ->
        [one] punto
       *[other] punti
    }) oppure scartala
place-tile = Piazza { $tile } dove ogni lato che tocca combacia
put-it-back = { $tile } non entra da nessuna parte nel tuo mosaico: rimettila a posto
take-move-or-stop = Prendi una tessera da una pila qualsiasi, sposta la tua ultima tessera, oppure fermati
take-or-stop = Prendi una tessera da una pila qualsiasi, oppure fermati
no-seat = In questa partita non c'è il posto { $n }.
game-over = La partita è finita.
wait-reveal = Attendi: si sta rivelando una tessera o una carta.
own-mosaic = Costruisci solo il tuo mosaico.
initial-in-turn = Le tessere iniziali si prendono a turno: tocca a { $p-person ->
        [second] te
       *[third] { $p }
    }.
initial-not-k = La tessera iniziale non può essere una tessera K: prendila da un'altra pila.
that-pile-empty = Quella pila è vuota.
initial-from-pile = Prima prendi una tessera iniziale da una pila.
initial-placed = Hai piazzato la tua tessera iniziale: attendi gli altri.
initial-forward = La tessera iniziale va al centro del tuo mosaico, rivolta in avanti.
stopped-for-game = In questa partita hai smesso di prendere tessere.
holding = Hai già una tessera in mano: piazzala (o rimettila a posto) prima di prenderne un'altra.
no-such-pile = Questa pila non esiste.
pile-empty = La pila { $pile } è vuota.
own-hand = Prendi le tessere nella tua mano.
stop-holding = Prima di fermarti, piazza o rimetti a posto la tessera che hai in mano.
only-last = Si può spostare solo l'ultima tessera piazzata, e solo finché non ne prendi un'altra.
only-last-at = Si può spostare solo l'ultima tessera piazzata ({ $cell }).
last-fixed = Hai preso un'altra tessera: ora la tua ultima tessera piazzata è fissa.
move-elsewhere = Sposta la tua ultima tessera in un altro spazio del tuo mosaico.
already-there = La tessera è già lì.
not-a-move = Questa non è una mossa di CMYK!.
hold-none = Non hai tessere in mano: prima prendine una da una pila.
k-not-back = Una tessera K si piazza o si scarta, non si rimette mai a posto.
fits-somewhere = Questa tessera entra nel tuo mosaico (per esempio { $cell }, { $turn }): si rimette a posto solo una tessera che non si può piazzare.
goes-back = Torna sulla pila { $pile }, da dove è venuta.
only-k-discard = Si può scartare solo una tessera K; ogni altra tessera si piazza o si rimette a posto.
on-mosaic = Piazza la tessera sul tuo mosaico.
turn-to-fit = Ruota la tessera perché combaci.
space-taken = Quello spazio ha già una tessera.
must-touch = Una tessera deve toccare il tuo mosaico.
wrong-ink = Il lato { $have } della tessera toccherebbe un lato { $need } se ruotata così: i lati che si toccano mostrano lo stesso inchiostro.
wrong-ink-any = Il lato { $have } della tessera toccherebbe un lato { $need } comunque sia ruotata: i lati che si toccano mostrano lo stesso inchiostro.
wrong-mark = i bordi { $ink } si incontrano al { $have } % e al { $need } %
wrong-marks = { $edges }: i lati che si toccano mostrano lo stesso segno.
nothing-revealed = Ora non si sta rivelando nulla.
not-an-outcome = Questo non è un esito possibile di questa rivelazione.
not-cmyk = '{ $kind }' non è una mossa di CMYK!.
no-player = Questa mossa non nomina un giocatore di questa partita.
no-flipping = In questa partita le tessere capovolte non sono permesse (ordine dei bordi: fisso).
not-now = Ora questa mossa non è permessa.
hexagons-line = { $n } { $n ->
        [one] esagono
       *[other] esagoni
    }, { $each } ciascuno
k-tiles-line = { $n } { $n ->
        [one] tessera K
       *[other] tessere K
    }, { $each } ciascuna
private-label = Obiettivo privato
neighbour-label = { $card } ({ $p-person ->
        [second] la tua carta
       *[third] carta di { $p }
    })
private-line = { $label }: { $name } ({ $details })
tiles = { $n } { $n ->
        [one] tessera
       *[other] tessere
    }
capped = massimo { $cap }
times = per { $m }
cancelled = { $card } (annullata da { $other })
doubled = { $card } (raddoppiata)
multiplied = { $card } (per { $m })
enclosed = { $name }: { $n } { $n ->
        [one] spazio racchiuso
       *[other] spazi racchiusi
    }
equal-marks = { $name }: { $n } { $n ->
        [one] tessera con segni uguali
       *[other] tessere con segni uguali
    }
longest-row = { $name }: fila più lunga di { $n } { $n ->
        [one] tessera
       *[other] tessere
    }
height = { $name }: { $n } { $n ->
        [one] fila
       *[other] file
    } di altezza
pointy = { $name }: { $n } { $n ->
        [one] tessera che tocca
       *[other] tessere che toccano
    } una sola tessera
symmetric = { $name }: simmetrico
not-symmetric = { $name }: non simmetrico
most-tiles = { $name }: { $n } { $n ->
        [one] tessera
       *[other] tessere
    }
applied-above = { $name }: applicata sopra
game-place = Partita { $g }: { $s } { $s ->
        [one] punto
       *[other] punti
    }, posizione { $place }
game = Partita { $g }
tied-shared = Parità a { $s }: vittoria condivisa
tie-decided = Parità a { $s }: decide { $rule }
tied-everywhere = Parità a { $s } e in ogni spareggio: vittoria condivisa
only-move = È l'unica mossa possibile
any-initial = Va bene qualsiasi tessera come tessera iniziale del vicino di sinistra
easiest-turn = Ruota la tessera iniziale in modo che i suoi segni siano i più facili da abbinare
hint-put-back = { $tile } non entra da nessuna parte: rimettila a posto
hint-discard = La tessera K costerebbe più di quanto rende: scartala
hint-place = Piazza { $tile } { $cell }: vale circa { $value } punti
hint-take = Prendi { $tile }: per te vale circa { $value } punti
hint-wait = Nelle pile non conviene prendere nulla ora: aspetta
hint-costly = Ogni tessera rimasta ti costerebbe punti: fermati
hint-look-under = Nessuna tessera in cima entra nel tuo mosaico: guarda la tessera successiva di una pila
hint-none-left = Non restano tessere da prendere: fermati
hint-move-last = Sposta { $tile } da { $origin } a { $cell }: lì vale circa { $value } punti in più
hint-nothing-new = Nessuna tessera in cima entra nel tuo mosaico, e nessuna pila mostrerebbe una tessera nuova: fermati
mosaic-title = { $p-person ->
        [second] il tuo mosaico
       *[third] mosaico di { $p }
    }
points = { $n } { $n ->
        [one] punto
       *[other] punti
    }
mosaic-status = { $s } { $s ->
        [one] punto
       *[other] punti
    } · { $h } { $h ->
        [one] esagono
       *[other] esagoni
    } · { $n } { $n ->
        [one] tessera
       *[other] tessere
    }
summary = { $h } { $h ->
        [one] esagono
       *[other] esagoni
    }, { $n } { $n ->
        [one] tessera
       *[other] tessere
    }
k-tiles = { $n } { $n ->
        [one] tessera K
       *[other] tessere K
    }
mosaic-at-end = { $n } { $n ->
        [one] tessera
       *[other] tessere
    }, { $h } { $h ->
        [one] esagono
       *[other] esagoni
    }, { $k } { $k ->
        [one] tessera K
       *[other] tessere K
    }; obiettivo privato { $private }
private-per-tile = { $points } per ogni tua tessera con { $ink } a { $levels } (al massimo { $cap })
private-per-tiles = { $points } ogni { $n } { $n ->
        [one] tua tessera
       *[other] tue tessere
    } con { $ink } a { $levels } (al massimo { $cap })
effect-double-private = Gli obiettivi privati valgono x{ $multiplier } (oltre il massimo).
effect-hexagon-points = Ogni esagono vale { $points } invece di { $hexagon }.
effect-enclosed-spaces = +{ $points } per ogni spazio vuoto racchiuso da esattamente 3 tessere.
effect-double-previous = Raddoppia la carta precedente (se è la prima rivelata: la successiva).
effect-equal-mark-tiles = +{ $points } per ogni tessera con i tre segni uguali.
effect-cancel-previous = Annulla la carta precedente.
effect-longest-row = Fila orizzontale più lunga: { $points } ogni { $per_tiles } { $per_tiles ->
        [one] tessera
       *[other] tessere
    }.
effect-height-rows = +{ $points } per ogni fila occupata dal tuo mosaico dal davanti al retro.
effect-pointy-tiles = +{ $points } per ogni tessera che tocca esattamente un'altra tessera.
effect-mirror-vertical = +{ $points } se il tuo mosaico è simmetrico da sinistra a destra.
effect-mirror-horizontal = +{ $points } se il tuo mosaico è simmetrico dal davanti al retro.
effect-replace-at-end = Alla fine viene sostituita dalla carta in cima al mazzo.
effect-shared-private = Diventa un obiettivo privato che vale per tutti.
effect-most-tiles = Più tessere: { $first }; secondo posto: { $second }.
effect-neighbour-private = Ottieni anche i punti della carta privata del giocatore alla tua destra.
effect-reveal-more = Rivela { $count } { $count ->
        [one] altra carta
       *[other] altre carte
    }.
effect-gain = { $change } { $n ->
        [one] punto
       *[other] punti
    } (da { $now } a { $after })
effect-no-gain = nessun cambiamento nei punti ({ $now })
effect-because = { $points }: { $why }
effect-line-change = { $line } { $change }
effect-line-advances = { $line }, ancora nessun punto in più
effect-next-points = { $n } { $n ->
        [one] tessera
       *[other] tessere
    } in più per i prossimi punti di { $card }
effect-at-cap = { $card } è al suo massimo di { $cap }
effect-hexagon-towards = un esagono intorno a essa avrebbe allora { $k } delle { $n } { $n ->
        [one] tessera
       *[other] tessere
    } che gli servono
effect-k-reveals = viene rivelato un altro obiettivo pubblico
effect-leads = { $p } { $p-person ->
        [second] saresti
       *[third] sarebbe
    } allora in testa di { $n } { $n ->
        [one] punto
       *[other] punti
    }
effect-behind = { $p } { $p-person ->
        [second] saresti
       *[third] sarebbe
    } allora { $n } { $n ->
        [one] punto
       *[other] punti
    } dietro a { $q-person ->
        [second] te
       *[third] { $q }
    }
effect-level = { $p } { $p-person ->
        [second] saresti
       *[third] sarebbe
    } allora alla pari con { $q-person ->
        [second] te
       *[third] { $q }
    }
effect-take-best = { $tile } nel posto migliore ({ $cell }): { $what }
effect-take-nowhere = { $tile } ora non entra da nessuna parte nel { $p-person ->
        [second] tuo
       *[third] proprio
    } mosaico: tornerebbe sulla sua pila
effect-take-k-discard = { $tile } costerebbe punti ovunque vada: scartarla lascia { $p-person ->
        [second] il tuo
       *[third] il proprio
    } punteggio a { $now } { $now ->
        [one] punto
       *[other] punti
    } (viene rivelato un altro obiettivo pubblico)
effect-discard-k = Scartare { $tile } non dà né toglie punti ({ $now } { $now ->
        [one] punto
       *[other] punti
    }); viene rivelato un altro obiettivo pubblico
teach-take-a-tile = Prendi una tessera da una pila
teach-piles-fit = { $n } { $n ->
        [one] pila
       *[other] pile
    } su { $m } { $n ->
        [one] mostra
       *[other] mostrano
    } una tessera che si piazza nel tuo mosaico
teach-place-it = Piazza { $tile }
teach-spaces-fit = { $n } { $n ->
        [one] spazio la accoglie
       *[other] spazi la accolgono
    } con ogni lato a contatto che combacia
teach-move-last = Sposta la tua ultima tessera
teach-until-next = solo finché non prendi un'altra tessera
teach-discard-k = Scarta la tessera K
teach-k-finishes-nothing = una tessera K che non completa niente può andare, e un obiettivo pubblico viene sostituito
teach-stop = Smetti di prendere tessere
teach-stop-why = quando altre tessere ti costerebbero più di quanto portano
teach-topic-matching = i lati che combaciano
teach-topic-k-tiles = le tessere K
teach-topic-removal = la regola della rimozione
teach-topic-stopping = quando fermarti
