"""Chroma Cubes in words: move descriptions for the log, prompts, and why a move is not allowed."""

from __future__ import annotations

from chroma_desktop.games.chroma_cubes import moves as mv
from chroma_desktop.games.chroma_cubes.config import LOCK_NAMES
from chroma_desktop.games.chroma_cubes.legal import (
    basic_gate,
    check,
    gate,
    player_name,
)
from chroma_desktop.games.chroma_cubes.state import (
    DRAFT,
    FIRST,
    OVER,
    POOL,
    CubesState,
    reserve,
)
from chroma_desktop.rules.api import Move


def _dice_words(state: CubesState, dice: tuple[int, ...]) -> str:
    names = [state.config.die_ids[d] for d in dice]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _lock_name(state: CubesState, lock: int) -> str:
    power = state.config.powers[lock]
    return f"lock {LOCK_NAMES[lock].upper()} (superpower: {power.replace('_', ' ')})"


def describe(state: CubesState, move: Move) -> str:
    config, kind, arg = state.config, move.kind, move.arg
    ids = config.die_ids
    if kind == mv.FIRST:
        return f"{player_name(arg)} is the start player"
    if kind == mv.ROLL:
        die, face = arg
        a, b = config.faces[config.dice[die]][face]
        return f"{ids[die]} shows a {config.colours[a].symbol} and a {config.colours[b].symbol}"
    who = player_name(arg[0])
    if kind == mv.DRAFT:
        zone = "reserve" if state.picks >= config.players * config.draft_active else "active dice"
        return f"{who} drafts {ids[arg[1]]} into their {zone}"
    if kind == mv.COLOUR:
        _, section, dice, bonus = arg
        symbol, count = config.needs[section]
        label = config.sheet.sections[section].label
        using = _dice_words(state, dice) + (" and the bonus symbol" if bonus else "")
        text = (f"{who} colours s{section + 1} ({label}, {config.symbols_text(symbol, count)}) "
                f"with {using}")
        figure = config.section_figure[section]
        mask = config.figure_masks[figure]
        if (state.coloured[arg[0]] | 1 << section) & mask == mask:
            text += f", completing the {config.sheet.figures[figure].name}"
        return text
    if kind == mv.LOCK:
        _, lock, symbol, dice = arg
        sides = len(state.locks[arg[0]][lock]) + 1
        text = (f"{who} colours a side of {_lock_name(state, lock)} with "
                f"{config.symbols_text(symbol, len(dice))}")
        return text + (", unlocking the superpower" if sides == config.lock_sides else "")
    if kind == mv.ACTIVATE:
        _, take, give, to = arg
        return (f"{who} gives {ids[give]} to {player_name(to)}'s reserve and activates "
                f"{ids[take]} from their own reserve")
    if kind == mv.REROLL:
        return f"{who} uses the reroll superpower on {ids[arg[1]]}"
    if kind == mv.WILD:
        return (f"{who} uses the wild superpower: {ids[arg[1]]} also counts as a "
                f"{config.colours[arg[2]].symbol} this round")
    if kind == mv.FLIP:
        face = config.face_text(config.dice[arg[1]], arg[2])
        return f"{who} uses the flip superpower: {ids[arg[1]]} turns to {face}"
    if kind == mv.TAKE:
        return f"{who} takes {ids[arg[1]]} as an extra die and rolls it"
    if kind == mv.TRADE:
        return f"{who} trades {ids[arg[1]]} for {ids[arg[2]]} from the trade stock and rolls it"
    if kind == mv.CAIRN:
        return f"{who} starts cairn {arg[1] + 1}"
    if kind == mv.END:
        saved = [d for d in state.free_dice(arg[0])]
        if config.cairn:
            return f"{who} ends the turn" + (f", saving {_dice_words(state, tuple(saved))}" if saved else "")
        return f"{who} ends their round" + (f", saving {_dice_words(state, tuple(saved))}" if saved else "")
    return kind


def prompt(state: CubesState, player: int, legal: tuple[Move, ...]) -> str:
    config = state.config
    if state.phase == OVER:
        return "The game is over"
    if state.to_roll or state.phase == FIRST:
        return "Dice are being rolled"
    if state.phase == DRAFT:
        current = (state.start + state.picks) % config.players
        if current != player:
            return f"Waiting for {player_name(current)} to draft a die"
        if state.picks >= config.players * config.draft_active:
            return "Draft a die for your reserve"
        return "Draft a die for your active dice"
    if player not in state.acting:
        waiting = ", ".join(player_name(p) for p in sorted(state.acting))
        return f"You ended your round: waiting for {waiting}"
    if state.extra_due[player]:
        return "You unlocked an extra die: take one of the leftover dice (it is rolled at once)"
    if config.cairn:
        if state.cairn < 0:
            return "The cairn is full: choose the next cairn to start"
        stone = state.current_stone()
        extra = ""
        if stone.kind == "trade" and state.can_trade():
            extra = "; this is a trade stone: you may swap an unused die for a stock die"
        elif stone.kind == "bonus" and state.bonus_symbol() is not None:
            extra = (f"; this is a bonus stone: you may use one extra "
                     f"{config.colours[state.bonus_symbol()].symbol}")
        first = " (use at least one die)" if state.round == 1 else ""
        return (f"Turn {state.round}, cairn {state.cairn + 1} stone {state.stone + 1}: "
                f"colour sections with your dice{first}, then end the turn{extra}")
    return (f"Round {state.round}: colour sections or a superpower lock with your dice, activate a "
            f"reserve die, or end your round ({state.score(player)} of {config.sheet.threshold} points)")


def illegal_reason(state: CubesState, move: Move) -> str:
    """Why a set-up move is refused (round moves are refused by their check)."""
    if state.phase == OVER:
        return "The game is over."
    if state.to_roll or state.phase == FIRST:
        return "Dice are being rolled: wait for the roll."
    if state.phase == DRAFT:
        if move.kind != mv.DRAFT:
            return "First everyone drafts their dice, in seat order."
        current = (state.start + state.picks) % state.config.players
        if not isinstance(move.arg, tuple) or move.arg[0] != current:
            return f"It is {player_name(current)}'s turn to draft."
        return "Draft a die from the centre of the table."
    return f"'{move.kind}' is not possible now."


# -- why not ----------------------------------------------------------------------------------
def _parts(source: str) -> frozenset[str]:
    return frozenset(part for part in source.split("+") if part)


def why_not(state: CubesState, player: int, source: str, target: str,
            legal: tuple[Move, ...]) -> str:
    """Why dragging `source` onto `target` is not a move for `player` now ('' if it is)."""
    wanted = _parts(source)
    if any(m.target == target and _parts(m.source) == wanted for m in legal):
        return ""
    config = state.config
    dice, bonus = [], False
    for part in sorted(wanted):
        if part.startswith("bonus:"):
            bonus = True
            continue
        if not part.startswith("die:"):
            continue
        name = part.removeprefix("die:")
        die = config.die_of(name)
        if die is None:
            colour = name.split("#")[0]
            if colour in config.sheet.banned_dice:
                return f"{config.sheet.name} is played without {colour} dice."
            return f"There is no die {name!r} in this game."
        dice.append(die)
    dice_t = tuple(sorted(dice))
    if state.phase == DRAFT:
        return _why_not_draft(state, player, dice_t, target)
    problem = basic_gate(state, player)
    if problem:
        return problem
    sheet_prefix = f"sheet:p{player}:{config.sheet.id}:"
    if target.startswith("sheet:") and not target.startswith(sheet_prefix):
        return "Colour only your own sheet."
    place = target.removeprefix(sheet_prefix)
    if place.startswith("s") and place[1:].isdigit():
        section = int(place[1:]) - 1
        if not dice_t and not bonus:
            return "Drop dice on a section to colour it."
        if not 0 <= section < len(config.needs):
            return "There is no such section on this sheet."
        symbol = config.needs[section][0] if bonus else None
        move = mv.colour_move(config, player, section, dice_t, symbol)
        return check(state, move) or "Those dice cannot colour that section now."
    if place.startswith("lock_") and place[5:] in LOCK_NAMES:
        return _why_not_lock(state, player, LOCK_NAMES.index(place[5:]), dice_t)
    if place.startswith("cairn") and place[5:].isdigit():
        return check(state, mv.cairn_move(config, player, int(place[5:]) - 1)) or "Not now."
    if target == mv.END_BUTTON:
        return check(state, mv.end_move(player)) or "Not now."
    if target.endswith(".reserve") and target[1:-8].isdigit():
        to = int(target[1:-8])
        own = state.dice_at(reserve(player))
        if len(dice_t) != 1:
            return "Give one die at a time."
        if not own:
            return "You have no reserve die to activate."
        problem = gate(state, player, mv.ACTIVATE)
        return problem or check(state, mv.activate_move(config, player, own[0], dice_t[0], to)) or "Not now."
    if target == f"p{player}.active" and len(dice_t) == 1:
        if state.loc[dice_t[0]] == reserve(player):
            return ("To activate a reserve die, give one of your unused active dice to an "
                    "opponent's reserve.")
        return check(state, mv.take_move(config, player, dice_t[0])) or "Not now."
    if target.startswith("die:") and len(dice_t) == 1:
        stock = config.die_of(target[4:])
        if stock is not None:
            return check(state, mv.trade_move(config, player, dice_t[0], stock)) or "Not now."
    return "That is not a move in Chroma Cubes."


def _why_not_draft(state: CubesState, player: int, dice: tuple[int, ...], target: str) -> str:
    config = state.config
    current = (state.start + state.picks) % config.players
    if player != current:
        return f"It is {player_name(current)}'s turn to draft."
    if len(dice) != 1:
        return "Draft one die at a time."
    if state.loc[dice[0]] != POOL:
        return f"{config.die_ids[dice[0]]} was already drafted."
    to_reserve = state.picks >= config.players * config.draft_active
    if to_reserve and target == f"p{player}.active":
        return f"Everyone has {config.draft_active} active dice: the rest of the draft goes to your reserve."
    if not to_reserve and target == f"p{player}.reserve":
        return f"Draft {config.draft_active} active dice first, then your reserve dice."
    return "Draft a die into your own dice."


def _why_not_lock(state: CubesState, player: int, lock: int, dice: tuple[int, ...]) -> str:
    config = state.config
    if lock >= len(config.powers):
        return "This game has no such superpower lock."
    if state.is_unlocked(player, lock):
        effect = config.powers[lock]
        kinds = [k for k, e in mv.POWER_KINDS.items() if e == effect]
        if not kinds:
            return (f"Lock {LOCK_NAMES[lock].upper()} is unlocked: its power "
                    f"({effect.replace('_', ' ')}) works by itself.")
        if len(dice) != 1:
            return "Superpowers work on one die at a time."
        value = {mv.REROLL: None, mv.WILD: 0, mv.FLIP: state.face[dice[0]]}[kinds[0]]
        return check(state, mv.power_move(config, kinds[0], player, lock, dice[0], value)) or "Not now."
    # A common symbol of the chosen dice, preferring one not yet on this lock.
    symbols = None
    for die in dice:
        shown = {s for s in range(len(config.colours)) if state.shows(die, s)}
        symbols = shown if symbols is None else symbols & shown
    if not dice:
        return "Drop five dice showing one symbol on a lock side."
    if not symbols:
        return "A lock side needs dice that all show the same symbol."
    sides = state.locks[player][lock]
    symbol = min(symbols, key=lambda s: (s in sides, s))
    return check(state, mv.lock_move(config, player, lock, symbol, dice)) or "Not now."
