"""CMYK!'s rules reference (Help -> How to play), in our own words, section by section.

Written from `rules/cmyk.txt`, GAME-DATA.md and the app's readings in `data/cmyk/rulings.yaml`.
Plain HTML strings; the reference window adds pictures of tiles and a K-tile drawn by the table.
`TABLE_PLAYERS` and `TABLE_MOVES` set up the real game whose table is pictured (that many bot
moves into a seeded game).
"""

TABLE_PLAYERS = 2
TABLE_MOVES = 20

SECTIONS: dict[str, str] = {
    "Goal": (
        "<p>Build a mosaic of triangular tiles, faster than everyone else, so that neighbouring "
        "sides match. Six triangles around a point make a <b>hexagon</b>; hexagons and the "
        "objective cards score. Most points wins.</p>"
    ),
    "Components": (
        "<p>Triangular <b>tiles</b> stacked in piles of twelve (five piles for two or three "
        "players, seven for four or five). Each side of a tile shows one ink, cyan, magenta or "
        "yellow, at a <b>mark</b> from 0 % to 100 % (○ 0, · 20, ◆ 40, ■ 60, ★ 80, ▲ 100): the "
        "deeper the ink, the higher the mark. Two black <b>K-tiles</b> match any mark of the "
        "right ink. <b>Public objective</b> cards score for everyone; each player also has a "
        "secret <b>private objective</b> (one ink at one mark, at most 6 points).</p>"
    ),
    "A turn": (
        "<p>There are no turns: everyone plays at once, and the bots keep building while you "
        "think. First each player takes an initial tile (never a K-tile) and passes it to the "
        "left to start their mosaic. Then, over and over:</p><ul>"
        "<li><b>Take</b> the top tile of any pile (one tile at a time; the tops lie face "
        "up).</li>"
        "<li><b>Place</b> it beside your mosaic: every side it touches must show the same ink "
        "<b>and</b> the same mark. You may move your last tile until you take the next one.</li>"
        "<li>A tile that fits nowhere goes <b>back</b> on its pile. A K-tile may be placed "
        "(matching ink only) or discarded; either way another public objective is revealed.</li>"
        "</ul><p>When no one can place any top tile, a tile is removed from the game for each "
        "player still taking tiles.</p>"
    ),
    "Scoring / winning": (
        "<ul><li>5 points per hexagon (a tile may belong to several).</li>"
        "<li>The public objectives, in the order they were revealed (some double or cancel "
        "others).</li>"
        "<li>Your private objective, at most 6 points unless doubled.</li>"
        "<li>−3 for every K-tile you placed.</li></ul>"
        "<p>Ties: most hexagons, then fewest K-tiles, then fewest tiles. Your score so far is "
        "shown beside your mosaic.</p>"
    ),
    "End of the game": (
        "<p>The game ends when the piles are empty or everyone has stopped taking tiles. The "
        "Match option plays one game, three games (2 points for first place, 1 for second) or "
        "games until someone's total reaches 40.</p>"
    ),
    "Keyboard and mouse": (
        "<p><b>Mouse:</b> click a pile to take its top tile, then drag it onto a lit space: it "
        "turns to fit by itself. Put back returns a tile that fits nowhere; Discard K-tile "
        "throws a K-tile away; Stop taking tiles ends your game.</p>"
        "<p><b>Keyboard:</b> Tab or the arrows step through the legal moves (take, place, put "
        "back...), Enter or Space plays the chosen one, R turns the tile in hand, Esc cancels, H "
        "shows a hint, + and − zoom, 0 fits the table to the window.</p>"
    ),
}

# The same in Italian (shown when the player reads Italian).
SECTIONS_IT: dict[str, str] = {
    "Goal": (
        "<p>Costruisci un mosaico di tessere triangolari, più in fretta degli altri, in modo che "
        "i lati vicini combacino. Sei triangoli attorno a un punto formano un <b>esagono</b>; "
        "esagoni e carte obiettivo danno punti. Vince chi ne fa di più.</p>"
    ),
    "Components": (
        "<p><b>Tessere</b> triangolari impilate in pile di dodici (cinque pile per due o tre "
        "giocatori, sette per quattro o cinque). Ogni lato di una tessera mostra un inchiostro, "
        "ciano, magenta o giallo, con un <b>simbolo</b> da 0 % a 100 % (○ 0, · 20, ◆ 40, ■ 60, "
        "★ 80, ▲ 100): più l'inchiostro è intenso, più il simbolo è alto. Due <b>tessere K</b> "
        "nere combaciano con qualsiasi simbolo dell'inchiostro giusto. Le carte <b>obiettivo "
        "pubblico</b> valgono per tutti; ogni giocatore ha anche un <b>obiettivo privato</b> "
        "segreto (un inchiostro a un simbolo, al massimo 6 punti).</p>"
    ),
    "A turn": (
        "<p>Non ci sono turni: tutti giocano insieme, e i bot continuano a costruire mentre tu "
        "pensi. Prima ogni giocatore prende una tessera iniziale (mai una tessera K) e la passa "
        "a sinistra per iniziare il suo mosaico. Poi, ancora e ancora:</p><ul>"
        "<li><b>Prendi</b> la tessera in cima a una pila qualsiasi (una tessera alla volta; le "
        "tessere in cima sono scoperte).</li>"
        "<li><b>Piazzala</b> accanto al tuo mosaico: ogni lato che tocca deve mostrare lo stesso "
        "inchiostro <b>e</b> lo stesso simbolo. Puoi spostare la tua ultima tessera finché non "
        "prendi la successiva.</li>"
        "<li>Una tessera che non va da nessuna parte torna <b>sulla sua pila</b>. Una tessera K "
        "si può piazzare (basta lo stesso inchiostro) o scartare; in entrambi i casi si scopre "
        "un altro obiettivo pubblico.</li></ul>"
        "<p>Quando nessuno può piazzare alcuna tessera in cima, si toglie dal gioco una tessera "
        "per ogni giocatore che ancora prende tessere.</p>"
    ),
    "Scoring / winning": (
        "<ul><li>5 punti per esagono (una tessera può far parte di più esagoni).</li>"
        "<li>Gli obiettivi pubblici, nell'ordine in cui sono stati scoperti (alcuni ne "
        "raddoppiano o annullano altri).</li>"
        "<li>Il tuo obiettivo privato, al massimo 6 punti se non raddoppiato.</li>"
        "<li>−3 per ogni tessera K che hai piazzato.</li></ul>"
        "<p>Parità: più esagoni, poi meno tessere K, poi meno tessere. Il tuo punteggio fin qui "
        "è mostrato accanto al tuo mosaico.</p>"
    ),
    "End of the game": (
        "<p>La partita finisce quando le pile sono vuote o tutti hanno smesso di prendere "
        "tessere. L'opzione Incontro gioca una partita, tre partite (2 punti al primo posto, 1 "
        "al secondo) o partite finché il totale di qualcuno arriva a 40.</p>"
    ),
    "Keyboard and mouse": (
        "<p><b>Mouse:</b> fai clic su una pila per prendere la tessera in cima, poi trascinala su "
        "uno spazio illuminato: si gira da sola per combaciare. Rimetti a posto riporta sulla "
        "pila una tessera che non va da nessuna parte; Scarta la tessera K butta via una tessera "
        "K; Smetti di prendere chiude la tua partita.</p>"
        "<p><b>Tastiera:</b> Tab o le frecce scorrono le mosse possibili (prendere, piazzare, "
        "rimettere...), Invio o Spazio gioca quella scelta, R gira la tessera in mano, Esc "
        "annulla, H mostra un suggerimento, + e − fanno lo zoom, 0 adatta il tavolo alla "
        "finestra.</p>"
    ),
}
