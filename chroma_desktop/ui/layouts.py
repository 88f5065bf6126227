"""Nesting one layout in another the one safe way: while the inner layout is still empty.

PySide's `addLayout` and `setLayout` walk the items already in the layout they are given and
make a Python wrapper for each, kept alive by the outer layout's wrapper. Qt deletes such an item
when its widget leaves the layout, the wrapper stays, and a Qt object made later at the same
address comes back to Python as that stale item (a CI run's start button was handed a
`QWidgetItem` for its style). A layout nested before it is filled gets no wrappers. Every nesting
goes through `nested`; `tests/architecture/test_layout_nesting.py` holds the code to it.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtWidgets import QBoxLayout, QLayout

Inner = TypeVar("Inner", bound=QLayout)


def nested(outer: QBoxLayout, inner: Inner, stretch: int = 0) -> Inner:
    """`inner` added at the end of `outer`, to be filled after; returns `inner`."""
    if inner.count():
        raise ValueError("a layout is nested while it is empty, then filled")
    outer.addLayout(inner, stretch)
    return inner
