"""Chroma Cubes during a round: the legal moves of one player, and a check per move kind.

Each check returns NOTHING when the move is allowed, else the reason as a message of `text`;
`apply` and `why_not` share them, so a refusal always names the rule it breaks.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Any

from chroma_desktop.games.chroma_cubes import moves as mv
from chroma_desktop.games.chroma_cubes import text as t
from chroma_desktop.games.chroma_cubes.state import PLAY, POOL, STOCK, CubesState, active, reserve
from chroma_desktop.rules.api import Move
from chroma_desktop.rules.messages import NOTHING, Message


# -- who may act ------------------------------------------------------------------------------
def basic_gate(state: CubesState, player: int) -> Message:
    """Why `player` cannot act at all now (NOTHING if they may)."""
    if state.phase != PLAY:
        return t.OVER_NOW() if state.phase == "over" else t.ROUND_NOT_STARTED()
    if not isinstance(player, int) or not 0 <= player < state.config.players:
        return t.NO_SUCH_PLAYER()
    if state.to_roll:
        return t.ROLLING_WAIT()
    if player not in state.acting:
        return t.ENDED_ROUND()
    return NOTHING


def gate(state: CubesState, player: int, kind: str) -> Message:
    """Why `player` cannot make a move of `kind` now (NOTHING if they may)."""
    problem = basic_gate(state, player)
    if problem:
        return problem
    if state.extra_due[player] and kind != mv.TAKE:
        return t.TAKE_EXTRA_FIRST()
    if kind == mv.TAKE and not state.extra_due[player]:
        return t.NO_EXTRA_DIE()
    if state.config.cairn and state.cairn < 0 and kind != mv.CAIRN:
        return t.CHOOSE_CAIRN_FIRST()
    if kind == mv.CAIRN and not (state.config.cairn and state.cairn < 0):
        return t.CAIRN_WHEN_FULL()
    return NOTHING


def die_problem(state: CubesState, player: int, die: object) -> Message:
    """Why `die` is not one of `player`'s unused active dice (NOTHING if it is)."""
    config = state.config
    if not isinstance(die, int) or not 0 <= die < len(config.dice):
        return t.NO_SUCH_DIE()
    where = state.loc[die]
    # The die is named only in a refusal: `apply` checks every move a playout makes.
    if where == reserve(player):
        return t.IN_RESERVE(die=t.die_name(config, die))
    if where != active(player):
        return t.NOT_ACTIVE(die=t.die_name(config, die))
    if die in state.used:
        return t.DIE_USED(die=t.die_name(config, die))
    return NOTHING


def _dice_problem(state: CubesState, player: int, dice: object, symbol: int) -> Message:
    if not isinstance(dice, tuple) or len(set(dice)) != len(dice):
        return t.EACH_DIE_ONCE()
    config = state.config
    for die in dice:
        problem = die_problem(state, player, die)
        if problem:
            return problem
        if not state.shows(die, symbol):
            return t.DOES_NOT_SHOW(die=t.die_name(config, die), symbol=config.colours[symbol].symbol)
    return NOTHING


def _symbol_problem(state: CubesState, symbol: object) -> Message:
    if not isinstance(symbol, int) or not 0 <= symbol < len(state.config.colours):
        return t.NO_SUCH_SYMBOL()
    return NOTHING


# -- checks per kind --------------------------------------------------------------------------
def check_colour(state: CubesState, arg: mv.Colour) -> Message:
    player, section = arg.player, arg.section
    problem = gate(state, player, mv.COLOUR)
    if problem:
        return problem
    config = state.config
    if not isinstance(section, int) or not 0 <= section < len(config.needs):
        return t.NO_SUCH_SECTION()
    if state.coloured[player] >> section & 1:
        return t.SECTION_DONE(section=t.section_name(config, section))
    symbol, count = config.needs[section]
    problem = _dice_problem(state, player, arg.dice, symbol)
    if problem:
        return problem
    if arg.bonus and state.bonus_symbol() != symbol:
        return t.NO_BONUS()
    chosen = len(arg.dice) + (1 if arg.bonus else 0)
    if chosen != count:
        return t.SECTION_NEEDS(need=t.symbols(config, symbol, count), chosen=t.number_word(chosen))
    return NOTHING


def check_lock(state: CubesState, arg: mv.Lock) -> Message:
    player, lock, symbol, dice = arg.player, arg.lock, arg.symbol, arg.dice
    problem = gate(state, player, mv.LOCK)
    if problem:
        return problem
    config = state.config
    if not isinstance(lock, int) or not 0 <= lock < len(config.powers):
        return t.NO_SUCH_LOCK()
    problem = _symbol_problem(state, symbol)
    if problem:
        return problem
    letter = t.lock_letter(lock)
    sides = state.locks[player][lock]
    if len(sides) >= config.lock_sides:
        return t.LOCK_DONE(lock=letter)
    if symbol in state.lock_symbols_taken(player, lock):
        plural = config.colours[symbol].symbol_plural
        if symbol in sides:
            return t.SIDES_DIFFER(lock=letter, symbols=plural)
        return t.SYMBOL_ON_OTHER_LOCK(symbols=plural)
    problem = _dice_problem(state, player, dice, symbol)
    if problem:
        return problem
    if len(dice) != config.lock_dice:
        return t.LOCK_NEEDS(need=t.symbols(config, symbol, config.lock_dice),
                            chosen=t.number_word(len(dice)))
    return NOTHING


def check_activate(state: CubesState, arg: mv.Activate) -> Message:
    player, take, to = arg.player, arg.take, arg.to
    problem = gate(state, player, mv.ACTIVATE)
    if problem:
        return problem
    config = state.config
    if config.players == 1:
        return t.SOLO_NO_ACTIVATE()
    if state.activations[player] >= state.activation_limit(player):
        return t.ALREADY_ACTIVATED()
    if not isinstance(to, int) or not 0 <= to < config.players:
        return t.NO_SUCH_PLAYER()
    if to == player:
        return t.GIVE_TO_OPPONENT()
    if len(state.dice_at(reserve(to))) >= config.reserve_limit:
        limit = config.reserve_limit
        return t.RESERVE_FULL(p=to, number=t.number_word(limit), n=limit)
    problem = die_problem(state, player, arg.give)
    if problem:
        return problem
    if not isinstance(take, int) or not 0 <= take < len(config.dice) or state.loc[take] != reserve(player):
        return t.OWN_RESERVE_ONLY()
    if not state.can_activate(player, take):
        return t.ARRIVED_THIS_ROUND(die=t.die_name(config, take))
    return NOTHING


def _power_gate(state: CubesState, kind: str, player: int, die: object) -> Message:
    problem = gate(state, player, kind)
    if problem:
        return problem
    effect = mv.POWER_KINDS[kind]
    lock = state.lock_of_power(player, effect)
    if lock is None:
        if effect not in state.config.powers:
            return t.NO_SUCH_POWER(sheet=state.config.sheet.name)
        return t.UNLOCK_FIRST(lock=t.lock_letter(state.config.powers.index(effect)))
    if lock in state.powers_used[player]:
        return t.POWER_USED()
    return die_problem(state, player, die)


def check_reroll(state: CubesState, arg: mv.Reroll) -> Message:
    return _power_gate(state, mv.REROLL, arg.player, arg.die)


def check_wild(state: CubesState, arg: mv.Wild) -> Message:
    problem = _power_gate(state, mv.WILD, arg.player, arg.die) or _symbol_problem(state, arg.symbol)
    if problem:
        return problem
    config, die = state.config, arg.die
    if arg.symbol in config.faces[config.dice[die]][state.face[die]]:
        return t.ALREADY_SHOWS(die=t.die_name(config, die), symbol=config.colours[arg.symbol].symbol)
    return NOTHING


def check_flip(state: CubesState, arg: mv.Flip) -> Message:
    problem = _power_gate(state, mv.FLIP, arg.player, arg.die)
    if problem:
        return problem
    config, die, face = state.config, arg.die, arg.face
    faces = config.faces[config.dice[die]]
    if not isinstance(face, int) or not 0 <= face < len(faces) or face == state.face[die]:
        return t.OTHER_FACE()
    if not set(faces[face]) & set(faces[state.face[die]]):
        return t.FLIP_SHARED()
    return NOTHING


def check_take(state: CubesState, arg: mv.Take) -> Message:
    problem = gate(state, arg.player, mv.TAKE)
    if problem:
        return problem
    die = arg.die
    if not isinstance(die, int) or not 0 <= die < len(state.loc) or state.loc[die] != POOL:
        return t.TAKE_FROM_CENTRE()
    return NOTHING


def check_trade(state: CubesState, arg: mv.Trade) -> Message:
    problem = gate(state, arg.player, mv.TRADE)
    if problem:
        return problem
    if not state.config.cairn:
        return t.TRADE_CAIRN_ONLY()
    if not state.can_trade():
        return t.TRADE_STONE_ONLY()
    problem = die_problem(state, arg.player, arg.die)
    if problem:
        return problem
    stock_die = arg.stock_die
    if not isinstance(stock_die, int) or not 0 <= stock_die < len(state.loc) or state.loc[stock_die] != STOCK:
        return t.TRADE_FROM_STOCK()
    return NOTHING


def check_cairn(state: CubesState, arg: mv.StartCairn) -> Message:
    problem = gate(state, arg.player, mv.CAIRN)
    if problem:
        return problem
    cairn = arg.cairn
    if not isinstance(cairn, int) or not 0 <= cairn < len(state.config.cairns):
        return t.NO_SUCH_CAIRN()
    if cairn in state.cairns_done:
        return t.CAIRN_FILLED(n=cairn + 1)
    return NOTHING


def check_end(state: CubesState, arg: mv.End) -> Message:
    problem = gate(state, arg.player, mv.END)
    if problem:
        return problem
    if must_use_first(state) and has_colouring(state, arg.player):
        return t.FIRST_TURN_USE()
    return NOTHING


def must_use_first(state: CubesState) -> bool:
    config = state.config
    return config.cairn and state.round == 1 and len(state.used) < config.must_use_first


checks: dict[str, Callable[[CubesState, Any], Message]] = {
    mv.COLOUR: check_colour, mv.LOCK: check_lock, mv.ACTIVATE: check_activate,
    mv.REROLL: check_reroll, mv.WILD: check_wild, mv.FLIP: check_flip, mv.TAKE: check_take,
    mv.TRADE: check_trade, mv.CAIRN: check_cairn, mv.END: check_end,
}


def check(state: CubesState, move: Move) -> Message:
    """Why `move` is not allowed now (NOTHING if it is)."""
    fn = checks.get(move.kind)
    arg = mv.args(move) if fn is not None else None
    if fn is None or arg is None:
        return t.NOT_A_MOVE_NOW(kind=str(move.kind))
    return fn(state, arg)


# -- generating -------------------------------------------------------------------------------
def _showing(state: CubesState, dice: tuple[int, ...]) -> dict[int, list[int]]:
    """For each symbol, the dice among `dice` that can be used for it."""
    config = state.config
    by_symbol: dict[int, list[int]] = {}
    for die in dice:
        face = state.face[die]
        if face >= 0:
            for symbol in config.faces[config.dice[die]][face]:
                by_symbol.setdefault(symbol, []).append(die)
    for die, symbol in state.wild:
        if die in dice and die not in by_symbol.get(symbol, ()):
            by_symbol.setdefault(symbol, []).append(die)
            by_symbol[symbol].sort()
    return by_symbol


def colouring_moves(state: CubesState, player: int, dice: tuple[int, ...] | None = None,
                    first_only: bool = False) -> list[Move]:
    """Section and lock moves with `dice` (default: the player's unused active dice)."""
    config = state.config
    dice = state.free_dice(player) if dice is None else dice
    by_symbol = _showing(state, dice)
    bonus = state.bonus_symbol()
    moves: list[Move] = []
    mask = state.coloured[player]
    for section, (symbol, count) in enumerate(config.needs):
        if mask >> section & 1:
            continue
        candidates = by_symbol.get(symbol, ())
        if len(candidates) >= count:
            for chosen in combinations(candidates, count):
                moves.append(mv.colour_move(config, player, section, chosen))
                if first_only:
                    return moves
        if bonus == symbol and len(candidates) >= count - 1:
            for chosen in combinations(candidates, count - 1):
                moves.append(mv.colour_move(config, player, section, chosen, symbol))
                if first_only:
                    return moves
    for lock, sides in enumerate(state.locks[player]):
        if len(sides) >= config.lock_sides:
            continue
        taken = state.lock_symbols_taken(player, lock)
        for symbol in sorted(by_symbol):
            if symbol in taken:
                continue
            candidates = by_symbol[symbol]
            if len(candidates) >= config.lock_dice:
                for chosen in combinations(candidates, config.lock_dice):
                    moves.append(mv.lock_move(config, player, lock, symbol, chosen))
                    if first_only:
                        return moves
    return moves


def has_colouring(state: CubesState, player: int, dice: tuple[int, ...] | None = None) -> bool:
    return bool(colouring_moves(state, player, dice, first_only=True))


def legal_moves(state: CubesState, player: int) -> tuple[Move, ...]:
    """Every move `player` may make now in a round (the draft is handled by the game)."""
    if basic_gate(state, player):
        return ()
    config = state.config
    if state.extra_due[player]:
        return tuple(mv.take_move(config, player, d) for d in state.dice_at(POOL))
    if config.cairn and state.cairn < 0:
        return tuple(mv.cairn_move(config, player, c) for c in range(len(config.cairns))
                     if c not in state.cairns_done)
    free = state.free_dice(player)
    moves = colouring_moves(state, player, free)
    # Reserve dice: give an unused active die to an opponent with room, take one of yours.
    own_reserve = [d for d in state.dice_at(reserve(player)) if state.can_activate(player, d)]
    if own_reserve and config.players > 1 and state.activations[player] < state.activation_limit(player):
        targets = [q for q in range(config.players)
                   if q != player and len(state.dice_at(reserve(q))) < config.reserve_limit]
        for give in free:
            for to in targets:
                for take in own_reserve:
                    moves.append(mv.activate_move(config, player, take, give, to))
    moves.extend(_power_moves(state, player, free))
    if config.cairn and state.can_trade():
        for die in free:
            for stock_die in state.dice_at(STOCK):
                moves.append(mv.trade_move(config, player, die, stock_die))
    if not (must_use_first(state) and has_colouring(state, player, free)):
        moves.append(mv.end_move(player))
    return tuple(moves)


def _power_moves(state: CubesState, player: int, free: tuple[int, ...]) -> list[Move]:
    config = state.config
    moves: list[Move] = []
    for lock, effect in enumerate(config.powers):
        if not state.is_unlocked(player, lock) or lock in state.powers_used[player]:
            continue
        for die in free:
            faces = config.faces[config.dice[die]]
            top = faces[state.face[die]]
            if effect == "reroll_one":
                moves.append(mv.power_move(config, mv.REROLL, player, lock, die))
            elif effect == "wild_one":
                for symbol in range(len(config.colours)):
                    if symbol not in top:
                        moves.append(mv.power_move(config, mv.WILD, player, lock, die, symbol))
            elif effect == "flip_shared_symbol":
                for face, pair in enumerate(faces):
                    if face != state.face[die] and set(pair) & set(top):
                        moves.append(mv.power_move(config, mv.FLIP, player, lock, die, face))
    return moves
