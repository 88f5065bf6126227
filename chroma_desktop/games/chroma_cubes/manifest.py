"""Chroma Cubes: what the app needs to know to offer, build, play and draw it."""

from chroma_desktop.manifest import GameManifest, standard_levels

MANIFEST = GameManifest(
    id='chroma_cubes',
    name='Chroma Cubes',
    min_players=1,
    max_players=4,
    rules='chroma_desktop.games.chroma_cubes.game:ChromaCubesGame',
    content="chroma_desktop.games.chroma_cubes.content:build",
    bot_levels=standard_levels(easy='chroma_desktop.games.chroma_cubes.easy:easy_bot',
                               normal='chroma_desktop.games.chroma_cubes.heuristic:ChromaCubesHeuristicBot'),
    table="chroma_desktop.games.chroma_cubes.table.layout:ChromaCubesLayout",
    blurb='Roll dice and colour your picture, section by section.',
    accent='#4E9F3D',
    order=3,
    position="chroma_desktop.games.chroma_cubes.position",
    reference="chroma_desktop.games.chroma_cubes.reference",
    pictures="chroma_desktop.games.chroma_cubes.table.pictures",
    search="chroma_desktop.games.chroma_cubes.heuristic",
    rulings=True,
    previews=True,
    teaching="chroma_desktop.games.chroma_cubes.teaching",
    catalogues=("chroma_cubes", "chroma_cubes_position", "chroma_cubes_content"),
    how_to_play=(
        '<h3>Chroma Cubes</h3><p>First everyone <b>drafts</b> dice in turn: drag a die from the '
        'centre onto your active dice (five each), then onto your reserve (two each), or just '
        'click it. Rounds are played at the same time: <b>colour</b> a section of your sheet by '
        'clicking dice to choose them, then dragging them onto the section (a section marked 2 ♥ '
        'takes two dice showing a heart; each die gives one of its two symbols, once a round). A '
        'section that takes one die can be coloured by dragging that die alone. Drop five dice '
        'showing one symbol on a <b>superpower lock</b> to colour one side; both sides unlock its '
        'power (drop a die on the open lock to use it). To <b>activate a reserve die</b>, drag an '
        "unused active die onto an opponent's reserve. <b>End my round</b> saves your unused "
        'dice; only used dice are rolled again.</p><p>A completed figure scores its value, +1 if '
        "nobody completed it in an earlier round; the score track's small dice mark the scores "
        'that unlock an extra die from the centre. In the solo cairn game each turn fills a cairn '
        'stone: on a trade stone drop a die on a trade-stock die, on a bonus stone choose the '
        "bonus symbol with your dice. Every die shows its two symbols and its colour's name; a "
        'stuck die says so.</p><p>Keyboard: Tab/arrows choose a move, Enter plays it, Esc '
        'cancels, H gives a hint, +/−/0 zoom.</p>'
    ),
)
