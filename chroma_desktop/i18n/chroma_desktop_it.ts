<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>AccessibleTable</name>
    <message>
        <source>Area</source>
        <translation>Zona</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Pezzo</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Carta coperta</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>in {place}</source>
        <translation>in {place}</translation>
    </message>
    <message>
        <source>Moves: {moves}</source>
        <translation>Mosse: {moves}</translation>
    </message>
    <message>
        <source>Taken along in: {moves}</source>
        <translation>Presa insieme in: {moves}</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>Left out: {count}.</source>
        <translation>Tralasciate: {count}.</translation>
    </message>
    <message>
        <source>No move yet.</source>
        <translation>Ancora nessuna mossa.</translation>
    </message>
    <message>
        <source>This game&apos;s scores are counted at the end.</source>
        <translation>In questo gioco i punti si contano alla fine.</translation>
    </message>
    <message>
        <source>Scores: {scores}.</source>
        <translation>Punti: {scores}.</translation>
    </message>
    <message>
        <source>The game is over. Won: {winners}. Scores: {scores}.</source>
        <translation>La partita è finita. Vince: {winners}. Punti: {scores}.</translation>
    </message>
    <message>
        <source>The game is over. Scores: {scores}.</source>
        <translation>La partita è finita. Punti: {scores}.</translation>
    </message>
</context>
<context>
    <name>BestMoves</name>
    <message>
        <source>the only move</source>
        <translation>l&apos;unica mossa</translation>
    </message>
    <message>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>(best)</source>
        <translation>(la migliore)</translation>
    </message>
    <message>
        <source>(not surely better than 1: fewer games or within chance)</source>
        <translation>(non sicuramente migliore della 1: meno partite o una differenza dovuta al caso)</translation>
    </message>
    <message>
        <source>From {n} playouts. Click to play it.</source>
        <translation>Da {n} partite simulate. Clicca per giocarla.</translation>
    </message>
    <message>
        <source>Click to play it.</source>
        <translation>Clicca per giocarla.</translation>
    </message>
    <message>
        <source>Best moves</source>
        <translation>Mosse migliori</translation>
    </message>
    <message>
        <source>Win chances from the Hard bot&apos;s search. Enter plays the first; click a move to play it.</source>
        <translation>Probabilità di vittoria secondo la ricerca del bot difficile. Invio gioca la prima; clicca una mossa per giocarla.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Sto pensando…</translation>
    </message>
</context>
<context>
    <name>ChromaCubesTable</name>
    <message>
        <source>⇄ trade</source>
        <translation>⇄ scambio</translation>
    </message>
    <message>
        <source>Sheets at the end</source>
        <translation>Le schede alla fine</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>Scoring chart</source>
        <translation>Tabella dei punti</translation>
    </message>
    <message>
        <source>goal {n}</source>
        <translation>obiettivo {n}</translation>
    </message>
    <message>
        <source> · extra die at {scores}</source>
        <translation> · dado extra a {scores}</translation>
    </message>
    <message>
        <source>unlocked: works by itself</source>
        <translation>sbloccato: agisce da solo</translation>
    </message>
    <message>
        <source>unlocked: used this round</source>
        <translation>sbloccato: usato in questo round</translation>
    </message>
    <message>
        <source>unlocked: drop a die here to use it</source>
        <translation>sbloccato: trascina qui un dado per usarlo</translation>
    </message>
    <message>
        <source>Lock {lock} · {power}</source>
        <translation>Lucchetto {lock} · {power}</translation>
    </message>
    <message>
        <source>stuck</source>
        <translation>bloccato</translation>
    </message>
    <message>
        <source>{n} to use</source>
        <translation>{n} da usare</translation>
    </message>
    <message>
        <source> · {n} used</source>
        <translation> · {n} usati</translation>
    </message>
    <message>
        <source> · {n} stuck</source>
        <translation> · {n} bloccati</translation>
    </message>
    <message>
        <source>Your active dice</source>
        <translation>I tuoi dadi attivi</translation>
    </message>
    <message>
        <source>used:</source>
        <translation>usati:</translation>
    </message>
    <message>
        <source>End my turn</source>
        <translation>Fine del mio turno</translation>
    </message>
    <message>
        <source>Your reserve</source>
        <translation>La tua riserva</translation>
    </message>
    <message>
        <source>{n} of {most}</source>
        <translation>{n} di {most}</translation>
    </message>
    <message>
        <source>End my round</source>
        <translation>Fine del mio round</translation>
    </message>
    <message>
        <source>trade stone: drop an unused die on a stock die</source>
        <translation>pietra di scambio: trascina un dado non usato su un dado della scorta</translation>
    </message>
    <message>
        <source>trade on a trade stone&apos;s turn</source>
        <translation>si scambia nel turno di una pietra di scambio</translation>
    </message>
    <message>
        <source>Trade stock</source>
        <translation>Scorta di scambio</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Attivi</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Riserva</translation>
    </message>
    <message>
        <source>choose the next cairn: click it</source>
        <translation>scegli il prossimo cairn: cliccalo</translation>
    </message>
    <message>
        <source>filled, egg in time: +1</source>
        <translation>completo, uovo in tempo: +1</translation>
    </message>
    <message>
        <source>filled</source>
        <translation>completo</translation>
    </message>
    <message>
        <source>now: stone {n}</source>
        <translation>ora: pietra {n}</translation>
    </message>
    <message>
        <source>Cairn {n} · {egg}</source>
        <translation>Cairn {n} · {egg}</translation>
    </message>
    <message>
        <source>{figure}, worth {value}</source>
        <translation>{figure}, vale {value}</translation>
    </message>
    <message>
        <source>{section}, {need}, coloured</source>
        <translation>{section}, {need}, colorata</translation>
    </message>
    <message>
        <source>{section}, {need}</source>
        <translation>{section}, {need}</translation>
    </message>
    <message>
        <source>{die}, showing {symbols}</source>
        <translation>{die}, che mostra {symbols}</translation>
    </message>
</context>
<context>
    <name>ChromaMixTable</name>
    <message>
        <source>Refill</source>
        <translation>Ricarica</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Scambia</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fatto</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Salta</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarti</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>play:</source>
        <translation>in gioco:</translation>
    </message>
    <message>
        <source>hand:</source>
        <translation>in mano:</translation>
    </message>
    <message>
        <source>tucked:</source>
        <translation>infilate sotto:</translation>
    </message>
    <message>
        <source>Cards at the end</source>
        <translation>Le carte alla fine</translation>
    </message>
    <message>
        <source>Confident Billy</source>
        <translation>Billy il Sicuro</translation>
    </message>
    <message>
        <source>Win card: {card}</source>
        <translation>Carta vittoria: {card}</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Riserva</translation>
    </message>
    <message>
        <source>Rank {rank} market</source>
        <translation>Mercato rango {rank}</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>La tua mano</translation>
    </message>
    <message>
        <source>Tucked under Mustard</source>
        <translation>Infilate sotto Senape</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>non noto</translation>
    </message>
    <message>
        <source>met</source>
        <translation>raggiunta</translation>
    </message>
    <message>
        <source>{done} of {parts} done</source>
        <translation>{done} di {parts} fatte</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>non iniziata</translation>
    </message>
    <message>
        <source>Rank {rank} deck, cards left: {count}</source>
        <translation>Mazzo rango {rank}, carte rimaste: {count}</translation>
    </message>
    <message>
        <source>Rank {rank} discard pile, empty</source>
        <translation>Scarti rango {rank}, vuoti</translation>
    </message>
    <message>
        <source>Rank {rank} discard pile, cards: {count}</source>
        <translation>Scarti rango {rank}, carte: {count}</translation>
    </message>
</context>
<context>
    <name>CmykTable</name>
    <message>
        <source>Pile {n}</source>
        <translation>Pila {n}</translation>
    </message>
    <message>
        <source>Tile in hand</source>
        <translation>Tessera in mano</translation>
    </message>
    <message>
        <source>Your last tile</source>
        <translation>La tua ultima tessera</translation>
    </message>
    <message>
        <source>Mosaics at the end</source>
        <translation>I mosaici alla fine</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>coperta</translation>
    </message>
    <message>
        <source>deck {n}</source>
        <translation>mazzo {n}</translation>
    </message>
    <message>
        <source>game {n}</source>
        <translation>partita {n}</translation>
    </message>
    <message>
        <source>Public objectives</source>
        <translation>Obiettivi pubblici</translation>
    </message>
    <message>
        <source>Counts for everyone: {objective}.</source>
        <translation>Vale per tutti: {objective}.</translation>
    </message>
    <message>
        <source>Cancelled by the next card.</source>
        <translation>Annullato dalla carta successiva.</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>fermo</translation>
    </message>
    <message>
        <source>Each side shows its ink in % (on small tiles: {glyphs})  ·  {mark} the initial tile  ·  K-tiles match any mark of their ink</source>
        <translation>Ogni lato mostra il suo inchiostro in % (sulle tessere piccole: {glyphs})  ·  {mark} la tessera iniziale  ·  le tessere K combaciano con ogni segno del loro inchiostro</translation>
    </message>
    <message>
        <source>For your left neighbour</source>
        <translation>Per il vicino a sinistra</translation>
    </message>
    <message>
        <source>Click or R turns it</source>
        <translation>Clic o R la ruota</translation>
    </message>
    <message>
        <source>It turns to fit</source>
        <translation>Ruota per combaciare</translation>
    </message>
    <message>
        <source>Put back on pile {n}</source>
        <translation>Rimetti sulla pila {n}</translation>
    </message>
    <message>
        <source>Put back</source>
        <translation>Rimetti a posto</translation>
    </message>
    <message>
        <source>Discard K-tile</source>
        <translation>Scarta la tessera K</translation>
    </message>
    <message>
        <source>Stop taking tiles</source>
        <translation>Smetti di prendere</translation>
    </message>
    <message>
        <source>Click a pile, then drag its tile onto a lit space.</source>
        <translation>Clicca una pila e trascina la tessera dove è acceso.</translation>
    </message>
    <message>
        <source>not dealt yet</source>
        <translation>non ancora distribuito</translation>
    </message>
    <message>
        <source>Your private objective</source>
        <translation>Il tuo obiettivo privato</translation>
    </message>
    <message>
        <source>Your score if the game ended now</source>
        <translation>Il tuo punteggio se la partita finisse ora</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>ancora niente</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>nascosto</translation>
    </message>
    <message>
        <source>private: {objective}</source>
        <translation>privato: {objective}</translation>
    </message>
</context>
<context>
    <name>ColorettoTable</name>
    <message>
        <source>Golden</source>
        <translation>Dorato</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Ultimo Round</translation>
    </message>
    <message>
        <source>Row {n}</source>
        <translation>Fila {n}</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Pesca</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>drawn card</source>
        <translation>carta pescata</translation>
    </message>
    <message>
        <source>This is the last round</source>
        <translation>Questo è l&apos;ultimo round</translation>
    </message>
</context>
<context>
    <name>GameManifest</name>
    <message>
        <source>Collect chameleons in three colours, and no more.</source>
        <translation>Colleziona camaleonti di tre colori, e non di più.</translation>
    </message>
    <message>
        <source>Print, mix and refill pigment cards; race to a win condition.</source>
        <translation>Stampa, miscela e ricarica carte pigmento: corri alla vittoria.</translation>
    </message>
    <message>
        <source>Roll dice and colour your picture, section by section.</source>
        <translation>Tira i dadi e colora il tuo disegno, sezione per sezione.</translation>
    </message>
    <message>
        <source>Grab triangle tiles in real time and build matching mosaics.</source>
        <translation>Afferra tessere triangolari al volo e componi mosaici.</translation>
    </message>
</context>
<context>
    <name>GameOption</name>
    <message>
        <source>Edition</source>
        <translation>Edizione</translation>
    </message>
    <message>
        <source>original: 3 jokers, 15 cards under the last-round card, starting colours dealt; newer: golden joker, 16 cards under, starting colours chosen</source>
        <translation>originale: 3 Jolly, 15 carte sotto la carta Ultimo Round, colori iniziali distribuiti; nuova: Jolly Dorato, 16 carte sotto, colori iniziali scelti</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>Originale</translation>
    </message>
    <message>
        <source>Newer</source>
        <translation>Nuova</translation>
    </message>
    <message>
        <source>Scoring side</source>
        <translation>Lato del punteggio</translation>
    </message>
    <message>
        <source>brown: 1/3/6/10/15/21; purple (difficult): 1/4/8/7/6/5</source>
        <translation>marrone: 1/3/6/10/15/21; viola (difficile): 1/4/8/7/6/5</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Marrone</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Viola</translation>
    </message>
    <message>
        <source>Colours removed (2-3 players)</source>
        <translation>Colori rimossi (2-3 giocatori)</translation>
    </message>
    <message>
        <source>random: the colours set aside with 2 or 3 players are drawn at random; chosen: player 1 chooses them (the Italian rulebook&apos;s &apos;a colour of your choice&apos;)</source>
        <translation>a caso: i colori messi da parte in 2 o 3 giocatori sono estratti a caso; scelti: li sceglie il giocatore 1 (il regolamento italiano dice «un colore a tua scelta»)</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>A caso</translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation>Scelti</translation>
    </message>
    <message>
        <source>Tie-break (newer edition)</source>
        <translation>Spareggio (nuova edizione)</translation>
    </message>
    <message>
        <source>Not counted</source>
        <translation>Non contati</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Contati</translation>
    </message>
    <message>
        <source>Variable win card</source>
        <translation>Carta vittoria variabile</translation>
    </message>
    <message>
        <source>random (rulebook step 4), one card chosen, or none (the rulebook&apos;s &apos;skip on first play&apos;)</source>
        <translation>a caso (passo 4 del regolamento), una carta scelta, oppure nessuna (il regolamento: «saltala alla prima partita»)</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <translation>Borgogna</translation>
    </message>
    <message>
        <source>Mustard</source>
        <translation>Senape</translation>
    </message>
    <message>
        <source>Petrol</source>
        <translation>Petrolio</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuna</translation>
    </message>
    <message>
        <source>Burgundy&apos;s count</source>
        <translation>Il conteggio di Borgogna</translation>
    </message>
    <message>
        <source>rulebook: exactly 4 rank 1, 3 rank 2, 2 rank 3 and Burgundy; card: exactly Burgundy, 2 rank 3, 3 rank 2</source>
        <translation>regolamento: esattamente 4 di rango 1, 3 di rango 2, 2 di rango 3 e Borgogna; carta: esattamente Borgogna, 2 di rango 3, 3 di rango 2</translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation>Regolamento</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Key&apos;s extra actions</source>
        <translation>Le azioni extra di Key</translation>
    </message>
    <message>
        <source>normal: Key grants mix, refill and print in one turn once printed by your Print action (or in play as the turn began); any: also when printed by Violet, Lavender or Fuchsia (never by Orange)</source>
        <translation>normale: Key concede miscela, ricarica e stampa nello stesso turno se stampata con la tua azione Stampa (o già in gioco a inizio turno); qualsiasi: anche se stampata da Viola, Lavanda o Fucsia (mai da Arancione)</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Qualsiasi</translation>
    </message>
    <message>
        <source>Pear&apos;s card</source>
        <translation>La carta di Pera</translation>
    </message>
    <message>
        <source>newer edition, tied scores: the most cards of one colour wins. not counted: colour cards only; counted: jokers count in the colour they score for</source>
        <translation>nuova edizione, punteggi pari: vince chi ha più carte di uno stesso colore. non contati: solo le carte colore; contati: i Jolly contano nel colore per cui valgono</translation>
    </message>
    <message>
        <source>end of turn: each Pear adds its rank-1 card when your turn ends, if you printed; after print: as soon as your first print action has resolved, so it can be used later that turn</source>
        <translation>fine turno: ogni Pera aggiunge la sua carta di rango 1 alla fine del tuo turno, se hai stampato; dopo la stampa: appena la tua prima azione di stampa è risolta, così puoi usarla più avanti nel turno</translation>
    </message>
    <message>
        <source>End of turn</source>
        <translation>Fine turno</translation>
    </message>
    <message>
        <source>After print</source>
        <translation>Dopo la stampa</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Mani</translation>
    </message>
    <message>
        <source>hidden: others see only how many cards you hold; open: for teaching</source>
        <translation>nascoste: gli altri vedono solo quante carte hai; scoperte: per imparare</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Nascoste</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Scoperte</translation>
    </message>
    <message>
        <source>Solo difficulty</source>
        <translation>Difficoltà in solitario</translation>
    </message>
    <message>
        <source>solo only: Billy gets 0/2/4/6 starting turns (lowest: you go first)</source>
        <translation>solo in solitario: Billy riceve 0/2/4/6 turni iniziali (minima: inizi tu)</translation>
    </message>
    <message>
        <source>Lowest</source>
        <translation>Minima</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Scheda</translation>
    </message>
    <message>
        <source>the picture everyone colours: Cardinal, Dice, Dinosaurs, Dragon&apos;s Hoard, Easter Eggs, Gifts, Halloween Trio, Space Kittens, Stained Glass, Starry Night, The Scream</source>
        <translation>il disegno che tutti colorano: Cardinale, Dadi, Dinosauri, Il tesoro dei draghi, Uova di Pasqua, Regali, Trio di Halloween, Gattini spaziali, Vetrata, Notte stellata, L&apos;urlo</translation>
    </message>
    <message>
        <source>Cardinal</source>
        <translation>Cardinale</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dadi</translation>
    </message>
    <message>
        <source>Dinosaurs</source>
        <translation>Dinosauri</translation>
    </message>
    <message>
        <source>Dragons hoard</source>
        <translation>Il tesoro dei draghi</translation>
    </message>
    <message>
        <source>Easter eggs</source>
        <translation>Uova di Pasqua</translation>
    </message>
    <message>
        <source>Gifts</source>
        <translation>Regali</translation>
    </message>
    <message>
        <source>Halloween trio</source>
        <translation>Trio di Halloween</translation>
    </message>
    <message>
        <source>Space kittens</source>
        <translation>Gattini spaziali</translation>
    </message>
    <message>
        <source>Stained glass</source>
        <translation>Vetrata</translation>
    </message>
    <message>
        <source>Starry night</source>
        <translation>Notte stellata</translation>
    </message>
    <message>
        <source>The scream</source>
        <translation>L&apos;urlo</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modalità</translation>
    </message>
    <message>
        <source>standard: first to the sheet&apos;s threshold (alone: the score-attack); score attack: one player reaches the threshold in as few rounds as possible; cairn: the solo Easter Eggs cairn game (always on the Easter Eggs sheet)</source>
        <translation>standard: vince chi raggiunge per primo la soglia della scheda (da soli: a punteggio); a punteggio: un giocatore raggiunge la soglia nel minor numero di round; cairn: la partita in solitario con i cairn (sempre sulla scheda Uova di Pasqua)</translation>
    </message>
    <message>
        <source>per lock: the two sides of a superpower lock need different symbols, and another lock may use them again; all locks: every lock side a player colours needs a symbol they have used on no other lock side</source>
        <translation>per lucchetto: i due lati di un lucchetto superpotere richiedono simboli diversi, che un altro lucchetto può riusare; tutti i lucchetti: ogni lato di lucchetto che un giocatore colora richiede un simbolo non usato su nessun altro lato di lucchetto</translation>
    </message>
    <message>
        <source>single: one game; three games: 2 VP for first and 1 VP for second place over 3 games; total score: play until someone has 40 points in total</source>
        <translation>singola: una partita; tre partite: 2 PV al primo e 1 PV al secondo posto in 3 partite; punteggio totale: si gioca finché qualcuno ha 40 punti in totale</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Score attack</source>
        <translation>A punteggio</translation>
    </message>
    <message>
        <source>Cairn</source>
        <translation>Cairn</translation>
    </message>
    <message>
        <source>Dice faces</source>
        <translation>Facce dei dadi</translation>
    </message>
    <message>
        <source>which symbols share a face (both layouts are inferred and equally likely)</source>
        <translation>quali simboli condividono una faccia (entrambe le disposizioni sono dedotte e ugualmente probabili)</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Reserve activations</source>
        <translation>Attivazioni dalla riserva</translation>
    </message>
    <message>
        <source>one: each player activates at most one reserve die a round (two with the extra reserve move superpower); unlimited: as many as they like, but a die given to a reserve this round can be activated only from the next round (the extra reserve move superpower then adds nothing)</source>
        <translation>una: ogni giocatore attiva al massimo un dado della riserva per round (due con il superpotere mossa di riserva extra); illimitate: quanti ne vuole, ma un dado messo in riserva in questo round si può attivare solo dal round successivo (il superpotere mossa di riserva extra allora non aggiunge nulla)</translation>
    </message>
    <message>
        <source>One</source>
        <translation>Una</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Illimitate</translation>
    </message>
    <message>
        <source>Lock symbols</source>
        <translation>Simboli dei lucchetti</translation>
    </message>
    <message>
        <source>Per lock</source>
        <translation>Per lucchetto</translation>
    </message>
    <message>
        <source>All locks</source>
        <translation>Tutti i lucchetti</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Incontro</translation>
    </message>
    <message>
        <source>Single</source>
        <translation>Singola</translation>
    </message>
    <message>
        <source>Three games</source>
        <translation>Tre partite</translation>
    </message>
    <message>
        <source>Total score</source>
        <translation>Punteggio totale</translation>
    </message>
    <message>
        <source>Edge order</source>
        <translation>Ordine dei lati</translation>
    </message>
    <message>
        <source>fixed: every tile shows its inks clockwise in the printed order; free: a tile may also be laid flipped (mirrored order)</source>
        <translation>fisso: ogni tessera mostra i suoi inchiostri in senso orario nell&apos;ordine stampato; libero: una tessera si può posare anche capovolta (ordine a specchio)</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>Fisso</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Libero</translation>
    </message>
    <message>
        <source>Removal rule</source>
        <translation>Regola di rimozione</translation>
    </message>
    <message>
        <source>when nobody can place a pile&apos;s top tile, one tile goes per player: active: per player still taking tiles; all: per player, those who stopped too</source>
        <translation>quando nessuno può piazzare la tessera in cima a una pila, se ne rimuove una per giocatore: attivi: per ogni giocatore che prende ancora tessere; tutti: per ogni giocatore, anche chi si è fermato</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Attivi</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tutti</translation>
    </message>
</context>
<context>
    <name>HandOverPage</name>
    <message>
        <source>The table is hidden so that nobody sees another player&apos;s cards.</source>
        <translation>Il tavolo è nascosto perché nessuno veda le carte di un altro giocatore.</translation>
    </message>
    <message>
        <source>Pass the table to {name}</source>
        <translation>Passa il tavolo a {name}</translation>
    </message>
    <message>
        <source>I am {name}: show my table</source>
        <translation>Sono {name}: mostra il mio tavolo</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>Tab, arrows: move among the legal moves</source>
        <translation>Tab, frecce: passano da una mossa valida all&apos;altra</translation>
    </message>
    <message>
        <source>Enter or Space: play the highlighted move</source>
        <translation>Invio o Spazio: gioca la mossa evidenziata</translation>
    </message>
    <message>
        <source>Esc: cancel</source>
        <translation>Esc: annulla</translation>
    </message>
    <message>
        <source>H: hint</source>
        <translation>H: suggerimento</translation>
    </message>
    <message>
        <source>Z: enlarge the highlighted card</source>
        <translation>Z: ingrandisce la carta evidenziata</translation>
    </message>
    <message>
        <source>R: turn the tile (the next move with the same place)</source>
        <translation>R: ruota la tessera (la mossa seguente nello stesso posto)</translation>
    </message>
    <message>
        <source>P: read the whole position aloud</source>
        <translation>P: legge ad alta voce tutta la posizione</translation>
    </message>
    <message>
        <source>S: read the scores aloud</source>
        <translation>S: legge ad alta voce i punteggi</translation>
    </message>
    <message>
        <source>L: read the last moves aloud</source>
        <translation>L: legge ad alta voce le ultime mosse</translation>
    </message>
    <message>
        <source>+, -, 0: zoom in, zoom out, fit the table</source>
        <translation>+, -, 0: ingrandisce, rimpicciolisce, adatta il tavolo</translation>
    </message>
    <message>
        <source>Ctrl+Z, Ctrl+Shift+Z: undo, redo</source>
        <translation>Ctrl+Z, Ctrl+Maiusc+Z: annulla, ripeti</translation>
    </message>
    <message>
        <source>Reviewing a game: arrows step, Home and End go to its ends</source>
        <translation>Rivedendo una partita: le frecce vanno avanti e indietro, Inizio e Fine agli estremi</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
</context>
<context>
    <name>LessonBox</name>
    <message>
        <source>Lesson</source>
        <translation>Lezione</translation>
    </message>
    <message>
        <source>Lesson goal</source>
        <translation>Obiettivo della lezione</translation>
    </message>
    <message>
        <source>Why it was right</source>
        <translation>Perché era giusta</translation>
    </message>
    <message>
        <source>Try &amp;again</source>
        <translation>&amp;Riprova</translation>
    </message>
    <message>
        <source>&amp;Next lesson</source>
        <translation>Lezione &amp;successiva</translation>
    </message>
    <message>
        <source>All &amp;lessons</source>
        <translation>&amp;Tutte le lezioni</translation>
    </message>
    <message>
        <source>Lesson {number} of {total}: {title}</source>
        <translation>Lezione {number} di {total}: {title}</translation>
    </message>
    <message>
        <source>The rule ({source}; {note}): “{rule}”</source>
        <translation>La regola ({source}; {note}): «{rule}»</translation>
    </message>
    <message>
        <source>The rule ({source}): “{rule}”</source>
        <translation>La regola ({source}): «{rule}»</translation>
    </message>
    <message>
        <source>Right. Now the others answer your move…</source>
        <translation>Giusto. Ora gli altri rispondono alla tua mossa…</translation>
    </message>
    <message>
        <source>{game} lesson</source>
        <translation>Lezione di {game}</translation>
    </message>
</context>
<context>
    <name>LessonsPage</name>
    <message>
        <source>Learn the rules</source>
        <translation>Impara le regole</translation>
    </message>
    <message>
        <source>← &amp;Start page</source>
        <translation>← &amp;Pagina iniziale</translation>
    </message>
    <message>
        <source>Each lesson sets up a table and teaches one rule: play the move it asks for, and it tells you why. Passed lessons are ticked.</source>
        <translation>Ogni lezione prepara un tavolo e insegna una regola: gioca la mossa che ti chiede e ti spiegherà perché. Le lezioni superate hanno la spunta.</translation>
    </message>
    <message>
        <source>{game}&apos;s lessons cannot be read: {reason}</source>
        <translation>Le lezioni di {game} non si possono leggere: {reason}</translation>
    </message>
    <message>
        <source>{game} lesson: {title}</source>
        <translation>Lezione di {game}: {title}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Veloce</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lenta</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Disattivata</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gioco</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Salva &amp;con nome…</translation>
    </message>
    <message>
        <source>&amp;Resume last game</source>
        <translation>&amp;Riprendi l&apos;ultima partita</translation>
    </message>
    <message>
        <source>&amp;Start page</source>
        <translation>&amp;Pagina iniziale</translation>
    </message>
    <message>
        <source>&amp;Host online game…</source>
        <translation>&amp;Ospita una partita online…</translation>
    </message>
    <message>
        <source>&amp;Join online game…</source>
        <translation>&amp;Unisciti a una partita online…</translation>
    </message>
    <message>
        <source>&amp;My online games…</source>
        <translation>Le mie partite &amp;online…</translation>
    </message>
    <message>
        <source>Res&amp;ign online game…</source>
        <translation>A&amp;bbandona la partita online…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>&amp;Copy position</source>
        <translation>&amp;Copia posizione</translation>
    </message>
    <message>
        <source>&amp;Paste position</source>
        <translation>&amp;Incolla posizione</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Riduci</translation>
    </message>
    <message>
        <source>&amp;Fit table to window</source>
        <translation>&amp;Adatta il tavolo alla finestra</translation>
    </message>
    <message>
        <source>&amp;Teach mode</source>
        <translation>&amp;Modalità didattica</translation>
    </message>
    <message>
        <source>Animation &amp;pace</source>
        <translation>&amp;Velocità delle animazioni</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Come si gioca</translation>
    </message>
    <message>
        <source>&amp;Rulings…</source>
        <translation>&amp;Interpretazioni delle regole…</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Tasti</translation>
    </message>
    <message>
        <source>&amp;About Chroma Desktop</source>
        <translation>Informazioni &amp;su Chroma Desktop</translation>
    </message>
    <message>
        <source>Which move?</source>
        <translation>Quale mossa?</translation>
    </message>
    <message>
        <source>This drop could mean several moves:</source>
        <translation>Questo rilascio può indicare più mosse:</translation>
    </message>
    <message>
        <source>Reviewing: move {ply} of {total}</source>
        <translation>Rivedi la partita: mossa {ply} di {total}</translation>
    </message>
    <message>
        <source>The table before the first move. → steps forward, Esc leaves.</source>
        <translation>Il tavolo prima della prima mossa. → va avanti, Esc esce.</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <source>Chroma Desktop games (*.json)</source>
        <translation>Partite di Chroma Desktop (*.json)</translation>
    </message>
    <message>
        <source>Could not save: {reason}</source>
        <translation>Impossibile salvare: {reason}</translation>
    </message>
    <message>
        <source>Saved to {file}.</source>
        <translation>Salvata in {file}.</translation>
    </message>
    <message>
        <source>Open saved game</source>
        <translation>Apri una partita salvata</translation>
    </message>
    <message>
        <source>Chroma Desktop games (*.json);;All files (*)</source>
        <translation>Partite di Chroma Desktop (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>There is no game to resume yet.</source>
        <translation>Non c&apos;è ancora nessuna partita da riprendere.</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abbandona</translation>
    </message>
    <message>
        <source>Resign this game? It ends at once for everyone at the table, and they see that you resigned.</source>
        <translation>Abbandonare questa partita? Finisce subito per tutti al tavolo, che vedranno che hai abbandonato.</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Abbandona</translation>
    </message>
    <message>
        <source>There is no game on the table to copy.</source>
        <translation>Non c&apos;è nessuna partita sul tavolo da copiare.</translation>
    </message>
    <message>
        <source>Position copied: Edit → Paste position starts a game there.</source>
        <translation>Posizione copiata: Modifica → Incolla posizione avvia una partita da lì.</translation>
    </message>
    <message>
        <source>The clipboard holds no position to play: {reason}</source>
        <translation>Gli appunti non contengono una posizione da giocare: {reason}</translation>
    </message>
    <message>
        <source>A new game from the position: undo goes back no further.</source>
        <translation>Una nuova partita dalla posizione: annulla non va più indietro di così.</translation>
    </message>
    <message>
        <source>About Chroma Desktop</source>
        <translation>Informazioni su Chroma Desktop</translation>
    </message>
    <message>
        <source>A desktop tabletop for Chroma Mix, Coloretto, Chroma Cubes and CMYK!.</source>
        <translation>Un tavolo da gioco sul desktop per Chroma Mix, Coloretto, Chroma Cubes e CMYK!.</translation>
    </message>
</context>
<context>
    <name>MatchController</name>
    <message>
        <source>Pass the table to {name}.</source>
        <translation>Passa il tavolo a {name}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>The lesson is done: try it again, or go on to the next lesson.</source>
        <translation>La lezione è finita: riprovala, oppure passa alla lezione successiva.</translation>
    </message>
    <message>
        <source>{names} is thinking…</source>
        <translation>{names} sta pensando…</translation>
    </message>
    <message>
        <source>{place} just changed: look again.</source>
        <translation>{place} è appena cambiata: guarda di nuovo.</translation>
    </message>
    <message>
        <source>Drop it on one of the highlighted places.</source>
        <translation>Rilascialo su uno dei punti evidenziati.</translation>
    </message>
    <message>
        <source>Drag it onto one of the highlighted places.</source>
        <translation>Trascinalo su uno dei punti evidenziati.</translation>
    </message>
    <message>
        <source>Enter: {move}</source>
        <translation>Invio: {move}</translation>
    </message>
    <message>
        <source>Hint: {reason} (Enter plays it.)</source>
        <translation>Suggerimento: {reason} (Invio la gioca.)</translation>
    </message>
    <message>
        <source>The hint&apos;s search stopped on a problem it did not foresee (technical detail: {error})</source>
        <translation>La ricerca del suggerimento si è fermata su un problema che non prevedeva (dettaglio tecnico: {error})</translation>
    </message>
    <message>
        <source>Hint: Enter plays the first of the best moves.</source>
        <translation>Suggerimento: Invio gioca la prima delle mosse migliori.</translation>
    </message>
    <message>
        <source>Every bot waits and none will move.</source>
        <translation>Tutti i bot aspettano e nessuno muoverà.</translation>
    </message>
    <message>
        <source>{name} could not move: {reason}</source>
        <translation>{name} non è riuscito a muovere: {reason}</translation>
    </message>
    <message>
        <source>{name} tried an illegal move: {reason}</source>
        <translation>{name} ha tentato una mossa non consentita: {reason}</translation>
    </message>
    <message>
        <source>Nothing to undo here: a card was revealed since, or the game has just begun.</source>
        <translation>Niente da annullare qui: da allora è stata scoperta una carta, oppure la partita è appena iniziata.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Annullata.</translation>
    </message>
    <message>
        <source>Redone.</source>
        <translation>Ripetuta.</translation>
    </message>
    <message>
        <source>Autosave failed: {reason}</source>
        <translation>Salvataggio automatico non riuscito: {reason}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <translation>Umano</translation>
    </message>
    <message>
        <source>Bot: easy</source>
        <translation>Bot: facile</translation>
    </message>
    <message>
        <source>Bot: normal</source>
        <translation>Bot: normale</translation>
    </message>
    <message>
        <source>Bot: hard</source>
        <translation>Bot: difficile</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>{level}: about one tile every {seconds:g} s</source>
        <translation>{level}: circa una tessera ogni {seconds:g} s</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Giocatore {n}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gioco</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>Gioca&amp;tori</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Posti</translation>
    </message>
    <message>
        <source>{seconds:g} s a move</source>
        <translation>{seconds:g} s a mossa</translation>
    </message>
    <message>
        <source>Hard bots and hints &amp;think</source>
        <translation>I bot difficili e i suggerimenti &amp;pensano</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opzioni</translation>
    </message>
    <message>
        <source>&amp;Teach mode: highlight every legal move and explain it</source>
        <translation>&amp;Modalità didattica: evidenzia ogni mossa consentita e la spiega</translation>
    </message>
    <message>
        <source>random</source>
        <translation>a caso</translation>
    </message>
    <message>
        <source>&amp;Seed (optional, replays the same deal)</source>
        <translation>&amp;Seme (facoltativo, ripete la stessa distribuzione)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Inizia</translation>
    </message>
    <message>
        <source>Bots play in real time:</source>
        <translation>I bot giocano in tempo reale:</translation>
    </message>
    <message>
        <source>Seat {n} name</source>
        <translation>Nome del posto {n}</translation>
    </message>
    <message>
        <source>Seat {n} player</source>
        <translation>Giocatore del posto {n}</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Posto {n}</translation>
    </message>
    <message>
        <source>The seed must be a whole number (or empty).</source>
        <translation>Il seme deve essere un numero intero (o vuoto).</translation>
    </message>
</context>
<context>
    <name>OnlineChat</name>
    <message>
        <source>Say something…</source>
        <translation>Scrivi qualcosa…</translation>
    </message>
    <message>
        <source>A line to everyone at the table (Enter sends it)</source>
        <translation>Una riga per tutti al tavolo (Invio la manda)</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Invia</translation>
    </message>
</context>
<context>
    <name>OnlineController</name>
    <message>
        <source>the table changed meanwhile: here it is now</source>
        <translation>il tavolo è cambiato nel frattempo: eccolo com&apos;è ora</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>non è il tuo turno</translation>
    </message>
    <message>
        <source>too many moves at once: slow down</source>
        <translation>troppe mosse insieme: rallenta</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partita è finita</translation>
    </message>
    <message>
        <source>spectators watch: they cannot play</source>
        <translation>gli spettatori guardano: non possono giocare</translation>
    </message>
    <message>
        <source>the server cannot store moves just now: try again in a moment</source>
        <translation>il server ora non può salvare le mosse: riprova tra un momento</translation>
    </message>
    <message>
        <source>The server sent a frame this app cannot read (technical detail: {reason})</source>
        <translation>Il server ha inviato un messaggio che questa app non sa leggere (dettaglio tecnico: {reason})</translation>
    </message>
    <message>
        <source>The server sent a table this app cannot read (technical detail: {reason})</source>
        <translation>Il server ha inviato un tavolo che questa app non sa leggere (dettaglio tecnico: {reason})</translation>
    </message>
    <message>
        <source>Everyone asked for a rematch: the new table opens…</source>
        <translation>Tutti hanno chiesto la rivincita: si apre il nuovo tavolo…</translation>
    </message>
    <message>
        <source>Rematch asked by {asked}; waiting for {waiting}.</source>
        <translation>Rivincita chiesta da {asked}; si aspetta {waiting}.</translation>
    </message>
    <message>
        <source>The server refused the move: {reason}</source>
        <translation>Il server ha rifiutato la mossa: {reason}</translation>
    </message>
    <message>
        <source>the server sent no record of the game</source>
        <translation>il server non ha inviato la registrazione della partita</translation>
    </message>
    <message>
        <source>The game&apos;s record does not replay: {reason}</source>
        <translation>La registrazione della partita non si riproduce: {reason}</translation>
    </message>
    <message>
        <source>Disconnected from the table: {reason}</source>
        <translation>Disconnesso dal tavolo: {reason}</translation>
    </message>
    <message>
        <source>Sending your move…</source>
        <translation>Invio della tua mossa…</translation>
    </message>
    <message>
        <source>Waiting for the server…</source>
        <translation>In attesa del server…</translation>
    </message>
    <message>
        <source> (away)</source>
        <translation> (assente)</translation>
    </message>
    <message>
        <source>Waiting for {names}…</source>
        <translation>In attesa di {names}…</translation>
    </message>
    <message>
        <source>The game is over: you resigned.</source>
        <translation>La partita è finita: hai abbandonato.</translation>
    </message>
    <message>
        <source>The game is over: {name} resigned.</source>
        <translation>La partita è finita: {name} ha abbandonato.</translation>
    </message>
    <message>
        <source>The game is over: {scores}.</source>
        <translation>La partita è finita: {scores}.</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>Spettatore</translation>
    </message>
    <message>
        <source>an online game is saved once it is over</source>
        <translation>una partita online si salva quando è finita</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Giocatore {n}</translation>
    </message>
    <message>
        <source>The server sent a table this app cannot read.</source>
        <translation>Il server ha inviato un tavolo che questa app non sa leggere.</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Friend</source>
        <translation>Amico</translation>
    </message>
    <message>
        <source>Bot: normal</source>
        <translation>Bot: normale</translation>
    </message>
    <message>
        <source>A game hosted on this computer keeps its secrets on this computer: every hand and the seed that decides every draw are in its database, so whoever uses this computer could look at them. For a game where nobody can peek, play on a server none of the players runs.</source>
        <translation>Una partita ospitata su questo computer ne conserva i segreti su questo computer: ogni mano e il seme che decide ogni pescata sono nel suo database, quindi chi usa questo computer potrebbe guardarli. Per una partita in cui nessuno può sbirciare, giocate su un server che nessuno dei giocatori gestisce.</translation>
    </message>
    <message>
        <source>The name your friends see at the table</source>
        <translation>Il nome che i tuoi amici vedono al tavolo</translation>
    </message>
    <message>
        <source>no server answers at {server}</source>
        <translation>nessun server risponde a {server}</translation>
    </message>
    <message>
        <source>a code has 8 letters and digits, like K7QF-M2XD</source>
        <translation>un codice ha 8 lettere e cifre, come K7QF-M2XD</translation>
    </message>
    <message>
        <source>a code holds only letters and digits, and no U</source>
        <translation>un codice ha solo lettere e cifre, e nessuna U</translation>
    </message>
    <message>
        <source>a server address is HOST:PORT, like 192.168.1.20:8765</source>
        <translation>l&apos;indirizzo di un server è HOST:PORTA, come 192.168.1.20:8765</translation>
    </message>
    <message>
        <source>no table waits for this code: it may be mistyped, used already or expired</source>
        <translation>nessun tavolo aspetta questo codice: forse è scritto male, già usato o scaduto</translation>
    </message>
    <message>
        <source>too many codes tried: wait a minute and try again</source>
        <translation>troppi codici provati: aspetta un minuto e riprova</translation>
    </message>
    <message>
        <source>Host online game</source>
        <translation>Ospita una partita online</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gioco</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>Gi&amp;ocatori</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Il tuo &amp;nome</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Posti</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opzioni</translation>
    </message>
    <message>
        <source>Invite links: send each friend their own, privately</source>
        <translation>Link di invito: manda a ogni amico il suo, in privato</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>&amp;Apri il tavolo</translation>
    </message>
    <message>
        <source>Where the table is served</source>
        <translation>Dove si trova il tavolo</translation>
    </message>
    <message>
        <source>On &amp;this computer, at address</source>
        <translation>Su &amp;questo computer, all&apos;indirizzo</translation>
    </message>
    <message>
        <source>On a &amp;server</source>
        <translation>Su un &amp;server</translation>
    </message>
    <message>
        <source>The address friends reach this computer at (127.0.0.1: only this computer)</source>
        <translation>L&apos;indirizzo a cui gli amici raggiungono questo computer (127.0.0.1: solo questo computer)</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>una porta libera qualsiasi</translation>
    </message>
    <message>
        <source>ws://HOST:PORT</source>
        <translation>ws://HOST:PORTA</translation>
    </message>
    <message>
        <source>the server&apos;s host key</source>
        <translation>la chiave dell&apos;host del server</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Posto {n}</translation>
    </message>
    <message>
        <source>A server address starts with ws:// or wss://</source>
        <translation>Un indirizzo di server inizia con ws:// o wss://</translation>
    </message>
    <message>
        <source>The table could not be opened: {reason}</source>
        <translation>Non è stato possibile aprire il tavolo: {reason}</translation>
    </message>
    <message>
        <source>No short codes: {reason}</source>
        <translation>Nessun codice breve: {reason}</translation>
    </message>
    <message>
        <source>Bot {n}</source>
        <translation>Bot {n}</translation>
    </message>
    <message>
        <source>Friend {n}</source>
        <translation>Amico {n}</translation>
    </message>
    <message>
        <source>{name} joined</source>
        <translation>{name} ha preso il posto</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <source>Short code for seat {n}</source>
        <translation>Codice breve per il posto {n}</translation>
    </message>
    <message>
        <source>A friend can type this in Join instead of the link; it works once</source>
        <translation>Un amico può scriverlo in Unisciti al posto del link; vale una volta sola</translation>
    </message>
    <message>
        <source>Cop&amp;y code</source>
        <translation>Copia codi&amp;ce</translation>
    </message>
    <message>
        <source>No friend&apos;s seat: no link to send.</source>
        <translation>Nessun posto per amici: nessun link da mandare.</translation>
    </message>
    <message>
        <source>C&amp;opy</source>
        <translation>C&amp;opia</translation>
    </message>
    <message>
        <source>To watch</source>
        <translation>Per guardare</translation>
    </message>
    <message>
        <source>Join online game</source>
        <translation>Unisciti a una partita online</translation>
    </message>
    <message>
        <source>chroma://HOST:PORT/TABLE?seat=… or K7QF-M2XD</source>
        <translation>chroma://HOST:PORT/TABLE?seat=… o K7QF-M2XD</translation>
    </message>
    <message>
        <source>Invite &amp;link or code</source>
        <translation>&amp;Link di invito o codice</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Incolla</translation>
    </message>
    <message>
        <source>HOST:PORT</source>
        <translation>HOST:PORTA</translation>
    </message>
    <message>
        <source>Where a code is looked up (a link, or a code written CODE@HOST:PORT, names its own server)</source>
        <translation>Dove si cerca un codice (un link, o un codice scritto CODICE@HOST:PORTA, nomina il proprio server)</translation>
    </message>
    <message>
        <source>&amp;Server for a code</source>
        <translation>&amp;Server per un codice</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Unisciti</translation>
    </message>
    <message>
        <source>This is neither an invite link nor a code: {reason}</source>
        <translation>Questo non è né un link di invito né un codice: {reason}</translation>
    </message>
    <message>
        <source>Looking the code up…</source>
        <translation>Cerco il codice…</translation>
    </message>
    <message>
        <source>This is not an invite link: {reason}</source>
        <translation>Questo non è un link di invito: {reason}</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connessione…</translation>
    </message>
    <message>
        <source>Could not join: {reason}</source>
        <translation>Non è stato possibile unirsi: {reason}</translation>
    </message>
    <message>
        <source>Address on this computer</source>
        <translation>Indirizzo su questo computer</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Porta</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Indirizzo del server</translation>
    </message>
    <message>
        <source>Server&apos;s host key</source>
        <translation>Chiave dell&apos;host del server</translation>
    </message>
</context>
<context>
    <name>OnlineGames</name>
    <message>
        <source>My online games</source>
        <translation>Le mie partite online</translation>
    </message>
    <message>
        <source>No online game yet: host one, or join one with an invite link.</source>
        <translation>Ancora nessuna partita online: ospitane una, o unisciti a una con un link di invito.</translation>
    </message>
    <message>
        <source>watching</source>
        <translation>da spettatore</translation>
    </message>
    <message>
        <source>seat {n}</source>
        <translation>posto {n}</translation>
    </message>
    <message>
        <source>&amp;Rejoin</source>
        <translation>&amp;Rientra</translation>
    </message>
    <message>
        <source>&amp;Copy friends&apos; links</source>
        <translation>&amp;Copia i link degli amici</translation>
    </message>
    <message>
        <source>Seat {n}: {link}</source>
        <translation>Posto {n}: {link}</translation>
    </message>
    <message>
        <source>This computer cannot serve the table again: {reason}</source>
        <translation>Questo computer non può servire di nuovo il tavolo: {reason}</translation>
    </message>
</context>
<context>
    <name>ReferencePictures</name>
    <message>
        <source>The table of a {players}-player game, a few turns in</source>
        <translation>Il tavolo di una partita a {players} giocatori, dopo qualche turno</translation>
    </message>
    <message>
        <source>A die of each colour, each showing one of its faces</source>
        <translation>Un dado per colore, ognuno su una delle sue facce</translation>
    </message>
    <message>
        <source>The six faces of a {colour} die: its own colour and its neighbours come up most</source>
        <translation>Le sei facce di un dado {colour}: escono più spesso il suo colore e quelli vicini</translation>
    </message>
    <message>
        <source>A sheet, a few sections coloured</source>
        <translation>Una scheda, con qualche sezione colorata</translation>
    </message>
    <message>
        <source>Rank {rank} cards</source>
        <translation>Carte di rango {rank}</translation>
    </message>
    <message>
        <source>Tiles: each side shows an ink at a mark</source>
        <translation>Tessere: ogni lato mostra un inchiostro a un segno</translation>
    </message>
    <message>
        <source>A K-tile: black, it matches any mark of each ink</source>
        <translation>Una tessera K: nera, combacia con ogni segno di ogni inchiostro</translation>
    </message>
    <message>
        <source>A chameleon card of each colour</source>
        <translation>Una carta Camaleonte per colore</translation>
    </message>
    <message>
        <source>Joker, golden joker (newer edition), +2 and the last-round card</source>
        <translation>Jolly, Jolly Dorato (nuova edizione), carta &quot;+2&quot; e carta Ultimo Round</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>Nobody at the table wins</source>
        <translation>Nessuno al tavolo vince</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Hai vinto!</translation>
    </message>
    <message>
        <source>{names} win!</source>
        <translation>Vincono {names}!</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>Vince {name}!</translation>
    </message>
    <message>
        <source>You resigned</source>
        <translation>Hai abbandonato</translation>
    </message>
    <message>
        <source>{name} resigned</source>
        <translation>{name} ha abbandonato</translation>
    </message>
    <message>
        <source>The game ended there, before its scoring.</source>
        <translation>La partita è finita lì, prima del conteggio dei punti.</translation>
    </message>
    <message>
        <source>The game ended there: the scores as they stood, with no winner.</source>
        <translation>La partita è finita lì: i punteggi com&apos;erano, senza vincitori.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Risultati</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Voce</translation>
    </message>
    <message>
        <source>{name}&apos;s score</source>
        <translation>Il punteggio di {name}</translation>
    </message>
    <message>
        <source>Not added to the score: it decided the places</source>
        <translation>Non sommato al punteggio: ha deciso i posti</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Figures in ( ) decided the places and are not added.</source>
        <translation>I numeri tra ( ) hanno deciso i posti e non si sommano.</translation>
    </message>
    <message>
        <source>&amp;Review game</source>
        <translation>&amp;Rivedi la partita</translation>
    </message>
    <message>
        <source>Step through the game move by move (arrow keys)</source>
        <translation>Ripercorri la partita mossa per mossa (tasti freccia)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>Re&amp;match</source>
        <translation>Ri&amp;vincita</translation>
    </message>
    <message>
        <source>The same game and players, a new deal</source>
        <translation>Stesso gioco e stessi giocatori, una nuova distribuzione</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <source>Goal</source>
        <translation>Scopo del gioco</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>Componenti</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Un turno</translation>
    </message>
    <message>
        <source>Scoring / winning</source>
        <translation>Punteggio / vittoria</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fine della partita</translation>
    </message>
    <message>
        <source>Keyboard and mouse</source>
        <translation>Tastiera e mouse</translation>
    </message>
    <message>
        <source>Where the rulebook is unclear, Help → Rulings shows its words and the reading the app plays.</source>
        <translation>Dove il regolamento non è chiaro, Aiuto → Interpretazioni delle regole ne mostra le parole e l&apos;interpretazione con cui gioca l&apos;app.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Gioco:</translation>
    </message>
    <message>
        <source>The rules reference of {game} cannot be shown: {reason}</source>
        <translation>Le regole di {game} non si possono mostrare: {reason}</translation>
    </message>
</context>
<context>
    <name>RulingsDialog</name>
    <message>
        <source>Where the rulebook is unclear, silent, damaged or contradicts itself: its own words, and the reading this app plays. A reading marked as an option can be changed when you set up a new game.</source>
        <translation>Dove il regolamento non è chiaro, tace, è danneggiato o si contraddice: le sue parole e l&apos;interpretazione con cui gioca questa app. Un&apos;interpretazione indicata come opzione si può cambiare quando prepari una nuova partita.</translation>
    </message>
    <message>
        <source>(a value this ruling does not describe)</source>
        <translation>(un valore che questa interpretazione non descrive)</translation>
    </message>
    <message>
        <source>This reading is not offered as an option by this version of the game.</source>
        <translation>Questa versione del gioco non offre questa lettura come opzione.</translation>
    </message>
    <message>
        <source>Set-up option &lt;b&gt;{label}&lt;/b&gt; in the New game dialog.</source>
        <translation>Opzione di preparazione &lt;b&gt;{label}&lt;/b&gt; nella finestra Nuova partita.</translation>
    </message>
    <message>
        <source>the app&apos;s reading</source>
        <translation>l&apos;interpretazione dell&apos;app</translation>
    </message>
    <message>
        <source>not the app&apos;s usual reading</source>
        <translation>non l&apos;interpretazione abituale dell&apos;app</translation>
    </message>
    <message>
        <source>In this game: {value}</source>
        <translation>In questa partita: {value}</translation>
    </message>
    <message>
        <source>Other reading</source>
        <translation>Altra interpretazione</translation>
    </message>
    <message>
        <source>Other readings</source>
        <translation>Altre interpretazioni</translation>
    </message>
    <message>
        <source>Default: {value}</source>
        <translation>Predefinita: {value}</translation>
    </message>
    <message>
        <source>Also offered</source>
        <translation>Offerte anche</translation>
    </message>
    <message>
        <source>In English: {words}</source>
        <translation>In inglese: {words}</translation>
    </message>
    <message>
        <source>Not offered: {readings}</source>
        <translation>Non offerte: {readings}</translation>
    </message>
    <message>
        <source>No rulings are recorded for {game}.</source>
        <translation>Non ci sono interpretazioni registrate per {game}.</translation>
    </message>
    <message>
        <source>The rulebook says</source>
        <translation>Il regolamento dice</translation>
    </message>
    <message>
        <source>The app&apos;s reading</source>
        <translation>L&apos;interpretazione dell&apos;app</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Interpretazioni delle regole</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Gioco:</translation>
    </message>
    <message>
        <source>&lt;b&gt;{game}&lt;/b&gt;: the game on the table</source>
        <translation>&lt;b&gt;{game}&lt;/b&gt;: il gioco sul tavolo</translation>
    </message>
    <message>
        <source>The rulings cannot be shown: {reason}</source>
        <translation>Le interpretazioni non si possono mostrare: {reason}</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
</context>
<context>
    <name>SessionLink</name>
    <message>
        <source>that server has no such table</source>
        <translation>quel server non ha questo tavolo</translation>
    </message>
    <message>
        <source>the link&apos;s seat is not one of that table&apos;s</source>
        <translation>il posto del link non è di quel tavolo</translation>
    </message>
    <message>
        <source>that server plays other rules: update the app</source>
        <translation>quel server usa altre regole: aggiorna l&apos;app</translation>
    </message>
    <message>
        <source>too much was sent too fast</source>
        <translation>troppi messaggi inviati troppo in fretta</translation>
    </message>
    <message>
        <source>the server could not read what this app sent</source>
        <translation>il server non ha potuto leggere ciò che l&apos;app ha inviato</translation>
    </message>
    <message>
        <source>a spectator watches and cannot play</source>
        <translation>uno spettatore guarda e non può giocare</translation>
    </message>
    <message>
        <source>that game is over</source>
        <translation>quella partita è finita</translation>
    </message>
    <message>
        <source>the code is not valid</source>
        <translation>il codice non è valido</translation>
    </message>
    <message>
        <source>the server cannot read or store its tables just now: try again in a moment</source>
        <translation>il server ora non riesce a leggere né a salvare i suoi tavoli: riprova tra un momento</translation>
    </message>
    <message>
        <source>that table has as many spectators as it takes: try again later</source>
        <translation>quel tavolo ha già tutti gli spettatori che può accogliere: riprova più tardi</translation>
    </message>
    <message>
        <source>the table changed meanwhile</source>
        <translation>il tavolo nel frattempo è cambiato</translation>
    </message>
    <message>
        <source>it is not that seat&apos;s turn</source>
        <translation>non è il turno di quel posto</translation>
    </message>
    <message>
        <source>the rules do not allow that now</source>
        <translation>ora le regole non lo permettono</translation>
    </message>
    <message>
        <source>the server refused (technical detail: {why})</source>
        <translation>il server ha rifiutato (dettaglio tecnico: {why})</translation>
    </message>
    <message>
        <source>the server cannot be reached (technical detail: {why})</source>
        <translation>il server non è raggiungibile (dettaglio tecnico: {why})</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>&amp;Hint (H)</source>
        <translation>&amp;Suggerisci (H)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerisci</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>What to do now</source>
        <translation>Cosa fare ora</translation>
    </message>
    <message>
        <source>Why not, and hints</source>
        <translation>Perché no, e suggerimenti</translation>
    </message>
    <message>
        <source>More about these moves</source>
        <translation>Altro su queste mosse</translation>
    </message>
    <message>
        <source>Teach mode: every open move and why</source>
        <translation>Modalità didattica: ogni mossa possibile e perché</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Diario della partita</translation>
    </message>
    <message>
        <source>&amp;Teach mode</source>
        <translation>&amp;Modalità didattica</translation>
    </message>
    <message>
        <source>Results…</source>
        <translation>Risultati…</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Rivedi la partita</translation>
    </message>
    <message>
        <source>First move (Home)</source>
        <translation>Prima mossa (Home)</translation>
    </message>
    <message>
        <source>Back one move (Left)</source>
        <translation>Indietro di una mossa (Sinistra)</translation>
    </message>
    <message>
        <source>Forward one move (Right)</source>
        <translation>Avanti di una mossa (Destra)</translation>
    </message>
    <message>
        <source>Last move (End)</source>
        <translation>Ultima mossa (Fine)</translation>
    </message>
    <message>
        <source>Leave review</source>
        <translation>Esci dalla revisione</translation>
    </message>
    <message>
        <source>Fewer words</source>
        <translation>Meno parole</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>&amp;Resume last game</source>
        <translation>&amp;Riprendi l&apos;ultima partita</translation>
    </message>
    <message>
        <source>1 player</source>
        <translation>1 giocatore</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} giocatori</translation>
    </message>
    <message>
        <source>after 1 move</source>
        <translation>dopo 1 mossa</translation>
    </message>
    <message>
        <source>after {n} moves</source>
        <translation>dopo {n} mosse</translation>
    </message>
    <message>
        <source>&amp;Resume {game}</source>
        <translation>&amp;Riprendi {game}</translation>
    </message>
    <message>
        <source>Start page</source>
        <translation>Pagina iniziale</translation>
    </message>
    <message>
        <source>Colour games at your desk: play friends, bots, or learn the rules.</source>
        <translation>Giochi di colori alla tua scrivania: sfida amici o bot, oppure impara le regole.</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>&amp;Apri una partita salvata…</translation>
    </message>
    <message>
        <source>&amp;Learn the rules…</source>
        <translation>&amp;Impara le regole…</translation>
    </message>
    <message>
        <source>Short lessons on the table, one rule at a time</source>
        <translation>Brevi lezioni sul tavolo, una regola alla volta</translation>
    </message>
    <message>
        <source>Learn the rules</source>
        <translation>Impara le regole</translation>
    </message>
    <message>
        <source>&amp;Join online game…</source>
        <translation>&amp;Unisciti a una partita online…</translation>
    </message>
    <message>
        <source>Sit at a friend&apos;s table with the invite link or code they sent</source>
        <translation>Siediti al tavolo di un amico con il link o il codice d&apos;invito che ti ha mandato</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Giochi</translation>
    </message>
    <message>
        <source>{least}–{most} players</source>
        <translation>{least}–{most} giocatori</translation>
    </message>
    <message>
        <source>New {game} game</source>
        <translation>Nuova partita di {game}</translation>
    </message>
    <message>
        <source>The last game is finished: there is nothing to resume</source>
        <translation>L&apos;ultima partita è finita: non c&apos;è niente da riprendere</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Game table</source>
        <translation>Tavolo da gioco</translation>
    </message>
</context>
<context>
    <name>TeachWords</name>
    <message>
        <source>New to {topic}? Lesson: {title}</source>
        <translation>Non conosci ancora {topic}? Lezione: {title}</translation>
    </message>
    <message>
        <source>• and {n} more kinds of move</source>
        <translation>• e altri {n} tipi di mossa</translation>
    </message>
    <message>
        <source>Teach mode: the lit places show every legal move.</source>
        <translation>Modalità didattica: i punti illuminati mostrano ogni mossa consentita.</translation>
    </message>
    <message>
        <source>Teach mode: one move is open:</source>
        <translation>Modalità didattica: c&apos;è una mossa possibile:</translation>
    </message>
    <message>
        <source>Teach mode: {n} moves are open:</source>
        <translation>Modalità didattica: ci sono {n} mosse possibili:</translation>
    </message>
</context>
<context>
    <name>TurnNotice</name>
    <message>
        <source>over</source>
        <translation>finita</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>tocca a te</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Giocatore {n}</translation>
    </message>
    <message>
        <source>waiting for {names}</source>
        <translation>si aspetta {names}</translation>
    </message>
    <message>
        <source>&amp;Go to the table</source>
        <translation>&amp;Vai al tavolo</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Your turn at {game} with {names}</source>
        <translation>Tocca a te a {game} con {names}</translation>
    </message>
    <message>
        <source>Your turn at {game}</source>
        <translation>Tocca a te a {game}</translation>
    </message>
</context>
</TS>
