"""The hint's ranking (`bots/hint_ranking.py`), which the table's panel and `chroma hint` share:
one recommendation with its reason, and chances that rest on enough playouts. The position family
that showed 0 % for all three best moves: a 2-player Chroma Mix game against a Normal bot that
moved first, from the player's second turn on (issue 31)."""

from __future__ import annotations

import random

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.hint_ranking import LISTED_PLAYOUTS, SHOWN, HintRanker, hint_rng
from chroma_desktop.bots.search import MAX_CANDIDATES, WHY_PLAN, WHY_SEARCH, SearchBot
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match
from chroma_desktop.rules.messages import render

MIX = find_game("chroma_mix")
SHORT_THINK = 0.01  # far less than any playout count worth showing takes


def second_turns(seed: int, turns: int):
    """A 2-player Chroma Mix game in which the Normal bot (seat 2) moved first and you follow
    the hint: yields the match at each of your turns from the second on."""
    match = Match(MIX, 2, {}, seed)
    assert match.to_move() == (1,), "the bot moves first in this family"
    bot = make_bot("heuristic", MIX.id)
    yours = 0
    while yours <= turns and not match.is_over():
        seat = match.to_move()[0]
        if seat == 0:
            yours += 1
            if yours >= 2:
                yield match
            best = HintRanker(playouts=48).rank(MIX, match.view(0), 0, hint_rng(match, 0)).best
            match.play(best, 0)
        else:
            match.play(bot.choose(MIX, match.view(1), 1, random.Random(match.cursor)), 1)


def test_the_chances_after_a_normal_bot_moved_first_rest_on_playouts_not_on_two():
    seen = 0
    for seed in (2, 3):
        for match in second_turns(seed, turns=2):
            view = match.view(0)
            # Today's search alone, for a short think time: a playout or two a move.
            alone = SearchBot(budget=SHORT_THINK).rank(MIX, view, 0, hint_rng(match, 0))
            assert alone[0].playouts < LISTED_PLAYOUTS
            ranking = HintRanker(budget=SHORT_THINK).rank(MIX, view, 0, hint_rng(match, 0))
            legal = MIX.legal_moves(view, 0)
            assert 1 <= len(ranking.moves) <= SHOWN
            for entry in ranking.moves:
                assert entry.percent is not None and entry.playouts >= LISTED_PLAYOUTS // 2
            assert sum(entry.playouts for entry in ranking.moves) >= LISTED_PLAYOUTS * min(
                len(ranking.moves), 2)
            assert any(entry.percent for entry in ranking.moves), (seed, match.cursor, ranking)
            assert len(legal) > 1
            seen += 1
    assert seen == 4  # your second and third turns in each game


def test_one_recommendation_the_first_and_its_reason():
    for seed in (2, 3):
        match = next(second_turns(seed, turns=2))
        view = match.view(0)
        ranking = HintRanker(playouts=64).rank(MIX, view, 0, hint_rng(match, 0))
        searched = SearchBot(playouts=64).rank(MIX, view, 0, hint_rng(match, 0))
        # The first is the search's choice; the others follow by their chance.
        assert ranking.best == searched[0].move
        chances = [entry.percent for entry in ranking.moves[1:]]
        assert chances == sorted(chances, reverse=True)
        assert len({entry.move for entry in ranking.moves}) == len(ranking.moves)
        normal, normal_reason = make_bot("heuristic", MIX.id).hint(MIX, view, 0)
        first = ranking.moves[0]
        said = render(ranking.reason)
        if ranking.best == normal:
            assert ranking.reason == WHY_PLAN(reason=normal_reason, pct=first.percent,
                                              n=first.playouts)
        else:
            assert ranking.reason == WHY_SEARCH(move=first.words, pct=first.percent,
                                                n=first.playouts)
            assert render(MIX.describe(view, normal)) not in said  # no second recommendation
        for other in ranking.moves[1:]:
            assert render(other.words) not in said


def test_the_only_move_is_listed_without_a_chance():
    match = Match(find_game("coloretto"), 3, {}, 2)
    while len(match.legal_moves(match.to_move()[0])) != 1:
        seat = match.to_move()[0]
        match.play(match.legal_moves(seat)[0], seat)
    seat = match.to_move()[0]
    ranking = HintRanker(playouts=8).rank(match.game, match.view(seat), seat, hint_rng(match, seat))
    assert len(ranking.moves) == 1 and ranking.moves[0].percent is None


def test_the_search_thinks_on_until_each_candidate_has_its_playouts():
    match = next(second_turns(2, turns=2))
    view = match.view(0)
    candidates = min(len(MIX.legal_moves(view, 0)), MAX_CANDIDATES)
    bot = SearchBot(budget=SHORT_THINK, min_playouts=5 * candidates)
    ranked = bot.rank(MIX, view, 0, hint_rng(match, 0))
    assert sum(odds.playouts for odds in ranked) >= 5 * candidates


def test_a_listed_move_that_shows_a_chance_not_below_the_first_says_it_is_not_surely_better():
    """The first stays the search's choice; a later move whose number (or an end of its range)
    is as high or higher is marked, so the list never shows a higher chance under "best"
    unexplained (issue 31)."""
    marked = 0
    for seed in (2, 3):
        for match in second_turns(seed, 3):
            ranking = HintRanker(playouts=16).rank(MIX, match.view(0), 0, hint_rng(match, 0))
            first, *others = ranking.moves
            assert not first.level_with_first
            for entry in others:
                assert entry.percent is not None and first.percent is not None
                assert entry.likely is not None and first.likely is not None
                # Its figure, or either end of the range said for it, above the first's.
                above = (entry.percent >= first.percent or entry.likely.low > first.likely.low
                         or entry.likely.high > first.likely.high)
                assert entry.level_with_first == above, ranking
                marked += entry.level_with_first
    assert marked, "no position gave a later move a chance as high as the first's: pick others"
