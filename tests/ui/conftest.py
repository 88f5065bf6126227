"""UI test helpers: a real main window offscreen, games started the way a player starts them."""

from __future__ import annotations

import pytest

from chroma_desktop.ui.dialogs import NewGameConfig
from chroma_desktop.ui.main_window import MainWindow
from chroma_desktop.ui.match_controller import Seat


@pytest.fixture
def window(qtbot):
    win = MainWindow(bot_delay_ms=0)
    win.set_pace(0, remember=False)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    yield win
    if win.controller is not None:
        win.controller.stop()


def start(window, seats, seed=3, teach=False, **options):
    config = NewGameConfig("coloretto", len(seats), seats, options, teach, seed)
    return window.start_game(config)


def humans(count):
    return [Seat(f"Player {i + 1}") for i in range(count)]


def vs_bots(players=4, bot="heuristic"):
    return [Seat("You")] + [Seat(f"Bot {i + 1}", bot) for i in range(1, players)]


def wait_for_human(qtbot, controller, timeout=10_000):
    qtbot.waitUntil(lambda: controller.human_to_move() is not None or controller.match.is_over(),
                    timeout=timeout)


def view_of(qtbot, item, x: float, y: float):
    """A small real view, shown, of a scene holding `item` alone at (x, y)."""
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

    scene = QGraphicsScene(0, 0, 400, 300)
    item.setPos(x, y)
    scene.addItem(item)
    view = QGraphicsView(scene)
    view.kept_scene = scene  # the scene (and its items) live as long as the view
    view.resize(420, 320)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return view
