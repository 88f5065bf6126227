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

from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import QLabel, QWidget

if TYPE_CHECKING:
    # Imported where a box is made: PySide makes a class's enums when it is first imported
    # (QMessageBox's five, ~12 million instructions), and the table's first frame shows none.
    from PySide6.QtWidgets import QMessageBox

__all__ = ["Rich", "coloured_glyphs", "escape", "join_rich", "message_box", "plain_label", "rich",
           "rich_label", "set_rich", "set_tool_tip", "set_window_title"]


class Rich(str):
    """Text Qt may read as HTML: made only by `rich` (or `join_rich`), never from a bare str."""

    __slots__ = ()


def escape(text: str) -> str:
    """`text` as it reads inside rich text: no character of it is markup. (Quotes are left as
    they are: a slot stands in text, never in an attribute's value.)"""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def rich(template: str, **slots: object) -> Rich:
    """The app's own markup `template` with each `{slot}` filled by its value escaped (a `Rich`
    value is markup already built here, and goes in as it is). A slot stands in the template's
    text, never inside an attribute's value, unless the value is the app's own (a colour)."""
    return Rich(template.format(**{key: value if isinstance(value, Rich) else escape(str(value))
                                   for key, value in slots.items()}))


def join_rich(separator: str, parts: list[Rich]) -> Rich:
    """Rich parts put together with the app's own markup `separator` between them."""
    return Rich(separator.join(parts))


def coloured_glyphs(text: str, colours: dict[str, str]) -> Rich:
    """`text` (the rules' words, with names in them) as rich text, each glyph of `colours` (the
    layout's own symbols) bold in its colour: the log's and the results' lines."""
    said = escape(text)
    for glyph, hue in colours.items():
        said = said.replace(escape(glyph), f'<span style="color:{escape(hue)}; font-weight:bold">'
                                           f"{escape(glyph)}</span>")
    return Rich(said)


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A label that shows `text`, and whatever is set on it later, as plain text."""
    from PySide6.QtCore import Qt  # not at import: the table's first frame reads no `Qt` enum

    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(text)
    return label


def rich_label(text: Rich | None = None, parent: QWidget | None = None) -> QLabel:
    """A label whose text is rich on purpose: set it with `set_rich` only."""
    from PySide6.QtCore import Qt

    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setText(text or "")
    return label


def set_rich(label: QLabel, text: Rich) -> None:
    """Rich text (built by `rich`) on a label made by `rich_label`."""
    label.setText(text)


class Tipped(Protocol):
    """Whatever shows a tool tip (a widget, a table item)."""

    def setToolTip(self, tip: str) -> None: ...  # noqa: N802 (Qt's name)


def set_tool_tip(widget: Tipped, text: str) -> None:
    """`text` as `widget`'s tool tip, shown as it is written. A tool tip guesses HTML from a tag
    (`Qt::mightBeRichText`): text with no "<" is plain as it stands, other text goes as rich
    text that says it escaped."""
    widget.setToolTip(text if "<" not in text else rich("<span>{text}</span>", text=text))


class Titled(Protocol):
    """Whatever has a window title (a window, a dialog, a `LessonHost`)."""

    def setWindowTitle(self, title: str) -> None: ...  # noqa: N802 (Qt's name)


def set_window_title(widget: Titled, text: str) -> None:
    """`text` as `widget`'s title, as it is written: Qt takes "[*]" in a title for the mark of
    unsaved changes, so the one in a name is kept apart from it."""
    widget.setWindowTitle(text.replace("[*]", "[\u200b*]"))


def message_box(icon: QMessageBox.Icon, title: str, text: str, parent: QWidget | None = None,
                buttons: QMessageBox.StandardButton | None = None) -> QMessageBox:
    """A message box that shows `text` as plain text (`buttons`: None, none)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(icon, "", "", buttons or QMessageBox.StandardButton.NoButton, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    set_window_title(box, title)
    box.setText(text)
    return box
