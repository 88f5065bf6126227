"""The app as a screen reader meets it (run by tests/ui/test_screen_reader.py under Xvfb and an
AT-SPI bus): a window with a game against the Normal bot, the player's seat played only through
the accessible tree. At the end it prints one JSON line: the game over, the moves each seat made,
and what the announcer said."""

from __future__ import annotations

import json
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication


def main() -> None:
    game_id, seed = sys.argv[1], int(sys.argv[2])
    # Optional: the bot's pace, and how long the results stay after the end (a person's game
    # under Orca, docs/screen_reader_transcript.md); the test's defaults are fast.
    bot_delay_ms = int(sys.argv[4]) if len(sys.argv) > 4 else 60
    results_ms = int(sys.argv[5]) if len(sys.argv) > 5 else 1500
    app = QApplication([sys.argv[0]])
    from chroma_desktop.ui.dialogs import NewGameConfig
    from chroma_desktop.ui.main_window import MainWindow
    from chroma_desktop.ui.match_controller import Seat

    window = MainWindow(bot_delay_ms=bot_delay_ms, autosave=False)
    window.set_pace(0, remember=False)
    window.resize(1280, 800)
    window.show()
    controller = window.start_game(NewGameConfig(game_id, 2, [Seat("You"), Seat("Bot 2", "heuristic")],
                                                 {}, False, seed))
    window.activateWindow()  # no window manager under Xvfb: the keys come to this window
    window.view.setFocus()

    def report() -> None:
        match = controller.match
        print(json.dumps({"over": match.is_over(), "moves": len(match.moves),
                          "mine": sum(1 for mover in match.movers if mover == 0),
                          "said": [words for words, _ in window.announcer.said]}), flush=True)
        app.quit()

    controller.game_over.connect(lambda _outcome: QTimer.singleShot(results_ms, report))
    QTimer.singleShot(int(sys.argv[3]) * 1000, report)  # the test's own limit
    app.exec()


if __name__ == "__main__":
    main()
