"""The layers stay apart, checked file by file.

Only the generic table (`ui/`) and each game's `table/` modules import Qt; the core (rules,
content, persistence, bots) and every other module of a game package never do; rules never use
`random` and never read files. No import cycles (in `ui/`, not even among the imports made only
for the type checker), and no module over 600 lines but those listed with their reason.
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path
from typing import NamedTuple

import pytest

import chroma_desktop

PACKAGE = Path(chroma_desktop.__file__).parent
PURE = ("rules", "content", "bots", "persistence")
FORBIDDEN = ("PySide6", "shiboken6", "PyQt5", "PyQt6", "chroma_desktop.ui")


class Facts(NamedTuple):
    """What the checks of this module read from one file's syntax."""

    imports: tuple[str, ...]  # every module named by an import, at any depth
    deep_imports: frozenset[str]  # those and `module.name` for each name imported from one,
    # leaving out imports only under `if TYPE_CHECKING:`
    called_names: frozenset[str]  # names called as plain functions
    has_docstring: bool


@cache
def _facts(path: Path) -> Facts:
    """The file's facts, read once for all the checks of this module. The syntax tree itself is
    not kept: the trees of every module of the package, held for the rest of a run, made each
    of Python's full garbage collections in the tests that follow several times slower."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    imports: list[str] = []
    called: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imports.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            imports.append(node.module)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            called.add(node.func.id)
    return Facts(tuple(imports), frozenset(_deep_imports(tree)), frozenset(called),
                 bool(ast.get_docstring(tree)))


def _deep_imports(tree: ast.Module) -> set[str]:
    found: set[str] = set()

    def visit(nodes) -> None:
        for node in nodes:
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                visit(node.orelse)
                continue
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module:
                found.add(node.module)
                found.update(f"{node.module}.{alias.name}" for alias in node.names)
            visit(ast.iter_child_nodes(node))

    visit(tree.body)
    return found


def _imports(path: Path) -> tuple[str, ...]:
    return _facts(path).imports


GAMES_DIR = PACKAGE / "games"
# A game's modules that are not its rules: its bots may use randomness, its table uses Qt.
NOT_RULES = ("heuristic.py", "easy.py", "plans.py", "manifest.py", "content.py")


def _game_modules():
    for path in sorted(GAMES_DIR.rglob("*.py")):
        yield pytest.param(path, id=str(path.relative_to(PACKAGE)))


def _is_table(path: Path) -> bool:
    return "table" in path.relative_to(GAMES_DIR).parts[:-1]


@pytest.mark.parametrize("path", list(_game_modules()))
def test_only_a_games_table_modules_import_qt(path):
    qt = [name for name in _imports(path) if name.startswith(FORBIDDEN)]
    if _is_table(path):
        return
    assert qt == [], f"{path.relative_to(PACKAGE)} is not a table module but imports {qt}"


@pytest.mark.parametrize("path", list(_game_modules()))
def test_a_games_rules_never_use_random_nor_read_files(path):
    if _is_table(path) or path.name in NOT_RULES or path.parent == GAMES_DIR:
        return
    names = set(_imports(path))
    assert not names & {"random", "pathlib", "os", "io", "yaml", "json"}, path.name
    assert not any(name.startswith("chroma_desktop.content") for name in names), path.name
    assert "open" not in _facts(path).called_names, path.name


def test_every_game_package_has_a_manifest_and_a_table():
    packages = [p for p in GAMES_DIR.iterdir() if (p / "__init__.py").is_file()]
    assert len(packages) >= 4
    for package in packages:
        assert (package / "manifest.py").is_file(), package.name
        assert (package / "table" / "layout.py").is_file(), package.name


def test_nothing_outside_the_games_imports_a_game():
    """The games are plug-ins: the core reaches a game only through its manifest, which the
    registry loads (`chroma_desktop.registry`, `chroma_desktop.plugins`), never by importing
    `chroma_desktop.games.<id>`; the plug-in package itself is only scanned."""
    offenders = [
        f"{path.relative_to(PACKAGE)} imports {name}"
        for path in sorted(PACKAGE.rglob("*.py"))
        if GAMES_DIR not in path.parents
        for name in _facts(path).imports
        if name.startswith("chroma_desktop.games.")
    ]
    assert offenders == []


# The one place outside the games that spells a game's id: the format's worked example in the
# position reader's docstring (a data-free comment; `docs/ARCHITECTURE.md` shows the same).
NAMES_A_GAME_IN_ITS_DOCS = ("rules/position.py",)


def test_no_module_outside_the_games_names_a_game():
    """A fifth game changes nothing outside its package: no module of the core, the table, the
    command line, the server or the bots spells a registered game's id."""
    from chroma_desktop.registry import game_ids

    words = re.compile(r"\b(" + "|".join(map(re.escape, game_ids())) + r")\b")
    offenders = [
        f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}"
        for path in sorted(PACKAGE.rglob("*.py"))
        if GAMES_DIR not in path.parents
        and str(path.relative_to(PACKAGE)) not in NAMES_A_GAME_IN_ITS_DOCS
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if words.search(line)
    ]
    assert offenders == []


def test_the_rules_never_look_a_game_up():
    """The rules receive their games (a resolver, a declared notation): rules/ imports neither the
    registry nor the plug-ins."""
    offenders = [
        f"{path.relative_to(PACKAGE)} imports {name}"
        for path in sorted((PACKAGE / "rules").rglob("*.py"))
        for name in _facts(path).imports
        if name.startswith(("chroma_desktop.registry", "chroma_desktop.plugins",
                            "chroma_desktop.games", "chroma_desktop.manifest"))
    ]
    assert offenders == []


@pytest.mark.parametrize("layer", PURE)
def test_pure_layers_never_import_qt(layer):
    files = list((PACKAGE / layer).rglob("*.py"))
    assert files
    offenders = [
        f"{path.relative_to(PACKAGE)} imports {name}"
        for path in files
        for name in _imports(path)
        if name.startswith(FORBIDDEN)
    ]
    assert offenders == []


# Modules outside the pure layers that must not import Qt either: the app reads a saved game
# before Qt is imported (see `ui/app.py`), and the user folders serve every layer.
PURE_MODULES = ("user_folders.py", "resources.py", "ui/session.py", "ui/seat.py",
                "ui/game_config.py")


@pytest.mark.parametrize("module", PURE_MODULES)
def test_modules_used_before_qt_never_import_qt(module):
    names = list(_imports(PACKAGE / module))
    assert names
    assert [name for name in names if name.startswith(FORBIDDEN[:4])] == []


def test_rules_never_use_random():
    """Randomness is explicit: rules expose chance nodes and never call `random`."""
    offenders = [
        str(path.relative_to(PACKAGE))
        for path in (PACKAGE / "rules").rglob("*.py")
        if path.name not in ("match.py", "chance.py") and any(name == "random" for name in _imports(path))
    ]
    assert offenders == []


def test_every_module_opens_with_a_docstring():
    missing = [
        str(path.relative_to(PACKAGE))
        for path in PACKAGE.rglob("*.py")
        if not _facts(path).has_docstring
    ]
    assert missing == []


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _all_imports(path: Path, known: set[str]) -> set[str]:
    """Every module of the package `path` imports, at any depth (deferred imports too), but
    not those only under `if TYPE_CHECKING:`."""
    return {name for name in _facts(path).deep_imports if name in known}


def cycles_in(graph: dict[str, set[str]]) -> list[str]:
    """Every import cycle through each module of `graph` (module -> modules it imports)."""
    cycles = []
    for start in sorted(graph):
        stack, seen = [(start, (start,))], set()
        while stack:
            name, trail = stack.pop()
            for after in sorted(graph[name]):
                if after == start:
                    cycles.append(" -> ".join((*trail, start)))
                elif after not in seen:
                    seen.add(after)
                    stack.append((after, (*trail, after)))
    return cycles


def test_the_cycle_search_finds_a_cycle_and_nothing_else():
    assert cycles_in({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [
        "a -> b -> c -> a", "b -> c -> a -> b", "c -> a -> b -> c"]
    assert cycles_in({"a": {"b"}, "b": set()}) == []


def test_no_module_imports_itself_back_through_others():
    """No import cycles, deferred imports included: each layer and game reads one way."""
    paths = {_module_name(path): path for path in PACKAGE.rglob("*.py")}
    graph = {name: _all_imports(path, set(paths)) - {name} for name, path in paths.items()}
    assert cycles_in(graph) == []


def _every_import(path: Path, known: set[str]) -> set[str]:
    """Every module of the package `path` imports, `if TYPE_CHECKING:` imports included."""
    facts = _facts(path)
    named = set(facts.imports) | facts.deep_imports
    return {name for name in named if name in known}


def test_the_window_has_no_type_level_cycle():
    """No cycle in `ui/` even counting the imports made only for the type checker: pages,
    dialogs and the window's collaborators see the window through signals and narrow Protocols
    (`ui/table_window.py`, `LessonHost`, `OnlineTables`), never by importing it."""
    ui_paths = {_module_name(path): path for path in (PACKAGE / "ui").rglob("*.py")}
    graph = {name: _every_import(path, set(ui_paths)) - {name} for name, path in ui_paths.items()}
    assert cycles_in(graph) == []
    window = "chroma_desktop.ui.main_window"
    importers = {name for name, imported in graph.items() if window in imported}
    assert importers <= {"chroma_desktop.ui.app", "chroma_desktop.ui.screenshot"}  # they build it


MOST_LINES = 600
# Modules allowed over MOST_LINES, each with its reason; none now (a module that grows past it is
# split by responsibility, as Chroma Mix's notation was into its writer, reader and pending steps).
LONG_MODULES: dict[str, str] = {}


def test_no_module_is_over_600_lines():
    """A module holds one responsibility that a reader takes in at once."""
    lengths = {str(path.relative_to(PACKAGE)): len(path.read_text(encoding="utf-8").splitlines())
               for path in PACKAGE.rglob("*.py")}
    assert sorted(name for name, lines in lengths.items()
                  if lines > MOST_LINES and name not in LONG_MODULES) == []
    assert sorted(name for name in LONG_MODULES if lengths.get(name, 0) <= MOST_LINES) == [], \
        "a module listed as long is no longer: take it off the list"
