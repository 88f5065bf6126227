"""The toy's bot: leave the others a multiple of three when it can."""

from __future__ import annotations

import random
from typing import Any

from chroma_desktop.bots.base import BaseBot
from chroma_desktop.rules.api import Game, Move, PlayerId


class ToyNimBot(BaseBot):
    name = "heuristic"

    def choose(self, game: Game, view: Any, player: PlayerId, rng: random.Random,
               budget: float | None = None) -> Move:
        legal = game.legal_moves(view, player)
        return next((m for m in legal if (view.left - m.arg.count) % 3 == 0), legal[0])
