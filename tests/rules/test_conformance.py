"""The conformance suite: every registered game, seeded random playouts, checked at every ply.

A new game gets all of this for free by being registered. Per game: `apply` never mutates, every
legal move is accepted and moves legal elsewhere are refused, notation is unique and round-trips,
chance outcomes are proper, records replay, undo/redo round-trip, views hide nothing a player may
not see, components are conserved, and games end within a bound.
"""

from __future__ import annotations

import pickle
import random

import pytest

from chroma_desktop.registry import all_games, find_game
from chroma_desktop.rules.api import CHANCE, IllegalMoveError
from chroma_desktop.rules.match import Match

GAMES = all_games()

# The most plies a random game may take before the test calls it non-terminating.
PLY_BOUND = {"coloretto": 2_000}
PLY_BOUND["chroma_mix"] = 1_500  # solo games end in about 100 plies
PLY_BOUND["cmyk"] = 3_000  # random players stop early: games end in about 50-200 plies
# Games whose random play may never finish: the playout stops at this many plies (named here,
# per game), and everything but termination is still checked.
PLY_CAP: dict[str, int] = {}
PLY_CAP["chroma_mix"] = 1_000  # random 2-4 player Chroma Mix can run 20,000+ plies before a win
SEEDS = (1, 2)
# Where a decision has more legal moves than this, a seeded sample of them is checked in full.
MOVES_CHECKED_PER_PLY = 40


def _cases():
    for game in GAMES:
        for players in range(game.min_players, game.max_players + 1):
            for seed in SEEDS:
                yield pytest.param(game, players, seed, id=f"{game.id}-{players}p-seed{seed}")


def _random_match(game, players, seed):
    match = Match(game, players, {}, seed)
    rng = random.Random(seed)
    bound = PLY_BOUND.get(game.id, 5_000)
    while not match.is_over():
        if len(match.moves) >= PLY_CAP.get(game.id, bound + 1):
            break
        assert len(match.moves) < bound, f"{game.id} did not end within {bound} plies"
        player = rng.choice(match.to_move())
        match.play(rng.choice(match.legal_moves(player)), player)
    return match


@pytest.mark.parametrize(("game", "players", "seed"), list(_cases()))
def test_random_playout_obeys_the_rules_api(game, players, seed):
    match = _random_match(game, players, seed)
    inventory = game.inventory(match.states[0])
    assert sum(inventory.values()) > 0
    seen_moves: dict = {}  # every move checked so far, in the order first seen (as a set that keeps order)
    for ply, state in enumerate(match.states):
        frozen = pickle.dumps(state)
        movers = game.to_move(state)
        assert game.inventory(state) == inventory, f"components not conserved at ply {ply}"
        if movers == (CHANCE,):
            outcomes = game.chance_outcomes(state)
            assert outcomes and abs(sum(p for _, p in outcomes) - 1) < 1e-9
            texts = [game.move_to_str(state, m) for m, _ in outcomes]
            assert len(set(texts)) == len(texts)
            for (move, _), text in zip(outcomes, texts, strict=True):
                assert game.parse_move(state, text) == move
            continue
        # Simultaneous phases: a move legal for another mover now is no stranger.
        legal_of = {p: game.legal_moves(state, p) for p in movers}
        legal_now = {m for legal in legal_of.values() for m in legal}
        for player in movers:
            legal = legal_of[player]
            assert legal, f"player {player} must have a move at ply {ply}"
            assert game.legal_moves(state, player) == legal, "legal_moves is not deterministic"
            texts = [game.move_to_str(state, m) for m in legal]
            assert len(set(texts)) == len(texts), f"notation not unique: {texts}"
            sample = random.Random(ply).sample(range(len(legal)), min(len(legal),
                                                                          MOVES_CHECKED_PER_PLY))
            for index in sample:
                move, text = legal[index], texts[index]
                assert game.parse_move(state, text) == move
                game.apply(state, move)
                assert game.describe(state, move)
                assert not game.why_not(state, player, move.source, move.target)
            strangers = [move for move in seen_moves if move not in legal_now]
            for other in random.Random(ply).sample(strangers, min(len(strangers),
                                                                  MOVES_CHECKED_PER_PLY)):
                if game.move_to_str(state, other) in texts:
                    continue
                # (try/except, not pytest.raises: this runs for some 350,000 moves)
                try:
                    game.apply(state, other)
                except IllegalMoveError as refused:
                    assert str(refused), f"{other!r} is refused without a reason at ply {ply}"
                else:
                    pytest.fail(f"{other!r}, legal at another ply, was applied at ply {ply}")
            seen_moves.update(dict.fromkeys(legal[i] for i in sample))
            assert game.prompt(state, player)
            view = game.view(state, player)
            assert game.view(view, player) == view
            assert game.legal_moves(view, player) == legal
            sampled = game.determinize(view, player, random.Random(ply))
            assert game.view(sampled, player) == view
        assert pickle.dumps(state) == frozen, f"state mutated at ply {ply}"
    if game.id in PLY_CAP and not match.is_over():
        return
    outcome = match.outcome()
    assert outcome is not None
    assert len(outcome.scores) == players
    assert set(outcome.winners) <= set(range(players))
    # Nobody at the table wins only when a solo automaton did, and the outcome says so.
    assert outcome.winners or outcome.tie_break
    assert all(outcome.scores[w] == max(outcome.scores) for w in outcome.winners) or (
        outcome.tie_break
    )


@pytest.mark.parametrize(("game", "players", "seed"), list(_cases()))
def test_record_replays_and_undo_redo_round_trip(game, players, seed):
    match = _random_match(game, players, seed)
    replayed = Match.from_record(match.to_record(), resolve=find_game)
    assert replayed.state == match.state
    assert replayed.moves == match.moves

    final = match.state
    undone = 0
    while match.undo(free=True):
        undone += 1
    assert undone > 0
    assert match.state == match.states[0] or game.to_move(match.state) != (CHANCE,)
    while match.redo():
        pass
    assert match.state == final

    # Without free rewind, undo never goes back across revealed information.
    strict = _random_match(game, players, seed)
    end = strict.cursor
    while strict.undo(free=False):
        pass
    assert CHANCE not in strict.movers[strict.cursor : end]
    assert not strict.can_undo(free=False)
    assert strict.can_undo(free=True) == (strict.cursor > 0 and any(
        mover != CHANCE for mover in strict.movers[: strict.cursor]))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_illegal_play_through_match_is_refused_and_changes_nothing(game):
    match = Match(game, game.min_players, {}, 5)
    player = match.to_move()[0]
    legal = set(match.legal_moves(player))
    before = match.state
    stranger = None
    probe = _random_match(game, game.min_players, 6)
    for state in probe.states:
        for other_player in game.to_move(state):
            if other_player == CHANCE:
                continue
            for move in game.legal_moves(state, other_player):
                if move not in legal:
                    stranger = move
                    break
    assert stranger is not None
    with pytest.raises(IllegalMoveError):
        match.play(stranger, player)
    assert match.state is before
