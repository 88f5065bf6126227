"""A player's mosaic: an immutable map from cell to (tile, rotation), with placement checks.

Mosaics are values: `with_tile` and `without` return new ones. What is derived from a mosaic (its
open cells and what each requires, where a tile fits) is computed once and kept on the object;
it is left out of equality and pickling. A mosaic grown by one tile (`with_tile`) works its open
cells and its features (`features.py`) out from those of the mosaic it grew from, and lets go of
that one once it has both; `without` keeps the mosaic it makes, as the legal moves of a tile
being moved ask for it again and again.
"""

from __future__ import annotations

from functools import lru_cache
from operator import itemgetter
from typing import TYPE_CHECKING

from chroma_desktop.games.cmyk.config import CmykConfig, edges_match
from chroma_desktop.games.cmyk.grid import Cell, neighbours

if TYPE_CHECKING:
    from chroma_desktop.games.cmyk.features import Features

Placed = tuple[int, int]  # (tile, rotation)
Requirement = tuple[tuple[int, int], ...]  # (side, edge code the neighbour shows there)
_cell_order = itemgetter(1, 0, 2)  # open cells row by row, then along the row


class Mosaic:
    __slots__ = ("cells", "_hash", "_open", "_fits", "_features", "_parent", "_added", "_without")

    def __init__(self, cells: dict[Cell, Placed] | None = None) -> None:
        self.cells: dict[Cell, Placed] = cells if cells is not None else {}
        self._hash: int | None = None
        self._open: dict[Cell, Requirement] | None = None
        self._fits: dict[int, tuple[tuple[Cell, int], ...]] = {}
        self._features: Features | None = None
        self._parent: Mosaic | None = None  # the mosaic this one grew from by `_added`
        self._added: Cell | None = None
        self._without: dict[Cell, Mosaic] = {}

    # -- value semantics ---------------------------------------------------------------------
    def __eq__(self, other: object) -> bool:
        return isinstance(other, Mosaic) and self.cells == other.cells

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(frozenset(self.cells.items()))
        return self._hash

    def __repr__(self) -> str:
        return f"Mosaic({len(self.cells)} tiles)"

    def __getstate__(self) -> dict:
        return {"cells": sorted(self.cells.items())}

    def __setstate__(self, state: dict) -> None:
        Mosaic.__init__(self, dict(state["cells"]))

    def __len__(self) -> int:
        return len(self.cells)

    def with_tile(self, cell: Cell, tile: int, rotation: int) -> Mosaic:
        cells = dict(self.cells)
        cells[cell] = (tile, rotation)
        grown = Mosaic(cells)
        grown._parent, grown._added = self, cell
        return grown

    def without(self, cell: Cell) -> Mosaic:
        found = self._without.get(cell)
        if found is None:
            cells = dict(self.cells)
            del cells[cell]
            found = self._without[cell] = Mosaic(cells)
        return found

    def grown_from(self) -> tuple[Mosaic, Cell] | None:
        """The mosaic this one grew from and the cell of the tile added, until this one knows
        what is derived from it; None for a mosaic built whole."""
        if self._parent is None or self._added is None:
            return None
        return self._parent, self._added

    def settle(self, features: Features) -> None:
        """Keep `features` (`features.py`)."""
        self._features = features
        self._let_go()

    def _let_go(self) -> None:
        # Once everything derived is known, the mosaic this one grew from is no longer needed.
        if self._open is not None and self._features is not None:
            self._parent = None

    # -- placement ---------------------------------------------------------------------------
    def open_cells(self, config: CmykConfig) -> dict[Cell, Requirement]:
        """Every empty cell touching the mosaic, with the edge codes its neighbours show it."""
        if self._open is None:
            grown_from = self.grown_from()
            if grown_from is not None:
                parent, added = grown_from
                self._open = self._grown_open(config, parent.open_cells(config), added)
            else:
                found: dict[Cell, Requirement] = {}
                for cell in self.cells:
                    for neighbour in neighbours(cell):
                        if neighbour not in self.cells and neighbour not in found:
                            found[neighbour] = self.requirement(config, neighbour)
                self._open = {cell: found[cell] for cell in sorted(found, key=_cell_order)}
            self._let_go()
        return self._open

    def _grown_open(self, config: CmykConfig, before: dict[Cell, Requirement],
                    added: Cell) -> dict[Cell, Requirement]:
        """The open cells after a tile on `added`, from those `before` it: only the cells round
        it change."""
        found = dict(before)
        found.pop(added, None)
        new = False
        for neighbour in neighbours(added):
            if neighbour not in self.cells:
                new = new or neighbour not in found
                found[neighbour] = self.requirement(config, neighbour)
        return {cell: found[cell] for cell in sorted(found, key=_cell_order)} if new else found

    def requirement(self, config: CmykConfig, empty: Cell) -> Requirement:
        """The (side, edge code) the placed tiles round the empty cell `empty` show it."""
        cells, edges = self.cells, config.edges
        requirement = []
        for side, beside in enumerate(neighbours(empty)):
            placed = cells.get(beside)
            if placed is not None:
                requirement.append((side, edges[placed[0]][placed[1]][side]))
        return tuple(requirement)

    def placements(self, config: CmykConfig, tile: int) -> tuple[tuple[Cell, int], ...]:
        """Every (cell, rotation) where `tile` may be placed, in a fixed order."""
        found = self._fits.get(tile)
        if found is None:
            found = self._fits[tile] = tuple(
                (cell, rotation) for cell, requirement in self.open_cells(config).items()
                for rotation in rotations_fitting(config, tile, requirement))
        return found

    def can_place(self, config: CmykConfig, tile: int) -> bool:
        return bool(self.placements(config, tile))

    def edge(self, config: CmykConfig, cell: Cell, side: int) -> int:
        tile, rotation = self.cells[cell]
        return config.edges[tile][rotation][side]


@lru_cache(maxsize=1 << 16)
def rotations_fitting(config: CmykConfig, tile: int, requirement: Requirement) -> tuple[int, ...]:
    """The rotations in which `tile` meets `requirement`: the same few requirements come up on
    every mosaic, so the answers are kept."""
    codes = config.edges[tile]
    return tuple(rotation for rotation in config.rotations
                 if all(edges_match(codes[rotation][side], code) for side, code in requirement))
