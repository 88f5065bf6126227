"""Coloretto's effect (`rules.api.Previews`, issue 31): what a move is worth before it is made.

The numbers are checked against the real scoring over seeded games (the score after the move is
the live score once it is played); the words on hand-made positions, each naming its rule.
"""

from __future__ import annotations

import random

import pytest

from chroma_desktop.games.coloretto.state import NO_ONE, PLACE
from chroma_desktop.registry import manifest_for
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.api import signed_change as signed
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.messages import SeatNames, render
from tests.rules.coloretto.conftest import in_turn

NAMES = SeatNames(("You", "Anna", "Bob", "Cleo", "Dario"), frozenset({0}))


def said(message) -> str:
    return render(message, NAMES)


def test_the_manifest_declares_previews_and_the_rules_offer_them(game):
    assert manifest_for("coloretto").previews
    assert callable(game.effect)


@pytest.mark.parametrize(("players", "edition", "seed"),
                         [(2, "original", 1), (3, "newer", 2), (4, "original", 3),
                          (5, "newer", 4), (2, "newer", 5), (4, "newer", 6)])
def test_the_score_after_a_move_is_the_live_score_once_it_is_played(game, players, edition, seed):
    match = Match(game, players, {"edition": edition}, seed)
    chooser = random.Random(seed)
    checked = {"take": 0, "place": 0}
    while not match.is_over():
        (mover,) = match.to_move()
        assert mover != CHANCE  # the match resolves chance itself
        state = match.state
        for move in match.legal_moves(mover):
            effect = game.effect(match.view(mover), move)
            if move.kind not in checked:
                assert effect is None, move  # a blind draw, a starting colour: chance decides
                continue
            assert effect is not None and effect.seat == mover
            assert effect.points_now == game.live_score(state, mover)
            assert effect.points_after == game.live_score(game.apply(state, move), mover)
            assert effect.change == effect.points_after - effect.points_now
            if move.kind == "place":
                assert effect.change == 0  # Coloretto: a card on a row changes no score
            checked[move.kind] += 1
        match.play(chooser.choice(match.legal_moves(mover)))
    assert checked["take"] > 20 and checked["place"] > 20


def test_taking_a_row_names_each_colour_it_changes_and_the_race(started, game):
    match, cards = started(players=3)
    # Brown side: 3 cards score 6, 4 score 10; the row's +2 adds 2.
    state = in_turn(match.state, removed=(), current=0,
                    rows=[(cards.orange, cards.plus2), (), ()],
                    collections=[cards.counts(orange=3), cards.counts(red=4), cards.counts(blue=1)])
    effect = game.effect(state, next(m for m in game.legal_moves(state, 0) if m.kind == "take"
                                     and m.arg == 0))
    assert (effect.points_now, effect.points_after) == (6, 18 - 6)
    assert said(effect.words) == ("Taking row 1 is worth +6 to you (6 → 12 points): orange ◆ 3 → 4 "
                                  "cards: +4; +2 card x1: +2. You would then lead Anna by 2 points")


def test_a_colour_pushed_out_of_the_best_three_is_said_to_turn_negative(started, game):
    match, cards = started(players=2)
    # Coloretto: only the best three colours score plus. Red's two new cards push green (1 card,
    # +1) out of the three: it then counts -1.
    state = in_turn(match.state, removed=(), current=1, rows=[(cards.red, cards.red), (), ()],
                    collections=[cards.counts(grey=5), cards.counts(yellow=3, blue=2, green=1)])
    move = next(m for m in game.legal_moves(state, 1) if m.kind == "take" and m.arg == 0)
    effect = game.effect(state, move)
    assert (effect.points_now, effect.points_after) == (6 + 3 + 1, 6 + 3 + 3 - 1)
    assert said(effect.words) == ("Taking row 1 is worth +1 to Anna (10 → 11 points): red ♥ 0 → 2 "
                                  "cards: +3; green ♣ (1 card) turns negative: -2. Anna would then "
                                  "trail you by 4 points")


def test_a_joker_taken_counts_where_the_scoring_puts_it(started, game):
    match, cards = started(players=2)
    # Rulebook: a joker counts as the colour where it scores most: the fourth green (6 -> 10),
    # not a second yellow (1 -> 3).
    state = in_turn(match.state, removed=(), current=0, rows=[(cards.joker,), (), ()],
                    collections=[cards.counts(green=3, yellow=1), cards.counts(red=1, blue=1)])
    effect = game.effect(state, next(m for m in game.legal_moves(state, 0) if m.kind == "take"))
    assert said(effect.words) == ("Taking row 1 is worth +4 to you (7 → 11 points): green ♣ 3 → 4 "
                                  "cards: +4. You would then lead Anna by 9 points")


def test_a_tie_after_the_take_is_said_as_level(started, game):
    match, cards = started(players=2)
    state = in_turn(match.state, removed=(), current=0, rows=[(cards.red,), (), ()],
                    collections=[cards.counts(blue=2), cards.counts(green=2, yellow=1)])
    effect = game.effect(state, next(m for m in game.legal_moves(state, 0) if m.kind == "take"))
    assert said(effect.words).endswith("You would then be level with Anna")


def test_placing_a_card_says_the_row_s_worth_to_each_player_still_in_the_round(started, game):
    match, cards = started(players=4)
    # Anna took a row this round: she sits out, so the row's worth to her is not said.
    state = in_turn(match.state, removed=(), current=0, rows=[(cards.red,), (), (), ()],
                    takers=[NO_ONE, NO_ONE, 1, NO_ONE],
                    collections=[cards.counts(red=2), cards.counts(red=5), cards.counts(red=1),
                                 cards.counts(blue=2, green=2, yellow=2)])
    state = state._replace(phase=PLACE, drawn=cards.red)
    effect = game.effect(state, next(m for m in game.legal_moves(state, 0) if m.arg == 0))
    assert effect.points_now == effect.points_after == 3
    # Two more reds: you 2 -> 4 (+7; +3 now, for one), Bob 1 -> 3 (+5), Cleo a fourth pair, which
    # one of her four pairs then counts minus (-3).
    assert said(effect.words) == ("With the card, row 1 would be worth +7 to you (now +3); "
                                  "+5 to Bob, -3 to Cleo")
    # The badge says the row's worth to the mover then, not the "±0" of a score that stays.
    assert effect.change == 0 and said(effect.label) == "Row: +7 to you"


def test_placing_when_everyone_else_sits_out_says_so(started, game):
    match, cards = started(players=2)
    state = in_turn(match.state, removed=(), current=0, rows=[(), (), ()], takers=[NO_ONE, 1, NO_ONE],
                    collections=[cards.counts(), cards.counts()])
    state = state._replace(phase=PLACE, drawn=cards.plus2)
    effect = game.effect(state, next(m for m in game.legal_moves(state, 0) if m.arg == 0))
    assert said(effect.words) == ("With the card, row 1 would be worth +2 to you (now ±0); nobody "
                                  "else can take it this round")
    assert said(effect.label) == "Row: +2 to you"


def test_a_draw_is_not_previewed(started, game):
    match, _cards = started()
    state = in_turn(match.state)
    draw = next(m for m in game.legal_moves(state, 0) if m.kind == "draw")
    assert game.effect(state, draw) is None


def test_a_change_is_signed_with_plus_minus_or_plus_minus_zero():
    assert [signed(4), signed(-2), signed(0), signed(1.5)] == ["+4", "-2", "±0", "+1.5"]


def test_the_effect_is_said_in_italian(started, game, italian):
    match, cards = started(players=2)
    state = in_turn(match.state, removed=(), current=0, rows=[(cards.orange,), (), ()],
                    collections=[cards.counts(orange=3), cards.counts(red=1)])
    effect = game.effect(state, next(m for m in game.legal_moves(state, 0) if m.kind == "take"))
    text = render(effect.words, NAMES, italian)
    assert text.startswith("Prendere la fila 1 vale +4 per te (da 6 a 10 punti): arancione")
    assert text.endswith("Tu saresti allora in vantaggio su Anna di 9 punti")
