"""The Hard level: one search bot for every game, written once against the rules API.

At each decision the bot samples a full state consistent with what it sees (`Game.determinize`
on its view), tries one of its legal moves chosen by UCB1, and plays the game on with every seat
moved by that game's Normal bot (the heuristic), which picks a uniformly random legal move a
fraction `epsilon` of the time so the playouts explore. Chance nodes are drawn by their
probabilities (`rules.chance.sample_outcome`); simultaneous moves (Chroma Cubes rounds, CMYK!
real time) are made one seat at a time, the seat drawn at random among those who may act. A
playout ends with the game (one cut short, by cancelling or its ply bound, counts as no win).
Its reward is the bot's win share plus a small term for its score margin over the best other
seat.

It thinks for `budget` seconds (the `choose` argument, else the bot's own, default 1 s) or for
exactly `playouts` playouts, in which case a seed gives the same move every time. `cancel()`,
from any thread, stops the thinking at once (the move chosen is the best so far).
"""

from __future__ import annotations

import math
import random
import threading
import time
from typing import Any, NamedTuple

from chroma_desktop.bots.base import BaseBot, Bot
from chroma_desktop.rules.api import CHANCE, Game, Move, Outcome, PlayerId
from chroma_desktop.rules.chance import sample_outcome
from chroma_desktop.rules.messages import COUNT, MESSAGE, Message, catalogue

DEFAULT_BUDGET = 1.0  # seconds a decision (issue 14: about 1 s on this machine)
DEFAULT_EPSILON = 0.15  # share of playout moves made at random rather than by the heuristic
EXPLORATION = 0.7  # UCB1's constant, for rewards between about -0.1 and 1.1
MARGIN_WEIGHT = 0.1  # the score-margin term's weight beside the win share (1 a win)
MARGIN_SCALE = 10.0  # a margin of this many points gives about three quarters of the term
HEURISTIC_BONUS = 0.05  # the Normal bot's own choice is kept unless another beats it by this
MIN_VISITS = 4  # playouts a move needs before it may displace the Normal bot's choice
MAX_CANDIDATES = 12  # root moves searched at most: the Normal bot's choice and others at random
MAX_PLAYOUT_PLIES = 3_000  # beyond any real game; a playout that long is scored as it stands

WORDS = catalogue("search")
HINT = WORDS.add("hint", "{move}: wins about {pct} % of {n} {n:playout|playouts}.",
                 move=MESSAGE, pct=COUNT, n=COUNT)


class MoveOdds(NamedTuple):
    """A move the search tried: its playouts and the bot's mean win share after it (0..1)."""

    move: Move
    playouts: int
    win_chance: float


class SearchBot(BaseBot):
    """Determinized UCB at the root with heuristic-guided playouts, for any game.

    `playouts` fixes the number of playouts a decision (reproducible with the same generator);
    otherwise the bot thinks for `budget` seconds.
    """

    name = "hard"

    def __init__(self, budget: float = DEFAULT_BUDGET, playouts: int | None = None,
                 epsilon: float = DEFAULT_EPSILON) -> None:
        if budget <= 0:
            raise ValueError(f"a search bot needs a positive think time, not {budget!r} s")
        if playouts is not None and playouts < 1:
            raise ValueError(f"a search bot needs at least one playout, not {playouts!r}")
        if not 0 <= epsilon <= 1:
            raise ValueError(f"epsilon is a share of moves, between 0 and 1, not {epsilon!r}")
        self.budget, self.playouts, self.epsilon = budget, playouts, epsilon
        self._cancelled = threading.Event()
        self._policies: dict[str, Bot] = {}
        self.last_stats: list[MoveOdds] = []
        """The last decision's moves with their playouts and mean win share, best first."""

    # -- the protocol --------------------------------------------------------------------------
    def cancel(self) -> None:
        """Stop thinking at once (any thread); the decision under way returns its best so far."""
        self._cancelled.set()

    def choose(self, game: Game, view: Any, player: PlayerId, rng: random.Random,
               budget: float | None = None) -> Move:
        return self.rank(game, view, player, rng, budget)[0].move

    def act(self, game: Game, view: Any, player: PlayerId, rng: random.Random,
            stalled: bool) -> Move | None:
        """Real time: wait when the Normal bot would wait, else search for the move."""
        if not stalled and self._policy(game).act(game, view, player, rng, stalled) is None:
            return None
        return self.choose(game, view, player, rng)

    def hint(self, game: Game, view: Any, player: PlayerId) -> tuple[Move, Message]:
        """The best move with its estimated win chance ("wins about 62 % of 300 playouts")."""
        ranked = self.rank(game, view, player, random.Random(0), None)
        move, visits, share = ranked[0]
        said = game.describe(view, move)
        return move, HINT(move=said, pct=round(100 * max(0.0, min(1.0, share))), n=visits)

    # -- the search ----------------------------------------------------------------------------
    def _policy(self, game: Game) -> Bot:
        """The game's Normal bot, which moves every seat in the playouts (random if it has none)."""
        if game.id not in self._policies:
            from chroma_desktop.bots.factory import UnknownBotError, make_bot
            from chroma_desktop.bots.random_bot import RandomBot

            try:
                self._policies[game.id] = make_bot("heuristic", game.id)
            except UnknownBotError:
                self._policies[game.id] = RandomBot()
        return self._policies[game.id]

    def rank(self, game: Game, view: Any, player: PlayerId, rng: random.Random,
             budget: float | None = None) -> list[MoveOdds]:
        """The moves searched with their playouts and mean win share, best first (the hint
        with odds shows the first three)."""
        self._cancelled.clear()
        legal = game.legal_moves(view, player)
        if not legal:
            raise ValueError(f"player {player + 1} has no move to make here")
        if len(legal) == 1:
            self.last_stats = [MoveOdds(legal[0], 0, 0.0)]
            return self.last_stats
        search_rng = random.Random(rng.getrandbits(64))
        policy = self._policy(game)
        legal = _candidates(legal, policy.choose(game, view, player, random.Random(0)),
                            search_rng)
        deadline = time.perf_counter() + (budget if budget is not None else self.budget)
        visits = [0] * len(legal)
        totals = [0.0] * len(legal)  # reward with the margin term, which UCB follows
        wins = [0.0] * len(legal)  # win share alone, which the hint reports
        done = 0
        while not self._cancelled.is_set():
            if self.playouts is not None:
                if done >= self.playouts:
                    break
            elif time.perf_counter() >= deadline:
                break
            index = _ucb(visits, totals, done)
            state = game.apply(game.determinize(view, player, search_rng), legal[index])
            share, margin = self._playout(game, state, player, policy, search_rng)
            visits[index] += 1
            wins[index] += share
            totals[index] += share + MARGIN_WEIGHT * margin
            done += 1
        order = sorted(range(len(legal)), key=lambda i: _rank(i, visits, totals))
        self.last_stats = [MoveOdds(legal[i], visits[i], wins[i] / visits[i] if visits[i] else 0.0)
                           for i in order]
        return self.last_stats

    def _playout(self, game: Game, state: Any, player: PlayerId, policy: Bot,
                 rng: random.Random) -> tuple[float, float]:
        """Play on to the end: the bot's win share and its score margin term."""
        for _ply in range(MAX_PLAYOUT_PLIES):
            movers = game.to_move(state)
            if not movers:
                return _reward(game.outcome(state), player)
            if movers[0] == CHANCE:
                state = game.apply(state, sample_outcome(game.chance_outcomes(state), rng))
                continue
            if self._cancelled.is_set():
                break
            seat = movers[0] if len(movers) == 1 else movers[rng.randrange(len(movers))]
            if rng.random() < self.epsilon:
                move = rng.choice(game.legal_moves(state, seat))
            else:
                move = policy.choose(game, state, seat, rng)
            state = game.apply(state, move)
        return 0.0, 0.0


def _candidates(legal: tuple[Move, ...], preferred: Move, rng: random.Random) -> tuple[Move, ...]:
    """The root moves to search: the Normal bot's choice first, then up to MAX_CANDIDATES - 1
    others drawn at random (in the game's order when all fit)."""
    others = [move for move in legal if move != preferred]
    if len(others) >= MAX_CANDIDATES:
        others = rng.sample(others, MAX_CANDIDATES - 1)
    return (preferred, *others) if preferred in legal else legal


def _rank(index: int, visits: list[int], totals: list[float]) -> tuple[bool, float, int, int]:
    """Best first: the Normal bot's choice (index 0) with its bonus, and the moves with at least
    MIN_VISITS playouts, by mean reward; then the rest (one lucky playout decides nothing)."""
    count = visits[index]
    if index != 0 and count < MIN_VISITS:
        return True, -(totals[index] / count) if count else math.inf, -count, index
    mean = totals[index] / count if count else -math.inf
    return False, -(mean + (HEURISTIC_BONUS if index == 0 else 0.0)), -count, index


def _ucb(visits: list[int], totals: list[float], done: int) -> int:
    """The move to try next: each once in order, then the highest UCB1 bound (the first move,
    the Normal bot's choice, with a small bonus)."""
    for index, count in enumerate(visits):
        if count == 0:
            return index
    log_done = math.log(done)
    return max(range(len(visits)), key=lambda i: totals[i] / visits[i]
               + (HEURISTIC_BONUS if i == 0 else 0.0)
               + EXPLORATION * math.sqrt(log_done / visits[i]))


def _margin(scores: tuple[float, ...] | list[float], player: PlayerId) -> float:
    """The score margin over the best other seat, squashed into -1..1 (alone: the score)."""
    others = [points for seat, points in enumerate(scores) if seat != player]
    lead = scores[player] - max(others) if others else scores[player]
    return math.tanh(lead / MARGIN_SCALE)


def _reward(outcome: Outcome | None, player: PlayerId) -> tuple[float, float]:
    if outcome is None:
        return 0.0, 0.0
    share = 1 / len(outcome.winners) if player in outcome.winners else 0.0
    return share, _margin(outcome.scores, player)
