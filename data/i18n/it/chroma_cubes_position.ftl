# Catalogue `chroma_cubes_position` in it: one message per template, by its key in kebab case.
# The Italian of each message of en/ by its id, with the same variables (converted from YAML).
# Variables: docs/ARCHITECTURE.md, "Words in every language".
# From the YAML's notes:
# Italian texts of the catalogue `chroma_cubes_position` (chroma_desktop/games/chroma_cubes/position_words.py):
# why a text is not a Chroma Cubes position. Key → text. Syntax: chroma_desktop/rules/messages.py.
# The notation (P1, die ids such as 'red#1', faces 'red+purple', figure ids, keys) stays as written.

no-layout = le facce dei dadi non sono di nessuna disposizione nota
cairn-no-draft = il gioco dei cairn non ha la scelta dei dadi: inizia nella fase play
alone-start = da solo sei tu il primo giocatore: la partita inizia con la scelta dei dadi
draft-before-round = la scelta dei dadi viene prima che si giochi il round 1
start-not-picked = il caso non ha ancora scelto il primo giocatore
also-in = { $die } è anche in { $other }
nowhere = { $die } non è da nessuna parte: ogni dado sta nella riserva comune, tra i dadi attivi di un giocatore o nella sua riserva ('pool: rest' mette nella riserva comune ogni dado non scritto altrove)
nowhere-cairn = { $die } non è da nessuna parte: ogni dado sta nella riserva comune, tra i dadi attivi di un giocatore o nella sua riserva, o nella scorta ('pool: rest' mette nella riserva comune ogni dado non scritto altrove)
hides-nothing = '?' indica una parte nascosta, e questo gioco non nasconde nulla
no-such-die = { $name }: { $why } (i dadi si chiamano come 'red#1')
sheet-without = { $sheet } si gioca senza i dadi { $colour }
not-in-game = in questa partita non c'è un dado così
die-twice = indica { $die } due volte
dice-not-faces = indica dadi, non facce: scrivi { $die } da solo
no-face = { $die } non ha la faccia { $face } (le sue facce: { $faces })
nobody-acts-yet = nessuno agisce in un round prima che la scelta dei dadi sia finita
next-round = quando ogni giocatore ha terminato il round, inizia il successivo
none-to-roll = nessun dado attende di essere lanciato
not-rolled-in = nella fase { $phase } non si lancia nessun dado
someone-coloured = in questo round è stato usato un dado, quindi qualcuno ha colorato
lock-not-unlocked = il lucchetto { $lock } non è aperto: il suo superpotere non si può usare
activations = { $seat } può attivare al massimo { $n } { $n ->
        [one] volta
       *[other] volte
    } per round
lock-sides = un lucchetto ha { $sides } { $sides ->
        [one] lato
       *[other] lati
    }, non { $n }
side-symbol = { $symbol } è usato su un altro lato del lucchetto: ogni lato vuole un simbolo diverso
not-completed = { $figure } non è completata: non tutte le sue sezioni sono colorate
cairn-no-bonus = il gioco dei cairn non ha il bonus del primo completamento
wild-form = scrivi il dado jolly e il suo simbolo, come 'red#1 as orange'
no-die-or-symbol = { $text } non indica nessun dado o nessun simbolo
first-form = { $item } non è 'FIGURA in round N'
not-one-of = { $word } non è uno tra: { $choices }
not-played-yet = il round { $round } non è ancora stato giocato
nobody-completed = nessuno ha completato { $figure }
say-first-round = { $figure } è completata: scrivi in quale round lo è stata per la prima volta ('first completed: { $figure } in round 1')
cairn-twice = indica un cairn due volte
cairn-done = il cairn { $cairn } è già completo
every-cairn-done = ogni cairn è completo
not-a-cairn = { $word } non è un cairn (da 1 a { $cairns })
not-players-die = { $die } non è il dado di un giocatore
reserve-limit = una riserva contiene al massimo { $n } { $n ->
        [one] dado
       *[other] dadi
    }
not-unused-active = { $die } non è uno dei dadi attivi non usati di { $seat }
rolled-before-draft = { $die } mostra una faccia, eppure i dadi si lanciano quando la scelta dei dadi è finita
not-rolled = { $die } non è stato lanciato: indica la sua faccia (come '{ $die }={ $face }') o mettilo in 'to roll'
draft-after-start = la scelta dei dadi inizia quando il caso ha scelto il primo giocatore
draft-done = tutti i dadi della scelta sono presi: la fase è 'play' (con i dadi da lanciare)
active-picks = dopo { $picks } { $picks ->
        [one] scelta
       *[other] scelte
    } a partire da { $start }, { $seat } ha { $expected } { $expected ->
        [one] dado attivo
       *[other] dadi attivi
    }, non { $held }
reserve-picks = dopo { $picks } { $picks ->
        [one] scelta
       *[other] scelte
    } a partire da { $start }, { $seat } ha { $expected } { $expected ->
        [one] dado
       *[other] dadi
    } di riserva, non { $held }
