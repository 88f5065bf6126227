### The UI's own words in it: one message per id of en/ui.ftl (its English is there).
### This file is the source: tools/update_translations.py makes chroma_desktop/i18n/chroma_desktop_it.ts and .qm from it.
### Keep each message's { $variables } as the English has them, and its & (the key of a menu item or button).


## AccessibleTable

ui-accessible-table-area-69bf30 = Zona
ui-accessible-table-piece-f7e205 = Pezzo
ui-accessible-table-face-down-card-43b8f0 = Carta coperta
ui-accessible-table-card-27a63a = Carta
ui-accessible-table-in-33fa48 = in { $place }
ui-accessible-table-in-your-area-6a3062 = nella tua area
ui-accessible-table-in-s-area-1f42d8 = nell'area di { $seat }
ui-accessible-table-moves-f42f3a = Mosse: { $moves }
ui-accessible-table-taken-along-in-4ada40 = Presa insieme in: { $moves }
ui-accessible-table-no-move-with-it-c12b50 = Nessuna mossa con questo ora
ui-accessible-table-move-of-here-434c9f = { $enter } (mossa { $index } di { $count } qui)
ui-accessible-table-the-only-move-now-684e8c = { $enter } (l'unica mossa ora)

## Announcer

ui-announcer-earlier-messages-skipped-68f633 = Messaggi precedenti tralasciati: { $count }.
ui-announcer-no-move-yet-7bfd29 = Ancora nessuna mossa.
ui-announcer-this-game-s-scores-59bf7a = In questo gioco i punti si contano alla fine.
ui-announcer-scores-c97877 = Punti: { $scores }.
ui-announcer-the-game-is-over-574cf5 = La partita è finita. Vince: { $winners }. Punti: { $scores }.
ui-announcer-the-game-is-over-176e60 = La partita è finita. Punti: { $scores }.

## BestMoves

ui-best-moves-the-only-move-fccf01 = l'unica mossa
ui-best-moves-as-good-as-1-708a52 = buona quanto la 1
ui-best-moves-b3f040 = { $percent } %
ui-best-moves-click-to-play-it-018fc7 = Clicca per giocarla.
ui-best-moves-the-search-could-not-94495c = La ricerca non la distingue dalla prima: non sicuramente migliore dopo { $n } partite simulate (meno partite, o una differenza dovuta al caso). Clicca per giocarla.
ui-best-moves-from-playouts-click-to-9c5992 = Da { $n } partite simulate. Clicca per giocarla.
ui-best-moves-best-fe6297 = (la migliore)
ui-best-moves-best-moves-59441c = Mosse migliori
ui-best-moves-about-be46a2 = circa { $percent } %
ui-best-moves-to-0d5591 = da { $low } a { $high } %
ui-best-moves-d3f8db = { $low }–{ $high } %
ui-best-moves-it-won-of-playouts-4106c4 = Ha vinto il { $percent } % di { $n } partite simulate: la vera probabilità è probabilmente tra il { $low } e il { $high } % (19 volte su 20). Clicca per giocarla.
ui-best-moves-win-chances-from-the-3922e6 = Probabilità di vittoria secondo la ricerca del bot difficile, sicure quanto le sue partite simulate permettono: un intervallo in cui la vera probabilità cade probabilmente. Invio gioca la prima; clicca una mossa per giocarla.
ui-best-moves-thinking-bad509 = Sto pensando…

## ChromaCubesTable

ui-chroma-cubes-table-trade-a04906 = ⇄ scambio
ui-chroma-cubes-table-score-track-of-points-ea6632 = Tracciato dei punti: { $score } su { $goal }
ui-chroma-cubes-table-sheets-at-the-end-9cb250 = Le schede alla fine
ui-chroma-cubes-table-none-7b1f0c = nessuna
ui-chroma-cubes-table-scoring-chart-26ca73 = Tabella dei punti
ui-chroma-cubes-table-goal-cacea6 = obiettivo { $n }
ui-chroma-cubes-table-extra-die-at-b52515 = { " " }· dado extra a { $scores }
ui-chroma-cubes-table-lock-7405ab = Lucchetto { $lock } · { $power }
ui-chroma-cubes-table-unlocked-works-by-itself-ae0370 = sbloccato: agisce da solo
ui-chroma-cubes-table-unlocked-used-this-round-759aeb = sbloccato: usato in questo round
ui-chroma-cubes-table-unlocked-drop-a-die-23b4af = sbloccato: trascina qui un dado per usarlo
ui-chroma-cubes-table-stuck-b60f8b = bloccato
ui-chroma-cubes-table-to-use-ac76f1 = { $n } da usare
ui-chroma-cubes-table-used-95c7dd = { " " }· { $n } usati
ui-chroma-cubes-table-stuck-d87db7 = { " " }· { $n } bloccati
ui-chroma-cubes-table-your-active-dice-b14ecd = I tuoi dadi attivi
ui-chroma-cubes-table-used-8e0459 = usati:
ui-chroma-cubes-table-end-my-turn-2a5a4f = Fine del mio turno
ui-chroma-cubes-table-your-reserve-f8d489 = La tua riserva
ui-chroma-cubes-table-of-f180d3 = { $n } di { $most }
ui-chroma-cubes-table-end-my-round-49690d = Fine del mio round
ui-chroma-cubes-table-trade-stone-drop-an-d091dc = pietra di scambio: trascina un dado non usato su un dado della scorta
ui-chroma-cubes-table-trade-on-a-trade-f22fa7 = si scambia nel turno di una pietra di scambio
ui-chroma-cubes-table-trade-stock-4cb48a = Scorta di scambio
ui-chroma-cubes-table-active-8af850 = Attivi
ui-chroma-cubes-table-reserve-7e6045 = Riserva
ui-chroma-cubes-table-choose-the-next-cairn-27f1d7 = scegli il prossimo cairn: cliccalo
ui-chroma-cubes-table-filled-egg-in-time-6d3a4a = completo, uovo in tempo: +1
ui-chroma-cubes-table-filled-139fe6 = completo
ui-chroma-cubes-table-now-stone-438cc5 = ora: pietra { $n }
ui-chroma-cubes-table-cairn-cc359f = Cairn { $n } · { $egg }
ui-chroma-cubes-table-worth-a6ceea = { $figure }, vale { $value }
ui-chroma-cubes-table-coloured-aad97f = { $section }, { $need }, colorata
ui-chroma-cubes-table-c99b53 = { $section }, { $need }
ui-chroma-cubes-table-showing-02bf8e = { $die }, che mostra { $symbols }

## ChromaMixTable

ui-chroma-mix-table-refill-938a3f = Ricarica
ui-chroma-mix-table-swap-504f93 = Scambia
ui-chroma-mix-table-done-f1dcd2 = Fatto
ui-chroma-mix-table-mix-7a76bc = Miscela
ui-chroma-mix-table-skip-9373dc = Salta
ui-chroma-mix-table-deck-d39a69 = Mazzo
ui-chroma-mix-table-discard-19242b = Scarti
ui-chroma-mix-table-instant-effect-ddb178 = Effetto istantaneo:
ui-chroma-mix-table-continuous-effect-633529 = Effetto continuo:
ui-chroma-mix-table-none-799ab6 = nessuna
ui-chroma-mix-table-play-540286 = in gioco:
ui-chroma-mix-table-hand-2cc666 = in mano:
ui-chroma-mix-table-tucked-da8247 = infilate sotto:
ui-chroma-mix-table-cards-at-the-end-84709f = Le carte alla fine
ui-chroma-mix-table-confident-billy-e07b22 = Billy il Sicuro
ui-chroma-mix-table-win-card-066ef6 = Carta vittoria: { $card }
ui-chroma-mix-table-supply-2349de = Riserva
ui-chroma-mix-table-rank-market-b9eff3 = Mercato rango { $rank }
ui-chroma-mix-table-tucked-under-mustard-b7f0de = Infilate sotto Senape
ui-chroma-mix-table-your-hand-ef298e = La tua mano
ui-chroma-mix-table-yes-a26014 = sì
ui-chroma-mix-table-no-38054d = no
ui-chroma-mix-table-not-known-067c23 = non noto
ui-chroma-mix-table-met-8c4090 = raggiunta
ui-chroma-mix-table-of-done-38e10e = { $done } di { $parts } fatte
ui-chroma-mix-table-not-started-923140 = non iniziata
ui-chroma-mix-table-rank-deck-cards-left-7c9c2c = Mazzo rango { $rank }, carte rimaste: { $count }
ui-chroma-mix-table-rank-discard-pile-empty-d74f7b = Scarti rango { $rank }, vuoti
ui-chroma-mix-table-rank-discard-pile-cards-7e905b = Scarti rango { $rank }, carte: { $count }

## CmykTable

ui-cmyk-table-pile-0b3f63 = Pila { $n }
ui-cmyk-table-tile-in-hand-4738b3 = Tessera in mano
ui-cmyk-table-your-last-tile-214b78 = La tua ultima tessera
ui-cmyk-table-mosaics-at-the-end-500d31 = I mosaici alla fine
ui-cmyk-table-none-7137f5 = nessuna
ui-cmyk-table-face-down-db9f1c = coperta
ui-cmyk-table-deck-758485 = mazzo { $n }
ui-cmyk-table-game-b0d3c2 = partita { $n }
ui-cmyk-table-public-objectives-0b1c53 = Obiettivi pubblici
ui-cmyk-table-counts-for-everyone-76e605 = Vale per tutti: { $objective }.
ui-cmyk-table-cancelled-by-the-next-d4cc09 = Annullato dalla carta successiva.
ui-cmyk-table-stopped-9c1aa9 = fermo
ui-cmyk-table-each-side-shows-its-c5c574 = Ogni lato mostra il suo inchiostro in % (sulle tessere piccole: { $glyphs })  ·  { $mark } la tessera iniziale  ·  le tessere K combaciano con ogni segno del loro inchiostro
ui-cmyk-table-for-your-left-neighbour-775929 = Per il vicino a sinistra
ui-cmyk-table-click-or-r-turns-c6fef1 = Clic o R la ruota
ui-cmyk-table-tiles-in-pile-c02d53 = { $count } tessere nella pila { $n }
ui-cmyk-table-each-side-of-a-35b92e = Ogni lato di una tessera mostra il suo inchiostro in percentuale; le tessere K combaciano con ogni segno del loro inchiostro
ui-cmyk-table-r-turns-it-8a04dd = R la ruota
ui-cmyk-table-tab-goes-through-the-2cb301 = Tab passa da una mossa all'altra; Invio gioca quella su cui è
ui-cmyk-table-it-turns-to-fit-e2e0bf = Ruota per combaciare
ui-cmyk-table-put-back-on-pile-f5d093 = Rimetti sulla pila { $n }
ui-cmyk-table-put-back-c03eb9 = Rimetti a posto
ui-cmyk-table-discard-k-tile-2957f3 = Scarta la tessera K
ui-cmyk-table-stop-taking-tiles-7c3f59 = Smetti di prendere
ui-cmyk-table-click-a-pile-then-be58cf = Clicca una pila e trascina la tessera dove è acceso.
ui-cmyk-table-not-dealt-yet-029f97 = non ancora distribuito
ui-cmyk-table-your-private-objective-b7969b = Il tuo obiettivo privato
ui-cmyk-table-your-score-if-the-48d3c6 = Il tuo punteggio se la partita finisse ora
ui-cmyk-table-nothing-yet-2a478d = ancora niente
ui-cmyk-table-hidden-7dd0d3 = nascosto
ui-cmyk-table-private-f7273e = privato: { $objective }

## ColorettoTable

ui-coloretto-table-golden-b8694a = Dorato
ui-coloretto-table-last-round-3f6a56 = Ultimo Round
ui-coloretto-table-row-c2c55c = Fila { $n }
ui-coloretto-table-draw-179f24 = Pesca
ui-coloretto-table-card-332009 = Carta
ui-coloretto-table-game-over-3e88de = Partita finita
ui-coloretto-table-drawn-card-a557c2 = carta pescata
ui-coloretto-table-no-card-drawn-762c3a = Nessuna carta pescata
ui-coloretto-table-drawn-card-964bf2 = Carta pescata: { $card }
ui-coloretto-table-this-is-the-last-6e1a01 = Questo è l'ultimo round

## GameManifest

ui-game-manifest-collect-chameleons-in-three-31fc2c = Colleziona camaleonti di tre colori, e non di più.
ui-game-manifest-print-mix-and-refill-10e950 = Stampa, miscela e ricarica carte pigmento: corri alla vittoria.
ui-game-manifest-roll-dice-and-colour-79a283 = Tira i dadi e colora il tuo disegno, sezione per sezione.
ui-game-manifest-grab-triangle-tiles-in-af9b47 = Afferra tessere triangolari al volo e componi mosaici.

## GameOption

ui-game-option-1-2-db8f5e = %1: %2
ui-game-option-edition-250e3d = Edizione
ui-game-option-original-3-jokers-15-23bb0d = originale: 3 Jolly, 15 carte sotto la carta Ultimo Round, colori iniziali distribuiti; nuova: Jolly Dorato, 16 carte sotto, colori iniziali scelti
ui-game-option-original-18ae5d = Originale
ui-game-option-newer-6ef37b = Nuova
ui-game-option-scoring-side-d6d222 = Lato del punteggio
ui-game-option-brown-1-3-6-7b082d = marrone: 1/3/6/10/15/21; viola (difficile): 1/4/8/7/6/5
ui-game-option-brown-0ff53d = Marrone
ui-game-option-purple-5eeb7e = Viola
ui-game-option-colours-removed-2-3-7c5c4e = Colori rimossi (2-3 giocatori)
ui-game-option-random-the-colours-set-b6de84 = a caso: i colori messi da parte in 2 o 3 giocatori sono estratti a caso; scelti: li sceglie il giocatore 1 (il regolamento italiano dice «un colore a tua scelta»)
ui-game-option-random-b6de75 = A caso
ui-game-option-chosen-00c95c = Scelti
ui-game-option-tie-break-newer-edition-7d7ece = Spareggio (nuova edizione)
ui-game-option-newer-edition-tied-scores-e0edf8 = nuova edizione, punteggi pari: vince chi ha più carte di uno stesso colore. non contati: solo le carte colore; contati: i Jolly contano nel colore per cui valgono
ui-game-option-not-counted-86bf7b = Non contati
ui-game-option-counted-a04a69 = Contati
ui-game-option-variable-win-card-b54cd9 = Carta vittoria variabile
ui-game-option-random-rulebook-step-4-cf0529 = a caso (passo 4 del regolamento), una carta scelta, oppure nessuna (il regolamento: «saltala alla prima partita»)
ui-game-option-burgundy-4ae330 = Borgogna
ui-game-option-mustard-c8527b = Senape
ui-game-option-petrol-71c4a7 = Petrolio
ui-game-option-none-21d57d = Nessuna
ui-game-option-burgundy-s-count-6336cf = Il conteggio di Borgogna
ui-game-option-rulebook-exactly-4-rank-54eb14 = regolamento: esattamente 4 di rango 1, 3 di rango 2, 2 di rango 3 e Borgogna; carta: esattamente Borgogna, 2 di rango 3, 3 di rango 2
ui-game-option-rulebook-3cf3cc = Regolamento
ui-game-option-card-076aba = Carta
ui-game-option-key-s-extra-actions-f99f5c = Le azioni extra di Key
ui-game-option-normal-key-grants-mix-2ffb5c = normale: Key concede miscela, ricarica e stampa nello stesso turno se stampata con la tua azione Stampa (o già in gioco a inizio turno); qualsiasi: anche se stampata da Viola, Lavanda o Fucsia (mai da Arancione)
ui-game-option-normal-b87bc0 = Normale
ui-game-option-any-05c66d = Qualsiasi
ui-game-option-pear-s-card-f81332 = La carta di Pera
ui-game-option-end-of-turn-each-b37d18 = fine turno: ogni Pera aggiunge la sua carta di rango 1 alla fine del tuo turno, se hai stampato; dopo la stampa: appena la tua prima azione di stampa è risolta, così puoi usarla più avanti nel turno
ui-game-option-end-of-turn-c36622 = Fine turno
ui-game-option-after-print-d24466 = Dopo la stampa
ui-game-option-hands-d4df3b = Mani
ui-game-option-hidden-others-see-only-6ab8f5 = nascoste: gli altri vedono solo quante carte hai; scoperte: per imparare
ui-game-option-hidden-666b96 = Nascoste
ui-game-option-open-e67b02 = Scoperte
ui-game-option-solo-difficulty-f74445 = Difficoltà in solitario
ui-game-option-solo-only-billy-gets-a75f39 = solo in solitario: Billy riceve 0/2/4/6 turni iniziali (minima: inizi tu)
ui-game-option-lowest-3b3859 = Minima
ui-game-option-easy-aa89c8 = Facile
ui-game-option-medium-3d7d63 = Media
ui-game-option-hard-7f7e60 = Difficile
ui-game-option-sheet-e157a2 = Scheda
ui-game-option-the-picture-everyone-colours-968871 = il disegno che tutti colorano
ui-game-option-mode-8eef9a = Modalità
ui-game-option-standard-first-to-the-5cc910 = standard: vince chi raggiunge per primo la soglia della scheda (da soli: a punteggio); a punteggio: un giocatore raggiunge la soglia nel minor numero di round; cairn: la partita in solitario con i cairn (sempre sulla scheda Uova di Pasqua)
ui-game-option-standard-e9dff3 = Standard
ui-game-option-score-attack-90b979 = A punteggio
ui-game-option-cairn-937bca = Cairn
ui-game-option-dice-faces-008bb7 = Facce dei dadi
ui-game-option-which-symbols-share-a-b73d7c = quali simboli condividono una faccia (entrambe le disposizioni sono dedotte e ugualmente probabili)
ui-game-option-a-647e34 = A
ui-game-option-b-c4b101 = B
ui-game-option-reserve-activations-1f81cb = Attivazioni dalla riserva
ui-game-option-one-each-player-activates-c26360 = una: ogni giocatore attiva al massimo un dado della riserva per round (due con il superpotere mossa di riserva extra); illimitate: quanti ne vuole, ma un dado messo in riserva in questo round si può attivare solo dal round successivo (il superpotere mossa di riserva extra allora non aggiunge nulla)
ui-game-option-one-de7cc7 = Una
ui-game-option-unlimited-89c19b = Illimitate
ui-game-option-lock-symbols-e73013 = Simboli dei lucchetti
ui-game-option-per-lock-the-two-cab583 = per lucchetto: i due lati di un lucchetto superpotere richiedono simboli diversi, che un altro lucchetto può riusare; tutti i lucchetti: ogni lato di lucchetto che un giocatore colora richiede un simbolo non usato su nessun altro lato di lucchetto
ui-game-option-per-lock-dcb988 = Per lucchetto
ui-game-option-all-locks-8e0513 = Tutti i lucchetti
ui-game-option-match-7c0987 = Incontro
ui-game-option-single-one-game-three-696da3 = singola: una partita; tre partite: 2 PV al primo e 1 PV al secondo posto in 3 partite; punteggio totale: si gioca finché qualcuno ha 40 punti in totale
ui-game-option-single-9c2c82 = Singola
ui-game-option-three-games-46f8e1 = Tre partite
ui-game-option-total-score-81dc76 = Punteggio totale
ui-game-option-edge-order-9d9f5b = Ordine dei lati
ui-game-option-fixed-every-tile-shows-3fdaa5 = fisso: ogni tessera mostra i suoi inchiostri in senso orario nell'ordine stampato; libero: una tessera si può posare anche capovolta (ordine a specchio)
ui-game-option-fixed-8b5cc9 = Fisso
ui-game-option-free-8e2884 = Libero
ui-game-option-removal-rule-dc7ea5 = Regola di rimozione
ui-game-option-when-nobody-can-place-b4ca1f = quando nessuno può piazzare la tessera in cima a una pila, se ne rimuove una per giocatore: attivi: per ogni giocatore che prende ancora tessere; tutti: per ogni giocatore, anche chi si è fermato
ui-game-option-active-6fcdc3 = Attivi
ui-game-option-all-761543 = Tutti

## HandOverPage

ui-hand-over-page-the-table-is-hidden-5f6d11 = Il tavolo è nascosto perché nessuno veda le carte di un altro giocatore.
ui-hand-over-page-pass-the-table-to-0dbe76 = Passa il tavolo a { $name }
ui-hand-over-page-i-am-show-my-4f86ea = Sono { $name }: mostra il mio tavolo

## HelpMenu

ui-help-menu-tab-arrows-move-among-42fae1 = Tab, frecce: passano da una mossa valida all'altra
ui-help-menu-enter-or-space-play-5fe227 = Invio o Spazio: gioca la mossa evidenziata
ui-help-menu-ctrl-tab-leave-the-8a006c = Ctrl+Tab: lascia il tavolo per il pannello laterale (e la chat di un tavolo online)
ui-help-menu-esc-cancel-3a7908 = Esc: annulla
ui-help-menu-h-hint-cce9c3 = H: suggerimento
ui-help-menu-z-enlarge-the-highlighted-81c71f = Z: ingrandisce la carta evidenziata
ui-help-menu-r-turn-the-tile-fed5d5 = R: ruota la tessera (la mossa seguente nello stesso posto)
ui-help-menu-p-read-the-whole-f57956 = P: legge ad alta voce tutta la posizione
ui-help-menu-s-read-the-scores-e881a7 = S: legge ad alta voce i punteggi
ui-help-menu-l-read-the-last-09fdeb = L: legge ad alta voce le ultime mosse
ui-help-menu-0-zoom-in-zoom-009516 = +, -, 0: ingrandisce, rimpicciolisce, adatta il tavolo
ui-help-menu-ctrl-z-ctrl-shift-00adb4 = Ctrl+Z, Ctrl+Maiusc+Z: annulla, ripeti
ui-help-menu-reviewing-a-game-arrows-6569d1 = Rivedendo una partita: le frecce vanno avanti e indietro, Inizio e Fine agli estremi
ui-help-menu-keys-e49bfc = Tasti

## LessonBox

ui-lesson-box-lesson-6df73c = Lezione
ui-lesson-box-lesson-goal-23e160 = Obiettivo della lezione
ui-lesson-box-why-it-was-right-be4c04 = Perché era giusta
ui-lesson-box-try-again-4f8c5e = &Riprova
ui-lesson-box-next-lesson-3d1c33 = Lezione &successiva
ui-lesson-box-all-lessons-3167a2 = &Tutte le lezioni
ui-lesson-box-lesson-of-268d1c = Lezione { $number } di { $total }: { $title }
ui-lesson-box-the-rule-9d8933 = La regola ({ $source }; { $note }): «{ $rule }»
ui-lesson-box-the-rule-22a2e7 = La regola ({ $source }): «{ $rule }»
ui-lesson-box-right-now-the-others-1b16b2 = Giusto. Ora gli altri rispondono alla tua mossa…
ui-lesson-box-lesson-67a7e7 = Lezione di { $game }

## LessonsPage

ui-lessons-page-learn-the-rules-07a580 = Impara le regole
ui-lessons-page-start-page-24098a = ← &Pagina iniziale
ui-lessons-page-each-lesson-sets-up-33a96a = Ogni lezione prepara un tavolo e insegna una regola: gioca la mossa che ti chiede e ti spiegherà perché. Le lezioni superate hanno la spunta.
ui-lessons-page-s-lessons-cannot-be-82c215 = Le lezioni di { $game } non si possono leggere: { $reason }
ui-lessons-page-lesson-84e472 = Lezione di { $game }: { $title }

## MainWindow

ui-main-window-reviewing-move-of-14af58 = Rivedi la partita: mossa { $ply } di { $total }
ui-main-window-the-table-before-the-b230a8 = { $where }: il tavolo prima della prima mossa.
ui-main-window-the-table-before-the-1fd989 = Il tavolo prima della prima mossa. → va avanti, Esc esce.
ui-main-window-open-03747e = &Apri…
ui-main-window-save-61ab1c = &Salva
ui-main-window-save-as-ee7913 = Salva &con nome…
ui-main-window-resume-last-game-c68326 = &Riprendi l'ultima partita
ui-main-window-copy-position-8f6999 = &Copia posizione
ui-main-window-paste-position-9dac0b = &Incolla posizione
ui-main-window-save-game-635b80 = Salva la partita
ui-main-window-chroma-desktop-games-json-485b3a = Partite di Chroma Desktop (*.json)
ui-main-window-could-not-save-a30663 = Impossibile salvare: { $reason }
ui-main-window-saved-to-c05c6a = Salvata in { $file }.
ui-main-window-open-saved-game-acfcaf = Apri una partita salvata
ui-main-window-chroma-desktop-games-json-f86d86 = Partite di Chroma Desktop (*.json);;Tutti i file (*)
ui-main-window-there-is-no-game-025dd8 = Non c'è ancora nessuna partita da riprendere.
ui-main-window-there-is-no-game-337287 = Non c'è nessuna partita sul tavolo da copiare.
ui-main-window-position-copied-edit-paste-fcbf77 = Posizione copiata: Modifica → Incolla posizione avvia una partita da lì.
ui-main-window-the-clipboard-holds-no-629eba = Gli appunti non contengono una posizione da giocare: { $reason }
ui-main-window-a-new-game-from-84bc17 = Una nuova partita dalla posizione: annulla non va più indietro di così.
ui-main-window-how-to-play-caf919 = &Come si gioca
ui-main-window-rulings-c472a5 = &Interpretazioni delle regole…
ui-main-window-keys-74de1b = &Tasti
ui-main-window-about-chroma-desktop-6743c4 = Informazioni &su Chroma Desktop
ui-main-window-about-chroma-desktop-8604da = Informazioni su Chroma Desktop
ui-main-window-a-desktop-tabletop-for-10a6fd = Un tavolo da gioco sul desktop per Chroma Mix, Coloretto, Chroma Cubes e CMYK!.
ui-main-window-language-785e49 = &Lingua
ui-main-window-game-830a4f = &Gioco
ui-main-window-edit-d36e27 = &Modifica
ui-main-window-view-b13022 = &Visualizza
ui-main-window-help-ba915d = &Aiuto
ui-main-window-new-game-a860d7 = &Nuova partita…
ui-main-window-start-page-fe24c6 = &Pagina iniziale
ui-main-window-quit-5ec23b = &Esci
ui-main-window-undo-c0ac1c = &Annulla
ui-main-window-redo-86e93e = &Ripeti
ui-main-window-hint-eef547 = &Suggerimento
ui-main-window-which-move-982f8d = Quale mossa?
ui-main-window-this-drop-could-mean-517f80 = Questo rilascio può indicare più mosse:
ui-main-window-host-online-game-e07c99 = &Ospita una partita online…
ui-main-window-join-online-game-2d2018 = &Unisciti a una partita online…
ui-main-window-my-online-games-3ce462 = Le mie partite &online…
ui-main-window-res-ign-online-game-1fef66 = A&bbandona la partita online…
ui-main-window-resign-86dbb2 = Abbandona
ui-main-window-resign-this-game-it-7179a9 = Abbandonare questa partita? Finisce subito per tutti al tavolo, che vedranno che hai abbandonato.
ui-main-window-resign-c1f344 = &Abbandona
ui-main-window-fast-9538c4 = &Veloce
ui-main-window-normal-fdd08a = &Normale
ui-main-window-slow-81b46f = &Lenta
ui-main-window-off-04f03b = &Disattivata
ui-main-window-zoom-in-3b97d2 = &Ingrandisci
ui-main-window-zoom-out-fe2e2a = &Riduci
ui-main-window-fit-table-to-window-0dce1b = &Adatta il tavolo alla finestra
ui-main-window-teach-mode-2c6f6e = &Modalità didattica
ui-main-window-animation-pace-a1b9e8 = &Velocità delle animazioni

## MatchController

ui-match-controller-the-hint-s-search-d59d9d = La ricerca del suggerimento si è fermata su un problema che non prevedeva (dettaglio tecnico: { $error })
ui-match-controller-hint-enter-plays-the-f2793f = Suggerimento: Invio gioca la prima delle mosse migliori.
ui-match-controller-every-bot-waits-and-2a45ee = Tutti i bot aspettano e nessuno muoverà.
ui-match-controller-could-not-move-68a70d = { $name } non è riuscito a muovere: { $reason }
ui-match-controller-tried-an-illegal-move-92d5ff = { $name } ha tentato una mossa non consentita: { $reason }
ui-match-controller-autosave-failed-a26870 = Salvataggio automatico non riuscito: { $reason }
ui-match-controller-pass-the-table-to-a82b09 = Passa il tavolo a { $name }.
ui-match-controller-the-game-is-over-f5b7e0 = La partita è finita.
ui-match-controller-the-lesson-is-done-4e679b = La lezione è finita: riprovala, oppure passa alla lezione successiva.
ui-match-controller-is-thinking-d77868 = { $names } sta pensando…
ui-match-controller-click-one-of-the-3f656c = Fai clic su uno dei punti evidenziati, o trascinalo lì.
ui-match-controller-hint-enter-plays-it-9ed399 = Suggerimento: { $reason } (Invio la gioca.)
ui-match-controller-nothing-to-undo-here-2b0a7f = Niente da annullare qui: da allora è stata scoperta una carta, oppure la partita è appena iniziata.
ui-match-controller-undone-980c5d = Annullata.
ui-match-controller-redone-c5cbe8 = Ripetuta.
ui-match-controller-enter-ed889b = Invio: { $move }
ui-match-controller-drop-it-on-one-164786 = Rilascialo su uno dei punti evidenziati.
ui-match-controller-just-changed-look-again-3a8302 = { $place } è appena cambiata: guarda di nuovo.

## NewGameDialog

ui-new-game-dialog-human-94f99d = Umano
ui-new-game-dialog-bot-easy-d8ab3c = Bot: facile
ui-new-game-dialog-bot-normal-4f9f4f = Bot: normale
ui-new-game-dialog-bot-hard-d3cc5b = Bot: difficile
ui-new-game-dialog-easy-4311df = Facile
ui-new-game-dialog-normal-d8f799 = Normale
ui-new-game-dialog-hard-70465b = Difficile
# formatted: {seconds:g}
ui-new-game-dialog-about-one-tile-every-7fcfba = { $level }: circa una tessera ogni { $seconds } s
ui-new-game-dialog-player-882482 = Giocatore { $n }
ui-new-game-dialog-new-game-169c62 = Nuova partita
ui-new-game-dialog-game-2cb0e1 = &Gioco
ui-new-game-dialog-players-e253fc = Gioca&tori
ui-new-game-dialog-seats-b1d1b9 = Posti
# formatted: {seconds:g}
ui-new-game-dialog-s-a-move-5e3c32 = { $seconds } s a mossa
ui-new-game-dialog-hard-bots-and-hints-a775b1 = I bot difficili e i suggerimenti &pensano
ui-new-game-dialog-options-b56881 = Opzioni
ui-new-game-dialog-teach-mode-highlight-every-e2b2a3 = &Modalità didattica: evidenzia ogni mossa consentita e la spiega
ui-new-game-dialog-random-064177 = a caso
ui-new-game-dialog-seed-optional-replays-the-2663d4 = &Seme (facoltativo, ripete la stessa distribuzione)
ui-new-game-dialog-start-50983c = &Inizia
ui-new-game-dialog-bots-play-in-real-43835c = I bot giocano in tempo reale:
ui-new-game-dialog-seat-name-82b099 = Nome del posto { $n }
ui-new-game-dialog-seat-player-c39c24 = Giocatore del posto { $n }
ui-new-game-dialog-seat-834486 = Posto { $n }
ui-new-game-dialog-the-seed-must-be-9e0fdc = Il seme deve essere un numero intero (o vuoto).

## OnlineChat

ui-online-chat-say-something-689408 = Scrivi qualcosa…
ui-online-chat-a-line-to-everyone-96079a = Una riga per tutti al tavolo (Invio la manda)
ui-online-chat-chat-597a0d = Chat
ui-online-chat-send-77b46c = Invia

## OnlineController

ui-online-controller-the-table-changed-meanwhile-44a4a7 = il tavolo è cambiato nel frattempo: eccolo com'è ora
ui-online-controller-it-is-not-your-1d98de = non è il tuo turno
ui-online-controller-too-many-moves-at-f54024 = troppe mosse insieme: rallenta
ui-online-controller-the-game-is-over-bc5e22 = la partita è finita
ui-online-controller-spectators-watch-they-cannot-037b2e = gli spettatori guardano: non possono giocare
ui-online-controller-the-server-cannot-store-941550 = il server ora non può salvare le mosse: riprova tra un momento
ui-online-controller-the-server-refused-the-64decb = Il server ha rifiutato la mossa: { $reason }
ui-online-controller-sending-your-move-8b0032 = Invio della tua mossa…
ui-online-controller-waiting-for-the-server-06b17a = In attesa del server…
ui-online-controller-away-4afba3 = { " " }(assente)
ui-online-controller-waiting-for-a7a4c1 = In attesa di { $names }…
ui-online-controller-an-online-game-is-1fc172 = una partita online si salva quando è finita
ui-online-controller-the-server-sent-a-a235f4 = Il server ha inviato un messaggio che questa app non sa leggere (dettaglio tecnico: { $reason })
ui-online-controller-the-server-sent-a-df4cc8 = Il server ha inviato un tavolo che questa app non sa leggere (dettaglio tecnico: { $reason })
ui-online-controller-everyone-asked-for-a-638db7 = Tutti hanno chiesto la rivincita: si apre il nuovo tavolo…
ui-online-controller-rematch-asked-by-waiting-7e08c9 = Rivincita chiesta da { $asked }; si aspetta { $waiting }.
ui-online-controller-the-server-sent-no-c181a6 = il server non ha inviato la registrazione della partita
ui-online-controller-the-game-s-record-1bacf5 = La registrazione della partita non si riproduce: { $reason }
ui-online-controller-disconnected-from-the-table-9fb9fb = Disconnesso dal tavolo: { $reason }
ui-online-controller-the-game-is-over-38f15b = La partita è finita: hai abbandonato.
ui-online-controller-the-game-is-over-2bd580 = La partita è finita: { $name } ha abbandonato.
ui-online-controller-the-game-is-over-9048a3 = La partita è finita: { $scores }.
ui-online-controller-spectator-de93a0 = Spettatore
ui-online-controller-player-001836 = Giocatore { $n }
ui-online-controller-the-server-sent-a-5c7100 = Il server ha inviato un tavolo che questa app non sa leggere.

## OnlineDialog

ui-online-dialog-friend-3ee353 = Amico
ui-online-dialog-bot-normal-7e42c6 = Bot: normale
ui-online-dialog-a-game-hosted-on-94d590 = Una partita ospitata su questo computer ne conserva i segreti su questo computer: ogni mano e il seme che decide ogni pescata sono nel suo database, quindi chi usa questo computer potrebbe guardarli. Per una partita in cui nessuno può sbirciare, giocate su un server che nessuno dei giocatori gestisce.
ui-online-dialog-the-name-your-friends-fea9b9 = Il nome che i tuoi amici vedono al tavolo
ui-online-dialog-no-server-answers-at-ef4a8e = nessun server risponde a { $server }
ui-online-dialog-a-code-has-8-f9c07c = un codice ha 8 lettere e cifre, come K7QF-M2XD
ui-online-dialog-a-code-holds-only-57ddcf = un codice ha solo lettere e cifre, e nessuna U
ui-online-dialog-a-server-address-is-7c00e4 = l'indirizzo di un server è HOST:PORTA, come 192.168.1.20:8765
ui-online-dialog-no-table-waits-for-63f1bf = nessun tavolo aspetta questo codice: forse è scritto male, già usato o scaduto
ui-online-dialog-too-many-codes-tried-436996 = troppi codici provati: aspetta un minuto e riprova
ui-online-dialog-host-online-game-dd17e4 = Ospita una partita online
ui-online-dialog-game-6ac30e = &Gioco
ui-online-dialog-players-a0ec0b = Gi&ocatori
ui-online-dialog-your-name-794d0f = Il tuo &nome
ui-online-dialog-seats-cb8614 = Posti
ui-online-dialog-options-17d240 = Opzioni
ui-online-dialog-invite-links-send-each-8dbb43 = Link di invito: manda a ogni amico il suo, in privato
ui-online-dialog-open-the-table-a67efa = &Apri il tavolo
ui-online-dialog-where-the-table-is-82cdbe = Dove si trova il tavolo
ui-online-dialog-on-this-computer-at-a7a157 = Su &questo computer, all'indirizzo
ui-online-dialog-on-a-server-9ff0e3 = Su un &server
ui-online-dialog-the-address-friends-reach-2e3b40 = L'indirizzo a cui gli amici raggiungono questo computer (127.0.0.1: solo questo computer)
ui-online-dialog-any-free-port-8f5553 = una porta libera qualsiasi
ui-online-dialog-ws-host-port-4b15e3 = ws://HOST:PORTA
ui-online-dialog-the-server-s-host-5aa53c = la chiave dell'host del server
ui-online-dialog-seat-6a2d55 = Posto { $n }
ui-online-dialog-a-server-address-starts-0eed42 = Un indirizzo di server inizia con ws:// o wss://
ui-online-dialog-the-table-could-not-1bdd66 = Non è stato possibile aprire il tavolo: { $reason }
ui-online-dialog-no-short-codes-de4de5 = Nessun codice breve: { $reason }
ui-online-dialog-bot-1d77c1 = Bot { $n }
ui-online-dialog-friend-15ca5e = Amico { $n }
ui-online-dialog-joined-811e34 = { $name } ha preso il posto
ui-online-dialog-copy-baca7e = &Copia
ui-online-dialog-short-code-for-seat-71904b = Codice breve per il posto { $n }
ui-online-dialog-a-friend-can-type-958190 = Un amico può scriverlo in Unisciti al posto del link; vale una volta sola
ui-online-dialog-cop-y-code-4acb3c = Copia codi&ce
ui-online-dialog-no-friend-s-seat-47da35 = Nessun posto per amici: nessun link da mandare.
ui-online-dialog-c-opy-2e9800 = C&opia
ui-online-dialog-to-watch-4483d8 = Per guardare
ui-online-dialog-join-online-game-550b52 = Unisciti a una partita online
ui-online-dialog-chroma-host-port-table-cf134c = chroma://HOST:PORT/TABLE?seat=… o K7QF-M2XD
ui-online-dialog-invite-link-or-code-a563ff = &Link di invito o codice
ui-online-dialog-paste-43d371 = &Incolla
ui-online-dialog-host-port-0fded5 = HOST:PORTA
ui-online-dialog-where-a-code-is-1ec0f5 = Dove si cerca un codice (un link, o un codice scritto CODICE@HOST:PORTA, nomina il proprio server)
ui-online-dialog-server-for-a-code-0fe7df = &Server per un codice
ui-online-dialog-join-6061be = &Unisciti
ui-online-dialog-this-is-neither-an-4e1a12 = Questo non è né un link di invito né un codice: { $reason }
ui-online-dialog-looking-the-code-up-a8575a = Cerco il codice…
ui-online-dialog-this-is-not-an-6e7778 = Questo non è un link di invito: { $reason }
ui-online-dialog-connecting-c8a475 = Connessione…
ui-online-dialog-could-not-join-d228eb = Non è stato possibile unirsi: { $reason }
ui-online-dialog-address-on-this-computer-556175 = Indirizzo su questo computer
ui-online-dialog-port-7a112d = Porta
ui-online-dialog-server-address-e5f91e = Indirizzo del server
ui-online-dialog-server-s-host-key-fb6a1c = Chiave dell'host del server

## OnlineGames

ui-online-games-my-online-games-15862e = Le mie partite online
ui-online-games-no-online-game-yet-77b2e2 = Ancora nessuna partita online: ospitane una, o unisciti a una con un link di invito.
ui-online-games-watching-3c8f50 = da spettatore
ui-online-games-seat-a3478e = posto { $n }
ui-online-games-rejoin-7b9ac8 = &Rientra
ui-online-games-copy-friends-links-7d4754 = &Copia i link degli amici
ui-online-games-seat-e5ab1f = Posto { $n }: { $link }
ui-online-games-this-computer-cannot-serve-b7994a = Questo computer non può servire di nuovo il tavolo: { $reason }

## ReferencePictures

ui-reference-pictures-the-table-of-a-2417d8 = Il tavolo di una partita a { $players } giocatori, dopo qualche turno
ui-reference-pictures-a-die-of-each-01b442 = Un dado per colore, ognuno su una delle sue facce
ui-reference-pictures-the-six-faces-of-417aac = Le sei facce di un dado { $colour }: escono più spesso il suo colore e quelli vicini
ui-reference-pictures-a-sheet-a-few-0fb581 = Una scheda, con qualche sezione colorata
ui-reference-pictures-rank-cards-e39aaf = Carte di rango { $rank }
ui-reference-pictures-tiles-each-side-shows-e27059 = Tessere: ogni lato mostra un inchiostro a un segno
ui-reference-pictures-a-k-tile-black-5b8b87 = Una tessera K: nera, combacia con ogni segno di ogni inchiostro
ui-reference-pictures-a-chameleon-card-of-f59855 = Una carta Camaleonte per colore
ui-reference-pictures-joker-golden-joker-newer-b6c8bf = Jolly, Jolly Dorato (nuova edizione), carta "+2" e carta Ultimo Round

## ResultsDialog

ui-results-dialog-and-e02df0 = { " " }e{ " " }
ui-results-dialog-nobody-at-the-table-228339 = Nessuno al tavolo vince
ui-results-dialog-you-win-d3b97a = Hai vinto!
ui-results-dialog-win-abdfb8 = Vincono { $names }!
ui-results-dialog-wins-bcec9c = Vince { $name }!
ui-results-dialog-you-resigned-d2376c = Hai abbandonato
ui-results-dialog-resigned-81c0a0 = { $name } ha abbandonato
ui-results-dialog-the-game-ended-there-c4cc17 = La partita è finita lì, prima del conteggio dei punti.
ui-results-dialog-the-game-ended-there-2998cb = La partita è finita lì: i punteggi com'erano, senza vincitori.
ui-results-dialog-results-c07e82 = Risultati
ui-results-dialog-place-892e6d = Posto
ui-results-dialog-player-6f7992 = Giocatore
ui-results-dialog-points-1018ca = Punti
ui-results-dialog-ranking-7ce4f2 = Classifica
ui-results-dialog-for-3563c7 = Voce
ui-results-dialog-s-score-301568 = Il punteggio di { $name }
ui-results-dialog-winner-8b44ee = { $name }, vincitore
ui-results-dialog-your-score-2c5c9f = Il tuo punteggio
ui-results-dialog-not-added-to-the-b814fa = Non sommato al punteggio: ha deciso i posti
ui-results-dialog-score-34c595 = Punteggio
ui-results-dialog-figures-in-decided-the-b69abf = I numeri tra ( ) hanno deciso i posti e non si sommano.
ui-results-dialog-review-game-1a80bf = &Rivedi la partita
ui-results-dialog-step-through-the-game-ce78fc = Ripercorri la partita mossa per mossa (tasti freccia)
ui-results-dialog-new-game-0b5a9b = &Nuova partita…
ui-results-dialog-re-match-b9d1b3 = Ri&vincita
ui-results-dialog-the-same-game-and-52b758 = Stesso gioco e stessi giocatori, una nuova distribuzione
ui-results-dialog-close-240ed1 = &Chiudi

## RulesReference

ui-rules-reference-goal-a85890 = Scopo del gioco
ui-rules-reference-components-c63633 = Componenti
ui-rules-reference-a-turn-05d54b = Un turno
ui-rules-reference-scoring-winning-20f847 = Punteggio / vittoria
ui-rules-reference-end-of-the-game-176eb6 = Fine della partita
ui-rules-reference-keyboard-and-mouse-25bfa0 = Tastiera e mouse
ui-rules-reference-where-the-rulebook-is-3ab6dd = Dove il regolamento non è chiaro, Aiuto → Interpretazioni delle regole ne mostra le parole e l'interpretazione con cui gioca l'app.
ui-rules-reference-how-to-play-213056 = Come si gioca
ui-rules-reference-game-6af31d = Gioco:
ui-rules-reference-the-rules-reference-of-f53b5a = Le regole di { $game } non si possono mostrare: { $reason }

## RulingsDialog

ui-rulings-dialog-where-the-rulebook-is-4d3543 = Dove il regolamento non è chiaro, tace, è danneggiato o si contraddice: le sue parole e l'interpretazione con cui gioca questa app. Un'interpretazione indicata come opzione si può cambiare quando prepari una nuova partita.
ui-rulings-dialog-the-rulebook-is-unclear-6830ce = Il regolamento non è chiaro
ui-rulings-dialog-the-rulebook-is-silent-be59ec = Il regolamento non ne parla
ui-rulings-dialog-the-rulebook-contradicts-its-0fd596 = Il regolamento si contraddice
ui-rulings-dialog-the-rulebook-s-text-355ff2 = Il testo del regolamento è danneggiato
ui-rulings-dialog-a-value-this-ruling-8653f9 = (un valore che questa interpretazione non descrive)
ui-rulings-dialog-this-reading-is-not-808fe5 = Questa versione del gioco non offre questa lettura come opzione.
ui-rulings-dialog-set-up-option-b-49e050 = Opzione di preparazione <b>{ $label }</b> nella finestra Nuova partita.
ui-rulings-dialog-the-app-s-reading-17531c = l'interpretazione dell'app
ui-rulings-dialog-not-the-app-s-3b8a8e = non l'interpretazione abituale dell'app
ui-rulings-dialog-in-this-game-b92b82 = In questa partita: { $value }
ui-rulings-dialog-other-reading-80196b = Altra interpretazione
ui-rulings-dialog-other-readings-5f1881 = Altre interpretazioni
ui-rulings-dialog-default-915ab5 = Predefinita: { $value }
ui-rulings-dialog-also-offered-9c40af = Offerte anche
ui-rulings-dialog-in-english-f6ceab = In inglese: { $words }
ui-rulings-dialog-not-offered-4e9e0e = Non offerte: { $readings }
ui-rulings-dialog-no-rulings-are-recorded-da8779 = Non ci sono interpretazioni registrate per { $game }.
ui-rulings-dialog-the-rulebook-says-977fa6 = Il regolamento dice
ui-rulings-dialog-the-app-s-reading-291027 = L'interpretazione dell'app
ui-rulings-dialog-rulings-8827dc = Interpretazioni delle regole
ui-rulings-dialog-game-4a51c4 = Gioco:
ui-rulings-dialog-b-b-the-game-3a45c5 = <b>{ $game }</b>: il gioco sul tavolo
ui-rulings-dialog-the-rulings-cannot-be-b04b45 = Le interpretazioni non si possono mostrare: { $reason }

## Seats

ui-seats-you-40241e = Tu

## SessionLink

ui-session-link-that-server-has-no-7ce063 = quel server non ha questo tavolo
ui-session-link-the-link-s-seat-de2feb = il posto del link non è di quel tavolo
ui-session-link-that-server-plays-other-3ab113 = quel server usa altre regole: aggiorna l'app
ui-session-link-too-much-was-sent-123911 = troppi messaggi inviati troppo in fretta
ui-session-link-the-server-could-not-65ca50 = il server non ha potuto leggere ciò che l'app ha inviato
ui-session-link-a-spectator-watches-and-d61f8a = uno spettatore guarda e non può giocare
ui-session-link-that-game-is-over-6b47df = quella partita è finita
ui-session-link-the-code-is-not-71ec7f = il codice non è valido
ui-session-link-the-server-cannot-read-319be9 = il server ora non riesce a leggere né a salvare i suoi tavoli: riprova tra un momento
ui-session-link-that-table-has-as-ff79ae = quel tavolo ha già tutti gli spettatori che può accogliere: riprova più tardi
ui-session-link-the-table-changed-meanwhile-b7578d = il tavolo nel frattempo è cambiato
ui-session-link-it-is-not-that-af8204 = non è il turno di quel posto
ui-session-link-the-rules-do-not-72bea6 = ora le regole non lo permettono
ui-session-link-the-server-refused-technical-707fa6 = il server ha rifiutato (dettaglio tecnico: { $why })
ui-session-link-the-server-cannot-be-3ff69f = il server non è raggiungibile (dettaglio tecnico: { $why })

## SidePanel

ui-side-panel-hint-h-448477 = &Suggerisci (H)
ui-side-panel-hint-625661 = &Suggerisci
ui-side-panel-undo-ff2b4d = Annulla
ui-side-panel-redo-60b5fc = Ripeti
ui-side-panel-what-to-do-now-f81684 = Cosa fare ora
ui-side-panel-why-not-and-hints-37be4f = Perché no, e suggerimenti
ui-side-panel-game-log-dea778 = Diario della partita
ui-side-panel-teach-mode-96581e = &Modalità didattica
ui-side-panel-results-4ba09c = Risultati…
ui-side-panel-review-game-c612c8 = Rivedi la partita
ui-side-panel-first-move-home-be991e = Prima mossa (Home)
ui-side-panel-back-one-move-left-5d02e4 = Indietro di una mossa (Sinistra)
ui-side-panel-forward-one-move-right-803b6d = Avanti di una mossa (Destra)
ui-side-panel-last-move-end-e42dd1 = Ultima mossa (Fine)
ui-side-panel-leave-review-3f4bbd = Esci dalla revisione
ui-side-panel-more-about-these-moves-876dbb = Altro su queste mosse
ui-side-panel-teach-mode-every-open-2a4ad8 = Modalità didattica: ogni mossa possibile e perché
ui-side-panel-fewer-words-705c50 = Meno parole

## StartPage

ui-start-page-resume-last-game-14bccc = &Riprendi l'ultima partita
ui-start-page-1-player-3af3f9 = 1 giocatore
ui-start-page-players-068ed0 = { $n } giocatori
ui-start-page-after-1-move-afd9d8 = dopo 1 mossa
ui-start-page-after-moves-7946d0 = dopo { $n } mosse
ui-start-page-resume-d036fa = &Riprendi { $game }
ui-start-page-start-page-852d77 = Pagina iniziale
ui-start-page-colour-games-at-your-5f1d9d = Giochi di colori alla tua scrivania: sfida amici o bot, oppure impara le regole.
ui-start-page-new-game-1a0689 = &Nuova partita…
ui-start-page-open-saved-game-d59f5c = &Apri una partita salvata…
ui-start-page-learn-the-rules-2fcc53 = &Impara le regole…
ui-start-page-short-lessons-on-the-11bea1 = Brevi lezioni sul tavolo, una regola alla volta
ui-start-page-learn-the-rules-9b0700 = Impara le regole
ui-start-page-join-online-game-7aaf2a = &Unisciti a una partita online…
ui-start-page-sit-at-a-friend-cbae36 = Siediti al tavolo di un amico con il link o il codice d'invito che ti ha mandato
ui-start-page-games-fc6097 = Giochi
ui-start-page-players-9c49fa = { $least }–{ $most } giocatori
ui-start-page-new-game-6de2fc = Nuova partita di { $game }
ui-start-page-the-last-game-is-011177 = L'ultima partita è finita: non c'è niente da riprendere

## TableView

ui-table-view-game-table-d89bea = Tavolo da gioco

## TeachWords

ui-teach-words-new-to-lesson-a7784d = Non conosci ancora { $topic }? Lezione: { $title }
ui-teach-words-and-more-kinds-of-e164cd = • e altri { $n } tipi di mossa
ui-teach-words-teach-mode-the-lit-fd6cd4 = Modalità didattica: i punti illuminati mostrano ogni mossa consentita.
ui-teach-words-teach-mode-one-move-6adc51 = Modalità didattica: c'è una mossa possibile:
ui-teach-words-teach-mode-moves-are-76b9d4 = Modalità didattica: ci sono { $n } mosse possibili:

## TurnNotice

ui-turn-notice-over-e45435 = finita
ui-turn-notice-your-turn-b4ad73 = tocca a te
ui-turn-notice-waiting-for-48952b = si aspetta { $names }
ui-turn-notice-go-to-the-table-669629 = &Vai al tavolo
ui-turn-notice-dismiss-cbb4ab = Chiudi
ui-turn-notice-your-turn-at-with-2a9f61 = Tocca a te a { $game } con { $names }
ui-turn-notice-your-turn-at-6281eb = Tocca a te a { $game }
ui-turn-notice-player-6dc041 = Giocatore { $n }
ui-announcer-the-game-is-over-c997b2 = La partita è finita.

## SpokenWords

ui-spoken-words-of-8c2059 = { $done } di { $total }
ui-spoken-words-vp-victory-point-victory-ca3165 = PV: punto vittoria, punti vittoria
