"""The one bot scheduler (`bots/schedule.py`), on plain clock values: think times from `update`,
the earliest first and ties round the table, waiting bots woken by a change, the stalled bot made
to move in turn, and a stuck table said so. Then the pace the online host's bots keep is the
table's: the bot clock in real time, the turn pace otherwise, a person's where a person's seat
may act in the same round."""

from __future__ import annotations

import random

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.clock import SHARED_ROUND_PACE_SECONDS, TURN_PACE_SECONDS, think_seconds
from chroma_desktop.bots.schedule import (
    IDLE,
    STUCK,
    Act,
    BotSchedule,
    WaitUntil,
    person_shares_round,
    seat_pace,
)
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match


def seeded_think(seed: int) -> tuple[BotSchedule, list[int]]:
    """A schedule for four seats whose think times come from a seeded generator, and the seats
    in the order they were asked for one."""
    rng = random.Random(seed)
    asked: list[int] = []

    def think(seat: int) -> float:
        asked.append(seat)
        return round(rng.uniform(0.5, 2.0), 3)

    return BotSchedule(4, think), asked


def test_new_movers_get_think_times_in_seat_order_from_now():
    schedule, asked = seeded_think(1)
    schedule.update({3, 1, 2}, now=10.0)
    assert asked == [1, 2, 3]
    assert all(10.5 <= schedule.due[seat] <= 12.0 for seat in (1, 2, 3))
    schedule.update({1, 2, 3}, now=11.0)  # still thinking: no new think time
    assert asked == [1, 2, 3]
    schedule.update({2}, now=11.0)  # the others are no longer to move
    assert set(schedule.due) == {2}


def test_the_earliest_acts_first_and_a_tie_goes_round_the_table():
    schedule = BotSchedule(4, lambda seat: {0: 1.0, 1: 1.0, 2: 0.5, 3: 1.0}[seat])
    schedule.update({0, 1, 2, 3}, now=0.0)
    assert schedule.turn(0.2, last=None, human_can_act=False) == WaitUntil(0.5)
    assert schedule.turn(0.5, last=None, human_can_act=False) == Act(2)
    assert schedule.turn(1.0, last=2, human_can_act=False) == Act(3)  # after seat 3 comes 4
    assert schedule.turn(1.0, last=3, human_can_act=False) == Act(0)
    assert schedule.turn(1.0, last=0, human_can_act=False) == Act(1)
    assert schedule.turn(1.0, last=1, human_can_act=False) is IDLE


def test_slack_lets_a_timer_that_fires_a_moment_early_act():
    schedule = BotSchedule(2, lambda seat: 1.0)
    schedule.update({1}, now=0.0)
    assert schedule.turn(0.999, last=0, human_can_act=True) == WaitUntil(1.0)
    assert schedule.turn(0.999, last=0, human_can_act=True, slack=0.002) == Act(1)


def test_waiting_bots_look_again_after_the_table_changes():
    schedule = BotSchedule(3, lambda seat: 0.25)
    schedule.update({1, 2}, now=0.0)
    assert schedule.turn(0.25, last=0, human_can_act=True) == Act(1)
    schedule.waits(1, stalled=False)
    assert schedule.turn(0.25, last=0, human_can_act=True) == Act(2)
    schedule.waits(2, stalled=False)
    assert schedule.turn(0.3, last=0, human_can_act=True) is IDLE  # the human may still act
    schedule.table_changed(now=4.0, mover=0)
    assert schedule.due == {1: 4.25, 2: 4.25} and not schedule.waiting


def test_when_every_bot_waits_the_next_after_the_last_to_act_is_made_to_move():
    schedule = BotSchedule(4, lambda seat: 1.0)
    schedule.update({0, 1, 3}, now=0.0)
    for seat in (0, 1, 3):
        assert schedule.turn(1.0, last=None, human_can_act=False) == Act(seat)
        schedule.waits(seat, stalled=False)
    assert schedule.turn(1.0, last=1, human_can_act=False) == Act(3, stalled=True)
    schedule.waits(3, stalled=True)  # it declines even so: the next one is asked
    assert schedule.turn(1.0, last=1, human_can_act=False) == Act(0, stalled=True)
    schedule.waits(0, stalled=True)
    assert schedule.turn(1.0, last=1, human_can_act=False) == Act(1, stalled=True)
    schedule.waits(1, stalled=True)
    assert schedule.turn(1.0, last=1, human_can_act=False) is STUCK
    schedule.table_changed(now=2.0, mover=1)  # seat 2 moved after all: everyone looks again
    assert schedule.due == {0: 3.0, 3: 3.0} and not schedule.declined


def test_a_stale_move_is_thought_again_at_once_and_clear_forgets_everything():
    schedule = BotSchedule(2, lambda seat: 5.0)
    schedule.update({0, 1}, now=0.0)
    assert schedule.turn(5.0, last=None, human_can_act=False) == Act(0)
    schedule.again(0, now=6.0)
    assert schedule.due[0] == 6.0
    schedule.waits(1, stalled=False)
    schedule.clear()
    assert schedule.turn(7.0, last=None, human_can_act=False) is IDLE


def test_the_hosts_bots_keep_the_tables_pace():
    coloretto, cmyk = find_game("coloretto"), find_game("cmyk")
    normal = make_bot("heuristic", "coloretto")
    assert seat_pace(coloretto, normal)(None, 0, random.Random(0)) == TURN_PACE_SECONDS
    bot = make_bot("heuristic", "cmyk")
    view = Match(cmyk, 4, {}, 5).view(1)
    paced = seat_pace(cmyk, bot)(view, 1, random.Random(3))
    assert paced == think_seconds(cmyk, bot, view, 1, random.Random(3)) and paced > 0


def test_a_bot_sharing_a_round_with_a_persons_seat_keeps_a_persons_pace():
    cubes = find_game("chroma_cubes")
    match = Match(cubes, 2, {}, 31)
    bots = [make_bot("heuristic", "chroma_cubes") for _seat in range(2)]
    rng = random.Random(31)
    draft_views = []
    while len(match.to_move()) < 2:  # the draft, one seat at a time, until the round is shared
        match.resolve_chance()
        if len(match.to_move()) < 2:
            seat = match.to_move()[0]
            draft_views.append(match.view(1))
            match.play(bots[seat].choose(cubes, match.view(seat), seat, rng), seat)
    shared = match.view(1)
    assert person_shares_round(cubes, shared, {1}) and not person_shares_round(cubes, shared, {0, 1})
    assert seat_pace(cubes, bots[1], {1})(shared, 1, rng) == SHARED_ROUND_PACE_SECONDS
    assert seat_pace(cubes, bots[1], {0, 1})(shared, 1, rng) == TURN_PACE_SECONDS
    assert seat_pace(cubes, bots[1])(shared, 1, rng) == TURN_PACE_SECONDS  # bots alone
    bot_drafting = [view for view in draft_views if cubes.to_move(view) == (1,)]
    assert bot_drafting and all(seat_pace(cubes, bots[1], {1})(view, 1, rng) == TURN_PACE_SECONDS
                                for view in bot_drafting)
