"""The Chroma Mix Normal bot and the search's playouts made cheaper (issue 31: a hint within
about 1 s) choose exactly as before: seeded games of Normal bots play the same moves, and the
hint ranking with a fixed number of playouts gives the same moves, playouts and chances. The
digests were taken from the code before the change (commit f028521)."""

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
    # (players, options, level, seed): digest of the moves played
    (2, (), "heuristic", 3): "8f3c49c39e77084d",
    (1, (("difficulty", "hard"),), "heuristic", 5): "e4bdc4dde688bba5",
    (3, (("hands", "open"),), "heuristic", 11): "3fc24101173e5b2e",
    (2, (), "easy", 4): "1d35cd67985f84f3",
}


@pytest.mark.parametrize("setup", list(GAMES))
def test_a_seeded_game_of_bots_plays_the_same_moves(setup):
    players, options, level, seed = setup
    game = find_game("chroma_mix")
    match = play_bot_match(game, [make_bot(level, "chroma_mix") for _ in range(players)],
                           dict(options), seed=seed)
    assert _digest([f"{seat} {move}" for seat, move in match.history()]) == GAMES[setup]


RANKINGS = {
    # (players, plies in, seed): digest of the ranking's moves, playouts and chances
    (2, 6, 1): "2b054d9091f330b5",
    (1, 14, 2): "2a15a23e9bf2b4b2",
}


@pytest.mark.parametrize("setup", list(RANKINGS))
def test_the_hint_ranking_with_fixed_playouts_is_the_same(setup):
    players, plies, seed = setup
    game = find_game("chroma_mix")
    match = Match(game, players, None, seed)
    normal, rng = make_bot("heuristic", "chroma_mix"), random.Random(seed)
    for _ in range(plies):
        seat = next(p for p in match.to_move() if p != CHANCE)
        match.play(normal.choose(game, match.view(seat), seat, rng), seat)
    seat = next(p for p in match.to_move() if p != CHANCE)
    ranker = HintRanker(playouts=60)
    ranker.rank(game, match.view(seat), seat, random.Random(seed))
    lines = [f"{odds.move} {odds.playouts} {odds.win_chance:.6f}"
             for odds in ranker.search.last_stats]
    assert _digest(lines) == RANKINGS[setup]
