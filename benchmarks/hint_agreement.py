"""Hint agreement (issue 31): over sampled positions of every game, the share where the hint
panel's first move, the move Enter plays and the move the table lights as the hint are one move.

Each position is a 2-player match played some decisions in by the Normal bots (a seeded number,
0 to 40); the seat to move is "You" on a real window (offscreen), the other a bot that does not
act. H asks the hint; once the ranking is listed, the panel's first entry, the hint's lights on
the table (the item its target names is lit as the hint) and the move Enter then plays are
compared.

    QT_QPA_PLATFORM=offscreen python benchmarks/hint_agreement.py [POSITIONS] [--playouts N] [GAME ...]
      POSITIONS   positions sampled per game (default 30; the issue's figure is 1000)
      --playouts  the ranking's playouts a decision (default 24: reproducible and quick)
"""

from __future__ import annotations

import os
import random
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402 (after the platform is chosen)
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from chroma_desktop.bots import make_bot  # noqa: E402
from chroma_desktop.registry import find_game, game_ids  # noqa: E402
from chroma_desktop.rules.api import CHANCE  # noqa: E402
from chroma_desktop.rules.match import Match  # noqa: E402

PAUSED = 10 ** 7  # the bots' pace: they never act during a sample
MOST_PLIES_IN = 40


def sample(game_id: str, seed: int) -> tuple[Match, int] | None:
    """A match some Normal-bot decisions in, and the seat to move (None: the game ended)."""
    game = find_game(game_id)
    match = Match(game, 2, None, seed)
    rng = random.Random(seed)
    normal = make_bot("heuristic", game_id)
    for _ in range(rng.randrange(MOST_PLIES_IN + 1)):
        if match.is_over():
            return None
        seat = next(p for p in match.to_move() if p != CHANCE)
        match.play(normal.choose(game, match.view(seat), seat, rng), seat)
    movers = [p for p in match.to_move() if p != CHANCE]
    return None if match.is_over() or not movers else (match, movers[0])


def agrees(app: QApplication, window, match: Match, seat: int, playouts: int) -> bool:
    from chroma_desktop.ui.items.base import Highlight
    from chroma_desktop.ui.items.button_item import ButtonItem
    from chroma_desktop.ui.match_controller import Seat

    seats = [Seat("You") if p == seat else Seat(f"Bot {p + 1}", "heuristic")
             for p in range(match.players)]
    controller = window.show_match(match, seats, False)
    controller.search_playouts = playouts
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_H)
    deadline = time.monotonic() + 120
    while (controller.hint_pending() or not controller.best) and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.002)
    if not controller.best:
        return False
    panel = window.side.best_moves.entries[0].entry.move
    listed = controller.best[0].move
    scene = controller.scene
    lit = scene.highlighted(Highlight.HINT)
    # An item answers to its id, the zone a drop on it means and the source a pick-up means
    # (`TableScene._apply_highlights`); the hint's several cards or dice show as chosen. A move
    # played by a click on its source (CMYK!'s Stop taking tiles) shows on that source, one a
    # button stands for (Discard K-tile) on the button.
    shown = any(cid in lit and (panel.target in (cid, item.drop_id, item.source_key)
                                or panel.source == cid
                                or (isinstance(item, ButtonItem)
                                    and item.click == (panel.source, panel.target)))
                for cid, item in scene.items_by_id.items())
    before = match.cursor
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    entered = match.moves[before] if len(match.moves) > before else None
    ok = panel == listed and shown and entered == panel
    if not ok and os.environ.get("HINT_DEBUG"):
        print("  ", panel == listed, shown, entered == panel, panel, lit, entered)
    return ok


def main(argv: list[str]) -> int:
    positions, playouts, games = 30, 24, []
    args = iter(argv)
    for word in args:
        if word == "--playouts":
            playouts = int(next(args))
        elif word.isdigit():
            positions = int(word)
        else:
            games.append(word)
    app = QApplication.instance() or QApplication(sys.argv)
    from chroma_desktop.ui.main_window import MainWindow

    window = MainWindow(bot_delay_ms=PAUSED)
    window.set_pace(0, remember=False)
    window.resize(1280, 800)
    window.show()
    window.finish_start()
    print(f"{'game':<14} {'positions':>9} {'agree':>6} {'share':>7}")
    for game_id in games or list(game_ids()):
        tried = agreed = 0
        seed = 0
        while tried < positions:
            found = sample(game_id, seed)
            seed += 1
            if found is None:
                continue
            tried += 1
            agreed += agrees(app, window, *found, playouts)
        print(f"{game_id:<14} {tried:>9} {agreed:>6} {agreed / tried:>7.1%}", flush=True)
    if window.controller is not None:
        window.controller.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
