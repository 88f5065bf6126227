"""The toy's bot: leave the others a multiple of one more than a turn may take (three, with the
shipped content) when it can."""

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
        period = game.content.most_taken + 1
        return next((m for m in legal if (view.left - m.arg.count) % period == 0), legal[0])
