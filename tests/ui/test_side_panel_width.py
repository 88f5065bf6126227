"""The side panel gives way on a small window and follows the system font: at 800x500 it is
narrower than at 1280x800 and the table gets the room (fitted larger); with a larger system
font the panel and its type grow. Checked through a real window, resized as a player resizes it.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QPushButton

from chroma_desktop.ui import theme
from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.main_window import MainWindow
from chroma_desktop.ui.match_controller import Seat

PAUSED = 10 ** 7


def start(window: MainWindow, game_id: str, players: int = 3):
    window.bot_delay_ms = PAUSED
    seats = [Seat("You")] + [Seat(f"Bot {i + 1}", "heuristic") for i in range(1, players)]
    controller = window.start_game(NewGameConfig(game_id, players, seats, {}, False, 5))
    window.finish_start()
    return controller


def resize(window: MainWindow, qtbot, width: int, height: int) -> None:
    QApplication.processEvents()  # the page just shown sets the window's smallest size
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.width() == width and window.height() == height)
    QApplication.processEvents()


def clipped_buttons(panel) -> list[str]:
    """Buttons of the panel whose words do not fit them."""
    return [button.text() for button in panel.findChildren(QPushButton) if button.isVisible()
            and button.fontMetrics().horizontalAdvance(button.text().replace("&", ""))
            > button.width() - 6]


@pytest.mark.parametrize("game_id", ["cmyk", "chroma_mix", "coloretto", "chroma_cubes"])
def test_the_panel_gives_way_to_the_table_on_a_small_window(window, qtbot, game_id):
    start(window, game_id)
    resize(window, qtbot, 1280, 800)
    wide_panel, wide_zoom = window.side.width(), window.view.zoom
    least, most = theme.side_panel_range()
    assert least < wide_panel <= most
    assert not window.side.compact and window.side.hint_button.text() == "&Hint (H)"
    resize(window, qtbot, 800, 500)
    small_panel = window.side.width()
    assert small_panel <= 0.22 * 800 < wide_panel, (small_panel, wide_panel)
    # The table takes what the panel gave up: nearly four fifths of the window.
    assert window.view.width() >= 0.75 * 800
    assert window.side.compact and window.side.hint_button.text() == "&Hint"
    assert not clipped_buttons(window.side)
    # The table is fitted again to its new room (the whole table shows, as large as it can).
    table = window.view.scene().sceneRect()
    room = window.view.maximumViewportSize()
    assert window.view.zoom == pytest.approx(min((room.width() - 4) / table.width(),
                                                 (room.height() - 4) / table.height()))
    assert window.view.zoom < wide_zoom
    resize(window, qtbot, 1280, 800)
    assert window.side.width() == wide_panel and not window.side.compact


def test_a_panel_the_player_dragged_keeps_its_width(window, qtbot):
    start(window, "coloretto")
    resize(window, qtbot, 1280, 800)
    splitter = window.table_page
    total = sum(splitter.sizes())
    splitter.moveSplitter(total - 380, 1)  # what dragging the divider does
    assert window.side.width() == pytest.approx(380, abs=8)
    resize(window, qtbot, 1200, 760)
    assert window.side.width() == pytest.approx(380, abs=8)


def test_the_panel_and_its_type_follow_the_system_font(qtbot, qapp):
    def panel(width: int, height: int) -> tuple[int, float, list[str]]:
        win = MainWindow(bot_delay_ms=PAUSED, autosave=False)
        qtbot.addWidget(win)
        win.set_pace(0, remember=False)
        win.resize(width, height)
        win.show()
        start(win, "coloretto")
        resize(win, qtbot, width, height)
        said = (win.side.width(), win.side.prompt.font().pointSizeF(), clipped_buttons(win.side))
        win.controller.stop()
        return said

    # (At a larger font the window's pages need more than 800x500: 900x600 is small enough.)
    small, _prompt, _clipped = panel(900, 600)
    _width, prompt, _clipped = panel(1280, 800)
    before = QFont(qapp.font())
    bigger = QFont(before)
    bigger.setPointSizeF(before.pointSizeF() * 1.6)
    qapp.setFont(bigger)
    try:
        large_small, _large_prompt, large_clipped = panel(900, 600)
        _large_width, large_prompt, _clipped = panel(1280, 800)
    finally:
        qapp.setFont(before)
    # The panel's words are larger, and on a small window the panel keeps the room they need.
    assert large_prompt > 1.3 * prompt
    assert large_small > 1.4 * small
    assert not large_clipped
