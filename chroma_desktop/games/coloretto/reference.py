"""Coloretto's rules reference (Help -> How to play), in our own words, section by section.

Written from `rules/coloretto-en.txt`, `rules/coloretto-it.txt`, GAME-DATA.md section 4 and the
app's readings in `data/coloretto/rulings.yaml`. Plain HTML strings, in English (each language's
in `data/i18n/<language>/reference/coloretto.ftl`, one message per section); the reference
window adds pictures of the cards drawn by the table. `TABLE_PLAYERS` and `TABLE_MOVES` set up
the real game whose table is pictured (that many bot moves into a seeded game).
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
