"""The play-throughs' window: the real main window at 1280×800, offscreen, closed after the test."""

from __future__ import annotations

import pytest

from chroma_desktop.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot):
    win = MainWindow(bot_delay_ms=0, autosave=False)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    if win.controller is not None:
        win.controller.stop()
