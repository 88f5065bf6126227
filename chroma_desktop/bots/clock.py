"""The one bot clock: how long a bot thinks before it acts in a real-time game.

The headless real-time driver and the table both ask `think_seconds`: a bot that keeps its own
pace says so (`Bot.think_time`); any other bot thinks at its level's pace (`BotLevel.pace`,
seconds per piece, declared in the game's manifest: a bot's `name` is its level's id; a bot of no
level keeps the Normal level's), which the game's `Pace` function (the manifest's `pace`) turns
into the time before each action. Turn-based games have no clock: the table paces their bots,
at `TURN_PACE_SECONDS` (kept here, not in `bots/schedule.py`, so a table can read its pace without
loading the scheduler before a bot is to move).
"""

from __future__ import annotations

import random
from typing import Any

from chroma_desktop.bots.base import Bot
from chroma_desktop.rules.api import Game, PlayerId

TURN_PACE_SECONDS = 0.45
"""A bot's think time at the normal pace in a turn-based game (the table's, the host's bots')."""

SHARED_ROUND_PACE_SECONDS = 2.0
"""A bot's think time at the normal pace where a person at this desk may act at the same time
(Chroma Cubes' rounds: "every player taking their turn at the same time"): what a person
watching a real table sees, each move in turn, not the bot's whole round within two seconds
while the person still looks at their own dice (issue 31)."""


def turn_pace(shared_with_person: bool) -> float:
    """A turn-based game's think time at the normal pace: a person's where someone at this desk
    acts in the same round (`SHARED_ROUND_PACE_SECONDS`), else the table's turn pace."""
    return SHARED_ROUND_PACE_SECONDS if shared_with_person else TURN_PACE_SECONDS


def is_realtime(game: Game) -> bool:
    from chroma_desktop.registry import manifest_for

    return manifest_for(game.id).realtime


def think_seconds(game: Game, bot: Bot, view: Any, seat: PlayerId, rng: random.Random) -> float:
    """Seconds `bot` thinks in `seat` before acting on `view` (real-time games)."""
    seconds = bot.think_time(view, seat, rng)
    if seconds is not None:
        return seconds
    from chroma_desktop.registry import manifest_for, pace

    game_pace = pace(game.id)
    per_piece = manifest_for(game.id).level_pace(bot.name)
    if game_pace is None or per_piece is None:
        raise ValueError(f"{game.name} is not played in real time: it has no bot clock")
    return game_pace(view, seat, rng, per_piece)
