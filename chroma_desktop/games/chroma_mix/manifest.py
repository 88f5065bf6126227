"""Chroma Mix: what the app needs to know to offer, build, play and draw it."""

from chroma_desktop.manifest import GameManifest, standard_levels

MANIFEST = GameManifest(
    id='chroma_mix',
    name='Chroma Mix',
    min_players=1,
    max_players=4,
    rules='chroma_desktop.games.chroma_mix.game:ChromaMixGame',
    content="chroma_desktop.games.chroma_mix.content:build",
    bot_levels=standard_levels(easy='chroma_desktop.games.chroma_mix.heuristic:easy_bot',
                               normal='chroma_desktop.games.chroma_mix.heuristic:ChromaMixHeuristicBot'),
    table="chroma_desktop.games.chroma_mix.table.layout:ChromaMixLayout",
    blurb='Print, mix and refill pigment cards; race to a win condition.',
    accent='#3A6FD3',
    order=2,
    position="chroma_desktop.games.chroma_mix.position",
    reference="chroma_desktop.games.chroma_mix.reference",
    pictures="chroma_desktop.games.chroma_mix.table.pictures",
    search="chroma_desktop.games.chroma_mix.heuristic",
    rulings=True,
    previews=True,
    teaching="chroma_desktop.games.chroma_mix.teaching",
    catalogues=("chroma_mix", "chroma_mix_position", "chroma_mix_content"),
    how_to_play=(
        '<h3>Chroma Mix</h3><p>On your turn take one action: <b>print</b> (drag a hand card onto '
        'your play area), <b>mix</b> (click two or more hand cards to choose them, then drag them '
        'onto the market or supply card whose pigments they add up to exactly), <b>refill</b> '
        '(drag cards from your play area back to your hand, then Done, or the Refill button to '
        'return none) or <b>swap</b> (drop a hand card on a rank-1 supply pile). Effects then ask '
        'for their choices on the table; optional ones can be skipped. Win by Ruby, Sapphire, 17 '
        "VP in play or the game's variable card; the progress lines show how close everyone "
        'is.</p><p>Each card shows its pigments as C, M and Y marks, its rank as dots, its VP as '
        '★, and ⚡ (instant) or ∞ (continuous) before its effect. Rest the mouse on a card, or '
        'press Z on the focused one, to enlarge it.</p>'
    ),
)
