"""The one bot clock: how long a bot thinks before it acts in a real-time game.

The headless real-time driver and the table both ask `think_seconds`: a bot that keeps its own
pace says so (`Bot.think_time`); any other bot thinks at the game's normal pace, which the
game's manifest names (`pace`). Turn-based games have no clock: the table paces their bots.
"""

from __future__ import annotations

import random
from typing import Any

from chroma_desktop.bots.base import Bot
from chroma_desktop.rules.api import Game, PlayerId


def is_realtime(game: Game) -> bool:
    from chroma_desktop.registry import manifest_for

    return manifest_for(game.id).realtime


def think_seconds(game: Game, bot: Bot, view: Any, seat: PlayerId, rng: random.Random) -> float:
    """Seconds `bot` thinks in `seat` before acting on `view` (real-time games)."""
    seconds = bot.think_time(view, seat, rng)
    if seconds is not None:
        return seconds
    from chroma_desktop.registry import pace

    normal_pace = pace(game.id)
    if normal_pace is None:
        raise ValueError(f"{game.name} is not played in real time: it has no bot clock")
    return normal_pace(view, seat, rng)
