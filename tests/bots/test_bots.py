"""Bots: legal moves only, reproducible games, and the Coloretto heuristic beats random play."""

from __future__ import annotations

import random

import pytest

from chroma_desktop.bots import UnknownBotError, check_bot, make_bot
from chroma_desktop.bots.driver import play_batch, play_bot_match
from chroma_desktop.games.coloretto.heuristic import plan_move
from chroma_desktop.registry import all_games, find_game
from chroma_desktop.rules.match import Match

GAMES = all_games()

coloretto = find_game("coloretto")


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_random_bots_finish_a_game(game):
    bots = [make_bot("random", game.id)] * game.min_players
    match = play_bot_match(game, bots, {}, seed=3)
    assert match.is_over() and match.outcome() is not None


def test_unknown_bots_are_refused():
    with pytest.raises(UnknownBotError, match="unknown bot 'wizard'"):
        make_bot("wizard", "coloretto")


def test_check_bot_refuses_what_make_bot_would_without_making_one():
    with pytest.raises(UnknownBotError, match="unknown bot 'wizard'"):
        check_bot("wizard", "coloretto")
    with pytest.raises(UnknownBotError, match="unknown game 'nowhere'"):
        check_bot("heuristic", "nowhere")
    for name in ("random", "easy", "heuristic"):
        check_bot(name, "coloretto")  # no error


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_only_real_time_games_have_a_bot_clock(game):
    """Turn-based bots think for the table's delay; real-time ones on the one bot clock."""
    from chroma_desktop.bots.clock import is_realtime, think_seconds
    from chroma_desktop.registry import manifest_for

    manifest = manifest_for(game.id)
    assert (manifest.pace is not None) == manifest.realtime == is_realtime(game)
    match = Match(game, game.min_players, {}, seed=1)
    seat = next(s for s in match.to_move() if s >= 0)
    rng = random.Random(1)
    for level in ("random", "easy", "heuristic"):
        bot = make_bot(level, game.id)
        if manifest.realtime:
            seconds = think_seconds(game, bot, match.view(seat), seat, rng)
            assert 0 < seconds < 30
        else:
            assert bot.think_time(match.view(seat), seat, rng) is None
            with pytest.raises(ValueError, match="not played in real time"):
                think_seconds(game, bot, match.view(seat), seat, rng)


def test_heuristic_games_are_reproducible():
    bots = [make_bot("heuristic", "coloretto")] * 4
    first = play_bot_match(coloretto, bots, {}, seed=8)
    second = play_bot_match(coloretto, bots, {}, seed=8)
    assert first.moves == second.moves


def test_coloretto_heuristic_beats_three_random_bots():
    """The full 1,000-game figure is in the benchmark; a fixed-seed sample of 150 here."""
    bots = [make_bot("heuristic", "coloretto")] + [make_bot("random", "coloretto")] * 3
    result = play_batch(coloretto, bots, games=150, seed=2024)
    assert result.wins[0] / result.games >= 0.8
    assert result.mean_score(0) > max(result.mean_score(seat) for seat in (1, 2, 3))


def test_heuristic_takes_a_row_that_is_clearly_good():
    match = Match(coloretto, 4, {}, 1)
    state = match.state
    mine = [kind for kind, count in enumerate(state.collections[state.current]) if count][0]
    rows = ((mine, mine, mine), (), (), ())
    state = state._replace(rows=rows)
    move, reason = plan_move(state, state.current, coloretto.legal_moves(state, state.current))
    assert coloretto.move_to_str(state, move) == "take 1"
    # One starting card and three more: 4 cards score 10 instead of 1 on the brown side.
    assert str(reason) == "Take row 1: it adds 9 points for you"


def test_heuristic_hint_gives_a_legal_move_and_a_reason():
    match = Match(coloretto, 4, {}, 6)
    bot = make_bot("heuristic", "coloretto")
    rng = random.Random(1)
    for _ in range(40):
        player = match.to_move()[0]
        move, reason = bot.hint(coloretto, match.view(player), player)
        assert move in match.legal_moves(player) and str(reason)
        assert "Player " not in str(reason) and "1 points" not in str(reason)
        match.play(rng.choice(match.legal_moves(player)))


def test_the_easy_level_is_weaker_by_what_it_considers_not_by_blunders():
    """Easy ignores the other players; it still beats random play and loses to the full bot."""
    easy = make_bot("easy", "coloretto")
    assert easy.watch_others is False
    versus_full = play_batch(coloretto, [make_bot("heuristic", "coloretto"), easy], games=60,
                             seed=31)
    assert versus_full.wins[0] > versus_full.wins[1]
    versus_random = play_batch(coloretto, [easy, make_bot("random", "coloretto")], games=40,
                               seed=32)
    assert versus_random.wins[0] / versus_random.games >= 0.8


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_easy_bots_finish_a_game_in_every_game(game):
    """Where a game's heuristic has no easy level, easy is random play; every game finishes."""
    bots = [make_bot("easy", game.id)] * game.min_players
    match = play_bot_match(game, bots, {}, seed=4)
    assert match.is_over() and match.outcome() is not None
