"""A start-page tile for one game: its name, player counts and blurb, wrapped to the tile's width.

A push button (keyboard focus, Space and Enter, the start page's style) whose words are labels
laid out inside it, so a narrow window wraps the blurb onto more lines instead of cutting it; the
labels let clicks through to the button.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout

from chroma_desktop.ui import theme
from chroma_desktop.ui.layouts import nested
from chroma_desktop.ui.plain_text import plain_label, set_tool_tip


class GameTile(QPushButton):
    def __init__(self, name: str, details: str, accent: str) -> None:
        super().__init__()
        self.setProperty("game", True)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
        self.name_label = self._label(name, theme.font(1.15, bold=True))
        self.details_label = self._label(details, theme.font(1.05))
        self.details_label.setWordWrap(True)
        # The game's colour as a bar down the tile's left side (the name says which game too).
        self.accent_bar = QFrame()
        self.accent_bar.setFixedWidth(8)
        self.accent_bar.setStyleSheet(f"background: {accent}; border-radius: 4px;")
        self.accent_bar.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 14, 18, 14)
        layout.setSpacing(14)
        layout.addWidget(self.accent_bar)
        words = nested(layout, QVBoxLayout(), 1)
        words.setSpacing(3)
        words.addWidget(self.name_label)
        words.addWidget(self.details_label)
        self.setMinimumHeight(76)
        self.setAccessibleName(name)
        self.setAccessibleDescription(details)
        set_tool_tip(self, details)

    def _label(self, text: str, font) -> QLabel:
        label = plain_label(text)
        label.setFont(font)
        label.setObjectName("tileText")
        label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        return label
