"""Chroma Mix: one scenario test per advanced ruling of the rulebook ("Advanced rulings",
"Partial moves", "Violet & Lavender vs Orange") and the Emerald Green note."""

from __future__ import annotations

from tests.rules.chroma_mix.conftest import cards, legal, run

R1 = ["choose soft_cyan", "choose pale_magenta", "choose light_yellow"]
ROW3_GREY = ("azure", "violet", "slate_gray", "key", "pear", "turquoise")


def test_jungle_refilled_does_not_trigger(game, table):
    """JUNGLE: if a player refills and returns Jungle to the hand, Jungle will not activate its
    effect because it will no longer be in the play area by the time refill resolves."""
    state = run(game, table(play={0: ["jungle", "lemon"]}), "refill jungle", "refill lemon")
    assert cards(state, "hand") == {"jungle": 1, "lemon": 1} and state.current == 1
    state = run(game, table(play={0: ["jungle", "jungle"]}), "refill jungle", "done")
    assert legal(game, state) == R1  # the Jungle still in play triggers once


def test_orange_used_in_a_mix_cannot_place_the_result(game, table):
    """ORANGE: when an Orange in play is used to mix for something else, it will have left the
    play area by the time the mix resolved. Thus, you cannot put the resulting card in play."""
    state = table(hands={0: ["pale_magenta"]}, play={0: ["coral", "orange"]})
    state = run(game, state, "mix pale_magenta play:orange -> ruby_red")
    assert cards(state, "hand") == {"ruby_red": 1} and state.current == 1
    other = table(hands={0: ["pale_magenta"]}, play={0: ["coral", "orange", "orange"]})
    other = run(game, other, "mix pale_magenta play:orange -> ruby_red")
    assert legal(game, other) == ["place ruby_red", "skip"]  # a second Orange still in play


def test_orange_may_decline(game, table):
    """ORANGE: you may choose to not print cards immediately when mixing when you have Orange, if
    you want to play those cards on a later turn to gain their instant effects."""
    state = table(hands={0: ["pale_magenta", "light_yellow"]}, play={0: ["orange"]})
    state = run(game, state, "mix pale_magenta light_yellow -> coral")
    assert legal(game, state) == ["place coral", "skip"]
    state = run(game, state, "skip")
    assert cards(state, "hand") == {"coral": 1} and state.current == 1


def test_coral_used_in_a_mix_leaves_the_lemon_second_mix_without_the_play_area(game, table):
    """CORAL+LEMON: when a Coral in the play area is used for a mix, a second mix (via Lemon) can
    no longer use cards in the play area since Coral is no longer in play."""
    state = table(hands={0: ["soft_cyan", "light_yellow", "light_yellow"]},
                  play={0: ["coral", "lemon", "soft_cyan"]}, row3=ROW3_GREY)
    before = legal(game, state)
    assert "mix light_yellow play:soft_cyan -> jungle" in before
    state = run(game, state, "mix soft_cyan play:coral -> slate_gray")
    moves = legal(game, state)
    assert "mix light_yellow light_yellow -> lemon" in moves
    assert not any("play:" in move for move in moves)


def test_violet_resolves_prints_one_by_one(game, table):
    """VIOLET + card that adds cards: each print and resulting effects are resolved one by one,
    so cards added by the first print can be used for the second print."""
    state = run(game, table(hands={0: ["violet", "coral"]}), "print violet")
    # Coral was the only card to print; its Pale Magenta is then the second print.
    assert cards(state, "play") == {"violet": 1, "coral": 1, "pale_magenta": 1}
    assert legal(game, state) == ["choose soft_cyan", "choose light_yellow"]


def test_orange_then_lemon_allows_a_second_mix(game, table):
    """ORANGE -> LEMON: when an Orange is in play and Lemon is mixed and printed, that player can
    then mix a second time as Lemon allows 2 mixes per turn."""
    state = table(hands={0: ["light_yellow", "light_yellow", "soft_cyan", "light_yellow"]},
                  play={0: ["orange"]})
    state = run(game, state, "mix light_yellow light_yellow -> lemon", "place lemon")
    moves = legal(game, state)
    assert "mix soft_cyan light_yellow -> jungle" in moves and "skip" in moves


def test_prism_discard_is_paid_before_pear_triggers(game, table):
    """PRISM+PEAR: the Pear effect to add a rank 1 to hand can not be used as the cost to discard
    a card to pay for printing Prism, as this happens before Pear triggers."""
    state = run(game, table(hands={0: ["prism"]}, play={0: ["pear"]}), "print prism")
    assert legal(game, state) == ["discard play:prism", "discard play:pear", "skip"]
    state = run(game, state, "skip")
    assert legal(game, state) == R1  # Pear's card comes only now


def test_pear_triggers_itself(game, table):
    """PEAR: triggers itself."""
    state = run(game, table(hands={0: ["pear"]}), "print pear")
    assert legal(game, state) == R1


def test_coral_in_play_can_be_mixed(game, table):
    """CORAL: a Coral in play can be used in a mix."""
    state = table(hands={0: ["soft_cyan"]}, play={0: ["coral"]}, row3=ROW3_GREY)
    assert "mix soft_cyan play:coral -> slate_gray" in legal(game, state)
    state = run(game, state, "mix soft_cyan play:coral -> slate_gray")
    assert cards(state, "play") == {} and cards(state, "hand") == {"slate_gray": 1}


def test_slate_gray_gives_a_card_per_left_neighbour_mix(game, table):
    """GREY: if the player to the left of the player who has Grey mixes multiple times in one turn
    (possible due to Lemon), it generates a rank 1 card for each time."""
    state = table(hands={0: ["soft_cyan", "light_yellow", "soft_cyan", "pale_magenta"]},
                  play={0: ["lemon"], 1: ["slate_gray"]})
    state = run(game, state, "mix soft_cyan light_yellow -> jungle")
    assert game.to_move(state) == (1,) and legal(game, state) == [*R1, "skip"]
    state = run(game, state, "choose soft_cyan", "mix soft_cyan pale_magenta -> lavender")
    assert game.to_move(state) == (1,)
    state = run(game, state, "choose light_yellow")
    assert cards(state, "hand", 1) == {"soft_cyan": 1, "light_yellow": 1}


def test_key_after_a_normal_print_allows_mix_or_refill(game, table):
    """KEY: after Key is printed (normally and not by Orange), that player may mix or refill as
    well that turn."""
    state = run(game, table(hands={0: ["key", "soft_cyan", "light_yellow"]}), "print key")
    moves = legal(game, state)
    assert "mix soft_cyan light_yellow -> jungle" in moves and "refill" in moves and "skip" in moves
    assert not any(move.startswith(("print", "swap")) for move in moves)


def test_key_placed_by_orange_allows_nothing_more_that_turn(game, table):
    """KEY: ... (normally and NOT BY ORANGE)."""
    state = table(hands={0: ["soft_cyan", "coral"], 1: ["lemon"]}, play={0: ["orange"]},
                  row3=ROW3_GREY)
    state = run(game, state, "mix soft_cyan coral -> key", "place key")
    assert state.current == 1
    state = run(game, state, "print lemon")
    assert state.current == 0 and state.key_ok  # from the next turn on, Key works


def test_key_violet_prints_do_not_use_up_the_print(game, table):
    """KEY: printing via a card effect does not count towards Key's ability."""
    state = table(hands={0: ["fuchsia", "lemon", "pale_magenta", "light_yellow"]},
                  play={0: ["key", "lemon"]})
    state = run(game, state, "refill lemon", "done", "print fuchsia", "choose soft_cyan",
                "print soft_cyan", "choose light_yellow")
    moves = legal(game, state)
    assert "skip" in moves and any(m.startswith("mix") for m in moves)
    assert not any(m.startswith("print") for m in moves)  # the normal print was Fuchsia


def test_violet_and_lavender_prints_keep_instant_effects_while_oranges_do_not(game, table):
    """VIOLET & LAVENDER VS ORANGE: when you print cards with Violet or Lavender, you still get
    their instant effects. It is just Orange that does not allow the instant effects."""
    violet = run(game, table(hands={0: ["violet", "coral", "lemon"]}), "print violet",
                 "print coral")
    assert cards(violet, "hand") == {"pale_magenta": 1, "lemon": 1}  # Coral's effect happened
    assert legal(game, violet) == ["print pale_magenta", "print lemon"]
    lavender = run(game, table(hands={0: ["lavender", "ruby_red"]}), "print lavender",
                   "discard ruby_red", "choose light_yellow raspberry", "print raspberry")
    assert legal(game, lavender) == R1  # Raspberry's instant effect
    orange = run(game, table(hands={0: ["pale_magenta", "light_yellow"]}, play={0: ["orange"]}),
                 "mix pale_magenta light_yellow -> coral", "place coral")
    assert cards(orange, "hand") == {} and orange.current == 1


def test_turquoise_takes_all_three_unless_the_supply_is_short(game, table):
    """PARTIAL MOVES: a player that played Turquoise cannot choose to only take 2 Soft Cyans
    (unless there are only 2 in the supply)."""
    state = run(game, table(hands={0: ["turquoise"]}), "print turquoise")
    assert legal(game, state) == R1  # one move per kind: always as many as possible
    state = run(game, state, "choose soft_cyan")
    assert cards(state, "hand") == {"soft_cyan": 3}
    short = table(hands={0: ["turquoise"], 1: ["soft_cyan"] * 10})
    short = run(game, short, "print turquoise", "choose soft_cyan")
    assert cards(short, "hand") == {"soft_cyan": 2}


def test_only_one_emerald_green_in_a_play_area(game, table):
    """EMERALD GREEN NOTE: only one Emerald Green per player is allowed in the play area."""
    state = table(hands={0: ["emerald_green", "violet"]}, play={0: ["emerald_green"]})
    assert "print emerald_green" not in legal(game, state)
    assert str(game.why_not(state, 0, "p0.hand:emerald_green", "p0.play")) == (
        "You already have an Emerald Green in play (only one allowed).")
    state = run(game, state, "print violet")
    assert state.current == 1  # Violet finds nothing it may print
    orange = table(hands={0: ["cerulean", "prism"]}, play={0: ["orange", "emerald_green"]})
    orange = run(game, orange, "mix cerulean prism -> emerald_green")
    assert orange.current == 1 and cards(orange, "hand") == {"emerald_green": 1}
