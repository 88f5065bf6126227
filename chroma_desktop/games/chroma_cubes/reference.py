"""Chroma Cubes' rules reference (Help -> How to play), in our own words, section by section.

Written from `rules/chroma-cubes.txt`, GAME-DATA.md and the app's readings in
`data/chroma_cubes/rulings.yaml`. Plain HTML strings; the reference window adds pictures of dice
and a sheet drawn by the table. `TABLE_PLAYERS` and `TABLE_MOVES` set up the real game whose
table is pictured (that many bot moves into a seeded game).
"""

TABLE_PLAYERS = 2
TABLE_MOVES = 20

SECTIONS: dict[str, str] = {
    "Goal": (
        "<p>Roll coloured dice and use their symbols to colour in a picture. Completing a figure "
        "of the picture scores points; the first to reach the sheet's goal wins.</p>"
    ),
    "Components": (
        "<p>Dice in six colours (red, orange, yellow, green, blue, purple), five sets of six (six "
        "sets with four players), and a <b>sheet</b> per player, all the same picture. Every "
        "colour has its symbol (a heart for red, a leaf for green...). A die shows two symbols on "
        "each face and favours its own colour and its two neighbours on the colour wheel. The "
        "sheet is cut into sections, each asking for a number of one symbol (2 ♥: two dice "
        "showing a heart), grouped into figures with a value. Beside it sit two "
        "<b>superpower locks</b> and the score track.</p>"
    ),
    "A turn": (
        "<p><b>Draft:</b> in turn, everyone takes a die from the centre for their active dice "
        "until each has five, then two more for their reserve. Everyone rolls.</p>"
        "<p><b>Rounds</b> are played by everyone at the same time:</p><ul>"
        "<li><b>Colour</b> a section with dice that show its symbol, as many as it asks for. "
        "Each die gives one of its symbols, once a round; a set of dice colours one section "
        "only.</li>"
        "<li><b>Activate a reserve die:</b> give one of your unused active dice to an opponent's "
        "reserve (at most four dice there) and move a die from your reserve to your active "
        "dice, neither die changing its face. Once a round.</li>"
        "<li><b>Superpower:</b> five dice showing one symbol colour one side of a lock; the other "
        "side needs another symbol. Both sides unlock its power (and score 1 point).</li>"
        "<li><b>End your round</b> when you are done. Dice you did not use keep their faces for "
        "the next round; only used dice are rolled again.</li></ul>"
    ),
    "Scoring / winning": (
        "<p>Colouring the last section of a figure scores its value, plus 1 if nobody completed "
        "that figure in an earlier round. Reaching 3 and 6 points each earns an extra die from "
        "the leftover dice. Ties are broken by completed figures, then by coloured symbols.</p>"
        "<p>A die whose symbols no open section needs is <b>stuck</b>; it can still be given "
        "away to activate a reserve die.</p>"
    ),
    "End of the game": (
        "<p>The round in which someone reaches the sheet's goal is played out, then the highest "
        "score wins. The game also ends when a round passes in which nobody could colour "
        "anything. In the <b>solo cairn game</b> each turn fills a stone of a cairn (a trade "
        "stone lets you swap a die with your trade stock, a bonus stone gives an extra symbol); "
        "the game ends with the last cairn or when no die can be used.</p>"
    ),
    "Keyboard and mouse": (
        "<p><b>Mouse:</b> in the draft drag a die from the centre to your active dice or reserve, "
        "or click it. To colour, click dice to choose them and drag them onto the section (a "
        "section for one die takes that die dragged alone). Drop five dice on a lock to colour "
        "a side, a die on an open lock to use its power, an unused active die on an opponent's "
        "reserve to activate one of yours. The End my round button ends your round.</p>"
        "<p><b>Keyboard:</b> Tab or the arrows step through the legal moves, Enter or Space "
        "plays the chosen one, Esc cancels, H shows a hint, + and − zoom, 0 fits the table to "
        "the window. Ctrl+Z undoes (Edit → Undo, Redo).</p>"
    ),
}

# The same in Italian (shown when the player reads Italian).
SECTIONS_IT: dict[str, str] = {
    "Goal": (
        "<p>Lancia dadi colorati e usa i loro simboli per colorare un disegno. Completare una "
        "figura del disegno dà punti; vince il primo che raggiunge l'obiettivo della scheda.</p>"
    ),
    "Components": (
        "<p>Dadi di sei colori (rosso, arancione, giallo, verde, blu, viola), cinque serie da sei "
        "(sei serie con quattro giocatori), e una <b>scheda</b> per giocatore, tutte con lo stesso "
        "disegno. Ogni colore ha il suo simbolo (un cuore per il rosso, una foglia per il "
        "verde...). Un dado mostra due simboli su ogni faccia e favorisce il proprio colore e i "
        "suoi due vicini sulla ruota dei colori. La scheda è divisa in sezioni, ognuna chiede un "
        "numero di un simbolo (2 ♥: due dadi che mostrano un cuore), raggruppate in figure con "
        "un valore. Accanto ci sono due <b>lucchetti dei superpoteri</b> e il segnapunti.</p>"
    ),
    "A turn": (
        "<p><b>Scelta dei dadi:</b> a turno, ognuno prende un dado dal centro per i suoi dadi "
        "attivi finché ne ha cinque, poi altri due per la sua riserva. Tutti lanciano.</p>"
        "<p>I <b>round</b> si giocano tutti insieme:</p><ul>"
        "<li><b>Colora</b> una sezione con dadi che mostrano il suo simbolo, quanti ne chiede. "
        "Ogni dado dà uno dei suoi simboli, una volta per round; un gruppo di dadi colora una "
        "sola sezione.</li>"
        "<li><b>Attiva un dado di riserva:</b> dai uno dei tuoi dadi attivi non usati alla "
        "riserva di un avversario (al massimo quattro dadi lì) e sposta un dado dalla tua "
        "riserva ai tuoi dadi attivi, senza cambiare la faccia di nessuno dei due. Una volta per "
        "round.</li>"
        "<li><b>Superpotere:</b> cinque dadi che mostrano un simbolo colorano un lato di un "
        "lucchetto; l'altro lato richiede un altro simbolo. Entrambi i lati sbloccano il suo "
        "potere (e danno 1 punto).</li>"
        "<li><b>Chiudi il tuo round</b> quando hai finito. I dadi che non hai usato mantengono la "
        "faccia per il round successivo; si rilanciano solo i dadi usati.</li></ul>"
    ),
    "Scoring / winning": (
        "<p>Colorare l'ultima sezione di una figura dà il suo valore, più 1 se nessuno ha "
        "completato quella figura in un round precedente. Arrivare a 3 e a 6 punti fa guadagnare "
        "ogni volta un dado in più tra quelli avanzati. La parità si risolve con le figure "
        "completate, poi con i simboli colorati.</p>"
        "<p>Un dado i cui simboli non servono a nessuna sezione aperta è <b>bloccato</b>; si può "
        "comunque dare via per attivare un dado di riserva.</p>"
    ),
    "End of the game": (
        "<p>Il round in cui qualcuno raggiunge l'obiettivo della scheda si gioca fino in fondo, poi "
        "vince il punteggio più alto. La partita finisce anche quando passa un round in cui "
        "nessuno ha potuto colorare nulla. Nel <b>gioco in solitario dei cairn</b> ogni turno "
        "riempie una pietra di un cairn (una pietra di scambio ti fa scambiare un dado con la tua "
        "scorta di scambio, una pietra bonus dà un simbolo in più); la partita finisce con "
        "l'ultimo cairn o quando nessun dado si può usare.</p>"
    ),
    "Keyboard and mouse": (
        "<p><b>Mouse:</b> durante la scelta dei dadi trascina un dado dal centro ai tuoi dadi "
        "attivi o alla riserva, o fai clic su di esso. Per colorare, fai clic sui dadi per "
        "sceglierli e trascinali sulla sezione (una sezione da un dado prende quel dado "
        "trascinato da solo). Lascia cinque dadi su un lucchetto per colorarne un lato, un dado "
        "su un lucchetto aperto per usarne il potere, un dado attivo non usato sulla riserva di "
        "un avversario per attivare uno dei tuoi. Il pulsante Fine del mio round chiude il tuo "
        "round.</p>"
        "<p><b>Tastiera:</b> Tab o le frecce scorrono le mosse possibili, Invio o Spazio gioca "
        "quella scelta, Esc annulla, H mostra un suggerimento, + e − fanno lo zoom, 0 adatta il "
        "tavolo alla finestra. Ctrl+Z annulla (Modifica → Annulla, Ripeti).</p>"
    ),
}
