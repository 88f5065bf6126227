"""Chroma Cubes' rules reference (Help -> How to play), in our own words, section by section.

Written from `rules/chroma-cubes.txt`, GAME-DATA.md and the app's readings in
`data/chroma_cubes/rulings.yaml`. Plain HTML strings, in English (each language's in
`data/i18n/<language>/reference/chroma_cubes.ftl`, one message per section); the reference
window adds pictures of dice and a sheet drawn by the table. `TABLE_PLAYERS` and `TABLE_MOVES`
set up the real game whose table is pictured (that many bot moves into a seeded game).
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
