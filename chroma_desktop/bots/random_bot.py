"""The uniform random bot: every legal move equally likely. A baseline and a test driver."""

from __future__ import annotations

import random
from typing import Any

from chroma_desktop.bots.base import BaseBot
from chroma_desktop.rules.api import Game, Move, PlayerId


class RandomBot(BaseBot):
    name = "random"

    def choose(self, game: Game, view: Any, player: PlayerId, rng: random.Random,
               budget: float | None = None) -> Move:
        return rng.choice(game.legal_moves(view, player))
