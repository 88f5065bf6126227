"""The words Chroma Mix's position notation shares between writing and reading: seats as words
(`P1`, `billy`, `nobody`), the actions of a turn, and the defaults both sides must agree on (a
line left out reads as its default, so it is written only when the state differs).

The notation itself is described in `position.py`.
"""

from __future__ import annotations

from typing import Any

from chroma_desktop.games.chroma_mix import position_words as W
from chroma_desktop.games.chroma_mix.config import ChromaConfig
from chroma_desktop.games.chroma_mix.state import EMPTY, MIX, PRINT, REFILL, SWAP
from chroma_desktop.rules.position import Lines, seat_text

BILLY = "billy"
MIX_CARD = "mix"
NOBODY = "nobody"
ACTIONS = (("print", PRINT), ("mix", MIX), ("refill", REFILL), ("swap", SWAP))
KEY_EFFECT = "all_actions_each_turn"
MAX_COUNT = 9  # no effect counts higher (Cerulean 2, Turquoise 3, Violet 2, Billy's 2 draws)


def seat_word(config: ChromaConfig, seat: int) -> str:
    """A seat as the notation writes it: `P1`.., `billy` for Confident Billy, `nobody` before
    chance has picked."""
    if seat == EMPTY:
        return NOBODY
    return BILLY if seat == config.billy else seat_text(seat)


def parse_seat(config: ChromaConfig, lines: Lines, key: str, word: str) -> int:
    """The seat `word` names on the line `key` (`billy` only in solo), as `seat_word` writes it."""
    lowered = word.strip().lower()
    if lowered == NOBODY:
        return EMPTY
    if lowered == BILLY:
        if not config.solo:
            raise lines.error(key, W.BILLY_ONLY_SOLO())
        return config.billy
    return lines.parse_seat(key, word)


def default_mixes(used: int) -> int:
    """`mixes this turn` when left out: one if `mix` was taken (Lemon allows a second)."""
    return 1 if used & MIX else 0


def key_default(config: ChromaConfig, current: int, plays: Any) -> bool:
    """Key grants its actions from the start of a player's turn when it lies in their play area
    (rulebook, Key ruling); printed during the turn, it may or may not (option key_print)."""
    if current < 0 or current == config.billy:
        return False
    return any(plays[current][kind] for kind, _ in config.effect_kinds.get(KEY_EFFECT, ()))
