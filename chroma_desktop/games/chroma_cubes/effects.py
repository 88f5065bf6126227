"""Chroma Cubes: what a move during a round does, and how rounds (and the game) end.

Called by `game.apply` once the move's check has passed. Figure completion, the first-finisher
bonus, superpower unlocks and extra dice from the score track happen here, as do the round's
end, the victory check and the solo cairn game's stones.
"""

from __future__ import annotations

from chroma_desktop.games.chroma_cubes import moves as mv
from chroma_desktop.games.chroma_cubes.legal import has_colouring
from chroma_desktop.games.chroma_cubes.state import (
    NO_WILD,
    OVER,
    POOL,
    STOCK,
    CubesState,
    active,
    reserve,
)
from chroma_desktop.games.chroma_cubes.stuck import anyone_can_change
from chroma_desktop.rules.api import Move
from chroma_desktop.rules.common.counts import replace_at


def apply_play(state: CubesState, move: Move) -> CubesState:
    kind, arg = move.kind, mv.args(move)
    player = arg.player
    state = state._replace(fresh=False)
    if kind == mv.COLOUR:
        return _colour(state, player, arg.section, arg.dice, arg.bonus)
    if kind == mv.LOCK:
        return _lock(state, player, arg.lock, arg.symbol, arg.dice)
    if kind == mv.ACTIVATE:
        # Rulebook: give an unused active die (face unchanged) to an opponent's reserve, then
        # move one of your reserve dice (face unchanged) into your active dice.
        loc = replace_at(replace_at(state.loc, arg.give, reserve(arg.to)), arg.take, active(player))
        state = _unwild(state, arg.give)
        return state._replace(loc=loc, activations=_bump(state.activations, player),
                              arrived=state.arrived | {arg.give})
    if kind in mv.POWER_KINDS:
        lock = state.lock_of_power(player, mv.POWER_KINDS[kind])
        used = replace_at(state.powers_used, player, state.powers_used[player] | {lock})
        state = state._replace(powers_used=used)
        die = arg.die
        if kind == mv.REROLL:
            return _unwild(state, die)._replace(to_roll=(die,))
        if kind == mv.WILD:
            return state._replace(wild=replace_at(state.wild, player, (die, arg.symbol)))
        return _unwild(state, die)._replace(face=replace_at(state.face, die, arg.face))
    if kind == mv.TAKE:
        # An extra die from the leftover dice joins the active dice and is rolled at once.
        die = arg.die
        state = state._replace(loc=replace_at(state.loc, die, active(player)), to_roll=(die,),
                               extra_due=_bump(state.extra_due, player, -1))
        if not state.dice_at(POOL):
            state = state._replace(extra_due=(0,) * state.config.players)
        return state
    if kind == mv.TRADE:
        # Cairn game, trade stone: the unused die goes to the stock, the stock die is rolled.
        die, stock_die = arg.die, arg.stock_die
        loc = replace_at(replace_at(state.loc, die, STOCK), stock_die, active(player))
        return state._replace(loc=loc, face=replace_at(state.face, die, -1), to_roll=(stock_die,),
                              traded=True)
    if kind == mv.CAIRN:
        return _new_round(state._replace(cairn=arg.cairn, stone=0))
    if kind == mv.END:
        acting = state.acting - {player}
        state = state._replace(acting=acting)
        return state if acting else _end_round(state)
    raise AssertionError(kind)


def _bump(values: tuple[int, ...], player: int, amount: int = 1) -> tuple[int, ...]:
    return replace_at(values, player, values[player] + amount)


def _unwild(state: CubesState, die: int) -> CubesState:
    owner = state.loc[die] // 2
    if 0 <= owner < len(state.wild) and state.wild[owner][0] == die:
        return state._replace(wild=replace_at(state.wild, owner, NO_WILD))
    return state


def _use(state: CubesState, dice: tuple[int, ...]) -> CubesState:
    for die in dice:
        state = _unwild(state, die)
    return state._replace(used=state.used | set(dice), anyone_coloured=True)


def _colour(state: CubesState, player: int, section: int, dice: tuple[int, ...],
            bonus: bool) -> CubesState:
    config = state.config
    state = _use(state, dice)
    coloured = state.coloured[player] | 1 << section
    state = state._replace(coloured=replace_at(state.coloured, player, coloured),
                           bonus_used=state.bonus_used or bonus)
    figure = config.section_figure[section]
    mask = config.figure_masks[figure]
    if coloured & mask != mask:
        return state
    # A completed figure scores its value, +1 if no player completed it in an earlier round
    # (everyone completing it in the same round gets the bonus). Cairn game: 2 per egg.
    if config.cairn:
        points = config.per_egg
    else:
        first = state.first_round[figure]
        points = config.figure_values[figure] + (config.first_bonus if first in (0, state.round) else 0)
        if not first:
            state = state._replace(first_round=replace_at(state.first_round, figure, state.round))
    row = replace_at(state.figure_points[player], figure, points)
    state = state._replace(figure_points=replace_at(state.figure_points, player, row))
    return _extra_dice(state, player)


def _lock(state: CubesState, player: int, lock: int, symbol: int, dice: tuple[int, ...]) -> CubesState:
    state = _use(state, dice)
    sides = replace_at(state.locks[player], lock, (*state.locks[player][lock], symbol))
    state = state._replace(locks=replace_at(state.locks, player, sides))
    return _extra_dice(state, player) if state.is_unlocked(player, lock) else state


def _extra_dice(state: CubesState, player: int) -> CubesState:
    """Score-track marks reached unlock extra dice, taken from the leftover dice."""
    marks = state.config.extra_die_at
    if not marks:
        return state
    score = state.score(player)
    reached = sum(1 for mark in marks if mark <= score)
    new = reached - state.extra_marks[player]
    if new <= 0:
        return state
    due = min(new, len(state.dice_at(POOL)))
    return state._replace(extra_marks=replace_at(state.extra_marks, player, reached),
                          extra_due=_bump(state.extra_due, player, due))


def _end_round(state: CubesState) -> CubesState:
    config = state.config
    if config.cairn:
        return _end_cairn_turn(state)
    # Rulebook: a player who reaches the threshold wins at the end of that round.
    if any(state.score(p) >= config.sheet.threshold for p in range(config.players)):
        return state._replace(phase=OVER)
    # INFERRED (rules.yaml): a round with nothing coloured, after which nobody could colour
    # anything (not with a reserve die or a superpower either), means nothing can change.
    if config.end_when_stuck and not state.anyone_coloured and not anyone_can_change(state):
        return state._replace(phase=OVER)
    return _new_round(state)


def _end_cairn_turn(state: CubesState) -> CubesState:
    """Solo sheet: each turn fills the next stone; a full cairn scores its egg's bonus."""
    config = state.config
    cairn = config.cairns[state.cairn]
    stone = state.stone + 1
    if stone < len(cairn.stones):
        return _new_round(state._replace(stone=stone))
    done = (*state.cairns_done, state.cairn)
    egg_bonus = state.egg_bonus
    if state.figure_points[0][cairn.figure]:
        egg_bonus = (*egg_bonus, cairn.figure)
    state = state._replace(cairns_done=done, egg_bonus=egg_bonus, stone=0, cairn=-1)
    if len(done) == len(config.cairns):
        return state._replace(phase=OVER)
    return state._replace(acting=frozenset({0}))  # choose the next cairn, then the turn starts


def _new_round(state: CubesState) -> CubesState:
    """Rulebook: roll only the dice used last round; everyone acts again."""
    config = state.config
    players = config.players
    state = state._replace(
        to_roll=tuple(sorted(state.used)), used=frozenset(), acting=frozenset(range(players)),
        activations=(0,) * players, powers_used=(frozenset(),) * players,
        wild=(NO_WILD,) * players, arrived=frozenset(), round=state.round + 1,
        anyone_coloured=False, traded=False, bonus_used=False, fresh=True,
    )
    return after_rolls(state) if not state.to_roll else state


def after_rolls(state: CubesState) -> CubesState:
    """Every waiting die is rolled. Cairn game: at a turn's start, no usable die ends the game."""
    if not state.fresh:
        return state
    state = state._replace(fresh=False)
    if state.config.cairn and not state.can_trade() and not has_colouring(state, 0):
        return state._replace(phase=OVER)
    return state
