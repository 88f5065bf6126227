"""Chroma Mix: the six win conditions, the round played out after a win, the tie-breakers and the
ranking of the others (rulebook, "Ending the game" and "Tiebreakers")."""

from __future__ import annotations

from tests.rules.chroma_mix.conftest import run

RANK1_X15 = ["soft_cyan"] * 5 + ["pale_magenta"] * 5 + ["light_yellow"] * 5


def test_ruby_victory(game, table):
    """RUBY VICTORY: Ruby Red in the play area and Emerald Green and Sapphire Blue in hand or
    play. Players complete the current round."""
    state = table(hands={0: ["ruby_red", "emerald_green"], 1: ["lemon"]},
                  play={0: ["sapphire_blue"]})
    state = run(game, state, "print ruby_red")
    assert state.ending and not state.over and state.current == 1
    state = run(game, state, "print lemon")
    outcome = game.outcome(state)
    assert outcome.winners == (0,) and str(outcome.breakdown[0][1].label) == "Ruby victory met"


def test_sapphire_victory(game, table):
    """SAPPHIRE VICTORY: Sapphire Blue in play and 17 or more cards (including Sapphire) in hand
    or play."""
    state = table(hands={0: [*RANK1_X15, "lemon"], 1: ["lemon"]}, play={0: ["sapphire_blue"]})
    state = run(game, state, "print lemon", "print lemon")
    assert game.outcome(state).winners == (0,)
    short = table(hands={0: [*RANK1_X15], 1: ["lemon"]}, play={0: ["sapphire_blue"]})
    short = run(game, short, "refill")
    assert not short.ending  # 16 cards


def test_point_victory(game, table):
    """POINT VICTORY: 17 VP (or more) on cards in the play area."""
    state = table(hands={0: ["lemon"], 1: ["lemon"]},
                  play={0: ["emerald_green", "raspberry", "orange", "turquoise"]})
    state = run(game, state, "print lemon")
    assert state.ending
    assert game.outcome(run(game, state, "print lemon")).winners == (0,)


def test_burgundy_victory_counts_per_the_rulebook_by_default(game, table):
    """BURGUNDY: Burgundy in the play area and exactly 2 x rank 3, 3 x rank 2 and 4 x rank 1
    cards (in hand or play); the default counts Burgundy as the one rank-4 card."""
    hand = ["soft_cyan", "pale_magenta", "light_yellow", "light_yellow", "cerulean", "fuchsia",
            "lemon", "azure", "violet"]
    state = run(game, table(hands={0: hand}, play={0: ["burgundy"]}, win_card="burgundy"), "refill")
    assert state.ending
    extra = run(game, table(hands={0: [*hand, "soft_cyan"]}, play={0: ["burgundy"]},
                            win_card="burgundy"), "refill")
    assert not extra.ending  # five rank-1 cards: not exact


def test_burgundy_card_text_count_is_an_option(game, table):
    """BURGUNDY card text: exactly 1 x rank 4 (Burgundy), 2 x rank 3 and 3 x rank 2 cards."""
    hand = ["soft_cyan", "pale_magenta", "light_yellow", "light_yellow", "soft_cyan", "cerulean",
            "fuchsia", "lemon", "azure", "violet"]
    state = run(game, table(hands={0: hand}, play={0: ["burgundy"]}, win_card="burgundy",
                            burgundy_count="card"), "refill")
    assert state.ending


def test_mustard_victory(game, table):
    """MUSTARD: Mustard in play and 8 or more rank dots tucked under it."""
    state = table(play={0: ["mustard", "pale_magenta"]}, tucked={0: ["azure", "violet", "soft_cyan"]},
                  win_card="mustard")
    state = run(game, state, "refill pale_magenta", "done", "tuck pale_magenta")
    assert state.ending


def test_petrol_victory(game, table):
    """PETROL: Petrol in play and 6 or more rank 2 cards in hand or play."""
    state = table(hands={0: ["fuchsia", "lemon", "lavender", "jungle", "coral"]},
                  play={0: ["petrol", "cerulean"]}, win_card="petrol")
    assert run(game, state, "refill").ending
    none = table(hands={0: ["fuchsia", "lemon", "lavender", "jungle"]},
                 play={0: ["petrol", "cerulean"]}, win_card="petrol")
    assert not run(game, none, "refill").ending


def test_the_round_is_completed_after_a_win(game, table):
    """In a 4-player game, when the player who went second wins, the players who went 3rd and 4th
    get one additional turn."""
    state = table(players=4, hands={1: ["ruby_red"]},
                  play={1: ["sapphire_blue", "emerald_green"]}, current=1)
    state = run(game, state, "print ruby_red")
    assert state.current == 2 and not state.over
    state = run(game, state, "refill")
    assert state.current == 3 and not state.over
    state = run(game, state, "refill")
    assert state.over and game.outcome(state).winners == (1,)


def test_tiebreak_variable_card_beats_ruby(game, table):
    """TIEBREAKERS: 1 Burgundy, Mustard or Petrol, 2 Ruby, ..."""
    state = table(hands={0: ["ruby_red"], 1: ["fuchsia", "lemon", "lavender", "jungle", "coral"]},
                  play={0: ["sapphire_blue", "emerald_green"], 1: ["petrol", "cerulean"]},
                  win_card="petrol")
    state = run(game, state, "print ruby_red", "refill")
    outcome = game.outcome(state)
    assert outcome.winners == (1,)
    assert str(outcome.tie_break) == ("2 players met a win condition; Player 2 wins on a "
                                      "Burgundy/Mustard/Petrol victory")


def test_tiebreak_ruby_beats_sapphire(game, table):
    state = table(hands={0: ["ruby_red", "emerald_green"], 1: [*RANK1_X15, "lemon"]},
                  play={0: ["sapphire_blue"], 1: ["sapphire_blue"]})
    state = run(game, state, "print ruby_red", "print lemon")
    assert game.outcome(state).winners == (0,)


def test_tiebreak_most_vp_then_reverse_turn_order(game, table):
    """Two players both won with Ruby: the player with the most VP wins; if still tied, the
    player who went after the other wins."""
    hands = {0: ["ruby_red", "lemon"], 1: ["ruby_red", "lemon"]}
    play = {0: ["sapphire_blue", "emerald_green"], 1: ["sapphire_blue", "emerald_green"]}
    more = run(game, table(hands=hands, play={0: [*play[0], "lemon"], 1: play[1]}),
               "print ruby_red", "print ruby_red")
    assert game.outcome(more).winners == (0,)
    assert str(game.outcome(more).tie_break).endswith("Player 1 wins on most VP")
    tied = run(game, table(hands=hands, play=play), "print ruby_red", "print ruby_red")
    assert game.outcome(tied).winners == (1,)
    assert str(game.outcome(tied).tie_break).endswith("reverse turn order (later in the round)")


def test_non_winners_ranked_by_rank_dots_then_reverse_turn_order(game, table):
    """Players who did not meet a win condition: most rank dots in hand or play, ties broken by
    reverse turn order."""
    state = table(players=3, hands={0: ["ruby_red"], 1: ["lemon"], 2: ["cerulean"]},
                  play={0: ["sapphire_blue", "emerald_green"]})
    state = run(game, state, "print ruby_red", "refill", "refill")
    assert game.outcome(state).scores == (3.0, 1.0, 2.0)  # seat 3 went later than seat 2
    state = table(players=3, hands={0: ["ruby_red"], 1: ["azure"], 2: ["cerulean"]},
                  play={0: ["sapphire_blue", "emerald_green"]})
    state = run(game, state, "print ruby_red", "refill", "refill")
    assert game.outcome(state).scores == (3.0, 2.0, 1.0)
