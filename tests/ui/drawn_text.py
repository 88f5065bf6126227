"""What a table really draws in words: every block of text painted, with its size on screen.

A real main window of the given size shows a real match (real YAML, seeded heuristic-bot moves
so that hands, rows, sheets and mosaics are filled), fitted as the app fits it; the kept images
of words and bodies are dropped so that everything is drawn anew, and every block of words the
viewport paints is caught where all words are drawn (`painting.watch_drawn_text`)."""

from __future__ import annotations

from collections.abc import Callable

from chroma_desktop.bots import make_bot
from chroma_desktop.bots.driver import bot_rng
from chroma_desktop.registry import find_game
from chroma_desktop.rules.match import Match
from chroma_desktop.ui import painting, words
from chroma_desktop.ui.items import card_item, shape_item
from chroma_desktop.ui.main_window import MainWindow
from chroma_desktop.ui.match_controller import Seat


def played_match(game_id: str, players: int, moves: int, seed: int = 2,
                 options: dict[str, str] | None = None,
                 until: Callable[[Match], bool] | None = None) -> Match:
    """A match after `moves` heuristic-bot moves (or, with `until`, as many as it takes)."""
    game = find_game(game_id)
    match = Match(game, players, options or {}, seed)
    bot = make_bot("heuristic", game.id)
    rngs = [bot_rng(seed, seat) for seat in range(players)]
    step = 0
    while not match.is_over() and (step < moves if until is None else not until(match)):
        movers = match.to_move()
        player = movers[step % len(movers)]  # several may act (real time): take turns
        match.play(bot.choose(game, match.view(player), player, rngs[player]), player)
        step += 1
    return match


def shown_table(qapp, match: Match, size: tuple[int, int], language: str = "") -> MainWindow:
    """A window of `size` showing `match` as the app fits it, in `language` if given (the
    caller installs English again after, and closes the window)."""
    window = MainWindow(bot_delay_ms=60_000, autosave=False)
    if language:
        from chroma_desktop.ui.translation import install

        install(language)  # after the window: it installs the language the settings say
    window.set_pace(0, remember=False)
    window.resize(*size)
    seats = [Seat("You")] + [Seat(f"Bot {i}", "heuristic") for i in range(1, match.players)]
    controller = window.show_match(match, seats, False)
    window.show()
    qapp.processEvents()
    window.finish_start()
    qapp.processEvents()
    window.view.fit()
    controller.scene.finish_animations()
    qapp.processEvents()
    return window


def drawn_text(qapp, match: Match, size: tuple[int, int],
               only: Callable[[object], bool] | None = None, language: str = ""
               ) -> tuple[list[painting.DrawnText], MainWindow]:
    """Every block of words the table shows for `match` in a window of `size` (the window is
    returned open: the caller closes it); with `only`, what the items it accepts draw (the
    others are hidden for the measure); in `language` if given (the caller installs English
    again after)."""
    window = shown_table(qapp, match, size, language)
    controller = window.controller
    assert controller is not None
    words.forget_words()
    card_item.BODIES.forget()
    shape_item.FACES.forget()
    for item in controller.scene.items():
        item.update()  # the scene keeps items' pixmaps once the table is up: paint them anew
        if only is not None and not only(item):
            item.setVisible(False)
    seen: list[painting.DrawnText] = []
    stop = painting.watch_drawn_text(seen.append)
    try:
        window.view.viewport().grab()
    finally:
        stop()
    return seen, window


def close(window: MainWindow) -> None:
    if window.controller is not None:
        window.controller.stop()
    window.close()
    window.deleteLater()
