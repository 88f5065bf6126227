# Catalogue `chroma_mix` in it: one message per template, by its key in kebab case.
# The Italian of each message of en/ by its id, with the same variables (converted from YAML).
# Variables: docs/ARCHITECTURE.md, "Words in every language".
# From the YAML's notes:
# Italian texts of the catalogue `chroma_mix` (chroma_desktop/games/chroma_mix/phrases.py):
# key → text. Vocabulary: README.md beside this file (stampare, miscelare, ricaricare, scambiare,
# rango, mercato, riserva, area di gioco, PV). Syntax: chroma_desktop/rules/messages.py.

prints = { $p } { $p-person ->
        [second] stampi
       *[third] stampa
    } { $c }
prints-by = { $p } { $p-person ->
        [second] stampi
       *[third] stampa
    } { $c } ({ $effect })
mixes = { $p } { $p-person ->
        [second] misceli
       *[third] miscela
    } { $cards } in { $c }
mixes-from-play = { $p } { $p-person ->
        [second] misceli
       *[third] miscela
    } { $cards } (dall'area di gioco) in { $c }
billy-mixes = Billy il Sicuro miscela { $cards } in { $c }
refills-nothing = { $p } { $p-person ->
        [second] ricarichi
       *[third] ricarica
    } senza riprendere carte
returns = { $p } { $p-person ->
        [second] riprendi
       *[third] riprende
    } { $c } dall'area di gioco in mano
finishes-refill = { $p } { $p-person ->
        [second] concludi
       *[third] conclude
    } la ricarica
adds-to-empty-hand = { $p } non { $p-person ->
        [second] hai
       *[third] ha
    } carte in mano e { $p-person ->
        [second] aggiungi
       *[third] aggiunge
    } { $c }
swaps = { $p } { $p-person ->
        [second] scambi
       *[third] scambia
    } { $given } con { $taken }
takes-identical = { $p } { $p-person ->
        [second] prendi
       *[third] prende
    } { $n } { $n ->
        [one] carta
       *[other] carte
    } { $c }
adds = { $p } { $p-person ->
        [second] aggiungi
       *[third] aggiunge
    } { $cards } alla { $p-person ->
        [second] tua
       *[third] propria
    } mano
discards-from-hand = { $p } { $p-person ->
        [second] scarti
       *[third] scarta
    } { $c } dalla mano ({ $by })
discards-from-play = { $p } { $p-person ->
        [second] scarti
       *[third] scarta
    } { $c } dall'area di gioco ({ $by })
places = { $p } { $p-person ->
        [second] metti
       *[third] mette
    } { $c } direttamente in gioco (Arancione, senza effetto istantaneo)
tucks = { $p } { $p-person ->
        [second] infili
       *[third] infila
    } { $c } sotto Senape
ends-turn = { $p } { $p-person ->
        [second] termini
       *[third] termina
    } il turno
declines = { $p } { $p-person ->
        [second] rinunci
       *[third] rinuncia
    } ({ $what })
fills = { $c } entra nella fila del mercato di rango { $rank }
win-card-is = La carta vittoria variabile è { $c }
starts = { $p } { $p-person ->
        [second] inizi
       *[third] inizia
    }
billy-draws = Billy il Sicuro pesca { $c }
adds-at-once = { $p } { $p-person ->
        [second] aggiungi
       *[third] aggiunge
    } { $cards } alla { $p-person ->
        [second] tua
       *[third] propria
    } mano
prints-at-once = { $p } { $p-person ->
        [second] stampi
       *[third] stampa
    } { $cards }
discards-at-once = { $p } { $p-person ->
        [second] scarti
       *[third] scarta
    } { $cards } dalla mano
discards-from-play-at-once = { $p } { $p-person ->
        [second] scarti
       *[third] scarta
    } { $cards } dall'area di gioco
billy-gains = Billy il Sicuro aggiunge { $cards } alla sua mano
billy-returns = Billy il Sicuro restituisce { $cards }
game-over = La partita è finita
waiting-for-card = In attesa che venga rivelata una carta
waiting-for-billy-mix = In attesa che venga scelta la miscela di Billy il Sicuro
waiting-for = In attesa di { $p-person ->
        [second] te
       *[third] { $p }
    }
waiting-for-billy = In attesa di Billy il Sicuro
choose-action = Scegli la tua azione: stampare, miscelare, ricaricare o scambiare
another-action = Puoi fare un'altra azione (lo permette Chiave o Limone), oppure rinunciare per terminare il turno
rank-card = una carta di rango { $rank }
slate-gain = Grigio ardesia: puoi aggiungere { $what } alla tua mano, oppure rinunciare
choose-gain = Scegli { $what } da aggiungere alla tua mano
choose-identical = Scegli la carta di rango 1 di cui prendi { $n } { $n ->
        [one] copia
       *[other] copie
    }
fuchsia-may-print = Fucsia: puoi stampare la carta { $c } che hai ottenuto, oppure rinunciare
violet-prints = Viola: stampa una carta dalla tua mano (ancora { $n } { $n ->
        [one] stampa
       *[other] stampe
    }, non una Viola)
refill-at-most = Giallo chiaro: riprendi in mano al massimo { $n } { $n ->
        [one] carta
       *[other] carte
    } dall'area di gioco (oppure non ricaricare nulla)
refill-more = Ricarica: riprendi in mano altre carte dall'area di gioco, oppure hai finito
done-needs-a-return = Fatto chiude la ricarica quando una carta dell'area di gioco è tornata in mano: trascinane prima una, oppure premi Ricarica per non riprenderne nessuna
mustard-tuck = Senape: puoi infilarci sotto fino a { $n } { $n ->
        [one] carta ricaricata
       *[other] carte ricaricate
    }, oppure rinunciare
lavender-discard = Lavanda: scarta una carta di rango 2, 3 o 4 dalla mano o dall'area di gioco
lavender-gain = Lavanda: scegli due carte con i pigmenti di { $c }
lavender-print = Lavanda: stampa { $cards } (scegli quale prima)
prism-discard = Prisma: puoi scartare una carta dalla mano o dall'area di gioco per aggiungere una carta di rango 2, oppure rinunciare
orange-place = Arancione: puoi mettere { $c } direttamente in gioco (senza effetto istantaneo)
choose-billy-mix = Scegli cosa miscela Billy il Sicuro (un colore che non ha, se possibile): scegli due delle sue carte illuminate, poi trascinale sulla carta che formano
choose-move = Scegli una mossa
over = La partita è finita.
not-a-game-move = Questa non è una mossa di Chroma Mix.
not-an-action = '{ $move }' non è un'azione.
no-decision-for = Nessuna decisione in sospeso per { $effect }.
does-not-answer = '{ $move }' non risponde a { $effect }.
not-chance-here = '{ $move }' non è un esito del caso qui.
not-a-chance-outcome = Questo non è un esito del caso possibile qui.
revealing = Attendi: si sta rivelando una carta.
not-your-decision = La decisione spetta a { $p-person ->
        [second] te
       *[third] { $p }
    }, non a te.
billys-decision = La decisione spetta a Billy il Sicuro, non a te.
mix-needs-coral = Per miscelare dall'area di gioco serve Corallo in gioco.
no-card-in-hand = Non hai una carta { $c } in mano.
no-card-in-play = Non hai una carta { $c } nella tua area di gioco.
no-other-in-hand = Non hai un'altra carta { $c } in mano.
no-other-in-play = Non hai un'altra carta { $c } nella tua area di gioco.
mix-two-cards = Una miscela usa esattamente 2 carte (Lampone in gioco ne permette quante vuoi).
too-many = { $amount } { $pigment } di troppo
too-few = { $amount } { $pigment } in meno
not-exact = { $cards } ha { $difference } per { $c } (le miscele devono essere esatte).
none-in-market = Nella fila del mercato non resta nessuna carta { $c }.
none-in-supply = Nella riserva non resta nessuna carta { $c }.
cannot-mix-now = Ora non puoi miscelare: hai già fatto la tua azione in questo turno.
mix-not-possible = Questa miscela ora non è possibile.
mix-makes-nothing = { $cards } formano { $pigments }: nessuna carta è fatta esattamente così.
mix-none-left = { $cards } formerebbero { $c }, ma non ne resta nessuna da prendere.
mix-drop-on-result = { $cards } formano { $c }: rilasciale su di essa per miscelare.
none-in-hand = Non hai carte { $c } in mano.
only-one-in-play = Hai già una carta { $c } in gioco (ne è permessa una sola).
violet-cannot-print = Viola non può stampare una carta { $c }.
action-taken = Hai già fatto la tua azione in questo turno (Chiave ne permette una di ciascun tipo).
not-now = Non ora: { $now }.
already-refilled = In questo turno hai già ricaricato o fatto la tua azione.
swap-whole-turn = Lo scambio occupa un turno intero: in questo turno hai già agito.
swap-rank-1 = Lo scambio prende una carta di rango 1 dalla riserva.
not-a-move = Ora questa non è una mossa. { $now }.
not-allowed = Ora non è permesso: { $move }.
condition-met = { $condition }: raggiunta
place = { $place }° posto su { $n }
solo-won = vittoria contro Billy il Sicuro
solo-lost = nessuna vittoria contro Billy il Sicuro
vp-in-play = PV in gioco
rank-dots = punti di rango in mano e in gioco
wins-tie = { $n } { $n ->
        [one] giocatore ha
       *[other] giocatori hanno
    } raggiunto una condizione di vittoria; { $p } { $p-person ->
        [second] vinci
       *[third] vince
    } per { $criterion }
billy-wins-tie = { $n } { $n ->
        [one] giocatore ha
       *[other] giocatori hanno
    } raggiunto una condizione di vittoria; Billy il Sicuro vince per { $criterion }
billy-met = Billy il Sicuro ha raggiunto una condizione di vittoria
hint-only-move = È l'unica mossa possibile
hint-billy-mix = Dai a Billy il Sicuro la miscela che lo aiuta meno
hint-keep-for-effect = Tieni la carta per stamparla e usarne l'effetto
hint-nothing-worth = Qui non conviene fare nulla
hint-print = Stampa { $c }: più carte verso una vittoria Zaffiro
hint-mix = Miscela in { $c }
hint-take = Prendi { $cards }
hint-take-back = Riprendi le carte i cui effetti aggiungono carte
hint-refill-nothing = Non ricaricare nulla
hint-keep-in-play = Lascia il resto in gioco
hint-swap = Scambia con { $c }
hint-reverse-mix = Scomponi { $c }
hint-discard = Scarta { $c } per una carta di rango 2
hint-tuck = Infila sotto Senape
hint-move = Fai la mossa '{ $move }'
hand-size = mano: { $n } { $n ->
        [one] carta
       *[other] carte
    }
progress = { $vp }/17 PV in gioco · { $n } { $n ->
        [one] carta
       *[other] carte
    }
billy-progress = { $vp }/17 PV in mano · { $n } { $n ->
        [one] carta
       *[other] carte
    }
play-area = { $p-person ->
        [second] la tua area di gioco
       *[third] area di gioco di { $p }
    }
effect-refill = Ricarica fino a { $n } { $n ->
        [one] carta
       *[other] carte
    }.
effect-gain-identical = Ottieni { $n } { $n ->
        [one] carta
       *[other] carte identiche
    } di rango { $rank }.
effect-extra-prints = Stampa fino a { $n } { $n ->
        [one] altra carta
       *[other] altre carte
    } (non { $cards }).
effect-gain = Ottieni { $cards }.
effect-gain-rank = Ottieni una carta di rango { $rank }.
effect-gain-rank-may-print = Ottieni una carta di rango { $rank }; puoi stamparla.
effect-reverse-mix = Scarta una carta di rango { $ranks }; ottieni le 2 carte che la formano e stampale.
effect-may-discard-gain = Puoi scartare una carta per ottenere una carta di rango { $rank }.
effect-mix-times = Puoi miscelare { $n } { $n ->
        [one] volta
       *[other] volte
    } per turno.
effect-after-refill = Dopo ogni ricarica, ottieni una carta di rango { $rank }.
effect-mix-from-play = Puoi miscelare carte della tua area di gioco.
effect-mix-any-number = Puoi miscelare un numero qualsiasi di carte.
effect-mix-to-play = Una carta che misceli può andare direttamente in gioco.
effect-after-last-print = Dopo l'ultima stampa del turno, ottieni una carta di rango { $rank }.
effect-neighbour-mix = Il vicino a sinistra miscela: +1 rank-{ $rank }, se vuoi.
effect-all-actions = A ogni turno puoi { $actions }, una volta ciascuna.
effect-tuck = Dopo una ricarica, infilane qui fino a { $n }.
effect-one-in-play = Solo { $n } in ogni area di gioco.
effect-stacks = Si cumula.
effect-billy-mix = Billy miscela 2 carte dalla sua mano.
effect-win = Vittoria: in gioco + { $what }.
part-in-play = { $c } in gioco
part-in-hand = { $c } in mano
part-held = { $c } in possesso
short-in-play = in gioco
short-in-hand = in mano
part-cards = { $have }/{ $need } { $need ->
        [one] carta
       *[other] carte
    }
part-vp-in-play = { $have }/{ $need } PV in gioco
part-vp-in-hand = { $have }/{ $need } PV in mano
part-tucked-dots = { $have }/{ $need } { $need ->
        [one] punto di rango infilato
       *[other] punti di rango infilati
    }
part-rank-cards = { $have }/{ $need } { $need ->
        [one] carta
       *[other] carte
    } di rango { $rank }
part-rank-cards-shown = { $have }/{ $need } { $need ->
        [one] carta
       *[other] carte
    } di rango { $rank } in gioco, mano nascosta
part-exact = esattamente { $counts }
short-rank-cards = { $have }/{ $need } { $need ->
        [one] carta
       *[other] carte
    } di rango { $rank } in gioco
short-exact = esattamente { $counts } dei ranghi { $ranks }
short-exact-shown = esattamente { $counts } dei ranghi { $ranks } in gioco
part-exact-shown = esattamente { $counts } in gioco, mano nascosta
need-held = { $cards } in possesso
need-cards = { $n } { $n ->
        [one] carta
       *[other] carte
    } in mano e in gioco
need-vp-in-play = { $n } PV in gioco
need-tucked-dots = { $n } { $n ->
        [one] punto di rango infilato
       *[other] punti di rango infilati
    }
need-rank-cards = { $n } { $n ->
        [one] carta
       *[other] carte
    } di rango { $rank } in possesso
need-exact = esattamente { $cards } carte
condition-status = { $done }/{ $parts }
condition-met-mark = raggiunta ✓
win-conditions = Corsa alla vittoria
worth-vp = PV in gioco: { $before } → { $after }
worth-vp-stays = I PV in gioco restano { $n }
worth-exact-rank = { $have }/{ $need } { $need ->
        [one] carta
       *[other] carte
    } di rango { $rank }, esattamente
worth-part = { $part } { $mark }
worth-advances = Avvicina la condizione { $condition }: { $parts }
worth-sets-back = Allontana la condizione { $condition }: { $parts }
worth-meets = Raggiunge la condizione { $condition } ({ $parts }): si completa il round, poi la partita finisce
worth-meets-if-kept = Raggiunge la condizione { $condition } ({ $parts }), se vale ancora quando il turno finisce
worth-then = Poi: { $next }
worth-no-condition = Nessuna condizione di vittoria cambia
worth-declines-card = Rinuncia a una carta gratuita
worth-billy-meets = Dà a Billy il Sicuro la condizione { $condition } ({ $parts }): Billy vince dopo questo round, salvo che tu vinca lo spareggio
worth-billy-meets-for-now = Dà per ora a Billy il Sicuro la condizione { $condition } ({ $parts }): conta solo se vale ancora quando il suo turno finisce
worth-billy-closer = Avvicina Billy il Sicuro alla condizione { $condition }: { $parts }
worth-billy-no-help = Non avvicina Billy il Sicuro alla vittoria
worth-slate-gray = { $q } { $q-person ->
        [second] puoi
       *[third] può
    } poi aggiungere { $n } { $n ->
        [one] carta
       *[other] carte
    } di rango 1 (Grigio ardesia)
worth-ahead = In testa per PV in gioco ({ $q-person ->
        [second] tu segui
       *[third] { $q } segue
    } con { $n })
worth-level = Alla pari con { $q-person ->
        [second] te
       *[third] { $q }
    } per PV in gioco
worth-behind = Dietro a { $q-person ->
        [second] te
       *[third] { $q }
    } per PV in gioco ({ $n })
worth-against-billy = Billy il Sicuro: { $vp }/17 PV in mano, { $n } { $n ->
        [one] carta
       *[other] carte
    }
worth-other-met = { $q } { $q-person ->
        [second] hai
       *[third] ha
    } raggiunto una condizione di vittoria: questo è l'ultimo round
worth-billy-met = Billy il Sicuro ha raggiunto una condizione di vittoria: questo è l'ultimo round
teach-print = Stampa una carta per il suo effetto immediato
teach-printable = { $n } { $n ->
        [one] carta
       *[other] carte
    } della tua mano { $n ->
        [one] può
       *[other] possono
    } entrare in gioco
teach-mix = Miscela carte in un nuovo colore
teach-exact-mixes = { $n } { $n ->
        [one] miscela esatta dà
       *[other] miscele esatte danno
    } { $k } { $k ->
        [one] colore
       *[other] colori
    }
teach-refill = Ricarica: riprendi in mano carte dal gioco
teach-refill-why = per stamparle di nuovo (i loro effetti tornano)
teach-refill-brief = per stamparle di nuovo
teach-swap = Scambia una carta della mano con una carta di rango 1
teach-swap-why = è l'azione di tutto il tuo turno
teach-win = Raggiungi una condizione di vittoria
teach-win-print = stampare { $c } raggiunge la condizione { $condition }
teach-win-mix = miscelare in { $c } raggiunge la condizione { $condition }
teach-win-other = { $n } { $n ->
        [one] mossa raggiunge
       *[other] mosse raggiungono
    } la condizione { $condition }
teach-topic-victory = le condizioni di vittoria
teach-topic-billy = Billy il Sicuro
teach-topic-mustard = le carte infilate sotto Senape
teach-topic-printing = la stampa
teach-topic-mixing = le miscele
teach-topic-refill = la ricarica
teach-topic-swap = lo scambio
