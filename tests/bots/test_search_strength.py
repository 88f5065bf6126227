"""The Hard level is stronger than Normal, and each game's evaluation (the search's depth cut)
ranks an obviously better position higher.

Real games built from the shipped YAML; positions from their text (`rules/position.py`) or
from seeded matches played by the Normal bots.
"""

from __future__ import annotations

import math
import random

import pytest

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.driver import play_bot_match
from chroma_desktop.bots.evaluation import lead_chance, logistic
from chroma_desktop.bots.search import SearchBot
from chroma_desktop.games.chroma_cubes import heuristic as cubes
from chroma_desktop.games.chroma_mix import heuristic as mix
from chroma_desktop.games.cmyk import heuristic as cmyk
from chroma_desktop.games.coloretto import heuristic as coloretto
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.common.counts import add
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.position import position_from_text

# 2-player Coloretto, Hard (a fixed number of playouts a decision) against Normal, seats
# swapped game by game. If Hard were no better than Normal (a fair coin per game), winning at
# least HARD_WINS_AT_LEAST of HARD_GAMES would have a probability of 2.1 % (binomial tail).
HARD_GAMES = 16
HARD_WINS_AT_LEAST = 12
HARD_PLAYOUTS = 32


def test_hard_beats_normal_in_two_player_coloretto():
    game = find_game("coloretto")
    hard = SearchBot(playouts=HARD_PLAYOUTS)
    wins = 0.0
    for index in range(HARD_GAMES):
        seat = index % 2
        bots = [make_bot("heuristic", "coloretto"), make_bot("heuristic", "coloretto")]
        bots[seat] = hard
        outcome = play_bot_match(game, bots, None, 900 + index).outcome()
        wins += 1 / len(outcome.winners) if seat in outcome.winners else 0.0
    assert wins >= HARD_WINS_AT_LEAST, f"Hard won {wins} of {HARD_GAMES} games against Normal"


def test_the_threshold_would_catch_a_bot_no_better_than_normal():
    tail = sum(math.comb(HARD_GAMES, k) for k in range(HARD_WINS_AT_LEAST, HARD_GAMES + 1))
    assert tail / 2 ** HARD_GAMES < 0.05


# -- the shared win chance -------------------------------------------------------------------
def test_a_lead_is_a_win_chance_that_grows_with_it():
    assert lead_chance([10, 10], 0, 5.0) == pytest.approx(0.5)
    assert lead_chance([15, 10], 0, 5.0) == pytest.approx(0.75)
    assert lead_chance([15, 10], 1, 5.0) == pytest.approx(0.25)
    assert lead_chance([20, 10, 25], 0, 5.0) < lead_chance([20, 10, 15], 0, 5.0)
    assert 0.0 <= logistic(-1000) < logistic(0) < logistic(1000) <= 1.0


# -- each game's evaluation ------------------------------------------------------------------
COLORETTO = """chroma position: coloretto, 2 players, edition=original, scoring=brown
phase: turn
round: 6
turn: P1
removed: green, yellow
row 1: grey
row 2: empty
row 3: empty
P1: {p1}
P2: 3 orange, 3 brown, 2 red, 1 blue
"""


def test_coloretto_evaluation_prefers_the_stronger_collection():
    game = find_game("coloretto")
    ahead = position_from_text(COLORETTO.format(p1="5 orange, 4 blue, 4 brown"), game)
    behind = position_from_text(COLORETTO.format(p1="2 orange, 2 blue, 2 red, 2 grey"), game)
    assert coloretto.evaluate(ahead, 0) > 0.5 > coloretto.evaluate(behind, 0)
    assert coloretto.evaluate(ahead, 1) < 0.5 < coloretto.evaluate(behind, 1)
    assert coloretto.evaluate(ahead, 0) + coloretto.evaluate(ahead, 1) == pytest.approx(1.0)


def normal_match(game_id: str, plies: int, seed: int = 2) -> Match:
    game = find_game(game_id)
    match = Match(game, 2, None, seed)
    normal, rng = make_bot("heuristic", game_id), random.Random(seed)
    while len(match.moves) < plies and not match.is_over():
        seat = next(p for p in match.to_move() if p != CHANCE)
        match.play(normal.choose(game, match.view(seat), seat, rng), seat)
    return match


def test_chroma_cubes_evaluation_counts_a_finished_figure_and_partial_progress():
    state = normal_match("chroma_cubes", 6).state
    config = state.config
    figure = max(range(len(config.figure_values)), key=lambda f: config.figure_values[f])
    points = list(state.figure_points[0])
    points[figure] = config.figure_values[figure]
    finished = state._replace(figure_points=(tuple(points), *state.figure_points[1:]))
    assert cubes.evaluate(finished, 0) > cubes.evaluate(state, 0)
    assert cubes.evaluate(finished, 1) < cubes.evaluate(state, 1)
    # Half of a figure coloured is worth something, less than the figure done.
    sections = [s for s in range(len(config.needs)) if config.figure_masks[figure] >> s & 1]
    half = 0
    for section in sections[: max(1, len(sections) // 2)]:
        half |= 1 << section
    started = state._replace(coloured=(state.coloured[0] | half, *state.coloured[1:]))
    progress = cubes.position_value(started, 0) - cubes.position_value(state, 0)
    assert 0 < progress < config.figure_values[figure]


def test_chroma_mix_evaluation_prefers_more_cards_and_sapphire_blue():
    state = normal_match("chroma_mix", 4).state
    config = state.config
    sapphire = config.ids.index("sapphire_blue")
    rank1 = config.by_rank[1][0]
    richer = state._replace(hands=(add(state.hands[0], rank1, 3), *state.hands[1:]))
    assert mix.evaluate(richer, 0) > mix.evaluate(state, 0)
    assert mix.evaluate(richer, 1) < mix.evaluate(state, 1)
    with_sapphire = state._replace(play=(add(state.play[0], sapphire), *state.play[1:]))
    assert mix.evaluate(with_sapphire, 0) > mix.evaluate(state, 0)


CMYK = """chroma position: cmyk, 2 players, variant=single, edge_order=fixed
phase: play
caller: P1
pile 1: T05, 11 face down
pile 2: T30, 11 face down
pile 3: T41, 11 face down
pile 4: T52, 11 face down
pile 5: T63, 11 face down
public objectives: make_it_wide
P1 private: c0
P1 mosaic: T16 0,0,up r0
P2 private: c20
P2 mosaic: {p2}
"""


def test_cmyk_evaluation_counts_a_k_tile_against_its_player():
    game = find_game("cmyk")
    even = position_from_text(CMYK.format(p2="T01 0,0,up r0"), game)
    with_k = position_from_text(CMYK.format(p2="T01 0,0,up r0; K1 0,0,down r0"), game)
    assert game.live_score(with_k, 1) < game.live_score(even, 1)
    assert cmyk.evaluate(with_k, 0) > cmyk.evaluate(even, 0)
    assert cmyk.evaluate(with_k, 1) < 0.5
