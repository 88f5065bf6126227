"""Chroma Mix: what a legal move is worth before it is made (`Previews.effect`, issue 31).

The points are checked against the game itself over seeded random games; the words on positions
laid out by hand, each test naming the rule of the rulebook (shared/rules/chroma-mix.txt) it
exercises.
"""

from __future__ import annotations

import random

import pytest

from chroma_desktop.games.chroma_mix import piles
from chroma_desktop.registry import manifest_for
from chroma_desktop.rules.api import CHANCE, Effect
from chroma_desktop.rules.messages import SeatNames, all_templates, render
from tests.rules.chroma_mix.conftest import run

BILLY = 1
YOU = SeatNames(("You", "Bot 2", "Bot 3", "Bot 4"), frozenset({0}))


def effect_of(game, state, text):
    """The effect of the move written `text`, for the seat deciding, from that seat's view."""
    seat = game.to_move(state)[0]
    return game.effect(game.view(state, seat), game.parse_move(state, text))


def said(effect) -> str:
    return render(effect.words, YOU)


# -- the points, against the game --------------------------------------------------------------
def _random_fill(game, state, rng):
    """Resolve the market refills that follow a move, at random (they go to no player)."""
    while game.to_move(state) == (CHANCE,) and piles.needs_fill(state) >= 0:
        moves, weights = zip(*game.chance_outcomes(state), strict=True)
        state = game.apply(state, rng.choices(moves, weights)[0])
    return state


@pytest.mark.parametrize(("players", "seed"), [(1, 1), (1, 2), (2, 3), (2, 4), (3, 5), (4, 6)])
def test_points_after_are_the_vp_in_play_once_the_move_is_made(game, players, seed):
    """Over every legal move of sampled turns of a seeded random game: the effect seen from the
    mover's view is the one the whole state gives (nothing hidden leaks in or changes it), its
    points now are the mover's VP as the game counts them, and its points after are the VP
    once the move is made, whatever refills the market."""
    rng = random.Random(seed)
    state = game.new_initial_state(players, {})
    checked = 0
    for _ in range(400):
        if game.outcome(state) is not None:
            break
        who = game.to_move(state)[0]
        if who == CHANCE:
            assert all(game.effect(state, m) is None for m, _ in game.chance_outcomes(state))
            moves, weights = zip(*game.chance_outcomes(state), strict=True)
            state = game.apply(state, rng.choices(moves, weights)[0])
            continue
        moves = game.legal_moves(state, who)
        if rng.random() < 0.5:
            view = game.view(state, who)
            for move in moves:
                effect = game.effect(view, move)
                assert effect is not None and effect == game.effect(state, move)
                assert effect.seat == who
                assert effect.points_now == game.live_vp(state, who)
                made = _random_fill(game, game.apply(state, move), rng)
                assert effect.points_after == game.live_vp(made, who), game.move_to_str(state, move)
                assert said(effect)
                checked += 1
        state = game.apply(state, rng.choice(moves))
    assert checked > 50


def test_the_manifest_declares_previews_and_the_rules_offer_them(game, table):
    assert manifest_for("chroma_mix").previews
    state = table(hands={0: ["lemon"], 1: ["lemon"]})
    assert isinstance(game.effect(state, game.parse_move(state, "print lemon")), Effect)


def test_no_effect_for_a_move_not_legal_now_or_seen_from_another_seat(game, table):
    state = table(hands={0: ["lemon"], 1: ["lemon"]})
    assert game.effect(state, game.parse_move(state, "print violet")) is None
    assert game.effect(state, game.parse_move(state, "done")) is None
    print_lemon = game.parse_move(state, "print lemon")
    assert game.effect(game.view(state, 1), print_lemon) is None  # seat 1 cannot see the hand
    assert game.effect(game.view(state, 0), print_lemon) is not None


# -- the words, on positions laid out by hand ----------------------------------------------------
def test_printing_emerald_green_moves_six_points_toward_a_point_victory(game, table):
    """POINT VICTORY: 17 VP (or more) on cards in the play area; Emerald Green with its 6 VP is
    helpful. (VP: only counted when the card is in the play area.)"""
    state = table(hands={0: ["emerald_green", "lemon"], 1: ["lemon"]}, play={1: ["orange"]})
    effect = effect_of(game, state, "print emerald_green")
    assert (effect.points_now, effect.points_after, effect.change) == (0, 6, 6)
    words = said(effect)
    assert "VP in play: 0 → 6" in words
    assert "Closer to the Point victory: 6/17 VP in play ✗" in words
    assert "Ahead on VP in play (Bot 2 next with 3)" in words
    held = effect_of(game, state, "swap lemon -> soft_cyan")
    assert held.change == 0 and "Behind Bot 2 on VP in play (3)" in said(held)


def test_a_refill_takes_its_points_out_of_play(game, table):
    """REFILL: return cards from the play area to the hand; VP count only in the play area."""
    state = table(hands={0: ["lemon"], 1: ["lemon"]}, play={0: ["emerald_green", "lemon"]})
    effect = effect_of(game, state, "refill emerald_green")
    assert (effect.points_now, effect.points_after) == (8, 2)
    words = said(effect)
    assert "VP in play: 8 → 2" in words
    assert "Further from the Point victory: 2/17 VP in play ✗" in words
    assert "Then: Refill: return more cards from play to hand, or done" in words


def test_printing_ruby_red_meets_the_ruby_victory_and_ends_the_game_after_the_round(game, table):
    """RUBY VICTORY: Ruby Red in the play area and Emerald Green and Sapphire Blue in hand or
    play. When a player meets a win condition, the round is completed."""
    state = table(hands={0: ["ruby_red", "emerald_green"], 1: ["lemon"]},
                  play={0: ["sapphire_blue"]})
    words = said(effect_of(game, state, "print ruby_red"))
    assert ("Meets the Ruby victory (Ruby Red in play ✓ · Sapphire Blue held ✓ · Emerald Green "
            "held ✓): the round is completed, then the game ends") in words
    assert said(effect_of(game, state, "print emerald_green")).count("Meets") == 0


def test_sapphire_counts_cards_in_hand_and_play(game, table):
    """SAPPHIRE VICTORY: Sapphire Blue in play, and 17 or more cards (including Sapphire) in hand
    or play. A mix returns 2 cards and takes 1: one card fewer."""
    rank1 = ["soft_cyan"] * 4 + ["pale_magenta"] * 4 + ["light_yellow"] * 4
    state = table(hands={0: [*rank1, "cerulean", "fuchsia"], 1: ["lemon"]},
                  play={0: ["sapphire_blue"]})
    mixed = said(effect_of(game, state, "mix soft_cyan pale_magenta -> lavender"))
    assert "Further from the Sapphire victory: Sapphire Blue in play ✓ · 14/17 cards ✗" in mixed
    printed = said(effect_of(game, state, "print cerulean"))
    assert "Then: Choose the rank-1 card you take 2 copies of" in printed


def test_mixing_sapphire_blue_into_the_hand_brings_the_sapphire_victory_closer(game, table):
    """MIX (rulebook example): Diana returns a Cerulean and a Fuchsia and takes a Sapphire Blue
    from the rank 4 supply, getting closer to victory; one card fewer, but a print from the
    SAPPHIRE VICTORY's Sapphire Blue in play."""
    state = table(hands={0: ["cerulean", "fuchsia", "soft_cyan", "light_yellow"], 1: ["lemon"]})
    sapphire = said(effect_of(game, state, "mix cerulean fuchsia -> sapphire_blue"))
    assert "Closer to the Sapphire victory: Sapphire Blue in play ✗ · 3/17 cards ✗" in sapphire
    assert "Closer to the Ruby victory: Ruby Red in play ✗ · Sapphire Blue held ✓" in sapphire
    jungle = said(effect_of(game, state, "mix soft_cyan light_yellow -> jungle"))
    assert "Further from the Sapphire victory: Sapphire Blue in play ✗ · 3/17 cards ✗" in jungle


def test_a_gain_brings_sapphire_closer_and_declining_it_is_said(game, table):
    """SLATE GRAY (card): when your left neighbour mixes, you may gain a rank-1 card. Declining
    a free card is said as such."""
    state = table(hands={0: ["soft_cyan", "light_yellow"], 1: ["lemon"]},
                  play={1: ["slate_gray"]})
    mix = said(effect_of(game, state, "mix soft_cyan light_yellow -> jungle"))
    assert "Bot 2 may then add 1 rank-1 card (Slate Gray)" in mix
    state = run(game, state, "mix soft_cyan light_yellow -> jungle")
    assert game.to_move(state) == (1,)
    take = effect_of(game, state, "choose soft_cyan")
    assert "Closer to the Sapphire victory: Sapphire Blue in play ✗ · 3/17 cards ✗" in said(take)
    assert said(effect_of(game, state, "skip")).startswith("Declines a free card")


def test_handing_billy_ruby_red_is_said_plainly(game, table):
    """SOLO VARIANT: you decide what Billy mixes (a card it does not already have, where it can);
    Sapphire Blue and Ruby Red trigger in its hand. Mixing Ruby Red for a Billy who holds
    Sapphire Blue and Emerald Green hands it the Ruby victory."""
    state = table(players=1, hands={0: ["lemon"], BILLY: ["fuchsia", "lemon", "sapphire_blue",
                                                           "emerald_green", "pale_magenta"]})
    state = run(game, state, "print lemon", fills=["billy_draw mix", "billy_draw soft_cyan"])
    assert game.to_move(state) == (0,)
    effect = effect_of(game, state, "billy fuchsia lemon -> ruby_red")
    assert effect.seat == 0 and effect.change == 0
    assert said(effect).startswith("Hands Confident Billy its Ruby victory")
    assert ("Hands Confident Billy its Ruby victory (in hand) (Ruby Red in hand ✓ · Sapphire Blue "
            "held ✓ · Emerald Green held ✓)") in said(effect)
    safe = said(effect_of(game, state, "billy soft_cyan pale_magenta -> lavender"))
    assert "Brings Confident Billy no closer to a win" in safe
    assert "Confident Billy: 8/17 VP in hand, 5 cards" in safe


def test_billy_closer_to_17_vp_in_hand(game, table):
    """SOLO VARIANT: Billy wins with 17+ VP in its hand."""
    state = table(players=1, hands={0: ["lemon"], BILLY: ["soft_cyan", "light_yellow", "cerulean",
                                                           "fuchsia"]})
    state = run(game, state, "print lemon", fills=["billy_draw mix", "billy_draw pale_magenta"])
    jungle = said(effect_of(game, state, "billy soft_cyan light_yellow -> jungle"))
    assert "Brings Confident Billy closer to its 17+ VP in hand: 2/17 VP in hand ✗" in jungle


def test_meeting_a_condition_mid_turn_counts_only_if_it_holds_at_the_turn_end(game, table):
    """KEY (card): mix, refill and print, each once a turn. A win condition is checked when the
    turn ends (Ending the game), so one met by a print with actions left must still hold then."""
    state = table(hands={0: ["lemon", "light_yellow"], 1: ["lemon"]},
                  play={0: ["key", "emerald_green", "raspberry", "orange"]})
    words = said(effect_of(game, state, "print lemon"))
    assert "Meets the Point victory (17/17 VP in play ✓) if it still holds when the turn ends" in words


def test_the_variable_card_condition_is_followed(game, table):
    """PETROL: Petrol in the play area and 6 (or more) rank 2 cards in hand or play."""
    state = table(hands={0: ["fuchsia", "lemon", "lavender", "jungle", "soft_cyan",
                             "light_yellow"], 1: ["lemon"]},
                  play={0: ["petrol", "cerulean"]}, win_card="petrol")
    words = said(effect_of(game, state, "mix soft_cyan light_yellow -> jungle"))
    assert ("Meets the Petrol victory (Petrol in play ✓ · 6/6 rank-2 cards ✓): the round is "
            "completed, then the game ends") in words


def test_another_players_met_condition_is_said(game, table):
    """ENDING THE GAME: when a player meets a win condition, players complete the current round."""
    state = table(players=3, hands={0: ["lemon"], 1: ["lemon"], 2: ["lemon"]},
                  play={0: ["emerald_green", "raspberry", "orange", "turquoise", "key"]})
    state = run(game, state, "print lemon", "skip")
    assert state.ending and game.to_move(state) == (1,)
    ann_spoken_to = SeatNames(("Ann", "You", "Cy"), frozenset({1}))
    words = render(effect_of(game, state, "print lemon").words, ann_spoken_to)
    assert "Ann has met a win condition: this round is the last" in words
    assert "Cy has met" not in words


# -- the words in Italian --------------------------------------------------------------------------
def test_every_worth_template_has_its_italian_text(italian):
    from chroma_desktop import fluent_catalogues
    from chroma_desktop.ftl_files import message_id

    keys = [t.key for t in all_templates() if t.key.startswith("chroma_mix.worth_")]
    assert len(keys) >= 20
    said = fluent_catalogues.catalogue("it", "chroma_mix")
    assert said is not None and italian.catalogue is not None
    missing = [key for key in keys if message_id(key.partition(".")[2]) not in said.uses]
    assert not missing


def test_an_effect_reads_in_italian(game, table, italian):
    state = table(hands={0: ["emerald_green", "lemon"], 1: ["lemon"]}, play={1: ["orange"]})
    words = render(effect_of(game, state, "print emerald_green").words, YOU, italian)
    assert "PV in gioco: 0 → 6" in words and "Vittoria ai punti" in words
    assert "Closer" not in words and "Ahead" not in words
