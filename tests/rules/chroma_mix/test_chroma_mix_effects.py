"""Chroma Mix scenario tests: every card's instant and continuous effect (rulebook card texts)."""

from __future__ import annotations

from tests.rules.chroma_mix.conftest import cards, legal, run

R1 = ["choose soft_cyan", "choose pale_magenta", "choose light_yellow"]


def test_pale_magenta_adds_soft_cyan_or_light_yellow(game, table):
    """PALE MAGENTA: when played, add Soft Cyan or Light Yellow to your hand."""
    state = run(game, table(hands={0: ["pale_magenta"]}), "print pale_magenta")
    assert legal(game, state) == ["choose soft_cyan", "choose light_yellow"]


def test_light_yellow_refills_at_most_one_card(game, table):
    """LIGHT YELLOW: perform a refill action to return at most 1 card."""
    state = run(game, table(hands={0: ["light_yellow"]}, play={0: ["lemon", "coral"]}),
                "print light_yellow")
    assert legal(game, state) == ["refill light_yellow", "refill lemon", "refill coral", "refill"]
    state = run(game, state, "refill coral")
    assert cards(state, "hand") == {"coral": 1} and state.current == 1


def test_light_yellow_refill_triggers_jungle(game, table):
    """LIGHT YELLOW: ... THIS TRIGGERS "JUNGLE" (even returning no card)."""
    state = run(game, table(hands={0: ["light_yellow"]}, play={0: ["jungle"]}),
                "print light_yellow", "refill")
    assert legal(game, state) == R1
    state = run(game, state, "choose soft_cyan")
    assert cards(state, "hand") == {"soft_cyan": 1}


def test_light_yellow_refill_does_not_use_up_keys_refill(game, table):
    """KEY: REFILLING OR PRINTING VIA A CARD EFFECT DOES NOT COUNT TOWARDS KEY'S ABILITY, YOU
    CAN STILL DO THOSE ACTIONS NORMALLY THE SAME TURN."""
    state = run(game, table(hands={0: ["light_yellow"]}, play={0: ["key", "lemon"]}),
                "print light_yellow", "refill lemon")
    moves = legal(game, state)
    assert "refill" in moves and "skip" in moves and not any(m.startswith("print") for m in moves)


def test_cerulean_adds_two_identical_rank_1_cards(game, table):
    """CERULEAN: add 2 identical rank 1 cards to your hand."""
    state = run(game, table(hands={0: ["cerulean"]}), "print cerulean")
    assert legal(game, state) == R1
    state = run(game, state, "choose light_yellow")
    assert cards(state, "hand") == {"light_yellow": 2}


def test_cerulean_resolves_as_much_as_possible(game, table):
    """Betty plays Cerulean and attempts to add 2 Soft Cyan while there is only 1 in the supply:
    she only adds 1 Soft Cyan to her hand."""
    state = table(hands={0: ["cerulean"], 1: ["soft_cyan"] * 11})
    assert cards(state, "supply")["soft_cyan"] == 1
    state = run(game, state, "print cerulean", "choose soft_cyan")
    assert cards(state, "hand") == {"soft_cyan": 1}


def test_coral_adds_a_pale_magenta(game, table):
    """CORAL: when this card is played, add a Pale Magenta to your hand (no choice to make)."""
    state = run(game, table(hands={0: ["coral"]}), "print coral")
    assert cards(state, "hand") == {"pale_magenta": 1} and state.current == 1


def test_coral_lets_a_mix_use_play_area_cards(game, table):
    """CORAL: when mixing, you may use cards in your play area or cards in hand, or one of each.
    You can still only use 2 cards."""
    state = table(hands={0: ["soft_cyan"]}, play={0: ["coral", "light_yellow", "soft_cyan"]})
    moves = legal(game, state)
    assert "mix soft_cyan play:light_yellow -> jungle" in moves
    assert "mix play:soft_cyan play:light_yellow -> jungle" in moves
    assert not any(m.count(" ") > 4 for m in moves if m.startswith("mix"))
    state = run(game, state, "mix play:soft_cyan play:light_yellow -> jungle")
    assert cards(state, "play") == {"coral": 1} and cards(state, "hand") == {"soft_cyan": 1,
                                                                              "jungle": 1}


def test_fuchsia_adds_a_rank_1_card_that_may_be_printed_at_once(game, table):
    """FUCHSIA: add a rank 1 card to your hand, you may then instantly play it."""
    state = run(game, table(hands={0: ["fuchsia"]}), "print fuchsia")
    assert legal(game, state) == R1
    state = run(game, state, "choose soft_cyan")
    assert legal(game, state) == ["print soft_cyan", "skip"]
    printed = run(game, state, "print soft_cyan")
    assert legal(game, printed) == ["choose pale_magenta", "choose light_yellow"]  # its effect
    kept = run(game, state, "skip")
    assert cards(kept, "hand") == {"soft_cyan": 1} and kept.current == 1


def test_jungle_adds_a_rank_1_card_after_a_refill_and_stacks(game, table):
    """JUNGLE: after you refill, add a rank 1 card to your hand. This effect stacks!"""
    state = run(game, table(play={0: ["jungle", "jungle", "lemon"]}), "refill lemon", "done")
    assert legal(game, state) == R1
    state = run(game, state, "choose soft_cyan")
    assert legal(game, state) == R1
    state = run(game, state, "choose light_yellow")
    assert cards(state, "hand") == {"lemon": 1, "soft_cyan": 1, "light_yellow": 1}


def test_lavender_reverse_mixes_and_prints_both_cards(game, table):
    """LAVENDER: discard a rank 2/3/4 card in your hand or play area. Then add 2 cards with the
    same total pigments to hand, and play them."""
    state = run(game, table(hands={0: ["lavender", "sapphire_blue"]}), "print lavender")
    assert legal(game, state) == ["discard sapphire_blue", "discard play:lavender"]
    state = run(game, state, "discard sapphire_blue")
    assert "choose cerulean fuchsia" in legal(game, state)
    assert "choose soft_cyan violet" in legal(game, state)
    assert "choose cerulean lemon" not in legal(game, state)
    state = run(game, state, "choose cerulean fuchsia")
    assert legal(game, state) == ["print cerulean", "print fuchsia"]
    state = run(game, state, "print fuchsia", "choose pale_magenta", "skip")
    # The one card left to print is printed at once, and its instant effect follows.
    assert cards(state, "play") == {"lavender": 1, "cerulean": 1, "fuchsia": 1}
    assert legal(game, state) == R1


def test_lemon_allows_a_second_mix_and_does_not_stack(game, table):
    """LEMON: on turns that you choose to mix, you may do the mix action twice. This effect does
    not stack."""
    state = table(hands={0: ["soft_cyan", "light_yellow", "soft_cyan", "pale_magenta",
                             "light_yellow", "pale_magenta"]}, play={0: ["lemon", "lemon"]})
    state = run(game, state, "mix soft_cyan light_yellow -> jungle")
    assert "skip" in legal(game, state) and "mix soft_cyan pale_magenta -> lavender" in legal(game, state)
    assert not any(m.startswith(("print", "refill", "swap")) for m in legal(game, state))
    state = run(game, state, "mix soft_cyan pale_magenta -> lavender")
    assert state.current == 1  # two Lemons still give two mixes only


def test_prism_may_discard_a_card_to_add_a_rank_2_card(game, table):
    """PRISM: you may discard 1 card from play/hand to add 1 rank 2 card to hand."""
    state = run(game, table(hands={0: ["prism", "soft_cyan"]}, play={0: ["ruby_red"]}),
                "print prism")
    assert "skip" in legal(game, state)
    assert "discard play:ruby_red" in legal(game, state) and "discard soft_cyan" in legal(game, state)
    state = run(game, state, "discard play:ruby_red")
    assert cards(state, "supply")["ruby_red"] == 3
    assert "choose lemon" in legal(game, state) and "choose soft_cyan" not in legal(game, state)
    state = run(game, state, "choose lemon")
    assert cards(state, "hand") == {"soft_cyan": 1, "lemon": 1}


def test_azure_adds_a_rank_2_card_from_the_market(game, table):
    """AZURE: add a rank 2 card to your hand (INFERRED: from the rank-2 market row)."""
    state = run(game, table(hands={0: ["azure"]}), "print azure")
    assert legal(game, state) == ["choose cerulean", "choose fuchsia", "choose lemon",
                                  "choose lavender", "choose jungle", "choose coral"]
    state = run(game, state, "choose jungle", fills=["fill r2 prism"])
    assert cards(state, "hand") == {"jungle": 1}
    assert state.config.ids.index("prism") in state.rows[0]


def test_key_allows_mix_and_refill_and_print_each_turn(game, table):
    """KEY: you may mix and refill and print each turn, in any order. Each action must be resolved
    separately and in its entirety."""
    state = table(hands={0: ["soft_cyan", "light_yellow", "lemon"]}, play={0: ["key", "coral"]})
    state = run(game, state, "refill coral", "done")
    moves = legal(game, state)
    assert "skip" in moves and "print lemon" in moves and "mix soft_cyan light_yellow -> jungle" in moves
    assert not any(m.startswith(("refill", "swap")) for m in moves)
    state = run(game, state, "mix soft_cyan light_yellow -> jungle", "print lemon")
    assert state.current == 1


def test_orange_puts_the_mixed_card_in_play_without_its_instant_effect(game, table):
    """ORANGE: when you mix a card, you may put it directly in your play area, but do not
    activate any of its instant effects. This counts as a print action."""
    state = table(hands={0: ["pale_magenta", "light_yellow"]}, play={0: ["orange", "pear"]})
    state = run(game, state, "mix pale_magenta light_yellow -> coral")
    assert legal(game, state) == ["place coral", "skip"]
    state = run(game, state, "place coral")
    assert cards(state, "play") == {"orange": 1, "pear": 1, "coral": 1}
    assert "pale_magenta" not in cards(state, "hand")  # Coral's instant effect did not happen
    assert legal(game, state) == R1  # but it was a print: Pear triggers


def test_pear_adds_a_rank_1_card_after_the_last_print_and_stacks(game, table):
    """PEAR: after your last print action in a turn, gain a rank 1 card. Stacks: one card per
    copy of Pear in a turn."""
    state = table(hands={0: ["lemon"]}, play={0: ["pear", "pear"]})
    state = run(game, state, "print lemon")
    assert legal(game, state) == R1
    state = run(game, state, "choose soft_cyan", "choose pale_magenta")
    assert cards(state, "hand") == {"soft_cyan": 1, "pale_magenta": 1} and state.current == 1
    no_print = run(game, table(hands={0: ["lemon"]}, play={0: ["pear"]}), "refill")
    assert no_print.current == 1 and cards(no_print, "hand") == {"lemon": 1}


def test_raspberry_adds_a_rank_1_card_and_mixes_any_number_of_cards(game, table):
    """RASPBERRY: when played, add a rank 1 card to hand. When mixing, you may return any number
    of cards to mix instead of just 2."""
    state = run(game, table(hands={0: ["raspberry"]}), "print raspberry")
    assert legal(game, state) == R1
    state = table(hands={0: ["soft_cyan", "soft_cyan", "light_yellow", "pale_magenta"]},
                  play={0: ["raspberry"]},
                  row3=("azure", "violet", "slate_gray", "orange", "pear", "turquoise"))
    moves = legal(game, state)
    assert "mix soft_cyan soft_cyan light_yellow -> turquoise" in moves
    assert "mix soft_cyan soft_cyan pale_magenta light_yellow -> petrol" not in moves  # not in game
    assert "mix soft_cyan pale_magenta light_yellow -> slate_gray" in moves


def test_slate_gray_adds_a_rank_1_card_when_printed(game, table):
    """SLATE GRAY: when played, add a rank 1 card to your hand."""
    state = run(game, table(hands={0: ["slate_gray"]}), "print slate_gray")
    assert legal(game, state) == R1


def test_slate_gray_may_add_a_card_when_the_left_neighbour_mixes(game, table):
    """SLATE GRAY: when your neighbour to your left mixes, you may add a rank 1 card to hand
    (stacks). INFERRED (rules.yaml): turns pass to the left, so your left neighbour plays after
    you: player 1's left neighbour in a 3-player game is player 2."""
    state = table(players=3, hands={1: ["soft_cyan", "light_yellow"]},
                  play={0: ["slate_gray", "slate_gray"], 2: ["jungle"]}, current=1)
    state = run(game, state, "mix soft_cyan light_yellow -> jungle")
    assert game.to_move(state) == (0,)
    assert legal(game, state) == [*R1, "skip"]
    state = run(game, state, "choose soft_cyan", "skip")
    assert cards(state, "hand", 0) == {"soft_cyan": 1}
    assert cards(state, "hand", 2) == {} and state.current == 2


def test_turquoise_adds_three_identical_rank_1_cards(game, table):
    """TURQUOISE: add 3 identical rank 1 cards to your hand."""
    state = run(game, table(hands={0: ["turquoise"]}), "print turquoise", "choose soft_cyan")
    assert cards(state, "hand") == {"soft_cyan": 3}


def test_violet_does_two_print_actions(game, table):
    """VIOLET: after this card is played, do 2 print actions."""
    state = table(hands={0: ["violet", "lemon", "emerald_green"]})
    state = run(game, state, "print violet")
    assert legal(game, state) == ["print lemon", "print emerald_green"]
    state = run(game, state, "print emerald_green")  # the one card left is printed at once
    assert cards(state, "play") == {"violet": 1, "lemon": 1, "emerald_green": 1}


def test_violet_cannot_print_a_violet(game, table):
    """VIOLET NOTE: neither of those 2 cards can be Violet."""
    state = run(game, table(hands={0: ["violet", "violet", "lemon"]}), "print violet")
    assert legal(game, state) == ["print lemon"] or state.current == 1
    state = run(game, table(hands={0: ["violet", "violet", "lemon", "coral"]}), "print violet")
    assert legal(game, state) == ["print lemon", "print coral"]
    assert str(game.why_not(state, 0, "p0.hand:violet", "p0.play")) == (
        "Violet cannot print a Violet.")


def test_emerald_green_has_no_effect_and_six_vp(game, table):
    state = run(game, table(hands={0: ["emerald_green"]}), "print emerald_green")
    assert state.current == 1 and game.live_vp(state, 0) == 6


def test_mustard_may_tuck_up_to_two_refilled_cards(game, table):
    """MUSTARD: when you refill, you may tuck up to 2 of the refilled cards under this card."""
    state = table(play={0: ["mustard", "lemon", "coral", "jungle"]}, win_card="mustard")
    state = run(game, state, "refill lemon", "refill coral", "refill jungle", "done")
    assert legal(game, state) == ["tuck lemon", "tuck jungle", "tuck coral", "skip"]
    state = run(game, state, "tuck lemon", "tuck coral")
    assert cards(state, "tucked") == {"lemon": 1, "coral": 1}
    assert cards(state, "hand") == {"jungle": 1} and state.current == 1
