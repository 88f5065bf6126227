"""Chroma Mix's rules reference (Help -> How to play), in our own words, section by section.

Written from `rules/chroma-mix.txt`, GAME-DATA.md and the app's readings in
`data/chroma_mix/rulings.yaml`. Plain HTML strings; the reference window adds pictures of cards
of each rank drawn by the table. `TABLE_PLAYERS` and `TABLE_MOVES` set up the real game whose
table is pictured (that many bot moves into a seeded game).
"""

TABLE_PLAYERS = 2
TABLE_MOVES = 14

SECTIONS: dict[str, str] = {
    "Goal": (
        "<p>Mix the three pigments, cyan, magenta and yellow, into ever richer colours, and be "
        "the first to meet one of the <b>win conditions</b>: a full set of the rank-4 gems, a "
        "huge collection, 17 victory points in play, or the game's variable card.</p>"
    ),
    "Components": (
        "<p>100 colour cards in four ranks. The rank (1 to 4 dots) is the number of pigment "
        "units a card holds, shown as C, M and Y marks. A card may carry victory points (★, "
        "counted only while it lies in your play area), an <b>instant</b> effect (⚡, once, when "
        "you print it) and a <b>continuous</b> effect (∞, active while it lies in your play "
        "area).</p><ul>"
        "<li><b>Rank 1</b> (Soft Cyan, Pale Magenta, Light Yellow): three face-up supply piles; "
        "everyone starts with one of each in hand.</li>"
        "<li><b>Rank 2</b> and <b>rank 3</b>: two face-down decks, each feeding a market row of "
        "six face-up cards, with a discard pile beside it.</li>"
        "<li><b>Rank 4</b>: supply piles of Ruby Red, Emerald Green and Sapphire Blue, plus one "
        "variable card (Burgundy, Mustard or Petrol) when that option is on.</li></ul>"
    ),
    "A turn": (
        "<p>Choose one action:</p><ul>"
        "<li><b>Print:</b> play a card from your hand to your play area and carry out its "
        "instant effect (as much of it as possible).</li>"
        "<li><b>Mix:</b> return two cards from your hand whose pigments add up <b>exactly</b> "
        "to a card in the supply or market, and take that card into your hand. Rank 1 and 4 "
        "cards go back to their supply, rank 2 and 3 to their discard pile; a market row refills "
        "at once from its deck.</li>"
        "<li><b>Refill:</b> take any number of cards (even none) from your play area back into "
        "your hand, to print them again later.</li>"
        "<li><b>Swap:</b> give a card from your hand for any rank-1 card of the supply (no "
        "effects). With an empty hand you may instead take a Light Yellow.</li></ul>"
        "<p>Many cards bend these rules: Coral mixes from your play area, Raspberry mixes more "
        "than two cards, Lemon mixes twice, Key lets you print, mix and refill in one turn. "
        "Help → Rulings lists the app's readings of the unclear cards.</p>"
    ),
    "Scoring / winning": (
        "<p>You win when, at the end of a round, you meet a win condition:</p><ul>"
        "<li><b>Ruby:</b> Ruby Red in play, Emerald Green and Sapphire Blue in hand or play.</li>"
        "<li><b>Sapphire:</b> Sapphire Blue in play and 17 or more cards in hand and play.</li>"
        "<li><b>Points:</b> 17 or more VP on the cards in your play area.</li>"
        "<li><b>Burgundy</b> (in play, with exactly 2 rank-3, 3 rank-2 and 4 rank-1 cards), "
        "<b>Mustard</b> (cards worth 8 or more rank dots tucked under it when you refill) or "
        "<b>Petrol</b> (in play, with 6 or more rank-2 cards): only the one chosen for the "
        "game.</li></ul>"
        "<p>The progress lines on the table show how close everyone is to each condition.</p>"
    ),
    "End of the game": (
        "<p>When someone meets a win condition the round is finished, so that everyone has had "
        "the same number of turns. If several players won, the variable card beats Ruby, Ruby "
        "beats Sapphire, Sapphire beats points; then most VP, then the later seat. Players who "
        "did not win are ranked by rank dots in hand and play.</p><p><b>Solo:</b> you play "
        "against Confident Billy, who draws two cards a turn from its own small deck and mixes "
        "when it draws a Mix card (you choose what it makes). Billy wins by Ruby, Sapphire or "
        "17 VP in its hand.</p>"
    ),
    "Keyboard and mouse": (
        "<p><b>Mouse:</b> print by dragging a hand card onto your play area. Mix by clicking two "
        "or more hand cards to choose them, then dragging them onto the card they make. Refill "
        "by dragging cards from your play area to your hand, then Done (or the Refill button to "
        "return none). Swap by dropping a hand card on a rank-1 supply pile. Effects ask for "
        "their choices on the table; optional ones can be skipped. Rest the mouse on a card to "
        "enlarge it.</p>"
        "<p><b>Keyboard:</b> Tab or the arrows step through the legal moves, Enter or Space "
        "plays the chosen one, Esc cancels, H shows a hint, Z enlarges the focused card, + and "
        "− zoom, 0 fits the table to the window. Ctrl+Z undoes (Edit → Undo, Redo).</p>"
    ),
}

# The same in Italian (shown when the player reads Italian); card names as data/chroma_mix gives
# them in `data/i18n/it/content/chroma_mix.ftl`.
SECTIONS_IT: dict[str, str] = {
    "Goal": (
        "<p>Miscela i tre pigmenti, ciano, magenta e giallo, in colori sempre più ricchi, e sii "
        "il primo a soddisfare una delle <b>condizioni di vittoria</b>: la serie completa delle "
        "gemme di rango 4, una grande collezione, 17 punti vittoria in gioco, o la carta "
        "variabile della partita.</p>"
    ),
    "Components": (
        "<p>100 carte colore in quattro ranghi. Il rango (da 1 a 4 punti) è il numero di unità "
        "di pigmento di una carta, mostrate come segni C, M e Y. Una carta può avere punti "
        "vittoria (★, contati solo mentre sta nella tua area di gioco), un effetto "
        "<b>istantaneo</b> (⚡, una volta, quando la stampi) e un effetto <b>continuo</b> (∞, "
        "attivo mentre sta nella tua area di gioco).</p><ul>"
        "<li><b>Rango 1</b> (Ciano tenue, Magenta pallido, Giallo chiaro): tre pile scoperte "
        "nella riserva; ognuno inizia con una carta di ciascuna in mano.</li>"
        "<li><b>Rango 2</b> e <b>rango 3</b>: due mazzi coperti, ognuno alimenta una fila di "
        "mercato di sei carte scoperte, con una pila degli scarti accanto.</li>"
        "<li><b>Rango 4</b>: pile di Rosso rubino, Verde smeraldo e Blu zaffiro nella riserva, "
        "più una carta variabile (Borgogna, Senape o Petrolio) quando quell'opzione è attiva."
        "</li></ul>"
    ),
    "A turn": (
        "<p>Scegli un'azione:</p><ul>"
        "<li><b>Stampa:</b> gioca una carta dalla mano nella tua area di gioco e applica il suo "
        "effetto istantaneo (per quanto possibile).</li>"
        "<li><b>Miscela:</b> restituisci due carte dalla mano i cui pigmenti sommati danno "
        "<b>esattamente</b> una carta della riserva o del mercato, e prendi quella carta in mano. "
        "Le carte di rango 1 e 4 tornano nella riserva, quelle di rango 2 e 3 nella loro pila "
        "degli scarti; una fila di mercato si ricarica subito dal suo mazzo.</li>"
        "<li><b>Ricarica:</b> riprendi in mano dalla tua area di gioco quante carte vuoi (anche "
        "nessuna), per stamparle di nuovo più avanti.</li>"
        "<li><b>Scambia:</b> dai una carta dalla mano per una carta di rango 1 qualsiasi della "
        "riserva (senza effetti). Con la mano vuota puoi invece prendere un Giallo chiaro.</li>"
        "</ul><p>Molte carte cambiano queste regole: Corallo miscela dalla tua area di gioco, "
        "Lampone miscela più di due carte, Limone miscela due volte, Chiave ti fa stampare, "
        "miscelare e ricaricare nello stesso turno. Aiuto → Interpretazioni delle regole "
        "elenca come l'app legge le carte poco chiare.</p>"
    ),
    "Scoring / winning": (
        "<p>Vinci quando, alla fine di un round, soddisfi una condizione di vittoria:</p><ul>"
        "<li><b>Rubino:</b> Rosso rubino in gioco, Verde smeraldo e Blu zaffiro in mano o in "
        "gioco.</li>"
        "<li><b>Zaffiro:</b> Blu zaffiro in gioco e 17 o più carte tra mano e gioco.</li>"
        "<li><b>Punti:</b> 17 o più PV sulle carte della tua area di gioco.</li>"
        "<li><b>Borgogna</b> (in gioco, con esattamente 2 carte di rango 3, 3 di rango 2 e 4 di "
        "rango 1), <b>Senape</b> (carte per 8 o più punti di rango infilate sotto di essa quando "
        "ricarichi) o <b>Petrolio</b> (in gioco, con 6 o più carte di rango 2): solo quella "
        "scelta per la partita.</li></ul>"
        "<p>Le righe di avanzamento sul tavolo mostrano quanto ognuno è vicino a ogni "
        "condizione.</p>"
    ),
    "End of the game": (
        "<p>Quando qualcuno soddisfa una condizione di vittoria si finisce il round, così che "
        "tutti abbiano giocato lo stesso numero di turni. Se hanno vinto più giocatori, la carta "
        "variabile batte Rubino, Rubino batte Zaffiro, Zaffiro batte i punti; poi più PV, poi il "
        "posto più avanti nell'ordine di turno. Chi non ha vinto è classificato per punti di "
        "rango in mano e in gioco.</p><p><b>Solitario:</b> giochi contro Billy il Sicuro, che "
        "pesca due carte a turno dal suo piccolo mazzo e miscela quando pesca una carta Mix "
        "(scegli tu cosa ottiene). Billy vince con Rubino, Zaffiro o 17 PV in mano.</p>"
    ),
    "Keyboard and mouse": (
        "<p><b>Mouse:</b> stampa trascinando una carta della mano nella tua area di gioco. "
        "Miscela facendo clic su due o più carte della mano per sceglierle, poi trascinandole "
        "sulla carta che formano. Ricarica trascinando carte dalla tua area di gioco alla mano, "
        "poi Fatto (o il pulsante Ricarica per non riprenderne nessuna). Scambia lasciando una "
        "carta della mano su una pila di rango 1 della riserva. Gli effetti chiedono le loro "
        "scelte sul tavolo; quelli facoltativi si possono saltare. Tieni il mouse su una carta "
        "per ingrandirla.</p>"
        "<p><b>Tastiera:</b> Tab o le frecce scorrono le mosse possibili, Invio o Spazio gioca "
        "quella scelta, Esc annulla, H mostra un suggerimento, Z ingrandisce la carta selezionata, "
        "+ e − fanno lo zoom, 0 adatta il tavolo alla finestra. Ctrl+Z annulla (Modifica → "
        "Annulla, Ripeti).</p>"
    ),
}
