"""The toy game's manifest: registering it is all it takes to be offered by the app.

It names every part of the contract a plug-in outside the package can have: its content (its
own data root, with its schema, lessons and Italian catalogue), its position notation, its bot
levels, its words' catalogue, its previews (`effect`) and its teaching (grouped moves). It
declares no rules reference, pictures, search hints or pace: those are None, and the app shows
and plays it without them.
"""

from pathlib import Path

from chroma_desktop.manifest import BotLevel, GameManifest

MANIFEST = GameManifest(
    id="toy_nim",
    name="Toy Nim",
    min_players=2,
    max_players=3,
    rules="tests.toy_game.game:ToyNimGame",
    content="tests.toy_game.content:build",
    bot_levels=(BotLevel("easy", "easy", "chroma_desktop.bots.random_bot:RandomBot",
                         "takes at random"),
                BotLevel("heuristic", "normal", "tests.toy_game.heuristic:ToyNimBot",
                         "takes what leaves a multiple of three")),
    table="tests.toy_game.table.layout:ToyNimLayout",
    blurb="Take one or two counters; whoever takes the last one wins.",
    accent="#888888",
    order=99,
    how_to_play="<h3>Toy Nim</h3><p>Take one or two counters. The last counter wins.</p>",
    data_root=Path(__file__).resolve().parent / "data",
    position="tests.toy_game.position",
    previews=True,
    teaching="tests.toy_game.teaching",
    catalogues=("toy_nim",),
)
