"""Teach mode's groups of open moves are the rules' (`rules/move_groups.py`): every open move is
in exactly one group, in every game and in the toy game; a game without a teaching module is
grouped by kind; a group's best effect is the best change the game's `effect` says, and that is
what the move scores; a refusal names its rule's topic through its template key, also inside a
joined message; the groups say themselves in Italian."""

from __future__ import annotations

import random

import pytest

from chroma_desktop import language, registry
from chroma_desktop.language import message_translator
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.messages import join, render
from chroma_desktop.rules.move_groups import (
    by_kind,
    grouped,
    main_topic,
    refusal_topic,
    signed,
)
from tests.toy_game import words as toy_words
from tests.toy_game.manifest import MANIFEST as TOY


def previews_of(game):
    """The game's previews where its manifest declares them (as the table reads them)."""
    return game if registry.manifest_for(game.id).previews else None


@pytest.fixture
def toy():
    registry.register(TOY)
    yield find_game(TOY.id)
    registry.unregister(TOY.id)


def _positions(game, players: int, seed: int, count: int = 40):
    """`count` positions of a seeded random game, each with the seat to move and its moves."""
    match, rng = Match(game, players, {}, seed), random.Random(seed)
    found = []
    while len(found) < count and not match.is_over():
        seat = match.to_move()[0]
        if seat == CHANCE:
            break
        moves = match.legal_moves(seat)
        found.append((match.view(seat), seat, moves))
        match.play(rng.choice(moves), seat)
    return found


@pytest.mark.parametrize("game_id", ["coloretto", "chroma_mix", "chroma_cubes", "cmyk"])
def test_every_open_move_is_in_exactly_one_group_said_in_words(game_id):
    game = find_game(game_id)
    teaching, previews = registry.teaching(game_id), previews_of(game)
    for view, seat, moves in _positions(game, 2, seed=5):
        groups = grouped(game, view, seat, moves, teaching, previews)
        said = [move for group in groups for move in group.moves]
        assert sorted(map(repr, said)) == sorted(map(repr, moves))
        for group in groups:
            assert render(group.words())  # a sentence, with every slot filled


def test_a_game_without_teaching_is_grouped_by_kind(toy):
    state = toy.new_initial_state(2, {})._replace(current=0, left=5)
    moves = toy.legal_moves(state, 0)
    [group] = by_kind(toy, state, moves)
    assert group.moves == moves and group.topic is None
    # A player's sentence: the first move as the log says it, and how many more are like it.
    assert render(group.words()) == "Player 1 takes 1 counter (or 1 more like it)"


def test_the_toy_groups_say_what_the_takes_do_and_their_best_effect(toy):
    state = toy.new_initial_state(2, {})._replace(current=0, left=2)
    moves = toy.legal_moves(state, 0)
    groups = grouped(toy, state, 0, moves, registry.teaching(TOY.id), previews_of(toy))
    assert [group.key for group in groups] == ["take_last", "other"]
    assert [group.best_change for group in groups] == [1.0, 0.0]
    assert render(groups[0].words()) == ("Take the last counters: whoever takes the last counter "
                                         "wins (up to +1)")
    assert main_topic(groups).key == "last_counter"
    # The effect is what the move scores: the take that empties the row wins the game.
    for group in groups:
        for move in group.moves:
            after = toy.apply(state, move)
            outcome = toy.outcome(after)
            scored = outcome.scores[0] if outcome is not None else 0.0
            assert toy.effect(state, move).points_after == scored
    # Without previews no effect is said.
    bare = grouped(toy, state, 0, moves, registry.teaching(TOY.id), None)
    assert all(group.best_change is None for group in bare)
    assert "up to" not in render(bare[0].words())
    # A group none of whose moves changes the score says no "up to 0".
    assert render(groups[1].words()).endswith("multiple of three")


def test_signed_changes_read_as_badges():
    assert [signed(change) for change in (4, -2, 0, 1.5)] == ["+4", "\u22122", "0", "+1.5"]


def test_a_refusal_names_its_rules_topic_by_its_template_key_even_when_joined(toy):
    teaching = registry.teaching(TOY.id)
    reason = toy_words.TOO_MANY(most=2)
    assert refusal_topic(teaching, reason).key == "last_counter"
    assert refusal_topic(teaching, join(["Not so.", reason])).key == "last_counter"
    assert refusal_topic(teaching, toy_words.NOT_YOUR_TURN(p=1)) is None
    assert refusal_topic(None, reason) is None


def test_coloretto_names_the_row_capacity_topic_for_a_full_row():
    from chroma_desktop.games.coloretto import text

    teaching = registry.teaching("coloretto")
    assert refusal_topic(teaching, text.ROW_FULL(r=1, n=3)).key == "row_capacity"


def test_the_groups_say_themselves_in_italian(toy):
    state = toy.new_initial_state(2, {})._replace(current=0, left=4)
    moves = toy.legal_moves(state, 0)
    groups = grouped(toy, state, 0, moves, registry.teaching(TOY.id), previews_of(toy))
    last = state._replace(left=2)
    winning = grouped(toy, last, 0, toy.legal_moves(last, 0), registry.teaching(TOY.id),
                      previews_of(toy))[0]
    language.set_current("it")
    try:
        said = [render(group.words(), None, message_translator()) for group in groups]
        assert render(winning.words(), None, message_translator()) == (
            "Prendi le ultime pedine: chi prende l'ultima pedina vince (fino a +1)")
    finally:
        language.set_current(language.SOURCE)
    assert said == ["Lascia 3 pedine: un multiplo di tre: qualunque cosa prenda il prossimo "
                    "giocatore, puoi rispondere e mantenerlo",
                    "Prendi 2 pedine: con 4 pedine rimaste nessuna di queste lascia un multiplo "
                    "di tre"]


def _losing_group(game_id: str, seed: int, index: int):
    """The first group at `_positions(...)[index]` whose every move loses points."""
    game = find_game(game_id)
    view, seat, moves = _positions(game, 2, seed=seed, count=index + 1)[index]
    groups = grouped(game, view, seat, moves, registry.teaching(game_id), game)
    return next(group for group in groups if group.best_change is not None
                and group.best_change < 0), game, view


@pytest.mark.parametrize("game_id, seed, index", [("coloretto", 1, 117), ("chroma_mix", 4, 126)])
def test_a_group_whose_every_move_loses_says_what_each_costs_in_words(game_id, seed, index):
    """Issue 31: "(up to −2)" for moves that all lose points read as a gain; the line says what
    each costs, from the rules' own effects (Coloretto: taking rows 1 or 2 costs 2 or 4 points;
    Chroma Mix: each refill gives back cards already scoring)."""
    group, game, view = _losing_group(game_id, seed, index)
    costs = sorted(-game.effect(view, move).change for move in group.moves)
    assert len(group.moves) == 2 and costs[0] < costs[-1]
    for said in (render(group.line()), render(group.words())):
        assert said.endswith(f" (each costs {costs[0]:g} to {costs[-1]:g} points)")
        assert "up to" not in said
    translated = {}
    for code in ("it", "de"):
        language.set_current(code)
        try:
            translated[code] = render(group.line(), None, message_translator())
        finally:
            language.set_current(language.SOURCE)
    assert translated["it"].endswith(f" (ognuna costa da {costs[0]:g} a {costs[-1]:g} punti)")
    assert translated["de"].endswith(f" (jeder Zug kostet {costs[0]:g} bis {costs[-1]:g} Punkte)")


def test_a_lone_losing_move_says_its_cost_with_its_plural():
    group, game, view = _losing_group("coloretto", 1, 20)
    assert len(group.moves) == 1 and group.best_change == -1
    assert render(group.line()).endswith(" (costs 1 point)")
    two = group._replace(moves=group.moves * 2, best_change=-2.0, worst_change=-2.0)
    assert render(two.line()).endswith(" (each costs 2 points)")
