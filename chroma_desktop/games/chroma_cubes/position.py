"""Chroma Cubes positions as text: the lines after the header (the format is in
`chroma_desktop/rules/position.py`).

Example: 2 players on the Cardinal, round 3; P2 has ended the round, P1 is still acting::

    chroma position: chroma_cubes, 2 players, sheet=cardinal, mode=standard, faces=a
    phase: play
    round: 3
    start player: P1
    acting: P1
    used this round: red#2, red#3, red#4, red#5, orange#2, orange#3, green#3, purple#2
    pool: rest
    P1 active: red#1=orange+blue, red#2=red+purple, red#4=red+purple, orange#2=orange+red, orange#5=red+yellow
    P1 reserve: orange#1=red+green, orange#4=red+yellow, purple#5=purple+yellow
    P1 sections: s6, s13, s14, s15, s16, s20, s21, s23
    P2 active: red#3=red+orange, red#5=red+green, orange#3=red+green, green#3=green+red, purple#2=red+green
    P2 reserve: purple#1=blue+orange
    P2 sections: s10, s12, s13, s14, s16, s17, s19, s21, s22
    P2 lock a: red

The header names the sheet (but in the cairn game, always on its own sheet), the mode and the
dice faces, and the readings of unclear rules when not the default (`reserve_activations`,
`lock_symbols`). The lines (those marked *optional* may be left out):

- `phase`: `first` (chance picks the start player), `draft` (one die per decision, in seat
  order from the start player: active dice first, then reserve dice), `play` (simultaneous
  rounds; the solo games' turns), `over`.
- `round` *optional, 1*: the round (a solo cairn game's turn).
- `start player` *optional, P1*: who drafts first; chance picks them in the first phase.
- `acting` *optional, everyone in the play phase, else nobody*: the players who have not ended
  this round.
- `to roll` *optional, none*: the dice waiting for their roll, in rolling order (chance).
- `opening rolls` *optional, no*: yes while those are the round's opening rolls (dice used last
  round), no for a reroll or an extra die.
- `used this round` *optional, none*: the dice used this round (they are rolled when the next
  round starts).
- `arrived this round` *optional, none*: dice given to a reserve this round (with
  `reserve_activations=unlimited` they wait for the next round).
- `anyone coloured` *optional, yes when a die was used this round*: whether anyone coloured a
  section or a lock side this round.
- `pool` *optional, rest*: the dice in the centre; `rest` is every die nowhere else, unrolled
  (as the dice in the centre always are).
- `P1 active`, `P1 reserve`.. *optional, none*: a player's active and reserve dice.
- `stock` *optional, none* (cairn game): the trade stock.
- `P1 sections`.. *optional, none*: the sections a player has coloured (`s1`.. as the sheet
  numbers them).
- `P1 lock a`, `P1 lock b`.. *optional, none*: the symbols of the lock sides coloured, in order.
- `P1 first bonus`.. *optional, none*: the figures the player completed in the round anyone
  first completed them, which scored the first-completion bonus. A completed figure scores its
  value (a cairn game's egg: 2), the bonus, and the score-track's extra dice follow from that.
- `P1 activations`, `P1 extra dice due` *optional, 0*: reserve dice activated this round, and
  extra dice the score track gives that are still to be taken.
- `P1 powers used` *optional, none*: the locks whose superpower was used this round (`a, b`).
- `P1 wild` *optional, none*: the die made wild this round and its symbol, as `red#1 as orange`.
- `first completed` *optional, none*: each figure completed so far and the round it first was,
  as `cardinal in round 2, branch in round 3`.
- The cairn game: `cairns done` *optional, none* (in order, as `2, 1`), `cairn` (the cairn being
  filled, or `none` while the next one is to be chosen), `stone` *optional, 1* (the stone this
  turn fills), `egg bonuses` *optional, none* (eggs completed before their cairn ended, in order),
  `traded` and `bonus used` *optional, no* (the trade stone's trade, the bonus stone's symbol).

Dice are named by colour and copy (`red#1`), a rolled die with its face (`red#1=red+purple`,
the two symbols in either order); symbols by their colour (`orange` is a pumpkin). Nothing is
secret in Chroma Cubes (every die, face and sheet is on the table), so a view is written as the
whole position and a `?` is refused.
"""

from __future__ import annotations

from typing import Any

from chroma_desktop.games.chroma_cubes import position_words as W
from chroma_desktop.games.chroma_cubes.config import LOCK_NAMES, CubesConfig, make_config
from chroma_desktop.games.chroma_cubes.state import (
    DRAFT,
    FIRST,
    NO_DIE,
    NO_WILD,
    OVER,
    PLAY,
    POOL,
    STOCK,
    CubesState,
    active,
    reserve,
)
from chroma_desktop.rules.position import (
    HIDDEN,
    NONE_WORDS,
    Lines,
    PositionError,
    Setup,
    flag_text,
    seat_text,
)

PHASES = (FIRST, DRAFT, PLAY, OVER)
MAX_ROUNDS = 9_999


def setup_of(game: Any, state: CubesState) -> tuple[int, dict[str, str]]:
    config = state.config
    # The cairn game is always played on its own sheet: the sheet option plays no part there.
    options = {"sheet": config.sheet.id} if not config.cairn else {}
    options.update(mode=config.mode, faces=_layout(game.content, config))
    # The readings of unclear rules (Help -> Rulings), written when not the default.
    if config.reserve_activations != "one":
        options["reserve_activations"] = config.reserve_activations
    if config.lock_symbols != "per_lock":
        options["lock_symbols"] = config.lock_symbols
    return config.players, options


def _layout(content: Any, config: CubesConfig) -> str:
    """The face layout option whose faces the config's dice have (the config keeps the faces,
    not the option's name; the layouts are those of the game's own content)."""
    ids = [colour.id for colour in config.colours]
    for name, layout in content.face_layouts.items():
        faces = tuple(tuple((ids.index(a), ids.index(b)) for a, b in layout[c]) for c in ids)
        if faces == config.faces:
            return name
    raise PositionError(W.NO_LAYOUT())


# -- writing ----------------------------------------------------------------------------------
def write(game: Any, state: CubesState) -> list[tuple[str, str]]:
    config = state.config
    phase = state.phase
    lines = [("phase", phase), ("round", str(state.round))]
    if phase != FIRST:
        lines.append(("start player", seat_text(state.start)))
    if phase == PLAY or state.acting:
        lines.append(("acting", _seats_text(state.acting)))
    if state.to_roll:
        lines.append(("to roll", _dice_text(state, state.to_roll, faces=False)))
        lines.append(("opening rolls", flag_text(state.fresh)))
    if state.used:
        lines.append(("used this round", _dice_text(state, sorted(state.used), faces=False)))
    if state.arrived:
        lines.append(("arrived this round", _dice_text(state, sorted(state.arrived),
                                                       faces=False)))
    if state.anyone_coloured != bool(state.used):
        lines.append(("anyone coloured", flag_text(state.anyone_coloured)))
    pool = state.dice_at(POOL)
    lines.append(("pool", "rest" if all(state.face[die] < 0 for die in pool) else
                  _dice_text(state, pool)))
    if config.cairn:
        lines.append(("stock", _dice_text(state, state.dice_at(STOCK))))
    for player in range(config.players):
        key = seat_text(player)
        lines.append((f"{key} active", _dice_text(state, state.dice_at(active(player)))))
        lines.append((f"{key} reserve", _dice_text(state, state.dice_at(reserve(player)))))
        lines += _player_lines(state, player)
    if any(state.first_round):
        lines.append(("first completed", ", ".join(
            f"{config.sheet.figures[figure].id} in round {round_}"
            for figure, round_ in enumerate(state.first_round) if round_)))
    if config.cairn:
        lines += _cairn_lines(state)
    return lines


def _player_lines(state: CubesState, player: int) -> list[tuple[str, str]]:
    config, key = state.config, seat_text(player)
    lines = []
    mask = state.coloured[player]
    if mask:
        lines.append((f"{key} sections", ", ".join(
            f"s{section + 1}" for section in range(len(config.needs)) if mask >> section & 1)))
    for lock, sides in enumerate(state.locks[player]):
        if sides:
            lines.append((f"{key} lock {LOCK_NAMES[lock]}",
                          ", ".join(config.colour_id(symbol) for symbol in sides)))
    bonus = [config.sheet.figures[figure].id for figure in range(len(config.figure_values))
             if state.figure_points[player][figure] not in (0, _points(config, figure, False))]
    if bonus:
        lines.append((f"{key} first bonus", ", ".join(bonus)))
    if state.activations[player]:
        lines.append((f"{key} activations", str(state.activations[player])))
    if state.extra_due[player]:
        lines.append((f"{key} extra dice due", str(state.extra_due[player])))
    if state.powers_used[player]:
        lines.append((f"{key} powers used", ", ".join(
            LOCK_NAMES[lock] for lock in sorted(state.powers_used[player]))))
    die, symbol = state.wild[player]
    if die != NO_DIE:
        lines.append((f"{key} wild", f"{config.die_ids[die]} as {config.colour_id(symbol)}"))
    return lines


def _cairn_lines(state: CubesState) -> list[tuple[str, str]]:
    config = state.config
    figures = config.sheet.figures
    lines = []
    if state.cairns_done:
        lines.append(("cairns done", ", ".join(str(cairn + 1) for cairn in state.cairns_done)))
    lines.append(("cairn", str(state.cairn + 1) if state.cairn >= 0 else "none"))
    if state.stone:
        lines.append(("stone", str(state.stone + 1)))
    if state.egg_bonus:
        lines.append(("egg bonuses", ", ".join(figures[egg].id for egg in state.egg_bonus)))
    if state.traded:
        lines.append(("traded", "yes"))
    if state.bonus_used:
        lines.append(("bonus used", "yes"))
    return lines


def _seats_text(seats: frozenset[int]) -> str:
    return ", ".join(seat_text(seat) for seat in sorted(seats)) if seats else "nobody"


def _dice_text(state: CubesState, dice: Any, faces: bool = True) -> str:
    config = state.config
    words = []
    for die in dice:
        face = state.face[die]
        word = config.die_ids[die]
        if faces and face >= 0:
            word += "=" + config.face_text(config.dice[die], face)
        words.append(word)
    return ", ".join(words) if words else "none"


def _points(config: CubesConfig, figure: int, bonus: bool) -> int:
    """What a completed figure scores (Rulebook: its value, +1 if no player completed it in an
    earlier round; the cairn game's eggs score 2 each)."""
    if config.cairn:
        return config.per_egg
    return config.figure_values[figure] + (config.first_bonus if bonus else 0)


# -- reading ----------------------------------------------------------------------------------
def read(game: Any, setup: Setup, lines: Lines) -> CubesState:
    players = setup.players
    config = make_config(game.content, players, setup.options)
    phase = lines.choice("phase", PHASES)
    if config.cairn and phase in (FIRST, DRAFT):
        raise lines.error("phase", W.CAIRN_NO_DRAFT())
    if players == 1 and phase == FIRST:
        raise lines.error("phase", W.ALONE_START())
    round_ = lines.integer("round", 1, MAX_ROUNDS, 1)
    if phase in (FIRST, DRAFT) and round_ != 1:
        raise lines.error("round", W.DRAFT_BEFORE_ROUND())
    start = lines.seat("start player", None, 0)
    if phase == FIRST and start:
        raise lines.error("start player", W.START_NOT_PICKED())
    loc, face = _places(config, lines)
    state = CubesState(config=config, phase=phase, loc=loc, face=face, start=start,
                       round=round_)
    state = _round(state, lines)
    state = _sheets(state, lines)
    if config.cairn:
        state = _cairn(state, lines)
    _check_dice(state, lines)
    return state._replace(picks=_picks(state, lines),
                          extra_marks=tuple(_marks(state, p) for p in range(players)))


def _places(config: CubesConfig, lines: Lines) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Where every die lies and the face it shows (-1: not rolled yet)."""
    loc: list[int | None] = [None] * len(config.dice)
    face = [-1] * len(config.dice)
    places = [(f"{seat_text(p)} {zone}", where(p)) for p in range(config.players)
              for zone, where in (("active", active), ("reserve", reserve))]
    if config.cairn:
        places.append(("stock", STOCK))
    written: dict[int, str] = {}  # a die placed: the key it was written under
    for key, place in places:
        for die, shown in _dice(config, lines, key, "none"):
            if loc[die] is not None:
                raise lines.error(key, W.ALSO_IN(die=W.written(config.die_ids[die]),
                                                 other=W.written(written[die])))
            loc[die], face[die], written[die] = place, shown, key
    if lines.text("pool", "rest").strip().lower() == "rest":
        loc = [POOL if where is None else where for where in loc]
    else:
        for die, shown in _dice(config, lines, "pool"):
            if loc[die] is not None:
                raise lines.error("pool", W.ALSO_IN(die=W.written(config.die_ids[die]),
                                                    other=W.written(written[die])))
            loc[die], face[die], written[die] = POOL, shown, "pool"
        missing = [config.die_ids[die] for die, where in enumerate(loc) if where is None]
        if missing:
            raise lines.error("pool", (W.NOWHERE_CAIRN if config.cairn else W.NOWHERE)(
                die=W.written(missing[0])))
    placed = tuple(where for where in loc if where is not None)  # every die is somewhere by now
    return placed, tuple(face)


def _dice(config: CubesConfig, lines: Lines, key: str, default: Any = None,
          faces: bool = True) -> list[tuple[int, int]]:
    """Dice as `red#1=red+purple, blue#2` (a face only where `faces`)."""
    text = lines.text(key) if default is None else lines.text(key, default)
    if text.strip().lower() in NONE_WORDS:
        return []
    found, seen = [], set()
    for item in text.split(","):
        name, sep, shown = (part.strip().lower() for part in item.partition("="))
        if HIDDEN in (name, shown):
            raise lines.error(key, W.HIDES_NOTHING())
        die = config.die_of(name)
        if die is None:
            colour = name.split("#")[0]
            why = (W.SHEET_WITHOUT(sheet=config.sheet.name, colour=W.written(colour))
                   if colour in config.sheet.banned_dice else W.NOT_IN_GAME())
            raise lines.error(key, W.NO_SUCH_DIE(name=W.quoted(name), why=why))
        if die in seen:
            raise lines.error(key, W.DIE_TWICE(die=W.written(name)))
        seen.add(die)
        if sep and not faces:
            raise lines.error(key, W.DICE_NOT_FACES(die=W.written(name)))
        found.append((die, _face(config, lines, key, die, shown) if sep else -1))
    return found


def _face(config: CubesConfig, lines: Lines, key: str, die: int, text: str) -> int:
    colour = config.dice[die]
    symbols = sorted(text.split("+"))
    matches = [face for face, pair in enumerate(config.faces[colour])
               if sorted(config.colour_id(symbol) for symbol in pair) == symbols]
    if len(matches) != 1:
        shown = ", ".join(config.face_text(colour, face) for face in range(len(
            config.faces[colour])))
        raise lines.error(key, W.NO_FACE(die=W.written(config.die_ids[die]), face=W.quoted(text),
                                         faces=W.written(shown)))
    return matches[0]


def _die_set(config: CubesConfig, lines: Lines, key: str) -> frozenset[int]:
    return frozenset(die for die, _face in _dice(config, lines, key, "none", faces=False))


def _round(state: CubesState, lines: Lines) -> CubesState:
    """What happens in this round: who still acts, the rolls waiting, the dice used."""
    config, phase = state.config, state.phase
    players = config.players
    everyone = range(players) if phase == PLAY else ()
    default = ", ".join(seat_text(p) for p in everyone) or "nobody"
    words = lines.text("acting", default)
    acting = frozenset() if words.strip().lower() == "nobody" else frozenset(
        lines.parse_seat("acting", word.strip()) for word in words.split(","))
    if acting and phase in (FIRST, DRAFT):
        raise lines.error("acting", W.NOBODY_ACTS_YET())
    if phase == PLAY and not acting:
        raise lines.error("acting", W.NEXT_ROUND())
    to_roll = tuple(die for die, _face in _dice(config, lines, "to roll", "none", faces=False))
    fresh = lines.flag("opening rolls", False)
    if fresh and not to_roll:
        raise lines.error("opening rolls", W.NONE_TO_ROLL())
    if to_roll and phase != PLAY:
        raise lines.error("to roll", W.NOT_ROLLED_IN(phase=W.written(phase)))
    used = _die_set(config, lines, "used this round")
    arrived = _die_set(config, lines, "arrived this round")
    coloured = lines.flag("anyone coloured", bool(used))
    if used and not coloured:
        raise lines.error("anyone coloured", W.SOMEONE_COLOURED())
    return state._replace(acting=acting, to_roll=to_roll, fresh=fresh, used=used,
                          arrived=arrived, anyone_coloured=coloured)


def _sheets(state: CubesState, lines: Lines) -> CubesState:
    """Each player's sheet (sections, locks, figures) and what they did this round."""
    config = state.config
    figures = [figure.id for figure in config.sheet.figures]
    sections = [f"s{section + 1}" for section in range(len(config.needs))]
    coloured, locks, points, activations, extra_due, powers, wild = [], [], [], [], [], [], []
    for player in range(config.players):
        key = seat_text(player)
        mask = 0
        for word in lines.row(f"{key} sections", sections, []):
            mask |= 1 << sections.index(word)
        coloured.append(mask)
        locks.append(_locks(config, lines, key))
        bonus = set(lines.row(f"{key} first bonus", figures, []))
        points.append(_figure_points(config, lines, f"{key} first bonus", mask, bonus))
        activations.append(lines.integer(f"{key} activations", 0, len(config.dice), 0))
        extra_due.append(lines.integer(f"{key} extra dice due", 0, len(config.dice), 0))
        named = lines.row(f"{key} powers used", LOCK_NAMES[: len(config.powers)], [])
        powers.append(frozenset(LOCK_NAMES.index(name) for name in named))
        wild.append(_wild(config, lines, f"{key} wild"))
    state = state._replace(
        coloured=tuple(coloured), locks=tuple(locks), figure_points=tuple(points),
        activations=tuple(activations), extra_due=tuple(extra_due), powers_used=tuple(powers),
        wild=tuple(wild), first_round=_first_round(config, lines, points, state.round))
    for player in range(config.players):
        key = seat_text(player)
        for lock in state.powers_used[player]:
            if not state.is_unlocked(player, lock):
                raise lines.error(f"{key} powers used", W.LOCK_NOT_UNLOCKED(lock=W.written(LOCK_NAMES[lock])))
        if state.activations[player] > state.activation_limit(player):
            raise lines.error(f"{key} activations", W.ACTIVATIONS(seat=W.written(key),
                                                                  n=state.activation_limit(player)))
    return state


def _locks(config: CubesConfig, lines: Lines, key: str) -> tuple[tuple[int, ...], ...]:
    colours = [colour.id for colour in config.colours]
    locks = []
    everywhere: list[str] = []
    for lock in range(len(config.powers)):
        name = f"{key} lock {LOCK_NAMES[lock]}"
        sides = lines.row(name, colours, [])
        if len(sides) > config.lock_sides:
            raise lines.error(name, W.LOCK_SIDES(sides=config.lock_sides, n=len(sides)))
        # Rulebook: "Each time you do this, you must use a different symbol" (option
        # lock_symbols: the sides of one lock, or every lock side of the player).
        taken = everywhere if config.lock_symbols == "all_locks" else []
        for side, symbol in enumerate(sides):
            if config.lock_distinct and (symbol in sides[:side] or symbol in taken):
                raise lines.error(name, W.SIDE_SYMBOL(symbol=W.written(symbol)))
        everywhere += sides
        locks.append(tuple(colours.index(symbol) for symbol in sides))
    return tuple(locks)


def _figure_points(config: CubesConfig, lines: Lines, key: str, mask: int,
                   bonus: set[str]) -> tuple[int, ...]:
    points = []
    for figure, spec in enumerate(config.sheet.figures):
        done = mask & config.figure_masks[figure] == config.figure_masks[figure]
        if spec.id in bonus and not done:
            raise lines.error(key, W.NOT_COMPLETED(figure=W.written(spec.id)))
        if spec.id in bonus and config.cairn:
            raise lines.error(key, W.CAIRN_NO_BONUS())
        points.append(_points(config, figure, spec.id in bonus) if done else 0)
    return tuple(points)


def _wild(config: CubesConfig, lines: Lines, key: str) -> tuple[int, int]:
    text = lines.text(key, "none").strip().lower()
    if text in NONE_WORDS:
        return NO_WILD
    words = text.split()
    if len(words) != 3 or words[1] != "as":
        raise lines.error(key, W.WILD_FORM())
    die, colour = config.die_of(words[0]), config.colour_of(words[2])
    if die is None or colour is None:
        raise lines.error(key, W.NO_DIE_OR_SYMBOL(text=W.quoted(text)))
    return die, colour


def _first_round(config: CubesConfig, lines: Lines, points: list[tuple[int, ...]],
                 round_: int) -> tuple[int, ...]:
    figures = [figure.id for figure in config.sheet.figures]
    first = [0] * len(figures)
    text = lines.text("first completed", "none")
    if text.strip().lower() not in NONE_WORDS:
        for item in text.split(","):
            words = item.split()
            if len(words) != 4 or words[1:3] != ["in", "round"] or not words[3].isdigit():
                raise lines.error("first completed", W.FIRST_FORM(item=W.quoted(item.strip())))
            if words[0] not in figures:
                raise lines.error("first completed", W.NOT_ONE_OF(word=W.quoted(words[0]),
                                                                  choices=W.written(", ".join(figures))))
            if not 1 <= int(words[3]) <= round_:
                raise lines.error("first completed", W.NOT_PLAYED_YET(round=W.written(words[3])))
            first[figures.index(words[0])] = int(words[3])
    for figure, name in enumerate(figures):
        done = any(row[figure] for row in points)
        if first[figure] and not done:
            raise lines.error("first completed", W.NOBODY_COMPLETED(figure=W.written(name)))
        if done and not first[figure] and not config.cairn:
            raise lines.error("first completed" if lines.has("first completed") else
                              f"{seat_text(next(p for p, row in enumerate(points) if row[figure]))}"
                              " sections", W.SAY_FIRST_ROUND(figure=W.written(name)))
    return tuple(first)


def _cairn(state: CubesState, lines: Lines) -> CubesState:
    config = state.config
    cairns = len(config.cairns)
    done = [_cairn_number(lines, "cairns done", word, cairns)
            for word in lines.row("cairns done", [str(n) for n in range(1, cairns + 1)], [])]
    if len(set(done)) != len(done):
        raise lines.error("cairns done", W.CAIRN_TWICE())
    word = lines.text("cairn").strip().lower()
    cairn = -1 if word in NONE_WORDS else _cairn_number(lines, "cairn", word, cairns)
    if cairn in done:
        raise lines.error("cairn", W.CAIRN_DONE(cairn=cairn + 1))
    stones = len(config.cairns[cairn].stones) if cairn >= 0 else 1
    stone = lines.integer("stone", 1, stones, 1) - 1
    eggs = [figure.id for figure in config.sheet.figures]
    egg_bonus = tuple(eggs.index(egg) for egg in lines.row("egg bonuses", eggs, []))
    traded = lines.flag("traded", False)
    bonus_used = lines.flag("bonus used", False)
    if state.phase == OVER and cairn >= 0 and len(done) == cairns:
        raise lines.error("cairn", W.EVERY_CAIRN_DONE())
    return state._replace(cairns_done=tuple(done), cairn=cairn, stone=stone,
                          egg_bonus=egg_bonus, traded=traded, bonus_used=bonus_used)


def _cairn_number(lines: Lines, key: str, word: str, cairns: int) -> int:
    if not word.isdigit() or not 1 <= int(word) <= cairns:
        raise lines.error(key, W.NOT_A_CAIRN(word=W.quoted(word), cairns=cairns))
    return int(word) - 1


def _check_dice(state: CubesState, lines: Lines) -> None:
    """Dice agree with the phase: drafted in seat order, rolled once the draft is done."""
    config = state.config
    ids = config.die_ids
    for die in state.to_roll:
        if state.loc[die] in (POOL, STOCK):
            raise lines.error("to roll", W.NOT_PLAYERS_DIE(die=W.written(ids[die])))
    for key, dice in (("used this round", state.used), ("arrived this round", state.arrived)):
        for die in dice:
            if state.loc[die] < 0:
                raise lines.error(key, W.NOT_PLAYERS_DIE(die=W.written(ids[die])))
    for player in range(config.players):
        key = f"{seat_text(player)} reserve"
        held = state.dice_at(reserve(player))
        if len(held) > config.reserve_limit:
            raise lines.error(key, W.RESERVE_LIMIT(n=config.reserve_limit))
        die, _symbol = state.wild[player]
        if die != NO_DIE and (state.loc[die] != active(player) or die in state.used):
            raise lines.error(f"{seat_text(player)} wild", W.NOT_UNUSED_ACTIVE(
                die=W.written(ids[die]), seat=W.written(seat_text(player))))
    if state.phase in (FIRST, DRAFT):
        rolled = [die for die, face in enumerate(state.face) if face >= 0]
        if rolled:
            raise lines.error("phase", W.ROLLED_BEFORE_DRAFT(die=W.written(ids[rolled[0]])))
        return
    waiting = set(state.to_roll)
    for die, where in enumerate(state.loc):
        if where >= 0 and state.face[die] < 0 and die not in waiting:
            raise lines.error(f"{seat_text(where // 2)} {'reserve' if where % 2 else 'active'}",
                              W.NOT_ROLLED(die=W.written(ids[die]),
                                           face=W.written(config.face_text(config.dice[die], 0))))


def _picks(state: CubesState, lines: Lines) -> int:
    """The draft decisions made: every die taken after the sheet's starting dice."""
    config = state.config
    players = config.players
    if state.phase != FIRST and state.phase != DRAFT:
        return 0 if config.cairn else players * (config.draft_active + config.draft_reserve)
    start = len(config.start_dice)
    picks = sum(1 for where in state.loc if where >= 0) - players * start
    total = players * (config.draft_active + config.draft_reserve)
    if state.phase == FIRST and picks:
        raise lines.error("phase", W.DRAFT_AFTER_START())
    if picks >= total:
        raise lines.error("phase", W.DRAFT_DONE())
    # Rulebook: the draft goes round from the start player, active dice first, then reserve.
    for player in range(players):
        ahead = (player - state.start) % players
        taken = [pick for pick in range(picks) if pick % players == ahead]
        active_picks = sum(1 for pick in taken if pick < players * config.draft_active)
        for zone, expected in (("active", start + active_picks),
                               ("reserve", len(taken) - active_picks)):
            where = active(player) if zone == "active" else reserve(player)
            held = len(state.dice_at(where))
            if held != expected:
                said = W.ACTIVE_PICKS if zone == "active" else W.RESERVE_PICKS
                raise lines.error(f"{seat_text(player)} {zone}", said(
                    picks=picks, start=W.written(seat_text(state.start)),
                    seat=W.written(seat_text(player)), expected=expected, held=held))
    return picks


def _marks(state: CubesState, player: int) -> int:
    """Score-track marks reached: each gives an extra die once (rulebook, score track)."""
    score = state.score(player)
    return sum(1 for mark in state.config.extra_die_at if mark <= score)
