"""CMYK!: what the app needs to know to offer, build, play and draw it."""

from chroma_desktop.manifest import GameManifest, standard_levels

MANIFEST = GameManifest(
    id='cmyk',
    name='CMYK!',
    min_players=2,
    max_players=5,
    rules='chroma_desktop.games.cmyk.game:CmykGame',
    content="chroma_desktop.games.cmyk.content:build",
    bot_levels=standard_levels(easy='chroma_desktop.games.cmyk.heuristic:CmykEasyBot',
                               normal='chroma_desktop.games.cmyk.heuristic:CmykHeuristicBot',
                               # Seconds per tile (taken and placed), Easy, Normal, Hard: Easy is
                               # a pace a first-time player keeps up with (issue 31: at about
                               # one tile every 6-8 s a newcomer playing hints was out-placed),
                               # Hard an expert's.
                               paces=(15.0, 10.0, 5.0)),
    table="chroma_desktop.games.cmyk.table.layout:CmykLayout",
    blurb='Grab triangle tiles in real time and build matching mosaics.',
    accent='#E0007A',
    order=4,
    realtime=True,
    pace='chroma_desktop.games.cmyk.heuristic:level_think_time',
    position="chroma_desktop.games.cmyk.position",
    reference="chroma_desktop.games.cmyk.reference",
    pictures="chroma_desktop.games.cmyk.table.pictures",
    search="chroma_desktop.games.cmyk.heuristic",
    rulings=True,
    running_score=True,
    previews=True,
    teaching="chroma_desktop.games.cmyk.teaching",
    catalogues=("cmyk", "cmyk_position", "cmyk_content"),
    how_to_play=(
        '<h3>CMYK!</h3><p>Real time: nobody waits for a turn, the bots keep building while you '
        'think. <b>Click a pile</b> to take its top tile (one tile at a time), then <b>drag</b> '
        'it onto a lit space beside your mosaic: every side it touches must show the same ink and '
        'the same mark. The tile turns to fit by itself; for the initial tile, or with flipped '
        'tiles allowed, <b>R</b> turns it first. A tile that fits nowhere goes back with <b>Put '
        'back</b>; a K-tile (black, matches any mark of its ink, -3 points) may be placed or '
        'discarded. You may drag your last tile elsewhere until you take the next one. <b>Stop '
        'taking tiles</b> when you are done.</p><p>Each side shows its mark as a glyph and a '
        'percentage (○ 0 %, · 20 %, ◆ 40 %, ■ 60 %, ★ 80 %, ▲ 100 %); the deeper the ink, the '
        'higher the mark. Every hexagon scores, and so do the public objectives on top and your '
        'private one; your score so far is beside your mosaic.</p><p>Keyboard: Tab/arrows choose '
        'a move (take, place, put back...), Enter plays it, R turns the tile, Esc cancels, H '
        'gives a hint.</p>'
    ),
)
