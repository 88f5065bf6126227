"""Chroma Mix: set-up as the rulebook lays it out, options, private hands and conservation."""

from __future__ import annotations

import random

import pytest

from chroma_desktop.rules.api import OptionError
from chroma_desktop.rules.match import Match
from tests.rules.chroma_mix.conftest import cards, run


def test_setup_hands_supply_piles_market_rows_and_decks(game):
    """Every player starts with Soft Cyan, Pale Magenta and Light Yellow; three face-up rank-1
    piles; Ruby, Emerald and Sapphire piles of 3; rank-2 and rank-3 decks with six cards dealt
    from each into the market."""
    match = Match(game, 2, {"win_card": "none"}, seed=3)
    state = match.state
    for seat in (0, 1):
        assert cards(state, "hand", seat) == {"soft_cyan": 1, "pale_magenta": 1, "light_yellow": 1}
    supply = cards(state, "supply")
    assert supply == {"soft_cyan": 10, "pale_magenta": 10, "light_yellow": 10,
                      "sapphire_blue": 3, "ruby_red": 3, "emerald_green": 3}
    assert [len(row) for row in state.rows] == [6, 6] and -1 not in state.rows[0] + state.rows[1]
    assert [sum(deck) for deck in state.decks] == [17, 15]
    assert state.current in (0, 1) and state.first == state.current
    inventory = game.inventory(state)
    assert sum(inventory.values()) == 92 + 3 and inventory["mix_card"] == 3


@pytest.mark.parametrize(("choice", "in_supply"), [("mustard", "mustard"), ("none", None)])
def test_variable_win_card_chosen_or_none(game, content, choice, in_supply):
    state = game.new_initial_state(2, {"win_card": choice})
    variable = {"burgundy", "mustard", "petrol"}
    assert set(cards(state, "supply")) & variable == ({in_supply} if in_supply else set())


def test_variable_win_card_drawn_at_random(game):
    """[Skip on first play] randomly select Burgundy, Mustard or Petrol."""
    seen = set()
    for seed in range(12):
        state = Match(game, 2, {}, seed).state
        seen.add(state.config.ids[state.win_card])
        assert sum(state.supply[k] for k in state.config.variable_cards) == 1
    assert seen == {"burgundy", "mustard", "petrol"}


def test_unknown_option_values_are_refused(game):
    with pytest.raises(OptionError):
        Match(game, 2, {"win_card": "violet"}, 1)


def test_view_hides_other_hands_and_the_decks(game, table):
    """Hands are private: others see how many cards you hold. Deck contents would reveal them."""
    state = table(hands={0: ["lemon", "coral"], 1: ["azure", "violet", "ruby_red"]})
    view = game.view(state, 0)
    assert view.hands[0] == state.hands[0] and not any(view.hands[1])
    assert view.hand_size(1) == 3 and view.deck_size(0) == state.deck_size(0)
    assert not any(view.decks[0]) and game.legal_moves(view, 0) == game.legal_moves(state, 0)
    sampled = game.determinize(view, 0, random.Random(4))
    assert game.view(sampled, 0) == view and sampled.hidden is None
    assert game.inventory(sampled) == game.inventory(state)
    assert game.inventory(sampled)["azure"] == game.inventory(state)["azure"]


def test_open_hands_option_shows_every_hand(game, table):
    """An "open hands" option for teaching: nothing is hidden."""
    state = table(hands={1: ["azure"]}, open_hands=True)
    assert game.view(state, 0) == state and game.view(state, None) == state


def test_every_card_is_accounted_for_through_a_played_game(game):
    """All 92 colour cards and Billy's 3 Mix cards at every ply of a solo game."""
    match = Match(game, 1, {}, 7)
    rng = random.Random(7)
    expected = game.inventory(match.state)
    while not match.is_over():
        match.play(rng.choice(match.legal_moves(0)), 0)
        assert game.inventory(match.state) == expected
    assert sum(expected.values()) == 95


def test_a_refill_through_run_keeps_the_table_consistent(game, table):
    state = run(game, table(play={0: ["lemon"]}), "refill lemon")
    assert cards(state, "hand") == {"lemon": 1}
