"""Chroma Cubes' immutable state.

A NamedTuple (as in Coloretto): immutable and cheap to build. Every die has one place
(`loc`) and one face (`face`, -1 until first rolled). Places: the pool in the centre (POOL),
the cairn game's trade stock (STOCK), or a player's active area (2p) or reserve (2p + 1).
Sections a player has coloured are a bitmask per player.
"""

from typing import NamedTuple

from chroma_desktop.games.chroma_cubes.config import ALL_LOCKS, CubesConfig

# Phases: FIRST (chance picks the start player), DRAFT (seat order, one die per decision),
# PLAY (simultaneous rounds; the solo cairn game's turns too), OVER. Dice waiting in `to_roll`
# make any phase a chance node until they are rolled.
FIRST, DRAFT, PLAY, OVER = "first", "draft", "play", "over"
POOL, STOCK = -1, -2
NO_DIE = -1
NO_WILD = (NO_DIE, -1)  # no die made wild this round


def active(player: int) -> int:
    return 2 * player


def reserve(player: int) -> int:
    return 2 * player + 1


class CubesState(NamedTuple):
    config: CubesConfig
    phase: str
    loc: tuple[int, ...]  # per die: POOL, STOCK, 2p (active) or 2p + 1 (reserve)
    face: tuple[int, ...]  # per die: face index 0..5, or -1 before its first roll
    to_roll: tuple[int, ...] = ()  # dice waiting for their roll (a chance node)
    start: int = 0  # the start player
    picks: int = 0  # draft decisions made so far
    round: int = 1
    acting: frozenset[int] = frozenset()  # players still acting this round
    used: frozenset[int] = frozenset()  # dice used this round: rolled at the next round's start
    coloured: tuple[int, ...] = ()  # per player, bitmask of coloured sections
    locks: tuple[tuple[tuple[int, ...], ...], ...] = ()  # per player, per lock, symbols coloured
    figure_points: tuple[tuple[int, ...], ...] = ()  # per player, per figure, points scored
    first_round: tuple[int, ...] = ()  # per figure, the round it was first completed (0: not yet)
    activations: tuple[int, ...] = ()  # per player, reserve dice activated this round
    powers_used: tuple[frozenset[int], ...] = ()  # per player, locks whose power was used this round
    wild: tuple[tuple[int, int], ...] = ()  # per player (die, symbol) or (NO_DIE, -1)
    extra_due: tuple[int, ...] = ()  # per player, extra dice to take from the pool now
    extra_marks: tuple[int, ...] = ()  # per player, score-track marks already reached
    anyone_coloured: bool = False  # whether any section or lock side was coloured this round
    fresh: bool = False  # the round's opening rolls are under way (cleared once they are done)
    arrived: frozenset[int] = frozenset()  # dice given to a reserve this round
    # The solo cairn game.
    cairns_done: tuple[int, ...] = ()  # finished cairns, in order
    cairn: int = -1  # the cairn being filled; -1 while the next one is to be chosen
    stone: int = 0  # the stone of the current cairn that this turn fills
    egg_bonus: tuple[int, ...] = ()  # eggs completed before their cairn ended
    traded: bool = False  # the trade stone's trade was made this turn
    bonus_used: bool = False  # the bonus stone's symbol was used this turn

    def score(self, player: int) -> int:
        config = self.config
        points = sum(self.figure_points[player])
        unlocked = sum(len(sides) == config.lock_sides for sides in self.locks[player])
        points += unlocked * config.unlock_bonus
        if config.cairn:
            points += len(self.egg_bonus) * config.egg_bonus
        return points

    def figures_completed(self, player: int) -> int:
        return sum(1 for points in self.figure_points[player] if points)

    def symbols_coloured(self, player: int) -> int:
        """Tie-break: symbols coloured in sections and on lock sides."""
        config, mask = self.config, self.coloured[player]
        total = sum(count for s, (_, count) in enumerate(config.needs) if mask >> s & 1)
        return total + sum(len(sides) for sides in self.locks[player]) * config.lock_dice

    def drafting_reserve(self) -> bool:
        """Whether the draft's picks go to the reserve now (rulebook, Initial Draft: five active
        dice each, then "2 additional dice to place in their reserves")."""
        return self.phase == DRAFT and self.picks >= self.config.players * self.config.draft_active

    def dice_at(self, place: int) -> tuple[int, ...]:
        return tuple(d for d, where in enumerate(self.loc) if where == place)

    def free_dice(self, player: int) -> tuple[int, ...]:
        """The player's active dice not used this round."""
        place, used = active(player), self.used
        return tuple(d for d, where in enumerate(self.loc) if where == place and d not in used)

    def shows(self, die: int, symbol: int) -> bool:
        """Whether `die` can be used for `symbol` (its top face, or the wild superpower)."""
        face = self.face[die]
        if face >= 0 and symbol in self.config.faces[self.config.dice[die]][face]:
            return True
        owner = self.loc[die] // 2
        return 0 <= owner < len(self.wild) and self.wild[owner] == (die, symbol)

    def is_unlocked(self, player: int, lock: int) -> bool:
        return len(self.locks[player][lock]) == self.config.lock_sides

    def lock_of_power(self, player: int, effect: str) -> int | None:
        """The player's unlocked lock with `effect`, or None."""
        for lock, power in enumerate(self.config.powers):
            if power == effect and self.is_unlocked(player, lock):
                return lock
        return None

    def activation_limit(self, player: int) -> int:
        if self.config.unlimited_activations:
            return len(self.loc)  # no limit but the dice: each activation takes a reserve die
        extra = 1 if self.lock_of_power(player, "extra_reserve_move") is not None else 0
        return self.config.activations + extra

    def can_activate(self, player: int, die: int) -> bool:
        """Whether `die` is one of `player`'s reserve dice that may be activated now. With
        unlimited activations, a die given to the reserve this round waits for the next round
        (otherwise two players could pass dice back and forth for ever)."""
        if self.loc[die] != 2 * player + 1:
            return False
        return not (self.config.unlimited_activations and die in self.arrived)

    def lock_symbols_taken(self, player: int, lock: int) -> frozenset[int]:
        """The symbols `player` may no longer use on `lock`: rulebook, "Each time you do this,
        you must use a different symbol", read for the two sides of one lock (`per_lock`) or
        for every lock side the player colours (`all_locks`)."""
        if not self.config.lock_distinct:
            return frozenset()
        if self.config.lock_symbols == ALL_LOCKS:
            return frozenset(s for sides in self.locks[player] for s in sides)
        return frozenset(self.locks[player][lock])

    def bonus_symbol(self) -> int | None:
        """Cairn game: this turn's bonus symbol, if the stone is a bonus stone not yet used."""
        stone = self.current_stone()
        if stone is None or stone.kind != "bonus" or self.bonus_used:
            return None
        return self.config.colour_of(stone.bonus)

    def current_stone(self):
        config = self.config
        if not config.cairn or self.cairn < 0:
            return None
        return config.cairns[self.cairn].stones[self.stone]

    def can_trade(self) -> bool:
        stone = self.current_stone()
        return stone is not None and stone.kind == "trade" and not self.traded
