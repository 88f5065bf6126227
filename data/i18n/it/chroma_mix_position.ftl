# Catalogue `chroma_mix_position` in it: one message per template, by its key in kebab case.
# The Italian of each message of en/ by its id, with the same variables (converted from YAML).
# Variables: docs/ARCHITECTURE.md, "Words in every language".
# From the YAML's notes:
# Italian texts of the catalogue `chroma_mix_position` (chroma_desktop/games/chroma_mix/position_words.py):
# why a text is not a Chroma Mix position. Key → text. Syntax: chroma_desktop/rules/messages.py.
# The notation (P1, card ids, step names such as 'billy_draw 2', keys) stays as written.

both-or-neither = il caso sceglie il primo giocatore e quindi il primo turno: entrambi sono 'nobody', o nessuno dei due
solo-first-turn = in solitario il primo turno è fissato subito: il tuo alla difficoltà più bassa, altrimenti quello di Billy
billy-starts = i turni iniziali di Billy vengono prima: è il turno di Billy
over-without-win = la partita finisce solo quando qualcuno ha raggiunto una condizione di vittoria (come in 'P1 met: ruby')
nothing-pending-over = a partita finita non resta nulla in sospeso
billy-steps = il turno di Billy è fatto dei suoi passi, fino alla sua fine: come 'pending: billy_draw 2; billy_end'
end-by-itself = { $step } viene da solo quando prima non resta nulla in sospeso (tranne una ricarica del mercato): il turno è finito
billy-only-solo = Billy il Sicuro gioca solo in solitario (1 giocatore)
win-card-option = l'opzione win_card={ $option } la rende { $option }, non { $word }
never-hidden = questo non è mai nascosto: '?' sta solo per le carte di una mano o di un mazzo che chi guarda non vede
hands-open = le mani sono scoperte (hands=open): nulla è nascosto
own-hand = ogni giocatore vede la propria mano
hidden-hand-size = una mano nascosta si scrive solo con il numero di carte, come '5 ?'
hand-hidden-from = questa mano è nascosta a { $seat }: scrivi quante carte contiene, come '{ $n } ?'
hand-hidden-from-spectator = questa mano è nascosta a uno spettatore: scrivi quante carte contiene, come '{ $n } ?'
play-area-limit = un'area di gioco contiene al massimo { $limit } { $card }, non { $n }
action-twice = indica un'azione due volte (la seconda miscela di Limone è 'mixes this turn: 2')
swap-alone = uno Scambio è l'unica azione del turno
only-player-actions = solo il turno di un giocatore ha azioni
mixes-no-mix = conta le azioni Miscela, e 'actions taken' non ha nessuna miscela
mixes-a-mix = conta le azioni Miscela, e 'actions taken' ha una miscela
print-taken = in questo turno è stata fatta un'azione Stampa
key-only-turn = Chiave concede azioni solo nel turno di un giocatore
pear-after-print = Pera dà la sua carta solo dopo una stampa
row-slots = la fila ha { $slots } { $slots ->
        [one] posto
       *[other] posti
    }, non { $n }
card-of-rank = { $card } è una carta di rango { $rank }
too-many-cards = la posizione contiene { $n } { $n ->
        [one] carta
       *[other] carte
    } { $card }, ma il gioco ne ha { $total }
view-writes-supply = una vista scrive la riserva per esteso: le sue carte non si distinguono da quelle nelle mani che non vede
in-the-market = { $card } sta nel mercato
in-the-box = { $card } non è la carta vittoria di questa partita: resta nella scatola
deck-size-only = una vista vede solo quante carte ha un mazzo: scrivi '{ $n } ?'
only-chance-first = prima del primo turno è in sospeso solo il caso: 'pending: first' (dopo 'win_card' finché la carta vittoria è da pescare)
first-picked = il primo giocatore è già scelto (turn: { $seat })
win-card-first = con win_card=random e ancora nessuna carta vittoria, questa si pesca per prima: 'pending: win_card' viene per primo
win-card-only-random = la carta vittoria si pesca solo con win_card=random, prima di ogni turno (e allora 'win card: none')
set-up-step-twice = indica due volte un passo della preparazione
step = { $part }: { $why }
empty-step = un passo vuoto (i passi sono separati da ';')
billy-step-turn = i passi di Billy vengono solo nel turno di Billy (in solitario: 'turn: billy')
billy-draws-how-many = scrivi quante carte Billy deve ancora pescare, come 'billy_draw 2'
no-fields = { $step } non ha campi
not-a-step = { $step } non è un passo in sospeso (uno tra: { $steps })
whose-step = scrivi di chi è il passo, come 'P1'
players-step = questo passo è di un giocatore
turn-that-ends = il turno che finisce è di { $seat }
flag-twice = indica due volte lo stesso contrassegno
one-card = indica una sola carta
prints-left = scrivi quante stampe restano, come 'prints P1 2 except violet'
after-except = scrivi dopo 'except' le carte che non può stampare
refilling-form = scrivi 'refilling P1 [max N] [returned CARTE]'
refill-done = una volta { $n ->
        [one] restituita
       *[other] restituite
    } { $n } { $n ->
        [one] carta
       *[other] carte
    } la ricarica è finita
tuck-form = scrivi 'tuck P1 N of CARTE'
lav-discard-form = scrivi i ranghi che può scartare, come 'lav_discard P1 ranks 2 3 4'
unexpected = { $words } inatteso
fields-after-seat = si aspetta { $n } { $n ->
        [one] campo
       *[other] campi
    } dopo il posto
not-a-number-from = { $word } non è un numero da { $low } a { $high }
no-card = non indica nessuna carta
not-a-card = { $word } non è una carta (né rank-1 .. rank-4)
