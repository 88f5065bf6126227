"""The side panel's words above its log, in an area that scrolls where the panel is too short.

The prompt, teach mode's words, its buttons and the hint's best moves wrap to the panel's width.
On a small window (800x500) in a longer language they need more height than the panel has, and a
layout squeezes a wrapped label below its lines: its last words cut off. Here they lie in a
scroll area as tall as they need while there is room (the log gives way first, down to its
least), which scrolls when there is not, so no word is cut. The area takes no focus itself: Tab
reaches the buttons and moves in it, and the area scrolls to the one focused.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QVBoxLayout, QWidget

LEAST_LINES = 3  # the least the area keeps when squeezed, in lines of the panel's type


class SideWords(QScrollArea):
    """A column of the panel's words, as tall as they need or scrolling when squeezed."""

    def __init__(self) -> None:
        super().__init__()
        self.inner = QWidget()
        self.column = QVBoxLayout(self.inner)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.setWidget(self.inner)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.inner.installEventFilter(self)

    def add(self, widget: QWidget) -> None:
        self.column.addWidget(widget)

    def needed_height(self) -> int:
        """The height the words need at the area's width (0 when none is shown)."""
        width = max(1, self.width())
        layout = self.column
        if layout.hasHeightForWidth():
            return layout.totalHeightForWidth(width)
        return layout.totalSizeHint().height()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(super().sizeHint().width(), self.needed_height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        least = LEAST_LINES * self.fontMetrics().lineSpacing()
        return QSize(0, min(least, self.needed_height()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.inner and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # the words changed: the panel's layout asks again
        return super().eventFilter(watched, event)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self.updateGeometry()  # another width: other lines
