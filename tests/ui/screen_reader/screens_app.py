"""The start page and the New game dialog as a screen reader meets them (run by
tests/ui/test_screen_reader.py under Xvfb and an AT-SPI bus): the window shows its start page,
then opens New game beside it; the client walks both. Prints one JSON line when it ends."""

from __future__ import annotations

import json
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication


def main() -> None:
    seconds = int(sys.argv[1])
    app = QApplication([sys.argv[0]])
    from chroma_desktop.ui.dialogs import NewGameDialog
    from chroma_desktop.ui.main_window import MainWindow

    window = MainWindow(bot_delay_ms=60, autosave=False)
    window.resize(1280, 800)
    window.show()
    dialog = NewGameDialog(window, "coloretto")
    QTimer.singleShot(1500, dialog.show)  # not modal: the client reads both windows

    def report() -> None:
        print(json.dumps({"shown": dialog.isVisible()}), flush=True)
        app.quit()

    QTimer.singleShot(seconds * 1000, report)  # the test's own limit
    app.exec()


if __name__ == "__main__":
    main()
