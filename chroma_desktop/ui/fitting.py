"""Windows as tall as their wrapped words: Qt sizes a dialog from its layout's size hint, which
ignores that a word-wrapped label needs more lines at the width the dialog really has."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def grow_to_wrapped_text(window: QWidget) -> None:
    """Make `window` tall enough for every wrapped label at its present width (never shorter)."""
    layout = window.layout()
    if layout is None:
        return
    layout.activate()
    height = layout.totalHeightForWidth(window.width())
    if height > window.height():
        window.resize(window.width(), height)


def size_within_window(dialog: QWidget, parent: QWidget | None, largest: tuple[int, int]) -> None:
    """Size `dialog` `largest`, or within the window it belongs to where that is smaller (an
    800x500 window): the dialog's page scrolls, it does not reach past the window."""
    width, height = largest
    if parent is not None:
        width = min(width, max(360, parent.window().width() - 40))
        height = min(height, max(320, parent.window().height() - 40))
    dialog.resize(width, height)
