"""CMYK! heuristic placement bot, with speed levels for the real-time driver.

A placement is worth what it adds to my score now (hexagons, objectives, my private card, -3 for
a K-tile) plus the promise of the hexagons it builds towards: each hexagon round one of the new
tile's corners counts for more the fuller it is, as long as every empty place in it can still be
filled by a tile nobody has placed yet; a placement that makes a hexagon impossible loses that
promise. From the piles the bot takes the top tile with the best placement, places it there, and
puts back what fits nowhere. With nothing worth taking it waits (real time), or when the table
must move on, takes the least bad tile or stops.

Speed levels set how long the bot thinks before each action in the real-time driver
(`cmyk_realtime.py`); they do not change what it decides.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from chroma_desktop.bots.base import BaseBot
from chroma_desktop.games.cmyk import grid, words
from chroma_desktop.games.cmyk import moves as mv
from chroma_desktop.games.cmyk.config import CmykConfig, edges_match
from chroma_desktop.games.cmyk.mosaic import Mosaic
from chroma_desktop.games.cmyk.scoring import score
from chroma_desktop.games.cmyk.state import NONE, PLAY, SETUP_PLACE, SETUP_TAKE, CmykState
from chroma_desktop.rules.api import Game, Move, PlayerId
from chroma_desktop.rules.messages import Message

# Mean think time in seconds before taking a tile and before placing one, per speed level.
SPEEDS: dict[str, tuple[float, float]] = {
    "slow": (3.0, 6.0),
    "normal": (1.8, 3.5),
    "fast": (1.0, 2.0),
    "lightning": (0.5, 1.0),
}
# Share of a hexagon's points that a partly built, still completable hexagon is worth, by tiles.
PROMISE = (0.0, 0.04, 0.1, 0.2, 0.34, 0.55)
GIVE_UP = -3.0  # below this, a forced move would rather stop than take the least bad tile


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


class Evaluator:
    """Values placements for one player in one state."""

    def __init__(self, state: CmykState, player: int) -> None:
        self.state, self.player, self.config = state, player, state.config
        self.mosaic = state.mosaics[player]
        self.base = score(state, player)
        available = set(state.unseen)
        for known, _ in state.piles:
            available.update(known)
        self.available = frozenset(t for t in available if not self.config.is_k(t))
        self.matching = _matching(self.config)
        self.hex_points = self.config.scoring.hexagon

    def completable(self, mosaic: Mosaic, cell: grid.Cell, exclude: int) -> bool:
        requirement = mosaic.open_cells(self.config).get(cell)
        if requirement is None:
            return True  # not next to the mosaic yet: assume it can be reached
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

    def promise(self, mosaic: Mosaic, cell: grid.Cell, exclude: int) -> float:
        total = 0.0
        for point in grid.corners(cell):
            cells = grid.hexagon(point)
            filled = sum(1 for c in cells if c in mosaic.cells)
            if filled == 6:
                continue  # already counted in the score
            if all(self.completable(mosaic, c, exclude) for c in cells if c not in mosaic.cells):
                total += PROMISE[filled] * self.hex_points
        return total

    def value(self, tile: int, cell: grid.Cell, rotation: int, base: Mosaic | None = None) -> float:
        base = self.mosaic if base is None else base
        after = base.with_tile(cell, tile, rotation)
        state = self.state._replace(mosaics=_replace(self.state.mosaics, self.player, after))
        gained = score(state, self.player) - self.base
        return gained + self.promise(after, cell, tile) - self.promise(base, cell, tile)

    def best(self, tile: int, base: Mosaic | None = None) -> tuple[float, tuple[grid.Cell, int] | None]:
        base = self.mosaic if base is None else base
        found: tuple[float, tuple[grid.Cell, int] | None] = (float("-inf"), None)
        for cell, rotation in base.placements(self.config, tile):
            value = self.value(tile, cell, rotation, base)
            if value > found[0]:
                found = (value, (cell, rotation))
        return found


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
        label = config.tile_label(hand)
        if spot is None:
            return mv.putback_move(player, state.origins[player]), words.HINT_PUT_BACK(tile=label)
        if config.is_k(hand) and value <= 0:
            return mv.discard_move(player), words.HINT_DISCARD()
        cell, rotation = spot
        return (mv.place_move(player, cell, rotation),
                words.HINT_PLACE(tile=label, cell=grid.cell_text(cell), value=f"{value:+.1f}"))
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
        if value >= 0 or (forced and value > GIVE_UP):
            return move, words.HINT_TAKE(tile=config.tile_label(tile), value=f"{value:+.1f}")
    if not forced:
        return None, words.HINT_WAIT()
    if options:
        return mv.stop_move(player), words.HINT_COSTLY()
    takes = [m for m in legal if m.kind == mv.TAKE]
    if takes:
        # Nothing fits: look under a pile (the tile goes back) while the others play on.
        return takes[0], words.HINT_LOOK_UNDER()
    return mv.stop_move(player), words.HINT_NONE_LEFT()


class CmykHeuristicBot(BaseBot):
    name = "heuristic"

    def __init__(self, speed: str = "normal") -> None:
        if speed not in SPEEDS:
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

    def think_time(self, view: Any, player: PlayerId, rng: random.Random) -> float:
        """Seconds before the next action: placing takes longer than taking."""
        return think_time(self.speed, view.hands[player] != NONE, rng)


def normal_think_time(view: Any, player: PlayerId, rng: random.Random) -> float:
    """The game's normal pace, for a bot that keeps none of its own (the manifest's `pace`)."""
    return think_time("normal", view.hands[player] != NONE, rng)


def think_time(speed: str, placing: bool, rng: random.Random) -> float:
    mean = SPEEDS[speed][1 if placing else 0]
    # A log-normal time with this mean and a spread of about a third of it.
    sigma = 0.33
    return rng.lognormvariate(0.0, sigma) * mean / (1 + sigma * sigma / 2)
