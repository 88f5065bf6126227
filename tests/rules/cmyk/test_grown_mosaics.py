"""A mosaic grown tile by tile works out its open cells, placements and features from the mosaic
it grew from (`mosaic.py`, `features.py`): along whole seeded games with bots, every mosaic must
show exactly what the same tiles counted from scratch show."""

from __future__ import annotations

import pytest

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.realtime import play_realtime_match
from chroma_desktop.games.cmyk.config import edges_match
from chroma_desktop.games.cmyk.features import features
from chroma_desktop.games.cmyk.mosaic import Mosaic


def _placements_from_scratch(config, mosaic, tile):
    """Every (cell, rotation) where `tile` fits, checked edge by edge."""
    found = []
    for cell, requirement in mosaic.open_cells(config).items():
        for rotation in config.rotations:
            codes = config.edges[tile][rotation]
            if all(edges_match(codes[side], code) for side, code in requirement):
                found.append((cell, rotation))
    return tuple(found)


@pytest.mark.parametrize("seed", [0, 1])
def test_every_grown_mosaic_matches_the_same_tiles_counted_whole(game, seed):
    bots = [make_bot("heuristic", "cmyk") for _ in range(3)]
    match, _log = play_realtime_match(game, bots, {"edge_order": "free"} if seed else None, seed)
    grown = [mosaic for state in match.states for mosaic in state.mosaics if len(mosaic)]
    assert len({id(mosaic) for mosaic in grown}) > 40  # many mosaics, most of them grown
    config = match.state.config
    for mosaic in grown:
        whole = Mosaic(dict(mosaic.cells))
        assert list(mosaic.open_cells(config).items()) == list(whole.open_cells(config).items())
        assert features(config, mosaic) == features(config, whole)
        assert features(config, mosaic).mirror_vertical == features(config, whole).mirror_vertical
        for tile in (0, 17, config.tiles - 1):
            assert mosaic.placements(config, tile) == _placements_from_scratch(config, whole, tile)


def test_a_mosaic_without_a_tile_is_the_same_mosaic_each_time_asked(game):
    state = game.new_initial_state(2, {})
    config = state.config
    mosaic = Mosaic().with_tile((0, 0, 0), 0, 0).with_tile((0, 0, 1), 1, 0)
    assert mosaic.without((0, 0, 1)) is mosaic.without((0, 0, 1))
    assert mosaic.without((0, 0, 1)) == Mosaic({(0, 0, 0): (0, 0)})
    assert features(config, mosaic.without((0, 0, 1))).tiles == 1
