"""Chroma Cubes heuristic bot: legal moves with reasons, every mode, and it beats random bots."""

from __future__ import annotations

import random

import pytest

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.driver import play_batch, play_bot_match
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match

GAME = find_game("chroma_cubes")


def test_hint_is_a_legal_move_with_a_reason():
    bot = make_bot("heuristic", GAME.id)
    match = Match(GAME, 3, {"sheet": "gifts"}, seed=3)
    rng = random.Random(3)
    for _ in range(300):
        if match.is_over():
            break
        player = match.to_move()[0]
        move, reason = bot.hint(GAME, match.view(player), player)
        assert move in match.legal_moves(player) and reason
        match.play(bot.choose(GAME, match.view(player), player, rng), player)


@pytest.mark.parametrize("options", [{"mode": "cairn", "sheet": "easter_eggs"},
                                     {"mode": "score_attack", "sheet": "starry_night"}])
def test_heuristic_plays_the_solo_modes_to_the_end(options):
    match = play_bot_match(GAME, [make_bot("heuristic", GAME.id)], options, seed=5)
    assert match.outcome() is not None and match.outcome().scores[0] > 0


def test_heuristic_beats_two_random_bots():
    # The benchmark runs 300 games (the target is 90 %); this fixed-seed sample is smaller.
    bots = [make_bot("heuristic", GAME.id), make_bot("random", GAME.id), make_bot("random", GAME.id)]
    result = play_batch(GAME, bots, 40, seed=7)
    assert result.wins[0] / result.games >= 0.85
