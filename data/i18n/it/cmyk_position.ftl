# Catalogue `cmyk_position` in it: one message per template, by its key in kebab case.
# The Italian of each message of en/ by its id, with the same variables (converted from YAML).
# Variables: docs/ARCHITECTURE.md, "Words in every language".
# From the YAML's notes:
# Italian texts of the catalogue `cmyk_position` (chroma_desktop/games/cmyk/position_words.py): why a
# text is not a CMYK! position. Key → text. Syntax: chroma_desktop/rules/messages.py. The notation
# (P1, tile ids such as 'T31', cells '1,0,down', card ids, 'N face down', keys) stays as written.

caller-first = il caso sceglie chi dà il via alla prima partita prima di ogni altra cosa, e il compito passa di partita in partita
not-public = { $item } non è una carta pubblica, né 'want_this_color (m60)'
not-becoming-private = { $card } non diventa una carta privata
not-private = { $card } non è una carta privata
public-twice = { $card } c'è due volte
public-also-out = { $card } è anche fuori dal gioco
caller-picked-first = non c'è ancora chi dà il via: il caso lo sceglie per primo ('pending: caller; ...')
caller-already = il via lo dà già { $seat }
event-not-one-of = { $part } non è uno tra: { $events }
event = { $part }: { $why }
no-fields = { $kind } non ha campi
write-form = scrivi '{ $form }'
not-a-pile = { $word } non è una pila (da 1 a { $most })
not-a-place = { $word } non è un posto nella fila degli obiettivi pubblici (da 1 a { $most })
face-down-count = { $count } face down: scrivi quante tessere sono coperte, da 1 a { $most }
not-a-tile-then = { $item } non è una tessera ({ $tiles }): prima le tessere viste, poi 'N face down'
pile-limit = una pila contiene al massimo { $most } { $most ->
        [one] tessera
       *[other] tessere
    }, non { $n }
top-face-up = la tessera in cima a una pila è scoperta: indicala, o aggiungi 'top { $pile }' a pending mentre il caso la scopre
only-view-hides = '?' indica una parte nascosta: solo una vista (view=P1 nell'intestazione) nasconde qualcosa
own-private = ogni giocatore vede il proprio obiettivo privato
all-private-shown = «Il tuo colore è più bello!» ha scoperto ogni carta privata
private-hidden = l'obiettivo privato di un altro giocatore è nascosto: scrivi '?'
private-twice = la carta privata { $card } è in due posti
not-a-tile-from = { $text } non è una tessera, né 'T31 from pile 2'
no-pile = non c'è una pila { $pile }
say-which-pile = una tessera presa durante il gioco torna sulla sua pila se non si può piazzare: indica quale ('T31 from pile 2')
initial-no-pile = una tessera iniziale non viene da nessuna pila: scrivi solo la tessera
none-held-over = a partita finita nessuno ha una tessera in mano
not-tile-cell = { $part } non è 'TESSERA CELLA ROTAZIONE', come 'T16 0,0,up r0'
flipped-only-free = { $rotation }: le tessere si piazzano capovolte solo con edge_order=free
two-tiles-on = due tessere su { $cell }
no-match = le tessere su { $cell } e { $beside } non combaciano dove si toccano
not-a-cell = { $text } non è una cella, come '1,0,down'
no-tile-on = { $seat } non ha nessuna tessera su { $cell }
only-play-moved = si può spostare solo una tessera piazzata durante il gioco
stops-empty = { $seat } ha una tessera in mano: un giocatore si ferma a mani vuote
stop-under-way = i giocatori si fermano solo a partita iniziata
not-a-tile = { $word } non è una tessera ({ $tiles })
placed-after-initial = le tessere si piazzano quando ogni giocatore ha una tessera iniziale
holds-or-placed = in setup_place { $seat } ha in mano la sua tessera iniziale oppure l'ha piazzata, una cosa o l'altra
no-initial = { $seat } non ha piazzato nessuna tessera iniziale
from-caller-on = le tessere iniziali si prendono a partire da chi dà il via
in-turn-from = le tessere iniziali si prendono a turno a partire da chi dà il via, { $seat }
all-hold-initial = ogni giocatore ha una tessera iniziale: sono state passate, la fase è setup_place
takes-next = le tessere iniziali si prendono a turno a partire da chi dà il via: ora prende { $seat }
tile-twice = la tessera { $tile } è in due posti
face-down-unseen = { $n } { $n ->
        [one] tessera è coperta
       *[other] tessere sono coperte
    }, ma solo { $unseen } { $unseen ->
        [one] tessera non è
       *[other] tessere non sono
    } altrove
scores-hidden = manca la riga '{ $key }: ...': i punteggi dipendono dagli obiettivi privati che questa vista nasconde
results-form = indica { $players } risultati in ordine dei posti, come '23 (4 hexagons, 1 K-tiles, 20 tiles)'
scores-as-table = i punteggi della partita appena finita sono quelli della sua tabella: { $table }
