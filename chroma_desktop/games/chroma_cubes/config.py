"""One Chroma Cubes game's fixed set-up: mode, sheet, dice, faces and rule settings.

Colours are small integers in colour-wheel order (0..5); dice are integers too, each with a
colour and an id such as `red#1`. Every state of a game points at the same `CubesConfig`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from chroma_desktop.games.chroma_cubes.content import Cairn, ChromaCubesContent, ColourDef, Sheet
from chroma_desktop.rules.api import OptionError

STANDARD, SCORE_ATTACK, CAIRN = "standard", "score_attack", "cairn"
MODES = (STANDARD, SCORE_ATTACK, CAIRN)
# Set-up options for two places where the rulebook can be read two ways (the first is ours).
ONE, UNLIMITED = "one", "unlimited"
ACTIVATION_RULES = (ONE, UNLIMITED)
PER_LOCK, ALL_LOCKS = "per_lock", "all_locks"
LOCK_SYMBOL_RULES = (PER_LOCK, ALL_LOCKS)
LOCK_NAMES = ("a", "b", "c", "d")


@dataclass(frozen=True)
class CubesConfig:
    """One game's set-up: its mode and sheet, the dice and their faces, what each section and
    figure needs and is worth, the locks, and the options that change the rules."""

    players: int
    mode: str
    sheet: Sheet
    colours: tuple[ColourDef, ...]
    faces: tuple[tuple[tuple[int, int], ...], ...]  # per die colour, its six faces
    dice: tuple[int, ...]  # the colour of every die in the game
    die_ids: tuple[str, ...]  # "red#1", ...
    needs: tuple[tuple[int, int], ...]  # per section: (symbol colour, how many)
    section_figure: tuple[int, ...]
    figure_masks: tuple[int, ...]  # per figure, the bitmask of its sections
    figure_values: tuple[int, ...]
    start_dice: tuple[int, ...]  # colours each player starts with (Starry Night)
    draft_active: int
    draft_reserve: int
    powers: tuple[str, ...]  # effect of each lock
    extra_die_at: tuple[int, ...]
    reserve_limit: int
    activations: int  # reserve activations per round with the `one` reading
    reserve_activations: str  # option: ONE or UNLIMITED
    first_bonus: int
    unlock_bonus: int
    lock_sides: int
    lock_dice: int
    lock_distinct: bool
    lock_symbols: str  # option: PER_LOCK or ALL_LOCKS (which sides must differ in symbol)
    end_when_stuck: bool
    cairns: tuple[Cairn, ...]
    start_cairn: int
    first_roll: tuple[int, ...]  # cairn: the dice rolled on turn 1 (die indices)
    trade_stock: tuple[int, ...]  # cairn: the dice set aside (die indices)
    must_use_first: int
    per_egg: int
    egg_bonus: int
    # Moves built once per game and reused (building them is most of a playout's cost).
    moves: dict = field(default_factory=dict, compare=False, hash=False, repr=False)

    def __getstate__(self) -> dict:
        # The move cache is not part of the value: saves and pickles leave it out.
        return {k: v for k, v in self.__dict__.items() if k != "moves"}

    def __setstate__(self, state: dict) -> None:
        self.__dict__.update(state)
        object.__setattr__(self, "moves", {})

    @property
    def solo(self) -> bool:
        return self.mode in (SCORE_ATTACK, CAIRN) or self.players == 1

    @property
    def cairn(self) -> bool:
        return self.mode == CAIRN

    @property
    def unlimited_activations(self) -> bool:
        return self.reserve_activations == UNLIMITED

    def colour_id(self, colour: int) -> str:
        return self.colours[colour].id

    def colour_of(self, text: str) -> int | None:
        for index, colour in enumerate(self.colours):
            if colour.id == text:
                return index
        return None

    def die_of(self, text: str) -> int | None:
        try:
            return self.die_ids.index(text)
        except ValueError:
            return None

    def face_text(self, colour: int, face: int) -> str:
        a, b = self.faces[colour][face]
        return f"{self.colours[a].id}+{self.colours[b].id}"


def make_config(content: ChromaCubesContent, players: int, options: dict[str, str]) -> CubesConfig:
    mode = options["mode"]
    if mode in (SCORE_ATTACK, CAIRN) and players != 1:
        from chroma_desktop.rules.setup_words import solo_mode

        raise OptionError(solo_mode(mode, players))
    # The cairns are printed on the solo sheet only: the cairn game is always played on it.
    sheet = content.sheets[content.solo_cairn.sheet if mode == CAIRN else options["sheet"]]
    colour_ids = tuple(c.id for c in content.colours)
    layout = content.face_layouts[options["faces"]]
    faces = tuple(tuple((colour_ids.index(a), colour_ids.index(b)) for a, b in layout[c])
                  for c in colour_ids)
    dice: list[int] = []
    first_roll: tuple[int, ...] = ()
    trade_stock: tuple[int, ...] = ()
    if mode == CAIRN:
        # Cairn game: one die of each colour to roll, one of each colour as the trade stock.
        solo = content.solo_cairn
        roll = [colour_ids.index(c) for c in solo.first_roll]
        stock = [colour_ids.index(c) for c in solo.trade_stock]
        dice = sorted(roll + stock)
        ids = _ids(dice, colour_ids)
        first_roll = tuple(_pick(dice, roll))
        trade_stock = tuple(i for i in range(len(dice)) if i not in first_roll)
    else:
        sets = content.sets_for(players)
        allowed = [i for i, c in enumerate(colour_ids) if c not in sheet.banned_dice]
        dice = [colour for colour in allowed for _ in range(sets)]
        ids = _ids(dice, colour_ids)
    needs = tuple((colour_ids.index(s.need), s.need_count) for s in sheet.sections)
    masks = tuple(sum(1 << s for s in f.sections) for f in sheet.figures)
    return CubesConfig(
        players=players, mode=mode, sheet=sheet, colours=content.colours, faces=faces,
        dice=tuple(dice), die_ids=ids, needs=needs,
        section_figure=tuple(s.figure for s in sheet.sections), figure_masks=masks,
        figure_values=tuple(f.value for f in sheet.figures),
        start_dice=tuple(colour_ids.index(c) for c in sheet.start_dice),
        draft_active=sheet.draft_active, draft_reserve=sheet.draft_reserve,
        powers=() if mode == CAIRN else sheet.superpowers,
        extra_die_at=() if mode == CAIRN else sheet.extra_die_at_points,
        reserve_limit=content.reserve_limit, activations=content.activations_per_round,
        reserve_activations=options["reserve_activations"],
        first_bonus=content.first_completion_bonus, unlock_bonus=content.superpower_unlock,
        lock_sides=content.lock_sides, lock_dice=content.lock_dice,
        lock_distinct=content.lock_distinct, lock_symbols=options["lock_symbols"],
        end_when_stuck=content.end_when_nobody_can_colour,
        cairns=sheet.cairns if mode == CAIRN else (), start_cairn=sheet.start_cairn,
        first_roll=first_roll, trade_stock=trade_stock,
        must_use_first=content.solo_cairn.first_turn_must_use,
        per_egg=content.solo_cairn.per_egg, egg_bonus=content.solo_cairn.egg_before_cairn_end,
    )


def _ids(dice: list[int], colour_ids: tuple[str, ...]) -> tuple[str, ...]:
    seen: dict[int, int] = {}
    ids = []
    for colour in dice:
        seen[colour] = seen.get(colour, 0) + 1
        ids.append(f"{colour_ids[colour]}#{seen[colour]}")
    return tuple(ids)


def _pick(dice: list[int], colours: list[int]) -> list[int]:
    """The first die of each colour in `colours` (in order), as die indices."""
    taken: list[int] = []
    for colour in colours:
        taken.append(next(i for i, c in enumerate(dice) if c == colour and i not in taken))
    return sorted(taken)
