"""CMYK!'s rules reference (Help -> How to play), in our own words, section by section.

Written from `rules/cmyk.txt`, GAME-DATA.md and the app's readings in `data/cmyk/rulings.yaml`.
Plain HTML strings, in English (each language's in `data/i18n/<language>/reference/cmyk.ftl`,
one message per section); the reference window adds pictures of tiles and a K-tile drawn by the
table. `TABLE_PLAYERS` and `TABLE_MOVES` set up the real game whose table is pictured (that many
bot moves into a seeded game).
"""

TABLE_PLAYERS = 2
TABLE_MOVES = 20

SECTIONS: dict[str, str] = {
    "Goal": (
        "<p>Build a mosaic of triangular tiles, faster than everyone else, so that neighbouring "
        "sides match. Six triangles around a point make a <b>hexagon</b>; hexagons and the "
        "objective cards score. Most points wins.</p>"
    ),
    "Components": (
        "<p>Triangular <b>tiles</b> stacked in piles of twelve (five piles for two or three "
        "players, seven for four or five). Each side of a tile shows one ink, cyan, magenta or "
        "yellow, at a <b>mark</b> from 0 % to 100 % (○ 0, · 20, ◆ 40, ■ 60, ★ 80, ▲ 100): the "
        "deeper the ink, the higher the mark. Two black <b>K-tiles</b> match any mark of the "
        "right ink. <b>Public objective</b> cards score for everyone; each player also has a "
        "secret <b>private objective</b> (one ink at one mark, at most 6 points).</p>"
    ),
    "A turn": (
        "<p>There are no turns: everyone plays at once, and the bots keep building while you "
        "think. First each player takes an initial tile (never a K-tile) and passes it to the "
        "left to start their mosaic. Then, over and over:</p><ul>"
        "<li><b>Take</b> the top tile of any pile (one tile at a time; the tops lie face "
        "up).</li>"
        "<li><b>Place</b> it beside your mosaic: every side it touches must show the same ink "
        "<b>and</b> the same mark. You may move your last tile until you take the next one.</li>"
        "<li>A tile that fits nowhere goes <b>back</b> on its pile. A K-tile may be placed "
        "(matching ink only) or discarded; either way another public objective is revealed.</li>"
        "</ul><p>When no one can place any top tile, a tile is removed from the game for each "
        "player still taking tiles.</p>"
    ),
    "Scoring / winning": (
        "<ul><li>5 points per hexagon (a tile may belong to several).</li>"
        "<li>The public objectives, in the order they were revealed (some double or cancel "
        "others).</li>"
        "<li>Your private objective, at most 6 points unless doubled.</li>"
        "<li>−3 for every K-tile you placed.</li></ul>"
        "<p>Ties: most hexagons, then fewest K-tiles, then fewest tiles. Your score so far is "
        "shown beside your mosaic.</p>"
    ),
    "End of the game": (
        "<p>The game ends when the piles are empty or everyone has stopped taking tiles. The "
        "Match option plays one game, three games (2 points for first place, 1 for second) or "
        "games until someone's total reaches 40.</p>"
    ),
    "Keyboard and mouse": (
        "<p><b>Mouse:</b> click a pile to take its top tile, then drag it onto a lit space: it "
        "turns to fit by itself. Put back returns a tile that fits nowhere; Discard K-tile "
        "throws a K-tile away; Stop taking tiles ends your game.</p>"
        "<p><b>Keyboard:</b> Tab or the arrows step through the legal moves (take, place, put "
        "back...), Enter or Space plays the chosen one, R turns the tile in hand, Esc cancels, H "
        "shows a hint, + and − zoom, 0 fits the table to the window.</p>"
    ),
}
