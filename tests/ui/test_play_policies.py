"""The table controller composes its play policy (issue 29): the online table overrides none of
the table's methods, a table given no policy plays a local `Match` (and refuses anything else),
and the local policy's bots keep the one scheduler's pace on the table's timer."""

from __future__ import annotations

import inspect
import time

import pytest

from chroma_desktop.bots.clock import TURN_PACE_SECONDS
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match
from chroma_desktop.ui.local_play import LocalPlay
from chroma_desktop.ui.match_controller import MatchController
from chroma_desktop.ui.online_table import OnlineController, RemoteMatch, RemotePlay
from chroma_desktop.ui.seat import Seat


def test_the_online_table_overrides_none_of_the_tables_methods():
    table = {name for name, _ in inspect.getmembers(MatchController)}
    own = {name for name in vars(OnlineController)
           if not name.startswith("__") and name != "staticMetaObject"}  # Qt's own
    assert own & table == {"is_online"}  # a declared capability, not behaviour
    assert OnlineController.is_online and not MatchController.is_online
    assert not RemotePlay.searches_hints and LocalPlay.searches_hints


def test_a_table_given_no_policy_plays_a_local_match(qtbot):
    game = find_game("coloretto")
    controller = MatchController(Match(game, 3, {}, 1), [Seat("You"), Seat("B", "heuristic"),
                                                         Seat("C", "heuristic")], autosave=False)
    try:
        assert isinstance(controller.policy, LocalPlay)
        assert controller.humans() == [0] and controller.can_save()
    finally:
        controller.stop()
    with pytest.raises(TypeError):
        MatchController(RemoteMatch(game, 3, {}, 0), [Seat("You"), Seat("B"), Seat("C")])


def test_the_tables_bots_keep_the_schedulers_pace(qtbot):
    """After the human's move the next bot is due one turn pace later (the window's pace here:
    three times the normal), and it moves on the timer."""
    match = Match(find_game("coloretto"), 2, {}, 3)
    controller = MatchController(match, [Seat("You"), Seat("Bot", "heuristic")], autosave=False,
                                 bot_delay_ms=round(3 * TURN_PACE_SECONDS * 1000))
    try:
        controller.start()
        schedule = controller.policy.schedule
        for _ in range(4):  # the human's moves until the bot is to move after one of them
            qtbot.waitUntil(lambda: controller.human_to_move() == 0, timeout=10_000)
            before = time.monotonic()
            assert controller.play(controller.legal[0])
            if 1 in match.to_move():
                break
        assert 1 in match.to_move()
        played = len(match.moves)
        assert schedule.due[1] == pytest.approx(before + 3 * TURN_PACE_SECONDS, abs=0.25)
        qtbot.waitUntil(lambda: len(match.moves) > played, timeout=10_000)
        assert time.monotonic() - before >= 3 * TURN_PACE_SECONDS - 0.01
        assert match.movers[played] == 1
    finally:
        controller.stop()
