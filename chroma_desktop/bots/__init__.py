"""Bots: one protocol for every game, a random bot, and per-game heuristic bots.

Bots see only their own view of the state (pure Python, no Qt). `make_bot(name, game_id)` builds
one by name (`check_bot` only checks the name); `BOT_NAMES` lists what `chroma simulate --bots` accepts.
"""

from chroma_desktop.bots.base import Bot
from chroma_desktop.bots.factory import BOT_NAMES, UnknownBotError, check_bot, make_bot

__all__ = ["BOT_NAMES", "Bot", "UnknownBotError", "check_bot", "make_bot"]
