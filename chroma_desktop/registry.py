"""The registry: the one place that finds the games and builds them from their manifests.

`manifests()` lists every game (`chroma_desktop.plugins` finds them: each subpackage of the
plug-in package `chroma_desktop.games` whose `manifest` module holds a `MANIFEST`, the modules
named in the environment variable `CHROMA_DESKTOP_GAMES`, and any manifest given to
`register()`). Nothing else in the app lists games, and nothing outside `games/` imports a game
by name. Finding the manifests imports only the small manifest modules; a game's parts load when
first asked for, through the typed loaders here (`position_codec`, `rules_reference`,
`reference_pictures`, `search_hints`, `pace`, `teaching`), each None where the
manifest declares the part absent, and the rulings its content carries (`rulings`, none where
it declares none).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from chroma_desktop import plugins
from chroma_desktop.manifest import (
    BotLevel,
    GameManifest,
    Pace,
    PositionCodec,
    ReferencePictures,
    RulesReference,
    SearchHints,
)
from chroma_desktop.plugins import EXTRA_GAMES_VARIABLE, game_ids, load, manifest_for, manifests
from chroma_desktop.rules.api import Game, UnknownGameError
from chroma_desktop.rules.notation import declare_notation

if TYPE_CHECKING:
    from chroma_desktop.content.rulings import RuledContent, Ruling
    from chroma_desktop.rules.move_groups import Teaching

__all__ = ["EXTRA_GAMES_VARIABLE", "BotLevel", "GameManifest", "UnknownGameError", "all_games",
           "build_game", "content_game_ids", "data_root", "find_game", "game_ids", "load",
           "load_game_content", "manifest_for", "manifests", "pace", "position_codec",
           "reference_pictures", "register", "rules_reference", "rulings", "search_hints", "teaching",
           "unregister",
           "validate_root"]


def register(manifest: GameManifest) -> None:
    """Add a game at run time (a plug-in, or a test's toy game)."""
    plugins.register(manifest)
    find_game.cache_clear()


def unregister(game_id: str) -> None:
    plugins.unregister(game_id)
    find_game.cache_clear()


@cache
def find_game(game_id: str) -> Game[Any]:
    """The game registered as `game_id`, built with its shipped content: the app's
    `GameResolver` (`rules.api`)."""
    return _built(game_id, load_game_content(game_id))


def build_game(game_id: str, root: Path | None = None) -> Game[Any]:
    """The game `game_id` built with the content of a user's pack at `root` (shipped if None)."""
    if root is None:
        return find_game(game_id)
    return _built(game_id, load_game_content(game_id, root))


def _built(game_id: str, content: Any) -> Game[Any]:
    """The game's rules built with `content`, its notation declared to the rules (the rules
    receive what the manifest names and never look it up), and a plug-in's data root to the
    reader of content words."""
    manifest = manifest_for(game_id)
    game_class = load(manifest.rules)
    declare_notation(game_class, lambda: position_codec(game_id))
    if manifest.data_root is not None:  # its content words and lessons' words are there
        from chroma_desktop.content.content_ftl import declare_root

        declare_root(game_id, manifest.data_root)
    return cast(Game[Any], game_class(content))


def all_games() -> tuple[Game[Any], ...]:
    """Every registered game, built with its shipped content, in display order."""
    return tuple(find_game(game_id) for game_id in game_ids())


# -- the optional parts, as the manifest declares them -----------------------------------------
def position_codec(game_id: str) -> PositionCodec | None:
    """The game's position notation; None where its manifest declares none."""
    reference = manifest_for(game_id).position
    return None if reference is None else cast(PositionCodec, load(reference))


def rules_reference(game_id: str) -> RulesReference | None:
    """The game's rules reference (Help -> How to play); None where it declares none."""
    reference = manifest_for(game_id).reference
    return None if reference is None else cast(RulesReference, load(reference))


def reference_pictures(game_id: str) -> ReferencePictures | None:
    """The pictures of the game's components (a table module); None where it declares none."""
    reference = manifest_for(game_id).pictures
    return None if reference is None else cast(ReferencePictures, load(reference))


def search_hints(game_id: str) -> SearchHints | None:
    """What the Hard bot asks of the game; None where it declares none."""
    reference = manifest_for(game_id).search
    return None if reference is None else cast(SearchHints, load(reference))


def teaching(game_id: str) -> Teaching | None:
    """How teach mode groups the game's open moves; None where it declares nothing (by kind)."""
    reference = manifest_for(game_id).teaching
    return None if reference is None else cast("Teaching", load(reference))


def rulings(game: Game[Any]) -> tuple[Ruling, ...]:
    """The rulings `game` was built with (Help -> Rulings); none where its manifest declares
    that its content records none."""
    if not manifest_for(game.id).rulings:
        return ()
    return tuple(cast("RuledContent", game.content).rulings)


def pace(game_id: str) -> Pace | None:
    """A real-time game's normal bot pace; None for a game without one."""
    reference = manifest_for(game_id).pace
    return None if reference is None else cast(Pace, load(reference))


# -- content ----------------------------------------------------------------------------------
def data_root(game_id: str) -> Path:
    """The folder holding the game's content, schema, lessons and translations."""
    from chroma_desktop.resources import data_dir

    return manifest_for(game_id).data_root or data_dir()


def content_game_ids() -> tuple[str, ...]:
    """The games whose content is read from a YAML folder (their manifest names a builder)."""
    return tuple(manifest.id for manifest in manifests() if manifest.content)


def load_game_content(game_id: str, root: Path | None = None) -> Any:
    """The built content of `game_id`: the shipped data (cached), or the pack laid out like
    `data/` at `root`; None for a game that reads no files."""
    from chroma_desktop.content import build_content, load_shipped

    manifest = manifest_for(game_id)
    if manifest.content is None:
        return None
    build = load(manifest.content)
    if root is None:
        package = manifest.content.partition(":")[0].rpartition(".")[0]
        return load_shipped(game_id, manifest.schema_file, build, package, manifest.data_root)
    return build_content(Path(root) / game_id, manifest.schema_file, build, manifest.data_root)


def validate_root(root: Path) -> list[str]:
    """Check every game folder under `root` (or `root` itself if it is one game's folder), and
    the words files of its translations under `root/i18n/`.

    Returns the problems found, one line each; an empty list means all is well.
    """
    from chroma_desktop.content import ContentError

    root = Path(root)
    known = content_game_ids()
    if root.name in known and not (root / root.name).is_dir():
        targets = [(root.name, root.parent)]
    else:
        targets = [(game_id, root) for game_id in known if (root / game_id).is_dir()]
        if not targets:
            return [f"{root}: no game content folders found (expected one of "
                    f"{', '.join(sorted(known))})"]
    from chroma_desktop.content.content_ftl import unreadable

    problems = []
    for game_id, base in targets:
        try:
            load_game_content(game_id, base)
        except ContentError as error:
            problems.append(str(error))
        problems.extend(unreadable(game_id, base))  # its words files (i18n/), file and line
    return problems
