"""What a new game is set up with: the game, its seats, options, teach mode and seed."""

from __future__ import annotations

from dataclasses import dataclass, field

from chroma_desktop.ui.seat import Seat


@dataclass
class NewGameConfig:
    game_id: str
    players: int
    seats: list[Seat]
    options: dict[str, str] = field(default_factory=dict)
    teach: bool = False
    seed: int | None = None
