"""A fault in a Qt event handler or timer never leaves the game silently stuck (`ui/faults.py`):
the app's `sys.excepthook` logs it, says it beside the table, and the game goes on: the bots keep
moving and the autosave is written again. Run on a real offscreen window, with the fault raised
from inside the real bot-answer slot (pytest-qt's own capture of such exceptions is off here,
as the app runs without it)."""

from __future__ import annotations

import json
import logging

import pytest
from PySide6.QtCore import QTimer

from chroma_desktop.persistence import autosave_path
from chroma_desktop.ui.faults import install, uninstall
from tests.ui.conftest import start, vs_bots, wait_for_human

pytestmark = pytest.mark.qt_no_exception_capture


@pytest.fixture
def hooked(window):
    handler = install(window)
    yield handler
    uninstall(handler)


def _moves(controller) -> int:
    return len(controller.match.to_record()["moves"])


def test_a_fault_in_the_bots_answer_is_said_and_the_bots_keep_playing(window, hooked, qtbot, caplog):
    controller = start(window, vs_bots(4))
    wait_for_human(qtbot, controller)
    policy = controller.policy
    real_log_html = policy.log_html
    failed: list[int] = []

    def log_html_failing_once(ply: int) -> str:  # the fault: a handler that raises mid-way
        if not failed and controller.match.movers[ply] in (1, 2, 3):  # a bot's move
            failed.append(ply)
            raise RuntimeError("a damaged log line")
        return real_log_html(ply)

    played = _moves(controller)
    with caplog.at_level(logging.ERROR, logger="chroma_desktop.ui.faults"):
        policy.log_html = log_html_failing_once  # the next bot's answer fails in its slot
        while controller.human_to_move() is not None:  # the human's turn: draw, then place
            controller.play(controller.legal[0])
        qtbot.waitUntil(lambda: bool(failed), timeout=10_000)
        # The bots go on after the fault, round to the human again.
        qtbot.waitUntil(lambda: controller.human_to_move() is not None and _moves(controller) > played + 3
                        or controller.match.is_over(), timeout=15_000)
    assert hooked.faults == 1
    assert "a damaged log line" in caplog.text
    saved = json.loads(autosave_path().read_text(encoding="utf-8"))
    assert len(saved["moves"]) == _moves(controller)


def test_a_fault_in_a_timer_is_said_beside_the_table(window, hooked, qtbot):
    controller = start(window, vs_bots(3))
    wait_for_human(qtbot, controller)
    said: list[str] = []
    real_set_message = window.set_message
    window.set_message = lambda text, error=False: (said.append(text), real_set_message(text, error))

    def broken() -> None:
        raise ValueError("a damaged settings value")

    QTimer.singleShot(0, broken)
    qtbot.waitUntil(lambda: hooked.faults == 1, timeout=5_000)
    assert any(text.startswith("Something went wrong, and the game goes on") and "damaged settings" in text
               for text in said), said
    assert controller.human_to_move() is not None  # the table still offers its moves
    controller.play(controller.legal[0])
    qtbot.waitUntil(lambda: controller.human_to_move() is not None or controller.match.is_over(),
                    timeout=10_000)
