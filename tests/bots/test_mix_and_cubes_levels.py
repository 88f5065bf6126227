"""Easy levels for Chroma Mix and Chroma Cubes (weaker by what they consider, not by blunders),
and Chroma Mix with three or four heuristic bots: games end, with no random move.

The win-rate checks here are small fixed-seed samples; the figures with 400 games and 95 %
intervals come from the benchmark.
"""

from __future__ import annotations

import random

import pytest

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.driver import play_batch, play_bot_match
from chroma_desktop.games.chroma_cubes import moves as cubes_moves
from chroma_desktop.games.chroma_cubes.easy import ChromaCubesEasyBot
from chroma_desktop.games.chroma_cubes.state import PLAY, active
from chroma_desktop.games.chroma_mix.heuristic import ChromaMixHeuristicBot
from chroma_desktop.registry import find_game, load_game_content
from chroma_desktop.rules.match import Match
from tests.rules.chroma_mix.conftest import legal, make_table, run

MIX = find_game("chroma_mix")
CUBES = find_game("chroma_cubes")
BILLY = 1


def test_the_easy_levels_are_registered_in_the_manifests():
    mix_easy = make_bot("easy", MIX.id)
    assert isinstance(mix_easy, ChromaMixHeuristicBot) and mix_easy.level == "easy"
    assert isinstance(make_bot("easy", CUBES.id), ChromaCubesEasyBot)


# -- Chroma Mix ---------------------------------------------------------------------------------
def hint(level, state, seat=0):
    move, reason = make_bot(level, MIX.id).hint(MIX, MIX.view(state, seat), seat)
    return MIX.move_to_str(state, move), str(reason)


def test_mix_easy_builds_no_engine():
    # Pear (a card after every printing turn) is an engine: Normal prints it first; Easy sees
    # only that Soft Cyan adds a card now.
    state = make_table(MIX, load_game_content("chroma_mix"), hands={0: ["pear", "soft_cyan"]})
    assert hint("heuristic", state)[0] == "print pear"
    assert hint("easy", state)[0] == "print soft_cyan"


def test_mix_easy_ignores_confident_billys_threat():
    state = make_table(MIX, load_game_content("chroma_mix"), players=1,
                       hands={0: ["lemon"], BILLY: ["cerulean", "fuchsia", "light_yellow"]})
    state = run(MIX, state, "print lemon", fills=["billy_draw mix", "billy_draw pale_magenta"])
    choices = legal(MIX, state)
    assert choices[0] == "billy pale_magenta light_yellow -> coral"  # Coral is worth 2 VP
    assert hint("heuristic", state) == ("billy pale_magenta cerulean -> azure",
                                        "Give Confident Billy the mix that helps it least")
    assert hint("easy", state)[0] == choices[0]


def test_mix_normal_beats_easy_and_easy_beats_random():
    normal, easy, rand = (make_bot(level, MIX.id) for level in ("heuristic", "easy", "random"))
    first = play_batch(MIX, [normal, easy], 20, seed=41)
    second = play_batch(MIX, [easy, normal], 20, seed=42)
    assert first.wins[0] + second.wins[1] >= 0.6 * 40
    versus_random = play_batch(MIX, [easy, rand], 20, seed=43)
    assert versus_random.wins[0] >= 0.8 * 20


class NoDice(random.Random):
    """A generator that fails the test if a bot rolls it: every choice must be the plan's."""

    def random(self) -> float:
        raise AssertionError("the bot made a random move")

    def getrandbits(self, k: int) -> int:
        raise AssertionError("the bot made a random move")


@pytest.mark.parametrize("players", [3, 4])
def test_mix_heuristic_bots_end_many_player_games_without_random_moves(players):
    # Long games drain the rank-1 supply; the bots then mix cards back into it. Every bot is
    # handed a generator that fails if rolled.
    bots = [make_bot("heuristic", MIX.id) for _ in range(players)]
    rng = NoDice()
    for seed in range(506, 520):  # seeds where the earlier heuristic fell back on chance
        match = Match(MIX, players, {}, seed)
        while not match.is_over():
            assert len(match.moves) < 6_000
            seat = match.to_move()[0]
            match.play(bots[seat].choose(MIX, match.view(seat), seat, rng), seat)
        assert match.state.turns <= 60 * players


# -- Chroma Cubes -------------------------------------------------------------------------------
def cubes_table(dice, coloured=0):
    """Round 1 of a 2-player Cardinal game; `dice` maps p1's die ids to faces."""
    state = CUBES.new_initial_state(2, {})
    config = state.config
    loc, faces = list(state.loc), list(state.face)
    for die_id, text in dice.items():
        die = config.die_of(die_id)
        loc[die] = active(0)
        faces[die] = cubes_moves._face(config, die, text)
    return state._replace(phase=PLAY, loc=tuple(loc), face=tuple(faces), to_roll=(),
                          acting=frozenset({0, 1}), fresh=False, coloured=(coloured, 0))


def test_cubes_easy_colours_what_completes_a_figure_now_and_plans_no_lock():
    state = cubes_table({f"red#{n}": "red+purple" for n in range(1, 6)})
    normal = make_bot("heuristic", CUBES.id).hint(CUBES, state, 0)
    easy = make_bot("easy", CUBES.id).hint(CUBES, state, 0)
    # Five hearts: Normal colours a superpower lock side, Easy plans nothing for locks.
    assert normal[0].kind == cubes_moves.LOCK and easy[0].kind == cubes_moves.COLOUR
    # Easy takes the section that uses most dice now (four hearts); it weighs no figure.
    assert state.config.needs[easy[0].arg.section] == (0, 4)
    assert str(easy[1]).endswith("it uses the most dice now")
    # A figure one section from done: Easy completes it.
    config = state.config
    figure = config.figure_masks[config.section_figure[easy[0].arg.section]]
    last = next(s for s in range(len(config.needs)) if figure >> s & 1 and config.needs[s] == (0, 1))
    state = cubes_table({"red#1": "red+purple"}, coloured=figure & ~(1 << last))
    move, reason = make_bot("easy", CUBES.id).hint(CUBES, state, 0)
    assert move.arg.section == last and str(reason).endswith("it completes a figure now")


def test_cubes_normal_beats_easy_and_easy_beats_random():
    normal, easy, rand = (make_bot(level, CUBES.id) for level in ("heuristic", "easy", "random"))
    first = play_batch(CUBES, [normal, easy], 30, seed=51)
    second = play_batch(CUBES, [easy, normal], 30, seed=52)
    assert first.wins[0] + second.wins[1] >= 0.6 * 60
    versus_random = play_batch(CUBES, [easy, rand], 30, seed=53)
    assert versus_random.wins[0] >= 0.8 * 30


@pytest.mark.parametrize("options", [{}, {"mode": "score_attack", "sheet": "gifts"},
                                     {"mode": "cairn", "sheet": "easter_eggs"}])
def test_cubes_easy_plays_every_mode_to_the_end(options):
    players = 2 if not options else 1
    match = play_bot_match(CUBES, [make_bot("easy", CUBES.id)] * players, options, seed=9)
    assert match.outcome() is not None
