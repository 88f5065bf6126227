"""Chroma Mix scenario tests: the four actions, the market and the supply (rulebook, "On a turn,
choose one: print, mix, refill or swap")."""

from __future__ import annotations

import pytest

from chroma_desktop.rules.api import IllegalMoveError
from tests.rules.chroma_mix.conftest import cards, legal, run


def test_turn_offers_print_mix_refill_and_swap(game, table):
    """ON A TURN, CHOOSE ONE: PRINT, MIX, REFILL OR SWAP."""
    state = table(hands={0: ["soft_cyan", "light_yellow"]}, play={0: ["coral"]})
    moves = legal(game, state)
    assert "print soft_cyan" in moves
    assert "mix soft_cyan light_yellow -> jungle" in moves
    assert "refill" in moves and "refill coral" in moves
    assert "swap soft_cyan -> pale_magenta" in moves
    assert "skip" not in moves  # a turn is not passed without an action
    assert str(game.prompt(state, 0)) == "Choose your action: print, mix, refill or swap"


def test_print_plays_a_hand_card_and_resolves_its_instant_effect(game, table):
    """PRINT: play one card from your hand to your play area. Resolve any instant effects
    (Adam plays Soft Cyan and adds a Pale Magenta from the supply)."""
    state = table(hands={0: ["soft_cyan"]})
    state = run(game, state, "print soft_cyan")
    assert game.to_move(state) == (0,)
    assert legal(game, state) == ["choose pale_magenta", "choose light_yellow"]
    state = run(game, state, "choose pale_magenta")
    assert cards(state, "play") == {"soft_cyan": 1}
    assert cards(state, "hand") == {"pale_magenta": 1}
    assert state.current == 1  # one action: the turn passed


def test_mix_returns_two_hand_cards_and_takes_the_exact_composition(game, table):
    """MIX: take exactly 2 cards from your hand and return them to the supply (or discard for
    rank 2 and 3); add the card equal to their composition (Diana: Soft Cyan + Light Yellow ->
    Jungle from the market)."""
    state = table(hands={0: ["soft_cyan", "light_yellow"]})
    before = cards(state, "supply")
    state = run(game, state, "mix soft_cyan light_yellow -> jungle", fills=["fill r2 lemon"])
    assert cards(state, "hand") == {"jungle": 1}
    after = cards(state, "supply")
    assert after["soft_cyan"] == before["soft_cyan"] + 1
    assert after["light_yellow"] == before["light_yellow"] + 1
    assert state.rows[0].count(state.config.ids.index("lemon")) == 2  # the row refilled at once


def test_mix_rank_2_cards_go_to_the_discard_and_rank_4_comes_from_the_supply(game, table):
    """Diana returns Cerulean and Fuchsia to the rank 2 discard and takes a Sapphire Blue from
    the rank 4 supply."""
    state = table(hands={0: ["cerulean", "fuchsia"]}, row2=("lemon",) * 4 + ("jungle", "coral"))
    state = run(game, state, "mix cerulean fuchsia -> sapphire_blue")
    assert cards(state, "hand") == {"sapphire_blue": 1}
    assert cards(state, "discard2") == {"cerulean": 1, "fuchsia": 1}
    assert cards(state, "supply")["sapphire_blue"] == 2


def test_mix_must_be_exact_no_overpaying(game, table):
    """MIX COMBINATIONS MUST BE EXACT: Diana can't mix Violet & Cerulean to Sapphire Blue, since
    it would contain too much cyan pigment."""
    state = table(hands={0: ["violet", "cerulean"]}, row2=("lemon",) * 4 + ("jungle", "coral"),
                  row3=("azure", "pear", "raspberry", "orange", "pear", "turquoise"))
    assert not any(m.startswith("mix") for m in legal(game, state))
    reason = game.why_not(state, 0, "p0.hand:violet+p0.hand:cerulean", "supply.r4:sapphire_blue")
    assert str(reason) == ("Violet + Cerulean has one Cyan too many for Sapphire Blue "
                           "(mixes must be exact).")
    with pytest.raises(IllegalMoveError, match="one Cyan too many"):
        game.apply(state, game.parse_move(state, "mix violet cerulean -> sapphire_blue"))


def test_mix_exactly_two_cards_without_raspberry(game, table):
    state = table(hands={0: ["soft_cyan", "soft_cyan", "light_yellow"]})
    reason = game.why_not(state, 0, "p0.hand:soft_cyan+p0.hand:soft_cyan+p0.hand:light_yellow",
                          "market.r3:turquoise")
    assert str(reason) == "A mix returns exactly 2 cards (Raspberry in play allows any number)."


def test_prism_mixes_as_any_two_identical_pigments(game, table):
    """Prism: WHEN USING PRISM IN A MIX, IT IS WORTH ANY 2 IDENTICAL PIGMENTS."""
    state = table(hands={0: ["prism", "cerulean", "fuchsia"]},
                  row2=("lemon",) * 4 + ("jungle", "coral"))
    moves = legal(game, state)
    assert "mix cerulean prism -> emerald_green" in moves  # CC + YY
    assert "mix cerulean prism -> sapphire_blue" in moves  # CC + MM
    assert "mix fuchsia prism -> ruby_red" in moves  # MM + YY
    assert "mix cerulean fuchsia -> sapphire_blue" in moves


def test_mixing_from_the_play_area_needs_coral(game, table):
    """MIX: take exactly 2 cards from your hand (NOT PLAY AREA!)."""
    state = table(hands={0: ["soft_cyan"]}, play={0: ["light_yellow"]})
    assert not any(m.startswith("mix") for m in legal(game, state))
    reason = game.why_not(state, 0, "p0.hand:soft_cyan+p0.play:light_yellow", "market.r2:jungle")
    assert str(reason) == "Mixing from the play area needs Coral in play."


def test_refill_returns_any_number_of_cards_zero_included(game, table):
    """REFILL: choose any number of cards in your play area and return them to your hand.
    NOTE: you may choose to refill and return zero cards."""
    state = table(play={0: ["lemon", "coral", "soft_cyan"]})
    zero = run(game, state, "refill")
    assert zero.current == 1 and cards(zero, "play") == {"lemon": 1, "coral": 1, "soft_cyan": 1}
    state = run(game, state, "refill lemon")
    assert legal(game, state) == ["refill soft_cyan", "refill coral", "done"]
    state = run(game, state, "refill coral", "done")
    assert cards(state, "hand") == {"lemon": 1, "coral": 1}
    assert cards(state, "play") == {"soft_cyan": 1}
    assert state.current == 1


def test_swap_exchanges_a_hand_card_and_triggers_no_effects(game, table):
    """SWAP: exchange 1 card from your hand for any rank 1 card from the supply. THE SWAP ACTION
    DOES NOT TRIGGER ANY CARD EFFECTS (no Jungle, no Slate Gray of the neighbour)."""
    state = table(hands={0: ["lemon"]}, play={0: ["jungle"], 1: ["slate_gray"]})
    state = run(game, state, "swap lemon -> soft_cyan")
    assert cards(state, "hand") == {"soft_cyan": 1}
    assert cards(state, "discard2") == {"lemon": 1}
    assert cards(state, "hand", 1) == {} and state.current == 1


def test_swap_with_an_empty_hand_adds_a_light_yellow(game, table):
    """IF YOU HAVE NO CARDS IN YOUR HAND, YOU MAY INSTEAD ADD 1 LIGHT YELLOW TO YOUR HAND."""
    state = table(play={0: ["lemon"]})
    assert "swap -> light_yellow" in legal(game, state)
    state = run(game, state, "swap -> light_yellow")
    assert cards(state, "hand") == {"light_yellow": 1}


def test_row_refills_from_the_reshuffled_discard_when_its_deck_is_empty(game, table):
    """IF THE DECK IS EMPTY, SHUFFLE ITS DISCARD PILE INTO THE DECK."""
    state = table(hands={0: ["soft_cyan", "light_yellow"]}, decks={2: (), 3: ()},
                  discards={2: ["prism"]})
    state = run(game, state, "mix soft_cyan light_yellow -> jungle")
    assert state.rows[0][4] == state.config.ids.index("prism")
    assert not any(state.discards[0]) and not any(state.decks[0])


def test_a_row_has_fewer_cards_only_while_deck_and_discard_are_empty(game, table):
    """ONLY IF THE DECK IS STILL EMPTY CAN A ROW HAVE LESS THAN 6 CARDS IN IT."""
    state = table(hands={0: ["soft_cyan", "light_yellow", "lemon"]}, decks={2: (), 3: ()})
    state = run(game, state, "mix soft_cyan light_yellow -> jungle")
    assert state.rows[0].count(-1) == 1
    state = run(game, state, "refill", "swap lemon -> soft_cyan")  # Lemon goes to the discard
    assert -1 not in state.rows[0]  # INFERRED (rules.yaml): the empty slot takes it at once


def test_the_rank_1_supply_runs_out_and_comes_back(game, table):
    """IF THE RANK 1 OR RANK 4 SUPPLY RUNS OUT, THEY CAN NO LONGER BE OBTAINED UNLESS MORE
    COPIES ARE RETURNED TO THE SUPPLY."""
    state = table(hands={0: ["pale_magenta"] * 11, 1: ["soft_cyan", "light_yellow"]},
                  play={0: ["pale_magenta"]})
    state = run(game, state, "swap pale_magenta -> soft_cyan")
    assert "swap soft_cyan -> pale_magenta" in legal(game, state)
    state = table(hands={0: ["pale_magenta"] * 11, 1: ["soft_cyan"]}, play={0: ["pale_magenta"]})
    assert cards(state, "supply").get("pale_magenta", 0) == 0
    state = run(game, state, "refill", "swap soft_cyan -> light_yellow")
    assert "swap soft_cyan -> pale_magenta" not in legal(game, state)


def test_notation_round_trips_and_names_components(game, table):
    state = table(hands={0: ["cerulean", "fuchsia"]}, play={0: ["coral"]})
    move = game.parse_move(state, "mix cerulean play:coral -> petrol")
    assert game.move_to_str(state, move) == "mix cerulean play:coral -> petrol"
    assert move.source == "p0.hand:cerulean+p0.play:coral" and move.target == "supply.r4:petrol"
    printed = game.parse_move(state, "print cerulean")
    assert (printed.source, printed.target) == ("p0.hand:cerulean", "p0.play")
    refill = game.parse_move(state, "refill coral")
    assert (refill.source, refill.target) == ("p0.play:coral", "p0.hand")
    jungle = game.parse_move(state, "mix soft_cyan light_yellow -> jungle")
    assert jungle.target == "market.r2:jungle"
    for text in ("swap lemon -> soft_cyan", "swap -> light_yellow", "choose light_yellow",
                 "choose soft_cyan pale_magenta", "discard play:coral", "place sapphire_blue",
                 "tuck coral", "skip", "done", "refill", "billy cerulean fuchsia -> sapphire_blue",
                 "fill r2 cerulean", "win_card mustard", "first 2", "billy_draw mix"):
        assert game.move_to_str(state, game.parse_move(state, text)) == text
