"""What a game tells the app about itself: one manifest per game package.

A manifest is plain data (no imports of the game's code): the parts that cost something to load
(rules, content builder, bots, table layout) are named as `"package.module:attribute"` and loaded
on first use, so listing the games at start-up imports none of them.
"""

from collections.abc import Mapping
from typing import NamedTuple


class GameManifest(NamedTuple):
    """Everything the app needs to know to offer, build, play and draw one game."""

    id: str
    name: str
    min_players: int
    max_players: int
    rules: str
    """The `Game` class, built with the game's content: `"module:Class"`."""
    content: str | None
    """`build(source) -> content` from the game's YAML folder `data/<id>/`, or None (no files)."""
    bots: Mapping[str, str]
    """Bot level -> `"module:factory"`; the factory takes no argument and returns a `Bot`.
    `"random"` is generic and need not be listed."""
    table: str
    """The table layout class, `Layout(content, players)`: `"module:Class"`."""
    blurb: str
    """One line on the start page."""
    accent: str
    """The colour of the game's tile on the start page (`#RRGGBB`)."""
    how_to_play: str
    """Help -> How to play, in a few paragraphs of HTML."""
    realtime: bool = False
    """Players act at once on a clock (`to_move` names several seats) rather than in turns."""
    pace: str | None = None
    """Real-time games: `think_time(view, seat, rng) -> seconds`, the normal pace of a bot that
    keeps none of its own: `"module:function"`."""
    order: int = 100
    """Where the game stands in lists (start page, New game): lower first, then by name."""
    schema: str | None = None
    """The JSON Schema file under `data/schema/`; default `<id>.schema.json`."""

    @property
    def schema_file(self) -> str:
        return self.schema or f"{self.id}.schema.json"
