"""Chroma Mix's rules reference (Help -> How to play), in our own words, section by section.

Written from `rules/chroma-mix.txt`, GAME-DATA.md and the app's readings in
`data/chroma_mix/rulings.yaml`. Plain HTML strings, in English (each language's in
`data/i18n/<language>/reference/chroma_mix.ftl`, one message per section); the reference window
adds pictures of cards of each rank drawn by the table. `TABLE_PLAYERS` and `TABLE_MOVES` set up
the real game whose table is pictured (that many bot moves into a seeded game).
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
