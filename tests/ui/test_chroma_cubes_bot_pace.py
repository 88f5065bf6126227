"""Chroma Cubes' Normal bot colours its round one move at a time (issue 31: in a 2-player game a
newcomer saw the bot's whole round arrive as one block in the log and on the table).

The rulebook plays a round "with every player taking their turn at the same time", and nothing
is hidden: a person at a real table sees the other player colour one section after another
while they work on their own dice. The bots' one scheduler paced each of the bot's moves at the
turn pace of a game played in turns (0.45 s), so its four or five moves came within two
seconds of the rolls. Now, while the person here may still act in the round, each bot move
waits a person's pace (`clock.SHARED_ROUND_PACE_SECONDS`), is drawn on the real table (the
bot's sheet changes once for each section it colours) and logged in turn; once the person
has ended their round, the bot goes on at the turn pace."""

from __future__ import annotations

import time

from chroma_desktop.bots.clock import SHARED_ROUND_PACE_SECONDS, TURN_PACE_SECONDS, turn_pace
from chroma_desktop.games.chroma_cubes import moves as mv
from chroma_desktop.games.chroma_cubes.state import DRAFT
from chroma_desktop.ui.local_play import DEFAULT_BOT_DELAY_MS
from tests.ui.conftest import vs_bots, wait_for_human
from tests.ui.test_chroma_cubes_table import start

SCALE = 0.2  # the window's pace: think times a fifth of the normal ones
BOT = 1


def test_a_person_at_the_desk_sharing_the_round_slows_the_bot_to_a_persons_pace():
    assert turn_pace(True) == SHARED_ROUND_PACE_SECONDS > 3 * TURN_PACE_SECONDS
    assert turn_pace(False) == TURN_PACE_SECONDS


def test_the_bot_colours_its_round_one_move_at_a_time_on_the_table(window, qtbot):
    window.bot_delay_ms = round(DEFAULT_BOT_DELAY_MS * SCALE)
    controller = start(window, vs_bots(2), seed=311)
    match, scene = controller.match, controller.scene
    while match.state.phase == DRAFT:  # the first die each time; the bot picks its own
        wait_for_human(qtbot, controller)
        if match.state.phase == DRAFT:
            controller.play(controller.legal[0])
    qtbot.waitUntil(lambda: controller.human_to_move() is not None, timeout=10_000)
    round_start = len(match.moves)
    seen: list[tuple[float, int, object]] = []  # when, the bot's moves so far, the table's face

    def faces() -> dict[str, object]:
        return {key: item.face for key, item in scene.items_by_id.items()
                if key.startswith(f"sheet:p{BOT}:")}

    drawn_before = faces()

    def bot_moves() -> list:
        return [move for move, mover in zip(match.moves[round_start:match.cursor],
                                            match.movers[round_start:match.cursor], strict=True)
                if mover == BOT]

    def drawn() -> None:
        seen.append((time.monotonic(), len(bot_moves()), faces()))

    controller.changed.connect(drawn)
    start_time = time.monotonic()
    # The person here keeps their round open and watches the bot's.
    qtbot.waitUntil(lambda: len([m for m in bot_moves() if m.kind == mv.COLOUR]) >= 3
                    or BOT not in match.to_move(), timeout=30_000)
    controller.changed.disconnect(drawn)
    made = bot_moves()
    coloured = [move for move in made if move.kind == mv.COLOUR]
    assert len(coloured) >= 2, made
    assert controller.human_to_move() is not None  # the person could act all along

    # Each move arrives on its own: one more bot move each time the table is drawn anew...
    counts = [count for _when, count, _faces in seen]
    assert all(later - earlier <= 1 for earlier, later in zip([0, *counts], counts, strict=False))
    # ...after a person's pace (a lower bound: a busy machine only makes it later)...
    arrivals = [next(when for when, count, _faces in seen if count >= index)
                for index in range(1, len(made) + 1)]
    least = SHARED_ROUND_PACE_SECONDS * SCALE * 0.9
    gaps = [later - earlier for earlier, later in zip([start_time, *arrivals], arrivals,
                                                       strict=False)]
    assert all(gap >= least for gap in gaps[1:]), gaps
    # ...and the table shows each coloured section as it comes: the bot's sheet (drawn whole,
    # smaller, beside yours) changes once for each, never two at once.
    def sheet_of(table: dict[str, object], move) -> object:
        return next(face for key, face in table.items() if move.target.startswith(f"{key}:"))

    tables = [drawn_before] + [next(table for _when, count, table in seen if count == index)
                               for index in range(1, len(made) + 1)]
    for index, move in enumerate(made, start=1):
        if move.kind == mv.COLOUR:
            assert sheet_of(tables[index], move) != sheet_of(tables[index - 1], move), move
