"""CMYK! bots: the heuristic placement bot (hint, speed levels, win rate) and the real-time
driver (seeded clock, speed, human seats)."""

from __future__ import annotations

import random

import pytest

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.driver import play_batch
from chroma_desktop.bots.random_bot import RandomBot
from chroma_desktop.bots.realtime import RealtimeDriver, play_realtime_match
from chroma_desktop.games.cmyk import moves as mv
from chroma_desktop.games.cmyk.grid import hexagon
from chroma_desktop.games.cmyk.heuristic import SPEEDS, CmykHeuristicBot, think_time
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match
from tests.rules.cmyk.conftest import mosaic


@pytest.fixture(scope="module")
def game():
    return find_game("cmyk")


def test_the_heuristic_is_the_cmyk_heuristic_bot():
    assert isinstance(make_bot("heuristic", "cmyk"), CmykHeuristicBot)


def test_the_heuristic_beats_random_bots_on_a_fixed_sample(game):
    """Issue 8: over 300 seeded 3-player games it should win at least 90 %; a 24-game sample."""
    result = play_batch(game, [CmykHeuristicBot(), RandomBot(), RandomBot()], 24, seed=5)
    assert result.wins[0] >= 0.9 * 24
    assert result.mean_score(0) > 5 * max(result.mean_score(1), result.mean_score(2))


def test_the_hint_closes_a_hexagon(game):
    """With five tiles round a point, the hint takes and places the tile that closes it."""
    match = Match(game, 2, {}, seed=1)
    state = match.state
    config = state.config
    five = [c for c in hexagon((0, 0)) if c != (0, 0, 0)]
    # Five tiles of C0 M0 Y0 marks round the point (unchecked), the gap needs a tile of 0 % marks.
    grid = mosaic(config, {f"{q},{r},{'up' if o == 0 else 'down'}": "T01" for q, r, o in five})
    state = state._replace(phase="play", pending=(), mosaics=(grid, state.mosaics[1]),
                           piles=(((config.tile_index("T56"),), 0), ((config.tile_index("T01"),), 0)),
                           hands=(-1, -1))
    bot = CmykHeuristicBot()
    move, reason = bot.hint(game, game.view(state, 0), 0)
    assert move == mv.take_move(0, 1)
    assert str(reason).startswith("Take the C0 M0 Y0 tile: it is worth about +")
    holding = game.apply(state, move)
    move, reason = bot.hint(game, game.view(holding, 0), 0)
    assert move.kind == mv.PLACE and move.arg.cell == (0, 0, 0)
    assert str(reason).startswith("Place the C0 M0 Y0 tile where the initial tile lies: worth about +")


def test_speed_levels_set_the_think_time():
    rng = random.Random(3)
    means = {speed: sum(think_time(speed, True, rng) for _ in range(400)) / 400 for speed in SPEEDS}
    assert means["lightning"] < means["fast"] < means["normal"] < means["slow"]
    with pytest.raises(ValueError, match="unknown speed"):
        CmykHeuristicBot("warp")


def test_the_realtime_driver_is_reproducible_and_faster_bots_act_more(game):
    bots = [CmykHeuristicBot("lightning"), CmykHeuristicBot("slow"), RandomBot()]
    match, log = play_realtime_match(game, bots, None, seed=2)
    again, log_again = play_realtime_match(game, bots, None, seed=2)
    assert log == log_again and match.state == again.state
    assert match.is_over()
    assert all(a.time <= b.time for a, b in zip(log, log[1:], strict=False))
    actions = [sum(1 for a in log if a.player == p) for p in range(3)]
    assert actions[0] > actions[1]


def test_the_realtime_driver_waits_for_a_human_seat(game):
    match = Match(game, 2, {}, seed=4)
    driver = RealtimeDriver(match, [None, CmykHeuristicBot("fast")], seed=4)
    for _ in range(500):
        if match.is_over():
            break
        for action in driver.advance(5.0):
            assert action.player == 1  # the human's seat never acts by itself
        if 0 in match.to_move():
            action = driver.human_move(0, match.legal_moves(0)[-1])
            assert action.player == 0 and action.time == driver.clock
    assert match.is_over()
    assert {a.player for a in driver.log} == {0, 1}
    assert all(a.time <= b.time for a, b in zip(driver.log, driver.log[1:], strict=False))
