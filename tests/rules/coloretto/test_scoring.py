"""Coloretto scoring scenarios: both tables, the three positive colours, jokers, +2, ties."""

from __future__ import annotations

from chroma_desktop.games.coloretto.scoring import breakdown, score
from chroma_desktop.games.coloretto.state import OVER


def config_for(started, **options):
    match, cards = started(**options)
    return match.state.config, cards


def test_brown_side_scores_one_three_six_ten_fifteen_twenty_one(started):
    config, cards = config_for(started)
    expected = [0, 1, 3, 6, 10, 15, 21, 21, 21]
    for count, points in enumerate(expected):
        assert score(config, (), cards.counts(red=count)) == points


def test_purple_side_peaks_at_three_cards(started):
    """Variant: 'peaks at 3 cards, then decreases up to 6' (1/4/8/7/6/5)."""
    config, cards = config_for(started, scoring="purple")
    expected = [0, 1, 4, 8, 7, 6, 5, 5]
    for count, points in enumerate(expected):
        assert score(config, (), cards.counts(red=count)) == points


def test_three_best_colours_score_positive_and_the_others_negative(started):
    config, cards = config_for(started)
    collection = cards.counts(red=4, blue=3, green=2, yellow=2, grey=1)
    # red 10 + blue 6 + one of the pairs 3, minus the other pair 3 and grey 1.
    assert score(config, (), collection) == 10 + 6 + 3 - 3 - 1


def test_a_joker_goes_where_it_is_worth_most(started):
    """Rulebook example: with 6 green already maxed, the joker goes to yellow."""
    config, cards = config_for(started)
    collection = cards.counts(green=6, yellow=2, red=1, joker=1)
    assert score(config, (), collection) == 21 + 6 + 1
    lines = breakdown(config, (), collection)
    assert "Yellow ☀: 3 cards (1 of them a joker), counted positive" in [str(line.label) for line in lines]


def test_purple_side_joker_may_lift_a_negative_colour_past_its_worst(started):
    """Purple: a 4th card in a negative colour costs less (-7) than three (-8)."""
    config, cards = config_for(started, scoring="purple")
    collection = cards.counts(red=3, blue=3, green=3, yellow=3, joker=1)
    assert score(config, (), collection) == 8 + 8 + 8 - 7


def test_every_plus2_card_scores_two(started):
    config, cards = config_for(started)
    assert score(config, (), cards.counts(plus2=3)) == 6
    assert score(config, (), cards.counts(plus2=1, red=1)) == 3


def test_jokers_only_go_to_colours_in_the_game(started):
    config, cards = config_for(started, players=3, seed=5)
    match, _ = started(players=3, seed=5)
    removed = match.state.removed
    lines = breakdown(config, removed, cards.counts(joker=2))
    labels = [str(line.label).lower() for line in lines]
    assert not any(config.colour_ids[removed[0]] in label for label in labels)
    assert any("(2 of them jokers)" in label for label in labels), labels
    assert score(config, removed, cards.counts(joker=2)) == 3


def _ended(started, scores_by_cards, **options):
    match, cards = started(**options)
    collections = tuple(cards.counts(**spec) for spec in scores_by_cards)
    state = match.state._replace(phase=OVER, collections=collections)
    return match.game.outcome(state)


def test_original_edition_ties_are_shared(started):
    """Original edition: 'There is no tiebreaker.'"""
    outcome = _ended(started, [dict(red=3), dict(blue=3), dict(green=1), dict(grey=1)])
    assert outcome.winners == (0, 1)
    assert str(outcome.tie_break) == (
        "Tied on 6: the original edition has no tie-breaker, shared win")


def test_newer_edition_tie_goes_to_most_cards_of_one_colour(started):
    """Newer edition: 'vince tra loro chi ha il maggior numero di carte di uno stesso colore'."""
    outcome = _ended(started, [dict(red=2, blue=2, green=2, plus2=3),  # 3+3+3+6 = 15
                               dict(red=5),                             # 15
                               dict(grey=1), dict(grey=1)], edition="newer")
    assert outcome.scores[:2] == (15.0, 15.0)
    assert outcome.winners == (1,)
    assert str(outcome.tie_break) == "Tied on 15: most cards of one colour (5) decides"


def test_outcome_has_a_breakdown_line_per_colour_and_for_the_plus2_cards(started):
    outcome = _ended(started, [dict(red=3, plus2=1, blue=1), dict(blue=1), dict(grey=1),
                               dict(green=1)])
    labels = [str(line.label) for line in outcome.breakdown[0]]
    assert "Red ♥: 3 cards, counted positive" in labels and "+2 cards: 1" in labels
    assert not _ended(started, [dict(red=3), dict(blue=1), dict(grey=1),
                                dict(green=1)]).tie_break
    assert sum(line.points for line in outcome.breakdown[0]) == outcome.scores[0]
