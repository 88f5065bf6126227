"""The real-time driver gives every seat its turn (issue 14): ties and the bot made to move go
round the table from the last player to act, a game that cannot end stops with a clear error, and
four CMYK! heuristic bots finish their games (seed 70046 used to loop for ever)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.base import BaseBot
from chroma_desktop.bots.realtime import (
    RealtimeDriver,
    RealtimeStalled,
    fair_order,
    next_due,
    play_realtime_match,
)
from chroma_desktop.games.cmyk import moves as mv
from chroma_desktop.games.cmyk.state import PLAY
from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import Game, Move, PlayerId
from chroma_desktop.rules.match import Match


@pytest.fixture(scope="module")
def cmyk():
    return find_game("cmyk")


def test_fair_order_starts_after_the_last_player_to_act():
    assert fair_order({0, 1, 2, 3}, None, 4) == [0, 1, 2, 3]
    assert fair_order({0, 1, 2, 3}, 1, 4) == [2, 3, 0, 1]
    assert fair_order({0, 3}, 3, 4) == [0, 3]
    assert fair_order({1, 2}, 2, 5) == [1, 2]


def test_a_tie_goes_to_the_next_seat_after_the_last_to_act():
    due = {0: 4.0, 1: 4.0, 3: 4.0}
    assert next_due(due, 0, 4) == 1
    assert next_due(due, 1, 4) == 3
    assert next_due(due, 3, 4) == 0
    assert next_due({0: 4.0, 1: 3.5}, 0, 4) == 1  # the earliest still goes first
    assert next_due({2: 1.0, 3: 1.0}, None, 4) == 2


class PatientBot(BaseBot):
    """In play it waits until made to move, then takes (never stops while a pile is left) or
    places at random; it records which seat was made to move, in order."""

    name = "patient"

    def __init__(self, forced: list[int]) -> None:
        self.forced = forced

    def act(self, game: Game, view: Any, player: PlayerId, rng: random.Random,
            stalled: bool) -> Move | None:
        legal = game.legal_moves(view, player)
        if view.phase != PLAY:
            return legal[0]
        if not stalled:
            return None
        self.forced.append(player)
        useful = [m for m in legal if m.kind not in (mv.STOP, mv.MOVE)]
        return rng.choice(useful) if useful else mv.stop_move(player)


def test_the_bot_made_to_move_goes_round_the_table(cmyk):
    """Every bot waits whenever it can, so each action is forced: the driver must ask the seat
    after the last to act, not the lowest waiting seat again and again."""
    forced: list[int] = []
    bots = [PatientBot(forced) for _ in range(4)]
    match, log = play_realtime_match(cmyk, bots, {}, seed=11)
    assert match.is_over()
    assert len(forced) > 40
    for before, after in zip(forced[:40], forced[1:41], strict=True):
        assert after == (before + 1) % 4, forced[:41]


def test_the_seed_70046_game_ends_and_every_seat_builds(cmyk):
    bots = [make_bot("heuristic", "cmyk") for _ in range(4)]
    match, log = play_realtime_match(cmyk, bots, {}, seed=70046)
    assert match.is_over() and match.outcome() is not None
    acted = {action.player for action in log}
    assert acted == {0, 1, 2, 3}
    # Each seat placed more than its initial tile and the next (the loop left seat 4 with one).
    assert all(len(mosaic) > 5 for mosaic in match.state.mosaics)


def _repeats_a_put_back_take(match: Match) -> str:
    """Where a seat takes again the tile it just put back, its mosaic unchanged; "" if never."""
    put_back: dict[int, tuple[int, int, object]] = {}
    for ply, (player, move) in enumerate(match.history()):
        state = match.states[ply]
        if move.kind == mv.PUTBACK:
            put_back[player] = (state.origins[player], state.hands[player], state.mosaics[player])
        elif move.kind == mv.TAKE and player in put_back:
            pile, tile, mosaic = put_back.pop(player)
            if (move.arg.pile, state.top(move.arg.pile), state.mosaics[player]) == (pile, tile, mosaic):
                return f"ply {ply}: seat {player + 1} takes {tile} from pile {pile + 1} again"
        elif player >= 0 and move.kind in (mv.PLACE, mv.MOVE):
            put_back.pop(player, None)
    return ""


def test_four_bot_games_end_and_no_bot_takes_back_what_it_put_back(cmyk):
    """Twenty seeds here; `benchmarks/bot_levels.py` and `chroma simulate` play hundreds more."""
    bots = [make_bot("heuristic", "cmyk") for _ in range(4)]
    for seed in range(20):
        # A few hundred actions end any game: a loop fails fast with the driver's own error.
        match, _log = play_realtime_match(cmyk, bots, {}, seed=seed, max_actions=600)
        assert match.is_over()
        assert _repeats_a_put_back_take(match) == "", f"seed {seed}"


def test_the_action_limit_names_game_seed_and_seats(cmyk):
    bots = [make_bot("heuristic", "cmyk") for _ in range(3)] + [make_bot("random", "cmyk")]
    with pytest.raises(RealtimeStalled) as stalled:
        play_realtime_match(cmyk, bots, {}, seed=5, max_actions=30)
    text = str(stalled.value)
    assert "CMYK!" in text and "seed 5" in text and "no end within 30 actions" in text
    assert "seat 1 heuristic" in text and "seat 4 random" in text
    assert isinstance(stalled.value, RuntimeError)


class StubbornBot(BaseBot):
    """In play it never moves, even when made to."""

    name = "stubborn"

    def act(self, game: Game, view: Any, player: PlayerId, rng: random.Random,
            stalled: bool) -> Move | None:
        return game.legal_moves(view, player)[0] if view.phase != PLAY else None


def test_bots_that_will_not_move_stop_the_game_with_a_clear_error(cmyk):
    match = Match(cmyk, 2, {}, seed=3)
    driver = RealtimeDriver(match, [StubbornBot(), StubbornBot()], seed=3)
    with pytest.raises(RealtimeStalled, match=r"CMYK!, seed 3 \(seat 1 stubborn, seat 2 stubborn\): "
                                              r"every bot waits and none will move"):
        driver.play_to_end()
