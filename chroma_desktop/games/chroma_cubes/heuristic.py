"""Chroma Cubes heuristic bot.

Colours towards the figures worth most per die: a section is worth its figure's points (with the
first-finisher bonus while it is still open) times the share of the figure's remaining symbols it
fills. Unlocks superpower locks when five dice agree, activates a reserve die when an active die
is of no use (giving it to the opponent it helps least), uses superpowers to make a useless die
useful (and otherwise takes any way toward a colouring that `stuck.way_out` finds), drafts and
takes extra dice by how well their faces fit the sheet (alone, its reserve takes the dice the
sheet needs least: they are never used, and the rest stay for the extra dice), and in the cairn
game trades useless dice
and starts the cairn whose egg is nearest completion.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from chroma_desktop.bots.base import BaseBot
from chroma_desktop.bots.evaluation import lead_chance
from chroma_desktop.games.chroma_cubes import moves as mv
from chroma_desktop.games.chroma_cubes import text as t
from chroma_desktop.games.chroma_cubes.config import CubesConfig
from chroma_desktop.games.chroma_cubes.draft_value import cut_too_early
from chroma_desktop.games.chroma_cubes.legal import colouring_moves
from chroma_desktop.games.chroma_cubes.solo_chance import score_attack_chance
from chroma_desktop.games.chroma_cubes.state import DRAFT, OVER, CubesState, reserve
from chroma_desktop.games.chroma_cubes.stuck import way_out
from chroma_desktop.rules.api import CHANCE, Game, Move, PlayerId
from chroma_desktop.rules.messages import Message, Template

LOCK_VALUE = 1.6  # a lock side: half of +1 point and a superpower, for five dice
USE_THRESHOLD = 0.0
Reason = Callable[[], Message]  # a move's reason, said only when asked


def _said(template: Template) -> Reason:
    """A reason without slots, said when asked."""
    return lambda: template()


class ChromaCubesHeuristicBot(BaseBot):
    name = "heuristic"

    def choose(self, game: Game, view: Any, player: PlayerId, rng: random.Random,
               budget: float | None = None) -> Move:
        return self._best(game, view, player)[0]

    def hint(self, game: Game, view: Any, player: PlayerId) -> tuple[Move, Message]:
        """The move this bot would make, with a one-line reason."""
        move, why = self._best(game, view, player)
        return move, why()

    def _best(self, game: Game, view: Any, player: PlayerId) -> tuple[Move, Reason]:
        """The move and how to say why: the words are built only when asked (every decision
        of the search's playouts, and of `played_on`, chooses, and none of them is said)."""
        legal = game.legal_moves(view, player)
        if len(legal) == 1:
            return legal[0], _said(t.HINT_ONLY)
        return _plan(view, player, legal)


# The search (bots/search.py): playouts stop after this many decisions and are scored by
# `evaluate`, in which a lead of EVALUATION_SCALE points makes a win three times as likely as a
# loss, and a figure partly coloured counts PARTIAL_SHARE of its points times the share done.
SEARCH_DEPTH = 10
EVALUATION_SCALE = 4.0
PARTIAL_SHARE = 0.6
MAX_PLAYED_ON = 2000  # plies: far above a game's length, a guard never reached in play


def evaluate(state: CubesState, player: int) -> float:
    """The search's estimate of `player`'s chance of winning from `state` (0..1): each seat's
    points plus its partly coloured figures, against the best other seat's. The score attack
    (a player alone) is won at the sheet's threshold and no more above it: its value is the
    chance of reaching the threshold (`solo_chance.score_attack_chance`; a finished game 1 won,
    0 lost). The cairn game is scored, not won:
    its value is the share of the most points it can give, in proportion to the points, so the
    search's mean is the mean score the game is judged by. A logistic against zero flattened
    above 8 points: it took a sure 8 over an even chance of 6 or 12, and at 10 points a gain of
    half a point was worth less than the search's HEURISTIC_BONUS (`tests/bots/test_cairn_hint.py`).
    Against others, a cut in the draft or its first round is played on to the end first
    (`draft_value`): there both seats were 0 and every draft pick showed an even chance."""
    if state.config.cairn:
        return max(0.0, min(1.0, position_value(state, player) / most_cairn_points(state.config)))
    if state.config.players == 1:
        return score_attack_chance(state)
    if cut_too_early(state):  # the draft and its first round: nothing coloured to value yet
        state = played_on(state)
    values = [position_value(state, seat) for seat in range(state.config.players)]
    return lead_chance(values, player, EVALUATION_SCALE)


def played_on(state: CubesState) -> CubesState:
    """`state` played to the game's end by this bot's plan for every seat, with rolls drawn
    from a generator seeded by the state itself (the same cut is valued alike, and a fixed
    number of playouts gives the same hint)."""
    from chroma_desktop.registry import find_game  # the game is built from its content

    game = find_game("chroma_cubes")
    bot = ChromaCubesHeuristicBot()
    rng = random.Random(hash((state.loc, state.face, state.to_roll, state.picks, state.round,
                              state.coloured, tuple(sorted(state.used)),
                              tuple(sorted(state.acting)))))
    for _ in range(MAX_PLAYED_ON):
        movers = game.to_move(state)
        if state.phase == OVER or not movers:
            break
        if movers[0] == CHANCE:
            outcomes = game.chance_outcomes(state)
            state = game.apply(state, outcomes[rng.randrange(len(outcomes))][0])
            continue
        seat = movers[0] if len(movers) == 1 else movers[rng.randrange(len(movers))]
        state = game.apply(state, bot.choose(game, state, seat, rng))
    return state


def most_cairn_points(config: CubesConfig) -> int:
    """The cairn game's best score: every egg with its bonus for beating its cairn's end, and
    every lock opened."""
    return (len(config.cairns) * (config.per_egg + config.egg_bonus)
            + len(config.powers) * config.unlock_bonus)


def position_value(state: CubesState, player: int) -> float:
    """`player`'s points, plus PARTIAL_SHARE of each unfinished figure's points times the share
    of its symbols already coloured; a finished game's points alone (an unfinished figure then
    scores nothing)."""
    config = state.config
    mask = state.coloured[player]
    value = float(state.score(player))
    if state.phase == OVER:
        return value
    for figure, figure_mask in enumerate(config.figure_masks):
        if state.figure_points[player][figure]:
            continue
        needed = done = 0
        for section in range(len(config.needs)):
            if figure_mask >> section & 1:
                count = config.needs[section][1]
                needed += count
                done += count if mask >> section & 1 else 0
        if needed:
            value += PARTIAL_SHARE * config.figure_values[figure] * done / needed
    return value


# -- values -----------------------------------------------------------------------------------
def demand(state: CubesState, player: int) -> list[float]:
    """How much each symbol is still wanted by `player`: remaining needs weighted by figure value."""
    config = state.config
    wanted = [0.0] * len(config.colours)
    mask = state.coloured[player]
    for figure, figure_mask in enumerate(config.figure_masks):
        left = [s for s in range(len(config.needs)) if figure_mask >> s & 1 and not mask >> s & 1]
        total = sum(config.needs[s][1] for s in left)
        if not total:
            continue
        worth = potential(state, figure)
        for s in left:
            symbol, count = config.needs[s]
            wanted[symbol] += worth * count / total
    return wanted


def potential(state: CubesState, figure: int) -> float:
    config = state.config
    first = state.first_round[figure]
    bonus = config.first_bonus if first in (0, state.round) and not config.cairn else 0
    return config.figure_values[figure] + bonus


def die_fit(state: CubesState, colour: int, wanted: list[float]) -> float:
    """Expected use of a die of `colour` once rolled: the better symbol of each face."""
    faces = state.config.faces[colour]
    return sum(max(wanted[a], wanted[b]) for a, b in faces) / len(faces)


def face_fit(state: CubesState, die: int, wanted: list[float]) -> float:
    config = state.config
    face = state.face[die]
    if face < 0:
        return die_fit(state, config.dice[die], wanted)
    a, b = config.faces[config.dice[die]][face]
    return max(wanted[a], wanted[b])


def figure_left(state: CubesState, player: int, figure: int) -> tuple[int, int]:
    """How many of `figure`'s sections `player` has still to colour, and their symbols."""
    config = state.config
    mask = state.coloured[player]
    figure_mask = config.figure_masks[figure]
    left = [s for s in range(len(config.needs)) if figure_mask >> s & 1 and not mask >> s & 1]
    return len(left), sum(config.needs[s][1] for s in left)


def colour_value(state: CubesState, player: int, move: Move, wanted: list[float],
                 figures: dict[int, tuple[int, int]] | None = None) -> float:
    """`figures`: `figure_left` by figure, kept by the caller for the moves of one state (a
    decision weighs several colourings of the same figure)."""
    config = state.config
    if move.kind == mv.LOCK:
        return LOCK_VALUE - 0.02 * sum(face_fit(state, d, wanted) for d in move.arg.dice)
    section, dice = move.arg.section, move.arg.dice
    figure = config.section_figure[section]
    if figures is None:
        sections_left, total = figure_left(state, player, figure)
    else:
        known = figures.get(figure)
        if known is None:
            known = figures[figure] = figure_left(state, player, figure)
        sections_left, total = known
    count = config.needs[section][1]
    value = potential(state, figure) * count / total
    if sections_left == 1:
        value += 1.0  # the points are scored now, and the first-finisher bonus is secured
    # Keep the dice whose other symbol is wanted more.
    return value - 0.05 * sum(face_fit(state, d, wanted) for d in dice)


# -- planning ---------------------------------------------------------------------------------
def plan(state: CubesState, player: int, legal: tuple[Move, ...]) -> tuple[Move, Message]:
    """The bot's move among `legal` (more than one) and a one-line reason."""
    move, why = _plan(state, player, legal)
    return move, why()


def _plan(state: CubesState, player: int, legal: tuple[Move, ...]) -> tuple[Move, Reason]:
    config = state.config
    wanted = demand(state, player)

    def best_die(moves: tuple[Move, ...]) -> Move:
        return max(moves, key=lambda m: (die_fit(state, config.dice[m.arg.die], wanted), -m.arg.die))

    if state.phase == DRAFT:
        if state.drafting_reserve() and config.players == 1:
            # Alone a reserve die is never activated (that gives a die to an opponent): drafting
            # it only takes it from the leftover dice the score track's extra dice come from
            # (rulebook, Score), so the die the sheet needs least goes, the better ones stay.
            least = min(legal, key=lambda m: (die_fit(state, config.dice[m.arg.die], wanted), m.arg.die))
            return least, lambda: t.HINT_DRAFT_RESERVE_ALONE(die=t.die_name(config, least.arg.die))
        best = best_die(legal)
        reason = t.HINT_DRAFT_RESERVE if state.drafting_reserve() else t.HINT_DRAFT
        return best, lambda: reason(die=t.die_name(config, best.arg.die))
    kinds = {m.kind for m in legal}
    if kinds == {mv.TAKE}:
        best = best_die(legal)
        return best, lambda: t.HINT_TAKE(die=t.die_name(config, best.arg.die))
    if kinds == {mv.CAIRN}:
        cairn, said = plan_cairn(state, legal)
        return cairn, lambda: said
    colourings = [m for m in legal if m.kind in (mv.COLOUR, mv.LOCK)]
    if colourings:
        figures: dict[int, tuple[int, int]] = {}
        best = max(colourings, key=lambda m: colour_value(state, player, m, wanted, figures))
        if best.kind == mv.LOCK:
            return best, lambda: t.HINT_LOCK(n=len(best.arg.dice))
        section = best.arg.section
        return best, lambda: t.HINT_COLOUR(section=t.section_name(config, section))
    # Nothing to colour: make a useless die useful, if a move can.
    for kind, reason in ((mv.WILD, t.HINT_WILD), (mv.FLIP, t.HINT_FLIP),
                         (mv.ACTIVATE, t.HINT_ACTIVATE)):
        move = _best_fix(state, player, [m for m in legal if m.kind == kind], wanted)
        if move is not None:
            return move, _said(reason)
    # Any way toward a colouring the end-of-game rule counts (so a game it keeps going moves on).
    move = way_out(state, player)
    if move is not None:
        return move, _said(t.HINT_UNSTICK)
    for kind, reason in ((mv.TRADE, t.HINT_TRADE), (mv.REROLL, t.HINT_REROLL)):
        move = _best_fix(state, player, [m for m in legal if m.kind == kind], wanted)
        if move is not None:
            return move, _said(reason)
    end = next((m for m in legal if m.kind == mv.END), legal[-1])
    return end, _said(t.HINT_END_TURN if config.cairn else t.HINT_END_ROUND)


def plan_cairn(state: CubesState, legal: tuple[Move, ...]) -> tuple[Move, Message]:
    config = state.config
    mask = state.coloured[0]

    def left(move: Move) -> int:
        figure = config.cairns[move.arg.cairn].figure
        if state.figure_points[0][figure]:
            return 0  # already complete: its bonus is certain
        return sum(c for s, (_, c) in enumerate(config.needs)
                   if config.figure_masks[figure] >> s & 1 and not mask >> s & 1)

    best = min(legal, key=lambda m: (left(m), m.arg.cairn))
    return best, t.HINT_CAIRN(n=best.arg.cairn + 1)


def _best_fix(state: CubesState, player: int, moves: list[Move], wanted: list[float]) -> Move | None:
    """The move of one kind that makes a colouring possible (or a useless die better)."""
    if not moves:
        return None
    config = state.config
    kind = moves[0].kind
    if kind == mv.REROLL:
        # Only reroll a die with nothing wanted on its face.
        useless = [m for m in moves if face_fit(state, m.arg.die, wanted) == 0]
        return useless[0] if useless else None
    if kind == mv.TRADE:
        useless = [m for m in moves if face_fit(state, m.arg.die, wanted) == 0]
        if not useless:
            return None
        return max(useless, key=lambda m: die_fit(state, config.dice[m.arg.stock_die], wanted))
    best, best_value = None, USE_THRESHOLD
    for move in moves:
        trial = _after(state, move)
        if trial is None:
            continue
        options = colouring_moves(trial, player)
        if not options:
            continue
        figures: dict[int, tuple[int, int]] = {}
        value = max(colour_value(trial, player, m, wanted, figures) for m in options)
        if kind == mv.ACTIVATE:
            # Give away the least useful die, to the opponent it helps least.
            give, to = move.arg.give, move.arg.to
            value -= 0.1 * face_fit(state, give, wanted) + 0.1 * face_fit(state, give, demand(state, to))
        if value > best_value:
            best, best_value = move, value
    return best


def _after(state: CubesState, move: Move) -> CubesState | None:
    """The state after a non-random move (faces and places), for a quick look ahead."""
    from chroma_desktop.games.chroma_cubes.effects import apply_play

    if move.kind == mv.ACTIVATE and state.loc[move.arg.take] != reserve(move.arg.player):
        return None
    return apply_play(state, move)
