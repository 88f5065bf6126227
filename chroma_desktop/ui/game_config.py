"""What a new game is set up with: the game, its seats, options, teach mode and seed."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import NamedTuple

from chroma_desktop.ui.seat import Seat


class NewGameConfig(NamedTuple):
    game_id: str
    players: int
    seats: list[Seat]
    options: Mapping[str, str] = MappingProxyType({})
    teach: bool = False
    seed: int | None = None
