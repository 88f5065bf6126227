"""Secrets stay on the server: what a seat is sent depends only on what that seat may see.

For every game, along a game played by the Normal bots, at every ply and for every seat and the
spectator: re-sample everything the seat cannot see (`Game.determinize` of its view, several
draws) and replace the move just made by any other move that leaves the seat's view the same (a
different card drawn in secret, another choice made by someone else that the seat cannot tell
apart); the bytes of the frame the server builds for that seat, legal moves and log lines
included, must not change.
"""

from __future__ import annotations

import random

import pytest

from chroma_desktop.bots.driver import play_bot_match
from chroma_desktop.bots.factory import make_bot
from chroma_desktop.registry import find_game, game_ids
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.chance import chance_rng
from chroma_desktop.server.frames import refusal, state_frame

PLAYERS = {"chroma_mix": 3}
DRAWS = 3
MOST_ALTERNATIVES = 12


def _frame(game, seat, ply, before, move, after):
    legal = game.legal_moves(after, seat) if seat is not None else ()
    return state_frame(game, seat, ply, after, legal, [(before, move)])


@pytest.mark.parametrize("game_id", game_ids())
def test_the_bytes_sent_to_a_seat_do_not_depend_on_what_it_cannot_see(game_id):
    game = find_game(game_id)
    players = PLAYERS.get(game_id, 4)
    match = play_bot_match(game, [make_bot("heuristic", game_id) for _ in range(players)], seed=7)
    rng = random.Random(game_id)
    hidden_seen = 0
    for ply in range(1, len(match.moves)):
        before, move, after = match.states[ply], match.moves[ply], match.states[ply + 1]
        mover = match.movers[ply]
        for seat in (*range(players), None):
            sent = _frame(game, seat, ply, before, move, after)
            for draw in range(DRAWS):
                other_before = game.determinize(game.view(before, seat), seat, chance_rng(draw, ply))
                other_after = game.determinize(game.view(after, seat), seat, chance_rng(draw, ply))
                hidden_seen += other_after != after
                assert _frame(game, seat, ply, other_before, move, other_after) == sent, (ply, seat)
            if mover == seat:
                continue
            options = ([outcome for outcome, _ in game.chance_outcomes(before)] if mover == CHANCE
                       else list(game.legal_moves(before, mover)))
            rng.shuffle(options)
            seen = game.view(after, seat)
            for other in options[:MOST_ALTERNATIVES]:
                elsewhere = game.apply(before, other)
                if other != move and game.view(elsewhere, seat) == seen:
                    hidden_seen += 1
                    assert _frame(game, seat, ply, before, other, elsewhere) == sent, (ply, seat, other)
    if game_id in ("chroma_mix", "cmyk"):
        assert hidden_seen > 0  # the games with secrets were really re-sampled


@pytest.mark.parametrize("game_id", game_ids())
def test_why_a_move_is_refused_does_not_depend_on_what_the_seat_cannot_see(game_id):
    game = find_game(game_id)
    players = PLAYERS.get(game_id, 4)
    match = play_bot_match(game, [make_bot("heuristic", game_id) for _ in range(players)], seed=11)
    rng = random.Random(game_id)
    refused = 0
    for ply in range(1, len(match.moves) + 1, 2):
        state = match.states[ply]
        for seat in range(players):
            view = game.view(state, seat)
            worlds = [game.determinize(view, seat, chance_rng(draw, ply)) for draw in range(DRAWS)]
            texts = {game.move_to_str(world, move) for world in (state, *worlds)
                     for player in range(players) for move in game.legal_moves(world, player)}
            tried = rng.sample(sorted(texts), min(MOST_ALTERNATIVES, len(texts)))
            for text in [*tried, "take 9", "P9 nothing", "?"]:
                said = refusal(game, state, seat, text)
                refused += said is not None
                for world in worlds:
                    assert refusal(game, world, seat, text) == said, (ply, seat, text)
    assert refused > 0


@pytest.mark.parametrize("game_id", game_ids())
def test_what_views_that_hide_nothing_share_is_written_once_and_says_the_same(game_id):
    game = find_game(game_id)
    players = PLAYERS.get(game_id, 4)
    match = play_bot_match(game, [make_bot("heuristic", game_id) for _ in range(players)], seed=5)
    for ply in range(1, len(match.moves), 5):
        before, move, after = match.states[ply], match.moves[ply], match.states[ply + 1]
        public: dict = {}
        for seat in (*range(players), None):
            legal = game.legal_moves(after, seat) if seat is not None else ()
            shared = state_frame(game, seat, ply, after, legal, [(before, move)], public)
            assert shared == state_frame(game, seat, ply, after, legal, [(before, move)]), (ply, seat)
        if game_id in ("coloretto", "chroma_cubes"):  # nothing hidden: one view text for all
            assert any(key[0] == "view" for key in public if isinstance(key[0], str))
