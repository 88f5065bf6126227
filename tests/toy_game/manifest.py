"""The toy game's manifest: registering it is all it takes to be offered by the app."""

from chroma_desktop.manifest import BotLevel, GameManifest

MANIFEST = GameManifest(
    id="toy_nim",
    name="Toy Nim",
    min_players=2,
    max_players=3,
    rules="tests.toy_game.game:ToyNimGame",
    content=None,
    bot_levels=(BotLevel("heuristic", "normal", "tests.toy_game.heuristic:ToyNimBot",
                         "takes what leaves a multiple of three"),),
    table="tests.toy_game.table.layout:ToyNimLayout",
    blurb="Take one or two counters; whoever takes the last one wins.",
    accent="#888888",
    order=99,
    how_to_play="<h3>Toy Nim</h3><p>Take one or two counters. The last counter wins.</p>",
)
