"""A layout joins another only through `ui/layouts.nested`, while it is still empty, and no code
asks a layout for its items.

PySide makes a Python wrapper for every item already in a layout given to `addLayout`,
`setLayout` or `insertLayout`, and for each item `itemAt` returns; the wrapper outlives the item,
and a Qt object made later at its address came back to Python as that stale item (a CI run's
start button was handed a `QWidgetItem` for its style). Read file by file from the syntax.
"""

from __future__ import annotations

import ast
from pathlib import Path

import chroma_desktop

PACKAGE = Path(chroma_desktop.__file__).parent
# `takeAt` is not here: its item passes to Python and goes with its wrapper.
NESTING_CALLS = {"addLayout", "setLayout", "insertLayout", "itemAt"}
THE_ONE_PLACE = PACKAGE / "ui" / "layouts.py"


def layout_calls(path: Path) -> list[str]:
    """Each call of a nesting or item-reading method on a layout in `path`, as `file:line: call`."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr in NESTING_CALLS):
            receiver = ast.unparse(node.func.value)
            if node.func.attr == "itemAt" and ("scene" in receiver or "view" in receiver):
                continue  # a graphics scene's or view's item at a point
            found.append(f"{path.name}:{node.lineno}: {receiver}.{node.func.attr}")
    return found


def test_layouts_nest_only_through_the_one_helper():
    offending = [call for path in sorted(PACKAGE.rglob("*.py")) if path != THE_ONE_PLACE
                 for call in layout_calls(path)]
    assert offending == [], "nest with ui.layouts.nested(outer, QHBoxLayout()) before filling"


def test_the_check_finds_a_filled_layout_nested_and_an_item_read(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("row.addWidget(x)\nouter.addLayout(row)\nitem = outer.itemAt(0)\n"
                      "target = self.view.itemAt(point)\n", encoding="utf-8")
    found = [call.split(": ", 1)[1] for call in layout_calls(sample)]
    assert found == ["outer.addLayout", "outer.itemAt"]

