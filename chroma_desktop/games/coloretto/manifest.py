"""Coloretto: what the app needs to know to offer, build, play and draw it."""

from chroma_desktop.manifest import GameManifest, standard_levels

MANIFEST = GameManifest(
    id='coloretto',
    name='Coloretto',
    min_players=2,
    max_players=5,
    rules='chroma_desktop.games.coloretto.game:ColorettoGame',
    content="chroma_desktop.games.coloretto.content:build",
    bot_levels=standard_levels(easy='chroma_desktop.games.coloretto.heuristic:easy_bot',
                               normal='chroma_desktop.games.coloretto.heuristic:ColorettoHeuristicBot'),
    table="chroma_desktop.games.coloretto.table.layout:ColorettoLayout",
    blurb='Collect chameleons in three colours, and no more.',
    accent='#F4C430',
    order=1,
    position="chroma_desktop.games.coloretto.position",
    reference="chroma_desktop.games.coloretto.reference",
    pictures="chroma_desktop.games.coloretto.table.pictures",
    search="chroma_desktop.games.coloretto.heuristic",
    rulings=True,
    running_score=True,
    previews=True,
    teaching="chroma_desktop.games.coloretto.teaching",
    catalogues=("coloretto", "coloretto_position", "coloretto_content"),
    how_to_play=(
        '<h3>Coloretto</h3><p>On your turn either <b>draw</b> a card (click the deck) and '
        '<b>place</b> it on a row with room (drag it there), or <b>take a row</b> with at least '
        'one card (drag the row onto your area, or click it). After taking a row you sit out the '
        'rest of the round. At the end your best three colours score positive, all others '
        'negative; jokers go where they score most; each +2 card is worth 2.</p><p>Keyboard: '
        'Tab/arrows choose a move, Enter plays it, Esc cancels, H gives a hint, +/−/0 zoom.</p>'
    ),
)
