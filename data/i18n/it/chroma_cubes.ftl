# Catalogue `chroma_cubes` in it: one message per template, by its key in kebab case.
# The Italian of each message of en/ by its id, with the same variables (converted from YAML).
# Variables: docs/ARCHITECTURE.md, "Words in every language".
# From the YAML's notes:
# Italian texts of the catalogue `chroma_cubes` (chroma_desktop/games/chroma_cubes/text.py):
# key → text. Vocabulary: README.md beside this file (dado, scegliere, dadi attivi, riserva,
# scheda, sezione, figura, simbolo, lucchetto, superpotere, cairn, pietra, uovo, scorta di
# scambio). Syntax: chroma_desktop/rules/messages.py.

symbols = { $number } { $noun }
and = { $first } e { $last }
seat-name = { $p-person ->
        [second] te
       *[third] { $p }
    }
bonus-symbol = il simbolo bonus
lock-power = lucchetto { $lock } (superpotere: { $power })
die = il dado { $colour } { $n }
dice-group = { $colour }: { $n ->
        [one] dado
       *[other] dadi
    } { $numbers }
die-faces = { $die }: { $shown }
shown-on = { $symbols } su { $n ->
        [one] una faccia
       *[other] { $n } facce
    } ciascuno
section = { $label-il } { $figure-del }
section-of-s = { $label-il } { $figure-del }
section-of-numbered = { $label-il } { $figure-del }
is-start = { $p } { $p-person ->
        [second] sei il primo giocatore
       *[third] è il primo giocatore
    }
shows = { $die } mostra { $a-un } e { $b-un }
drafts-active = { $p } { $p-person ->
        [second] scegli
       *[third] sceglie
    } { $die } tra i { $p-person ->
        [second] tuoi
       *[third] propri
    } dadi attivi
drafts-reserve = { $p } { $p-person ->
        [second] scegli
       *[third] sceglie
    } { $die } per la { $p-person ->
        [second] tua
       *[third] propria
    } riserva
colours = { $p } { $p-person ->
        [second] colori
       *[third] colora
    } { $section } ({ $need }) con { $using }
colours-completing = { $p } { $p-person ->
        [second] colori
       *[third] colora
    } { $section } ({ $need }) con { $using }, completando la figura { $figure }
colours-lock = { $p } { $p-person ->
        [second] colori
       *[third] colora
    } un lato di { $lock } con { $need }
colours-lock-unlocking = { $p } { $p-person ->
        [second] colori
       *[third] colora
    } un lato di { $lock } con { $need }, sbloccando il superpotere
activates = { $p } { $p-person ->
        [second] dai
       *[third] dà
    } { $give } { $to-person ->
        [second] alla tua riserva
       *[third] alla riserva di { $to }
    } e { $p-person ->
        [second] attivi
       *[third] attiva
    } { $take } dalla { $p-person ->
        [second] tua
       *[third] propria
    } riserva
rerolls = { $p } { $p-person ->
        [second] usi
       *[third] usa
    } il superpotere rilancio e { $p-person ->
        [second] rilanci
       *[third] rilancia
    } { $die }
makes-wild = { $p } { $p-person ->
        [second] usi
       *[third] usa
    } il superpotere dado jolly: in questo round { $die } vale anche come { $symbol-un }
flips = { $p } { $p-person ->
        [second] usi
       *[third] usa
    } il superpotere girata: { $die } passa a { $face }
takes = { $p } { $p-person ->
        [second] prendi
       *[third] prende
    } { $die } come dado extra e lo { $p-person ->
        [second] lanci
       *[third] lancia
    }
trades = { $p } { $p-person ->
        [second] scambi
       *[third] scambia
    } { $die } con { $stock } della scorta di scambio e lo { $p-person ->
        [second] lanci
       *[third] lancia
    }
starts-cairn = { $p } { $p-person ->
        [second] inizi
       *[third] inizia
    } il cairn { $n }
ends-turn = { $p } { $p-person ->
        [second] termini
       *[third] termina
    } il turno
ends-turn-saving = { $p } { $p-person ->
        [second] termini
       *[third] termina
    } il turno, conservando { $dice }
ends-round = { $p } { $p-person ->
        [second] termini
       *[third] termina
    } il { $p-person ->
        [second] tuo
       *[third] proprio
    } round
ends-round-saving = { $p } { $p-person ->
        [second] termini
       *[third] termina
    } il { $p-person ->
        [second] tuo
       *[third] proprio
    } round, conservando { $dice }
game-over = La partita è finita
rolling = Si stanno lanciando i dadi
waiting-draft = In attesa che { $p-person ->
        [second] tu scelga
       *[third] { $p } scelga
    } un dado
draft-for-reserve = Scegli un dado per la tua riserva
draft-for-reserve-alone = Scegli un dado per la tua riserva (giocando da solo non lo userai: attivare un dado di riserva vuol dire darne uno a un avversario)
draft-for-active = Scegli un dado per i tuoi dadi attivi
ended-waiting = Hai terminato il tuo round: in attesa di { $others }
extra-die-due = Hai sbloccato un dado extra: prendine uno tra i dadi avanzati (viene lanciato subito)
choose-cairn = Il cairn è completo: scegli il prossimo cairn da iniziare
cairn-turn = Turno { $t }, cairn { $c } pietra { $s }: colora sezioni con i tuoi dadi, poi termina il turno
cairn-first-turn = Turno { $t }, cairn { $c } pietra { $s }: colora sezioni con i tuoi dadi (usane almeno uno), poi termina il turno
trade-stone = questa è una pietra di scambio: puoi scambiare un dado non usato con un dado della scorta
bonus-stone = questa è una pietra bonus: puoi usare un simbolo { $symbol } in più
round-prompt = Round { $r }: colora sezioni o un lucchetto del superpotere con i tuoi dadi, attiva un dado di riserva, oppure termina il tuo round ({ $score } di { $goal } { $goal ->
        [one] punto
       *[other] punti
    })
round-prompt-alone = Round { $r }: colora sezioni o un lucchetto del superpotere con i tuoi dadi, oppure termina il tuo round ({ $score } { $goal ->
        [one] del punto che fa vincere
       *[other] dei { $goal } punti che fanno vincere
    })
last-round = ultimo round: l'obiettivo è stato raggiunto da { $who }, quindi la partita finisce con questo round
over-now = La partita è finita.
rolling-wait = Si stanno lanciando i dadi: attendi il lancio.
draft-first = Prima ognuno sceglie i propri dadi, in ordine di posto.
turn-to-draft = Tocca a { $p-person ->
        [second] te
       *[third] { $p }
    } scegliere.
draft-from-centre = Scegli un dado dal centro del tavolo.
not-possible = '{ $kind }' non è possibile ora.
not-a-move-now = '{ $kind }' ora non è una mossa.
not-start-player = Ora questo non può essere il primo giocatore.
not-waiting-roll = Nessun dado con questo nome attende di essere lanciato.
no-such-face = Quel dado non ha una faccia così.
played-without = { $sheet } si gioca senza i dadi di colore { $colour }.
no-die-named = In questa partita non c'è un dado '{ $name }'.
own-sheet = Colora solo la tua scheda.
drop-on-section = Rilascia i dadi su una sezione per colorarla.
no-such-section = Su questa scheda non c'è una sezione così.
cannot-colour = Ora quei dadi non possono colorare quella sezione.
not-now = Non ora.
give-one = Dai un dado alla volta.
no-reserve-die = Non hai dadi di riserva da attivare.
activate-how = Per attivare un dado di riserva, dai uno dei tuoi dadi attivi non usati alla riserva di un avversario.
not-a-move = Questa non è una mossa di Chroma Cubes.
draft-one = Scegli un dado alla volta.
already-drafted = { $die } è già stato scelto.
active-full = Tutti hanno { $n } { $n ->
        [one] dado attivo
       *[other] dadi attivi
    }: il resto della scelta va nella tua riserva.
active-first = Prima scegli { $n } { $n ->
        [one] dado attivo
       *[other] dadi attivi
    }, poi i dadi di riserva.
draft-own = Scegli un dado per i tuoi dadi.
no-such-lock = In questa partita non c'è un lucchetto del superpotere così.
works-by-itself = Il lucchetto { $lock } è sbloccato: il suo potere ({ $power }) agisce da solo.
power-one-die = I superpoteri agiscono su un dado alla volta.
drop-on-lock = Rilascia su un lato del lucchetto { $n } { $n ->
        [one] dado che mostra
       *[other] dadi che mostrano
    } un simbolo.
same-symbol = Un lato del lucchetto vuole dadi che mostrino tutti lo stesso simbolo.
no-common-symbol = Questi dadi non hanno un simbolo in comune: i dadi colorano insieme una sezione solo se ognuno mostra il suo simbolo.
no-section-needs = Nessuna sezione ancora da colorare vuole esattamente { $need }: scegli tanti dadi quanti simboli mostra la sezione.
colours-nothing = { $die } non può colorare nulla ora: ogni sezione ancora da colorare con i suoi simboli vuole più dadi che li mostrino.
round-not-started = Il round non è ancora iniziato.
no-such-player = Questo giocatore non esiste.
ended-round = Hai terminato il tuo round: attendi il prossimo.
take-extra-first = Hai sbloccato un dado extra: prima prendilo tra i dadi avanzati.
no-extra-die = Non hai dadi extra da prendere: i dadi extra vengono dal tracciato dei punti.
choose-cairn-first = Prima scegli il prossimo cairn da iniziare.
cairn-when-full = Scegli un nuovo cairn solo quando l'ultima pietra di quello in corso è riempita.
no-such-die = Questo dado non esiste.
in-reserve = { $die } è nella tua riserva: prima attivalo dando un dado attivo a un avversario.
not-active = { $die } non è uno dei tuoi dadi attivi.
die-used = { $die } è già stato usato in questo round (ogni dado una volta per round).
each-die-once = Ogni dado si può usare una volta sola.
does-not-show = { $die } non mostra { $symbol-un }.
section-done = Hai già colorato { $section }.
section-needs = Quella sezione vuole { $need }; hai scelto { $chosen }.
no-bonus = In questo turno non c'è un simbolo bonus di quel tipo da usare.
no-such-symbol = Questo simbolo non esiste.
lock-done = Hai già sbloccato il lucchetto { $lock }.
sides-differ = L'altro lato del lucchetto { $lock } ha già { $symbols }: i lati vogliono simboli diversi.
symbol-on-other-lock = Hai già colorato un lato di lucchetto con { $symbols }: ogni lato di lucchetto vuole un simbolo diverso.
arrived-this-round = { $die } è arrivato nella tua riserva in questo round: puoi attivarlo dal prossimo round.
lock-needs = Un lato di un lucchetto del superpotere vuole { $need }; hai scelto { $chosen }.
solo-no-activate = Attivare un dado di riserva vuol dire darne uno a un avversario: giochi da solo.
already-activated = Hai già attivato un dado di riserva in questo round.
give-to-opponent = Dai il dado alla riserva di un avversario, non alla tua.
reserve-full = { $p } { $p-person ->
        [second] hai
       *[third] ha
    } già { $number } { $n ->
        [one] dado
       *[other] dadi
    } di riserva: scegli un altro avversario.
own-reserve-only = Puoi attivare solo uno dei tuoi dadi di riserva.
no-such-power = { $sheet } non ha un superpotere così.
unlock-first = Prima sblocca il lucchetto { $lock }.
power-used = Hai già usato quel superpotere in questo round.
already-shows = { $die } mostra già { $symbol-un }.
other-face = Scegli un'altra faccia di quel dado.
flip-shared = La girata gira un dado solo su una faccia che ha un simbolo in comune con quella in alto.
take-from-centre = Prendi il dado extra tra i dadi avanzati al centro.
trade-cairn-only = Lo scambio con la scorta fa parte della partita in solitario con i cairn.
trade-stone-only = Puoi scambiare solo nel turno di una pietra di scambio, una volta.
trade-from-stock = Scambia con un dado della tua scorta di scambio.
no-such-cairn = Questo cairn non esiste.
cairn-filled = Il cairn { $n } è già completo.
first-turn-use = Nel primo turno devi usare almeno un dado.
figure-done = { $figure }: figura completata
figure-done-first = { $figure }: figura completata (primo completamento: +{ $n })
lock-unlocked = Lucchetto del superpotere { $lock } sbloccato
egg-in-time = { $figure }: figura completata prima della fine del suo cairn
threshold-reached = Soglia { $goal } raggiunta nel round { $r }
threshold-missed = Soglia { $goal } non raggiunta dopo { $r } { $r ->
        [one] round
       *[other] round
    }
cairns-filled = Cairn completati: { $n } di { $total }
tie-figures = Parità a { $points } { $points ->
        [one] punto
       *[other] punti
    }: decide chi ha più figure completate ({ $top })
tie-symbols = Parità a { $points } { $points ->
        [one] punto
       *[other] punti
    } e { $top } { $top ->
        [one] figura
       *[other] figure
    }: decide chi ha più simboli colorati ({ $most })
tie-shared = Parità a { $points } { $points ->
        [one] punto
       *[other] punti
    }, { $top } { $top ->
        [one] figura
       *[other] figure
    } e { $most } { $most ->
        [one] simbolo colorato
       *[other] simboli colorati
    }: vittoria condivisa
ended-stuck = Nessuno ha colorato nulla nel round { $r }, e nessuno poteva farlo nel successivo, nemmeno con un dado di riserva o un superpotere: la partita è finita prima che qualcuno arrivasse a { $goal } { $goal ->
        [one] punto
       *[other] punti
    }
ended-stuck-tie = { $ending }. { $tie }
ended-no-die = Turno { $t }: nessuno dei tuoi dadi poteva colorare una sezione, quindi la partita è finita lì ({ $n } cairn completati su { $total })
solo-lost = { $points } { $points ->
        [one] punto
       *[other] punti
    }, sotto la soglia di { $goal }: la partita in solitario è persa
cairn-scored = { $points } { $points ->
        [one] punto
       *[other] punti
    }, { $n } cairn completati su { $total } (la partita dei cairn si conta a punti, senza vincere né perdere)
scored = Punteggio: { $points } { $points ->
        [one] punto
       *[other] punti
    }
hint-only = È l'unica mossa possibile
hint-draft = Scegli { $die }: le sue facce si adattano meglio ai simboli della scheda
hint-draft-reserve = Metti { $die } nella tua riserva: le sue facce si adattano meglio ai simboli della scheda, e può entrare al posto di un dado attivo che non mostra nulla che ti serve (quel dado va nella riserva di un avversario)
hint-draft-reserve-alone = Metti { $die } nella tua riserva: da solo non usi mai un dado di riserva, quindi lascia andare quello che serve meno alla tua scheda (i dadi avanzati tengono i migliori per i tuoi dadi extra)
hint-take = Prendi { $die }: le sue facce si adattano a ciò che resta da colorare
hint-lock = Colora un lato di un lucchetto del superpotere: { $n } { $n ->
        [one] dado mostra
       *[other] dadi mostrano
    } un simbolo
hint-colour = Colora { $section }: il maggior numero di punti per dado verso la sua figura
hint-wild = Dado jolly: un dado che ora non si può usare vale come un simbolo che serve
hint-flip = Girata: gira un dado inutile su una faccia utile
hint-activate = Attiva un dado di riserva utilizzabile, cedendone uno inutile
hint-trade = Scambia un dado inutile con un dado della scorta
hint-reroll = Rilancia un dado che non si può usare
hint-unstick = Ora non si può colorare nulla: questa mossa è un passo verso una colorazione
hint-complete = Colora { $section }: completa subito una figura
hint-most-dice = Colora { $section }: usa il maggior numero di dadi ora
hint-end-round = Termina il round: i dadi non usati restano per il prossimo
hint-end-turn = Termina il turno: i dadi non usati restano per il prossimo
hint-cairn = Inizia il cairn { $n }: il suo uovo è il più vicino al completamento
centre-you-active = Centro: scegli un dado per i tuoi dadi attivi
centre-you-reserve = Centro: scegli un dado per la tua riserva
centre-active = Centro: { $p } { $p-person ->
        [second] scegli
       *[third] sceglie
    } un dado per i { $p-person ->
        [second] tuoi
       *[third] propri
    } dadi attivi
centre-reserve = Centro: { $p } { $p-person ->
        [second] scegli
       *[third] sceglie
    } un dado per la { $p-person ->
        [second] tua
       *[third] propria
    } riserva
title = { $p } · { $sheet }
title-cairn = { $p } · { $sheet } · partita in solitario con i cairn
title-race = { $p } · { $sheet } · vince chi arriva primo a { $goal } { $goal ->
        [one] punto
       *[other] punti
    }
leftover = Dadi avanzati: da qui vengono i dadi extra del tracciato dei punti
dice-count = { $n } { $n ->
        [one] dado
       *[other] dadi
    }
draft-status = Scelta dei dadi · { $score } di { $goal } { $goal ->
        [one] punto
       *[other] punti
    }
round-status = Round { $r } · { $score } di { $goal } { $goal ->
        [one] punto
       *[other] punti
    }
turn-status = Turno { $t } · { $score } { $score ->
        [one] punto
       *[other] punti
    }
locks-note = Un lato di lucchetto vuole { $n } { $n ->
        [one] dado che mostra
       *[other] dadi che mostrano
    } un simbolo, l'altro lato un altro simbolo; sbloccarlo vale { $bonus }.
locks-note-all = Un lato di lucchetto vuole { $n } { $n ->
        [one] dado che mostra
       *[other] dadi che mostrano
    } un simbolo; ogni lato di lucchetto che colori vuole un simbolo tutto suo; sbloccarlo vale { $bonus }.
sides-coloured = { $k } { $n ->
        [one] lato colorato
       *[other] lati colorati
    } su { $n }
eggs = Uova completate: { $n } di { $total } ({ $per } { $per ->
        [one] punto
       *[other] punti
    } ciascuna, +{ $bonus } se prima che il suo cairn sia completo)
figure-nobody = { $figure } { $value } { $value ->
        [one] punto
       *[other] punti
    }: { $k } di { $n } { $n ->
        [one] sezione
       *[other] sezioni
    }; nessuno l'ha ancora completata
figure-race = { $figure } { $value } { $value ->
        [one] punto
       *[other] punti
    }: { $k } di { $n } { $n ->
        [one] sezione
       *[other] sezioni
    }; { $who } { $m ->
        [one] ne ha
       *[other] ne hanno
    } { $r }; nessuno l'ha ancora completata
chart-first = Chi completa per primo una figura segna +{ $bonus }
chart-eggs = { $per } { $per ->
        [one] punto
       *[other] punti
    } per uovo, +{ $bonus } se completato prima che il suo cairn sia pieno
figure-open = { $figure } { $value } { $value ->
        [one] punto
       *[other] punti
    }: { $k } di { $n } { $n ->
        [one] sezione
       *[other] sezioni
    }
figure-finished-first = { $figure } { $value } { $value ->
        [one] punto
       *[other] punti
    }: { $k } di { $n } { $n ->
        [one] sezione
       *[other] sezioni
    }; { $who } l'ha completata per primo
figure-scored = { $figure } { $value } { $value ->
        [one] punto
       *[other] punti
    }: completata, { $p } { $p-person ->
        [second] hai segnato
       *[third] ha segnato
    } { $points }
sheet-at-end = { $score } { $score ->
        [one] punto
       *[other] punti
    }; figure completate: { $figures }; simboli colorati: { $symbols }
effect-gain = +{ $n } { $n ->
        [one] punto
       *[other] punti
    } (da { $now } a { $after })
effect-no-gain = nessun cambiamento nei punti ({ $now })
effect-because = { $points }: { $why }
effect-the-figure = la figura { $figure }
effect-numbered-figure = la figura { $figure }
effect-towards-first = verso { $figure } ({ $value } { $value ->
        [one] punto
       *[other] punti
    }), { $left ->
        [one] manca
       *[other] mancano
    } { $left } { $left ->
        [one] sezione
       *[other] sezioni
    }; chi la completa per primo segna { $worth }
effect-towards-late = verso { $figure } ({ $value } { $value ->
        [one] punto
       *[other] punti
    }), { $left ->
        [one] manca
       *[other] mancano
    } { $left } { $left ->
        [one] sezione
       *[other] sezioni
    }; { $who } l'ha completata per primo, quindi completarla vale { $value }
effect-towards = verso { $figure } ({ $value } { $value ->
        [one] punto
       *[other] punti
    }), { $left ->
        [one] manca
       *[other] mancano
    } { $left } { $left ->
        [one] sezione
       *[other] sezioni
    }
effect-rival-left = a { $who } { $left ->
        [one] manca
       *[other] mancano
    } { $left } { $left ->
        [one] sezione
       *[other] sezioni
    }
effect-label-left = ne { $left ->
        [one] manca
       *[other] mancano
    } { $left }
effect-label-race = ne { $left ->
        [one] manca
       *[other] mancano
    } { $left } ({ $who }: { $r })
effect-label-side = lato { $k } di { $n }
effect-completes-first = completa { $figure }: { $value } e +{ $bonus } per averla completata per primo
effect-completes-late = completa { $figure }: { $value } ({ $who } l'ha completata per primo)
effect-completes = completa { $figure }: { $value }
effect-extra-dice = il segnapunti dà poi { $n } { $n ->
        [one] dado
       *[other] dadi
    } in più
effect-lock-unlocks = sblocca { $lock } e segna { $bonus }
effect-lock-side = colora il lato { $k } di { $n } di { $lock }; sbloccarlo vale { $bonus }
effect-leads = { $p } { $p-person ->
        [second] avresti
       *[third] avrebbe
    } allora { $s } { $s ->
        [one] punto
       *[other] punti
    } dei { $goal } necessari per vincere, { $n } più di { $q-person ->
        [second] te
       *[third] { $q }
    }
effect-behind = { $p } { $p-person ->
        [second] avresti
       *[third] avrebbe
    } allora { $s } { $s ->
        [one] punto
       *[other] punti
    } dei { $goal } necessari per vincere, { $n } meno di { $q-person ->
        [second] te
       *[third] { $q }
    }
effect-level = { $p } { $p-person ->
        [second] avresti
       *[third] avrebbe
    } allora { $s } { $s ->
        [one] punto
       *[other] punti
    } dei { $goal } necessari per vincere, alla pari con { $q-person ->
        [second] te
       *[third] { $q }
    }
effect-alone = { $p } { $p-person ->
        [second] avresti
       *[third] avrebbe
    } allora { $s } { $s ->
        [one] punto
       *[other] punti
    } dei { $goal } da raggiungere
effect-cairn-score = { $p } { $p-person ->
        [second] avresti
       *[third] avrebbe
    } allora { $s } { $s ->
        [one] punto
       *[other] punti
    }
effect-reaches = { $p } { $p-person ->
        [second] avresti
       *[third] avrebbe
    } allora { $s } { $s ->
        [one] punto
       *[other] punti
    }, abbastanza per vincere ({ $goal }): la partita finisce con questo round
teach-colour-a-section = Colora una sezione
teach-draft-why = { $n } { $n ->
        [one] dado
       *[other] dadi
    } tra cui scegliere: scegli i simboli che servono alle tue prossime sezioni
teach-draft-why-reserve = { $n } { $n ->
        [one] dado
       *[other] dadi
    } tra cui scegliere: un dado di riserva tiene la sua faccia finché non lo scambi con un dado attivo che non puoi usare
teach-draft-why-reserve-alone = { $n } { $n ->
        [one] dado
       *[other] dadi
    } tra cui scegliere: prendi quello che serve meno alla tua scheda, e i migliori restano per i tuoi dadi extra
teach-figure-left = { $figure }, { $n ->
        [one] manca
       *[other] mancano
    } { $n } { $n ->
        [one] sezione
       *[other] sezioni
    }
teach-activate = Attiva un dado di riserva
teach-activate-why = dai un tuo dado attivo non usato alla riserva di un altro giocatore
teach-trade = Scambia un dado
teach-trade-why = una pietra di scambio cambia un dado non usato con un dado della scorta
teach-lock = Colora un lato di un lucchetto
teach-lock-why = dadi che mostrano un solo simbolo; un lucchetto aperto dà un superpotere
teach-reroll = Superpotere: ritira un dado
teach-reroll-why = per una faccia che serve alle tue sezioni
teach-wild = Superpotere: un dado vale anche un altro simbolo
teach-wild-why = in questo round
teach-flip = Superpotere: gira un dado
teach-flip-why = su una faccia che ha un simbolo in comune con quella che mostra
teach-take = Prendi il tuo dado extra
teach-take-why = il segnapunti lo ha sbloccato
teach-cairn = Inizia il prossimo cairn
teach-end = Termina il tuo round
teach-end-why = i tuoi dadi non usati restano per il prossimo
teach-topic-figures = le figure
teach-topic-colouring = come si colora una sezione
teach-topic-draft = la scelta dei dadi
teach-topic-reserves = i dadi di riserva
teach-topic-superpowers = i superpoteri
teach-topic-extra-die = il dado extra
