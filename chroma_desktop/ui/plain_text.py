"""The one way text reaches the screen: as plain text, or as rich text built with every
untrusted slot escaped.

Words from another player (a name, a chat line), from a file (a save's name, a lesson) or from
a server are untrusted: Qt guesses whether a label's, a message box's or a tool tip's text is
HTML (`Qt::mightBeRichText`), and as HTML a name `<img src=/dev/zero>` aborts the app, `<img
src=/local/file.png>` shows a file from this disk, `<img width=3000>` stretches the panel and
`<a href=...>` puts a link. So:
- every label is made here: `plain_label` (Qt.TextFormat.PlainText, whatever is set later), or
  `rich_label` for the few that are rich on purpose, given `Rich` text only;
- `Rich` text is made only by `rich(template, **slots)`: the template is the app's own markup,
  and each slot's value is escaped (`escape`), so no slot can add a tag;
- tool tips and window titles of text that is not the app's own go through `set_tool_tip` and
  `set_window_title`; message boxes through `message_box` (plain) or with a format set.

`tests/architecture/test_plain_text.py` checks every module of `ui/` and of the games' `table/`
packages for this (no `QLabel(` made elsewhere; a message box's format set; a tool tip or
title that is not a literal or a `translate(...)` passes here), and
`tests/ui/test_hostile_names.py` seats hostile names at a real table.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

__all__ = ["Rich", "escape", "join_rich", "message_box", "plain_label", "rich", "rich_label",
           "set_rich", "set_tool_tip", "set_window_title"]


class Rich(str):
    """Text Qt may read as HTML: made only by `rich` (or `join_rich`), never from a bare str."""

    __slots__ = ()


def escape(text: str) -> str:
    """`text` as it reads inside rich text: no character of it is markup."""
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#39;"))


def rich(template: str, **slots: object) -> Rich:
    """The app's own markup `template` with each `{slot}` filled by its value escaped (a `Rich`
    value is markup already built here, and goes in as it is)."""
    return Rich(template.format(**{key: value if isinstance(value, Rich) else escape(str(value))
                                   for key, value in slots.items()}))


def join_rich(separator: str, parts: list[Rich]) -> Rich:
    """Rich parts put together with the app's own markup `separator` between them."""
    return Rich(separator.join(parts))


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A label that shows `text`, and whatever is set on it later, as plain text."""
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(text)
    return label


def rich_label(text: Rich | None = None, parent: QWidget | None = None) -> QLabel:
    """A label whose text is rich on purpose: set it with `set_rich` only."""
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setText(text or "")
    return label


def set_rich(label: QLabel, text: Rich) -> None:
    """Rich text (built by `rich`) on a label made by `rich_label`."""
    label.setText(text)


def set_tool_tip(widget: QWidget, text: str) -> None:
    """`text` as `widget`'s tool tip, shown as it is written (a tool tip guesses HTML too)."""
    widget.setToolTip(rich("<span>{text}</span>", text=text) if text else "")


def set_window_title(widget: QWidget, text: str) -> None:
    """`text` as `widget`'s title, as it is written: Qt takes "[*]" in a title for the mark of
    unsaved changes, so the one in a name is kept apart from it."""
    widget.setWindowTitle(text.replace("[*]", "[\u200b*]"))


def message_box(icon: QMessageBox.Icon, title: str, text: str, parent: QWidget | None = None,
                buttons: QMessageBox.StandardButton = QMessageBox.StandardButton.NoButton) -> QMessageBox:
    """A message box that shows `text` as plain text."""
    box = QMessageBox(icon, "", "", buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    set_window_title(box, title)
    box.setText(text)
    return box
