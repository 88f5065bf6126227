"""Starting the desktop app: the launcher's flags, the QApplication, the main window.

The launcher reads its own flags with argparse and leaves every other argument to Qt, which
takes out the options it knows (`-platform offscreen`, `-style fusion`, ...); what neither
understands gets the usage and exit code 2. A start with no arguments at all (the desktop's
launcher) has nothing to parse and does not import argparse (with the `shutil` its help formatter
loads, ~20 million instructions: ARGUMENTS_PARSED_WHEN_GIVEN in
tests/architecture/test_start_up_rules.py).

`--smoke-test` checks an installation (a checkout, a wheel or the frozen bundle) without a
player: it loads all content and assets, builds every registered game's first state and, for
every game that has a table, renders one frame of it offscreen. It exits 0, or 1 with the
reasons on stderr.
"""

import gc
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple, NoReturn

from chroma_desktop import __version__

if TYPE_CHECKING:
    import argparse

    from PySide6.QtWidgets import QApplication

    from chroma_desktop.rules.messages import Message
    from chroma_desktop.ui.main_window import MainWindow
    from chroma_desktop.ui.session import OpenedGame

SMOKE_SEED = 1
SMOKE_SIZE = (1280, 800)


# -- the launcher's flags -----------------------------------------------------------------------
class LaunchArguments(NamedTuple):
    open: str | None
    smoke_test: bool
    qt_args: list[str]
    join: str | None = None
    """An invite link (`chroma://…`): the app opens with the Join dialog holding it."""


def _parser() -> "argparse.ArgumentParser":
    import argparse

    parser = argparse.ArgumentParser(
        prog="chroma-desktop", description="Chroma Desktop table.",
        usage="%(prog)s [-h] [--version] [--open FILE] [--join LINK | LINK] [--smoke-test] [Qt options]",
        epilog="Other arguments go to Qt (for example -platform offscreen, -style fusion).",
        allow_abbrev=False)  # `--sm` is not `--smoke-test`: nobody takes it, so it is refused
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--open", metavar="FILE", help="open a saved game")
    parser.add_argument("--join", metavar="LINK", help="join an online game by its invite link")
    parser.add_argument("--smoke-test", action="store_true",
                        help="load all content, render every game's table offscreen, and exit "
                             "(0 when all is well)")
    return parser


def parse_arguments(args: Sequence[str]) -> LaunchArguments:
    """The launcher's own flags, and the rest for Qt. Help and version exit 0, usage errors 2."""
    if not args:
        return LaunchArguments(None, False, [])
    parser = _parser()
    # An invite link alone is how the desktop opens the app as the chroma:// scheme's handler.
    args = list(args)
    links = [arg for i, arg in enumerate(args) if arg.startswith(("chroma://", "chromas://"))
             and (i == 0 or args[i - 1] != "--join")]
    known, rest = parser.parse_known_args([arg for arg in args if arg not in links])
    if known.open == "":
        parser.error("argument --open: expected a file name")
    return LaunchArguments(known.open, known.smoke_test, rest, known.join or next(iter(links), None))


def refuse_arguments(arguments: Sequence[str]) -> NoReturn:
    """Arguments neither the launcher nor Qt understood: the usage on stderr, exit code 2."""
    _parser().error(f"unrecognized arguments: {' '.join(arguments)}")


# -- the app ------------------------------------------------------------------------------------


def _application(argv0: str, qt_args: Sequence[str]) -> "QApplication":
    """The QApplication, made with the arguments the launcher left to Qt; Qt takes out the
    options it knows, and any argument left then is refused (usage, exit code 2)."""
    from PySide6.QtWidgets import QApplication

    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        app = existing
    else:
        from chroma_desktop.ui.link_events import LinkApplication

        app = LinkApplication([argv0, *qt_args])
        leftovers = app.arguments()[1:]
        if leftovers:
            refuse_arguments(leftovers)
    app.setApplicationName("Chroma Desktop")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("chroma-desktop")  # installer/chroma-desktop.desktop (menu, icon)
    return app


# The latest the cyclic garbage collector resumes after launch, should no first frame come (a
# window started minimized paints when it is restored).
COLLECT_AT_THE_LATEST_MS = 2000


def run_app(argv: Sequence[str]) -> int:
    # Until the first frame, start-up makes only what lives as long as the app (modules,
    # classes, content, the table): the cyclic collector would walk it some 50 times and free
    # nothing (COLLECT_AFTER_FIRST_FRAME in tests/architecture/test_start_up_rules.py).
    gc.disable()
    try:
        args = parse_arguments(argv[1:])
        if args.smoke_test:
            gc.enable()
            return run_smoke_test(argv[0] if argv else "chroma-desktop", args.qt_args)
        return _run_window(argv, args)
    finally:
        gc.enable()


def _run_window(argv: Sequence[str], args: LaunchArguments) -> int:
    qt_args = args.qt_args
    from chroma_desktop.platform_libraries import check_before_qt

    if not check_before_qt(argv[1:]):  # no display, or X11 libraries missing: said on stderr
        return 1
    # A game to open is read before Qt is imported, and the table is drawn at once
    # (READ_BEFORE_QT in tests/architecture/test_start_up_rules.py).
    opened, problem = read_file_to_open(Path(args.open)) if args.open else (None, "")
    if opened is not None:  # the table says words: their machinery is loaded before Qt too
        from chroma_desktop.rules.messages import english

        english()
    from chroma_desktop.ui.main_window import MainWindow

    app = _application(argv[0], qt_args)
    from chroma_desktop.ui.translation import install_start_language

    install_start_language()  # the player's language, else the system's (English loads nothing)
    window = MainWindow()
    from chroma_desktop.ui.faults import install

    install(window)  # a fault in an event handler is said, and the game goes on
    screen = app.primaryScreen()
    room = screen.availableSize() if screen is not None else None
    from chroma_desktop.ui.settings_file import load_window_maximized, load_window_size

    window.resize(*first_window_size((room.width(), room.height()) if room is not None else None,
                                     load_window_size()))
    window.remembers_size = True  # the size it closes at is the next start's
    if args.open:
        show_file_opened(window, Path(args.open), opened, problem)
    # Collection resumes on the GUI thread only (ui/gui_collector.py): never a worker thread
    # freeing Qt objects.
    if opened is not None:
        window.view.first_painted.connect(lambda: _collect_on_gui_thread(app))
        from PySide6.QtCore import QTimer

        QTimer.singleShot(COLLECT_AT_THE_LATEST_MS, lambda: _collect_on_gui_thread(app))
    else:
        _collect_on_gui_thread(app)  # no table to put up first
    if load_window_maximized():
        window.showMaximized()
    else:
        window.show()
    if args.join:
        window.online.show_join_dialog(args.join)
    from chroma_desktop.ui.link_events import LinkApplication

    if isinstance(app, LinkApplication):  # a chroma:// link opened while the app runs (macOS)
        app.listen(lambda link: window.online.show_join_dialog(link))  # (made on first use)
    return app.exec()


def _collect_on_gui_thread(app: "QApplication") -> None:
    from chroma_desktop.ui.gui_collector import collect_on_gui_thread

    collect_on_gui_thread(app)


WINDOW_SIZE = (1280, 800)  # the window's first size where the screen has room for it


def first_window_size(room: tuple[int, int] | None,
                      remembered: tuple[int, int] | None = None) -> tuple[int, int]:
    """The window's first size: the size it last closed at (`remembered`), else WINDOW_SIZE,
    made to fit the screen's free area `room` (a small screen gets a window it can show whole)."""
    width, height = remembered or WINDOW_SIZE
    if room is None:
        return width, height
    return min(width, room[0]), min(height, room[1])


def read_file_to_open(path: Path) -> "tuple[OpenedGame | None, Message | str]":
    """The game `--open FILE` names (a saved game, or a position file to start a game at), or
    why it cannot be opened (a template: this runs before the language shown is chosen)."""
    from chroma_desktop.persistence import SaveFileError
    from chroma_desktop.ui.session import open_game_file

    try:
        return open_game_file(path), ""
    except SaveFileError as error:
        return None, error.reason


def show_file_opened(window: "MainWindow", path: Path, opened: "OpenedGame | None",
                     problem: "Message | str") -> None:
    """Show what `read_file_to_open` read: the game, or the start page with the reason."""
    if opened is not None and opened.from_position:
        window.files.show_position(opened.match, opened.seats, opened.teach)
    elif opened is not None:
        window.files.show_session(path, opened.match, opened.seats, opened.teach)
    else:
        window.show_start()
        window.files.show_file_error(problem)


# -- the smoke test ---------------------------------------------------------------------------
class SmokeFailure(Exception):
    """One check of the smoke test failed; the message says which and why."""


def _check_content() -> str:
    """Every shipped game folder loads, validates against its schema and builds (no cache)."""
    from chroma_desktop.registry import content_game_ids, validate_root
    from chroma_desktop.resources import data_dir

    root = data_dir()
    games = sorted(game_id for game_id in content_game_ids() if (root / game_id).is_dir())
    if not games:
        raise SmokeFailure(f"content: no game folders in {root}")
    problems = validate_root(root)
    if problems:
        raise SmokeFailure("content: " + "; ".join(problems))
    return f"content: {len(games)} games' data valid ({', '.join(games)})"


def _check_assets() -> str:
    """Every SVG symbol renders, and the window icon loads through Qt's image plugins."""
    from PySide6.QtGui import QIcon
    from PySide6.QtSvg import QSvgRenderer

    from chroma_desktop.resources import assets_dir

    symbols = sorted((assets_dir() / "symbols").glob("*.svg"))
    if not symbols:
        raise SmokeFailure(f"assets: no symbols in {assets_dir() / 'symbols'}")
    broken = [path.name for path in symbols if not QSvgRenderer(str(path)).isValid()]
    if broken:
        raise SmokeFailure(f"assets: symbols that do not render: {', '.join(broken)}")
    icon_path = assets_dir() / "icons" / "chroma-desktop.svg"
    if QIcon(str(icon_path)).pixmap(64, 64).isNull():
        raise SmokeFailure(f"assets: the icon {icon_path} does not load (is Qt's SVG plugin there?)")
    return f"assets: {len(symbols)} symbols and the icon render"


def _render_frame(match, app: "QApplication") -> str:
    """Show `match` in a main window offscreen, grab one frame and check something was drawn."""
    from chroma_desktop.ui.main_window import MainWindow
    from chroma_desktop.ui.match_controller import Seat

    window = MainWindow(bot_delay_ms=60_000, autosave=False)
    try:
        window.resize(*SMOKE_SIZE)
        window.set_pace(0, remember=False)
        seats = [Seat(f"Player {seat + 1}") for seat in range(match.players)]
        controller = window.show_match(match, seats, False)
        window.show()
        app.processEvents()
        window.finish_start()
        app.processEvents()
        window.view.fit()
        controller.scene.finish_animations()
        app.processEvents()
        image = window.grab().toImage()
        controller.stop()
    finally:
        window.close()
        window.deleteLater()
    if image.isNull() or image.width() == 0:
        raise SmokeFailure("the frame is empty")
    colours = {image.pixel(x, y) for x in range(0, image.width(), 16)
               for y in range(0, image.height(), 16)}
    if len(colours) < 3:
        raise SmokeFailure(f"the frame is blank ({len(colours)} colours)")
    return f"table rendered {image.width()}x{image.height()} ({len(colours)} colours sampled)"


def _check_game(game, app: "QApplication") -> str:
    """Content, first state and `Match` for `game`; one rendered frame if it has a table."""
    from chroma_desktop.rules.match import Match
    from chroma_desktop.ui.scene.layouts import layout_for

    match = Match(game, game.min_players, {}, SMOKE_SEED)
    movers = match.to_move()
    if not movers:
        raise SmokeFailure("the game is over before it starts")
    if not match.legal_moves(movers[0]):
        raise SmokeFailure(f"player {movers[0] + 1} has no legal move in the first state")
    players = f"{game.min_players} player{'s' if game.min_players != 1 else ''}"
    built = f"first state and match built ({players})"
    try:
        layout_for(game, match.content, match.players)
    except KeyError as error:
        if "no table layout" not in str(error):
            raise
        return f"{built}; no table yet ({error.args[0]})"
    return f"{built}; {_render_frame(match, app)}"


def run_smoke_test(argv0: str = "chroma-desktop", qt_args: Sequence[str] = ()) -> int:
    """Check this installation end to end; print what was checked, return 0 or 1."""
    # Offscreen unless the caller chose a platform: no window opens and no display is needed.
    # (`QT_QPA_PLATFORM=xcb chroma-desktop --smoke-test` checks the real platform plugin.)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from chroma_desktop.registry import find_game, game_ids
    from chroma_desktop.resources import resource_root

    print(f"Chroma Desktop {__version__} smoke test ({'frozen' if _frozen() else 'Python'} "
          f"{sys.version.split()[0]})", flush=True)
    failures: list[str] = []
    try:
        print(f"resources: {resource_root()}", flush=True)
        print(_check_content(), flush=True)
        app = _application(argv0, qt_args)
        print(f"qt: platform {app.platformName()}", flush=True)
        print(_check_assets(), flush=True)
    except Exception as error:  # the smoke test reports every failure instead of a traceback
        failures.append(_reason(error))
    else:
        for game_id in game_ids():
            try:
                print(f"{game_id}: {_check_game(find_game(game_id), app)}", flush=True)
            except Exception as error:
                failures.append(f"{game_id}: {_reason(error)}")
    if failures:
        for failure in failures:
            print(f"smoke test failed: {failure}", file=sys.stderr)
        return 1
    print(f"smoke test passed: {len(game_ids())} games", flush=True)
    return 0


def _reason(error: Exception) -> str:
    return str(error) if isinstance(error, SmokeFailure) else f"{type(error).__name__}: {error}"


def _frozen() -> bool:
    return bool(getattr(sys, "frozen", False))


if __name__ == "__main__":
    sys.exit(run_app(sys.argv))
