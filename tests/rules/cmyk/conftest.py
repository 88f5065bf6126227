"""Helpers for CMYK! scenario tests: real content, tables set up by hand, real moves played."""

from __future__ import annotations

import pytest

from chroma_desktop.games.cmyk.config import make_config
from chroma_desktop.games.cmyk.grid import parse_cell
from chroma_desktop.games.cmyk.mosaic import Mosaic
from chroma_desktop.games.cmyk.setup import new_game
from chroma_desktop.games.cmyk.state import PLAY, CmykState
from chroma_desktop.registry import find_game, load_game_content


@pytest.fixture(scope="session")
def game():
    return find_game("cmyk")


@pytest.fixture(scope="session")
def content():
    return load_game_content("cmyk")


def mosaic(config, cells: dict[str, str | tuple[str, int]]) -> Mosaic:
    """A mosaic from {"0,0,up": "T16"} (rotation r0) or {"0,0,up": ("T16", 1)}; unchecked."""
    placed = {}
    for where, what in cells.items():
        tile_id, rotation = (what, 0) if isinstance(what, str) else what
        placed[parse_cell(where)] = (config.tile_index(tile_id), rotation)
    return Mosaic(placed)


@pytest.fixture
def table(content):
    """A game in real-time play set up by hand: mosaics, pile tops, public row, private cards."""

    def build(players=2, mosaics=None, tops=("T01",), row=(), privates=None, variant="single",
              edge_order="fixed", **fields) -> CmykState:
        config = make_config(content, players, variant, edge_order)
        state = new_game(config, 1, (), 0)._replace(pending=(), phase=PLAY)
        grids = [mosaic(config, (mosaics or {}).get(p, {"0,0,up": "T16"})) for p in range(players)]
        piles = tuple(((config.tile_index(t),), 0) if t else ((), 0) for t in tops)
        used = {tile for grid in grids for tile, _ in grid.cells.values()}
        used |= {known[0] for known, _ in piles if known}
        private_ids = privates or ["c0"] * players
        private_cards = tuple(config.private_index(card) for card in private_ids)
        public = []
        for entry in row:
            card, shared = entry if isinstance(entry, tuple) else (entry, None)
            public.append((config.public_index(card),
                           config.private_index(shared) if shared else -1))
        state = state._replace(
            mosaics=tuple(grids), piles=piles, unseen=frozenset(range(config.tiles)) - used,
            privates=private_cards, private_deck=state.private_deck - set(private_cards),
            row=tuple(public), public_deck=state.public_deck - {card for card, _ in public})
        return state._replace(**fields)

    return build


def texts(game, state, player):
    return [game.move_to_str(state, m) for m in game.legal_moves(state, player)]


def tile(state, tile_id: str) -> int:
    return state.config.tile_index(tile_id)
