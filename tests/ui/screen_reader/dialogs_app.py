"""The end of a game as a screen reader meets it (run by tests/ui/test_screen_reader.py under
Xvfb and an AT-SPI bus): two bots play a Coloretto game to its end and the results show; when
the client closes them, Help -> Keys opens; when it closes that, the review of the game starts,
its step buttons under the log, which the client presses by their accessible actions. Prints one
JSON line at the end: the review's move and what the announcer said."""

from __future__ import annotations

import json
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication


def main() -> None:
    seconds = int(sys.argv[1])
    app = QApplication([sys.argv[0]])
    from chroma_desktop.ui.dialogs import NewGameConfig
    from chroma_desktop.ui.main_window import MainWindow
    from chroma_desktop.ui.match_controller import Seat

    window = MainWindow(bot_delay_ms=0, autosave=False)
    window.set_pace(0, remember=False)
    window.resize(1280, 800)
    window.show()
    window.start_game(NewGameConfig("coloretto", 2, [Seat("You", "heuristic"), Seat("Bot 2", "heuristic")],
                                    {}, False, 3))
    window.activateWindow()  # no window manager under Xvfb: the keys come to this window
    shown: dict[str, bool] = {}

    def keys_closed() -> None:
        window.ending.review_game()
        window.activateWindow()

    def results_closed() -> None:
        box = window.help_menu.keys()
        box.activateWindow()
        box.finished.connect(lambda _code: QTimer.singleShot(300, keys_closed))

    def watch() -> None:
        dialog = window.ending.end_dialog
        if dialog is not None and dialog.isVisible() and not shown.get("results"):
            shown["results"] = True
            dialog.activateWindow()
            dialog.finished.connect(lambda _code: QTimer.singleShot(300, results_closed))

    timer = QTimer()
    timer.timeout.connect(watch)
    timer.start(200)

    def report() -> None:
        review = window.ending.review
        print(json.dumps({"reviewing": window.ending.reviewing,
                          "ply": review.ply if review is not None else None,
                          "total": review.total if review is not None else None,
                          "said": [words for words, _ in window.announcer.said]}), flush=True)
        app.quit()

    QTimer.singleShot(seconds * 1000, report)  # the test's own limit
    app.exec()


if __name__ == "__main__":
    main()
