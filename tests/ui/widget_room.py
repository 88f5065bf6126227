"""Words a window's widgets cut: a label or button whose text needs more room than it has.

A label that does not wrap is cut where its text (its size hint: the text with the label's
margins and indent) is wider than the label; a label that wraps by design is cut where it is
shorter than its lines need (`heightForWidth`) or where one word alone is wider than its lines
(a wrapped label never breaks a word; rich text's words, not its markup), and one that reaches
past the side of a widget it lies in (a scroll area wider inside than its view) is cut there. A
button is cut where its words and the style's room around them are wider than the button, and
where its words were cut short with "…" (the Learn page's lesson buttons elide a title too long
for their column: the words before the "…" begin its tooltip, the whole title; a "…" that says
a button opens a dialog cuts nothing). A text browser (the game log, How to play) scrolls by
design: it cuts nothing."""

from __future__ import annotations

from PySide6.QtGui import Qt, QTextDocumentFragment  # QtGui's Qt: mightBeRichText
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QLabel, QPushButton, QRadioButton, QWidget

BUTTON_ROOM = 6  # a push button's frame, both sides together, at the least


def _shown(widget: QWidget) -> bool:
    return widget.isVisible() and widget.width() > 0 and widget.height() > 0


def _label_cut(label: QLabel) -> str:
    text = label.text()
    if not text:
        return ""
    if label.wordWrap():
        if label.heightForWidth(label.width()) > label.height():
            return f"label {text!r}: {label.height()} high, its lines need " \
                   f"{label.heightForWidth(label.width())}"
        metrics = label.fontMetrics()
        room = label.contentsRect().width() - 2 * max(label.margin(), 0)
        said = QTextDocumentFragment.fromHtml(text).toPlainText() \
            if label.textFormat() == Qt.TextFormat.RichText or Qt.mightBeRichText(text) else text
        widest = max(said.split(), key=metrics.horizontalAdvance, default="")
        if metrics.horizontalAdvance(widest) > room:
            return f"label {text!r}: the word {widest!r} is wider than its {room} px"
        return ""
    if label.sizeHint().width() > label.width():
        return f"label {text!r}: {label.width()} wide, needs {label.sizeHint().width()}"
    return ""


def _button_cut(button: QAbstractButton) -> str:
    words = button.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
    if not words:
        return ""
    kept = words.partition("…")[0]
    if "…" in words and isinstance(button, QPushButton) and kept \
            and button.toolTip().startswith(kept) and len(button.toolTip()) > len(kept) + 1:
        return f"button {words!r}: cut short ({button.toolTip()!r})"
    if isinstance(button, QCheckBox | QRadioButton):
        needed = button.sizeHint().width()
    else:
        needed = max(button.fontMetrics().horizontalAdvance(line) for line in words.split("\n")) \
            + BUTTON_ROOM
    if needed > button.width():
        return f"button {words!r}: {button.width()} wide, needs {needed}"
    return ""


def _clipped(widget: QWidget, root: QWidget) -> str:
    """Where a widget reaches past the left or right side of a widget it lies in (a scroll
    area's words wider than its view: only the up and down of a scroll area scroll here)."""
    outer = widget.parentWidget()
    while outer is not None:
        left = widget.mapTo(outer, widget.rect().topLeft()).x()
        if left < 0 or left + widget.width() > outer.width():
            return f"{type(widget).__name__} {_words(widget)!r}: {widget.width()} wide at " \
                   f"{left} in {outer.width()}"
        if outer is root:
            return ""
        outer = outer.parentWidget()
    return ""


def _words(widget: QWidget) -> str:
    return widget.text() if isinstance(widget, QLabel | QAbstractButton) else ""


def cut_widgets(root: QWidget) -> list[str]:
    """Every label and button shown in `root` (itself included) whose words are cut, or that
    reaches past the side of a widget it lies in."""
    cut = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not _shown(widget):
            continue
        if isinstance(widget, QLabel):
            cut.append(_label_cut(widget))
        elif isinstance(widget, QAbstractButton):
            cut.append(_button_cut(widget))
        if isinstance(widget, QLabel | QAbstractButton) and widget is not root:
            cut.append(_clipped(widget, root))
    return sorted({found for found in cut if found})
