"""A player's mosaic: an immutable map from cell to (tile, rotation), with placement checks.

Mosaics are values: `with_tile` and `without` return new ones. What is derived from a mosaic (its
open cells and what each requires, where a tile fits) is computed once and kept on the object;
it is left out of equality and pickling.
"""

from __future__ import annotations

from chroma_desktop.games.cmyk.config import CmykConfig, edges_match
from chroma_desktop.games.cmyk.grid import Cell, neighbours

Placed = tuple[int, int]  # (tile, rotation)
Requirement = tuple[tuple[int, int], ...]  # (side, edge code the neighbour shows there)


class Mosaic:
    __slots__ = ("cells", "_hash", "_open", "_fits", "_features")

    def __init__(self, cells: dict[Cell, Placed] | None = None) -> None:
        self.cells: dict[Cell, Placed] = cells if cells is not None else {}
        self._hash: int | None = None
        self._open: dict[Cell, Requirement] | None = None
        self._fits: dict[int, tuple[tuple[Cell, int], ...]] = {}
        self._features = None

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
        self.__init__(dict(state["cells"]))

    def __len__(self) -> int:
        return len(self.cells)

    def with_tile(self, cell: Cell, tile: int, rotation: int) -> Mosaic:
        cells = dict(self.cells)
        cells[cell] = (tile, rotation)
        return Mosaic(cells)

    def without(self, cell: Cell) -> Mosaic:
        cells = dict(self.cells)
        del cells[cell]
        return Mosaic(cells)

    # -- placement ---------------------------------------------------------------------------
    def open_cells(self, config: CmykConfig) -> dict[Cell, Requirement]:
        """Every empty cell touching the mosaic, with the edge codes its neighbours show it."""
        if self._open is None:
            cells, edges = self.cells, config.edges
            found: dict[Cell, Requirement] = {}
            for cell in self.cells:
                for neighbour in neighbours(cell):
                    if neighbour in cells or neighbour in found:
                        continue
                    requirement = []
                    for side, beside in enumerate(neighbours(neighbour)):
                        placed = cells.get(beside)
                        if placed is not None:
                            requirement.append((side, edges[placed[0]][placed[1]][side]))
                    found[neighbour] = tuple(requirement)
            self._open = {cell: found[cell] for cell in sorted(found, key=_cell_order)}
        return self._open

    def placements(self, config: CmykConfig, tile: int) -> tuple[tuple[Cell, int], ...]:
        """Every (cell, rotation) where `tile` may be placed, in a fixed order."""
        found = self._fits.get(tile)
        if found is None:
            tile_edges = config.edges[tile]
            result = []
            for cell, requirement in self.open_cells(config).items():
                for rotation in config.rotations:
                    codes = tile_edges[rotation]
                    if all(edges_match(codes[side], code) for side, code in requirement):
                        result.append((cell, rotation))
            found = self._fits[tile] = tuple(result)
        return found

    def can_place(self, config: CmykConfig, tile: int) -> bool:
        return bool(self.placements(config, tile))

    def edge(self, config: CmykConfig, cell: Cell, side: int) -> int:
        tile, rotation = self.cells[cell]
        return config.edges[tile][rotation][side]


def _cell_order(cell: Cell) -> tuple[int, int, int]:
    return (cell[1], cell[0], cell[2])
