"""CMYK! bots in prepared situations (issue 14): the heuristic moves its last tile where that is
clearly better, never takes again a tile it put back, and the Easy bot considers only the tile
in hand and the tiles next to it. Real content, states set up by hand, real moves applied."""

from __future__ import annotations

import pytest

from chroma_desktop.bots import make_bot
from chroma_desktop.games.cmyk import moves as mv
from chroma_desktop.games.cmyk.grid import ORIGIN, hexagon
from chroma_desktop.games.cmyk.heuristic import CmykEasyBot, easy_move, plan, touching
from chroma_desktop.games.cmyk.mosaic import Mosaic
from chroma_desktop.games.cmyk.state import NONE, CmykState
from chroma_desktop.registry import find_game
from tests.rules.cmyk import conftest as cmyk_scenes

GAP = ORIGIN  # the hexagon round lattice point (0, 0) lacks this cell

# The CMYK! scenario fixtures: real content, a table in play set up by hand.
content = cmyk_scenes.content
table = cmyk_scenes.table


@pytest.fixture(scope="module")
def game():
    return find_game("cmyk")


def _settled(game, state: CmykState) -> CmykState:
    """Resolve chance (a tile turned up) with its first outcome."""
    while state.pending:
        state = game.apply(state, game.chance_outcomes(state)[0][0])
    return state


def _with_last_tile_astray(table) -> CmykState:
    """Five tiles of 0 % marks round a point (unchecked, as in the hint test) and the sixth,
    placed last, beside them instead of in the gap it would close."""
    state = table(players=2, tops=("T56", "T30"))
    config = state.config
    tile = config.tile_index("T01")
    five = {cell: (tile, 0) for cell in hexagon((0, 0)) if cell != GAP}
    rest = Mosaic(five)
    assert (GAP, 0) in rest.placements(config, tile)
    astray, rotation = next(spot for spot in rest.placements(config, tile) if spot[0] != GAP)
    mine = rest.with_tile(astray, tile, rotation)
    return state._replace(mosaics=(mine, state.mosaics[1]), last=(astray, None),
                          hands=(NONE, NONE), unseen=state.unseen - {tile})


def test_the_heuristic_moves_its_last_tile_into_the_gap_it_closes(game, table):
    state = _with_last_tile_astray(table)
    view = game.view(state, 0)
    move, reason = plan(view, 0, game.legal_moves(view, 0))
    assert move.kind == mv.MOVE and move.arg.cell == GAP
    assert str(reason).startswith("Move the C0 M0 Y0 tile from ")
    assert " to where the initial tile lies: worth about +" in str(reason)
    bot = make_bot("heuristic", "cmyk")
    assert bot.act(game, view, 0, None, stalled=False) == move  # in real time too
    after = game.apply(state, move)
    assert after.mosaics[0].cells[GAP][0] == state.config.tile_index("T01")
    assert game.live_score(after, 0) >= game.live_score(state, 0) + 5  # the hexagon scores
    # Where it lies now it is worth most: no move back and forth.
    again = game.view(after, 0)
    follow_up = plan(again, 0, game.legal_moves(again, 0), forced=False)[0]
    assert follow_up is None or follow_up.kind != mv.MOVE


def test_the_heuristic_leaves_a_well_placed_last_tile_alone(game, table):
    state = _with_last_tile_astray(table)
    moved = game.apply(state, plan(game.view(state, 0), 0, game.legal_moves(state, 0))[0])
    legal = game.legal_moves(moved, 0)
    assert any(m.kind == mv.MOVE for m in legal)  # it could still move it
    for forced in (False, True):
        move = plan(moved, 0, legal, forced=forced)[0]
        assert move is None or move.kind != mv.MOVE


def _unplaceable_for_seat_one(content_config) -> tuple[str, str, str]:
    """Initial tiles A (seat 1) and B (seat 2) and a tile X that fits B's mosaic but not A's."""
    config = content_config
    coloured = [t for t in range(config.tiles) if not config.is_k(t)]
    for a in coloured:
        first = Mosaic({ORIGIN: (a, 0)})
        for b in coloured:
            second = Mosaic({ORIGIN: (b, 0)})
            for x in coloured:
                if x not in (a, b) and not first.can_place(config, x) and second.can_place(config, x):
                    ids = config.tile_ids
                    return ids[a], ids[b], ids[x]
    raise AssertionError("no such tiles in the content")


def test_a_bot_that_looked_under_a_pile_does_not_take_the_same_tile_again(game, table):
    probe = table(players=2)
    a, b, x = _unplaceable_for_seat_one(probe.config)
    state = table(players=2, mosaics={0: {"0,0,up": a}, 1: {"0,0,up": b}}, tops=(x,))
    config = state.config
    state = state._replace(piles=(((config.tile_index(x),), 3),))
    # Made to move with nothing that fits: look under the pile (a tile nobody has seen).
    move, reason = plan(state, 0, game.legal_moves(state, 0), forced=True)
    assert move == mv.take_move(0, 0) and "look at the next tile" in str(reason)
    state = _settled(game, game.apply(state, move))
    move, _ = plan(state, 0, game.legal_moves(state, 0))
    assert move.kind == mv.PUTBACK
    state = _settled(game, game.apply(state, move))
    known, hidden = state.piles[0]
    assert known[0] == config.tile_index(x) and len(known) == 2  # back on top of the seen tile
    # Taking it again would show nothing new: wait, or when made to move, stop.
    assert plan(state, 0, game.legal_moves(state, 0), forced=False)[0] is None
    move, reason = plan(state, 0, game.legal_moves(state, 0), forced=True)
    assert move == mv.stop_move(0)
    assert str(reason) == "No top tile fits your mosaic, and no pile would show a new tile: stop"


def test_after_one_pile_it_looks_under_another(game, table):
    probe = table(players=2)
    a, b, x = _unplaceable_for_seat_one(probe.config)
    state = table(players=2, mosaics={0: {"0,0,up": a}, 1: {"0,0,up": b}}, tops=(x,))
    config = state.config
    seen = next(t for t in sorted(state.unseen)
                if not config.is_k(t) and not state.mosaics[0].can_place(config, t))
    other = next(t for t in sorted(state.unseen - {seen})
                 if not config.is_k(t) and not state.mosaics[0].can_place(config, t))
    state = state._replace(piles=(((config.tile_index(x), seen), 2), ((other,), 2)),
                           unseen=state.unseen - {seen, other})
    move, _ = plan(state, 0, game.legal_moves(state, 0), forced=True)
    assert move == mv.take_move(0, 1)


def test_easy_is_the_cmyk_easy_bot(game):
    bot = make_bot("easy", "cmyk")
    assert isinstance(bot, CmykEasyBot) and bot.name == "easy"


def test_easy_places_where_the_tile_touches_the_most_tiles(game, table):
    state = _with_last_tile_astray(table)
    config = state.config
    tile = config.tile_index("T01")
    state = state._replace(hands=(tile, NONE), last=(None, None), origins=(0, NONE))
    legal = game.legal_moves(state, 0)
    move = easy_move(state, 0, legal, forced=False)
    assert move.kind == mv.PLACE
    best = max(touching(state.mosaics[0], m.arg.cell) for m in legal if m.kind == mv.PLACE)
    assert touching(state.mosaics[0], move.arg.cell) == best


def test_easy_never_moves_its_last_tile_and_leaves_k_tiles_alone(game, table):
    state = _with_last_tile_astray(table)
    config = state.config
    k_tile = next(t for t in range(config.tiles) if config.is_k(t))
    fitting = next(t for t in sorted(state.unseen) if not config.is_k(t)
                   and state.mosaics[0].can_place(config, t))
    state = state._replace(piles=(((k_tile,), 0), ((fitting,), 0)),
                           unseen=state.unseen - {k_tile, fitting})
    move = easy_move(state, 0, game.legal_moves(state, 0), forced=False)
    assert move == mv.take_move(0, 1)  # not the K-tile, and no move of the last tile
    only_k = state._replace(piles=(((k_tile,), 0),))
    assert easy_move(only_k, 0, game.legal_moves(only_k, 0), forced=False) is None  # waits
    assert easy_move(only_k, 0, game.legal_moves(only_k, 0), forced=True) == mv.stop_move(0)
