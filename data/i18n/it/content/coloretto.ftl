# coloretto's content words in it.
# Made by tools/content_to_ftl.py from the YAML's `*_it` fields; edit this file now.
# Ids: docs/ARCHITECTURE.md, "Words in every language".

-word-joker = Jolly
    .gender = m
-word-golden-joker = Jolly dorato
    .gender = m
-word-2 = +2
    .gender = m
-word-last-round = Ultimo round
    .gender = m
-word-original-3-jokers = Originale (3 jolly)
    .gender = m
-word-newer-golden-joker = Nuova (jolly dorato)
    .gender = f
-word-yellow = Giallo
    .gender = m
-word-orange = Arancione
    .gender = f
-word-red = Rosso
    .gender = m
-word-green = Verde
    .gender = m
-word-blue = Blu
    .gender = m
-word-brown = Marrone
    .gender = m
-word-grey = Grigio
    .gender = m
-word-brown-side-normal = Lato marrone (normale)
    .gender = m
-word-purple-side-difficult = Lato viola (difficile)
    .gender = m

ruling-colour-removal-title = Quali colori escono in una partita a 2 o 3 giocatori
ruling-colour-removal-reading = I colori messi da parte (due in 2 giocatori, uno in 3) sono estratti a caso, ogni colore con la stessa probabilità: le regole inglesi non dicono chi li sceglie.
ruling-colour-removal-value-random = I colori sono estratti a caso.
ruling-colour-removal-value-chosen = Li sceglie il giocatore 1 per tutto il tavolo, come suggerisce il "a scelta" del regolamento italiano.
ruling-tie-break-jokers-title = Nuova edizione: i Jolly contano nello spareggio?
ruling-tie-break-jokers-reading = Con la nuova edizione, i giocatori in parità confrontano il maggior numero di carte di uno stesso colore, contando solo le carte colorate: un Jolly è una carta senza colore finché non viene assegnato al punteggio. Se sono ancora pari, condividono la vittoria. L'edizione originale non ha spareggio.
ruling-tie-break-jokers-value-not-counted = Solo le carte colorate.
ruling-tie-break-jokers-value-counted = I Jolly (anche quello Dorato) contano nel colore per cui valgono; tra modi di assegnarli ugualmente buoni, quello che forma il colore più numeroso.
ruling-last-player-draws-on-title = L'ultimo giocatore del round può continuare a pescare
ruling-last-player-draws-on-reading = In entrambe le edizioni, quando tutti gli altri hanno preso una fila, l'ultimo giocatore mantiene il turno e può pescare e piazzare finché una fila ha posto, poi prende una fila.
ruling-golden-joker-bonus-card-title = La carta in più del Jolly Dorato e la carta Ultimo Round
ruling-golden-joker-bonus-card-reading = La carta in più è la prima carta del mazzo. Se è la carta Ultimo Round, la si mette da parte (questo diventa l'ultimo round) e si pesca invece la carta successiva, come in una pescata normale. Con il mazzo vuoto non c'è carta in più.
ruling-starting-colours-dealt-title = Chi sceglie i colori iniziali nell'edizione originale
ruling-starting-colours-dealt-reading = Nell'edizione originale le carte iniziali, tutte di colori diversi, sono distribuite a caso; nella nuova edizione ogni giocatore ne sceglie una, in ordine di posto. Decide l'opzione Edizione.
ruling-jokers-assigned-title = Dove vanno i Jolly alla fine
ruling-jokers-assigned-reading = L'app assegna ogni Jolly, e sceglie i tre colori positivi, in modo che ogni giocatore ottenga il punteggio più alto possibile; il dettaglio del punteggio mostra dove è andato ogni Jolly.
ruling-cards-under-last-round-title = Quante carte stanno sotto la carta Ultimo Round
ruling-cards-under-last-round-reading = 15 nell'edizione originale, 16 nella nuova (il suo Jolly Dorato fa pescare una carta in più); decide l'opzione Edizione. Una stampa inglese con il Jolly Dorato dice 15.
