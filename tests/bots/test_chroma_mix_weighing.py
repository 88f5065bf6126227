"""The Chroma Mix bot weighs every legal move of a decision against one `Weighing`, which keeps
what does not depend on the move: a move must be worth exactly what it is worth weighed alone,
whatever was weighed before it, at both levels."""

from __future__ import annotations

import pytest

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.driver import play_bot_match
from chroma_desktop.games.chroma_mix.heuristic import Weighing, score
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE


@pytest.mark.parametrize(("players", "options"), [(2, {}), (1, {"difficulty": "hard"}),
                                                  (3, {"hands": "open"})])
def test_a_move_weighs_the_same_with_the_decision_s_other_moves(players, options):
    game = find_game("chroma_mix")
    match = play_bot_match(game, [make_bot("heuristic", "chroma_mix") for _ in range(players)],
                           options, seed=7)
    decisions = 0
    for state in match.states:
        movers = [seat for seat in game.to_move(state) if seat != CHANCE]
        if not movers:
            continue
        seat = movers[0]
        view = game.view(state, seat)
        legal = game.legal_moves(view, seat)
        for level in ("normal", "easy"):
            shared = Weighing(view, seat, level != "easy")
            together = [score(view, seat, move, level, shared)[0] for move in legal]
            alone = [score(view, seat, move, level)[0] for move in reversed(legal)][::-1]
            assert together == alone
        decisions += len(legal) > 1
    assert decisions > 20
