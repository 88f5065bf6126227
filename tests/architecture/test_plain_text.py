"""Text reaches the screen one way (`ui/plain_text.py`), checked site by site.

Qt guesses whether a label's, a message box's or a tool tip's text is HTML; another player's
name read as HTML can abort the app or show a file from this disk. So in `ui/` and in every
game's `table/` package:
- no `QLabel(` is made but by `plain_text` (`plain_label`, or `rich_label` for rich text made
  with `rich`), and a class derived from QLabel sets its text format itself;
- a `QMessageBox(` is made in a function that sets its text format (or by `plain_text.message_box`),
  and none of QMessageBox's static boxes (`about`, `information`...) is used, which guess;
- `setToolTip(` and `setWindowTitle(` are given the app's own words (a literal, or a
  `translate(...)` of its catalogue) or go through `plain_text.set_tool_tip` / `set_window_title`.
A label's `setText` needs no check: every label's format is fixed where it is made.
"""

from __future__ import annotations

import ast
from pathlib import Path

import chroma_desktop

PACKAGE = Path(chroma_desktop.__file__).parent
THE_WAY = PACKAGE / "ui" / "plain_text.py"
GUESSING_BOXES = {"about", "information", "warning", "critical", "question"}
OWN_WORDS_ONLY = {"setToolTip", "setWindowTitle"}


def _screen_modules() -> list[Path]:
    modules = sorted((PACKAGE / "ui").rglob("*.py"))
    for table in sorted((PACKAGE / "games").glob("*/table")):
        modules += sorted(table.rglob("*.py"))
    return [path for path in modules if path != THE_WAY]


def _name(node: ast.expr) -> str:
    """`QLabel` for `QLabel` and `QtWidgets.QLabel`; "" for anything else."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def _own_words(node: ast.expr) -> bool:
    """A literal, or a lookup in the app's catalogue (`translate(...)`, not `.format`ted)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return True
    return isinstance(node, ast.Call) and _name(node.func) == "translate"


def _sets_format(scope: ast.AST) -> bool:
    return any(isinstance(node, ast.Call) and _name(node.func) == "setTextFormat"
               for node in ast.walk(scope))


def _scopes(tree: ast.Module) -> dict[ast.AST, ast.AST]:
    """Each node's innermost enclosing function or class (the module for top-level code)."""
    owner: dict[ast.AST, ast.AST] = {}

    def visit(node: ast.AST, scope: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            owner[child] = scope
            scopes = ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef
            visit(child, child if isinstance(child, scopes) else scope)

    visit(tree, tree)
    return owner


def violations(path: Path) -> list[str]:
    """Each site of `path` that could show text Qt guesses is HTML, as `file:line: why`."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    owner = _scopes(tree)
    where = path.relative_to(PACKAGE.parent)
    found: list[str] = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.ClassDef) and any(_name(base) == "QLabel" for base in node.bases)
                and not _sets_format(node)):
            found.append(f"{where}:{node.lineno}: a QLabel class that does not set its text format")
        if not isinstance(node, ast.Call):
            continue
        called = _name(node.func)
        if called == "QLabel":
            found.append(f"{where}:{node.lineno}: QLabel( made outside ui/plain_text.py")
        elif called == "QMessageBox" and not _sets_format(owner[node]):
            found.append(f"{where}:{node.lineno}: a QMessageBox whose text format is not set")
        elif (called in GUESSING_BOXES and isinstance(node.func, ast.Attribute)
              and _name(node.func.value) == "QMessageBox"):
            found.append(f"{where}:{node.lineno}: QMessageBox.{called} guesses its text's format")
        elif called in OWN_WORDS_ONLY and isinstance(node.func, ast.Attribute) and node.args \
                and not _own_words(node.args[0]):
            found.append(f"{where}:{node.lineno}: {called} of text that is not the app's own: "
                         f"use plain_text.{'set_tool_tip' if called == 'setToolTip' else 'set_window_title'}")
    return found


def test_every_label_box_tool_tip_and_title_shows_untrusted_text_as_plain_text():
    found = [said for path in _screen_modules() for said in violations(path)]
    assert not found, "\n".join(found)


def test_the_check_finds_each_kind_of_site(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text(
        "from PySide6.QtWidgets import QLabel, QMessageBox\n"
        "def a(name, widget):\n"
        "    QLabel(name)\n"
        "    QMessageBox.information(widget, 'Title', name)\n"
        "    widget.setToolTip(name)\n"
        "    widget.setWindowTitle(translate('C', '{n}').format(n=name))\n"
        "    box = QMessageBox()\n"
        "    box.setText(name)\n"
        "class Shown(QLabel):\n"
        "    pass\n"
        "def b(widget):\n"
        "    widget.setToolTip(translate('C', 'Words'))\n"
        "    box = QMessageBox()\n"
        "    box.setTextFormat(1)\n", encoding="utf-8")
    global PACKAGE
    kept, PACKAGE = PACKAGE, tmp_path
    try:
        found = violations(sample)
    finally:
        PACKAGE = kept
    assert [line.split(":")[1] for line in found] == ["9", "3", "4", "5", "6", "7"], found
