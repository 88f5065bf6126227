"""The start-up rules, stated once: what a game opened at launch may do before its first frame.

Each of the four games is started as a player starts it (`chroma-desktop --open FILE`), and
the Python functions that run until the table's first paint are recorded; the rules are then
checked on those functions' code (and on what was loaded). Each rule pays for itself, measured
against a bare PySide6 window's start of about 110 ms (`benchmarks/ui_table.py`):

- NO_QT_NAMESPACE: nothing before the first frame reads `PySide6.QtCore.Qt` nor calls what
  PySide matches against `Qt` enum overloads (`setPen`, `setBrush`, `fillRect`, `fill`,
  `drawText`, `QPen(colour)`, `QBrush(colour)`, and `QColor(a_qcolor)` or `QColor(an_int)`,
  which only the run can tell): the first of these builds the namespace's ~90 enums, ~20 ms of
  CPU. Table items paint through `ui/painting.py`; event handlers, which run
  once the table is up, import `Qt` where they use it.
- READ_BEFORE_QT: the saved game is read (rules, content, the replayed match) before PySide6 is
  imported: PySide hooks every later import, and reading it after costs 2 to 12 ms. So are the
  words' machinery (`fluent_catalogues`: Fluent's runtime, Babel, attrs, pytz, some 80
  modules), which the table's first words need in every language: PySide's hook reads the
  source of each module that imports after it (`shibokensupport.feature`).
- TABLE_FIRST: the first frame loads none of the modules of what follows it (side panel, menus,
  dialogs, results, review, settings, the bots' worker): built right after the frame, they take
  ~35 ms of CPU; nor the window's collaborators it does not need (online play, the game's end,
  the play at the table, the Help and Language menus: `ui/window_parts.py`, ~1 ms) nor the
  table's (teach mode's words, refusals, a move's worth, the hint's odds: `ui/table_parts.py`,
  2 to 4 ms), made on first use or right after the frame. Nor does opening a save load the
  position reader (~2.5 ms): telling a position file from a save needs only its header
  (`rules/position_header.py`). Nor is the log written in words (`history_html`, 0.4 to 1.6 ms
  of CPU measured warm, twelve moves in): the side panel reads it when it is built.

- SCHEDULER_WHEN_A_BOT_MOVES: the bots' scheduler (`bots/schedule.py`, ~6 million instructions
  to import after PySide; ~16 while its four answers were frozen dataclasses, now NamedTuples
  and two single objects) is made, and loaded, when a bot is first to move: a table opened with
  the player to move loads it after its first frame, one with a bot to move before it (that
  bot's think time starts when the table is shown).

- ARGUMENTS_PARSED_WHEN_GIVEN: a start with no arguments (the desktop's launcher) imports no
  `argparse`: ~8 million instructions to import, ~12 more to build the parser, whose help
  formatter loads `shutil` (with zlib, bz2 and lzma).

- DIALOG_CLASSES_LATER: no module the first frame loads imports a dialog's Qt class
  (`QMessageBox`, `QDialog`) at its top: PySide makes a class's enums when it is first
  imported, ~2.4 million instructions each (QMessageBox and QDialog: ~12 million).

- ACCESSIBILITY_AFTER_FIRST_FRAME: the screen reader's tree (`ui/accessible_table.py`, ~18
  million instructions to import) is attached, and announcements are made, right after the
  first frame: nothing before it imports `QAccessible`, whose eight enums PySide makes when it is
  first imported (~20 million). A reader that asked before is told the table's items then.

- FLUENT_RUNTIME_IN_ONE_PLACE: the package imports Fluent's runtime (and with it Babel's dates,
  its time zones and pytz) only through `chroma_desktop/fluent_runtime.py`, which first sets
  pytz's `PYTZ_SKIPEXISTSCHECK`: Babel finds the computer's time zone when imported, and pytz
  would open the file of each of the ~600 zones it lists before the one asked for (~32 million
  instructions of every start). A start opens at most one zone file, and the pytz installed
  ships every zone it lists (what the switch assumes).

- COLLECT_AFTER_FIRST_FRAME: the cyclic garbage collector is off from launch until the table's
  first frame, and back on once it is up (from then on on the GUI thread's timer,
  `ui/gui_collector.py`): start-up makes only what lives as long as the app
  (modules, classes, content, the table), and the 45 to 65 collections it would run, 6 to 9 ms
  of CPU, free nothing.

Dropped, measured as not paying: the on-disk words and body atlases (what an earlier run drew,
read back: 14 to 26 ms saved with ranges that crossed zero, and a file a start had to trust) and
evaluating NamedTuple annotations at import (1 to 2 ms). Content built with the package pays on
every start, the first one ever included (~45 ms of CPU a game, ~470 ms for Chroma Cubes, and
PyYAML not imported): `content/prebuilt.py`; the content cache, where that is out of date:
`content/cache.py`.
"""

from __future__ import annotations

import ast
import json
import os
import random
import subprocess
import sys
import textwrap
from functools import cache
from pathlib import Path

import pytest

import chroma_desktop
from chroma_desktop.bots import make_bot
from chroma_desktop.registry import find_game, game_ids
from chroma_desktop.rules.match import Match

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = Path(chroma_desktop.__file__).resolve().parent
GAMES = game_ids()

# Calls PySide resolves against overloads that take a `Qt` enum (NO_QT_NAMESPACE).
ENUM_OVERLOADED_METHODS = {"setPen", "setBrush", "fillRect", "fill", "drawText"}
ENUM_OVERLOADED_CONSTRUCTORS = {"QPen", "QBrush"}  # with arguments; `QPen()` is fine
# What follows the first frame (TABLE_FIRST).
AFTER_FIRST_FRAME = (*(f"chroma_desktop.ui.{name}" for name in (
    "pages", "dialogs", "results", "review", "rulings_dialog", "settings", "game_config",
    "screenshot", "bot_task", "help_menu", "language_menu",
    # the window's and the table's parts made on first use (ui/window_parts.py, ui/table_parts.py)
    "online_play", "game_end", "table_play", "move_worth", "refusals", "hint_odds",
    "teach_words")),
    "chroma_desktop.rules.position")
PANEL_ONLY_WORK = {"history_html", "log_html"}  # the log in words, read by the side panel
# PySide makes a class's enums when the class is first imported: QMessageBox's and QDialog's
# (DIALOG_CLASSES_LATER).
DIALOG_ENUMS = {"StandardButton", "ButtonRole", "DialogCode"}
# QAccessible's own (of its eight, the names no other class's enums share), and the tree's
# module (ACCESSIBILITY_AFTER_FIRST_FRAME).
ACCESSIBLE_ENUMS = {"RelationFlag", "InterfaceType", "TextBoundaryType", "AnnouncementPoliteness"}
ACCESSIBLE_TREE = "chroma_desktop.ui.accessible_table"

# Started as a player starts the app; records every Python function of the package that runs
# until the table's first paint has returned.
PROBE = textwrap.dedent("""
    import cProfile, enum, gc, json, os, pstats, sys, traceback
    package = sys.argv[2]
    seen = {"qt_built_at": None, "collections": 0, "import_order": [], "enums": []}
    class NotingImports:  # which of Qt and Fluent's runtime was imported first
        def find_spec(self, name, path=None, target=None):
            if name in ("PySide6", "fluent.runtime") and name not in seen["import_order"]:
                seen["import_order"].append(name)
            return None
    sys.meta_path.insert(0, NotingImports())
    gc.callbacks.append(lambda phase, info: phase == "start" and seen.update(
        collections=seen["collections"] + 1))
    # PySide builds the `Qt` namespace's enums all at once, GlobalColor among them, whatever
    # asked for them (an attribute read, or an overload PySide had to match): note who did.
    make_enum = enum.EnumType._create_
    def noting_create(cls, class_name, *args, **kwargs):
        seen["enums"].append(class_name)
        if class_name == "GlobalColor" and seen["qt_built_at"] is None:
            ours = [f"{frame.filename[len(package) + 1:]}:{frame.lineno}: {frame.line}"
                    for frame in traceback.extract_stack() if frame.filename.startswith(package)]
            seen["qt_built_at"] = ours[-1] if ours else "outside the package"
        return make_enum(cls, class_name, *args, **kwargs)
    enum.EnumType._create_ = noting_create
    profiler = cProfile.Profile()  # in C: it keeps the start close to a real one
    profiler.enable()
    from chroma_desktop.ui import app as entry
    read = entry.read_file_to_open
    def read_file_to_open(path):
        seen["qt_when_read"] = "PySide6" in sys.modules
        opened, problem = read(path)
        seen["qt_after_read"] = "PySide6" in sys.modules
        seen["read"] = opened is not None and not problem
        return opened, problem
    entry.read_file_to_open = read_file_to_open
    make_application = entry._application
    def probed_application(*args):
        from chroma_desktop.ui import table_view
        paint = table_view.TableView.paintEvent
        def probed_paint(view, event):
            paint(view, event)
            if "called" in seen:
                return
            profiler.disable()
            seen["qt_built_by_first_frame"] = seen["qt_built_at"]
            seen["enums_by_first_frame"] = list(seen["enums"])
            seen["collecting_at_first_frame"] = gc.isenabled()
            seen["collections_before_first_frame"] = seen["collections"]
            seen["modules"] = sorted(name for name in sys.modules
                                     if name.startswith("chroma_desktop"))
            stats = pstats.Stats(profiler).stats
            seen["called"] = sorted(key for key in stats if key[0].startswith(package))
            seen["zone_files_opened"] = sum(
                calls for (filename, _, name), (_, calls, *_) in stats.items()
                if name == "open_resource" and os.sep + "pytz" + os.sep in filename)
            view.first_painted.connect(report)
        def report():
            from chroma_desktop.ui.gui_collector import collecting
            seen["collecting_after_first_frame"] = collecting()
            print(json.dumps(seen), flush=True)
            os._exit(0)
        table_view.TableView.paintEvent = probed_paint
        return make_application(*args)
    entry._application = probed_application
    seen["collections"] = 0  # (the launcher's own module is imported before it runs)
    entry.run_app(["chroma-desktop", "--open", sys.argv[1]])
""")


def _twelve_moves_in(game_id: str) -> Match:
    """A 4-player game of `game_id` twelve heuristic-bot moves in, seed 3."""
    game = find_game(game_id)
    match = Match(game, 4, {}, 3)
    bot = make_bot("heuristic", game_id)
    rng = random.Random(3)
    for _ in range(12):
        player = match.to_move()[0]
        match.play(bot.choose(game, match.view(player), player, rng), player)
    return match


def _saved_game(folder: Path, game_id: str) -> Path:
    """`_twelve_moves_in(game_id)` saved as the app saves it, the player in the first seat and
    bots in the others: the game `benchmarks/ui_table.py` times."""
    record = _twelve_moves_in(game_id).to_record()
    record["seats"] = [{"name": "You", "bot": ""}] + [
        {"name": f"Bot {seat}", "bot": "heuristic"} for seat in range(2, 5)]
    path = folder / f"{game_id}.chroma.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


def _run_side_by_side(code: str, runs: dict[str, tuple[Path, dict[str, str]]]) -> dict[str, str]:
    """Run `code` on each game's save (with its environment) at once; what each printed last."""
    running = {game_id: subprocess.Popen(
        [sys.executable, "-c", code, str(save), str(PACKAGE)],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for game_id, (save, env) in runs.items()}
    printed = {}
    for game_id, process in running.items():
        out, err = process.communicate(timeout=300)
        assert process.returncode == 0, f"{game_id}: {err}"
        printed[game_id] = (out.strip().splitlines() or [""])[-1]
    return printed


def _starts(folder: Path) -> dict[str, dict]:
    """Each game started on a save of its own, with user folders of its own."""
    runs = {}
    for game_id in GAMES:
        folders = {"CHROMA_DESKTOP_DATA_DIR": str(folder / game_id / "data"),
                   "CHROMA_DESKTOP_CACHE_DIR": str(folder / game_id / "cache")}
        with pytest.MonkeyPatch.context() as patch:  # the save's content is cached there too
            for name, value in folders.items():
                patch.setenv(name, value)
            (folder / game_id).mkdir()
            save = _saved_game(folder / game_id, game_id)
        runs[game_id] = (save, dict(os.environ, QT_QPA_PLATFORM="offscreen", **folders))
    return {game_id: json.loads(line) for game_id, line in _run_side_by_side(PROBE, runs).items()}


@pytest.fixture(scope="module")
def starts(tmp_path_factory) -> dict[str, dict]:
    """What each game's first start did before its first frame (the four run side by side)."""
    return _starts(tmp_path_factory.mktemp("starts"))


# -- reading the code that ran ------------------------------------------------------------------
@pytest.fixture(scope="module", autouse=True)
def _syntax_forgotten_after():
    """The syntax trees read here are dropped when this module's checks are done: held for the
    rest of a run, they made each of Python's full garbage collections in later tests slower."""
    yield
    _tree.cache_clear()
    _definitions.cache_clear()


@cache
def _tree(filename: str) -> ast.Module:
    return ast.parse(Path(filename).read_text(encoding="utf-8"), filename=filename)


@cache
def _definitions(filename: str) -> dict[tuple[int, str], list[ast.AST]]:
    """Every function, class and lambda of the file by (first line, name): the first line of a
    decorated definition is its first decorator's, as in the code object."""
    found: dict[tuple[int, str], list[ast.AST]] = {}
    for node in ast.walk(_tree(filename)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            found.setdefault((first, node.name), []).append(node)
        elif isinstance(node, ast.Lambda):
            found.setdefault((node.lineno, "<lambda>"), []).append(node)
    return found


def _code_nodes(filename: str, line: int, name: str) -> list[ast.AST]:
    """The syntax of the code object that ran: a module, a class body, a function, a lambda.

    Comprehensions are read as part of the function around them."""
    if name == "<module>":
        return [_tree(filename)]
    if name.startswith("<") and name != "<lambda>":
        return []
    return _definitions(filename).get((line, name), [])


def _own_nodes(node: ast.AST):
    """The nodes a code object runs itself: not the bodies of functions, lambdas or classes
    defined in it (those run, if at all, as code objects of their own)."""
    body = [node.body] if isinstance(node, ast.Lambda) else getattr(node, "body", [])
    pending = list(body) if isinstance(body, list) else [body]
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
        pending += [*node.args.defaults, *node.args.kw_defaults]
    while pending:
        child = pending.pop()
        if child is None:
            continue
        yield child
        if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            pending += child.decorator_list  # run where they are defined; the body is not
            continue
        if isinstance(child, ast.Lambda):
            continue
        pending += list(ast.iter_child_nodes(child))


def _qt_uses(node: ast.AST) -> list[str]:
    """What in `node`'s own code reads the `Qt` namespace or calls an enum-overloaded API."""
    uses = []
    for child in _own_nodes(node):
        if isinstance(child, ast.Name) and child.id == "Qt":
            uses.append(f"line {child.lineno}: reads Qt")
        elif isinstance(child, ast.Attribute) and child.attr == "Qt":
            uses.append(f"line {child.lineno}: reads QtCore.Qt")
        elif isinstance(child, ast.ImportFrom) and child.module == "PySide6.QtCore" \
                and any(alias.name == "Qt" for alias in child.names):
            uses.append(f"line {child.lineno}: imports Qt")
        elif isinstance(child, ast.Call):
            function = child.func
            if isinstance(function, ast.Attribute) and function.attr in ENUM_OVERLOADED_METHODS:
                uses.append(f"line {child.lineno}: calls .{function.attr}()")
            elif isinstance(function, ast.Name) and function.id in ENUM_OVERLOADED_CONSTRUCTORS \
                    and (child.args or child.keywords):
                uses.append(f"line {child.lineno}: makes {function.id}(...) from a value")
    return uses


# -- the rules ----------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_no_qt_namespace_before_the_first_frame(starts, game_id):
    seen = starts[game_id]
    # The record holds what Qt called back into too: the items' paint methods.
    painted = {Path(filename).stem for filename, _, name in seen["called"] if name == "paint"}
    assert "zone_item" in painted and len(painted) >= 2, painted
    offenders, unread = [], []
    for filename, line, name in seen["called"]:
        nodes = _code_nodes(filename, line, name)
        where = f"{Path(filename).relative_to(PACKAGE)}:{line} {name}"
        if not nodes and (name in ("<module>", "<lambda>") or not name.startswith("<")):
            unread.append(where)
        for node in nodes:
            offenders += [f"{where}: {use}" for use in _qt_uses(node)]
    assert unread == []  # every function that ran was read
    assert offenders == [], "\n".join(sorted(set(offenders)))
    # And PySide agrees: nothing built the namespace (a call matched against an overload taking
    # a `Qt` enum does too: `QColor(a_qcolor)`, `QColor(an_int)`).
    built_by = seen["qt_built_by_first_frame"]
    assert built_by is None, f"the Qt namespace was built by {built_by}"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_saved_game_is_read_before_qt_is_imported(starts, game_id):
    assert starts[game_id]["read"] is True
    assert starts[game_id]["qt_when_read"] is False
    assert starts[game_id]["qt_after_read"] is False
    assert starts[game_id]["import_order"] == ["fluent.runtime", "PySide6"]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_first_frame_loads_only_the_table(starts, game_id):
    loaded = set(starts[game_id]["modules"])
    assert "chroma_desktop.ui.table_view" in loaded  # the record is of a real start
    assert loaded.isdisjoint(AFTER_FIRST_FRAME), sorted(loaded & set(AFTER_FIRST_FRAME))
    ran = {name for _, _, name in starts[game_id]["called"]}
    assert ran.isdisjoint(PANEL_ONLY_WORK), sorted(ran & PANEL_ONLY_WORK)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_scheduler_is_loaded_when_a_bot_is_to_move(starts, game_id):
    bot_to_move = any(seat != 0 for seat in _twelve_moves_in(game_id).to_move())
    loaded = "chroma_desktop.bots.schedule" in starts[game_id]["modules"]
    assert "chroma_desktop.ui.local_play" in starts[game_id]["modules"]  # a table played here
    assert loaded == bot_to_move


def test_the_saves_started_have_both_a_bot_and_the_player_to_move():
    # so that the rule above is seen both ways
    bot_to_move = {any(seat != 0 for seat in _twelve_moves_in(game_id).to_move())
                   for game_id in GAMES}
    assert bot_to_move == {True, False}


def test_a_start_without_arguments_imports_no_argparse():
    said = subprocess.run(
        [sys.executable, "-c", "import sys; from chroma_desktop.ui import app; "
                               "parsed = app.parse_arguments([]); "
                               "print('argparse' in sys.modules, parsed.open, parsed.qt_args)"],
        capture_output=True, text=True, check=True, timeout=120)
    assert said.stdout.split() == ["False", "None", "[]"]
    from chroma_desktop.ui.app import parse_arguments

    assert parse_arguments(["--open", "x.chroma.json"]).open == "x.chroma.json"  # and with some


@pytest.mark.parametrize("game_id", GAMES)
def test_no_dialog_enums_before_the_first_frame(starts, game_id):
    made = set(starts[game_id]["enums_by_first_frame"])
    assert "GraphicsItemFlag" in made  # the record is of PySide's enums
    assert made.isdisjoint(DIALOG_ENUMS), sorted(made & DIALOG_ENUMS)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_screen_reader_bridge_waits_for_the_first_frame(starts, game_id):
    seen = starts[game_id]
    assert "chroma_desktop.ui.announcer" in seen["modules"]  # the record is of the window's start
    assert ACCESSIBLE_TREE not in seen["modules"]
    made = set(seen["enums_by_first_frame"])
    assert made.isdisjoint(ACCESSIBLE_ENUMS), sorted(made & ACCESSIBLE_ENUMS)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_garbage_collector_waits_for_the_first_frame(starts, game_id):
    seen = starts[game_id]
    assert seen["collecting_at_first_frame"] is False
    assert seen["collections_before_first_frame"] == 0
    assert seen["collecting_after_first_frame"] is True


@pytest.mark.parametrize("game_id", GAMES)
def test_a_start_opens_no_time_zone_file_but_its_own(starts, game_id):
    assert starts[game_id]["zone_files_opened"] <= 1


# Fluent's runtime and what it imports that the switch is about (FLUENT_RUNTIME_IN_ONE_PLACE).
FLUENT_RUNTIME_MODULES = ("fluent.runtime", "babel.dates", "babel.localtime", "pytz")


def _imported_names(tree: ast.Module) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.lineno, node.module))
    return found


def test_fluent_runtime_is_imported_in_one_place():
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.name == "fluent_runtime.py" and path.parent == PACKAGE:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        offenders += [f"{path.relative_to(PACKAGE)}:{line}: imports {name}"
                      for line, name in _imported_names(tree)
                      if name.startswith(FLUENT_RUNTIME_MODULES)]
    assert offenders == [], "\n".join(offenders)


def test_pytz_ships_every_zone_it_lists():
    # What PYTZ_SKIPEXISTSCHECK assumes; with it set, `all_timezones` is pytz's whole list.
    listed = subprocess.run(
        [sys.executable, "-c", "import json, pytz; "
                               "print(json.dumps(list(pytz.all_timezones)))"],
        env=dict(os.environ, PYTZ_SKIPEXISTSCHECK="1"), capture_output=True, text=True,
        check=True, timeout=120)
    import pytz

    zones = json.loads(listed.stdout)
    assert len(zones) > 500 and "Europe/Rome" in zones
    missing = []
    for zone in zones:
        try:
            pytz.open_resource(zone).close()
        except OSError:
            missing.append(zone)
    assert missing == []


def test_the_zone_check_is_skipped_only_for_a_pytz_with_its_own_zones(tmp_path):
    from importlib.util import find_spec

    from chroma_desktop.fluent_runtime import ships_its_zones

    installed = find_spec("pytz")
    assert installed is not None and ships_its_zones(installed.origin, {})
    own, system = tmp_path / "own" / "pytz", tmp_path / "system" / "pytz"
    for folder in (own / "zoneinfo", system):
        folder.mkdir(parents=True)
    (own / "__init__.py").write_text("", encoding="utf-8")
    (system / "__init__.py").write_text("", encoding="utf-8")
    assert ships_its_zones(str(own / "__init__.py"), {})
    assert not ships_its_zones(str(own / "__init__.py"), {"PYTZ_TZDATADIR": str(tmp_path)})
    assert not ships_its_zones(str(system / "__init__.py"), {})  # a distribution's, reading the system's
    assert not ships_its_zones(None, {})
    # A user's own zone folder keeps pytz's check in a start too.
    said = subprocess.run(
        [sys.executable, "-c", "import os, chroma_desktop.fluent_runtime; "
                               "print(os.environ.get('PYTZ_SKIPEXISTSCHECK'))"],
        env={**{name: value for name, value in os.environ.items()
                if name != "PYTZ_SKIPEXISTSCHECK"}, "PYTZ_TZDATADIR": "/usr/share/zoneinfo"},
        capture_output=True, text=True, check=True, timeout=120)
    assert said.stdout.strip() == "None"


def test_the_rule_checks_find_what_they_look_for():
    # The reader of code finds each kind of use, and only in the code object that runs it.
    source = textwrap.dedent("""
        from PySide6.QtCore import Qt
        def paint(painter, colour):
            painter.setPen(QPen(colour))
            flag = Qt.AlignmentFlag
            def later():
                return QtCore.Qt.Key
            return QPen(), flag, later
    """)
    module, = ast.parse(source).body[:1]
    function = ast.parse(source).body[1]
    assert _qt_uses(ast.Module(body=[module], type_ignores=[])) == ["line 2: imports Qt"]
    assert sorted(_qt_uses(function)) == ["line 4: calls .setPen()",
                                          "line 4: makes QPen(...) from a value",
                                          "line 5: reads Qt"]
    later = function.body[2]
    assert _qt_uses(later) == ["line 7: reads QtCore.Qt"]
    # The import reader finds both forms, and leaves relative imports to the package's own.
    imports = ast.parse("import pytz\nfrom fluent.runtime.types import FluentInt\nfrom . import x\n")
    assert _imported_names(imports) == [(1, "pytz"), (2, "fluent.runtime.types")]
