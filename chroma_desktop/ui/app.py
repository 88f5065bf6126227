"""Starting the desktop app: the QApplication, the main window, and command-line flags."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from chroma_desktop import __version__


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="chroma-desktop", description="Chroma Desktop table.")
    parser.add_argument("--version", action="version", version=f"chroma-desktop {__version__}")
    parser.add_argument("--open", metavar="FILE", help="open a saved game")
    return parser


def run_app(argv: Sequence[str]) -> int:
    args, qt_args = build_parser().parse_known_args(list(argv[1:]))
    from PySide6.QtWidgets import QApplication

    from chroma_desktop.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([argv[0], *qt_args])
    app.setApplicationName("Chroma Desktop")
    app.setApplicationVersion(__version__)
    window = MainWindow()
    window.resize(1280, 800)
    if args.open:
        from pathlib import Path

        window.open_file(Path(args.open))
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(run_app(sys.argv))
