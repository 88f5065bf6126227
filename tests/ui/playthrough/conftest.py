"""The play-throughs' window (the real main window at 1280×800, offscreen, closed after each
test), and a summary of what the play-throughs played."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from chroma_desktop.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot) -> Iterator[MainWindow]:
    """The main window, shown. Bots move at once unless a mode says otherwise; no autosave
    (writing the save file after every move is not what these tests look at, and costs
    seconds over the games)."""
    win = MainWindow(bot_delay_ms=0, autosave=False)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    if win.controller is not None:
        win.controller.stop()


def pytest_terminal_summary(terminalreporter) -> None:
    """Which kinds of move the play-throughs made, per game, and how (clicks, drags, keys)."""
    from tests.ui.playthrough.harness import OFFERED, PLAYED, WAYS

    if not PLAYED:
        return
    terminalreporter.section("play-throughs")
    for game, played in sorted(PLAYED.items()):
        missing = sorted(OFFERED.get(game, set()) - set(played))
        terminalreporter.write_line(
            f"{game}: {', '.join(f'{kind} {count}' for kind, count in played.most_common())}"
            + (f"; offered but never played: {', '.join(missing)}" if missing else ""))
    for hand, ways in sorted(WAYS.items()):
        terminalreporter.write_line(
            f"{hand}: {', '.join(f'{way} {count}' for way, count in ways.most_common())}")
