"""Table benchmarks, offscreen: cold start, a first start ever, drag frame time, resident memory.

Cold start and memory are compared with a bare PySide6 window holding one QGraphicsView,
measured in the same run: each is a fresh process timed from launch to its first painted frame,
with Python's bytecode caches in place as on any machine after the first start. Chroma Desktop
is started the way a player starts it (`chroma-desktop --open FILE`, the app's own entry point)
on a saved 4-player game of each of the four games, twelve bot moves in (made here, the same on
every run); its first frame counts when the table's view has painted. Each game's start is paired
with a bare start just before it, and the figure is the median of the per-pair ratios of
wall-clock time (the ratio of CPU time, less swayed by a busy machine, is printed beside it).
Frame time is the time to move a picked-up card and repaint the view, across a full 5-player
Coloretto table. Prints figures; asserts nothing.

The side panel and menus are made right after the first frame: `words` times the same starts to
the view's first paint once that is done (`MainWindow.start_finished`), beside the first frame's,
over the same bare starts.

A first start ever (`first`) is timed the same way, each of the app's starts with an empty cache
folder of its own (nothing an earlier start kept: the content is what was built with the
package, `data/prebuilt/`, or is read and built where that is out of date); its figure is the
median over the pairs of the CPU time beyond the bare start's, with the ratios beside it.

`ui_table.py [cold|words|first|drag] [RUNS] [GAME ...]`: cold and drag by default, 21 pairs per
game, all four games.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

from chroma_desktop.registry import game_ids

# Both probes note the moment the view's first paint returns (nothing else is measured): the
# bare view is a QGraphicsView subclass with that one override; the app's TableView already
# overrides paintEvent and is wrapped the same way. Neither probe touches any other widget, so
# neither pays PySide for wrapping a widget Qt made.
BARE = r"""
import sys, time
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow
app = QApplication(sys.argv)
class View(QGraphicsView):
    painted = False
    def paintEvent(self, event):
        super().paintEvent(event)
        if not self.painted:
            self.painted = True
            report()
window = QMainWindow(); view = View(QGraphicsScene(0, 0, 1200, 800))
window.setCentralWidget(view); window.resize(1280, 800)
window.show()
app.exec()
"""

# The app's own start (`run_app`, what `chroma-desktop` calls). The probe is attached when the
# app makes its QApplication (after it has imported its modules, so their order is the app's).
OURS = r"""
import sys, time
from chroma_desktop.ui import app as entry
make_application = entry._application
def probed_application(*args):
    from chroma_desktop.ui import table_view
    paint = table_view.TableView.paintEvent
    def probed_paint(view, event):
        paint(view, event)
        if not getattr(view, "probed", False):
            view.probed = True
            report()
    table_view.TableView.paintEvent = probed_paint
    return make_application(*args)
entry._application = probed_application
entry.run_app(["chroma-desktop", "--open", SAVE_FILE])
"""

# The same start, to the view's first paint once the window has said the table's words and built
# what follows the first frame (`start_finished`).
OURS_IN_WORDS = OURS.replace(
    "        if not getattr(view, \"probed\", False):",
    "        if view.window().start_finished and not getattr(view, \"probed\", False):")

PAINTED = r"""
def report():
    painted, cpu = time.time(), time.process_time()
    rss = next(int(line.split()[1]) for line in open('/proc/self/status')
               if line.startswith('VmRSS'))
    print(painted, cpu, rss, flush=True)
    import os
    os._exit(0)  # the measure is taken; nothing after it counts
"""


GAMES = game_ids()


def saved_game(folder: Path, game_id: str) -> Path:
    """A 4-player game of `game_id`, seed 3, twelve heuristic-bot moves in, saved as the app
    saves it (you in the first seat, bots in the others)."""
    import random

    from chroma_desktop.bots import make_bot
    from chroma_desktop.registry import find_game
    from chroma_desktop.rules.match import Match

    game = find_game(game_id)
    match = Match(game, 4, {}, 3)
    bot = make_bot("heuristic", game.id)
    rng = random.Random(3)
    for _ in range(12):
        player = match.to_move()[0]
        match.play(bot.choose(game, match.view(player), player, rng), player)
    record = match.to_record()
    record["seats"] = [{"name": "You", "bot": ""}] + [
        {"name": f"Bot {seat}", "bot": "heuristic"} for seat in range(2, 5)]
    record["teach"] = False
    path = folder / f"cold-start-{game_id}.chroma.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


class Start(NamedTuple):
    seconds: float  # from launch to the end of the first paint, wall clock
    cpu_seconds: float  # the process's CPU time by then (less swayed by a busy machine)
    kib: int  # resident memory then


def launch(code: str, data_dir: Path, cache_dir: Path | None = None) -> Start:
    """One fresh process from launch to its first painted frame (its cache folder `cache_dir`,
    else the run's own).

    The child reports the wall-clock time of its first paint, so the interpreter's shutdown
    after it is not counted.
    """
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CHROMA_DESKTOP_DATA_DIR=str(data_dir),
               CHROMA_DESKTOP_CACHE_DIR=str(cache_dir or data_dir / "cache"))
    # As on a player's machine, Python keeps its compiled bytecode between runs (a session's
    # PYTHONDONTWRITEBYTECODE would make every start recompile the app's modules).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    start = time.time()
    out = subprocess.run([sys.executable, "-c", PAINTED + code], env=env, check=True,
                         capture_output=True, text=True).stdout
    painted, cpu, rss = out.strip().splitlines()[-1].split()
    return Start(float(painted) - start, float(cpu), int(rss))


def first_start(save: Path, data_dir: Path) -> None:
    """Run the app once on `save` for a second, then quit (its caches are then in place)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CHROMA_DESKTOP_DATA_DIR=str(data_dir),
               CHROMA_DESKTOP_CACHE_DIR=str(data_dir / "cache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    code = ("import sys\nfrom chroma_desktop.ui import app as entry\n"
            "make = entry._application\n"
            "def quitting(*args):\n"
            "    app = make(*args)\n"
            "    from PySide6.QtCore import QTimer\n"
            "    QTimer.singleShot(1000, app.quit)\n"
            "    return app\n"
            "entry._application = quitting\n"
            f"entry.run_app(['chroma-desktop', '--open', {str(save)!r}])\n")
    subprocess.run([sys.executable, "-c", code], env=env, check=True, capture_output=True)


def _quartiles(values: list[float]) -> str:
    ordered = sorted(values)
    return f"{ordered[len(ordered) // 4]:.2f}-{ordered[3 * len(ordered) // 4]:.2f}"


def cold_start(runs: int = 21, games: tuple[str, ...] = GAMES) -> None:
    with tempfile.TemporaryDirectory() as folder:
        data_dir = Path(folder)
        # The saves are made in this process with the run's own folders, not the tester's.
        os.environ.update(CHROMA_DESKTOP_DATA_DIR=str(data_dir),
                          CHROMA_DESKTOP_CACHE_DIR=str(data_dir / "cache"))
        saves = {game_id: saved_game(data_dir, game_id) for game_id in games}
        bare_code = BARE
        ours_code = {game_id: OURS.replace("SAVE_FILE", repr(str(save)))
                     for game_id, save in saves.items()}
        # A first start of each game, as after an install: the app runs a second and quits,
        # having written its bytecode caches and content cache as on a player's
        # machine.
        launch(bare_code, data_dir)
        for save in saves.values():
            first_start(save, data_dir)
        bare: dict[str, list[Start]] = {game_id: [] for game_id in games}
        ours: dict[str, list[Start]] = {game_id: [] for game_id in games}
        for _ in range(runs):  # interleaved, so a busy moment of the machine hits both alike
            for game_id in games:
                bare[game_id].append(launch(bare_code, data_dir))
                ours[game_id].append(launch(ours_code[game_id], data_dir))
    print(f"cold start to first painted frame, {runs} interleaved pairs per game (limit 1.5):")
    for game_id in games:
        # Each start is compared with the bare start just before it: this machine's speed
        # drifts between runs, and a pair sees the same conditions.
        pairs = list(zip(ours[game_id], bare[game_id], strict=True))
        ratios = [o.seconds / b.seconds for o, b in pairs]
        cpu = [o.cpu_seconds / b.cpu_seconds for o, b in pairs]
        memory = [o.kib / b.kib for o, b in pairs]
        bare_ms = statistics.median(b.seconds for b in bare[game_id]) * 1000
        ours_ms = statistics.median(o.seconds for o in ours[game_id]) * 1000
        print(f"  {game_id:<13} median ratio of pairs {statistics.median(ratios):.2f} (quartiles "
              f"{_quartiles(ratios)}); bare median {bare_ms:.0f} ms, ours {ours_ms:.0f} ms; "
              f"CPU time ratio {statistics.median(cpu):.2f}; resident memory ratio "
              f"{statistics.median(memory):.2f} "
              f"(ours {statistics.median(o.kib for o in ours[game_id]) / 1024:.1f} MiB)")


def words_start(runs: int = 21, games: tuple[str, ...] = GAMES) -> None:
    with tempfile.TemporaryDirectory() as folder:
        data_dir = Path(folder)
        os.environ.update(CHROMA_DESKTOP_DATA_DIR=str(data_dir),
                          CHROMA_DESKTOP_CACHE_DIR=str(data_dir / "cache"))
        saves = {game_id: saved_game(data_dir, game_id) for game_id in games}
        launch(BARE, data_dir)
        for save in saves.values():
            first_start(save, data_dir)
        bare: dict[str, list[Start]] = {game_id: [] for game_id in games}
        first: dict[str, list[Start]] = {game_id: [] for game_id in games}
        worded: dict[str, list[Start]] = {game_id: [] for game_id in games}
        for _ in range(runs):
            for game_id, save in saves.items():
                bare[game_id].append(launch(BARE, data_dir))
                first[game_id].append(launch(OURS.replace("SAVE_FILE", repr(str(save))), data_dir))
                worded[game_id].append(launch(OURS_IN_WORDS.replace("SAVE_FILE", repr(str(save))),
                                              data_dir))
    print(f"warm start, first frame and the table in words (side panel and menus built), "
          f"{runs} interleaved triples per game, over the bare window:")
    for game_id in games:
        for name, starts in (("first frame", first[game_id]), ("in words", worded[game_id])):
            pairs = list(zip(starts, bare[game_id], strict=True))
            ratios = [o.seconds / b.seconds for o, b in pairs]
            cpu = [o.cpu_seconds / b.cpu_seconds for o, b in pairs]
            print(f"  {game_id:<13} {name:<12} median ratio of pairs {statistics.median(ratios):.2f} "
                  f"(quartiles {_quartiles(ratios)}); CPU time ratio {statistics.median(cpu):.2f}; "
                  f"ours {statistics.median(o.seconds for o in starts) * 1000:.0f} ms, CPU "
                  f"{statistics.median(o.cpu_seconds for o in starts) * 1000:.0f} ms")


def first_start_ever(runs: int = 21, games: tuple[str, ...] = GAMES) -> None:
    with tempfile.TemporaryDirectory() as folder:
        data_dir = Path(folder)
        os.environ.update(CHROMA_DESKTOP_DATA_DIR=str(data_dir),
                          CHROMA_DESKTOP_CACHE_DIR=str(data_dir / "cache"))
        saves = {game_id: saved_game(data_dir, game_id) for game_id in games}
        ours_code = {game_id: OURS.replace("SAVE_FILE", repr(str(save)))
                     for game_id, save in saves.items()}
        # Python's bytecode is in place, as after an install; the app's cache folder is not.
        launch(BARE, data_dir)
        for save in saves.values():
            first_start(save, data_dir)
        bare: dict[str, list[Start]] = {game_id: [] for game_id in games}
        ours: dict[str, list[Start]] = {game_id: [] for game_id in games}
        for run in range(runs):
            for game_id in games:
                bare[game_id].append(launch(BARE, data_dir))
                ours[game_id].append(launch(ours_code[game_id], data_dir,
                                            data_dir / f"first-{game_id}-{run}"))
    print(f"first start ever (empty cache folder) to first painted frame, {runs} interleaved "
          f"pairs per game:")
    for game_id in games:
        pairs = list(zip(ours[game_id], bare[game_id], strict=True))
        beyond = [(o.cpu_seconds - b.cpu_seconds) * 1000 for o, b in pairs]
        ratios = [o.seconds / b.seconds for o, b in pairs]
        cpu = [o.cpu_seconds / b.cpu_seconds for o, b in pairs]
        print(f"  {game_id:<13} CPU beyond the bare window: median {statistics.median(beyond):.0f} "
              f"ms (quartiles {_quartiles(beyond)}); bare CPU median "
              f"{statistics.median(b.cpu_seconds for b in bare[game_id]) * 1000:.0f} ms, ours "
              f"{statistics.median(o.cpu_seconds for o in ours[game_id]) * 1000:.0f} ms; median "
              f"ratio of pairs {statistics.median(ratios):.2f}, CPU time ratio "
              f"{statistics.median(cpu):.2f}")


def drag_frames(frames: int = 300) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QPointF
    from PySide6.QtWidgets import QApplication

    from chroma_desktop.bots import make_bot
    from chroma_desktop.registry import find_game
    from chroma_desktop.rules.match import Match
    from chroma_desktop.ui.main_window import MainWindow
    from chroma_desktop.ui.match_controller import Seat

    app = QApplication.instance() or QApplication([])
    game = find_game("coloretto")
    match = Match(game, 5, {}, 4)
    bot = make_bot("heuristic", game.id)
    import random

    rng = random.Random(1)
    # Play on until the collections are full and it is seat 0's turn with rows to place on.
    while True:
        player = match.to_move()[0]
        if player == 0 and match.state.round_number >= 3 and match.state.phase == "turn" \
                and match.state.can_draw():
            break
        match.play(bot.choose(game, match.view(player), player, rng), player)
    match.play_text("draw", 0)
    window = MainWindow(bot_delay_ms=60_000, autosave=False)
    window.resize(1280, 800)
    seats = [Seat("You")] + [Seat(f"Bot {i}", "heuristic") for i in range(2, 6)]
    window.set_pace(0, remember=False)
    controller = window.show_match(match, seats, False)
    window.show()
    # As a player drags: after the first frame, once the window has finished building.
    deadline = time.time() + 10
    while not window.start_finished and time.time() < deadline:
        app.processEvents()
    scene = controller.scene
    card = scene.item_for("drawn")
    view = window.view
    viewport = view.viewport()
    # A real drag: press on the card, move the mouse in steps, each step processed and painted
    # (only what changed is repainted, as on a screen).
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    start = view.mapFromScene(card.sceneBoundingRect().center())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    app.processEvents()
    moves = []
    for index in range(frames):
        point = QPoint(40 + (index * 37) % 900, 40 + (index * 53) % 700)
        t0 = time.perf_counter()
        QTest.mouseMove(viewport, point)
        app.processEvents()
        moves.append(time.perf_counter() - t0)
    lifted = card.lifted
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       start)
    app.processEvents()
    # The worst case: the whole view repainted on every step.
    scene.begin_pick(card, card.sceneBoundingRect().center())
    full = []
    for index in range(frames):
        t0 = time.perf_counter()
        scene.drag_to(QPointF(60 + (index * 37) % 1100, 60 + (index * 53) % 800))
        viewport.repaint()
        full.append(time.perf_counter() - t0)
    scene.cancel_pick()
    cards = sum(1 for cid in scene.items_by_id if ":" in cid)
    print(f"drag frame time over a 5-player table ({cards} cards on the table, {frames} mouse "
          f"moves, card lifted: {lifted}): median {statistics.median(moves) * 1000:.2f} ms, "
          f"95th percentile {sorted(moves)[int(frames * 0.95)] * 1000:.2f} ms (limit: median 4 ms)")
    print(f"  worst case, whole view repainted each step: median "
          f"{statistics.median(full) * 1000:.2f} ms")
    window.close()


if __name__ == "__main__":
    which = sys.argv[1] if len(sys.argv) > 1 else "all"
    chosen = tuple(sys.argv[3:]) or GAMES
    unknown = [game_id for game_id in chosen if game_id not in GAMES]
    if which not in ("all", "cold", "words", "first", "drag") or unknown:
        sys.exit(f"usage: ui_table.py [cold|words|first|drag] [RUNS] [GAME ...] "
                 f"(games: {', '.join(GAMES)})")
    if which in ("all", "cold"):
        cold_start(int(sys.argv[2]) if len(sys.argv) > 2 else 21, chosen)
    if which == "words":
        words_start(int(sys.argv[2]) if len(sys.argv) > 2 else 21, chosen)
    if which == "first":
        first_start_ever(int(sys.argv[2]) if len(sys.argv) > 2 else 21, chosen)
    if which in ("all", "drag"):
        drag_frames()
