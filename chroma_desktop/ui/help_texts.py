"""How to play each game, in a few lines of HTML for the Help menu."""

HOW_TO_PLAY = {
    "coloretto": (
        "<h3>Coloretto</h3><p>On your turn either <b>draw</b> a card (click the deck) and "
        "<b>place</b> it on a row with room (drag it there), or <b>take a row</b> with at least "
        "one card (drag the row onto your area, or click it). After taking a row you sit out "
        "the rest of the round. At the end your best three colours score positive, all others "
        "negative; jokers go where they score most; each +2 card is worth 2.</p>"
        "<p>Keyboard: Tab/arrows choose a move, Enter plays it, Esc cancels, H gives a hint, "
        "+/−/0 zoom.</p>"
    ),
    "chroma_mix": (
        "<h3>Chroma Mix</h3><p>On your turn take one action: <b>print</b> (drag a hand card "
        "onto your play area), <b>mix</b> (click two or more hand cards to choose them, then drag "
        "them onto the market or supply card whose pigments they add up to exactly), "
        "<b>refill</b> (drag cards from your play area back to your hand, then Done, or the "
        "Refill button to return none) or <b>swap</b> (drop a hand card on a rank-1 supply pile). "
        "Effects then ask for their choices on the table; optional ones can be skipped. Win by "
        "Ruby, Sapphire, 17 VP in play or the game's variable card; the progress lines show how "
        "close everyone is.</p><p>Each card shows its pigments as C, M and Y marks, its rank as "
        "dots, its VP as ★, and ⚡ (instant) or ∞ (continuous) before its effect. Rest the mouse "
        "on a card, or press Z on the focused one, to enlarge it.</p>"
    ),
    "cmyk": (
        "<h3>CMYK!</h3><p>Real time: nobody waits for a turn, the bots keep building while you "
        "think. <b>Click a pile</b> to take its top tile (one tile at a time), then <b>drag</b> it "
        "onto a lit space beside your mosaic: every side it touches must show the same ink and the "
        "same mark. The tile turns to fit by itself; for the initial tile, or with flipped tiles "
        "allowed, <b>R</b> turns it first. A tile that fits nowhere goes back with <b>Put back</b>; "
        "a K-tile (black, matches any mark of its ink, -3 points) may be placed or discarded. You "
        "may drag your last tile elsewhere until you take the next one. <b>Stop taking tiles</b> "
        "when you are done.</p><p>Each side shows its mark as a glyph and a percentage "
        "(○ 0 %, · 20 %, ◆ 40 %, ■ 60 %, ★ 80 %, ▲ 100 %); the deeper the ink, the higher the "
        "mark. Every hexagon scores, and so do the public objectives on top and your private "
        "one; your score so far is beside your mosaic.</p><p>Keyboard: Tab/arrows choose a move "
        "(take, place, put back...), Enter plays it, R turns the tile, Esc cancels, H gives a "
        "hint.</p>"
    ),
    "chroma_cubes": (
        "<h3>Chroma Cubes</h3><p>First everyone <b>drafts</b> dice in turn: drag a die from the "
        "centre onto your active dice (five each), then onto your reserve (two each), or just "
        "click it. Rounds are played at the same time: <b>colour</b> a section of your sheet by "
        "clicking dice to choose them, then dragging them onto the section (a section marked 2 ♥ "
        "takes two dice showing a heart; each die gives one of its two symbols, once a round). A "
        "section that takes one die can be coloured by dragging that die alone. Drop five dice "
        "showing one symbol on a <b>superpower lock</b> to colour one side; both sides unlock "
        "its power (drop a die on the open lock to use it). To <b>activate a reserve die</b>, "
        "drag an unused active die onto an opponent's reserve. <b>End my round</b> saves your "
        "unused dice; only used dice are rolled again.</p><p>A completed figure scores its value, "
        "+1 if nobody completed it in an earlier round; the score track's small dice mark the "
        "scores that unlock an extra die from the centre. In the solo cairn game each turn fills "
        "a cairn stone: on a trade stone drop a die on a trade-stock die, on a bonus stone "
        "choose the bonus symbol with your dice. Every die shows its two symbols and its colour's "
        "name; a stuck die says so.</p><p>Keyboard: Tab/arrows choose a move, Enter plays it, "
        "Esc cancels, H gives a hint, +/−/0 zoom.</p>"
    ),
}
