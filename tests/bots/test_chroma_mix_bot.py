"""Chroma Mix heuristic bot: legal moves with reasons, it wins against random play and against
Confident Billy, and it plays Billy's mixes against Billy. The 500-game and 200-game figures per
difficulty come from `benchmarks/chroma_mix_bots.py`; fixed-seed samples here."""

from __future__ import annotations

import random

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.driver import play_batch, play_bot_match
from chroma_desktop.games.chroma_mix.heuristic import ChromaMixHeuristicBot
from chroma_desktop.registry import find_game, load_game_content
from chroma_desktop.rules.messages import Message
from tests.rules.chroma_mix.conftest import make_table, run

GAME = find_game("chroma_mix")


def test_make_bot_knows_the_chroma_mix_heuristic():
    assert isinstance(make_bot("heuristic", "chroma_mix"), ChromaMixHeuristicBot)


def test_heuristic_beats_random_in_two_player_games():
    bots = [ChromaMixHeuristicBot(), make_bot("random", "chroma_mix")]
    result = play_batch(GAME, bots, games=40, seed=11)
    assert result.wins[0] / result.games >= 0.9


def test_heuristic_beats_confident_billy_on_the_lowest_difficulty():
    result = play_batch(GAME, [ChromaMixHeuristicBot()], games=40, seed=12,
                        options={"difficulty": "lowest"})
    assert result.wins[0] / result.games >= 0.5


def test_heuristic_games_are_reproducible():
    bots = [ChromaMixHeuristicBot(), ChromaMixHeuristicBot()]
    assert play_bot_match(GAME, bots, {}, seed=5).moves == play_bot_match(GAME, bots, {}, 5).moves


def test_hint_is_a_legal_move_with_a_reason():
    match = play_bot_match(GAME, [ChromaMixHeuristicBot(), make_bot("random", "chroma_mix")],
                           {}, seed=3)
    bot = ChromaMixHeuristicBot()
    for state in match.states[::7]:
        for player in GAME.to_move(state):
            if player < 0:
                continue
            view = GAME.view(state, player)
            move, reason = bot.hint(GAME, view, player)
            assert move in GAME.legal_moves(state, player) and reason
            assert isinstance(reason, Message) and str(reason)


def table(**layout):
    return make_table(GAME, load_game_content("chroma_mix"), **layout)


def test_heuristic_prints_the_card_that_wins():
    state = table(hands={0: ["ruby_red", "soft_cyan", "turquoise"]},
                  play={0: ["sapphire_blue", "emerald_green"]})
    move, reason = ChromaMixHeuristicBot().hint(GAME, GAME.view(state, 0), 0)
    assert GAME.move_to_str(state, move) == "print ruby_red"
    assert str(reason) == "Print Ruby Red: more cards toward a Sapphire victory"


def test_heuristic_gives_billy_the_mix_that_helps_it_least():
    state = table(players=1, hands={0: ["lemon"], 1: ["cerulean", "fuchsia", "lemon", "soft_cyan",
                                                       "emerald_green"]})
    state = run(GAME, state, "print lemon", fills=["billy_draw mix", "billy_draw light_yellow"])
    moves = [GAME.move_to_str(state, m) for m in GAME.legal_moves(state, 0)]
    assert "billy cerulean fuchsia -> sapphire_blue" in moves
    move = ChromaMixHeuristicBot().choose(GAME, GAME.view(state, 0), 0, random.Random(1))
    assert GAME.move_to_str(state, move) != "billy cerulean fuchsia -> sapphire_blue"
