"""A push button whose words wrap to the width it is given (a sentence in a narrow side panel,
such as teach mode's pointer to a lesson), rather than widening the panel or being cut off.

Its words are a plain label inside it (`words`: untrusted-safe, never read as rich text), which
mouse events pass through to the button; the button's height follows the wrapped words.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QSizePolicy

from chroma_desktop.ui.plain_text import plain_label

MARGINS = (10, 6, 10, 6)  # left, top, right, bottom: room for the button's frame


class WrapButton(QPushButton):
    """A button saying `words` on as many lines as its width needs."""

    def __init__(self) -> None:
        super().__init__()
        self.words = plain_label("")
        self.words.setWordWrap(True)
        self.words.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(*MARGINS)
        layout.addWidget(self.words)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_words(self, text: str) -> None:
        """Say `text` (also the button's accessible name)."""
        self.words.setText(text)
        self.setAccessibleName(text)
        self.updateGeometry()

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        inner = max(1, width - MARGINS[0] - MARGINS[2])
        return self.words.heightForWidth(inner) + MARGINS[1] + MARGINS[3]

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        width = max(self.width(), 120)
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(80, self.heightForWidth(max(self.width(), 80)))
