"""Chroma Cubes during a round: the legal moves of one player, and a check per move kind.

Each check returns "" when the move is allowed, else the reason in words; `apply` and
`why_not` share them, so a refusal always names the rule it breaks.
"""

from __future__ import annotations

from itertools import combinations

from chroma_desktop.games.chroma_cubes import moves as mv
from chroma_desktop.games.chroma_cubes.config import LOCK_NAMES
from chroma_desktop.games.chroma_cubes.state import PLAY, POOL, STOCK, CubesState, active, reserve
from chroma_desktop.rules.api import Move


def player_name(player: int) -> str:
    return f"Player {player + 1}"


# -- who may act ------------------------------------------------------------------------------
def basic_gate(state: CubesState, player: int) -> str:
    """Why `player` cannot act at all now ('' if they may)."""
    if state.phase != PLAY:
        return "The game is over." if state.phase == "over" else "The round has not started yet."
    if not isinstance(player, int) or not 0 <= player < state.config.players:
        return "There is no such player."
    if state.to_roll:
        return "Dice are being rolled: wait for the roll."
    if player not in state.acting:
        return "You have ended your round: wait for the next one."
    return ""


def gate(state: CubesState, player: int, kind: str) -> str:
    """Why `player` cannot make a move of `kind` now ('' if they may)."""
    problem = basic_gate(state, player)
    if problem:
        return problem
    if state.extra_due[player] and kind != mv.TAKE:
        return "You unlocked an extra die: take it from the leftover dice first."
    if kind == mv.TAKE and not state.extra_due[player]:
        return "You have no extra die to take: extra dice come from the score track."
    if state.config.cairn and state.cairn < 0 and kind != mv.CAIRN:
        return "Choose the next cairn to start first."
    if kind == mv.CAIRN and not (state.config.cairn and state.cairn < 0):
        return "You choose a new cairn only when the last stone of the current one is filled."
    return ""


def die_problem(state: CubesState, player: int, die: object) -> str:
    """Why `die` is not one of `player`'s unused active dice ('' if it is)."""
    config = state.config
    if not isinstance(die, int) or not 0 <= die < len(config.dice):
        return "There is no such die."
    name = config.die_ids[die]
    where = state.loc[die]
    if where == reserve(player):
        return f"{name} is in your reserve: activate it first by giving an active die to an opponent."
    if where != active(player):
        return f"{name} is not one of your active dice."
    if die in state.used:
        return f"{name} was already used this round (each die once per round)."
    return ""


def _dice_problem(state: CubesState, player: int, dice: object, symbol: int) -> str:
    if not isinstance(dice, tuple) or len(set(dice)) != len(dice):
        return "Each die can be used only once."
    config = state.config
    for die in dice:
        problem = die_problem(state, player, die)
        if problem:
            return problem
        if not state.shows(die, symbol):
            return f"{config.die_ids[die]} does not show a {config.colours[symbol].symbol}."
    return ""


# -- checks per kind --------------------------------------------------------------------------
def check_colour(state: CubesState, move: Move) -> str:
    player, section, dice, bonus = move.arg
    problem = gate(state, player, mv.COLOUR)
    if problem:
        return problem
    config = state.config
    if not isinstance(section, int) or not 0 <= section < len(config.needs):
        return "There is no such section on this sheet."
    if state.coloured[player] >> section & 1:
        return f"You already coloured section s{section + 1}."
    symbol, count = config.needs[section]
    problem = _dice_problem(state, player, dice, symbol)
    if problem:
        return problem
    if bonus and state.bonus_symbol() != symbol:
        return "This turn has no bonus symbol of that kind to use."
    chosen = len(dice) + (1 if bonus else 0)
    if chosen != count:
        return (f"That section needs {config.symbols_text(symbol, count)}; "
                f"you chose {config.symbols_text(symbol, chosen).split(' ')[0]}.")
    return ""


def check_lock(state: CubesState, move: Move) -> str:
    player, lock, symbol, dice = move.arg
    problem = gate(state, player, mv.LOCK)
    if problem:
        return problem
    config = state.config
    if not isinstance(lock, int) or not 0 <= lock < len(config.powers):
        return "This game has no such superpower lock."
    if not isinstance(symbol, int) or not 0 <= symbol < len(config.colours):
        return "There is no such symbol."
    name = f"lock {LOCK_NAMES[lock].upper()}"
    sides = state.locks[player][lock]
    if len(sides) >= config.lock_sides:
        return f"You already unlocked {name}."
    if config.lock_distinct and symbol in sides:
        return (f"The other side of {name} already has {config.colours[symbol].symbol_plural}: "
                "the sides need different symbols.")
    problem = _dice_problem(state, player, dice, symbol)
    if problem:
        return problem
    if len(dice) != config.lock_dice:
        return (f"A side of a superpower lock needs {config.symbols_text(symbol, config.lock_dice)}; "
                f"you chose {config.symbols_text(symbol, len(dice)).split(' ')[0]}.")
    return ""


def check_activate(state: CubesState, move: Move) -> str:
    player, take, give, to = move.arg
    problem = gate(state, player, mv.ACTIVATE)
    if problem:
        return problem
    config = state.config
    if config.players == 1:
        return "Activating a reserve die means giving a die to an opponent: you play alone."
    if state.activations[player] >= state.activation_limit(player):
        return "You already activated a reserve die this round."
    if not isinstance(to, int) or not 0 <= to < config.players:
        return "There is no such player."
    if to == player:
        return "Give the die to an opponent's reserve, not your own."
    if len(state.dice_at(reserve(to))) >= config.reserve_limit:
        return (f"{player_name(to)} already holds {_number(config.reserve_limit)} reserve dice: "
                "choose another opponent.")
    problem = die_problem(state, player, give)
    if problem:
        return problem
    if not isinstance(take, int) or not 0 <= take < len(config.dice) or state.loc[take] != reserve(player):
        return "You can only activate one of your own reserve dice."
    return ""


def _number(count: int) -> str:
    words = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight")
    return words[count] if 0 <= count < len(words) else str(count)


def _power_gate(state: CubesState, move: Move) -> str:
    player, die = move.arg[0], move.arg[1]
    problem = gate(state, player, move.kind)
    if problem:
        return problem
    effect = mv.POWER_KINDS[move.kind]
    lock = state.lock_of_power(player, effect)
    if lock is None:
        name = state.config.sheet.name
        if effect not in state.config.powers:
            return f"{name} has no such superpower."
        return f"Unlock lock {LOCK_NAMES[state.config.powers.index(effect)].upper()} first."
    if lock in state.powers_used[player]:
        return "You already used that superpower this round."
    return die_problem(state, player, die)


def check_reroll(state: CubesState, move: Move) -> str:
    return _power_gate(state, move)


def check_wild(state: CubesState, move: Move) -> str:
    problem = _power_gate(state, move)
    if problem:
        return problem
    player, die, symbol = move.arg
    config = state.config
    if not isinstance(symbol, int) or not 0 <= symbol < len(config.colours):
        return "There is no such symbol."
    if symbol in config.faces[config.dice[die]][state.face[die]]:
        return f"{config.die_ids[die]} already shows a {config.colours[symbol].symbol}."
    return ""


def check_flip(state: CubesState, move: Move) -> str:
    problem = _power_gate(state, move)
    if problem:
        return problem
    player, die, face = move.arg
    config = state.config
    faces = config.faces[config.dice[die]]
    if not isinstance(face, int) or not 0 <= face < len(faces) or face == state.face[die]:
        return "Choose another face of that die."
    if not set(faces[face]) & set(faces[state.face[die]]):
        return "Flip turns a die only to a face that shares a symbol with its top face."
    return ""


def check_take(state: CubesState, move: Move) -> str:
    player, die = move.arg
    problem = gate(state, player, mv.TAKE)
    if problem:
        return problem
    if not isinstance(die, int) or not 0 <= die < len(state.loc) or state.loc[die] != POOL:
        return "Take the extra die from the leftover dice in the centre."
    return ""


def check_trade(state: CubesState, move: Move) -> str:
    player, die, stock_die = move.arg
    problem = gate(state, player, mv.TRADE)
    if problem:
        return problem
    if not state.config.cairn:
        return "Trading with the stock is part of the solo cairn game."
    if not state.can_trade():
        return "You may trade only on a trade stone's turn, once."
    problem = die_problem(state, player, die)
    if problem:
        return problem
    if not isinstance(stock_die, int) or not 0 <= stock_die < len(state.loc) or state.loc[stock_die] != STOCK:
        return "Trade for a die from your trade stock."
    return ""


def check_cairn(state: CubesState, move: Move) -> str:
    player, cairn = move.arg
    problem = gate(state, player, mv.CAIRN)
    if problem:
        return problem
    if not isinstance(cairn, int) or not 0 <= cairn < len(state.config.cairns):
        return "There is no such cairn."
    if cairn in state.cairns_done:
        return f"Cairn {cairn + 1} is already filled."
    return ""


def check_end(state: CubesState, move: Move) -> str:
    player = move.arg[0]
    problem = gate(state, player, mv.END)
    if problem:
        return problem
    if must_use_first(state) and has_colouring(state, player):
        return "On the first turn you must use at least one die."
    return ""


def must_use_first(state: CubesState) -> bool:
    config = state.config
    return config.cairn and state.round == 1 and len(state.used) < config.must_use_first


checks = {
    mv.COLOUR: check_colour, mv.LOCK: check_lock, mv.ACTIVATE: check_activate,
    mv.REROLL: check_reroll, mv.WILD: check_wild, mv.FLIP: check_flip, mv.TAKE: check_take,
    mv.TRADE: check_trade, mv.CAIRN: check_cairn, mv.END: check_end,
}
ARITY = {mv.COLOUR: 4, mv.LOCK: 4, mv.ACTIVATE: 4, mv.REROLL: 2, mv.WILD: 3, mv.FLIP: 3,
         mv.TAKE: 2, mv.TRADE: 3, mv.CAIRN: 2, mv.END: 1}


def check(state: CubesState, move: Move) -> str:
    """Why `move` is not allowed now ('' if it is)."""
    fn = checks.get(move.kind)
    if fn is None or not isinstance(move.arg, tuple) or len(move.arg) != ARITY[move.kind]:
        return f"'{move.kind}' is not a move now."
    return fn(state, move)


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
        for symbol in sorted(by_symbol):
            if config.lock_distinct and symbol in sides:
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
    own_reserve = state.dice_at(reserve(player))
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
