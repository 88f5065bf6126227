"""Why a drop on the Chroma Cubes table is not a move: the table's ids read back as a move, and
that move's check (from `legal`) or the rule it misses, as a message of `text`.
"""

from __future__ import annotations

from chroma_desktop.games.chroma_cubes import moves as mv
from chroma_desktop.games.chroma_cubes import text as t
from chroma_desktop.games.chroma_cubes.config import LOCK_NAMES
from chroma_desktop.games.chroma_cubes.legal import basic_gate, check, die_problem, gate
from chroma_desktop.games.chroma_cubes.state import DRAFT, POOL, CubesState, reserve
from chroma_desktop.rules.api import Move
from chroma_desktop.rules.messages import NOTHING, Message


def _parts(source: str) -> frozenset[str]:
    return frozenset(part for part in source.split("+") if part)


def why_not(state: CubesState, player: int, source: str, target: str,
            legal: tuple[Move, ...]) -> Message:
    """Why dragging `source` onto `target` is not a move for `player` now (NOTHING if it is)."""
    wanted = _parts(source)
    if any(m.target == target and _parts(m.source) == wanted for m in legal):
        return NOTHING
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
                return t.PLAYED_WITHOUT(sheet=config.sheet.name, colour=colour)
            return t.NO_DIE_NAMED(name=name)
        dice.append(die)
    dice_t = tuple(sorted(dice))
    if state.phase == DRAFT:
        return _why_not_draft(state, player, dice_t, target)
    problem = basic_gate(state, player)
    if problem:
        return problem
    if not target and dice_t:
        return _why_not_alone(state, player, dice_t)
    sheet_prefix = f"sheet:p{player}:{config.sheet.id}:"
    if target.startswith("sheet:") and not target.startswith(sheet_prefix):
        return t.OWN_SHEET()
    place = target.removeprefix(sheet_prefix)
    if place.startswith("s") and place[1:].isdigit():
        section = int(place[1:]) - 1
        if not dice_t and not bonus:
            return t.DROP_ON_SECTION()
        if not 0 <= section < len(config.needs):
            return t.NO_SUCH_SECTION()
        symbol = config.needs[section][0] if bonus else None
        move = mv.colour_move(config, player, section, dice_t, symbol)
        return check(state, move) or t.CANNOT_COLOUR()
    if place.startswith("lock_") and place[5:] in LOCK_NAMES:
        return _why_not_lock(state, player, LOCK_NAMES.index(place[5:]), dice_t)
    if place.startswith("cairn") and place[5:].isdigit():
        return check(state, mv.cairn_move(config, player, int(place[5:]) - 1)) or t.NOT_NOW()
    if target == mv.END_BUTTON:
        return check(state, mv.end_move(player)) or t.NOT_NOW()
    if target.endswith(".reserve") and target[1:-8].isdigit():
        return _why_not_give(state, player, dice_t, int(target[1:-8]))
    if target == f"p{player}.active" and len(dice_t) == 1:
        if state.loc[dice_t[0]] == reserve(player):
            return t.ACTIVATE_HOW()
        return check(state, mv.take_move(config, player, dice_t[0])) or t.NOT_NOW()
    if target.startswith("die:") and len(dice_t) == 1:
        stock = config.die_of(target[4:])
        if stock is not None:
            return check(state, mv.trade_move(config, player, dice_t[0], stock)) or t.NOT_NOW()
    return t.NOT_A_MOVE()


def _why_not_alone(state: CubesState, player: int, dice: tuple[int, ...]) -> Message:
    """Dice clicked or chosen together that no move uses: the rule they miss. Dice colour a
    section together when each shows its symbol and they are as many as it needs (rulebook)."""
    config = state.config
    for die in dice:
        problem = die_problem(state, player, die)
        if problem:
            return problem
    common = [s for s in range(len(config.colours)) if all(state.shows(d, s) for d in dice)]
    if not common:
        return t.NO_COMMON_SYMBOL()
    mask = state.coloured[player]
    open_needs = {need for section, need in enumerate(config.needs) if not mask >> section & 1}
    if len(dice) == 1:
        return t.COLOURS_NOTHING(die=t.die_name(config, dice[0]))
    unneeded = [t.symbols(config, s, len(dice)) for s in common if (s, len(dice)) not in open_needs]
    return t.NO_SECTION_NEEDS(need=t.listing(unneeded)) if unneeded else t.NOT_A_MOVE()


def _why_not_give(state: CubesState, player: int, dice: tuple[int, ...], to: int) -> Message:
    """A die dropped on a reserve: giving it to activate one of your own reserve dice."""
    own = state.dice_at(reserve(player))
    if len(dice) != 1:
        return t.GIVE_ONE()
    if not own:
        return t.NO_RESERVE_DIE()
    # A reserve die that may be activated now, if there is one (else the first, for its refusal).
    take = next((d for d in own if state.can_activate(player, d)), own[0])
    move = mv.activate_move(state.config, player, take, dice[0], to)
    return gate(state, player, mv.ACTIVATE) or check(state, move) or t.NOT_NOW()


def _why_not_draft(state: CubesState, player: int, dice: tuple[int, ...], target: str) -> Message:
    config = state.config
    current = (state.start + state.picks) % config.players
    if player != current:
        return t.TURN_TO_DRAFT(p=current)
    if len(dice) != 1:
        return t.DRAFT_ONE()
    if state.loc[dice[0]] != POOL:
        return t.ALREADY_DRAFTED(die=t.die_name(config, dice[0]))
    to_reserve = state.picks >= config.players * config.draft_active
    if to_reserve and target == f"p{player}.active":
        return t.ACTIVE_FULL(n=config.draft_active)
    if not to_reserve and target == f"p{player}.reserve":
        return t.ACTIVE_FIRST(n=config.draft_active)
    return t.DRAFT_OWN()


def _why_not_lock(state: CubesState, player: int, lock: int, dice: tuple[int, ...]) -> Message:
    config = state.config
    if lock >= len(config.powers):
        return t.NO_SUCH_LOCK()
    if state.is_unlocked(player, lock):
        effect = config.powers[lock]
        kinds = [k for k, e in mv.POWER_KINDS.items() if e == effect]
        if not kinds:
            return t.WORKS_BY_ITSELF(lock=t.lock_letter(lock), power=effect.replace("_", " "))
        if len(dice) != 1:
            return t.POWER_ONE_DIE()
        value = {mv.REROLL: None, mv.WILD: 0, mv.FLIP: state.face[dice[0]]}[kinds[0]]
        move = mv.power_move(config, kinds[0], player, lock, dice[0], value)
        return check(state, move) or t.NOT_NOW()
    # A common symbol of the chosen dice, preferring one not yet on this lock.
    symbols = None
    for die in dice:
        shown = {s for s in range(len(config.colours)) if state.shows(die, s)}
        symbols = shown if symbols is None else symbols & shown
    if not dice:
        return t.DROP_ON_LOCK(n=config.lock_dice)
    if not symbols:
        return t.SAME_SYMBOL()
    taken = state.lock_symbols_taken(player, lock)
    symbol = min(symbols, key=lambda s: (s in taken, s))
    return check(state, mv.lock_move(config, player, lock, symbol, dice)) or t.NOT_NOW()
