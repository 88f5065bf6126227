"""The table schedules real-time bots as the headless driver does (issue 14): four CMYK!
heuristic bots at a real table (offscreen Qt, bots on worker threads) finish the seed-70046 game
that used to loop with one seat never acting."""

from __future__ import annotations

from chroma_desktop.registry import find_game
from chroma_desktop.rules.api import CHANCE
from chroma_desktop.rules.match import Match
from chroma_desktop.ui.match_controller import MatchController
from chroma_desktop.ui.seat import Seat


def test_four_bots_at_the_table_finish_the_seed_70046_game(qtbot):
    match = Match(find_game("cmyk"), 4, {}, 70046)
    seats = [Seat(f"Bot {seat + 1}", "heuristic") for seat in range(4)]
    controller = MatchController(match, seats, autosave=False, bot_delay_ms=2)
    try:
        controller.start()
        qtbot.waitUntil(match.is_over, timeout=120_000)
        assert not controller.bot_error
        acted = {player for player in match.movers if player != CHANCE}
        assert acted == {0, 1, 2, 3}
        assert all(len(mosaic) > 5 for mosaic in match.state.mosaics)
    finally:
        controller.stop()
