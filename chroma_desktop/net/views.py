"""The view codec: how a player's view of a table goes over the wire, for every game.

A view is written as the game's position notation (`rules/position.py`), whose header says whose
view it is and whose hidden parts are `?`: plain text inside the JSON frame, read back by the same
game's notation into exactly the state `Game.view` gave. Nothing is pickled, and nothing but what
the view holds can be written: the notation has no place for a hidden card.
"""

from __future__ import annotations

from typing import Any

from chroma_desktop.rules.api import Game
from chroma_desktop.rules.position import PositionError, read_position, view_to_text


class ViewError(ValueError):
    """A view text that is not the view it claims to be (the message says why)."""


def encode_view(game: Game, view: Any, viewer: int | None) -> str:
    """The text of `view`, what `viewer` (None: a spectator) sees; `view` is already that view."""
    return view_to_text(game, view, viewer)


def decode_view(game: Game, text: str, viewer: int | None) -> Any:
    """The view `text` holds; ViewError unless it is `game`'s view for `viewer`."""
    try:
        position = read_position(text, game)
    except PositionError as error:
        raise ViewError(f"the view does not read: {error}") from error
    setup = position.setup
    if not setup.is_view and game.view(position.state, viewer) != position.state:
        raise ViewError("the view shows more than its viewer may see")
    if setup.is_view and setup.viewer != viewer:
        raise ViewError("the view is someone else's")
    return position.state
