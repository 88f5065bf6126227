"""The layers stay apart: rules, content, bots and persistence never import Qt or the UI."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import chroma_desktop

PACKAGE = Path(chroma_desktop.__file__).parent
PURE = ("rules", "content", "bots", "persistence")
FORBIDDEN = ("PySide6", "shiboken6", "PyQt5", "PyQt6", "chroma_desktop.ui")


def _imports(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module


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
        if path.name != "match.py" and any(name == "random" for name in _imports(path))
    ]
    assert offenders == []


def test_every_module_opens_with_a_docstring():
    missing = [
        str(path.relative_to(PACKAGE))
        for path in PACKAGE.rglob("*.py")
        if not ast.get_docstring(ast.parse(path.read_text(encoding="utf-8")))
    ]
    assert missing == []
