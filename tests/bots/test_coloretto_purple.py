"""Coloretto's heuristic on the purple scoring side (issue 14): it takes a row that adds a couple
of points rather than waiting for rows that only get worse, it counts the odds of the last open
row right, and it beats three random bots on a fixed-seed sample. Real content, real moves."""

from __future__ import annotations

import pytest

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.driver import play_batch
from chroma_desktop.games.coloretto import heuristic
from chroma_desktop.games.coloretto.state import NO_ONE, TURN, ColorettoState
from chroma_desktop.registry import find_game
from chroma_desktop.rules.common.counts import add_all
from chroma_desktop.rules.match import Match

coloretto = find_game("coloretto")
PURPLE = {"edition": "newer", "scoring": "purple"}


def _turn(options: dict[str, str], players: int = 4, seed: int = 1) -> ColorettoState:
    """A real game just after its set-up (starting colours chosen in the newer edition), at the
    first player's turn."""
    match = Match(coloretto, players, options, seed)
    while match.state.phase != TURN:
        match.play(match.legal_moves(match.to_move()[0])[0])
    return match.state


@pytest.mark.parametrize(("options", "peaked"), [({}, False), ({"scoring": "purple"}, True),
                                                 (PURPLE, True)])
def test_the_purple_table_is_the_peaked_one(options, peaked):
    assert heuristic.peaked(_turn(options).config) is peaked


def _two_reds_each(options: dict[str, str]) -> ColorettoState:
    """Everyone holds two reds; the only card on the table is a third red, on row 1."""
    state = _turn(options)
    red = 0
    empty = (0,) * state.config.kinds
    collections = tuple(add_all(empty, (red, red)) for _ in range(4))
    return state._replace(collections=collections, rows=((red,), (), (), ()), current=0)


def test_on_purple_a_row_worth_four_is_taken_though_it_is_worth_as_much_to_the_others():
    state = _two_reds_each(PURPLE)
    move, reason = heuristic.plan_move(state, 0, coloretto.legal_moves(state, 0))
    assert coloretto.move_to_str(state, move) == "take 1"
    assert str(reason) == "Take row 1: it adds 4 points for you"  # 2 reds score 4, 3 score 8


def test_on_brown_the_same_row_is_left_to_grow():
    """On brown the third red adds 3 to me and 3 to each opponent: no net value, so draw."""
    state = _two_reds_each({})
    move, _reason = heuristic.plan_move(state, 0, coloretto.legal_moves(state, 0))
    assert coloretto.move_to_str(state, move) == "draw"


def test_alone_with_one_open_row_the_drawn_card_must_go_on_it():
    """The expected gain after a draw is the row with each possible card, by the deck's odds:
    the row as it is cannot be kept, since the card has nowhere else to go."""
    state = _turn(PURPLE)
    config = state.config
    full = add_all((0,) * config.kinds, (0, 0, 0, 1, 1, 1, 2, 2, 2))  # 3 x 3 cards: 24 points
    state = state._replace(collections=(full, *state.collections[1:]), current=0,
                           rows=((), (), (), (config.plus2,)), takers=(1, 2, 3, NO_ONE))
    size = sum(state.deck)
    expected = sum(count / size * heuristic.gain(state, 0, (config.plus2, kind))
                   for kind, count in enumerate(state.deck) if count)
    assert heuristic.expected_after_draw(state, 0) == pytest.approx(expected)
    # Any colour card now costs a point, so the row of one "+2" is best taken as it is.
    assert expected < heuristic.gain(state, 0, (config.plus2,)) == 2
    move, _reason = heuristic.plan_move(state, 0, coloretto.legal_moves(state, 0))
    assert coloretto.move_to_str(state, move) == "take 4"


def test_normal_beats_three_random_bots_on_purple():
    """The 1,000-game figures are in benchmarks/coloretto_bots.py; a fixed-seed sample here."""
    bots = [make_bot("heuristic", "coloretto")] + [make_bot("random", "coloretto")] * 3
    for options in (PURPLE, {"scoring": "purple"}):
        result = play_batch(coloretto, bots, games=120, seed=99, options=options)
        assert result.wins[0] / result.games >= 0.5, options  # an even share is 25 %
        assert result.mean_score(0) > max(result.mean_score(seat) for seat in (1, 2, 3)) + 4
