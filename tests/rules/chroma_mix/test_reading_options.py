"""Chroma Mix's unclear rules played both ways: each test names its ruling (data/chroma_mix/
rulings.yaml, Help > Rulings) and shows the option's readings play differently.

Tables are laid out with the scenario helpers of `conftest.py` from the real content.
"""

from __future__ import annotations

from tests.rules.chroma_mix.conftest import cards, legal, run


def ruling(game, ruling_id):
    return next(r for r in game.content.rulings if r.id == ruling_id)


# -- ruling key_printed_by_an_effect: does Key printed by Violet grant its actions? --------------
VIOLET_PRINTS_KEY = ("print violet", "print key", "print soft_cyan", "choose pale_magenta")


def test_key_printed_by_violet_waits_for_the_next_turn_by_default(game, table):
    assert ruling(game, "key_printed_by_an_effect").default == "normal"
    state = table(hands={0: ["violet", "key", "soft_cyan", "light_yellow"], 1: ["lemon"]})
    state = run(game, state, *VIOLET_PRINTS_KEY)
    assert cards(state, "play") == {"violet": 1, "key": 1, "soft_cyan": 1}
    assert game.to_move(state) == (1,), "the Print action was Violet's: the turn is over"
    state = run(game, state, "print lemon")
    assert state.current == 0 and state.key_ok  # Key in play as the turn begins works


def test_key_printed_by_violet_grants_mix_and_refill_at_once_when_any_print_counts(game, table):
    state = table(hands={0: ["violet", "key", "soft_cyan", "light_yellow"], 1: ["lemon"]},
                  key_print="any")
    state = run(game, state, *VIOLET_PRINTS_KEY)
    assert game.to_move(state) == (0,)
    moves = legal(game, state)
    assert "mix pale_magenta light_yellow -> coral" in moves and "refill" in moves
    assert "skip" in moves and not any(m.startswith("print") for m in moves)


def test_key_placed_by_orange_grants_nothing_that_turn_under_either_reading(game, table):
    row3 = ("azure", "violet", "raspberry", "orange", "pear", "key")
    for reading in ("normal", "any"):
        state = table(hands={0: ["soft_cyan", "coral"], 1: ["lemon"]}, play={0: ["orange"]},
                      row3=row3, key_print=reading)
        state = run(game, state, "mix soft_cyan coral -> key", "place key")
        assert cards(state, "play") == {"orange": 1, "key": 1}
        assert game.to_move(state) == (1,), reading


# -- ruling pear_timing: when Pear's card arrives ----------------------------------------------
def _key_and_pear_turn(table, **options):
    """P1 has Key and Pear in play, so may print, mix and refill this turn; P1 prints a Soft
    Cyan (whose effect adds a Pale Magenta)."""
    return table(hands={0: ["soft_cyan", "cerulean"], 1: ["lemon"]}, play={0: ["key", "pear"]},
                 **options)


def test_pear_card_comes_as_the_turn_ends_by_default(game, table):
    assert ruling(game, "pear_timing").default == "end_of_turn"
    state = run(game, _key_and_pear_turn(table), "print soft_cyan", "choose pale_magenta")
    assert cards(state, "hand") == {"pale_magenta": 1, "cerulean": 1}
    moves = legal(game, state)
    assert "refill" in moves and "skip" in moves, "Key: the turn goes on, no Pear card yet"
    assert not any(m.endswith("-> coral") for m in moves)
    state = run(game, state, "skip")
    assert legal(game, state) == ["choose soft_cyan", "choose pale_magenta", "choose light_yellow"]
    state = run(game, state, "choose light_yellow")
    assert cards(state, "hand") == {"pale_magenta": 1, "light_yellow": 1, "cerulean": 1}
    assert game.to_move(state) == (1,)


def test_pear_card_comes_after_the_print_and_feeds_the_same_turns_mix(game, table):
    state = run(game, _key_and_pear_turn(table, pear_timing="after_print"), "print soft_cyan",
                "choose pale_magenta")
    assert legal(game, state) == ["choose soft_cyan", "choose pale_magenta", "choose light_yellow"]
    state = run(game, state, "choose light_yellow", "mix pale_magenta light_yellow -> coral")
    assert cards(state, "hand") == {"coral": 1, "cerulean": 1}
    state = run(game, state, "skip")
    assert game.to_move(state) == (1,), "one card per Pear a turn: none more at the end"
    assert cards(state, "hand") == {"coral": 1, "cerulean": 1}


def test_pear_without_a_print_gives_nothing_under_either_reading(game, table):
    for reading in ("end_of_turn", "after_print"):
        state = table(hands={0: ["soft_cyan", "light_yellow"], 1: ["lemon"]}, play={0: ["pear"]},
                      pear_timing=reading)
        state = run(game, state, "mix soft_cyan light_yellow -> jungle")
        assert game.to_move(state) == (1,) and cards(state, "hand") == {"jungle": 1}, reading


# -- ruling burgundy_counts: the win-condition page and the card disagree ------------------------
BURGUNDY_CARD_ONLY = {
    # Burgundy in play, 2 rank-3 and 3 rank-2 cards, and 2 rank-1 cards (the page asks for 4).
    "play": {0: ["burgundy", "azure", "turquoise", "lemon"]},
    "hands": {0: ["cerulean", "fuchsia", "soft_cyan", "light_yellow"], 1: ["pale_magenta"]},
}


def test_burgundy_by_the_rulebook_page_needs_four_rank_1_cards(game, table):
    assert ruling(game, "burgundy_counts").default == "rulebook"
    state = table(win_card="burgundy", **BURGUNDY_CARD_ONLY)
    state = run(game, state, "refill")
    assert state.met[0] == 0 and not state.ending


def test_burgundy_by_the_card_ignores_rank_1_cards(game, table):
    state = table(win_card="burgundy", burgundy_count="card", **BURGUNDY_CARD_ONLY)
    state = run(game, state, "refill")
    assert state.met[0] and state.ending
