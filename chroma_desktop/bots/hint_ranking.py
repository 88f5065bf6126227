"""The hint's ranking: one recommendation, the same at the table and on the command line.

The table's hint panel (`ui/hint_odds.py`) and `chroma hint FILE` (`cli.py`) both ask
`HintRanker.rank`, so they cannot disagree. The search (`bots/search.py`) ranks the moves open to
the player: the first is the search's choice (the Normal bot's own move unless another did surely
better on the same samples), and it is the move the table lights and Enter plays; the others
follow by their win chance, at most SHOWN in all; one whose chance, or either end of its likely
range, is not below the first's is marked `level_with_first` and shown as "as good as 1", never
with a figure above the first's (the order is the paired comparison's, which the raw chances can
contradict). Each chance is said as the range its playouts support (`likely`,
`bots/hint_chance.py`), never as a bare figure from a few dozen games. The first move's
reason is said in words: the Normal bot's reason when the search kept its move, else what the
search found. No other move is recommended.

The first move displaces the Normal bot's choice only on at least PLAYOUTS_EACH paired
playouts (the Hard bot's search needs four): on four, a Chroma Mix hint put first "declines
Slate Gray's card" at 100 % of 4 games, where 150 showed it no better than taking one (a solo
game, seed 75, ply 37; `benchmarks/hint_traps.py`). And only on a sure gain in win share (the
reason says "clearly more than the usual plan"), by a confidence for all the moves compared at
once (`search.family_confidence`): at 1.5 standard errors for each of nine, a Chroma Mix solo
hint put "refill, returning no card" first on three lucky playouts of 22 (seed 20, ply 41;
`tests/bots/test_hint_displacement.py`).

A listed chance rests on enough playouts: thinking for a think time, the search goes on past it
until it has made PLAYOUTS_EACH playouts a candidate. A playout of Chroma Mix played to the end
takes about 25 ms, so one second gave two or three playouts a move, and a 2-player game against
a Normal bot that moved first showed 0 % for all three best moves (every one of those few
playouts lost).
"""

from __future__ import annotations

import random
from typing import Any, NamedTuple

from chroma_desktop.bots.base import Bot
from chroma_desktop.bots.hint_chance import ChanceRange, chance_range
from chroma_desktop.bots.search import (
    DEFAULT_BUDGET,
    MAX_CANDIDATES,
    WHY_PLAN,
    WHY_SEARCH,
    MoveOdds,
    SearchBot,
)
from chroma_desktop.rules.api import Game, Move, PlayerId
from chroma_desktop.rules.messages import Message
from chroma_desktop.rules.played import PlayedMatch

SHOWN = 3
"""Moves listed (issue 14: the best three)."""
PLAYOUTS_EACH = 8
"""Playouts a searched candidate gets at least, on average, when the search thinks for a time;
and the paired playouts a move needs to be put first in place of the Normal bot's choice."""
LISTED_PLAYOUTS = 8
"""Playouts a move other than the first needs to be listed (or a third of the first's, if fewer):
a chance from fewer says little (the search dropped it early)."""


class RankedMove(NamedTuple):
    """One listed move: what it does in the rules' words and its estimated win chance."""

    move: Move
    words: Message | str  # game.describe from the player's view
    percent: int | None  # estimated win chance; None when it is the only move (not searched)
    playouts: int  # how many playouts the estimate rests on
    level_with_first: bool = False
    """A move after the first whose estimate is not below the first's: the search did not find
    it surely better (fewer playouts, or a difference within chance), so the first stays the
    recommendation. The panel and `chroma hint` say "as good as 1" in place of its figure, so
    the numbers shown never contradict the order (issue 31: a newcomer read 40 % first and 42 %
    second as a contradiction); `percent` keeps the search's figure."""
    likely: ChanceRange | None = None
    """The range of chances its playouts support (`bots/hint_chance.py`): what the panel and
    `chroma hint` say, never the bare figure; None when it is the only move."""


class HintRanking(NamedTuple):
    """The moves listed, best first (the first is the recommendation), and why the first."""

    moves: tuple[RankedMove, ...]
    reason: Message | str

    @property
    def best(self) -> Move:
        return self.moves[0].move


def hint_rng(match: PlayedMatch, player: PlayerId) -> random.Random:
    """The ranking's generator for this table: the same odds each time it is asked, here and by
    `chroma hint` for the same save."""
    return random.Random(f"hint:{match.seed}:{match.cursor}:{player}")


def _normal_bot(game: Game) -> Bot:
    from chroma_desktop.bots.factory import UnknownBotError, make_bot
    from chroma_desktop.bots.random_bot import RandomBot

    try:
        return make_bot("heuristic", game.id)
    except UnknownBotError:
        return RandomBot()


def _percent(odds: MoveOdds) -> int | None:
    return round(100 * max(0.0, min(1.0, odds.win_chance))) if odds.playouts else None


class HintRanker:
    """Ranks the moves open to a player with the search: for `budget` seconds (at least
    PLAYOUTS_EACH playouts a candidate) or for exactly `playouts` playouts (reproducible)."""

    def __init__(self, budget: float = DEFAULT_BUDGET, playouts: int | None = None) -> None:
        self.search = SearchBot(budget=budget, playouts=playouts, min_pairs=PLAYOUTS_EACH,
                                displace_by_wins=True, family_wise=True)

    def cancel(self) -> None:
        """Stop the search at once (any thread): the ranking so far is returned."""
        self.search.cancel()

    def arm_cancel(self) -> None:
        """A new ranking begins: earlier cancels no longer apply (see `SearchBot.arm_cancel`)."""
        self.search.arm_cancel()

    def rank(self, game: Game, view: Any, player: PlayerId, rng: random.Random) -> HintRanking:
        """The moves open to `player` in `view`, ranked, with the first one's reason."""
        legal = game.legal_moves(view, player)
        if not legal:
            raise ValueError(f"player {player + 1} has no move to make here")
        normal, normal_reason = _normal_bot(game).hint(game, view, player)
        self.search.min_playouts = PLAYOUTS_EACH * min(len(legal), MAX_CANDIDATES)
        odds = self.search.rank(game, view, player, rng)
        first = odds[0]
        enough = min(LISTED_PLAYOUTS, max(1, first.playouts // 3))
        others = sorted((entry for entry in odds[1:] if entry.playouts >= enough),
                        key=lambda entry: -entry.win_chance)
        listed = [first, *others][:SHOWN]
        moves = tuple(RankedMove(entry.move, game.describe(view, entry.move), _percent(entry),
                                 entry.playouts, index > 0 and _level(entry, first),
                                 _likely(entry) if entry.playouts else None)
                      for index, entry in enumerate(listed))
        return HintRanking(moves, _reason(game, view, moves[0], normal, normal_reason))


def _likely(odds: MoveOdds) -> ChanceRange:
    return chance_range(odds.win_chance, odds.playouts, odds.spread)


def _level(entry: MoveOdds, first: MoveOdds) -> bool:
    """Whether `entry` shows a chance at least the first's (as the player reads the numbers):
    its figure, or either end of the range its playouts support, above the first's."""
    shown, shown_first = _percent(entry), _percent(first)
    if shown is None or shown_first is None:
        return False
    likely, likely_first = _likely(entry), _likely(first)
    return (shown >= shown_first or likely.low > likely_first.low
            or likely.high > likely_first.high)


def _reason(game: Game, view: Any, first: RankedMove, normal: Move,
            normal_reason: Message | str) -> Message | str:
    """Why the first move: the Normal bot's reason when the search kept its move (with the
    chance the search found), else the search's finding."""
    if first.percent is None:
        return normal_reason if first.move == normal else first.words
    if first.move == normal:
        return WHY_PLAN(reason=normal_reason, pct=first.percent, n=first.playouts)
    return WHY_SEARCH(move=first.words, pct=first.percent, n=first.playouts)
