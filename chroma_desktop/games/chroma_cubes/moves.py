"""Chroma Cubes' moves and their notation.

Players are numbered from 1 in the notation (`p2` is the second seat), as the table shows
them; component ids count seats from 0 (`p1.reserve` is the second seat's reserve), as in
Coloretto. Dice are named by colour and copy (`red#1`); sections by their sheet id (`s12`);
symbols by their colour (`orange` is a pumpkin, `yellow` a star); a face by its two symbols
(`red+purple`). Every player move starts with the player, because rounds are simultaneous:

    first 2                              chance: player 2 is the start player
    roll red#1 red+purple                chance: red#1 is rolled and shows a heart and a moon
    p1 draft red#3                       draft red#3 from the centre (to active dice, later reserve)
    p1 colour s12 red#1 blue#2           colour section s12 with red#1 and blue#2
    p1 colour s7 green#2 bonus           cairn game: with the bonus stone's symbol as one die
    p1 lock a red red#1 red#2 orange#1 purple#3 red#4
                                         colour the next side of lock A with five hearts
    p1 activate blue#3 give red#1 p2     give unused active red#1 to player 2's reserve, and
                                         move blue#3 from your reserve to your active dice
    p1 reroll red#1                      superpower: reroll an unused active die
    p1 wild red#1 orange                 superpower: red#1 also counts as a pumpkin this round
    p1 flip red#1 red+orange             superpower: turn red#1 to a face sharing a symbol
    p1 take purple#4                     take an extra die unlocked on the score track
    p1 trade red#1 blue#2                cairn game, trade stone: swap red#1 for stock die blue#2
    p1 cairn 3                           cairn game: start cairn 3
    p1 end                               end my round (unused dice are saved, not rolled)

Source and target ids, for the table: a die is `die:red#1` (several are joined by `+`, as the
table joins the dice a player chooses: `die:red#1+die:blue#2`, the bonus symbol `bonus:yellow`),
a section `sheet:p0:cardinal:s12`, a lock `sheet:p0:cardinal:lock_a` (superpowers are dropped
on their unlocked lock), a zone `p0.active` or `p1.reserve`, a cairn
`sheet:p0:easter_eggs:cairn3`, the end button `button:end`.
"""

from typing import Any, NamedTuple

from chroma_desktop.games.chroma_cubes.config import LOCK_NAMES, CubesConfig
from chroma_desktop.rules.api import InvalidMoveError, Move

FIRST, ROLL = "first", "roll"
DRAFT, COLOUR, LOCK, ACTIVATE = "draft", "colour", "lock", "activate"
REROLL, WILD, FLIP, TAKE, TRADE, CAIRN, END = "reroll", "wild", "flip", "take", "trade", "cairn", "end"
CHANCE_KINDS = frozenset({FIRST, ROLL})
POWER_KINDS = {REROLL: "reroll_one", WILD: "wild_one", FLIP: "flip_shared_symbol"}
END_BUTTON = "button:end"


# -- arguments ----------------------------------------------------------------------------------
# Each kind's `Move.arg` (the start player's `first` move is the bare player number). A named
# tuple equals, and hashes as, the plain tuple of its values: notation and saves are unchanged.
class Roll(NamedTuple):
    die: int
    face: int


class Draft(NamedTuple):
    player: int
    die: int


class Colour(NamedTuple):
    player: int
    section: int
    dice: tuple[int, ...]
    bonus: bool  # the cairn game's bonus symbol counts as one of the dice


class Lock(NamedTuple):
    player: int
    lock: int
    symbol: int
    dice: tuple[int, ...]


class Activate(NamedTuple):
    player: int
    take: int  # the player's reserve die that becomes active
    give: int  # the unused active die given away
    to: int  # the opponent whose reserve receives it


class Reroll(NamedTuple):
    player: int
    die: int


class Wild(NamedTuple):
    player: int
    die: int
    symbol: int


class Flip(NamedTuple):
    player: int
    die: int
    face: int


class Take(NamedTuple):
    player: int
    die: int


class Trade(NamedTuple):
    player: int
    die: int
    stock_die: int


class StartCairn(NamedTuple):
    player: int
    cairn: int


class End(NamedTuple):
    player: int


ARGS: dict[str, Any] = {
    ROLL: Roll, DRAFT: Draft, COLOUR: Colour, LOCK: Lock, ACTIVATE: Activate, REROLL: Reroll,
    WILD: Wild, FLIP: Flip, TAKE: Take, TRADE: Trade, CAIRN: StartCairn, END: End,
}


def args(move: Move) -> Any:
    """`move.arg` as its kind's named tuple (a plain tuple of the right length is read as one),
    or None when the kind has no such arguments or the arg is not of their shape."""
    shape = ARGS.get(move.kind)
    arg = move.arg
    if shape is None or not isinstance(arg, tuple) or len(arg) != len(shape._fields):
        return None
    return arg if arg.__class__ is shape else shape._make(arg)


def player_of(move: Move) -> int:
    """The player making a player move (every player move's arguments start with the player)."""
    return move.arg.player


def dice_source(config: CubesConfig, dice: tuple[int, ...], bonus: int | None = None) -> str:
    parts = [f"die:{config.die_ids[d]}" for d in dice]
    if bonus is not None:
        parts.append(f"bonus:{config.colour_id(bonus)}")
    return "+".join(parts)


def section_target(config: CubesConfig, player: int, section: int) -> str:
    return f"sheet:p{player}:{config.sheet.id}:s{section + 1}"


def lock_target(config: CubesConfig, player: int, lock: int) -> str:
    return f"sheet:p{player}:{config.sheet.id}:lock_{LOCK_NAMES[lock]}"


def cairn_target(config: CubesConfig, player: int, cairn: int) -> str:
    return f"sheet:p{player}:{config.sheet.id}:cairn{cairn + 1}"


def first_move(player: int) -> Move:
    return Move(FIRST, player, "", "")


def roll_move(config: CubesConfig, die: int, face: int) -> Move:
    key = (ROLL, die, face)
    move = config.moves.get(key)
    if move is None:
        move = config.moves[key] = Move(ROLL, Roll(die, face), f"die:{config.die_ids[die]}", "")
    return move


def draft_move(config: CubesConfig, player: int, die: int, to_reserve: bool) -> Move:
    key = (DRAFT, player, die, to_reserve)
    move = config.moves.get(key)
    if move is None:
        zone = f"p{player}.{'reserve' if to_reserve else 'active'}"
        move = config.moves[key] = Move(DRAFT, Draft(player, die), f"die:{config.die_ids[die]}",
                                        zone)
    return move


def colour_move(config: CubesConfig, player: int, section: int, dice: tuple[int, ...],
                bonus: int | None = None) -> Move:
    key = (COLOUR, player, section, dice, bonus)
    move = config.moves.get(key)
    if move is None:
        move = config.moves[key] = Move(COLOUR, Colour(player, section, dice, bonus is not None),
                                        dice_source(config, dice, bonus),
                                        section_target(config, player, section))
    return move


def lock_move(config: CubesConfig, player: int, lock: int, symbol: int, dice: tuple[int, ...]) -> Move:
    return Move(LOCK, Lock(player, lock, symbol, dice), dice_source(config, dice),
                lock_target(config, player, lock))


def activate_move(config: CubesConfig, player: int, take: int, give: int, to: int) -> Move:
    key = (ACTIVATE, player, take, give, to)
    move = config.moves.get(key)
    if move is None:
        move = config.moves[key] = Move(ACTIVATE, Activate(player, take, give, to),
                                        f"die:{config.die_ids[give]}", f"p{to}.reserve")
    return move


def power_move(config: CubesConfig, kind: str, player: int, lock: int, die: int,
               value: int | None = None) -> Move:
    if kind == REROLL:
        arg: Any = Reroll(player, die)
    elif value is None:
        raise TypeError(f"a {kind} move names the colour or face it sets")
    else:
        arg = Wild(player, die, value) if kind == WILD else Flip(player, die, value)
    return Move(kind, arg, f"die:{config.die_ids[die]}", lock_target(config, player, lock))


def take_move(config: CubesConfig, player: int, die: int) -> Move:
    return Move(TAKE, Take(player, die), f"die:{config.die_ids[die]}", f"p{player}.active")


def trade_move(config: CubesConfig, player: int, die: int, stock_die: int) -> Move:
    return Move(TRADE, Trade(player, die, stock_die), f"die:{config.die_ids[die]}",
                f"die:{config.die_ids[stock_die]}")


def cairn_move(config: CubesConfig, player: int, cairn: int) -> Move:
    target = cairn_target(config, player, cairn)
    return Move(CAIRN, StartCairn(player, cairn), target, target)


def end_move(player: int) -> Move:
    return Move(END, End(player), END_BUTTON, END_BUTTON)


# -- text -------------------------------------------------------------------------------------
def to_text(config: CubesConfig, move: Move) -> str:
    kind = move.kind
    ids = config.die_ids
    try:
        if kind == FIRST:
            return f"first {move.arg + 1}"
        arg = args(move)
        if arg is None:
            raise InvalidMoveError(f"not a Chroma Cubes move: {move!r}")
        if kind == ROLL:
            return f"roll {ids[arg.die]} {config.face_text(config.dice[arg.die], arg.face)}"
        who = f"p{arg.player + 1}"
        if kind in (DRAFT, TAKE, REROLL):
            return f"{who} {kind} {ids[arg.die]}"
        if kind == COLOUR:
            words = [ids[d] for d in arg.dice] + (["bonus"] if arg.bonus else [])
            return f"{who} colour s{arg.section + 1} {' '.join(words)}"
        if kind == LOCK:
            return (f"{who} lock {LOCK_NAMES[arg.lock]} {config.colour_id(arg.symbol)} "
                    + " ".join(ids[d] for d in arg.dice))
        if kind == ACTIVATE:
            return f"{who} activate {ids[arg.take]} give {ids[arg.give]} p{arg.to + 1}"
        if kind == WILD:
            return f"{who} wild {ids[arg.die]} {config.colour_id(arg.symbol)}"
        if kind == FLIP:
            return f"{who} flip {ids[arg.die]} {config.face_text(config.dice[arg.die], arg.face)}"
        if kind == TRADE:
            return f"{who} trade {ids[arg.die]} {ids[arg.stock_die]}"
        if kind == CAIRN:
            return f"{who} cairn {arg.cairn + 1}"
        return f"{who} end"
    except (TypeError, IndexError, ValueError) as error:
        if isinstance(error, InvalidMoveError):
            raise
        raise InvalidMoveError(f"not a Chroma Cubes move: {move!r}") from error


HELP = "try 'p1 colour s3 red#1 blue#2', 'p1 activate blue#3 give red#1 p2' or 'p1 end'"


def _die(config: CubesConfig, word: str) -> int:
    die = config.die_of(word)
    if die is None:
        colour = word.split("#")[0]
        if colour in config.sheet.banned_dice:
            raise InvalidMoveError(f"{config.sheet.name} is played without {colour} dice")
        raise InvalidMoveError(f"there is no die {word!r} in this game")
    return die


def _colour(config: CubesConfig, word: str) -> int:
    colour = config.colour_of(word)
    if colour is None:
        raise InvalidMoveError(f"{word!r} is not a symbol colour")
    return colour


def _face(config: CubesConfig, die: int, word: str) -> int:
    colour = config.dice[die]
    for face in range(len(config.faces[colour])):
        a, b = config.faces[colour][face]
        if word in (f"{config.colour_id(a)}+{config.colour_id(b)}",
                    f"{config.colour_id(b)}+{config.colour_id(a)}"):
            return face
    raise InvalidMoveError(f"{config.die_ids[die]} has no face {word!r}")


def _number(word: str, prefix: str = "") -> int:
    body = word[len(prefix):] if prefix and word.startswith(prefix) else word
    if not body.isdigit() or int(body) < 1:
        raise InvalidMoveError(f"{word!r} is not a number from 1")
    return int(body) - 1


def parse(config: CubesConfig, text: str, default_player: int | None) -> Move:
    words = text.strip().lower().split()
    if not words:
        raise InvalidMoveError(f"an empty move: {HELP}")
    kind, rest = words[0], words[1:]
    if kind == FIRST and len(rest) == 1:
        return first_move(_number(rest[0]))
    if kind == ROLL and len(rest) == 2:
        die = _die(config, rest[0])
        return roll_move(config, die, _face(config, die, rest[1]))
    if kind.startswith("p") and kind[1:].isdigit():
        player = _number(kind, "p")
        if not rest:
            raise InvalidMoveError(f"{text!r} names a player but no move: {HELP}")
        kind, rest = rest[0], rest[1:]
    elif default_player is None:
        raise InvalidMoveError(f"say which player moves, e.g. 'p1 {text.strip()}'")
    else:
        player = default_player
    if player >= config.players:
        raise InvalidMoveError(f"there is no player {player + 1} in this game")
    try:
        return _parse_player_move(config, player, kind, rest)
    except (IndexError, ValueError) as error:
        if isinstance(error, InvalidMoveError):
            raise
        raise InvalidMoveError(f"cannot read {text!r}: {HELP}") from error


def _parse_player_move(config: CubesConfig, player: int, kind: str, rest: list[str]) -> Move:
    if kind == END and not rest:
        return end_move(player)
    if kind in (DRAFT, TAKE, REROLL) and len(rest) == 1:
        die = _die(config, rest[0])
        if kind == DRAFT:
            return draft_move(config, player, die, False)  # the zone is fixed when applied
        if kind == TAKE:
            return take_move(config, player, die)
        return power_move(config, REROLL, player, _power_lock(config, REROLL), die)
    if kind == COLOUR and len(rest) >= 2:
        section = _number(rest[0], "s")
        if section >= len(config.needs):
            raise InvalidMoveError(f"this sheet has no section s{section + 1}")
        bonus = rest[-1] == "bonus"
        words = rest[1:-1] if bonus else rest[1:]
        dice = tuple(sorted(_die(config, w) for w in words))
        symbol = config.needs[section][0] if bonus else None
        return colour_move(config, player, section, dice, symbol)
    if kind == LOCK and len(rest) >= 3:
        if rest[0] not in LOCK_NAMES[: len(config.powers)]:
            raise InvalidMoveError(f"there is no lock {rest[0]!r}")
        dice = tuple(sorted(_die(config, w) for w in rest[2:]))
        return lock_move(config, player, LOCK_NAMES.index(rest[0]), _colour(config, rest[1]), dice)
    if kind == ACTIVATE and len(rest) == 4 and rest[1] == "give":
        return activate_move(config, player, _die(config, rest[0]), _die(config, rest[2]),
                             _number(rest[3], "p"))
    if kind == WILD and len(rest) == 2:
        die = _die(config, rest[0])
        return power_move(config, WILD, player, _power_lock(config, WILD), die, _colour(config, rest[1]))
    if kind == FLIP and len(rest) == 2:
        die = _die(config, rest[0])
        return power_move(config, FLIP, player, _power_lock(config, FLIP), die, _face(config, die, rest[1]))
    if kind == TRADE and len(rest) == 2:
        return trade_move(config, player, _die(config, rest[0]), _die(config, rest[1]))
    if kind == CAIRN and len(rest) == 1:
        return cairn_move(config, player, _number(rest[0]))
    raise InvalidMoveError(f"unknown move {kind!r}: {HELP}")


def _power_lock(config: CubesConfig, kind: str) -> int:
    effect = POWER_KINDS[kind]
    if effect not in config.powers:
        raise InvalidMoveError(f"{config.sheet.name} has no {effect.replace('_', ' ')} superpower")
    return config.powers.index(effect)
