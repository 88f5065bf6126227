"""Coloretto's rules reference (Help -> How to play), in our own words, section by section.

Written from `rules/coloretto-en.txt`, `rules/coloretto-it.txt`, GAME-DATA.md section 4 and the
app's readings in `data/coloretto/rulings.yaml`. Plain HTML strings; the reference window adds
pictures of the cards drawn by the table. `TABLE_PLAYERS` and `TABLE_MOVES` set up the real game
whose table is pictured (that many bot moves into a seeded game).
"""

TABLE_PLAYERS = 3
TABLE_MOVES = 18

SECTIONS: dict[str, str] = {
    "Goal": (
        "<p>Collect chameleon cards, but specialise: at the end only your <b>three best "
        "colours</b> score plus points, every other colour you hold scores <b>minus</b>. The "
        "highest total wins.</p>"
    ),
    "Components": (
        "<p>Seven colours of chameleon cards (nine of each; with two players two colours leave "
        "the game, with three players one), <b>jokers</b> that join any colour at the end, "
        "<b>+2</b> cards worth two points each, the <b>last-round</b> card and one row per "
        "player (three rows of one, two and three places with two players). The newer edition "
        "swaps one joker for the <b>golden joker</b>: taking it also gives you the top card of "
        "the deck.</p>"
    ),
    "A turn": (
        "<p>On your turn do one of two things:</p><ul>"
        "<li><b>Draw and place:</b> turn up the top card of the deck and put it on a row that "
        "still has room (a row holds three cards, with two players one, two or three). Not "
        "possible when every row is full.</li>"
        "<li><b>Take a row:</b> take a row holding at least one card, with all its cards, into "
        "your collection. You then sit out the rest of the round.</li></ul>"
        "<p>When everyone has taken a row the round ends; the player who took the last row "
        "starts the next one. Once all the others are out, the last player may keep drawing "
        "while a row has room, then takes a row. With two players the row nobody took leaves "
        "the game with its cards.</p>"
    ),
    "Scoring / winning": (
        "<p>Each colour scores by how many cards of it you hold (six or more count as six):</p>"
        '<table cellpadding="3" border="1" cellspacing="0">'
        "<tr><th>cards</th><th>1</th><th>2</th><th>3</th><th>4</th><th>5</th><th>6+</th></tr>"
        "<tr><td>brown side</td><td>1</td><td>3</td><td>6</td><td>10</td><td>15</td><td>21</td></tr>"
        "<tr><td>purple side</td><td>1</td><td>4</td><td>8</td><td>7</td><td>6</td><td>5</td></tr>"
        "</table><p>Your three best colours add their points, every other colour subtracts its "
        "points, and each +2 card adds 2. Jokers join whichever colour helps most: the app places "
        "them, and picks your three colours, for your best score, and the results say where "
        "each joker went. The purple side (an option) rewards exactly three cards of a colour.</p>"
    ),
    "End of the game": (
        "<p>The last-round card lies under the bottom cards of the deck (15, or 16 in the newer "
        "edition). When it is drawn it is set aside and the round is played to its end; then the "
        "game is scored. The original edition has no tie-break; in the newer one the tied player "
        "with the most cards of one colour wins.</p>"
    ),
    "Keyboard and mouse": (
        "<p><b>Mouse:</b> click the deck to draw, then drag the drawn card onto a lit row. Take "
        "a row by dragging it onto your area, or by clicking it. An illegal drop snaps back and "
        "says why. In the newer edition click a starting colour to choose it.</p>"
        "<p><b>Keyboard:</b> Tab or the arrows step through the legal moves, Enter or Space "
        "plays the chosen one, Esc cancels, H shows a hint, Z enlarges the focused card, + and "
        "− zoom, 0 fits the table to the window. Ctrl+Z undoes (Edit → Undo, Redo).</p>"
    ),
}

# The same in Italian (shown when the player reads Italian), in the Italian rulebook's words:
# carta Fila, Jolly, Jolly Dorato, carta Ultimo Round, lato marrone / viola.
SECTIONS_IT: dict[str, str] = {
    "Goal": (
        "<p>Raccogli carte Camaleonte, ma specializzati: alla fine solo i tuoi <b>tre colori "
        "migliori</b> fanno guadagnare punti, ogni altro colore che hai li fa <b>perdere</b>. "
        "Vince il totale più alto.</p>"
    ),
    "Components": (
        "<p>Sette colori di carte Camaleonte (nove per colore; in due giocatori due colori escono "
        "dal gioco, in tre uno), i <b>Jolly</b> che alla fine valgono per un colore qualsiasi, "
        "le carte <b>+2</b> che valgono due punti ciascuna, la carta <b>Ultimo Round</b> e una "
        "carta Fila per giocatore (in due giocatori tre carte Fila verdi da uno, due e tre posti). "
        "La nuova edizione sostituisce un Jolly con il <b>Jolly Dorato</b>: chi lo prende riceve "
        "anche la prima carta del mazzo.</p>"
    ),
    "A turn": (
        "<p>Al tuo turno esegui una di queste due azioni:</p><ul>"
        "<li><b>Pescare e piazzare una carta:</b> scopri la prima carta del mazzo e mettila "
        "accanto a una carta Fila che ha ancora posto (una fila ha al massimo tre carte, in due "
        "giocatori uno, due o tre). Non si può quando tutte le file sono piene.</li>"
        "<li><b>Prendere una fila:</b> prendi una carta Fila con almeno una carta, con tutte le "
        "sue carte, e dividile per colore davanti a te. Per il resto del round non giochi più."
        "</li></ul>"
        "<p>Quando ogni giocatore ha preso una fila il round termina; inizia il successivo chi ha "
        "preso per ultimo una fila. Se tutti gli altri hanno concluso il round, l'ultimo "
        "giocatore può continuare a pescare finché una fila ha posto, poi prende una fila. In "
        "due giocatori la fila che nessuno ha preso esce dal gioco con le sue carte.</p>"
    ),
    "Scoring / winning": (
        "<p>Ogni colore vale punti secondo quante carte ne hai (sei o più contano come sei):</p>"
        '<table cellpadding="3" border="1" cellspacing="0">'
        "<tr><th>carte</th><th>1</th><th>2</th><th>3</th><th>4</th><th>5</th><th>6+</th></tr>"
        "<tr><td>lato marrone</td><td>1</td><td>3</td><td>6</td><td>10</td><td>15</td><td>21</td></tr>"
        "<tr><td>lato viola</td><td>1</td><td>4</td><td>8</td><td>7</td><td>6</td><td>5</td></tr>"
        "</table><p>I tuoi tre colori migliori aggiungono i loro punti, ogni altro colore toglie i "
        "suoi, e ogni carta +2 aggiunge 2. Ogni Jolly vale per il colore che ti conviene di più: "
        "l'app li assegna, e sceglie i tuoi tre colori, per il tuo punteggio migliore, e i "
        "risultati dicono dove è andato ogni Jolly. Il lato viola (un'opzione) premia esattamente "
        "tre carte di un colore.</p>"
    ),
    "End of the game": (
        "<p>La carta Ultimo Round sta sotto le ultime carte del mazzo (15, o 16 nella nuova "
        "edizione). Quando viene pescata si mette da parte e il round si gioca fino alla fine; "
        "poi si contano i punti. L'edizione originale non ha spareggio; nella nuova, tra i "
        "giocatori in parità vince chi ha il maggior numero di carte di uno stesso colore.</p>"
    ),
    "Keyboard and mouse": (
        "<p><b>Mouse:</b> fai clic sul mazzo per pescare, poi trascina la carta pescata su una "
        "fila illuminata. Prendi una fila trascinandola nella tua area, o facendo clic su di essa. "
        "Una carta lasciata dove non si può torna indietro e dice perché. Nella nuova edizione "
        "fai clic su un colore iniziale per sceglierlo.</p>"
        "<p><b>Tastiera:</b> Tab o le frecce scorrono le mosse possibili, Invio o Spazio gioca "
        "quella scelta, Esc annulla, H mostra un suggerimento, Z ingrandisce la carta selezionata, "
        "+ e − fanno lo zoom, 0 adatta il tavolo alla finestra. Ctrl+Z annulla (Modifica → "
        "Annulla, Ripeti).</p>"
    ),
}
