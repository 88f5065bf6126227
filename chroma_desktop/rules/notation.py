"""Where each game keeps its position notation: declared by whoever builds the game.

The rules never look a game's modules up: the registry, building a game from its manifest,
declares the notation the manifest names (`declare_notation`), and `rules/position.py` asks for
it (`declared_codec`). This module is small and loads nothing, so building a game at start-up
does not load the position reader.
"""

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from chroma_desktop.rules.position import Lines, Setup


class PositionCodec(Protocol):
    """A game's position notation: the three functions of its `position.py`."""

    def setup_of(self, game: Any, state: Any) -> tuple[int, dict[str, str]]:
        """The players and options (`{name: value}`) the state was set up with."""

    def write(self, game: Any, state: Any) -> list[tuple[str, str]]:
        """The state's `(key, value)` lines, in reading order."""

    def read(self, game: Any, setup: "Setup", lines: "Lines") -> Any:
        """The state the lines describe."""


CodecLoader = Callable[[], "PositionCodec | None"]

_NOTATIONS: dict[type, CodecLoader] = {}
"""Each game class's notation as declared: a loader, run on first use."""
_CODECS: dict[type, "PositionCodec | None"] = {}
"""Each declared notation, loaded once (a server writes a view for every seat at every move)."""


def declare_notation(game_class: type, codec: CodecLoader) -> None:
    """Say where the games of `game_class` keep their notation: `codec()` loads it (None: the
    game has none yet). The latest declaration holds (a manifest registered again)."""
    _NOTATIONS[game_class] = codec
    _CODECS.pop(game_class, None)


def declared_codec(game: Any) -> "PositionCodec | None":
    """The notation declared for `game`'s class, loaded once; None if none was declared."""
    kind = type(game)
    if kind not in _CODECS:
        loader = _NOTATIONS.get(kind)
        if loader is None:
            return None
        _CODECS[kind] = loader()
    return _CODECS[kind]
