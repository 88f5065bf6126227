"""Warm start counted in instructions (Valgrind's callgrind), phase by phase: a figure a shared
machine does not sway, for before/after comparisons of the start path.

Each game's start is the one `benchmarks/ui_table.py cold` times (`chroma-desktop --open FILE`
on the same saved 4-player game, caches in place after a first start), run once under
`valgrind --tool=callgrind`, with the bare PySide6 window beside it. The counts are repeatable
to about 1% (hash seeds and timers vary): a change smaller than that needs the phases. Phases
are cut where the start calls `os.getloadavg()`, which only the probes here call: the app's
module imported, the save read (`read_file_to_open`: content, rules, the replayed match), the
window's modules and Qt imported, the QApplication and MainWindow made (the font database's
first use, some 38 million instructions, falls there), the table shown
(`show_file_opened`: layout and scene), the event loop up to the first paint, and that paint;
then, after the first frame, the table's words said with the side panel and menus built (the
window's `finish_start`) up to the view's paint in words, and that paint.

The floor is counted too (`FLOOR`): the bare window with one word of a table said through Fluent,
what any first frame that says the table's words pays before the app's own work.

`start_instructions.py [GAME ...]`: all four games by default. Needs `valgrind` on the PATH;
each start takes a minute or two under it. Prints figures; asserts nothing.
"""

from __future__ import annotations

import glob
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from ui_table import BARE, GAMES, PAINTED, first_start, launch, saved_game

MARK = "os.getloadavg()"  # a call nothing else in a start makes: callgrind dumps before it

OURS_MARKED = r"""
import os, sys, time
from chroma_desktop.ui import app as entry
MARK
read = entry.read_file_to_open
def read_file_to_open(path):
    MARK
    opened = read(path)
    MARK
    return opened
entry.read_file_to_open = read_file_to_open
shown = entry.show_file_opened
def show_file_opened(*args):
    MARK
    shown(*args)
    MARK
entry.show_file_opened = show_file_opened
make_application = entry._application
def probed_application(*args):
    MARK
    from chroma_desktop.ui import table_view
    paint = table_view.TableView.paintEvent
    def probed_paint(view, event):
        first = not getattr(view, "probed", False)
        in_words = not first and view.window().start_finished and not getattr(view, "worded", False)
        if first or in_words:
            MARK
        paint(view, event)
        if first:
            view.probed = True
            MARK
        elif in_words:
            view.worded = True
            report()
    table_view.TableView.paintEvent = probed_paint
    return make_application(*args)
entry._application = probed_application
entry.run_app(["chroma-desktop", "--open", SAVE_FILE])
""".replace("MARK", MARK)
OURS_PHASES = ("interpreter and app module", "arguments", "save read", "window modules and Qt",
               "QApplication and MainWindow", "table shown", "event loop", "first paint",
               "words, side panel and menus", "paint in words")
FIRST_FRAME = OURS_PHASES.index("first paint") + 1  # the phases up to the first frame

BARE_MARKED = ("import os\n" + MARK + "\n" + BARE.replace(
    "from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow\n",
    "from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow\n"
    + MARK + "\n").replace("window.show()\n", "window.show()\n" + MARK + "\n"))
BARE_PHASES = ("interpreter", "Qt imported", "window made and shown", "event loop and paint")

# What any first frame that says a word of the table through the app's one translation system
# costs at least: the bare window, with one message of Coloretto's table ("Round 3") said through
# Fluent before Qt is imported (as the app does) and shown as a text item in its scene, so the
# font database and one line of text are paid too. Nothing else of the app is imported but the
# messages module, its Fluent catalogues and Coloretto's list of templates.
FLOOR = BARE.replace(
    "from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow\n",
    "from chroma_desktop.games.coloretto.text import ROUND\n"
    "from chroma_desktop.rules.messages import render\n"
    "said = render(ROUND(n=3))\n"
    "from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow\n"
).replace("view = View(QGraphicsScene(0, 0, 1200, 800))",
          "scene = QGraphicsScene(0, 0, 1200, 800); scene.addSimpleText(said); view = View(scene)")


def counted(code: str, data_dir: Path, out: Path) -> list[int]:
    """The instructions of each phase of one start of `code` (callgrind's dumps, in order)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CHROMA_DESKTOP_DATA_DIR=str(data_dir),
               CHROMA_DESKTOP_CACHE_DIR=str(data_dir / "cache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                    "--dump-before=getloadavg", sys.executable, "-c", PAINTED + code],
                   env=env, check=True, capture_output=True, timeout=1800)
    dumps = sorted(glob.glob(f"{out}.*"), key=lambda name: int(name.rsplit(".", 1)[1]))
    counts = []
    for dump in [*dumps, str(out)]:  # the last part is written at exit, without a number
        with open(dump, encoding="utf-8") as text:
            counts.append(next(int(line.split()[1]) for line in text
                               if line.startswith(("summary:", "totals:"))))
    return counts


def main(games: tuple[str, ...]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        data_dir = Path(folder)
        os.environ.update(CHROMA_DESKTOP_DATA_DIR=str(data_dir),
                          CHROMA_DESKTOP_CACHE_DIR=str(data_dir / "cache"))
        saves = {game_id: saved_game(data_dir, game_id) for game_id in games}
        launch(BARE, data_dir)  # bytecode and caches in place, as on a player's machine
        for save in saves.values():
            first_start(save, data_dir)
        bare = counted(BARE_MARKED, data_dir, data_dir / "bare.callgrind")
        print("warm start to the first painted frame, millions of instructions (callgrind):")
        print(f"  bare window {sum(bare) / 1e6:7.0f}: " + ", ".join(
            f"{name} {count / 1e6:.0f}" for name, count in zip(BARE_PHASES, bare, strict=True)))
        floor = sum(counted(FLOOR, data_dir, data_dir / "floor.callgrind"))
        print(f"  the floor   {floor / 1e6:7.0f} (ratio {floor / sum(bare):.2f}): the bare window "
              "with one table word said through Fluent and drawn")
        for game_id, save in saves.items():
            code = OURS_MARKED.replace("SAVE_FILE", repr(str(save)))
            ours = counted(code, data_dir, data_dir / f"{game_id}.callgrind")
            first = sum(ours[:FIRST_FRAME])
            print(f"  {game_id:<11} {first / 1e6:7.0f} (ratio {first / sum(bare):.2f}; in words "
                  f"{sum(ours) / 1e6:.0f}, ratio {sum(ours) / sum(bare):.2f}): "
                  + ", ".join(f"{name} {count / 1e6:.0f}"
                              for name, count in zip(OURS_PHASES, ours, strict=True)))


if __name__ == "__main__":
    main(tuple(sys.argv[1:]) or GAMES)
