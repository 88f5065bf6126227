"""Coloretto's unclear rules played both ways: each test names its ruling (data/coloretto/
rulings.yaml, Help > Rulings) and shows the option's two readings play differently.

Scenarios start from the real set-up or from position text, never from internal fields.
"""

from __future__ import annotations

import pytest

from chroma_desktop.games.coloretto import moves as mv
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE, IllegalMoveError
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.position import position_from_text, position_to_text


def ruling(game, ruling_id):
    return next(r for r in game.content.rulings if r.id == ruling_id)


def position(text: str, players: int, **options: str):
    header = ", ".join(["chroma position: coloretto", f"{players} players",
                        *(f"{name}={value}" for name, value in options.items())])
    return position_from_text(f"{header}\n{text}", resolve=find_game)


# -- ruling colour_removal: which colours leave a 2- or 3-player game ----------------------------
def test_colour_removal_random_leaves_it_to_chance(game):
    assert ruling(game, "colour_removal").default == "random"
    state = game.new_initial_state(3, {})
    assert game.to_move(state) == (CHANCE,)
    assert game.legal_moves(state, 0) == ()
    outcomes = game.chance_outcomes(state)
    assert len(outcomes) == 7 and {p for _, p in outcomes} == {1 / 7}


def test_colour_removal_chosen_lets_player_1_choose_for_the_table(game):
    state = game.new_initial_state(3, {"colour_removal": "chosen"})
    assert game.to_move(state) == (0,)
    assert game.chance_outcomes(state) == ()
    assert [game.move_to_str(state, m) for m in game.legal_moves(state, 0)] == [
        f"remove {colour.id}" for colour in game.content.colours]
    assert game.legal_moves(state, 1) == ()
    assert str(game.prompt(state, 0)) == "Choose a colour to remove from the game (1 more to remove)"
    grey = game.parse_move(state, "remove grey")
    assert str(game.describe(state, grey)) == "Player 1 removes grey ▲ from the game"
    after = game.apply(state, grey)
    assert after.removed == (state.config.kind_of("grey"),) and after.deck[grey.arg] == 0
    assert game.to_move(after) == (CHANCE,)  # the starting colours are dealt (original edition)
    assert grey.arg not in {m.arg for m, _ in game.chance_outcomes(after)}


def test_colour_removal_chosen_twice_with_two_players_then_play_goes_on(game):
    match = Match(game, 2, seed=5, options={"colour_removal": "chosen", "edition": "newer"})
    match.play(game.parse_move(match.state, "remove brown"), 0)
    assert match.to_move() == (0,)
    assert str(game.prompt(match.state, 0)).endswith("(1 more to remove)")
    match.play(game.parse_move(match.state, "remove grey"), 0)
    kinds = match.state.config.kind_of
    assert match.state.removed == (kinds("brown"), kinds("grey"))
    # Newer edition: the players now choose starting colours; the removed ones are not offered.
    offered = {game.move_to_str(match.state, m) for m in match.legal_moves(0)}
    assert offered and not offered & {"start brown", "start grey"}


def test_a_colour_already_out_cannot_be_removed_again(game):
    state = game.new_initial_state(2, {"colour_removal": "chosen"})
    state = game.apply(state, mv.remove_move(state.config.kind_of("red")))
    assert game.to_move(state) == (0,)
    assert "remove red" not in {game.move_to_str(state, m) for m in game.legal_moves(state, 0)}
    with pytest.raises(IllegalMoveError, match="That colour is already out of the game"):
        game.apply(state, mv.remove_move(state.config.kind_of("red")))


# -- ruling tie_break_jokers: newer edition, do jokers count in the tie-break? -------------------
TIED = """
phase: over
round: 6
last round: yes
removed: brown, grey
P1: 4 red, 2 joker
P2: 5 blue, 3 plus2
row 1: taken by P2
row 2: taken by P1
last row taken by: P1
"""


def test_tie_break_counts_colour_cards_only_by_default(game):
    """P1's four reds and two jokers score as six reds, 21, like P2's five blues and three +2s.
    Counting colour cards only, P2's five blues beat P1's four reds."""
    assert ruling(game, "tie_break_jokers").default == "not_counted"
    state = position(TIED, 2, edition="newer")
    outcome = game.outcome(state)
    assert outcome.scores[0] == outcome.scores[1] == 21.0
    assert outcome.winners == (1,)
    assert str(outcome.tie_break) == "Tied on 21: most cards of one colour (5) decides"


def test_tie_break_counting_jokers_gives_the_win_to_the_other_player(game):
    state = position(TIED, 2, edition="newer", tie_jokers="counted")
    outcome = game.outcome(state)
    assert outcome.scores[0] == outcome.scores[1] == 21.0
    assert outcome.winners == (0,), "P1's jokers make six reds"
    assert str(outcome.tie_break) == "Tied on 21: most cards of one colour (6) decides"


def test_the_original_edition_has_no_tie_breaker_either_way(game):
    for reading in ("not_counted", "counted"):
        outcome = game.outcome(position(TIED, 2, tie_jokers=reading))
        assert outcome.winners == (0, 1) and "no tie-breaker" in str(outcome.tie_break)


def test_positions_keep_the_readings_of_their_game(game):
    """A position copied from a game played with other readings pastes with them."""
    state = game.new_initial_state(3, {"colour_removal": "chosen", "tie_jokers": "counted"})
    text = position_to_text(game, state)
    assert text.startswith("chroma position: coloretto, 3 players, edition=original, "
                           "scoring=brown, colour_removal=chosen, tie_jokers=counted\n")
    assert position_from_text(text, resolve=find_game) == state
    assert "colour_removal" not in position_to_text(game, game.new_initial_state(3, {}))
