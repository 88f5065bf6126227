"""Headless play: a match where every seat is a bot, and a batch of such matches.

Each bot sees only its own view; each seat's generator is derived from the match seed, so a
batch is reproducible. `win_interval` gives a win rate's 95 % interval for benchmark figures.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from chroma_desktop.bots.base import Bot
from chroma_desktop.rules.api import Game, Outcome
from chroma_desktop.rules.match import Match


def bot_rng(seed: int, seat: int) -> random.Random:
    return random.Random(f"bot:{seed}:{seat}")


def play_bot_match(game: Game, bots: Sequence[Bot], options: Mapping[str, object] | None = None,
                   seed: int = 0, max_plies: int = 100_000) -> Match:
    """Play one match to the end with `bots[i]` in seat i."""
    match = Match(game, len(bots), options, seed)
    rngs = [bot_rng(seed, seat) for seat in range(len(bots))]
    while not match.is_over():
        if len(match.moves) > max_plies:
            raise RuntimeError(f"{game.name} did not end within {max_plies} plies")
        for player in match.to_move():
            if match.is_over() or player not in match.to_move():
                continue
            move = bots[player].choose(game, match.view(player), player, rngs[player])
            match.play(move, player)
    return match


@dataclass
class BatchResult:
    """Wins (a shared win counts as a share) and total score per seat over a batch."""

    games: int = 0
    wins: list[float] = field(default_factory=list)
    score_totals: list[float] = field(default_factory=list)

    @classmethod
    def empty(cls, seats: int) -> BatchResult:
        return cls(0, [0.0] * seats, [0.0] * seats)

    def count(self, outcome: Outcome | None) -> None:
        """Add one finished game's outcome."""
        assert outcome is not None
        self.games += 1
        for seat in outcome.winners:
            self.wins[seat] += 1 / len(outcome.winners)
        for seat, points in enumerate(outcome.scores):
            self.score_totals[seat] += points

    def mean_score(self, seat: int) -> float:
        return self.score_totals[seat] / self.games if self.games else 0.0


def win_interval(wins: float, games: int, z: float = 1.96) -> tuple[float, float, float]:
    """The win rate and its Wilson score interval (95 % for z = 1.96), as fractions."""
    if games < 1:
        raise ValueError("a win rate needs at least one game")
    rate = wins / games
    centre = (rate + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return rate, max(0.0, centre - half), min(1.0, centre + half)


def play_batch(game: Game, bots: Sequence[Bot], games: int, seed: int,
               options: Mapping[str, object] | None = None) -> BatchResult:
    result = BatchResult.empty(len(bots))
    for index in range(games):
        result.count(play_bot_match(game, bots, options, seed * 1_000_003 + index).outcome())
    return result
