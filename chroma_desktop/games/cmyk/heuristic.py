"""CMYK! bots: the heuristic placement bot (Normal), with speed levels, and the Easy bot.

A placement is worth what it adds to my score now (hexagons, objectives, my private card, -3 for
a K-tile) plus the promise of the hexagons it builds towards: each hexagon round one of the new
tile's corners counts for more the fuller it is, as long as every empty place in it can still be
filled by a tile nobody has placed yet; a placement that makes a hexagon impossible loses that
promise. Before taking the next tile the bot moves its last placed tile where it is worth more,
if there is such a place (the rulebook allows it until the next take). From the piles it takes
the top tile with the best placement, places it there, and puts back what fits nowhere. With
nothing worth taking it waits (real time); when the table must move on, it takes the least bad
tile unless that costs more than the tiles still to come are likely to bring, and otherwise
stops. With no top tile that fits, it looks under a pile only where that shows a tile nobody has
seen: taking a tile it put back would lead nowhere. The bot needs no memory for that: a put-back
tile lies on the tile it turned up, and the pile shows both (`CmykState.piles`).

The Easy bot looks only at the tile in hand and the tiles right next to where it would go: it
places where the tile touches the most tiles, and counts no hexagon, objective or private card.

Each bot level's pace (seconds per tile) is declared in the manifest (`BotLevel.pace`) and split
here between the take and the placement (`level_think_time`); the Normal bot may be given one of
the fixed `SPEEDS` instead (benchmarks, tests). Neither changes what a bot decides.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from chroma_desktop.bots.base import BaseBot
from chroma_desktop.bots.evaluation import lead_chance
from chroma_desktop.games.cmyk import grid, scoring, words
from chroma_desktop.games.cmyk import moves as mv
from chroma_desktop.games.cmyk.config import CmykConfig, edges_match
from chroma_desktop.games.cmyk.mosaic import Mosaic, Requirement
from chroma_desktop.games.cmyk.objectives import read_row
from chroma_desktop.games.cmyk.state import NONE, PLAY, SETUP_PLACE, SETUP_TAKE, CmykState
from chroma_desktop.rules.api import Game, Move, PlayerId
from chroma_desktop.rules.messages import Message

# Mean think time in seconds before taking a tile and before placing one, for a Normal bot given
# a fixed speed (without one it keeps its level's pace from the manifest).
SPEEDS: dict[str, tuple[float, float]] = {
    "slow": (3.0, 6.0),
    "normal": (1.8, 3.5),
    "fast": (1.0, 2.0),
    "lightning": (0.5, 1.0),
}
# Share of a hexagon's points that a partly built, still completable hexagon is worth, by tiles.
PROMISE = (0.0, 0.04, 0.1, 0.2, 0.34, 0.55)
GIVE_UP = -3.0  # below this, a forced move would rather stop than take the least bad tile...
# ...less what the tiles still to come should bring: about a point each (4 heuristic bots, 60
# seeded real-time games: 25 points from 20 tiles after the initial one, 1.25 a tile).
POINTS_PER_TILE = 1.0
MIRRORS = {"mirror_vertical": grid.mirror_vertical, "mirror_horizontal": grid.mirror_horizontal}
PENDING_SHAPE = 0.5  # an outline one tile short of symmetric: see `Evaluator`
MOVE_MARGIN = 0.5  # moving the last tile must be worth at least this (its promise is a guess)
# The search (bots/search.py): playouts stop after this many decisions and are scored by
# `evaluate`, in which a lead of EVALUATION_SCALE points makes a win three times as likely as a
# loss. Hard against Normal, 2 players, 12 seeded games at 64 playouts a decision: cut at 6
# decisions Hard won 5, at 12 it won 8 (benchmarks/search_bot.py).
SEARCH_DEPTH = 12
EVALUATION_SCALE = 5.0



@lru_cache(maxsize=16)
def _matching(config: CmykConfig) -> dict[tuple[int, int, int], frozenset[int]]:
    """(rotation, side, edge code) -> the coloured tiles whose side matches that code."""
    table: dict[tuple[int, int, int], set[int]] = {}
    coloured = [t for t in range(config.tiles) if not config.is_k(t)]
    for rotation in config.rotations:
        for side in range(3):
            for ink in range(3):
                for level in range(len(config.level_percents)):
                    code = ink * 8 + level
                    table[(rotation, side, code)] = {
                        t for t in coloured if edges_match(config.edges[t][rotation][side], code)}
    return {key: frozenset(value) for key, value in table.items()}


def tiles_to_come(state: CmykState) -> float:
    """How many more tiles each player still taking may expect: the piles shared among them."""
    active = sum(1 for stopped in state.stopped if not stopped)
    return sum(len(known) + hidden for known, hidden in state.piles) / max(active, 1)


class Evaluator:
    """Values placements for one player in one state.

    A mirror objective pays for the outline at the end, and an outline that is symmetric now
    rarely stays so while many tiles are still to come: its points count for the share of my
    tiles already placed, so two symmetric tiles do not freeze the bot for the rest of the game;
    an outline one tile short of symmetric, where that tile can still come, counts for
    PENDING_SHAPE of that (the next tile may restore it).

    Whether an empty cell can still be filled depends only on what its neighbours require of
    it and on the tiles still to come: the answers are kept for the evaluator's state.
    """

    def __init__(self, state: CmykState, player: int) -> None:
        self.state, self.player, self.config = state, player, state.config
        self.mosaic = state.mosaics[player]
        placed = len(self.mosaic)
        self.shape_weight = placed / (placed + tiles_to_come(state)) if placed else 1.0
        self.row = read_row(self.config, state.row)  # the same in every state valued here
        self.mirrors = tuple(
            (MIRRORS[card.kind], card.param("points") * entry.multiplier)
            for entry in self.row
            if entry.cancelled_by == NONE and (card := self.config.public[entry.card]).kind in MIRRORS)
        self.available = state.unseen.union(*(known for known, _ in state.piles)) & self.config.coloured
        self.matching = _matching(self.config)
        self.hex_points = self.config.scoring.hexagon
        self._completable: dict[tuple[Requirement, int], bool] = {}
        self.base = self.score(state)

    def score(self, state: CmykState) -> float:
        """My score in `state`, mirror objectives valued as the class says."""
        total = scoring.points(state, self.player, mirrors=False, row=self.row)
        mosaic = state.mosaics[self.player]
        for symmetric, points in self.mirrors:
            total += points * self.shape_weight * self.shape_share(mosaic, symmetric)
        return total

    def shape_share(self, mosaic: Mosaic, symmetric: Callable[[frozenset[grid.Cell]], bool]) -> float:
        """1 if the outline is symmetric, PENDING_SHAPE if one tile that can still come would
        make it so, else 0."""
        cells = frozenset(mosaic.cells)
        if symmetric(cells):
            return 1.0
        for cell in mosaic.open_cells(self.config):
            if symmetric(cells | {cell}) and self.completable(mosaic, cell, NONE):
                return PENDING_SHAPE
        return 0.0

    def completable(self, mosaic: Mosaic, cell: grid.Cell, exclude: int) -> bool:
        return self._fillable(mosaic.open_cells(self.config).get(cell), exclude)

    def _fillable(self, requirement: Requirement | None, exclude: int) -> bool:
        """Whether a tile still to come, other than `exclude`, can go on an empty cell that
        requires `requirement` of it (None: not next to the mosaic yet, assumed reachable)."""
        if requirement is None:
            return True
        known = self._completable.get((requirement, exclude))
        if known is None:
            known = self._completable[(requirement, exclude)] = self._meets(requirement, exclude)
        return known

    def _meets(self, requirement: Requirement, exclude: int) -> bool:
        for rotation in self.config.rotations:
            tiles = self.available
            for side, code in requirement:
                if code & 7 == 7:
                    continue
                tiles = tiles & self.matching[(rotation, side, code)]
                if not tiles:
                    break
            if tiles - {exclude}:
                return True
        return False

    def promises(self, base: Mosaic, after: Mosaic, cell: grid.Cell, exclude: int) -> tuple[float, float]:
        """What the hexagons round `cell` promise in `base` and in `after` (`base` with tile
        `exclude` on `cell`). Only the empty places next to `cell` require anything new."""
        config, placed, opened = self.config, base.cells, base.open_cells(self.config)
        touching, fillable = grid.neighbours(cell), self._fillable
        before = later = 0.0
        for point in grid.corners(cell):
            empty = [c for c in grid.hexagon(point) if c not in placed]
            if not empty:
                continue  # a full hexagon is counted in the score
            for c in empty:
                if not fillable(opened.get(c), exclude):
                    break
            else:
                before += PROMISE[6 - len(empty)] * self.hex_points
            rest = [c for c in empty if c != cell]
            if not rest:
                continue
            for c in rest:
                if not fillable(after.requirement(config, c) if c in touching else opened.get(c), exclude):
                    break
            else:
                later += PROMISE[6 - len(rest)] * self.hex_points
        return before, later

    def value(self, tile: int, cell: grid.Cell, rotation: int, base: Mosaic | None = None) -> float:
        base = self.mosaic if base is None else base
        after = base.with_tile(cell, tile, rotation)
        state = self.state._replace(mosaics=_replace(self.state.mosaics, self.player, after))
        gained = self.score(state) - self.base
        before, later = self.promises(base, after, cell, tile)
        return gained + later - before

    def best(self, tile: int, base: Mosaic | None = None) -> tuple[float, tuple[grid.Cell, int] | None]:
        base = self.mosaic if base is None else base
        found: tuple[float, tuple[grid.Cell, int] | None] = (float("-inf"), None)
        for cell, rotation in base.placements(self.config, tile):
            value = self.value(tile, cell, rotation, base)
            if value > found[0]:
                found = (value, (cell, rotation))
        return found


def evaluate(state: CmykState, player: int) -> float:
    """The search's estimate of `player`'s chance of winning from `state` (0..1): each player's
    score as the `Evaluator` values it (mirror objectives by their odds of lasting), against the
    best other player's."""
    values = [Evaluator(state, seat).base for seat in range(state.config.players)]
    return lead_chance(values, player, EVALUATION_SCALE)


def _replace(items: tuple, index: int, value: Any) -> tuple:
    return (*items[:index], value, *items[index + 1:])


def plan(state: CmykState, player: int, legal: tuple[Move, ...],
         forced: bool = True) -> tuple[Move | None, Message]:
    """The bot's move and a one-line reason; None (wait) only when not `forced`."""
    config = state.config
    if len(legal) == 1:
        return legal[0], words.ONLY_MOVE()
    if state.phase == SETUP_TAKE:
        return legal[0], words.ANY_INITIAL()
    hand = state.hands[player]
    evaluator = Evaluator(state, player)
    if state.phase == SETUP_PLACE:
        best = max(legal, key=lambda m: (evaluator.value(hand, m.arg.cell, m.arg.rotation),
                                         -m.arg.rotation))
        return best, words.EASIEST_TURN()
    if hand != NONE:
        value, spot = evaluator.best(hand)
        label = words.tile_name(config, hand)
        if spot is None:
            return mv.putback_move(player, state.origins[player]), words.HINT_PUT_BACK(tile=label)
        if config.is_k(hand) and value <= 0:
            return mv.discard_move(player), words.HINT_DISCARD()
        cell, rotation = spot
        return (mv.place_move(player, cell, rotation),
                words.HINT_PLACE(tile=label, cell=words.cell_name(cell), value=f"{value:+.1f}"))
    relocation = best_relocation(evaluator, player, legal)
    if relocation is not None:
        gain, move = relocation
        origin = state.last_placed(player)
        tile = state.mosaics[player].cells[origin][0]
        return move, words.HINT_MOVE_LAST(tile=words.tile_name(config, tile),
                                    origin=words.cell_name(origin),
                                    cell=words.cell_name(move.arg.cell), value=f"{gain:+.1f}")
    options = []
    for move in legal:
        if move.kind == mv.TAKE:
            tile = state.top(move.arg.pile)
            value, spot = evaluator.best(tile)
            if config.is_k(tile):
                value = max(value, 0.0)
            if spot is not None or config.is_k(tile):
                options.append((value, -move.arg.pile, move, tile))
    if options:
        value, _, move, tile = max(options)
        if value >= 0 or (forced and value > give_up(state)):
            return move, words.HINT_TAKE(tile=words.tile_name(config, tile), value=f"{value:+.1f}")
    if not forced:
        return None, words.HINT_WAIT()
    if options:
        return mv.stop_move(player), words.HINT_COSTLY()
    return nothing_fits(state, player, legal)


def give_up(state: CmykState) -> float:
    """The least value a forced take may have: stopping also gives up the tiles still to come."""
    return GIVE_UP - POINTS_PER_TILE * tiles_to_come(state)


def nothing_fits(state: CmykState, player: int,
                 legal: tuple[Move, ...]) -> tuple[Move, Message]:
    """Forced with no top tile that fits: look under a pile where that shows a new tile, or stop.

    Taking a top tile that fits nowhere only turns up the tile beneath when the top is the last
    tile seen of its pile; the tile then goes back on top (rulebook: "put it back to where it
    came from"), so taking it again would show nothing and lead nowhere.
    """
    for move in legal:
        if move.kind == mv.TAKE:
            known, hidden = state.piles[move.arg.pile]
            if len(known) == 1 and hidden and not state.config.is_k(known[0]):
                return move, words.HINT_LOOK_UNDER()
    if state.piles_left():
        return mv.stop_move(player), words.HINT_NOTHING_NEW()
    return mv.stop_move(player), words.HINT_NONE_LEFT()


def best_relocation(evaluator: Evaluator, player: int,
                    legal: tuple[Move, ...]) -> tuple[float, Move] | None:
    """The move of my last placed tile worth most over where it lies (rulebook: the last tile may
    be moved until the next take), when that is worth at least MOVE_MARGIN."""
    moves = [m for m in legal if m.kind == mv.MOVE]
    if not moves:
        return None
    last = evaluator.state.last_placed(player)
    tile, rotation = evaluator.mosaic.cells[last]
    rest = evaluator.mosaic.without(last)
    here = evaluator.value(tile, last, rotation, rest)
    found: tuple[float, Move] | None = None
    for move in moves:
        gain = evaluator.value(tile, move.arg.cell, move.arg.rotation, rest) - here
        if gain >= MOVE_MARGIN and (found is None or gain > found[0]):
            found = (gain, move)
    return found


class CmykHeuristicBot(BaseBot):
    name = "heuristic"

    def __init__(self, speed: str | None = None) -> None:
        if speed is not None and speed not in SPEEDS:
            raise ValueError(f"unknown speed {speed!r} (choose from {', '.join(SPEEDS)})")
        self.speed = speed

    def choose(self, game: Game, view: Any, player: PlayerId, rng: random.Random,
               budget: float | None = None) -> Move:
        move, _reason = plan(view, player, game.legal_moves(view, player))
        assert move is not None
        return move

    def act(self, game: Game, view: Any, player: PlayerId, rng: random.Random,
            stalled: bool) -> Move | None:
        """Real time: a move, or None to wait until the table changes (never when `stalled`)."""
        return plan(view, player, game.legal_moves(view, player), forced=stalled or view.phase != PLAY)[0]

    def hint(self, game: Game, view: Any, player: PlayerId) -> tuple[Move, Message]:
        """The move this bot would make, with a one-line reason."""
        move, reason = plan(view, player, game.legal_moves(view, player))
        assert move is not None
        return move, reason

    def think_time(self, view: Any, player: PlayerId, rng: random.Random) -> float | None:
        """Seconds before the next action at a fixed speed (placing takes longer than taking);
        None: the level's pace."""
        if self.speed is None:
            return None
        return think_time(self.speed, view.hands[player] != NONE, rng)


class CmykEasyBot(BaseBot):
    """The Easy level: weaker by what it considers, not by random blunders.

    It looks only at the tile in hand and the tiles right next to where it would go: it takes
    the top tile that fits where it touches the most tiles and places it there, so its mosaic
    grows compact and hexagons come by themselves, but it counts no hexagon, objective or
    private card, never moves its last tile and leaves K-tiles alone. It keeps the game's normal
    pace.
    """

    name = "easy"

    def choose(self, game: Game, view: Any, player: PlayerId, rng: random.Random,
               budget: float | None = None) -> Move:
        move = easy_move(view, player, game.legal_moves(view, player), forced=True)
        assert move is not None
        return move

    def act(self, game: Game, view: Any, player: PlayerId, rng: random.Random,
            stalled: bool) -> Move | None:
        return easy_move(view, player, game.legal_moves(view, player),
                         forced=stalled or view.phase != PLAY)


def touching(mosaic: Mosaic, cell: grid.Cell) -> int:
    """How many placed tiles `cell` touches."""
    return sum(1 for beside in grid.neighbours(cell) if beside in mosaic.cells)


def easy_move(state: CmykState, player: int, legal: tuple[Move, ...], forced: bool) -> Move | None:
    """The Easy bot's move; None (wait) only when not `forced`."""
    if len(legal) == 1 or state.phase != PLAY:
        return legal[0]
    config, mosaic, hand = state.config, state.mosaics[player], state.hands[player]
    if hand != NONE:
        places = [m for m in legal if m.kind == mv.PLACE]
        if config.is_k(hand) or not places:
            return legal[-1]  # discard the K-tile, or put back what fits nowhere
        return max(places, key=lambda m: touching(mosaic, m.arg.cell))
    takes = []
    for move in legal:
        if move.kind == mv.TAKE:
            tile = state.top(move.arg.pile)
            spots = () if config.is_k(tile) else mosaic.placements(config, tile)
            if spots:
                takes.append((max(touching(mosaic, cell) for cell, _ in spots), -move.arg.pile, move))
    if takes:
        return max(takes)[2]
    return nothing_fits(state, player, legal)[0] if forced else None


PLACING_SHARE = SPEEDS["normal"][1] / sum(SPEEDS["normal"])
"""The share of a tile's time spent placing it (the rest choosing the pile): as at the fixed
speeds, about two thirds."""


def level_think_time(view: Any, player: PlayerId, rng: random.Random, seconds_per_tile: float) -> float:
    """Seconds before the next action of a bot whose level plays a tile every `seconds_per_tile`
    on average (the manifest's `pace`, given each level's `BotLevel.pace`)."""
    placing = view.hands[player] != NONE
    return lognormal(seconds_per_tile * (PLACING_SHARE if placing else 1 - PLACING_SHARE), rng)


def think_time(speed: str, placing: bool, rng: random.Random) -> float:
    return lognormal(SPEEDS[speed][1 if placing else 0], rng)


def lognormal(mean: float, rng: random.Random) -> float:
    """A log-normal time with this mean and a spread of about a third of it."""
    sigma = 0.33
    return rng.lognormvariate(0.0, sigma) * mean / (1 + sigma * sigma / 2)
