"""One CMYK! game's fixed set-up: tiles as small integers, their edge codes, piles, objectives.

Tiles are indices into `tile_ids` (the coloured tiles first, then the K-tiles). An edge code is
`ink * 8 + level index`; a K-tile's edges carry level index 7, which matches any level of the same
ink. `edges[tile][rotation]` gives the codes on sides 0, 1, 2 (see `grid.py`). Every state of a
game points at the same `CmykConfig`.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from functools import cached_property, lru_cache

from chroma_desktop.games.cmyk.content import (
    CmykContent,
    CmykScoring,
    CmykVariants,
    PrivateObjective,
    PublicObjective,
)
from chroma_desktop.games.cmyk.grid import side_inks

K_LEVEL = 7


def edges_match(a: int, b: int) -> bool:
    """Rulebook: adjacent sides show the same ink and the same mark; a K-tile matches ink only."""
    return a == b or ((a >> 3) == (b >> 3) and ((a & 7) == K_LEVEL or (b & 7) == K_LEVEL))


@dataclass(frozen=True)
class CmykConfig:
    """One game's set-up: the tiles and their edge codes, the piles, the objectives and the
    options that change the rules."""

    players: int
    variant: str
    rotations: tuple[int, ...]
    tile_ids: tuple[str, ...]
    tile_levels: tuple[tuple[int, int, int] | None, ...]
    edges: tuple[tuple[tuple[int, int, int], ...], ...]
    edge_order: tuple[int, int, int]
    ink_ids: tuple[str, ...]
    ink_names: tuple[str, ...]
    level_percents: tuple[int, ...]
    level_glyphs: tuple[str, ...]
    piles: int
    per_pile: int
    initial_k_allowed: bool
    public: tuple[PublicObjective, ...]
    private: tuple[PrivateObjective, ...]
    scoring: CmykScoring
    variants: CmykVariants
    # The removal rule's reading (option `removal`, data/cmyk/rulings.yaml): whether players who
    # have stopped also remove a tile.
    removal_by_everyone: bool = False

    @property
    def tiles(self) -> int:
        return len(self.tile_ids)

    def is_k(self, tile: int) -> bool:
        return self.tile_levels[tile] is None

    # Bots and the position notation keep tables per config (`functools.lru_cache`): its hash,
    # over every field, is worked out once. Cached values are left out of a pickle (a hash of
    # text differs from process to process).
    def __hash__(self) -> int:
        return self._hash

    @cached_property
    def _hash(self) -> int:
        return hash(tuple(getattr(self, item.name) for item in fields(self)))

    def __getstate__(self) -> dict:
        return {item.name: getattr(self, item.name) for item in fields(self)}

    @cached_property
    def coloured(self) -> frozenset[int]:
        """The tiles that are not K-tiles."""
        return frozenset(tile for tile in range(self.tiles) if not self.is_k(tile))

    @cached_property
    def private_level_indices(self) -> tuple[tuple[int, ...], ...]:
        """Per private objective, the index in `level_percents` of each level it counts."""
        return tuple(tuple(self.level_percents.index(level) for level in objective.levels)
                     for objective in self.private)

    @cached_property
    def level_indices(self) -> tuple[tuple[int, ...] | None, ...]:
        """Per tile, the index in `level_percents` of each ink's level (None: a K-tile); worked
        out once, as scoring counts marks for every placement a bot considers."""
        return tuple(None if levels is None else tuple(self.level_percents.index(p) for p in levels)
                     for levels in self.tile_levels)

    def tile_index(self, tile_id: str) -> int | None:
        return self.tile_ids.index(tile_id) if tile_id in self.tile_ids else None

    def tile_label(self, tile: int) -> str:
        """`T31 (C40 M20 Y20)`, or `K1 (K-tile)`."""
        levels = self.tile_levels[tile]
        if levels is None:
            return f"{self.tile_ids[tile]} (K-tile)"
        marks = " ".join(f"{ink}{level}" for ink, level in zip(self.ink_ids, levels, strict=True))
        return f"{self.tile_ids[tile]} ({marks})"

    def edge_text(self, code: int) -> str:
        """`cyan 40 % ◆`, or `cyan (K-tile)`."""
        ink, level = divmod(code, 8)
        if level == K_LEVEL:
            return f"{self.ink_names[ink]} (K-tile)"
        return f"{self.ink_names[ink]} {self.level_percents[level]} % {self.level_glyphs[level]}"

    def public_index(self, card_id: str) -> int | None:
        return next((i for i, card in enumerate(self.public) if card.id == card_id), None)

    def private_index(self, card_id: str) -> int | None:
        return next((i for i, card in enumerate(self.private) if card.id == card_id), None)

    def kind_of(self, card: int) -> str:
        return self.public[card].kind


def _edges(content: CmykContent, rotations: tuple[int, ...]) -> tuple:
    level_of: dict[int, int] = {}  # a percent's level: its first place in the content's levels
    for index, level in enumerate(content.levels):
        level_of.setdefault(level.percent, index)
    inks_turned = [side_inks(content.edge_order, rotation) for rotation in range(6)]
    table = []
    for tile in content.tiles:
        if tile.levels is None:
            table.append(tuple(tuple(ink * 8 + K_LEVEL for ink in inks) for inks in inks_turned))
        else:
            table.append(tuple(tuple(ink * 8 + level_of[tile.levels[ink]] for ink in inks)
                               for inks in inks_turned))
    return tuple(table)


@lru_cache(maxsize=64)
def make_config(content: CmykContent, players: int, variant: str, edge_order: str,
                removal: str = "active") -> CmykConfig:
    rotations = (0, 1, 2) if edge_order == "fixed" else (0, 1, 2, 3, 4, 5)
    return CmykConfig(
        players=players,
        variant=variant,
        rotations=rotations,
        tile_ids=tuple(tile.id for tile in content.tiles),
        tile_levels=tuple(tile.levels for tile in content.tiles),
        edges=_edges(content, rotations),
        edge_order=content.edge_order,
        ink_ids=tuple(ink.id for ink in content.inks),
        ink_names=tuple(ink.name for ink in content.inks),
        level_percents=tuple(level.percent for level in content.levels),
        level_glyphs=tuple(level.glyph for level in content.levels),
        piles=content.piles_for(players),
        per_pile=content.tiles_per_pile,
        initial_k_allowed=content.initial_k_allowed,
        public=content.public,
        private=content.private,
        scoring=content.scoring,
        variants=content.variants,
        removal_by_everyone=removal == "all",
    )
