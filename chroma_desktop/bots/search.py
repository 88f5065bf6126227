"""The Hard level: one search bot for every game, written once against the rules API.

At each decision the bot samples a full state consistent with what it sees (`Game.determinize`
on its view) and tries every root candidate on that same sample with the same random numbers
(common random numbers: a difference between two moves is then theirs, not the dice's). The
candidates are the Normal bot's choice and up to MAX_CANDIDATES - 1 other legal moves. The
playouts are shared out in phases (sequential halving): after each, the worse half of the other
moves is dropped, so the playouts go to the moves that matter. Another move displaces
the Normal bot's choice only when, paired sample by sample, it did better by more than
CONFIDENCE standard errors: a search that cannot tell plays as well as Normal, not by chance.
The hint (`bots/hint_ranking.py`) asks more: a gain in win share alone (`displace_by_wins`), by
a confidence for all the moves compared at once (`family_wise`, `family_confidence`).
A playout plays on with every
seat moved by that game's Normal bot (the heuristic), which picks a uniformly random legal move
a fraction `epsilon` of the time. Chance nodes are drawn by their probabilities
(`rules.chance.sample_outcome`); simultaneous moves (Chroma Cubes rounds, CMYK! real time) are
made one seat at a time, the seat drawn at random among those who may act.

A playout is cut after `depth` decisions when the game's heuristic module offers an evaluation
(`evaluate(state, player) -> float`, the player's chance of winning from there, 0..1, and its
`SEARCH_DEPTH`); the evaluation is then its reward. A playout that reaches the end is scored by
the bot's win share plus a small term for its score margin over the best other seat (a seat
alone in a game with an evaluation: the evaluation of the final state, as a cut playout is
scored, since its outcome names it the winner whatever it scored); one cut short by
cancelling counts as no win.

It thinks for `budget` seconds (the `choose` argument, else the bot's own, default 1 s; at least
`min_playouts` playouts, even past it) or for exactly `playouts` playouts, in which case a seed
gives the same move every time. `cancel()`, from any thread, stops the thinking at once (the move
chosen is the best so far); it holds until `arm_cancel()` starts a new decision's listening, so a
cancel that comes before the search begins is not lost. Each decision keeps the stop signal it
began with: a cancelled search still winding down is never revived by the next one.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Callable
from statistics import NormalDist
from typing import TYPE_CHECKING, Any, NamedTuple

from chroma_desktop.bots.base import BaseBot, Bot
from chroma_desktop.rules.api import CHANCE, Game, Move, Outcome, PlayerId
from chroma_desktop.rules.chance import sample_outcome
from chroma_desktop.rules.messages import COUNT, MESSAGE, Message, catalogue

DEFAULT_BUDGET = 1.0  # seconds a decision (issue 14: about 1 s on this machine)
DEFAULT_EPSILON = 0.1  # share of playout moves made at random rather than by the heuristic
MARGIN_WEIGHT = 0.1  # the score-margin term's weight beside the win share (1 a win)
MARGIN_SCALE = 10.0  # a margin of this many points gives about three quarters of the term
HEURISTIC_BONUS = 0.01  # the Normal bot's own choice is kept unless another beats it by this
CONFIDENCE = 1.5  # ...and by this many standard errors of the paired difference
MIN_PAIRS = 4  # paired playouts a move needs before it may displace the Normal bot's choice
MAX_CANDIDATES = 12  # root moves searched at most: the Normal bot's choice and others at random
MAX_PLAYOUT_PLIES = 3_000  # beyond any real game; a playout that long is scored as it stands
UNSET: Any = object()  # `depth` not given: the game's own SEARCH_DEPTH

if TYPE_CHECKING:  # the keys its messages have (tools/message_ids.py)
    from chroma_desktop.rules import message_ids as ids
    from chroma_desktop.rules.messages import Catalogue

WORDS: Catalogue[ids.Search] = catalogue("search")
HINT = WORDS.add("hint", move=MESSAGE, pct=COUNT, n=COUNT)
# The reason the hint's ranking gives for its first move (bots/hint_ranking.py).
WHY_PLAN = WORDS.add("why_plan", reason=MESSAGE, pct=COUNT, n=COUNT)
WHY_SEARCH = WORDS.add("why_search", move=MESSAGE, pct=COUNT, n=COUNT)

Evaluation = Callable[[Any, PlayerId], float]


class MoveOdds(NamedTuple):
    """A move the search tried: its playouts and the bot's mean win share after it (0..1)."""

    move: Move
    playouts: int
    win_chance: float
    spread: float = 0.5
    """The standard deviation of one playout's win share (0.5 at most: a share is 0..1): how
    far one playout strays, which says how sure `win_chance` is (`bots/hint_chance.py`)."""


class Playout(NamedTuple):
    """One playout's result: the win share (or the evaluation at the cut), the reward the
    search follows (with the margin term), and the plies played."""

    share: float
    reward: float
    plies: int


class SearchBot(BaseBot):
    """Determinized flat search at the root with heuristic-guided, depth-cut playouts.

    `playouts` fixes the number of playouts a decision (reproducible with the same generator);
    otherwise the bot thinks for `budget` seconds. `depth` is the decisions a playout makes
    before the game's evaluation scores it (None: play to the end; by default the game's
    `SEARCH_DEPTH`).
    """

    name = "hard"

    def __init__(self, budget: float = DEFAULT_BUDGET, playouts: int | None = None,
                 epsilon: float = DEFAULT_EPSILON, depth: int | None = UNSET,
                 min_playouts: int = 0, min_pairs: int = MIN_PAIRS,
                 displace_by_wins: bool = False, family_wise: bool = False) -> None:
        if budget <= 0:
            raise ValueError(f"a search bot needs a positive think time, not {budget!r} s")
        if playouts is not None and playouts < 1:
            raise ValueError(f"a search bot needs at least one playout, not {playouts!r}")
        if not 0 <= epsilon <= 1:
            raise ValueError(f"epsilon is a share of moves, between 0 and 1, not {epsilon!r}")
        if depth is not UNSET and depth is not None and depth < 1:
            raise ValueError(f"a playout depth is at least one decision, not {depth!r}")
        self.budget, self.playouts, self.epsilon, self.depth = budget, playouts, epsilon, depth
        self.min_playouts = min_playouts
        """Playouts a decision thinking for `budget` makes even past it (the hint's figures)."""
        self.min_pairs = min_pairs
        """Paired playouts a move needs before it may displace the Normal bot's choice."""
        self.displace_by_wins = displace_by_wins
        """Whether a move displaces the Normal bot's choice only on a sure gain in win share
        (the hint, which says "clearly more than the usual plan"), not in the reward with its
        score-margin term (the Hard bot)."""
        self.family_wise = family_wise
        """Whether the CONFIDENCE a move must beat the Normal bot's choice by is for all the
        moves compared at once (`family_confidence`), not for each alone (the Hard bot)."""
        self._cancelled = threading.Event()
        self._policies: dict[str, Bot] = {}
        self._evaluations: dict[str, tuple[Evaluation | None, int | None]] = {}
        self.last_stats: list[MoveOdds] = []
        """The last decision's moves with their playouts and mean win share, best first."""

    # -- the protocol --------------------------------------------------------------------------
    def cancel(self) -> None:
        """Stop thinking at once (any thread); the decision under way returns its best so far."""
        self._cancelled.set()

    def arm_cancel(self) -> None:
        """Forget earlier cancels: the decisions from now on run until `cancel()` is called again.
        A worker calls it before it checks its own task was not cancelled, then decides."""
        self._cancelled = threading.Event()

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
        move, visits, share, _spread = ranked[0]
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

    def _evaluation(self, game: Game) -> tuple[Evaluation | None, int | None]:
        """The game's evaluation and the playout depth (None, None: play to the end)."""
        if game.id not in self._evaluations:
            evaluate, depth = _heuristic_evaluation(game.id)
            if self.depth is not UNSET:
                depth = self.depth
            self._evaluations[game.id] = (evaluate, depth) if evaluate and depth else (None, None)
        return self._evaluations[game.id]

    def rank(self, game: Game, view: Any, player: PlayerId, rng: random.Random,
             budget: float | None = None) -> list[MoveOdds]:
        """The moves searched with their playouts and mean win share, best first (the hint
        with odds shows the first three)."""
        stop = self._cancelled  # this decision's signal, whatever a later arm_cancel makes
        legal = game.legal_moves(view, player)
        if not legal:
            raise ValueError(f"player {player + 1} has no move to make here")
        if len(legal) == 1:
            self.last_stats = [MoveOdds(legal[0], 0, 0.0, 0.0)]
            return self.last_stats
        search_rng = random.Random(rng.getrandbits(64))
        policy = self._policy(game)
        legal = _candidates(legal, policy.choose(game, view, player, random.Random(0)),
                            search_rng)
        stats = _Stats(len(legal), self.min_pairs, self.displace_by_wins,
                       family_confidence(len(legal) - 1) if self.family_wise else CONFIDENCE)
        active = list(range(len(legal)))
        seconds = budget if budget is not None else self.budget
        phases = max(1, math.ceil(math.log2(len(legal))))
        start, done, next_halving = time.perf_counter(), 0, None
        deadline = start + seconds
        while not self._out_of_time(stop, done, deadline):
            # One round: every candidate still in on the same sample with the same dice.
            seed = search_rng.getrandbits(64)
            sample = game.determinize(view, player, random.Random(seed))
            baseline = None
            for index in active:
                if self._out_of_time(stop, done, deadline):
                    break
                state = game.apply(sample, legal[index])
                result = self._playout(game, state, player, policy, random.Random(seed), stop)
                baseline = stats.add(index, result, baseline)
                done += 1
            if len(active) <= 2:
                continue
            if next_halving is None:
                next_halving = self._phase_playouts(done, start, seconds, phases)
            if done >= next_halving:
                # The Normal bot's choice stays in: every other move is weighed against it.
                others = sorted(active[1:], key=stats.mean, reverse=True)
                active = [0, *sorted(others[:max(1, len(others) // 2)])]
                next_halving = done + self._phase_playouts(done, start, seconds, phases)
        order = stats.order()
        visits, wins = stats.visits, stats.wins
        self.last_stats = [MoveOdds(legal[i], visits[i], wins[i] / visits[i] if visits[i] else 0.0,
                                    stats.spread(i))
                           for i in order]
        return self.last_stats

    def _phase_playouts(self, done: int, start: float, seconds: float, phases: int) -> float:
        """Sequential halving: each phase (a halving of the candidates) gets an equal share of
        the playouts, the fixed number or as many as the think time is expected to allow."""
        if self.playouts is not None:
            return self.playouts / phases
        elapsed = max(time.perf_counter() - start, 1e-6)
        return max(done * seconds / elapsed, self.min_playouts) / phases

    def _out_of_time(self, stop: threading.Event, done: int, deadline: float) -> bool:
        if stop.is_set():
            return True
        if self.playouts is not None:
            return done >= self.playouts
        return done >= self.min_playouts and time.perf_counter() >= deadline

    def _playout(self, game: Game, state: Any, player: PlayerId, policy: Bot,
                 rng: random.Random, stop: threading.Event) -> Playout:
        """Play on to the end or the depth cut: the bot's win share, its reward, the plies."""
        evaluate, depth = self._evaluation(game)
        decisions = 0
        for ply in range(MAX_PLAYOUT_PLIES):
            movers = game.to_move(state)
            if not movers:
                outcome = game.outcome(state)
                if evaluate is not None and outcome is not None and len(outcome.scores) == 1:
                    # A seat alone whose outcome names it the winner whatever it scored
                    # (Chroma Cubes' score attack and cairn game): the win share says nothing,
                    # and against the cut's evaluation it would make ending early look best.
                    value = evaluate(state, player)
                    return Playout(value, value, ply)
                share, margin = _reward(outcome, player)
                return Playout(share, share + MARGIN_WEIGHT * margin, ply)
            if movers[0] == CHANCE:
                state = game.apply(state, sample_outcome(game.chance_outcomes(state), rng))
                continue
            if stop.is_set():
                return Playout(0.0, 0.0, ply)
            if evaluate is not None and depth is not None and decisions >= depth:
                value = evaluate(state, player)
                return Playout(value, value, ply)
            seat = movers[0] if len(movers) == 1 else movers[rng.randrange(len(movers))]
            if rng.random() < self.epsilon:
                move = rng.choice(game.legal_moves(state, seat))
            else:
                move = policy.choose(game, state, seat, rng)
            state = game.apply(state, move)
            decisions += 1
        return Playout(0.0, 0.0, MAX_PLAYOUT_PLIES)


def _heuristic_evaluation(game_id: str) -> tuple[Evaluation | None, int | None]:
    """`evaluate` and `SEARCH_DEPTH` from the search hints the game's manifest declares (None,
    None where it declares none: playouts run to the end)."""
    from chroma_desktop.registry import search_hints

    hints = search_hints(game_id)
    if hints is None:
        return None, None
    return hints.evaluate, hints.SEARCH_DEPTH


def _candidates(legal: tuple[Move, ...], preferred: Move, rng: random.Random) -> tuple[Move, ...]:
    """The root moves to search: the Normal bot's choice first, then up to MAX_CANDIDATES - 1
    others drawn at random (in the game's order when all fit)."""
    others = [move for move in legal if move != preferred]
    if len(others) >= MAX_CANDIDATES:
        others = rng.sample(others, MAX_CANDIDATES - 1)
    return (preferred, *others) if preferred in legal else legal


class _Stats:
    """What the playouts said of each root candidate, and of each against the Normal bot's
    choice (candidate 0) on the same samples: a move displaces that choice only when it did
    better by more than CONFIDENCE standard errors over at least `min_pairs` paired playouts."""

    def __init__(self, candidates: int, min_pairs: int = MIN_PAIRS,
                 by_wins: bool = False, confidence: float = CONFIDENCE) -> None:
        self.min_pairs = min_pairs
        self.confidence = confidence
        self.by_wins = by_wins  # paired gains in win share alone, not in the reward
        self.visits = [0] * candidates
        self.totals = [0.0] * candidates  # reward with the margin term, which the search follows
        self.wins = [0.0] * candidates  # win share alone, which the hint reports
        self.win_squares = [0.0] * candidates  # its squares: how sure the hint's figure is
        self.pairs = [0] * candidates
        self.gains = [0.0] * candidates  # sums of reward (or share) less candidate 0's, same sample
        self.squares = [0.0] * candidates

    def add(self, index: int, result: Playout, baseline: float | None) -> float | None:
        """Count one playout; returns candidate 0's value on this sample (the round's first):
        its reward, or its win share alone when `by_wins`."""
        self.visits[index] += 1
        self.wins[index] += result.share
        self.win_squares[index] += result.share * result.share
        self.totals[index] += result.reward
        value = result.share if self.by_wins else result.reward
        if index == 0:
            return value
        if baseline is not None:
            gain = value - baseline
            self.pairs[index] += 1
            self.gains[index] += gain
            self.squares[index] += gain * gain
        return baseline

    def spread(self, index: int) -> float:
        """The standard deviation of one playout's win share for this candidate (0.5 unknown)."""
        count = self.visits[index]
        if count < 2:
            return 0.5
        mean = self.wins[index] / count
        variance = max(0.0, self.win_squares[index] / count - mean * mean) * count / (count - 1)
        return min(0.5, math.sqrt(variance))

    def mean(self, index: int) -> float:
        count = self.visits[index]
        return self.totals[index] / count if count else -math.inf

    def sure_gain(self, index: int) -> float:
        """The paired gain over candidate 0 less CONFIDENCE standard errors (0 for itself)."""
        pairs = self.pairs[index]
        if index == 0 or pairs < self.min_pairs:
            return 0.0 if index == 0 else -math.inf
        mean = self.gains[index] / pairs
        variance = max(0.0, self.squares[index] / pairs - mean * mean) * pairs / (pairs - 1)
        return mean - self.confidence * math.sqrt(variance / pairs) - HEURISTIC_BONUS

    def order(self) -> list[int]:
        """Best first: the move surest to beat the Normal bot's choice, if any does, else that
        choice; then the others by mean reward (on equal means, more playouts first)."""
        candidates = range(len(self.visits))
        best = max(candidates, key=lambda i: (self.sure_gain(i) > 0, self.sure_gain(i), -i))
        rest = sorted((i for i in candidates if i != best),
                      key=lambda i: (-self.mean(i), -self.visits[i], i))
        return [best, *rest]


def family_confidence(challengers: int) -> float:
    """The standard errors a move must beat the Normal bot's choice by when `challengers` moves
    try at once: the chance that any of them passes by luck alone is what CONFIDENCE gives one
    (Bonferroni). With 9 challengers and 1.5 standard errors for each, a hint put first "refill,
    returning no card" on 22 paired playouts (3 won where the Normal bot's print lost, none the
    other way), which 100 games played on showed losing 6 % more often (Chroma Mix solo, seed
    20, ply 41: `benchmarks/hint_displacement.py`)."""
    alone = 1 - NormalDist().cdf(CONFIDENCE)
    return NormalDist().inv_cdf(1 - alone / max(1, challengers))


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
