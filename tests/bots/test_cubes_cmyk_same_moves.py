"""The Chroma Cubes and CMYK! Normal bots and the search's playouts made cheaper (issue 31: a
hint a player waits for) choose exactly as before: seeded games of Normal bots play the same
moves, the Normal bot's move is the one its hint names, and the hint ranking with a fixed number
of playouts gives the same moves, playouts and chances (a Chroma Cubes draft pick is valued by
playing the game on to its end, `heuristic.played_on`). The digests were taken from the code
before the change (commit 38e2f33)."""

from __future__ import annotations

import hashlib
import random

import pytest

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.driver import play_bot_match
from chroma_desktop.bots.hint_ranking import HintRanker
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.match import Match


def _digest(lines: list[str]) -> str:
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]


GAMES = {
    # (game, players, options, seed): digest of the moves played by Normal bots
    ("chroma_cubes", 2, (), 3): "80a6686a6e7631ca",
    ("chroma_cubes", 1, (("mode", "cairn"),), 4): "4f38e34e23a075f5",
    ("cmyk", 2, (), 5): "a34fa24be0e8dfdf",
}


@pytest.mark.parametrize("setup", list(GAMES))
def test_a_seeded_game_of_normal_bots_plays_the_same_moves(setup):
    game_id, players, options, seed = setup
    game = find_game(game_id)
    match = play_bot_match(game, [make_bot("heuristic", game_id) for _ in range(players)],
                           dict(options), seed=seed)
    assert _digest([f"{seat} {move}" for seat, move in match.history()]) == GAMES[setup]


def _position(game_id: str, players: int, plies: int, seed: int) -> Match:
    game = find_game(game_id)
    match = Match(game, players, None, seed)
    normal, rng = make_bot("heuristic", game_id), random.Random(seed)
    while len(match.moves) < plies:
        seat = next(p for p in match.to_move() if p != CHANCE)
        match.play(normal.choose(game, match.view(seat), seat, rng), seat)
    return match


RANKINGS = {
    # (game, players, plies in, seed): digest of the ranking's moves, playouts and chances
    ("chroma_cubes", 2, 2, 1): "e1c003f9af4a76c8",
    ("chroma_cubes", 2, 40, 2): "b126061a40512bb6",
    ("cmyk", 2, 45, 3): "e7a07f60e41373aa",
}


@pytest.mark.parametrize("setup", list(RANKINGS))
def test_the_hint_ranking_with_fixed_playouts_is_the_same(setup):
    game_id, players, plies, seed = setup
    game = find_game(game_id)
    match = _position(game_id, players, plies, seed)
    seat = next(p for p in match.to_move() if p != CHANCE)
    ranker = HintRanker(playouts=40)
    ranker.rank(game, match.view(seat), seat, random.Random(seed))
    lines = [f"{odds.move} {odds.playouts} {odds.win_chance:.6f}"
             for odds in ranker.search.last_stats]
    assert _digest(lines) == RANKINGS[setup]


@pytest.mark.parametrize("game_id", ["chroma_cubes", "cmyk"])
def test_the_normal_bots_move_is_the_one_its_hint_names(game_id):
    """`choose` builds no words (the playouts never say them); it must still pick the move
    `hint` names, at every decision of a seeded game."""
    game = find_game(game_id)
    match = Match(game, 2, None, 7)
    normal, rng = make_bot("heuristic", game_id), random.Random(7)
    decisions = 0
    while not match.is_over() and decisions < 60:
        seat = next(p for p in match.to_move() if p != CHANCE)
        view = match.view(seat)
        move = normal.choose(game, view, seat, rng)
        assert normal.hint(game, view, seat)[0] == move
        match.play(move, seat)
        decisions += 1
    assert decisions == 60
