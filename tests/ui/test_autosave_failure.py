"""An autosave that fails, for any reason, never stops the game: the player is told once (until
an autosave works again), and the game and its later autosaves go on."""

from __future__ import annotations

import json

from chroma_desktop.persistence import autosave_path
from chroma_desktop.ui.match_controller import Seat
from tests.ui.conftest import start, wait_for_human


def test_an_autosave_that_cannot_encode_is_said_once_and_the_game_goes_on(window, qtbot):
    # A lone surrogate cannot be written as UTF-8: the autosave raises UnicodeEncodeError.
    seats = [Seat("You"), Seat("\ud800", "heuristic"), Seat("Bot 3", "heuristic")]
    said: list[str] = []
    controller = start(window, seats)
    controller.message.connect(said.append)
    wait_for_human(qtbot, controller)
    for _ in range(3):
        played = len(controller.match.to_record()["moves"])
        controller.play(controller.legal[0])
        qtbot.waitUntil(lambda played=played: len(controller.match.to_record()["moves"]) > played + 1
                        or controller.match.is_over(), timeout=10_000)
        wait_for_human(qtbot, controller)
    failures = [text for text in said if text.startswith("Autosave failed")]
    assert len(failures) == 1, said
    assert "surrogate" in failures[0] or "encode" in failures[0]


def test_a_later_autosave_that_works_is_written(window, qtbot):
    controller = start(window, [Seat("You"), Seat("Bot 2", "heuristic"), Seat("Bot 3", "heuristic")])
    wait_for_human(qtbot, controller)
    controller.seats[1] = Seat("\ud800", "heuristic")
    controller.autosave()
    controller.seats[1] = Seat("Bea", "heuristic")
    controller.autosave()
    record = json.loads(autosave_path().read_text(encoding="utf-8"))
    assert record["seats"][1]["name"] == "Bea"
