"""What a game tells the app about itself: one manifest per game, the game's whole contract.

A manifest is plain data (no imports of the game's code): the parts that cost something to load
(rules, content builder, bots, table layout, position codec, rules reference, pictures, search
hints) are named as `"package.module:attribute"` (or `"package.module"` for a module that is the
part) and loaded on first use by `chroma_desktop.registry`, so listing the games at start-up
imports none of them. Optional parts a game does not offer are declared `None`; callers read
that declared value and never probe a game's modules. The protocols below say what each loaded
part gives, so the type checker knows it.
"""

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, NamedTuple, Protocol

from chroma_desktop.rules.api import PlayerId
from chroma_desktop.rules.notation import PositionCodec

__all__ = ["NORMAL_LEVEL", "STANDARD_LEVELS", "BotLevel", "GameManifest", "Pace", "PositionCodec",
           "ReferencePictures", "RulesReference", "SearchHints", "standard_levels"]


class BotLevel(NamedTuple):
    """One bot level a game offers: the one table the New game dialog, `chroma simulate --bots`
    and the bot factory read."""

    id: str
    """The level's name on the command line and in saves: "easy", "heuristic", "hard"."""
    label: str
    """Its name in the New game dialog ("easy", "normal", "hard"), after "Bot: "."""
    factory: str
    """`"module:factory"`: the factory takes no argument and returns a `Bot`."""
    description: str = ""
    """What a player meets at this level, in a few words (the command line's help)."""
    pace: float | None = None
    """Real-time games: about how many seconds a bot of this level takes for each piece it
    plays (CMYK!: a tile taken and placed), said in the New game dialog and given to the game's
    `Pace`; None: the Normal level's pace."""


class RulesReference(Protocol):
    """Help -> How to play: the rules in the game's own words, one HTML text per heading (in
    English; each language's in `<data root>/i18n/<language>/reference/<id>.ftl`), and the
    table the reference pictures (players, moves into a seeded game)."""

    @property
    def SECTIONS(self) -> Mapping[str, str]: ...  # noqa: N802 (the module's constant)

    @property
    def TABLE_PLAYERS(self) -> int: ...  # noqa: N802

    @property
    def TABLE_MOVES(self) -> int: ...  # noqa: N802


class ReferencePictures(Protocol):
    """The rules reference's pictures of a game's components, drawn by its table code from a
    real table (`ui/reference_pictures.RealTable`)."""

    def components(self, table: Any) -> Sequence[Any]: ...


class SearchHints(Protocol):
    """What the Hard bot (`bots/search.py`) asks of a game: a win chance (0..1) for a state cut
    short, and after how many decisions of a playout to cut it (None: play to the end)."""

    @property
    def SEARCH_DEPTH(self) -> int | None: ...  # noqa: N802

    def evaluate(self, state: Any, player: PlayerId) -> float: ...


SEARCH_BOT = "chroma_desktop.bots.search:SearchBot"
"""The Hard level of every game: the generic search, guided by the game's `SearchHints`."""


STANDARD_LEVELS = (
    BotLevel("easy", "easy", "", "plays fast and makes mistakes a beginner makes"),
    BotLevel("heuristic", "normal", "", "plays the game's rules of thumb"),
    BotLevel("hard", "hard", SEARCH_BOT, "searches: plays many games ahead in its head"),
)
"""The three levels every shipped game offers, the factories of Easy and Normal being the game's:
the one table the command line's help, the New game dialog's words and the factory read."""


NORMAL_LEVEL = "heuristic"
"""The level whose pace a bot of no level of its own keeps (random play)."""


def standard_levels(easy: str, normal: str, hard: str = SEARCH_BOT,
                    paces: tuple[float, float, float] | None = None) -> tuple[BotLevel, ...]:
    """The `STANDARD_LEVELS` of a game whose Easy, Normal and Hard bots the factories named
    build; a real-time game gives each level's `pace` (seconds per piece, Easy first)."""
    return tuple(level._replace(factory=factory, pace=None if paces is None else paces[index])
                 for index, (level, factory) in enumerate(
                     zip(STANDARD_LEVELS, (easy, normal, hard), strict=True)))


Pace = Callable[[Any, PlayerId, Any, float], float]
"""`think_time(view, seat, rng, seconds_per_piece) -> seconds`: how long a real-time game's bot
thinks before its next action, for a level that plays a piece every `seconds_per_piece` on
average."""


class GameManifest(NamedTuple):
    """Everything the app needs to know to offer, build, play and draw one game."""

    id: str
    name: str
    min_players: int
    max_players: int
    rules: str
    """The `Game` class, built with the game's content: `"module:Class"`."""
    content: str | None
    """`build(source) -> content` from the game's YAML folder `<data root>/<id>/`, or None (no
    files)."""
    bot_levels: tuple[BotLevel, ...]
    """The levels the game offers, easiest first; `"random"` is generic and need not be listed."""
    table: str
    """The table layout class, `Layout(content, players)`: `"module:Class"`."""
    blurb: str
    """One line on the start page."""
    accent: str
    """The colour of the game's tile on the start page (`#RRGGBB`)."""
    how_to_play: str
    """Help -> How to play, in a few paragraphs of HTML (shown when `reference` is None)."""
    realtime: bool = False
    """Players act at once on a clock (`to_move` names several seats) rather than in turns."""
    pace: str | None = None
    """Real-time games: the `Pace` of a bot that keeps none of its own, at its level's `pace`:
    `"module:function"`."""
    order: int = 100
    """Where the game stands in lists (start page, New game): lower first, then by name."""
    schema: str | None = None
    """The JSON Schema file under `<data root>/schema/`; default `<id>.schema.json`."""
    data_root: Path | None = None
    """The folder holding the game's `<id>/` content, `schema/`, `lessons/` and `i18n/`; None is
    the app's own `data/` (a plug-in outside the package names its own)."""
    position: str | None = None
    """The `PositionCodec`: `"module"` (a module with `setup_of`, `write`, `read`); None: the game
    has no position notation yet."""
    reference: str | None = None
    """The `RulesReference` for Help -> How to play: `"module"`; None: `how_to_play` alone."""
    pictures: str | None = None
    """The `ReferencePictures` (a table module: imports Qt): `"module"`; None: no pictures of
    components, only the table."""
    search: str | None = None
    """The `SearchHints` for the Hard bot: `"module"`; None: playouts run to the end and score
    the outcome."""
    rulings: bool = False
    """Its content carries `rulings` (`content.rulings.RuledContent`: the readings of its
    `rulings.yaml`, shown by Help -> Rulings); False: it records none."""
    running_score: bool = False
    """The rules class is a `rules.api.RunningScore` too: it says each seat's score as the game
    stands (`live_score`), which a resigned online game's Results show."""
    previews: bool = False
    """The rules class is a `rules.api.Previews` too: it says what a legal move is worth before
    it is made (`effect`), which the table shows on the target the player rests on or focuses."""
    teaching: str | None = None
    """How teach mode groups the open moves and which topic a refusal's rule or a group
    concerns (`rules.move_groups.Teaching`): `"module"`; None: grouped by move kind."""
    catalogues: tuple[str, ...] = ()
    """The message catalogues (prefixes) the game's words use, each translated in
    `<data root>/i18n/<language>/<prefix>.ftl`."""

    @property
    def schema_file(self) -> str:
        return self.schema or f"{self.id}.schema.json"

    def level(self, level_id: str) -> BotLevel | None:
        """The bot level called `level_id`, None where the game does not offer it."""
        for level in self.bot_levels:
            if level.id == level_id:
                return level
        return None

    def level_pace(self, level_id: str) -> float | None:
        """Seconds per piece of the level `level_id` (real time), else the Normal level's; None
        when neither declares one."""
        level = self.level(level_id)
        if level is not None and level.pace is not None:
            return level.pace
        normal = self.level(NORMAL_LEVEL)
        return None if normal is None else normal.pace

