"""`chroma screenshot`: render a table offscreen to PNG after some bot moves.

The offscreen platform says what it cannot do for a window manager it does not have ("This
plugin does not support propagateSizeHints()"); that says nothing about the picture and is not
printed. Any other Qt message is.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

from chroma_desktop.rules.api import Game

PLATFORM_NOTICE = "This plugin does not support"


def _quiet_platform(kind: object, context: object, text: str) -> None:
    """Qt's messages while rendering, less the offscreen platform's notices."""
    if not text.startswith(PLATFORM_NOTICE):
        sys.stderr.write(text + "\n")


def render_screenshot(game: Game, players: int, options: Mapping[str, str], seed: int,
                      moves: int, size: tuple[int, int], out: Path, teach: bool = False,
                      greyscale: bool = False, language: str = "en", focus: int = 0) -> Path:
    """Play `moves` heuristic-bot moves, show the table at `size` and save the window as PNG,
    its words in `language` (a code of `chroma_desktop.language.SUPPORTED`); `focus`: Tab
    pressed that many times first (the focused move, its note and what it is worth)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import qInstallMessageHandler

    previous = qInstallMessageHandler(_quiet_platform)
    try:
        return _render(game, players, options, seed, moves, size, Path(out), teach, greyscale,
                       language, focus)
    finally:
        qInstallMessageHandler(previous)


def _render(game: Game, players: int, options: Mapping[str, str], seed: int, moves: int,
            size: tuple[int, int], out: Path, teach: bool, greyscale: bool,
            language: str, focus: int) -> Path:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["chroma-screenshot"])
    from chroma_desktop import language as shown
    from chroma_desktop.ui.translation import install

    before = shown.current()
    install(language)
    try:
        return _render_in_language(app, game, players, options, seed, moves, size, out, teach,
                                   greyscale, focus)
    finally:
        install(before)


def _render_in_language(app, game: Game, players: int, options: Mapping[str, str], seed: int,
                        moves: int, size: tuple[int, int], out: Path, teach: bool,
                        greyscale: bool, focus: int = 0) -> Path:
    from PySide6.QtGui import QImage

    from chroma_desktop.bots import make_bot
    from chroma_desktop.bots.driver import bot_rng
    from chroma_desktop.rules.match import Match
    from chroma_desktop.ui.main_window import MainWindow
    from chroma_desktop.ui.match_controller import Seat

    match = Match(game, players, options, seed)
    bot = make_bot("heuristic", game.id)
    rngs = [bot_rng(seed, seat) for seat in range(players)]
    for step in range(moves):
        if match.is_over():
            break
        movers = match.to_move()
        player = movers[step % len(movers)]  # several may act (real time): take turns
        match.play(bot.choose(game, match.view(player), player, rngs[player]), player)
    window = MainWindow(bot_delay_ms=60_000, autosave=False)
    window.resize(*size)
    seats = [Seat("You")] + [Seat(f"Bot {i + 1}", "heuristic") for i in range(1, players)]
    window.set_pace(0, remember=False)
    controller = window.show_match(match, seats, teach)
    window.show()
    app.processEvents()
    window.finish_start()  # the side panel and menus, as a player sees them a moment later
    app.processEvents()
    window.view.fit()
    controller.scene.finish_animations()
    for _ in range(focus):
        controller.focus_next()
    app.processEvents()
    image = window.grab().toImage()
    if greyscale:
        image = image.convertToFormat(QImage.Format.Format_Grayscale8)
    out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(out)):
        raise OSError(f"could not write {out}")
    controller.stop()
    window.close()
    return out
